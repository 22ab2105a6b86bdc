import { getLazyOrderTypedData, type LazyOrder } from '@ghost/sdk'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  hashTypedData,
  hexToBigInt,
  keccak256,
  numberToHex,
  serializeSignature,
  stringToHex,
  toFunctionSelector,
  verifyTypedData,
  zeroAddress,
  zeroHash,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  ghostCollectionAbi,
  ghostCollectionBytecode,
  ghostMarketAbi,
  ghostNFTFactoryAbi,
  ghostNFTFactoryBytecode,
  lazyOrderCreatorWalletAbi,
  lazyOrderCreatorWalletBytecode,
  marketActorAbi,
  marketActorBytecode,
  wbnbAbi,
} from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  LOCAL_CHAIN_ID,
  revertTo,
  startAnvil,
} from '../lib/anvil'
import { revertOf } from './amm/reverts'
import {
  deployed,
  deployRevertReason,
  gasCost,
  mined,
  revertReason,
  userClients,
} from './farms/setup'
import {
  createCollection,
  deployClone,
  deployLazyOrderWorld,
  eventsIn,
  type LazyOrderWorld,
  type SignedOrder,
  signOrder,
  tokenUID,
} from './nft/collections'
import { marketActor } from './nft/market'

let anvil: AnvilInstance
let deployer: AnvilClient
let creator: AnvilClient
let alice: AnvilClient
/** Stands in for the factory in the collection's own tests: an account may call mintFromOrder. */
let factoryAccount: AnvilClient
let implementation: Address
let collection: Address
let snapshot: Hex

const URI = 'ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'
const URI2 = 'ipfs://bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq'
const UID = keccak256(stringToHex('token-uid-1'))

beforeAll(async () => {
  anvil = await startAnvil()
  deployer = anvilClient(anvil.url)
  ;[creator, alice, factoryAccount] = userClients(anvil.url, 3) as [
    AnvilClient,
    AnvilClient,
    AnvilClient,
  ]
  implementation = await deployed(
    deployer,
    deployer.deployContract({ abi: ghostCollectionAbi, bytecode: ghostCollectionBytecode }),
  )
  collection = await deployClone(deployer, implementation)
  await mined(deployer, initialize(deployer, collection, creator.account.address))
})

afterAll(async () => {
  await anvil?.stop()
})

beforeEach(async () => {
  snapshot = await deployer.snapshot()
})

afterEach(async () => {
  await revertTo(deployer, snapshot)
})

function initialize(client: AnvilClient, address: Address, owner: Address, factory?: Address) {
  return client.writeContract({
    address,
    abi: ghostCollectionAbi,
    functionName: 'initialize',
    args: ['Ghost Squad', 'GSQ', owner, factory ?? factoryAccount.account.address],
  })
}

function mint(client: AnvilClient, to: Address, uri = URI) {
  const request = { address: collection, abi: ghostCollectionAbi, functionName: 'mint' } as const
  return {
    simulate: () =>
      client.simulateContract({ ...request, account: client.account, args: [to, uri] }),
    send: () => client.writeContract({ ...request, args: [to, uri] }),
  }
}

function mintFromOrder(client: AnvilClient, to: Address, uid: Hex = UID, uri = URI) {
  const request = {
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'mintFromOrder',
  } as const
  return {
    simulate: () =>
      client.simulateContract({ ...request, account: client.account, args: [to, uid, uri] }),
    send: () => client.writeContract({ ...request, args: [to, uid, uri] }),
  }
}

function transferOwnership(client: AnvilClient, to: Address) {
  const request = {
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'transferOwnership',
  } as const
  return {
    simulate: () => client.simulateContract({ ...request, account: client.account, args: [to] }),
    send: () => client.writeContract({ ...request, args: [to] }),
  }
}

function read<
  name extends
    | 'owner'
    | 'ownershipEpoch'
    | 'factory'
    | 'name'
    | 'symbol'
    | 'totalMinted'
    | 'totalSupply',
>(functionName: name) {
  return deployer.readContract({ address: collection, abi: ghostCollectionAbi, functionName })
}

function ownerOf(tokenId: bigint) {
  return deployer.readContract({
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  })
}

function tokensOfOwner(owner: Address) {
  return deployer.readContract({
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'tokensOfOwner',
    args: [owner],
  })
}

function tokenURI(tokenId: bigint) {
  return deployer.readContract({
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'tokenURI',
    args: [tokenId],
  })
}

