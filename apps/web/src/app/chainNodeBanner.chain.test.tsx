// @vitest-environment jsdom
/**
 * A node that answers nothing (issue 29): the app's RPC URL names a port nothing listens on.
 * After the failed polls the one 'The chain node is not answering.' alert shows with a Retry
 * button, and the farms page says it waits for the node rather than 'Loading…'. Then an Anvil
 * starts on that port with the same contracts (the same deployer, so the same addresses):
 * Retry brings the block and the figures, and the alert goes. And a node that is up but answers
 * every request with 429, 502 or 503 (`startRpcProxy` with every request disturbed) is not
 * answering either; once a healthy node takes its port the alert goes by itself, at the next poll.
 */
import { multicallAbi, multicallBytecode } from '@ghost/contracts'
import { type AnvilInstance, devAccount, freePort, startAnvil } from '@ghost/contracts/anvil'
import { parseManifest } from '@ghost/contracts/manifest'
import { deploy, devWriter, type RpcProxy, startRpcProxy } from '@ghost/devnet'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { type Address, zeroAddress } from 'viem'
import { afterEach, expect, test } from 'vitest'
import { useCurrentBlock } from '../chain/block/BlockProvider'
import type { RuntimeConfig } from '../config/runtimeConfig'
import { ChainNodeBanner } from '../features/chainNode'
import { FarmsPage } from '../features/farms/FarmsPage'
import { HomeWallet } from '../features/home/HomeWallet'
import { renderAs } from '../test/chainTestWorld'

const ACCOUNT = devAccount(6).address
let anvil: AnvilInstance | undefined
let proxy: RpcProxy | undefined

afterEach(async () => {
  cleanup()
  await proxy?.stop()
  proxy = undefined
  await anvil?.stop()
  anvil = undefined
})

/** A fresh chain on `port` with the Multicall deployed first, so always at one address. */
async function startChain(port: number): Promise<Address> {
  anvil = await startAnvil({ port })
  return deploy(devWriter(anvil.url, 0), {
    abi: multicallAbi,
    bytecode: multicallBytecode,
    name: 'Multicall',
  })
}

function configFor(rpcUrl: string, multicall: Address): RuntimeConfig {
  return {
    chainId: 1337,
    rpcUrl,
    apiUrl: 'http://127.0.0.1:1',
    manifest: parseManifest({
      chainId: 1337,
      startBlock: 0,
      contracts: {
        WBNB: zeroAddress,
        Factory: zeroAddress,
        Router: zeroAddress,
        FeeSplitter: zeroAddress,
        Buyback: zeroAddress,
        Multicall: multicall,
        MasterChef: zeroAddress,
        SmartChef0: zeroAddress,
        SmartChef1: zeroAddress,
        SmartChef2: zeroAddress,
        SmartChef3: zeroAddress,
      },
      tokens: {
        USDT: zeroAddress,
        BUSD: zeroAddress,
        GHOST: zeroAddress,
        CAKE: zeroAddress,
        TAX: zeroAddress,
      },
    }),
  }
}

function BlockNumber() {
  const block = useCurrentBlock()
  return <output aria-label="Block number">{block === undefined ? '' : block.toString()}</output>
}

test('a dead node shows one alert with Retry, and the page recovers when a node answers', async () => {
  const port = await freePort()
  // Learn the Multicall address, then take the node away.
  const multicall = await startChain(port)
  await anvil?.stop()
  anvil = undefined
  const config = configFor(`http://127.0.0.1:${port}`, multicall)
  await renderAs(
    ACCOUNT,
    <>
      <ChainNodeBanner />
      <BlockNumber />
      <HomeWallet />
      <FarmsPage />
    </>,
    { config },
  )

  await waitFor(() => expect(screen.getByText('The chain node is not answering.')).toBeTruthy(), {
    timeout: 120_000,
  })
  expect(screen.getAllByText('The chain node is not answering.')).toHaveLength(1)
  expect(screen.getByText('Waiting for the chain node…')).toBeTruthy()
  expect(screen.queryByText('Loading…')).toBeNull()
  expect(screen.getByRole('status', { name: 'Block number' }).textContent).toBe('')

  const retry = screen.getByRole('button', { name: 'Retry' })
  expect(await startChain(port)).toBe(multicall)
  // The page keeps polling too: on a loaded machine the node's restart can take long enough for
  // the poll to find it before the click, which is a recovery as well (the next test's case).
  if (retry.isConnected) fireEvent.click(retry)
  await waitFor(
    () => {
      expect(screen.queryByText('The chain node is not answering.')).toBeNull()
      expect(screen.getByRole('status', { name: 'Block number' }).textContent).not.toBe('')
      expect(screen.getByRole('status', { name: 'BNB balance' }).textContent).toMatch(/^10,000/)
    },
    { timeout: 60_000 },
  )
  expect(screen.queryByText('Waiting for the chain node…')).toBeNull()
}, 240_000)

test('a node answering errors to every request is not answering; a healthy one clears it by itself', async () => {
  const multicall = await startChain(await freePort())
  const upstream = anvil?.url ?? ''
  proxy = await startRpcProxy({ upstream, seed: 29, errorRate: 1, retryAfterSeconds: 0 })
  const port = Number(new URL(proxy.url).port)
  await renderAs(
    ACCOUNT,
    <>
      <ChainNodeBanner />
      <BlockNumber />
      <HomeWallet />
    </>,
    { config: configFor(proxy.url, multicall) },
  )
  await waitFor(() => expect(screen.getByText('The chain node is not answering.')).toBeTruthy(), {
    timeout: 120_000,
  })
  expect(proxy.stats().errors).toBeGreaterThan(0)
  expect(screen.getByRole('status', { name: 'Block number' }).textContent).toBe('')

  await proxy.stop()
  proxy = await startRpcProxy({ upstream, port })
  await waitFor(
    () => {
      expect(screen.queryByText('The chain node is not answering.')).toBeNull()
      expect(screen.getByRole('status', { name: 'BNB balance' }).textContent).toMatch(/^10,000/)
    },
    { timeout: 60_000 },
  )
  expect(screen.getByRole('status', { name: 'Block number' }).textContent).not.toBe('')
}, 240_000)
