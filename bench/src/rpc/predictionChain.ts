/**
 * The chain side of bench:rpc's /prediction measure. The world's keeper runs the rounds (as in
 * `npm start`); the bench moves the chain's clock to a round's lock for the keeper to start the
 * next, publishes a feed answer as Chainlink would and bets as a player, and mines a block after
 * each of the page's polls: Anvil mines only on a transaction, while the page's chain (BSC) has a
 * new block every 3 s against the 6 s poll, so every poll has a new block to read.
 */
import { ghostPredictionAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { CountingProxy } from '@ghost/devnet'
import type { Address } from 'viem'
import { polledBlock } from './multicallPoll'

export type PredictionGame = { prediction: Address; oracle: Address }

/** Checks `condition` every 100 ms until it answers something, for at most `timeoutMs`. */
export async function waitUntil<T>(
  what: string,
  condition: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await condition()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

export async function currentRound(client: AnvilClient, { prediction }: PredictionGame) {
  const epoch = await client.readContract({
    address: prediction,
    abi: ghostPredictionAbi,
    functionName: 'currentEpoch',
  })
  const round = await client.readContract({
    address: prediction,
    abi: ghostPredictionAbi,
    functionName: 'getRound',
    args: [epoch],
  })
  return { epoch, lockTimestamp: round.lockTimestamp }
}

/** Moves the chain's clock to at least `timestamp` and mines a block there; answers its number. */
export async function moveClockTo(client: AnvilClient, timestamp: bigint): Promise<bigint> {
  const { timestamp: now } = await client.getBlock({ blockTag: 'latest' })
  if (timestamp > now) await client.increaseTime({ seconds: Number(timestamp - now) })
  await client.mine({ blocks: 1 })
  return client.getBlockNumber({ cacheTime: 0 })
}

/** The first round started after `epoch` (by the keeper), seen from `fromBlock` on. */
export function waitForRoundStart(
  client: AnvilClient,
  { prediction }: PredictionGame,
  epoch: bigint,
  fromBlock: bigint,
): Promise<{ epoch: bigint; block: bigint }> {
  return waitUntil(`the keeper to start the round after ${epoch}`, async () => {
    const starts = await client.getContractEvents({
      address: prediction,
      abi: ghostPredictionAbi,
      eventName: 'StartRound',
      fromBlock,
    })
    const start = starts.find((event) => (event.args.epoch ?? 0n) > epoch)
    return start?.args.epoch !== undefined
      ? { epoch: start.args.epoch, block: start.blockNumber }
      : undefined
  })
}

export async function readFeedAnswer(client: AnvilClient, { oracle }: PredictionGame) {
  const [, answer] = await client.readContract({
    address: oracle,
    abi: mockV3AggregatorAbi,
    functionName: 'latestRoundData',
  })
  return answer
}

/** Publishes `answer` (8 decimals) on the feed from the client's account; answers the block. */
export async function setFeedAnswer(
  client: AnvilClient,
  { oracle }: PredictionGame,
  answer: bigint,
): Promise<bigint> {
  const hash = await client.writeContract({
    address: oracle,
    abi: mockV3AggregatorAbi,
    functionName: 'updateAnswer',
    args: [answer],
    chain: client.chain,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('updateAnswer reverted')
  return receipt.blockNumber
}

/** Enters UP in round `epoch` as development account `account`; answers the block. */
export async function betBull(
  chainUrl: string,
  { prediction }: PredictionGame,
  parameters: { account: number; epoch: bigint; amount: bigint },
): Promise<bigint> {
  const player = anvilClient(chainUrl, devAccount(parameters.account))
  const hash = await player.writeContract({
    address: prediction,
    abi: ghostPredictionAbi,
    functionName: 'betBull',
    args: [parameters.epoch],
    value: parameters.amount,
    chain: player.chain,
  })
  const receipt = await player.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`betBull(${parameters.epoch}) reverted`)
  return receipt.blockNumber
}

/**
 * After each of the page's polls from request `from` on, mines a block when the chain has none
 * newer than the one the poll read (the page's other requests are left alone: they are counted).
 */
export function mineAfterEachPoll(parameters: {
  proxy: CountingProxy
  client: AnvilClient
  multicall: Address
  from: number
}): { stop(): Promise<void> } {
  const { proxy, client, multicall } = parameters
  let next = parameters.from
  let stopped = false
  let failure: unknown
  const loop = (async () => {
    while (!stopped) {
      const calls = proxy.requests[next]
      const replies = proxy.replies[next]
      if (!calls || !replies) {
        await new Promise((done) => setTimeout(done, 50))
        continue
      }
      next++
      const block = polledBlock(calls, replies, multicall)
      if (block === undefined) continue
      if ((await client.getBlockNumber({ cacheTime: 0 })) <= block) await client.mine({ blocks: 1 })
    }
  })().catch((error: unknown) => {
    failure = error
  })
  return {
    async stop() {
      stopped = true
      await loop
      if (failure) throw failure
    },
  }
}
