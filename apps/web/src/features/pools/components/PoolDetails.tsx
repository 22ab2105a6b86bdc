/**
 * The facts under a pool card (and in an expanded table row): total staked, max stake per user,
 * block countdown, project and contract links, and 'Add to Metamask' for MetaMask users.
 */
import { watchAsset } from 'viem/actions'
import { useConnection, useConnectorClient } from 'wagmi'
import { getExplorerLink } from '../../../chain/transactions/getExplorerLink'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { getPoolCountdown } from '../rules/getPoolCountdown'
import type { PoolView } from '../rules/getPoolView'

function isMetaMask(): boolean {
  const ethereum = (globalThis as { ethereum?: { isMetaMask?: unknown } }).ethereum
  return ethereum?.isMetaMask === true
}

export function PoolCountdownText({ pool }: { pool: PoolView }) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const countdown = getPoolCountdown(pool)
  if (!countdown) return <>…</>
  if (countdown.blocks === undefined) return <>{t(countdown.label)}</>
  return (
    <>
      {t(countdown.label)}{' '}
      {t('%blocks% blocks', {
        blocks: numberFormat.format(countdown.blocks, { decimals: 0 }),
      })}
    </>
  )
}

function AddToMetamaskButton({ pool }: { pool: PoolView }) {
  const { t } = useTranslation()
  const { data: walletClient } = useConnectorClient()
  const token = pool.earningToken
  return (
    <button
      type="button"
      className="pool-link-button"
      disabled={!walletClient}
      onClick={() => {
        if (!walletClient) return
        watchAsset(walletClient, {
          type: 'ERC20',
          options: {
            address: token.address,
            symbol: token.symbol ?? '',
            decimals: token.decimals,
          },
        }).catch((error: unknown) => console.error('wallet_watchAsset failed', error))
      }}
    >
      {t('Add to Metamask')}
    </button>
  )
}

export function PoolDetails({ pool }: { pool: PoolView }) {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const { isConnected } = useConnection()
  const symbol = pool.stakingCurrency.symbol ?? ''
  const contractLink = getExplorerLink(chainId, pool.contractAddress, 'address')
  const projectLink = pool.config.earningToken.projectLink
  return (
    <>
      <dl className="ui-stats ui-card-details">
        <div>
          <dt>{t('Total staked')}:</dt>
          <dd>
            <output aria-label={t('Total staked')}>
              {pool.totalStaked ? (
                <>
                  <FormattedNumber value={pool.totalStaked} kind="amount" /> {symbol}
                </>
              ) : (
                '…'
              )}
            </output>
          </dd>
        </div>
        {pool.stakingLimit ? (
          <div>
            <dt>{t('Max. stake per user')}:</dt>
            <dd>
              <output aria-label={t('Max. stake per user')}>
                <FormattedNumber value={pool.stakingLimit} kind="amount" /> {symbol}
              </output>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{pool.isFinished ? t('Status') : t('Blocks')}:</dt>
          <dd>
            <output aria-label={t('Block countdown')}>
              <PoolCountdownText pool={pool} />
            </output>
          </dd>
        </div>
      </dl>
      <div className="ui-card-links">
        <a href={projectLink} target="_blank" rel="noreferrer noopener">
          {t('View Project Site')}
        </a>
        {contractLink ? (
          <a href={contractLink} target="_blank" rel="noreferrer noopener">
            {t('View Contract')}
          </a>
        ) : null}
        {isConnected && isMetaMask() ? <AddToMetamaskButton pool={pool} /> : null}
      </div>
    </>
  )
}
