import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hex,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  feeManagerAbi,
  feeManagerFactoryAbi,
  feeManagerFactoryBytecode,
  ghostMarketAbi,
  ghostNFTFactoryAbi,
  ghostPotAbi,
  ghostPotBytecode,
  sharePotFactoryAbi,
} from '../generated'
import { type AnvilClient, type AnvilInstance, revertTo, startAnvil } from '../lib/anvil'
import { revertOf } from './amm/reverts'
import { deployed, E18, gasCost, mined } from './farms/setup'
import {
  buyWithBNB,
  CREATOR_FEE,
  DEFAULT_GHOST_POT_FEE,
  deployActor,
  listNew,
  marketActor,
  REFERER_FEE,
} from './nft/market'
import {
  ADMIN_FEE,
  createFeeManager,
  createSharePot,
  creatorCollection,
  deployNftFactory,
  deployRewardsWorld,
  depositTo,
  executeWithBNB,
  feeManager,
  ghostPot,
  type RewardsWorld,
  sendBNB,
  setGhostLevel,
  sharePot,
  signLazyOrder,
  wbnbOf,
} from './rewards/world'

let anvil: AnvilInstance
let w: RewardsWorld
let owner: AnvilClient
let admin: AnvilClient
let alice: AnvilClient
let bob: AnvilClient
let carol: AnvilClient
let snapshot: Hex

beforeAll(async () => {
  anvil = await startAnvil()
  w = await deployRewardsWorld(anvil.url)
  owner = w.owner
  admin = w.admin
  ;[alice, bob, carol] = w.users as [AnvilClient, AnvilClient, AnvilClient]
})

afterAll(async () => {
  await anvil?.stop()
})

beforeEach(async () => {
  snapshot = await owner.snapshot()
})

afterEach(async () => {
  await revertTo(owner, snapshot)
})

type Event = { eventName: string; args: unknown }

/** The events `address` emitted in a receipt (any reward contract's ABI), in order. */
function eventsOf(receipt: TransactionReceipt, address: Address): Event[] {
  const abi = [...ghostPotAbi, ...feeManagerAbi, ...feeManagerFactoryAbi, ...sharePotFactoryAbi]
  return parseEventLogs({ abi, logs: receipt.logs })
    .filter((log) => getAddress(log.address) === getAddress(address))
    .map(({ eventName, args }) => ({ eventName, args }))
}

const A = () => alice.account.address
const B = () => bob.account.address
const C = () => carol.account.address
const bnb = (account: Address) => owner.getBalance({ address: account })
const pending = (user: Address) =>
  owner.readContract({ ...ghostPot(w), functionName: 'getPendingReward', args: [user] })
const potRead = <
  const name extends 'totalLevel' | 'totalDeposited' | 'totalHarvested' | 'waitingRewards',
>(
  functionName: name,
) => owner.readContract({ ...ghostPot(w), functionName })

async function harvestPot(user: AnvilClient): Promise<TransactionReceipt> {
  return mined(user, user.writeContract({ ...ghostPot(w), functionName: 'harvestRewards' }))
}

describe('GhostPot: deployment and roles', () => {
  test('names itself, knows its market and collection, and announces its owner and admin', async () => {
    const hash = await owner.deployContract({
      abi: ghostPotAbi,
      bytecode: ghostPotBytecode,
      args: [owner.account.address, admin.account.address, w.wbnb, w.market, w.nft],
    })
    const receipt = await mined(owner, Promise.resolve(hash))
    const at = getAddress(receipt.contractAddress ?? zeroAddress)
    expect(eventsOf(receipt, at)).toEqual([
      {
        eventName: 'OwnershipTransferred',
        args: { previousOwner: zeroAddress, newOwner: owner.account.address },
      },
      {
        eventName: 'AdminUpdate',
        args: { previousAdmin: zeroAddress, newAdmin: admin.account.address },
      },
      // the market is the first revenue source (this market has no factory yet)
      { eventName: 'RevenueSourceAdd', args: { source: w.market } },
    ])
    expect(
      await owner.readContract({ address: at, abi: ghostPotAbi, functionName: 'revenueSources' }),
    ).toEqual([w.market])
    expect(
      await owner.readContract({
        address: at,
        abi: ghostPotAbi,
        functionName: 'MAX_REVENUE_SOURCES',
      }),
    ).toBe(8n)
    const read = (functionName: 'name' | 'owner' | 'admin' | 'market' | 'ghostSquad' | 'WBNB') =>
      owner.readContract({ address: at, abi: ghostPotAbi, functionName })
    expect(
      await Promise.all([
        read('name'),
        read('owner'),
        read('admin'),
        read('market'),
        read('ghostSquad'),
        read('WBNB'),
      ]),
    ).toEqual(['Ghost Pot', owner.account.address, admin.account.address, w.market, w.nft, w.wbnb])
  })

  test('refuses a market that is an account or has no pendingRevenue', async () => {
    for (const market of [A(), w.nft]) {
      const reason = await revertOf(
        owner.call({
          data: encodeDeployData({
            abi: ghostPotAbi,
            bytecode: ghostPotBytecode,
            args: [owner.account.address, admin.account.address, w.wbnb, market, w.nft],
          }),
        }),
      )
      expect(reason, market).toBe('GhostPot: NOT_REVENUE_SOURCE')
    }
  })

  test.each([
    ['owner', 0],
    ['WBNB', 2],
    ['market', 3],
    ['ghost squad', 4],
  ])('refuses a zero %s', async (_, index) => {
    const args: [Address, Address, Address, Address, Address] = [
      owner.account.address,
      admin.account.address,
      w.wbnb,
      w.market,
      w.nft,
    ]
    args[index] = zeroAddress
    const reason = await revertOf(
      owner.call({
        data: encodeDeployData({ abi: ghostPotAbi, bytecode: ghostPotBytecode, args }),
      }),
    )
    expect(reason).toBe('GhostPot: ZERO_ADDRESS')
  })

  test('only the owner sets the admin and hands over ownership (never to zero)', async () => {
    expect(
      await revertOf(
        admin.simulateContract({ ...ghostPot(w), functionName: 'setAdmin', args: [B()] }),
      ),
    ).toBe('GhostPot: NOT_OWNER')
    expect(
      await revertOf(
        alice.simulateContract({ ...ghostPot(w), functionName: 'transferOwnership', args: [A()] }),
      ),
    ).toBe('GhostPot: NOT_OWNER')
    expect(
      await revertOf(
        owner.simulateContract({
          ...ghostPot(w),
          functionName: 'transferOwnership',
          args: [zeroAddress],
        }),
      ),
    ).toBe('GhostPot: ZERO_ADDRESS')
    const set = await mined(
      owner,
      owner.writeContract({ ...ghostPot(w), functionName: 'setAdmin', args: [B()] }),
    )
    expect(eventsOf(set, w.pot)).toEqual([
      { eventName: 'AdminUpdate', args: { previousAdmin: admin.account.address, newAdmin: B() } },
    ])
    // the former admin lost the role, the new one has it
    expect(
      await revertOf(
        admin.simulateContract({
          ...ghostPot(w),
          functionName: 'setGhostSquadLevel',
          args: [A(), 1n],
        }),
      ),
    ).toBe('GhostPot: NOT_OWNER_OR_ADMIN')
    await setGhostLevel(w, bob, A(), 1n)
    const moved = await mined(
      owner,
      owner.writeContract({ ...ghostPot(w), functionName: 'transferOwnership', args: [A()] }),
    )
    expect(eventsOf(moved, w.pot)).toEqual([
      {
        eventName: 'OwnershipTransferred',
        args: { previousOwner: owner.account.address, newOwner: A() },
      },
    ])
    expect(
      await revertOf(
        owner.simulateContract({ ...ghostPot(w), functionName: 'setAdmin', args: [C()] }),
      ),
    ).toBe('GhostPot: NOT_OWNER')
  })
})

