// @vitest-environment jsdom
/**
 * ClaimRevenuePanel against a real Anvil node through wagmi (a mock connector for a development
 * account): the NFT market deployed as the devnet does, one sale on chain (account 1 sells a
 * Ghost Squad token to account 2), so the treasury (account 3) holds the platform fee as pending
 * revenue. The treasury sees it and claims it through the transaction modal; an account with
 * nothing pending sees no panel.
 */
import { ghostCollectionAbi, ghostMarketAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { devWriter, write } from '@ghost/devnet'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type Address, parseEther, zeroAddress } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { transactionsStore } from '../../../state/transactions/transactionsStore'
import { type NftChainWorld, renderAs, startNftChainWorld } from '../../../test/chainTestWorld'
import { ClaimRevenuePanel } from './ClaimRevenuePanel'

let world: NftChainWorld
const TREASURY = devAccount(3).address
const PRICE = parseEther('2')

beforeAll(async () => {
  world = await startNftChainWorld({ treasury: TREASURY })
  const { anvil, deployer, nft } = world
  // account 0 mints to 1, 1 lists, 2 buys with BNB
  const seller = devWriter(anvil.url, 1)
  await write(deployer, {
    address: nft.GhostSquad,
    abi: ghostCollectionAbi,
    functionName: 'mint',
    args: [
      seller.account.address,
      'ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
    ],
  })
  const tokenId = 1n
  await write(seller, {
    address: nft.GhostSquad,
    abi: ghostCollectionAbi,
    functionName: 'approve',
    args: [nft.NFTMarket, tokenId],
  })
  await write(seller, {
    address: nft.NFTMarket,
    abi: ghostMarketAbi,
    functionName: 'createAskOrder',
    args: [nft.GhostSquad, tokenId, PRICE],
  })
  await write(devWriter(anvil.url, 2), {
    address: nft.NFTMarket,
    abi: ghostMarketAbi,
    functionName: 'buyTokenUsingBNB',
    args: [nft.GhostSquad, tokenId, zeroAddress],
    value: PRICE,
  })
}, 90_000)

afterAll(async () => {
  await world?.anvil.stop()
})

afterEach(() => {
  cleanup()
  transactionsStore.reset()
})

const renderPanelAs = (account: Address) =>
  renderAs(
    account,
    <main>
      <ClaimRevenuePanel />
    </main>,
    { config: world.runtimeConfig() },
  )

const pendingOf = (account: Address) =>
  world.deployer.readContract({
    address: world.nft.NFTMarket,
    abi: ghostMarketAbi,
    functionName: 'pendingRevenue',
    args: [account],
  })

test('the treasury sees its pending market revenue and claims it through the modal', {
  timeout: 90_000,
}, async () => {
  const pending = await pendingOf(TREASURY)
  // platform fee + referrer fee (no referrer named) + ghost pot: all the treasury's here
  expect(pending).toBeGreaterThan(0n)
  await renderPanelAs(TREASURY)
  const panel = await screen.findByRole('region', { name: 'Pending revenue' }, { timeout: 20_000 })
  expect(
    within(panel).queryByRole('button', { name: 'Claim Lazily minted sales revenue' }),
  ).toBeNull()
  fireEvent.click(within(panel).getByRole('button', { name: 'Claim Market sales revenue' }))
  const dialog = screen.getByRole('dialog', { name: 'Claim revenue' })
  const confirm = within(dialog).getByRole('button', { name: 'Confirm claim' })
  // held until the wallet's client is there
  await waitFor(() => expect(confirm).toHaveProperty('disabled', false), { timeout: 10_000 })
  fireEvent.click(confirm)
  await within(dialog).findByText('Transaction Submitted', undefined, { timeout: 20_000 })
  await within(screen.getByRole('region', { name: 'Notifications' })).findByRole(
    'status',
    { name: 'Claimed!' },
    { timeout: 20_000 },
  )
  expect(await pendingOf(TREASURY)).toBe(0n)
  fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement)
  // nothing pending any more: no panel
  await waitFor(
    () => expect(screen.queryByRole('region', { name: 'Pending revenue' })).toBeNull(),
    {
      timeout: 20_000,
    },
  )
})

test('an account with nothing pending sees nothing', { timeout: 30_000 }, async () => {
  await renderPanelAs(devAccount(4).address)
  // let a block of reads come in
  await new Promise((resolve) => setTimeout(resolve, 3000))
  expect(screen.queryByRole('region', { name: 'Pending revenue' })).toBeNull()
})
