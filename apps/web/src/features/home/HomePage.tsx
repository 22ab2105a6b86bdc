import { ghostPairAbi } from '@ghost/contracts'
import { formatEther } from 'viem'
import { useBalance, useConnection, useReadContracts } from 'wagmi'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'

export function HomePage() {
  const config = useRuntimeConfig()
  const connection = useConnection()
  const balance = useBalance({
    address: connection.address,
    query: { enabled: !!connection.address },
  })
  const pair = config.manifest.pairs?.['BNB-USDT']
  const reserves = useReadContracts({
    contracts: pair
      ? [
          { address: pair, abi: ghostPairAbi, functionName: 'getReserves' },
          { address: pair, abi: ghostPairAbi, functionName: 'token0' },
        ]
      : [],
    allowFailure: false,
    query: { enabled: !!pair },
  })
  const [reserveData, token0] = reserves.data ?? []
  const wbnbFirst = token0 === config.manifest.contracts.WBNB
  const reserveWbnb = reserveData ? (wbnbFirst ? reserveData[0] : reserveData[1]) : undefined
  const reserveUsdt = reserveData ? (wbnbFirst ? reserveData[1] : reserveData[0]) : undefined

  return (
    <section className="page-body">
      <h1>Ghost</h1>
      <section aria-labelledby="balance-heading">
        <h2 id="balance-heading">Your wallet</h2>
        {connection.address ? (
          <p>
            BNB balance:{' '}
            <output aria-label="BNB balance">
              {balance.data ? formatEther(balance.data.value) : '…'}
            </output>
          </p>
        ) : (
          <p>Connect a wallet to see your BNB balance.</p>
        )}
      </section>
      <section aria-labelledby="reserves-heading">
        <h2 id="reserves-heading">WBNB-USDT pool</h2>
        {reserveWbnb !== undefined && reserveUsdt !== undefined ? (
          <p>
            WBNB reserve: <output aria-label="WBNB reserve">{formatEther(reserveWbnb)}</output>
            <br />
            USDT reserve: <output aria-label="USDT reserve">{formatEther(reserveUsdt)}</output>
          </p>
        ) : reserves.error ? (
          <p role="alert">Error fetching data</p>
        ) : (
          <p>Loading reserves…</p>
        )}
      </section>
    </section>
  )
}
