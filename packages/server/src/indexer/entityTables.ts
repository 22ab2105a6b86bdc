import type { EntityTableName } from './types'

// A record, not an array, so that adding a keyed table to `Database` without listing it here is
// a compile error: the deep-reorg reset and the journal's rollback must know every such table.
const ENTITY_TABLE_SET = {
  dex_factory: true,
  dex_bundle: true,
  dex_token: true,
  dex_pair: true,
  dex_swap: true,
  dex_mint: true,
  dex_burn: true,
  dex_pair_day_data: true,
  dex_pair_hour_data: true,
  dex_token_day_data: true,
  dex_token_hour_data: true,
  dex_day_data: true,
  nft_collection: true,
  nft_token: true,
  nft_ask_order: true,
  nft_transaction: true,
  nft_lazy_order: true,
  nft_user: true,
  nft_collection_day_data: true,
  nft_market_day_data: true,
  profile_user: true,
  profile_team: true,
  reward_programme: true,
  reward_level: true,
  reward_event: true,
  reward_fee_factory: true,
  squad_event: true,
  squad_sale: true,
  squad_user: true,
  lottery_contract: true,
  lottery_round: true,
  lottery_ticket: true,
  lottery_user_round: true,
  lottery_user: true,
  lottery_event: true,
  prediction_contract: true,
  prediction_round: true,
  prediction_bet: true,
  prediction_user: true,
  prediction_claim: true,
  prediction_treasury_claim: true,
  ifo_sale: true,
  ifo_pool: true,
  ifo_user: true,
  ifo_user_pool: true,
  ifo_deposit: true,
  ifo_points_award: true,
  competition: true,
  competition_tier: true,
  competition_registration: true,
  farm_auction_bidder: true,
  farm_auction: true,
  farm_auction_bid: true,
  farm_auction_bid_event: true,
} satisfies Record<EntityTableName, true>

/** Every table handlers write through the EntityStore (keyed by chain_id and id). */
export const ENTITY_TABLES = Object.keys(ENTITY_TABLE_SET) as EntityTableName[]

export function isEntityTableName(name: string): name is EntityTableName {
  return Object.hasOwn(ENTITY_TABLE_SET, name)
}
