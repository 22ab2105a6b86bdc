// @vitest-environment jsdom
/**
 * The updater against a real Anvil node, through wagmi's real public client: receipts become
 * toasts and list states, a sped-up transaction becomes 'replaced' and is polled no more.
 */
import { wbnbAbi, wbnbBytecode } from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  localChain,
  startAnvil,
} from '@ghost/contracts/anvil'
import { shortenAddress } from '@ghost/sdk'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { type Address, type Hash, parseEther, parseGwei } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { ToastProvider } from '../../components/toasts'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../config/useRuntimeConfig'
import { createI18n } from '../../i18n'
import { transactionActions, transactionsStore } from '../../state/transactions/transactionsStore'
import { deployed } from '../../test/mined'
import { useTransactionsUpdater } from './TransactionsUpdater'

let anvil: AnvilInstance
let client: AnvilClient
let me: Address
let wbnb: Address

beforeAll(async () => {
  anvil = await startAnvil()
  client = anvilClient(anvil.url)
  me = client.account.address
  wbnb = await deployed(
    client,
    await client.deployContract({ abi: wbnbAbi, bytecode: wbnbBytecode }),
  )
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  cleanup()
  transactionsStore.reset()
})

function Updater({ blockNumber }: { blockNumber: bigint | undefined }) {
  useTransactionsUpdater(blockNumber)
  return null
}

function setup(blockNumber: bigint) {
  const chain = localChain(anvil.url)
  const wagmiConfig = createConfig({
    chains: [chain],
    connectors: [],
    transports: { [chain.id]: http(anvil.url) },
  })
  const queryClient = new QueryClient()
  const i18n = createI18n()
  // The updater reads only the chain id from the runtime config.
  const config = { chainId: chain.id } as RuntimeConfig
  const tree = (block: bigint) => (
    <RuntimeConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <WagmiProvider config={wagmiConfig}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <Updater blockNumber={block} />
            </ToastProvider>
          </QueryClientProvider>
        </WagmiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>
  )
  const view = render(tree(blockNumber))
  return { nextBlock: (block: bigint) => view.rerender(tree(block)) }
}

const latestBlock = () => client.getBlockNumber({ cacheTime: 0 })
const stored = (hash: Hash) => transactionsStore.get()[1337]?.[hash]
const region = () => within(screen.getByRole('region', { name: 'Notifications' }))

function add(hash: Hash, summary: string) {
  transactionActions.add({ chainId: 1337, hash, from: me, summary, addedTime: Date.now() })
}

describe('useTransactionsUpdater on Anvil', { timeout: 30_000 }, () => {
  test('a mined transaction is finalized with a success toast naming it', async () => {
    const hash = await client.writeContract({
      address: wbnb,
      abi: wbnbAbi,
      functionName: 'deposit',
      value: parseEther('1'),
    })
    await client.waitForTransactionReceipt({ hash })
    add(hash, 'Wrap 1 BNB to WBNB')
    setup(await latestBlock())
    await waitFor(() => expect(stored(hash)?.receipt?.status).toBe(1))
    expect(stored(hash)?.confirmedTime).toBeTypeOf('number')
    const toast = region().getByRole('status', { name: 'Transaction receipt' })
    // The local chain has no explorer: the summary, the shortened hash and its copy button.
    expect(toast.textContent).toBe(`Transaction receiptWrap 1 BNB to WBNB${shortenAddress(hash)}`)
    expect(within(toast).getByRole('button', { name: 'Copy transaction hash' })).toBeTruthy()
  })

  test('a reverted transaction gives the error toast', async () => {
    const hash = await client.writeContract({
      address: wbnb,
      abi: wbnbAbi,
      functionName: 'withdraw',
      args: [parseEther('50')],
      gas: 100_000n,
    })
    await client.waitForTransactionReceipt({ hash })
    add(hash, 'Unwrap 50 WBNB to BNB')
    setup(await latestBlock())
    await waitFor(() => expect(stored(hash)?.receipt?.status).toBe(0))
    expect(region().getByRole('alert', { name: 'Transaction receipt' }).textContent).toBe(
      `Transaction receiptUnwrap 50 WBNB to BNB${shortenAddress(hash)}`,
    )
  })

  test('sped up in the wallet: learns the nonce, then marks it replaced and stops', async () => {
    await client.setAutomine(false)
    try {
      const nonce = await client.getTransactionCount({ address: me })
      const send = (gwei: number) =>
        client.sendTransaction({
          to: me,
          value: 1n,
          nonce,
          maxFeePerGas: parseGwei(String(gwei)),
          maxPriorityFeePerGas: parseGwei(String(gwei / 2)),
        })
      const original = await send(2)
      add(original, 'Wrap 2 BNB to WBNB')
      const { nextBlock } = setup(await latestBlock())
      await waitFor(() => expect(stored(original)?.nonce).toBe(nonce))
      expect(stored(original)?.lastCheckedBlockNumber).toBe(Number(await latestBlock()))

      const speedUp = await send(4)
      await client.mine({ blocks: 1 })
      nextBlock(await latestBlock())
      await waitFor(() => expect(stored(original)?.lost?.reason).toBe('replaced'))
      expect(stored(original)?.lost?.replacementHash).toBe(speedUp)
      expect(stored(original)?.receipt).toBeUndefined()
      expect(region().queryByRole('status')).toBeNull()
      expect(region().queryByRole('alert')).toBeNull()
    } finally {
      await client.setAutomine(true)
    }
  })
})
