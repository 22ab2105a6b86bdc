/**
 * The Ghost Squad sale's admin commands (spec §6: admin operations are not on the screens):
 * the presale snapshot, the reveal of the claimed tokens' art, and a status report.
 */
import {
  ghostCollectionAbi,
  ghostMarketAbi,
  ghostNFTFactoryAbi,
  ghostSquadAbi,
  ghostSquadSaleAbi,
} from '@ghost/contracts'
import {
  getNftContracts,
  getRewardContracts,
  type ManifestNftContracts,
} from '@ghost/contracts/manifest'
import { createFileStore } from '@ghost/files'
import { getLogsInRanges } from '@ghost/sdk'
import { type Address, formatEther, getAddress, isAddress } from 'viem'
import { write } from '../chainWriter'
import { encodeJson, encodeSvg, ghostSquadArt, nftMetadata } from '../nftArt'
import { NFT_COLLECTIONS } from '../worldPlan'
import {
  type AdminCommand,
  type AdminContext,
  AdminError,
  deployed,
  iso,
  refuseExtra,
  takeOption,
} from './context'

const HOUR = 3_600n
/** Spec §9: the snapshot is taken 12 to 2 hours before the presale. */
export const SNAPSHOT_WINDOW = { opens: 12n * HOUR, closes: 2n * HOUR } as const
/** Users per setPresaleTickets transaction, URIs per reveal transaction. */
export const SNAPSHOT_BATCH = 200
export const REVEAL_BATCH = 50

function nftContracts(context: AdminContext): ManifestNftContracts {
  return deployed(getNftContracts(context.manifest), 'NFT contracts (GhostSquad)')
}

/** The manifest's GhostSquadSale (listed with the reward contracts). */
export function squadSaleAddress(context: AdminContext): Address {
  return deployed(getRewardContracts(context.manifest)?.GhostSquadSale, 'Ghost Squad sale')
}

async function readSale(context: AdminContext, sale: Address, blockNumber: bigint) {
  const at = { address: sale, abi: ghostSquadSaleAbi, blockNumber } as const
  const { readContract } = context.client
  const [owner, presaleStart, publicSaleStart, saleEnd, snapshotBlock] = await Promise.all([
    readContract({ ...at, functionName: 'owner' }),
    readContract({ ...at, functionName: 'presaleStart' }),
    readContract({ ...at, functionName: 'publicSaleStart' }),
    readContract({ ...at, functionName: 'saleEnd' }),
    readContract({ ...at, functionName: 'snapshotBlock' }),
  ])
  const [presaleAllocated, presaleSold, ticketsSold, ticketsClaimed, maxTickets] =
    await Promise.all([
      readContract({ ...at, functionName: 'presaleAllocated' }),
      readContract({ ...at, functionName: 'presaleSold' }),
      readContract({ ...at, functionName: 'ticketsSold' }),
      readContract({ ...at, functionName: 'ticketsClaimed' }),
      readContract({ ...at, functionName: 'maxTickets' }),
    ])
  const [presalePrice, publicPrice, maxPresale] = await Promise.all([
    readContract({ ...at, functionName: 'presalePrice' }),
    readContract({ ...at, functionName: 'publicPrice' }),
    readContract({ ...at, functionName: 'MAX_PRESALE' }),
  ])
  return {
    owner,
    presaleStart,
    publicSaleStart,
    saleEnd,
    snapshotBlock,
    presaleAllocated,
    presaleSold,
    ticketsSold,
    ticketsClaimed,
    maxTickets,
    presalePrice,
    publicPrice,
    maxPresale,
  }
}

function phaseAt(
  sale: { presaleStart: bigint; publicSaleStart: bigint; saleEnd: bigint },
  time: bigint,
) {
  if (time < sale.presaleStart) return 'Pending'
  if (time < sale.publicSaleStart) return 'Presale'
  if (time < sale.saleEnd) return 'PublicSale'
  return 'Claim'
}

