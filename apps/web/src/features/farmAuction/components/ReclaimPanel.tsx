/**
 * Reclaim: a wallet that lost a closed auction takes its whole total back, once per auction. Each
 * auction it can still reclaim from is listed with the amount, on a button that sends
 * GhostFarmAuction's `reclaim` through the app's write flow.
 */
import { useState } from 'react'
import type { Address } from 'viem'
import { farmAuctionKeys } from '../../../api/farmAuction'
import { useWaitForIndex } from '../../../api/waitForIndex'
import { reclaimFarmAuction } from '../../../chain/actions/farmAuction'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { useCakeText } from './figures'

export type Reclaimable = { auctionId: bigint; amount: bigint }

export function ReclaimPanel({
  contract,
  reclaimable,
}: {
  contract: Address
  reclaimable: readonly Reclaimable[]
}) {
  const { t } = useTranslation()
  const cakeText = useCakeText()
  const flow = useWriteFlow()
  const waitForIndex = useWaitForIndex()
  const [sending, setSending] = useState<bigint>()
  if (reclaimable.length === 0) return null

  const reclaim = async ({ auctionId, amount }: Reclaimable) => {
    const summary = t('Reclaim %amount% CAKE from farm auction #%id%', {
      amount: cakeText(amount),
      id: auctionId.toString(),
    })
    setSending(auctionId)
    try {
      await flow.write(
        { ...reclaimFarmAuction({ auction: contract, id: auctionId }), summary },
        {
          success: { title: t('CAKE reclaimed'), description: summary },
          failure: t('Could not reclaim the bid'),
          toastErrors: 'all',
          waitForIndex,
          invalidates: [farmAuctionKeys.all],
        },
      )
    } finally {
      setSending(undefined)
    }
  }

  return (
    <Card className="auction-reclaim" label={t('Reclaim your CAKE')}>
      <h2>{t('Reclaim your CAKE')}</h2>
      <p>{t('These auctions are closed and your bid did not win: take your CAKE back.')}</p>
      <ul className="auction-reclaim-list">
        {reclaimable.map((entry) => (
          <li key={entry.auctionId.toString()}>
            <span>{t('Auction #%id%', { id: entry.auctionId.toString() })}</span>
            <button
              type="button"
              className="button-primary"
              disabled={!flow.ready || sending !== undefined}
              onClick={() => void reclaim(entry)}
            >
              {sending === entry.auctionId
                ? t('Reclaiming…')
                : t('Reclaim %amount% CAKE', { amount: cakeText(entry.amount) })}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  )
}
