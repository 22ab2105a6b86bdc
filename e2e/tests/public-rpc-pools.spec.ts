/**
 * The pools page on nodes that behave like public BSC endpoints (issue 29). The page's
 * `/config.json` is routed to name two RPC proxies (`startRpcProxy`) in front of the world's
 * chain instead of the chain itself: each answers about one request in five with 429 (with
 * Retry-After), 502 or 503, leaves a few hanging until the socket is cut, and is two blocks
 * behind the head, with its own seed. The app falls back between them and retries, so the live
 * pool shows every figure, nothing stays 'Loading…' and the node banner never shows.
 * Read-only: no account.
 */
import { smartChefAbi } from '@ghost/contracts'
import { type RpcProxy, startRpcProxy } from '@ghost/devnet'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures/test'

const LAG_BLOCKS = 2

let proxies: RpcProxy[] = []

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

/**
 * The proxy serves Node clients and sends no CORS headers, which a public endpoint does: the
 * page's requests to it go through Playwright unchanged (same body, same status, a cut socket
 * stays a failed request) and come back with those headers.
 */
async function passThroughWithCors(page: Page, proxyUrl: string) {
  const origin = new URL(proxyUrl).origin
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      if (route.request().method() === 'OPTIONS') {
        await route.fulfill({ status: 204, headers: CORS_HEADERS })
        return
      }
      try {
        const response = await route.fetch({ timeout: 60_000 })
        await route.fulfill({ response, headers: { ...response.headers(), ...CORS_HEADERS } })
      } catch {
        await route.abort('failed')
      }
    },
  )
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
  const rpcUrls = proxies.map((proxy) => proxy.url)
  for (const url of rpcUrls) await passThroughWithCors(page, url)
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch()
    const { rpcUrl: _direct, ...config } = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...config, rpcUrls } })
  })
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
  const card = page.getByRole('article')
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