function requireOwner(context: AdminContext, owner: Address, what: string) {
  if (getAddress(owner) !== getAddress(context.client.account.address)) {
    throw new AdminError(
      `${what} is owned by ${owner}, not by the signer ${context.client.account.address} (set PRIVATE_KEY)`,
    )
  }
}

/**
 * The Spectral Shapes collection (its holders get presale tickets): `--collection`, else the
 * factory's collection named as planned.
 */
async function shapesCollection(
  context: AdminContext,
  given: string | undefined,
): Promise<Address> {
  if (given !== undefined) {
    if (!isAddress(given)) throw new AdminError(`--collection is not an address: ${given}`)
    return getAddress(given)
  }
  const { client } = context
  // in ranges a public node accepts (eth_getLogs caps the blocks or the results of one call)
  const created = await getLogsInRanges({
    fromBlock: BigInt(context.manifest.startBlock),
    toBlock: await client.getBlockNumber({ cacheTime: 0 }),
    getLogs: (range) =>
      client.getContractEvents({
        address: nftContracts(context).NFTFactory,
        abi: ghostNFTFactoryAbi,
        eventName: 'CollectionCreated',
        ...range,
      }),
  })
  const shapes = created.find((event) => event.args.name === NFT_COLLECTIONS.Shapes.name)
  if (!shapes?.args.collection) {
    throw new AdminError(
      `No '${NFT_COLLECTIONS.Shapes.name}' collection on the factory: pass --collection`,
    )
  }
  return shapes.args.collection
}

/**
 * Tickets per holder at `blockNumber`: one per token. A token listed on the market counts for
 * its seller (the market only escrows it).
 */
export async function presaleHolders(
  context: AdminContext,
  collection: Address,
  blockNumber: bigint,
): Promise<Map<Address, number>> {
  const { client } = context
  const market = nftContracts(context).NFTMarket
  const supply = await client.readContract({
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'totalSupply',
    blockNumber,
  })
  const tokenIds = await Promise.all(
    Array.from({ length: Number(supply) }, (_, index) =>
      client.readContract({
        address: collection,
        abi: ghostCollectionAbi,
        functionName: 'tokenByIndex',
        args: [BigInt(index)],
        blockNumber,
      }),
    ),
  )
  const holders = await Promise.all(
    tokenIds.map(async (tokenId) => {
      const owner = await client.readContract({
        address: collection,
        abi: ghostCollectionAbi,
        functionName: 'ownerOf',
        args: [tokenId],
        blockNumber,
      })
      if (getAddress(owner) !== getAddress(market)) return getAddress(owner)
      const [seller] = await client.readContract({
        address: market,
        abi: ghostMarketAbi,
        functionName: 'asks',
        args: [collection, tokenId],
        blockNumber,
      })
      return getAddress(seller)
    }),
  )
  const tickets = new Map<Address, number>()
  for (const holder of holders) tickets.set(holder, (tickets.get(holder) ?? 0) + 1)
  return tickets
}

