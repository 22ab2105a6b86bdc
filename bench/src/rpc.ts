/// <reference lib="dom" />
/**
 * JSON-RPC cost of the Pools page: with 50 pools configured (the world's three plus 47 deployed
 * here and added to the served config as SmartChef3…49), a first visit to /pools without a
 * wallet is loaded in headless Chromium through a proxy that counts the HTTP requests reaching
 * the node, until every one of the 50 cards shows its data. Budget: 1 request, the block poll's
 * `tryBlockAndAggregate`, which names the block and carries every card's calls.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { multicallAbi } from '@ghost/contracts'
import { parseManifest } from '@ghost/contracts/manifest'
import { serveWeb } from '@ghost/web/serve'
import { type Address, decodeFunctionData, type Hex } from 'viem'
import { repoRoot, startThrowawayWorld } from '../../scripts/world'
import { launchChromium } from './browser'
import { type JsonRpcCall, startCountingProxy } from './rpc/countingProxy'
import { deployExtraPools } from './rpc/deployExtraPools'

const BUDGET = 1
const POOLS = 50
/** SmartChef0 and 1 are finished, so /pools (the Live tab) shows the other 48. */
const LIVE_POOLS = POOLS - 2

/** 'eth_call Multicall.tryBlockAndAggregate(250 calls)' for the batched reads; the method otherwise. */
function describeCall(call: JsonRpcCall, multicall: Address): string {
  const [request] = (call.params ?? []) as { to?: string; data?: Hex; input?: Hex }[]
  const data = request?.data ?? request?.input
  if (call.method !== 'eth_call' || !data || request?.to?.toLowerCase() !== multicall.toLowerCase())
    return call.method
  const { functionName, args } = decodeFunctionData({ abi: multicallAbi, data })
  const calls = (args?.at(-1) as readonly unknown[] | undefined)?.length ?? 0
  return `eth_call Multicall.${functionName}(${calls} calls)`
}
const world = await startThrowawayWorld('ghost-bench-rpc-')
const browser = await launchChromium()
const closers: (() => Promise<void>)[] = []
try {
  const manifest = parseManifest(JSON.parse(readFileSync(world.manifestPath, 'utf8')))
  const existing = Object.keys(manifest.contracts).filter((key) => /^SmartChef\d+$/.test(key))
  const extra = await deployExtraPools({
    chainUrl: world.chainUrl,
    rewardToken: manifest.tokens.USDT,
    fromSousId: existing.length,
    count: POOLS - existing.length,
  })
  const proxy = await startCountingProxy(world.chainUrl)
  closers.push(proxy.close)
  // The same build, served with the extra pools and the counting proxy as its RPC.
  const web = await serveWeb({
    port: 0,
    distDir: join(repoRoot, 'apps/web/dist'),
    config: {
      chainId: manifest.chainId,
      rpcUrl: proxy.url,
      apiUrl: world.serverUrl,
      manifest: { ...manifest, contracts: { ...manifest.contracts, ...extra } },
    },
  })
  closers.push(web.close)

  // A tall window: the infinite scroll reveals all 50 cards without waiting on scrolling.
  const page = await browser.newPage({ viewport: { width: 1280, height: 20_000 } })
  const started = performance.now()
  await page.goto(`${web.url}/pools`)
  const cards = page.getByRole('article')
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await page
    .waitForFunction(
      (count) =>
        document.querySelectorAll('article').length === count &&
        document.querySelectorAll('article[aria-busy="true"]').length === 0 &&
        Array.from(document.querySelectorAll('article output')).every((o) => o.textContent !== '…'),
      LIVE_POOLS,
      { timeout: 60_000 },
    )
    .catch(async (error: unknown) => {
      const articles = await cards.count()
      const busy = await page.locator('article[aria-busy="true"]').count()
      console.error(`not all cards loaded: ${articles} cards, ${busy} still loading`)
      console.error(`requests so far: ${JSON.stringify(proxy.requests)}`)
      throw error
    })
  const elapsed = performance.now() - started
  const requests = [...proxy.requests]
  const shown = await cards.count()
  console.log(
    `live pool cards with data: ${shown} of ${POOLS} pools read; first render in ${elapsed.toFixed(0)} ms`,
  )
  requests.forEach((calls, i) => {
    const described = calls.map((call) => describeCall(call, manifest.contracts.Multicall))
    const summary =
      calls.length > 1 ? `batch of ${calls.length}: ${described.join(', ')}` : described[0]
    console.log(`  request ${i + 1}: ${summary}`)
  })
  console.log(`  (CORS preflights, not JSON-RPC: ${proxy.preflights})`)
  if (requests.length > BUDGET) process.exitCode = 1
  console.log(
    `${requests.length} JSON-RPC request${requests.length === 1 ? '' : 's'} for the first render of /pools (${POOLS} pools; budget ${BUDGET})`,
  )
} finally {
  await browser.close()
  for (const close of closers.reverse()) await close().catch(() => {})
  await world.stop()
}
