/**
 * Place a bid in the live auction, for a whitelisted project wallet. Every rule comes first,
 * before anything opens the wallet: bids in multiples of 10 CAKE, the first one at least the
 * auction's initial amount (later ones add to the total), the wallet's CAKE, and that bids are
 * taken only while the auction is live. Then the amount, checked by the sdk's
 * `validateAuctionBid` with its message under the field, and Enable CAKE (the approval) and
 * Place bid, both through the app's write flow.
 */
import { useId, useState } from 'react'
import type { Address } from 'viem'
import { farmAuctionKeys } from '../../../api/farmAuction'
import { useWaitForIndex } from '../../../api/waitForIndex'
import { bidFarmAuction } from '../../../chain/actions/farmAuction'
import { ApprovalState } from '../../../chain/tokens/getApprovalState'
import { useCakeSpend } from '../../../chain/tokens/useCakeSpend'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { AmountInput, FieldMessage } from '../../../components/AmountField'
import { EnableButton } from '../../../components/EnableButton'
import { useTranslation } from '../../../i18n'
import { type ChainAuction, getBidFormState } from '../rules/auctionRules'
import { CakeAmount, useAuctionDateText, useCakeText } from './figures'

export type BidFormProps = {
  contract: Address
  cake: Address
  auction: ChainAuction
  now: bigint
  /** The wallet's total in this auction so far. */
  currentTotal: bigint
  balance: bigint | undefined
}

export function BidForm({ contract, cake, auction, now, currentTotal, balance }: BidFormProps) {
  const { t } = useTranslation()
  const cakeText = useCakeText()
  const dateText = useAuctionDateText()
  const [typed, setTyped] = useState('')
  const inputId = useId()
  const messageId = useId()
  const rulesId = useId()
  const flow = useWriteFlow()
  const { ready } = flow
  const waitForIndex = useWaitForIndex()

  const form = getBidFormState(typed, {
    currentTotal,
    initialBidAmount: auction.initialBidAmount,
    whitelisted: true,
    now,
    startTime: auction.startTime,
    endTime: auction.endTime,
    balance,
    bidderCount: Number(auction.bidderCount),
  })
  const amount = 'amount' in form ? form.amount : undefined
  const fieldError = 'message' in form && !form.empty

  const spend = useCakeSpend({ cake, spender: contract, amount, flow })
  const { busy } = spend
  const needsApproval = amount !== undefined && spend.approval !== ApprovalState.APPROVED

  const bid = async () => {
    if (amount === undefined) return
    const summary = t('Bid %amount% CAKE in farm auction #%id%', {
      amount: cakeText(amount),
      id: auction.id.toString(),
    })
    const outcome = await spend.send(
      { ...bidFarmAuction({ auction: contract, amount }), summary },
      {
        success: { title: t('Bid placed'), description: summary },
        failure: t('Could not place the bid'),
        toastErrors: 'all',
        waitForIndex,
        invalidates: [farmAuctionKeys.all],
      },
    )
    if (outcome.ok) setTyped('')
  }

  const message =
    'message' in form
      ? t(form.message, form.minimum === undefined ? {} : { minimum: cakeText(form.minimum) })
      : undefined

  return (
    <div className="auction-bid">
      <h3>{t('Place bid')}</h3>
      <ul className="ui-amount-rules" id={rulesId}>
        <li>{t('Bids are in CAKE, in multiples of 10 CAKE.')}</li>
        <li>
          {currentTotal === 0n
            ? t('Your first bid must be at least %minimum% CAKE; later bids add to your total.', {
                minimum: cakeText(auction.initialBidAmount),
              })
            : t('You have bid %total% CAKE in this auction; a new bid adds to it.', {
                total: cakeText(currentTotal),
              })}
        </li>
        <li>
          {t('Bids are taken while the auction is live, until %end%.', {
            end: dateText(auction.endTime),
          })}
        </li>
        <li>
          {t(
            'The %count% largest totals win a farm for 7 days and their CAKE is burned; every other bidder takes their CAKE back after the close.',
            { count: String(auction.winnerCount) },
          )}
        </li>
      </ul>
      <div className="ui-field-row">
        <label htmlFor={inputId}>{t('CAKE to bid')}</label>
        <span className="ui-muted">
          {t('Balance')}: {balance === undefined ? '…' : <CakeAmount wei={balance} />}
        </span>
      </div>
      <AmountInput
        id={inputId}
        className="auction-amount-input"
        placeholder="0"
        value={typed}
        aria-invalid={fieldError}
        aria-describedby={`${messageId} ${rulesId}`}
        onValueChange={setTyped}
      />
      <FieldMessage id={messageId} message={fieldError ? message : undefined} />
      <div className="ui-actions auction-actions">
        {needsApproval ? (
          <EnableButton {...spend.enableButton(t('You can now bid CAKE in farm auctions.'))} />
        ) : null}
        <button
          type="button"
          className="button-primary"
          disabled={needsApproval || !ready || busy || amount === undefined}
          onClick={() => void bid()}
        >
          {busy ? t('Placing bid…') : t('Place bid')}
        </button>
      </div>
    </div>
  )
}
