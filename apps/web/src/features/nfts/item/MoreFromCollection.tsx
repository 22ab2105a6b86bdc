import type { ApiToken } from '@ghost/sdk'
import { useId } from 'react'
import { Link } from 'react-router'
import { Card, Scroller } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { collectionPath, NftCard } from '../components'

/** How many other items the row shows. */
export const MORE_FROM_COLLECTION = 8

export type MoreFromCollectionProps = {
  collection: string
  collectionName: string
  /** The item on the page. */
  exclude: Pick<ApiToken, 'tokenId' | 'tokenUID'>
  tokens: readonly ApiToken[] | undefined
}

/** The item's neighbours: the collection's other items on sale first, then the rest. */
export function pickMoreFromCollection(
  tokens: readonly ApiToken[],
  exclude: Pick<ApiToken, 'tokenId' | 'tokenUID'>,
  count = MORE_FROM_COLLECTION,
): ApiToken[] {
  const others = tokens.filter((token) =>
    exclude.tokenId !== null
      ? token.tokenId !== exclude.tokenId
      : token.tokenUID !== exclude.tokenUID,
  )
  const onSale = others.filter((token) => token.currentAskPrice !== '0' || token.onOrder === 1)
  const rest = others.filter((token) => !onSale.includes(token))
  return [...onSale, ...rest].slice(0, count)
}

/** A row of the collection's other items, and a link to all of them. */
export function MoreFromCollection({
  collection,
  collectionName,
  exclude,
  tokens,
}: MoreFromCollectionProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const shown = tokens ? pickMoreFromCollection(tokens, exclude) : []
  return (
    <Card labelledBy={headingId} busy={tokens === undefined}>
      <h2 id={headingId}>{t('More from this collection')}</h2>
      {tokens === undefined ? (
        <p>{t('Loading…')}</p>
      ) : shown.length === 0 ? (
        <p>{t('No NFTs found')}</p>
      ) : (
        <Scroller>
          <ul className="nft-item-more" aria-label={t('More from this collection')}>
            {shown.map((token) => (
              <li key={token.tokenId ?? token.tokenUID}>
                <NftCard token={token} />
              </li>
            ))}
          </ul>
        </Scroller>
      )}
      <Link to={collectionPath(collection)}>
        {t('View all of %collection%', { collection: collectionName || t('Collection') })}
      </Link>
    </Card>
  )
}