describe('GhostPot: levels and deposits', () => {
  test('the owner or the admin sets levels; anyone else, or a zero user, is refused', async () => {
    expect(
      await revertOf(
        alice.simulateContract({
          ...ghostPot(w),
          functionName: 'setGhostSquadLevel',
          args: [A(), 1n],
        }),
      ),
    ).toBe('GhostPot: NOT_OWNER_OR_ADMIN')
    expect(
      await revertOf(
        owner.simulateContract({
          ...ghostPot(w),
          functionName: 'setGhostSquadLevel',
          args: [zeroAddress, 1n],
        }),
      ),
    ).toBe('GhostPot: ZERO_ADDRESS')
    const first = await setGhostLevel(w, owner, A(), 2n)
    expect(eventsOf(first, w.pot)).toEqual([
      {
        eventName: 'LevelUpdate',
        args: { user: A(), previousLevel: 0n, newLevel: 2n, totalLevel: 2n },
      },
    ])
    const second = await setGhostLevel(w, admin, B(), 3n)
    expect(eventsOf(second, w.pot)).toEqual([
      {
        eventName: 'LevelUpdate',
        args: { user: B(), previousLevel: 0n, newLevel: 3n, totalLevel: 5n },
      },
    ])
    const lowered = await setGhostLevel(w, admin, A(), 1n)
    expect(eventsOf(lowered, w.pot)).toEqual([
      {
        eventName: 'LevelUpdate',
        args: { user: A(), previousLevel: 2n, newLevel: 1n, totalLevel: 4n },
      },
    ])
    expect(await potRead('totalLevel')).toBe(4n)
    expect(
      await owner.readContract({ ...ghostPot(w), functionName: 'ghostSquadLevel', args: [B()] }),
    ).toBe(3n)
  })

  test('a deposit is shared by level and announced with the total level', async () => {
    await setGhostLevel(w, owner, A(), 1n)
    await setGhostLevel(w, owner, B(), 3n)
    const receipt = await depositTo(carol, w.pot, 4n * E18)
    expect(eventsOf(receipt, w.pot)).toEqual([
      { eventName: 'RewardsDeposit', args: { from: C(), amount: 4n * E18, totalLevel: 4n } },
    ])
    expect([await pending(A()), await pending(B()), await pending(C())]).toEqual([
      E18,
      3n * E18,
      0n,
    ])
    expect(await potRead('totalDeposited')).toBe(4n * E18)
    expect(
      await revertOf(
        carol.simulateContract({ ...ghostPot(w), functionName: 'depositRewards', value: 0n }),
      ),
    ).toBe('GhostPot: ZERO_AMOUNT')
  })

  test('plain BNB sent to the pot is a deposit too', async () => {
    await setGhostLevel(w, owner, A(), 1n)
    const receipt = await sendBNB(carol, w.pot, E18)
    expect(eventsOf(receipt, w.pot)).toEqual([
      { eventName: 'RewardsDeposit', args: { from: C(), amount: E18, totalLevel: 1n } },
    ])
    expect(await pending(A())).toBe(E18)
  })

  test('with no level at all a deposit waits, and the first level takes it', async () => {
    await depositTo(carol, w.pot, E18)
    expect(await potRead('waitingRewards')).toBe(E18)
    await setGhostLevel(w, owner, A(), 2n)
    expect(await potRead('waitingRewards')).toBe(0n)
    expect(await pending(A())).toBe(E18)
    // a holder who comes later has no part of it
    await setGhostLevel(w, owner, B(), 2n)
    expect(await pending(B())).toBe(0n)
  })

  test('a level change is never retroactive: what was earned stays, what comes is at the new level', async () => {
    await setGhostLevel(w, owner, A(), 1n)
    await setGhostLevel(w, owner, B(), 1n)
    await depositTo(carol, w.pot, 2n * E18)
    await setGhostLevel(w, owner, A(), 3n)
    expect(await pending(A())).toBe(E18)
    await depositTo(carol, w.pot, 4n * E18)
    expect([await pending(A()), await pending(B())]).toEqual([4n * E18, 2n * E18])
    // down to zero: the earned reward is still there to harvest, nothing more accrues
    await setGhostLevel(w, owner, A(), 0n)
    await depositTo(carol, w.pot, E18)
    expect([await pending(A()), await pending(B())]).toEqual([4n * E18, 3n * E18])
  })

  test('rounding dust is carried into the next deposit instead of being lost', async () => {
    await setGhostLevel(w, owner, A(), 1n)
    await setGhostLevel(w, owner, B(), 1n)
    await setGhostLevel(w, owner, C(), 1n)
    // 1 wei among three levels: nobody gets a wei yet, the remainder is kept …
    await depositTo(carol, w.pot, 1n)
    expect([await pending(A()), await pending(B()), await pending(C())]).toEqual([0n, 0n, 0n])
    // … and two more make one each
    await depositTo(carol, w.pot, 2n)
    expect([await pending(A()), await pending(B()), await pending(C())]).toEqual([1n, 1n, 1n])
  })
})

