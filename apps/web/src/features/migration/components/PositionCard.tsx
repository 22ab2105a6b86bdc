/**
 * One legacy LP position: its pair, the LP in the wallet and in the legacy farm, and what it holds
 * of each token. A position staked in the legacy farm is unstaken first (MasterChef's `withdraw`
 * on the legacy farm); then Migrate shows before (the legacy LP and its tokens) and after (the
 * Ghost LP received, the amounts deposited, the dust refunded, and the least the deposit may take
 * at the user's slippage) from the sdk's `quoteMigration`, and sends one transaction: the legacy
 * pair's permit signed in the wallet, then `migrateWithPermit`. A wallet that cannot sign typed
 * data approves the LP with a transaction instead; one that refuses is told, and offered the
 * approval. Afterwards the card shows the Ghost LP the wallet holds, as the chain has it.
 */
import { CurrencyAmount, Fraction, Percent, Token } from '@ghost/sdk'
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { type Address, parseEventLogs, type TransactionReceipt } from 'viem'
import { withdrawFarm } from '../../../chain/actions/masterChef'
import { migrateLp, migratorAbi } from '../../../chain/actions/migration'
import { useGetDeadline } from '../../../chain/clock/useGetDeadline'
import { ApprovalState } from '../../../chain/tokens/getApprovalState'
import { useApproveCallback } from '../../../chain/tokens/useApproveCallback'
import { useSignLpPermit } from '../../../chain/tokens/useSignLpPermit'
import {
  getTransactionErrorMessage,
  isUserRejection,
} from '../../../chain/transactions/getTransactionError'
import { useWriteFlow } from '../../../chain/transactions/useWriteFlow'
import { Card, OutputStat, Stat, StatList } from '../../../components/layout'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { useToken } from '../../tokens'
import {
  getMigrationQuote,
  getPositionStep,
  type LegacyPosition,
  type MigrationContracts,
} from '../rules/migrationRules'
import { LpAmount, TokenAmount, useLpText, useSymbol } from './figures'

export type PositionCardProps = {
  position: LegacyPosition
  contracts: MigrationContracts
  account: Address
  legacyFeeOn: boolean
  ghostFeeOn: boolean
  slippageBips: number
  onMigrated: (pair: Address) => void
}

/** What the Migrated event of a mined migration says it did. */
type MigrationResult = { liquidityOut: bigint; refundA: bigint; refundB: bigint }

function migrationResultOf(receipt: TransactionReceipt): MigrationResult | undefined {
  const [event] = parseEventLogs({ abi: migratorAbi, eventName: 'Migrated', logs: receipt.logs })
  if (!event) return undefined
  const { args } = event
  return {
    liquidityOut: args.liquidityOut,
    refundA: args.amountA - args.depositedA,
    refundB: args.amountB - args.depositedB,
  }
}

