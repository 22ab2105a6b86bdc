/**
 * JSON-RPC cost of following the prediction game (issue 32): /prediction with the e2e's injected
 * wallet connected (so the page reads the wallet's bets and BNB too) is opened in headless
 * Chromium through the counting proxy. Once it has settled (the round cards show, and its poll
 * carries the wallet's reads), the count starts; then, while the page stays open, the world's
 * keeper starts a new round (the bench moves the clock to the round's lock), the wallet enters it
 * (sent on the chain, not through the page) and the feed gets a new answer. Every request the
 * page makes meanwhile should be its block poll, one `Multicall.tryBlockAndAggregate` per block.
 */
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { CountingProxy, JsonRpcCall } from '@ghost/devnet'
import type { Browser } from 'playwright-core'
import type { Address } from 'viem'
import { TestWallet } from '../../../e2e/fixtures/testWallet'
import { describeRequest, polledBlock } from './multicallPoll'
import {
  betBull,
  currentRound,
  mineAfterEachPoll,
  moveClockTo,
  type PredictionGame,
  readFeedAnswer,
  setFeedAnswer,
  waitForRoundStart,
  waitUntil,
} from './predictionChain'

/** A development account no keeper or seed sends from while the bench runs. */
const WALLET_ACCOUNT = 1
const BET = 10n ** 16n
/** $5 (8 decimals): the new feed answer is the latest one and this. */
const PRICE_MOVE = 5_00000000n
const UI_TIMEOUT = 90_000
/** The fewest blocks the count runs over. */
const MIN_BLOCKS = 6

export type PredictionMeasure = {
  /** The page's requests while it followed the chain (after it settled). */
  requests: readonly JsonRpcCall[][]
  /** The distinct blocks its polls read, in order. */
  blocks: readonly bigint[]
  /** The requests that were not the block poll, described. */
  others: readonly string[]
  /** What the bench did on the chain and the block it landed in. */
  events: readonly { what: string; block: bigint }[]
}

export async function measurePrediction(parameters: {
  browser: Browser
  webUrl: string
  chainUrl: string
  proxy: CountingProxy
  multicall: Address
  game: PredictionGame
}): Promise<PredictionMeasure> {
  const { browser, proxy, multicall, game } = parameters
  const client = anvilClient(parameters.chainUrl)
  const account = devAccount(WALLET_ACCOUNT).address
  // The wallet forwards chain requests through the proxy too, so any it made would count.
  const wallet = new TestWallet(account, proxy.url, { readOnly: true })
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } })
  page.on('pageerror', (error) => console.error('page error:', error.message))
  const card = (name: string) => page.getByRole('article', { name, exact: true })
  try {
    // tsx compiles with esbuild's keepNames, which wraps functions in `__name(…)`: the wallet's
    // init script is such a function, serialised into the page, where there is no `__name`
    await page.addInitScript({ content: 'globalThis.__name = (target) => target' })
    await wallet.install(page)
    await page.goto(`${parameters.webUrl}/prediction`)
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: 'Ghost Test Wallet' }).click()
    await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT })
    await page.getByRole('article', { name: /^Next #/ }).waitFor({ timeout: UI_TIMEOUT })
    // settled: a poll with the wallet's reads has been answered
    const walletHex = account.slice(2).toLowerCase()
    const settledAt = await waitUntil('a poll with the wallet’s reads', () => {
      for (let i = proxy.requests.length - 1; i >= 0; i--) {
        const calls = proxy.requests[i] ?? []
        const withWallet = JSON.stringify(calls).toLowerCase().includes(walletHex)
        if (withWallet && polledBlock(calls, proxy.replies[i], multicall) !== undefined) return i
      }
      return undefined
    })
    const start = proxy.requests.length
    const miner = mineAfterEachPoll({ proxy, client, multicall, from: settledAt })
    const events: { what: string; block: bigint }[] = []
    let end: number
    try {
      // a round start: the clock at the current round's lock, the keeper locks it and starts one
      const before = await currentRound(client, game)
      const fromBlock = await client.getBlockNumber({ cacheTime: 0 })
      await moveClockTo(client, before.lockTimestamp)
      const started = await waitForRoundStart(client, game, before.epoch, fromBlock)
      events.push({ what: `round ${started.epoch} start`, block: started.block })
      const next = card(`Next #${started.epoch}`)
      await next.waitFor({ timeout: UI_TIMEOUT })

      // the wallet enters the new round
      const betBlock = await betBull(parameters.chainUrl, game, {
        account: WALLET_ACCOUNT,
        epoch: started.epoch,
        amount: BET,
      })
      events.push({ what: 'the wallet’s bet', block: betBlock })
      await next.getByRole('status', { name: 'Your position' }).waitFor({ timeout: UI_TIMEOUT })

      // a new feed answer, which the live round's card shows as its last price
      const live = page.getByRole('article', { name: /^Live #/ })
      const lastPrice = live.getByRole('status', { name: 'Last price' })
      const shownBefore = (await lastPrice.count()) > 0 ? await lastPrice.textContent() : undefined
      const answer = (await readFeedAnswer(client, game)) + PRICE_MOVE
      const feedBlock = await setFeedAnswer(client, game, answer)
      events.push({ what: 'new feed answer', block: feedBlock })
      if (shownBefore !== undefined) {
        await waitUntil(
          'the live card to show the new answer',
          async () => ((await lastPrice.textContent()) !== shownBefore ? true : undefined),
          UI_TIMEOUT,
        )
      }
      // the count ends with a poll that read the last of those blocks, after MIN_BLOCKS polls
      // (the later ones of blocks where nothing happens to the game)
      const last = events.reduce(
        (latest, event) => (event.block > latest ? event.block : latest),
        0n,
      )
      end = await waitUntil(`a poll of the last block and ${MIN_BLOCKS} blocks seen`, () => {
        const seen = new Set<bigint>()
        for (let i = start; i < proxy.requests.length; i++) {
          const block = polledBlock(proxy.requests[i] ?? [], proxy.replies[i], multicall)
          if (block !== undefined) seen.add(block)
          if (block !== undefined && block >= last && seen.size >= MIN_BLOCKS) return i + 1
        }
        return undefined
      })
    } finally {
      await miner.stop()
    }
    await proxy.answered()
    const requests = proxy.requests.slice(start, end)
    const blocks: bigint[] = []
    const others: string[] = []
    requests.forEach((calls, i) => {
      const block = polledBlock(calls, proxy.replies[start + i], multicall)
      if (block === undefined) others.push(describeRequest(calls, multicall))
      else if (!blocks.includes(block)) blocks.push(block)
    })
    return { requests, blocks, others, events }
  } finally {
    await page.close()
  }
}
