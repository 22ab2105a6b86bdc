/**
 * Gives a freshly deployed local world its NFT market (Anvil only), after the DEX history:
 * generated art and metadata stored as files (`storeFile`, named by CID), the Ghost Squad tokens
 * and a creator collection (Spectral Shapes) minted with `ipfs://{cid}` URIs, profiles with
 * avatars in both teams (one paused) and points, the marketplace steps of worldPlan NFT_STEPS
 * (asks, changes, a cancel, buys with BNB and WBNB, one with a referrer), and the artist's lazily
 * minted orders: one executed, one cancelled, the open ones written to `ordersPath` for the
 * orders API to import. Everything is planned in worldPlan.ts, so every fresh world is the same
 * (but for order expiries, which count from the present).
 */
import { writeFileSync } from 'node:fs'
import {
  ghostProfileAbi,
  iGhostCollectionAbi,
  iGhostMarketAbi,
  iGhostNFTFactoryAbi,
  wbnbAbi,
} from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getNftContracts, type Manifest } from '@ghost/contracts/manifest'
import { getLazyOrderTypedData, type LazyOrder } from '@ghost/sdk'
import {
  type Address,
  encodePacked,
  erc20Abi,
  erc721Abi,
  type Hex,
  keccak256,
  maxUint256,
  parseEventLogs,
  parseSignature,
  zeroAddress,
} from 'viem'
import { createAnvilSender } from './anvilSender'
import { TransactionFailedError } from './chainWriter'
import {
  abstractArt,
  encodeJson,
  encodeSvg,
  ghostSquadArt,
  type NftArt,
  nftMetadata,
} from './nftArt'
import {
  LAZY_ORDER_BUYER,
  LAZY_ORDER_LIFETIME_DAYS,
  LAZY_ORDERS,
  NFT_ACCOUNTS,
  NFT_COLLECTIONS,
  NFT_STEPS,
  type NftCollectionKey,
  PAUSED_PROFILE_ACCOUNT,
  PROFILE_POINTS,
  PROFILES,
} from './worldPlan'

/** Stores a file (an image or a metadata JSON) and answers its CID. */
export type StoreFile = (bytes: Uint8Array) => Promise<string>

export type SeedNftsParameters = {
  rpcUrl: string
  /** A world deployed with the NFT market (deployNft). */
  manifest: Manifest
  storeFile: StoreFile
  /** Where the open lazy orders are written (see `OpenOrdersFile`). */
  ordersPath: string
}

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

const address = (index: number): Address => devAccount(index).address

