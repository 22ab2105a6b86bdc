/**
 * After the sale: the wallet's unclaimed tickets and the Claim button, which mints them as Ghost
 * Squad NFTs (unrevealed until the owner reveals them) through the transaction modal. Claims go in
 * batches of at most CLAIM_BATCH so the mint fits a block whatever a wallet bought.
 */
import { useState } from 'react'
import type { Address } from 'viem'
import { claimTickets } from '../../../chain/actions/squad'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { Card, Stat, StatList } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { ConnectWalletButton } from '../../wallet'
import { useNftWriteOptions } from '../trade/nftWriteOptions'
import { TradeModal } from '../trade/tradeParts'
import type { SquadSaleRead } from './useSquadSale'

export const CLAIM_BATCH = 50n

export function SquadClaim({
  sale,
  account,
}: {
  sale: SquadSaleRead
  account: Address | undefined
}) {
  const { t } = useTranslation()
  const [claiming, setClaiming] = useState<bigint>()
  if (!account) {
    return (
      <Card labelledBy="squad-claim-heading">
        <h2 id="squad-claim-heading">{t('Claim')}</h2>
        <p>{t('Connect your wallet to claim your tickets.')}</p>
        <ConnectWalletButton />
      </Card>
    )
  }
  const tickets = sale.user?.tickets
  const count = tickets === undefined ? 0n : tickets < CLAIM_BATCH ? tickets : CLAIM_BATCH
  return (
    <Card labelledBy="squad-claim-heading" busy={tickets === undefined}>
      <h2 id="squad-claim-heading">{t('Claim')}</h2>
      <StatList>
        <Stat
          label={t('Tickets held')}
          value={<output aria-label={t('Tickets held')}>{(tickets ?? 0n).toString()}</output>}
        />
      </StatList>
      {count > 0n ? (
        <button type="button" className="squad-primary" onClick={() => setClaiming(count)}>
          {t('Claim %count% Ghost Squad NFTs', { count: count.toString() })}
        </button>
      ) : (
        <p className="squad-notice">{t('You have no tickets to claim.')}</p>
      )}
      {claiming !== undefined ? (
        <ClaimModal sale={sale.sale} count={claiming} onClose={() => setClaiming(undefined)} />
      ) : null}
    </Card>
  )
}

function ClaimModal({
  sale,
  count,
  onClose,
}: {
  sale: Address
  count: bigint
  onClose: () => void
}) {
  const { t } = useTranslation()
  const flow = useWriteFlow()
  const { state, reset, ready } = flow
  const nftWrite = useNftWriteOptions()
  const summary = t('Claim %count% Ghost Squad NFTs', { count: count.toString() })
  return (
    <TradeModal title={t('Claim')} state={state} onReset={reset} onClose={onClose}>
      <p>{summary}</p>
      <div className="squad-modal-actions">
        <button
          type="button"
          className="squad-primary"
          disabled={!ready}
          onClick={() =>
            void flow.write(
              { ...claimTickets({ sale, count }), summary },
              {
                ...nftWrite,
                success: { title: t('Claimed!'), description: summary },
                failure: t('Could not claim'),
              },
            )
          }
        >
          {t('Confirm claim')}
        </button>
      </div>
    </TradeModal>
  )
}
