/**
 * /add/{currencyIdA}/{currencyIdB} (spec §2 Add Liquidity screen): two amounts, the other one at
 * the pool's price unless the pool is new, prices and share, Enable per token, Supply with its
 * error texts, the confirm modal and the router call (spec §7), the user's position below.
 */
import { type Currency, currencyId, Fraction, maxAmountSpend, shortenSymbol } from '@ghost/sdk'
import { useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import type { Hash } from 'viem'
import { useConnection } from 'wagmi'
import { getLiquidityLinkProblem } from '../../app/getLinkProblem'
import { useGetDeadline } from '../../chain/clock/useGetDeadline'
import { PairState } from '../../chain/pairs/usePairs'
import { ApprovalState } from '../../chain/tokens/getApprovalState'
import { type ApproveCallback, useApproveCallback } from '../../chain/tokens/useApproveCallback'
import { getTransactionErrorMessage } from '../../chain/transactions/getTransactionError'
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
import { getAddLiquidityCall } from './getAddLiquidityCall'
import { getAddRouteForSelection } from './getAddRouteForSelection'
import { InvalidLinkPanel } from './InvalidLinkPanel'
import { INITIAL_MINT_STATE, MintField, typeMintInput } from './mintState'
import { PoolPriceBar } from './PoolPriceBar'
import { MinimalPositionCard } from './PositionCard'
import { saveTrackedPair } from './saveTrackedPair'
import { useDerivedMintInfo } from './useDerivedMintInfo'
import './liquidity.css'
import { PlusIcon } from '../../components/icons/icons'

const { CURRENCY_A, CURRENCY_B } = MintField

const symbolOf = (currency: Currency | undefined) => shortenSymbol(currency?.symbol) ?? ''

/**
 * The form, or what is wrong with the link when an id names no currency: the way back is the
 * plain form of the same route.
 */
export function AddLiquidityPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const base = pathname.startsWith('/create') ? '/create' : '/add'
  const { currencyIdA, currencyIdB } = useParams()
  const currencyA = useCurrency(currencyIdA)
  const currencyB = useCurrency(currencyIdB)
  const problem = getLiquidityLinkProblem(currencyIdA, currencyIdB, {
    currencyA,
    currencyB,
  })
  if (problem) {
    return (
      <InvalidLinkPanel
        title={t('Add Liquidity')}
        problem={problem}
        backTo={base}
        backLabel={t('Back to Add Liquidity')}
      />
    )
  }
  return <AddLiquidityForm />
}

