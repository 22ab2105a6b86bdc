/**
 * /find (spec §2 import pool): pick two currencies; an existing pool is saved to the tracked
 * pairs (user settings `savedPairs`) so the Liquidity page lists it, and the user's LP in it is
 * shown. A missing pool links to creating it.
 */
import { type Currency, currencyId, shortenSymbol } from '@ghost/sdk'
import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { useConnection } from 'wagmi'
import { usePair } from '../../chain/pairs/usePairs'
import { PageHeader } from '../../components/PageHeader'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { CurrencyLogo, CurrencySearchModal, useNativeCurrency } from '../tokens'
import { ConnectWalletButton } from '../wallet'
import { getImportPoolStatus, ImportPoolStatus } from './getImportPoolStatus'
import { MinimalPositionCard } from './PositionCard'
import { saveTrackedPair } from './saveTrackedPair'
import { usePairLpReads } from './usePairLpReads'
import './liquidity.css'
import { ChevronDownIcon } from '../../components/icons/icons'
import { ChainLoading } from '../chainNode'

type Side = 0 | 1

export function ImportPoolPage() {
  const { t } = useTranslation()
  const { address: account } = useConnection()
  const { chainId } = useRuntimeConfig()
  const native = useNativeCurrency()
  const [currencies, setCurrencies] = useState<[Currency | undefined, Currency | undefined]>([
    native,
    undefined,
  ])
  const [choosing, setChoosing] = useState<Side>()
  const [currency0, currency1] = currencies
  const [pairState, pair] = usePair(currency0, currency1)
  const pairs = useMemo(() => [pair], [pair])
  const [reads] = usePairLpReads(pairs, account)
  const status = getImportPoolStatus({
    hasBothCurrencies: !!currency0 && !!currency1,
    pairState,
    pair,
  })

  useEffect(() => {
    if (status !== ImportPoolStatus.FOUND || !pair) return
    saveTrackedPair(chainId, pair.token0.address, pair.token1.address)
  }, [status, pair, chainId])

  const select = (side: Side) => (currency: Currency) =>
    setCurrencies((current) => (side === 0 ? [currency, current[1]] : [current[0], currency]))
  const createLink =
    currency0 && currency1 ? `/add/${currencyId(currency0)}/${currencyId(currency1)}` : '/add'
  const balance = reads?.balance
  const position =
    pair && balance && balance.quotient > 0n
      ? {
          pair,
          walletBalance: balance,
          stakedBalance: balance.multiply(0n),
          totalSupply: reads?.totalSupply,
        }
      : undefined

  return (
    <section className="page-body liquidity-page">
      <div className="liquidity-panel">
        <PageHeader
          title={t('Import Pool')}
          subtitle={t('Import an existing pool')}
          backTo="/pool"
        />
        <div className="find-select">
          {([0, 1] as const).map((side) => {
            const currency = currencies[side]
            return (
              <button
                key={side}
                type="button"
                className="find-select-button"
                onClick={() => setChoosing(side)}
              >
                {currency ? <CurrencyLogo currency={currency} decorative /> : null}
                <span className="find-select-label">
                  {currency ? shortenSymbol(currency.symbol) : t('Select a Token')}
                </span>
                <ChevronDownIcon />
              </button>
            )
          })}
        </div>
        <div className="find-status" role="status">
          {status === ImportPoolStatus.SELECT ? (
            account ? (
              <p>{t('Select a token to find your liquidity.')}</p>
            ) : (
              <>
                <p>{t('Connect to a wallet to find pools')}</p>
                <ConnectWalletButton />
              </>
            )
          ) : status === ImportPoolStatus.LOADING ? (
            <p>
              <ChainLoading />
            </p>
          ) : status === ImportPoolStatus.INVALID ? (
            <p>{t('Invalid pair.')}</p>
          ) : status === ImportPoolStatus.NOT_EXISTS ? (
            <>
              <p>{t('No pool found.')}</p>
              <Link className="text-link" to={createLink}>
                {t('Create pool.')}
              </Link>
            </>
          ) : status === ImportPoolStatus.NO_LIQUIDITY ? (
            <>
              <p>{t('No liquidity found.')}</p>
              <Link className="text-link" to={createLink}>
                {t('Create pool.')}
              </Link>
            </>
          ) : (
            <>
              <p>{t('Pool Found!')}</p>
              {position ? (
                <Link className="text-link" to="/liquidity">
                  {t('Manage this pool.')}
                </Link>
              ) : (
                <>
                  <p>{t('You don’t have liquidity in this pool yet.')}</p>
                  <Link className="text-link" to={createLink}>
                    {t('Add liquidity')}
                  </Link>
                </>
              )}
            </>
          )}
        </div>
        {status === ImportPoolStatus.FOUND && position ? (
          <MinimalPositionCard position={position} />
        ) : null}
      </div>
      {choosing !== undefined ? (
        <CurrencySearchModal
          onDismiss={() => setChoosing(undefined)}
          onCurrencySelect={select(choosing)}
          selectedCurrency={currencies[choosing]}
          otherSelectedCurrency={currencies[choosing === 0 ? 1 : 0]}
        />
      ) : null}
    </section>
  )
}
