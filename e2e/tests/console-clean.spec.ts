/**
 * Issue 28, finding 7: no route of a fresh world fires a failing request or logs an error, with
 * or without a connected wallet. Every route of fixtures/routes.ts is a test of its own (one
 * failure does not hide the others); not-found routes show their state without a failed request.
 * The wallet is the shared visitor's, which never sends.
 */
import type { Page } from '@playwright/test'
import { nftContracts } from '../fixtures/nft'
import { collectProblems } from '../fixtures/problems'
import { A, B, ROUTES } from '../fixtures/routes'
import { connectWallet, expect, test } from '../fixtures/test'

/** Waits until the screen has loaded what it shows first (no busy region left). */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
  // the reads that follow the first answers (names, avatars, prices): until the network is quiet
  // or the block poller's next round, whichever comes first
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
}

for (const path of ROUTES) {
  test(`${path}: no failed request or console error without a wallet`, async ({ page }) => {
    const problems = collectProblems(page)
    await page.goto(path)
    await settle(page)
    expect(problems).toEqual([])
  })

  test(`${path}: no failed request or console error with a connected wallet`, async ({
    page,
    wallet: _wallet,
  }) => {
    const problems = collectProblems(page)
    await page.goto(path)
    await connectWallet(page)
    await settle(page)
    expect(problems).toEqual([])
  })
}

/**
 * Not-found states beyond the route table, the same kind of finding: each names something that
 * is not there (the squad's address comes from the world, A and B from the route fixtures).
 */
const NOT_FOUND: readonly [what: string, path: (squad: string) => string][] = [
  ['an unknown collection', () => `/nfts/collections/${A}`],
  ['a malformed collection address', () => '/nfts/collections/not-an-address'],
  ['a token id no token has', (squad) => `/nfts/collections/${squad}/999999`],
  ['a token UID no order sells', (squad) => `/nfts/collections/${squad}/0x${'ab'.repeat(32)}`],
  ['the profile of a wallet without one', () => `/nfts/profile/${B}`],
  ['a malformed Info token address', () => '/info/tokens/not-an-address'],
]

for (const [what, path] of NOT_FOUND) {
  test(`${what}: its not-found state without a failed request`, async ({ page, world }) => {
    const squad = nftContracts(world).GhostSquad.toLowerCase()
    const problems = collectProblems(page)
    await page.goto(path(squad))
    await settle(page)
    expect(problems).toEqual([])
  })
}
