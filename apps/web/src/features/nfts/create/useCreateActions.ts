/**
 * The create screen's chain writes: a new collection through GhostNFTFactory.createCollection
 * (its address read from the receipt's CollectionCreated), and a mint through the collection's
 * owner-only `mint(to, uri)` (the token id from TokenMinted). Both go through the app's sender
 * (Recent Transactions, receipt toasts) and throw what failed: the caller keeps the form.
 */
import { ghostCollectionAbi, ghostNFTFactoryAbi } from '@ghost/contracts'
import { getNftContracts } from '@ghost/contracts/manifest'
import { useCallback } from 'react'
import { type Address, type Hash, parseEventLogs, zeroAddress } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { useClient } from 'wagmi'
import { useBlock } from '../../../chain/block/BlockProvider'
import { getRevertedError } from '../../../chain/transactions/getRevertedError'
import { useSendContractTransaction } from '../../../chain/transactions/useSendContractTransaction'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'

const RECEIPT_POLL_MS = 1000

export class NftMarketMissingError extends Error {
  override name = 'NftMarketMissingError'
  constructor() {
    super('This chain has no NFT market deployed.')
  }
}

export type CreateCollectionParameters = {
  name: string
  symbol: string
  /** Royalty in basis points (≤ the factory's MAX_CREATOR_FEE). */
  creatorFee: bigint
  owner: Address
  /** Called with the hash once the wallet sent it (the modal shows it while mining). */
  onSent?: ((hash: Hash) => void) | undefined
}

export type MintParameters = {
  collection: Address
  to: Address
  /** `ipfs://{cid}` from datapost. */
  uri: string
  onSent?: ((hash: Hash) => void) | undefined
}

export function useCreateActions() {
  const { t } = useTranslation()
  const send = useSendContractTransaction()
  const client = useClient()
  const { refresh } = useBlock()
  const { manifest } = useRuntimeConfig()
  const factory = getNftContracts(manifest)?.NFTFactory

  const settle = useCallback(
    async (hash: Hash) => {
      if (!client) throw new Error('No chain client to wait for the receipt')
      const receipt = await waitForTransactionReceipt(client, {
        hash,
        pollingInterval: RECEIPT_POLL_MS,
      })
      if (receipt.status !== 'success') throw await getRevertedError(client, receipt)
      void refresh()
      return receipt
    },
    [client, refresh],
  )

  const createCollection = useCallback(
    async ({ name, symbol, creatorFee, owner, onSent }: CreateCollectionParameters) => {
      if (!factory) throw new NftMarketMissingError()
      const hash = await send({
        address: factory,
        abi: ghostNFTFactoryAbi,
        functionName: 'createCollection',
        args: [name, symbol, owner, creatorFee, zeroAddress],
        summary: t('Create collection %name%', { name }),
      })
      onSent?.(hash)
      const receipt = await settle(hash)
      const [created] = parseEventLogs({
        abi: ghostNFTFactoryAbi,
        eventName: 'CollectionCreated',
        logs: receipt.logs,
      })
      if (!created) throw new Error(`Transaction ${hash} created no collection`)
      return created.args.collection
    },
    [factory, send, settle, t],
  )

  const mint = useCallback(
    async ({ collection, to, uri, onSent }: MintParameters) => {
      const hash = await send({
        address: collection,
        abi: ghostCollectionAbi,
        functionName: 'mint',
        args: [to, uri],
        summary: t('Mint an NFT'),
      })
      onSent?.(hash)
      const receipt = await settle(hash)
      const [minted] = parseEventLogs({
        abi: ghostCollectionAbi,
        eventName: 'TokenMinted',
        logs: receipt.logs,
      })
      if (!minted) throw new Error(`Transaction ${hash} minted no token`)
      return minted.args.tokenId
    },
    [send, settle, t],
  )

  return { factory, createCollection, mint }
}
