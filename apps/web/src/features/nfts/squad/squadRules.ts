/**
 * The squad sale's pure rules (spec §9): which phase the page shows, when the next one starts,
 * the countdown's parts, and whether a ticket count can be bought. The contract decides the same
 * things on chain; the page only explains them before the user pays for a refused transaction.
 */
import { msg } from '../../../i18n/msg'

/** `IGhostSquadSale.Phase` as the contract numbers it. */
export const SALE_PHASES = ['pending', 'presale', 'publicSale', 'claim'] as const
export type SalePhase = (typeof SALE_PHASES)[number]
/** What the page shows: the contract's phase, and 'revealed' once the owner revealed any token. */
export type SquadPhase = SalePhase | 'revealed'

export const MAX_PRESALE = 490
export const MAX_PER_WALLET_PUBLIC = 10

export type SaleTimes = { presaleStart: bigint; publicSaleStart: bigint; saleEnd: bigint }

/** The phase from the contract's `phase()` (0–3) and `revealedCount()`; undefined for an unknown value. */
export function getSquadPhase(phase: number, revealedCount: bigint): SquadPhase | undefined {
  const sale = SALE_PHASES[phase]
  if (!sale) return undefined
  return sale === 'claim' && revealedCount > 0n ? 'revealed' : sale
}

/** When the phase after `phase` starts (unix seconds); undefined from the claim on. */
export function getNextPhaseAt(phase: SquadPhase, times: SaleTimes): bigint | undefined {
  if (phase === 'pending') return times.presaleStart
  if (phase === 'presale') return times.publicSaleStart
  if (phase === 'publicSale') return times.saleEnd
  return undefined
}

export type PurchaseInput = {
  phase: SquadPhase
  /** The count field's text. */
  countText: string
  hasActiveProfile: boolean
  /** Presale tickets the user may still buy. */
  presaleAllowance: bigint
  /** Tickets the user bought in the public sale. */
  publicBought: bigint
  presaleSold: bigint
  ticketsSold: bigint
  maxTickets: bigint
  price: bigint
  cakeBalance: bigint
}

/** A message key with its values, translated by the screen. */
export type RuleMessage = { key: string; values?: Record<string, string | number> }

export type PurchaseState =
  | { status: 'closed'; message: RuleMessage }
  | { status: 'noProfile' }
  | { status: 'invalid'; message: RuleMessage; limit: bigint }
  | { status: 'ready'; count: bigint; cost: bigint; limit: bigint }

/**
 * Whether the typed count can be bought: a whole number from 1 to the user's limit (the presale
 * allowance, or 10 minus what the wallet bought in the public sale, and what is left of the
 * sale), paid from the CAKE balance. A count above the limit names the limit.
 */
export function getPurchaseState(input: PurchaseInput): PurchaseState {
  const presale = input.phase === 'presale'
  if (!presale && input.phase !== 'publicSale') {
    return { status: 'closed', message: { key: msg('Tickets are not on sale now') } }
  }
  if (!input.hasActiveProfile) return { status: 'noProfile' }
  const supplyLeft =
    input.maxTickets > input.ticketsSold ? input.maxTickets - input.ticketsSold : 0n
  const presaleLeft =
    BigInt(MAX_PRESALE) > input.presaleSold ? BigInt(MAX_PRESALE) - input.presaleSold : 0n
  const walletLeft = presale
    ? input.presaleAllowance
    : input.publicBought < BigInt(MAX_PER_WALLET_PUBLIC)
      ? BigInt(MAX_PER_WALLET_PUBLIC) - input.publicBought
      : 0n
  const saleLeft = presale ? min(supplyLeft, presaleLeft) : supplyLeft
  const limit = min(walletLeft, saleLeft)
  if (saleLeft === 0n) {
    return { status: 'closed', message: { key: msg('All tickets of this sale are sold') } }
  }
  if (walletLeft === 0n) {
    return presale
      ? { status: 'closed', message: { key: msg('You have no presale tickets') } }
      : {
          status: 'closed',
          message: {
            key: msg('You bought the most tickets a wallet can buy in the public sale (%max%)'),
            values: { max: MAX_PER_WALLET_PUBLIC },
          },
        }
  }
  const text = input.countText.trim()
  if (text === '')
    return { status: 'invalid', message: { key: msg('Enter a number of tickets') }, limit }
  if (!/^\d+$/.test(text)) {
    return { status: 'invalid', message: { key: msg('Enter a whole number of tickets') }, limit }
  }
  const count = BigInt(text)
  if (count < 1n) {
    return { status: 'invalid', message: { key: msg('Buy at least 1 ticket') }, limit }
  }
  if (count > limit) {
    let message: RuleMessage
    if (count > walletLeft && presale) {
      message = {
        key: msg('You can buy at most %limit% presale tickets'),
        values: { limit: walletLeft.toString() },
      }
    } else if (count > walletLeft) {
      message = {
        key: msg('A wallet can buy at most %max% tickets in the public sale: %limit% left for you'),
        values: { max: MAX_PER_WALLET_PUBLIC, limit: walletLeft.toString() },
      }
    } else {
      message = {
        key: msg('Only %limit% tickets are left'),
        values: { limit: saleLeft.toString() },
      }
    }
    return { status: 'invalid', message, limit }
  }
  const cost = count * input.price
  if (cost > input.cakeBalance) {
    return { status: 'invalid', message: { key: msg('Insufficient CAKE balance') }, limit }
  }
  return { status: 'ready', count, cost, limit }
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}
