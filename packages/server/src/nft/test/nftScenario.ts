/**
 * A small NFT market history on a local chain with the Ghost world deployed (deployWorld, which
 * includes the market, the factory, the profile and Ghost Squad): an admin-registered collection
 * beside the factory's, asks listed, modified and cancelled, sales with BNB and WBNB, with and
 * without a referrer, two sales in one transaction, a lazy order executed and one cancelled,
 * profiles created, paused, reactivated, updated and moved, points, a collection modified and
 * closed, over two days.
 */

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ghostCollectionAbi,
  ghostMarketAbi,
  ghostNFTFactoryAbi,
  ghostProfileAbi,
  nftBatchBuyerAbi,
  nftBatchBuyerBytecode,
  testNFTAbi,
  testNFTBytecode,
  wbnbAbi,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  LOCAL_CHAIN_ID,
  localChain,
  startAnvil,
} from '@ghost/contracts/anvil'
import { getNftContracts, type Manifest } from '@ghost/contracts/manifest'
import { deployWorld, devWriter } from '@ghost/devnet'
import { createFileStore, type FileStore } from '@ghost/files'
import { computeCid, getLazyOrderTypedData, type LazyOrder, toIpfsUri } from '@ghost/sdk'
import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  maxUint256,
  type PublicClient,
  parseEther,
  parseEventLogs,
  parseSignature,
  stringToHex,
  zeroAddress,
} from 'viem'
import { send } from '../../test/chainCalls'
import { createFileStoreMetadataReader } from '../fileStoreMetadata'
import type { MetadataReader } from '../metadata'

/** Where the market's tests have always taken it from. */
export { send }

export const DAY = 86_400n

/** The metadata files of the scenario's tokens (`missing` is never stored). */
export const METADATA = {
  squad1: {
    name: 'Ghost #1',
    description: 'The first ghost',
    image: 'ipfs://bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e',
    attributes: [
      { trait_type: 'otherId', value: 7 },
      { trait_type: 'Hat', value: 'Top hat' },
    ],
  },
  /** Wrong types everywhere: every field stays null. */
  squad4: { name: 42, attributes: 'not a list' },
  art: {
    name: 'Art One',
    image: 'ipfs://bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e',
  },
} as const

export type TokenUris = Record<'squad1' | 'squad2' | 'squad3' | 'squad4' | 'art', string>

/**
 * Stores the scenario's metadata in `files` and answers each token's URI: Ghost #2's file is not
 * JSON, Ghost #3's was never stored.
 */
export async function storeMetadata(files: FileStore): Promise<TokenUris> {
  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))
  return {
    squad1: toIpfsUri(await files.put(json(METADATA.squad1))),
    squad2: toIpfsUri(await files.put(new TextEncoder().encode('{ not json'))),
    squad3: toIpfsUri(await computeCid(new TextEncoder().encode('never stored'))),
    squad4: toIpfsUri(await files.put(json(METADATA.squad4))),
    art: toIpfsUri(await files.put(json(METADATA.art))),
  }
}

export type NftWorld = {
  url: string
  manifest: Manifest
  market: Address
  factory: Address
  profile: Address
  squad: Address
  admin: AnvilClient
  users: AnvilClient[]
  creator: AnvilClient
}

export function nftWorld(url: string, manifest: Manifest): NftWorld {
  const contracts = getNftContracts(manifest)
  if (!contracts) throw new Error('The manifest has no NFT market')
  const { NFTMarket, NFTFactory, Profile, GhostSquad } = contracts
  return {
    url,
    manifest,
    market: NFTMarket,
    factory: NFTFactory,
    profile: Profile,
    squad: GhostSquad,
    admin: anvilClient(url, devAccount(0)),
    users: [1, 2, 3, 4].map((index) => anvilClient(url, devAccount(index))),
    creator: anvilClient(url, devAccount(5)),
  }
}

