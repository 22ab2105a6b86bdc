// @vitest-environment jsdom
/**
 * The history against a real Anvil node through wagmi (a mock connector for a player's dev
 * account) with GhostPrediction played to a won, a tied and a canceled round (see
 * test/historyChainWorld.ts), and the real Ghost server (its own process: PGlite, the indexer with
 * the prediction module) indexing that chain. Collect, Reclaim and Collect all send real
 * `claim(epochs)` transactions; the contract's events say what they paid, and the list shows them
 * collected once the index has the claim's block and the screen asks the server again. Each test
 * that claims does so as its own player, whose history no other test touches.
 *
 * The list's own states (no wallet, filters, pages, empty and failed answers) are fed fixed JSON
 * by a second local server for a wallet with no bets on chain.
 */
import { ghostPredictionAbi } from '@ghost/contracts'
import { Fraction } from '@ghost/sdk'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type Address, decodeFunctionData, parseEther } from 'viem'
import { expect, test } from 'vitest'
import type { ApiPredictionBetPage } from '../../../api/prediction/predictionApi'
import { betPage, predictionBet, predictionRound } from '../../../api/prediction/test/fixtures'
import {
  answerByPath,
  type FixtureAnswer,
  type FixtureServer,
  type PathAnswer,
  serveFixtureApi,
} from '../../../api/test/serveFixtureApi'
import type { SpawnedServer } from '../../../api/test/spawnGhostServer'
import { getNumberFormat } from '../../../components/useNumberFormat'
import { renderAs } from '../../../test/chainTestWorld'
import { noRetryQueryClient } from '../../../test/screenRouting'
import { screenTestHooks, spawnIndexedGhostServer } from '../../../test/screenTestHooks'
import { PredictionHistory } from './PredictionHistory'
import { type HistoryChainWorld, startHistoryChainWorld } from './test/historyChainWorld'

const format = getNumberFormat('en-US')
const bnb = (wei: bigint) => format.significant(new Fraction(wei, 10n ** 18n), 'amount')

/** A wallet the fixed answers are about (it has nothing on chain). */
const VIEWER = '0x00000000000000000000000000000000000000d1'

let world: HistoryChainWorld
let server: SpawnedServer
/** Fixed answers by path and query; a list of answers is served one per request, the last repeated. */
const fixed = new Map<string, PathAnswer>()
let fixedApi: FixtureServer

screenTestHooks(
  async (stopAfter) => {
    world = stopAfter(await startHistoryChainWorld())
    server = stopAfter(await spawnIndexedGhostServer(world))
    fixedApi = stopAfter(await serveFixtureApi(answerByPath(fixed)))
  },
  {
    timeout: 120_000,
    afterEachTest: () => {
      fixed.clear()
      fixedApi.requests.length = 0
    },
  },
)

function render(player: Address) {
  return renderAs(player, <PredictionHistory account={player} />, {
    config: world.runtimeConfig(server.apiUrl),
    queryClient: noRetryQueryClient(),
  })
}

const rowOf = (epoch: number) =>
  screen.getByRole('rowheader', { name: `Round ${epoch}` }).closest('tr') as HTMLElement

/** What the round's winners share, over the winning side: a player's 1 BNB of the 4 BNB that won. */
async function payoutOfRoundOne(): Promise<bigint> {
  const round = await world.client.readContract({
    address: world.prediction,
    abi: ghostPredictionAbi,
    functionName: 'getRound',
    args: [1n],
  })
  return (parseEther('1') * round.rewardAmount) / round.rewardBaseCalAmount
}

async function claimsSince(fromBlock: bigint) {
  const [claims, refunds] = await Promise.all(
    (['Claim', 'Refund'] as const).map((eventName) =>
      world.client.getContractEvents({
        address: world.prediction,
        abi: ghostPredictionAbi,
        eventName,
        fromBlock,
      }),
    ),
  )
  return { claims: claims ?? [], refunds: refunds ?? [] }
}

const [VIEW, COLLECT, RECLAIM, COLLECT_ALL] = [0, 1, 2, 3] as const