describe('GhostPot: harvest', () => {
  test('pays the pending reward in BNB, announces it and counts it harvested', async () => {
    await setGhostLevel(w, owner, A(), 1n)
    await depositTo(carol, w.pot, E18)
    const before = await bnb(A())
    const receipt = await harvestPot(alice)
    expect(await bnb(A())).toBe(before + E18 - gasCost(receipt))
    expect(eventsOf(receipt, w.pot)).toEqual([
      { eventName: 'RewardsHarvest', args: { user: A(), amount: E18, inWBNB: false } },
    ])
    expect(await pending(A())).toBe(0n)
    expect(await potRead('totalHarvested')).toBe(E18)
    expect(
      await revertOf(alice.simulateContract({ ...ghostPot(w), functionName: 'harvestRewards' })),
    ).toBe('GhostPot: NOTHING_TO_HARVEST')
    expect(
      await revertOf(bob.simulateContract({ ...ghostPot(w), functionName: 'harvestRewards' })),
    ).toBe('GhostPot: NOTHING_TO_HARVEST')
  })

  test('a holder whose address refuses BNB is paid in WBNB', async () => {
    const actor = await deployActor(alice)
    const wallet = marketActor(alice, actor)
    await wallet.refuseBNB(true)
    await setGhostLevel(w, owner, actor, 1n)
    await depositTo(carol, w.pot, E18)
    const receipt = await wallet.execute(
      w.pot,
      encodeFunctionData({ abi: ghostPotAbi, functionName: 'harvestRewards' }),
    )
    expect(eventsOf(receipt, w.pot)).toEqual([
      { eventName: 'RewardsHarvest', args: { user: actor, amount: E18, inWBNB: true } },
    ])
    expect(await wbnbOf(w, actor)).toBe(E18)
  })

  test('a holder re-entering from its receive cannot harvest twice', async () => {
    const actor = await deployActor(alice)
    const wallet = marketActor(alice, actor)
    await setGhostLevel(w, owner, actor, 1n)
    await depositTo(carol, w.pot, E18)
    await wallet.setHook(
      w.pot,
      encodeFunctionData({ abi: ghostPotAbi, functionName: 'harvestRewards' }),
    )
    await wallet.execute(
      w.pot,
      encodeFunctionData({ abi: ghostPotAbi, functionName: 'harvestRewards' }),
    )
    // paid once, in one currency or the other, never more
    expect((await bnb(actor)) + (await wbnbOf(w, actor))).toBe(E18)
    expect(await potRead('totalHarvested')).toBe(E18)
    expect(await bnb(w.pot)).toBe(0n)
  })
})

describe('GhostPot: the market revenue', () => {
  const PRICE = 2n * E18
  const potFee = (PRICE * DEFAULT_GHOST_POT_FEE) / 10_000n

  async function sell() {
    const tokenId = await listNew(w, carol, PRICE)
    await mined(bob, buyWithBNB(w, bob, w.nft, tokenId, PRICE))
  }

  test("a sale raises a holder's pending reward by ghostPotFee × level / totalLevel before any claim", async () => {
    await setGhostLevel(w, owner, A(), 1n)
    await setGhostLevel(w, owner, B(), 3n)
    await sell()
    expect(
      await owner.readContract({
        address: w.market,
        abi: ghostMarketAbi,
        functionName: 'pendingRevenue',
        args: [w.pot],
      }),
    ).toBe(potFee)
    expect(await pending(A())).toBe((potFee * 1n) / 4n)
    expect(await pending(B())).toBe((potFee * 3n) / 4n)
    expect(await potRead('totalDeposited')).toBe(0n)
  })

  test('updateGhostPot claims the revenue from the market and shares it; with nothing to claim it does nothing', async () => {
    await setGhostLevel(w, owner, A(), 1n)
    await sell()
    const receipt = await mined(
      carol,
      carol.writeContract({ ...ghostPot(w), functionName: 'updateGhostPot' }),
    )
    expect(eventsOf(receipt, w.pot)).toEqual([
      { eventName: 'RewardsDeposit', args: { from: w.market, amount: potFee, totalLevel: 1n } },
    ])
    expect(await bnb(w.pot)).toBe(potFee)
    expect(await pending(A())).toBe(potFee)
    const again = await mined(
      carol,
      carol.writeContract({ ...ghostPot(w), functionName: 'updateGhostPot' }),
    )
    expect(eventsOf(again, w.pot)).toEqual([])
  })

  test('harvestRewards claims the market revenue first and pays it', async () => {
    await setGhostLevel(w, owner, A(), 1n)
    await sell()
    const receipt = await harvestPot(alice)
    expect(eventsOf(receipt, w.pot)).toEqual([
      { eventName: 'RewardsDeposit', args: { from: w.market, amount: potFee, totalLevel: 1n } },
      { eventName: 'RewardsHarvest', args: { user: A(), amount: potFee, inWBNB: false } },
    ])
  })

  test('a level change claims the revenue earned at the old levels first', async () => {
    await setGhostLevel(w, owner, A(), 1n)
    await sell()
    await setGhostLevel(w, owner, B(), 1n)
    expect([await pending(A()), await pending(B())]).toEqual([potFee, 0n])
  })
})

