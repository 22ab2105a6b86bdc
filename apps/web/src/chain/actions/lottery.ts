/**
 * Typed calls of the Ghost lottery: buy tickets for the open round (each number 0..999999, at
 * most 100 per purchase) and claim winning tickets (at most 100 ids per transaction), plus the
 * reads the lottery screens ride on the page's multicall: the current round's id, a round, the
 * user's tickets in a round and the contract's own price of a bulk purchase.
 */
// The generated module, not the contracts package's index: the index is part of every route's
// first load, so an ABI imported from it ships with all routes; this path stays in the lottery's
// chunk.
import { iGhostLotteryAbi } from '@ghost/contracts/generated/IGhostLottery'
import type { Address } from 'viem'

export function buyLotteryTickets({
  lottery,
  lotteryId,
  numbers,
}: {
  lottery: Address
  lotteryId: bigint
  /** The tickets' numbers in the order they are bought (ticket ids follow this order). */
  numbers: readonly number[]
}) {
  return {
    address: lottery,
    abi: iGhostLotteryAbi,
    functionName: 'buyTickets',
    args: [lotteryId, numbers],
  } as const
}

export function claimLotteryTickets({
  lottery,
  lotteryId,
  ticketIds,
}: {
  lottery: Address
  lotteryId: bigint
  ticketIds: readonly bigint[]
}) {
  return {
    address: lottery,
    abi: iGhostLotteryAbi,
    functionName: 'claimTickets',
    args: [lotteryId, ticketIds],
  } as const
}

export function readCurrentLotteryId({ lottery }: { lottery: Address }) {
  return { address: lottery, abi: iGhostLotteryAbi, functionName: 'currentLotteryId' } as const
}

export function readLottery({ lottery, lotteryId }: { lottery: Address; lotteryId: bigint }) {
  return {
    address: lottery,
    abi: iGhostLotteryAbi,
    functionName: 'viewLottery',
    args: [lotteryId],
  } as const
}

/**
 * The user's tickets in purchases [cursor, cursor + size) of their purchases in the round. A
 * purchase holds at most 100 tickets, so the default size reads up to 10,000 tickets at once.
 */
export function readUserLotteryTickets({
  lottery,
  lotteryId,
  user,
  cursor = 0n,
  size = 100n,
}: {
  lottery: Address
  lotteryId: bigint
  user: Address
  cursor?: bigint
  size?: bigint
}) {
  return {
    address: lottery,
    abi: iGhostLotteryAbi,
    functionName: 'viewUserTickets',
    args: [lotteryId, user, cursor, size],
  } as const
}

export function readBulkTicketPrice({
  lottery,
  price,
  count,
}: {
  lottery: Address
  price: bigint
  count: bigint
}) {
  return {
    address: lottery,
    abi: iGhostLotteryAbi,
    functionName: 'calculateTotalPriceForBulkTickets',
    args: [price, count],
  } as const
}
