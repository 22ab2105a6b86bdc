/**
 * The pools of spec §3 as definitions the manifest completes with addresses: sousId 0 and 1 are
 * finished (0.005 and 0.001 USDT per block), 2 is live (0.00005); all stake BNB and earn USDT.
 * sousId 3 (issue 34) stakes CAKE and earns USDT (0.002 per block), live as long as 2: CAKE
 * staked there counts as voting power. Addresses for 56 and 97 are not given by the spec, so
 * only the deployment's chain is filled in.
 */
export type PoolTokenSymbol = 'BNB' | 'USDT' | 'BUSD' | 'GHOST' | 'CAKE' | 'DEEP' | 'TAX'

export type PoolDefinition = {
  sousId: number
  stakingToken: PoolTokenSymbol
  earningToken: Exclude<PoolTokenSymbol, 'BNB'>
  tokenPerBlock: string | undefined
  sortOrder: number
  isFinished: boolean
  harvest: boolean
  enableEmergencyWithdraw: boolean
}

/** Decimals and project sites of the tokens pools can stake or pay; all are 18-decimal here. */
export const POOL_TOKEN_INFO: Readonly<
  Record<PoolTokenSymbol, { decimals: number; projectLink: string }>
> = {
  BNB: { decimals: 18, projectLink: 'https://www.bnbchain.org/' },
  USDT: { decimals: 18, projectLink: 'https://tether.to/' },
  BUSD: { decimals: 18, projectLink: 'https://www.paxos.com/busd' },
  GHOST: { decimals: 18, projectLink: 'https://docs.ghost.exchange' },
  CAKE: { decimals: 18, projectLink: 'https://pancakeswap.finance/' },
  DEEP: { decimals: 18, projectLink: 'https://docs.ghost.exchange' },
  TAX: { decimals: 18, projectLink: 'https://docs.ghost.exchange' },
}

/** Newest first in the 'Hot' order: the live pools (CAKE's, then BNB's), then the finished ones. */
export const CONFIGURED_POOLS: readonly PoolDefinition[] = [
  {
    sousId: 0,
    stakingToken: 'BNB',
    earningToken: 'USDT',
    tokenPerBlock: '0.005',
    sortOrder: 3,
    isFinished: true,
    harvest: true,
    enableEmergencyWithdraw: false,
  },
  {
    sousId: 1,
    stakingToken: 'BNB',
    earningToken: 'USDT',
    tokenPerBlock: '0.001',
    sortOrder: 2,
    isFinished: true,
    harvest: true,
    enableEmergencyWithdraw: false,
  },
  {
    sousId: 2,
    stakingToken: 'BNB',
    earningToken: 'USDT',
    tokenPerBlock: '0.00005',
    sortOrder: 1,
    isFinished: false,
    harvest: true,
    enableEmergencyWithdraw: false,
  },
  {
    sousId: 3,
    stakingToken: 'CAKE',
    earningToken: 'USDT',
    tokenPerBlock: '0.002',
    sortOrder: 0,
    isFinished: false,
    harvest: true,
    enableEmergencyWithdraw: false,
  },
]

/**
 * What a `SmartChefN` manifest entry without a definition is taken to be: the devnet's kind of
 * pool (BNB in, USDT out), live, its rate read from the contract, after every defined pool.
 */
export function getDefaultPoolDefinition(sousId: number): PoolDefinition {
  return {
    sousId,
    stakingToken: 'BNB',
    earningToken: 'USDT',
    tokenPerBlock: undefined,
    sortOrder: 1000 + sousId,
    isFinished: false,
    harvest: true,
    enableEmergencyWithdraw: false,
  }
}
