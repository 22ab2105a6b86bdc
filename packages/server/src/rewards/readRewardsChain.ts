import { iFeeManagerFactoryAbi, iLevelRewardsAbi } from '@ghost/contracts'
import type { Address, PublicClient } from 'viem'
import type { RewardsChainReader } from './entities'

/**
 * Reads at the head, not at the event's block, as the NFT module reads collections
 * (readCollectionInfo): a pruned node cannot answer for old blocks, and later changes arrive as
 * AdminUpdate / FeeChange / FeeRecipientUpdate events, so the row ends the same either way. A
 * failing node throws, so the indexer reads the range again rather than storing a guess.
 */
export function createRewardsChainReader(client: PublicClient): RewardsChainReader {
  return {
    async ghostPotAdmin(ghostPot: Address) {
      return client.readContract({
        address: ghostPot,
        abi: iLevelRewardsAbi,
        functionName: 'admin',
      })
    },
    async feeFactoryTerms(factory: Address) {
      const [fee, feeRecipient] = await Promise.all([
        client.readContract({ address: factory, abi: iFeeManagerFactoryAbi, functionName: 'fee' }),
        client.readContract({
          address: factory,
          abi: iFeeManagerFactoryAbi,
          functionName: 'feeRecipient',
        }),
      ])
      return { fee, feeRecipient }
    },
  }
}