describe('GhostCollection: initialize', () => {
  test('the clone reads its own name, symbol, owner and factory', async () => {
    expect(await read('name')).toBe('Ghost Squad')
    expect(await read('symbol')).toBe('GSQ')
    expect(await read('owner')).toBe(creator.account.address)
    expect(await read('factory')).toBe(factoryAccount.account.address)
    expect(await read('totalMinted')).toBe(0n)
  })

  test('initialize sets the owner once and says so', async () => {
    const clone = await deployClone(deployer, implementation)
    const receipt = await mined(deployer, initialize(deployer, clone, alice.account.address))
    expect(eventsIn(receipt, ghostCollectionAbi)).toEqual([
      {
        eventName: 'OwnershipTransferred',
        args: { previousOwner: zeroAddress, newOwner: alice.account.address },
      },
    ])
  })

  const refused: {
    title: string
    target: () => Address
    owner: () => Address
    factory?: Address
    reason: string
  }[] = [
    {
      title: 'a second initialize of a clone',
      target: () => collection,
      owner: () => alice.account.address,
      reason: 'GhostCollection: ALREADY_INITIALIZED',
    },
    {
      title: 'initializing the implementation, locked by its constructor',
      target: () => implementation,
      owner: () => alice.account.address,
      reason: 'GhostCollection: ALREADY_INITIALIZED',
    },
    {
      title: 'a zero owner',
      target: () => zeroAddress,
      owner: () => zeroAddress,
      reason: 'GhostCollection: ZERO_ADDRESS',
    },
    {
      title: 'a zero factory',
      target: () => zeroAddress,
      owner: () => alice.account.address,
      factory: zeroAddress,
      reason: 'GhostCollection: ZERO_ADDRESS',
    },
  ]
  test.each(refused)('refuses $title', async ({ target, owner, factory, reason }) => {
    // a zero target means a fresh clone
    const address =
      target() === zeroAddress ? await deployClone(deployer, implementation) : target()
    expect(
      await revertReason(
        deployer.simulateContract({
          address,
          abi: ghostCollectionAbi,
          functionName: 'initialize',
          account: deployer.account,
          args: ['X', 'X', owner(), factory ?? factoryAccount.account.address],
        }),
      ),
    ).toBe(reason)
  })
})

