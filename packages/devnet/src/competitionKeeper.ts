/**
 * The local world's trading competition keeper (issue 35), run by `npm start` and the e2e world:
 * every few seconds, for each competition in Calculating (its live window closed), it asks the
 * API server for the results as its index counts them and, once the server has them (it answers
 * 404, 409, 425 or 503 until its index has passed the window's end: nothing to do that tick, and
 * one "waiting" line with the server's reason), checks
 * them itself, refreshes the prize tokens' mock feeds from the DEX and publishes the root and
 * per-tier counts, or cancels the competition when nobody traded (competitionResults). Served
 * results that do not check out are refused: one log line, and the keeper asks again on later
 * ticks in case the server's index catches up.
 *
 * It signs as the competitions' owner, the deployer (account 0): the contract has no operator
 * role apart from its owner. Account 0 is also what `npm run admin` and the e2e fixtures sign
 * with; every transaction takes its nonce from the chain when it is sent (viem's default, no
 * nonce kept here), and the keeper sends only while a competition waits for its results (a
 * handful of transactions per competition: the feeds and the publication), so a collision with
 * another account-0 sender is possible only in those seconds, and costs the loser one failed
 * send (the keeper retries on its next tick). The lottery and prediction keepers sign as their
 * own accounts (40, 41), so no keeper shares a nonce with another.
 */
import { ghostTradingCompetitionAbi } from '@ghost/contracts'
import { devAccount, LOCAL_CHAIN_ID, localChain } from '@ghost/contracts/anvil'
import { getCompetitionContracts, type Manifest } from '@ghost/contracts/manifest'
import { createWalletClient, http, publicActions } from 'viem'
import type { ChainWriter } from './chainWriter'
import {
  checkCompetitionResults,
  fetchCompetitionResults,
  publishCheckedResults,
  readCompetition,
} from './competitionResults'
import { IDLE_KEEPER, type Keeper, startKeeperLoop } from './keeperLoop'

export type CompetitionKeeperParameters = {
  /** The local chain (Anvil, chain 1337), where account 0 owns the competitions. */
  rpcUrl: string
  manifest: Manifest
  /** The API server whose results the keeper checks and publishes (`npm start`'s). */
  apiUrl: string
  /** Milliseconds between looks (default 5,000). */
  pollMs?: number | undefined
  log?: ((line: string) => void) | undefined
}

export type CompetitionKeeper = Keeper

export function startCompetitionKeeper(parameters: CompetitionKeeperParameters): CompetitionKeeper {
  const { manifest, rpcUrl, apiUrl } = parameters
  const log = parameters.log ?? (() => {})
  const contracts = getCompetitionContracts(manifest)
  if (!contracts || manifest.chainId !== LOCAL_CHAIN_ID) {
    log('competition keeper: no trading competition on a local chain in the manifest; not running')
    return IDLE_KEEPER
  }
  const address = contracts.TradingCompetition
  const writer: ChainWriter = createWalletClient({
    chain: localChain(rpcUrl),
    transport: http(rpcUrl),
    account: devAccount(0),
    pollingInterval: 50,
  }).extend(publicActions)
  /** Competitions whose "waiting for the index" was said already: one line, not one a tick. */
  const waiting = new Set<bigint>()

  const runTick = async (): Promise<string[]> => {
    const done: string[] = []
    const count = await writer.readContract({
      address,
      abi: ghostTradingCompetitionAbi,
      functionName: 'competitionCount',
    })
    for (let id = 0n; id < count; id++) {
      const competition = await readCompetition(writer, address, id)
      if (competition.phase !== 'calculating') continue
      const served = await fetchCompetitionResults(apiUrl, manifest.chainId, id)
      if (served.status === 'pending') {
        if (!waiting.has(id)) {
          waiting.add(id)
          done.push(
            `competition ${id} is calculating; waiting for the server's index (${served.httpStatus}: ${served.message})`,
          )
        }
        continue
      }
      waiting.delete(id)
      const tiers = await writer.readContract({
        address,
        abi: ghostTradingCompetitionAbi,
        functionName: 'getTiers',
        args: [id],
      })
      const checked = checkCompetitionResults(served.results, competition, tiers.length)
      done.push(...(await publishCheckedResults(writer, manifest, address, competition, checked)))
    }
    return done
  }
  return startKeeperLoop({
    name: 'competition',
    runTick,
    log,
    pollMs: parameters.pollMs ?? 5_000,
  })
}
