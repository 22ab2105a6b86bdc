/**
 * Shared plumbing for the collection and lazy-order tests: EIP-1167 clones deployed straight
 * from an account, lazy orders signed with the sdk's typed data, and decoded events.
 */
import { getLazyOrderTypedData, type LazyOrder } from '@ghost/sdk'
import {
  type Abi,
  type Address,
  concat,
  type Hex,
  keccak256,
  parseEventLogs,
  parseSignature,
  stringToHex,
  type TransactionReceipt,
  zeroAddress,
} from 'viem'
import {
  ghostCollectionAbi,
  ghostCollectionBytecode,
  ghostMarketAbi,
  ghostMarketBytecode,
  ghostNFTFactoryAbi,
  ghostNFTFactoryBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '../../generated'
import type { AnvilClient } from '../../lib/anvil'
import { deployed, mined } from '../farms/setup'

/**
 * A minimal proxy's creation code (EIP-1167), as OpenZeppelin's `Clones.clone` builds it; sent
 * from an account it makes a clone without a factory contract.
 */
export async function deployClone(client: AnvilClient, implementation: Address): Promise<Address> {
  const data = concat([
    '0x3d602d80600a3d3981f3363d3d373d3d3d363d73',
    implementation,
    '0x5af43d82803e903d91602b57fd5bf3',
  ])
  return deployed(
    client,
    client.sendTransaction({ account: client.account, chain: client.chain, data }),
  )
}

export type SignedOrder = { order: LazyOrder; v: number; r: Hex; s: Hex }

/** The factory call arguments of an order signed by `signer` (the creator's key). */
export async function signOrder(
  signer: AnvilClient,
  factory: Address,
  order: LazyOrder,
): Promise<SignedOrder> {
  const chainId = signer.chain.id
  const signature = await signer.signTypedData({
    account: signer.account,
    ...getLazyOrderTypedData(chainId, factory, order),
  })
  const { r, s, v, yParity } = parseSignature(signature)
  return { order, v: Number(v ?? BigInt(yParity + 27)), r, s }
}

/** A token UID as the server makes them: bytes32 of some off-chain id. */
export function tokenUID(label: string): Hex {
  return keccak256(stringToHex(label))
}

/** Event names and arguments of the receipt's logs that `abi` knows, in log order. */
export function eventsIn(
  receipt: TransactionReceipt,
  abi: Abi,
  address?: Address,
): { eventName: string; args: unknown }[] {
  return parseEventLogs({ abi, logs: receipt.logs })
    .filter((log) => address === undefined || log.address.toLowerCase() === address.toLowerCase())
    .map(({ eventName, args }) => ({ eventName, args }))
}

/** The market, the collection template and the factory wired together, as the devnet does. */
export type LazyOrderWorld = {
  wbnb: Address
  market: Address
  implementation: Address
  factory: Address
}

/**
 * Deploys WBNB, GhostMarket (owned by `owner`, fees to `treasury` and `ghostPot`), the
 * GhostCollection implementation and GhostNFTFactory, and names the factory on the market so
 * it may register collections.
 */
export async function deployLazyOrderWorld(
  owner: AnvilClient,
  treasury: Address,
  ghostPot: Address,
): Promise<LazyOrderWorld> {
  const wbnb = await deployed(owner, owner.deployContract({ abi: wbnbAbi, bytecode: wbnbBytecode }))
  const market = await deployed(
    owner,
    owner.deployContract({
      abi: ghostMarketAbi,
      bytecode: ghostMarketBytecode,
      args: [owner.account.address, wbnb, treasury, ghostPot],
    }),
  )
  const implementation = await deployed(
    owner,
    owner.deployContract({ abi: ghostCollectionAbi, bytecode: ghostCollectionBytecode }),
  )
  const factory = await deployed(
    owner,
    owner.deployContract({
      abi: ghostNFTFactoryAbi,
      bytecode: ghostNFTFactoryBytecode,
      args: [market, wbnb, implementation],
    }),
  )
  await mined(
    owner,
    owner.writeContract({
      address: market,
      abi: ghostMarketAbi,
      functionName: 'setAddresses',
      args: [treasury, ghostPot, factory],
    }),
  )
  return { wbnb, market, implementation, factory }
}

/** A collection made through the factory (so registered on the market), owned by `owner`. */
export async function createCollection(
  client: AnvilClient,
  factory: Address,
  owner: Address,
  creatorFee: bigint,
  whitelistChecker: Address = zeroAddress,
): Promise<Address> {
  const { result, request } = await client.simulateContract({
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'createCollection',
    account: client.account,
    args: ['Creator Drops', 'DROP', owner, creatorFee, whitelistChecker],
  })
  await mined(client, client.writeContract(request))
  return result
}
