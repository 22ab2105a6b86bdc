/**
 * Starts the local chain (Anvil, chain id 1337, loopback) and makes sure the Ghost world is
 * deployed on it: an existing manifest whose every address has code is reused (the chain state
 * persists across restarts in `statePath`), otherwise everything is deployed and seeded afresh,
 * on a chain that begins days ago so the seeded history runs up to the present.
 *
 * The manifest is the mark of a complete world (issue 29): it is removed before a fresh deploy
 * and written last, after the state file holds the whole seeded chain, so a start that fails or
 * is killed while seeding leaves nothing a later start would reuse.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  type AnvilInstance,
  anvilClient,
  devAccount,
  LOCAL_CHAIN_ID,
  localChain,
  startAnvil,
} from '@ghost/contracts/anvil'
import {
  getAuctionContracts,
  getCompetitionContracts,
  getIfoContracts,
  getLotteryContracts,
  getMigrationContracts,
  getNftContracts,
  getPredictionContracts,
  getRewardContracts,
  getSeedFilePath,
  type Manifest,
  parseManifest,
} from '@ghost/contracts/manifest'
import { computeCid } from '@ghost/sdk'
import { createWalletClient, type Hex, http, publicActions } from 'viem'
import type { ChainWriter } from './chainWriter'
import { deployRewards, seedRewards } from './deployRewards'
import { deployWorld } from './deployWorld'
import { createAuctionSeed } from './seedAuction'
import { createCompetitionSeed } from './seedCompetition'
import { seedHistory } from './seedHistory'
import { createIfoSeed } from './seedIfo'
import { createLotterySeed } from './seedLottery'
import { seedMigration } from './seedMigration'
import { type StoreFile, seedNfts } from './seedNfts'
import { createPredictionSeed } from './seedPrediction'
import { createVotingSeed } from './seedVoting'
import {
  AUCTION,
  COMPETITION,
  HISTORY,
  IFO,
  LOTTERY,
  MIGRATION,
  NFT_SEED_TIME,
  PREDICTION,
  VOTING,
} from './worldPlan'
import { writeFileAtomically } from './writeFileAtomically'

export type StartDevnetParameters = {
  /** 0 picks a free port. */
  port: number
  manifestPath: string
  /** Anvil state file: loaded at start, written on exit and every 30 s. Omit for a throwaway chain. */
  statePath?: string | undefined
  log?: ((line: string) => void) | undefined
  /**
   * Stores a seeded NFT file (image or metadata JSON) and answers its CID: `npm start` passes
   * the server's file store. By default the CID is only computed, and nothing is stored.
   */
  storeFile?: StoreFile | undefined
  /**
   * Called once this start knows it deploys a new world, before anything is deployed: `npm start`
   * throws away the server's database and files of the world being replaced.
   */
  beforeDeploy?: (() => void | Promise<void>) | undefined
  /**
   * The URL the deploy and seed send through, given Anvil's (default: Anvil's own). A test puts a
   * slow RPC proxy in between.
   */
  sendThrough?: ((anvilUrl: string) => string | Promise<string>) | undefined
  /** Told of each Anvil this starts, so a caller stopped while it seeds can stop the chain too. */
  onChain?: ((anvil: AnvilInstance) => void) | undefined
}

export type Devnet = {
  anvil: AnvilInstance
  manifest: Manifest
  /** Whether this start deployed a new world (false when an existing one was reused). */
  deployed: boolean
}

