/**
 * The pure rules of the NFT trade panel (spec §4 market state, §5 NFT validation, §6 permissions,
 * §8 texts): who sees what, how to pay, whether a price or a transfer address is acceptable.
 * Everything here is synchronous and tested in tradeRules.test.ts.
 */
import type { NftFeeBreakdown, NftLocation } from '@ghost/sdk'
import { type Address, isAddress, isAddressEqual, zeroAddress } from 'viem'
import { msg } from '../../../i18n'

export const TRADE_TEXTS = {
  insufficientBalance: msg('Insufficient Balance'),
  notEnough: msg('Not enough %symbol% to purchase this NFT'),
  enterAmount: msg('Enter an amount'),
  priceRange: msg('Allowed price range is between %minPrice% and %maxPrice% WBNB'),
  invalidAddress: msg('Please enter a valid wallet address'),
  notBscAddress: msg("That's not a Binance Smart Chain wallet address."),
  ownAddress: msg('This address is the one that is currently connected'),
  transferFailed: msg('Unable to transfer NFT'),
  profilePic: msg(
    'This NFT is your profile picture. Change your profile picture (or pause your profile) before you sell or transfer it.',
  ),
  notListable: msg('This collection does not allow this NFT to be listed.'),
  feesRoseBuyer: msg(
    'The fees rose after this NFT was listed, so it cannot be bought until the seller confirms the price again.',
  ),
  feesRoseSeller: msg(
    'The fees rose after you listed: nobody can buy this NFT until you adjust its price, which accepts today’s fees.',
  ),
} as const

/**
 * Whether a buy of the ask would revert FEES_RAISED: the market protects the seller's net from
 * the listing, and today's fees would pay less. Unknown reads are not a rise.
 */
export function feesRoseSinceListing(
  netToday: bigint | undefined,
  listedNet: bigint | undefined,
): boolean {
  return netToday !== undefined && listedNet !== undefined && netToday < listedNet
}

/** What the panel offers the person looking at it. */
export type TradeRole =
  /** No wallet: the price (if any) and a note to connect. */
  | 'guest'
  /** Someone else's ask (or a lazy order): buy. */
  | 'buyer'
  /** The seller of the open ask: adjust the price or remove it. */
  | 'seller'
  /** The owner with the NFT in the wallet: sell or transfer. */
  | 'owner'
  /** The owner's profile picture (held by the profile contract): nothing to trade. */
  | 'profilePic'
  /** The creator of an open lazy order: nothing to buy from themselves. */
  | 'creator'
  /** Not for sale and not theirs: nothing to do. */
  | 'viewer'

export type TradeRoleParameters = {
  account: Address | undefined
  /** The on-chain ask's seller (zero address or undefined when none). */
  askSeller: Address | undefined
  /** The on-chain owner (ownerOf), undefined while unknown or not minted. */
  chainOwner: Address | undefined
  /** The API's owner (the seller while escrowed, the profile owner for an avatar). */
  apiOwner: string | null
  location: NftLocation | null
  /** The creator of an open lazy order of an unminted token, else undefined. */
  orderCreator: string | undefined
  market: Address | undefined
  profile: Address | undefined
}

export function isSameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return a && b && isAddress(a, { strict: false }) && isAddress(b, { strict: false })
    ? isAddressEqual(a as Address, b as Address)
    : false
}

/**
 * The chain decides when it has answered: an ask's seller, the wallet holding it, the profile
 * contract holding an avatar (then the API's owner says whose). The API fills in while the chain
 * read is loading.
 */
export function getTradeRole(p: TradeRoleParameters): TradeRole {
  const hasAsk = !!p.askSeller && p.askSeller !== zeroAddress
  if (p.orderCreator !== undefined && !hasAsk && !p.chainOwner) {
    if (!p.account) return 'guest'
    return isSameAddress(p.account, p.orderCreator) ? 'creator' : 'buyer'
  }
  if (hasAsk) {
    if (!p.account) return 'guest'
    return isSameAddress(p.account, p.askSeller) ? 'seller' : 'buyer'
  }
  if (!p.account) return 'guest'
  const heldByProfile =
    (p.chainOwner && isSameAddress(p.chainOwner, p.profile)) ||
    (!p.chainOwner && p.location === 'Profile Pic')
  if (heldByProfile) return isSameAddress(p.account, p.apiOwner) ? 'profilePic' : 'viewer'
  if (p.chainOwner && isSameAddress(p.chainOwner, p.market)) {
    // escrowed but the ask read not in yet: the API's seller decides
    return isSameAddress(p.account, p.apiOwner) ? 'seller' : 'buyer'
  }
  const owner = p.chainOwner ?? p.apiOwner
  return isSameAddress(p.account, owner) ? 'owner' : 'viewer'
}

export type PaymentMethod = 'BNB' | 'WBNB'

export type BuyState = {
  /** Method chosen when the user has not picked one: BNB, or WBNB when only WBNB covers it. */
  defaultMethod: PaymentMethod
  /** The error of the chosen method, undefined when it can pay. */
  error: (typeof TRADE_TEXTS)['insufficientBalance' | 'notEnough'] | undefined
  /** The symbol for `notEnough`. */
  symbol: PaymentMethod
  /** True when BNB is short and WBNB covers the price (the panel says so). */
  offerWbnb: boolean
}

