/**
 * The ROI calculator (spec §2 "Modals", §4 modes, §9 constants): ROI from a principal, or the
 * principal for a target ROI, over 1D–5Y, with or without compounding every 1/7/14/30 days.
 * All figures come from the sdk through `getRoiCalculatorFigures`; this component only renders.
 *
 * @example
 * <RoiCalculatorModal apr={apr} stakingTokenSymbol="BNB-USDT LP" stakingTokenPrice={lpPrice}
 *   earningTokenSymbol="GHOST" earningTokenPrice={ghostPrice} onDismiss={close} />
 */
import {
  COMPOUNDING_FREQUENCIES,
  type CompoundingDays,
  type Currency,
  type CurrencyAmount,
  Fraction,
  type Percent,
  ROI_DURATIONS,
  toExactFraction,
} from '@ghost/sdk'
import { useReducer } from 'react'
import { Link } from 'react-router'
import { Modal } from '../../components/Modal'
import { useNumberFormat, withDollar } from '../../components/useNumberFormat'
import { msg, useTranslation } from '../../i18n'
import { formatRoiPercent, getApy, getRoiCalculatorFigures } from './getRoiCalculatorFigures'
import {
  INITIAL_ROI_CALCULATOR_STATE,
  reduceRoiCalculator,
  type StakingDays,
} from './roiCalculatorState'
import './roi.css'
import { CheckIcon, SwapVerticalIcon } from '../../components/icons/icons'

export type RoiCalculatorModalProps = {
  /** APR the figures use (for farms: including LP rewards when known). */
  apr: Percent
  stakingTokenSymbol: string
  /** USD per whole staking token. */
  stakingTokenPrice: Fraction
  earningTokenSymbol: string
  /** USD per whole earned token. */
  earningTokenPrice: Fraction
  /** Taken off the APR as a percentage of it (spec §9). */
  performanceFee?: Percent | undefined
  /** Fixed compounding (auto pools): hides the choice. */
  autoCompoundFrequency?: CompoundingDays | undefined
  /** The wallet's staking token balance; undefined without a wallet, which disables 'My Balance'. */
  stakingTokenBalance?: CurrencyAmount<Currency> | undefined
  /** Farms: shown as 'Farm Multiplier' in the details, and the APR reads 'APR (incl. LP rewards)'. */
  multiplier?: string | undefined
  /** A link under the details, e.g. 'Get BNB-USDT LP' to the add-liquidity screen. */
  linkLabel?: string | undefined
  linkHref?: string | undefined
  onDismiss: () => void
}

const DURATION_LABELS: Record<StakingDays, string> = {
  1: msg('1D'),
  7: msg('7D'),
  30: msg('30D'),
  365: msg('1Y'),
  1825: msg('5Y'),
}

const COMPOUNDING_LABELS: Record<CompoundingDays, string> = {
  1: msg('1D'),
  7: msg('7D'),
  14: msg('14D'),
  30: msg('30D'),
}

const QUICK_PRINCIPALS = [
  { label: msg('$100'), usd: '100' },
  { label: msg('$1000'), usd: '1000' },
] as const

