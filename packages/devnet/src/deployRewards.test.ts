import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  feeManagerAbi,
  feeManagerFactoryAbi,
  ghostCollectionAbi,
  ghostMarketAbi,
  ghostNFTFactoryAbi,
  ghostPotAbi,
  ghostProfileAbi,
  ghostSquadAbi,
  sharePotAbi,
  sharePotFactoryAbi,
} from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import { getNftContracts, getRewardContracts, parseManifest } from '@ghost/contracts/manifest'
import { type Address, getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FEE_MANAGER_ADMIN_FEE, levelChanges, REWARDS_PLAN } from './deployRewards'
import { type Devnet, startDevnet } from './startDevnet'
import { NFT_ACCOUNTS, PROFILES } from './worldPlan'

let dir: string
let devnet: Devnet

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ghost-rewards-'))
  devnet = await startDevnet({ port: 0, manifestPath: join(dir, 'deployments', '1337.json') })
})

afterAll(async () => {
  await devnet?.anvil.stop()
  rmSync(dir, { recursive: true, force: true })
})

const client = () => anvilClient(devnet.anvil.url)
const nft = () => {
  const contracts = getNftContracts(devnet.manifest)
  if (!contracts) throw new Error('no NFT market')
  return contracts
}
/** The GhostPot, found where the market sends its fee. */
const ghostPotAddress = () =>
  client().readContract({ address: nft().NFTMarket, abi: ghostMarketAbi, functionName: 'ghostPot' })

async function shapesAddress(): Promise<Address> {
  const [created] = await client().getContractEvents({
    address: nft().NFTFactory,
    abi: ghostNFTFactoryAbi,
    eventName: 'CollectionCreated',
    args: { owner: devAccount(NFT_ACCOUNTS.creator).address },
    fromBlock: 0n,
  })
  if (!created?.args.collection) throw new Error('no Spectral Shapes')
  return created.args.collection
}

/** What `user` holds of `collection` by the plain rule: wallet + own asks in escrow + avatar. */
async function heldBy(collection: Address, user: Address): Promise<bigint> {
  const c = client()
  const { NFTMarket, Profile } = nft()
  const wallet = await c.readContract({
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'balanceOf',
    args: [user],
  })
  const [, asks] = await c.readContract({
    address: NFTMarket,
    abi: ghostMarketAbi,
    functionName: 'viewAsksByCollection',
    args: [collection, 0n, 1_000n],
  })
  const listed = asks.filter((ask) => getAddress(ask.seller) === user).length
  let avatar = 0n
  if (
    await c.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'hasRegistered',
      args: [user],
    })
  ) {
    const [, , , avatarCollection] = await c.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'getUserProfile',
      args: [user],
    })
    if (getAddress(avatarCollection) === getAddress(collection)) avatar = 1n
  }
  return wallet + BigInt(listed) + avatar
}

