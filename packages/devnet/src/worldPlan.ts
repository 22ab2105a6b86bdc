/**
 * What the demo world holds: tokens, seeded pools and their prices, farms and staking pools.
 * Prices are chosen so USD values read naturally: BNB $600, USDT/BUSD $1, GHOST $2, CAKE $2.50,
 * DEEP $0.10 (reachable from BNB only through GHOST and CAKE: three hops), TAX $0.50.
 */
import { parseEther, parseUnits } from 'viem'

export type TokenPlan = { symbol: string; name: string; decimals: number; supply: bigint }

export const TOKENS: readonly TokenPlan[] = [
  { symbol: 'USDT', name: 'Tether USD', decimals: 18, supply: parseEther('1000000000') },
  { symbol: 'BUSD', name: 'Binance USD', decimals: 18, supply: parseEther('1000000000') },
  { symbol: 'GHOST', name: 'Ghost Token', decimals: 18, supply: parseEther('1000000000') },
  { symbol: 'CAKE', name: 'PancakeSwap Token', decimals: 18, supply: parseEther('1000000000') },
  { symbol: 'DEEP', name: 'Deep Token', decimals: 18, supply: parseEther('1000000000') },
]

export const TAX_TOKEN = { symbol: 'TAX', name: 'Taxed Token', supply: parseEther('1000000000') }

/** Seeded liquidity: [symbolA, symbolB, amountA, amountB]; 'BNB' pairs go through addLiquidityETH. */
export const PAIRS: readonly (readonly [string, string, bigint, bigint])[] = [
  ['BNB', 'USDT', parseEther('1000'), parseEther('600000')],
  ['BNB', 'BUSD', parseEther('500'), parseEther('300000')],
  ['USDT', 'BUSD', parseEther('200000'), parseEther('200000')],
  ['GHOST', 'BNB', parseEther('300000'), parseEther('1000')],
  ['CAKE', 'GHOST', parseEther('100000'), parseEther('125000')],
  ['DEEP', 'CAKE', parseEther('1000000'), parseEther('40000')],
  ['TAX', 'BNB', parseEther('600000'), parseEther('500')],
]

export const FARM = {
  rewardPerBlock: parseEther('10'),
  /** GHOST handed to the MasterChef to pay rewards. */
  funding: parseEther('10000000'),
  /** pid 0: the USDT-BNB LP at allocation 1000 ("10X"). */
  pid0AllocPoint: 1000n,
}

export type PoolPlan = {
  sousId: number
  rewardPerBlock: bigint
  /** Blocks the pool runs for after deployment; the finished pools are mined past it. */
  lifetimeBlocks: bigint
  poolLimitPerUser: bigint
  funding: bigint
}

/** SmartChef pools: all stake native BNB and earn USDT (spec §3). */
export const POOLS: readonly PoolPlan[] = [
  {
    sousId: 0,
    rewardPerBlock: parseUnits('0.005', 18),
    lifetimeBlocks: 20n,
    poolLimitPerUser: 0n,
    funding: parseEther('1000'),
  },
  {
    sousId: 1,
    rewardPerBlock: parseUnits('0.001', 18),
    lifetimeBlocks: 20n,
    poolLimitPerUser: 0n,
    funding: parseEther('1000'),
  },
  {
    sousId: 2,
    rewardPerBlock: parseUnits('0.00005', 18),
    lifetimeBlocks: 10_000_000n,
    poolLimitPerUser: parseEther('10'),
    funding: parseEther('1000'),
  },
]

/** What each development account other than the deployer receives. */
export const ACCOUNT_GRANTS = {
  tokens: parseEther('100000'),
  /** BNB staked by the "finished pools" account in sousId 0 and 1 before they end. */
  finishedPoolStake: parseEther('1'),
}

/**
 * Development accounts 10–13: the community that traded and staked before the user arrived (the
 * first ten accounts are the ones wallets and tests know; the e2e tests use several of them). Each gets tokens, provides USDT-BNB liquidity and stakes most of it in the farm,
 * and stakes BNB in the live pool (sousId 2, at most 10 BNB each).
 */
export const COMMUNITY = {
  tokens: {
    USDT: parseEther('2000000'),
    BUSD: parseEther('2000000'),
    GHOST: parseEther('1000000'),
    CAKE: parseEther('800000'),
    DEEP: parseEther('10000000'),
  },
  /** BNB each member pairs with USDT in the USDT-BNB pool. */
  liquidityBnb: [parseEther('20'), parseEther('35'), parseEther('12'), parseEther('50')],
  /** Share of that LP each member stakes in farm pid 0, in basis points. */
  farmStakeBps: 7000n,
  /** BNB each member stakes in the live pool. */
  poolStakes: [parseEther('4'), parseEther('10'), parseEther('2.5'), parseEther('7')],
} as const

/**
 * The days of trading replayed before the present: a swap every 40 minutes on average (a seeded
 * random walk around each pair's planned price), and every twelfth step a member adds or removes
 * liquidity. The last steps bring every pair back to its planned price.
 */
export const HISTORY = {
  days: 8,
  steps: 288,
  seed: 0x60057,
  liquidityEvery: 12,
  /** Pairs that trade, with how often (TAX-BNB stays quiet: its token takes 10% per transfer). */
  pairs: [
    ['BNB-USDT', 4],
    ['BNB-BUSD', 2],
    ['USDT-BUSD', 1],
    ['GHOST-BNB', 3],
    ['CAKE-GHOST', 2],
    ['DEEP-CAKE', 1],
  ],
  /** Pairs in which members add and remove liquidity. */
  liquidityPairs: ['BNB-USDT', 'USDT-BUSD', 'CAKE-GHOST'],
} as const
