/// <reference lib="dom" />
/**
 * JSON-RPC cost of the web app's pages, through a proxy that counts the HTTP requests reaching
 * the node, in headless Chromium:
 *
 * - /pools: with 50 pools configured (the world's three plus 47 deployed here and added to the
 *   served config as SmartChef3…49), a first visit without a wallet, until every one of the 50
 *   cards shows its data. Budget: 1 request, the block poll's `tryBlockAndAggregate`, which
 *   names the block and carries every card's calls.
 * - /prediction (issue 32): with a wallet connected, once the round cards show, the page
 *   following the chain over several blocks: a new round started by the world's keeper, the
 *   wallet's bet and a new feed answer among them (rpc/measurePrediction.ts). Budget: 1 request
 *   per block, each of them that block's `tryBlockAndAggregate` poll.
 *
 * Each budget is a target (runBench); the last line is the /pools figure (number first).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getPredictionContracts, parseManifest } from '@ghost/contracts/manifest'
import { startCountingProxy } from '@ghost/devnet'
import { serveWeb } from '@ghost/web/serve'
import { repoRoot, startThrowawayWorld } from '../../scripts/world'
import { launchChromium } from './browser'
import { type BenchTarget, runBench } from './report/runBench'
import { deployExtraPools } from './rpc/deployExtraPools'
import { measurePrediction, type PredictionMeasure } from './rpc/measurePrediction'
import { describeRequest } from './rpc/multicallPoll'

const BUDGET = 1
const PREDICTION_BUDGET_PER_BLOCK = 1
const POOLS = 50
/** SmartChef0 and 1 are finished, so /pools (the Live tab) shows the other 48. */
const LIVE_POOLS = POOLS - 2

/** "510, 511 (round 12 start), 512": the blocks, each event named at the first block from its own. */
function describeBlocks({ blocks, events }: PredictionMeasure): string {
  return blocks
    .map((block) => {
      const named = events.filter(
        (event) => event.block <= block && !blocks.some((b) => b < block && b >= event.block),
      )
      return named.length ? `${block} (${named.map((event) => event.what).join(', ')})` : `${block}`
    })
    .join(', ')
}

/** Prints what /prediction cost and returns it as the bench's /prediction target. */
function reportPrediction(measure: PredictionMeasure): BenchTarget {
  const { requests, blocks, others, events } = measure
  console.log(
    `/prediction with a wallet, followed after it settled: ${events.map((event) => `${event.what} in block ${event.block}`).join('; ')}`,
  )
  console.log(
    `  ${requests.length} JSON-RPC request${requests.length === 1 ? '' : 's'}, ${blocks.length} block${blocks.length === 1 ? '' : 's'} seen: ${describeBlocks(measure)}`,
  )
  for (const other of others) console.log(`  not the block poll: ${other}`)
  const perBlock = blocks.length > 0 ? requests.length / blocks.length : Number.POSITIVE_INFINITY
  const what =
    others.length === 0
      ? 'every one the tryBlockAndAggregate poll'
      : `${others.length} of them not the tryBlockAndAggregate poll`
  console.log(
    `/prediction: ${perBlock.toFixed(2)} requests per block (${blocks.length} blocks incl. a new round, ${what}; budget ${PREDICTION_BUDGET_PER_BLOCK})`,
  )
  return {
    label: `${perBlock.toFixed(2)} JSON-RPC requests per block for /prediction, ${what} (budget ${PREDICTION_BUDGET_PER_BLOCK} per block, each the block poll)`,
    met: others.length === 0 && perBlock <= PREDICTION_BUDGET_PER_BLOCK,
  }
}

await runBench(async () => {
  const world = await startThrowawayWorld('ghost-bench-rpc-')
  try {
    const browser = await launchChromium()
    const closers: (() => Promise<void>)[] = []
    try {
      const manifest = parseManifest(JSON.parse(readFileSync(world.manifestPath, 'utf8')))
      const multicall = manifest.contracts.Multicall
      const prediction = getPredictionContracts(manifest)
      if (!prediction) throw new Error('the world has no prediction game in its manifest')
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
            Array.from(document.querySelectorAll('article output')).every(
              (o) => o.textContent !== '…',
            ),
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
      // closed before /prediction is measured: its polls would count there
      await page.close()
      console.log(
        `live pool cards with data: ${shown} of ${POOLS} pools read; first render in ${elapsed.toFixed(0)} ms`,
      )
      requests.forEach((calls, i) => {
        console.log(`  request ${i + 1}: ${describeRequest(calls, multicall)}`)
      })
      console.log(`  (CORS preflights, not JSON-RPC: ${proxy.preflights})`)

      // A failure here makes its target missed; the bench still ends with the /pools figure.
      const predictionTarget = await measurePrediction({
        browser,
        webUrl: web.url,
        chainUrl: world.chainUrl,
        proxy,
        multicall,
        game: { prediction: prediction.Prediction, oracle: prediction.PredictionOracle },
      }).then(reportPrediction, (error: unknown): BenchTarget => {
        console.error('/prediction could not be measured:', error)
        return {
          label: `/prediction could not be measured (budget ${PREDICTION_BUDGET_PER_BLOCK} request per block)`,
          met: false,
        }
      })

      const plural = requests.length === 1 ? '' : 's'
      return {
        headline: `${requests.length} JSON-RPC request${plural} for the first render of /pools (${POOLS} pools; budget ${BUDGET})`,
        targets: [
          {
            label: `${requests.length} JSON-RPC request${plural} for the first render of /pools (budget ${BUDGET})`,
            met: requests.length <= BUDGET,
          },
          predictionTarget,
        ],
      }
    } finally {
      await browser.close()
      for (const close of closers.reverse()) await close().catch(() => {})
    }
  } finally {
    await world.stop()
  }
})
