/**
 * The two liquidity cards of spec §2: the compact "LP tokens in your wallet" card (add and import
 * screens, share with 6 decimals) and the expandable position card of the Liquidity page (share
 * with 2 decimals, Remove and 'Add liquidity instead').
 */
import { currencyId, MINIMUM_LIQUIDITY, shortenSymbol } from '@ghost/sdk'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { FormattedNumber } from '../../components/FormattedNumber'
import { useTranslation } from '../../i18n'
import { useNativeCurrency } from '../tokens'
import { getPositionSummary, type LiquidityPosition } from './getLiquidityPositions'
import { unwrapToken } from './unwrapToken'
import './liquidity.css'
import { ChevronDownIcon } from '../../components/icons/icons'

function usePositionView(position: LiquidityPosition) {
  const native = useNativeCurrency()
  const currency0 = unwrapToken(position.pair.token0, native)
  const currency1 = unwrapToken(position.pair.token1, native)
  const symbol0 = shortenSymbol(currency0.symbol) ?? ''
  const symbol1 = shortenSymbol(currency1.symbol) ?? ''
  return {
    currency0,
    currency1,
    symbol0,
    symbol1,
    name: `${symbol0}/${symbol1}`,
    summary: getPositionSummary(position),
  }
}

export function MinimalPositionCard({ position }: { position: LiquidityPosition }) {
  const { t } = useTranslation()
  const titleId = useId()
  const { symbol0, symbol1, name, summary } = usePositionView(position)
  return (
    <section className="liquidity-card position-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="position-card-title">
        {t('LP tokens in your wallet')}
      </h2>
      <dl className="position-details">
        <dt>{name}</dt>
        <dd>
          <FormattedNumber value={summary.total} kind="balance" />
        </dd>
        <dt>{t('Share of Pool')}</dt>
        <dd>
          {summary.share ? (
            <>
              <FormattedNumber value={summary.share} kind="share:liquidityCard" />%
            </>
          ) : (
            '-'
          )}
        </dd>
        <dt>{t('Pooled %asset%', { asset: symbol0 })}</dt>
        <dd>
          {summary.pooled0 ? <FormattedNumber value={summary.pooled0} kind="pooledAmount" /> : '-'}
        </dd>
        <dt>{t('Pooled %asset%', { asset: symbol1 })}</dt>
        <dd>
          {summary.pooled1 ? <FormattedNumber value={summary.pooled1} kind="pooledAmount" /> : '-'}
        </dd>
      </dl>
    </section>
  )
}

export function FullPositionCard({ position }: { position: LiquidityPosition }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const { currency0, currency1, symbol0, symbol1, name, summary } = usePositionView(position)
  const id0 = currencyId(currency0)
  const id1 = currencyId(currency1)
  const canRemove = position.walletBalance.quotient > MINIMUM_LIQUIDITY
  return (
    <article className="liquidity-card position-card" aria-label={name}>
      <button
        type="button"
        className="position-card-toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="position-card-name">{name}</span>
        <span className="position-card-total">
          <FormattedNumber value={summary.total} kind="balance" />
        </span>
        <ChevronDownIcon className={open ? 'icon icon-flipped' : 'icon'} />
      </button>
      {open ? (
        <div id={detailsId}>
          <dl className="position-details">
            <dt>{t('Pooled %asset%', { asset: symbol0 })}</dt>
            <dd>
              {summary.pooled0 ? (
                <FormattedNumber value={summary.pooled0} kind="pooledAmount" />
              ) : (
                '-'
              )}
            </dd>
            <dt>{t('Pooled %asset%', { asset: symbol1 })}</dt>
            <dd>
              {summary.pooled1 ? (
                <FormattedNumber value={summary.pooled1} kind="pooledAmount" />
              ) : (
                '-'
              )}
            </dd>
            <dt>{t('Your pool tokens')}</dt>
            <dd>
              <FormattedNumber value={summary.total} kind="pooledAmount" />
            </dd>
            {position.stakedBalance.quotient > 0n ? (
              <>
                <dt>{t('Staked in farms')}</dt>
                <dd>
                  <FormattedNumber value={position.stakedBalance} kind="pooledAmount" />
                </dd>
              </>
            ) : null}
            <dt>{t('Share of Pool')}</dt>
            <dd>
              {summary.share ? (
                <>
                  <FormattedNumber value={summary.share} kind="share:positionCard" />%
                </>
              ) : (
                '-'
              )}
            </dd>
          </dl>
          <div className="position-actions">
            {canRemove ? (
              <Link className="button" to={`/remove/${id0}/${id1}`}>
                {t('Remove')}
              </Link>
            ) : null}
            <Link className="text-link" to={`/add/${id0}/${id1}`}>
              {t('Add liquidity instead')}
            </Link>
          </div>
        </div>
      ) : null}
    </article>
  )
}
