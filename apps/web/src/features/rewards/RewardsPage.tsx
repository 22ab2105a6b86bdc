/**
 * `/rewards` (Earn → Rewards): the ghost pot, the share pots and the fee managers, each with the
 * connected user's level and pending reward and a Harvest button. Without a wallet the values that
 * need none still show, with a connect prompt. All chain reads ride the page's one multicall per
 * block.
 */
import { Card, CardGrid, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { msg } from '../../i18n/msg'
import { ConnectWalletButton } from '../wallet'
import { ProgrammeCard } from './components/ProgrammeCard'
import { useRewardsData } from './data/useRewardsData'
import { PROGRAMME_SECTIONS } from './rules/getHarvestState'
import './rewards.css'
import { ChainLoading } from '../chainNode'

const EMPTY = {
  ghostPot: msg('The ghost pot is not deployed.'),
  sharePot: msg('No share pots yet.'),
  feeManager: msg('No fee managers yet.'),
} as const

export function RewardsPage() {
  const { t } = useTranslation()
  const { addresses, account, programmes, isLoading, totalsError } = useRewardsData()
  if (!addresses) {
    return (
      <Page title={t('Rewards')}>
        <Card>
          <p>{t('Reward programmes are not deployed on this network.')}</p>
        </Card>
      </Page>
    )
  }
  const connected = account !== undefined
  return (
    <Page
      title={t('Rewards')}
      subtitle={t('Ghost Squad holders, share pots and fee managers share their rewards by level.')}
    >
      {connected ? null : (
        <Card className="rewards-connect">
          <p>{t('Connect your wallet to see your levels and pending rewards, and to harvest.')}</p>
          <ConnectWalletButton />
        </Card>
      )}
      {totalsError ? (
        <p role="alert" className="rewards-muted">
          {t(
            'Totals and history are unavailable right now; levels and rewards come from the chain.',
          )}
        </p>
      ) : null}
      {PROGRAMME_SECTIONS.map((section) => {
        const rows = programmes.filter((programme) => programme.kind === section.kind)
        const headingId = `rewards-${section.kind}`
        return (
          <section key={section.kind} aria-labelledby={headingId} className="rewards-section">
            <h2 id={headingId}>{t(section.title)}</h2>
            {isLoading ? (
              <p role="status" className="rewards-muted">
                <ChainLoading />
              </p>
            ) : rows.length === 0 ? (
              <p className="rewards-muted">{t(EMPTY[section.kind])}</p>
            ) : (
              <CardGrid>
                {rows.map((programme) => (
                  <ProgrammeCard
                    key={programme.address}
                    programme={programme}
                    connected={connected}
                    account={account}
                  />
                ))}
              </CardGrid>
            )}
          </section>
        )
      })}
    </Page>
  )
}
