/**
 * /remove/{currencyIdA}/{currencyIdB}: choose how much LP to remove (percent slider and 25/50/75/
 * Max, or the detailed amounts), see what comes back, approve the router by an EIP-2612 permit
 * signature (or an approve transaction when the wallet will not sign), then remove. BNB pairs
 * can pay out BNB or WBNB.
 */
import { type Currency, Fraction, shortenSymbol } from '@ghost/sdk'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import type { Hash } from 'viem'
import { useClient, useConnection } from 'wagmi'
import { getLiquidityLinkProblem } from '../../app/getLinkProblem'
import { estimateRouterCall } from '../../chain/actions/router'
import { useGetDeadline } from '../../chain/clock/useGetDeadline'
import { ApprovalState } from '../../chain/tokens/getApprovalState'
import { useApproveCallback } from '../../chain/tokens/useApproveCallback'
import {
  getTransactionErrorMessage,
  isUserRejection,
} from '../../chain/transactions/getTransactionError'
import { useWriteFlow } from '../../chain/transactions/useWriteFlow'
import { FormattedNumber } from '../../components/FormattedNumber'
import { PageHeader } from '../../components/PageHeader'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { useUserSettings } from '../../state/settings/userSettings'
import { SettingsButton } from '../settings'
import { CurrencyInputPanel, useCurrency } from '../tokens'
import { RecentTransactionsButton, TransactionConfirmationModal } from '../transactions'
import { ConnectWalletButton } from '../wallet'
import { BurnField, type BurnState, INITIAL_BURN_STATE, PERCENT_PRESETS } from './burnState'
import { getReceiveToggle } from './getReceiveToggle'
import { formatRemovePercent } from './getRemoveAmounts'
import { getRemoveLiquidityCalls } from './getRemoveLiquidityCalls'
import { InvalidLinkPanel } from './InvalidLinkPanel'
import { MinimalPositionCard } from './PositionCard'
import { useDerivedBurnInfo } from './useDerivedBurnInfo'
import { type SignedPermit, useSignPermit } from './useSignPermit'
import './liquidity.css'

const symbolOf = (currency: Currency | undefined) => shortenSymbol(currency?.symbol) ?? ''

/**
 * The form, or what is wrong with the link when it names no pair (/remove/garbage/garbage): the
 * way back is the liquidity list, where every position has its own Remove link.
 */
export function RemoveLiquidityPage() {
  const { t } = useTranslation()
  const { currencyIdA, currencyIdB } = useParams()
  const currencyA = useCurrency(currencyIdA)
  const currencyB = useCurrency(currencyIdB)
  const problem = getLiquidityLinkProblem(currencyIdA, currencyIdB, {
    pairRequired: true,
    currencyA,
    currencyB,
  })
  if (problem) {
    return (
      <InvalidLinkPanel
        title={t('Remove Liquidity')}
        problem={problem}
        backTo="/liquidity"
        backLabel={t('Back to Liquidity')}
      />
    )
  }
  return <RemoveLiquidityForm />
}

