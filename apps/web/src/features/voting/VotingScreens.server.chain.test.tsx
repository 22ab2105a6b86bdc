// @vitest-environment jsdom
/**
 * The voting screens with the real Ghost server (its own process: PGlite, the voting routes,
 * voting power read from the chain at the snapshot) on the devnet's world (CAKE, the factory, the
 * CAKE pools and farms the power strategy reads): a proposal published through the form is the
 * server's, its page opens; when the chain's clock reaches its start the page offers the vote,
 * and the vote cast there is counted with the voter's power at the snapshot — the results, the
 * voter list and the server's recount agree.
 */
import { type AnvilClient, anvilClient, devAccount, startAnvil } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { deployWorld, devWriter } from '@ghost/devnet'
import { shortenAddress } from '@ghost/sdk'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { erc20Abi } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { type SpawnedServer, spawnGhostServer } from '../../api/test/spawnGhostServer'
import { WEI } from '../../api/voting/test/fixtures'
import { type ManifestFile, writeManifestFile } from '../../test/chainFixtures'
import { renderVoting } from './test/renderVoting'
import { cake, percent } from './test/shown'
import { type VotingChainWorld, votingChainWorld } from './test/votingChainWorld'

/** Holds 20 CAKE and nothing else of CAKE: publishes and votes. */
const AUTHOR = 3
/** Longer than the fixture-API tests' (test/shown.ts): the real server answers here. */
const TIMEOUT = { timeout: 60_000 }

let manifestFile: ManifestFile | undefined
let world: VotingChainWorld
let client: AnvilClient
let manifest: Manifest
let server: SpawnedServer

beforeAll(async () => {
  const anvil = await startAnvil()
  client = anvilClient(anvil.url)
  manifest = await deployWorld({
    deployer: devWriter(anvil.url, 0),
    treasury: devAccount(9).address,
    ghostPot: devAccount(8).address,
    mine: (blocks) => client.mine({ blocks: Number(blocks) }),
  })
  manifestFile = writeManifestFile(manifest, 'ghost-web-voting-')
  const hash = await client.writeContract({
    address: manifest.tokens.CAKE,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [devAccount(AUTHOR).address, 20n * WEI],
  })
  await client.waitForTransactionReceipt({ hash })
  world = votingChainWorld(anvil, manifest)
  server = await spawnGhostServer({ rpcUrl: anvil.url, manifestPath: manifestFile.path })
}, 300_000)

afterAll(async () => {
  await server?.stop()
  await world?.stop()
  manifestFile?.remove()
})

afterEach(cleanup)

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } })

test('a proposal published through the form, voted on its page: results, voters and recount agree', {
  timeout: 240_000,
}, async () => {
  await renderVoting(world, AUTHOR, '/voting/proposal/create', { apiUrl: server.apiUrl })
  const { number } = await world.latestBlock()
  await waitFor(() => expect(field('Snapshot block').value).toBe(String(number)), TIMEOUT)
  const powerLine = screen.getByText('Your voting power at the snapshot block:', { exact: false })
  await waitFor(() => expect(powerLine.textContent).toContain(cake(20n * WEI)), TIMEOUT)
  await waitFor(() => expect(field('Start date').value).not.toBe(''), TIMEOUT)
  type('Title', 'Add a CAKE-BUSD farm')
  type('Content', 'A farm for the **CAKE-BUSD** pair.')
  type('Choice 1', 'Yes')
  type('Choice 2', 'No')
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
  await screen.findByRole('heading', { level: 1, name: 'Add a CAKE-BUSD farm' }, TIMEOUT)
  expect(screen.getByText('Pending')).toBeTruthy()
  expect(screen.getByText('Community')).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'Cast your vote' })).toBeNull()

  // the chain's clock passes the start (the next whole minute): the page opens the vote
  await client.increaseTime({ seconds: 120 })
  await client.mine({ blocks: 1 })
  const vote = within(await screen.findByRole('region', { name: 'Cast your vote' }, TIMEOUT))
  fireEvent.click(vote.getByRole('radio', { name: 'Yes' }))
  const cast = vote.getByRole('button', { name: 'Cast Vote' })
  await waitFor(() => expect(cast.hasAttribute('disabled')).toBe(false), TIMEOUT)
  fireEvent.click(cast)
  await vote.findByText('You voted for “Yes”.', { exact: false }, TIMEOUT)

  const results = within(screen.getByRole('region', { name: 'Current results' }))
  await waitFor(
    () =>
      expect(results.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        `Yes${cake(20n * WEI)}${percent(1n, 1n)}`,
        `No${cake(0n)}${percent(0n, 1n)}`,
      ]),
    TIMEOUT,
  )
  const voters = within(await screen.findByRole('table', { name: 'Voters' }, TIMEOUT))
  await waitFor(
    () =>
      expect(voters.getAllByRole('row').map((row) => row.textContent)).toEqual([
        'VoterChoiceVoting power',
        `${shortenAddress(world.address(AUTHOR))}Yes${cake(20n * WEI)}`,
      ]),
    TIMEOUT,
  )
  const verify = within(screen.getByRole('region', { name: 'Verify results' }))
  fireEvent.click(verify.getByRole('button', { name: 'Recount' }))
  const recount = within(await verify.findByRole('status', undefined, TIMEOUT))
  expect(recount.getByText('The recount matches the results shown.')).toBeTruthy()
  expect(recount.getByText('1 voters counted, 0 votes refused.')).toBeTruthy()
})
