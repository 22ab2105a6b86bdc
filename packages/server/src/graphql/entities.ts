import type { Database } from '../db/schema'
import { amount, bigint, bytes, fixed18, id, ref } from './fields'
import { NFT_ENTITIES } from './nftEntities'
import { REWARD_ENTITIES } from './rewardEntities'

/**
 * How a column reads in GraphQL, in the subgraphs' scalar conventions:
 * - `id`: the row key (ID); `address` ids are checked and lowercased in filters;
 * - `string`: free text (symbol, name);
 * - `bytes`: 0x hex (addresses, hashes), lowercase;
 * - `bigint`: an integer as a decimal string (counters, unix times, raw supplies);
 * - `decimal`: a numeric(78,0) fixed-point column shown as a BigDecimal string with `decimals`
 *   places (USD, BNB, prices, LP tokens: 18; token amounts: the token's decimals);
 * - `ref`: the id of another entity, resolved to that entity (and filtered by id);
 * - `boolean`: true or false (filtered by equality);
 * - `json`: a JSON value as stored (metadata attributes), neither filtered nor sorted.
 */
export type FieldKind =
  | 'id'
  | 'string'
  | 'bytes'
  | 'bigint'
  | 'decimal'
  | 'ref'
  | 'boolean'
  | 'json'

/**
 * Where a token amount's decimals come from: a fixed scale, the row itself (a token), a column
 * holding a token id, or a column holding a pair id and which of its tokens.
 */
export type DecimalsSource =
  | { fixed: number }
  | { self: true }
  | { tokenColumn: string }
  | { pairColumn: string; side: 'token0' | 'token1' }

export type FieldSpec = {
  /** GraphQL name (camelCase, the subgraphs' spelling). */
  name: string
  column: string
  kind: FieldKind
  /** For `decimal`. */
  decimals?: DecimalsSource
  /** For `ref`: the entity name it points to. */
  to?: EntityName
  /** int8 columns are compared as int8 (keeps their indexes usable); numeric ones as numeric. */
  sqlType?: 'int8' | 'numeric' | 'int4'
  /** The column may be null (unknown metadata, no referrer…): the GraphQL type is nullable. */
  nullable?: boolean
}

/**
 * A relation list, the subgraphs' `@derivedFrom`: the rows of `to` whose ref field `field` points
 * at this row (`User.buyTradeHistory` = Transactions whose `buyer` is the user), with the plural
 * query's where/first/skip/orderBy arguments.
 */
export type ListFieldSpec = { name: string; to: EntityName; field: string }

export type EntityName =
  | 'Factory'
  | 'Bundle'
  | 'Token'
  | 'Pair'
  | 'Swap'
  | 'Mint'
  | 'Burn'
  | 'PairDayData'
  | 'PairHourData'
  | 'TokenDayData'
  | 'TokenHourData'
  | 'GhostDayData'
  | 'Collection'
  | 'NFT'
  | 'AskOrder'
  | 'Transaction'
  | 'LazyOrder'
  | 'User'
  | 'CollectionDayData'
  | 'MarketDayData'
  | 'Profile'
  | 'Team'
  | 'RewardProgramme'
  | 'RewardLevel'
  | 'RewardEvent'
  | 'FeeManagerFactory'
  | 'SquadEvent'
  | 'SquadSale'
  | 'SquadUser'

export type EntitySpec = {
  name: EntityName
  table: keyof Omit<Database, 'chain_checkpoint'>
  /** Query field for one row by id, and for a list. */
  single: string
  plural: string
  /** Whether ids are addresses (checked as 0x + 40 hex and lowercased in filters). */
  addressId: boolean
  fields: FieldSpec[]
  lists?: ListFieldSpec[]
}

const eventFields = (): FieldSpec[] => [
  id,
  bytes('transactionHash', 'transaction_hash'),
  bigint('logIndex', 'log_index', 'int4'),
  bigint('blockNumber', 'block_number'),
  bigint('timestamp', 'timestamp'),
  ref('pair', 'pair', 'Pair'),
  bytes('sender', 'sender'),
  bytes('to', 'to'),
  fixed18('amountUSD', 'amount_usd'),
]

const pairSide = (side: 'token0' | 'token1'): DecimalsSource => ({ pairColumn: 'pair', side })

const pairPeriodFields = (): FieldSpec[] => [
  ref('pair', 'pair', 'Pair'),
  ref('token0', 'token0', 'Token'),
  ref('token1', 'token1', 'Token'),
  amount('reserve0', 'reserve0', { tokenColumn: 'token0' }),
  amount('reserve1', 'reserve1', { tokenColumn: 'token1' }),
  fixed18('totalSupply', 'total_supply'),
  fixed18('reserveUSD', 'reserve_usd'),
]

