import { lazyOrderCreatorWalletAbi, lazyOrderCreatorWalletBytecode } from '@ghost/contracts'
import { anvilClient, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import { getNftContracts } from '@ghost/contracts/manifest'
import { signLazyOrder } from '@ghost/devnet'
import type { LazyOrder } from '@ghost/sdk'
import sharp from 'sharp'
import {
  type Account,
  type Address,
  createPublicClient,
  http,
  keccak256,
  type PublicClient,
  parseEther,
  stringToHex,
} from 'viem'
import { toAccount } from 'viem/accounts'
import { createManifestReader } from '../../deployment/createManifestReader'
import { createFactoryCollection } from '../../nft/test/nftScenario'
import type { MarketContext } from '../context'
import type { MarketChain, MarketServer } from './marketFixture'

/**
 * A contract wallet (ERC-1271: the test LazyOrderCreatorWallet, its key `key`) deployed on the
 * chain, as the account its owner signs with in a browser: the wallet's address, the key's
 * signatures. Messages signed by any other key are refused by the wallet.
 */
export async function deployContractWallet(chain: MarketChain, key: Account): Promise<Account> {
  const { signMessage, signTypedData } = key
  if (!signMessage || !signTypedData) throw new Error('the key cannot sign locally')
  const keyClient = anvilClient(chain.url, key)
  const deployed = await keyClient.waitForTransactionReceipt({
    hash: await keyClient.deployContract({
      abi: lazyOrderCreatorWalletAbi,
      bytecode: lazyOrderCreatorWalletBytecode,
      args: [key.address],
    }),
  })
  if (!deployed.contractAddress) throw new Error('no wallet')
  return toAccount({
    address: deployed.contractAddress,
    signMessage,
    signTypedData,
    signTransaction: () => Promise.reject(new Error('a contract does not sign transactions')),
  })
}

/** The creator's collection (account 5, world.creator), made through the factory. */
export async function createCreatorCollection(chain: MarketChain, name: string): Promise<Address> {
  const { world } = chain
  const collection = await createFactoryCollection(world, world.creator, name, 'LAZY', {
    creatorFee: 250n,
  })
  return collection.toLowerCase() as Address
}

/** A 4×4 PNG and its metadata JSON in the file store; answers the metadata's `ipfs://` URI. */
export async function storeTokenFiles(chain: MarketChain, name: string): Promise<string> {
  const png = await sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer()
  const imageCid = await chain.files.put(png)
  const metadata = {
    name,
    description: `${name}, sold lazily.`,
    image: `ipfs://${imageCid}`,
    attributes: [
      { trait_type: 'Colour', value: 'Rose' },
      { trait_type: 'Edition', value: 1, display_type: 'number' },
    ],
  }
  return `ipfs://${await chain.files.put(new TextEncoder().encode(JSON.stringify(metadata)))}`
}

/** 2100-01-01: a fixed expiry keeps order hashes (and the messages naming them) stable. */
export const FAR_EXPIRY = 4_102_444_800n

/** An order of `collection`'s owner for token `label`, valid until 2100, at 0.25 BNB. */
export function lazyOrder(
  chain: MarketChain,
  collection: Address,
  label: string,
  uri: string,
  overrides: Partial<LazyOrder> = {},
): LazyOrder {
  return {
    collection,
    tokenUID: keccak256(stringToHex(label)),
    uri,
    price: parseEther('0.25'),
    creator: chain.world.creator.account.address,
    expiry: FAR_EXPIRY,
    nonce: 0n,
    ...overrides,
  }
}

export type CreateOrderBody = {
  tokenUID: string
  creator: string
  price: string
  data: { collection: string; uri: string; expiry: number; nonce: string }
  v: number
  r: string
  s: string
}

/** `signer` signs `order` (as a wallet would) and the orders/create body carries both. */
export async function signedBody(
  chain: MarketChain,
  signer: Account,
  order: LazyOrder,
): Promise<CreateOrderBody> {
  const { v, r, s } = await signLazyOrder(signer, LOCAL_CHAIN_ID, chain.world.factory, order)
  return {
    tokenUID: order.tokenUID,
    creator: order.creator,
    price: order.price.toString(),
    data: {
      collection: order.collection,
      uri: order.uri,
      expiry: Number(order.expiry),
      nonce: order.nonce.toString(),
    },
    v,
    r,
    s,
  }
}

/** What the server's market routes work with, on `server`'s database (for importOrdersFile). */
export function marketContextOf(chain: MarketChain, server: MarketServer): MarketContext {
  return {
    db: server.database.db,
    chainId: LOCAL_CHAIN_ID,
    rpc: createPublicClient({ transport: http(chain.url) }) as PublicClient,
    files: chain.files,
    nftContracts: createManifestReader(chain.manifestPath, getNftContracts),
    uploadMaxBytes: server.config.uploadMaxBytes,
  }
}
