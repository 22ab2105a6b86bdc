import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely'

/**
 * int8 columns come back as `bigint` from both drivers (see openDatabase: the parsers are set so),
 * and accept bigint, number or a decimal string on the way in.
 */
export type Int8 = ColumnType<bigint, bigint | number | string, bigint | number | string>

/** Set by the database on insert; written explicitly on update. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** How far the indexer has read one chain: the last block whose events are fully stored. */
export interface ChainCheckpointTable {
  chain_id: number
  block_number: Int8
  /** 0x-prefixed, lowercase, 32 bytes; compared with the chain's hash to detect reorgs. */
  block_hash: string
  updated_at: Timestamp
}

/** A recent block whose hash the indexer keeps, to find the fork point of a reorg. */
export interface IndexerBlockTable {
  chain_id: number
  number: Int8
  /** 0x-prefixed, lowercase. */
  hash: string
  /** Unix seconds. */
  timestamp: Int8
}

/** A contract a factory announced (a pair from PairCreated); its logs are read from then on. */
export interface IndexerChildTable {
  chain_id: number
  /** The LogSource name the child belongs to. */
  source: string
  /** Lowercase. */
  address: string
  block_number: Int8
}

/**
 * The image of an entity row before its first change in one block (null: it did not exist), so
 * a reorg can undo the blocks above the fork point. Bigints are stored as decimal strings.
 */
export interface IndexerJournalTable {
  chain_id: number
  block_number: Int8
  table_name: string
  entity_id: string
  previous: ColumnType<Record<string, unknown> | null, string | null, string | null>
}

/**
 * numeric(78,0): an integer of up to 78 digits, a bigint both ways (token amounts in wei; USD,
 * BNB values and prices as fixed point with 18 decimals; see migration 0003_dex).
 */
export type Amount = ColumnType<bigint, bigint | string | undefined, bigint | string>

/** A counter or unix time (int8) with a database default of 0 where it is a counter. */
export type Count = ColumnType<
  bigint,
  bigint | number | string | undefined,
  bigint | number | string
>

type Keyed = {
  chain_id: number
  /** Lowercase address, or a composite id such as `<pair>-<dayId>` (subgraph ids). */
  id: string
}

export interface DexFactoryTable extends Keyed {
  pair_count: Count
  tx_count: Count
  total_volume_usd: Amount
  total_volume_bnb: Amount
  untracked_volume_usd: Amount
  total_liquidity_usd: Amount
  total_liquidity_bnb: Amount
}

/** id '1': BNB's price in USD. */
export interface DexBundleTable extends Keyed {
  bnb_price: Amount
}

export interface DexTokenTable extends Keyed {
  symbol: string
  name: string
  decimals: number
  /** Pairs whose other token is whitelisted, comma-separated lowercase addresses (may price it). */
  whitelist_pairs: ColumnType<string, string | undefined, string>
  tx_count: Count
  total_supply: Amount
  trade_volume: Amount
  trade_volume_usd: Amount
  untracked_volume_usd: Amount
  total_liquidity: Amount
  derived_bnb: Amount
}

export interface DexPairTable extends Keyed {
  token0: string
  token1: string
  created_at_timestamp: Count
  created_at_block_number: Count
  tx_count: Count
  reserve0: Amount
  reserve1: Amount
  total_supply: Amount
  reserve_bnb: Amount
  reserve_usd: Amount
  tracked_reserve_bnb: Amount
  /** token0 per token1 and token1 per token0, as the subgraphs name them. */
  token0_price: Amount
  token1_price: Amount
  volume_token0: Amount
  volume_token1: Amount
  volume_usd: Amount
  untracked_volume_usd: Amount
}

/** Where a swap, mint or burn sits; id is `<transactionHash>-<logIndex>`. */
interface DexEventColumns extends Keyed {
  transaction_hash: string
  log_index: number
  block_number: Count
  timestamp: Count
  pair: string
  sender: string
  to: string
  amount_usd: Amount
}

