/**
 * Typed calls of the Ghost lottery: buy tickets for the open round (each number 0..999999, at
 * most 100 per purchase) and claim winning tickets (at most 100 ids per transaction), plus the
 * reads the lottery screens ride on the page's multicall: the current round's id, a round, the
 * user's tickets in a round and the contract's own price of a bulk purchase.
 */
import type { Address } from 'viem'

/**
 * The lottery functions the screens call, as IGhostLottery's generated ABI has them
 * (lottery.test.ts checks they stay equal). Not the generated ABI itself: the contracts
 * package's index is part of every route's first load, so an ABI any screen imports from it
 * ships with all routes (the whole IGhostLottery ABI added 1.2 kB gzip to each), and so does one
 * imported from its own module (`generated/IGhostLottery`), which that index re-exports.
 */
export const lotteryScreenAbi = [
  {
    inputs: [
      {
        internalType: 'uint256',
        name: 'lotteryId',
        type: 'uint256',
      },
      {
        internalType: 'uint32[]',
        name: 'numbers',
        type: 'uint32[]',
      },
    ],
    name: 'buyTickets',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'uint256',
        name: 'price',
        type: 'uint256',
      },
      {
        internalType: 'uint256',
        name: 'count',
        type: 'uint256',
      },
    ],
    name: 'calculateTotalPriceForBulkTickets',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'pure',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'uint256',
        name: 'lotteryId',
        type: 'uint256',
      },
      {
        internalType: 'uint256[]',
        name: 'ticketIds',
        type: 'uint256[]',
      },
    ],
    name: 'claimTickets',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [],
    name: 'currentLotteryId',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'uint256',
        name: 'lotteryId',
        type: 'uint256',
      },
    ],
    name: 'viewLottery',
    outputs: [
      {
        components: [
          {
            internalType: 'enum IGhostLottery.Status',
            name: 'status',
            type: 'uint8',
          },
          {
            internalType: 'uint16',
            name: 'treasuryFee',
            type: 'uint16',
          },
          {
            internalType: 'uint32',
            name: 'finalNumber',
            type: 'uint32',
          },
          {
            internalType: 'bool',
            name: 'randomReady',
            type: 'bool',
          },
          {
            internalType: 'bool',
            name: 'unclaimedRecycled',
            type: 'bool',
          },
          {
            internalType: 'uint64',
            name: 'startTime',
            type: 'uint64',
          },
          {
            internalType: 'uint64',
            name: 'endTime',
            type: 'uint64',
          },
          {
            internalType: 'uint64',
            name: 'claimDeadline',
            type: 'uint64',
          },
          {
            internalType: 'uint64',
            name: 'requestedAt',
            type: 'uint64',
          },
          {
            internalType: 'uint256',
            name: 'priceTicketInCake',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'amountCollectedInCake',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'ticketRevenue',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'ticketsSold',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'ticketsCounted',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'prizesReserved',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'prizesClaimed',
            type: 'uint256',
          },
          {
            internalType: 'uint256',
            name: 'requestId',
            type: 'uint256',
          },
          {
            internalType: 'uint16[6]',
            name: 'rewardsBreakdown',
            type: 'uint16[6]',
          },
          {
            internalType: 'uint256[6]',
            name: 'cakePerBracket',
            type: 'uint256[6]',
          },
          {
            internalType: 'uint256[6]',
            name: 'winnersPerBracket',
            type: 'uint256[6]',
          },
        ],
        internalType: 'struct IGhostLottery.Round',
        name: '',
        type: 'tuple',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'uint256',
        name: 'lotteryId',
        type: 'uint256',
      },
      {
        internalType: 'address',
        name: 'user',
        type: 'address',
      },
      {
        internalType: 'uint256',
        name: 'cursor',
        type: 'uint256',
      },
      {
        internalType: 'uint256',
        name: 'size',
        type: 'uint256',
      },
    ],
    name: 'viewUserTickets',
    outputs: [
      {
        components: [
          {
            internalType: 'uint256',
            name: 'ticketId',
            type: 'uint256',
          },
          {
            internalType: 'uint32',
            name: 'number',
            type: 'uint32',
          },
          {
            internalType: 'bool',
            name: 'claimed',
            type: 'bool',
          },
          {
            internalType: 'uint8',
            name: 'matchedDigits',
            type: 'uint8',
          },
          {
            internalType: 'uint256',
            name: 'reward',
            type: 'uint256',
          },
        ],
        internalType: 'struct IGhostLottery.TicketView[]',
        name: 'tickets',
        type: 'tuple[]',
      },
      {
        internalType: 'uint256',
        name: 'next',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
] as const

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
    abi: lotteryScreenAbi,
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
    abi: lotteryScreenAbi,
    functionName: 'claimTickets',
    args: [lotteryId, ticketIds],
  } as const
}

export function readCurrentLotteryId({ lottery }: { lottery: Address }) {
  return { address: lottery, abi: lotteryScreenAbi, functionName: 'currentLotteryId' } as const
}

export function readLottery({ lottery, lotteryId }: { lottery: Address; lotteryId: bigint }) {
  return {
    address: lottery,
    abi: lotteryScreenAbi,
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
    abi: lotteryScreenAbi,
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
    abi: lotteryScreenAbi,
    functionName: 'calculateTotalPriceForBulkTickets',
    args: [price, count],
  } as const
}
