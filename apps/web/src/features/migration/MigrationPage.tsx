/**
 * `/migration`: move LP from the older exchange (the legacy factory's pairs) into Ghost's pairs.
 * Every legacy position of the wallet, read from the chain (no server API): its LP in the wallet
 * and in the legacy farm, unstake first when staked, then migrate in one transaction through
 * GhostMigrator with the before and after of the sdk's quote and the user's slippage (the settings
 * gear sits in the page's header). Without the migrator in this world the page says so.
 */
import { useCallback, useState } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useBlock } from '../../chain/block/BlockProvider'
import { Card, LoadingCard, Page, RetryCard } from '../../components/layout'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { useUserSettings } from '../../state/settings/userSettings'
import { ChainLoading } from '../chainNode'
import { SettingsButton } from '../settings'
import { ConnectWalletButton } from '../wallet'
import { PositionCard } from './components/PositionCard'
import { useLegacyPositions } from './data/useLegacyPositions'
import {
  getMigrationSetup,
  getShownPositions,
  type MigrationContracts,
} from './rules/migrationRules'
import './migration.css'

export function MigrationPage() {
  const { t } = useTranslation()
  const { manifest } = useRuntimeConfig()
  const { address: account } = useConnection()
  const contracts = getMigrationSetup(manifest)
  const subtitle = t(
    'Move your liquidity from the older exchange to Ghost in one transaction: your old LP is removed and its tokens are added to Ghost’s pool.',
  )
  return (
    <Page title={t('LP Migration')} subtitle={subtitle} actions={<SettingsButton />}>
      {!contracts ? (
        <Card>
          <p>{t('LP migration is not available on this network.')}</p>
        </Card>
      ) : !account ? (
        <Card>
          <div className="ui-notice migration-notice">
            <p>{t('Connect your wallet to see your legacy LP.')}</p>
            <ConnectWalletButton className="button-primary" />
          </div>
        </Card>
      ) : (
        <Positions contracts={contracts} account={account} />
      )}
    </Page>
  )
}

function Positions({ contracts, account }: { contracts: MigrationContracts; account: Address }) {
  const { t } = useTranslation()
  const { refresh } = useBlock()
  const slippageBips = useUserSettings((settings) => settings.slippageBps)
  const state = useLegacyPositions(contracts, account)
  // a position migrated here stays on screen with the Ghost LP it became
  const [migrated, setMigrated] = useState<ReadonlySet<string>>(new Set())
  const onMigrated = useCallback(
    (pair: Address) => setMigrated((before) => new Set(before).add(pair.toLowerCase())),
    [],
  )

  if (state.failed && !state.positions) {
    return (
      <RetryCard
        message={t('Could not read your legacy LP. Try again later.')}
        actionsClassName="migration-actions"
        onRetry={() => void refresh()}
      />
    )
  }
  if (!state.positions) {
    return (
      <LoadingCard>
        <ChainLoading />
      </LoadingCard>
    )
  }
  const shown = getShownPositions(state.positions, migrated)
  return (
    <div className="ui-column">
      {state.truncated ? (
        <p className="ui-notice migration-notice" role="note">
          {t(
            'The older exchange has more pools than this page reads; only the first ones are shown.',
          )}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <Card>
          <p>{t('No legacy LP found in your wallet or the legacy farm.')}</p>
        </Card>
      ) : (
        shown.map((position) => (
          <PositionCard
            key={position.pair}
            position={position}
            contracts={contracts}
            account={account}
            legacyFeeOn={state.legacyFeeOn}
            ghostFeeOn={state.ghostFeeOn}
            slippageBips={slippageBips}
            onMigrated={onMigrated}
          />
        ))
      )}
    </div>
  )
}
