import { type Address, type Hex, parseEventLogs, zeroAddress, zeroHash } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  ghostSquadAbi,
  ghostSquadBytecode,
  ghostSquadSaleAbi,
  ghostSquadSaleBytecode,
  testSmallSquadAbi,
  testSmallSquadBytecode,
} from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  revertTo,
  startAnvil,
} from '../lib/anvil'
import {
  deployed,
  deployRevertReason,
  E18,
  headBlock,
  mined,
  revertReason,
  tokenBalance,
  userClients,
} from './farms/setup'
import {
  buyTickets,
  claimTickets,
  DEAD,
  deploySale,
  deploySquadWorld,
  latestTimestamp,
  mineAt,
  PRESALE_PRICE,
  PUBLIC_PRICE,
  type SquadWorld,
  STARTING_CAKE,
  saleErrorsAbi,
  setPresaleTickets,
  UNREVEALED,
} from './squad/setup'

let anvil: AnvilInstance
let admin: AnvilClient
let alice: AnvilClient
let bob: AnvilClient
let carol: AnvilClient
/** Registered, but the profile is paused. */
let paused: AnvilClient
/** No profile at all. */
let stranger: AnvilClient
let world: SquadWorld
let snapshot: Hex

beforeAll(async () => {
  anvil = await startAnvil()
  admin = anvilClient(anvil.url)
  ;[alice, bob, carol, paused, stranger] = userClients(anvil.url, 5) as [
    AnvilClient,
    AnvilClient,
    AnvilClient,
    AnvilClient,
    AnvilClient,
  ]
  world = await deploySquadWorld(admin, {
    active: [alice, bob, carol],
    paused: [paused],
    none: [stranger],
  })
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

beforeEach(async () => {
  snapshot = await admin.snapshot()
})

afterEach(async () => {
  await revertTo(admin, snapshot)
})

const squadAt = () => ({ address: world.squad, abi: ghostSquadAbi }) as const
const saleAt = () => ({ address: world.sale, abi: ghostSquadSaleAbi }) as const

function readSquad<
  const name extends
    | 'totalMinted'
    | 'reserveMinted'
    | 'revealedCount'
    | 'saleMinted'
    | 'totalSupply',
>(functionName: name): Promise<bigint> {
  // every name listed is a uint256 view; viem cannot narrow the result of a generic name
  return admin.readContract({ ...squadAt(), functionName }) as Promise<bigint>
}

const tokenURI = (tokenId: bigint) =>
  admin.readContract({ ...squadAt(), functionName: 'tokenURI', args: [tokenId] })

const mintReserve = (to: Address, uri: string, by: AnvilClient = admin) =>
  mined(by, by.writeContract({ ...squadAt(), functionName: 'mint', args: [to, uri] }))

/** The reason a squad call by `by` reverts with. */
function squadRevert(
  by: AnvilClient,
  functionName: 'mint' | 'mintFromSale' | 'reveal' | 'setMinter' | 'transferOwnership',
  args: readonly unknown[],
) {
  return revertReason(
    // the function names are checked by the parameter type; the args by each test's intent
    by.simulateContract({ ...squadAt(), functionName, args, account: by.account } as never),
  )
}

function saleRevert(
  by: AnvilClient,
  functionName: 'setPresaleTickets' | 'buyTickets' | 'claim' | 'claimFor' | 'transferOwnership',
  args: readonly unknown[],
) {
  return revertReason(
    // as squadRevert: with the token's errors in the ABI so OpenZeppelin's custom errors decode
    by.simulateContract({
      address: world.sale,
      abi: saleErrorsAbi,
      functionName,
      args,
      account: by.account,
    } as never),
  )
}

const phase = () => admin.readContract({ ...saleAt(), functionName: 'phase' })
const PHASES = { Pending: 0, Presale: 1, PublicSale: 2, Claim: 3 } as const

async function toPhase(name: 'Presale' | 'PublicSale' | 'Claim') {
  const { presaleStart, publicSaleStart, saleEnd } = world.schedule
  const at = { Presale: presaleStart, PublicSale: publicSaleStart, Claim: saleEnd }[name]
  await mineAt(admin, at)
}

/** The squad with the admin as its minter, for the squad's own tests. */
async function adminIsMinter() {
  await mined(
    admin,
    admin.writeContract({ ...squadAt(), functionName: 'setMinter', args: [admin.account.address] }),
  )
}

const mintFromSale = (to: Address, count: bigint) =>
  mined(
    admin,
    admin.writeContract({ ...squadAt(), functionName: 'mintFromSale', args: [to, count] }),
  )

describe('GhostSquad', () => {
  test('starts with its name, symbol, owner, minter (the sale), limits and unrevealed URI', async () => {
    const read = <const name extends 'name' | 'symbol' | 'owner' | 'minter' | 'unrevealedURI'>(
      functionName: name,
    ) => admin.readContract({ ...squadAt(), functionName })
    expect(await read('name')).toBe('Ghost Squad')
    expect(await read('symbol')).toBe('GSQ')
    expect(await read('owner')).toBe(admin.account.address)
    expect(await read('minter')).toBe(world.sale)
    expect(await read('unrevealedURI')).toBe(UNREVEALED)
    expect(await admin.readContract({ ...squadAt(), functionName: 'MAX_SUPPLY' })).toBe(10_000n)
    expect(await admin.readContract({ ...squadAt(), functionName: 'TEAM_RESERVE' })).toBe(120n)
    expect(await readSquad('totalMinted')).toBe(0n)
    const [created] = await admin.getContractEvents({
      ...squadAt(),
      eventName: 'OwnershipTransferred',
      fromBlock: 0n,
    })
    expect(created?.args).toEqual({ previousOwner: zeroAddress, newOwner: admin.account.address })
  })

  test('refuses a zero owner', async () => {
    expect(
      await deployRevertReason(admin, {
        abi: ghostSquadAbi,
        bytecode: ghostSquadBytecode,
        args: [zeroAddress, 'n', 's', 'u'],
      }),
    ).toBe('GhostSquad: ZERO_ADDRESS')
  })

  test('the owner mints the team reserve with final URIs, ids from 1, announced by TokenMinted', async () => {
    const receipt = await mintReserve(alice.account.address, 'ipfs://one')
    await mintReserve(bob.account.address, 'ipfs://two')
    const [minted] = parseEventLogs({
      abi: ghostSquadAbi,
      eventName: 'TokenMinted',
      logs: receipt.logs,
    })
    expect(minted?.args).toEqual({
      to: alice.account.address,
      tokenId: 1n,
      tokenUID: zeroHash,
      tokenURI: 'ipfs://one',
    })
    // the Transfer comes first, as with a GhostCollection
    expect(receipt.logs.map((log) => log.topics[0]).indexOf(minted?.topics[0])).toBe(1)
    expect(await tokenURI(1n)).toBe('ipfs://one')
    expect(await tokenURI(2n)).toBe('ipfs://two')
    expect(await readSquad('reserveMinted')).toBe(2n)
    expect(await readSquad('totalSupply')).toBe(2n)
  })

  test('refuses reserve mints by others, with an empty URI, and past the 120 of the reserve', async () => {
    expect(await squadRevert(alice, 'mint', [alice.account.address, 'ipfs://x'])).toBe(
      'GhostSquad: NOT_OWNER',
    )
    expect(await squadRevert(admin, 'mint', [alice.account.address, ''])).toBe(
      'GhostSquad: EMPTY_URI',
    )
    for (let i = 0; i < 120; i++) await mintReserve(carol.account.address, `ipfs://r${i}`)
    expect(await readSquad('reserveMinted')).toBe(120n)
    expect(await squadRevert(admin, 'mint', [alice.account.address, 'ipfs://x'])).toBe(
      'GhostSquad: RESERVE_MINTED',
    )
  }, 60_000)

  test('only the minter mints sale tokens, unrevealed, at most MAX_SUPPLY - TEAM_RESERVE', async () => {
    expect(await squadRevert(alice, 'mintFromSale', [alice.account.address, 1n])).toBe(
      'GhostSquad: NOT_MINTER',
    )
    await adminIsMinter()
    expect(await squadRevert(admin, 'mintFromSale', [alice.account.address, 0n])).toBe(
      'GhostSquad: ZERO_COUNT',
    )
    expect(await squadRevert(admin, 'mintFromSale', [alice.account.address, 9_881n])).toBe(
      'GhostSquad: MAX_SUPPLY',
    )
    const receipt = await mintFromSale(alice.account.address, 3n)
    const minted = parseEventLogs({
      abi: ghostSquadAbi,
      eventName: 'TokenMinted',
      logs: receipt.logs,
    })
    expect(minted.map((event) => [event.args.tokenId, event.args.tokenURI])).toEqual([
      [1n, UNREVEALED],
      [2n, UNREVEALED],
      [3n, UNREVEALED],
    ])
    expect(await tokenURI(2n)).toBe(UNREVEALED)
    expect(await readSquad('saleMinted')).toBe(3n)
  })

  test('tokenURI of a token that does not exist reverts', async () => {
    expect(
      await revertReason(
        admin.readContract({ ...squadAt(), functionName: 'tokenURI', args: [1n] }),
      ),
    ).toBe('ERC721NonexistentToken')
  })

  test('reveal gives the next sale tokens their URIs in mint order, stepping over the reserve', async () => {
    await adminIsMinter()
    await mintReserve(alice.account.address, 'ipfs://team1') // 1
    await mintFromSale(bob.account.address, 2n) // 2, 3
    await mintReserve(alice.account.address, 'ipfs://team4') // 4
    await mintFromSale(carol.account.address, 2n) // 5, 6
    const reveal = (uris: string[]) =>
      mined(admin, admin.writeContract({ ...squadAt(), functionName: 'reveal', args: [uris] }))
    const receipt = await reveal(['ipfs://a', 'ipfs://b', 'ipfs://c'])
    const reveals = parseEventLogs({
      abi: ghostSquadAbi,
      eventName: 'TokenReveal',
      logs: receipt.logs,
    })
    expect(reveals.map((event) => [event.args.tokenId, event.args.tokenURI])).toEqual([
      [2n, 'ipfs://a'],
      [3n, 'ipfs://b'],
      [5n, 'ipfs://c'],
    ])
    const updates = parseEventLogs({
      abi: ghostSquadAbi,
      eventName: 'MetadataUpdate',
      logs: receipt.logs,
    })
    expect(updates.map((event) => event.args.tokenId)).toEqual([2n, 3n, 5n])
    expect(await Promise.all([1n, 2n, 3n, 4n, 5n, 6n].map(tokenURI))).toEqual([
      'ipfs://team1',
      'ipfs://a',
      'ipfs://b',
      'ipfs://team4',
      'ipfs://c',
      UNREVEALED,
    ])
    expect(await readSquad('revealedCount')).toBe(3n)
    // only one sale token is left to reveal
    expect(await squadRevert(admin, 'reveal', [['ipfs://d', 'ipfs://e']])).toBe(
      'GhostSquad: NOT_MINTED',
    )
    await reveal(['ipfs://d'])
    expect(await tokenURI(6n)).toBe('ipfs://d')
  })

  test('reveal refuses others, an empty batch, an empty URI and tokens not minted yet', async () => {
    await adminIsMinter()
    await mintFromSale(bob.account.address, 1n)
    expect(await squadRevert(alice, 'reveal', [['ipfs://a']])).toBe('GhostSquad: NOT_OWNER')
    expect(await squadRevert(admin, 'reveal', [[]])).toBe('GhostSquad: NOTHING_TO_REVEAL')
    expect(await squadRevert(admin, 'reveal', [['']])).toBe('GhostSquad: EMPTY_URI')
    expect(await squadRevert(admin, 'reveal', [['ipfs://a', 'ipfs://b']])).toBe(
      'GhostSquad: NOT_MINTED',
    )
  })

  test('setMinter and transferOwnership: owner only, announced, and the new owner rules', async () => {
    expect(await squadRevert(alice, 'setMinter', [alice.account.address])).toBe(
      'GhostSquad: NOT_OWNER',
    )
    const receipt = await mined(
      admin,
      admin.writeContract({ ...squadAt(), functionName: 'setMinter', args: [bob.account.address] }),
    )
    const [update] = parseEventLogs({
      abi: ghostSquadAbi,
      eventName: 'MinterUpdate',
      logs: receipt.logs,
    })
    expect(update?.args).toEqual({ previousMinter: world.sale, newMinter: bob.account.address })

    expect(await squadRevert(alice, 'transferOwnership', [alice.account.address])).toBe(
      'GhostSquad: NOT_OWNER',
    )
    expect(await squadRevert(admin, 'transferOwnership', [zeroAddress])).toBe(
      'GhostSquad: ZERO_ADDRESS',
    )
    await mined(
      admin,
      admin.writeContract({
        ...squadAt(),
        functionName: 'transferOwnership',
        args: [alice.account.address],
      }),
    )
    expect(await squadRevert(admin, 'mint', [alice.account.address, 'ipfs://x'])).toBe(
      'GhostSquad: NOT_OWNER',
    )
    await mintReserve(bob.account.address, 'ipfs://by-alice', alice)
    expect(await tokenURI(1n)).toBe('ipfs://by-alice')
  })

  test('enumerates tokens per owner (after transfers) and announces ERC-721, Enumerable and ERC-4906', async () => {
    await adminIsMinter()
    await mintFromSale(alice.account.address, 3n)
    await mintReserve(bob.account.address, 'ipfs://4')
    await mined(
      alice,
      alice.writeContract({
        ...squadAt(),
        functionName: 'transferFrom',
        args: [alice.account.address, bob.account.address, 2n],
      }),
    )
    const tokensOf = (owner: Address) =>
      admin.readContract({ ...squadAt(), functionName: 'tokensOfOwner', args: [owner] })
    expect(await tokensOf(alice.account.address)).toEqual([1n, 3n])
    expect([...(await tokensOf(bob.account.address))].sort()).toEqual([2n, 4n])
    expect(await tokensOf(carol.account.address)).toEqual([])
    for (const id of ['0x80ac58cd', '0x780e9d63', '0x49064906', '0x01ffc9a7'] as const) {
      expect(
        await admin.readContract({ ...squadAt(), functionName: 'supportsInterface', args: [id] }),
        id,
      ).toBe(true)
    }
    expect(
      await admin.readContract({
        ...squadAt(),
        functionName: 'supportsInterface',
        args: ['0xffffffff'],
      }),
    ).toBe(false)
  })
})

describe('GhostSquadSale', () => {
  const read = <
    const name extends
      | 'presaleSold'
      | 'ticketsSold'
      | 'ticketsClaimed'
      | 'maxTickets'
      | 'snapshotBlock'
      | 'presaleAllocated',
  >(
    functionName: name,
  ): Promise<bigint> =>
    // every name listed is a uint256 view; viem cannot narrow the result of a generic name
    admin.readContract({ ...saleAt(), functionName }) as Promise<bigint>
  const perUser = (
    functionName: 'presaleTickets' | 'publicBought' | 'tickets',
    user: AnvilClient,
  ) => admin.readContract({ ...saleAt(), functionName, args: [user.account.address] })

  /** Alice 3 presale tickets and Bob 1, from the snapshot at the head block. */
  async function snapshotTickets() {
    const block = await headBlock(admin)
    await setPresaleTickets(
      admin,
      world.sale,
      [alice.account.address, bob.account.address],
      [3n, 1n],
      block,
    )
    return block
  }

  test('starts pending with its settings, limits and schedule', async () => {
    expect(await phase()).toBe(PHASES.Pending)
    const get = <
      const name extends
        | 'owner'
        | 'squad'
        | 'cake'
        | 'profile'
        | 'DEAD'
        | 'presalePrice'
        | 'publicPrice'
        | 'presaleStart'
        | 'publicSaleStart'
        | 'saleEnd'
        | 'MAX_PRESALE'
        | 'MAX_PER_WALLET_PUBLIC',
    >(
      functionName: name,
    ) => admin.readContract({ ...saleAt(), functionName })
    expect(await get('owner')).toBe(admin.account.address)
    expect(await get('squad')).toBe(world.squad)
    expect(await get('cake')).toBe(world.cake)
    expect(await get('profile')).toBe(world.profile)
    expect(await get('DEAD')).toBe(DEAD)
    expect(await get('presalePrice')).toBe(PRESALE_PRICE)
    expect(await get('publicPrice')).toBe(PUBLIC_PRICE)
    expect(await get('presaleStart')).toBe(world.schedule.presaleStart)
    expect(await get('publicSaleStart')).toBe(world.schedule.publicSaleStart)
    expect(await get('saleEnd')).toBe(world.schedule.saleEnd)
    expect(await get('MAX_PRESALE')).toBe(490n)
    expect(await get('MAX_PER_WALLET_PUBLIC')).toBe(10n)
    expect(await read('maxTickets')).toBe(9_880n)
    expect(await read('snapshotBlock')).toBe(0n)
  })

  test('refuses zero addresses, a zero price and a schedule out of order', async () => {
    const { cake, profile, squad } = world
    const args = (overrides: Partial<Record<number, unknown>>) =>
      [admin.account.address, squad, cake, profile, PRESALE_PRICE, PUBLIC_PRICE, 10n, 20n, 30n].map(
        (value, i) => (i in overrides ? overrides[i] : value),
      )
    const reason = (overrides: Partial<Record<number, unknown>>) =>
      deployRevertReason(admin, {
        abi: ghostSquadSaleAbi,
        bytecode: ghostSquadSaleBytecode,
        args: args(overrides),
      })
    expect(await reason({})).toBeUndefined()
    for (const i of [0, 1, 2, 3])
      expect(await reason({ [i]: zeroAddress }), String(i)).toBe('GhostSquadSale: ZERO_ADDRESS')
    expect(await reason({ 4: 0n })).toBe('GhostSquadSale: ZERO_PRICE')
    expect(await reason({ 5: 0n })).toBe('GhostSquadSale: ZERO_PRICE')
    expect(await reason({ 7: 10n })).toBe('GhostSquadSale: BAD_SCHEDULE')
    expect(await reason({ 8: 20n })).toBe('GhostSquadSale: BAD_SCHEDULE')
  })

  test('phases follow the block time: pending, presale, public sale, claim', async () => {
    const { presaleStart, publicSaleStart, saleEnd } = world.schedule
    const at = async (timestamp: bigint) => {
      await mineAt(admin, timestamp)
      return phase()
    }
    expect(await at(presaleStart - 1n)).toBe(PHASES.Pending)
    expect(await at(presaleStart)).toBe(PHASES.Presale)
    expect(await at(publicSaleStart - 1n)).toBe(PHASES.Presale)
    expect(await at(publicSaleStart)).toBe(PHASES.PublicSale)
    expect(await at(saleEnd - 1n)).toBe(PHASES.PublicSale)
    expect(await at(saleEnd)).toBe(PHASES.Claim)
  })

  test('setPresaleTickets records the snapshot allowances, announced per user, in batches of one snapshot', async () => {
    const block = await snapshotTickets()
    expect(await perUser('presaleTickets', alice)).toBe(3n)
    expect(await perUser('presaleTickets', bob)).toBe(1n)
    expect(await read('snapshotBlock')).toBe(block)
    expect(await read('presaleAllocated')).toBe(4n)
    // a second batch of the same snapshot corrects Alice and adds Carol
    const receipt = await setPresaleTickets(
      admin,
      world.sale,
      [alice.account.address, carol.account.address],
      [2n, 5n],
      block,
    )
    const events = parseEventLogs({
      abi: ghostSquadSaleAbi,
      eventName: 'PresaleTicketsSet',
      logs: receipt.logs,
    })
    expect(events.map((event) => event.args)).toEqual([
      { user: alice.account.address, tickets: 2n, snapshotBlock: block },
      { user: carol.account.address, tickets: 5n, snapshotBlock: block },
    ])
    expect(await read('presaleAllocated')).toBe(8n)
  })

  test('setPresaleTickets refuses others, mismatched lists, a bad or different block, zero users, more than 490, and the presale', async () => {
    const block = await headBlock(admin)
    const a = alice.account.address
    expect(await saleRevert(alice, 'setPresaleTickets', [[a], [1n], block])).toBe(
      'GhostSquadSale: NOT_OWNER',
    )
    expect(await saleRevert(admin, 'setPresaleTickets', [[a], [1n, 2n], block])).toBe(
      'GhostSquadSale: LENGTH_MISMATCH',
    )
    expect(await saleRevert(admin, 'setPresaleTickets', [[a], [1n], 0n])).toBe(
      'GhostSquadSale: BAD_SNAPSHOT_BLOCK',
    )
    expect(await saleRevert(admin, 'setPresaleTickets', [[a], [1n], block + 100n])).toBe(
      'GhostSquadSale: BAD_SNAPSHOT_BLOCK',
    )
    expect(await saleRevert(admin, 'setPresaleTickets', [[zeroAddress], [1n], block])).toBe(
      'GhostSquadSale: ZERO_ADDRESS',
    )
    expect(
      await saleRevert(admin, 'setPresaleTickets', [[a, bob.account.address], [400n, 91n], block]),
    ).toBe('GhostSquadSale: MAX_PRESALE')
    await setPresaleTickets(admin, world.sale, [a, bob.account.address], [400n, 90n], block)
    // exactly 490; re-setting Alice lower makes room again
    expect(
      await saleRevert(admin, 'setPresaleTickets', [[carol.account.address], [1n], block]),
    ).toBe('GhostSquadSale: MAX_PRESALE')
    await setPresaleTickets(admin, world.sale, [a, carol.account.address], [399n, 1n], block)
    expect(await saleRevert(admin, 'setPresaleTickets', [[a], [1n], block - 1n])).toBe(
      'GhostSquadSale: SNAPSHOT_MISMATCH',
    )
    await toPhase('Presale')
    expect(await saleRevert(admin, 'setPresaleTickets', [[a], [1n], block])).toBe(
      'GhostSquadSale: PRESALE_STARTED',
    )
  })

  test('buyTickets refuses before the sale, zero tickets, users without an active profile, and after the sale', async () => {
    await snapshotTickets()
    expect(await saleRevert(alice, 'buyTickets', [1n])).toBe('GhostSquadSale: SALE_NOT_STARTED')
    await toPhase('Presale')
    expect(await saleRevert(alice, 'buyTickets', [0n])).toBe('GhostSquadSale: ZERO_COUNT')
    expect(await saleRevert(stranger, 'buyTickets', [1n])).toBe('GhostSquadSale: NO_PROFILE')
    expect(await saleRevert(paused, 'buyTickets', [1n])).toBe('GhostSquadSale: PROFILE_NOT_ACTIVE')
    await toPhase('PublicSale')
    expect(await saleRevert(stranger, 'buyTickets', [1n])).toBe('GhostSquadSale: NO_PROFILE')
    expect(await saleRevert(paused, 'buyTickets', [1n])).toBe('GhostSquadSale: PROFILE_NOT_ACTIVE')
    await toPhase('Claim')
    expect(await saleRevert(alice, 'buyTickets', [1n])).toBe('GhostSquadSale: SALE_ENDED')
  })

  test('in the presale an eligible holder buys up to the allowance, paying the presale price to the dead address', async () => {
    await snapshotTickets()
    await toPhase('Presale')
    const before = await tokenBalance(admin, world.cake, alice.account.address)
    const receipt = await buyTickets(alice, world.sale, 2n)
    const [purchase] = parseEventLogs({
      abi: ghostSquadSaleAbi,
      eventName: 'TicketsPurchase',
      logs: receipt.logs,
    })
    expect(purchase?.args).toEqual({
      buyer: alice.account.address,
      count: 2n,
      cakeBurned: 2n * PRESALE_PRICE,
      presale: true,
    })
    expect(await tokenBalance(admin, world.cake, DEAD)).toBe(2n * PRESALE_PRICE)
    expect(before - (await tokenBalance(admin, world.cake, alice.account.address))).toBe(
      2n * PRESALE_PRICE,
    )
    expect(await tokenBalance(admin, world.cake, world.sale)).toBe(0n)
    expect(await perUser('tickets', alice)).toBe(2n)
    expect(await perUser('presaleTickets', alice)).toBe(1n)
    expect(await read('presaleSold')).toBe(2n)
    expect(await read('ticketsSold')).toBe(2n)
    expect(await read('presaleAllocated')).toBe(2n)
    expect(await saleRevert(alice, 'buyTickets', [2n])).toBe('GhostSquadSale: NO_PRESALE_TICKETS')
    expect(await saleRevert(carol, 'buyTickets', [1n])).toBe('GhostSquadSale: NO_PRESALE_TICKETS')
    await buyTickets(alice, world.sale, 1n)
    expect(await saleRevert(alice, 'buyTickets', [1n])).toBe('GhostSquadSale: NO_PRESALE_TICKETS')
  })

  test('in the public sale anyone with an active profile buys up to 10 tickets; the 11th is refused', async () => {
    await snapshotTickets()
    await toPhase('Presale')
    await buyTickets(alice, world.sale, 3n)
    await toPhase('PublicSale')
    // presale tickets do not count against the public limit
    await buyTickets(alice, world.sale, 4n)
    const receipt = await buyTickets(alice, world.sale, 6n)
    const [purchase] = parseEventLogs({
      abi: ghostSquadSaleAbi,
      eventName: 'TicketsPurchase',
      logs: receipt.logs,
    })
    expect(purchase?.args).toEqual({
      buyer: alice.account.address,
      count: 6n,
      cakeBurned: 6n * PUBLIC_PRICE,
      presale: false,
    })
    expect(await perUser('publicBought', alice)).toBe(10n)
    expect(await saleRevert(alice, 'buyTickets', [1n])).toBe('GhostSquadSale: MAX_PER_WALLET')
    expect(await saleRevert(carol, 'buyTickets', [11n])).toBe('GhostSquadSale: MAX_PER_WALLET')
    await buyTickets(carol, world.sale, 10n)
    expect(await perUser('tickets', alice)).toBe(13n)
    expect(await read('ticketsSold')).toBe(23n)
    expect(await read('presaleSold')).toBe(3n)
    expect(await tokenBalance(admin, world.cake, DEAD)).toBe(
      3n * PRESALE_PRICE + 20n * PUBLIC_PRICE,
    )
    // unsold presale tickets cannot be bought at the presale price any more
    expect(await perUser('presaleTickets', bob)).toBe(1n)
  })

  test('a buyer without the CAKE or its approval is refused by the token', async () => {
    await toPhase('PublicSale')
    await mined(
      alice,
      alice.writeContract({
        address: world.cake,
        abi: saleErrorsAbi,
        functionName: 'approve',
        args: [world.sale, 0n],
      }),
    )
    expect(await saleRevert(alice, 'buyTickets', [1n])).toBe('ERC20InsufficientAllowance')
    await mined(
      bob,
      bob.writeContract({
        address: world.cake,
        abi: saleErrorsAbi,
        functionName: 'transfer',
        args: [carol.account.address, STARTING_CAKE - PUBLIC_PRICE + 1n],
      }),
    )
    expect(await saleRevert(bob, 'buyTickets', [1n])).toBe('ERC20InsufficientBalance')
  })

  /** A sale of a squad with five sale places, in its public sale, CAKE approved by Alice and Bob. */
  async function smallSale() {
    const small = await deployed(
      admin,
      admin.deployContract({ abi: testSmallSquadAbi, bytecode: testSmallSquadBytecode }),
    )
    const now = await latestTimestamp(admin)
    const sale = await deploySale(admin, small, world.cake, world.profile, {
      presaleStart: now + 10n,
      publicSaleStart: now + 20n,
      saleEnd: now + 30n,
    })
    for (const user of [alice, bob]) {
      await mined(
        user,
        user.writeContract({
          address: world.cake,
          abi: saleErrorsAbi,
          functionName: 'approve',
          args: [sale, E18 * 1000n],
        }),
      )
    }
    await mineAt(admin, now + 20n)
    const setSmallMinter = (minter: Address) =>
      mined(
        admin,
        admin.writeContract({
          address: small,
          abi: testSmallSquadAbi,
          functionName: 'setMinter',
          args: [minter],
        }),
      )
    /** A former minter's mints: `count` of the five places used. */
    const useSalePlaces = (count: bigint) =>
      mined(
        admin,
        admin.writeContract({
          address: small,
          abi: testSmallSquadAbi,
          functionName: 'useSalePlaces',
          args: [count],
        }),
      )
    const buyRevert = (user: AnvilClient, count: bigint) =>
      revertReason(
        user.simulateContract({
          address: sale,
          abi: ghostSquadSaleAbi,
          functionName: 'buyTickets',
          args: [count],
        }),
      )
    const readSale = (functionName: 'maxTickets' | 'ticketsSold' | 'unclaimedTickets') =>
      admin.readContract({ address: sale, abi: ghostSquadSaleAbi, functionName })
    return { sale, setSmallMinter, useSalePlaces, buyRevert, readSale }
  }

  test('the sale never sells more tickets than the squad has sale places', async () => {
    const { sale, setSmallMinter, buyRevert, readSale } = await smallSale()
    await setSmallMinter(sale)
    expect(await readSale('maxTickets')).toBe(5n)
    await buyTickets(alice, sale, 4n)
    expect(await buyRevert(bob, 2n)).toBe('GhostSquadSale: SOLD_OUT')
    await buyTickets(bob, sale, 1n)
    expect(await readSale('ticketsSold')).toBe(5n)
  })

  test('the sale sells only while it is the squad minter: a ticket it could not mint is never sold', async () => {
    const { sale, setSmallMinter, buyRevert } = await smallSale()
    expect(await buyRevert(alice, 1n)).toBe('GhostSquadSale: NOT_SQUAD_MINTER')
    await setSmallMinter(sale)
    await buyTickets(alice, sale, 1n)
    await setSmallMinter(bob.account.address)
    expect(await buyRevert(alice, 1n)).toBe('GhostSquadSale: NOT_SQUAD_MINTER')
  })

  test('places a former minter used are not sold again: every unclaimed ticket keeps a place', async () => {
    const { sale, setSmallMinter, useSalePlaces, buyRevert, readSale } = await smallSale()
    // a former minter minted two of the five places before the sale became the minter
    await useSalePlaces(2n)
    await setSmallMinter(sale)
    expect(await buyRevert(alice, 4n)).toBe('GhostSquadSale: SOLD_OUT')
    await buyTickets(alice, sale, 3n)
    expect(await buyRevert(bob, 1n)).toBe('GhostSquadSale: SOLD_OUT')
    expect(await readSale('unclaimedTickets')).toBe(3n)
    expect(await readSale('ticketsSold')).toBe(3n)
  })

  test('from saleEnd each ticket is claimed as one unrevealed Ghost Squad token', async () => {
    await snapshotTickets()
    await toPhase('Presale')
    await buyTickets(alice, world.sale, 3n)
    await toPhase('PublicSale')
    await buyTickets(bob, world.sale, 2n)
    expect(await saleRevert(alice, 'claim', [1n])).toBe('GhostSquadSale: CLAIM_NOT_STARTED')
    await toPhase('Claim')
    expect(await saleRevert(alice, 'claim', [0n])).toBe('GhostSquadSale: ZERO_COUNT')
    expect(await saleRevert(alice, 'claim', [4n])).toBe('GhostSquadSale: NOT_ENOUGH_TICKETS')
    expect(await saleRevert(carol, 'claim', [1n])).toBe('GhostSquadSale: NOT_ENOUGH_TICKETS')

    const receipt = await claimTickets(alice, world.sale, 2n)
    const [claim] = parseEventLogs({
      abi: ghostSquadSaleAbi,
      eventName: 'TicketsClaim',
      logs: receipt.logs,
    })
    expect(claim?.args).toEqual({ user: alice.account.address, count: 2n, firstTokenId: 1n })
    await claimTickets(bob, world.sale, 2n)
    await claimTickets(alice, world.sale, 1n)
    expect(await saleRevert(alice, 'claim', [1n])).toBe('GhostSquadSale: NOT_ENOUGH_TICKETS')
    const tokensOf = (user: AnvilClient) =>
      admin.readContract({
        ...squadAt(),
        functionName: 'tokensOfOwner',
        args: [user.account.address],
      })
    expect(await tokensOf(alice)).toEqual([1n, 2n, 5n])
    expect(await tokensOf(bob)).toEqual([3n, 4n])
    expect(await tokenURI(5n)).toBe(UNREVEALED)
    expect(await read('ticketsClaimed')).toBe(5n)
    expect(await perUser('tickets', alice)).toBe(0n)
  })

  test('the owner cannot stop a paid ticket’s claim: the minter stays with the sale until every ticket is claimed', async () => {
    const unclaimed = () => admin.readContract({ ...saleAt(), functionName: 'unclaimedTickets' })
    await toPhase('PublicSale')
    await buyTickets(alice, world.sale, 2n)
    await buyTickets(bob, world.sale, 1n)
    expect(await unclaimed()).toBe(3n)
    // away to an account, to nobody, or even to the sale itself: refused mid-sale
    for (const minter of [admin.account.address, zeroAddress, world.sale]) {
      expect(await squadRevert(admin, 'setMinter', [minter]), minter).toBe(
        'GhostSquad: SALE_HAS_UNCLAIMED_TICKETS',
      )
    }
    await toPhase('Claim')
    await claimTickets(alice, world.sale, 2n)
    expect(await unclaimed()).toBe(1n)
    expect(await squadRevert(admin, 'setMinter', [admin.account.address])).toBe(
      'GhostSquad: SALE_HAS_UNCLAIMED_TICKETS',
    )
    // bob never claims: anyone may claim for him, and the token goes to him alone
    expect(await saleRevert(carol, 'claimFor', [bob.account.address, 2n])).toBe(
      'GhostSquadSale: NOT_ENOUGH_TICKETS',
    )
    const claimedFor = await mined(
      carol,
      carol.writeContract({
        ...saleAt(),
        functionName: 'claimFor',
        args: [bob.account.address, 1n],
      }),
    )
    const [forBob] = parseEventLogs({
      abi: ghostSquadSaleAbi,
      eventName: 'TicketsClaim',
      logs: claimedFor.logs,
    })
    expect(forBob?.args).toEqual({ user: bob.account.address, count: 1n, firstTokenId: 3n })
    expect(await admin.readContract({ ...squadAt(), functionName: 'ownerOf', args: [3n] })).toBe(
      bob.account.address,
    )
    expect(await unclaimed()).toBe(0n)
    // every paid ticket is a token: now the role may move
    const receipt = await mined(
      admin,
      admin.writeContract({
        ...squadAt(),
        functionName: 'setMinter',
        args: [admin.account.address],
      }),
    )
    const [update] = parseEventLogs({
      abi: ghostSquadAbi,
      eventName: 'MinterUpdate',
      logs: receipt.logs,
    })
    expect(update?.args).toEqual({ previousMinter: world.sale, newMinter: admin.account.address })
  })

  test('setMinter moves freely from an account, nobody, or a contract without unclaimedTickets', async () => {
    const moveTo = async (minter: Address) => {
      await mined(
        admin,
        admin.writeContract({ ...squadAt(), functionName: 'setMinter', args: [minter] }),
      )
      expect(await admin.readContract({ ...squadAt(), functionName: 'minter' })).toBe(minter)
    }
    // the CAKE token has no unclaimedTickets view: it owes no tickets
    for (const minter of [bob.account.address, zeroAddress, world.cake, world.sale]) {
      await moveTo(minter)
    }
  })

  test('transferOwnership: owner only, never to zero, announced', async () => {
    expect(await saleRevert(alice, 'transferOwnership', [alice.account.address])).toBe(
      'GhostSquadSale: NOT_OWNER',
    )
    expect(await saleRevert(admin, 'transferOwnership', [zeroAddress])).toBe(
      'GhostSquadSale: ZERO_ADDRESS',
    )
    const receipt = await mined(
      admin,
      admin.writeContract({
        ...saleAt(),
        functionName: 'transferOwnership',
        args: [alice.account.address],
      }),
    )
    const [event] = parseEventLogs({
      abi: ghostSquadSaleAbi,
      eventName: 'OwnershipTransferred',
      logs: receipt.logs,
    })
    expect(event?.args).toEqual({
      previousOwner: admin.account.address,
      newOwner: alice.account.address,
    })
    expect(await admin.readContract({ ...saleAt(), functionName: 'owner' })).toBe(
      alice.account.address,
    )
    const block = await headBlock(admin)
    expect(await saleRevert(admin, 'setPresaleTickets', [[bob.account.address], [1n], block])).toBe(
      'GhostSquadSale: NOT_OWNER',
    )
  })
})
