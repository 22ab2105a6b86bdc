/**
 * Harvest through the app's transaction modal: the amount under review, then waiting for the
 * wallet, submitted, and a success or error toast on the receipt (the write flow). The API's
 * totals and history refetch once mined, and again once the server's index has the block.
 */

import { useWaitForIndex } from '../../../api/waitForIndex'
import { harvestRewardPot } from '../../../chain/actions/rewardPots'
import { useWriteFlow, type WriteRequest } from '../../../chain/transactions/useWriteFlow'
import { useTranslation } from '../../../i18n'
import { BnbAmount, TradeModal, useBnbAmountText } from '../../nfts'
import { rewardsKeys } from '../data/keys'
import type { ProgrammeView } from '../data/useRewardsData'

export function HarvestModal({
  programme,
  name,
  pendingReward,
  onClose,
}: {
  programme: ProgrammeView
  /** The programme's display name. */
  name: string
  pendingReward: bigint
  onClose: () => void
}) {
  const { t } = useTranslation()
  const bnbText = useBnbAmountText('transactionSummary')
  const flow = useWriteFlow()
  const { state, reset, ready } = flow
  const waitForIndex = useWaitForIndex()
  const summary = t('Harvest %amount% BNB from %name%', {
    amount: bnbText(pendingReward),
    name,
  })
  // one of three contracts' calls: the flow takes any typed call
  const request: WriteRequest = { ...harvestRewardPot(programme), summary }

  return (
    <TradeModal title={t('Harvest')} state={state} onReset={reset} onClose={onClose}>
      <p>
        {name}: <BnbAmount wei={pendingReward} />
      </p>
      <div className="nft-trade-actions">
        <button
          type="button"
          className="nft-trade-primary"
          disabled={!ready}
          onClick={() =>
            void flow.write(request, {
              success: { title: t('Harvested'), description: summary },
              failure: t('Harvest failed'),
              waitForIndex,
              invalidates: [rewardsKeys.all],
            })
          }
        >
          {t('Confirm harvest')}
        </button>
      </div>
    </TradeModal>
  )
}
