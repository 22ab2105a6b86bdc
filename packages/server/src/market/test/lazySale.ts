/** On-chain steps of a creator's lazy sale, for API tests: a factory collection, an executed order. */

import { ghostNFTFactoryAbi, iGhostCollectionAbi } from '@ghost/contracts'
import type { AnvilClient } from '@ghost/contracts/anvil'
import { signLazyOrder } from '@ghost/devnet'
import type { LazyOrder } from '@ghost/sdk'
import { type Address, type Hex, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { type NftWorld, send } from '../../nft/test/nftScenario'

/**
 * The creator signs an order for `tokenUID` at `uri` and `buyer` executes it with BNB: the token
 * is minted to the buyer. Answers the minted token id.
 */
export async function buyLazily(
  world: NftWorld,
  buyer: AnvilClient,
  order: { collection: Address; tokenUID: Hex; uri: string },
): Promise<bigint> {
  const { creator } = world
  const signed: LazyOrder = {
    ...order,
    price: parseEther('0.1'),
    creator: creator.account.address,
    expiry: 2n ** 40n,
    // the factory executes an order only under its collection's current ownership epoch
    nonce: BigInt(
      await creator.readContract({
        address: order.collection,
        abi: iGhostCollectionAbi,
        functionName: 'ownershipEpoch',
      }),
    ),
  }
  const { v, r, s } = await signLazyOrder(creator.account, creator.chain.id, world.factory, signed)
  const receipt = await send(buyer, {
    address: world.factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'executeOrderWithBNB',
    args: [signed, v, r, s, zeroAddress],
    value: signed.price,
  })
  const [executed] = parseEventLogs({
    abi: ghostNFTFactoryAbi,
    eventName: 'OrderExecuted',
    logs: receipt.logs,
  })
  if (!executed) throw new Error('no OrderExecuted')
  return executed.args.tokenId
}