describe('GhostPot: the lazy-sale revenue (NFT factory)', () => {
  const PRICE = 2n * E18
  const potFee = (PRICE * DEFAULT_GHOST_POT_FEE) / 10_000n
  const factoryPending = (factory: Address) =>
    owner.readContract({
      address: factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'pendingRevenue',
      args: [w.pot],
    })
  const sources = () => owner.readContract({ ...ghostPot(w), functionName: 'revenueSources' })
  const addFactory = (by: AnvilClient) =>
    mined(by, by.writeContract({ ...ghostPot(w), functionName: 'addMarketFactory' }))
  const addFactoryRevert = (by: AnvilClient) =>
    revertOf(by.simulateContract({ ...ghostPot(w), functionName: 'addMarketFactory' }))

  /** A factory named on the market and added to the pot, and one lazy sale of `price` on it. */
  async function lazySale(price = PRICE, label = 'lazy-1'): Promise<Address> {
    const factory = await deployNftFactory(w)
    await addFactory(carol)
    const collection = await creatorCollection(w, factory, carol, CREATOR_FEE)
    await executeWithBNB(
      factory,
      bob,
      await signLazyOrder(factory, collection, carol, price, label),
    )
    return factory
  }

  test('anyone adds the factory the market names, once, announced; an account or nothing is refused', async () => {
    expect(await addFactoryRevert(alice)).toBe('GhostPot: NO_FACTORY')
    const factory = await deployNftFactory(w)
    const receipt = await addFactory(alice)
    expect(eventsOf(receipt, w.pot)).toEqual([
      { eventName: 'RevenueSourceAdd', args: { source: factory } },
    ])
    expect(await sources()).toEqual([w.market, factory])
    expect(
      await owner.readContract({
        ...ghostPot(w),
        functionName: 'isRevenueSource',
        args: [factory],
      }),
    ).toBe(true)
    expect(await addFactoryRevert(bob)).toBe('GhostPot: SOURCE_KNOWN')
    // the market may name any address; the pot only takes one that answers pendingRevenue
    for (const named of [C(), w.nft]) {
      await mined(
        owner,
        owner.writeContract({
          address: w.market,
          abi: ghostMarketAbi,
          functionName: 'setAddresses',
          args: [w.treasury, w.pot, named],
        }),
      )
      expect(await addFactoryRevert(alice), named).toBe('GhostPot: NOT_REVENUE_SOURCE')
    }
    expect(await sources()).toEqual([w.market, factory])
  })

  test('a pot deployed after the market named its factory has both sources from the start', async () => {
    const factory = await deployNftFactory(w)
    const hash = await owner.deployContract({
      abi: ghostPotAbi,
      bytecode: ghostPotBytecode,
      args: [owner.account.address, admin.account.address, w.wbnb, w.market, w.nft],
    })
    const receipt = await mined(owner, Promise.resolve(hash))
    const at = getAddress(receipt.contractAddress ?? zeroAddress)
    expect(eventsOf(receipt, at).filter((e) => e.eventName === 'RevenueSourceAdd')).toEqual([
      { eventName: 'RevenueSourceAdd', args: { source: w.market } },
      { eventName: 'RevenueSourceAdd', args: { source: factory } },
    ])
    expect(
      await owner.readContract({ address: at, abi: ghostPotAbi, functionName: 'revenueSources' }),
    ).toEqual([w.market, factory])
  })

  test('at most MAX_REVENUE_SOURCES sources: the loop of every update stays bounded', async () => {
    // the market and seven factories, one after the other
    for (let i = 0; i < 7; i++) {
      await deployNftFactory(w)
      await addFactory(carol)
    }
    expect(await sources()).toHaveLength(8)
    await deployNftFactory(w)
    expect(await addFactoryRevert(carol)).toBe('GhostPot: TOO_MANY_SOURCES')
  })

  test("a lazy sale's ghost pot fee counts in the holders' pending reward before any claim", async () => {
    await setGhostLevel(w, owner, A(), 1n)
    await setGhostLevel(w, owner, B(), 3n)
    const factory = await lazySale()
    expect(await factoryPending(factory)).toBe(potFee)
    expect(await owner.readContract({ ...ghostPot(w), functionName: 'unclaimedRevenue' })).toBe(
      potFee,
    )
    expect(await pending(A())).toBe((potFee * 1n) / 4n)
    expect(await pending(B())).toBe((potFee * 3n) / 4n)
  })

  test("GhostPot harvests a lazy sale's fee: claimed from the factory, shared, paid", async () => {
    await setGhostLevel(w, owner, A(), 1n)
    const factory = await lazySale()
    const before = await bnb(A())
    const receipt = await harvestPot(alice)
    expect(eventsOf(receipt, w.pot)).toEqual([
      { eventName: 'RewardsDeposit', args: { from: factory, amount: potFee, totalLevel: 1n } },
      { eventName: 'RewardsHarvest', args: { user: A(), amount: potFee, inWBNB: false } },
    ])
    expect(await bnb(A())).toBe(before + potFee - gasCost(receipt))
    expect(await factoryPending(factory)).toBe(0n)
    expect(await bnb(w.pot)).toBe(0n)
  })

  test('updateGhostPot claims the market and the factory alike, in source order', async () => {
    await setGhostLevel(w, owner, A(), 1n)
    const factory = await lazySale()
    const tokenId = await listNew(w, carol, PRICE)
    await mined(bob, buyWithBNB(w, bob, w.nft, tokenId, PRICE))
    const receipt = await mined(
      carol,
      carol.writeContract({ ...ghostPot(w), functionName: 'updateGhostPot' }),
    )
    expect(eventsOf(receipt, w.pot)).toEqual([
      { eventName: 'RewardsDeposit', args: { from: w.market, amount: potFee, totalLevel: 1n } },
      { eventName: 'RewardsDeposit', args: { from: factory, amount: potFee, totalLevel: 1n } },
    ])
    expect(await pending(A())).toBe(2n * potFee)
    expect(await owner.readContract({ ...ghostPot(w), functionName: 'unclaimedRevenue' })).toBe(0n)
  })

  test('a factory the market replaced stays a source: its later lazy sales still reach the pot', async () => {
    await setGhostLevel(w, owner, A(), 1n)
    const first = await deployNftFactory(w)
    await addFactory(carol)
    const collection = await creatorCollection(w, first, carol, CREATOR_FEE)
    // the market moves on to a second factory; the first still sells its collections' orders
    await deployNftFactory(w)
    await addFactory(carol)
    await executeWithBNB(first, bob, await signLazyOrder(first, collection, carol, PRICE, 'old'))
    expect(await pending(A())).toBe(potFee)
    await harvestPot(alice)
    expect(await factoryPending(first)).toBe(0n)
  })
})

