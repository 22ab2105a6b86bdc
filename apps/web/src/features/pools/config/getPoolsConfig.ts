import type { Manifest } from '@ghost/contracts/manifest'
import { type Address, zeroAddress } from 'viem'
import {
  CONFIGURED_POOLS,
  getDefaultPoolDefinition,
  POOL_TOKEN_INFO,
  type PoolDefinition,
  type PoolTokenSymbol,
} from './configuredPools'
import type { PoolConfig, PoolTokenConfig } from './types'

export type GetPoolsConfigParameters = {
  manifest: Pick<Manifest, 'chainId' | 'contracts' | 'tokens'>
  /** Defaults to spec §3's pools. */
  definitions?: readonly PoolDefinition[] | undefined
}

const SMART_CHEF_KEY = /^SmartChef(0|[1-9]\d*)$/

export class UnknownPoolTokenError extends Error {
  override name = 'UnknownPoolTokenError'
  constructor(symbol: string, sousId: number) {
    super(`Pool ${sousId}: the manifest has no token ${symbol}`)
  }
}

function tokenConfig(
  symbol: PoolTokenSymbol,
  tokens: Manifest['tokens'],
  sousId: number,
): PoolTokenConfig & { projectLink: string } {
  const info = POOL_TOKEN_INFO[symbol]
  let address: Address | undefined = zeroAddress
  if (symbol !== 'BNB') address = tokens[symbol]
  if (!address) throw new UnknownPoolTokenError(symbol, sousId)
  return { symbol, address, decimals: info.decimals, projectLink: info.projectLink }
}

/**
 * Every pool the deployment has: one per `SmartChefN` key of the manifest (N is the sousId),
 * described by its definition or, for a pool without one, by the default, with the
 * deployment's addresses filled in. Definitions without a deployed contract are left out.
 * Sorted by sousId.
 *
 * @example
 * getPoolsConfig({ manifest }).map((pool) => pool.sousId) // [0, 1, 2]
 */
export function getPoolsConfig({
  manifest,
  definitions = CONFIGURED_POOLS,
}: GetPoolsConfigParameters): PoolConfig[] {
  const bySousId = new Map(definitions.map((definition) => [definition.sousId, definition]))
  const pools: PoolConfig[] = []
  for (const [key, address] of Object.entries(manifest.contracts)) {
    const match = SMART_CHEF_KEY.exec(key)
    if (!match) continue
    const sousId = Number(match[1])
    const definition = bySousId.get(sousId) ?? getDefaultPoolDefinition(sousId)
    const stakingToken = tokenConfig(definition.stakingToken, manifest.tokens, sousId)
    pools.push({
      sousId,
      stakingToken,
      earningToken: tokenConfig(definition.earningToken, manifest.tokens, sousId),
      contractAddress: { [manifest.chainId]: address },
      poolCategory: stakingToken.address === zeroAddress ? 'BINANCE' : 'CORE',
      harvest: definition.harvest,
      tokenPerBlock: definition.tokenPerBlock,
      sortOrder: definition.sortOrder,
      isFinished: definition.isFinished,
      enableEmergencyWithdraw: definition.enableEmergencyWithdraw,
    })
  }
  return pools.sort((a, b) => a.sousId - b.sousId)
}

/** The pool's contract on `chainId`; undefined when it is not deployed there. */
export function getPoolAddress(pool: PoolConfig, chainId: number): Address | undefined {
  return pool.contractAddress[chainId]
}

export function isNativePool(pool: PoolConfig): boolean {
  return pool.stakingToken.address === zeroAddress
}
