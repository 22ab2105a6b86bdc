// @vitest-environment jsdom
/**
 * Chain reads degrade, never hang (issue 29), on a real Anvil through the app's providers: the
 * profile's CAKE costs read from a stand-in profile contract whose `numberCakeToRegister`
 * reverts, or floods its return data so that any Multicall batch carrying it runs out of gas
 * as a whole. Either way the action shows the spec's 'Could not retrieve CAKE costs for
 * profile' while the block number and the wallet's BNB balance arrive, and no node banner shows.
 */
import { brokenProfileCostsAbi, brokenProfileCostsBytecode } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { deploy } from '@ghost/devnet'
import { cleanup, screen, waitFor } from '@testing-library/react'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { useCurrentBlock } from '../chain/block/BlockProvider'
import { ChainNodeBanner } from '../features/chainNode'
import { HomeWallet } from '../features/home/HomeWallet'
import { PaidProfileAction } from '../features/nfts/profile/PaidProfileAction'
import { useProfileTransaction } from '../features/nfts/profile/useProfileTransaction'
import { type NftChainWorld, renderAs, startNftChainWorld } from '../test/chainTestWorld'

const ACCOUNT = devAccount(5).address
const REVERT = 0
const FLOOD = 1

let world: NftChainWorld

beforeAll(async () => {
  world = await startNftChainWorld({ treasury: devAccount(3).address })
}, 120_000)

afterAll(async () => {
  await world?.anvil.stop()
})

afterEach(cleanup)

/** The block the page's poll last brought, as the page knows it. */
function BlockNumber() {
  const block = useCurrentBlock()
  return <output aria-label="Block number">{block === undefined ? '' : block.toString()}</output>
}

function CreateProfileAction({ account }: { account: Address }) {
  const transaction = useProfileTransaction()
  return (
    <PaidProfileAction
      account={account}
      cost="register"
      nft={undefined}
      ready={false}
      action="create"
      label="Confirm"
      pendingLabel="Confirming…"
      onConfirm={async () => false}
      transaction={transaction}
    />
  )
}

async function renderWithProfile(breakage: number) {
  const profile = await deploy(world.deployer, {
    abi: brokenProfileCostsAbi,
    bytecode: brokenProfileCostsBytecode,
    args: [breakage],
    name: 'BrokenProfileCosts',
  })
  const config = world.runtimeConfig(world.manifestWith({ Profile: profile }))
  await renderAs(
    ACCOUNT,
    <>
      <ChainNodeBanner />
      <BlockNumber />
      <CreateProfileAction account={ACCOUNT} />
      <HomeWallet />
    </>,
    { config },
  )
}

async function expectOneReadFailedAndTheRestArrived() {
  const head = await world.deployer.getBlockNumber({ cacheTime: 0 })
  await waitFor(
    () => {
      expect(screen.getByText('Could not retrieve CAKE costs for profile')).toBeTruthy()
      expect(
        BigInt(screen.getByRole('status', { name: 'Block number' }).textContent || '-1'),
      ).toBeGreaterThanOrEqual(head)
      expect(screen.getByRole('status', { name: 'BNB balance' }).textContent).toMatch(/^10,000/)
    },
    { timeout: 60_000 },
  )
  expect(screen.queryByText('The chain node is not answering.')).toBeNull()
}

test('a read that reverts shows its own error; the block and the other figures arrive', async () => {
  await renderWithProfile(REVERT)
  await expectOneReadFailedAndTheRestArrived()
}, 90_000)

test('a read that breaks its whole batch shows its own error; the block and the other figures arrive', async () => {
  await renderWithProfile(FLOOD)
  await expectOneReadFailedAndTheRestArrived()
}, 90_000)
