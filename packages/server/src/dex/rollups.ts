/**
 * The per-period rows the subgraphs keep, updated on every Mint, Burn and Swap (a bare Sync does
 * not count as a transaction): pair day and hour data (the pair's state at the period's last
 * event, its transactions and swap volume), token day and hour data (the same, and the USD price's
 * open/high/low/close over the period's events) and the protocol's day data.
 */
import { getTradingFees, mulWad, toWad } from '@ghost/sdk'
import type { EntityKey, EntityRow, EntityStore, EventMeta } from '../indexer/types'
import { BUNDLE_ID, type FactoryRow, type PairRow, type TokenRow } from './entities'

type TokenPeriod = EntityRow<'dex_token_day_data'> | EntityRow<'dex_token_hour_data'>

const DAY = 86_400n
const HOUR = 3_600n

/** What a swap adds to a pair's period; mints and burns add only a transaction. */
export type PairVolume = { token0: bigint; token1: bigint; usd: bigint }
export type TokenVolume = { amount: bigint; bnb: bigint; usd: bigint }
export type ProtocolVolume = { bnb: bigint; usd: bigint; untrackedUsd: bigint }

/**
 * The rows a pair's Mint, Burn or Swap reads that the event names: the pair, the factory, the
 * bundle, the pair's and the protocol's periods (the tokens' follow from the pair row).
 */
export function pairEventReads(event: EventMeta, factory: string): EntityKey[] {
  const dayId = event.timestamp / DAY
  const hourId = event.timestamp / HOUR
  return [
    { table: 'dex_pair', id: event.address },
    { table: 'dex_factory', id: factory },
    { table: 'dex_bundle', id: BUNDLE_ID },
    { table: 'dex_pair_day_data', id: `${event.address}-${dayId}` },
    { table: 'dex_pair_hour_data', id: `${event.address}-${hourId}` },
    { table: 'dex_day_data', id: String(dayId) },
  ]
}

// The rows below are written out field by field rather than spread from a shared state object:
// this runs several times per event, and literals of one shape keep V8's objects fast and small.

export async function updatePairPeriods(
  store: EntityStore,
  event: EventMeta,
  pair: PairRow,
  volume?: PairVolume,
): Promise<void> {
  const volume0 = volume?.token0 ?? 0n
  const volume1 = volume?.token1 ?? 0n
  const volumeUsd = volume?.usd ?? 0n
  const dayId = event.timestamp / DAY
  const dayKey = `${pair.id}-${dayId}`
  const day = await store.get('dex_pair_day_data', dayKey)
  store.set('dex_pair_day_data', {
    chain_id: event.chainId,
    id: dayKey,
    pair: pair.id,
    token0: pair.token0,
    token1: pair.token1,
    reserve0: pair.reserve0,
    reserve1: pair.reserve1,
    total_supply: pair.total_supply,
    reserve_usd: pair.reserve_usd,
    date: dayId * DAY,
    daily_txns: (day ? day.daily_txns : 0n) + 1n,
    daily_volume_token0: (day ? day.daily_volume_token0 : 0n) + volume0,
    daily_volume_token1: (day ? day.daily_volume_token1 : 0n) + volume1,
    daily_volume_usd: (day ? day.daily_volume_usd : 0n) + volumeUsd,
  })
  const hourId = event.timestamp / HOUR
  const hourKey = `${pair.id}-${hourId}`
  const hour = await store.get('dex_pair_hour_data', hourKey)
  store.set('dex_pair_hour_data', {
    chain_id: event.chainId,
    id: hourKey,
    pair: pair.id,
    token0: pair.token0,
    token1: pair.token1,
    reserve0: pair.reserve0,
    reserve1: pair.reserve1,
    total_supply: pair.total_supply,
    reserve_usd: pair.reserve_usd,
    hour_start_unix: hourId * HOUR,
    hourly_txns: (hour ? hour.hourly_txns : 0n) + 1n,
    hourly_volume_token0: (hour ? hour.hourly_volume_token0 : 0n) + volume0,
    hourly_volume_token1: (hour ? hour.hourly_volume_token1 : 0n) + volume1,
    hourly_volume_usd: (hour ? hour.hourly_volume_usd : 0n) + volumeUsd,
  })
}

