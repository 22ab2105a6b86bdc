/**
 * The lottery operator's steps, shared by the keeper (`npm start`), the admin commands and the
 * seeded history: read where the current round stands on the chain's clock, open, inject, close,
 * answer the randomness request through the local VRF mock, and count the winners.
 */
import { ghostLotteryAbi, vrfCoordinatorV2_5MockAbi } from '@ghost/contracts'
import { LOTTERY_DEFAULT_BREAKDOWN } from '@ghost/sdk'
import {
  type Address,
  type Chain,
  type ContractFunctionReturnType,
  encodeAbiParameters,
  erc20Abi,
  keccak256,
  maxUint256,
  type PublicActions,
  type Transport,
} from 'viem'
import { type ChainWriter, confirm, write } from './chainWriter'
import { LOTTERY } from './worldPlan'

/** The seed of the local keeper's winning numbers when LOTTERY_SEED is not set. */
export const LOTTERY_DEFAULT_SEED = 31n

/**
 * The random word the local keeper (and `lottery:draw` on chain 1337) hands the VRF mock for
 * round `lotteryId`: the winning number is `word % 1_000_000` (finalNumberFromRandomWord), so a
 * test that knows the seed knows the coming number.
 */
export function lotteryKeeperWord(seed: bigint, lotteryId: bigint): bigint {
  return BigInt(
    keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [seed, lotteryId])),
  )
}

/** LOTTERY_SEED (a whole number, decimal or 0x hex), else LOTTERY_DEFAULT_SEED. */
export function lotterySeedFromEnv(env: Readonly<Record<string, string | undefined>>): bigint {
  const text = env.LOTTERY_SEED?.trim()
  if (!text) return LOTTERY_DEFAULT_SEED
  if (!/^(\d+|0x[0-9a-fA-F]+)$/.test(text))
    throw new Error(`LOTTERY_SEED must be a whole number, not '${text}'`)
  return BigInt(text)
}

/** IGhostLottery.Status. */
export const ROUND_STATUS = { Pending: 0, Open: 1, Close: 2, Claimable: 3 } as const
/** GhostLottery's MIN_PRICE_WINDOW and RANDOMNESS_TIMEOUT. */
export const MIN_PRICE_WINDOW = 1_800n
export const RANDOMNESS_TIMEOUT = 86_400n
/** Gas for the mock's fulfilment: the lottery's callback limit and the coordinator's own work. */
const FULFIL_GAS = 2_000_000n

export type LotteryRound = ContractFunctionReturnType<typeof ghostLotteryAbi, 'view', 'viewLottery'>

type Reader = PublicActions<Transport, Chain>

/**
 * The chain's clock: the time the next block gets. On an idle Anvil it runs on with the wall
 * clock (and jumps with evm_increaseTime), where the latest block's time would stand still; a
 * node without a pending block answers the latest block's.
 */
export async function chainNow(client: Reader): Promise<bigint> {
  try {
    return (await client.getBlock({ blockTag: 'pending' })).timestamp
  } catch {
    return (await client.getBlock({ blockTag: 'latest' })).timestamp
  }
}

export type LotteryState = {
  lotteryId: bigint
  /** The current round; undefined before the first one. */
  round: LotteryRound | undefined
  pendingInjection: bigint
  priceTimestampLast: bigint
  now: bigint
}

export async function readLotteryState(client: Reader, lottery: Address): Promise<LotteryState> {
  const at = { address: lottery, abi: ghostLotteryAbi } as const
  const [lotteryId, pendingInjection, priceTimestampLast, now] = await Promise.all([
    client.readContract({ ...at, functionName: 'currentLotteryId' }),
    client.readContract({ ...at, functionName: 'pendingInjectionNextLottery' }),
    client.readContract({ ...at, functionName: 'priceTimestampLast' }),
    chainNow(client),
  ])
  const round =
    lotteryId === 0n
      ? undefined
      : await client.readContract({ ...at, functionName: 'viewLottery', args: [lotteryId] })
  return { lotteryId, round, pendingInjection, priceTimestampLast, now }
}

/** Whether a new round may open: none yet, or the current one drawn. */
export function canOpenRound(state: LotteryState): boolean {
  return state.round === undefined || state.round.status === ROUND_STATUS.Claimable
}

