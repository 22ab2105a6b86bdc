// @vitest-environment jsdom
/**
 * The leaderboard fed fixture JSON by a local HTTP server (the client, its decoding and the
 * query layer as in the app; only the answers are the test's): its columns and figures in the
 * user's language, the order choice asking the API again, profile names where the world has
 * profiles, the wallet's own row when it is not among the top, and its empty and failed states.
 * No chain is needed: the chain RPC is a closed port.
 */
import { localChain } from '@ghost/contracts/anvil'
import { type Manifest, parseManifest } from '@ghost/contracts/manifest'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { type Address, zeroAddress } from 'viem'
import { expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors/mock'
import { predictionKeys } from '../../../api/prediction/predictionQueries'
import { BNB, leaderboard, predictionPlayer } from '../../../api/prediction/test/fixtures'
import type { PathAnswer } from '../../../api/test/serveFixtureApi'
import { RuntimeConfigProvider } from '../../../config/useRuntimeConfig'
import { createI18n } from '../../../i18n'
import { noRetryQueryClient } from '../../../test/screenRouting'
import { fixtureApiHooks } from '../../../test/screenTestHooks'
import { PredictionLeaderboard } from './PredictionLeaderboard'

const CLOSED = 'http://127.0.0.1:1'
const ALICE = '0x00000000000000000000000000000000000000a1'
const BOB = '0x00000000000000000000000000000000000000b2'
const YOU = '0x00000000000000000000000000000000000000c3'

const answers = new Map<string, PathAnswer>()
const api = fixtureApiHooks(answers)

const BOARD = '/v1/1337/prediction/leaderboard'

function manifest({ profiles }: { profiles: boolean }): Manifest {
  const nft = profiles
    ? {
        NFTMarket: '0x0000000000000000000000000000000000000f01',
        NFTFactory: '0x0000000000000000000000000000000000000f02',
        Profile: '0x0000000000000000000000000000000000000f03',
        GhostSquad: '0x0000000000000000000000000000000000000f04',
      }
    : {}
  return parseManifest({
    chainId: 1337,
    startBlock: 0,
    contracts: {
      WBNB: zeroAddress,
      Factory: zeroAddress,
      Router: zeroAddress,
      FeeSplitter: zeroAddress,
      Buyback: zeroAddress,
      Multicall: zeroAddress,
      MasterChef: zeroAddress,
      SmartChef0: zeroAddress,
      SmartChef1: zeroAddress,
      SmartChef2: zeroAddress,
      SmartChef3: zeroAddress,
      ...nft,
    },
    tokens: {
      USDT: zeroAddress,
      BUSD: zeroAddress,
      GHOST: zeroAddress,
      CAKE: zeroAddress,
      TAX: zeroAddress,
    },
  })
}

async function renderBoard({
  account,
  profiles = false,
  queryClient = noRetryQueryClient(),
}: {
  account?: Address | undefined
  profiles?: boolean
  queryClient?: QueryClient
} = {}) {
  const chain = localChain(CLOSED)
  const wagmi = createConfig({
    chains: [chain],
    connectors: account ? [mock({ accounts: [account], features: { reconnect: true } })] : [],
    transports: { [chain.id]: http(CLOSED) },
  })
  const connector = wagmi.connectors[0]
  if (connector) await connect(wagmi, { connector })
  render(
    <RuntimeConfigProvider
      config={{ chainId: 1337, rpcUrl: CLOSED, apiUrl: api.url, manifest: manifest({ profiles }) }}
    >
      <I18nextProvider i18n={createI18n()}>
        <WagmiProvider config={wagmi} reconnectOnMount={account !== undefined}>
          <QueryClientProvider client={queryClient}>
            <PredictionLeaderboard />
          </QueryClientProvider>
        </WagmiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
}

const TOP = [
  predictionPlayer(ALICE, {
    roundsPlayed: 1234,
    roundsWon: 700,
    winRate: 5673,
    netBnb: ((BNB * 25n) / 10n).toString(),
  }),
  predictionPlayer(BOB, {
    roundsPlayed: 3,
    roundsWon: 0,
    winRate: 0,
    netBnb: (-BNB / 4n).toString(),
  }),
]

/** The cells of a row by column header, as a screen reader hears the table. */
function cells(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
}

test('the top players: rank, shortened address, rounds, win rate and a signed, coloured net', async () => {
  answers.set(`${BOARD}?orderBy=netBnb&limit=20`, { json: leaderboard(TOP) })
  await renderBoard()
  const table = await screen.findByRole('table', { name: 'Top players' })
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
  expect(headers).toEqual(['Rank', 'Player', 'Rounds played', 'Win rate', 'Net BNB'])
  const [alice, bob] = within(table).getAllByRole('rowheader')
  expect(alice?.textContent).toBe('0x00...00a1')
  expect(alice?.querySelector('[title]')?.getAttribute('title')).toBe(ALICE)
  expect(cells(alice?.closest('tr') as HTMLElement)).toEqual(['#1', '1,234', '56.73%', '+2.5 BNB'])
  expect(cells(bob?.closest('tr') as HTMLElement)).toEqual(['#2', '3', '0.00%', '-0.25 BNB'])
  expect(table.querySelector('.prediction-amount-bnb-gain')?.textContent).toBe('+2.5 BNB')
  expect(table.querySelector('.prediction-amount-bnb-loss')?.textContent).toBe('-0.25 BNB')
  // no wallet: no own row, and no player record asked for
  expect(screen.queryByRole('table', { name: 'Your standing' })).toBeNull()
  expect(api.requests.some((url) => url.pathname.includes('/players/'))).toBe(false)
})

test('the order is a radio group; each choice asks the API for that order', async () => {
  answers.set(`${BOARD}?orderBy=netBnb&limit=20`, { json: leaderboard(TOP) })
  answers.set(`${BOARD}?orderBy=winRate&limit=20`, {
    json: leaderboard(TOP.slice(0, 1), 'winRate'),
  })
  answers.set(`${BOARD}?orderBy=roundsPlayed&limit=20`, {
    json: leaderboard([...TOP].reverse(), 'roundsPlayed'),
  })
  await renderBoard()
  const group = screen.getByRole('radiogroup', { name: 'Order by' })
  expect(within(group).getByRole('radio', { name: 'Net BNB' })).toHaveProperty('checked', true)
  await screen.findByRole('table', { name: 'Top players' })

  const players = () =>
    within(screen.getByRole('table', { name: 'Top players' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent)
  expect(players()).toEqual(['0x00...00a1', '0x00...00b2'])
  fireEvent.click(within(group).getByRole('radio', { name: 'Rounds played' }))
  expect(within(group).getByRole('radio', { name: 'Rounds played' })).toHaveProperty(
    'checked',
    true,
  )
  await waitFor(() => expect(players()).toEqual(['0x00...00b2', '0x00...00a1']))
  fireEvent.click(within(group).getByRole('radio', { name: 'Win rate' }))
  await waitFor(() => expect(players()).toEqual(['0x00...00a1']))
  expect(
    api.requests
      .filter((url) => url.pathname === BOARD)
      .map((url) => url.searchParams.get('orderBy')),
  ).toEqual(['netBnb', 'roundsPlayed', 'winRate'])
})

test('a connected wallet outside the top gets its own row; inside it, a You mark', async () => {
  answers.set(`${BOARD}?orderBy=netBnb&limit=20`, { json: leaderboard(TOP) })
  answers.set(`/v1/1337/prediction/players/${YOU}`, {
    json: predictionPlayer(YOU, { roundsPlayed: 2, roundsWon: 1, winRate: 5000, netBnb: '0' }),
  })
  await renderBoard({ account: YOU })
  await screen.findByRole('table', { name: 'Top players' })
  const own = await screen.findByRole('table', { name: 'Your standing' })
  const [row] = within(own).getAllByRole('rowheader')
  expect(row?.textContent).toBe('0x00...00c3You')
  expect(cells(row?.closest('tr') as HTMLElement)).toEqual([
    'Not in the top 20',
    '2',
    '50.00%',
    '0 BNB',
  ])
  cleanup()

  answers.set(`${BOARD}?orderBy=netBnb&limit=20`, {
    json: leaderboard([...TOP, predictionPlayer(YOU)]),
  })
  api.requests.length = 0
  await renderBoard({ account: YOU })
  const table = await screen.findByRole('table', { name: 'Top players' })
  expect(within(table).getAllByRole('rowheader')[2]?.textContent).toBe('0x00...00c3You')
  expect(screen.queryByRole('table', { name: 'Your standing' })).toBeNull()
  expect(api.requests.some((url) => url.pathname.includes('/players/'))).toBe(false)
})

test('profile names replace addresses where the world has profiles', async () => {
  answers.set(`${BOARD}?orderBy=netBnb&limit=20`, { json: leaderboard(TOP) })
  answers.set(`/api/users?addresses=${encodeURIComponent(`${ALICE},${BOB}`)}`, {
    json: {
      data: {
        [ALICE]: {
          address: ALICE,
          username: 'alice',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
        [BOB]: null,
      },
    },
  })
  await renderBoard({ profiles: true })
  await screen.findByText('alice')
  expect(
    within(screen.getByRole('table', { name: 'Top players' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['alice', '0x00...00b2'])
})

test('empty, failed and malformed answers: a sentence, an alert and Try again, never a crash', async () => {
  answers.set(`${BOARD}?orderBy=netBnb&limit=20`, [
    { json: { orderBy: 'netBnb', players: [{ ...TOP[0], winRate: 12_000 }] } },
    { json: leaderboard([]) },
  ])
  await renderBoard()
  expect((await screen.findByRole('alert')).textContent).toBe('Could not load the leaderboard.')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByText('No one has played a finished round yet.')
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a refresh that fails keeps the table it had', async () => {
  answers.set(`${BOARD}?orderBy=netBnb&limit=20`, [
    { json: leaderboard(TOP) },
    { status: 503, json: { error: 'UNAVAILABLE', message: 'The index is catching up.' } },
  ])
  const queryClient = noRetryQueryClient()
  await renderBoard({ queryClient })
  await screen.findByRole('table', { name: 'Top players' })
  await act(async () => {
    await queryClient.refetchQueries()
    // the query tells its observers in a task of its own: after it, the screen shows the error
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  expect(
    queryClient.getQueryState(predictionKeys.leaderboard([1337, api.url], 'netBnb', 20))?.status,
  ).toBe('error')
  expect(api.requests.filter((url) => url.pathname === BOARD)).toHaveLength(2)
  expect(screen.getByRole('table', { name: 'Top players' })).toBeTruthy()
  expect(screen.queryByRole('alert')).toBeNull()
})
