/**
 * The connected wallet's BNB with the wrap form (e2e foundation checks the balance against the
 * chain). The BNB-USDT pool's raw reserves that used to follow were a developer's readout, not
 * something a visitor looks for (issue 28); /info's pool pages show a pool's tokens locked.
 */
import { multicallAbi } from '@ghost/contracts'
import { zeroAddress } from 'viem'
import { useConnection } from 'wagmi'
import { useMulticall } from '../../chain/multicall/useMulticall'
import { FormattedNumber } from '../../components/FormattedNumber'
import { Card } from '../../components/layout'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { balanceValue } from '../wallet'
import { WrapBnbForm } from './WrapBnbForm'

export function HomeWallet() {
  const { t } = useTranslation()
  const config = useRuntimeConfig()
  const connection = useConnection()
  const reads = useMulticall([
    {
      address: config.manifest.contracts.Multicall,
      abi: multicallAbi,
      functionName: 'getEthBalance',
      args: [connection.address ?? zeroAddress],
    },
  ])
  const [balanceRead] = reads.data ?? []
  const balance = connection.address ? balanceRead?.result : undefined

  return (
    <div className="home-wallet">
      <Card labelledBy="balance-heading">
        <h2 id="balance-heading">{t('Your wallet')}</h2>
        {connection.address ? (
          <p>
            {t('BNB balance')}:{' '}
            <output aria-label={t('BNB balance')}>
              {balance !== undefined ? (
                <FormattedNumber value={balanceValue(balance)} kind="balance" />
              ) : (
                '…'
              )}
            </output>
          </p>
        ) : (
          <p>{t('Connect a wallet to see your BNB balance.')}</p>
        )}
        {connection.address ? <WrapBnbForm /> : null}
      </Card>
    </div>
  )
}