describe('deployRewards: the devnet', () => {
  test('the market sends its ghost pot fee to a GhostPot of the Ghost Squad', async () => {
    const pot = await ghostPotAddress()
    const read = (functionName: 'name' | 'market' | 'ghostSquad' | 'owner' | 'admin') =>
      client().readContract({ address: pot, abi: ghostPotAbi, functionName })
    expect([
      await read('name'),
      await read('market'),
      await read('ghostSquad'),
      await read('owner'),
      await read('admin'),
    ]).toEqual([
      'Ghost Pot',
      nft().NFTMarket,
      nft().GhostSquad,
      devAccount(0).address,
      devAccount(0).address,
    ])
  })

  test('the GhostPot claims the ghost pot fee from the market (asks) and the NFT factory (lazy sales)', async () => {
    const pot = await ghostPotAddress()
    expect(
      await client().readContract({
        address: pot,
        abi: ghostPotAbi,
        functionName: 'revenueSources',
      }),
    ).toEqual([nft().NFTMarket, nft().NFTFactory])
    // the seeded lazy sales' fees reached the pot: none is left on the factory
    const fromFactory = await client().getContractEvents({
      address: pot,
      abi: ghostPotAbi,
      eventName: 'RewardsDeposit',
      args: { from: nft().NFTFactory },
      fromBlock: 0n,
    })
    expect(fromFactory.length).toBeGreaterThan(0)
    expect(
      await client().readContract({
        address: nft().NFTFactory,
        abi: ghostNFTFactoryAbi,
        functionName: 'pendingRevenue',
        args: [pot],
      }),
    ).toBe(0n)
  })

  test('the manifest lists the reward contracts with the squad sale (the squad minter)', async () => {
    const written = parseManifest(
      JSON.parse(readFileSync(join(dir, 'deployments', '1337.json'), 'utf8')),
    )
    const rewards = getRewardContracts(written)
    expect(rewards?.GhostPot).toBe(await ghostPotAddress())
    const c = client()
    expect(rewards?.GhostSquadSale).toBe(
      await c.readContract({
        address: nft().GhostSquad,
        abi: ghostSquadAbi,
        functionName: 'minter',
      }),
    )
    const [pot] = await c.getContractEvents({
      abi: sharePotFactoryAbi,
      eventName: 'PotCreated',
      fromBlock: 0n,
    })
    expect(pot && getAddress(pot.address)).toBe(rewards?.SharePotFactory)
    const [manager] = await c.getContractEvents({
      abi: feeManagerFactoryAbi,
      eventName: 'FeeManagerCreated',
      fromBlock: 0n,
    })
    expect(manager && getAddress(manager.address)).toBe(rewards?.FeeManagerFactory)
  })

  test("every Ghost Squad holder's level is what they hold, counting asks in escrow and profile pictures", async () => {
    const pot = await ghostPotAddress()
    const c = client()
    const supply = await c.readContract({
      address: nft().GhostSquad,
      abi: ghostCollectionAbi,
      functionName: 'totalSupply',
    })
    const accounts = [0, 1, 10, 11, 12, 13, ...PROFILES.map((p) => p.account)]
    let sum = 0n
    for (const index of new Set(accounts)) {
      const user = devAccount(index).address
      const level = await c.readContract({
        address: pot,
        abi: ghostPotAbi,
        functionName: 'ghostSquadLevel',
        args: [user],
      })
      expect(level, `account ${index}`).toBe(await heldBy(nft().GhostSquad, user))
      sum += level
    }
    // every token counted once: the accounts above are all the holders
    expect(sum).toBe(supply)
    expect(
      await c.readContract({ address: pot, abi: ghostPotAbi, functionName: 'totalLevel' }),
    ).toBe(supply)
  })

  test('the pot received the ghost pot fee of every seeded sale (asks and lazy orders), a deposit, and paid a harvest', async () => {
    const pot = await ghostPotAddress()
    const c = client()
    const trades = await c.getContractEvents({
      address: nft().NFTMarket,
      abi: ghostMarketAbi,
      eventName: 'Trade',
      fromBlock: 0n,
    })
    // and the lazy sales, whose fee the factory credited
    const executed = await c.getContractEvents({
      address: nft().NFTFactory,
      abi: ghostNFTFactoryAbi,
      eventName: 'OrderExecuted',
      fromBlock: 0n,
    })
    expect(executed.length).toBeGreaterThan(0)
    const fees = [...trades, ...executed].reduce(
      (sum, { args }) => sum + (args.ghostPotFee ?? 0n),
      0n,
    )
    expect(fees).toBeGreaterThan(0n)
    expect(
      await c.readContract({ address: pot, abi: ghostPotAbi, functionName: 'totalDeposited' }),
    ).toBe(fees + REWARDS_PLAN.ghostPot.deposit)
    const [harvest] = await c.getContractEvents({
      address: pot,
      abi: ghostPotAbi,
      eventName: 'RewardsHarvest',
      fromBlock: 0n,
    })
    expect(harvest?.args.user).toBe(devAccount(REWARDS_PLAN.ghostPot.harvester).address)
    expect(
      await c.readContract({ address: pot, abi: ghostPotAbi, functionName: 'totalHarvested' }),
    ).toBe(harvest?.args.amount)
  })

  test('a share pot for the Spectral Shapes holders, levelled by what they hold, with a deposit', async () => {
    const c = client()
    const shapes = await shapesAddress()
    const [created] = await c.getContractEvents({
      abi: sharePotFactoryAbi,
      eventName: 'PotCreated',
      fromBlock: 0n,
    })
    if (!created?.args.pot) throw new Error('no share pot')
    const pot = { address: created.args.pot, abi: sharePotAbi } as const
    expect(await c.readContract({ ...pot, functionName: 'collection' })).toBe(shapes)
    expect(await c.readContract({ ...pot, functionName: 'name' })).toBe(REWARDS_PLAN.sharePot.name)
    expect(await c.readContract({ ...pot, functionName: 'admin' })).toBe(
      devAccount(REWARDS_PLAN.sharePot.admin).address,
    )
    for (const index of [10, 12, 13]) {
      const user = devAccount(index).address
      expect(
        await c.readContract({ ...pot, functionName: 'userLevel', args: [user] }),
        `account ${index}`,
      ).toBe(await heldBy(shapes, user))
    }
    expect(await c.readContract({ ...pot, functionName: 'totalDeposited' })).toBe(
      REWARDS_PLAN.sharePot.deposit,
    )
  })

  test('a fee manager with its members: one distribution less the admin fee, and fees still waiting', async () => {
    const c = client()
    const [created] = await c.getContractEvents({
      abi: feeManagerFactoryAbi,
      eventName: 'FeeManagerCreated',
      fromBlock: 0n,
    })
    if (!created?.args.manager) throw new Error('no fee manager')
    const manager = { address: created.args.manager, abi: feeManagerAbi } as const
    const [first, second] = REWARDS_PLAN.feeManager.fees
    expect(await c.readContract({ ...manager, functionName: 'name' })).toBe(
      REWARDS_PLAN.feeManager.name,
    )
    expect(await c.readContract({ ...manager, functionName: 'undistributed' })).toBe(second)
    expect(await c.readContract({ ...manager, functionName: 'totalDeposited' })).toBe(
      first - (first * FEE_MANAGER_ADMIN_FEE) / 10_000n,
    )
    for (const [index, level] of REWARDS_PLAN.feeManager.levels) {
      expect(
        await c.readContract({
          ...manager,
          functionName: 'levels',
          args: [devAccount(index).address],
        }),
      ).toBe(level)
    }
  })
})

describe('levelChanges', () => {
  const a = '0x000000000000000000000000000000000000000A' as Address
  const b = '0x000000000000000000000000000000000000000b' as Address
  test('sets what differs, zeroes who holds nothing any more, leaves the rest', () => {
    expect(
      levelChanges(
        new Map([
          [a, 2n],
          [b, 1n],
        ]),
        new Map([[a, 2n]]),
      ),
    ).toEqual([{ user: b, level: 0n }])
    expect(
      levelChanges(
        new Map([[a, 0n]]),
        new Map([
          [a, 3n],
          [b, 1n],
        ]),
      ),
    ).toEqual([
      { user: a, level: 3n },
      { user: b, level: 1n },
    ])
    expect(levelChanges(new Map(), new Map())).toEqual([])
  })
})
