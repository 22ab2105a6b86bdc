import {
  type Currency,
  CurrencyAmount,
  type Fraction,
  type GetPoolBlockStatusReturnType,
  getPoolApr,
  getPoolBlockStatus,
  Native,
  Percent,
  Token,
} from '@ghost/sdk'
import { type Address, parseUnits, zeroAddress } from 'viem'
import { getPoolAddress, isNativePool } from '../config/getPoolsConfig'
import type { PoolConfig } from '../config/types'
import type { PoolReads } from '../data/parsePoolReads'

/** USD per whole token by lowercase address (the shape of the app's price table). */
export type PoolTokenPrices = Readonly<Record<string, Fraction>>

export type PoolUserView = {
  allowance: bigint
  stakingTokenBalance: CurrencyAmount<Currency>
  stakedBalance: CurrencyAmount<Currency>
  pendingReward: CurrencyAmount<Token>
}

/** One pool as the screens use it: config, chain data and the rules of spec §4 applied. */
export type PoolView = {
  config: PoolConfig
  sousId: number
  contractAddress: Address
  stakingCurrency: Currency
  earningToken: Token
  /** True when staking and earning the same token (Compound is offered). */
  stakesEarningToken: boolean
  startBlock: bigint | undefined
  endBlock: bigint | undefined
  totalStaked: CurrencyAmount<Currency> | undefined
  /** Undefined when there is no per-user limit. */
  stakingLimit: CurrencyAmount<Currency> | undefined
  tokenPerBlock: CurrencyAmount<Token> | undefined
  /** Spec §4: configured finished, or the current block is past the end block. */
  isFinished: boolean
  blockStatus: GetPoolBlockStatusReturnType | undefined
  stakingTokenPrice: Fraction | undefined
  earningTokenPrice: Fraction | undefined
  /** Undefined while prices or total staked are unknown (or nothing is staked); 0 when finished. */
  apr: Percent | undefined
  userData: PoolUserView | undefined
}

export type GetPoolViewParameters = {
  config: PoolConfig
  reads: PoolReads | undefined
  chainId: number
  /** Wrapped BNB: native pools are priced through it (spec §9). */
  wbnb: Address
  currentBlock: bigint | undefined
  prices: PoolTokenPrices | undefined
}

function priceOf(prices: PoolTokenPrices | undefined, address: Address) {
  return prices?.[address.toLowerCase()]
}

/**
 * Combines a pool's config with its reads: sdk currencies, amounts, the finished rule and block
 * countdown (spec §4), and the APR from token prices, tokens per block and total staked (sdk
 * `getPoolApr`, 0 when finished). The reward rate is the contract's when read, else the config's.
 *
 * @example
 * const view = getPoolView({ config, reads, chainId: 1337, wbnb, currentBlock, prices })
 * view.isFinished
 */
export function getPoolView({
  config,
  reads,
  chainId,
  wbnb,
  currentBlock,
  prices,
}: GetPoolViewParameters): PoolView {
  const wrapped = new Token({ chainId, address: wbnb, symbol: 'WBNB', name: 'Wrapped BNB' })
  const native = isNativePool(config)
  const stakingCurrency: Currency = native
    ? Native.onChain(wrapped)
    : new Token({ chainId, ...config.stakingToken })
  const earningToken = new Token({ chainId, ...config.earningToken })
  const publicData = reads?.publicData
  const amount = <currency extends Currency>(c: currency, raw: bigint | undefined) =>
    raw === undefined ? undefined : CurrencyAmount.fromRawAmount(c, raw)

  const startBlock = publicData?.startBlock
  const endBlock = publicData?.endBlock
  const blockStatus =
    startBlock !== undefined && endBlock !== undefined && currentBlock !== undefined
      ? getPoolBlockStatus({ isFinished: config.isFinished, startBlock, endBlock, currentBlock })
      : undefined
  const isFinished = blockStatus?.isFinished ?? config.isFinished

  const totalStaked = amount(stakingCurrency, publicData?.totalStaked)
  const limit = publicData?.stakingLimit ?? 0n
  const rewardPerBlock =
    publicData?.rewardPerBlock ??
    (config.tokenPerBlock === undefined
      ? undefined
      : parseUnits(config.tokenPerBlock, earningToken.decimals))
  const tokenPerBlock = amount(earningToken, rewardPerBlock)

  const stakingTokenPrice = priceOf(prices, native ? wbnb : config.stakingToken.address)
  const earningTokenPrice = priceOf(prices, earningToken.address)
  // spec §4: a finished pool's APR is 0, whatever the prices
  const apr = isFinished
    ? new Percent(0n)
    : stakingTokenPrice && earningTokenPrice && totalStaked && tokenPerBlock
      ? getPoolApr({
          stakingTokenPrice,
          rewardTokenPrice: earningTokenPrice,
          totalStaked,
          tokenPerBlock,
        })
      : undefined

  const user = reads?.userData
  return {
    config,
    sousId: config.sousId,
    contractAddress: getPoolAddress(config, chainId) ?? zeroAddress,
    stakingCurrency,
    earningToken,
    stakesEarningToken:
      !native && config.stakingToken.address.toLowerCase() === earningToken.address.toLowerCase(),
    startBlock,
    endBlock,
    totalStaked,
    stakingLimit: limit > 0n ? CurrencyAmount.fromRawAmount(stakingCurrency, limit) : undefined,
    tokenPerBlock,
    isFinished,
    blockStatus,
    stakingTokenPrice,
    earningTokenPrice,
    apr,
    userData: user
      ? {
          allowance: user.allowance,
          stakingTokenBalance: CurrencyAmount.fromRawAmount(
            stakingCurrency,
            user.stakingTokenBalance,
          ),
          stakedBalance: CurrencyAmount.fromRawAmount(stakingCurrency, user.stakedBalance),
          pendingReward: CurrencyAmount.fromRawAmount(earningToken, user.pendingReward),
        }
      : undefined,
  }
}
