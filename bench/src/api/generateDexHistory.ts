/**
 * A generated DEX history written straight into the tables, shaped like a month of a small
 * exchange: tokens with mixed decimals, pairs with reserves and volumes, their swaps, mints and
 * burns, and every day and hour rollup. Deterministic (no randomness), so runs compare.
 */
import type { Database } from '@ghost/server'
import type { Insertable, InsertObject, Kysely } from 'kysely'

const E18 = 10n ** 18n
const CHAIN_ID = 1337
const CHUNK = 500

export type HistorySize = { tokens: number; pairs: number; days: number; swapsPerPair: number }

export type GeneratedHistory = {
  /** The address of the token the token-page query asks for (the one in most pairs). */
  busiestToken: string
  rows: number
  lastBlock: number
}

const address = (prefix: string, index: number) =>
  `0x${prefix}${index.toString(16).padStart(40 - prefix.length, '0')}`

async function insertChunked<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: InsertObject<Database, T>[],
): Promise<number> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK))
      .execute()
  }
  return rows.length
}

export async function generateDexHistory(
  db: Kysely<Database>,
  { tokens, pairs, days, swapsPerPair }: HistorySize,
): Promise<GeneratedHistory> {
  const chain_id = CHAIN_ID
  const lastDay = Math.floor(Date.UTC(2026, 10, 1) / 86_400_000)
  const firstDay = lastDay - days + 1
  const decimalsOf = (index: number) => [18, 18, 6, 9, 18][index % 5] ?? 18
  const tokenIds = Array.from({ length: tokens }, (_, index) => address('70', index))
  let rows = 0

  rows += await insertChunked(
    db,
    'dex_token',
    tokenIds.map((id, index) => ({
      chain_id,
      id,
      symbol: `TK${index}`,
      name: `Token ${index}`,
      decimals: decimalsOf(index),
      tx_count: 1000 + index,
      total_supply: 10n ** BigInt(decimalsOf(index) + 9),
      trade_volume_usd: BigInt(1_000_000 + index * 1000) * E18,
      total_liquidity: BigInt(50_000 + index) * 10n ** BigInt(decimalsOf(index)),
      derived_bnb: E18 / BigInt(index + 1),
    })),
  )

  const pairRows = Array.from({ length: pairs }, (_, index) => {
    const a = index % tokens
    const b = (a + 1 + Math.floor(index / tokens)) % tokens
    return {
      chain_id,
      id: address('a0', index),
      token0: tokenIds[a] as string,
      token1: tokenIds[b] as string,
      created_at_timestamp: firstDay * 86_400 + index,
      created_at_block_number: index + 1,
      tx_count: swapsPerPair,
      reserve0: BigInt(1000 + index) * 10n ** BigInt(decimalsOf(a)),
      reserve1: BigInt(2000 + index) * 10n ** BigInt(decimalsOf(b)),
      total_supply: BigInt(1400 + index) * E18,
      reserve_bnb: BigInt(10 + index) * E18,
      reserve_usd: BigInt(3000 * (index + 1)) * E18,
      token0_price: (E18 * 2n) / 1n,
      token1_price: E18 / 2n,
      volume_usd: BigInt(50_000 * (index + 1)) * E18,
    }
  })
  rows += await insertChunked(db, 'dex_pair', pairRows)

  const swaps: Insertable<Database['dex_swap']>[] = []
  const mints: Insertable<Database['dex_mint']>[] = []
  let block = 0
  for (const pair of pairRows) {
    for (let index = 0; index < swapsPerPair; index++) {
      block += 1
      const hash = `0x${block.toString(16).padStart(64, '0')}`
      const event = {
        chain_id,
        id: `${hash}-0`,
        transaction_hash: hash,
        log_index: 0,
        block_number: block,
        timestamp: firstDay * 86_400 + Math.floor((index * days * 86_400) / swapsPerPair),
        pair: pair.id,
        sender: address('5e', index % 50),
        to: address('70', index % 50),
        amount_usd: BigInt(100 + index) * E18,
      }
      if (index % 10 === 0) {
        mints.push({
          ...event,
          liquidity: E18,
          amount0: pair.reserve0 / 100n,
          amount1: pair.reserve1 / 100n,
        })
      } else {
        swaps.push({
          ...event,
          from: event.sender,
          amount0_in: pair.reserve0 / 1000n,
          amount1_out: pair.reserve1 / 1001n,
        })
      }
    }
  }
  rows += await insertChunked(db, 'dex_swap', swaps)
  rows += await insertChunked(db, 'dex_mint', mints)

  const pairDays: Insertable<Database['dex_pair_day_data']>[] = []
  const pairHours: Insertable<Database['dex_pair_hour_data']>[] = []
  for (const pair of pairRows) {
    for (let day = firstDay; day <= lastDay; day++) {
      const period = {
        chain_id,
        pair: pair.id,
        token0: pair.token0,
        token1: pair.token1,
        reserve0: pair.reserve0,
        reserve1: pair.reserve1,
        total_supply: pair.total_supply,
        reserve_usd: pair.reserve_usd,
      }
      pairDays.push({
        ...period,
        id: `${pair.id}-${day}`,
        date: day * 86_400,
        daily_txns: swapsPerPair / days,
        daily_volume_usd: pair.volume_usd / BigInt(days),
      })
      for (let hour = day * 24; hour < day * 24 + 24; hour++) {
        pairHours.push({
          ...period,
          id: `${pair.id}-${hour}`,
          hour_start_unix: hour * 3600,
          hourly_txns: 1,
          hourly_volume_usd: pair.volume_usd / BigInt(days * 24),
        })
      }
    }
  }
  rows += await insertChunked(db, 'dex_pair_day_data', pairDays)
  rows += await insertChunked(db, 'dex_pair_hour_data', pairHours)

  const tokenDays: Insertable<Database['dex_token_day_data']>[] = []
  const tokenHours: Insertable<Database['dex_token_hour_data']>[] = []
  for (const [index, token] of tokenIds.entries()) {
    const price = (E18 * 300n) / BigInt(index + 1)
    const figures = {
      chain_id,
      token,
      txns: 40,
      volume: 10n ** BigInt(decimalsOf(index) + 4),
      volume_usd: BigInt(20_000 + index) * E18,
      total_liquidity_token: 10n ** BigInt(decimalsOf(index) + 5),
      total_liquidity_usd: BigInt(500_000 + index) * E18,
      price_usd: price,
      open: price,
      high: (price * 105n) / 100n,
      low: (price * 95n) / 100n,
      close: price,
    }
    for (let day = firstDay; day <= lastDay; day++) {
      tokenDays.push({ ...figures, id: `${token}-${day}`, date: day * 86_400 })
      for (let hour = day * 24; hour < day * 24 + 24; hour++) {
        tokenHours.push({ ...figures, id: `${token}-${hour}`, period_start_unix: hour * 3600 })
      }
    }
  }
  rows += await insertChunked(db, 'dex_token_day_data', tokenDays)
  rows += await insertChunked(db, 'dex_token_hour_data', tokenHours)

  const protocolDays = Array.from({ length: days }, (_, offset) => ({
    chain_id,
    id: String(firstDay + offset),
    date: (firstDay + offset) * 86_400,
    tx_count: pairs * swapsPerPair,
    daily_volume_usd: BigInt(1_000_000 + offset) * E18,
    total_liquidity_usd: BigInt(90_000_000 + offset) * E18,
  }))
  rows += await insertChunked(db, 'dex_day_data', protocolDays)
  await db
    .insertInto('dex_factory')
    .values({ chain_id, id: address('fa', 0), pair_count: pairs, tx_count: pairs * swapsPerPair })
    .execute()
  await db
    .insertInto('dex_bundle')
    .values({ chain_id, id: '1', bnb_price: 600n * E18 })
    .execute()
  const blockHash = `0x${block.toString(16).padStart(64, '0')}`
  await db
    .insertInto('chain_checkpoint')
    .values({ chain_id, block_number: block, block_hash: blockHash })
    .execute()
  await db
    .insertInto('indexer_block')
    .values({ chain_id, number: block, hash: blockHash, timestamp: (lastDay + 1) * 86_400 - 1 })
    .execute()
  return { busiestToken: tokenIds[0] as string, rows: rows + 3, lastBlock: block }
}
