/**
 * `/ifo/history`: the finished sales, newest first, each with its pools' commits against their
 * targets and what they sold, and the connected wallet's part in it (commits, harvests and what
 * they paid, from the server's index: `/v1/{chainId}/ifo/offerings` and `…/users/{user}`), a
 * page at a time. When the server does not answer (or answers something malformed) the sales are
 * read from the chain (the deployer's `getIfos()`), with a note that the harvests' figures are
 * missing and a way to ask the server again.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { type Address, getAddress } from 'viem'
import { useConnection } from 'wagmi'
import { ifoOfferingsQuery, ifoUserSalesQuery } from '../../../api/ifo/ifoQueries'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { useChainNow } from '../../../chain/clock/chainNow'
import { Card, Page } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { ChainLoading } from '../../chainNode'
import { ConnectWalletButton } from '../../wallet'
import { type IfoSalesState, useIfoSales } from '../data/useIfoSales'
import {
  finishedApiSales,
  getFinishedIfoSales,
  historyRowFromApi,
  type IfoHistoryRow,
} from '../rules/ifoRules'
import { HistorySale } from './HistorySale'
import '../ifo.css'

export function IfoHistoryPage() {
  const { t } = useTranslation()
  const { address } = useConnection()
  const chain = useIfoSales()
  const subtitle = t('The sales that have ended, newest first, and your part in each.')
  return (
    <Page title={t('Past sales')} subtitle={subtitle}>
      <div className="ifo-layout">
        <p className="ifo-links">
          <Link to="/ifo">{t('Current sale')}</Link>
        </p>
        {chain.deployer ? (
          <>
            {address ? null : (
              <div className="ifo-notice">
                <p>{t('Connect your wallet to see your part in each sale.')}</p>
                <ConnectWalletButton className="button-primary" />
              </div>
            )}
            <IndexedHistory chain={chain} account={address} />
          </>
        ) : (
          <Card>
            <p>{t('IFO is not available on this network.')}</p>
          </Card>
        )}
      </div>
    </Page>
  )
}

function IndexedHistory({
  chain,
  account,
}: {
  chain: IfoSalesState
  account: Address | undefined
}) {
  const { t } = useTranslation()
  const { client } = useNftApi()
  const offerings = useInfiniteQuery(ifoOfferingsQuery(client))
  const mine = useQuery({
    ...ifoUserSalesQuery(client, account ?? ''),
    enabled: !!account,
  })
  const rows = useMemo((): IfoHistoryRow[] | undefined => {
    if (!offerings.data) return undefined
    const entries = new Map((mine.data ?? []).map((entry) => [entry.ifo, entry]))
    return finishedApiSales(offerings.data.pages).map((sale) =>
      historyRowFromApi(
        sale,
        // no answer about the wallet yet (or a failed one, which the rows read from the chain)
        account && mine.data ? (entries.get(sale.address) ?? null) : undefined,
      ),
    )
  }, [offerings.data, mine.data, account])

  if (offerings.data === undefined && !offerings.isError) {
    return (
      <p className="ui-muted" role="status">
        {t('Loading…')}
      </p>
    )
  }
  if (rows === undefined) {
    return (
      <>
        <div className="ifo-notice" role="status">
          <p>
            {t(
              'The sales server did not answer: these sales are read from the chain, without what each harvest paid.',
            )}
          </p>
          <button
            type="button"
            className="button-secondary"
            disabled={offerings.isFetching}
            onClick={() => void offerings.refetch()}
          >
            {t('Try again')}
          </button>
        </div>
        <ChainHistory chain={chain} account={account} />
      </>
    )
  }
  return (
    <>
      {rows.length === 0 && !offerings.hasNextPage ? (
        <Card>
          <p>{t('No past sales yet.')}</p>
        </Card>
      ) : (
        <div className="ifo-history-list">
          {rows.map((row) => (
            <HistorySale
              key={row.address}
              sale={{
                address: getAddress(row.address),
                offeringToken: row.offeringToken,
                startTimestamp: row.startTimestamp,
                endTimestamp: row.endTimestamp,
              }}
              indexed={row}
              mineFromChain={mine.isError}
              account={account}
            />
          ))}
        </div>
      )}
      {offerings.hasNextPage ? (
        <button
          type="button"
          className="button-secondary ifo-more"
          disabled={offerings.isFetchingNextPage}
          onClick={() => void offerings.fetchNextPage()}
        >
          {offerings.isFetchingNextPage ? t('Loading…') : t('Load more')}
        </button>
      ) : null}
    </>
  )
}

/** The finished sales from the chain: the deployer's list on the chain's clock. */
function ChainHistory({ chain, account }: { chain: IfoSalesState; account: Address | undefined }) {
  const { t } = useTranslation()
  const now = useChainNow(chain.blockTimestamp)
  if (chain.failed) return <p role="alert">{t('Could not read the sales. Try again later.')}</p>
  if (!chain.sales || now === undefined) {
    return (
      <p>
        <ChainLoading />
      </p>
    )
  }
  const finished = getFinishedIfoSales(chain.sales, now)
  if (finished.length === 0) {
    return (
      <Card>
        <p>{t('No past sales yet.')}</p>
      </Card>
    )
  }
  return (
    <div className="ifo-history-list">
      {finished.map((sale) => (
        <HistorySale key={sale.address} sale={sale} account={account} />
      ))}
    </div>
  )
}