describe('GhostCollection: mints and ownership', () => {
  const refused: { title: string; attempt: () => Promise<unknown>; reason: string }[] = [
    {
      title: 'mint by anyone but the owner',
      attempt: () => mint(alice, alice.account.address).simulate(),
      reason: 'GhostCollection: NOT_OWNER',
    },
    {
      title: 'mint by the factory',
      attempt: () => mint(factoryAccount, alice.account.address).simulate(),
      reason: 'GhostCollection: NOT_OWNER',
    },
    {
      title: 'mintFromOrder by the owner',
      attempt: () => mintFromOrder(creator, alice.account.address).simulate(),
      reason: 'GhostCollection: NOT_FACTORY',
    },
    {
      title: 'mint to a contract that cannot receive ERC-721',
      attempt: () => mint(creator, implementation).simulate(),
      reason: 'ERC721InvalidReceiver',
    },
    {
      title: 'mint to the zero address',
      attempt: () => mint(creator, zeroAddress).simulate(),
      reason: 'ERC721InvalidReceiver',
    },
    {
      title: 'transferOwnership by anyone but the owner',
      attempt: () => transferOwnership(alice, alice.account.address).simulate(),
      reason: 'GhostCollection: NOT_OWNER',
    },
    {
      title: 'transferOwnership to the zero address',
      attempt: () => transferOwnership(creator, zeroAddress).simulate(),
      reason: 'GhostCollection: ZERO_ADDRESS',
    },
  ]
  test.each(refused)('refuses $title', async ({ attempt, reason }) => {
    expect(await revertReason(attempt())).toBe(reason)
  })

  test('a UID mints once', async () => {
    await mined(factoryAccount, mintFromOrder(factoryAccount, alice.account.address).send())
    expect(
      await revertReason(
        mintFromOrder(factoryAccount, creator.account.address, UID, URI2).simulate(),
      ),
    ).toBe('GhostCollection: UID_ALREADY_MINTED')
  })

  test('owner mints count up from 1, with their URI, and are enumerable', async () => {
    const first = await mined(creator, mint(creator, alice.account.address).send())
    expect(eventsIn(first, ghostCollectionAbi)).toEqual([
      { eventName: 'MetadataUpdate', args: { _tokenId: 1n } },
      {
        eventName: 'Transfer',
        args: { from: zeroAddress, to: alice.account.address, tokenId: 1n },
      },
      {
        eventName: 'TokenMinted',
        args: { to: alice.account.address, tokenId: 1n, tokenUID: zeroHash, tokenURI: URI },
      },
    ])
    await mined(creator, mint(creator, creator.account.address, URI2).send())
    await mined(creator, mint(creator, alice.account.address, URI2).send())

    expect(await read('totalMinted')).toBe(3n)
    expect(await read('totalSupply')).toBe(3n)
    expect(await tokenURI(1n)).toBe(URI)
    expect(await tokenURI(2n)).toBe(URI2)
    expect(await ownerOf(2n)).toBe(creator.account.address)
    // the app's wallet listing: balanceOf, then tokenOfOwnerByIndex
    const balance = await deployer.readContract({
      address: collection,
      abi: ghostCollectionAbi,
      functionName: 'balanceOf',
      args: [alice.account.address],
    })
    const owned = await Promise.all(
      Array.from({ length: Number(balance) }, (_, i) =>
        deployer.readContract({
          address: collection,
          abi: ghostCollectionAbi,
          functionName: 'tokenOfOwnerByIndex',
          args: [alice.account.address, BigInt(i)],
        }),
      ),
    )
    expect(owned).toEqual([1n, 3n])
    expect(await tokensOfOwner(alice.account.address)).toEqual([1n, 3n])
    expect(await tokensOfOwner(deployer.account.address)).toEqual([])
    expect(
      await deployer.readContract({
        address: collection,
        abi: ghostCollectionAbi,
        functionName: 'tokenByIndex',
        args: [2n],
      }),
    ).toBe(3n)
    expect(
      await revertOf(
        deployer.readContract({
          address: collection,
          abi: ghostCollectionAbi,
          functionName: 'tokenOfOwnerByIndex',
          args: [alice.account.address, 2n],
        }),
      ),
    ).toBe(`ERC721OutOfBoundsIndex(${alice.account.address}, 2)`)
    expect(
      await revertOf(
        deployer.readContract({
          address: collection,
          abi: ghostCollectionAbi,
          functionName: 'tokenByIndex',
          args: [3n],
        }),
      ),
    ).toBe(`ERC721OutOfBoundsIndex(${zeroAddress}, 3)`)
    // a transfer moves the token between the owners' enumerations
    await mined(
      alice,
      alice.writeContract({
        address: collection,
        abi: ghostCollectionAbi,
        functionName: 'transferFrom',
        args: [alice.account.address, creator.account.address, 1n],
      }),
    )
    expect(await tokensOfOwner(creator.account.address)).toEqual([1n, 2n])
    expect(await tokensOfOwner(alice.account.address)).toEqual([3n])
  })

  test('the factory mints an order token with its UID, and the UID finds it', async () => {
    await mined(creator, mint(creator, creator.account.address).send())
    const receipt = await mined(
      factoryAccount,
      mintFromOrder(factoryAccount, alice.account.address, UID, URI2).send(),
    )
    expect(eventsIn(receipt, ghostCollectionAbi)).toEqual([
      { eventName: 'MetadataUpdate', args: { _tokenId: 2n } },
      {
        eventName: 'Transfer',
        args: { from: zeroAddress, to: alice.account.address, tokenId: 2n },
      },
      {
        eventName: 'TokenMinted',
        args: { to: alice.account.address, tokenId: 2n, tokenUID: UID, tokenURI: URI2 },
      },
    ])
    expect(
      await deployer.readContract({
        address: collection,
        abi: ghostCollectionAbi,
        functionName: 'tokenIdByUID',
        args: [UID],
      }),
    ).toBe(2n)
    expect(await tokenURI(2n)).toBe(URI2)
  })

  test('transferOwnership hands minting to the new owner', async () => {
    const receipt = await mined(creator, transferOwnership(creator, alice.account.address).send())
    expect(eventsIn(receipt, ghostCollectionAbi)).toEqual([
      {
        eventName: 'OwnershipTransferred',
        args: { previousOwner: creator.account.address, newOwner: alice.account.address },
      },
    ])
    expect(await read('owner')).toBe(alice.account.address)
    expect(await read('ownershipEpoch')).toBe(1n)
    expect(await revertReason(mint(creator, creator.account.address).simulate())).toBe(
      'GhostCollection: NOT_OWNER',
    )
    await mined(alice, mint(alice, alice.account.address).send())
    expect(await ownerOf(1n)).toBe(alice.account.address)
  })

  test.each([
    { standard: 'ERC-165', id: '0x01ffc9a7', supported: true },
    { standard: 'ERC-721', id: '0x80ac58cd', supported: true },
    { standard: 'ERC-721 metadata', id: '0x5b5e139f', supported: true },
    { standard: 'ERC-721 enumerable', id: '0x780e9d63', supported: true },
    { standard: 'ERC-4906 metadata updates', id: '0x49064906', supported: true },
    { standard: 'ERC-1155', id: '0xd9b67a26', supported: false },
  ] as const)('supportsInterface($standard) is $supported', async ({ id, supported }) => {
    expect(
      await deployer.readContract({
        address: collection,
        abi: ghostCollectionAbi,
        functionName: 'supportsInterface',
        args: [id],
      }),
    ).toBe(supported)
  })
})

// --- GhostNFTFactory: collections and lazy orders, on a real market

const E18 = 10n ** 18n
const PRICE = E18
/** 5% royalty; the market's defaults add 2% treasury, 0.5% ghost pot, 1% referrer. */
const CREATOR_FEE = 500n
const FAR_EXPIRY = 2n ** 40n
/** Order of secp256k1's group: s and n − s both verify, only the low one is canonical. */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

let world: LazyOrderWorld
let drops: Address
let treasury: AnvilClient
let ghostPot: AnvilClient
let referrer: AnvilClient
let bob: AnvilClient

beforeAll(async () => {
  ;[, , , treasury, ghostPot, referrer, bob] = userClients(anvil.url, 7) as AnvilClient[] as [
    AnvilClient,
    AnvilClient,
    AnvilClient,
    AnvilClient,
    AnvilClient,
    AnvilClient,
    AnvilClient,
  ]
  world = await deployLazyOrderWorld(deployer, treasury.account.address, ghostPot.account.address)
  drops = await createCollection(deployer, world.factory, creator.account.address, CREATOR_FEE)
})

function order(overrides: Partial<LazyOrder> = {}): LazyOrder {
  return {
    collection: drops,
    tokenUID: UID,
    uri: URI,
    price: PRICE,
    creator: creator.account.address,
    expiry: FAR_EXPIRY,
    nonce: 0n,
    ...overrides,
  }
}

