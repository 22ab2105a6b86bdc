/**
 * Governance voting end to end (issue 34 acceptance). Two wallets vote in the world's active
 * proposal through the page (the first after the wallet refused once, which keeps the choice);
 * the results the page shows equal a recount anyone can make from the signed messages the server
 * serves and the chain. The create form refuses one empty choice and an end before the start
 * without asking the wallet for a signature. At phone size the voting pages have no serious
 * accessibility finding.
 */
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import { getVotingPowerContracts } from '@ghost/contracts/manifest'
import {
  type ApiProposal,
  type ApiProposalPage,
  type ApiVotePage,
  recountProposal,
  type SignedVoteJson,
} from '@ghost/sdk'
import type { Locator, Page } from '@playwright/test'
import { type Hex, parseUnits } from 'viem'
import { seriousViolations } from '../fixtures/axe'
import { walletPage } from '../fixtures/nft'
import { expect, test, type World } from '../fixtures/test'

/** The world gave each CAKE in the wallet, a CAKE pool, CAKE LP and a CAKE LP farm. */
const VOTERS = [devAccount(46), devAccount(47)] as const
const SIGN = 'eth_signTypedData_v4'

async function api<T>(world: World, path: string): Promise<T> {
  const response = await fetch(`${world.serverUrl}/v1/${world.manifest.chainId}/voting${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function activeProposal(world: World): Promise<ApiProposal> {
  const { data } = await api<ApiProposalPage>(world, '/proposals?state=active&type=core')
  const proposal = data[0]
  if (!proposal) throw new Error('the e2e world has no active core proposal')
  return proposal
}

async function servedVotes(world: World, id: string): Promise<SignedVoteJson[]> {
  const votes: SignedVoteJson[] = []
  let cursor: string | null = null
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
    const page: ApiVotePage = await api<ApiVotePage>(world, `/proposals/${id}/votes${query}`)
    for (const vote of page.data)
      votes.push({ message: vote.message, signature: vote.signature as Hex })
    cursor = page.nextCursor
  } while (cursor)
  return votes
}

/** Every digit of a shown CAKE figure (its `title`), in wei. */
async function shownWei(figure: Locator): Promise<bigint> {
  const full = await figure.locator('[title]').first().getAttribute('title')
  if (full === null) throw new Error('the figure has no full-precision title')
  return parseUnits(full.replace(/,/g, ''), 18)
}

function resultRow(page: Page, choice: string): Locator {
  return page
    .getByRole('region', { name: 'Current results' })
    .getByRole('listitem')
    .filter({ hasText: choice })
}

test('two wallets vote in the active proposal; the page shows what a recount of the signed messages gives', async ({
  browser,
  world,
}) => {
  test.setTimeout(240_000)
  const proposal = await activeProposal(world)
  const choices = [proposal.choices[0], proposal.choices[1]] as const
  if (!choices[0] || !choices[1]) throw new Error('the active proposal has fewer than two choices')

  for (const [index, voter] of VOTERS.entries()) {
    const choice = choices[index] as string
    await test.step(`voter ${index + 1} votes “${choice}”`, async () => {
      const { page, wallet, context } = await walletPage(browser, world, voter.address, '/voting')
      await page.getByRole('link', { name: proposal.title }).click()
      await expect(page).toHaveURL(new RegExp(`/voting/proposal/${proposal.id}`))
      const panel = page.getByRole('region', { name: 'Cast your vote' })
      await panel.getByRole('radio', { name: choice }).check()
      if (index === 0) {
        // the wallet refuses once: the page says so and keeps the choice for a second try
        wallet.rejectNext(SIGN)
        await panel.getByRole('button', { name: 'Cast Vote' }).click()
        await expect(panel.getByRole('alert')).toHaveText('Unable to sign payload', {
          timeout: 30_000,
        })
        await expect(panel.getByRole('radio', { name: choice })).toBeChecked()
      }
      await panel.getByRole('button', { name: 'Cast Vote' }).click()
      await expect(
        panel.getByRole('status').filter({ hasText: `You voted for “${choice}”.` }),
      ).toBeVisible({ timeout: 30_000 })
      await context.close()
    })
  }

  await test.step('the results on the page equal the recount from the served messages', async () => {
    const stored = await api<ApiProposal>(world, `/proposals/${proposal.id}`)
    const recount = await recountProposal({
      client: anvilClient(world.chainUrl),
      chainId: world.manifest.chainId,
      proposal: { message: stored.message, signature: stored.signature as Hex },
      votes: await servedVotes(world, proposal.id),
      sources: getVotingPowerContracts(world.manifest),
    })
    expect(recount.rejected).toEqual([])
    for (const voter of VOTERS) {
      expect(recount.powers[voter.address.toLowerCase()]).toBeGreaterThan(0n)
    }
    const { page, context } = await walletPage(browser, world, VOTERS[0].address)
    await page.goto(`/voting/proposal/${proposal.id}`)
    for (const [index, label] of stored.choices.entries()) {
      const row = resultRow(page, label)
      await expect(row).toBeVisible({ timeout: 30_000 })
      expect(await shownWei(row)).toBe(recount.scores[index])
    }
    await context.close()
  })
})

test('the create form refuses one empty choice and an end before the start before signing', async ({
  browser,
  world,
}) => {
  const { page, wallet, context } = await walletPage(
    browser,
    world,
    VOTERS[0].address,
    '/voting/proposal/create',
  )
  const form = page.getByRole('main')
  await form.getByRole('textbox', { name: 'Title' }).fill('Add a CAKE-BUSD farm')
  await form.getByRole('textbox', { name: 'Content' }).fill('A farm for the **CAKE-BUSD** pair.')
  const choices = form.getByRole('group', { name: 'Choices' })
  await choices.getByRole('textbox').nth(0).fill('Yes')
  // the second choice stays empty
  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(form.getByText('Choices must not be empty')).toBeVisible()

  await choices.getByRole('textbox').nth(1).fill('No')
  await form.getByLabel('End date').fill('2020-01-01')
  await form.getByRole('button', { name: 'Publish' }).click()
  await expect(form.getByText('End date must be after the start date')).toBeVisible()

  expect(wallet.requests).not.toContain(SIGN)
  await context.close()
})

test('at phone size the voting pages have no serious accessibility finding', async ({
  browser,
  world,
}) => {
  const proposal = await activeProposal(world)
  const { page, context } = await walletPage(browser, world, VOTERS[1].address)
  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of ['/voting', `/voting/proposal/${proposal.id}`, '/voting/proposal/create']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 })
    expect(await seriousViolations(page, { settled: true }), path).toEqual([])
  }
  await context.close()
})