/**
 * Development accounts: 0 deploys, 1–4 hold tokens and LP (1 also has stake in finished pools),
 * 9 is the treasury, and 10–13 are the community that traded and staked before (worldPlan
 * COMMUNITY), out of the way of the first ten accounts that wallets and tests use; 14–23 are fresh
 * accounts for the NFT end-to-end tests, 24–31 for the reward programmes and the squad sale. The NFT seed
 * (worldPlan NFT_ACCOUNTS) adds: 13 as an artist, 1 with two ghosts; the GhostPot (deployRewards)
 * receives the market's ghost pot fee. 1 and 10–13 play the lottery (worldPlan LOTTERY_HISTORY; 1
 * has winnings left to collect); 40 is its operator and injector (the keeper), 9 its treasury.
 * They bet in the prediction game too (worldPlan PREDICTION_HISTORY; 1 has a win and a refund left
 * to collect); 41 is its operator and feeds its price (the keeper), 9 its treasury, and 42 and 43
 * are the prediction e2e spec's two players. 10 and 11 commit to the seeded IFO sales (worldPlan
 * IFO_SALES; 10 has harvested one pool of the finished sale, 11 none); 44 (an active profile and
 * CAKE from the seed) and 45 (BNB only, no profile) are the IFO e2e spec's accounts. 10–13 also
 * stake CAKE in the CAKE pool (sousId 3) and CAKE-GHOST LP in farm pid 1, and vote in the seeded
 * proposals (worldPlan VOTING_PROPOSALS: 0 makes the core ones, 13 a community one); 46 and 47,
 * with CAKE in the wallet, the CAKE pool, CAKE-GHOST LP and farm pid 1, are the voting e2e
 * spec's voters (worldPlan VOTING). 10, 11 and 13 (team 1, 2, 1) registered in the seeded trading
 * competition 0 and 10 and 11 traded in its live window (worldPlan COMPETITION); 48 (a profile in
 * team 2, BNB only) is the competition e2e spec's trader. 10, 11, 13, 49 and 50 are the farm
 * auction's whitelisted projects (worldPlan AUCTION): 10 and 13 won the closed auction, 11 lost
 * it and bid in the live one; 49 and 50 (CAKE from the deploy, no bid) are the auction e2e spec's
 * bidders. 1, 2 and 51 hold LP of the legacy exchange (worldPlan MIGRATION; 1 and 51 stake part
 * in its farm); 51 is the migration e2e spec's account.
 */
export const DEV_ACCOUNTS = {
  deployer: 0,
  holders: [1, 2, 3, 4],
  community: [10, 11, 12, 13],
  treasury: 9,
  /** Fresh accounts (BNB only) for the NFT end-to-end tests, one per flow, so parallel tests never share a balance. */
  nftTesters: [14, 15, 16, 17, 18, 19, 20, 21, 22, 23],
  /** Fresh accounts (BNB only) for the reward-programme and Ghost Squad sale end-to-end tests. */
  rewardTesters: [24, 25, 26, 27, 28, 29, 30, 31],
  // 32–35: BNB only here; the e2e harness makes them holders (e2e/fixtures/accounts.ts)
  /** The lottery's operator and injector: the keeper's account (worldPlan LOTTERY). */
  lotteryOperator: LOTTERY.operatorAccount,
  /** The prediction game's operator and price feeder: its keeper's account (worldPlan PREDICTION). */
  predictionOperator: PREDICTION.operatorAccount,
  /** Fresh accounts (BNB only) for the prediction e2e spec's two players. */
  predictionTesters: [42, 43],
  /**
   * The IFO e2e spec's accounts: the first has an active profile and CAKE from the seed (and
   * commits nowhere in it), the second BNB only and no profile (worldPlan IFO.testers).
   */
  ifoTesters: [IFO.testers.withProfile, IFO.testers.withoutProfile],
  /**
   * The voting e2e spec's voters: CAKE in all four places voting power counts before the active
   * proposal's snapshot, and no vote in the seed (worldPlan VOTING.voters).
   */
  votingVoters: VOTING.voters.map((voter) => voter.account),
  /** The competition e2e spec's trader: an active profile in team 2, BNB only (COMPETITION). */
  competitionTrader: COMPETITION.trader,
  /** The auction e2e spec's bidders: whitelisted, CAKE from the deploy, no bid (AUCTION). */
  auctionBidders: AUCTION.testers,
  /** The migration e2e spec's account: LP in both legacy pairs, part staked (MIGRATION). */
  migrationHolder: MIGRATION.account,
} as const

/** The open lazy orders sit next to the manifest: `deployments/1337.orders.json`. */
export function ordersPathOf(manifestPath: string): string {
  return getSeedFilePath(manifestPath, 'orders')
}

/** The seeded proposals and votes too: `deployments/1337.voting.json` (VotingSeedFile). */
export function votingPathOf(manifestPath: string): string {
  return getSeedFilePath(manifestPath, 'voting')
}

async function computeCidOnly(bytes: Uint8Array): Promise<string> {
  return computeCid(bytes)
}

