/**
 * The current round: its number and state (buying, pending, drawn, or the next round on sale
 * soon), the countdown to the end of the sale on the chain's clock, the prize pot in CAKE and USD,
 * the bracket table, Buy Tickets, and the wallet's tickets in the round.
 */
import { getLotteryPhase, type LotteryPhase } from '@ghost/sdk'
import { useState } from 'react'
import type { Address } from 'viem'
import { useChainNow } from '../../../chain/clock/chainNow'
import { Countdown } from '../../../components/Countdown'
import { Card } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { ConnectWalletButton } from '../../wallet'
import { useLotteryRound } from '../data/useLottery'
import { getBracketRows, PHASE_LABELS } from '../rules/lotteryRules'
import { CakeAmount, UsdValue, useCakePriceUsd } from './amounts'
import { BracketTable } from './BracketTable'
import { BuyTicketsModal } from './BuyTicketsModal'
import { YourTickets } from './YourTickets'

export function CurrentRound({
  lottery,
  cake,
  currentId,
  blockTimestamp,
  cakeBalance,
  account,
}: {
  lottery: Address
  cake: Address
  currentId: bigint
  blockTimestamp: bigint | undefined
  cakeBalance: bigint | undefined
  account: Address | undefined
}) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const { round, tickets } = useLotteryRound(lottery, currentId, account)
  const now = useChainNow(blockTimestamp)
  const price = useCakePriceUsd(cake)
  const [buying, setBuying] = useState(false)
  const phase: LotteryPhase | undefined =
    now === undefined || (currentId > 0n && !round)
      ? undefined
      : getLotteryPhase(currentId > 0n ? round : undefined, now)
  // a drawn current round means the next one is not open yet: on sale soon
  const shownPhase: LotteryPhase | undefined = phase === 'drawn' ? 'onSaleSoon' : phase

  return (
    <Card className="lottery-current" labelledBy="lottery-current-heading" busy={!shownPhase}>
      <h2 id="lottery-current-heading">{t('Current round')}</h2>
      {currentId > 0n && phase !== 'drawn' ? (
        <p className="lottery-round-line">
          <span>{t('Round')}</span> <output aria-label={t('Round')}>#{currentId.toString()}</output>
        </p>
      ) : null}
      <p className="lottery-round-line">
        <span>{t('Status')}:</span>{' '}
        <output aria-label={t('Status')} className="lottery-phase">
          {shownPhase ? t(PHASE_LABELS[shownPhase]) : '…'}
        </output>
      </p>
      {shownPhase === 'buying' && round && now !== undefined ? (
        <Countdown
          label={t('Sale ends in')}
          target={round.endTime}
          now={now}
          className="lottery-countdown"
        />
      ) : null}
      {shownPhase === 'pending' ? (
        <p className="lottery-muted">{t('The sale is over. The winning number is being drawn.')}</p>
      ) : null}
      {shownPhase === 'onSaleSoon' ? (
        <p className="lottery-muted">{t('The next round goes on sale soon.')}</p>
      ) : null}
      {round && phase !== 'drawn' && currentId > 0n ? (
        <>
          <p className="lottery-pot">
            <span>{t('Prize pot')}:</span>{' '}
            <output aria-label={t('Prize pot')}>
              <CakeAmount wei={round.amountCollectedInCake} />
            </output>{' '}
            <UsdValue wei={round.amountCollectedInCake} price={price} />
          </p>
          <p className="lottery-muted">
            {t('Tickets sold')}: {format.full(round.ticketsSold)}
          </p>
          <BracketTable rows={getBracketRows(round)} price={price} label={t('Prize brackets')} />
        </>
      ) : null}
      {shownPhase === 'buying' && round ? (
        account ? (
          <div className="lottery-actions">
            <button type="button" className="button-primary" onClick={() => setBuying(true)}>
              {t('Buy Tickets')}
            </button>
          </div>
        ) : (
          <div className="lottery-actions">
            <p>{t('Connect your wallet to buy tickets.')}</p>
            <ConnectWalletButton />
          </div>
        )
      ) : null}
      {account && tickets && phase !== 'drawn' && currentId > 0n ? (
        <section className="lottery-subsection" aria-labelledby="lottery-current-tickets">
          <h3 id="lottery-current-tickets">{t('Your tickets')}</h3>
          <YourTickets tickets={tickets} drawn={false} />
        </section>
      ) : null}
      {buying && round ? (
        <BuyTicketsModal
          lottery={lottery}
          cake={cake}
          lotteryId={currentId}
          priceTicketInCake={round.priceTicketInCake}
          cakeBalance={cakeBalance}
          onClose={() => setBuying(false)}
        />
      ) : null}
    </Card>
  )
}
