/**
 * One reward programme: its name, the connected user's level and pending reward (BNB), the total
 * level, what it has received in total (the API's sum of deposits), its admin (and a share pot's
 * collection), a Harvest button (disabled with the reason when nothing is pending) and its history.
 * Admin operations are not here (spec §6).
 */
import { shortenAddress } from '@ghost/sdk'
import { useId, useState } from 'react'
import { Card, Stat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { BnbAmount, NftPrice } from '../../nfts'
import type { ProgrammeView } from '../data/useRewardsData'
import { getHarvestState } from '../rules/getHarvestState'
import { HarvestModal } from './HarvestModal'
import { ProgrammeHistory } from './ProgrammeHistory'

export function ProgrammeCard({
  programme,
  connected,
  account,
}: {
  programme: ProgrammeView
  connected: boolean
  account: string | undefined
}) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const id = useId()
  const [harvesting, setHarvesting] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  const name = programme.name ?? shortenAddress(programme.address)
  const pendingReward = programme.user?.pendingReward
  const harvest = getHarvestState({ connected, pendingReward })
  const level = (value: bigint | undefined) => (value === undefined ? '—' : format.full(value))
  return (
    <Card as="article" labelledBy={`${id}-name`} className="rewards-card" busy={!programme.name}>
      <h3 id={`${id}-name`}>{name}</h3>
      <StatList>
        {connected ? (
          <>
            <Stat
              label={t('Your level')}
              value={<output aria-label={t('Your level')}>{level(programme.user?.level)}</output>}
            />
            <Stat
              label={t('Pending reward')}
              value={
                <output aria-label={t('Pending reward')}>
                  {pendingReward === undefined ? '—' : <BnbAmount wei={pendingReward} />}
                </output>
              }
            />
          </>
        ) : null}
        <Stat
          label={t('Total level')}
          value={<output aria-label={t('Total level')}>{level(programme.totalLevel)}</output>}
        />
        <Stat
          label={t('Total deposited')}
          value={programme.totals ? <NftPrice wei={programme.totals.totalDeposited} /> : '—'}
        />
        <Stat
          label={t('Holders')}
          value={programme.totals ? format.full(BigInt(programme.totals.holders)) : '—'}
        />
        {programme.collection ? (
          <Stat
            label={t('Collection')}
            value={<span title={programme.collection}>{shortenAddress(programme.collection)}</span>}
          />
        ) : null}
        {programme.admin ? (
          <Stat
            label={t('Admin')}
            value={<span title={programme.admin}>{shortenAddress(programme.admin)}</span>}
          />
        ) : null}
      </StatList>
      <div className="rewards-actions">
        <button
          type="button"
          className="rewards-harvest"
          disabled={!harvest.enabled}
          aria-describedby={harvest.enabled ? undefined : `${id}-reason`}
          onClick={() => setHarvesting(true)}
        >
          {t('Harvest')}
        </button>
        {harvest.enabled ? null : (
          <span id={`${id}-reason`} className="rewards-muted">
            {t(harvest.reason)}
          </span>
        )}
      </div>
      <details
        className="rewards-details"
        onToggle={(event) => setHistoryOpen((event.target as HTMLDetailsElement).open)}
      >
        <summary>{t('History')}</summary>
        <ProgrammeHistory programme={programme.address} account={account} open={historyOpen} />
      </details>
      {harvesting && pendingReward !== undefined ? (
        <HarvestModal
          programme={programme}
          name={name}
          pendingReward={pendingReward}
          onClose={() => setHarvesting(false)}
        />
      ) : null}
    </Card>
  )
}