describe('GhostPot: claimFrom, for a factory outside the sources', () => {
  const PRICE = 2n * E18
  const potFee = (PRICE * DEFAULT_GHOST_POT_FEE) / 10_000n
  const onPot = (at: Address) => ({ address: at, abi: ghostPotAbi }) as const
  const factoryPending = (factory: Address, pot: Address) =>
    owner.readContract({
      address: factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'pendingRevenue',
      args: [pot],
    })
  const claimFrom = (by: AnvilClient, pot: Address, source: Address) =>
    mined(by, by.writeContract({ ...onPot(pot), functionName: 'claimFrom', args: [source] }))
  const claimFromRevert = (pot: Address, source: Address) =>
    revertOf(carol.simulateContract({ ...onPot(pot), functionName: 'claimFrom', args: [source] }))

  /** A second pot, deployed now, that the market then names its ghost pot. */
  async function replacePot(factory: Address): Promise<Address> {
    const pot = await deployed(
      owner,
      owner.deployContract({
        abi: ghostPotAbi,
        bytecode: ghostPotBytecode,
        args: [owner.account.address, admin.account.address, w.wbnb, w.market, w.nft],
      }),
    )
    await mined(
      owner,
      owner.writeContract({
        address: w.market,
        abi: ghostMarketAbi,
        functionName: 'setAddresses',
        args: [w.treasury, pot, factory],
      }),
    )
    return pot
  }

  test("a pot deployed after the market moved from F1 to F2 collects F1's lazy-sale fee", async () => {
    const f1 = await deployNftFactory(w)
    const collection = await creatorCollection(w, f1, carol, CREATOR_FEE)
    const f2 = await deployNftFactory(w)
    const pot = await replacePot(f2)
    await mined(
      owner,
      owner.writeContract({
        ...onPot(pot),
        functionName: 'setGhostSquadLevel',
        args: [A(), 1n],
      }),
    )
    expect(await owner.readContract({ ...onPot(pot), functionName: 'revenueSources' })).toEqual([
      w.market,
      f2,
    ])
    // F1 keeps selling its collection's orders and credits the market's pot of the day
    await executeWithBNB(f1, bob, await signLazyOrder(f1, collection, carol, PRICE, 'after'))
    expect(await factoryPending(f1, pot)).toBe(potFee)
    // the views count only the listed sources, and an update does not reach F1
    expect(await owner.readContract({ ...onPot(pot), functionName: 'unclaimedRevenue' })).toBe(0n)
    await mined(carol, carol.writeContract({ ...onPot(pot), functionName: 'updateGhostPot' }))
    expect(await factoryPending(f1, pot)).toBe(potFee)
    // anyone claims it, announced twice: the deposit and the claim
    const receipt = await claimFrom(carol, pot, f1)
    expect(eventsOf(receipt, pot)).toEqual([
      { eventName: 'RewardsDeposit', args: { from: f1, amount: potFee, totalLevel: 1n } },
      { eventName: 'RevenueSourceClaim', args: { source: f1, amount: potFee } },
    ])
    expect(await factoryPending(f1, pot)).toBe(0n)
    expect(
      await owner.readContract({ ...onPot(pot), functionName: 'getPendingReward', args: [A()] }),
    ).toBe(potFee)
    // F1 is not added: the sources stay the market's and the loop's
    expect(await owner.readContract({ ...onPot(pot), functionName: 'revenueSources' })).toEqual([
      w.market,
      f2,
    ])
    const before = await bnb(A())
    const harvest = await mined(
      alice,
      alice.writeContract({ ...onPot(pot), functionName: 'harvestRewards' }),
    )
    expect(await bnb(A())).toBe(before + potFee - gasCost(harvest))
    expect(await bnb(pot)).toBe(0n)
  })

  test("past MAX_REVENUE_SOURCES, a ninth factory's lazy-sale fee is claimed all the same", async () => {
    for (let i = 0; i < 7; i++) {
      await deployNftFactory(w)
      await mined(carol, carol.writeContract({ ...ghostPot(w), functionName: 'addMarketFactory' }))
    }
    const ninth = await deployNftFactory(w)
    expect(
      await revertOf(carol.simulateContract({ ...ghostPot(w), functionName: 'addMarketFactory' })),
    ).toBe('GhostPot: TOO_MANY_SOURCES')
    await setGhostLevel(w, owner, A(), 1n)
    const collection = await creatorCollection(w, ninth, carol, CREATOR_FEE)
    await executeWithBNB(ninth, bob, await signLazyOrder(ninth, collection, carol, PRICE, 'ninth'))
    const receipt = await claimFrom(alice, w.pot, ninth)
    expect(eventsOf(receipt, w.pot)).toEqual([
      { eventName: 'RewardsDeposit', args: { from: ninth, amount: potFee, totalLevel: 1n } },
      { eventName: 'RevenueSourceClaim', args: { source: ninth, amount: potFee } },
    ])
    expect(await pending(A())).toBe(potFee)
    expect(await factoryPending(ninth, w.pot)).toBe(0n)
  })

  test('claims from the market and a listed factory too', async () => {
    await setGhostLevel(w, owner, A(), 1n)
    const factory = await deployNftFactory(w)
    await mined(carol, carol.writeContract({ ...ghostPot(w), functionName: 'addMarketFactory' }))
    const tokenId = await listNew(w, carol, PRICE)
    await mined(bob, buyWithBNB(w, bob, w.nft, tokenId, PRICE))
    const collection = await creatorCollection(w, factory, carol, CREATOR_FEE)
    await executeWithBNB(factory, bob, await signLazyOrder(factory, collection, carol, PRICE, 'l'))
    for (const source of [w.market, factory]) {
      const receipt = await claimFrom(bob, w.pot, source)
      expect(eventsOf(receipt, w.pot).at(-1)).toEqual({
        eventName: 'RevenueSourceClaim',
        args: { source, amount: potFee },
      })
    }
    expect(await pending(A())).toBe(2n * potFee)
  })

  test('refuses an account, a contract without market(), a factory of another market, and a source with nothing pending', async () => {
    // a real NFT factory, but of another market (here any non-zero address)
    const foreign = await deployNftFactory(w, { market: w.nft })
    for (const source of [C(), zeroAddress, w.nft, w.wbnb, foreign]) {
      expect(await claimFromRevert(w.pot, source), source).toBe('GhostPot: NOT_MARKET_SOURCE')
    }
    const factory = await deployNftFactory(w)
    for (const source of [w.market, factory]) {
      expect(await claimFromRevert(w.pot, source), source).toBe('GhostPot: NOTHING_TO_CLAIM')
    }
  })
})