export interface DexSwapTable extends DexEventColumns {
  /** The transaction's sender (the wallet), as the subgraphs' Swap.from. */
  from: string
  amount0_in: Amount
  amount1_in: Amount
  amount0_out: Amount
  amount1_out: Amount
}

export interface DexMintTable extends DexEventColumns {
  liquidity: Amount
  amount0: Amount
  amount1: Amount
}

export type DexBurnTable = DexMintTable

interface PairPeriodColumns extends Keyed {
  pair: string
  token0: string
  token1: string
  reserve0: Amount
  reserve1: Amount
  total_supply: Amount
  reserve_usd: Amount
}

/** id `<pair>-<dayId>`; date is the day's start in unix seconds. */
export interface DexPairDayDataTable extends PairPeriodColumns {
  date: Count
  daily_txns: Count
  daily_volume_token0: Amount
  daily_volume_token1: Amount
  daily_volume_usd: Amount
}

/** id `<pair>-<hourId>`; hour_start_unix is the hour's start in unix seconds. */
export interface DexPairHourDataTable extends PairPeriodColumns {
  hour_start_unix: Count
  hourly_txns: Count
  hourly_volume_token0: Amount
  hourly_volume_token1: Amount
  hourly_volume_usd: Amount
}

interface TokenPeriodColumns extends Keyed {
  token: string
  txns: Count
  volume: Amount
  volume_bnb: Amount
  volume_usd: Amount
  total_liquidity_token: Amount
  total_liquidity_bnb: Amount
  total_liquidity_usd: Amount
  price_usd: Amount
  /** Price in USD at the period's first event, highest, lowest, and at its last event. */
  open: Amount
  high: Amount
  low: Amount
  close: Amount
}

/** id `<token>-<dayId>`. */
export interface DexTokenDayDataTable extends TokenPeriodColumns {
  date: Count
}

/** id `<token>-<hourId>`. */
export interface DexTokenHourDataTable extends TokenPeriodColumns {
  period_start_unix: Count
}

/** Protocol totals per day; id is the day id. */
export interface DexDayDataTable extends Keyed {
  date: Count
  /** The factory's transaction count at the day's last event (cumulative, as the subgraphs' txCount). */
  tx_count: Count
  daily_volume_bnb: Amount
  daily_volume_usd: Amount
  daily_volume_untracked: Amount
  daily_fees_usd: Amount
  total_volume_bnb: Amount
  total_volume_usd: Amount
  total_liquidity_bnb: Amount
  total_liquidity_usd: Amount
}

/** A nullable numeric(78,0) (a uint256 that may be unknown). */
export type NullableAmount = ColumnType<
  bigint | null,
  bigint | string | null | undefined,
  bigint | string | null
>

/** A metadata file's JSON as stored in jsonb (the index keeps it as the file has it). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** Where an ask, a trade or a lazy order happened; id is `<transactionHash>-<logIndex>`. */
interface NftEventColumns extends Keyed {
  transaction_hash: string
  block: Count
  timestamp: Count
  /** Lowercase collection address. */
  collection: string
}

/** A collection registered on the market (its `CollectionNew`); id is its address. */
export interface NftCollectionTable extends Keyed {
  name: string
  symbol: string
  /** Open while registered, false once closed. */
  active: boolean
  /** 'Open' | 'Closed' (the market's CollectionStatus). */
  status: string
  creator_address: string
  whitelist_checker: string
  /** The collection contract's owner (Ownable); null until known. */
  owner: string | null
  /**
   * GhostCollection.ownershipEpoch as the index counts it: 0 at creation, +1 on every ownership
   * transfer. A lazy order executes only while its nonce equals it.
   */
  ownership_epoch: Amount
  total_volume_eth: Amount
  total_trades: Count
  number_tokens_listed: Count
  /** Basis points. */
  creator_fee: Count
  referer_fee: Count
  created_at: Count
  updated_at: Count
}

