/**
 * Buying tickets in the presale or the public sale: the wallet's allowance and purchases, a count
 * field checked as it is typed (spec §9 limits, named in the message), then a review in the
 * transaction modal with the CAKE approval (when the sale may not pull the cost yet) and the
 * purchase, each ending in a toast. Without an active profile it says so and links to the profile.
 */
import { CurrencyAmount, Token } from '@ghost/sdk'
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { Address } from 'viem'
import { buyTickets } from '../../../chain/actions/squad'
import { ApprovalState } from '../../../chain/tokens/getApprovalState'
import { useApproveCallback } from '../../../chain/tokens/useApproveCallback'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { Card, Stat, StatList } from '../../../components/layout'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { ChainLoading } from '../../chainNode'
import { ConnectWalletButton } from '../../wallet'
import { useProfile } from '../profile/useProfile'
import { useNftWriteOptions } from '../trade/nftWriteOptions'
import { BnbAmount, TradeModal, useBnbText } from '../trade/tradeParts'
import { getPurchaseState, MAX_PER_WALLET_PUBLIC, type PurchaseState } from './squadRules'
import type { SquadSaleRead } from './useSquadSale'

export function SquadPurchase({
  sale,
  account,
}: {
  sale: SquadSaleRead
  account: Address | undefined
}) {
  const { t } = useTranslation()
  const profile = useProfile(account)
  const [countText, setCountText] = useState('1')
  const [reviewing, setReviewing] = useState<{ count: bigint; cost: bigint }>()
  const presale = sale.phase === 'presale'
  const price = presale ? sale.presalePrice : sale.publicPrice
  const user = sale.user

  if (!account) {
    return (
      <Card labelledBy="squad-buy-heading">
        <h2 id="squad-buy-heading">{t('Buy tickets')}</h2>
        <p>{t('Connect your wallet to buy tickets.')}</p>
        <ConnectWalletButton />
      </Card>
    )
  }
  const profileLoading = !profile.isInitialized || profile.isLoading
  const state =
    user && !profileLoading
      ? getPurchaseState({
          phase: sale.phase,
          countText,
          hasActiveProfile: profile.data?.isActive === true,
          presaleAllowance: user.presaleTickets,
          publicBought: user.publicBought,
          presaleSold: sale.presaleSold,
          ticketsSold: sale.ticketsSold,
          maxTickets: sale.maxTickets,
          price,
          cakeBalance: user.cakeBalance,
        })
      : undefined

  return (
    <Card labelledBy="squad-buy-heading" busy={!state}>
      <h2 id="squad-buy-heading">{t('Your tickets')}</h2>
      {user ? (
        <StatList>
          <Stat
            label={t('Presale allowance')}
            value={
              <output aria-label={t('Presale allowance')}>{user.presaleTickets.toString()}</output>
            }
          />
          <Stat
            label={t('Bought in the public sale')}
            value={
              <output aria-label={t('Bought in the public sale')}>
                {user.publicBought.toString()} / {MAX_PER_WALLET_PUBLIC}
              </output>
            }
          />
          <Stat
            label={t('Tickets held')}
            value={<output aria-label={t('Tickets held')}>{user.tickets.toString()}</output>}
          />
          <Stat
            label={t('CAKE balance')}
            value={
              <output aria-label={t('CAKE balance')}>
                <BnbAmount wei={user.cakeBalance} symbol="CAKE" kind="balance" />
              </output>
            }
          />
        </StatList>
      ) : null}
      {!state ? (
        <p>
          <ChainLoading />
        </p>
      ) : state.status === 'noProfile' ? (
        <p className="squad-notice" role="status">
          {t('An active profile is needed to buy tickets.')}{' '}
          <Link to="/nfts/profile">{t('Set up your profile')}</Link>
        </p>
      ) : state.status === 'closed' ? (
        <p className="squad-notice" role="status">
          {t(state.message.key, state.message.values)}
        </p>
      ) : (
        <PurchaseForm
          state={state}
          presale={presale}
          countText={countText}
          onCountChange={setCountText}
          onSubmit={(count, cost) => setReviewing({ count, cost })}
        />
      )}
      {reviewing && user ? (
        <PurchaseModal
          sale={sale}
          presale={presale}
          count={reviewing.count}
          cost={reviewing.cost}
          onClose={() => setReviewing(undefined)}
          onSettled={() => setCountText('1')}
        />
      ) : null}
    </Card>
  )
}

