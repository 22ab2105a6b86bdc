import { type AnvilInstance, startAnvil } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import type { PublicClient } from 'viem'
import { createIndexerClient } from '../createIndexerClient'
import type { IndexerModule } from '../types'
import type { SetUpIndexedScenarioParameters } from './indexedScenario'

/** A module's history on its own Anvil (a `test/*Scenario.ts`), ready to index. */
export type ChainScenario<World> = {
  anvil: AnvilInstance
  world: World
  /** Reads the scenario's chain. */
  client: PublicClient
  /** Where a first indexer run stops and a restart picks up. */
  middleBlock: bigint
  headBlock: bigint
  stop(): Promise<void>
}

/** What a history gives back: its world and blocks (anything more passes through to its tests). */
export type ChainHistory<World> = { world: World; middleBlock: bigint; headBlock: bigint }

/**
 * Runs `history` on a fresh Anvil, with the indexer's client on it; stops Anvil if the history
 * fails, so a broken scenario leaves no process behind.
 */
export async function runChainScenario<World, Extra extends object = object>(
  history: (url: string) => Promise<ChainHistory<World> & Extra>,
): Promise<ChainScenario<World> & Extra> {
  const anvil = await startAnvil()
  try {
    const ran = await history(anvil.url)
    return { ...ran, anvil, client: createIndexerClient(anvil.url), stop: () => anvil.stop() }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

/** The part of setUpIndexedScenario's parameters a scenario gives: its client and blocks. */
export function scenarioBlocks(
  scenario: ChainScenario<{ manifest: Manifest }>,
): Omit<SetUpIndexedScenarioParameters, 'modules' | 'rangeSize'> {
  return {
    client: scenario.client,
    startBlock: BigInt(scenario.world.manifest.startBlock),
    middleBlock: scenario.middleBlock,
    headBlock: scenario.headBlock,
  }
}

/** `module` as the indexer's list; none means the scenario's manifest lacks `what`. */
export function onlyModule(module: IndexerModule | undefined, what: string): IndexerModule[] {
  if (!module) throw new Error(`the scenario has ${what}`)
  return [module]
}