/** A token; id is `<collection>-<tokenId>`. */
export interface NftTokenTable extends Keyed {
  collection: string
  token_id: Amount
  /** The wallet that really owns it: the seller while the market escrows it, the user while it is a profile's avatar. */
  owner: string
  /** 'For Sale' | 'Profile Pic' | 'In Wallet' (spec §3, §4). */
  location: string
  /** The zero address when not on sale. */
  current_seller: string
  metadata_url: string | null
  token_uid: string | null
  name: string | null
  description: string | null
  image: string | null
  attributes: ColumnType<Json | null, Json | null | undefined, Json | null>
  /** A numeric 'otherId' (or 'bunnyId') attribute of the metadata; see docs/decisions.md. */
  other_id: NullableAmount
  is_tradable: boolean
  current_ask_price: Amount
  latest_traded_price_in_eth: Amount
  trade_volume_eth: Amount
  total_trades: Count
  created_at: Count
  updated_at: Count
}

export interface NftAskOrderTable extends NftEventColumns {
  /** The token row's id. */
  nft: string
  /** 'New' | 'Modify' | 'Cancel'. */
  order_type: string
  seller: string
  ask_price: Amount
}

/** A sale: from an ask (kind 'Ask') or a creator's signed order (kind 'LazyOrder'). */
export interface NftTransactionTable extends NftEventColumns {
  nft: string
  token_id: Amount
  kind: string
  buyer: string
  seller: string
  /** Null when the buyer named none (the referrer fee then went to the treasury). */
  referrer: string | null
  with_bnb: boolean
  ask_price: Amount
  net_price: Amount
  treasure_fee: Amount
  ghost_pot_fee: Amount
  creator_fee: Amount
  referer_fee: Amount
}

/** A creator's signed order once it is settled; id is its EIP-712 hash. */
export interface NftLazyOrderTable extends NftEventColumns {
  /** 'Executed' | 'Cancelled'. */
  status: string
  token_uid: string
  creator: string
  /** Null for a cancelled order (no token, no buyer, no price). */
  nft: string | null
  token_id: NullableAmount
  buyer: string | null
  referrer: string | null
  with_bnb: boolean | null
  price: Amount
  net_price: Amount
  treasure_fee: Amount
  ghost_pot_fee: Amount
  creator_fee: Amount
  referer_fee: Amount
}

/** A market user (seller or buyer); id is the address. */
export interface NftUserTable extends Keyed {
  number_tokens_listed: Count
  number_tokens_purchased: Count
  number_tokens_sold: Count
  total_volume_in_eth_tokens_purchased: Amount
  total_volume_in_eth_tokens_sold: Amount
  /** Volume / count, floored to the wei; 0 before the first one. */
  average_token_price_in_eth_purchased: Amount
  average_token_price_in_eth_sold: Amount
}

/** id `<collection>-<dayId>`. */
export interface NftCollectionDayDataTable extends Keyed {
  collection: string
  date: Count
  daily_volume_eth: Amount
  daily_trades: Count
}

/** id `<dayId>`. */
export interface NftMarketDayDataTable extends Keyed {
  date: Count
  daily_volume_eth: Amount
  daily_trades: Count
  new_listings: Count
}

/** A profile; id is the user's address. */
export interface ProfileUserTable extends Keyed {
  user_id: Count
  /** The team's id. */
  team: string
  /** The avatar's collection and token (kept while paused: the last avatar). */
  collection: string
  token_id: Amount
  /** The avatar's token row id, null while the profile is paused. */
  nft: string | null
  is_active: boolean
  points: Count
  created_at: Count
  updated_at: Count
}

/** A team; id is the team id. */
export interface ProfileTeamTable extends Keyed {
  name: string
  description: string
  is_joinable: boolean
  points: Count
  /** Active profiles in the team. */
  number_users: Count
}

