/**
 * The frame of every Info screen: its title, the Info navigation and search, and the indexed
 * block the figures are as of. Nothing below renders before the indexer has stored a block, so
 * no figure ever shows for a block it has not reached.
 */
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { useInfoMeta } from '../../../api/info/infoQueries'
import { Page } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { InfoSearch } from './InfoSearch'
import { QueryState } from './QueryState'
import '../info.css'

export function InfoShell({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string
  subtitle?: string | undefined
  actions?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  const meta = useInfoMeta()
  const format = useNumberFormat()
  return (
    <Page title={title} subtitle={subtitle} actions={actions}>
      <div className="info-bar">
        <nav className="info-nav" aria-label={t('Info')}>
          <NavLink to="/info" end>
            {t('Overview')}
          </NavLink>
          <NavLink to="/info/pools">{t('Pools')}</NavLink>
          <NavLink to="/info/tokens">{t('Tokens')}</NavLink>
        </nav>
        <InfoSearch />
      </div>
      <QueryState query={meta}>
        {({ block }) =>
          block ? (
            <>
              <p className="info-indexed info-muted">
                {t('Indexed up to block %number%', {
                  number: format.format(BigInt(block.number), { decimals: 0 }),
                })}
              </p>
              {children}
            </>
          ) : (
            <p className="info-muted">{t('The indexer has not reached any block yet.')}</p>
          )
        }
      </QueryState>
    </Page>
  )
}
