import type { ColumnType } from 'kysely'
import type { Amount, Count, Keyed, LocatedEventColumns, NullableAmount } from '../db/columns'

/**
 * Six values, one per bracket (index k - 1 = bracket k), in jsonb as nft_token.attributes keeps
 * its list: basis points and ticket counts as numbers, CAKE amounts as decimal wei strings.
 */
export type BracketColumn<value extends number | string> = ColumnType<value[], value[], value[]>
export type NullableBracketColumn<value extends number | string> = ColumnType<
  value[] | null,
  value[] | null | undefined,
  value[] | null
>

/** The manifest's GhostLottery and its settings (migration 0009_lottery); id is its address. */
export interface LotteryContractTable extends Keyed {
  /** The last round opened (0 before the first). */
  current_lottery_id: Amount
  /** Seconds a drawn round stays claimable (the contract's default until ClaimWindowSet). */
  claim_window: Count
  operator: string | null
  treasury: string | null
  injector: string | null
  min_price_ticket_in_cake: NullableAmount
  max_price_ticket_in_cake: NullableAmount
  vrf_subscription_id: NullableAmount
  vrf_key_hash: string | null
  /** CAKE that opens the next round: rollovers and recycled prizes not yet carried over. */
  pending_injection: Amount
  updated_at: Count
}

/** A round; id is its lottery id in decimal. */
export interface LotteryRoundTable extends Keyed {
  lottery_id: Amount
  /** 'open' | 'close' | 'claimable'. */
  status: string
  start_time: Count
  end_time: Count
  price_ticket_in_cake: Amount
  /** The pot: carried_over + injected + ticket_revenue. */
  amount_collected: Amount
  /** Rollovers and recycled prizes of earlier rounds that opened this pot. */
  carried_over: Amount
  injected: Amount
  ticket_revenue: Amount
  tickets_sold: Count
  /** Distinct buyers. */
  players: Count
  /** Basis points of the ticket revenue. */
  treasury_fee: Count
  rewards_breakdown: BracketColumn<number>
  closed_at: NullableAmount
  request_id: NullableAmount
  /** Known from the coordinator's answer (before the winners are counted). */
  final_number: NullableAmount
  tickets_counted: Count
  winners_per_bracket: NullableBracketColumn<number>
  cake_per_bracket: NullableBracketColumn<string>
  treasury_amount: NullableAmount
  /** Sum of prize x winners over the brackets. */
  prizes_reserved: NullableAmount
  rolled_over: NullableAmount
  drawn_at: NullableAmount
  claim_deadline: NullableAmount
  prizes_claimed: Amount
  tickets_claimed: Count
  /** Prizes left unclaimed at the deadline and moved on (null until then). */
  recycled: NullableAmount
  updated_at: Count
}

/** One ticket; id is `<lotteryId>-<ticketId>` (ticket id = purchaseId * 100 + index). */
export interface LotteryTicketTable extends Keyed {
  lottery_id: Amount
  ticket_id: Amount
  purchase_id: Amount
  owner: string
  /** 0..999999, shown as six digits. */
  number: Count
  claimed: boolean
  block_number: Count
  timestamp: Count
  transaction_hash: string
}

/** A wallet's part in one round; id is `<lotteryId>-<user>`. */
export interface LotteryUserRoundTable extends Keyed {
  lottery_id: Amount
  user: string
  tickets: Count
  cake_spent: Amount
  /** CAKE the wallet claimed in this round. */
  claimed: Amount
  tickets_claimed: Count
  updated_at: Count
}

/** A wallet's lottery totals; id is its address. */
export interface LotteryUserTable extends Keyed {
  /** Rounds with at least one ticket. */
  rounds: Count
  tickets: Count
  cake_spent: Amount
  claimed: Amount
  tickets_claimed: Count
  updated_at: Count
}

/** A step of a round: open, purchase, injection, close, randomness, draw, claim, recycle. */
export interface LotteryEventTable extends LocatedEventColumns {
  kind: string
  lottery_id: Amount
  /** Buyer, injector or claimer. */
  user: string | null
  /** CAKE: carried over (open), cost, injected, prizes set aside (draw), claimed, recycled. */
  amount: NullableAmount
  /** Tickets bought, sold (close), winning (draw) or claimed. */
  count: NullableAmount
  request_id: NullableAmount
  final_number: NullableAmount
}

/** The lottery's index. */
export interface LotteryTables {
  lottery_contract: LotteryContractTable
  lottery_round: LotteryRoundTable
  lottery_ticket: LotteryTicketTable
  lottery_user_round: LotteryUserRoundTable
  lottery_user: LotteryUserTable
  lottery_event: LotteryEventTable
}