/** A token's period after one more event: its state now, the counters and the price's range. */
function nextTokenPeriod(
  row: TokenPeriod | undefined,
  state: { chainId: number; token: TokenRow; liquidityBnb: bigint; bnbPrice: bigint },
  priceUsd: bigint,
  volume: TokenVolume | undefined,
) {
  return {
    chain_id: state.chainId,
    token: state.token.id,
    total_liquidity_token: state.token.total_liquidity,
    total_liquidity_bnb: state.liquidityBnb,
    total_liquidity_usd: mulWad(state.liquidityBnb, state.bnbPrice),
    price_usd: priceUsd,
    close: priceUsd,
    txns: (row ? row.txns : 0n) + 1n,
    volume: (row ? row.volume : 0n) + (volume ? volume.amount : 0n),
    volume_bnb: (row ? row.volume_bnb : 0n) + (volume ? volume.bnb : 0n),
    volume_usd: (row ? row.volume_usd : 0n) + (volume ? volume.usd : 0n),
    open: row ? row.open : priceUsd,
    high: row && row.high > priceUsd ? row.high : priceUsd,
    low: row && row.low < priceUsd ? row.low : priceUsd,
  }
}

export async function updateTokenPeriods(
  store: EntityStore,
  event: EventMeta,
  token: TokenRow,
  bnbPrice: bigint,
  volume?: TokenVolume,
): Promise<void> {
  const priceUsd = mulWad(token.derived_bnb, bnbPrice)
  const state = {
    chainId: event.chainId,
    token,
    liquidityBnb: mulWad(toWad(token.total_liquidity, token.decimals), token.derived_bnb),
    bnbPrice,
  }
  const dayId = event.timestamp / DAY
  const dayKey = `${token.id}-${dayId}`
  const day = await store.get('dex_token_day_data', dayKey)
  store.set(
    'dex_token_day_data',
    Object.assign(nextTokenPeriod(day, state, priceUsd, volume), { id: dayKey, date: dayId * DAY }),
  )
  const hourId = event.timestamp / HOUR
  const hourKey = `${token.id}-${hourId}`
  const hour = await store.get('dex_token_hour_data', hourKey)
  store.set(
    'dex_token_hour_data',
    Object.assign(nextTokenPeriod(hour, state, priceUsd, volume), {
      id: hourKey,
      period_start_unix: hourId * HOUR,
    }),
  )
}

export async function updateProtocolDay(
  store: EntityStore,
  event: EventMeta,
  factory: FactoryRow,
  volume?: ProtocolVolume,
): Promise<void> {
  const dayId = event.timestamp / DAY
  const row = await store.get('dex_day_data', String(dayId))
  const dailyVolumeUsd = (row?.daily_volume_usd ?? 0n) + (volume?.usd ?? 0n)
  store.set('dex_day_data', {
    chain_id: event.chainId,
    id: String(dayId),
    date: dayId * DAY,
    tx_count: factory.tx_count,
    daily_volume_bnb: (row?.daily_volume_bnb ?? 0n) + (volume?.bnb ?? 0n),
    daily_volume_usd: dailyVolumeUsd,
    daily_volume_untracked: (row?.daily_volume_untracked ?? 0n) + (volume?.untrackedUsd ?? 0n),
    daily_fees_usd: getTradingFees(dailyVolumeUsd).total,
    total_volume_bnb: factory.total_volume_bnb,
    total_volume_usd: factory.total_volume_usd,
    total_liquidity_bnb: factory.total_liquidity_bnb,
    total_liquidity_usd: factory.total_liquidity_usd,
  })
}
