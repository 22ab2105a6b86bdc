/**
 * The history's chain test world: the prediction screen's world (`startPredictionChainWorld`:
 * Anvil with Multicall, the MockV3Aggregator feed and GhostPrediction, account 0 its operator)
 * played to the same fixed history for each of four `players`:
 *
 * - round 1: each player bet 1 BNB UP, another wallet 4 BNB DOWN; the price rose: won, unclaimed;
 * - round 2: each player bet 0.5 BNB DOWN, the other 2 BNB UP; the price held: a tie (House);
 * - round 3: each player bet 0.2 BNB UP; never locked in time: canceled, refundable.
 *
 * One player per test that claims: the real index then never has to forget a claim (as it would
 * after a snapshot's revert), and no test sees another's. Its manifest (the DEX's addresses zero:
 * the server indexes the DEX of any manifest, here one with no pairs) is written to
 * `manifestPath` for the server.
 */
import { ghostPredictionAbi } from '@ghost/contracts'
import { type AnvilClient, type AnvilInstance, devAccount } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import type { PredictionBetSide } from '@ghost/sdk'
import { type Address, parseEther } from 'viem'
import type { RuntimeConfig } from '../../../../config/runtimeConfig'
import { writeManifestFile } from '../../../../test/chainFixtures'
import { FIRST_PRICE, startPredictionChainWorld } from '../../test/predictionChainWorld'

export type HistoryChainWorld = {
  anvil: AnvilInstance
  client: AnvilClient
  prediction: Address
  /** Dev accounts with the same bets (see above). */
  players: readonly [Address, Address, Address, Address]
  manifest: Manifest
  /** The manifest as a file, for the server. */
  manifestPath: string
  runtimeConfig(apiUrl: string): RuntimeConfig
  stop(): Promise<void>
}

const PLAYERS = [2, 4, 5, 6] as const
const OTHER = 3

export async function startHistoryChainWorld(): Promise<HistoryChainWorld> {
  const world = await startPredictionChainWorld()
  const { anvil, client, prediction, manifest } = world

  const everyPlayer = async (side: PredictionBetSide, amount: string) => {
    for (const index of PLAYERS) await world.betAs(index, side, parseEther(amount))
  }

  await world.startRound()
  await everyPlayer('Bull', '1')
  await world.betAs(OTHER, 'Bear', parseEther('4'))
  await world.nextRound(FIRST_PRICE) // genesis lock of round 1
  await everyPlayer('Bear', '0.5')
  await world.betAs(OTHER, 'Bull', parseEther('2'))
  await world.nextRound(FIRST_PRICE + 10_00000000n) // round 1 closes above its lock: UP wins
  await everyPlayer('Bull', '0.2')
  await world.nextRound(FIRST_PRICE + 10_00000000n) // round 2 closes at its lock: a tie
  // nobody runs round 3 past its close and buffer: it is canceled
  const at = { address: prediction, abi: ghostPredictionAbi } as const
  const third = await client.readContract({ ...at, functionName: 'getRound', args: [3n] })
  const buffer = await client.readContract({ ...at, functionName: 'bufferSeconds' })
  await world.mineAt(third.closeTimestamp + buffer + 1n)

  const manifestFile = writeManifestFile(manifest, 'ghost-web-history-')

  return {
    anvil,
    client,
    prediction,
    players: [
      devAccount(PLAYERS[0]).address,
      devAccount(PLAYERS[1]).address,
      devAccount(PLAYERS[2]).address,
      devAccount(PLAYERS[3]).address,
    ],
    manifest,
    manifestPath: manifestFile.path,
    runtimeConfig: (apiUrl) => ({ ...world.runtimeConfig(), apiUrl }),
    async stop() {
      await anvil.stop()
      manifestFile.remove()
    },
  }
}
