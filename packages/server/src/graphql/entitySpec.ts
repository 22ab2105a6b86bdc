import type { Database } from '../db/schema'

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
  | 'LotteryContract'
  | 'Lottery'
  | 'LotteryTicket'
  | 'LotteryUserRound'
  | 'LotteryUser'
  | 'LotteryEvent'
  | 'PredictionMarket'
  | 'PredictionRound'
  | 'PredictionBet'
  | 'PredictionUser'
  | 'PredictionClaim'
  | 'PredictionTreasuryClaim'
  | 'Ifo'
  | 'IfoPool'
  | 'IfoUser'
  | 'IfoUserPool'
  | 'IfoDeposit'
  | 'IfoPointsAward'
  | 'Competition'
  | 'CompetitionTier'
  | 'CompetitionRegistration'
  | 'FarmAuction'
  | 'FarmAuctionBid'
  | 'FarmAuctionBidder'
  | 'FarmAuctionBidEvent'

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