type Payment = { withBNB: boolean; value?: bigint; referrer?: Address }

function execute(buyer: AnvilClient, signed: SignedOrder, payment: Payment = { withBNB: true }) {
  const referrerAddress = payment.referrer ?? zeroAddress
  const args = [signed.order, signed.v, signed.r, signed.s, referrerAddress] as const
  const base = { address: world.factory, abi: ghostNFTFactoryAbi, account: buyer.account } as const
  if (payment.withBNB) {
    const request = {
      ...base,
      functionName: 'executeOrderWithBNB',
      args,
      value: payment.value ?? signed.order.price,
    } as const
    return {
      simulate: () => buyer.simulateContract(request),
      send: () => buyer.writeContract(request),
    }
  }
  const request = { ...base, functionName: 'executeOrderWithWBNB', args } as const
  return {
    simulate: () => buyer.simulateContract(request),
    send: () => buyer.writeContract(request),
  }
}

function cancel(client: AnvilClient, lazyOrder: LazyOrder) {
  const request = {
    address: world.factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'cancelOrder',
    account: client.account,
    args: [lazyOrder],
  } as const
  return {
    simulate: () => client.simulateContract(request),
    send: () => client.writeContract(request),
  }
}

/** The lazy-order collection `drops` handed to `to` by its owner `client`. */
function transferDrops(client: AnvilClient, to: Address) {
  return client.writeContract({
    address: drops,
    abi: ghostCollectionAbi,
    functionName: 'transferOwnership',
    account: client.account,
    args: [to],
  })
}

async function wrapAndApprove(client: AnvilClient, amount: bigint): Promise<void> {
  await mined(
    client,
    client.writeContract({
      address: world.wbnb,
      abi: wbnbAbi,
      functionName: 'deposit',
      value: amount,
    }),
  )
  await mined(
    client,
    client.writeContract({
      address: world.wbnb,
      abi: wbnbAbi,
      functionName: 'approve',
      args: [world.factory, amount],
    }),
  )
}

function pendingRevenue(account: Address) {
  return deployer.readContract({
    address: world.factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'pendingRevenue',
    args: [account],
  })
}

function orderStatus(signed: SignedOrder) {
  return deployer
    .readContract({
      address: world.factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'hashOrder',
      args: [signed.order],
    })
    .then((hash) =>
      deployer.readContract({
        address: world.factory,
        abi: ghostNFTFactoryAbi,
        functionName: 'orderStatus',
        args: [hash],
      }),
    )
}

/** OrderStatus enum values. */
const NONE = 0
const EXECUTED = 1
const CANCELLED = 2

describe('GhostNFTFactory: createCollection', () => {
  test('clones, initializes and registers a collection on the market, with events', async () => {
    const { result: clone, request } = await alice.simulateContract({
      address: world.factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'createCollection',
      account: alice.account,
      args: ['Alice Art', 'ART', alice.account.address, 750n, zeroAddress],
    })
    const receipt = await mined(alice, alice.writeContract(request))
    expect(eventsIn(receipt, ghostCollectionAbi, clone)).toEqual([
      {
        eventName: 'OwnershipTransferred',
        args: { previousOwner: zeroAddress, newOwner: alice.account.address },
      },
    ])
    expect(eventsIn(receipt, ghostMarketAbi, world.market)).toEqual([
      {
        eventName: 'CollectionNew',
        args: {
          collection: clone,
          creatorAddress: alice.account.address,
          whitelistChecker: zeroAddress,
          creatorFee: 750n,
          refererFee: 100n,
        },
      },
    ])
    expect(eventsIn(receipt, ghostNFTFactoryAbi, world.factory)).toEqual([
      {
        eventName: 'CollectionCreated',
        args: {
          collection: clone,
          owner: alice.account.address,
          whitelistChecker: zeroAddress,
          name: 'Alice Art',
          symbol: 'ART',
          creatorFee: 750n,
        },
      },
    ])
    // The announcement comes first: an indexer then has the names before the market's
    // registration and never reads them from the clone.
    const logIndexOf = (emitter: string) =>
      receipt.logs.findIndex((log) => log.address.toLowerCase() === emitter.toLowerCase())
    expect(logIndexOf(world.factory)).toBeLessThan(logIndexOf(world.market))
    const read = <name extends 'name' | 'symbol' | 'owner' | 'factory'>(functionName: name) =>
      deployer.readContract({ address: clone, abi: ghostCollectionAbi, functionName })
    expect([
      await read('name'),
      await read('symbol'),
      await read('owner'),
      await read('factory'),
    ]).toEqual(['Alice Art', 'ART', alice.account.address, world.factory])
    expect(
      await deployer.readContract({
        address: world.market,
        abi: ghostMarketAbi,
        functionName: 'collections',
        args: [clone],
      }),
    ).toEqual([1, alice.account.address, zeroAddress, 750, 100])
  })

  const refused: {
    title: string
    owner: () => Address
    creatorFee: bigint
    factory?: () => Promise<Address>
    reason: string
  }[] = [
    {
      title: 'a royalty above 10%',
      owner: () => alice.account.address,
      creatorFee: 1001n,
      reason: 'GhostNFTFactory: FEE_TOO_HIGH',
    },
    {
      title: 'a zero owner',
      owner: () => zeroAddress,
      creatorFee: 0n,
      reason: 'GhostNFTFactory: ZERO_ADDRESS',
    },
    {
      title: 'a factory the market does not know',
      owner: () => alice.account.address,
      creatorFee: 0n,
      factory: () =>
        deployed(
          deployer,
          deployer.deployContract({
            abi: ghostNFTFactoryAbi,
            bytecode: ghostNFTFactoryBytecode,
            args: [world.market, world.wbnb, world.implementation],
          }),
        ),
      reason: 'GhostMarket: NOT_OWNER_OR_FACTORY',
    },
  ]
  test.each(refused)('refuses $title', async ({ owner, creatorFee, factory, reason }) => {
    const address = factory ? await factory() : world.factory
    expect(
      await revertReason(
        alice.simulateContract({
          address,
          abi: ghostNFTFactoryAbi,
          functionName: 'createCollection',
          account: alice.account,
          args: ['X', 'X', owner(), creatorFee, zeroAddress],
        }),
      ),
    ).toBe(reason)
  })

  test.each([
    { title: 'market', args: () => [zeroAddress, world.wbnb, world.implementation] as const },
    { title: 'WBNB', args: () => [world.market, zeroAddress, world.implementation] as const },
    { title: 'implementation', args: () => [world.market, world.wbnb, zeroAddress] as const },
  ])('the constructor refuses a zero $title', async ({ args }) => {
    expect(
      await deployRevertReason(deployer, {
        abi: ghostNFTFactoryAbi,
        bytecode: ghostNFTFactoryBytecode,
        args: args(),
      }),
    ).toBe('GhostNFTFactory: ZERO_ADDRESS')
  })
})