function RemoveLiquidityForm() {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const { currencyIdA = '', currencyIdB = '' } = useParams()
  const { address: account } = useConnection()
  const publicClient = useClient()
  const { manifest } = useRuntimeConfig()
  const router = manifest.contracts.Router
  const slippageBps = useUserSettings((settings) => settings.slippageBps)
  const currencyA = useCurrency(currencyIdA) ?? undefined
  const currencyB = useCurrency(currencyIdB) ?? undefined
  const symbolA = symbolOf(currencyA)
  const symbolB = symbolOf(currencyB)

  const [state, setState] = useState<BurnState>(INITIAL_BURN_STATE)
  const [detailed, setDetailed] = useState(false)
  const info = useDerivedBurnInfo(currencyA, currencyB, state, account)
  const { pair, liquidity, amountA, amountB, percent, error } = info
  const onUserInput = (independentField: BurnField) => (typedValue: string) =>
    setState({ independentField, typedValue })

  const formatted = (
    field: BurnField,
    amount: { toSignificant(digits: number): string } | undefined,
  ) => (state.independentField === field ? state.typedValue : (amount?.toSignificant(6) ?? ''))
  const percentText = formatRemovePercent(percent)
  const sliderValue = Number(percent.toFixed(0))

  const [approval, approveOnChain] = useApproveCallback(liquidity, router)
  const signPermit = useSignPermit()
  const [permit, setPermit] = useState<SignedPermit>()
  const signature =
    permit &&
    liquidity &&
    pair &&
    permit.value === liquidity.quotient &&
    permit.pair === pair.address
      ? permit
      : undefined
  const [enabling, setEnabling] = useState(false)

  const [enableError, setEnableError] = useState<string>()

  async function onEnable() {
    if (!liquidity) return
    setEnabling(true)
    setEnableError(undefined)
    const showError = (caught: unknown) => {
      if (!isUserRejection(caught)) console.error(caught)
      const message = getTransactionErrorMessage(caught, { flow: 'write' })
      setEnableError(message && t(message.key, message.values))
    }
    try {
      setPermit(await signPermit(liquidity))
    } catch (signError) {
      // A user who refused to sign meant no; only a wallet that cannot sign gets the approve
      // transaction, which does the same job.
      if (isUserRejection(signError)) {
        showError(signError)
        return
      }
      console.warn('Permit not signed, approving on chain instead', signError)
      // The receipt's toast is the Recent Transactions updater's; a refusal shows here.
      const outcome = await approveOnChain({ toastErrors: 'none' })
      if (outcome && !outcome.ok && !outcome.hash) showError(outcome.error)
    } finally {
      setEnabling(false)
    }
  }

  const { write } = useWriteFlow()
  const getDeadline = useGetDeadline()
  const [showConfirm, setShowConfirm] = useState(false)
  const [attemptingTxn, setAttemptingTxn] = useState(false)
  const [txHash, setTxHash] = useState<Hash>()
  const [errorMessage, setErrorMessage] = useState<string>()

  const summaryParams = {
    amountA: amountA ? numberFormat.amount(amountA, 'transactionSummary') : '',
    symbolA,
    amountB: amountB ? numberFormat.amount(amountB, 'transactionSummary') : '',
    symbolB,
  }

  async function onRemove() {
    if (!account || !publicClient || !liquidity || !amountA || !amountB) return
    setAttemptingTxn(true)
    setErrorMessage(undefined)
    try {
      const calls = getRemoveLiquidityCalls({
        router,
        liquidity,
        amountA,
        amountB,
        slippageBps,
        to: account,
        deadline: await getDeadline(),
        signature,
      })
      // The first call that estimates wins (the taxed-token variant only when the plain fails);
      // its estimate goes to the write, which applies the one gas rule.
      let chosen: { call: (typeof calls)[number]; estimate: bigint } | undefined
      let lastError: unknown
      for (const call of calls) {
        try {
          chosen = { call, estimate: await estimateRouterCall(publicClient, call, account) }
          break
        } catch (estimateError) {
          lastError = estimateError
        }
      }
      if (!chosen) throw lastError
      // The receipt's toast is the Recent Transactions updater's; once sent, the modal shows the
      // hash whatever the receipt says.
      const outcome = await write(
        {
          ...chosen.call,
          estimate: chosen.estimate,
          summary: t('Remove %amountA% %symbolA% and %amountB% %symbolB%', summaryParams),
        },
        {
          toastErrors: 'none',
          onSent: (hash) => {
            setTxHash(hash)
            setAttemptingTxn(false)
          },
        },
      )
      if (!outcome.ok && !outcome.hash) throw outcome.error
    } catch (caught) {
      if (!isUserRejection(caught)) console.error(caught)
      const message = getTransactionErrorMessage(caught, { flow: 'write' })
      setErrorMessage(message && t(message.key, message.values))
    } finally {
      setAttemptingTxn(false)
    }
  }

  function onDismissConfirm() {
    setShowConfirm(false)
    setErrorMessage(undefined)
    if (txHash) {
      setState(INITIAL_BURN_STATE)
      setPermit(undefined)
    }
    setTxHash(undefined)
  }

  const approved = approval === ApprovalState.APPROVED || !!signature
  const receiveToggle = getReceiveToggle({
    currencyIdA,
    currencyIdB,
    wbnb: manifest.contracts.WBNB,
  })
  const userPosition =
    pair && info.userLiquidity && info.userLiquidity.quotient > 0n
      ? {
          pair,
          walletBalance: info.userLiquidity,
          stakedBalance: info.userLiquidity.multiply(0n),
          totalSupply: info.totalSupply,
        }
      : undefined
  const price =
    pair && currencyA && pair.involvesToken(currencyA.wrapped)
      ? pair.priceOf(currencyA.wrapped)
      : undefined

  return (
    <section className="page-body liquidity-page">
      <div className="liquidity-panel">
        <PageHeader
          title={t('Remove %assetA%-%assetB% liquidity', { assetA: symbolA, assetB: symbolB })}
          subtitle={t('To receive %assetA% and %assetB%', { assetA: symbolA, assetB: symbolB })}
          backTo="/pool"
          actions={
            <>
              <SettingsButton />
              <RecentTransactionsButton />
            </>
          }
        />
        <div className="liquidity-card">
          <div className="position-actions">
            <h2 className="liquidity-section-title">{t('Amount')}</h2>
            <button type="button" className="text-button" onClick={() => setDetailed((d) => !d)}>
              {detailed ? t('Simple') : t('Detailed')}
            </button>
          </div>
          <p className="remove-percent" aria-live="polite">
            {percentText}%
          </p>
          {detailed ? null : (
            <>
              <input
                type="range"
                className="remove-slider"
                min={0}
                max={100}
                step={1}
                value={sliderValue}
                aria-label={t('Amount to remove')}
                aria-valuetext={`${percentText}%`}
                onChange={(event) => onUserInput(BurnField.LIQUIDITY_PERCENT)(event.target.value)}
              />
              <div className="remove-presets">
                {PERCENT_PRESETS.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    onClick={() => onUserInput(BurnField.LIQUIDITY_PERCENT)(String(preset))}
                  >
                    {preset === 100 ? t('Max') : `${preset}%`}
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
        {detailed ? (
          <>
            <CurrencyInputPanel
              id="remove-liquidity-lp"
              label={t('LP tokens')}
              value={formatted(BurnField.LIQUIDITY, liquidity)}
              onUserInput={onUserInput(BurnField.LIQUIDITY)}
              onMax={() => onUserInput(BurnField.LIQUIDITY_PERCENT)('100')}
              showMaxButton={!percent.equalTo(1n)}
              currency={pair?.liquidityToken}
              disableCurrencySelect
            />
            <CurrencyInputPanel
              id="remove-liquidity-a"
              label={t('Output %asset%', { asset: symbolA })}
              value={formatted(BurnField.CURRENCY_A, amountA)}
              onUserInput={onUserInput(BurnField.CURRENCY_A)}
              onMax={() => onUserInput(BurnField.LIQUIDITY_PERCENT)('100')}
              showMaxButton={!percent.equalTo(1n)}
              currency={currencyA}
              disableCurrencySelect
              hideBalance
            />
            <CurrencyInputPanel
              id="remove-liquidity-b"
              label={t('Output %asset%', { asset: symbolB })}
              value={formatted(BurnField.CURRENCY_B, amountB)}
              onUserInput={onUserInput(BurnField.CURRENCY_B)}
              onMax={() => onUserInput(BurnField.LIQUIDITY_PERCENT)('100')}
              showMaxButton={!percent.equalTo(1n)}
              currency={currencyB}
              disableCurrencySelect
              hideBalance
            />
          </>
        ) : (
          <section className="liquidity-card" aria-labelledby="remove-liquidity-outputs">
            <h2 id="remove-liquidity-outputs" className="position-card-title">
              {t('You will receive')}
            </h2>
            <dl className="remove-outputs">
              <dt>{symbolA}</dt>
              <dd>{amountA ? <FormattedNumber value={amountA} kind="amount" /> : '-'}</dd>
              <dt>{symbolB}</dt>
              <dd>{amountB ? <FormattedNumber value={amountB} kind="amount" /> : '-'}</dd>
            </dl>
            {receiveToggle ? (
              <Link className="text-link" to={receiveToggle.to}>
                {t(receiveToggle.label)}
              </Link>
            ) : null}
          </section>
        )}
        {price ? (
          <dl className="remove-outputs">
            <dt>{t('Price')}</dt>
            <dd>
              1 {symbolA} = <FormattedNumber value={price} kind="price" /> {symbolB}
              <br />1 {symbolB} = <FormattedNumber value={price.invert()} kind="price" /> {symbolA}
            </dd>
          </dl>
        ) : null}
        {!account ? (
          <ConnectWalletButton />
        ) : (
          <div className="liquidity-buttons-row">
            <button
              type="button"
              disabled={approved || enabling || approval !== ApprovalState.NOT_APPROVED || !!error}
              onClick={() => void onEnable()}
            >
              {approval === ApprovalState.PENDING || enabling
                ? t('Enabling')
                : approved
                  ? t('Enabled')
                  : t('Enable')}
            </button>
            <button
              type="button"
              disabled={!!error || !approved}
              onClick={() => setShowConfirm(true)}
            >
              {error ? t(error) : t('Remove')}
            </button>
          </div>
        )}
        {enableError ? (
          <p role="alert" className="liquidity-error">
            {enableError}
          </p>
        ) : null}
      </div>
      {userPosition ? (
        <div className="liquidity-panel">
          <MinimalPositionCard position={userPosition} />
        </div>
      ) : null}
      {showConfirm && liquidity && amountA && amountB ? (
        <TransactionConfirmationModal
          title={t('You will receive')}
          onDismiss={onDismissConfirm}
          attemptingTxn={attemptingTxn}
          hash={txHash}
          errorMessage={errorMessage}
          pendingText={t('Removing %amountA% %symbolA% and %amountB% %symbolB%', summaryParams)}
        >
          <div className="confirm-body">
            <dl className="remove-outputs">
              <dt>{symbolA}</dt>
              <dd>
                <FormattedNumber value={amountA} kind="amount" />
              </dd>
              <dt>{symbolB}</dt>
              <dd>
                <FormattedNumber value={amountB} kind="amount" />
              </dd>
              <dt>{t('LP %assetA%/%assetB% Burned', { assetA: symbolA, assetB: symbolB })}</dt>
              <dd>
                <FormattedNumber value={liquidity} kind="amount" />
              </dd>
            </dl>
            <p className="confirm-note">
              {t(
                'Output is estimated. If the price changes by more than %slippage%% your transaction will revert.',
                {
                  slippage: numberFormat.format(new Fraction(BigInt(slippageBps), 100n), {
                    significantDigits: 4,
                  }),
                },
              )}
            </p>
            <button type="button" onClick={() => void onRemove()}>
              {t('Confirm')}
            </button>
          </div>
        </TransactionConfirmationModal>
      ) : null}
    </section>
  )
}
