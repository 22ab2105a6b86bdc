/**
 * Gives a freshly deployed local world its NFT market (Anvil only), after the DEX history:
 * generated art and metadata stored as files (`storeFile`, named by CID), the Ghost Squad tokens
 * and a creator collection (Spectral Shapes) minted with `ipfs://{cid}` URIs, then profiles
 * (seedProfiles), the marketplace steps (seedNftMarket) and the artist's lazily minted orders
 * (seedLazyOrders), the open ones written to `ordersPath` for the orders API to import.
 * Everything is planned in worldPlan.ts, so every fresh world is the same (but for order
 * expiries, which count from the present).
 */
import { writeFileSync } from 'node:fs'
import { iGhostCollectionAbi, iGhostNFTFactoryAbi } from '@ghost/contracts'
import { getNftContracts, type Manifest } from '@ghost/contracts/manifest'
import { type Address, parseEventLogs, zeroAddress } from 'viem'
import { createAnvilSender } from './anvilSender'
import { TransactionFailedError } from './chainWriter'
import { unrevealedSquadFiles } from './deploySquad'
import {
  abstractArt,
  encodeJson,
  encodeSvg,
  ghostSquadArt,
  type NftArt,
  nftMetadata,
} from './nftArt'
import { devAddress, type NftSeedContext } from './nftSeedContext'
import { seedLazyOrders } from './seedLazyOrders'
import { seedNftMarket } from './seedNftMarket'
import { seedProfiles } from './seedProfiles'
import { NFT_ACCOUNTS, NFT_COLLECTIONS, NFT_SEED_TIME, type NftCollectionKey } from './worldPlan'

export type { OpenOrdersFile, SignedOrder } from './seedLazyOrders'

/** Stores a file (an image or a metadata JSON) and answers its CID. */
export type StoreFile = (bytes: Uint8Array) => Promise<string>

export type SeedNftsParameters = {
  rpcUrl: string
  /** A world deployed with the NFT market (deployNft). */
  manifest: Manifest
  storeFile: StoreFile
  /** Where the open lazy orders are written (see `OpenOrdersFile`). */
  ordersPath: string
  /**
   * Unix seconds of the first block; the next ones follow every NFT_SEED_TIME.blockSeconds, and
   * a last block at the present (or right after the seed, if later) ends the seed. By default
   * the blocks are mined at the present.
   */
  from?: bigint | undefined
  /**
   * Runs after the seed's own transactions, before its last block brings the chain to the
   * present: another seed acts there, still in the seeded past, once the profiles exist (the
   * IFO's commits, and its finished sale's end and harvest).
   */
  beforePresent?: (() => Promise<void>) | undefined
}

export type SeededNfts = {
  collections: Record<NftCollectionKey, Address>
  /** Transactions sent and JSON-RPC requests made. */
  transactions: number
  requests: number
  openOrders: number
}

const ART: Record<NftCollectionKey, (seed: number) => NftArt> = {
  GhostSquad: ghostSquadArt,
  Shapes: abstractArt,
}

export async function seedNfts(parameters: SeedNftsParameters): Promise<SeededNfts> {
  const { manifest, storeFile } = parameters
  const nft = getNftContracts(manifest)
  if (!nft) throw new Error('the manifest lacks the NFT market (deployNft)')
  const sender = createAnvilSender(parameters.rpcUrl)

  /**
   * Draws artwork `number` of a collection, stores its image and metadata: its token URI. A
   * minted token is named by its id (`number`); a lazily sold one by the title it is given.
   */
  const tokenUri = async (
    key: NftCollectionKey,
    number: number,
    name = `${NFT_COLLECTIONS[key].name} #${number}`,
  ): Promise<string> => {
    const plan = NFT_COLLECTIONS[key]
    const art = ART[key](plan.artSeed + number)
    const imageCid = await storeFile(encodeSvg(art))
    const metadata = nftMetadata({
      name,
      description: plan.description,
      imageCid,
      attributes: art.attributes,
    })
    return `ipfs://${await storeFile(encodeJson(metadata))}`
  }

  // The squad's sale tokens show this placeholder until the reveal: its files must resolve too.
  for (const file of (await unrevealedSquadFiles()).files) await storeFile(file)

  const { client } = sender
  await client.setAutomine(false)
  if (parameters.from !== undefined) {
    await client.setNextBlockTimestamp({ timestamp: parameters.from })
    await client.setBlockTimestampInterval({ interval: NFT_SEED_TIME.blockSeconds })
  }
  try {
    const context: NftSeedContext = {
      sender,
      manifest,
      nft,
      collections: { GhostSquad: nft.GhostSquad, Shapes: await createShapes(sender, nft) },
    }
    const owners: Record<NftCollectionKey, Address> = {
      GhostSquad: devAddress(0),
      Shapes: devAddress(NFT_ACCOUNTS.creator),
    }
    // Token ids count up from 1 in the planned order.
    for (const key of ['GhostSquad', 'Shapes'] as const) {
      for (const [i, owner] of NFT_COLLECTIONS[key].owners.entries()) {
        await sender.call(owners[key], context.collections[key], iGhostCollectionAbi, 'mint', [
          devAddress(owner),
          await tokenUri(key, i + 1),
        ])
      }
    }
    await seedProfiles(context)
    await seedNftMarket(context)
    const orders = await seedLazyOrders(context, (art, name) => tokenUri('Shapes', art, name))
    writeFileSync(parameters.ordersPath, `${JSON.stringify(orders, null, 2)}\n`)

    await sender.assertAllSucceeded('NFT seed')
    await parameters.beforePresent?.()
    return {
      collections: context.collections,
      transactions: sender.transactions(),
      requests: sender.requests(),
      openOrders: orders.orders.length,
    }
  } finally {
    if (parameters.from !== undefined) {
      await client.removeBlockTimestampInterval()
      // Back to the clock: later blocks (the user's) follow the present, not the seed's pace.
      const last = (await client.getBlock()).timestamp
      const now = BigInt(Math.floor(Date.now() / 1000))
      await client.setNextBlockTimestamp({ timestamp: now > last ? now : last + 1n })
      await client.mine({ blocks: 1 })
    }
    await client.setAutomine(true)
  }
}

/** The artist creates Spectral Shapes through the factory; its address comes from the event. */
async function createShapes(
  sender: NftSeedContext['sender'],
  nft: NftSeedContext['nft'],
): Promise<Address> {
  const plan = NFT_COLLECTIONS.Shapes
  const creator = devAddress(NFT_ACCOUNTS.creator)
  const hash = await sender.call(creator, nft.NFTFactory, iGhostNFTFactoryAbi, 'createCollection', [
    plan.name,
    plan.symbol,
    creator,
    plan.creatorFee,
    zeroAddress,
  ])
  const [created] = parseEventLogs({
    abi: iGhostNFTFactoryAbi,
    eventName: 'CollectionCreated',
    logs: (await sender.receipt(hash)).logs,
  })
  if (!created) throw new TransactionFailedError(`createCollection ${plan.name}: no event`)
  return created.args.collection
}
