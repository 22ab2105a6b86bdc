/**
 * The swap screen's form: two amount panels with the switch button, the optional send-to field,
 * price and trade details, the button area, the confirm modal with the price-impact question,
 * and the Import Token modal for unknown tokens from the URL. Rules live in `getX` functions and
 * `useDerivedSwapInfo`; this component wires events to them.
 */
import {
  type Currency,
  computeTradePriceBreakdown,
  currencyId,
  getPriceImpactConfirmation,
  type Trade,
  WrapType,
} from '@ghost/sdk'
import { lazy, Suspense, useReducer, useState } from 'react'
import { useConnection } from 'wagmi'
import { useApproveCallback } from '../../chain/tokens/useApproveCallback'
import { PageHeader } from '../../components/PageHeader'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { getCurrencyPriceUsd } from '../prices/getLpValueUsd'
import { useTokenPricesUsd } from '../prices/useTokenPricesUsd'
import { SettingsButton } from '../settings/SettingsModal'
import { useUserSettings } from '../settings/userSettings'
import {
  CurrencyInputPanel,
  ImportTokenModal,
  UnsupportedAssetButton,
  UnsupportedCurrencyFooter,
  useIsUnsupportedTrade,
  useUnimportedTokens,
} from '../tokens'
import {
  isUserRejection,
  RecentTransactionsButton,
  TransactionConfirmationModal,
} from '../transactions'
import { ConfirmSwapContent } from './ConfirmSwapContent'
import { formatUsdValue } from './formatTradeFigures'
import { getSwapButtonState } from './getSwapButtonState'
import { PriceImpactGate } from './PriceImpactGate'
import { RecipientField } from './RecipientField'
import { SwapButtons } from './SwapButtons'
import { SwapDetails } from './SwapDetails'
import { SwapError } from './SwapError'
import { INITIAL_SWAP_FLOW, type SwapFlowError, swapFlowReducer } from './swapFlow'
import { SWAP_MESSAGES } from './swapMessages'
import { Field, type SwapState, swapReducer } from './swapState'
import { TradePrice } from './TradePrice'
import { tradeMeaningfullyDiffers } from './tradeMeaningfullyDiffers'
import { useDerivedSwapInfo } from './useDerivedSwapInfo'
import { useSwapCallback } from './useSwapCallback'
import { useSwapMessage } from './useSwapMessage'
import { useWrapCallback } from './useWrapCallback'
import './swap.css'

const SwapPriceChart = lazy(() =>
  import('./chart/SwapPriceChart').then((module) => ({ default: module.SwapPriceChart })),
)

function toFlowError(error: unknown): SwapFlowError {
  if (error instanceof SwapError) return { message: error.swapMessage, hint: error.hint }
  if (isUserRejection(error)) return { message: { key: SWAP_MESSAGES.rejected } }
  return {
    message: {
      key: SWAP_MESSAGES.swapFailed,
      values: { message: error instanceof Error ? error.message : String(error) },
    },
  }
}

