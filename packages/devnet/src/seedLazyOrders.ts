/**
 * The artist's lazily minted sales (worldPlan LAZY_ORDERS): each order signed with the
 * artist's development key; one executed with BNB, one cancelled on chain, and the open ones
 * returned for the orders file (`OpenOrdersFile`).
 */
import { iGhostNFTFactoryAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import type { LazyOrder } from '@ghost/sdk'
import { type Address, encodePacked, type Hex, keccak256, zeroAddress } from 'viem'
import { devAddress, type NftSeedContext } from './nftSeedContext'
import { signLazyOrder } from './signLazyOrder'
import { LAZY_ORDER_BUYER, LAZY_ORDER_LIFETIME_DAYS, LAZY_ORDERS, NFT_ACCOUNTS } from './worldPlan'

/** A signed lazy order as the orders API takes it (`/orders/create`: the order and v, r, s). */
export type SignedOrder = {
  /** The EIP-712 hash (the factory's `hashOrder`), the order's id on chain. */
  hash: Hex
  order: Omit<LazyOrder, 'price' | 'expiry' | 'nonce'> & {
    /** Decimal strings (JSON has no bigint). */
    price: string
    expiry: string
    nonce: string
  }
  v: number
  r: Hex
  s: Hex
}

/** `deployments/{chainId}.orders.json`: the open orders, signed by their creators. */
export type OpenOrdersFile = {
  chainId: number
  factory: Address
  orders: SignedOrder[]
}

/** `tokenUri(art, name)` stores a Spectral Shapes token drawn from `art`, named `name`: its URI. */
export async function seedLazyOrders(
  { sender, nft, collections }: NftSeedContext,
  tokenUri: (art: number, name: string) => Promise<string>,
): Promise<OpenOrdersFile> {
  const { call, client } = sender
  const { NFTFactory } = nft
  const chainId = await client.getChainId()
  const signer = devAccount(NFT_ACCOUNTS.creator)
  const creator = devAddress(NFT_ACCOUNTS.creator)
  const now = (await client.getBlock()).timestamp
  const open: SignedOrder[] = []
  for (const planned of LAZY_ORDERS) {
    const order: LazyOrder = {
      collection: collections.Shapes,
      tokenUID: keccak256(
        encodePacked(['address', 'uint256'], [collections.Shapes, BigInt(planned.art)]),
      ),
      uri: await tokenUri(planned.art, planned.title),
      price: planned.price,
      creator,
      expiry: now + BigInt(LAZY_ORDER_LIFETIME_DAYS * 86_400),
      nonce: 0n,
    }
    const { v, r, s } = await signLazyOrder(signer, chainId, NFTFactory, order)
    if (planned.fate === 'executed') {
      await call(
        devAddress(LAZY_ORDER_BUYER),
        NFTFactory,
        iGhostNFTFactoryAbi,
        'executeOrderWithBNB',
        [order, v, r, s, zeroAddress],
        order.price,
      )
    } else if (planned.fate === 'cancelled') {
      await call(creator, NFTFactory, iGhostNFTFactoryAbi, 'cancelOrder', [order])
    } else {
      const hash = await client.readContract({
        address: NFTFactory,
        abi: iGhostNFTFactoryAbi,
        functionName: 'hashOrder',
        args: [order],
      })
      const { price, expiry, nonce } = order
      const fields = { price: price.toString(), expiry: expiry.toString(), nonce: nonce.toString() }
      open.push({ hash, order: { ...order, ...fields }, v, r, s })
    }
  }
  return { chainId, factory: NFTFactory, orders: open }
}