async function deploy(client: AnvilClient, abi: Abi, bytecode: Hex): Promise<Address> {
  const hash = await client.deployContract({ abi, bytecode, account: client.account, chain: null })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (!receipt.contractAddress) throw new Error('deploy failed')
  return receipt.contractAddress
}

async function signOrder(signer: AnvilClient, factory: Address, order: LazyOrder) {
  const signature = await signer.signTypedData({
    account: signer.account,
    ...getLazyOrderTypedData(signer.chain.id, factory, order),
  })
  const { r, s, v, yParity } = parseSignature(signature)
  return { v: Number(v ?? BigInt(yParity + 27)), r, s }
}

/** Deploys TestNFT and registers it on the market as the admin (not through the factory). */
export async function addAdminCollection(world: NftWorld): Promise<Address> {
  const { admin } = world
  const nft = await deploy(admin, testNFTAbi, testNFTBytecode)
  await send(admin, {
    address: world.market,
    abi: ghostMarketAbi,
    functionName: 'addCollection',
    args: [nft, world.creator.account.address, zeroAddress, 500n, 100n],
  })
  return nft
}

/** Everything before the first sale: mints, approvals, asks (new, modified, cancelled). */
export async function prepareMarket(
  world: NftWorld,
  testNft: Address,
  uris: TokenUris,
): Promise<void> {
  const { admin, users, market, squad } = world
  const [seller, buyer, wbnbBuyer] = users as [AnvilClient, AnvilClient, AnvilClient]
  for (const uri of [uris.squad1, uris.squad2, uris.squad3]) {
    await send(admin, {
      address: squad,
      abi: ghostCollectionAbi,
      functionName: 'mint',
      args: [seller.account.address, uri],
    })
  }
  for (const to of [seller, seller, buyer]) {
    await send(admin, {
      address: testNft,
      abi: testNFTAbi,
      functionName: 'mint',
      args: [to.account.address],
    })
  }
  for (const nft of [squad, testNft]) {
    await send(seller, {
      address: nft,
      abi: testNFTAbi,
      functionName: 'setApprovalForAll',
      args: [market, true],
    })
  }
  const ask = (nft: Address, tokenId: bigint, price: bigint) =>
    send(seller, {
      address: market,
      abi: ghostMarketAbi,
      functionName: 'createAskOrder',
      args: [nft, tokenId, price],
    })
  await ask(squad, 1n, parseEther('1'))
  await send(seller, {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'modifyAskOrder',
    args: [squad, 1n, parseEther('1.5')],
  })
  await ask(squad, 2n, parseEther('2'))
  await ask(testNft, 1n, parseEther('0.5'))
  await send(seller, {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'cancelAskOrder',
    args: [testNft, 1n],
  })
  await ask(testNft, 2n, parseEther('0.3'))
  const wbnb = world.manifest.contracts.WBNB
  await send(wbnbBuyer, {
    address: wbnb,
    abi: wbnbAbi,
    functionName: 'deposit',
    args: [],
    value: parseEther('10'),
  })
  await send(wbnbBuyer, {
    address: wbnb,
    abi: wbnbAbi,
    functionName: 'approve',
    args: [market, maxUint256],
  })
}

/** Sales from asks: BNB without a referrer, WBNB with one. */
export async function sellAsks(world: NftWorld): Promise<void> {
  const { users, market, squad } = world
  const [, buyer, wbnbBuyer, referrer] = users as [
    AnvilClient,
    AnvilClient,
    AnvilClient,
    AnvilClient,
  ]
  await send(buyer, {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'buyTokenUsingBNB',
    args: [squad, 1n, zeroAddress],
    value: parseEther('1.5'),
  })
  await send(wbnbBuyer, {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'buyTokenUsingWBNB',
    args: [squad, 2n, parseEther('2'), referrer.account.address],
  })
}

