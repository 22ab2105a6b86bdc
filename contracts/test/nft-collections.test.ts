import { type Address, type Hex, keccak256, stringToHex, zeroAddress, zeroHash } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ghostCollectionAbi, ghostCollectionBytecode } from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  revertTo,
  startAnvil,
} from '../lib/anvil'
import { deployed, mined, revertReason, userClients } from './farms/setup'
import { deployClone, eventsIn } from './nft/collections'

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

function read<name extends 'owner' | 'factory' | 'name' | 'symbol' | 'totalMinted' | 'totalSupply'>(
  functionName: name,
) {
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