/** The block of a claim transaction the screen sent (to wait for the index to hold it). */
function blockOf(logs: { blockNumber: bigint | null }[]): bigint {
  const block = logs[0]?.blockNumber
  if (block === undefined || block === null) throw new Error('no claim')
  return block
}

/** A screen with nothing of an earlier one's memory: what it shows is the server's answer. */
async function renderAfresh(player: Address) {
  cleanup()
  await render(player)
}

test('the rows: won with its payout and Collect, a tie lost to the burn, a canceled round to reclaim', {
  timeout: 60_000,
}, async () => {
  await render(world.players[VIEW])
  await screen.findByRole('rowheader', { name: 'Round 3' }, { timeout: 30_000 })
  const epochs = screen.getAllByRole('rowheader').map((cell) => cell.textContent)
  expect(epochs).toEqual(['Round 3', 'Round 2', 'Round 1'])

  const won = within(rowOf(1))
  expect(won.getByText('UP')).toBeTruthy()
  expect(rowOf(1).textContent).toContain(`Won +${bnb(await payoutOfRoundOne())} BNB`)
  expect(won.getByRole('button', { name: 'Collect round 1' })).toBeTruthy()

  const tie = rowOf(2)
  expect(within(tie).getByText('DOWN')).toBeTruthy()
  expect(tie.textContent).toContain('Lost')
  expect(tie.textContent).toContain('Tie: the pot goes to the weekly CAKE burn')
  expect(within(tie).queryByRole('button')).toBeNull()

  const canceled = within(rowOf(3))
  expect(rowOf(3).textContent).toContain('Canceled')
  expect(rowOf(3).textContent).toContain('0.2 BNB')
  expect(canceled.getByRole('button', { name: 'Reclaim round 3' })).toBeTruthy()

  // Collect all: both rounds, the winnings and the stake
  const total = screen.getByText('Total to collect').nextElementSibling
  expect(total?.textContent).toBe(`${bnb((await payoutOfRoundOne()) + parseEther('0.2'))} BNB`)
})

test('Collect claims round 1 alone, pays its winnings, and the index then has it collected', {
  timeout: 90_000,
}, async () => {
  const player = world.players[COLLECT]
  await render(player)
  const collect = await screen.findByRole(
    'button',
    { name: 'Collect round 1' },
    { timeout: 30_000 },
  )
  await waitFor(() => expect(collect.hasAttribute('disabled')).toBe(false), { timeout: 30_000 })
  const before = await world.client.getBlockNumber({ cacheTime: 0 })
  fireEvent.click(collect)
  await screen.findByText('Winnings collected', undefined, { timeout: 30_000 })

  const { claims, refunds } = await claimsSince(before + 1n)
  expect(claims.map((log) => [log.args.sender, log.args.epoch])).toEqual([[player, 1n]])
  expect(claims[0]?.args.amount).toBe(await payoutOfRoundOne())
  expect(refunds).toEqual([])
  await waitFor(
    () => {
      expect(within(rowOf(1)).queryByRole('button')).toBeNull()
      expect(within(rowOf(1)).getByText('Collected')).toBeTruthy()
    },
    { timeout: 30_000 },
  )
  // round 3 still waits for its reclaim, and Collect all now holds it alone
  expect(within(rowOf(3)).getByRole('button', { name: 'Reclaim round 3' })).toBeTruthy()
  await waitFor(
    () =>
      expect(screen.getByText('Total to collect').nextElementSibling?.textContent).toBe('0.2 BNB'),
    { timeout: 30_000 },
  )

  // the index saw the Claim: a new screen reads round 1 collected, and only round 3 to reclaim
  await server.indexed(blockOf(claims))
  await renderAfresh(player)
  await screen.findByRole('rowheader', { name: 'Round 1' }, { timeout: 30_000 })
  expect(within(rowOf(1)).getByText('Collected')).toBeTruthy()
  expect(within(rowOf(1)).queryByRole('button')).toBeNull()
  expect(within(rowOf(3)).getByRole('button', { name: 'Reclaim round 3' })).toBeTruthy()
  fireEvent.click(screen.getByRole('radio', { name: 'Collected' }))
  await waitFor(() =>
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Round 1']),
  )
})