/** The next day: two asks bought in one transaction through NftBatchBuyer. */
export async function sellTwoInOneTransaction(world: NftWorld, testNft: Address): Promise<Hex> {
  const { users, market } = world
  const [seller, , , batchOwner] = users as [AnvilClient, AnvilClient, AnvilClient, AnvilClient]
  await send(seller, {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'createAskOrder',
    args: [testNft, 1n, parseEther('0.4')],
  })
  const batch = await deploy(batchOwner, nftBatchBuyerAbi, nftBatchBuyerBytecode)
  const receipt = await send(batchOwner, {
    address: batch,
    abi: nftBatchBuyerAbi,
    functionName: 'buyAll',
    args: [market, [testNft, testNft], [1n, 2n], [parseEther('0.4'), parseEther('0.3')]],
    value: parseEther('0.7'),
  })
  return receipt.transactionHash
}

/**
 * A collection made through the factory by `sender`, owned by `owner` (the sender unless given),
 * with a royalty of `creatorFee` basis points; answers its address as the event names it.
 */
export async function createFactoryCollection(
  world: Pick<NftWorld, 'factory'>,
  sender: AnvilClient,
  name: string,
  symbol: string,
  {
    owner = sender.account.address,
    creatorFee = 300n,
  }: { owner?: Address; creatorFee?: bigint } = {},
): Promise<Address> {
  const receipt = await send(sender, {
    address: world.factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'createCollection',
    args: [name, symbol, owner, creatorFee, zeroAddress],
  })
  const [created] = parseEventLogs({
    abi: ghostNFTFactoryAbi,
    eventName: 'CollectionCreated',
    logs: receipt.logs,
  })
  if (!created) throw new Error('no CollectionCreated')
  return created.args.collection
}

/** A creator's collection through the factory; one signed order executed, another cancelled. */
export async function lazyOrders(world: NftWorld, uris: TokenUris): Promise<Address> {
  const { creator, factory, users } = world
  const collection = await createFactoryCollection(world, creator, 'Creator Art', 'ART')
  // nonce: the collection's ownership epoch, 0 while it never changed hands
  const order = (label: string): LazyOrder => ({
    collection,
    tokenUID: keccak256(stringToHex(label)),
    uri: uris.art,
    price: parseEther('0.2'),
    creator: creator.account.address,
    expiry: 2n ** 40n,
    nonce: 0n,
  })
  const sold = order('art-1')
  const { v, r, s } = await signOrder(creator, factory, sold)
  const [, buyer, , referrer] = users as [AnvilClient, AnvilClient, AnvilClient, AnvilClient]
  await send(buyer, {
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'executeOrderWithBNB',
    args: [sold, v, r, s, referrer.account.address],
    value: sold.price,
  })
  await send(creator, {
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'cancelOrder',
    args: [order('art-2')],
  })
  return collection
}

/**
 * A profile with Ghost #1 (bought earlier): created in team 1, given points, paused,
 * reactivated, updated to Ghost #4, moved to team 2; team 2 gets points too.
 */
export async function profiles(world: NftWorld, uris: TokenUris): Promise<void> {
  const { admin, users, profile, squad } = world
  const [, user] = users as [AnvilClient, AnvilClient]
  const cake = world.manifest.tokens.CAKE
  await send(admin, {
    address: cake,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [user.account.address, parseEther('20')],
  })
  await send(user, {
    address: cake,
    abi: erc20Abi,
    functionName: 'approve',
    args: [profile, maxUint256],
  })
  await send(user, {
    address: squad,
    abi: testNFTAbi,
    functionName: 'setApprovalForAll',
    args: [profile, true],
  })
  await send(admin, {
    address: squad,
    abi: ghostCollectionAbi,
    functionName: 'mint',
    args: [user.account.address, uris.squad4],
  })
  const call = <name extends ContractFunctionName<typeof ghostProfileAbi, 'nonpayable'>>(
    client: AnvilClient,
    functionName: name,
    args: ContractFunctionArgs<typeof ghostProfileAbi, 'nonpayable', name>,
  ) => send(client, { address: profile, abi: ghostProfileAbi, functionName, args })
  await call(user, 'createProfile', [1n, squad, 1n])
  const pointRole = await admin.readContract({
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'POINT_ROLE',
  })
  await call(admin, 'grantRole', [pointRole, admin.account.address])
  await call(admin, 'increaseUserPoints', [user.account.address, 150n, 1n])
  await call(admin, 'increaseTeamPoints', [2n, 40n, 1n])
  await call(user, 'pauseProfile', [])
  await call(user, 'reactivateProfile', [squad, 1n])
  const squadTokens = await admin.readContract({
    address: squad,
    abi: ghostCollectionAbi,
    functionName: 'totalMinted',
  })
  await call(user, 'updateProfile', [squad, squadTokens])
  const specialRole = await admin.readContract({
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'SPECIAL_ROLE',
  })
  await call(admin, 'grantRole', [specialRole, admin.account.address])
  await call(admin, 'changeTeam', [user.account.address, 2n])
}

