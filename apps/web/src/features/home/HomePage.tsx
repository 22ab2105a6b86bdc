import { ghostPairAbi, multicallAbi } from '@ghost/contracts'
import { zeroAddress } from 'viem'
import { useConnection } from 'wagmi'
import { useMulticall } from '../../chain/multicall/useMulticall'
import { FormattedNumber } from '../../components/FormattedNumber'
import { Card, Page } from '../../components/layout'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { balanceValue } from '../wallet/formatBalance'
import { WrapBnbForm } from './WrapBnbForm'

export function HomePage() {
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
  const reserves = { error: reads.error ?? reserveRead?.error }

  return (
    <Page title="Ghost">
      <Card labelledBy="balance-heading">
        <h2 id="balance-heading">Your wallet</h2>
        {connection.address ? (
          <p>
            BNB balance:{' '}
            <output aria-label="BNB balance">
              {balance !== undefined ? (
                <FormattedNumber value={balanceValue(balance)} kind="balance" />
              ) : (
                '…'
              )}
            </output>
          </p>
        ) : (
          <p>Connect a wallet to see your BNB balance.</p>
        )}
        {connection.address ? <WrapBnbForm /> : null}
      </Card>
      <Card labelledBy="reserves-heading">
        <h2 id="reserves-heading">WBNB-USDT pool</h2>
        {reserveWbnb !== undefined && reserveUsdt !== undefined ? (
          <p>
            WBNB reserve:{' '}
            <output aria-label="WBNB reserve">
              <FormattedNumber value={balanceValue(reserveWbnb)} kind="pooledAmount" />
            </output>
            <br />
            USDT reserve:{' '}
            <output aria-label="USDT reserve">
              <FormattedNumber value={balanceValue(reserveUsdt)} kind="pooledAmount" />
            </output>
          </p>
        ) : reserves.error ? (
          <p role="alert">Error fetching data</p>
        ) : (
          <p>Loading reserves…</p>
        )}
      </Card>
    </Page>
  )
}
