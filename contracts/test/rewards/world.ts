/**
 * Shared setup of the reward-programme tests: the NFT market world (nft/market.ts) with a real
 * GhostPot as the market's ghost pot, the two factories, and the calls holders and admins make.
 */
import { type Address, type Hash, parseEventLogs, type TransactionReceipt, zeroAddress } from 'viem'
import {
  feeManagerAbi,
  feeManagerFactoryAbi,
  feeManagerFactoryBytecode,
  ghostCollectionAbi,
  ghostCollectionBytecode,
  ghostMarketAbi,
  ghostNFTFactoryAbi,
  ghostNFTFactoryBytecode,
  ghostPotAbi,
  ghostPotBytecode,
  sharePotAbi,
  sharePotFactoryAbi,
  sharePotFactoryBytecode,
  wbnbAbi,
} from '../../generated'
import type { AnvilClient } from '../../lib/anvil'
import { deployed, mined } from '../farms/setup'
import { createCollection, type SignedOrder, signOrder, tokenUID } from '../nft/collections'
import { deployMarketWorld, type MarketWorld } from '../nft/market'

/** The fee managers' admin fee in the tests: 5%. */
export const ADMIN_FEE = 500n

export type RewardsWorld = MarketWorld & {
  /** Account 5: the programmes' admin (sets levels alongside the owner). */
  admin: AnvilClient
  pot: Address
  sharePotFactory: Address
  feeManagerFactory: Address
  /** Receives the fee managers' admin fee (the market's treasury, account 7). */
  feeRecipient: Address
}

export async function deployRewardsWorld(url: string): Promise<RewardsWorld> {
  const market = await deployMarketWorld(url)
  const { owner, wbnb } = market
  const admin = market.users[4] as AnvilClient
  const me = owner.account.address
  const pot = await deployed(
    owner,
    owner.deployContract({
      abi: ghostPotAbi,
      bytecode: ghostPotBytecode,
      args: [me, admin.account.address, wbnb, market.market, market.nft],
    }),
  )
  await mined(
    owner,
    owner.writeContract({
      address: market.market,
      abi: ghostMarketAbi,
      functionName: 'setAddresses',
      args: [market.treasury, pot, '0x0000000000000000000000000000000000000000'],
    }),
  )
  const sharePotFactory = await deployed(
    owner,
    owner.deployContract({
      abi: sharePotFactoryAbi,
      bytecode: sharePotFactoryBytecode,
      args: [me, wbnb],
    }),
  )
  const feeManagerFactory = await deployed(
    owner,
    owner.deployContract({
      abi: feeManagerFactoryAbi,
      bytecode: feeManagerFactoryBytecode,
      args: [me, wbnb, market.treasury, ADMIN_FEE],
    }),
  )
  return {
    ...market,
    admin,
    pot,
    sharePotFactory,
    feeManagerFactory,
    feeRecipient: market.treasury,
  }
}

export const ghostPot = (w: RewardsWorld) => ({ address: w.pot, abi: ghostPotAbi }) as const

export function setGhostLevel(w: RewardsWorld, by: AnvilClient, user: Address, level: bigint) {
  return mined(
    by,
    by.writeContract({ ...ghostPot(w), functionName: 'setGhostSquadLevel', args: [user, level] }),
  )
}

export function depositTo(by: AnvilClient, programme: Address, value: bigint) {
  return mined(
    by,
    by.writeContract({
      address: programme,
      abi: ghostPotAbi,
      functionName: 'depositRewards',
      value,
    }),
  )
}

export async function createSharePot(
  w: RewardsWorld,
  collection: Address = w.nft,
  name = 'Test Holders',
  admin: Address = w.admin.account.address,
): Promise<Address> {
  const receipt = await mined(
    w.owner,
    w.owner.writeContract({
      address: w.sharePotFactory,
      abi: sharePotFactoryAbi,
      functionName: 'createPot',
      args: [collection, name, admin],
    }),
  )
  const [created] = parseEventLogs({
    abi: sharePotFactoryAbi,
    eventName: 'PotCreated',
    logs: receipt.logs,
  })
  if (!created) throw new Error('createPot: no PotCreated')
  return created.args.pot
}

