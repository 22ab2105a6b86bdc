import { ghostFactoryAbi } from '@ghost/contracts'
import { WAD } from '@ghost/sdk'
import type { Address } from 'viem'
import { defineHandler, type EntityStore } from '../indexer/types'
import { loadFactory, loadToken, type TokenRow } from './entities'
import type { DexConfig } from './getDexConfig'
import type { TokenMetadataReader } from './readTokenMetadata'

/**
 * A new pair: its tokens (metadata read once per token), the pair row, the factory's pair count,
 * and the pair on each token's whitelisted-pair list when the other token is whitelisted. A token
 * without decimals() leaves the pair out of the index, as the subgraphs do; its events are then
 * ignored (every pair handler returns on an unknown pair).
 */
export function createPairCreatedHandler(dependencies: {
  config: DexConfig
  readTokenMetadata: TokenMetadataReader
}) {
  const { config, readTokenMetadata } = dependencies
  return defineHandler({
    source: 'Factory',
    abi: ghostFactoryAbi,
    eventName: 'PairCreated',
    async handle(event, { store, chainId }) {
      // The event's last input (the pair count) has no name, so viem decodes its args as a tuple.
      const [token0Address, token1Address, pairAddress] = event.args
      const pairId = pairAddress.toLowerCase()
      const tokenIds = [token0Address.toLowerCase(), token1Address.toLowerCase()] as const
      const tokens: TokenRow[] = []
      for (const id of tokenIds) {
        const token = await loadOrCreateToken(
          store,
          chainId,
          id as Address,
          config,
          readTokenMetadata,
        )
        if (!token) return
        tokens.push(token)
      }
      const [token0, token1] = tokens as [TokenRow, TokenRow]
      if (config.whitelist.has(token1.id)) token0.whitelist_pairs = addTo(token0, pairId)
      if (config.whitelist.has(token0.id)) token1.whitelist_pairs = addTo(token1, pairId)
      store.set('dex_token', token0)
      store.set('dex_token', token1)

      const factory = await loadFactory(store, chainId, config.factory)
      factory.pair_count += 1n
      store.set('dex_factory', factory)
      if (!(await store.get('dex_bundle', '1'))) {
        store.set('dex_bundle', { chain_id: chainId, id: '1', bnb_price: 0n })
      }
      store.set('dex_pair', {
        chain_id: chainId,
        id: pairId,
        token0: token0.id,
        token1: token1.id,
        created_at_timestamp: event.timestamp,
        created_at_block_number: event.blockNumber,
        tx_count: 0n,
        reserve0: 0n,
        reserve1: 0n,
        total_supply: 0n,
        reserve_bnb: 0n,
        reserve_usd: 0n,
        tracked_reserve_bnb: 0n,
        token0_price: 0n,
        token1_price: 0n,
        volume_token0: 0n,
        volume_token1: 0n,
        volume_usd: 0n,
        untracked_volume_usd: 0n,
      })
    },
  })
}

function addTo(token: TokenRow, pair: string): string {
  return token.whitelist_pairs === '' ? pair : `${token.whitelist_pairs},${pair}`
}

async function loadOrCreateToken(
  store: EntityStore,
  chainId: number,
  id: Address,
  config: DexConfig,
  readTokenMetadata: TokenMetadataReader,
): Promise<TokenRow | undefined> {
  const existing = await loadToken(store, id)
  if (existing) return existing
  const metadata = await readTokenMetadata(id)
  if (!metadata) return undefined
  return {
    chain_id: chainId,
    id,
    symbol: metadata.symbol,
    name: metadata.name,
    decimals: metadata.decimals,
    whitelist_pairs: '',
    tx_count: 0n,
    total_supply: metadata.totalSupply,
    trade_volume: 0n,
    trade_volume_usd: 0n,
    untracked_volume_usd: 0n,
    total_liquidity: 0n,
    derived_bnb: id === config.wbnb ? WAD : 0n,
  }
}