test('Reclaim refunds the canceled round’s stake', { timeout: 90_000 }, async () => {
  const player = world.players[RECLAIM]
  await render(player)
  const reclaim = await screen.findByRole(
    'button',
    { name: 'Reclaim round 3' },
    { timeout: 30_000 },
  )
  await waitFor(() => expect(reclaim.hasAttribute('disabled')).toBe(false), { timeout: 30_000 })
  const before = await world.client.getBlockNumber({ cacheTime: 0 })
  fireEvent.click(reclaim)
  await screen.findByText('Position reclaimed', undefined, { timeout: 30_000 })
  const { claims, refunds } = await claimsSince(before + 1n)
  expect(claims).toEqual([])
  expect(refunds.map((log) => [log.args.epoch, log.args.amount])).toEqual([[3n, parseEther('0.2')]])
  await waitFor(() => expect(within(rowOf(3)).getByText('Collected')).toBeTruthy(), {
    timeout: 30_000,
  })

  // the index saw the Refund: a new screen reads round 3 collected, round 1 still to collect
  await server.indexed(blockOf(refunds))
  await renderAfresh(player)
  await screen.findByRole('rowheader', { name: 'Round 3' }, { timeout: 30_000 })
  expect(within(rowOf(3)).getByText('Collected')).toBeTruthy()
  expect(within(rowOf(3)).queryByRole('button')).toBeNull()
  expect(within(rowOf(1)).getByRole('button', { name: 'Collect round 1' })).toBeTruthy()
})

test('Collect all claims every uncollected round in one claim(epochs), then has nothing left', {
  timeout: 90_000,
}, async () => {
  await render(world.players[COLLECT_ALL])
  const all = await screen.findByRole('button', { name: 'Collect all' }, { timeout: 30_000 })
  await waitFor(() => expect(all.hasAttribute('disabled')).toBe(false), { timeout: 30_000 })
  const before = await world.client.getBlockNumber({ cacheTime: 0 })
  fireEvent.click(all)
  await screen.findByText('Winnings collected', undefined, { timeout: 30_000 })

  const { claims, refunds } = await claimsSince(before + 1n)
  expect(claims.map((log) => log.args.epoch)).toEqual([1n])
  expect(refunds.map((log) => log.args.epoch)).toEqual([3n])
  // one transaction, its call exactly claim([1, 3])
  expect(claims[0]?.transactionHash).toBe(refunds[0]?.transactionHash)
  const hash = claims[0]?.transactionHash
  if (!hash) throw new Error('no claim')
  const sent = await world.client.getTransaction({ hash })
  expect(decodeFunctionData({ abi: ghostPredictionAbi, data: sent.input })).toEqual({
    functionName: 'claim',
    args: [[1n, 3n]],
  })

  await waitFor(() => expect(screen.queryByRole('button', { name: 'Collect all' })).toBeNull(), {
    timeout: 30_000,
  })
  // the filters now ask the server, whose index has both: nothing uncollected, two collected
  await server.indexed(blockOf(claims))
  fireEvent.click(screen.getByRole('radio', { name: 'Uncollected' }))
  await screen.findByText('Nothing to collect', undefined, { timeout: 30_000 })
  fireEvent.click(screen.getByRole('radio', { name: 'Collected' }))
  await waitFor(
    () =>
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        'Round 3',
        'Round 1',
      ]),
    { timeout: 30_000 },
  )
})

const BETS = `/v1/1337/prediction/users/${VIEWER}/bets`

function serveBets(filter: string, ...pages: (ApiPredictionBetPage | FixtureAnswer)[]) {
  const answers = pages.map((page) => ('filter' in page ? { json: page } : page))
  fixed.set(`${BETS}?filter=${filter}&limit=20`, answers)
}

