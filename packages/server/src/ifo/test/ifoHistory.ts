/**
 * An IFO history as decoded events, for the route tests (written through the handlers by
 * rewards/test/handlerRun, no chain). Each sale appears as on the chain: its constructor's
 * OwnershipTransferred and NewStartAndEndTimestamps, then the deployer's NewIFOContract, in one
 * block. Figures in CAKE and offering tokens (18 decimals); times around the head's, which the
 * tests set:
 * - SALE_1, finished exactly at the head's time: its times moved once; basic 1,000 for 100 CAKE
 *   capped at 50, unlimited 2,000 for 100; 100 points (campaign 7) from 10 CAKE; tiers 1% from
 *   0×, 0.5% from 2×. Alice commits 30, 20 (basic) and 100 (unlimited), Bob 10 and 150, Carol 5
 *   (unlimited) in one block. Alice harvests unlimited (with her points) and basic, Bob
 *   unlimited (his points), the owner withdraws, recovers a stray token and hands the sale over.
 * - SALE_2, live from exactly the head's time: Erin commits 1 CAKE 30 times, three to a block,
 *   Alice once.
 * - SALE_3, starting a second after the head's time: pools set, nothing else.
 * - 24 more sales, finished long ago, in groups of eight on the same start time; Erin commits
 *   to three of them.
 * Harvests pay what the sdk's getIfoAllocation says for the pool as it stood (the contract's
 * running totals).
 */
import {
  type ApiIfoUserPool,
  getIfoAllocation,
  getIfoFeeBps,
  IFO_POOL_KINDS,
  type IfoAllocation,
  type IfoFeeTier,
  type IfoPoolState,
} from '@ghost/sdk'
import { type Address, parseEther, zeroAddress } from 'viem'
import { address, type TestEvent } from '../../rewards/test/handlerRun'

/** A pool of a sale as the API answers it for a wallet that never committed to it. */
export function uncommittedPool(pid: number): ApiIfoUserPool {
  const kind = IFO_POOL_KINDS[pid]
  if (!kind) throw new Error(`a sale has no pool ${pid}`)
  return {
    pid,
    kind,
    amount: '0',
    commits: 0,
    harvested: false,
    offeringAmount: null,
    refundAmount: null,
    feeAmount: null,
    harvestedAt: null,
    harvestTxHash: null,
  }
}

export const DEPLOYER = address(0xd0)
export const CAKE = address(0xca)
export const OWNER = address(0xd1)
export const NEW_OWNER = address(0xd2)
export const SALE_1 = address(0x5a1e1)
export const SALE_2 = address(0x5a1e2)
export const SALE_3 = address(0x5a1e3)
export const OFFERING_1 = address(0x0f1)
export const OFFERING_2 = address(0x0f2)
export const STRAY_TOKEN = address(0x77)
export const ALICE = address(0xf1)
export const BOB = address(0xf2)
export const CAROL = address(0xf3)
export const ERIN = address(0xf5)
/** Never commits. */
export const STRANGER = address(0xf9)

/** The indexed head's block and time the tests set; sale times are set around it. */
export const HEAD_BLOCK = 1_000n
export const HEAD_TIME = 1_700_100_000n

const cake = parseEther

export const SALE_1_TIMES = { start: HEAD_TIME - 10_000n, end: HEAD_TIME }
export const SALE_1_TIERS: IfoFeeTier[] = [
  { minMultiple: 0, feeBps: 100 },
  { minMultiple: 2, feeBps: 50 },
]
export const SALE_1_POOLS = {
  basic: { offering: cake('1000'), raising: cake('100'), limit: cake('50') },
  unlimited: { offering: cake('2000'), raising: cake('100') },
}

/** The 24 old sales: addresses and start times (eight on each of three starts). */
export const OLD_SALES: { address: Address; start: bigint }[] = Array.from(
  { length: 24 },
  (_, index) => ({
    address: address(0x01d000 + index),
    start: HEAD_TIME - 50_000n - BigInt(index % 3),
  }),
)
/** The old sales Erin commits to. */
export const ERIN_OLD_SALES = [OLD_SALES[2], OLD_SALES[5], OLD_SALES[11]].map(
  (sale) => sale?.address ?? zeroAddress,
)

const sale = (at: Address, eventName: string, args: Record<string, unknown>): TestEvent => ({
  source: 'GhostIFO',
  eventName,
  address: at,
  args,
})

/** createIFO as the chain emits it: the constructor's two events, then the deployer's. */
function created(
  at: Address,
  offeringToken: Address,
  startTimestamp: bigint,
  endTimestamp: bigint,
): TestEvent[] {
  return [
    sale(at, 'OwnershipTransferred', { previousOwner: zeroAddress, newOwner: OWNER }),
    sale(at, 'NewStartAndEndTimestamps', { startTimestamp, endTimestamp }),
    {
      source: 'IFODeployer',
      eventName: 'NewIFOContract',
      address: DEPLOYER,
      args: { ifo: at, offeringToken, startTimestamp, endTimestamp, saleOwner: OWNER },
    },
  ]
}

const setPools = (at: Address): TestEvent[] => [
  sale(at, 'PoolParametersSet', {
    pid: 0,
    offeringAmount: SALE_1_POOLS.basic.offering,
    raisingAmount: SALE_1_POOLS.basic.raising,
    limitPerUser: SALE_1_POOLS.basic.limit,
  }),
  sale(at, 'PoolParametersSet', {
    pid: 1,
    offeringAmount: SALE_1_POOLS.unlimited.offering,
    raisingAmount: SALE_1_POOLS.unlimited.raising,
    limitPerUser: 0n,
  }),
]

