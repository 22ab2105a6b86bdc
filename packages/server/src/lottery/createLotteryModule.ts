import { iGhostLotteryAbi } from '@ghost/contracts'
import { getLotteryContracts, type Manifest } from '@ghost/contracts/manifest'
import type { Address } from 'viem'
import type { IndexerModule } from '../indexer/types'
import { LOTTERY_HANDLERS } from './handleLottery'

/**
 * The lottery's part of the index: every event of the manifest's GhostLottery (rounds, tickets,
 * injections, randomness, draws, claims, recycled prizes and the owner's settings). Undefined
 * when the manifest has no lottery.
 */
export function createLotteryModule(parameters: { manifest: Manifest }): IndexerModule | undefined {
  const contracts = getLotteryContracts(parameters.manifest)
  if (contracts === undefined) return undefined
  const address = contracts.Lottery.toLowerCase() as Address
  return {
    name: 'lottery',
    sources: [{ name: 'GhostLottery', abi: iGhostLotteryAbi, address }],
    handlers: LOTTERY_HANDLERS,
  }
}
