/**
 * The two action blocks of a farm, shared by the card and the table row: what the account has
 * earned with Harvest, and its LP stake with Enable / Stake LP / − / + (spec §4 pool card rules
 * applied to farms: Enable while the allowance is 0; Harvest only with something earned).
 */
import { CurrencyAmount, Fraction } from '@ghost/sdk'
import { type ReactNode, useState } from 'react'
import type { Address } from 'viem'
import { ApprovalState } from '../../../chain/tokens/getApprovalState'
import { useApproveCallback } from '../../../chain/tokens/useApproveCallback'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { MinusIcon, PlusIcon } from '../../../components/icons/icons'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { ChainLoading } from '../../chainNode'
import { ConnectWalletButton } from '../../wallet'
import type { FarmView } from '../rules/getFarmView'
import type { FarmActions } from '../useFarmActions'
import { FarmStakeModal } from './FarmStakeModal'
import { formatUsdCents } from './farmDisplay'

export type FarmActionsPanelProps = {
  farm: FarmView
  account: Address | undefined
  masterChef: Address
  addLiquidityPath: string
  actions: FarmActions
}

export function FarmActionsPanel({
  farm,
  account,
  masterChef,
  addLiquidityPath,
  actions,
}: FarmActionsPanelProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const [modal, setModal] = useState<'stake' | 'unstake'>()
  const [harvesting, setHarvesting] = useState(false)
  const [enabling, setEnabling] = useState(false)
  // 1 base unit: "approved" means any allowance at all, as the farm card asks (spec §4)
  const [approval, approve] = useApproveCallback(
    account ? CurrencyAmount.fromRawAmount(farm.lpToken, 1n) : undefined,
    masterChef,
  )
  const user = farm.user
  const earnings = user?.earnings
  const earned = earnings ? <FormattedNumber value={earnings} kind="balance" /> : '0'
  const earnedUsd =
    earnings && farm.earningTokenPriceUsd
      ? new Fraction(earnings.numerator, earnings.decimalScale).multiply(farm.earningTokenPriceUsd)
      : undefined
  const staked = user?.stakedBalance
  const stakedUsd =
    staked && farm.lpTokenPriceUsd
      ? new Fraction(staked.numerator, staked.decimalScale).multiply(farm.lpTokenPriceUsd)
      : undefined
  const hasStake = !!staked && staked.quotient > 0n
  const isApproved = approval === ApprovalState.APPROVED || (user?.allowance ?? 0n) > 0n
  const earningSymbol = farm.earningToken.symbol ?? ''

  const harvest = async () => {
    if (!earnings) return
    setHarvesting(true)
    await actions.harvest(farm.pid, earnings)
    setHarvesting(false)
  }

  const enable = async () => {
    setEnabling(true)
    await actions.confirmApproval(approve, farm.lpSymbol)
    setEnabling(false)
  }

  let staking: ReactNode
  if (!account) {
    staking = <ConnectWalletButton className="farm-wide-button" />
  } else if (!user) {
    staking = (
      <p className="farm-muted">
        <ChainLoading />
      </p>
    )
  } else if (!isApproved) {
    const pending = enabling || approval === ApprovalState.PENDING
    staking = (
      <button
        type="button"
        className="farm-wide-button"
        disabled={pending || approval === ApprovalState.UNKNOWN}
        onClick={() => void enable()}
      >
        {pending
          ? t('Enabling %asset%', { asset: farm.lpSymbol })
          : t('Enable %asset%', { asset: farm.lpSymbol })}
      </button>
    )
  } else if (!hasStake) {
    staking = (
      <button
        type="button"
        className="farm-wide-button"
        disabled={farm.isFinished}
        onClick={() => setModal('stake')}
      >
        {t('Stake LP')}
      </button>
    )
  } else {
    staking = (
      <div className="farm-row">
        <div>
          <output
            className="farm-amount"
            aria-label={t('%symbol% Staked', { symbol: farm.lpSymbol })}
          >
            <FormattedNumber value={staked} kind="balance" />
          </output>
          <span className="farm-muted">~{formatUsdCents(stakedUsd, numberFormat.locale)}</span>
        </div>
        <div className="farm-row-buttons">
          <button
            type="button"
            className="secondary"
            aria-label={t('Unstake')}
            onClick={() => setModal('unstake')}
          >
            <MinusIcon />
          </button>
          <button
            type="button"
            className="secondary"
            aria-label={t('Stake')}
            disabled={farm.isFinished}
            onClick={() => setModal('stake')}
          >
            <PlusIcon />
          </button>
        </div>
      </div>
    )
  }

  return (
    <div className="farm-actions">
      <section className="farm-action" aria-label={t('%symbol% Earned', { symbol: earningSymbol })}>
        <h3 className="farm-action-title">{t('%symbol% Earned', { symbol: earningSymbol })}</h3>
        <div className="farm-row">
          <div>
            <output className="farm-amount" aria-label={t('Earned')}>
              {earned}
            </output>
            <span className="farm-muted">~{formatUsdCents(earnedUsd, numberFormat.locale)}</span>
          </div>
          <button
            type="button"
            disabled={!account || !earnings || earnings.quotient === 0n || harvesting}
            onClick={() => void harvest()}
          >
            {harvesting ? t('Harvesting') : t('Harvest')}
          </button>
        </div>
      </section>
      <section className="farm-action" aria-label={t('%symbol% Staked', { symbol: farm.lpSymbol })}>
        <h3 className="farm-action-title">{t('%symbol% Staked', { symbol: farm.lpSymbol })}</h3>
        {staking}
      </section>
      {modal ? (
        <FarmStakeModal
          mode={modal}
          lpToken={farm.lpToken}
          lpSymbol={farm.lpSymbol}
          balance={user?.tokenBalance}
          staked={staked}
          addLiquidityPath={addLiquidityPath}
          onConfirm={(amount) =>
            modal === 'stake' ? actions.stake(farm.pid, amount) : actions.unstake(farm.pid, amount)
          }
          onDismiss={() => setModal(undefined)}
        />
      ) : null}
    </div>
  )
}
