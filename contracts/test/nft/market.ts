/**
 * Shared setup of the NFT market tests: WBNB, the market, an ERC721Enumerable test collection
 * registered with a creator royalty and a referrer fee, and the calls a seller and a buyer make.
 */
import {
  type Address,
  encodeFunctionData,
  type Hash,
  type Hex,
  maxUint256,
  type TransactionReceipt,
} from 'viem'
import {
  ghostMarketAbi,
  ghostMarketBytecode,
  marketActorAbi,
  marketActorBytecode,
  testNFTAbi,
  testNFTBytecode,
  testWhitelistCheckerAbi,
  testWhitelistCheckerBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '../../generated'
import { type AnvilClient, anvilClient, devAccount } from '../../lib/anvil'
import { deployed, E18, mined } from '../farms/setup'

/** The collection's royalty and referrer fee in the tests (5% and 1%). */
export const CREATOR_FEE = 500n
export const REFERER_FEE = 100n
export const DEFAULT_TRADING_FEE = 200n
export const DEFAULT_GHOST_POT_FEE = 50n
export const MIN_ASK = 10n ** 15n
export const MAX_ASK = 10_000n * E18

export type MarketWorld = {
  owner: AnvilClient
  /** Development accounts 1…5: sellers, buyers, referrers. */
  users: AnvilClient[]
  /** The collection's creator (account 6), receiver of its royalty. */
  creator: AnvilClient
  treasury: Address
  ghostPot: Address
  wbnb: Address
  market: Address
  nft: Address
  /** A second collection with a whitelist checker (even ids only). */
  checkedNft: Address
  checker: Address
}

export async function deployMarketWorld(url: string): Promise<MarketWorld> {
  const owner = anvilClient(url)
  const users = [1, 2, 3, 4, 5].map((i) => anvilClient(url, devAccount(i)))
  const creator = anvilClient(url, devAccount(6))
  const treasury = devAccount(7).address
  const ghostPot = devAccount(8).address
  const wbnb = await deployed(owner, owner.deployContract({ abi: wbnbAbi, bytecode: wbnbBytecode }))
  const market = await deployed(
    owner,
    owner.deployContract({
      abi: ghostMarketAbi,
      bytecode: ghostMarketBytecode,
      args: [owner.account.address, wbnb, treasury, ghostPot],
    }),
  )
  const nft = await deployNft(owner)
  const checkedNft = await deployNft(owner)
  const checker = await deployed(
    owner,
    owner.deployContract({ abi: testWhitelistCheckerAbi, bytecode: testWhitelistCheckerBytecode }),
  )
  const world = {
    owner,
    users,
    creator,
    treasury,
    ghostPot,
    wbnb,
    market,
    nft,
    checkedNft,
    checker,
  }
  await addCollection(world, nft, '0x0000000000000000000000000000000000000000')
  await addCollection(world, checkedNft, checker)
  for (const user of users) {
    await mined(
      user,
      user.writeContract({
        address: wbnb,
        abi: wbnbAbi,
        functionName: 'deposit',
        value: 1_000n * E18,
      }),
    )
    await mined(
      user,
      user.writeContract({
        address: wbnb,
        abi: wbnbAbi,
        functionName: 'approve',
        args: [market, maxUint256],
      }),
    )
  }
  return world
}

export function deployNft(client: AnvilClient): Promise<Address> {
  return deployed(client, client.deployContract({ abi: testNFTAbi, bytecode: testNFTBytecode }))
}

export function deployActor(client: AnvilClient): Promise<Address> {
  return deployed(
    client,
    client.deployContract({ abi: marketActorAbi, bytecode: marketActorBytecode }),
  )
}

/**
 * Drives a MarketActor, a contract account, as `client`: each call is mined and its receipt
 * returned.
 */
export function marketActor(client: AnvilClient, actor: Address) {
  const contract = { address: actor, abi: marketActorAbi } as const
  return {
    /** On its next BNB receipt or NFT arrival the actor calls `target` with `data` (a re-entry). */
    setHook: (target: Address, data: Hex): Promise<TransactionReceipt> =>
      mined(
        client,
        client.writeContract({ ...contract, functionName: 'setHook', args: [target, data] }),
      ),
    /** The actor calls `target` with `data` and `value`, as a contract wallet would. */
    execute: (target: Address, data: Hex, value = 0n): Promise<TransactionReceipt> =>
      mined(
        client,
        client.writeContract({ ...contract, functionName: 'execute', args: [target, data], value }),
      ),
    refuseBNB: (refuse: boolean): Promise<TransactionReceipt> =>
      mined(
        client,
        client.writeContract({ ...contract, functionName: 'setRefuseBNB', args: [refuse] }),
      ),
  }
}

export async function actorSelling(
  world: MarketWorld,
  client: AnvilClient,
  price: bigint,
): Promise<{ actor: Address; tokenId: bigint }> {
  const actor = await deployActor(client)
  const tokenId = await mint(world, world.nft, actor)
  const wallet = marketActor(client, actor)
  await wallet.execute(
    world.nft,
    encodeFunctionData({
      abi: testNFTAbi,
      functionName: 'setApprovalForAll',
      args: [world.market, true],
    }),
  )
  await wallet.execute(
    world.market,
    encodeFunctionData({
      abi: ghostMarketAbi,
      functionName: 'createAskOrder',
      args: [world.nft, tokenId, price],
    }),
  )
  return { actor, tokenId }
}

export function addCollection(
  world: MarketWorld,
  nft: Address,
  checker: Address,
): Promise<TransactionReceipt> {
  return mined(
    world.owner,
    world.owner.writeContract({
      address: world.market,
      abi: ghostMarketAbi,
      functionName: 'addCollection',
      args: [nft, world.creator.account.address, checker, CREATOR_FEE, REFERER_FEE],
    }),
  )
}

/** Mints the next token of `nft` to `to` and returns its id. */
export async function mint(world: MarketWorld, nft: Address, to: Address): Promise<bigint> {
  const { result, request } = await world.owner.simulateContract({
    address: nft,
    abi: testNFTAbi,
    functionName: 'mint',
    args: [to],
  })
  await mined(world.owner, world.owner.writeContract(request))
  return result
}

/** Approves the market for every token of `nft` held by `user`. */
export function approveAll(
  world: MarketWorld,
  user: AnvilClient,
  nft: Address,
): Promise<TransactionReceipt> {
  return mined(
    user,
    user.writeContract({
      address: nft,
      abi: testNFTAbi,
      functionName: 'setApprovalForAll',
      args: [world.market, true],
    }),
  )
}

/** Mints a token to `seller`, approves the market and lists it at `price`. */
export async function listNew(
  world: MarketWorld,
  seller: AnvilClient,
  price: bigint,
  nft: Address = world.nft,
): Promise<bigint> {
  const tokenId = await mint(world, nft, seller.account.address)
  await approveAll(world, seller, nft)
  await mined(seller, createAsk(world, seller, nft, tokenId, price))
  return tokenId
}

export function createAsk(
  world: MarketWorld,
  seller: AnvilClient,
  nft: Address,
  tokenId: bigint,
  price: bigint,
): Promise<Hash> {
  return seller.writeContract({
    address: world.market,
    abi: ghostMarketAbi,
    functionName: 'createAskOrder',
    args: [nft, tokenId, price],
  })
}

export function buyWithBNB(
  world: MarketWorld,
  buyer: AnvilClient,
  nft: Address,
  tokenId: bigint,
  value: bigint,
  referrer: Address = '0x0000000000000000000000000000000000000000',
): Promise<Hash> {
  return buyer.writeContract({
    address: world.market,
    abi: ghostMarketAbi,
    functionName: 'buyTokenUsingBNB',
    args: [nft, tokenId, referrer],
    value,
  })
}

export function buyWithWBNB(
  world: MarketWorld,
  buyer: AnvilClient,
  nft: Address,
  tokenId: bigint,
  price: bigint,
  referrer: Address = '0x0000000000000000000000000000000000000000',
): Promise<Hash> {
  return buyer.writeContract({
    address: world.market,
    abi: ghostMarketAbi,
    functionName: 'buyTokenUsingWBNB',
    args: [nft, tokenId, price, referrer],
  })
}

export async function ownerOf(world: MarketWorld, nft: Address, tokenId: bigint): Promise<Address> {
  return world.owner.readContract({
    address: nft,
    abi: testNFTAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  })
}

export async function askOf(
  world: MarketWorld,
  nft: Address,
  tokenId: bigint,
): Promise<{ seller: Address; price: bigint }> {
  const [seller, price] = await world.owner.readContract({
    address: world.market,
    abi: ghostMarketAbi,
    functionName: 'asks',
    args: [nft, tokenId],
  })
  return { seller, price }
}

export function pendingRevenue(world: MarketWorld, account: Address): Promise<bigint> {
  return world.owner.readContract({
    address: world.market,
    abi: ghostMarketAbi,
    functionName: 'pendingRevenue',
    args: [account],
  })
}

export function wbnbBalance(world: MarketWorld, account: Address): Promise<bigint> {
  return world.owner.readContract({
    address: world.wbnb,
    abi: wbnbAbi,
    functionName: 'balanceOf',
    args: [account],
  })
}
