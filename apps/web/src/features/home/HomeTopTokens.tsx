import { Link } from 'react-router'
import { FormattedNumber } from '../../components/FormattedNumber'
import { Card, List } from '../../components/layout'
import { useTranslation } from '../../i18n'
import type { HomeToken } from './getHomeFigures'
import type { UseHomeFiguresReturnType } from './useHomeFigures'

/** The most traded tokens with their price, each linking to its Info page. */
export function HomeTopTokens({ figures }: { figures: UseHomeFiguresReturnType }) {
  const { t } = useTranslation()
  const { index, indexError } = figures
  return (
    <Card labelledBy="home-top-tokens" className="home-top-tokens">
      <h2 id="home-top-tokens">{t('Top Tokens')}</h2>
      {index ? (
        <List<HomeToken>
          caption={t('Top Tokens')}
          rows={index.topTokens}
          rowKey={(token) => token.id}
          empty={t('No tokens yet')}
          columns={[
            {
              key: 'name',
              header: t('Name'),
              cell: (token) => (
                <Link to={`/info/tokens/${token.id}`}>
                  {token.name} ({token.symbol})
                </Link>
              ),
            },
            {
              key: 'price',
              header: t('Price'),
              align: 'end',
              cell: (token) => (
                <span>
                  $<FormattedNumber value={token.priceUsd} kind="price" />
                </span>
              ),
            },
          ]}
        />
      ) : indexError ? (
        <p>{t('Error fetching data')}</p>
      ) : (
        <p>{t('Loading…')}</p>
      )}
      <p>
        <Link to="/info/tokens">{t('View all tokens')}</Link>
      </p>
    </Card>
  )
}
