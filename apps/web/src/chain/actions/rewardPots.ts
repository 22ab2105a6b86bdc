/**
 * Typed calls of the reward programmes: the ghost pot pays with harvestRewards(), share pots and
 * fee managers with harvest().
 */
import { iFeeManagerAbi, iGhostPotAbi, iSharePotAbi } from '@ghost/contracts'
import type { Address } from 'viem'

export type RewardPotKind = 'ghostPot' | 'sharePot' | 'feeManager'

export function harvestRewardPot({ kind, address }: { kind: RewardPotKind; address: Address }) {
  switch (kind) {
    case 'ghostPot':
      return { address, abi: iGhostPotAbi, functionName: 'harvestRewards' } as const
    case 'sharePot':
      return { address, abi: iSharePotAbi, functionName: 'harvest' } as const
    case 'feeManager':
      return { address, abi: iFeeManagerAbi, functionName: 'harvest' } as const
  }
}
