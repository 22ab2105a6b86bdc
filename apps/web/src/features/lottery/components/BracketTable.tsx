/**
 * The prize brackets of a round: 'Match first k' for k = 1..6 with the bracket's CAKE and USD
 * share of the pot; for a drawn round also its winners and the CAKE each winning ticket gets, as
 * a second line in those two cells (two columns fit a 360 px phone in every language).
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
  return (
    <div className="lottery-table-wrap">
      <table className="lottery-brackets" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('Bracket')}</th>
            <th scope="col">{t('Prize')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.bracket}>
              <th scope="row">
                {t('Match first %count%', { count: row.bracket })}
                {row.winners !== undefined ? (
                  <span className="lottery-cell-note">
                    {t('Winners')}: {format.full(row.winners)}
                  </span>
                ) : null}
              </th>
              <td>
                <CakeAmount wei={row.share} /> <UsdValue wei={row.share} price={price} />
                {row.perTicket !== undefined ? (
                  <span className="lottery-cell-note">
                    {t('Each')}: <CakeAmount wei={row.perTicket} />
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
