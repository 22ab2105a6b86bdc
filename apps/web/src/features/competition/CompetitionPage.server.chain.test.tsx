// @vitest-environment jsdom
/**
 * The battle page with the real Ghost server (its own process: PGlite, the competition module
 * indexing GhostTradingCompetition and pricing the DEX's swaps in USD) on the devnet's world (the
 * DEX, the profiles and teams, the trading competition with its local battles 0 and 1 in
 * registration). A trader registers through the page; a rival registers straight at the
 * contract; the operator opens the live window; both trade BNB for USDT through the router, the
 * trader more; the operator closes the window and the devnet's competition keeper publishes the
 * results the server counted. The page then ranks the trader's team first, shows its volume as
 * the standings do, and offers exactly the amounts the contract pays: the Claim moves the
 * trader's balances by the amounts shown.
 */
import { ghostRouterAbi, ghostTradingCompetitionAbi } from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount, startAnvil } from '@ghost/contracts/anvil'
import { getCompetitionContracts, getNftContracts, type Manifest } from '@ghost/contracts/manifest'
import { deployWorld, devWriter, startCompetitionKeeper, write } from '@ghost/devnet'
import { Fraction } from '@ghost/sdk'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type Address, erc20Abi, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { type SpawnedServer, spawnGhostServer } from '../../api/test/spawnGhostServer'
import { transactionsStore } from '../../state/transactions/transactionsStore'
import { type ManifestFile, writeManifestFile } from '../../test/chainFixtures'
import { createBattleProfile } from './test/competitionChainWorld'
import { renderCompetition } from './test/renderCompetition'
import { format } from './test/shown'

/** Registers through the page and trades 1 BNB; team 1. */
const TRADER = 2
/** Registers at the contract and trades 0.2 BNB; team 2. */
const RIVAL = 3
/** Longer than the fixture tests': the real server indexes and answers here. */
const TIMEOUT = { timeout: 90_000 }

let manifestFile: ManifestFile | undefined
let anvilUrl: string
let stopAnvil: () => Promise<void>
let client: AnvilClient
let manifest: Manifest
let server: SpawnedServer
let competition: Address

beforeAll(async () => {
  const anvil = await startAnvil()
  anvilUrl = anvil.url
  stopAnvil = () => anvil.stop()
  client = anvilClient(anvil.url)
  const deployer = devWriter(anvil.url, 0)
  manifest = await deployWorld({
    deployer,
    treasury: devAccount(9).address,
    ghostPot: devAccount(8).address,
    mine: (blocks) => client.mine({ blocks: Number(blocks) }),
  })
  const contracts = getCompetitionContracts(manifest)
  const nft = getNftContracts(manifest)
  if (!contracts || !nft) throw new Error('the world has no competition or no profiles')
  competition = contracts.TradingCompetition
  const world = { cake: manifest.tokens.CAKE, profile: nft.Profile, squad: nft.GhostSquad }
  await createBattleProfile(anvil.url, deployer, world, TRADER, 1n)
  await createBattleProfile(anvil.url, deployer, world, RIVAL, 2n)
  manifestFile = writeManifestFile(manifest, 'ghost-web-competition-')
  server = await spawnGhostServer({ rpcUrl: anvil.url, manifestPath: manifestFile.path })
}, 400_000)

afterAll(async () => {
  await server?.stop()
  await stopAnvil?.()
  manifestFile?.remove()
})

afterEach(() => {
  cleanup()
  transactionsStore.reset()
})

const operate = (functionName: 'startLive' | 'endLive', id: bigint) =>
  write(devWriter(anvilUrl, 0), {
    address: competition,
    abi: ghostTradingCompetitionAbi,
    functionName,
    args: [id],
  })

const swapBnb = (account: number, bnb: string) =>
  write(devWriter(anvilUrl, account), {
    address: manifest.contracts.Router,
    abi: ghostRouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [
      0n,
      [manifest.contracts.WBNB, manifest.tokens.USDT],
      devAccount(account).address,
      2n ** 40n,
    ],
    value: parseEther(bnb),
  })

