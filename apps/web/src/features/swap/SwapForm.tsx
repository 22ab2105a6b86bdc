/**
 * The swap screen's form: two amount panels with the switch button, the optional send-to field,
 * price and trade details, the button area and the price chart. Rules live in `getX` functions
 * and `useDerivedSwapInfo`. To keep the page's first load small (bundle budget), the sending
 * part (`SwapActions`, once a wallet is connected), the trade search and details (once an amount
 * is typed), the send-to field, the USD values and the chart load only when needed.
 */
import { type Currency, currencyId, WrapType } from '@ghost/sdk'
import { lazy, type ReactNode, Suspense, useReducer, useState } from 'react'
import { useConnection } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { useTranslation } from '../../i18n'
import { useUserSettings } from '../../state/settings/userSettings'
import { SettingsButton } from '../settings'
import {
  CurrencyInputPanel,
  ImportTokenModal,
  UnsupportedAssetButton,
  UnsupportedCurrencyFooter,
  useIsUnsupportedTrade,
  useUnimportedTokens,
} from '../tokens'
import { RecentTransactionsButton } from '../transactions'
import { ConnectWalletButton } from '../wallet'
import type { UsdValues } from './SwapUsdValues'
import { Field, type SwapState, swapReducer } from './swapState'
import { useDerivedSwapInfo } from './useDerivedSwapInfo'
import './swap.css'
import { ArrowDownIcon } from '../../components/icons/icons'

const SwapActions = lazy(() =>
  import('./SwapActions').then((module) => ({ default: module.SwapActions })),
)
const RecipientField = lazy(() =>
  import('./RecipientField').then((module) => ({ default: module.RecipientField })),
)
const TradePriceRow = lazy(() =>
  import('./TradeSummary').then((module) => ({ default: module.TradePriceRow })),
)
const TradeSummary = lazy(() =>
  import('./TradeSummary').then((module) => ({ default: module.TradeSummary })),
)
const SwapUsdValues = lazy(() =>
  import('./SwapUsdValues').then((module) => ({ default: module.SwapUsdValues })),
)
const SwapPriceChart = lazy(() =>
  import('./chart/SwapPriceChart').then((module) => ({ default: module.SwapPriceChart })),
)