function renderFixed({ connected = true }: { connected?: boolean } = {}) {
  return renderAs(
    world.players[VIEW],
    <PredictionHistory account={connected ? VIEWER : undefined} />,
    {
      config: world.runtimeConfig(fixedApi.url),
      queryClient: noRetryQueryClient(),
    },
  )
}

test('without a wallet: a Connect Wallet button, and nothing asked of the API', async () => {
  await renderFixed({ connected: false })
  expect(screen.getByText('Connect your wallet to see your prediction history.')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  expect(screen.queryByRole('radiogroup')).toBeNull()
  expect(fixedApi.requests).toEqual([])
})

test('the filter is a radio group; each choice asks the API with it and says when it is empty', {
  timeout: 30_000,
}, async () => {
  fixed.set(`${BETS}?filter=uncollected&limit=100`, { json: betPage([], 'uncollected') })
  serveBets(
    'all',
    betPage([
      predictionBet(12, {
        user: VIEWER,
        outcome: 'running',
        payout: null,
        round: predictionRound(12, { state: 'locked', closePrice: null, position: null }),
      }),
      predictionBet(11, { user: VIEWER, position: 'Bear', outcome: 'lost', payout: null }),
    ]),
  )
  serveBets('collected', betPage([], 'collected'))
  serveBets('uncollected', betPage([], 'uncollected'))
  await renderFixed()
  const group = screen.getByRole('radiogroup', { name: 'Show' })
  const radios = within(group).getAllByRole('radio')
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
    'All',
    'Collected',
    'Uncollected',
  ])
  expect(within(group).getByRole('radio', { name: 'All' })).toHaveProperty('checked', true)

  await screen.findByRole('rowheader', { name: 'Round 12' })
  expect(rowOf(12).textContent).toContain('Running')
  expect(rowOf(11).textContent).toContain('Lost')
  // an ordinary loss has no tie note, and neither row pays
  expect(rowOf(11).textContent).not.toContain('Tie')
  expect(screen.queryByRole('button', { name: /Collect|Reclaim/ })).toBeNull()

  fireEvent.click(within(group).getByRole('radio', { name: 'Collected' }))
  await screen.findByText('Nothing collected yet')
  fireEvent.click(within(group).getByRole('radio', { name: 'Uncollected' }))
  await screen.findByText('Nothing to collect')
  const asked = fixedApi.requests
    .filter((url) => url.searchParams.get('limit') === '20')
    .map((url) => url.searchParams.get('filter'))
  expect(asked).toEqual(['all', 'collected', 'uncollected'])
})

test('Load more asks for the next page by its cursor, adds it, and goes on the last page', {
  timeout: 30_000,
}, async () => {
  fixed.set(`${BETS}?filter=uncollected&limit=100`, { json: betPage([], 'uncollected') })
  const lost = (epoch: number) =>
    predictionBet(epoch, { user: VIEWER, outcome: 'lost', payout: null })
  serveBets('all', betPage([lost(30), lost(29)], 'all', 'after-29'))
  fixed.set(`${BETS}?filter=all&limit=20&cursor=after-29`, { json: betPage([lost(28)]) })
  await renderFixed()
  await screen.findByRole('rowheader', { name: 'Round 29' })
  expect(screen.getAllByRole('rowheader')).toHaveLength(2)
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
  await screen.findByRole('rowheader', { name: 'Round 28' })
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
    'Round 30',
    'Round 29',
    'Round 28',
  ])
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
})

test('a malformed answer shows an error, not a crash, and Try again reads it afresh', {
  timeout: 30_000,
}, async () => {
  fixed.set(`${BETS}?filter=uncollected&limit=100`, { json: betPage([], 'uncollected') })
  serveBets(
    'all',
    { json: { filter: 'all', bets: [{ ...predictionBet(7), outcome: 'void' }], nextCursor: null } },
    betPage([]),
  )
  await renderFixed()
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toBe('Could not load your prediction history.')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByText('No prediction history available')
  expect(screen.queryByRole('alert')).toBeNull()
})
