/**
 * One item in a grid: thumbnail, name, collection, and its price when it is for sale, else where
 * it is (spec §4 location). The whole card is one link to the item page.
 */
import { type ApiToken, getNftLocation, type NftLocation } from '@ghost/sdk'
import { Link } from 'react-router'
import { msg, useTranslation } from '../../../i18n'
import { NftImage } from './NftImage'
import { NftPrice } from './NftPrice'
import { nftItemPath, tokenPriceWei } from './nftLinks'
import './nfts.css'

export const LOCATION_LABELS: Record<NftLocation, string> = {
  'For Sale': msg('For Sale'),
  'Profile Pic': msg('Profile Pic'),
  'In Wallet': msg('In Wallet'),
}

export type NftCardProps = {
  token: ApiToken
  /** The location to show instead of the price (the user's own NFTs, which know Profile Pic). */
  location?: NftLocation | undefined
  /** Load the image at once (the first row of a page). */
  eager?: boolean | undefined
}

export function NftCard({ token, location, eager }: NftCardProps) {
  const { t } = useTranslation()
  const price = tokenPriceWei(token)
  // the caller's (the owner list knows the profile picture), else the index's, else spec §4's rule
  const shown =
    location ??
    token.location ??
    getNftLocation({ askPrice: token.currentAskPrice, onOrder: token.onOrder })
  const name = token.name || (token.tokenId ? `#${token.tokenId}` : t('Unnamed NFT'))
  return (
    <article className="nft-card">
      <Link className="nft-card-link" to={nftItemPath(token)}>
        <NftImage src={token.image.thumbnail ?? token.image.original} alt={name} eager={eager} />
        <span className="nft-card-body">
          <span className="nft-card-collection">{token.collection.name}</span>
          <span className="nft-card-name">{name}</span>
          <span className="nft-card-footer">
            {price !== null && (location === undefined || location === 'For Sale') ? (
              <NftPrice wei={price} />
            ) : (
              <span className="nft-location">{t(LOCATION_LABELS[shown])}</span>
            )}
          </span>
        </span>
      </Link>
    </article>
  )
}
