/**
 * The part of the swap form that sends: the button area (Enable, Swap, Wrap), the confirm modal
 * with its review, price-impact question and transaction views. Loaded only once a wallet is
 * connected, so a first visit does not fetch the wallet-client and sending code.
 */
import {
  type Currency,
  computeTradePriceBreakdown,
  getPriceImpactConfirmation,
  type Trade,
  WrapType,
} from '@ghost/sdk'
import { type Dispatch, useMemo, useReducer, useState } from 'react'
import { useConnection } from 'wagmi'
import { useApproveCallback } from '../../chain/tokens/useApproveCallback'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { TransactionConfirmationModal } from '../transactions'
import { ConfirmSwapContent } from './ConfirmSwapContent'
import { getSwapButtonState } from './getSwapButtonState'
import { getSwapErrors } from './getSwapErrors'
import { PriceImpactGate } from './PriceImpactGate'
import { SwapButtons } from './SwapButtons'
import { INITIAL_SWAP_FLOW, swapFlowReducer } from './swapFlow'
import { Field, type SwapAction, type SwapState } from './swapState'
import { toFlowError } from './toFlowError'
import { tradeMeaningfullyDiffers } from './tradeMeaningfullyDiffers'
import type { UseDerivedSwapInfoReturnType } from './useDerivedSwapInfo'
import { useSwapCallback } from './useSwapCallback'
import { useSwapMessage } from './useSwapMessage'
import { useWrapCallback } from './useWrapCallback'

export type SwapActionsProps = {
  state: SwapState
  dispatch: Dispatch<SwapAction>
  info: UseDerivedSwapInfoReturnType
  settings: {
    expertMode: boolean
    singleHopOnly: boolean
    slippageBps: number
    deadlineSeconds: number
  }
}

export function SwapActions({ state, dispatch, info, settings }: SwapActionsProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const text = useSwapMessage()
  const [flow, flowDispatch] = useReducer(swapFlowReducer, INITIAL_SWAP_FLOW)
  const { manifest } = useRuntimeConfig()
  // The Enable step stays visible (as 'Enabled') for the currency the user approved in this form.
  const [approvalSubmittedFor, setApprovalSubmittedFor] = useState<string>()
  const swap = useSwapCallback()
  const wrap = useWrapCallback()
  const { address: account } = useConnection()
  const { inputError, wrapInputError } = useMemo(
    () =>
      getSwapErrors(info, {
        account,
        blockedAddresses: [
          manifest.contracts.Factory,
          manifest.contracts.Router,
          manifest.contracts.WBNB,
        ],
        slippageBps: settings.slippageBps,
      }),
    [info, account, manifest, settings.slippageBps],
  )
  const isWrap = info.wrapType !== WrapType.NOT_APPLICABLE
  const trade = isWrap ? undefined : info.trade
  const [approvalState, approve] = useApproveCallback(
    isWrap ? undefined : info.slippageAdjustedAmounts?.maximumAmountIn,
    manifest.contracts.Router,
  )
  const buttonState = getSwapButtonState({
    hasAccount: true,
    wrapType: info.wrapType,
    hasAmount: !!info.parsedAmount,
    wrapInputError,
    inputError,
    userHasSpecifiedInputOutput: info.userHasSpecifiedInputOutput,
    hasTrade: !!trade,
    tradeLoading: info.tradeLoading,
    singleHopOnly: settings.singleHopOnly,
    approvalState,
    approvalSubmitted: approvalSubmittedFor === state.inputCurrencyId,
    inputSymbol: info.currencies[Field.INPUT]?.symbol ?? '',
    severity: info.priceImpactSeverity,
    expertMode: settings.expertMode,
  })

  async function sendSwap(toSend: Trade<Currency, Currency>) {
    if (!info.to) return
    flowDispatch({ type: 'attempt', kind: 'swap', trade: toSend })
    try {
      const outcome = await swap(
        {
          trade: toSend,
          slippageBps: settings.slippageBps,
          deadlineSeconds: settings.deadlineSeconds,
          to: info.to,
          taxedToken: info.taxedToken,
        },
        (hash) => flowDispatch({ type: 'sent', hash }),
      )
      // Once sent, the modal shows the hash and the receipt is the updater's to report.
      if (!outcome.ok && !outcome.hash)
        flowDispatch({ type: 'failed', error: toFlowError(outcome.error) })
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
    if (settings.expertMode) confirmAndSend(trade)
    else flowDispatch({ type: 'review', trade })
  }

  async function onWrap() {
    const amount = info.parsedAmounts[Field.INPUT]
    if (info.wrapType === WrapType.NOT_APPLICABLE || !amount) return
    flowDispatch({ type: 'attempt', kind: 'wrap' })
    const outcome = await wrap(info.wrapType, amount, (hash) =>
      flowDispatch({ type: 'sent', hash }),
    )
    if (!outcome.ok && !outcome.hash)
      flowDispatch({ type: 'failed', error: toFlowError(outcome.error) })
  }

  async function onApprove() {
    setApprovalSubmittedFor(state.inputCurrencyId)
    // The receipt's toast is the Recent Transactions updater's; a refusal shows under the button.
    const outcome = await approve({ toastErrors: 'none' })
    if (outcome && !outcome.ok && !outcome.hash) {
      setApprovalSubmittedFor(undefined)
      flowDispatch({ type: 'failed', error: toFlowError(outcome.error) })
    }
  }

  function onDismiss() {
    // Spec §4: closing the modal after a successful swap clears the input.
    if (flow.hash) dispatch({ type: 'typeInput', field: Field.INPUT, typedValue: '' })
    flowDispatch({ type: 'dismiss' })
  }

  const reviewed = flow.tradeToConfirm
  // 'Price Updated': the modal shows the live trade as soon as it moves away from the reviewed
  // one, and Accept takes that very trade object, so what is sent is what was on screen.
  const moved = !!reviewed && !!trade && tradeMeaningfullyDiffers(reviewed, trade)
  const shown = moved ? trade : reviewed
  const errorText = flow.error
    ? [text(flow.error.message), flow.error.hint ? text(flow.error.hint) : undefined]
        .filter(Boolean)
        .join(' ')
    : undefined
  return (
    <>
      <SwapButtons
        state={buttonState}
        onWrap={() => void onWrap()}
        onApprove={() => void onApprove()}
        onSwap={onSwap}
      />
      {errorText && !flow.open ? (
        <p className="swap-error" role="alert">
          {errorText}
        </p>
      ) : null}
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
                  inputAmount: numberFormat.amount(reviewed.inputAmount),
                  inputSymbol: reviewed.inputAmount.currency.symbol ?? '',
                  outputAmount: numberFormat.amount(reviewed.outputAmount),
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
          ) : reviewed && shown ? (
            <ConfirmSwapContent
              trade={shown}
              previousTrade={moved ? reviewed : undefined}
              onAccept={() => flowDispatch({ type: 'accept', trade: shown })}
              onConfirm={() => confirmAndSend(reviewed)}
              slippageBps={settings.slippageBps}
              recipient={state.recipient !== null ? info.to : undefined}
            />
          ) : null}
        </TransactionConfirmationModal>
      ) : null}
    </>
  )
}
