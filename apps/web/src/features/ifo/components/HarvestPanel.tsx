/**
 * Harvest one pool after the end: what the harvest pays (the contract's `viewAllocation`: the
 * offering tokens, the CAKE back, the fee it keeps) shown before anything is sent, then
 * `harvestPool` through the app's write flow. Once the receipt is in the pool shows 'Harvested'
 * at once, before the next block's reads say so.
 */
import type { IfoPoolId, IfoPoolKind, Token } from '@ghost/sdk'
import { useState } from 'react'
import type { Address } from 'viem'
import { ifoKeys } from '../../../api/ifo/ifoQueries'
import { useWaitForIndex } from '../../../api/waitForIndex'
import { harvestIfoPool } from '../../../chain/actions/ifo'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { Stat, StatList } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import type { IfoPoolRead } from '../data/useIfoSale'
import { getHarvestState, POOL_LABELS } from '../rules/ifoRules'
import { CakeAmount, TokenAmount } from './figures'

export function HarvestPanel({
  ifo,
  pid,
  kind,
  read,
  offeringToken,
}: {
  ifo: Address
  pid: IfoPoolId
  kind: IfoPoolKind
  read: IfoPoolRead
  offeringToken: Token | null | undefined
}) {
  const { t } = useTranslation()
  const { write, ready } = useWriteFlow()
  const waitForIndex = useWaitForIndex()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const state = done ? { kind: 'harvested' as const } : getHarvestState(read.user, 'finished')

  if (state.kind === 'none') {
    return <p className="ui-muted">{t('You did not commit to this pool.')}</p>
  }
  if (state.kind === 'harvested') {
    return (
      <p className="ifo-harvested" role="status">
        {t('Harvested')}
      </p>
    )
  }
  const allocation = read.allocation
  const harvest = async () => {
    const summary = t('Harvest the %pool%', { pool: t(POOL_LABELS[kind]) })
    setBusy(true)
    try {
      const outcome = await write(
        { ...harvestIfoPool({ ifo, pid }), summary },
        {
          success: { title: t('Harvested!'), description: summary },
          failure: t('Harvest failed'),
          toastErrors: 'all',
          waitForIndex,
          invalidates: [ifoKeys.all],
        },
      )
      if (outcome.ok) setDone(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="ifo-harvest">
      <h4>{t('Your harvest')}</h4>
      {allocation ? (
        <StatList>
          <Stat
            label={t('Tokens to harvest')}
            value={
              <output aria-label={t('Tokens to harvest')}>
                <TokenAmount wei={allocation.offeringAmount} token={offeringToken} />
              </output>
            }
          />
          <Stat
            label={t('CAKE back')}
            value={
              <output aria-label={t('CAKE back')}>
                <CakeAmount wei={allocation.refundAmount} />
              </output>
            }
          />
          {allocation.feeAmount > 0n ? (
            <Stat
              label={t('Fee kept')}
              value={
                <output aria-label={t('Fee kept')}>
                  <CakeAmount wei={allocation.feeAmount} />
                </output>
              }
            />
          ) : null}
        </StatList>
      ) : null}
      <div className="ifo-actions">
        <button
          type="button"
          className="button-primary"
          disabled={!ready || busy || !allocation}
          onClick={() => void harvest()}
        >
          {busy ? t('Harvesting') : t('Harvest')}
        </button>
      </div>
    </div>
  )
}
