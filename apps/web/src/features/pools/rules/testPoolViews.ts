/** Pool views for the rule tests, built through `getPoolView` from plain numbers. */
import { Fraction } from '@ghost/sdk'
import { type Address, parseEther, zeroAddress } from 'viem'
import type { PoolConfig } from '../config/types'
import { getPoolView, type PoolView } from './getPoolView'

export const WBNB: Address = '0x00000000000000000000000000000000000000b1'
export const USDT: Address = '0x00000000000000000000000000000000000000a1'
export const GHOST: Address = '0x00000000000000000000000000000000000000a2'
export const CAKE: Address = '0x00000000000000000000000000000000000000a3'

const SYMBOLS: Record<Address, string> = { [USDT]: 'USDT', [GHOST]: 'GHOST', [CAKE]: 'CAKE' }

export function testPoolConfig(
  sousId: number,
  overrides: Partial<PoolConfig> & { staking?: Address; earning?: Address } = {},
): PoolConfig {
  const { staking = zeroAddress, earning = USDT, ...rest } = overrides
  return {
    sousId,
    stakingToken: {
      symbol: staking === zeroAddress ? 'BNB' : (SYMBOLS[staking] ?? '?'),
      address: staking,
      decimals: 18,
    },
    earningToken: {
      symbol: SYMBOLS[earning] ?? '?',
      address: earning,
      decimals: 18,
      projectLink: 'https://example.org',
    },
    contractAddress: { 1337: `0x${(0xc000 + sousId).toString(16).padStart(40, '0')}` },
    poolCategory: staking === zeroAddress ? 'BINANCE' : 'CORE',
    harvest: true,
    tokenPerBlock: '0.00005',
    sortOrder: sousId,
    isFinished: false,
    enableEmergencyWithdraw: false,
    ...rest,
  }
}

export type TestPoolNumbers = {
  /** Whole tokens as decimal strings. */
  totalStaked?: string
  limit?: string
  rewardPerBlock?: string
  startBlock?: bigint
  endBlock?: bigint
  staked?: string
  pending?: string
  balance?: string
  allowance?: bigint
}

export const TEST_PRICES = {
  [WBNB.toLowerCase()]: new Fraction(600n),
  [USDT.toLowerCase()]: new Fraction(1n),
  [GHOST.toLowerCase()]: new Fraction(2n),
  [CAKE.toLowerCase()]: new Fraction(5n, 2n),
}

export function testPoolView(
  config: PoolConfig,
  numbers: TestPoolNumbers = {},
  options: {
    currentBlock?: bigint
    prices?: typeof TEST_PRICES | undefined
    account?: boolean
  } = {},
): PoolView {
  const { currentBlock = 100n, account = true } = options
  // an explicit `prices: undefined` means "no prices yet"
  const prices = 'prices' in options ? options.prices : TEST_PRICES
  return getPoolView({
    config,
    chainId: 1337,
    wbnb: WBNB,
    currentBlock,
    prices,
    reads: {
      sousId: config.sousId,
      publicData: {
        startBlock: numbers.startBlock ?? 50n,
        endBlock: numbers.endBlock ?? 1000n,
        totalStaked: parseEther(numbers.totalStaked ?? '10'),
        stakingLimit: parseEther(numbers.limit ?? '0'),
        rewardPerBlock: parseEther(numbers.rewardPerBlock ?? '0.00005'),
      },
      userData: account
        ? {
            allowance: numbers.allowance ?? 0n,
            stakingTokenBalance: parseEther(numbers.balance ?? '100'),
            stakedBalance: parseEther(numbers.staked ?? '0'),
            pendingReward: parseEther(numbers.pending ?? '0'),
          }
        : undefined,
    },
  })
}
