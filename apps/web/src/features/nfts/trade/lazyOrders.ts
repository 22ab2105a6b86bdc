/**
 * Signing a creator's lazy order and publishing it (the API's answer becomes the factory's `Order`
 * struct through the sdk's `toLazyOrder`). Its nonce is the collection's ownership epoch, read from
 * the chain at signing: an order signed under another epoch can never execute.
 */
import { ghostCollectionAbi } from '@ghost/contracts'
import { getNftContracts } from '@ghost/contracts/manifest'
import { getLazyOrderTypedData, type LazyOrder } from '@ghost/sdk'
import { useCallback } from 'react'
import { type Address, type Hex, parseSignature } from 'viem'
import { readContract } from 'viem/actions'
import { useClient, useSignTypedData } from 'wagmi'
import { createOrder, NftApiError, useNftApi } from '../../../api/nfts'
import {
  getTransactionErrorMessage,
  isUserRejection,
} from '../../../chain/transactions/getTransactionError'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import type { TranslateFunction } from '../../../i18n/useTranslation'

/**
 * What to say when signing or publishing an order failed: `rejected` for a wallet rejection, the
 * server's own sentence for an API refusal, else the wallet's error in the user's language.
 */
export function getPublishFailureText(
  failure: unknown,
  t: TranslateFunction,
  rejected: string,
): string {
  if (isUserRejection(failure)) return rejected
  if (failure instanceof NftApiError) return failure.message
  const message = getTransactionErrorMessage(failure, { flow: 'write' })
  return message ? t(message.key, message.values) : t('Error')
}

export type NewLazyOrder = {
  collection: Address
  tokenUID: Hex
  uri: string
  price: bigint
  creator: Address
  /** Unix seconds. */
  expiry: bigint
}

/**
 * Signs an order in the wallet (eth_signTypedData_v4) under the collection's current ownership
 * epoch and publishes it (`orders/create`). Rejections and API refusals reach the caller.
 */
export function usePublishLazyOrder() {
  const { chainId, manifest } = useRuntimeConfig()
  const factory = getNftContracts(manifest)?.NFTFactory
  const chain = useClient()
  const { client: api } = useNftApi()
  const { mutateAsync: signTypedData } = useSignTypedData()

  return useCallback(
    async (fields: NewLazyOrder): Promise<LazyOrder> => {
      if (!factory || !chain) throw new Error('This chain has no NFT market deployed.')
      const nonce = await readContract(chain, {
        address: fields.collection,
        abi: ghostCollectionAbi,
        functionName: 'ownershipEpoch',
      })
      const order: LazyOrder = { ...fields, nonce: BigInt(nonce) }
      const signature = await signTypedData(getLazyOrderTypedData(chainId, factory, order))
      const { r, s, yParity } = parseSignature(signature)
      await createOrder(api, {
        tokenUID: order.tokenUID,
        creator: order.creator,
        price: order.price.toString(),
        data: {
          collection: order.collection.toLowerCase(),
          uri: order.uri,
          expiry: Number(order.expiry),
          nonce: order.nonce.toString(),
        },
        v: yParity + 27,
        r,
        s,
      })
      return order
    },
    [factory, chain, api, chainId, signTypedData],
  )
}