function AddLiquidityForm() {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const base = pathname.startsWith('/create') ? '/create' : '/add'
  const { currencyIdA, currencyIdB } = useParams()
  const { address: account } = useConnection()
  const { chainId, manifest } = useRuntimeConfig()
  const router = manifest.contracts.Router
  const slippageBps = useUserSettings((settings) => settings.slippageBps)
  const currencyA = useCurrency(currencyIdA) ?? undefined
  const currencyB = useCurrency(currencyIdB) ?? undefined

  const [state, setState] = useState(INITIAL_MINT_STATE)
  const info = useDerivedMintInfo(currencyA, currencyB, state, account)
  const { parsedAmounts, formattedAmounts, balances, noLiquidity, error } = info
  const amountA = parsedAmounts[CURRENCY_A]
  const amountB = parsedAmounts[CURRENCY_B]
  const isValid = !error

  const onFieldInput = (field: MintField) => (typedValue: string) =>
    setState((current) => typeMintInput(current, { field, typedValue, noLiquidity }))

  const maxAmounts = {
    [CURRENCY_A]: maxAmountSpend(balances[CURRENCY_A]),
    [CURRENCY_B]: maxAmountSpend(balances[CURRENCY_B]),
  }
  // Like swap: no MAX until the balance has loaded (a click then would clear the field).
  const showMax = (field: MintField) => {
    const max = maxAmounts[field]
    return !!max && max.greaterThan(0n) && !max.equalTo(parsedAmounts[field] ?? 0n)
  }

  const [approvalA, approveA] = useApproveCallback(amountA, router)
  const [approvalB, approveB] = useApproveCallback(amountB, router)
  // The receipt's toast is the Recent Transactions updater's; a refusal leaves the button as it was.
  const approve = (callback: ApproveCallback) => callback({ toastErrors: 'none' })
  const needsApproval = (approval: ApprovalState) =>
    approval === ApprovalState.NOT_APPROVED || approval === ApprovalState.PENDING

  const { write } = useWriteFlow()
  const getDeadline = useGetDeadline()
  const [showConfirm, setShowConfirm] = useState(false)
  const [attemptingTxn, setAttemptingTxn] = useState(false)
  const [txHash, setTxHash] = useState<Hash>()
  // The submitted view keeps the title it was sent under: the pool exists once mined, and the
  // write refreshes the reads at once.
  const [sentAsNewPool, setSentAsNewPool] = useState(false)
  const creatingPool = txHash ? sentAsNewPool : noLiquidity
  const [errorMessage, setErrorMessage] = useState<string>()

  const symbolA = symbolOf(currencyA)
  const symbolB = symbolOf(currencyB)
  const amountText = (field: MintField) => {
    const amount = parsedAmounts[field]
    return amount ? numberFormat.amount(amount, 'transactionSummary') : ''
  }
  const summaryParams = {
    amountA: amountText(CURRENCY_A),
    symbolA,
    amountB: amountText(CURRENCY_B),
    symbolB,
  }

  async function onAdd() {
    if (!account || !amountA || !amountB) return
    setAttemptingTxn(true)
    setErrorMessage(undefined)
    // Spec §8: a wallet rejection closes quietly (the amounts stay for another try); anything
    // else is logged and shown in the modal, in the shared mapper's words.
    const fail = (caught: unknown) => {
      const message = getTransactionErrorMessage(caught, { flow: 'addLiquidity' })
      if (message) {
        console.error(caught)
        setErrorMessage(t(message.key, message.values))
      } else setShowConfirm(false)
    }
    try {
      const call = getAddLiquidityCall({
        router,
        amountA,
        amountB,
        noLiquidity,
        slippageBps,
        to: account,
        deadline: await getDeadline(),
      })
      const tokenA = amountA.currency.wrapped.address
      const tokenB = amountB.currency.wrapped.address
      const summary = t('Add %amountA% %symbolA% and %amountB% %symbolB%', summaryParams)
      // The receipt's toast is the Recent Transactions updater's; once sent, the modal shows
      // the hash whatever the receipt says.
      const outcome = await write(
        { ...call, summary },
        {
          toastErrors: 'none',
          onSent: (hash) => {
            setTxHash(hash)
            setSentAsNewPool(noLiquidity)
            setAttemptingTxn(false)
            // A pool created or joined here is listed on the Liquidity page from now on.
            saveTrackedPair(chainId, tokenA, tokenB)
          },
        },
      )
      if (!outcome.ok && !outcome.hash) fail(outcome.error)
    } catch (caught) {
      fail(caught)
    } finally {
      setAttemptingTxn(false)
    }
  }

  function onDismissConfirm() {
    setShowConfirm(false)
    setErrorMessage(undefined)
    if (txHash) setState(INITIAL_MINT_STATE)
    setTxHash(undefined)
  }

  const select = (field: MintField) => (currency: Currency) =>
    navigate(
      getAddRouteForSelection({
        base,
        field,
        selectedId: currencyId(currency),
        currencyIdA,
        currencyIdB,
      }),
    )

  const userPosition =
    info.pair && !noLiquidity && info.userLiquidity && info.userLiquidity.quotient > 0n
      ? {
          pair: info.pair,
          walletBalance: info.userLiquidity,
          stakedBalance: info.userLiquidity.multiply(0n),
          totalSupply: info.totalSupply,
        }
      : undefined

  return (
    <section className="page-body liquidity-page">
      <div className="liquidity-panel">
        <PageHeader
          title={t('Add Liquidity')}
          subtitle={t('Add liquidity to receive LP tokens')}
          helper={t(
            'Liquidity providers earn a 0.17% trading fee on all trades made for that token pair, proportional to their share of the liquidity pool.',
          )}
          backTo="/pool"
          actions={
            <>
              <SettingsButton />
              <RecentTransactionsButton />
            </>
          }
        />
        {noLiquidity && currencyA && currencyB ? (
          <div className="liquidity-notice" role="note">
            <p>
              <strong>{t('You are the first liquidity provider.')}</strong>
            </p>
            <p>{t('The ratio of tokens you add will set the price of this pool.')}</p>
            <p>{t('Once you are happy with the rate click supply to review.')}</p>
          </div>
        ) : null}
        <CurrencyInputPanel
          id="add-liquidity-input-a"
          label={t('Token A')}
          value={formattedAmounts[CURRENCY_A]}
          onUserInput={onFieldInput(CURRENCY_A)}
          onMax={() => onFieldInput(CURRENCY_A)(maxAmounts[CURRENCY_A]?.toExact() ?? '')}
          showMaxButton={showMax(CURRENCY_A)}
          currency={currencyA}
          onCurrencySelect={select(CURRENCY_A)}
          otherCurrency={currencyB}
        />
        <div className="liquidity-plus">
          <PlusIcon />
        </div>
        <CurrencyInputPanel
          id="add-liquidity-input-b"
          label={t('Token B')}
          value={formattedAmounts[CURRENCY_B]}
          onUserInput={onFieldInput(CURRENCY_B)}
          onMax={() => onFieldInput(CURRENCY_B)(maxAmounts[CURRENCY_B]?.toExact() ?? '')}
          showMaxButton={showMax(CURRENCY_B)}
          currency={currencyB}
          onCurrencySelect={select(CURRENCY_B)}
          otherCurrency={currencyA}
        />
        {currencyA && currencyB && info.pairState !== PairState.INVALID ? (
          <section className="liquidity-card" aria-labelledby="add-liquidity-prices">
            <h2 id="add-liquidity-prices" className="position-card-title">
              {noLiquidity ? t('Initial prices and pool share') : t('Prices and pool share')}
            </h2>
            <PoolPriceBar
              currencyA={currencyA}
              currencyB={currencyB}
              price={info.price}
              poolShare={info.poolShare}
              noLiquidity={noLiquidity}
            />
          </section>
        ) : null}
        {!account ? (
          <ConnectWalletButton />
        ) : (
          <div className="liquidity-buttons">
            {isValid && (needsApproval(approvalA) || needsApproval(approvalB)) ? (
              <div className="liquidity-buttons-row">
                {needsApproval(approvalA) ? (
                  <button
                    type="button"
                    disabled={approvalA === ApprovalState.PENDING}
                    onClick={() => void approve(approveA)}
                  >
                    {approvalA === ApprovalState.PENDING
                      ? t('Enabling %asset%', { asset: symbolA })
                      : t('Enable %asset%', { asset: symbolA })}
                  </button>
                ) : null}
                {needsApproval(approvalB) ? (
                  <button
                    type="button"
                    disabled={approvalB === ApprovalState.PENDING}
                    onClick={() => void approve(approveB)}
                  >
                    {approvalB === ApprovalState.PENDING
                      ? t('Enabling %asset%', { asset: symbolB })
                      : t('Enable %asset%', { asset: symbolB })}
                  </button>
                ) : null}
              </div>
            ) : null}
            <button
              type="button"
              disabled={
                !isValid ||
                approvalA !== ApprovalState.APPROVED ||
                approvalB !== ApprovalState.APPROVED
              }
              onClick={() => setShowConfirm(true)}
            >
              {error
                ? 'symbol' in error
                  ? t(error.message, { symbol: error.symbol })
                  : t(error.message)
                : t('Supply')}
            </button>
          </div>
        )}
      </div>
      {userPosition ? (
        <div className="liquidity-panel">
          <MinimalPositionCard position={userPosition} />
        </div>
      ) : null}
      {showConfirm && amountA && amountB ? (
        <TransactionConfirmationModal
          title={creatingPool ? t('You are creating a pool') : t('You will receive')}
          onDismiss={onDismissConfirm}
          attemptingTxn={attemptingTxn}
          hash={txHash}
          errorMessage={errorMessage}
          pendingText={t('Supplying %amountA% %symbolA% and %amountB% %symbolB%', summaryParams)}
        >
          <div className="confirm-body">
            <p className="confirm-amount">
              {info.liquidityMinted ? (
                <FormattedNumber value={info.liquidityMinted} kind="amount" />
              ) : (
                '-'
              )}
            </p>
            <p>{t('%assetA%/%assetB% Pool Tokens', { assetA: symbolA, assetB: symbolB })}</p>
            {noLiquidity ? null : (
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
            )}
            <dl className="remove-outputs">
              <dt>{t('%asset% Deposited', { asset: symbolA })}</dt>
              <dd>
                <FormattedNumber value={amountA} kind="amount" />
              </dd>
              <dt>{t('%asset% Deposited', { asset: symbolB })}</dt>
              <dd>
                <FormattedNumber value={amountB} kind="amount" />
              </dd>
              <dt>{t('Rates')}</dt>
              <dd>
                {info.price ? (
                  <>
                    1 {symbolA} = <FormattedNumber value={info.price} kind="rateLine" /> {symbolB}
                    <br />1 {symbolB} ={' '}
                    <FormattedNumber value={info.price.invert()} kind="rateLine" /> {symbolA}
                  </>
                ) : (
                  '-'
                )}
              </dd>
              <dt>{t('Share of Pool')}</dt>
              <dd>
                {noLiquidity
                  ? '100'
                  : info.poolShare
                    ? numberFormat.share(info.poolShare, 'addLiquidity')
                    : '0'}
                %
              </dd>
            </dl>
            <button type="button" onClick={() => void onAdd()}>
              {noLiquidity ? t('Create Pool & Supply') : t('Confirm Supply')}
            </button>
          </div>
        </TransactionConfirmationModal>
      ) : null}
    </section>
  )
}