export async function createFeeManager(
  w: RewardsWorld,
  name = 'Test Treasury',
  admin: Address = w.admin.account.address,
): Promise<Address> {
  const receipt = await mined(
    w.owner,
    w.owner.writeContract({
      address: w.feeManagerFactory,
      abi: feeManagerFactoryAbi,
      functionName: 'createFeeManager',
      args: [name, admin],
    }),
  )
  const [created] = parseEventLogs({
    abi: feeManagerFactoryAbi,
    eventName: 'FeeManagerCreated',
    logs: receipt.logs,
  })
  if (!created) throw new Error('createFeeManager: no FeeManagerCreated')
  return created.args.manager
}

export const sharePot = (address: Address) => ({ address, abi: sharePotAbi }) as const
export const feeManager = (address: Address) => ({ address, abi: feeManagerAbi }) as const

/** Sends plain BNB (a receive), mined. */
export async function sendBNB(
  by: AnvilClient,
  to: Address,
  value: bigint,
): Promise<TransactionReceipt> {
  const hash: Hash = await by.sendTransaction({ to, value })
  return mined(by, Promise.resolve(hash))
}

export function wbnbOf(w: RewardsWorld, account: Address): Promise<bigint> {
  return w.owner.readContract({
    address: w.wbnb,
    abi: wbnbAbi,
    functionName: 'balanceOf',
    args: [account],
  })
}

/**
 * Deploys a GhostNFTFactory for the world's market (with the collection template) and names it on
 * the market, as the devnet does: its lazy sales credit the ghost pot fee on the factory. With
 * `market`, a factory of another market, left unnamed.
 */
export async function deployNftFactory(
  w: RewardsWorld,
  { market }: { market?: Address } = {},
): Promise<Address> {
  const { owner } = w
  const implementation = await deployed(
    owner,
    owner.deployContract({ abi: ghostCollectionAbi, bytecode: ghostCollectionBytecode }),
  )
  const factory = await deployed(
    owner,
    owner.deployContract({
      abi: ghostNFTFactoryAbi,
      bytecode: ghostNFTFactoryBytecode,
      args: [market ?? w.market, w.wbnb, implementation],
    }),
  )
  if (market !== undefined) return factory
  await mined(
    owner,
    owner.writeContract({
      address: w.market,
      abi: ghostMarketAbi,
      functionName: 'setAddresses',
      args: [w.treasury, w.pot, factory],
    }),
  )
  return factory
}

/** A collection `creator` owns, made through `factory` (registered on the market). */
export function creatorCollection(
  w: RewardsWorld,
  factory: Address,
  creator: AnvilClient,
  creatorFee: bigint,
): Promise<Address> {
  return createCollection(w.owner, factory, creator.account.address, creatorFee)
}

/**
 * `creator` signs a lazy order for one token of `collection` at `price` (nonce 0: the
 * collection's ownership epoch while its ownership never moved), expiring in an hour.
 */
export async function signLazyOrder(
  factory: Address,
  collection: Address,
  creator: AnvilClient,
  price: bigint,
  label: string,
): Promise<SignedOrder> {
  const head = await creator.getBlock()
  return signOrder(creator, factory, {
    collection,
    tokenUID: tokenUID(label),
    uri: `ipfs://${label}`,
    price,
    creator: creator.account.address,
    expiry: head.timestamp + 3_600n,
    nonce: 0n,
  })
}

/** `buyer` executes a signed lazy order, paying BNB, naming `referrer` (none by default). */
export function executeWithBNB(
  factory: Address,
  buyer: AnvilClient,
  signed: SignedOrder,
  referrer: Address = zeroAddress,
): Promise<TransactionReceipt> {
  return mined(
    buyer,
    buyer.writeContract({
      address: factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'executeOrderWithBNB',
      args: [signed.order, signed.v, signed.r, signed.s, referrer],
      value: signed.order.price,
    }),
  )
}