const snapshot: AdminCommand = {
  name: 'squad:snapshot',
  usage: '[--collection <address>]',
  description:
    'Presale tickets: one per Spectral Shapes token held at the latest block (12 to 2 hours before the presale)',
  async run(context, args) {
    const [collectionOption, rest] = takeOption(args, 'collection')
    refuseExtra('squad:snapshot', rest)
    const { client, print } = context
    const saleAddress = squadSaleAddress(context)
    const head = await client.getBlock({ blockTag: 'latest' })
    const sale = await readSale(context, saleAddress, head.number)
    requireOwner(context, sale.owner, 'The sale')
    const opens = sale.presaleStart - SNAPSHOT_WINDOW.opens
    const closes = sale.presaleStart - SNAPSHOT_WINDOW.closes
    const when = `the window is ${iso(opens)} to ${iso(closes)} (12 to 2 hours before the presale at ${iso(sale.presaleStart)}); the latest block is at ${iso(head.timestamp)}`
    if (head.timestamp < opens) throw new AdminError(`Too early for the snapshot: ${when}`)
    if (head.timestamp > closes) throw new AdminError(`Too late for the snapshot: ${when}`)
    if (sale.snapshotBlock !== 0n) {
      throw new AdminError(`The snapshot was already taken at block ${sale.snapshotBlock}`)
    }
    const collection = await shapesCollection(context, collectionOption)
    const holders = [...(await presaleHolders(context, collection, head.number))]
    const total = holders.reduce((sum, [, count]) => sum + count, 0)
    if (BigInt(total) > sale.maxPresale) {
      throw new AdminError(
        `The snapshot gives ${total} tickets, more than the presale's ${sale.maxPresale}`,
      )
    }
    for (let from = 0; from < holders.length; from += SNAPSHOT_BATCH) {
      const batch = holders.slice(from, from + SNAPSHOT_BATCH)
      await write(client, {
        address: saleAddress,
        abi: ghostSquadSaleAbi,
        functionName: 'setPresaleTickets',
        args: [
          batch.map(([holder]) => holder),
          batch.map(([, count]) => BigInt(count)),
          head.number,
        ],
      })
    }
    print(
      `Snapshot of ${collection} at block ${head.number}: ${holders.length} holders, ${total} presale tickets`,
    )
    for (const [holder, count] of holders) print(`  ${holder}  ${count}`)
  },
}

/** Stores one ghost's image and metadata in the file store; answers its token URI. */
async function publishArt(
  store: { put(bytes: Uint8Array): Promise<string> },
  tokenId: bigint,
): Promise<string> {
  const plan = NFT_COLLECTIONS.GhostSquad
  // the seeded tokens draw seed + token id too: every id has its own ghost
  const art = ghostSquadArt(plan.artSeed + Number(tokenId))
  const imageCid = await store.put(encodeSvg(art))
  const metadata = nftMetadata({
    name: `${plan.name} #${tokenId}`,
    description: plan.description,
    imageCid,
    attributes: art.attributes,
  })
  return `ipfs://${await store.put(encodeJson(metadata))}`
}

const reveal: AdminCommand = {
  name: 'squad:reveal',
  usage: '[count]',
  description:
    'After the sale: gives the next claimed tokens (all by default) their art, in mint order',
  async run(context, args) {
    const [countArg, ...rest] = args
    refuseExtra('squad:reveal', rest)
    const { client, print } = context
    const squad = nftContracts(context).GhostSquad
    const saleAddress = squadSaleAddress(context)
    const head = await client.getBlock({ blockTag: 'latest' })
    const sale = await readSale(context, saleAddress, head.number)
    if (head.timestamp < sale.saleEnd) {
      throw new AdminError(
        `The sale is not over: tokens are revealed from ${iso(sale.saleEnd)}; the latest block is at ${iso(head.timestamp)}`,
      )
    }
    const at = { address: squad, abi: ghostSquadAbi, blockNumber: head.number } as const
    const [owner, saleMinted, revealedCount, nextRevealId, unrevealedURI] = await Promise.all([
      client.readContract({ ...at, functionName: 'owner' }),
      client.readContract({ ...at, functionName: 'saleMinted' }),
      client.readContract({ ...at, functionName: 'revealedCount' }),
      client.readContract({ ...at, functionName: 'nextRevealId' }),
      client.readContract({ ...at, functionName: 'unrevealedURI' }),
    ])
    requireOwner(context, owner, 'The Ghost Squad')
    const left = saleMinted - revealedCount
    if (left === 0n) {
      throw new AdminError(`Nothing to reveal: the ${saleMinted} claimed tokens are all revealed`)
    }
    let count = left
    if (countArg !== undefined) {
      if (!/^[1-9][0-9]*$/.test(countArg))
        throw new AdminError(`count must be a positive integer, not '${countArg}'`)
      count = BigInt(countArg)
      if (count > left)
        throw new AdminError(`Only ${left} claimed tokens are left to reveal, not ${count}`)
    }
    // The contract reveals in mint order from its cursor, stepping over the team reserve (those
    // tokens have their own URI); the same walk names the tokens, so each gets its own art.
    const tokenIds: bigint[] = []
    for (let tokenId = nextRevealId; BigInt(tokenIds.length) < count; tokenId++) {
      const uri = await client.readContract({
        address: squad,
        abi: ghostSquadAbi,
        functionName: 'tokenURI',
        args: [tokenId],
        blockNumber: head.number,
      })
      if (uri === unrevealedURI) tokenIds.push(tokenId)
    }
    const store = createFileStore(context.filesDir)
    for (let from = 0; from < tokenIds.length; from += REVEAL_BATCH) {
      const batch = tokenIds.slice(from, from + REVEAL_BATCH)
      const uris: string[] = []
      for (const tokenId of batch) uris.push(await publishArt(store, tokenId))
      await write(client, {
        address: squad,
        abi: ghostSquadAbi,
        functionName: 'reveal',
        args: [uris],
      })
      print(`Revealed tokens ${batch[0]}–${batch[batch.length - 1]} (${batch.length})`)
    }
    print(
      `${revealedCount + count} of ${saleMinted} claimed tokens revealed; files in ${context.filesDir}`,
    )
  },
}

