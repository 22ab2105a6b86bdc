/**
 * What a pool page and a token page share: the route's address checked before anything is asked
 * of the API (a malformed one is not found, never a crash), and the heading with its watchlist
 * star and the links to add liquidity and trade.
 */
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { isAddress } from '../../../api/info/queries'
import { useInfoPageTitle } from '../../../app/pageMetaOverride'
import { useTranslation } from '../../../i18n'
import { InfoNotFound } from './InfoNotFound'
import { InfoShell } from './InfoShell'
import { WatchlistStar } from './WatchlistStar'

type Kind = 'pool' | 'token'

export function InfoDetailPage({
  kind,
  title,
  content,
}: {
  kind: Kind
  title: string
  content: (address: `0x${string}`) => ReactNode
}) {
  const { address } = useParams()
  return (
    <InfoShell title={title}>
      {isAddress(address) ? (
        content(address.toLowerCase() as `0x${string}`)
      ) : (
        <InfoNotFound kind={kind} />
      )}
    </InfoShell>
  )
}

export function InfoDetailHead({
  kind,
  id,
  name,
  heading,
  addTo,
  tradeTo,
}: {
  kind: Kind
  id: string
  /** What the star names: 'Add GHOST to watchlist'. */
  name: string
  heading: ReactNode
  addTo: string
  tradeTo: string
}) {
  const { t } = useTranslation()
  // the tab names what the page shows: 'GHOST | Ghost Info & Analytics', not 'Token'
  useInfoPageTitle(name)
  return (
    <div className="info-detail-head">
      <h2>{heading}</h2>
      <WatchlistStar kind={kind} id={id} name={name} />
      <div className="info-detail-links">
        <Link className="button" to={addTo}>
          {t('Add Liquidity')}
        </Link>
        <Link className="button" to={tradeTo}>
          {t('Trade')}
        </Link>
      </div>
    </div>
  )
}
