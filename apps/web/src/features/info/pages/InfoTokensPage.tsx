/** `/info/tokens`: the watchlist's tokens, then every token, sortable, 10 a page. */
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { InfoShell } from '../components/InfoShell'
import { QueryState } from '../components/QueryState'
import { TokensTable } from '../components/TokensTable'
import { TokenWatchlist } from '../components/Watchlists'
import { useTokenRows } from '../data/useInfoRows'

function TokensContent() {
  const { t } = useTranslation()
  const rows = useTokenRows()
  return (
    <>
      <TokenWatchlist rows={rows} />
      <Card>
        <QueryState query={rows}>
          {(all) => <TokensTable caption={t('All Tokens')} rows={all} />}
        </QueryState>
      </Card>
    </>
  )
}

export function InfoTokensPage() {
  const { t } = useTranslation()
  return (
    <InfoShell title={t('Tokens')}>
      <TokensContent />
    </InfoShell>
  )
}