describe('SharePotFactory and SharePot', () => {
  test('the owner creates pots, listed by index and announced; the pot belongs to the factory owner', async () => {
    expect(
      await revertOf(
        alice.simulateContract({
          address: w.sharePotFactory,
          abi: sharePotFactoryAbi,
          functionName: 'createPot',
          args: [w.nft, 'x', A()],
        }),
      ),
    ).toBe('SharePotFactory: NOT_OWNER')
    expect(
      await revertOf(
        owner.simulateContract({
          address: w.sharePotFactory,
          abi: sharePotFactoryAbi,
          functionName: 'createPot',
          args: [w.nft, '', A()],
        }),
      ),
    ).toBe('SharePotFactory: EMPTY_NAME')
    expect(
      await revertOf(
        owner.simulateContract({
          address: w.sharePotFactory,
          abi: sharePotFactoryAbi,
          functionName: 'createPot',
          args: [zeroAddress, 'x', A()],
        }),
      ),
    ).toBe('SharePot: ZERO_ADDRESS')
    const first = await createSharePot(w, w.nft, 'First')
    const second = await createSharePot(w, w.checkedNft, 'Second', B())
    const read = <const name extends 'potCount' | 'owner'>(functionName: name) =>
      owner.readContract({ address: w.sharePotFactory, abi: sharePotFactoryAbi, functionName })
    expect(await read('potCount')).toBe(2n)
    const at = (index: bigint) =>
      owner.readContract({
        address: w.sharePotFactory,
        abi: sharePotFactoryAbi,
        functionName: 'getPotAddress',
        args: [index],
      })
    expect([await at(0n), await at(1n)]).toEqual([first, second])
    expect(await revertOf(at(2n))).toBe('SharePotFactory: INDEX_OUT_OF_RANGE')
    const pot = sharePot(second)
    expect([
      await owner.readContract({ ...pot, functionName: 'name' }),
      await owner.readContract({ ...pot, functionName: 'collection' }),
      await owner.readContract({ ...pot, functionName: 'factory' }),
      await owner.readContract({ ...pot, functionName: 'owner' }),
      await owner.readContract({ ...pot, functionName: 'admin' }),
    ]).toEqual(['Second', w.checkedNft, w.sharePotFactory, owner.account.address, B()])
  })

  test('only the factory owner hands the factory over', async () => {
    const f = { address: w.sharePotFactory, abi: sharePotFactoryAbi } as const
    expect(
      await revertOf(
        alice.simulateContract({ ...f, functionName: 'transferOwnership', args: [A()] }),
      ),
    ).toBe('SharePotFactory: NOT_OWNER')
    expect(
      await revertOf(
        owner.simulateContract({ ...f, functionName: 'transferOwnership', args: [zeroAddress] }),
      ),
    ).toBe('SharePotFactory: ZERO_ADDRESS')
    await mined(
      owner,
      owner.writeContract({ ...f, functionName: 'transferOwnership', args: [A()] }),
    )
    expect(await owner.readContract({ ...f, functionName: 'owner' })).toBe(A())
  })

  test('levels, deposits and harvests work as in every programme', async () => {
    const pot = sharePot(await createSharePot(w))
    expect(
      await revertOf(
        alice.simulateContract({ ...pot, functionName: 'setUserLevel', args: [A(), 1n] }),
      ),
    ).toBe('SharePot: NOT_OWNER_OR_ADMIN')
    await mined(
      admin,
      admin.writeContract({ ...pot, functionName: 'setUserLevel', args: [A(), 1n] }),
    )
    await mined(
      owner,
      owner.writeContract({ ...pot, functionName: 'setUserLevel', args: [B(), 2n] }),
    )
    await sendBNB(carol, pot.address, 3n * E18)
    expect(await owner.readContract({ ...pot, functionName: 'userLevel', args: [B()] })).toBe(2n)
    expect(await owner.readContract({ ...pot, functionName: 'pendingReward', args: [B()] })).toBe(
      2n * E18,
    )
    const receipt = await mined(bob, bob.writeContract({ ...pot, functionName: 'harvest' }))
    expect(eventsOf(receipt, pot.address)).toEqual([
      { eventName: 'RewardsHarvest', args: { user: B(), amount: 2n * E18, inWBNB: false } },
    ])
    expect(await revertOf(bob.simulateContract({ ...pot, functionName: 'harvest' }))).toBe(
      'SharePot: NOTHING_TO_HARVEST',
    )
  })

  test("as a collection's creator address, the pot claims its royalties from the market", async () => {
    const pot = sharePot(await createSharePot(w))
    await mined(
      admin,
      admin.writeContract({ ...pot, functionName: 'setUserLevel', args: [A(), 1n] }),
    )
    await mined(
      owner,
      owner.writeContract({
        address: w.market,
        abi: ghostMarketAbi,
        functionName: 'modifyCollection',
        args: [w.nft, pot.address, zeroAddress, CREATOR_FEE, REFERER_FEE],
      }),
    )
    const price = E18
    const tokenId = await listNew(w, carol, price)
    await mined(bob, buyWithBNB(w, bob, w.nft, tokenId, price))
    const royalty = (price * CREATOR_FEE) / 10_000n
    expect(
      await revertOf(carol.simulateContract({ ...pot, functionName: 'claimRevenue', args: [C()] })),
    ).toBe('SharePot: NOT_A_CONTRACT')
    const receipt = await mined(
      carol,
      carol.writeContract({ ...pot, functionName: 'claimRevenue', args: [w.market] }),
    )
    expect(eventsOf(receipt, pot.address)).toEqual([
      { eventName: 'RewardsDeposit', args: { from: w.market, amount: royalty, totalLevel: 1n } },
    ])
    expect(await owner.readContract({ ...pot, functionName: 'pendingReward', args: [A()] })).toBe(
      royalty,
    )
  })
})

