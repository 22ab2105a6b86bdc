import type { Amount, Count, Keyed, LocatedEventColumns, NullableAmount } from '../db/columns'

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

/** The Ghost Squad sale's index. */
export interface SquadTables {
  squad_event: SquadEventTable
  squad_sale: SquadSaleTable
  squad_user: SquadUserTable
}
