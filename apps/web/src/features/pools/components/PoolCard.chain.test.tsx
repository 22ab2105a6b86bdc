// @vitest-environment jsdom
/**
 * A pool card against a real Anvil node through wagmi (a mock connector for a development
 * account): an ERC20 pool that stakes its own reward token and allows emergency withdrawal, the
 * kind the spec's config shape allows but the world does not deploy. Enable, Stake, Compound and
 * Emergency Withdraw each send the spec's call and end with their toast.
 */
import {
  multicallAbi,
  multicallBytecode,
  smartChefAbi,
  smartChefBytecode,
  testTokenAbi,
  testTokenBytecode,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  localChain,
  startAnvil,
} from '@ghost/contracts/anvil'
import { parseManifest } from '@ghost/contracts/manifest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { type Address, maxUint256, parseEther, zeroAddress } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors/mock'
import { BlockProvider } from '../../../chain/block/BlockProvider'
import { ToastProvider } from '../../../components/toasts'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../../config/useRuntimeConfig'
import { createI18n } from '../../../i18n'
import { transactionsStore } from '../../../state/transactions/transactionsStore'
import { deployed, mined } from '../../../test/mined'
import type { PoolDefinition } from '../config/configuredPools'
import { usePoolsData } from '../data/usePoolsData'
import { PoolCard } from './PoolCard'

let anvil: AnvilInstance
let client: AnvilClient
let ghost: Address
let pool: Address
let runtimeConfig: RuntimeConfig

const DEFINITIONS: readonly PoolDefinition[] = [
  {
    sousId: 0,
    stakingToken: 'GHOST',
    earningToken: 'GHOST',
    tokenPerBlock: '1',
    sortOrder: 0,
    isFinished: false,
    harvest: true,
    enableEmergencyWithdraw: true,
  },
]

async function deploy(abi: unknown, bytecode: `0x${string}`, args: unknown[] = []) {
  const hash = await client.deployContract({ abi, bytecode, args } as Parameters<
    AnvilClient['deployContract']
  >[0])
  return deployed(client, hash)
}

beforeAll(async () => {
  anvil = await startAnvil()
  client = anvilClient(anvil.url)
  const multicall = await deploy(multicallAbi, multicallBytecode)
  const usdt = await deploy(testTokenAbi, testTokenBytecode, ['Tether', 'USDT', 18, 10n ** 24n])
  ghost = await deploy(testTokenAbi, testTokenBytecode, ['Ghost', 'GHOST', 18, 10n ** 24n])
  const now = await client.getBlockNumber({ cacheTime: 0 })
  pool = await deploy(smartChefAbi, smartChefBytecode, [
    ghost,
    ghost,
    parseEther('1'),
    now,
    now + 1_000_000n,
    0n,
  ])
  await mined(
    client,
    await client.writeContract({
      address: ghost,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [pool, parseEther('1000')],
    }),
  )
  runtimeConfig = {
    chainId: 1337,
    rpcUrl: anvil.url,
    apiUrl: 'http://127.0.0.1:1',
    manifest: parseManifest({
      chainId: 1337,
      startBlock: 0,
      contracts: {
        WBNB: usdt,
        Factory: zeroAddress,
        Router: zeroAddress,
        FeeSplitter: zeroAddress,
        Buyback: zeroAddress,
        Multicall: multicall,
        MasterChef: zeroAddress,
        SmartChef0: pool,
        SmartChef1: zeroAddress,
        SmartChef2: zeroAddress,
        SmartChef3: zeroAddress,
      },
      tokens: { USDT: usdt, BUSD: usdt, GHOST: ghost, CAKE: usdt, TAX: usdt },
    }),
  }
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  cleanup()
  transactionsStore.reset()
})

function Pools() {
  const { pools, account } = usePoolsData({ definitions: DEFINITIONS })
  return (
    <>
      {pools
        .filter((view) => view.sousId === 0)
        .map((view) => (
          <PoolCard key={view.sousId} pool={view} hasAccount={!!account} />
        ))}
    </>
  )
}

async function setup() {
  const chain = localChain(anvil.url)
  const wagmiConfig = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [client.account.address], features: { reconnect: true } })],
    transports: { [chain.id]: http(anvil.url) },
  })
  const connector = wagmiConfig.connectors[0]
  if (!connector) throw new Error('no connector')
  await connect(wagmiConfig, { connector })
  render(
    <RuntimeConfigProvider config={runtimeConfig}>
      <I18nextProvider i18n={createI18n()}>
        <WagmiProvider config={wagmiConfig}>
          <QueryClientProvider client={new QueryClient()}>
            <BlockProvider>
              <ToastProvider>
                <Pools />
              </ToastProvider>
            </BlockProvider>
          </QueryClientProvider>
        </WagmiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
}

const card = () => within(screen.getByRole('article', { name: 'Earn GHOST' }))
const toast = (name: string) =>
  within(screen.getByRole('region', { name: 'Notifications' })).findByRole(
    'status',
    { name },
    {
      timeout: 20_000,
    },
  )
const staked = async () =>
  (
    await client.readContract({
      address: pool,
      abi: smartChefAbi,
      functionName: 'userInfo',
      args: [client.account.address],
    })
  )[0]

test('Enable, Stake, Compound and Emergency Withdraw on an ERC20 pool', {
  timeout: 90_000,
}, async () => {
  await setup()
  // ERC20 pool without allowance: Enable first; staking the reward token: Compound offered
  const enable = await card().findByRole('button', { name: 'Enable GHOST' }, { timeout: 15_000 })
  expect(card().getByRole('button', { name: 'Compound' })).toHaveProperty('disabled', true)
  fireEvent.click(enable)
  expect((await toast('Contract Enabled')).textContent).toContain(
    'You can now stake in the GHOST pool!',
  )
  expect(
    await client.readContract({
      address: ghost,
      abi: testTokenAbi,
      functionName: 'allowance',
      args: [client.account.address, pool],
    }),
  ).toBe(maxUint256)

  fireEvent.click(await card().findByRole('button', { name: 'Stake' }, { timeout: 15_000 }))
  const dialog = within(screen.getByRole('dialog', { name: 'Stake in Pool' }))
  fireEvent.input(dialog.getByRole('textbox', { name: 'Stake' }), { target: { value: '10' } })
  fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }))
  await toast('Staked!')
  expect(await staked()).toBe(parseEther('10'))

  // a few blocks of reward (1 GHOST each), seen at the next block poll
  await client.mine({ blocks: 3 })
  const compound = card().getByRole('button', { name: 'Compound' })
  await waitFor(() => expect(compound).toHaveProperty('disabled', false), { timeout: 15_000 })
  const shownPending = parseEther(
    card().getByRole('status', { name: 'GHOST Earned' }).textContent ?? '0',
  )
  expect(shownPending).toBeGreaterThanOrEqual(parseEther('3'))
  fireEvent.click(compound)
  await toast('Compounded!')
  // deposit(pending as shown): the shown reward is staked (the contract pays out the rest)
  expect(await staked()).toBe(parseEther('10') + shownPending)

  const balanceBefore = await client.readContract({
    address: ghost,
    abi: testTokenAbi,
    functionName: 'balanceOf',
    args: [client.account.address],
  })
  fireEvent.click(card().getByRole('button', { name: 'Emergency Withdraw' }))
  await toast('Unstaked!')
  expect(await staked()).toBe(0n)
  expect(
    await client.readContract({
      address: ghost,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [client.account.address],
    }),
  ).toBe(balanceBefore + parseEther('10') + shownPending)
})
