import { BIPS_BASE } from '../constants/amm'

/** Fee rates of one NFT sale, in basis points (10,000 = 100%). */
export type NftFeeRates = {
  /** The platform fee (spec §9: 2%), the market's `tradingFee`. */
  tradingFee: bigint
  /** The market's `ghostPotFee`. */
  ghostPotFee: bigint
  /** The collection's royalty. */
  creatorFee: bigint
  /** The collection's referrer fee (paid to the treasury when the buyer names no referrer). */
  refererFee: bigint
}

/** A price split as the market's `calculatePriceAndFeesForCollection` and `Trade` report it. */
export type NftFeeBreakdown = {
  netPrice: bigint
  treasureFee: bigint
  ghostPotFee: bigint
  creatorFee: bigint
  refererFee: bigint
}

/** The market's defaults (GhostMarket's constructor) and the highest rates it accepts. */
export const NFT_FEE_DEFAULTS = {
  tradingFee: 200n,
  ghostPotFee: 50n,
  maxTradingFee: 1_000n,
  maxGhostPotFee: 500n,
  maxCreatorFee: 1_000n,
  maxRefererFee: 500n,
  /** Ask price limits in wei: 0.001 BNB to 10,000 BNB. */
  minimumAskPrice: 10n ** 15n,
  maximumAskPrice: 10n ** 22n,
} as const

/**
 * Splits an NFT price (wei) exactly as the contracts do (`NFTFees.split`): each fee is
 * `price * rate / 10,000` rounded down and the seller gets the rest, so the parts add up to the
 * price to the wei. Throws on a negative price or a rate outside the market's caps.
 */
export function calculateNftFees(price: bigint, rates: NftFeeRates): NftFeeBreakdown {
  if (price < 0n) throw new RangeError('NFT price must not be negative')
  const caps: Record<keyof NftFeeRates, bigint> = {
    tradingFee: NFT_FEE_DEFAULTS.maxTradingFee,
    ghostPotFee: NFT_FEE_DEFAULTS.maxGhostPotFee,
    creatorFee: NFT_FEE_DEFAULTS.maxCreatorFee,
    refererFee: NFT_FEE_DEFAULTS.maxRefererFee,
  }
  for (const [name, cap] of Object.entries(caps) as [keyof NftFeeRates, bigint][]) {
    const rate = rates[name]
    if (rate < 0n || rate > cap) throw new RangeError(`${name} must be between 0 and ${cap} bps`)
  }
  const part = (rate: bigint) => (price * rate) / BIPS_BASE
  const treasureFee = part(rates.tradingFee)
  const ghostPotFee = part(rates.ghostPotFee)
  const creatorFee = part(rates.creatorFee)
  const refererFee = part(rates.refererFee)
  return {
    netPrice: price - treasureFee - ghostPotFee - creatorFee - refererFee,
    treasureFee,
    ghostPotFee,
    creatorFee,
    refererFee,
  }
}
