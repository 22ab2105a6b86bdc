import { iGhostPredictionAbi } from '@ghost/contracts'
import { getPredictionContracts, type Manifest } from '@ghost/contracts/manifest'
import type { Address } from 'viem'
import type { IndexerModule } from '../indexer/types'
import { PREDICTION_HANDLERS } from './handlePrediction'

/**
 * The prediction game's part of the index: every event of the manifest's GhostPrediction
 * (rounds, bets, claims, refunds, treasury claims, pauses and the settings). The price feed needs
 * no source: its answers reach the index as the rounds' lock and close prices. Undefined when the
 * manifest has no prediction game.
 */
export function createPredictionModule(parameters: {
  manifest: Manifest
}): IndexerModule | undefined {
  const contracts = getPredictionContracts(parameters.manifest)
  if (contracts === undefined) return undefined
  const address = contracts.Prediction.toLowerCase() as Address
  return {
    name: 'prediction',
    sources: [{ name: 'GhostPrediction', abi: iGhostPredictionAbi, address }],
    handlers: PREDICTION_HANDLERS,
  }
}