export async function seedNfts(parameters: SeedNftsParameters): Promise<SeededNfts> {
  const { manifest, storeFile } = parameters
  const nft = getNftContracts(manifest)
  if (!nft) throw new Error('the manifest lacks the NFT market (deployNft)')
  const { NFTMarket, NFTFactory, Profile, GhostSquad } = nft
  const sender = createAnvilSender(parameters.rpcUrl)
  const { client, call } = sender
  const chainId = await client.getChainId()

  /** Draws token `number` of a collection, stores its image and metadata: its token URI. */
  const tokenUri = async (key: NftCollectionKey, number: number): Promise<string> => {
    const plan = NFT_COLLECTIONS[key]
    const art = ART[key](plan.artSeed + number)
    const imageCid = await storeFile(encodeSvg(art))
    const metadata = nftMetadata({
      name: `${plan.name} #${number}`,
      description: plan.description,
      imageCid,
      attributes: art.attributes,
    })
    return `ipfs://${await storeFile(encodeJson(metadata))}`
  }

  await client.setAutomine(false)
  try {
    return await seed()
  } finally {
    await client.setAutomine(true)
  }

  async function seed(): Promise<SeededNfts> {
    const creator = address(NFT_ACCOUNTS.creator)
    const created = await sender.receipt(
      await call(creator, NFTFactory, iGhostNFTFactoryAbi, 'createCollection', [
        NFT_COLLECTIONS.Shapes.name,
        NFT_COLLECTIONS.Shapes.symbol,
        creator,
        NFT_COLLECTIONS.Shapes.creatorFee,
        zeroAddress,
      ]),
    )
    const [shapesCreated] = parseEventLogs({
      abi: iGhostNFTFactoryAbi,
      eventName: 'CollectionCreated',
      logs: created.logs,
    })
    if (!shapesCreated) throw new TransactionFailedError('createCollection: no event')
    const collections: Record<NftCollectionKey, Address> = {
      GhostSquad: GhostSquad,
      Shapes: shapesCreated.args.collection,
    }
    const collectionOwners: Record<NftCollectionKey, Address> = {
      GhostSquad: address(0),
      Shapes: creator,
    }

    // Mint: token ids count up from 1 in the planned order.
    for (const key of ['GhostSquad', 'Shapes'] as const) {
      for (const [i, owner] of NFT_COLLECTIONS[key].owners.entries()) {
        await call(collectionOwners[key], collections[key], iGhostCollectionAbi, 'mint', [
          address(owner),
          await tokenUri(key, i + 1),
        ])
      }
    }

    // Approvals: sellers let the market escrow their tokens, profile makers let the profile take
    // an avatar and CAKE, WBNB buyers wrap BNB and let the market pull it.
    const sellers = new Set(NFT_STEPS.filter((step) => step.kind === 'ask').map((s) => s.account))
    for (const account of sellers) {
      for (const key of ['GhostSquad', 'Shapes'] as const) {
        await call(address(account), collections[key], erc721Abi, 'setApprovalForAll', [
          NFTMarket,
          true,
        ])
      }
    }
    for (const { account } of PROFILES) {
      await call(address(account), GhostSquad, erc721Abi, 'setApprovalForAll', [Profile, true])
      await call(address(account), manifest.tokens.CAKE, erc20Abi, 'approve', [Profile, maxUint256])
    }
    for (const [account, amount] of wbnbNeeds()) {
      await call(address(account), manifest.contracts.WBNB, wbnbAbi, 'deposit', [], amount)
      await call(address(account), manifest.contracts.WBNB, erc20Abi, 'approve', [
        NFTMarket,
        maxUint256,
      ])
    }

    // Profiles, points, and one profile paused again.
    for (const profile of PROFILES) {
      await call(address(profile.account), Profile, ghostProfileAbi, 'createProfile', [
        profile.teamId,
        GhostSquad,
        profile.avatar,
      ])
    }
    const deployer = address(0)
    const pointRole = await client.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'POINT_ROLE',
    })
    await call(deployer, Profile, ghostProfileAbi, 'grantRole', [pointRole, deployer])
    for (const [account, points] of PROFILE_POINTS.users) {
      await call(deployer, Profile, ghostProfileAbi, 'increaseUserPoints', [
        address(account),
        points,
        PROFILE_POINTS.campaignId,
      ])
    }
    for (const [teamId, points] of PROFILE_POINTS.teams) {
      await call(deployer, Profile, ghostProfileAbi, 'increaseTeamPoints', [
        teamId,
        points,
        PROFILE_POINTS.campaignId,
      ])
    }
    await call(address(PAUSED_PROFILE_ACCOUNT), Profile, ghostProfileAbi, 'pauseProfile', [])

    // The marketplace.
    const prices = new Map<string, bigint>()
    for (const step of NFT_STEPS) {
      const from = address(step.account)
      const collection = collections[step.collection]
      const id = `${step.collection}:${step.tokenId}`
      switch (step.kind) {
        case 'ask':
          prices.set(id, step.price)
          await call(from, NFTMarket, iGhostMarketAbi, 'createAskOrder', [
            collection,
            step.tokenId,
            step.price,
          ])
          break
        case 'modify':
          prices.set(id, step.price)
          await call(from, NFTMarket, iGhostMarketAbi, 'modifyAskOrder', [
            collection,
            step.tokenId,
            step.price,
          ])
          break
        case 'cancel':
          await call(from, NFTMarket, iGhostMarketAbi, 'cancelAskOrder', [collection, step.tokenId])
          break
        case 'buy': {
          const price = prices.get(id)
          if (price === undefined) throw new Error(`the plan buys ${id}, which it never lists`)
          const referrer = step.referrer === undefined ? zeroAddress : address(step.referrer)
          if (step.currency === 'BNB')
            await call(
              from,
              NFTMarket,
              iGhostMarketAbi,
              'buyTokenUsingBNB',
              [collection, step.tokenId, referrer],
              price,
            )
          else
            await call(from, NFTMarket, iGhostMarketAbi, 'buyTokenUsingWBNB', [
              collection,
              step.tokenId,
              price,
              referrer,
            ])
          break
        }
      }
    }

    // The artist's lazily minted sales.
    const signer = devAccount(NFT_ACCOUNTS.creator)
    if (!signer.signTypedData) throw new Error('the development account cannot sign')
    const now = (await client.getBlock()).timestamp
    const open: SignedOrder[] = []
    for (const planned of LAZY_ORDERS) {
      const order: LazyOrder = {
        collection: collections.Shapes,
        tokenUID: keccak256(
          encodePacked(['address', 'uint256'], [collections.Shapes, BigInt(planned.number)]),
        ),
        uri: await tokenUri('Shapes', planned.number),
        price: planned.price,
        creator,
        expiry: now + BigInt(LAZY_ORDER_LIFETIME_DAYS * 86_400),
        nonce: 0n,
      }
      const typedData = getLazyOrderTypedData(chainId, NFTFactory, order)
      const { r, s, v, yParity } = parseSignature(await signer.signTypedData(typedData))
      const signed: SignedOrder = {
        hash: await client.readContract({
          address: NFTFactory,
          abi: iGhostNFTFactoryAbi,
          functionName: 'hashOrder',
          args: [order],
        }),
        order: {
          ...order,
          price: order.price.toString(),
          expiry: order.expiry.toString(),
          nonce: order.nonce.toString(),
        },
        v: v === undefined ? 27 + yParity : Number(v),
        r,
        s,
      }
      if (planned.fate === 'open') open.push(signed)
      else if (planned.fate === 'executed')
        await call(
          address(LAZY_ORDER_BUYER),
          NFTFactory,
          iGhostNFTFactoryAbi,
          'executeOrderWithBNB',
          [order, signed.v, r, s, zeroAddress],
          order.price,
        )
      else await call(creator, NFTFactory, iGhostNFTFactoryAbi, 'cancelOrder', [order])
    }
    const file: OpenOrdersFile = { chainId, factory: NFTFactory, orders: open }
    writeFileSync(parameters.ordersPath, `${JSON.stringify(file, null, 2)}\n`)

    await sender.assertAllSucceeded('NFT seed')
    return {
      collections,
      transactions: sender.transactions(),
      requests: sender.requests(),
      openOrders: open.length,
    }
  }
}

/** The WBNB each planned WBNB buyer pays in all (the ask price at the time of each buy). */
function wbnbNeeds(): Map<number, bigint> {
  const prices = new Map<string, bigint>()
  const needs = new Map<number, bigint>()
  for (const step of NFT_STEPS) {
    const id = `${step.collection}:${step.tokenId}`
    if (step.kind === 'ask' || step.kind === 'modify') prices.set(id, step.price)
    if (step.kind === 'buy' && step.currency === 'WBNB')
      needs.set(step.account, (needs.get(step.account) ?? 0n) + (prices.get(id) ?? 0n))
  }
  return needs
}