const deposit = (at: Address, user: Address, pid: number, amount: bigint) =>
  sale(at, 'Deposit', { user, amount, pid })

/** SALE_1's pools as they stand after the commits, before any harvest. */
const unlimited: IfoPoolState = {
  raisingAmount: SALE_1_POOLS.unlimited.raising,
  offeringAmount: SALE_1_POOLS.unlimited.offering,
  limitPerUser: 0n,
  hasFee: true,
  totalAmount: cake('255'),
  harvestedAmount: 0n,
  sumFees: 0n,
}
const basic: IfoPoolState = {
  raisingAmount: SALE_1_POOLS.basic.raising,
  offeringAmount: SALE_1_POOLS.basic.offering,
  limitPerUser: SALE_1_POOLS.basic.limit,
  hasFee: false,
  totalAmount: cake('60'),
  harvestedAmount: 0n,
  sumFees: 0n,
}

/** What each harvest pays, in the order they happen. */
export const ALICE_UNLIMITED = getIfoAllocation(
  unlimited,
  cake('100'),
  getIfoFeeBps(unlimited, SALE_1_TIERS),
)
export const ALICE_BASIC = getIfoAllocation(basic, cake('50'), 0n)
export const BOB_UNLIMITED = getIfoAllocation(
  { ...unlimited, harvestedAmount: cake('100'), sumFees: ALICE_UNLIMITED.feeAmount },
  cake('150'),
  getIfoFeeBps(unlimited, SALE_1_TIERS),
)

const harvest = (user: Address, pid: number, paid: IfoAllocation) =>
  sale(SALE_1, 'Harvest', { user, pid, ...paid })

/** The owner's two withdrawals' CAKE and offering tokens. */
export const WITHDRAWN = { lp: cake('160'), offering: cake('200') }

const erinCommits: [bigint, TestEvent[]][] = Array.from({ length: 10 }, (_, index) => [
  40n + BigInt(index),
  [
    deposit(SALE_2, ERIN, 1, cake('1')),
    deposit(SALE_2, ERIN, 1, cake('1')),
    deposit(SALE_2, ERIN, 1, cake('1')),
  ],
])

/** Blocks in order, each with its events in log order. */
export const HISTORY: [bigint, TestEvent[]][] = [
  [
    1n,
    [
      ...created(SALE_1, OFFERING_1, SALE_1_TIMES.start - 100n, SALE_1_TIMES.end - 100n),
      ...setPools(SALE_1),
      sale(SALE_1, 'PointParametersSet', {
        campaignId: 7n,
        numberPoints: 100n,
        thresholdPoints: cake('10'),
      }),
      sale(SALE_1, 'FeeTiersSet', {
        minMultiples: SALE_1_TIERS.map((tier) => tier.minMultiple),
        feeBps: SALE_1_TIERS.map((tier) => tier.feeBps),
      }),
    ],
  ],
  [
    2n,
    [
      sale(SALE_1, 'NewStartAndEndTimestamps', {
        startTimestamp: SALE_1_TIMES.start,
        endTimestamp: SALE_1_TIMES.end,
      }),
      ...created(SALE_2, OFFERING_2, HEAD_TIME, HEAD_TIME + 86_400n),
      ...setPools(SALE_2),
      ...created(SALE_3, OFFERING_2, HEAD_TIME + 1n, HEAD_TIME + 86_400n),
      ...setPools(SALE_3),
    ],
  ],
  [
    3n,
    OLD_SALES.flatMap(({ address: at, start }) => [
      ...created(at, OFFERING_2, start, start + 3_600n),
      ...setPools(at),
    ]),
  ],
  [
    10n,
    [
      deposit(SALE_1, ALICE, 0, cake('30')),
      deposit(SALE_1, ALICE, 0, cake('20')),
      deposit(SALE_1, ALICE, 1, cake('100')),
      deposit(SALE_1, BOB, 0, cake('10')),
      deposit(SALE_1, BOB, 1, cake('150')),
      deposit(SALE_1, CAROL, 1, cake('5')),
    ],
  ],
  [11n, ERIN_OLD_SALES.map((at) => deposit(at, ERIN, 1, cake('2')))],
  [
    20n,
    [
      sale(SALE_1, 'UserPointsAwarded', { user: ALICE, numberPoints: 100n, campaignId: 7n }),
      harvest(ALICE, 1, ALICE_UNLIMITED),
      harvest(ALICE, 0, ALICE_BASIC),
    ],
  ],
  [
    21n,
    [
      sale(SALE_1, 'FinalWithdraw', { lpAmount: cake('150'), offeringAmount: cake('200') }),
      sale(SALE_1, 'UserPointsAwarded', { user: BOB, numberPoints: 100n, campaignId: 7n }),
      harvest(BOB, 1, BOB_UNLIMITED),
      sale(SALE_1, 'FinalWithdraw', { lpAmount: cake('10'), offeringAmount: 0n }),
      sale(SALE_1, 'AdminTokenRecovery', { token: STRAY_TOKEN, amount: 5n }),
      sale(SALE_1, 'OwnershipTransferred', { previousOwner: OWNER, newOwner: NEW_OWNER }),
    ],
  ],
  ...erinCommits,
  [60n, [deposit(SALE_2, ALICE, 0, cake('4'))]],
]
