/**
 * The IFO deployer in the world deploy: GhostIFODeployer on the world's CAKE and profile, owned by
 * account 0 (which administers the profile, so it can grant each sale POINT_ROLE), with no sale
 * yet (the seed and `ifo:create` make them); the local world's three project tokens and the IFO
 * spec player's CAKE; and, given an owner, a deployer that another account runs.
 */
import { ghostIFODeployerAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getIfoContracts, getNftContracts } from '@ghost/contracts/manifest'
import { erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { deployIfo } from './deployIfo'
import { devWriter } from './startDevnet'
import { countDeployerTransactions, setUpLocalWorld } from './testing/localWorld'
import { IFO, IFO_TOKENS } from './worldPlan'

const world = setUpLocalWorld()

const contracts = () => {
  const ifo = getIfoContracts(world.manifest)
  const nft = getNftContracts(world.manifest)
  if (!ifo || !nft) throw new Error('no IFO deployer or profile in the manifest')
  return { ...ifo, ...nft }
}

describe('deployIfo in the local world', () => {
  test('the manifest has the deployer, with code, on CAKE and the profile, owned by account 0, with no sale yet', async () => {
    const { IFODeployer, Profile } = contracts()
    expect((await world.client.getCode({ address: IFODeployer }))?.length).toBeGreaterThan(2)
    const at = { address: IFODeployer, abi: ghostIFODeployerAbi } as const
    expect(
      await Promise.all([
        world.client.readContract({ ...at, functionName: 'lpToken' }),
        world.client.readContract({ ...at, functionName: 'profile' }),
        world.client.readContract({ ...at, functionName: 'owner' }),
        world.client.readContract({ ...at, functionName: 'ifoCount' }),
        world.client.readContract({ ...at, functionName: 'getIfos' }),
      ]),
    ).toEqual([world.manifest.tokens.CAKE, Profile, devAccount(0).address, 0n, []])
  })

  test('the project tokens the seed sells are in the manifest under their symbols, named, all held by the deployer', async () => {
    for (const planned of IFO_TOKENS) {
      const address = world.manifest.tokens[planned.symbol]
      if (!address) throw new Error(`${planned.symbol} is not in the manifest`)
      const at = { address, abi: erc20Abi } as const
      expect(
        await Promise.all([
          world.client.readContract({ ...at, functionName: 'symbol' }),
          world.client.readContract({ ...at, functionName: 'name' }),
          world.client.readContract({ ...at, functionName: 'decimals' }),
          world.client.readContract({
            ...at,
            functionName: 'balanceOf',
            args: [devAccount(0).address],
          }),
        ]),
      ).toEqual([planned.symbol, planned.name, planned.decimals, planned.supply])
    }
  })

  test('the IFO spec’s player (account 44) has its CAKE from the deploy (its profile costs 1, the rest is for commits)', async () => {
    const player = devAccount(IFO.testers.withProfile).address
    expect(
      await world.client.readContract({
        address: world.manifest.tokens.CAKE,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [player],
      }),
    ).toBe(IFO.testerCake)
  })
})

describe('deployIfo with an owner', () => {
  test('the named account owns the deployer; one contract created', async () => {
    const { Profile } = contracts()
    const {
      deployed: { IFODeployer },
      transactions,
    } = await countDeployerTransactions(world, () =>
      deployIfo({
        deployer: devWriter(world.anvil.url, 0),
        cake: world.manifest.tokens.CAKE,
        profile: Profile,
        owner: devAccount(6).address,
      }),
    )
    expect(transactions).toBe(1)
    expect(
      await world.client.readContract({
        address: IFODeployer,
        abi: ghostIFODeployerAbi,
        functionName: 'owner',
      }),
    ).toBe(devAccount(6).address)
  })
})
