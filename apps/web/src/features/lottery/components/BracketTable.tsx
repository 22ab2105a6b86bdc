/**
 * The prize brackets of a round: 'Match first k' for k = 1..6 with the bracket's CAKE and USD
 * share of the pot; for a drawn round also its winners and the CAKE each winning ticket gets.
 */
import type { Fraction } from '@ghost/sdk'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { BracketRow } from '../rules/lotteryRules'
import { CakeAmount, UsdValue } from './amounts'

export function BracketTable({
  rows,
  price,
  label,
}: {
  rows: readonly BracketRow[]
  price: Fraction | undefined
  label: string
}) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const drawn = rows.some((row) => row.winners !== undefined)
  return (
    <div className="lottery-table-wrap">
      <table className="lottery-brackets" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('Bracket')}</th>
            <th scope="col">{t('Prize')}</th>
            {drawn ? <th scope="col">{t('Winners')}</th> : null}
            {drawn ? <th scope="col">{t('Each')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.bracket}>
              <th scope="row">{t('Match first %count%', { count: row.bracket })}</th>
              <td>
                <CakeAmount wei={row.share} /> <UsdValue wei={row.share} price={price} />
              </td>
              {drawn ? <td>{format.full(row.winners ?? 0n)}</td> : null}
              {drawn ? (
                <td>
                  <CakeAmount wei={row.perTicket ?? 0n} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
