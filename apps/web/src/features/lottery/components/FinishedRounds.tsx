/**
 * Finished rounds, browsed by number (Previous, Next, a number field; the newest drawn round
 * first): the winning number, the pot, each bracket's winners and CAKE, what rolled over, and
 * the wallet's tickets with their matches. Check now collects the round's unclaimed prizes. A
 * round's figures come from the index once it has caught up with the chain, else from the chain;
 * whether a round exists is the chain's answer (1 to the current round), and a number no round
 * has shows the spec's 'The lottery number you provided does not exist'.
 */
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Address } from 'viem'
import { lotteryRoundQuery } from '../../../api/lottery/lotteryQueries'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { Card, EventTime, Stat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { useLotteryRound } from '../data/useLottery'
import {
  type CollectPlan,
  getChainRoundFigures,
  getCollectPlan,
  getIndexRoundFigures,
  LOTTERY_STATUS,
  LOTTERY_TEXTS,
  type LotteryTicket,
  parseRoundNumber,
  type RoundFigures,
} from '../rules/lotteryRules'
import { CakeAmount, UsdValue, useCakePriceUsd } from './amounts'
import { BracketTable } from './BracketTable'
import { CollectWinningsModal } from './CollectWinningsModal'
import { TicketNumber } from './TicketNumber'
import { YourRounds } from './YourRounds'
import { YourTickets } from './YourTickets'

export function FinishedRounds({
  lottery,
  cake,
  currentId,
  latestDrawnId,
  account,
}: {
  lottery: Address
  cake: Address
  currentId: bigint
  latestDrawnId: bigint
  account: Address | undefined
}) {
  const { t } = useTranslation()
  const inputId = useId()
  const [chosen, setChosen] = useState<bigint>()
  const [typed, setTyped] = useState<string>()
  const selected = chosen ?? (latestDrawnId > 0n ? latestDrawnId : undefined)
  const text = typed ?? selected?.toString() ?? ''
  const go = (id: bigint) => {
    setChosen(id)
    setTyped(undefined)
  }

  return (
    <Card className="lottery-finished" labelledBy="lottery-finished-heading">
      <h2 id="lottery-finished-heading">{t('Finished rounds')}</h2>
      <nav className="lottery-browse" aria-label={t('Browse rounds')}>
        <div className="lottery-browse-field">
          <label htmlFor={inputId}>{t('Round number')}</label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={text}
            onChange={(event) => {
              setTyped(event.target.value)
              const id = parseRoundNumber(event.target.value)
              if (id !== undefined) setChosen(id)
            }}
          />
        </div>
        <div className="lottery-browse-buttons">
          <button
            type="button"
            className="button-secondary"
            disabled={selected === undefined || selected <= 1n}
            onClick={() => selected !== undefined && go(selected - 1n)}
          >
            {t('Previous round')}
          </button>
          <button
            type="button"
            className="button-secondary"
            disabled={selected === undefined || selected >= currentId}
            onClick={() => selected !== undefined && go(selected + 1n)}
          >
            {t('Next round')}
          </button>
          <button
            type="button"
            className="button-secondary"
            disabled={latestDrawnId === 0n || selected === latestDrawnId}
            onClick={() => go(latestDrawnId)}
          >
            {t('Latest round')}
          </button>
        </div>
      </nav>
      {selected === undefined ? (
        typed !== undefined && typed.trim() !== '' ? (
          <p role="alert">{t(LOTTERY_TEXTS.unknownRound)}</p>
        ) : (
          <p className="lottery-muted">{t('No round has been drawn yet.')}</p>
        )
      ) : (
        <RoundDetails
          key={selected.toString()}
          lottery={lottery}
          cake={cake}
          lotteryId={selected}
          currentId={currentId}
          account={account}
        />
      )}
      {account ? <YourRounds account={account} onSelect={go} /> : null}
    </Card>
  )
}

function RoundDetails({
  lottery,
  cake,
  lotteryId,
  currentId,
  account,
}: {
  lottery: Address
  cake: Address
  lotteryId: bigint
  currentId: bigint
  account: Address | undefined
}) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const price = useCakePriceUsd(cake)
  const known = lotteryId >= 1n && lotteryId <= currentId
  const { client } = useNftApi()
  const indexed = useQuery({ ...lotteryRoundQuery(client, lotteryId), enabled: known, retry: 1 })
  const { round, tickets } = useLotteryRound(lottery, known ? lotteryId : undefined, account)

  // the chain decides what exists: the index may not have a round that just opened (its 404)
  if (!known || round?.status === LOTTERY_STATUS.pending) {
    return <p role="alert">{t(LOTTERY_TEXTS.unknownRound)}</p>
  }
  const chain = round ? getChainRoundFigures(lotteryId, round) : undefined
  // the index's figures (with its player count) once it has caught up with the chain's state
  const figures: RoundFigures | undefined =
    indexed.data && (!chain || chain.status === indexed.data.status)
      ? getIndexRoundFigures(indexed.data)
      : chain
  if (!figures) return <p className="lottery-muted">…</p>
  const drawnAt = indexed.data?.drawnAt ?? undefined

  return (
    <section className="lottery-round" aria-labelledby="lottery-round-heading">
      <h3 id="lottery-round-heading">{t('Round %id%', { id: lotteryId.toString() })}</h3>
      {figures.status !== 'claimable' || figures.finalNumber === undefined ? (
        <p className="lottery-muted">{t('This round is not drawn yet.')}</p>
      ) : (
        <>
          {drawnAt !== undefined ? (
            <p className="lottery-muted">
              {t('Drawn')}: <EventTime seconds={drawnAt} />
            </p>
          ) : null}
          <p className="lottery-winning">
            <span>{t('Winning number')}</span>{' '}
            <TicketNumber number={figures.finalNumber} label={t('Winning number')} winning />
          </p>
          <StatList>
            <Stat
              label={t('Prize pot')}
              value={
                <>
                  <output aria-label={t('Prize pot')}>
                    <CakeAmount wei={figures.pot} />
                  </output>{' '}
                  <UsdValue wei={figures.pot} price={price} />
                </>
              }
            />
            <Stat label={t('Tickets sold')} value={format.full(figures.ticketsSold)} />
            {figures.players !== undefined ? (
              <Stat label={t('Players')} value={format.full(BigInt(figures.players))} />
            ) : null}
            {figures.rolledOver !== undefined ? (
              <Stat
                label={t('Rolled over to the next round')}
                value={
                  <output aria-label={t('Rolled over to the next round')}>
                    <CakeAmount wei={figures.rolledOver} />
                  </output>
                }
              />
            ) : null}
          </StatList>
          <BracketTable rows={figures.brackets} price={price} label={t('Winners per bracket')} />
          {account && tickets ? (
            <RoundTickets lottery={lottery} lotteryId={lotteryId} tickets={tickets} />
          ) : null}
        </>
      )}
    </section>
  )
}