/**
 * Opens the next round for `seconds` from `now` with the default prize split and the plan's
 * treasury fee; answers its id.
 */
export async function openRound(
  writer: ChainWriter,
  lottery: Address,
  parameters: { now: bigint; seconds: bigint },
): Promise<bigint> {
  await write(writer, {
    address: lottery,
    abi: ghostLotteryAbi,
    functionName: 'startLottery',
    args: [
      parameters.now + parameters.seconds,
      [...LOTTERY_DEFAULT_BREAKDOWN],
      LOTTERY.treasuryFee,
    ],
  })
  return writer.readContract({
    address: lottery,
    abi: ghostLotteryAbi,
    functionName: 'currentLotteryId',
  })
}

/** Adds `amount` CAKE to the open round's pot, approving the lottery first when needed. */
export async function injectCake(
  writer: ChainWriter,
  parameters: { lottery: Address; cake: Address; lotteryId: bigint; amount: bigint },
) {
  const { lottery, cake, lotteryId, amount } = parameters
  const allowance = await writer.readContract({
    address: cake,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [writer.account.address, lottery],
  })
  if (allowance < amount) {
    await write(writer, {
      address: cake,
      abi: erc20Abi,
      functionName: 'approve',
      args: [lottery, maxUint256],
    })
  }
  await write(writer, {
    address: lottery,
    abi: ghostLotteryAbi,
    functionName: 'injectFunds',
    args: [lotteryId, amount],
  })
}

export async function closeRound(writer: ChainWriter, lottery: Address, lotteryId: bigint) {
  await write(writer, {
    address: lottery,
    abi: ghostLotteryAbi,
    functionName: 'closeLottery',
    args: [lotteryId],
  })
}

/** Asks the coordinator again for a closed round whose request went unanswered for a day. */
export async function retryRandomness(writer: ChainWriter, lottery: Address, lotteryId: bigint) {
  await write(writer, {
    address: lottery,
    abi: ghostLotteryAbi,
    functionName: 'retryRandomness',
    args: [lotteryId],
  })
}

/**
 * Answers a closed round's randomness request through Chainlink's VRF mock with `word`; answers
 * the winning number. The mock swallows a failing callback (and forgets the request), so the
 * round itself is asked whether it took the number.
 */
export async function fulfilThroughMock(
  writer: ChainWriter,
  parameters: { coordinator: Address; lottery: Address; lotteryId: bigint; word: bigint },
): Promise<number> {
  const { coordinator, lottery, lotteryId, word } = parameters
  const round = await writer.readContract({
    address: lottery,
    abi: ghostLotteryAbi,
    functionName: 'viewLottery',
    args: [lotteryId],
  })
  // A fixed limit: an estimate would find the least gas at which the mock's call succeeds, which
  // is less than the callback needs (the mock swallows the callback's out-of-gas).
  const hash = await writer.writeContract({
    address: coordinator,
    abi: vrfCoordinatorV2_5MockAbi,
    functionName: 'fulfillRandomWordsWithOverride',
    args: [round.requestId, lottery, [word]],
    gas: FULFIL_GAS,
  })
  await confirm(writer, hash, `fulfil round ${lotteryId}'s randomness`)
  const after = await writer.readContract({
    address: lottery,
    abi: ghostLotteryAbi,
    functionName: 'viewLottery',
    args: [lotteryId],
  })
  if (!after.randomReady) {
    throw new Error(
      `the VRF mock answered request ${round.requestId} but round ${lotteryId} took no number`,
    )
  }
  return after.finalNumber
}

/** Counts the winners of a round that has its number, batch by batch, until it is claimable. */
export async function drawRound(
  writer: ChainWriter,
  lottery: Address,
  lotteryId: bigint,
  batch: bigint = LOTTERY.drawBatch,
): Promise<LotteryRound> {
  for (;;) {
    const round = await writer.readContract({
      address: lottery,
      abi: ghostLotteryAbi,
      functionName: 'viewLottery',
      args: [lotteryId],
    })
    if (round.status !== ROUND_STATUS.Close) return round
    await write(writer, {
      address: lottery,
      abi: ghostLotteryAbi,
      functionName: 'drawLottery',
      args: [lotteryId, batch],
    })
  }
}