/** 2026-01-01, 22:00 UTC: the scenario's second day starts two hours in. */
const GENESIS = 20_454n * DAY + 22n * 3_600n

export type NftScenario = {
  anvil: AnvilInstance
  world: NftWorld
  client: PublicClient
  testNft: Address
  artCollection: Address
  /** The transaction of the two sales through NftBatchBuyer. */
  batchTransaction: Hex
  /** After the second day's sales, before the lazy orders and the profiles. */
  middleBlock: bigint
  headBlock: bigint
  uris: TokenUris
  readMetadata: MetadataReader
  stop(): Promise<void>
}

/** The admin changes the Test NFT collection's fees, then closes it (its asks are all sold). */
export async function closeAdminCollection(world: NftWorld, testNft: Address): Promise<void> {
  const { admin, market, creator } = world
  await send(admin, {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'modifyCollection',
    args: [testNft, creator.account.address, zeroAddress, 400n, 50n],
  })
  await send(admin, {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'closeCollection',
    args: [testNft],
  })
}

/** Anvil with the Ghost world, the metadata in a temporary file store, and the whole scenario. */
export async function runNftScenario(): Promise<NftScenario> {
  const anvil = await startAnvil({
    chainId: LOCAL_CHAIN_ID,
    args: ['--timestamp', String(GENESIS)],
  })
  const filesDir = mkdtempSync(join(tmpdir(), 'ghost-nft-files-'))
  const stop = async () => {
    await anvil.stop()
    rmSync(filesDir, { recursive: true, force: true })
  }
  try {
    const testClient = anvilClient(anvil.url)
    const manifest = await deployWorld({
      deployer: devWriter(anvil.url, 0),
      treasury: devAccount(9).address,
      ghostPot: devAccount(8).address,
      mine: (blocks) => testClient.mine({ blocks: Number(blocks) }),
    })
    const world = nftWorld(anvil.url, manifest)
    const files = createFileStore(filesDir)
    const uris = await storeMetadata(files)
    const testNft = await addAdminCollection(world)
    await prepareMarket(world, testNft, uris)
    await sellAsks(world)
    await testClient.increaseTime({ seconds: Number(DAY) })
    const batchTransaction = await sellTwoInOneTransaction(world, testNft)
    // cacheTime 0: viem keeps a block number for seconds, and blocks come faster here.
    const middleBlock = await testClient.getBlockNumber({ cacheTime: 0 })
    const artCollection = await lazyOrders(world, uris)
    await profiles(world, uris)
    await closeAdminCollection(world, testNft)
    const headBlock = await testClient.getBlockNumber({ cacheTime: 0 })
    return {
      anvil,
      world,
      client: createPublicClient({ chain: localChain(anvil.url), transport: http(anvil.url) }),
      testNft,
      artCollection,
      batchTransaction,
      middleBlock,
      headBlock,
      uris,
      readMetadata: createFileStoreMetadataReader(files),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