export function RoiCalculatorModal({
  apr,
  stakingTokenSymbol,
  stakingTokenPrice,
  earningTokenSymbol,
  earningTokenPrice,
  performanceFee,
  autoCompoundFrequency,
  stakingTokenBalance,
  multiplier,
  linkLabel,
  linkHref,
  onDismiss,
}: RoiCalculatorModalProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const [state, dispatch] = useReducer(reduceRoiCalculator, INITIAL_ROI_CALCULATOR_STATE)
  const figures = getRoiCalculatorFigures({
    state,
    apr,
    stakingTokenPrice,
    earningTokenPrice,
    performanceFee,
    autoCompoundFrequency,
  })
  const inputUnit = state.inputCurrency === 'USD' ? 'USD' : stakingTokenSymbol
  const principalShown = figures.derivedPrincipalText ?? state.principalText
  const other = figures.principalInOtherCurrency
  const conversion =
    state.inputCurrency === 'USD'
      ? `~ ${other ? numberFormat.significant(other, 'amount') : '0'} ${stakingTokenSymbol}`
      : `~ ${withDollar(numberFormat.roi(other ?? new Fraction(0n)))}`
  const hasBalance = !!stakingTokenBalance && stakingTokenBalance.greaterThan(0n)
  const stakedLabel = t('%asset% staked', { asset: stakingTokenSymbol })
  const isFarm = multiplier !== undefined
  const apy = getApy(apr, performanceFee)
  const feePercent =
    performanceFee &&
    numberFormat.format(toExactFraction(performanceFee).multiply(100n), {
      significantDigits: 4,
      dust: false,
    })

  return (
    <Modal title={t('ROI Calculator')} onDismiss={onDismiss}>
      <div className="roi-calculator">
        <label className="roi-label" htmlFor="roi-principal">
          {stakedLabel}
        </label>
        <div className="roi-principal">
          <input
            id="roi-principal"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={principalShown}
            onChange={(event) => dispatch({ type: 'typePrincipal', text: event.target.value })}
          />
          <span className="roi-unit">{inputUnit}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('Switch currency')}
            onClick={() => dispatch({ type: 'toggleCurrency' })}
          >
            <SwapVerticalIcon />
          </button>
        </div>
        <output className="roi-conversion" aria-label={t('Principal in the other currency')}>
          {conversion}
        </output>
        <div className="roi-buttons">
          {QUICK_PRINCIPALS.map((choice) => (
            <button
              key={choice.usd}
              type="button"
              className="secondary"
              onClick={() =>
                dispatch({ type: 'choosePrincipal', text: choice.usd, currency: 'USD' })
              }
            >
              {t(choice.label)}
            </button>
          ))}
          <button
            type="button"
            className="secondary"
            disabled={!hasBalance}
            onClick={() =>
              stakingTokenBalance &&
              dispatch({
                type: 'choosePrincipal',
                text: stakingTokenBalance.toExact(),
                currency: 'TOKEN',
              })
            }
          >
            {t('My Balance')}
          </button>
        </div>

        <fieldset className="roi-buttons">
          <legend className="roi-label">{t('Staked for')}</legend>
          {ROI_DURATIONS.map(({ days }) => (
            <button
              key={days}
              type="button"
              aria-pressed={state.stakingDays === days}
              onClick={() => dispatch({ type: 'setStakingDays', days })}
            >
              {t(DURATION_LABELS[days])}
            </button>
          ))}
        </fieldset>

        {autoCompoundFrequency === undefined ? (
          <fieldset className="roi-buttons">
            <legend className="roi-label">
              <label className="roi-check">
                <input
                  type="checkbox"
                  checked={state.compounding}
                  onChange={(event) =>
                    dispatch({ type: 'setCompounding', compounding: event.target.checked })
                  }
                />
                {t('Compounding every')}
              </label>
            </legend>
            {COMPOUNDING_FREQUENCIES.map(({ days }) => (
              <button
                key={days}
                type="button"
                disabled={!state.compounding}
                aria-pressed={state.compounding && state.compoundingDays === days}
                onClick={() => dispatch({ type: 'setCompoundingDays', days })}
              >
                {t(COMPOUNDING_LABELS[days])}
              </button>
            ))}
          </fieldset>
        ) : null}

        <section className="roi-card" aria-label={t('ROI at current rates')}>
          <h3 className="roi-label">{t('ROI at current rates')}</h3>
          {state.mode === 'ROI_BASED_ON_PRINCIPAL' ? (
            <div className="roi-figure">
              <output aria-label={t('ROI in USD')} title={numberFormat.full(figures.roiUsd)}>
                {withDollar(numberFormat.roi(figures.roiUsd))}
              </output>
              <button
                type="button"
                className="icon-button"
                aria-label={t('Edit ROI')}
                onClick={() =>
                  dispatch({ type: 'editTargetRoi', currentRoiUsd: figures.roiUsd.toFixed(2) })
                }
              >
                ✎
              </button>
            </div>
          ) : (
            <div className="roi-figure">
              <span>$</span>
              <input
                aria-label={t('Target ROI in USD')}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={state.targetRoiText}
                onChange={(event) => dispatch({ type: 'typeTargetRoi', text: event.target.value })}
              />
              <button
                type="button"
                className="icon-button"
                aria-label={t('Confirm')}
                onClick={() =>
                  dispatch({ type: 'confirmTargetRoi', principalText: principalShown })
                }
              >
                <CheckIcon />
              </button>
            </div>
          )}
          <output className="roi-subfigure" aria-label={t('ROI in tokens and percent')}>
            {`~ ${figures.roiTokens ? numberFormat.roi(figures.roiTokens) : '0'} ${earningTokenSymbol} (${formatRoiPercent(figures.roiRatio, numberFormat.locale)})`}
          </output>
        </section>

        <details className="roi-details">
          <summary>{t('Details')}</summary>
          <dl>
            <div>
              <dt>{isFarm ? t('APR (incl. LP rewards)') : t('APR')}</dt>
              <dd title={numberFormat.full(apr, 'percent')}>{numberFormat.apr(apr)}</dd>
            </div>
            <div>
              <dt>{t('APY (%compoundTimes%x daily compound)', { compoundTimes: 1 })}</dt>
              <dd title={numberFormat.full(apy, 'percent')}>{numberFormat.apr(apy)}</dd>
            </div>
            {isFarm ? (
              <div>
                <dt>{t('Farm Multiplier')}</dt>
                <dd>{multiplier}</dd>
              </div>
            ) : null}
          </dl>
          <ul>
            <li>{t('Calculated based on current rates.')}</li>
            {isFarm ? (
              <li>
                {t(
                  'LP rewards: 0.17% trading fees, distributed proportionally among LP token holders.',
                )}
              </li>
            ) : null}
            <li>
              {t(
                'All figures are estimates provided for your convenience only, and by no means represent guaranteed returns.',
              )}
            </li>
            {feePercent ? (
              <li>
                {t('All estimated rates take into account this pool’s %fee%% performance fee', {
                  fee: feePercent,
                })}
              </li>
            ) : null}
          </ul>
        </details>
        {linkHref && linkLabel ? (
          <Link className="roi-link" to={linkHref} onClick={onDismiss}>
            {linkLabel}
          </Link>
        ) : null}
      </div>
    </Modal>
  )
}