export function SwapForm({
  initialState,
  notice,
}: {
  initialState: SwapState
  /** Shown under the header: what the link asked for that the form ignored. */
  notice?: ReactNode
}) {
  const { t } = useTranslation()
  const { address: account } = useConnection()
  const [state, dispatch] = useReducer(swapReducer, initialState)
  const info = useDerivedSwapInfo(state)
  const expertMode = useUserSettings((settings) => settings.expertMode)
  const singleHopOnly = useUserSettings((settings) => settings.singleHopOnly)
  const slippageBps = useUserSettings((settings) => settings.slippageBps)
  const deadlineSeconds = useUserSettings((settings) => settings.deadlineSeconds)
  const [usdValues, setUsdValues] = useState<UsdValues>([undefined, undefined])

  const inputCurrency = info.currencies[Field.INPUT]
  const outputCurrency = info.currencies[Field.OUTPUT]
  const isWrap = info.wrapType !== WrapType.NOT_APPLICABLE
  const trade = isWrap ? undefined : info.trade
  const unsupported = useIsUnsupportedTrade(inputCurrency, outputCurrency)
  const unimported = useUnimportedTokens([inputCurrency, outputCurrency])

  const onUserInput = (field: Field) => (typedValue: string) =>
    dispatch({ type: 'typeInput', field, typedValue })
  const onCurrencySelect = (field: Field) => (currency: Currency) =>
    dispatch({ type: 'selectCurrency', field, currencyId: currencyId(currency) })
  // What the user asked for: when it changes, the sending part starts afresh (a failure shown
  // under the button belongs to the previous input).
  const inputKey = [
    state.independentField,
    state.typedValue,
    state.inputCurrencyId,
    state.outputCurrencyId,
    state.recipient,
  ].join('|')
  const inputAmount = info.parsedAmounts[Field.INPUT]
  const outputAmount = info.parsedAmounts[Field.OUTPUT]
  const hasAmount = !!inputAmount || !!outputAmount
  const recipientInvalid =
    state.recipient !== null && state.recipient !== '' && !info.recipientLoading && !info.to

  return (
    <div className="swap-page">
      <section className="swap-card" aria-label={t('Swap')}>
        <PageHeader
          title={t('Exchange')}
          subtitle={t('Trade tokens in an instant')}
          actions={
            <>
              <SettingsButton />
              <RecentTransactionsButton />
            </>
          }
        />
        {notice}
        <CurrencyInputPanel
          id="swap-currency-input"
          label={t('From')}
          value={info.formattedAmounts[Field.INPUT]}
          onUserInput={onUserInput(Field.INPUT)}
          onMax={() => {
            if (info.maxInputAmount) onUserInput(Field.INPUT)(info.maxInputAmount.toExact())
          }}
          showMaxButton={info.showMaxButton}
          currency={inputCurrency}
          onCurrencySelect={onCurrencySelect(Field.INPUT)}
          otherCurrency={outputCurrency}
          usdValue={inputAmount ? usdValues[0] : undefined}
        />
        <div className="swap-switch-row">
          <button
            type="button"
            className="icon-button swap-switch"
            aria-label={t('Switch tokens')}
            onClick={() => dispatch({ type: 'switchCurrencies' })}
          >
            <ArrowDownIcon />
          </button>
          {state.recipient === null && !isWrap ? (
            <button
              type="button"
              className="text-button"
              onClick={() => dispatch({ type: 'setRecipient', recipient: '' })}
            >
              {t('+ Add a send (optional)')}
            </button>
          ) : null}
        </div>
        <CurrencyInputPanel
          id="swap-currency-output"
          label={t('To')}
          value={info.formattedAmounts[Field.OUTPUT]}
          onUserInput={onUserInput(Field.OUTPUT)}
          showMaxButton={false}
          currency={outputCurrency}
          onCurrencySelect={onCurrencySelect(Field.OUTPUT)}
          otherCurrency={inputCurrency}
          usdValue={outputAmount ? usdValues[1] : undefined}
        />
        {state.recipient !== null && !isWrap ? (
          <Suspense fallback={null}>
            <RecipientField
              value={state.recipient}
              onChange={(recipient) => dispatch({ type: 'setRecipient', recipient })}
              onRemove={() => dispatch({ type: 'setRecipient', recipient: null })}
              invalid={recipientInvalid}
            />
          </Suspense>
        ) : null}
        {!isWrap ? (
          <div className="swap-rows">
            {trade ? (
              <Suspense fallback={null}>
                <TradePriceRow trade={trade} />
              </Suspense>
            ) : null}
            <div className="swap-row">
              <span>{t('Slippage Tolerance')}</span>
              <span>{slippageBps / 100}%</span>
            </div>
          </div>
        ) : null}
        {info.taxedToken ? (
          <p className="swap-note" role="note">
            {t(
              '%symbol% burns 10% of every transfer: set your slippage tolerance to 12% or more to trade it.',
              { symbol: info.taxedToken.symbol ?? '' },
            )}
          </p>
        ) : null}
        {unsupported ? (
          <UnsupportedAssetButton />
        ) : !account ? (
          <ConnectWalletButton className="wide-button" />
        ) : (
          <Suspense
            fallback={
              <button type="button" className="wide-button" disabled>
                {t('Loading…')}
              </button>
            }
          >
            <SwapActions
              key={inputKey}
              state={state}
              dispatch={dispatch}
              info={info}
              settings={{ expertMode, singleHopOnly, slippageBps, deadlineSeconds }}
            />
          </Suspense>
        )}
        {trade && info.slippageAdjustedAmounts && info.priceBreakdown ? (
          <Suspense fallback={null}>
            <TradeSummary
              trade={trade}
              bounds={info.slippageAdjustedAmounts}
              breakdown={info.priceBreakdown}
              severity={info.priceImpactSeverity}
            />
          </Suspense>
        ) : null}
        {unsupported ? (
          <UnsupportedCurrencyFooter currencies={[inputCurrency, outputCurrency]} />
        ) : null}
      </section>
      {hasAmount ? (
        <Suspense fallback={null}>
          <SwapUsdValues amounts={[inputAmount, outputAmount]} onValues={setUsdValues} />
        </Suspense>
      ) : null}
      {inputCurrency && outputCurrency && !isWrap ? (
        <Suspense fallback={null}>
          <SwapPriceChart inputCurrency={inputCurrency} outputCurrency={outputCurrency} />
        </Suspense>
      ) : null}
      {unimported.length > 0 ? (
        <ImportTokenModal
          tokens={unimported}
          onConfirm={() => {}}
          onDismiss={() => {
            for (const [field, currency] of [
              [Field.INPUT, inputCurrency],
              [Field.OUTPUT, outputCurrency],
            ] as const) {
              if (currency?.isToken && unimported.some((token) => token.equals(currency)))
                dispatch({ type: 'selectCurrency', field, currencyId: '' })
            }
          }}
        />
      ) : null}
    </div>
  )
}
