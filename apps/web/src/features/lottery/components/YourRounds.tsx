/**
 * The finished rounds the wallet played, from the index (newest first): its tickets and what they
 * won in each, and a button that shows the round (its tickets, matches and Check now). Nothing
 * shows while the index does not answer; the round browser still reaches every round.
 */
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { lotteryUserRoundsQuery } from '../../../api/lottery/lotteryQueries'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { cakeFraction } from './amounts'

export function YourRounds({
  account,
  onSelect,
}: {
  account: Address
  onSelect: (lotteryId: bigint) => void
}) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const { client } = useNftApi()
  const { data } = useQuery(lotteryUserRoundsQuery(client, account))
  const finished = (data ?? []).filter((round) => round.status === 'claimable')
  if (finished.length === 0) return null
  return (
    <section className="lottery-subsection" aria-labelledby="lottery-your-rounds">
      <h3 id="lottery-your-rounds">{t('Your rounds')}</h3>
      <ul className="lottery-your-rounds">
        {finished.map((round) => {
          const tickets = format.full(BigInt(round.tickets))
          const won = round.winnings === null ? 0n : BigInt(round.winnings)
          return (
            <li key={round.lotteryId}>
              <button
                type="button"
                className="button-secondary"
                onClick={() => onSelect(BigInt(round.lotteryId))}
              >
                {t('Round %id%', { id: round.lotteryId })}
              </button>{' '}
              <span>
                {won > 0n
                  ? t('Tickets: %count%, won %amount% CAKE', {
                      count: tickets,
                      amount: format.significant(cakeFraction(won), 'amount'),
                    })
                  : t('Tickets: %count%, no prize', { count: tickets })}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