export function PositionCard(props: PositionCardProps) {
  const { position, contracts, account, onMigrated } = props
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const heading = useId()
  const token0 = useToken(position.token0)
  const token1 = useToken(position.token1)
  const symbol0 = useSymbol(token0)
  const symbol1 = useSymbol(token1)
  const pairName = `${symbol0}-${symbol1}`
  const lpText = useLpText()
  const flow = useWriteFlow()
  const [busy, setBusy] = useState<'unstake' | 'migrate'>()
  const [result, setResult] = useState<MigrationResult>()
  const step = getPositionStep(position)
  const staked = position.stake?.amount ?? 0n
  const pooled = (reserve: bigint) =>
    position.totalSupply === 0n
      ? 0n
      : ((position.balance + staked) * reserve) / position.totalSupply

  const unstake = async () => {
    if (!position.stake) return
    const summary = t('Unstake %amount% %pair% LP from the legacy farm', {
      amount: lpText(position.stake.amount),
      pair: pairName,
    })
    setBusy('unstake')
    try {
      await flow.write(
        {
          ...withdrawFarm({
            masterChef: contracts.legacyMasterChef,
            pid: Number(position.stake.pid),
            amount: position.stake.amount,
          }),
          summary,
        },
        {
          success: { title: t('Unstaked!'), description: summary },
          failure: t('Could not unstake'),
          toastErrors: 'all',
        },
      )
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <Card as="article" className="migration-position" labelledBy={heading}>
      <h2 id={heading}>{t('%pair% legacy LP', { pair: pairName })}</h2>
      <StatList className="ui-small">
        <OutputStat label={t('Legacy LP in your wallet')}>
          <LpAmount wei={position.balance} unit="LP" />
        </OutputStat>
        {position.stake ? (
          <OutputStat label={t('Staked in the legacy farm')}>
            <LpAmount wei={staked} unit="LP" />
          </OutputStat>
        ) : null}
        <Stat
          label={t('Pooled %symbol%', { symbol: symbol0 })}
          value={<TokenAmount wei={pooled(position.reserve0)} token={token0} />}
        />
        <Stat
          label={t('Pooled %symbol%', { symbol: symbol1 })}
          value={<TokenAmount wei={pooled(position.reserve1)} token={token1} />}
        />
        <OutputStat label={t('Your Ghost LP')}>
          <LpAmount wei={position.ghost?.balance ?? 0n} unit="LP" />
        </OutputStat>
      </StatList>
      {result ? (
        <p className="ui-notice migration-notice" role="status">
          {t('Migrated. You received %lp% Ghost LP.', { lp: lpText(result.liquidityOut) })}
        </p>
      ) : null}
      {step === 'unstake' ? (
        <div className="migration-step">
          <h3>{t('Step 1: unstake from the legacy farm')}</h3>
          <p>
            {t(
              'Your LP staked in the legacy farm must come back to your wallet before it can move. Unstaking also pays the farm’s pending reward.',
            )}
          </p>
          <div className="migration-actions">
            <button
              type="button"
              className="button-primary"
              disabled={!flow.ready || busy !== undefined}
              onClick={() => void unstake()}
            >
              {busy === 'unstake' ? t('Unstaking…') : t('Unstake')}
            </button>
          </div>
        </div>
      ) : null}
      {step !== 'done' ? (
        <MigrateStep
          {...props}
          token0={token0}
          token1={token1}
          pairName={pairName}
          chainId={chainId}
          account={account}
          blocked={step === 'unstake'}
          busy={busy}
          setBusy={setBusy}
          flow={flow}
          onDone={(receipt) => {
            setResult(migrationResultOf(receipt))
            onMigrated(position.pair)
          }}
        />
      ) : (
        <p className="ui-muted ui-small">
          {t('Nothing left to migrate in this pair.')}{' '}
          <Link to="/liquidity">{t('See your liquidity')}</Link>
        </p>
      )}
    </Card>
  )
}

function MigrateStep({
  position,
  contracts,
  account,
  legacyFeeOn,
  ghostFeeOn,
  slippageBips,
  token0,
  token1,
  pairName,
  chainId,
  blocked,
  busy,
  setBusy,
  flow,
  onDone,
}: PositionCardProps & {
  token0: Token | null | undefined
  token1: Token | null | undefined
  pairName: string
  chainId: number
  blocked: boolean
  busy: 'unstake' | 'migrate' | undefined
  setBusy: (busy: 'unstake' | 'migrate' | undefined) => void
  flow: ReturnType<typeof useWriteFlow>
  onDone: (receipt: TransactionReceipt) => void
}) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const lpText = useLpText()
  const getDeadline = useGetDeadline()
  const signPermit = useSignLpPermit()
  const [problem, setProblem] = useState<string>()
  const [refused, setRefused] = useState(false)
  const quoted = getMigrationQuote(position, { legacyFeeOn, ghostFeeOn, slippageBips })
  const lpToken = useMemo(
    () => new Token({ chainId, address: position.pair, decimals: 18, symbol: 'LP' }),
    [chainId, position.pair],
  )
  const toApprove = useMemo(
    () =>
      position.balance > 0n ? CurrencyAmount.fromRawAmount(lpToken, position.balance) : undefined,
    [lpToken, position.balance],
  )
  const [approval, approve] = useApproveCallback(toApprove, contracts.migrator, flow)
  const approved = approval === ApprovalState.APPROVED

  const approveInstead = async () => {
    setProblem(undefined)
    const outcome = await approve({
      success: { title: t('Contract Enabled'), description: t('You can now migrate this LP.') },
      failure: t('Could not approve the LP'),
      toastErrors: 'all',
    })
    if (outcome?.ok) setRefused(false)
  }

  const migrate = async () => {
    if (!quoted.ok) return
    const { quote } = quoted
    setProblem(undefined)
    setBusy('migrate')
    try {
      const deadline = await getDeadline()
      let permit: Awaited<ReturnType<typeof signPermit>> | undefined
      if (!approved) {
        try {
          permit = await signPermit({
            pair: position.pair,
            spender: contracts.migrator,
            value: position.balance,
            deadline,
            // an older exchange's pair verifies under its own EIP-712 name
            readName: true,
          })
        } catch (signError) {
          if (isUserRejection(signError)) {
            // a refusal meant no: say so, and leave the approval as the other way
            setRefused(true)
            return
          }
          // a wallet that cannot sign typed data: the approval does the permit's job
          console.warn('Permit not signed, approving on chain instead', signError)
          const outcome = await approve({
            success: {
              title: t('Contract Enabled'),
              description: t('You can now migrate this LP.'),
            },
            failure: t('Could not approve the LP'),
            toastErrors: 'all',
          })
          if (!outcome?.ok) return
        }
      }
      const summary = t('Migrate %amount% %pair% LP to Ghost', {
        amount: lpText(position.balance),
        pair: pairName,
      })
      const outcome = await flow.write(
        {
          ...migrateLp({
            migrator: contracts.migrator,
            tokenA: position.token0,
            tokenB: position.token1,
            liquidity: position.balance,
            amountAMin: quote.amountAMin,
            amountBMin: quote.amountBMin,
            to: account,
            deadline,
            permit,
          }),
          summary,
        },
        {
          success: { title: t('Migrated!'), description: summary },
          failure: t('Could not migrate'),
          toastErrors: 'all',
        },
      )
      if (outcome.ok) onDone(outcome.receipt)
    } catch (caught) {
      const message = getTransactionErrorMessage(caught, { flow: 'write' })
      setProblem(message ? t(message.key, message.values) : t('Could not migrate'))
    } finally {
      setBusy(undefined)
    }
  }

  const slippage = format.percent(new Percent(BigInt(slippageBips), 10_000n))
  return (
    <div className="migration-step">
      <h3>{blocked ? t('Step 2: migrate') : t('Migrate to Ghost')}</h3>
      {blocked ? (
        <p role="status">{t('Unstake your LP from the legacy farm first.')}</p>
      ) : !quoted.ok ? (
        <p role="alert">
          {quoted.reason === 'ghostPairOneSided'
            ? t('Ghost’s pool of this pair holds only one of its tokens: it cannot take a deposit.')
            : quoted.reason === 'tooSmall'
              ? t('This position is too small to migrate.')
              : t('No LP in your wallet to migrate.')}
        </p>
      ) : (
        <>
          <div className="migration-compare">
            <section aria-label={t('Before')}>
              <h4>{t('Before')}</h4>
              <StatList>
                <OutputStat label={t('Legacy LP')}>
                  <LpAmount wei={position.balance} unit="LP" />
                </OutputStat>
                <Stat
                  label={t('%symbol% in it', { symbol: token0?.symbol ?? '…' })}
                  value={
                    <output aria-label={t('Legacy %symbol%', { symbol: token0?.symbol ?? '…' })}>
                      <TokenAmount wei={quoted.quote.amountA} token={token0} />
                    </output>
                  }
                />
                <Stat
                  label={t('%symbol% in it', { symbol: token1?.symbol ?? '…' })}
                  value={
                    <output aria-label={t('Legacy %symbol%', { symbol: token1?.symbol ?? '…' })}>
                      <TokenAmount wei={quoted.quote.amountB} token={token1} />
                    </output>
                  }
                />
              </StatList>
            </section>
            <section aria-label={t('After')}>
              <h4>{t('After')}</h4>
              <StatList>
                <OutputStat label={t('Ghost LP you receive')}>
                  <LpAmount wei={quoted.quote.liquidityOut} unit="LP" />
                </OutputStat>
                {(
                  [
                    [token0, quoted.quote.depositedA, quoted.quote.refundA],
                    [token1, quoted.quote.depositedB, quoted.quote.refundB],
                  ] as const
                ).map(([token, deposited, refund], index) => {
                  const symbol = token?.symbol ?? '…'
                  return (
                    <Stat
                      // biome-ignore lint/suspicious/noArrayIndexKey: the pair's two sides
                      key={index}
                      label={t('%symbol% deposited / refunded', { symbol })}
                      value={
                        <>
                          <output aria-label={t('%symbol% deposited', { symbol })}>
                            <TokenAmount wei={deposited} token={token} />
                          </output>
                          {' / '}
                          <output aria-label={t('%symbol% refunded', { symbol })}>
                            <TokenAmount wei={refund} token={token} />
                          </output>
                        </>
                      }
                    />
                  )
                })}
              </StatList>
            </section>
          </div>
          <p className="ui-muted ui-small">
            {position.ghost
              ? t(
                  'Ghost’s pool takes your tokens at its own price; what it does not take comes back to your wallet. With your slippage tolerance of %slippage%, it takes at least %minA% and %minB%, or the migration is refused.',
                  {
                    slippage,
                    minA: tokenText(format, quoted.quote.amountAMin, token0),
                    minB: tokenText(format, quoted.quote.amountBMin, token1),
                  },
                )
              : t(
                  'Ghost has no pool of this pair yet: the migration creates it at the legacy pool’s price.',
                )}
          </p>
          {refused ? (
            <div className="ui-notice migration-notice" role="alert">
              <p>
                {t(
                  'You did not sign the permit, so nothing was sent. Sign it to migrate in one transaction, or approve the LP with a transaction first.',
                )}
              </p>
              <button
                type="button"
                className="button-secondary"
                disabled={!flow.ready || busy !== undefined}
                onClick={() => void approveInstead()}
              >
                {t('Approve instead')}
              </button>
            </div>
          ) : null}
          {problem ? <p role="alert">{problem}</p> : null}
          <div className="migration-actions">
            <button
              type="button"
              className="button-primary"
              disabled={!flow.ready || busy !== undefined || approval === ApprovalState.PENDING}
              onClick={() => void migrate()}
            >
              {busy === 'migrate' ? t('Migrating…') : t('Migrate')}
            </button>
          </div>
        </>
      )}
    </div>
  )
}

function tokenText(
  format: ReturnType<typeof useNumberFormat>,
  wei: bigint,
  token: Token | null | undefined,
): string {
  if (!token) return '…'
  return `${format.significant(new Fraction(wei, 10n ** BigInt(token.decimals)), 'amount')} ${token.symbol ?? ''}`.trim()
}