export function SwapForm({ initialState }: { initialState: SwapState }) {
  const { t } = useTranslation()
  const text = useSwapMessage()
  const { manifest } = useRuntimeConfig()
  const { address: account } = useConnection()
  const [state, dispatch] = useReducer(swapReducer, initialState)
  const info = useDerivedSwapInfo(state)
  const expertMode = useUserSettings((settings) => settings.expertMode)
  const singleHopOnly = useUserSettings((settings) => settings.singleHopOnly)
  const slippageBps = useUserSettings((settings) => settings.slippageBps)
  const deadlineSeconds = useUserSettings((settings) => settings.deadlineSeconds)
  const prices = useTokenPricesUsd()
  const [flow, flowDispatch] = useReducer(swapFlowReducer, INITIAL_SWAP_FLOW)
  const [invertPrice, setInvertPrice] = useState(false)
  // The Enable step stays visible (as 'Enabled') for the currency the user approved in this form.
  const [approvalSubmittedFor, setApprovalSubmittedFor] = useState<string>()
  const swap = useSwapCallback()
  const wrap = useWrapCallback()

  const inputCurrency = info.currencies[Field.INPUT]
  const outputCurrency = info.currencies[Field.OUTPUT]
  const isWrap = info.wrapType !== WrapType.NOT_APPLICABLE
  const trade = isWrap ? undefined : info.trade
  const [approvalState, approve] = useApproveCallback(
    isWrap ? undefined : info.slippageAdjustedAmounts?.maximumAmountIn,
    manifest.contracts.Router,
  )
  const unsupported = useIsUnsupportedTrade(inputCurrency, outputCurrency)
  const unimported = useUnimportedTokens([inputCurrency, outputCurrency])

  const buttonState = getSwapButtonState({
    hasAccount: !!account,
    wrapType: info.wrapType,
    hasAmount: !!info.parsedAmount,
    wrapInputError: info.wrapInputError,
    inputError: info.inputError,
    userHasSpecifiedInputOutput: info.userHasSpecifiedInputOutput,
    hasTrade: !!trade,
    singleHopOnly,
    approvalState,
    approvalSubmitted: approvalSubmittedFor === state.inputCurrencyId,
    inputSymbol: inputCurrency?.symbol ?? '',
    severity: info.priceImpactSeverity,
    expertMode,
  })

  const clearError = () => {
    if (!flow.open && flow.error) flowDispatch({ type: 'dismiss' })
  }
  const onUserInput = (field: Field) => (typedValue: string) => {
    clearError()
    dispatch({ type: 'typeInput', field, typedValue })
  }
  const onCurrencySelect = (field: Field) => (currency: Currency) => {
    clearError()
    dispatch({ type: 'selectCurrency', field, currencyId: currencyId(currency) })
  }

  async function sendSwap(toSend: Trade<Currency, Currency>) {
    if (!info.to) return
    flowDispatch({ type: 'attempt', kind: 'swap', trade: toSend })
    try {
      const hash = await swap({
        trade: toSend,
        slippageBps,
        deadlineSeconds,
        to: info.to,
        taxedToken: info.taxedToken,
      })
      flowDispatch({ type: 'sent', hash })
    } catch (error) {
      flowDispatch({ type: 'failed', error: toFlowError(error) })
    }
  }

  /** Sends at once, or asks first when the impact calls for it (spec §5). */
  function confirmAndSend(toSend: Trade<Currency, Currency>) {
    const gate = getPriceImpactConfirmation(
      computeTradePriceBreakdown(toSend).priceImpactWithoutFee,
    )
    if (gate === 'none') void sendSwap(toSend)
    else flowDispatch({ type: 'gate', gate, trade: toSend })
  }

  function onSwap() {
    if (!trade) return
    if (expertMode) confirmAndSend(trade)
    else flowDispatch({ type: 'review', trade })
  }

  async function onWrap() {
    const amount = info.parsedAmounts[Field.INPUT]
    if (info.wrapType === WrapType.NOT_APPLICABLE || !amount) return
    flowDispatch({ type: 'attempt', kind: 'wrap' })
    try {
      flowDispatch({ type: 'sent', hash: await wrap(info.wrapType, amount) })
    } catch (error) {
      flowDispatch({ type: 'failed', error: toFlowError(error) })
    }
  }

  function onApprove() {
    setApprovalSubmittedFor(state.inputCurrencyId)
    approve().catch((error: unknown) => {
      setApprovalSubmittedFor(undefined)
      flowDispatch({ type: 'failed', error: toFlowError(error) })
    })
  }

  function onDismiss() {
    // Spec §4: closing the modal after a successful swap clears the input.
    if (flow.hash) dispatch({ type: 'typeInput', field: Field.INPUT, typedValue: '' })
    flowDispatch({ type: 'dismiss' })
  }

  const errorText = flow.error
    ? [text(flow.error.message), flow.error.hint ? text(flow.error.hint) : undefined]
        .filter(Boolean)
        .join(' ')
    : undefined
  const usd = (field: Field) =>
    formatUsdValue(info.parsedAmounts[field], getCurrencyPriceUsd(prices, info.currencies[field]))
  const reviewed = flow.tradeToConfirm
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
          usdValue={usd(Field.INPUT)}
        />
        <div className="swap-switch-row">
          <button
            type="button"
            className="icon-button swap-switch"
            aria-label={t('Switch tokens')}
            onClick={() => {
              clearError()
              dispatch({ type: 'switchCurrencies' })
            }}
          >
            ↓
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
          usdValue={usd(Field.OUTPUT)}
        />
        {state.recipient !== null && !isWrap ? (
          <RecipientField
            value={state.recipient}
            onChange={(recipient) => dispatch({ type: 'setRecipient', recipient })}
            onRemove={() => dispatch({ type: 'setRecipient', recipient: null })}
            invalid={recipientInvalid}
          />
        ) : null}
        {!isWrap ? (
          <div className="swap-rows">
            {trade ? (
              <div className="swap-row">
                <span>{t('Price')}</span>
                <TradePrice
                  price={trade.executionPrice}
                  inverted={invertPrice}
                  onInvert={() => setInvertPrice((value) => !value)}
                />
              </div>
            ) : null}
            <div className="swap-row">
              <span>{t('Slippage Tolerance')}</span>
              <span>{slippageBps / 100}%</span>
            </div>
          </div>
        ) : null}
        {info.taxedToken ? (
          <p className="swap-note" role="note">
            {text({
              key: SWAP_MESSAGES.taxedNote,
              values: { symbol: info.taxedToken.symbol ?? '' },
            })}
          </p>
        ) : null}
        {unsupported ? (
          <UnsupportedAssetButton />
        ) : (
          <SwapButtons
            state={buttonState}
            onWrap={() => void onWrap()}
            onApprove={onApprove}
            onSwap={onSwap}
          />
        )}
        {errorText && !flow.open ? (
          <p className="swap-error" role="alert">
            {errorText}
          </p>
        ) : null}
        {trade && info.slippageAdjustedAmounts && info.priceBreakdown ? (
          <SwapDetails
            trade={trade}
            bounds={info.slippageAdjustedAmounts}
            breakdown={info.priceBreakdown}
            severity={info.priceImpactSeverity}
          />
        ) : null}
        {unsupported ? (
          <UnsupportedCurrencyFooter currencies={[inputCurrency, outputCurrency]} />
        ) : null}
      </section>
      <Suspense fallback={null}>
        <SwapPriceChart inputCurrency={inputCurrency} outputCurrency={outputCurrency} />
      </Suspense>
      {flow.open ? (
        <TransactionConfirmationModal
          title={
            flow.kind === 'wrap'
              ? info.wrapType === WrapType.UNWRAP
                ? t('Unwrap')
                : t('Wrap')
              : t('Confirm Swap')
          }
          onDismiss={onDismiss}
          attemptingTxn={flow.attempting}
          hash={flow.hash}
          errorMessage={flow.step === 'transaction' ? errorText : undefined}
          pendingText={
            reviewed && flow.kind === 'swap'
              ? t('Swapping %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol%', {
                  inputAmount: reviewed.inputAmount.toSignificant(6),
                  inputSymbol: reviewed.inputAmount.currency.symbol ?? '',
                  outputAmount: reviewed.outputAmount.toSignificant(6),
                  outputSymbol: reviewed.outputAmount.currency.symbol ?? '',
                })
              : undefined
          }
        >
          {flow.step === 'gate' && flow.gate ? (
            <PriceImpactGate
              gate={flow.gate}
              onCancel={() => flowDispatch({ type: 'cancelGate' })}
              onContinue={() => {
                if (flow.tradeToConfirm) void sendSwap(flow.tradeToConfirm)
              }}
            />
          ) : reviewed ? (
            <ConfirmSwapContent
              trade={reviewed}
              priceUpdated={!!trade && tradeMeaningfullyDiffers(reviewed, trade)}
              onAccept={() => {
                if (trade) flowDispatch({ type: 'accept', trade })
              }}
              onConfirm={() => confirmAndSend(reviewed)}
              slippageBps={slippageBps}
              recipient={state.recipient !== null ? info.to : undefined}
            />
          ) : null}
        </TransactionConfirmationModal>
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
