/**
 * `/nfts/squad`: the Ghost Squad sale (spec §9). The phase and a countdown to the next one on the
 * chain's clock, the tickets sold, the price in CAKE, the connected wallet's allowance, purchases
 * and tickets, the purchase form (sale phases) or the claim (after the sale), the wallet's squad
 * and the sale's history. Admin operations (snapshot, reveal) are a command, not on this screen.
 */
import { useConnection } from 'wagmi'
import { useChainNow } from '../../../chain/clock/chainNow'
import { Countdown } from '../../../components/Countdown'
import { Card, Page, Stat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { msg, useTranslation } from '../../../i18n'
import { BnbAmount } from '../trade/tradeParts'
import { MySquad } from './MySquad'
import { SquadClaim } from './SquadClaim'
import { SquadHistory } from './SquadHistory'
import { SquadPurchase } from './SquadPurchase'
import { getNextPhaseAt, MAX_PER_WALLET_PUBLIC, MAX_PRESALE, type SquadPhase } from './squadRules'
import { type SquadSaleRead, useSquadSale } from './useSquadSale'
import './squad.css'
import { ChainLoading } from '../../chainNode'

export const PHASE_LABELS: Record<SquadPhase, string> = {
  pending: msg('Not started'),
  presale: msg('Presale'),
  publicSale: msg('Public sale'),
  claim: msg('Claim'),
  revealed: msg('Revealed'),
}

const NEXT_PHASE_LABELS: Partial<Record<SquadPhase, string>> = {
  pending: msg('Presale starts in'),
  presale: msg('Public sale starts in'),
  publicSale: msg('Claim starts in'),
}

export function SquadPage() {
  const { t } = useTranslation()
  const { address } = useConnection()
  const { data, available, failed } = useSquadSale(address)
  return (
    <Page
      title={t('Ghost Squad')}
      subtitle={t('10,000 ghosts minted with CAKE, every CAKE burned.')}
    >
      {!available ? (
        <Card>
          <p>{t('The Ghost Squad sale is not deployed on this network.')}</p>
        </Card>
      ) : failed ? (
        <Card>
          <p role="alert">{t('Could not read the Ghost Squad sale. Try again later.')}</p>
        </Card>
      ) : !data ? (
        <Card busy>
          <p>
            <ChainLoading />
          </p>
        </Card>
      ) : (
        <div className="squad-layout">
          <SaleOverview sale={data} />
          {data.phase === 'claim' || data.phase === 'revealed' ? (
            <SquadClaim sale={data} account={address} />
          ) : (
            <SquadPurchase sale={data} account={address} />
          )}
          {address ? <MySquad sale={data} account={address} /> : null}
          <SquadHistory />
        </div>
      )}
    </Page>
  )
}

function SaleOverview({ sale }: { sale: SquadSaleRead }) {
  const { t } = useTranslation()
  // counts through the formatter too: '0 / 9,880', grouped as the user's language groups
  const format = useNumberFormat()
  const chainNow = useChainNow(sale.blockTimestamp)
  const next = getNextPhaseAt(sale.phase, sale)
  const nextLabel = NEXT_PHASE_LABELS[sale.phase]
  const price =
    sale.phase === 'presale' || sale.phase === 'pending' ? sale.presalePrice : sale.publicPrice
  return (
    <Card className="squad-overview" labelledBy="squad-sale-heading">
      <h2 id="squad-sale-heading">{t('Sale')}</h2>
      <p className="squad-phase">
        <span className="squad-phase-label">{t('Phase')}:</span>{' '}
        <output aria-label={t('Phase')}>{t(PHASE_LABELS[sale.phase])}</output>
      </p>
      {next !== undefined && nextLabel ? (
        <Countdown label={t(nextLabel)} target={next} now={chainNow} className="squad-countdown" />
      ) : null}
      <StatList>
        <Stat
          label={t('Tickets sold')}
          value={
            <output aria-label={t('Tickets sold')}>
              {format.full(sale.ticketsSold)} / {format.full(sale.maxTickets)}
            </output>
          }
        />
        <Stat
          label={t('Presale sold')}
          value={
            <output aria-label={t('Presale sold')}>
              {format.full(sale.presaleSold)} / {format.full(BigInt(MAX_PRESALE))}
            </output>
          }
        />
        <Stat
          label={t('Price per ticket')}
          value={
            <output aria-label={t('Price per ticket')}>
              <BnbAmount wei={price} symbol="CAKE" />
            </output>
          }
        />
      </StatList>
      <p className="squad-muted">
        {t(
          'Every CAKE paid for tickets is burned. The presale is for the holders of Spectral Shapes at the snapshot, one ticket per token; in the public sale a wallet buys at most %max% tickets.',
          { max: MAX_PER_WALLET_PUBLIC },
        )}
      </p>
    </Card>
  )
}
