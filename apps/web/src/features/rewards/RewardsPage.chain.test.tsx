// @vitest-environment jsdom
/**
 * The Rewards screen against a real Anvil node through wagmi (a mock connector for a development
 * account), with the reward programmes deployed by the devnet's deployRewards: a ghost pot
 * funded with 1 BNB shared by levels 2 (the holder) and 3, plus a lazy sale's ghost pot fee still
 * on the NFT factory (counted in the pending reward before any claim), a share pot where the holder has a
 * level and nothing pending, and a fee manager. The API is a closed port: its totals and history fail and the
 * screen says so while the chain's values show. The holder harvests the ghost pot through the
 * transaction modal.
 */

import {
  feeManagerFactoryAbi,
  ghostNFTFactoryAbi,
  ghostPotAbi,
  sharePotAbi,
  sharePotFactoryAbi,
} from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { deployRewards, devWriter, signLazyOrder, write } from '@ghost/devnet'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type Address, keccak256, parseEther, parseEventLogs, stringToHex, zeroAddress } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { transactionsStore } from '../../state/transactions/transactionsStore'
import { type NftChainWorld, renderAs, startNftChainWorld } from '../../test/chainTestWorld'
import { RewardsPage } from './RewardsPage'

let world: NftChainWorld
let runtimeConfig: RuntimeConfig
let ghostPot: Address
const HOLDER = devAccount(4).address
const OTHER = devAccount(5).address

beforeAll(async () => {
  const treasury = devAccount(3).address
  world = await startNftChainWorld({ treasury })
  const { deployer, nft } = world
  // the devnet's deployRewards: account 0 owns and administers every programme
  const rewards = await deployRewards({ deployer, manifest: world.manifestWith(), treasury })
  ghostPot = rewards.GhostPot
  for (const [user, level] of [
    [HOLDER, 2n],
    [OTHER, 3n],
  ] as const) {
    await write(deployer, {
      address: ghostPot,
      abi: ghostPotAbi,
      functionName: 'setGhostSquadLevel',
      args: [user, level],
    })
  }
  await write(deployer, {
    address: ghostPot,
    abi: ghostPotAbi,
    functionName: 'depositRewards',
    value: parseEther('1'),
  })
  // 0.5% of a 2 BNB lazy sale: 0.01 BNB, of which the holder's 2/5 is 0.004
  await lazySale(parseEther('2'))
  await write(deployer, {
    address: rewards.SharePotFactory,
    abi: sharePotFactoryAbi,
    functionName: 'createPot',
    args: [nft.GhostSquad, 'Test pot', deployer.account.address],
  })
  const pot = await deployer.readContract({
    address: rewards.SharePotFactory,
    abi: sharePotFactoryAbi,
    functionName: 'getPotAddress',
    args: [0n],
  })
  await write(deployer, {
    address: pot,
    abi: sharePotAbi,
    functionName: 'setUserLevel',
    args: [HOLDER, 1n],
  })
  await write(deployer, {
    address: rewards.FeeManagerFactory,
    abi: feeManagerFactoryAbi,
    functionName: 'createFeeManager',
    args: ['Test fees', deployer.account.address],
  })
  runtimeConfig = world.runtimeConfig(world.manifestWith(rewards))
}, 120_000)

/** Account 6 sells a token of a new collection lazily; account 7 buys it with BNB. */
async function lazySale(price: bigint): Promise<void> {
  const { deployer, nft } = world
  const creator = devAccount(6)
  const receipt = await write(deployer, {
    address: nft.NFTFactory,
    abi: ghostNFTFactoryAbi,
    functionName: 'createCollection',
    args: ['Lazy Drops', 'LAZY', creator.address, 0n, zeroAddress],
  })
  const [created] = parseEventLogs({
    abi: ghostNFTFactoryAbi,
    eventName: 'CollectionCreated',
    logs: receipt.logs,
  })
  if (!created) throw new Error('no CollectionCreated')
  const order = {
    collection: created.args.collection,
    tokenUID: keccak256(stringToHex('lazy-1')),
    uri: 'ipfs://lazy-1',
    price,
    creator: creator.address,
    expiry: (await deployer.getBlock()).timestamp + 3_600n,
    // a fresh collection: ownership epoch 0
    nonce: 0n,
  }
  const { v, r, s } = await signLazyOrder(creator, 1337, nft.NFTFactory, order)
  await write(devWriter(world.anvil.url, 7), {
    address: nft.NFTFactory,
    abi: ghostNFTFactoryAbi,
    functionName: 'executeOrderWithBNB',
    args: [order, v, r, s, zeroAddress],
    value: price,
  })
}

afterAll(async () => {
  await world?.anvil.stop()
})

afterEach(() => {
  cleanup()
  transactionsStore.reset()
})

const renderPageAs = (account: Address) =>
  renderAs(
    account,
    <main>
      <RewardsPage />
    </main>,
    {
      config: runtimeConfig,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    },
  )

const pendingOf = (account: Address) =>
  world.deployer.readContract({
    address: ghostPot,
    abi: ghostPotAbi,
    functionName: 'getPendingReward',
    args: [account],
  })

test('every programme from the chain; the holder harvests the ghost pot through the modal', {
  timeout: 90_000,
}, async () => {
  expect(await pendingOf(HOLDER)).toBe(parseEther('0.404'))
  await renderPageAs(HOLDER)
  const card = await screen.findByRole('article', { name: 'Ghost Pot' }, { timeout: 20_000 })
  await waitFor(
    () =>
      expect(within(card).getByRole('status', { name: 'Pending reward' }).textContent).toBe(
        '0.404 BNB',
      ),
    { timeout: 20_000 },
  )
  expect(within(card).getByRole('status', { name: 'Your level' }).textContent).toBe('2')
  expect(within(card).getByRole('status', { name: 'Total level' }).textContent).toBe('5')
  // the share pot: a level, nothing pending
  const pot = within(screen.getByRole('region', { name: 'Share Pots' })).getByRole('article', {
    name: 'Test pot',
  })
  expect(within(pot).getByRole('button', { name: 'Harvest' })).toHaveProperty('disabled', true)
  expect(pot.textContent).toContain('Nothing to harvest yet.')
  within(screen.getByRole('region', { name: 'Fee Managers' })).getByRole('article', {
    name: 'Test fees',
  })
  // the API is down: said once, the chain's values above still show
  await screen.findByText(
    'Totals and history are unavailable right now; levels and rewards come from the chain.',
  )

  fireEvent.click(within(card).getByRole('button', { name: 'Harvest' }))
  const dialog = screen.getByRole('dialog', { name: 'Harvest' })
  const confirm = within(dialog).getByRole('button', { name: 'Confirm harvest' })
  await waitFor(() => expect(confirm).toHaveProperty('disabled', false), { timeout: 10_000 })
  fireEvent.click(confirm)
  await within(dialog).findByText('Transaction Submitted', undefined, { timeout: 20_000 })
  await within(screen.getByRole('region', { name: 'Notifications' })).findByRole(
    'status',
    { name: 'Harvested' },
    { timeout: 20_000 },
  )
  expect(await pendingOf(HOLDER)).toBe(0n)
  await waitFor(
    () =>
      expect(within(card).getByRole('button', { name: 'Harvest' })).toHaveProperty(
        'disabled',
        true,
      ),
    { timeout: 20_000 },
  )
})
