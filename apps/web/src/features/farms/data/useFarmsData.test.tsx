// @vitest-environment jsdom
/**
 * The farms data hook on the real deployed world (Anvil + devnet `deployWorld`), through the app's
 * providers: the farm list, its computed values and the account's data equal what the chain and
 * the sdk say at the block read, and (spec §4) a farm fetch that is pending is joined, not started
 * again, by other renders and components.
 */
import { masterChefAbi } from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  localChain,
  startAnvil,
} from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { deployWorld, devWriter } from '@ghost/devnet'
import { CurrencyAmount, Fraction, getFarmApr, getFarmLpValues, Token } from '@ghost/sdk'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { type Address, erc20Abi, maxUint256, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { BlockProvider, useBlock } from '../../../chain/block/BlockProvider'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../../config/useRuntimeConfig'
import { mined } from '../../../test/mined'
import type { FarmView } from '../rules/getFarmView'
import { type UseFarmsDataReturnType, useFarmsData } from './useFarmsData'

let anvil: AnvilInstance
let client: AnvilClient
let manifest: Manifest
const holder = devAccount(1).address

/** eth_call requests by block tag, and an optional delay that keeps fetches pending. */
const ethCalls = new Map<string, number>()
let rpcDelayMs = 0

beforeAll(async () => {
  anvil = await startAnvil()
  client = anvilClient(anvil.url)
  manifest = await deployWorld({
    deployer: devWriter(anvil.url, 0),
    treasury: devAccount(9).address,
    holders: [devWriter(anvil.url, 1)],
  })
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  cleanup()
  rpcDelayMs = 0
  ethCalls.clear()
})

function Providers({ children }: { children: ReactNode }) {
  const [value] = useState(() => {
    const chain = localChain(anvil.url)
    const wagmiConfig = createConfig({
      chains: [chain],
      connectors: [],
      transports: {
        [chain.id]: http(anvil.url, {
          batch: false,
          fetchFn: async (input, init) => {
            const body = JSON.parse(String(init?.body ?? '{}')) as {
              method?: string
              params?: unknown[]
            }
            if (body.method === 'eth_call') {
              const tag = String((body.params?.[1] as string | undefined) ?? 'latest')
              ethCalls.set(tag, (ethCalls.get(tag) ?? 0) + 1)
              if (rpcDelayMs) await new Promise((resolve) => setTimeout(resolve, rpcDelayMs))
            }
            return fetch(input, init)
          },
        }),
      },
    })
    const config: RuntimeConfig = {
      chainId: chain.id,
      rpcUrl: anvil.url,
      apiUrl: 'http://127.0.0.1:1',
      manifest,
    }
    return { wagmiConfig, config, queryClient: new QueryClient() }
  })
  return (
    <RuntimeConfigProvider config={value.config}>
      <WagmiProvider config={value.wagmiConfig}>
        <QueryClientProvider client={value.queryClient}>
          <BlockProvider>{children}</BlockProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </RuntimeConfigProvider>
  )
}

type Probe = {
  data?: UseFarmsDataReturnType
  refresh?: () => Promise<void>
  renders: number
}

function FarmsProbe({ account, probe }: { account: Address | undefined; probe: Probe }) {
  probe.data = useFarmsData(account)
  probe.refresh = useBlock().refresh
  probe.renders++
  return null
}

async function loaded(probe: Probe, minBlock = 0n): Promise<FarmView> {
  await waitFor(
    () => {
      const data = probe.data
      if (!data || data.isLoading || (data.blockNumber ?? 0n) < minBlock)
        throw new Error('not loaded')
      if (!data.farms[0]) throw new Error('no farm')
    },
    { timeout: 20_000 },
  )
  return probe.data?.farms[0] as FarmView
}

async function send(
  from: number,
  request: Omit<Parameters<ReturnType<typeof devWriter>['writeContract']>[0], 'account' | 'chain'>,
) {
  const writer = devWriter(anvil.url, from)
  const hash = await writer.writeContract(request as Parameters<typeof writer.writeContract>[0])
  await mined(client, hash)
}

describe('useFarmsData on the deployed world', () => {
  test('pid 0 is the USDT-BNB 10X farm; nothing staked yet gives no APR', async () => {
    const probe: Probe = { renders: 0 }
    render(
      <Providers>
        <FarmsProbe account={undefined} probe={probe} />
      </Providers>,
    )
    const farm = await loaded(probe)
    // pid 1 is the CAKE-GHOST farm (issue 34)
    expect(probe.data?.farms.map((f) => [f.pid, f.lpSymbol, f.multiplier])).toEqual([
      [0, 'USDT-BNB LP', '10X'],
      [1, 'CAKE-GHOST LP', '5X'],
    ])
    expect({
      pid: farm.pid,
      lpSymbol: farm.lpSymbol,
      lpAddress: farm.lpAddress,
      token: farm.token.symbol,
      quoteToken: farm.quoteToken.symbol,
      multiplier: farm.multiplier,
      isFinished: farm.isFinished,
      liquidity: farm.liquidityUsd?.toFixed(2),
      apr: farm.apr,
      earningToken: farm.earningToken.symbol,
      user: farm.user,
    }).toEqual({
      pid: 0,
      lpSymbol: 'USDT-BNB LP',
      lpAddress: manifest.pairs?.['BNB-USDT'],
      token: 'USDT',
      quoteToken: 'WBNB',
      multiplier: '10X',
      isFinished: false,
      liquidity: '0.00',
      apr: undefined,
      earningToken: 'GHOST',
      user: undefined,
    })
    expect(farm.tokenAmountTotal.toFixed(0)).toBe('600000')
    expect(farm.quoteTokenAmountTotal.toFixed(0)).toBe('1000')
    expect(farm.lpTokenPriceUsd?.toFixed(2)).toBe(
      new Fraction(1_200_000n * 10n ** 18n, farm.lpTotalSupply).toFixed(2),
    )
  }, 60_000)

  test('after a stake: liquidity, APR and the account data equal the chain and the sdk at the block read', async () => {
    const lp = manifest.pairs?.['BNB-USDT'] as Address
    const masterChef = manifest.contracts.MasterChef
    await send(1, {
      address: lp,
      abi: erc20Abi,
      functionName: 'approve',
      args: [masterChef, maxUint256],
    })
    await send(1, {
      address: masterChef,
      abi: masterChefAbi,
      functionName: 'deposit',
      args: [0n, parseEther('100')],
    })
    await client.mine({ blocks: 3 })
    const minBlock = await client.getBlockNumber({ cacheTime: 0 })

    const probe: Probe = { renders: 0 }
    render(
      <Providers>
        <FarmsProbe account={holder} probe={probe} />
      </Providers>,
    )
    const farm = await loaded(probe, minBlock)
    const blockNumber = probe.data?.blockNumber as bigint

    const at = { blockNumber }
    const [reserve0, reserve1] = await client.readContract({
      address: lp,
      abi: [
        {
          type: 'function',
          name: 'getReserves',
          stateMutability: 'view',
          inputs: [],
          outputs: [
            { type: 'uint112', name: 'reserve0' },
            { type: 'uint112', name: 'reserve1' },
            { type: 'uint32', name: 'ts' },
          ],
        },
      ] as const,
      functionName: 'getReserves',
      ...at,
    })
    const totalSupply = await client.readContract({
      address: lp,
      abi: erc20Abi,
      functionName: 'totalSupply',
      ...at,
    })
    const pending = await client.readContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: 'pendingReward',
      args: [0n, holder],
      ...at,
    })
    // the emission the chain pays at that block, whatever the world's plan set it to
    const rewardPerBlock = await client.readContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: 'rewardPerBlock',
      ...at,
    })
    const wbnbIs0 = manifest.contracts.WBNB.toLowerCase() < manifest.tokens.USDT.toLowerCase()
    const [bnbReserve, usdtReserve] = wbnbIs0 ? [reserve0, reserve1] : [reserve1, reserve0]
    const token = (address: Address) => new Token({ chainId: 1337, address })
    const values = getFarmLpValues({
      tokenBalanceLP: CurrencyAmount.fromRawAmount(token(manifest.tokens.USDT), usdtReserve),
      quoteTokenBalanceLP: CurrencyAmount.fromRawAmount(token(manifest.contracts.WBNB), bnbReserve),
      lpTokenBalanceMC: parseEther('100'),
      lpTotalSupply: totalSupply,
      // BNB's price from the BNB-USDT reserves
      quoteTokenPriceUsd: new Fraction(usdtReserve, bnbReserve),
    })
    expect(farm.liquidityUsd?.equalTo(values.liquidityUsd ?? new Fraction(-1n))).toBe(true)
    // GHOST: $ per GHOST through GHOST-BNB (300,000 GHOST for 1,000 BNB) at BNB's price
    expect(farm.earningTokenPriceUsd?.toFixed(6)).toBe('2.000000')
    const [, allocPoint] = await client.readContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: 'poolInfo',
      args: [0n],
      ...at,
    })
    const totalAllocPoint = await client.readContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: 'totalAllocPoint',
      ...at,
    })
    const apr = getFarmApr({
      // pid 0's share of the emission: 1000 of the farms' 1500
      poolWeight: new Fraction(allocPoint, totalAllocPoint),
      rewardPerBlock: CurrencyAmount.fromRawAmount(token(manifest.tokens.GHOST), rewardPerBlock),
      rewardTokenPrice: farm.earningTokenPriceUsd as Fraction,
      liquidityUsd: values.liquidityUsd as Fraction,
    })
    expect(farm.apr?.toFixed(6)).toBe(apr?.toFixed(6))
    expect(farm.totalStaked).toBe(parseEther('100'))
    expect(farm.user?.stakedBalance.quotient).toBe(parseEther('100'))
    expect(farm.user?.earnings.quotient).toBe(pending)
    expect(farm.user?.earnings.quotient).toBeGreaterThan(0n)
    expect(farm.user?.allowance).toBe(maxUint256)
    const lpBalance = await client.readContract({
      address: lp,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
      ...at,
    })
    expect(farm.user?.tokenBalance.quotient).toBe(lpBalance)
  }, 60_000)

  test('spec §4: while a farm fetch is pending, other renders and components join it', async () => {
    const first: Probe = { renders: 0 }
    const second: Probe = { renders: 0 }
    let showSecond: (show: boolean) => void = () => {}
    let rerender: () => void = () => {}
    function Page() {
      const [withSecond, setWithSecond] = useState(false)
      const [, setTick] = useState(0)
      showSecond = setWithSecond
      rerender = () => setTick((tick) => tick + 1)
      return (
        <>
          <FarmsProbe account={holder} probe={first} />
          {withSecond ? <FarmsProbe account={holder} probe={second} /> : null}
        </>
      )
    }
    render(
      <Providers>
        <Page />
      </Providers>,
    )
    await loaded(first)

    // the next block's poll, which carries every watched call, stays pending for 1.5 s
    await client.mine({ blocks: 1 })
    const next = await client.getBlockNumber({ cacheTime: 0 })
    const tag = `0x${next.toString(16)}`
    ethCalls.clear()
    rpcDelayMs = 1500
    await act(async () => {
      void first.refresh?.()
    })
    await waitFor(() => expect(ethCalls.get('latest') ?? 0).toBeGreaterThan(0), {
      timeout: 10_000,
    })
    const rendersBefore = first.renders
    await act(async () => {
      showSecond(true)
      for (let i = 0; i < 5; i++) rerender()
    })
    expect(first.renders).toBeGreaterThan(rendersBefore)
    await loaded(first, next)
    await loaded(second, next)
    // one request for the whole block, block number and data together, whatever rendered
    // in the meantime: nothing was read again at the block it named
    expect(ethCalls.get('latest')).toBe(1)
    expect(ethCalls.get(tag)).toBeUndefined()
    expect(second.data?.farms[0]?.user?.earnings.quotient).toBe(
      first.data?.farms[0]?.user?.earnings.quotient,
    )
  }, 60_000)
})