test('register on the page, trade in the live window, and claim exactly the prize the page shows', {
  timeout: 400_000,
}, async () => {
  await renderCompetition(devAccount(TRADER).address, {
    config: { chainId: 1337, rpcUrl: anvilUrl, apiUrl: server.apiUrl, manifest },
  })
  const battle = within(await screen.findByRole('region', { name: 'Battle #1' }, TIMEOUT))
  expect(battle.getByRole('status', { name: 'Status' }).textContent).toBe('Registration')
  const entry = within(await screen.findByRole('region', { name: 'Your battle' }, TIMEOUT))
  const register = await entry.findByRole('button', { name: 'Register' }, TIMEOUT)
  await waitFor(() => expect(register.hasAttribute('disabled')).toBe(false), TIMEOUT)
  fireEvent.click(register)
  await entry.findByText('Registered for team Phantom Phalanx', undefined, TIMEOUT)

  await write(devWriter(anvilUrl, RIVAL), {
    address: competition,
    abi: ghostTradingCompetitionAbi,
    functionName: 'register',
    args: [1n],
  })
  await operate('startLive', 1n)
  await waitFor(
    () => expect(battle.getByRole('status', { name: 'Status' }).textContent).toBe('Live'),
    TIMEOUT,
  )
  // the window is [liveStart, liveEnd) in block time: a minute passes around the trades, which
  // Anvil could otherwise mine within the second that opens and closes it
  await client.increaseTime({ seconds: 60 })
  await swapBnb(TRADER, '1')
  await swapBnb(RIVAL, '0.2')
  await client.increaseTime({ seconds: 60 })
  await operate('endLive', 1n)
  await client.mine({ blocks: 1 })
  await waitFor(
    () =>
      expect(battle.getByRole('status', { name: 'Status' }).textContent).toBe('Calculating prizes'),
    TIMEOUT,
  )

  // the standings the server counted: the trader's team first, its volume the trader's own
  const standings = within(await screen.findByRole('region', { name: 'Team standings' }))
  await standings.findByText('Final standings.', undefined, TIMEOUT)
  const table = standings.getByRole('table', { name: 'Team standings' })
  const [, first, second] = within(table).getAllByRole('row')
  if (!first || !second) throw new Error('two teams expected in the standings')
  expect(within(first).getByRole('rowheader').textContent).toBe('Phantom Phalanx')
  expect(within(second).getByRole('rowheader').textContent).toBe('Poltergeist Posse')
  const teamVolume = within(first).getAllByRole('cell')[1]?.textContent
  await waitFor(
    () => expect(entry.getByRole('status', { name: 'Your volume' }).textContent).toBe(teamVolume),
    TIMEOUT,
  )
  expect(teamVolume).not.toBe('$0.00')
  expect(entry.getByRole('status', { name: 'Team rank' }).textContent).toBe('#1')

  // the keeper publishes what the server counted
  const keeper = startCompetitionKeeper({
    rpcUrl: anvilUrl,
    manifest,
    apiUrl: server.apiUrl,
    pollMs: 500,
  })
  try {
    await waitFor(
      () => expect(battle.getByRole('status', { name: 'Status' }).textContent).toBe('Claim'),
      TIMEOUT,
    )
  } finally {
    await keeper.stop()
  }
  const stored = await client.readContract({
    address: competition,
    abi: ghostTradingCompetitionAbi,
    functionName: 'getCompetition',
    args: [1n],
  })
  const [prize] = await client.readContract({
    address: competition,
    abi: ghostTradingCompetitionAbi,
    functionName: 'getTierPrizes',
    args: [1n],
  })
  if (!prize) throw new Error('no tier 0')
  const metadata = await Promise.all(
    stored.tokens.map(async (token) => ({
      symbol: await client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
      decimals: await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'decimals',
      }),
    })),
  )
  expect(metadata.map((token) => token.symbol)).toEqual(['CAKE', 'GHOST', 'DEEP', 'BUSD'])
  const list = await entry.findByRole('list', { name: 'You receive' }, TIMEOUT)
  await waitFor(
    () =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .slice(0, 4)
          .map((item) => item.textContent),
      ).toEqual(
        prize.map((amount, index) => {
          const { symbol, decimals } = metadata[index] ?? { symbol: '?', decimals: 18 }
          return `${format.significant(new Fraction(amount, 10n ** BigInt(decimals)), 'amount')} ${symbol}`
        }),
      ),
    TIMEOUT,
  )
  expect(entry.getByRole('status', { name: 'Prize tier' }).textContent).toBe('1st team, #1–10')

  const balances = () =>
    Promise.all(
      stored.tokens.map((token) =>
        client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [devAccount(TRADER).address],
        }),
      ),
    )
  const before = await balances()
  const claim = entry.getByRole('button', { name: 'Claim' })
  await waitFor(() => expect(claim.hasAttribute('disabled')).toBe(false), TIMEOUT)
  fireEvent.click(claim)
  await entry.findByText('Claimed', undefined, TIMEOUT)
  const after = await balances()
  expect(after.map((balance, index) => balance - (before[index] ?? 0n))).toEqual([...prize])
})
