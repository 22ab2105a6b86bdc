/**
 * Harvest through the app's transaction modal: the amount under review, then waiting for the
 * wallet, submitted, and a success or error toast on the receipt (the NFT screens' write flow).
 * The ghost pot pays with harvestRewards(), share pots and fee managers with harvest().
 */
import { iFeeManagerAbi, iGhostPotAbi, iSharePotAbi } from '@ghost/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { getBlockNumber } from 'viem/actions'
import { useClient } from 'wagmi'
import { useNftApi } from '../../../api/nfts'
import { useSendContractTransaction } from '../../../chain/transactions/useSendContractTransaction'
import { useTranslation } from '../../../i18n'
import { BnbAmount, TradeModal, useBnbAmountText, useNftWrite } from '../../nfts'
import { refreshRewardsAfter } from '../data/refresh'
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
  const send = useSendContractTransaction()
  const queryClient = useQueryClient()
  const chain = useClient()
  const { client: api } = useNftApi()
  const { state, run, reset, ready } = useNftWrite(() => {
    if (!chain) return
    void getBlockNumber(chain).then((block) => refreshRewardsAfter(queryClient, api, block))
  })
  const summary = t('Harvest %amount% BNB from %name%', {
    amount: bnbText(pendingReward),
    name,
  })
  const harvest = () =>
    programme.kind === 'ghostPot'
      ? send({
          address: programme.address,
          abi: iGhostPotAbi,
          functionName: 'harvestRewards',
          summary,
        })
      : programme.kind === 'sharePot'
        ? send({ address: programme.address, abi: iSharePotAbi, functionName: 'harvest', summary })
        : send({
            address: programme.address,
            abi: iFeeManagerAbi,
            functionName: 'harvest',
            summary,
          })

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
            void run({
              kind: 'action',
              summary,
              send: harvest,
              success: { title: t('Harvested'), description: summary },
              failure: t('Harvest failed'),
            })
          }
        >
          {t('Confirm harvest')}
        </button>
      </div>
    </TradeModal>
  )
}