export function devWriter(url: string, index: number): ChainWriter {
  return createWalletClient({
    chain: localChain(url),
    transport: http(url),
    account: devAccount(index),
    // Anvil answers a send before its block is mined; viem's 4 s default would then idle
    // through a whole interval waiting for a receipt that is milliseconds away.
    pollingInterval: 50,
  }).extend(publicActions)
}

/**
 * The manifest of a complete local world, or undefined: missing (never written, or removed when
 * a deploy began), unreadable, or from before the NFT market, the reward programmes (issue 16),
 * the lottery (issue 31), the prediction game (issue 32), the initial offerings (issue 33),
 * voting (issue 34: its manifest lacks the CAKE pool, SmartChef3, and does not parse) or the
 * trading competition, farm auctions and LP migration (issue 35), which are made again so
 * `npm start` always has them. Whether the chain holds it is a separate question (startDevnet asks it of the
 * running chain).
 */
export function readCompleteManifest(manifestPath: string): Manifest | undefined {
  if (!existsSync(manifestPath)) return undefined
  let manifest: Manifest
  try {
    manifest = parseManifest(JSON.parse(readFileSync(manifestPath, 'utf8')))
  } catch {
    return undefined
  }
  if (
    manifest.chainId !== LOCAL_CHAIN_ID ||
    !getNftContracts(manifest) ||
    !getRewardContracts(manifest) ||
    !getLotteryContracts(manifest) ||
    !getPredictionContracts(manifest) ||
    !getIfoContracts(manifest) ||
    !getCompetitionContracts(manifest) ||
    !getAuctionContracts(manifest) ||
    !getMigrationContracts(manifest)
  )
    return undefined
  return manifest
}

async function existingWorld(url: string, manifestPath: string): Promise<Manifest | undefined> {
  const manifest = readCompleteManifest(manifestPath)
  if (!manifest) return undefined
  const client = anvilClient(url)
  const addresses = [...Object.values(manifest.contracts), ...Object.values(manifest.tokens)]
  const codes = await Promise.all(addresses.map((address) => client.getCode({ address })))
  return codes.every((code) => code !== undefined && code !== '0x') ? manifest : undefined
}

/**
 * Writes the chain as it is now to the state file. Anvil writes it only every 30 s and on a
 * clean exit; the manifest that follows must never name a world the file does not hold yet.
 */
async function saveState(url: string, statePath: string) {
  writeFileAtomically(statePath, await dumpAnvilState(url))
}

/** The chain as Anvil's `--state` file holds it (anvil_dumpState answers that JSON gzipped). */
export async function dumpAnvilState(url: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_dumpState', params: [] }),
  })
  const { result } = (await response.json()) as { result?: Hex }
  if (!result) throw new Error('anvil_dumpState answered no state')
  return gunzipSync(Buffer.from(result.slice(2), 'hex')).toString('utf8')
}

/** How far before the present a fresh chain begins: the history's days and an hour to set up. */
function genesisTimestamp(): bigint {
  return BigInt(Math.floor(Date.now() / 1000) - HISTORY.days * 86_400 - 3_600)
}