describe('GhostNFTFactory: lazy orders', () => {
  test('hashOrder is the sdk typed data hash, and the signature verifies with viem', async () => {
    const lazyOrder = order({ uri: 'ipfs://other', nonce: 7n, price: 123n })
    const typedData = getLazyOrderTypedData(LOCAL_CHAIN_ID, world.factory, lazyOrder)
    const onChain = await deployer.readContract({
      address: world.factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'hashOrder',
      args: [lazyOrder],
    })
    expect(onChain).toBe(hashTypedData(typedData))
    const signed = await signOrder(creator, world.factory, lazyOrder)
    const signature = serializeSignature({ r: signed.r, s: signed.s, v: BigInt(signed.v) })
    expect(
      await verifyTypedData({ ...typedData, address: creator.account.address, signature }),
    ).toBe(true)
  })

  test('a BNB purchase mints to the buyer, pays the creator and credits the fees', async () => {
    const signed = await signOrder(creator, world.factory, order())
    const creatorBefore = await deployer.getBalance({ address: creator.account.address })
    const receipt = await mined(bob, execute(bob, signed).send())
    const orderHash = hashTypedData(
      getLazyOrderTypedData(LOCAL_CHAIN_ID, world.factory, signed.order),
    )

    expect(eventsIn(receipt, ghostCollectionAbi, drops)).toEqual([
      { eventName: 'MetadataUpdate', args: { _tokenId: 1n } },
      { eventName: 'Transfer', args: { from: zeroAddress, to: bob.account.address, tokenId: 1n } },
      {
        eventName: 'TokenMinted',
        args: { to: bob.account.address, tokenId: 1n, tokenUID: UID, tokenURI: URI },
      },
    ])
    // 2% + 1% (no referrer named) to the treasury, 0.5% to the ghost pot, the rest to the creator
    expect(eventsIn(receipt, ghostNFTFactoryAbi, world.factory)).toEqual([
      {
        eventName: 'RevenueCredit',
        args: { account: treasury.account.address, amount: 3n * 10n ** 16n },
      },
      {
        eventName: 'RevenueCredit',
        args: { account: ghostPot.account.address, amount: 5n * 10n ** 15n },
      },
      {
        eventName: 'OrderExecuted',
        args: {
          orderHash,
          collection: drops,
          buyer: bob.account.address,
          tokenUID: UID,
          tokenId: 1n,
          creator: creator.account.address,
          price: PRICE,
          netPrice: 915n * 10n ** 15n,
          treasureFee: 2n * 10n ** 16n,
          ghostPotFee: 5n * 10n ** 15n,
          creatorFee: 5n * 10n ** 16n,
          refererFee: 10n ** 16n,
          referrer: zeroAddress,
          withBNB: true,
        },
      },
    ])
    expect(await deployer.getBalance({ address: creator.account.address })).toBe(
      creatorBefore + 965n * 10n ** 15n,
    )
    expect(await pendingRevenue(treasury.account.address)).toBe(3n * 10n ** 16n)
    expect(await pendingRevenue(ghostPot.account.address)).toBe(5n * 10n ** 15n)
    expect(await deployer.getBalance({ address: world.factory })).toBe(35n * 10n ** 15n)
    expect(await orderStatus(signed)).toBe(EXECUTED)
    expect(
      await deployer.readContract({
        address: drops,
        abi: ghostCollectionAbi,
        functionName: 'ownerOf',
        args: [1n],
      }),
    ).toBe(bob.account.address)
  })

  test('a WBNB purchase with a referrer pulls the price and credits the referrer', async () => {
    const signed = await signOrder(creator, world.factory, order())
    await wrapAndApprove(bob, PRICE)
    const creatorBefore = await deployer.getBalance({ address: creator.account.address })
    const receipt = await mined(
      bob,
      execute(bob, signed, { withBNB: false, referrer: referrer.account.address }).send(),
    )
    const factoryEvents = eventsIn(receipt, ghostNFTFactoryAbi, world.factory)
    expect(factoryEvents.slice(0, 3)).toEqual([
      {
        eventName: 'RevenueCredit',
        args: { account: treasury.account.address, amount: 2n * 10n ** 16n },
      },
      {
        eventName: 'RevenueCredit',
        args: { account: referrer.account.address, amount: 10n ** 16n },
      },
      {
        eventName: 'RevenueCredit',
        args: { account: ghostPot.account.address, amount: 5n * 10n ** 15n },
      },
    ])
    expect(factoryEvents[3]).toMatchObject({
      eventName: 'OrderExecuted',
      args: { referrer: referrer.account.address, withBNB: false, refererFee: 10n ** 16n },
    })
    expect(eventsIn(receipt, wbnbAbi, world.wbnb)).toEqual([
      {
        eventName: 'Transfer',
        args: { src: bob.account.address, dst: world.factory, wad: PRICE },
      },
      { eventName: 'Withdrawal', args: { src: world.factory, wad: PRICE } },
    ])
    expect(await deployer.getBalance({ address: creator.account.address })).toBe(
      creatorBefore + 965n * 10n ** 15n,
    )
    expect(await pendingRevenue(referrer.account.address)).toBe(10n ** 16n)
  })

  type Refusal = {
    title: string
    setup?: () => Promise<unknown>
    signed: () => Promise<SignedOrder>
    buyer?: () => AnvilClient
    payment?: () => Payment
    reason: string
  }
  const refused: Refusal[] = [
    {
      title: 'BNB other than the price',
      signed: () => signOrder(creator, world.factory, order()),
      payment: () => ({ withBNB: true, value: PRICE - 1n }),
      reason: 'GhostNFTFactory: WRONG_PRICE',
    },
    {
      title: 'an expired order',
      signed: async () =>
        signOrder(
          creator,
          world.factory,
          order({ expiry: (await deployer.getBlock()).timestamp - 1n }),
        ),
      reason: 'GhostNFTFactory: ORDER_EXPIRED',
    },
    {
      title: 'a signature by someone else',
      signed: async () => ({ ...(await signOrder(alice, world.factory, order())), order: order() }),
      reason: 'GhostNFTFactory: INVALID_SIGNATURE',
    },
    {
      title: 'a price changed after signing',
      signed: async () => ({
        ...(await signOrder(creator, world.factory, order())),
        order: order({ price: PRICE / 2n }),
      }),
      reason: 'GhostNFTFactory: INVALID_SIGNATURE',
    },
    {
      title: 'a signature for another factory',
      signed: () => signOrder(creator, world.market, order()),
      reason: 'GhostNFTFactory: INVALID_SIGNATURE',
    },
    {
      title: 'a non-canonical (high s) signature',
      signed: async () => {
        const signed = await signOrder(creator, world.factory, order())
        const s = SECP256K1_N - hexToBigInt(signed.s)
        return { ...signed, s: numberToHex(s, { size: 32 }), v: signed.v === 27 ? 28 : 27 }
      },
      reason: 'GhostNFTFactory: INVALID_SIGNATURE',
    },
    {
      title: 'an order by someone who does not own the collection',
      signed: () => signOrder(alice, world.factory, order({ creator: alice.account.address })),
      reason: 'GhostNFTFactory: NOT_COLLECTION_OWNER',
    },
    {
      title: 'an order signed before the collection changed hands',
      setup: () => mined(creator, transferDrops(creator, alice.account.address)),
      signed: () => signOrder(creator, world.factory, order()),
      reason: 'GhostNFTFactory: NOT_COLLECTION_OWNER',
    },
    {
      title: 'an order whose nonce is not the ownership epoch',
      signed: () => signOrder(creator, world.factory, order({ nonce: 1n })),
      reason: 'GhostNFTFactory: STALE_ORDER',
    },
    {
      title: 'an order signed before the collection went away and came back (A → B → A)',
      setup: async () => {
        await mined(creator, transferDrops(creator, alice.account.address))
        await mined(alice, transferDrops(alice, creator.account.address))
      },
      signed: () => signOrder(creator, world.factory, order()),
      reason: 'GhostNFTFactory: STALE_ORDER',
    },
    {
      title: 'the creator buying their own order',
      signed: () => signOrder(creator, world.factory, order()),
      buyer: () => creator,
      reason: 'GhostNFTFactory: BUYER_IS_CREATOR',
    },
    {
      title: 'a collection the market closed',
      setup: () =>
        mined(
          creator,
          creator.writeContract({
            address: world.market,
            abi: ghostMarketAbi,
            functionName: 'closeCollection',
            args: [drops],
          }),
        ),
      signed: () => signOrder(creator, world.factory, order()),
      reason: 'GhostNFTFactory: COLLECTION_NOT_OPEN',
    },
    {
      title: 'a collection the market never registered',
      signed: () => signOrder(creator, world.factory, order({ collection })),
      reason: 'GhostNFTFactory: COLLECTION_NOT_OPEN',
    },
    {
      title: 'an executed order',
      setup: async () =>
        mined(bob, execute(bob, await signOrder(creator, world.factory, order())).send()),
      signed: () => signOrder(creator, world.factory, order()),
      reason: 'GhostNFTFactory: ORDER_EXECUTED',
    },
    {
      title: 'a cancelled order',
      setup: () => mined(creator, cancel(creator, order()).send()),
      signed: () => signOrder(creator, world.factory, order()),
      reason: 'GhostNFTFactory: ORDER_CANCELLED',
    },
    {
      title: 'a second order for a token UID already minted',
      setup: async () =>
        mined(bob, execute(bob, await signOrder(creator, world.factory, order())).send()),
      signed: () => signOrder(creator, world.factory, order({ expiry: FAR_EXPIRY - 1n })),
      reason: 'GhostCollection: UID_ALREADY_MINTED',
    },
    {
      title: 'WBNB the buyer does not have',
      signed: () => signOrder(creator, world.factory, order()),
      payment: () => ({ withBNB: false }),
      reason: 'WBNB: INSUFFICIENT_BALANCE',
    },
  ]
  test.each(refused)('refuses $title', async ({ setup, signed, buyer, payment, reason }) => {
    await setup?.()
    const client = buyer?.() ?? bob
    expect(await revertReason(execute(client, await signed(), payment?.()).simulate())).toBe(reason)
  })

  test('after A → B → A the owner signs with the new ownership epoch and sells', async () => {
    await mined(creator, transferDrops(creator, alice.account.address))
    await mined(alice, transferDrops(alice, creator.account.address))
    const epoch = await deployer.readContract({
      address: drops,
      abi: ghostCollectionAbi,
      functionName: 'ownershipEpoch',
    })
    expect(epoch).toBe(2n)
    const signed = await signOrder(creator, world.factory, order({ nonce: epoch }))
    await mined(bob, execute(bob, signed).send())
    expect(await orderStatus(signed)).toBe(EXECUTED)
  })

  test('cancelOrder kills the signature for good', async () => {
    const signed = await signOrder(creator, world.factory, order())
    const receipt = await mined(creator, cancel(creator, signed.order).send())
    console.info(`cancelOrder gas: ${receipt.gasUsed}`)
    expect(eventsIn(receipt, ghostNFTFactoryAbi, world.factory)).toEqual([
      {
        eventName: 'OrderCancelled',
        args: {
          orderHash: hashTypedData(
            getLazyOrderTypedData(LOCAL_CHAIN_ID, world.factory, signed.order),
          ),
          collection: drops,
          creator: creator.account.address,
          tokenUID: UID,
        },
      },
    ])
    expect(await orderStatus(signed)).toBe(CANCELLED)
    expect(await revertReason(execute(bob, signed).simulate())).toBe(
      'GhostNFTFactory: ORDER_CANCELLED',
    )
  })

  const cancelRefused: {
    title: string
    setup?: () => Promise<unknown>
    by: () => AnvilClient
    reason: string
  }[] = [
    { title: 'by anyone but the creator', by: () => alice, reason: 'GhostNFTFactory: NOT_CREATOR' },
    {
      title: 'of an executed order',
      setup: async () =>
        mined(bob, execute(bob, await signOrder(creator, world.factory, order())).send()),
      by: () => creator,
      reason: 'GhostNFTFactory: ORDER_EXECUTED',
    },
    {
      title: 'twice',
      setup: () => mined(creator, cancel(creator, order()).send()),
      by: () => creator,
      reason: 'GhostNFTFactory: ORDER_CANCELLED',
    },
  ]
  test.each(cancelRefused)('refuses a cancel $title', async ({ setup, by, reason }) => {
    await setup?.()
    expect(await revertReason(cancel(by(), order()).simulate())).toBe(reason)
  })

  test('fee recipients claim their pending revenue once', async () => {
    await mined(bob, execute(bob, await signOrder(creator, world.factory, order())).send())
    const before = await deployer.getBalance({ address: treasury.account.address })
    const receipt = await mined(
      treasury,
      treasury.writeContract({
        address: world.factory,
        abi: ghostNFTFactoryAbi,
        functionName: 'claimPendingRevenue',
      }),
    )
    expect(eventsIn(receipt, ghostNFTFactoryAbi, world.factory)).toEqual([
      {
        eventName: 'RevenueClaim',
        args: { claimer: treasury.account.address, amount: 3n * 10n ** 16n },
      },
    ])
    expect(await deployer.getBalance({ address: treasury.account.address })).toBe(
      before + 3n * 10n ** 16n - gasCost(receipt),
    )
    expect(
      await revertReason(
        treasury.simulateContract({
          address: world.factory,
          abi: ghostNFTFactoryAbi,
          functionName: 'claimPendingRevenue',
          account: treasury.account,
        }),
      ),
    ).toBe('GhostNFTFactory: NO_PENDING_REVENUE')
  })

  test('BNB sent to the factory by anyone but WBNB is refused', async () => {
    expect(
      await revertOf(alice.call({ account: alice.account, to: world.factory, value: 1n })),
    ).toBe('GhostNFTFactory: ONLY_WBNB')
  })

  test('a creator wallet that refuses BNB signs through ERC-1271 and is paid in WBNB', async () => {
    const wallet = await deployed(
      alice,
      alice.deployContract({
        abi: lazyOrderCreatorWalletAbi,
        bytecode: lazyOrderCreatorWalletBytecode,
        args: [alice.account.address],
      }),
    )
    const walletDrops = await createCollection(alice, world.factory, wallet, CREATOR_FEE)
    const signed = await signOrder(
      alice,
      world.factory,
      order({ collection: walletDrops, creator: wallet }),
    )
    await mined(bob, execute(bob, signed).send())
    expect(
      await deployer.readContract({
        address: world.wbnb,
        abi: wbnbAbi,
        functionName: 'balanceOf',
        args: [wallet],
      }),
    ).toBe(965n * 10n ** 15n)
    expect(await deployer.getBalance({ address: wallet })).toBe(0n)
    // a signature by the wallet's key for an order naming the key itself is not the wallet's
    const forged = await signOrder(
      alice,
      world.factory,
      order({ collection: walletDrops, nonce: 2n }),
    )
    expect(await revertReason(execute(bob, forged).simulate())).toBe(
      'GhostNFTFactory: INVALID_SIGNATURE',
    )
  })

  test("a buyer's onERC721Received cannot re-enter the factory", async () => {
    const actor = await deployed(
      bob,
      bob.deployContract({ abi: marketActorAbi, bytecode: marketActorBytecode }),
    )
    const first = await signOrder(creator, world.factory, order())
    // free, so that without the guard the hook's purchase would succeed
    const second = await signOrder(
      creator,
      world.factory,
      order({ tokenUID: tokenUID('second'), price: 0n }),
    )
    await marketActor(bob, actor).setHook(
      world.factory,
      encodeFunctionData({
        abi: ghostNFTFactoryAbi,
        functionName: 'executeOrderWithBNB',
        args: [second.order, second.v, second.r, second.s, zeroAddress],
      }),
    )
    await marketActor(bob, actor).execute(
      world.factory,
      encodeFunctionData({
        abi: ghostNFTFactoryAbi,
        functionName: 'executeOrderWithBNB',
        args: [first.order, first.v, first.r, first.s, zeroAddress],
      }),
      PRICE,
    )
    const readActor = <name extends 'hookCalled' | 'hookSucceeded' | 'hookResult'>(
      functionName: name,
    ) => deployer.readContract({ address: actor, abi: marketActorAbi, functionName })
    expect(await readActor('hookCalled')).toBe(true)
    expect(await readActor('hookSucceeded')).toBe(false)
    expect(await readActor('hookResult')).toBe(toFunctionSelector('ReentrancyGuardReentrantCall()'))
    expect(await orderStatus(first)).toBe(EXECUTED)
    expect(await orderStatus(second)).toBe(NONE)
    expect(
      await deployer.readContract({
        address: drops,
        abi: ghostCollectionAbi,
        functionName: 'totalMinted',
      }),
    ).toBe(1n)
  })
})

