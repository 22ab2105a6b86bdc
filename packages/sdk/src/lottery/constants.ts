// The lottery's fixed numbers, as GhostLottery.sol declares them (spec §9 'Lottery').

/** The bulk discount's divisor: n tickets cost `price * n * (2001 - n) / 2000`. */
export const LOTTERY_DISCOUNT_DIVISOR = 2000n

/** Tickets per purchase and per claim transaction (`MAX_TICKETS_PER_TRANSACTION`). */
export const LOTTERY_MAX_TICKETS = 100

/** A ticket costs this many US dollars in CAKE, priced when the round opens. */
export const LOTTERY_TICKET_PRICE_USD = 5

/** Brackets 1..6: bracket k pays the tickets whose first k digits match the winning number. */
export const LOTTERY_BRACKETS = 6

/** Ticket numbers are 0..999,999 (`NUMBER_LIMIT`), shown as six digits. */
export const LOTTERY_NUMBER_LIMIT = 1_000_000

/** Shares and the treasury fee are in basis points of this. */
export const LOTTERY_BASIS_POINTS = 10_000

/** The operator's default prize split in basis points, bracket 1 first (sums to 10,000). */
export const LOTTERY_DEFAULT_BREAKDOWN = [250, 375, 625, 1250, 2500, 5000] as const