const tokenPeriodPrices = (): FieldSpec[] => [
  fixed18('priceUSD', 'price_usd'),
  fixed18('open', 'open'),
  fixed18('high', 'high'),
  fixed18('low', 'low'),
  fixed18('close', 'close'),
]

/**
 * The one description the schema, the SQL and the resolvers are generated from: every entity of
 * the DEX tables (migration 0003_dex) with its GraphQL fields, their columns and kinds. Names
 * follow the Uniswap V2 / PancakeSwap subgraphs; a field here is a field everywhere.
 */
export const ENTITIES: EntitySpec[] = [
  {
    name: 'Factory',
    table: 'dex_factory',
    single: 'factory',
    plural: 'factories',
    addressId: true,
    fields: [
      id,
      bigint('pairCount', 'pair_count'),
      bigint('txCount', 'tx_count'),
      fixed18('totalVolumeUSD', 'total_volume_usd'),
      fixed18('totalVolumeBNB', 'total_volume_bnb'),
      fixed18('untrackedVolumeUSD', 'untracked_volume_usd'),
      fixed18('totalLiquidityUSD', 'total_liquidity_usd'),
      fixed18('totalLiquidityBNB', 'total_liquidity_bnb'),
    ],
  },
  {
    name: 'Bundle',
    table: 'dex_bundle',
    single: 'bundle',
    plural: 'bundles',
    addressId: false,
    fields: [id, fixed18('bnbPrice', 'bnb_price')],
  },
  {
    name: 'Token',
    table: 'dex_token',
    single: 'token',
    plural: 'tokens',
    addressId: true,
    fields: [
      id,
      { name: 'symbol', column: 'symbol', kind: 'string' },
      { name: 'name', column: 'name', kind: 'string' },
      bigint('decimals', 'decimals', 'int4'),
      bigint('totalSupply', 'total_supply', 'numeric'),
      amount('tradeVolume', 'trade_volume', { self: true }),
      fixed18('tradeVolumeUSD', 'trade_volume_usd'),
      fixed18('untrackedVolumeUSD', 'untracked_volume_usd'),
      bigint('txCount', 'tx_count'),
      amount('totalLiquidity', 'total_liquidity', { self: true }),
      fixed18('derivedBNB', 'derived_bnb'),
    ],
  },
  {
    name: 'Pair',
    table: 'dex_pair',
    single: 'pair',
    plural: 'pairs',
    addressId: true,
    fields: [
      id,
      ref('token0', 'token0', 'Token'),
      ref('token1', 'token1', 'Token'),
      amount('reserve0', 'reserve0', { tokenColumn: 'token0' }),
      amount('reserve1', 'reserve1', { tokenColumn: 'token1' }),
      fixed18('totalSupply', 'total_supply'),
      fixed18('reserveBNB', 'reserve_bnb'),
      fixed18('reserveUSD', 'reserve_usd'),
      fixed18('trackedReserveBNB', 'tracked_reserve_bnb'),
      fixed18('token0Price', 'token0_price'),
      fixed18('token1Price', 'token1_price'),
      amount('volumeToken0', 'volume_token0', { tokenColumn: 'token0' }),
      amount('volumeToken1', 'volume_token1', { tokenColumn: 'token1' }),
      fixed18('volumeUSD', 'volume_usd'),
      fixed18('untrackedVolumeUSD', 'untracked_volume_usd'),
      bigint('txCount', 'tx_count'),
      bigint('createdAtTimestamp', 'created_at_timestamp'),
      bigint('createdAtBlockNumber', 'created_at_block_number'),
    ],
  },
  {
    name: 'Swap',
    table: 'dex_swap',
    single: 'swap',
    plural: 'swaps',
    addressId: false,
    fields: [
      ...eventFields(),
      bytes('from', 'from'),
      amount('amount0In', 'amount0_in', pairSide('token0')),
      amount('amount1In', 'amount1_in', pairSide('token1')),
      amount('amount0Out', 'amount0_out', pairSide('token0')),
      amount('amount1Out', 'amount1_out', pairSide('token1')),
    ],
  },
  ...(['Mint', 'Burn'] as const).map(
    (name): EntitySpec => ({
      name,
      table: name === 'Mint' ? 'dex_mint' : 'dex_burn',
      single: name.toLowerCase(),
      plural: `${name.toLowerCase()}s`,
      addressId: false,
      fields: [
        ...eventFields(),
        fixed18('liquidity', 'liquidity'),
        amount('amount0', 'amount0', pairSide('token0')),
        amount('amount1', 'amount1', pairSide('token1')),
      ],
    }),
  ),
  {
    name: 'PairDayData',
    table: 'dex_pair_day_data',
    single: 'pairDayData',
    plural: 'pairDayDatas',
    addressId: false,
    fields: [
      id,
      bigint('date', 'date'),
      ...pairPeriodFields(),
      amount('dailyVolumeToken0', 'daily_volume_token0', { tokenColumn: 'token0' }),
      amount('dailyVolumeToken1', 'daily_volume_token1', { tokenColumn: 'token1' }),
      fixed18('dailyVolumeUSD', 'daily_volume_usd'),
      bigint('dailyTxns', 'daily_txns'),
    ],
  },
  {
    name: 'PairHourData',
    table: 'dex_pair_hour_data',
    single: 'pairHourData',
    plural: 'pairHourDatas',
    addressId: false,
    fields: [
      id,
      bigint('hourStartUnix', 'hour_start_unix'),
      ...pairPeriodFields(),
      amount('hourlyVolumeToken0', 'hourly_volume_token0', { tokenColumn: 'token0' }),
      amount('hourlyVolumeToken1', 'hourly_volume_token1', { tokenColumn: 'token1' }),
      fixed18('hourlyVolumeUSD', 'hourly_volume_usd'),
      bigint('hourlyTxns', 'hourly_txns'),
    ],
  },
  {
    name: 'TokenDayData',
    table: 'dex_token_day_data',
    single: 'tokenDayData',
    plural: 'tokenDayDatas',
    addressId: false,
    fields: [
      id,
      bigint('date', 'date'),
      ref('token', 'token', 'Token'),
      amount('dailyVolumeToken', 'volume', { tokenColumn: 'token' }),
      fixed18('dailyVolumeBNB', 'volume_bnb'),
      fixed18('dailyVolumeUSD', 'volume_usd'),
      bigint('dailyTxns', 'txns'),
      amount('totalLiquidityToken', 'total_liquidity_token', { tokenColumn: 'token' }),
      fixed18('totalLiquidityBNB', 'total_liquidity_bnb'),
      fixed18('totalLiquidityUSD', 'total_liquidity_usd'),
      ...tokenPeriodPrices(),
    ],
  },
  {
    name: 'TokenHourData',
    table: 'dex_token_hour_data',
    single: 'tokenHourData',
    plural: 'tokenHourDatas',
    addressId: false,
    fields: [
      id,
      bigint('periodStartUnix', 'period_start_unix'),
      ref('token', 'token', 'Token'),
      amount('volume', 'volume', { tokenColumn: 'token' }),
      fixed18('volumeBNB', 'volume_bnb'),
      fixed18('volumeUSD', 'volume_usd'),
      bigint('txns', 'txns'),
      amount('totalLiquidityToken', 'total_liquidity_token', { tokenColumn: 'token' }),
      fixed18('totalLiquidityBNB', 'total_liquidity_bnb'),
      fixed18('totalLiquidityUSD', 'total_liquidity_usd'),
      ...tokenPeriodPrices(),
    ],
  },
  {
    name: 'GhostDayData',
    table: 'dex_day_data',
    single: 'ghostDayData',
    plural: 'ghostDayDatas',
    addressId: false,
    fields: [
      id,
      bigint('date', 'date'),
      bigint('txCount', 'tx_count'),
      fixed18('dailyVolumeBNB', 'daily_volume_bnb'),
      fixed18('dailyVolumeUSD', 'daily_volume_usd'),
      fixed18('dailyVolumeUntracked', 'daily_volume_untracked'),
      fixed18('dailyFeesUSD', 'daily_fees_usd'),
      fixed18('totalVolumeBNB', 'total_volume_bnb'),
      fixed18('totalVolumeUSD', 'total_volume_usd'),
      fixed18('totalLiquidityBNB', 'total_liquidity_bnb'),
      fixed18('totalLiquidityUSD', 'total_liquidity_usd'),
    ],
  },
  ...NFT_ENTITIES,
  ...REWARD_ENTITIES,
]

export const ENTITY_BY_NAME = new Map(ENTITIES.map((entity) => [entity.name, entity]))

export function entityNamed(name: EntityName): EntitySpec {
  const entity = ENTITY_BY_NAME.get(name)
  if (entity === undefined) throw new Error(`No entity ${name}`)
  return entity
}