export async function startDevnet(parameters: StartDevnetParameters): Promise<Devnet> {
  const log = parameters.log ?? (() => {})
  // Fifty-two funded, unlocked accounts (0–51): the usual ten, the community, the NFT and
  // reward testers, those the e2e harness gives its specs (up to 39), the lottery's operator
  // (40), the prediction game's (41), the prediction spec's players (42, 43), the IFO spec's
  // (44, 45), the voting spec's voters (46, 47), the competition spec's trader (48), the
  // auction spec's bidders (49, 50) and the migration spec's account (51) (DEV_ACCOUNTS,
  // e2e/fixtures/accounts.ts).
  const args = ['--balance', '1000000', '--accounts', '52']
  const { statePath } = parameters
  if (statePath) {
    mkdirSync(dirname(statePath), { recursive: true })
    args.push('--state', statePath, '--state-interval', '30')
  }
  const start = async (fresh: boolean) => {
    const started = await startAnvil({
      port: parameters.port,
      chainId: LOCAL_CHAIN_ID,
      // A fresh chain begins days ago, so the seeded history can run up to the present.
      args: fresh ? [...args, '--timestamp', String(genesisTimestamp())] : args,
    })
    parameters.onChain?.(started)
    return started
  }
  let anvil = await start(!statePath || !existsSync(statePath)).catch((error: unknown) => {
    // A state file cut short (killed while Anvil wrote it) would fail every start from now on;
    // without it the world is not there, so it is deployed again below.
    if (!statePath || !existsSync(statePath)) throw error
    log(
      `chain: the saved state does not load (${String(error).split('\n')[1] ?? error}); starting over`,
    )
    rmSync(statePath, { force: true })
    return start(true)
  })
  try {
    const reused = await existingWorld(anvil.url, parameters.manifestPath)
    if (reused) {
      log(`chain: reusing the deployed world from ${parameters.manifestPath}`)
      return { anvil, manifest: reused, deployed: false }
    }
    // Whatever named the world being replaced goes first: killed from here on, the next start
    // finds no manifest and starts over.
    rmSync(parameters.manifestPath, { force: true })
    rmSync(ordersPathOf(parameters.manifestPath), { force: true })
    rmSync(votingPathOf(parameters.manifestPath), { force: true })
    await parameters.beforeDeploy?.()
    if (statePath && existsSync(statePath)) {
      // A saved chain without our world (a deleted manifest, say) cannot be given a past: its
      // blocks are already dated. Start over from an empty one.
      await anvil.stop()
      rmSync(statePath, { force: true })
      anvil = await start(true)
    }
    log(`chain: deploying a new world on ${anvil.url}…`)
    const started = performance.now()
    const client = anvilClient(anvil.url)
    const url = (await parameters.sendThrough?.(anvil.url)) ?? anvil.url
    const deployer = devWriter(url, DEV_ACCOUNTS.deployer)
    const treasury = devAccount(DEV_ACCOUNTS.treasury).address
    const manifest = await deployWorld({
      deployer,
      treasury,
      holders: DEV_ACCOUNTS.holders.map((index) => devWriter(url, index)),
      mine: (blocks) => client.mine({ blocks: Number(blocks) }),
    })
    // The reward programmes before any sale, so the market's ghost pot fee funds the GhostPot.
    const rewards = await deployRewards({ deployer, manifest, treasury })
    // The manifest takes the reward contracts and the squad sale together (all or none).
    Object.assign(manifest.contracts, rewards)
    // The legacy exchange's positions, before the history: its farm has paid for days since.
    const migrationFrom = performance.now()
    const migrationSeed = await seedMigration({
      writer: (index) => devWriter(url, index),
      manifest,
    })
    const migrationMs = performance.now() - migrationFrom
    log('chain: contracts deployed, seeding the history…')
    // The DEX history ends where the NFT market's half hour begins.
    const nftFrom = BigInt(Math.floor(Date.now() / 1000) - NFT_SEED_TIME.minutesBeforeNow * 60)
    // The lottery's and the prediction game's rounds are played in between the DEX history's
    // steps (the lottery's up to an open one, the game's until the NFT market's half hour), the
    // IFO sales are created there, days before their starts, and the voting seed's voters take
    // their positions and its proposals their snapshots.
    const lottery = createLotterySeed({ rpcUrl: url, manifest, until: nftFrom })
    const prediction = createPredictionSeed({ rpcUrl: url, manifest, until: nftFrom })
    const ifo = createIfoSeed({ rpcUrl: url, manifest, until: nftFrom })
    const auction = createAuctionSeed({ rpcUrl: url, manifest, until: nftFrom })
    const competition = createCompetitionSeed({ rpcUrl: url, manifest, until: nftFrom })
    const voting = createVotingSeed({
      rpcUrl: url,
      manifest,
      until: nftFrom,
      path: votingPathOf(parameters.manifestPath),
    })
    let lotteryMs = 0
    let predictionMs = 0
    let ifoMs = 0
    let votingMs = 0
    let auctionMs = 0
    let competitionMs = 0
    const { trades } = await seedHistory({
      rpcUrl: url,
      manifest,
      deployer: devAccount(DEV_ACCOUNTS.deployer).address,
      community: DEV_ACCOUNTS.community.map((index) => devAccount(index).address),
      from: genesisTimestamp() + 3_600n,
      until: nftFrom,
      beforeStep: async (time) => {
        const from = performance.now()
        await lottery.beforeStep(time)
        const between = performance.now()
        await prediction.beforeStep(time)
        const after = performance.now()
        await ifo.beforeStep(time)
        const afterIfo = performance.now()
        await voting.beforeStep(time)
        const afterVoting = performance.now()
        await auction.beforeStep(time)
        lotteryMs += between - from
        predictionMs += after - between
        ifoMs += afterIfo - after
        votingMs += afterVoting - afterIfo
        auctionMs += performance.now() - afterVoting
      },
    })
    const lotteryRounds = await lottery.finish()
    const predictionRounds = await prediction.finish()
    const ifoSales = await ifo.finish()
    const auctionFrom = performance.now()
    const auctions = await auction.finish()
    auctionMs += performance.now() - auctionFrom
    mkdirSync(dirname(parameters.manifestPath), { recursive: true })
    const votingFrom = performance.now()
    const votingSeed = await voting.finish()
    votingMs += performance.now() - votingFrom
    const dexSeeded = performance.now()
    let ifoTransactions = ifoSales.transactions
    let commitsMs = 0
    let competitionTransactions = 0
    const nfts = await seedNfts({
      rpcUrl: url,
      manifest,
      storeFile: parameters.storeFile ?? computeCidOnly,
      ordersPath: ordersPathOf(parameters.manifestPath),
      from: nftFrom + 60n,
      // The one clock jump outside the DEX history: the IFO's commits need the profiles just
      // made, and its finished sale must end after them and before the present. Here, in the
      // seeded past, it moves nothing that runs on the clock: the lottery's open round has hours
      // left, the prediction game's operator is away until resume() and no keeper runs yet.
      // Then competition 0's registrations (profiles again) and its live window, in the last
      // couple of minutes before the present.
      beforePresent: async () => {
        const from = performance.now()
        ifoTransactions += (await ifo.afterProfiles()).transactions
        const between = performance.now()
        competitionTransactions = (await competition.afterProfiles()).transactions
        commitsMs = between - from
        competitionMs = performance.now() - between
      },
    })
    await seedRewards({
      writer: (index) => devWriter(url, index),
      manifest,
      rewards,
      shapes: nfts.collections.Shapes,
    })
    // Last, so its new round has as much of its five minutes left as can be when the keeper
    // takes over.
    const nftMs = performance.now() - dexSeeded - commitsMs - competitionMs
    ifoMs += commitsMs
    const resumedAt = performance.now()
    const resumed = await prediction.resume()
    predictionMs += performance.now() - resumedAt
    if (statePath) await saveState(anvil.url, statePath)
    writeFileAtomically(parameters.manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
    const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1)
    log(
      `chain: deployed and seeded with ${HISTORY.days} days of history (${trades} trades, ${lotteryRounds.rounds} lottery rounds, ${predictionRounds.rounds} finished prediction rounds, ${ifoSales.sales.length} IFO sales) in ${seconds(started)}s, of which the lottery ${(lotteryMs / 1000).toFixed(1)}s (${lotteryRounds.transactions} transactions), the prediction game ${(predictionMs / 1000).toFixed(1)}s (${predictionRounds.transactions + resumed.transactions} transactions), the IFO sales ${(ifoMs / 1000).toFixed(1)}s (${ifoTransactions} transactions), the voting seed ${(votingMs / 1000).toFixed(1)}s (${votingSeed.transactions} transactions, ${votingSeed.file.proposals.length} proposals and ${votingSeed.file.votes.length} votes signed), the farm auctions ${(auctionMs / 1000).toFixed(1)}s (${auctions.transactions} transactions, ${auctions.auctions} auctions), the trading competition ${(competitionMs / 1000).toFixed(1)}s (${competitionTransactions} transactions), the legacy exchange's positions ${(migrationMs / 1000).toFixed(1)}s (${migrationSeed.transactions} transactions) and the NFT market ${(nftMs / 1000).toFixed(1)}s (${nfts.transactions} transactions, ${nfts.requests} requests)`,
    )
    return { anvil, manifest, deployed: true }
  } catch (error) {
    await anvil.stop()
    // Anvil saves its state on the way out: a half-seeded chain no later start should load.
    if (statePath && !existsSync(parameters.manifestPath)) rmSync(statePath, { force: true })
    throw error
  }
}
