import type { NftLocation } from '../nftApi/types'

export type NftLocationFacts = {
  /**
   * The market's current ask in wei (the index's `currentAskPrice`); undefined or null when there
   * is no market data for the token.
   */
  askPrice?: bigint | string | null | undefined
  /** The API's `onOrder`: 1 while an open signed (lazy) order sells it. */
  onOrder?: 0 | 1 | boolean | null | undefined
  /** Whether the token is its owner's profile picture (held by the profile contract). */
  isProfilePic?: boolean | undefined
}

function toWei(value: bigint | string): bigint {
  if (typeof value === 'bigint') return value
  return /^\d+$/.test(value) ? BigInt(value) : 0n
}

/**
 * Spec §4 NFT location: a profile picture is 'Profile Pic'; otherwise 'For Sale' when the market
 * data shows an ask price above 0, or when there is no market data and the server says it is on
 * an order; otherwise 'In Wallet'.
 *
 * @example
 * getNftLocation({ askPrice: '300000000000000000' }) // 'For Sale'
 * getNftLocation({ askPrice: undefined, onOrder: 1 }) // 'For Sale'
 * getNftLocation({ askPrice: '0', onOrder: 1 }) // 'In Wallet' (market data says no ask)
 */
export function getNftLocation({ askPrice, onOrder, isProfilePic }: NftLocationFacts): NftLocation {
  if (isProfilePic) return 'Profile Pic'
  if (askPrice === undefined || askPrice === null) {
    return onOrder === 1 || onOrder === true ? 'For Sale' : 'In Wallet'
  }
  return toWei(askPrice) > 0n ? 'For Sale' : 'In Wallet'
}