/** A SIWE nonce handed out and not used yet. */
export interface AuthNonceTable {
  nonce: string
  expires_at: ColumnType<Date, Date | string, Date | string>
}

/** A signed-in wallet; id is the SHA-256 (hex) of its bearer token. */
export interface AuthSessionTable {
  id: string
  /** Lowercase. */
  address: string
  created_at: Timestamp
  expires_at: ColumnType<Date, Date | string, Date | string>
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** A wallet's username (profile service); address lowercase, the name unique ignoring case. */
export interface ProfileUsernameTable {
  address: string
  username: string
  created_at: Timestamp
  updated_at: Timestamp
}

/** A collection's off-chain page, written by its on-chain owner. */
export interface MarketCollectionTable {
  chain_id: number
  address: string
  owner: string
  name: string
  description: ColumnType<string, string | undefined, string>
  /** CIDs of uploaded images. */
  avatar: string | null
  banner: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

/**
 * An NFT described through datapost (or by its first order), keyed by its collection and token
 * UID (bytes32 hex): a UID names a token within one collection.
 */
export interface MarketTokenTable {
  chain_id: number
  token_uid: string
  collection: string
  token_id: NullableAmount
  creator: string
  name: string
  description: ColumnType<string, string | undefined, string>
  /** [{ traitType, value, displayType }]. */
  attributes: ColumnType<Json, Json, Json>
  image_cid: string
  thumbnail_cid: string
  filetype: string
  metadata_cid: string
  created_at: Timestamp
  updated_at: Timestamp
}

/** A creator's signed lazy order; hash is its EIP-712 digest. */
export interface MarketOrderTable {
  chain_id: number
  hash: string
  token_uid: string
  collection: string
  creator: string
  price: Amount
  uri: string
  expiry: Int8
  nonce: Amount
  v: number
  r: string
  s: string
  /** 'open' | 'cancelled' (executed and on-chain cancels are the index's nft_lazy_order). */
  status: string
  created_at: Timestamp
  updated_at: Timestamp
}

export interface MarketTemplateTable {
  id: string
  chain_id: number
  author: string
  name: string
  data: ColumnType<Json, Json, Json>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface MarketIntroductionTable {
  id: string
  chain_id: number
  collection: string
  token_id: Amount
  author: string
  content: string
  created_at: Timestamp
}

/** An uploaded image and its thumbnail, both in the file store. */
export interface MarketUploadTable {
  cid: string
  product: string
  filetype: string
  thumbnail_cid: string
  width: number
  height: number
  uploader: string
  created_at: Timestamp
}

/** Where a reward or squad event happened; id is `<transactionHash>-<logIndex>`. */
interface LocatedEventColumns extends Keyed {
  transaction_hash: string
  block_number: Count
  log_index: number
  timestamp: Count
}

/** A reward programme (migration 0007_rewards); id is its address. */
export interface RewardProgrammeTable extends Keyed {
  /** 'ghostPot' | 'sharePot' | 'feeManager'. */
  kind: string
  name: string
  /** Sets levels alongside the owner (spec §6). */
  admin: string
  /** A share pot's collection; null for the others. */
  collection: string | null
  total_level: Amount
  /** Wei ever deposited, and ever harvested. */
  total_deposited: Amount
  total_harvested: Amount
  /** A fee manager's admin fees paid to the factory's recipient (0 for the others). */
  admin_fees: Amount
  /** Holders with a level above 0. */
  holders: Count
  /** Its index in its factory (0 for the ghost pot). */
  factory_index: Count
  created_at: Count
  updated_at: Count
}

/** A holder's level in a programme; id is `<programme>-<user>`. */
export interface RewardLevelTable extends Keyed {
  programme: string
  user: string
  level: Amount
  updated_at: Count
}

/** A deposit, harvest or level change of a programme. */
export interface RewardEventTable extends LocatedEventColumns {
  /** 'deposit' | 'harvest' | 'level'. */
  kind: string
  programme: string
  programme_kind: string
  /** The holder (harvest, level) or the depositor (deposit). */
  user: string | null
  amount: NullableAmount
  previous_level: NullableAmount
  new_level: NullableAmount
  total_level: NullableAmount
  /** Harvests: paid in WBNB because the address refused BNB. */
  in_wbnb: boolean | null
}

/** The fee manager factory; id is its address. */
export interface RewardFeeFactoryTable extends Keyed {
  /** Admin fee in basis points. */
  fee: Count
  fee_recipient: string | null
  total_admin_fees: Amount
  total_shared: Amount
  manager_count: Count
  updated_at: Count
}

/** A squad sale event: a purchase, a claim, or presale tickets the snapshot granted. */
export interface SquadEventTable extends LocatedEventColumns {
  /** 'purchase' | 'claim' | 'presaleTickets'. */
  kind: string
  user: string
  /** Tickets bought, claimed, or granted. */
  count: Count
  cake_burned: NullableAmount
  presale: boolean | null
  first_token_id: NullableAmount
  snapshot_block: NullableAmount
}

/** The squad sale's totals; id is the sale contract's address. */
export interface SquadSaleTable extends Keyed {
  tickets_sold: Count
  presale_sold: Count
  claimed: Count
  /** Wallets that bought at least one ticket. */
  buyers: Count
  /** Sale tokens revealed (GhostSquad's TokenReveal). */
  revealed: Count
  cake_burned: Amount
  updated_at: Count
}

/** A wallet's part in the squad sale; id is its address. */
export interface SquadUserTable extends Keyed {
  tickets_bought: Count
  presale_bought: Count
  claimed: Count
  /** The presale allowance the snapshot set. */
  presale_tickets: Count
  updated_at: Count
}

/** Every table the server owns, by table name. New migrations add their table here. */
export interface Database {
  chain_checkpoint: ChainCheckpointTable
  indexer_block: IndexerBlockTable
  indexer_child: IndexerChildTable
  indexer_journal: IndexerJournalTable
  dex_factory: DexFactoryTable
  dex_bundle: DexBundleTable
  dex_token: DexTokenTable
  dex_pair: DexPairTable
  dex_swap: DexSwapTable
  dex_mint: DexMintTable
  dex_burn: DexBurnTable
  dex_pair_day_data: DexPairDayDataTable
  dex_pair_hour_data: DexPairHourDataTable
  dex_token_day_data: DexTokenDayDataTable
  dex_token_hour_data: DexTokenHourDataTable
  dex_day_data: DexDayDataTable
  nft_collection: NftCollectionTable
  nft_token: NftTokenTable
  nft_ask_order: NftAskOrderTable
  nft_transaction: NftTransactionTable
  nft_lazy_order: NftLazyOrderTable
  nft_user: NftUserTable
  nft_collection_day_data: NftCollectionDayDataTable
  nft_market_day_data: NftMarketDayDataTable
  profile_user: ProfileUserTable
  profile_team: ProfileTeamTable
  reward_programme: RewardProgrammeTable
  reward_level: RewardLevelTable
  reward_event: RewardEventTable
  reward_fee_factory: RewardFeeFactoryTable
  squad_event: SquadEventTable
  squad_sale: SquadSaleTable
  squad_user: SquadUserTable
  auth_nonce: AuthNonceTable
  auth_session: AuthSessionTable
  profile_username: ProfileUsernameTable
  market_collection: MarketCollectionTable
  market_token: MarketTokenTable
  market_order: MarketOrderTable
  market_template: MarketTemplateTable
  market_introduction: MarketIntroductionTable
  market_upload: MarketUploadTable
}

export type ChainCheckpoint = Selectable<ChainCheckpointTable>
export type NewChainCheckpoint = Insertable<ChainCheckpointTable>
export type ChainCheckpointUpdate = Updateable<ChainCheckpointTable>
