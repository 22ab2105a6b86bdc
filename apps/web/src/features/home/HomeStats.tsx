import { Link } from 'react-router'
import { FormattedNumber } from '../../components/FormattedNumber'
import { Card, Stat, StatList } from '../../components/layout'
import { useTranslation } from '../../i18n'
import type { UseHomeFiguresReturnType } from './useHomeFigures'

/** The protocol in three figures; the index's two say 'Error fetching data' when the API fails. */
export function HomeStats({ figures }: { figures: UseHomeFiguresReturnType }) {
  const { t } = useTranslation()
  const { index, indexError, topFarm, farmsLoading } = figures
  const indexFigure = (value: 'tvlUsd' | 'volume24hUsd', label: string) => (
    <output aria-label={label}>
      {index ? (
        <>
          $<FormattedNumber value={index[value]} kind="usd0" />
        </>
      ) : indexError ? (
        '-'
      ) : (
        '…'
      )}
    </output>
  )
  return (
    <Card labelledBy="home-stats">
      <h2 id="home-stats">{t('Ghost in numbers')}</h2>
      <StatList className="home-stats">
        <Stat
          label={t('Total value locked')}
          value={indexFigure('tvlUsd', t('Total value locked'))}
        />
        <Stat label={t('Volume 24H')} value={indexFigure('volume24hUsd', t('Volume 24H'))} />
        <Stat
          label={t('Top farm APR')}
          value={
            <output aria-label={t('Top farm APR')}>
              {topFarm ? (
                <>
                  <FormattedNumber value={topFarm.apr} kind="apr" />{' '}
                  <Link to="/farms">{topFarm.lpSymbol}</Link>
                </>
              ) : farmsLoading ? (
                '…'
              ) : (
                '-'
              )}
            </output>
          }
        />
      </StatList>
      {indexError ? (
        <p className="home-error" role="alert">
          {t('Error fetching data')}
        </p>
      ) : null}
    </Card>
  )
}
