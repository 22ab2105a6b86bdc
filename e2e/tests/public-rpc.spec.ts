/**
 * The web app on nodes that behave like public BSC endpoints (issue 29). The page's
 * `/config.json` is routed to name RPC proxies (`startRpcProxy`) in front of the world's chain
 * instead of the chain itself.
 * - Two proxies that each answer about one request in five with 429 (with Retry-After), 502 or
 *   503, leave a few hanging until the socket is cut, and are two blocks behind the head, each
 *   with its own seed: the app falls back between them and retries, so the live pool shows every
 *   figure, nothing stays 'Loading…' and the node banner never shows.
 * - A proxy refusing every request: one 'The chain node is not answering.' alert with Retry,
 *   on each page the menu reaches, chain screens saying they wait for the node; a healthy proxy
 *   on the same port makes the alert go by itself.
 * Read-only: no account.
 */
import { smartChefAbi } from '@ghost/contracts'
import { type RpcProxy, startRpcProxy } from '@ghost/devnet'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures/test'

const LAG_BLOCKS = 2

let proxies: RpcProxy[] = []

/** Points the page at `rpcUrls` (and not at the world's chain) through its `/config.json`. */
async function useNodes(page: Page, rpcUrls: readonly string[]) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch()
    const { rpcUrl: _direct, ...config } = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...config, rpcUrls } })
  })
}

test.afterEach(async () => {
  await Promise.all(proxies.map((proxy) => proxy.stop()))
  proxies = []
})

test('the pools page shows its figures through flaky, lagging nodes', async ({
  page,
  world,
  chain,
}) => {
  test.setTimeout(240_000)
  const disturbances = { errorRate: 0.2, timeoutRate: 0.05, hangMs: 3_000, lagBlocks: LAG_BLOCKS }
  proxies = [
    await startRpcProxy({ upstream: world.chainUrl, seed: 29, ...disturbances }),
    await startRpcProxy({ upstream: world.chainUrl, seed: 92, ...disturbances }),
  ]
  await useNodes(
    page,
    proxies.map((proxy) => proxy.url),
  )
  // The page must read through the proxies only: a request to the chain itself would be a leak.
  const direct: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(world.chainUrl)) direct.push(request.url())
  })

  await page.goto('/pools')
  // Go on once the nodes have failed the page a few times: what follows holds after failures.
  const failures = () =>
    proxies.reduce((sum, proxy) => sum + proxy.stats().errors + proxy.stats().timeouts, 0)
  await expect.poll(failures, { timeout: 150_000 }).toBeGreaterThanOrEqual(2)
  await expect(page.getByRole('heading', { level: 1, name: 'Pools' })).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: 'Stake BNB' })
  await expect(card).toHaveCount(1)
  await expect(card).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 })
  await expect(card.getByRole('status', { name: 'Total staked' })).toHaveText(/^[\d,.]+ BNB$/)
  await expect(card.getByRole('status', { name: 'Max. stake per user' })).toHaveText('10 BNB')
  await expect(card.getByRole('status', { name: 'APR' })).toHaveText(/^[\d,.]+%$/)
  await expect(card.getByRole('status', { name: 'Block countdown' })).toHaveText(
    /^Ends in [\d,]+ blocks$/,
  )
  await expect(page.getByText('Loading…')).toHaveCount(0)
  await expect(page.getByText('Waiting for the chain node…')).toHaveCount(0)
  await expect(page.getByText('The chain node is not answering.')).toHaveCount(0)

  // The figures are the lagging node's: the countdown counts from a block at most the lag (and
  // a poll) behind the head, never from one the node does not have.
  const head = await chain.getBlockNumber({ cacheTime: 0 })
  const endBlock = await chain.readContract({
    address: world.manifest.contracts.SmartChef2,
    abi: smartChefAbi,
    functionName: 'bonusEndBlock',
  })
  const shown = await card.getByRole('status', { name: 'Block countdown' }).textContent()
  const readAt = endBlock - BigInt(shown?.match(/[\d,]+/)?.[0].replaceAll(',', '') ?? '0')
  expect(readAt).toBeLessThanOrEqual(head - BigInt(LAG_BLOCKS))
  expect(readAt).toBeGreaterThan(head - BigInt(LAG_BLOCKS) - 10n)

  expect(direct).toEqual([])
})

test('a node refusing every request: one alert with Retry on every page, gone once it answers', async ({
  page,
  world,
}) => {
  test.setTimeout(300_000)
  const refusing = await startRpcProxy({
    upstream: world.chainUrl,
    seed: 29,
    errorRate: 1,
    retryAfterSeconds: 0,
  })
  proxies = [refusing]
  const port = Number(new URL(refusing.url).port)
  await useNodes(page, [refusing.url])
  const alert = page.getByRole('alert').filter({ hasText: 'The chain node is not answering.' })

  await page.goto('/farms')
  await expect(alert).toBeVisible({ timeout: 120_000 })
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled()
  await expect(page.getByText('Waiting for the chain node…')).toBeVisible()
  await expect(page.getByText('Loading…')).toHaveCount(0)
  // Retry asks at once, and the node still refuses: the alert stays.
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(alert.getByRole('button', { name: 'Retrying…' })).toBeDisabled()
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled({ timeout: 60_000 })
  await expect(alert).toHaveCount(1)

  // The other pages, reached through the menu, show the same one alert.
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [group, link, heading] of [
    ['Earn', 'Pools', 'Pools'],
    ['Trade', 'Exchange', 'Exchange'],
  ] as const) {
    await nav.getByRole('button', { name: group, exact: true }).click()
    await nav.getByRole('link', { name: link, exact: true }).click()
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible()
    await expect(alert).toHaveCount(1)
    await expect(page.getByText('Loading…')).toHaveCount(0)
  }

  await refusing.stop()
  proxies = [await startRpcProxy({ upstream: world.chainUrl, port })]
  await expect(alert).toHaveCount(0, { timeout: 60_000 })
  await expect(page.getByText('Waiting for the chain node…')).toHaveCount(0)
})