export type PurchaseFormProps = {
  state: Extract<PurchaseState, { status: 'invalid' | 'ready' }>
  presale: boolean
  countText: string
  onCountChange: (text: string) => void
  onSubmit: (count: bigint, cost: bigint) => void
}

/** The count field, Max, Buy tickets and the field's message (its error or the cost). */
export function PurchaseForm({
  state,
  presale,
  countText,
  onCountChange,
  onSubmit,
}: PurchaseFormProps) {
  const { t } = useTranslation()
  const fieldId = useId()
  const messageId = useId()
  return (
    <form
      className="squad-buy-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (state.status === 'ready') onSubmit(state.count, state.cost)
      }}
    >
      <label htmlFor={fieldId}>{presale ? t('Presale tickets to buy') : t('Tickets to buy')}</label>
      <div className="squad-buy-row">
        <input
          id={fieldId}
          inputMode="numeric"
          autoComplete="off"
          value={countText}
          aria-invalid={state.status === 'invalid'}
          aria-describedby={messageId}
          onChange={(event) => onCountChange(event.target.value)}
        />
        <button
          type="button"
          className="squad-secondary"
          onClick={() => onCountChange(state.limit.toString())}
        >
          {t('Max')}
        </button>
        <button type="submit" className="squad-primary" disabled={state.status !== 'ready'}>
          {t('Buy tickets')}
        </button>
      </div>
      <p id={messageId} className="squad-field-message" aria-live="polite">
        {state.status === 'invalid' ? (
          <span role="alert">{t(state.message.key, state.message.values)}</span>
        ) : (
          <>
            {t('Cost')}: <BnbAmount wei={state.cost} symbol="CAKE" />
          </>
        )}
      </p>
    </form>
  )
}

function PurchaseModal({
  sale,
  presale,
  count,
  cost,
  onClose,
  onSettled,
}: {
  sale: SquadSaleRead
  presale: boolean
  count: bigint
  cost: bigint
  onClose: () => void
  onSettled: () => void
}) {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const cakeText = useBnbText()
  const flow = useWriteFlow()
  const { state, reset, ready } = flow
  const nftWrite = useNftWriteOptions()
  const cake = useMemo(
    () => new Token({ chainId, address: sale.cake, decimals: 18, symbol: 'CAKE', name: 'CAKE' }),
    [chainId, sale.cake],
  )
  const amount = useMemo(() => CurrencyAmount.fromRawAmount(cake, cost), [cake, cost])
  const [approval, approve] = useApproveCallback(amount, sale.sale, flow)
  const approving = state.approving || approval === ApprovalState.PENDING
  const needsApproval = approval !== ApprovalState.APPROVED
  const summary = t('Buy %count% Ghost Squad tickets for %amount% CAKE', {
    count: count.toString(),
    amount: cakeText(cost),
  })

  return (
    <TradeModal title={t('Buy tickets')} state={state} onReset={reset} onClose={onClose}>
      <p>
        {presale ? t('Presale tickets') : t('Public sale tickets')}:{' '}
        <output aria-label={t('Tickets')}>{count.toString()}</output>
      </p>
      <p>
        {t('Cost')}: <BnbAmount wei={cost} symbol="CAKE" />
      </p>
      <p className="squad-muted">{t('The CAKE you pay is burned.')}</p>
      <div className="squad-modal-actions">
        {needsApproval ? (
          <button
            type="button"
            className="squad-primary"
            disabled={approval !== ApprovalState.NOT_APPROVED || approving || !ready}
            onClick={() =>
              void approve({
                success: {
                  title: t('Contract approved'),
                  description: t('You can now buy tickets with CAKE.'),
                },
                failure: t('Could not approve CAKE'),
              })
            }
          >
            {approving ? t('Approving') : t('Approve CAKE')}
          </button>
        ) : null}
        <button
          type="button"
          className="squad-primary"
          disabled={needsApproval || !ready}
          onClick={async () => {
            const outcome = await flow.write(
              { ...buyTickets({ sale: sale.sale, count }), summary },
              {
                ...nftWrite,
                success: { title: t('Tickets bought!'), description: summary },
                failure: t('Could not buy tickets'),
              },
            )
            if (outcome.ok) onSettled()
          }}
        >
          {t('Confirm purchase')}
        </button>
      </div>
    </TradeModal>
  )
}
