/**
 * The chain readouts the landing page kept from its first version: the connected wallet's BNB
 * with the wrap form, and the BNB-USDT pool's reserves (e2e foundation checks both against the
 * chain).
 */
import { ghostPairAbi, multicallAbi } from '@ghost/contracts'
import { zeroAddress } from 'viem'
import { useConnection } from 'wagmi'
import { useMulticall } from '../../chain/multicall/useMulticall'
import { FormattedNumber } from '../../components/FormattedNumber'
import { Card } from '../../components/layout'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { balanceValue } from '../wallet/formatBalance'
import { WrapBnbForm } from './WrapBnbForm'

export function HomeWallet() {
  const { t } = useTranslation()
  const config = useRuntimeConfig()
  const connection = useConnection()
  const pair = config.manifest.pairs?.['BNB-USDT'] ?? zeroAddress
  const reads = useMulticall([
    { address: pair, abi: ghostPairAbi, functionName: 'getReserves' },
    { address: pair, abi: ghostPairAbi, functionName: 'token0' },
    {
      address: config.manifest.contracts.Multicall,
      abi: multicallAbi,
      functionName: 'getEthBalance',
      args: [connection.address ?? zeroAddress],
    },
  ])
  const [reserveRead, token0Read, balanceRead] = reads.data ?? []
  const reserveData = reserveRead?.result
  const balance = connection.address ? balanceRead?.result : undefined
  const wbnbFirst = token0Read?.result === config.manifest.contracts.WBNB
  const reserveWbnb = reserveData ? (wbnbFirst ? reserveData[0] : reserveData[1]) : undefined
  const reserveUsdt = reserveData ? (wbnbFirst ? reserveData[1] : reserveData[0]) : undefined
  const reservesError = reads.error ?? reserveRead?.error

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
      <Card labelledBy="reserves-heading">
        <h2 id="reserves-heading">{t('WBNB-USDT pool')}</h2>
        {reserveWbnb !== undefined && reserveUsdt !== undefined ? (
          <p>
            {t('WBNB reserve')}:{' '}
            <output aria-label={t('WBNB reserve')}>
              <FormattedNumber value={balanceValue(reserveWbnb)} kind="pooledAmount" />
            </output>
            <br />
            {t('USDT reserve')}:{' '}
            <output aria-label={t('USDT reserve')}>
              <FormattedNumber value={balanceValue(reserveUsdt)} kind="pooledAmount" />
            </output>
          </p>
        ) : reservesError ? (
          <p role="alert">{t('Error fetching data')}</p>
        ) : (
          <p>{t('Loading reserves…')}</p>
        )}
      </Card>
    </div>
  )
}