const status: AdminCommand = {
  name: 'squad:status',
  usage: '',
  description: 'The sale: phase, schedule, prices, snapshot, tickets sold and claimed, reveal',
  async run(context, args) {
    refuseExtra('squad:status', args)
    const { client, print } = context
    const squad = nftContracts(context).GhostSquad
    const saleAddress = squadSaleAddress(context)
    const head = await client.getBlock({ blockTag: 'latest' })
    const sale = await readSale(context, saleAddress, head.number)
    const at = { address: squad, abi: ghostSquadAbi, blockNumber: head.number } as const
    const [totalMinted, reserveMinted, saleMinted, revealedCount] = await Promise.all([
      client.readContract({ ...at, functionName: 'totalMinted' }),
      client.readContract({ ...at, functionName: 'reserveMinted' }),
      client.readContract({ ...at, functionName: 'saleMinted' }),
      client.readContract({ ...at, functionName: 'revealedCount' }),
    ])
    const phase = phaseAt(sale, head.timestamp)
    print(`Ghost Squad ${squad}, sale ${saleAddress}`)
    print(
      `Phase: ${phase}${phase === 'Claim' && revealedCount > 0n ? ' (revealing)' : ''} at block ${head.number} (${iso(head.timestamp)})`,
    )
    print(
      `Snapshot window: ${iso(sale.presaleStart - SNAPSHOT_WINDOW.opens)} to ${iso(sale.presaleStart - SNAPSHOT_WINDOW.closes)}`,
    )
    print(
      `Presale: ${iso(sale.presaleStart)} (${sale.presaleStart}) at ${formatEther(sale.presalePrice)} CAKE`,
    )
    print(
      `Public sale: ${iso(sale.publicSaleStart)} (${sale.publicSaleStart}) at ${formatEther(sale.publicPrice)} CAKE`,
    )
    print(`Claim: ${iso(sale.saleEnd)} (${sale.saleEnd})`)
    print(
      `Snapshot: ${sale.snapshotBlock === 0n ? 'not taken' : `block ${sale.snapshotBlock}`}; presale tickets ${sale.presaleSold} sold, ${sale.presaleAllocated} unsold of ${sale.maxPresale}`,
    )
    print(`Tickets: ${sale.ticketsSold} sold of ${sale.maxTickets}, ${sale.ticketsClaimed} claimed`)
    print(
      `Tokens: ${totalMinted} minted (${reserveMinted} team reserve, ${saleMinted} sale), ${revealedCount} revealed`,
    )
  },
}

export const squadCommands: readonly AdminCommand[] = [snapshot, reveal, status]
