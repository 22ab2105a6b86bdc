// @vitest-environment jsdom
/**
 * The one write hook against a real Anvil node through the app's providers (a wagmi mock
 * connector for one development account): a write is sent with the user's gas price, recorded
 * for Recent Transactions with its summary, mined, toasted and invalidates what it names; a
 * mined revert gives its reason in the modal's message and an error toast.
 *
 * A wallet refusal is not covered here: wagmi's mock connector forwards eth_sendTransaction to
 * the node and has no switch to refuse it (it only refuses connecting, signing and switching).
 */
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import { QueryClient, useQuery } from '@tanstack/react-query'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { getGasPrice } from '../../state/settings/settingsRules'
import { updateUserSettings, userSettingsStore } from '../../state/settings/userSettings'
import { transactionsStore } from '../../state/transactions/transactionsStore'
import { type NftChainWorld, renderAs, startNftChainWorld } from '../../test/chainTestWorld'
import { unwrapWbnb, wrapBnb } from '../actions/wbnb'
import { useWriteFlow } from './useWriteFlow'

let world: NftChainWorld
const account = devAccount(3).address
const PROBE_KEY = ['useWriteFlow-test', 'probe'] as const

beforeAll(async () => {
  world = await startNftChainWorld({ treasury: devAccount(9).address })
}, 120_000)

afterAll(async () => {
  await world?.anvil.stop()
})

afterEach(() => {
  cleanup()
  transactionsStore.reset()
  userSettingsStore.reset()
})

type Flow = ReturnType<typeof useWriteFlow>

/** Renders the hook with a query under PROBE_KEY that counts its fetches; `flow()` reads the hook now. */
async function renderFlow() {
  let current: Flow | undefined
  let fetches = 0
  function Probe() {
    current = useWriteFlow()
    useQuery({
      queryKey: PROBE_KEY,
      queryFn: () => ++fetches,
      staleTime: Number.POSITIVE_INFINITY,
    })
    return <p>{current.state.errorMessage ?? ''}</p>
  }
  await renderAs(account, <Probe />, {
    config: world.runtimeConfig(),
    queryClient: new QueryClient(),
  })
  const flow = () => {
    if (!current) throw new Error('not rendered')
    return current
  }
  await waitFor(() => expect(flow().ready).toBe(true))
  await waitFor(() => expect(fetches).toBe(1))
  return { flow, fetches: () => fetches }
}

test('a write: the user’s gas price, recorded with its summary, mined, toasted, invalidating its queries', async () => {
  updateUserSettings({ gasPreset: 'instant' })
  const { flow, fetches } = await renderFlow()
  let outcome: Awaited<ReturnType<Flow['write']>> | undefined
  await act(async () => {
    outcome = await flow().write(
      { ...wrapBnb({ wbnb: world.wbnb, amount: parseEther('1') }), summary: 'Wrap 1 BNB to WBNB' },
      {
        success: { title: 'Wrapped!', description: '1 BNB is WBNB now' },
        invalidates: [PROBE_KEY],
      },
    )
  })
  if (!outcome?.ok) throw new Error(`the write failed: ${JSON.stringify(outcome)}`)
  expect(outcome.receipt.status).toBe('success')
  expect(flow().state.receipt?.transactionHash).toBe(outcome.hash)

  const transaction = await anvilClient(world.anvil.url).getTransaction({ hash: outcome.hash })
  expect(transaction.gasPrice).toBe(getGasPrice(1337, 'instant'))
  expect(transaction.from.toLowerCase()).toBe(account.toLowerCase())

  const recorded = transactionsStore.get()[1337]?.[outcome.hash]
  expect(recorded?.summary).toBe('Wrap 1 BNB to WBNB')

  const toast = await screen.findByRole('status', { name: 'Wrapped!' })
  expect(within(toast).getByText('1 BNB is WBNB now')).toBeTruthy()
  await waitFor(() => expect(fetches()).toBe(2))
})

test('a mined revert: the contract’s reason in the message and an error toast', async () => {
  const { flow } = await renderFlow()
  let outcome: Awaited<ReturnType<Flow['write']>> | undefined
  await act(async () => {
    outcome = await flow().write(
      {
        // The account holds no WBNB; a fixed limit skips the estimate, so the revert is mined.
        ...unwrapWbnb({ wbnb: world.wbnb, amount: parseEther('5') }),
        gas: 100_000n,
        summary: 'Unwrap 5 WBNB to BNB',
      },
      { failure: 'Could not unwrap', invalidates: [PROBE_KEY] },
    )
  })
  if (!outcome || outcome.ok) throw new Error('the write should have failed')
  expect(outcome.hash).toBeDefined()
  const expected =
    'Could not unwrap: The transaction cannot succeed due to error: WBNB: INSUFFICIENT_BALANCE'
  expect(outcome.errorMessage).toBe(expected)
  await waitFor(() => expect(flow().state.errorMessage).toBe(expected))
  const toast = await screen.findByRole('alert', { name: 'Could not unwrap' })
  expect(within(toast).getByText(/WBNB: INSUFFICIENT_BALANCE/)).toBeTruthy()
})