function RoundTickets({
  lottery,
  lotteryId,
  tickets,
}: {
  lottery: Address
  lotteryId: bigint
  tickets: readonly LotteryTicket[]
}) {
  const { t } = useTranslation()
  const [checked, setChecked] = useState(false)
  // the plan is fixed when the dialog opens: its total stays what the claims pay as they land
  const [collecting, setCollecting] = useState<CollectPlan>()
  const plan = getCollectPlan(tickets)
  const won = tickets.some((ticket) => ticket.reward > 0n)
  return (
    <section className="lottery-subsection" aria-labelledby="lottery-round-tickets">
      <h4 id="lottery-round-tickets">{t('Your tickets')}</h4>
      <YourTickets tickets={tickets} drawn initiallyOpen={checked} key={String(checked)} />
      {tickets.length > 0 ? (
        <div className="lottery-actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              setChecked(true)
              if (plan.tickets.length > 0) setCollecting(plan)
            }}
          >
            {t('Check now')}
          </button>
        </div>
      ) : null}
      {checked && plan.tickets.length === 0 ? (
        <p role="status">
          {won
            ? t('All your prizes in this round are collected.')
            : t('No prizes to collect in this round.')}
        </p>
      ) : null}
      {checked && plan.tickets.length > 0 && !collecting ? (
        <p role="status">
          {t('Winning tickets to collect: %count%', { count: plan.tickets.length })}{' '}
          <CakeAmount wei={plan.total} />
        </p>
      ) : null}
      {collecting ? (
        <CollectWinningsModal
          lottery={lottery}
          lotteryId={lotteryId}
          plan={collecting}
          onClose={() => setCollecting(undefined)}
        />
      ) : null}
    </section>
  )
}
