/**
 * `/lottery`: the current round (its state, countdown, pot and brackets, Buy Tickets and the
 * wallet's tickets) and the finished rounds (winning numbers, winners per bracket, the wallet's
 * matches and Check now → Collect winnings), browsed by round number. Without a lottery in this
 * world the page says so.
 */
import { useConnection } from 'wagmi'
import { Card, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { ChainLoading } from '../chainNode'
import { CurrentRound } from './components/CurrentRound'
import { FinishedRounds } from './components/FinishedRounds'
import { useLotteryRound, useLotteryState } from './data/useLottery'
import { getLatestDrawnRoundId } from './rules/lotteryRules'
import './lottery.css'

export function LotteryPage() {
  const { t } = useTranslation()
  const { address } = useConnection()
  const state = useLotteryState(address)
  const { lottery, currentId } = state
  const { round: current } = useLotteryRound(lottery, currentId, undefined)
  const subtitle = t(
    'Six digits, one winning number every 12 hours: match the first digits to win a share of the pot.',
  )
  if (!lottery) {
    return (
      <Page title={t('Lottery')} subtitle={subtitle}>
        <Card>
          <p>{t('The lottery is not available on this network.')}</p>
        </Card>
      </Page>
    )
  }
  return (
    <Page title={t('Lottery')} subtitle={subtitle}>
      {state.failed ? (
        <Card>
          <p role="alert">{t('Could not read the lottery. Try again later.')}</p>
        </Card>
      ) : currentId === undefined || (currentId > 0n && !current) ? (
        <Card busy>
          <p>
            <ChainLoading />
          </p>
        </Card>
      ) : (
        <div className="lottery-layout">
          <CurrentRound
            lottery={lottery}
            cake={state.cake}
            currentId={currentId}
            blockTimestamp={state.blockTimestamp}
            cakeBalance={state.cakeBalance}
            account={address}
          />
          <FinishedRounds
            lottery={lottery}
            cake={state.cake}
            currentId={currentId}
            latestDrawnId={getLatestDrawnRoundId(currentId, current?.status)}
            account={address}
          />
        </div>
      )}
    </Page>
  )
}
