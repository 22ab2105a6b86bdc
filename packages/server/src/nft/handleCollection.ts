import { iGhostMarketAbi, iGhostNFTFactoryAbi } from '@ghost/contracts'
import { zeroAddress } from 'viem'
import { defineHandler, type EntityStore, type EventMeta } from '../indexer/types'
import { nftCollectionAbi } from './abis'
import { type CollectionRow, loadCollection, lower } from './entities'
import type { CollectionInfoReader } from './readCollectionInfo'

type Terms = {
  collection: string
  creatorAddress: string
  whitelistChecker: string
  creatorFee: bigint
  refererFee: bigint
}

async function openCollection(
  store: EntityStore,
  event: EventMeta,
  terms: Terms,
  readInfo: CollectionInfoReader | undefined,
): Promise<void> {
  const id = lower(terms.collection)
  let row: CollectionRow | undefined = await loadCollection(store, id)
  if (!row) {
    // The factory's collections already have their row (its CollectionCreated comes first in
    // the same transaction); a collection the admin registers is read from the chain.
    const info = readInfo ? await readInfo(id) : { name: '', symbol: '', owner: null }
    row = {
      chain_id: event.chainId,
      id,
      name: info.name,
      symbol: info.symbol,
      owner: info.owner,
      ownership_epoch: 0n,
      active: true,
      status: 'Open',
      creator_address: '',
      whitelist_checker: '',
      total_volume_eth: 0n,
      total_trades: 0n,
      number_tokens_listed: 0n,
      creator_fee: 0n,
      referer_fee: 0n,
      created_at: event.timestamp,
      updated_at: event.timestamp,
    }
  }
  row.active = true
  row.status = 'Open'
  row.creator_address = lower(terms.creatorAddress)
  row.whitelist_checker = lower(terms.whitelistChecker)
  row.creator_fee = terms.creatorFee
  row.referer_fee = terms.refererFee
  row.updated_at = event.timestamp
  store.set('nft_collection', row)
}

/** A collection registered on the market: from then on its tokens are indexed. */
export function createCollectionNewHandler(dependencies: { readInfo?: CollectionInfoReader }) {
  return defineHandler({
    source: 'NFTMarket',
    abi: iGhostMarketAbi,
    eventName: 'CollectionNew',
    handle: (event, { store }) => openCollection(store, event, event.args, dependencies.readInfo),
  })
}

export function createCollectionUpdateHandler(dependencies: { readInfo?: CollectionInfoReader }) {
  return defineHandler({
    source: 'NFTMarket',
    abi: iGhostMarketAbi,
    eventName: 'CollectionUpdate',
    handle: (event, { store }) => openCollection(store, event, event.args, dependencies.readInfo),
  })
}

export const collectionCloseHandler = defineHandler({
  source: 'NFTMarket',
  abi: iGhostMarketAbi,
  eventName: 'CollectionClose',
  async handle(event, { store }) {
    const row = await loadCollection(store, event.args.collection)
    if (!row) return
    row.active = false
    row.status = 'Closed'
    row.updated_at = event.timestamp
    store.set('nft_collection', row)
  },
})

/**
 * The factory's announcement of a creator's collection: name, symbol and owner. It precedes the
 * market's CollectionNew of the same transaction, which then adds the market's terms to this row.
 */
export const collectionCreatedHandler = defineHandler({
  source: 'NFTFactory',
  abi: iGhostNFTFactoryAbi,
  eventName: 'CollectionCreated',
  async handle(event, { store, chainId }) {
    const id = lower(event.args.collection)
    const row: CollectionRow = (await loadCollection(store, id)) ?? {
      chain_id: chainId,
      id,
      name: '',
      symbol: '',
      owner: null,
      ownership_epoch: 0n,
      active: true,
      status: 'Open',
      creator_address: lower(event.args.owner),
      whitelist_checker: lower(event.args.whitelistChecker),
      total_volume_eth: 0n,
      total_trades: 0n,
      number_tokens_listed: 0n,
      creator_fee: event.args.creatorFee,
      referer_fee: 0n,
      created_at: event.timestamp,
      updated_at: event.timestamp,
    }
    row.name = event.args.name
    row.symbol = event.args.symbol
    row.owner = lower(event.args.owner)
    store.set('nft_collection', row)
  },
})

/**
 * The collection changed hands. A transfer from an owner (not the mint of ownership, from the
 * zero address) starts a new ownership epoch, as GhostCollection counts them: the previous
 * owners' lazy orders can no longer execute.
 */
export const ownershipTransferredHandler = defineHandler({
  source: 'NFTCollection',
  abi: nftCollectionAbi,
  eventName: 'OwnershipTransferred',
  async handle(event, { store }) {
    const row = await loadCollection(store, event.address)
    // Before the market registers a collection its events are not indexed (docs/decisions.md).
    if (!row) return
    row.owner = lower(event.args.newOwner)
    if (event.args.previousOwner !== zeroAddress) row.ownership_epoch += 1n
    row.updated_at = event.timestamp
    store.set('nft_collection', row)
  },
})
