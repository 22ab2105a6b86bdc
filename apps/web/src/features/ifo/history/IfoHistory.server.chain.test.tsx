// @vitest-environment jsdom
/**
 * The IFO screens with the real Ghost server (its own process: PGlite, the indexer with the IFO
 * module) indexing the IFO world of test/ifoChainWorld.ts: the history lists the finished sale as
 * the chain has it, with each wallet's harvests as their Harvest events paid, and a harvest sent
 * from the sale's card shows in the history once the index holds its block. The index cannot be
 * rewound, so the test that harvests does so as the one account no other test reads.
 */
import { ghostIFOAbi } from '@ghost/contracts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { expect, test } from 'vitest'
import type { SpawnedServer } from '../../../api/test/spawnGhostServer'
import { screenTestHooks, spawnIndexedGhostServer } from '../../../test/screenTestHooks'
import { IfoPage } from '../IfoPage'
import {
  HISTORY_DONE,
  HISTORY_OPEN,
  type IfoChainWorld,
  startIfoChainWorld,
} from '../test/ifoChainWorld'
import { renderIfo } from '../test/renderIfo'
import { amount, expectFinishedPoolCards, TIMEOUT } from '../test/shown'
import { IfoHistoryPage } from './IfoHistoryPage'

let world: IfoChainWorld
let server: SpawnedServer

screenTestHooks(async (stopAfter) => {
  world = stopAfter(await startIfoChainWorld())
  server = stopAfter(await spawnIndexedGhostServer(world))
})

function render(account: number, ui: ReactNode, path = '/') {
  return renderIfo(world.address(account), ui, {
    config: world.runtimeConfig(server.apiUrl),
    path,
  })
}

async function harvestsOf(user: Address, fromBlock = 0n) {
  const logs = await world.client.getContractEvents({
    address: world.finished.address,
    abi: ghostIFOAbi,
    eventName: 'Harvest',
    args: { user },
    fromBlock,
  })
  return logs.sort((a, b) => (a.args.pid ?? 0) - (b.args.pid ?? 0))
}

const yourPart = async () =>
  within(
    within(await screen.findByRole('article', { name: 'OLD sale' }, TIMEOUT)).getByRole('region', {
      name: 'Your part',
    }),
  )

test('the index’s finished sale: its pools as the chain has them, a wallet’s harvests as their events paid', {
  timeout: 90_000,
}, async () => {
  await render(HISTORY_DONE, <IfoHistoryPage />)
  const sale = within(await screen.findByRole('article', { name: 'OLD sale' }, TIMEOUT))
  expect(screen.queryByRole('article', { name: 'GOT sale' })).toBeNull()
  await expectFinishedPoolCards(world, sale)
  const mine = await yourPart()
  const harvests = await harvestsOf(world.address(HISTORY_DONE))
  expect(harvests).toHaveLength(2)
  for (const harvest of harvests) {
    expect(
      mine.getByText(
        `Harvested: ${amount(harvest.args.offeringAmount ?? 0n, 'OLD')} and ${amount(harvest.args.refundAmount ?? 0n, 'CAKE')} back`,
      ),
    ).toBeTruthy()
  }
  expect(mine.queryByRole('link')).toBeNull()
  expect(mine.getByText('You earned 100 profile points in this sale.')).toBeTruthy()
})

test('a harvest from the sale’s card shows in the history with what it paid once indexed', {
  timeout: 120_000,
}, async () => {
  const user = world.address(HISTORY_OPEN)
  await render(HISTORY_OPEN, <IfoHistoryPage />)
  let mine = await yourPart()
  const link = await mine.findByRole('link', { name: 'Harvest the Basic Sale' }, TIMEOUT)
  const href = link.getAttribute('href') ?? ''
  expect(href).toBe(`/ifo?sale=${world.finished.address.toLowerCase()}`)
  cleanup()

  // the link's page: the finished sale's card, its basic pool's harvest
  await render(HISTORY_OPEN, <IfoPage />, href.replace('/ifo', '/'))
  const sale = within(await screen.findByRole('region', { name: 'OLD sale' }, TIMEOUT))
  const basic = within(sale.getByRole('article', { name: 'Basic Sale' }))
  const harvest = await basic.findByRole('button', { name: 'Harvest' }, TIMEOUT)
  await waitFor(() => expect(harvest.hasAttribute('disabled')).toBe(false), TIMEOUT)
  const before = await world.client.getBlockNumber({ cacheTime: 0 })
  fireEvent.click(harvest)
  await basic.findByText('Harvested', undefined, TIMEOUT)
  const [paid] = await harvestsOf(user, before + 1n)
  if (!paid?.blockNumber) throw new Error('no Harvest')
  expect(paid.args.pid).toBe(0)
  await server.indexed(paid.blockNumber)
  cleanup()

  await render(HISTORY_OPEN, <IfoHistoryPage />)
  mine = await yourPart()
  await mine.findByText(
    `Harvested: ${amount(paid.args.offeringAmount ?? 0n, 'OLD')} and ${amount(paid.args.refundAmount ?? 0n, 'CAKE')} back`,
    undefined,
    TIMEOUT,
  )
  expect(mine.queryByRole('link', { name: 'Harvest the Basic Sale' })).toBeNull()
  expect(mine.getByRole('link', { name: 'Harvest the Unlimited Sale' })).toBeTruthy()
})