describe('GhostCollection on the market: gas', () => {
  /** The budget for buyTokenUsingBNB from an ask. */
  const BUY_GAS_BUDGET = 150_000n

  function buy(buyer: AnvilClient, tokenId: bigint) {
    return mined(
      buyer,
      buyer.writeContract({
        address: world.market,
        abi: ghostMarketAbi,
        functionName: 'buyTokenUsingBNB',
        args: [drops, tokenId, referrer.account.address],
        value: PRICE,
      }),
    )
  }

  /**
   * The first sale on a market also creates the fee recipients' pending-revenue slots (the
   * market's cost, not the collection's); the budget is for the sales after it.
   */
  test('a buyer new to the collection buys a listed token with BNB within budget', async () => {
    for (const uri of [URI, URI2, URI]) {
      await mined(
        creator,
        creator.writeContract({
          address: drops,
          abi: ghostCollectionAbi,
          functionName: 'mint',
          args: [alice.account.address, uri],
        }),
      )
    }
    await mined(
      alice,
      alice.writeContract({
        address: drops,
        abi: ghostCollectionAbi,
        functionName: 'setApprovalForAll',
        args: [world.market, true],
      }),
    )
    for (const tokenId of [1n, 2n, 3n]) {
      await mined(
        alice,
        alice.writeContract({
          address: world.market,
          abi: ghostMarketAbi,
          functionName: 'createAskOrder',
          args: [drops, tokenId, PRICE],
        }),
      )
    }
    await buy(bob, 1n)
    const receipt = await buy(factoryAccount, 2n)
    expect(receipt.gasUsed).toBeLessThanOrEqual(BUY_GAS_BUDGET)
  })
})