/**
 * How a buyer can pay `price`: 'Insufficient Balance' when neither balance covers it, 'Not enough
 * %symbol% to purchase this NFT' when the chosen one does not but the other does. Balances still
 * loading never block (the wallet checks anyway).
 */
export function getBuyState({
  price,
  bnbBalance,
  wbnbBalance,
  method,
}: {
  price: bigint
  bnbBalance: bigint | undefined
  wbnbBalance: bigint | undefined
  /** The user's choice, undefined for the default. */
  method: PaymentMethod | undefined
}): BuyState {
  const bnbOk = bnbBalance === undefined || bnbBalance >= price
  const wbnbOk = wbnbBalance !== undefined && wbnbBalance >= price
  const defaultMethod: PaymentMethod = !bnbOk && wbnbOk ? 'WBNB' : 'BNB'
  const chosen = method ?? defaultMethod
  const offerWbnb = !bnbOk && wbnbOk
  const chosenOk = chosen === 'BNB' ? bnbOk : wbnbBalance === undefined || wbnbOk
  let error: BuyState['error']
  if (!chosenOk) {
    const otherOk = chosen === 'BNB' ? wbnbOk : bnbOk
    error = otherOk ? TRADE_TEXTS.notEnough : TRADE_TEXTS.insufficientBalance
  }
  return { defaultMethod, error, symbol: chosen, offerWbnb }
}

/** Longest price text the input accepts. */
export const PRICE_MAX_LENGTH = 32
const DECIMALS = 18

/** Digits with at most one decimal point (commas read as dots); undefined when not such a text. */
export function normalizePriceInput(text: string): string | undefined {
  const value = text.replace(/,/g, '.')
  if (value.length > PRICE_MAX_LENGTH) return undefined
  return /^\d*\.?\d*$/.test(value) ? value : undefined
}

/** Wei of a typed BNB price; undefined when empty, not a number, zero or finer than a wei. */
export function parsePrice(text: string): bigint | undefined {
  const value = normalizePriceInput(text.trim())
  if (value === undefined || value === '' || value === '.') return undefined
  const [whole = '', fraction = ''] = value.split('.')
  if (fraction.length > DECIMALS) return undefined
  const wei = BigInt(whole || '0') * 10n ** 18n + BigInt(fraction.padEnd(DECIMALS, '0') || '0')
  return wei > 0n ? wei : undefined
}

export type PriceError =
  | { key: (typeof TRADE_TEXTS)['enterAmount'] }
  | { key: (typeof TRADE_TEXTS)['priceRange']; min: bigint; max: bigint }

/** 'Enter an amount' until a price is typed, then the market's range (limits unknown: no check). */
export function getAskPriceError({
  typed,
  min,
  max,
}: {
  typed: string
  min: bigint | undefined
  max: bigint | undefined
}): PriceError | undefined {
  const price = parsePrice(typed)
  if (price === undefined) return { key: TRADE_TEXTS.enterAmount }
  if (min !== undefined && max !== undefined && (price < min || price > max)) {
    return { key: TRADE_TEXTS.priceRange, min, max }
  }
  return undefined
}

/**
 * The transfer address check: nothing said while empty unless the user pressed Transfer ('Please
 * enter a valid wallet address'); a typed text that is not an address, or the zero address, is
 * "That's not a Binance Smart Chain wallet address."; the connected address is refused.
 */
export function getTransferAddressError({
  input,
  account,
  submitted,
}: {
  input: string
  account: Address | undefined
  submitted: boolean
}): (typeof TRADE_TEXTS)['invalidAddress' | 'notBscAddress' | 'ownAddress'] | undefined {
  const value = input.trim()
  if (value === '') return submitted ? TRADE_TEXTS.invalidAddress : undefined
  if (!isAddress(value, { strict: false }) || isAddressEqual(value, zeroAddress)) {
    return TRADE_TEXTS.notBscAddress
  }
  if (account && isAddressEqual(value, account)) return TRADE_TEXTS.ownAddress
  return undefined
}

export type FeeRow = {
  label: ReturnType<typeof msg>
  /** Wei. */
  amount: bigint
  /** The seller's part (shown last, bold). */
  total?: boolean
}

/**
 * The breakdown as the panel lists it: the platform fee is the treasury's part plus the referrer
 * part (no referrer is named, so the treasury gets it), then the ghost pot, the royalty and what
 * the seller receives; the rows add up to the price. A lazily minted sale pays its creator the
 * royalty with the rest (GhostNFTFactory), so there the royalty is part of what the seller gets.
 */
export function getFeeRows(
  breakdown: NftFeeBreakdown,
  receiver: 'seller' | 'you',
  { royaltyToSeller = false }: { royaltyToSeller?: boolean } = {},
): FeeRow[] {
  const receive = {
    label: receiver === 'you' ? msg('You receive') : msg('Seller receives'),
    amount: breakdown.netPrice + (royaltyToSeller ? breakdown.creatorFee : 0n),
    total: true,
  }
  return [
    { label: msg('Platform fee'), amount: breakdown.treasureFee + breakdown.refererFee },
    { label: msg('Ghost pot fee'), amount: breakdown.ghostPotFee },
    ...(royaltyToSeller ? [] : [{ label: msg('Royalty'), amount: breakdown.creatorFee }]),
    receive,
  ]
}
