/**
 * The farm auction in the world deploy: GhostFarmAuction on the world's CAKE, owned by account 0
 * (which owns MasterChef too, so it adds the winners' farms), with no whitelist and no auction
 * yet (the seed and `auction:*` make them); and, given an owner, an auction another account runs.
 */
import { ghostFarmAuctionAbi, masterChefAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getAuctionContracts } from '@ghost/contracts/manifest'
import { describe, expect, test } from 'vitest'
import { deployAuction } from './deployAuction'
import { devWriter } from './startDevnet'
import { countDeployerTransactions, setUpLocalWorld } from './testing/localWorld'
import { AUCTION } from './worldPlan'

const world = setUpLocalWorld()

const auction = () => {
  const contracts = getAuctionContracts(world.manifest)
  if (!contracts) throw new Error('no farm auction in the manifest')
  return contracts.FarmAuction
}

describe('deployAuction in the local world', () => {
  test('the manifest has the auction, with code, on CAKE, owned by account 0 (MasterChef’s owner), with no auction yet', async () => {
    const address = auction()
    expect((await world.client.getCode({ address }))?.length).toBeGreaterThan(2)
    const at = { address, abi: ghostFarmAuctionAbi } as const
    expect(
      await Promise.all([
        world.client.readContract({ ...at, functionName: 'cake' }),
        world.client.readContract({ ...at, functionName: 'owner' }),
        world.client.readContract({ ...at, functionName: 'auctionCount' }),
        world.client.readContract({
          address: world.manifest.contracts.MasterChef,
          abi: masterChefAbi,
          functionName: 'owner',
        }),
      ]),
    ).toEqual([world.manifest.tokens.CAKE, devAccount(0).address, 0n, devAccount(0).address])
  })

  test('nobody is whitelisted before the seed, not even the planned projects', async () => {
    for (const { account } of AUCTION.bidders) {
      const info = await world.client.readContract({
        address: auction(),
        abi: ghostFarmAuctionAbi,
        functionName: 'bidderInfo',
        args: [devAccount(account).address],
      })
      expect(info.whitelisted, `account ${account}`).toBe(false)
    }
  })
})

describe('deployAuction with an owner', () => {
  test('the named account owns it; one contract created', async () => {
    const {
      deployed: { FarmAuction },
      transactions,
    } = await countDeployerTransactions(world, () =>
      deployAuction({
        deployer: devWriter(world.anvil.url, 0),
        cake: world.manifest.tokens.CAKE,
        owner: devAccount(6).address,
      }),
    )
    expect(transactions).toBe(1)
    expect(
      await world.client.readContract({
        address: FarmAuction,
        abi: ghostFarmAuctionAbi,
        functionName: 'owner',
      }),
    ).toBe(devAccount(6).address)
  })
})
