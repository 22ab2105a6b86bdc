import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** 10^18: one USD, one BNB or one 18-decimal token in the DEX tables' fixed point. */
export const E18 = 10n ** 18n

export const FIXTURE = {
  wbnb: `0x${'0'.repeat(39)}1`,
  usdt: `0x${'0'.repeat(39)}2`,
  ghost: `0x${'0'.repeat(39)}3`,
  /** WBNB/USDT, the deepest pair. */
  bnbUsdt: `0x${'a'.repeat(40)}`,
  /** GHOST/WBNB and GHOST/USDT hold the same reserveUSD: ties are broken by id. */
  ghostBnb: `0x${'b'.repeat(40)}`,
  ghostUsdt: `0x${'c'.repeat(40)}`,
  day: 20_000,
} as const

/**
 * A small DEX index written straight into the tables, as the indexer would leave it: three
 * tokens (USDT with 6 decimals), three pairs, swaps, mints, burns and day/hour rollups on chain
 * 1337, and one token on chain 97 that chain 1337 must not see.
 */
export async function insertDexFixture(db: Kysely<Database>): Promise<void> {
  const chain_id = 1337
  const { wbnb, usdt, ghost, bnbUsdt, ghostBnb, ghostUsdt, day } = FIXTURE
  await db
    .insertInto('dex_factory')
    .values({
      chain_id,
      id: `0x${'f'.repeat(40)}`,
      pair_count: 3,
      tx_count: 7,
      total_liquidity_usd: 6200n * E18,
    })
    .execute()
  await db
    .insertInto('dex_bundle')
    .values({ chain_id, id: '1', bnb_price: 300n * E18 })
    .execute()
  await db
    .insertInto('dex_token')
    .values([
      {
        chain_id,
        id: wbnb,
        symbol: 'WBNB',
        name: 'Wrapped BNB',
        decimals: 18,
        derived_bnb: E18,
        total_supply: 1000n * E18,
      },
      {
        chain_id,
        id: usdt,
        symbol: 'USDT',
        name: 'Tether USD',
        decimals: 6,
        derived_bnb: E18 / 300n,
        total_supply: 10n ** 12n,
      },
      {
        chain_id,
        id: ghost,
        symbol: 'GHOST',
        name: 'Ghost Token',
        decimals: 18,
        derived_bnb: E18 / 1000n,
        trade_volume: 1234500000000000000000n,
      },
      { chain_id: 97, id: wbnb, symbol: 'tWBNB', name: 'Testnet WBNB', decimals: 18 },
    ])
    .execute()
  const pair = (
    id: string,
    token0: string,
    token1: string,
    reserveUsd: bigint,
    created: number,
  ) => ({
    chain_id,
    id,
    token0,
    token1,
    created_at_timestamp: created,
    created_at_block_number: created - 1_700_000_000,
    reserve_usd: reserveUsd,
  })
  await db
    .insertInto('dex_pair')
    .values([
      {
        ...pair(bnbUsdt, wbnb, usdt, 6000_500000000000000000n, 1_700_000_010),
        reserve0: 10_500000000000000000n, // 10.5 WBNB
        reserve1: 3_000_250000n, // 3000.25 USDT (6 decimals)
        token0_price: E18 / 300n,
        tx_count: 5,
      },
      pair(ghostBnb, ghost, wbnb, 100n * E18, 1_700_000_020),
      pair(ghostUsdt, ghost, usdt, 100n * E18, 1_700_000_030),
    ])
    .execute()
  const event = (index: number, pairId: string) => ({
    chain_id,
    id: `0x${String(index).padStart(64, '0')}-0`,
    transaction_hash: `0x${String(index).padStart(64, '0')}`,
    log_index: 0,
    block_number: 100 + index,
    timestamp: day * 86_400 + index * 60,
    pair: pairId,
    sender: `0x${'d'.repeat(40)}`,
    to: `0x${'e'.repeat(40)}`,
  })
  await db
    .insertInto('dex_swap')
    .values(
      [1, 2, 3].map((index) => ({
        ...event(index, bnbUsdt),
        from: `0x${'d'.repeat(40)}`,
        amount0_in: BigInt(index) * E18, // index WBNB in
        amount1_out: BigInt(index) * 299_000000n, // 299 USDT out per WBNB
        amount_usd: BigInt(index) * 300n * E18,
      })),
    )
    .execute()
  await db
    .insertInto('dex_mint')
    .values({
      ...event(4, ghostUsdt),
      liquidity: E18,
      amount0: 5n * E18,
      amount1: 1_500000n,
      amount_usd: 3n * E18,
    })
    .execute()
  await db
    .insertInto('dex_burn')
    .values({
      ...event(5, ghostUsdt),
      liquidity: E18 / 2n,
      amount0: 2n * E18,
      amount1: 750000n,
      amount_usd: E18,
    })
    .execute()
  await db
    .insertInto('dex_pair_day_data')
    .values(
      [0, 1, 2].map((offset) => ({
        chain_id,
        id: `${bnbUsdt}-${day + offset}`,
        date: (day + offset) * 86_400,
        pair: bnbUsdt,
        token0: wbnb,
        token1: usdt,
        reserve0: BigInt(10 + offset) * E18,
        reserve1: BigInt(3000 + offset) * 1_000000n,
        reserve_usd: BigInt(6000 + offset) * E18,
        daily_volume_usd: BigInt(offset) * 100n * E18,
        daily_txns: offset,
      })),
    )
    .execute()
  await db
    .insertInto('dex_pair_hour_data')
    .values({
      chain_id,
      id: `${bnbUsdt}-${day * 24}`,
      hour_start_unix: day * 86_400,
      pair: bnbUsdt,
      token0: wbnb,
      token1: usdt,
      reserve0: 10n * E18,
      reserve1: 3000_100000n,
      reserve_usd: 6000n * E18,
    })
    .execute()
  await db
    .insertInto('dex_token_day_data')
    .values({
      chain_id,
      id: `${usdt}-${day}`,
      date: day * 86_400,
      token: usdt,
      volume: 897_000000n,
      price_usd: E18,
      open: E18,
      high: 1_010000000000000000n,
      low: 990000000000000000n,
      close: E18,
    })
    .execute()
  await db
    .insertInto('dex_day_data')
    .values({
      chain_id,
      id: String(day),
      date: day * 86_400,
      daily_volume_usd: 1800n * E18,
      tx_count: 5,
    })
    .execute()
}
