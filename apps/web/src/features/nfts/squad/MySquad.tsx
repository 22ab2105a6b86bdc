/**
 * The connected wallet's Ghost Squad NFTs, from the NFT index (their images: the unrevealed art
 * until the reveal, then each ghost's own), with the usual NFT cards linking to the item pages.
 */
import type { Address } from 'viem'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { NftCard } from '../components/NftCard'
import { useUserNfts } from '../data/hooks'
import type { SquadSaleRead } from './useSquadSale'

export function MySquad({ sale, account }: { sale: SquadSaleRead; account: Address }) {
  const { t } = useTranslation()
  const { data, isLoading } = useUserNfts(account)
  const squad = sale.squad.toLowerCase()
  const ghosts = (data ?? []).filter((nft) => nft.token.collection.address.toLowerCase() === squad)
  return (
    <Card className="squad-mine" labelledBy="squad-mine-heading" busy={isLoading}>
      <h2 id="squad-mine-heading">{t('Your squad')}</h2>
      {isLoading ? (
        <p>{t('Loading…')}</p>
      ) : ghosts.length === 0 ? (
        <p className="squad-muted">{t('No Ghost Squad NFTs in this wallet yet.')}</p>
      ) : (
        <>
          {sale.revealedCount === 0n ? (
            <p className="squad-muted">{t('Your ghosts are revealed after the sale.')}</p>
          ) : null}
          <ul className="nft-grid squad-grid" aria-label={t('Your squad')}>
            {ghosts.map(({ token, location }) => (
              <li key={`${token.collection.address}-${token.tokenId}`}>
                <NftCard token={token} location={location} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  )
}