describe('FeeManagerFactory and FeeManager', () => {
  const factory = () => ({ address: w.feeManagerFactory, abi: feeManagerFactoryAbi }) as const

  test('deploys with its fee and recipient, refusing a zero address or a fee above MAX_FEE', async () => {
    expect([
      await owner.readContract({ ...factory(), functionName: 'fee' }),
      await owner.readContract({ ...factory(), functionName: 'MAX_FEE' }),
      await owner.readContract({ ...factory(), functionName: 'feeRecipient' }),
      await owner.readContract({ ...factory(), functionName: 'owner' }),
    ]).toEqual([ADMIN_FEE, 1_000n, w.feeRecipient, owner.account.address])
    const deployData = (args: readonly [Address, Address, Address, bigint]) =>
      owner.call({
        data: encodeDeployData({
          abi: feeManagerFactoryAbi,
          bytecode: feeManagerFactoryBytecode,
          args,
        }),
      })
    expect(await revertOf(deployData([owner.account.address, w.wbnb, w.treasury, 1_001n]))).toBe(
      'FeeManagerFactory: FEE_TOO_HIGH',
    )
    expect(await revertOf(deployData([owner.account.address, w.wbnb, zeroAddress, 0n]))).toBe(
      'FeeManagerFactory: ZERO_ADDRESS',
    )
    expect(await revertOf(deployData([zeroAddress, w.wbnb, w.treasury, 0n]))).toBe(
      'FeeManagerFactory: ZERO_ADDRESS',
    )
  })

  test('the owner creates managers, listed by index; they belong to the factory owner', async () => {
    expect(
      await revertOf(
        alice.simulateContract({
          ...factory(),
          functionName: 'createFeeManager',
          args: ['x', A()],
        }),
      ),
    ).toBe('FeeManagerFactory: NOT_OWNER')
    expect(
      await revertOf(
        owner.simulateContract({ ...factory(), functionName: 'createFeeManager', args: ['', A()] }),
      ),
    ).toBe('FeeManagerFactory: EMPTY_NAME')
    const manager = await createFeeManager(w, 'Squad Treasury')
    expect(await owner.readContract({ ...factory(), functionName: 'feeManagerCount' })).toBe(1n)
    expect(
      await owner.readContract({ ...factory(), functionName: 'getFeeManagerAddress', args: [0n] }),
    ).toBe(manager)
    expect(
      await revertOf(
        owner.readContract({ ...factory(), functionName: 'getFeeManagerAddress', args: [1n] }),
      ),
    ).toBe('FeeManagerFactory: INDEX_OUT_OF_RANGE')
    expect(
      await owner.readContract({ ...factory(), functionName: 'isFeeManager', args: [manager] }),
    ).toBe(true)
    const m = feeManager(manager)
    expect([
      await owner.readContract({ ...m, functionName: 'name' }),
      await owner.readContract({ ...m, functionName: 'factory' }),
      await owner.readContract({ ...m, functionName: 'owner' }),
      await owner.readContract({ ...m, functionName: 'admin' }),
    ]).toEqual([
      'Squad Treasury',
      w.feeManagerFactory,
      owner.account.address,
      admin.account.address,
    ])
  })

  test('fees wait undistributed; feeDistribute sends the admin fee to the recipient and shares the rest', async () => {
    const manager = await createFeeManager(w)
    const m = feeManager(manager)
    await mined(admin, admin.writeContract({ ...m, functionName: 'setLevel', args: [A(), 1n] }))
    await mined(admin, admin.writeContract({ ...m, functionName: 'setLevel', args: [B(), 1n] }))
    const received = await sendBNB(carol, manager, 10n * E18)
    expect(eventsOf(received, manager)).toEqual([
      { eventName: 'FeesReceive', args: { from: C(), amount: 10n * E18 } },
    ])
    expect(await owner.readContract({ ...m, functionName: 'undistributed' })).toBe(10n * E18)
    expect(await owner.readContract({ ...m, functionName: 'pendingReward', args: [A()] })).toBe(0n)
    const recipientBefore = await bnb(w.feeRecipient)
    const receipt = await mined(
      carol,
      carol.writeContract({ ...factory(), functionName: 'feeDistribute', args: [manager] }),
    )
    const fee = (10n * E18 * ADMIN_FEE) / 10_000n
    expect(await bnb(w.feeRecipient)).toBe(recipientBefore + fee)
    expect(eventsOf(receipt, w.feeManagerFactory)).toEqual([
      { eventName: 'FeeDistribute', args: { manager, shared: 10n * E18 - fee, adminFee: fee } },
    ])
    expect(eventsOf(receipt, manager)).toEqual([
      {
        eventName: 'RewardsDeposit',
        args: { from: w.feeManagerFactory, amount: 10n * E18 - fee, totalLevel: 2n },
      },
    ])
    expect(await owner.readContract({ ...m, functionName: 'pendingReward', args: [A()] })).toBe(
      (10n * E18 - fee) / 2n,
    )
    expect(await owner.readContract({ ...m, functionName: 'levels', args: [A()] })).toBe(1n)
    expect(
      await revertOf(
        carol.simulateContract({ ...factory(), functionName: 'feeDistribute', args: [manager] }),
      ),
    ).toBe('FeeManager: NOTHING_TO_DISTRIBUTE')
    const harvest = await mined(alice, alice.writeContract({ ...m, functionName: 'harvest' }))
    expect(eventsOf(harvest, manager)).toEqual([
      {
        eventName: 'RewardsHarvest',
        args: { user: A(), amount: (10n * E18 - fee) / 2n, inWBNB: false },
      },
    ])
  })

  test('a level change first distributes the fees that arrived at the old levels', async () => {
    const manager = await createFeeManager(w)
    const m = feeManager(manager)
    const setLevel = (user: Address, level: bigint) =>
      mined(owner, owner.writeContract({ ...m, functionName: 'setLevel', args: [user, level] }))
    // with nothing waiting, a level change is only that
    expect(eventsOf(await setLevel(A(), 1n), manager)).toEqual([
      {
        eventName: 'LevelUpdate',
        args: { user: A(), previousLevel: 0n, newLevel: 1n, totalLevel: 1n },
      },
    ])
    await setLevel(B(), 1n)
    await sendBNB(carol, manager, 10n * E18)
    const recipientBefore = await bnb(w.feeRecipient)
    const fee = (10n * E18 * ADMIN_FEE) / 10_000n
    const shared = 10n * E18 - fee
    const receipt = await setLevel(B(), 0n)
    expect(eventsOf(receipt, w.feeManagerFactory)).toEqual([
      { eventName: 'FeeDistribute', args: { manager, shared, adminFee: fee } },
    ])
    expect(eventsOf(receipt, manager)).toEqual([
      {
        eventName: 'RewardsDeposit',
        args: { from: w.feeManagerFactory, amount: shared, totalLevel: 2n },
      },
      {
        eventName: 'LevelUpdate',
        args: { user: B(), previousLevel: 1n, newLevel: 0n, totalLevel: 1n },
      },
    ])
    expect(await bnb(w.feeRecipient)).toBe(recipientBefore + fee)
    expect(await owner.readContract({ ...m, functionName: 'undistributed' })).toBe(0n)
    const reward = (user: Address) =>
      owner.readContract({ ...m, functionName: 'pendingReward', args: [user] })
    // A and B each get half of what arrived while both had level 1
    expect([await reward(A()), await reward(B())]).toEqual([shared / 2n, shared / 2n])
    // what arrives after is A's alone
    await sendBNB(carol, manager, 2n * E18)
    await mined(
      carol,
      carol.writeContract({ ...factory(), functionName: 'feeDistribute', args: [manager] }),
    )
    expect([await reward(A()), await reward(B())]).toEqual([
      shared / 2n + (2n * E18 * (10_000n - ADMIN_FEE)) / 10_000n,
      shared / 2n,
    ])
    const harvest = await mined(bob, bob.writeContract({ ...m, functionName: 'harvest' }))
    expect(eventsOf(harvest, manager)).toEqual([
      { eventName: 'RewardsHarvest', args: { user: B(), amount: shared / 2n, inWBNB: false } },
    ])
  })

  test('fees that arrived before any level go to the first level, after the admin fee', async () => {
    const manager = await createFeeManager(w)
    const m = feeManager(manager)
    await sendBNB(carol, manager, E18)
    const receipt = await mined(
      admin,
      admin.writeContract({ ...m, functionName: 'setLevel', args: [A(), 2n] }),
    )
    const fee = (E18 * ADMIN_FEE) / 10_000n
    expect(eventsOf(receipt, manager)).toEqual([
      {
        eventName: 'RewardsDeposit',
        args: { from: w.feeManagerFactory, amount: E18 - fee, totalLevel: 0n },
      },
      {
        eventName: 'LevelUpdate',
        args: { user: A(), previousLevel: 0n, newLevel: 2n, totalLevel: 2n },
      },
    ])
    expect(await owner.readContract({ ...m, functionName: 'pendingReward', args: [A()] })).toBe(
      E18 - fee,
    )
  })

  test('distribute is the factory’s alone, and only for its own managers', async () => {
    const manager = await createFeeManager(w)
    expect(
      await revertOf(
        owner.simulateContract({
          ...feeManager(manager),
          functionName: 'distribute',
          args: [0n, owner.account.address],
        }),
      ),
    ).toBe('FeeManager: NOT_FACTORY')
    expect(
      await revertOf(
        owner.simulateContract({ ...factory(), functionName: 'feeDistribute', args: [w.pot] }),
      ),
    ).toBe('FeeManagerFactory: UNKNOWN_MANAGER')
    expect(
      await revertOf(
        alice.simulateContract({
          ...feeManager(manager),
          functionName: 'setLevel',
          args: [A(), 1n],
        }),
      ),
    ).toBe('FeeManager: NOT_OWNER_OR_ADMIN')
  })

  test('the owner changes the fee (at most MAX_FEE) and the recipient; a recipient refusing BNB gets WBNB', async () => {
    expect(
      await revertOf(
        alice.simulateContract({ ...factory(), functionName: 'changeFee', args: [100n] }),
      ),
    ).toBe('FeeManagerFactory: NOT_OWNER')
    expect(
      await revertOf(
        owner.simulateContract({ ...factory(), functionName: 'changeFee', args: [1_001n] }),
      ),
    ).toBe('FeeManagerFactory: FEE_TOO_HIGH')
    const changed = await mined(
      owner,
      owner.writeContract({ ...factory(), functionName: 'changeFee', args: [1_000n] }),
    )
    expect(eventsOf(changed, w.feeManagerFactory)).toEqual([
      { eventName: 'FeeChange', args: { previousFee: ADMIN_FEE, newFee: 1_000n } },
    ])
    const actor = await deployActor(alice)
    await marketActor(alice, actor).refuseBNB(true)
    expect(
      await revertOf(
        alice.simulateContract({ ...factory(), functionName: 'setFeeRecipient', args: [actor] }),
      ),
    ).toBe('FeeManagerFactory: NOT_OWNER')
    expect(
      await revertOf(
        owner.simulateContract({
          ...factory(),
          functionName: 'setFeeRecipient',
          args: [zeroAddress],
        }),
      ),
    ).toBe('FeeManagerFactory: ZERO_ADDRESS')
    const moved = await mined(
      owner,
      owner.writeContract({ ...factory(), functionName: 'setFeeRecipient', args: [actor] }),
    )
    expect(eventsOf(moved, w.feeManagerFactory)).toEqual([
      {
        eventName: 'FeeRecipientUpdate',
        args: { previousRecipient: w.feeRecipient, newRecipient: actor },
      },
    ])
    const manager = await createFeeManager(w)
    await mined(
      owner,
      owner.writeContract({ ...feeManager(manager), functionName: 'setLevel', args: [A(), 1n] }),
    )
    await sendBNB(carol, manager, E18)
    await mined(
      carol,
      carol.writeContract({ ...factory(), functionName: 'feeDistribute', args: [manager] }),
    )
    expect(await wbnbOf(w, actor)).toBe(E18 / 10n)
    const f = factory()
    expect(
      await revertOf(
        alice.simulateContract({ ...f, functionName: 'transferOwnership', args: [A()] }),
      ),
    ).toBe('FeeManagerFactory: NOT_OWNER')
    expect(
      await revertOf(
        owner.simulateContract({ ...f, functionName: 'transferOwnership', args: [zeroAddress] }),
      ),
    ).toBe('FeeManagerFactory: ZERO_ADDRESS')
  })

  test('a direct deposit is shared at once, without the admin fee', async () => {
    const manager = await createFeeManager(w)
    await mined(
      owner,
      owner.writeContract({ ...feeManager(manager), functionName: 'setLevel', args: [A(), 1n] }),
    )
    await depositTo(carol, manager, E18)
    expect(
      await owner.readContract({
        ...feeManager(manager),
        functionName: 'pendingReward',
        args: [A()],
      }),
    ).toBe(E18)
    expect(
      await owner.readContract({ ...feeManager(manager), functionName: 'undistributed' }),
    ).toBe(0n)
  })
})
