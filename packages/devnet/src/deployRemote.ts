/**
 * `ghost-devnet deploy <97|56>`: deploys every contract the app uses to a real chain (the world's
 * DEX, farm and pools, the NFT market with the Ghost Squad and its sale, the reward programmes,
 * the IFO deployer, and when configured the lottery and the prediction game),
 * with no demo seeding, resumably (deployJournal), and writes `deployments/<chainId>.json` once
 * every address has code.
 */
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ghostIFODeployerAbi, masterChefAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import {
  getIfoContracts,
  getLotteryContracts,
  getNftContracts,
  getPredictionContracts,
  getRewardContracts,
  type Manifest,
  parseManifest,
} from '@ghost/contracts/manifest'
import { createRpcTransport } from '@ghost/sdk'
import {
  type Address,
  type Chain,
  createWalletClient,
  getAddress,
  type Hex,
  isAddress,
  publicActions,
  webSocket,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { bsc, bscTestnet } from 'viem/chains'
import type { ChainWriter } from './chainWriter'
import { deployIfo } from './deployIfo'
import {
  countTransactions,
  type JournalStepsParameters,
  journalSteps,
  lockJournal,
} from './deployJournal'
import { deployLottery } from './deployLottery'
import { deployPrediction } from './deployPrediction'
import { deployRewards } from './deployRewards'
import {
  deployPool,
  deployWorld,
  type RemoteIfoPlan,
  type RemoteLotteryPlan,
  type RemotePlan,
  type RemotePredictionPlan,
} from './deployWorld'
import { FARM, POOLS, PREDICTION, TAX_TOKEN, TOKENS } from './worldPlan'
import { writeFileAtomically } from './writeFileAtomically'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

/** The chains the app knows (explorer links, gas presets): BSC testnet and mainnet. */
export const REMOTE_CHAINS: Readonly<Record<number, Chain>> = { 97: bscTestnet, 56: bsc }

/**
 * BSC makes a block every 0.75 s since its Maxwell upgrade (2025; viem's `bsc.blockTime`): a day
 * is 115,200 blocks. The farm and the pools start paying a day after the deploy (time to add
 * liquidity and announce), and each pool pays for 30 days.
 */
const BLOCKS_PER_DAY = 115_200n
export const DEFAULT_REMOTE_PLAN: RemotePlan = {
  rewardsDelayBlocks: BLOCKS_PER_DAY,
  poolLifetimeBlocks: 30n * BLOCKS_PER_DAY,
}

/** What an existing token's environment variable is called: WBNB_ADDRESS, TOKEN_<SYMBOL>. */
const EXISTING_TOKEN_VARIABLES: readonly (readonly [key: string, variable: string])[] = [
  ['WBNB', 'WBNB_ADDRESS'],
  ...[...TOKENS.map((token) => token.symbol), TAX_TOKEN.symbol].map(
    (symbol) => [symbol, `TOKEN_${symbol}`] as const,
  ),
]

/**
 * Tokens a chain already has, which a deploy there must not imitate: on BSC a stand-in named
 * 'Tether USD' would mislead everyone who meets it.
 */
export const REQUIRED_EXISTING: Readonly<Record<number, readonly string[]>> = {
  56: ['WBNB', 'USDT', 'BUSD', 'CAKE'],
}

/** The lottery's VRF request settings unless the environment says otherwise. */
const LOTTERY_DEFAULTS = { callbackGasLimit: 500_000, requestConfirmations: 3 } as const

export const DEPLOY_HELP = `Usage: npm run devnet -w @ghost/devnet -- deploy <97|56>

Deploys every Ghost contract to BSC testnet (97) or mainnet (56) without demo seeding, writing
<DEPLOYMENTS_DIR>/<chainId>.json once every address has code. Each step is journaled in
<chainId>.partial.json: after a failure, run the same command again to finish (nothing is
deployed twice; a run while another is running is refused). A run whose manifest is complete
deploys nothing. The finished journal is kept as <chainId>.journal.json (every step's
transaction hash). A deploy finished before voting (its manifest has no SmartChef3) gets the CAKE
pool (sousId 3: stakes CAKE, pays USDT) and the CAKE-GHOST farm (pid 1) added by a later run,
journaled in <chainId>.voting.partial.json, with the same reward delay and pool lifetime.

Environment:
  RPC_URL_<chainId>           the node URLs, comma-separated, primary first (required)
  DEPLOYER_PRIVATE_KEY        0x-prefixed key that deploys and owns everything; needs BNB for gas (required)
  TREASURY_ADDRESS            receives the protocol fee's treasury share, the market's platform fee and
                              the fee managers' admin fee (default: the deployer)
  GHOST_POT_ADMIN             sets ghost-pot levels besides the owner (default: the deployer)
  WBNB_ADDRESS, TOKEN_<SYMBOL> an existing WBNB or token (USDT, BUSD, GHOST, CAKE, DEEP, TAX) to use
                              instead of deploying a stand-in; on 56 WBNB, USDT, BUSD and CAKE are
                              required. The deployer must hold the USDT the pools are funded with.
  REWARDS_START_DELAY_BLOCKS  blocks from the deploy to the farm's and pools' first reward (default ${DEFAULT_REMOTE_PLAN.rewardsDelayBlocks}, a day)
  POOL_LIFETIME_BLOCKS        blocks each pool pays for; it is funded with exactly that (default ${DEFAULT_REMOTE_PLAN.poolLifetimeBlocks}, 30 days)
  DEPLOYMENTS_DIR             where the manifest and the journal go, relative to where the command
                              runs (default: deployments/ in the repository)

The lottery (deployed only when the three LOTTERY_VRF_* below are set; a finished deploy without it
gets it added by a later run, journaled in <chainId>.lottery.partial.json):
  LOTTERY_VRF_COORDINATOR     the chain's Chainlink VRF v2.5 coordinator (vrf.chain.link)
  LOTTERY_VRF_KEY_HASH        the key hash (gas lane) to request with, 0x and 64 hex digits
  LOTTERY_VRF_SUBSCRIPTION_ID the subscription that pays; when the deployer owns it the lottery is
                              added as its consumer, otherwise its owner must add it
  LOTTERY_VRF_CALLBACK_GAS_LIMIT  gas for the coordinator's answer (default ${LOTTERY_DEFAULTS.callbackGasLimit})
  LOTTERY_VRF_CONFIRMATIONS   blocks the coordinator waits before answering (default ${LOTTERY_DEFAULTS.requestConfirmations})
  LOTTERY_VRF_NATIVE_PAYMENT  true: pay the coordinator in BNB rather than LINK (default false)
  LOTTERY_CAKE_USD_PAIR       the CAKE-USD pair ticket prices come from (default: the deploy's
                              CAKE-USDT pair; on 56 a pair with liquidity, such as PancakeSwap's)
  LOTTERY_OPERATOR, LOTTERY_INJECTOR  who runs rounds and who adds CAKE (default: the deployer)

The prediction game (deployed only when PREDICTION_ORACLE is set; a finished deploy without it
gets it added by a later run, journaled in <chainId>.prediction.partial.json):
  PREDICTION_ORACLE           the chain's Chainlink BNB/USD feed (AggregatorV3Interface with 8
                              decimals, data.chain.link) the 5-minute rounds lock and close on
  PREDICTION_OPERATOR         who runs the rounds: the genesis, then executeRound every 5 minutes
                              (npm run admin -- prediction:*; default: the deployer)

The IFO deployer (always deployed, on the deploy's CAKE and profile; a finished deploy without it
gets it added by a later run, journaled in <chainId>.ifo.partial.json). The sales are created
later with npm run admin -- ifo:create, signed by its owner:
  IFO_OWNER                   owns the IFO deployer and creates the sales (default: the deployer).
                              ifo:create also grants each sale the profile's POINT_ROLE, which
                              needs the profile's admin (the deployer): another owner must be
                              granted the profile's DEFAULT_ADMIN_ROLE before its first sale`

export class DeployConfigError extends Error {
  override name = 'DeployConfigError'
}

export type DeployRemoteParameters = {
  chainId: number
  env: Readonly<Record<string, string | undefined>>
  log?: ((line: string) => void) | undefined
  onStep?: JournalStepsParameters['onStep']
  /** Milliseconds between receipt polls (default 1,000). */
  pollingInterval?: number | undefined
}

export type DeployRemoteResult = {
  manifest: Manifest
  manifestPath: string
  /** False when the manifest was complete already and nothing was sent. */
  deployed: boolean
  /** Transactions this run broadcast. */
  broadcasts: number
}

function readBlocks(env: DeployRemoteParameters['env'], name: string, fallback: bigint): bigint {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  if (!/^\d+$/.test(text)) throw new DeployConfigError(`${name} must be a whole number of blocks`)
  return BigInt(text)
}

function readAddress(env: DeployRemoteParameters['env'], name: string): Address | undefined {
  const text = env[name]
  if (text === undefined || text === '') return undefined
  if (!isAddress(text, { strict: false })) throw new DeployConfigError(`${name} is not an address`)
  return getAddress(text)
}

function readWhole(
  env: DeployRemoteParameters['env'],
  name: string,
  fallback: number,
  max: number,
): number {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  if (!/^\d+$/.test(text) || Number(text) > max)
    throw new DeployConfigError(`${name} must be a whole number up to ${max}`)
  return Number(text)
}

const LOTTERY_REQUIRED = [
  'LOTTERY_VRF_COORDINATOR',
  'LOTTERY_VRF_KEY_HASH',
  'LOTTERY_VRF_SUBSCRIPTION_ID',
] as const

/**
 * The lottery's settings from the environment: undefined when none of the three VRF variables is
 * set (no lottery), a refusal when only some are.
 */
export function readLotteryPlan(env: DeployRemoteParameters['env']): RemoteLotteryPlan | undefined {
  const given = LOTTERY_REQUIRED.filter((name) => (env[name] ?? '') !== '')
  if (given.length === 0) return undefined
  if (given.length < LOTTERY_REQUIRED.length) {
    const missing = LOTTERY_REQUIRED.filter((name) => !given.includes(name))
    throw new DeployConfigError(
      `The lottery needs ${LOTTERY_REQUIRED.join(', ')}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`,
    )
  }
  const coordinator = readAddress(env, 'LOTTERY_VRF_COORDINATOR') as Address
  const keyHash = env.LOTTERY_VRF_KEY_HASH ?? ''
  if (!/^0x[0-9a-fA-F]{64}$/.test(keyHash))
    throw new DeployConfigError('LOTTERY_VRF_KEY_HASH must be 0x and 64 hex digits')
  const subscription = env.LOTTERY_VRF_SUBSCRIPTION_ID ?? ''
  if (!/^[1-9]\d*$/.test(subscription))
    throw new DeployConfigError('LOTTERY_VRF_SUBSCRIPTION_ID must be a whole number (decimal)')
  const native = env.LOTTERY_VRF_NATIVE_PAYMENT ?? ''
  if (!['', 'true', 'false'].includes(native))
    throw new DeployConfigError('LOTTERY_VRF_NATIVE_PAYMENT must be true or false')
  const callbackGasLimit = readWhole(
    env,
    'LOTTERY_VRF_CALLBACK_GAS_LIMIT',
    LOTTERY_DEFAULTS.callbackGasLimit,
    2_500_000,
  )
  if (callbackGasLimit < 50_000)
    throw new DeployConfigError('LOTTERY_VRF_CALLBACK_GAS_LIMIT must be at least 50000')
  return {
    vrf: {
      coordinator,
      keyHash: keyHash as Hex,
      subscriptionId: BigInt(subscription),
      callbackGasLimit,
      requestConfirmations: readWhole(
        env,
        'LOTTERY_VRF_CONFIRMATIONS',
        LOTTERY_DEFAULTS.requestConfirmations,
        200,
      ),
      nativePayment: native === 'true',
    },
    cakeUsdPair: readAddress(env, 'LOTTERY_CAKE_USD_PAIR'),
    operator: readAddress(env, 'LOTTERY_OPERATOR'),
    injector: readAddress(env, 'LOTTERY_INJECTOR'),
  }
}

/**
 * The prediction game's settings from the environment: undefined without PREDICTION_ORACLE (no
 * game), a refusal for an operator without a feed.
 */
export function readPredictionPlan(
  env: DeployRemoteParameters['env'],
): RemotePredictionPlan | undefined {
  const oracle = readAddress(env, 'PREDICTION_ORACLE')
  const operator = readAddress(env, 'PREDICTION_OPERATOR')
  if (!oracle) {
    if (operator) {
      throw new DeployConfigError(
        'PREDICTION_OPERATOR is set without PREDICTION_ORACLE: the prediction game needs its BNB/USD feed',
      )
    }
    return undefined
  }
  return { oracle, operator }
}

/**
 * The IFO deployer's settings from the environment: always a plan (it needs nothing outside the
 * deploy), owned by IFO_OWNER when given; the zero address is refused, as nobody could create a
 * sale (and the deployer's constructor would revert part-way through the deploy).
 */
export function readIfoPlan(env: DeployRemoteParameters['env']): RemoteIfoPlan {
  const owner = readAddress(env, 'IFO_OWNER')
  if (owner === zeroAddress) {
    throw new DeployConfigError(
      'IFO_OWNER is the zero address: nobody could create a sale (leave it unset for the deployer)',
    )
  }
  return { owner }
}

/**
 * Refuses a prediction feed the game could not run on, before anything is sent: no code, not an
 * AggregatorV3Interface, other than 8 decimals (the game's prices are Chainlink's BNB/USD), or no
 * positive answer.
 */
async function checkPredictionFeed(client: ChainWriter, oracle: Address, chainId: number) {
  const code = await client.getCode({ address: oracle })
  if (code === undefined || code === '0x') {
    throw new DeployConfigError(
      `The PREDICTION_ORACLE given (${oracle}) has no code on chain ${chainId}`,
    )
  }
  const at = { address: oracle, abi: mockV3AggregatorAbi } as const
  let decimals: number
  let answer: bigint
  try {
    decimals = await client.readContract({ ...at, functionName: 'decimals' })
    ;[, answer] = await client.readContract({ ...at, functionName: 'latestRoundData' })
  } catch {
    throw new DeployConfigError(
      `The PREDICTION_ORACLE given (${oracle}) does not answer as a price feed (AggregatorV3Interface decimals and latestRoundData)`,
    )
  }
  if (decimals !== PREDICTION.oracleDecimals) {
    throw new DeployConfigError(
      `The PREDICTION_ORACLE given (${oracle}) answers with ${decimals} decimals; the game takes a BNB/USD feed with ${PREDICTION.oracleDecimals}`,
    )
  }
  if (answer <= 0n) {
    throw new DeployConfigError(`The PREDICTION_ORACLE given (${oracle}) has no positive answer`)
  }
}

/** The settings a journal records for the prediction game (a rerun must bring the same). */
function predictionSettings(prediction: RemotePredictionPlan): Record<string, string> {
  return {
    'prediction oracle': prediction.oracle,
    ...(prediction.operator ? { 'prediction operator': prediction.operator } : {}),
  }
}

/**
 * The settings a journal records for the IFO deployer (a rerun must bring the same): its owner
 * when given, like the games' operators, so a journal begun without IFO_OWNER resumes as before.
 */
function ifoSettings(ifo: RemoteIfoPlan): Record<string, string> {
  return ifo.owner ? { 'ifo owner': ifo.owner } : {}
}

/** The settings a journal records for the lottery (a rerun must bring the same). */
function lotterySettings(lottery: RemoteLotteryPlan): Record<string, string> {
  const { vrf } = lottery
  return {
    'lottery coordinator': vrf.coordinator,
    'lottery key hash': vrf.keyHash,
    'lottery subscription': vrf.subscriptionId.toString(),
    'lottery callback gas': String(vrf.callbackGasLimit),
    'lottery confirmations': String(vrf.requestConfirmations),
    'lottery native payment': String(vrf.nativePayment),
    ...(lottery.cakeUsdPair ? { 'lottery CAKE-USD pair': lottery.cakeUsdPair } : {}),
    ...(lottery.operator ? { 'lottery operator': lottery.operator } : {}),
    ...(lottery.injector ? { 'lottery injector': lottery.injector } : {}),
  }
}

/** Every address a manifest names (contracts, tokens, pairs) that has no code on the chain. */
async function addressesWithoutCode(
  client: ChainWriter,
  manifest: Pick<Manifest, 'pairs'> & {
    contracts: Readonly<Record<string, Address>>
    tokens: Readonly<Record<string, Address>>
  },
): Promise<string[]> {
  const named = [
    ...Object.entries(manifest.contracts),
    ...Object.entries(manifest.tokens),
    ...Object.entries(manifest.pairs ?? {}),
  ]
  const codes = await Promise.all(named.map(([, address]) => client.getCode({ address })))
  return named.flatMap(([name, address], i) =>
    codes[i] === undefined || codes[i] === '0x' ? [`${name} (${address})`] : [],
  )
}

/** The manifest at `path` when it is this chain's, has every area and all its code; else why not. */
async function readCompleteManifest(
  client: ChainWriter,
  path: string,
  chainId: number,
): Promise<{ manifest: Manifest } | { incomplete: string }> {
  let manifest: Manifest
  try {
    manifest = parseManifest(JSON.parse(readFileSync(path, 'utf8')))
  } catch (error) {
    return { incomplete: `it does not parse (${(error as Error).message})` }
  }
  if (manifest.chainId !== chainId) return { incomplete: `it is chain ${manifest.chainId}'s` }
  if (!getNftContracts(manifest) || !getRewardContracts(manifest)) {
    return { incomplete: 'it lacks the NFT market or the reward programmes' }
  }
  const missing = await addressesWithoutCode(client, manifest)
  if (missing.length > 0) return { incomplete: `no code at ${missing.join(', ')}` }
  return { manifest }
}

export async function deployRemote(
  parameters: DeployRemoteParameters,
): Promise<DeployRemoteResult> {
  const { chainId, env } = parameters
  const log = parameters.log ?? (() => {})
  const chain = REMOTE_CHAINS[chainId]
  if (!chain)
    throw new DeployConfigError(`Chain ${chainId} is not one of 97 (BSC testnet), 56 (BSC)`)
  const urls = (env[`RPC_URL_${chainId}`] ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '')
  const key = env.DEPLOYER_PRIVATE_KEY
  if (urls.length === 0 || !key || !/^0x[0-9a-fA-F]{64}$/.test(key)) {
    throw new DeployConfigError(
      `Set RPC_URL_${chainId} and DEPLOYER_PRIVATE_KEY (0x and 64 hex digits) to deploy to chain ${chainId} (--help)`,
    )
  }
  const account = privateKeyToAccount(key as `0x${string}`)
  const treasury = readAddress(env, 'TREASURY_ADDRESS') ?? account.address
  const ghostPotAdmin = readAddress(env, 'GHOST_POT_ADMIN')
  const existing: Record<string, Address> = {}
  for (const [name, variable] of EXISTING_TOKEN_VARIABLES) {
    const address = readAddress(env, variable)
    if (address) existing[name] = address
  }
  const lacking = (REQUIRED_EXISTING[chainId] ?? []).filter((name) => !existing[name])
  if (lacking.length > 0) {
    const variables = EXISTING_TOKEN_VARIABLES.filter(([key]) => lacking.includes(key))
    throw new DeployConfigError(
      `Chain ${chainId} has its own ${lacking.join(', ')}: set ${variables.map(([, variable]) => variable).join(', ')}`,
    )
  }
  const lottery = readLotteryPlan(env)
  const prediction = readPredictionPlan(env)
  const ifo = readIfoPlan(env)
  const remote: RemotePlan = {
    existing,
    lottery,
    prediction,
    ifo,
    rewardsDelayBlocks: readBlocks(
      env,
      'REWARDS_START_DELAY_BLOCKS',
      DEFAULT_REMOTE_PLAN.rewardsDelayBlocks,
    ),
    poolLifetimeBlocks: readBlocks(
      env,
      'POOL_LIFETIME_BLOCKS',
      DEFAULT_REMOTE_PLAN.poolLifetimeBlocks,
    ),
  }
  const folder = resolve(
    env.INIT_CWD ?? process.cwd(),
    env.DEPLOYMENTS_DIR || join(repoRoot, 'deployments'),
  )
  const manifestPath = join(folder, `${chainId}.json`)
  const journalPath = join(folder, `${chainId}.partial.json`)
  const lotteryJournalPath = join(folder, `${chainId}.lottery.partial.json`)
  const predictionJournalPath = join(folder, `${chainId}.prediction.partial.json`)
  const ifoJournalPath = join(folder, `${chainId}.ifo.partial.json`)
  const votingJournalPath = join(folder, `${chainId}.voting.partial.json`)

  const deployer: ChainWriter = createWalletClient({
    chain,
    transport: createRpcTransport({ urls, webSocket }),
    account,
    pollingInterval: parameters.pollingInterval ?? 1_000,
  }).extend(publicActions)
  const nodeChainId = await deployer.getChainId()
  if (nodeChainId !== chainId) {
    throw new DeployConfigError(
      `RPC_URL_${chainId} answers chain id ${nodeChainId}, not ${chainId}`,
    )
  }
  for (const [name, address] of Object.entries(existing)) {
    const code = await deployer.getCode({ address })
    if (code === undefined || code === '0x') {
      throw new DeployConfigError(`The ${name} given (${address}) has no code on chain ${chainId}`)
    }
  }
  if (prediction) await checkPredictionFeed(deployer, prediction.oracle, chainId)

  mkdirSync(folder, { recursive: true })
  const release = lockJournal(journalPath)
  try {
    if (!existsSync(journalPath) && existsSync(manifestPath)) {
      // before the other areas: a manifest without the CAKE pool does not parse until it has it
      const votingBroadcasts = await addVotingSources()
      const previous = await readCompleteManifest(deployer, manifestPath, chainId)
      if ('manifest' in previous) {
        // a finished deploy from before an area, or without it: the area is added alone
        let manifest = previous.manifest
        let broadcasts = votingBroadcasts ?? 0
        if (lottery && !getLotteryContracts(manifest)) {
          const added = await addLottery(manifest, lottery)
          manifest = added.manifest
          broadcasts += added.broadcasts
        }
        if (prediction && !getPredictionContracts(manifest)) {
          const added = await addPrediction(manifest, prediction)
          manifest = added.manifest
          broadcasts += added.broadcasts
        }
        const ifoDeployer = getIfoContracts(manifest)?.IFODeployer
        if (!ifoDeployer) {
          const added = await addIfo(manifest, ifo)
          manifest = added.manifest
          broadcasts += added.broadcasts
        }
        if (manifest !== previous.manifest || votingBroadcasts !== undefined) {
          return { manifest, manifestPath, deployed: true, broadcasts }
        }
        log(`Nothing to deploy: every contract in ${manifestPath} has code on chain ${chainId}.`)
        if (!lottery && !getLotteryContracts(manifest)) log(NO_LOTTERY)
        if (!prediction && !getPredictionContracts(manifest)) log(NO_PREDICTION)
        if (ifoDeployer && ifo.owner) await noteIfoOwner(ifoDeployer, ifo.owner)
        return { manifest, manifestPath, deployed: false, broadcasts: 0 }
      }
      log(
        `Deploying afresh: ${manifestPath} is not a complete deployment (${previous.incomplete}).`,
      )
    } else if (existsSync(journalPath)) {
      log(`Resuming the deploy journaled in ${journalPath}.`)
    }

    const settings: Record<string, string> = {
      treasury,
      ghostPotAdmin: ghostPotAdmin ?? account.address,
      rewardsDelayBlocks: remote.rewardsDelayBlocks.toString(),
      poolLifetimeBlocks: remote.poolLifetimeBlocks.toString(),
      ...Object.fromEntries(
        Object.entries(existing).map(([name, address]) => [`existing ${name}`, address]),
      ),
      ...(lottery ? lotterySettings(lottery) : {}),
      ...(prediction ? predictionSettings(prediction) : {}),
      ...ifoSettings(ifo),
    }
    const steps = journalSteps({
      client: deployer,
      path: journalPath,
      settings,
      log,
      onStep: parameters.onStep,
    })
    log(`Deploying to chain ${chainId} as ${account.address}; treasury ${treasury}.`)
    if (!lottery) log(NO_LOTTERY)
    if (!prediction) log(NO_PREDICTION)
    logIfoOwner(ifo)
    const manifest = await deployWorld({ deployer, treasury, steps, remote, log })
    const rewards = await deployRewards({ deployer, manifest, treasury, ghostPotAdmin, steps })
    Object.assign(manifest.contracts, rewards)

    const missing = await addressesWithoutCode(deployer, manifest)
    if (missing.length > 0) throw new Error(`No code at ${missing.join(', ')} after the deploy`)
    writeFileAtomically(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
    // Kept, not deleted: which transaction did each step (the partial's name would resume it).
    renameSync(journalPath, join(folder, `${chainId}.journal.json`))
    log(
      `Deployed to chain ${chainId}: ${countTransactions(steps.file())} transactions in all, ${steps.broadcasts()} broadcast by this run; manifest written to ${manifestPath}.`,
    )
    return { manifest, manifestPath, deployed: true, broadcasts: steps.broadcasts() }
  } finally {
    release()
  }

  /** A finished deploy from before the lottery, or without it: deploys the lottery alone. */
  async function addLottery(
    manifest: Manifest,
    plan: RemoteLotteryPlan,
  ): Promise<DeployRemoteResult> {
    const cakeUsdPair = plan.cakeUsdPair ?? manifest.pairs?.['CAKE-USDT']
    if (!cakeUsdPair) {
      throw new DeployConfigError(
        `${manifestPath} has no CAKE-USDT pair: set LOTTERY_CAKE_USD_PAIR to the pair ticket prices come from`,
      )
    }
    log(`Adding the lottery to the deployment in ${manifestPath}.`)
    const steps = journalSteps({
      client: deployer,
      path: lotteryJournalPath,
      settings: { treasury, ...lotterySettings(plan) },
      log,
      onStep: parameters.onStep,
    })
    const contracts = await deployLottery({
      deployer,
      cake: manifest.tokens.CAKE,
      cakeUsdPair,
      treasury,
      operator: plan.operator,
      injector: plan.injector,
      vrf: plan.vrf,
      steps,
      log,
    })
    const withLottery = { ...manifest, contracts: { ...manifest.contracts, ...contracts } }
    const missing = await addressesWithoutCode(deployer, withLottery)
    if (missing.length > 0) throw new Error(`No code at ${missing.join(', ')} after the deploy`)
    writeFileAtomically(manifestPath, `${JSON.stringify(withLottery, null, 2)}\n`)
    renameSync(lotteryJournalPath, join(folder, `${chainId}.lottery.journal.json`))
    log(
      `Added the lottery on chain ${chainId}: ${steps.broadcasts()} transactions broadcast; manifest written to ${manifestPath}.`,
    )
    return {
      manifest: withLottery,
      manifestPath,
      deployed: true,
      broadcasts: steps.broadcasts(),
    }
  }

  /**
   * Another IFO owner than the deployer cannot ready a sale until the profile's admin (the
   * deployer) makes it an admin too: said at the deploy, as the lottery says a VRF consumer is
   * left to add by hand, rather than granted, since that role rules the whole profile.
   */
  function logIfoOwner(plan: RemoteIfoPlan) {
    if (!plan.owner || plan.owner === account.address) return
    log(
      `The IFO deployer will be owned by ${plan.owner}, which creates the sales (npm run admin -- ifo:create); ifo:create also grants each sale the profile's POINT_ROLE, which only the profile's admin may: grant ${plan.owner} the profile's DEFAULT_ADMIN_ROLE (the deployer ${account.address} holds it) before the first sale.`,
    )
  }

  /** IFO_OWNER on a deploy that has the IFO deployer already: a deploy does not move it. */
  async function noteIfoOwner(ifoDeployer: Address, owner: Address) {
    const current = await deployer.readContract({
      address: ifoDeployer,
      abi: ghostIFODeployerAbi,
      functionName: 'owner',
    })
    if (getAddress(current) === owner) return
    log(
      `The IFO deployer ${ifoDeployer} is owned by ${getAddress(current)}, not IFO_OWNER ${owner}: a deploy does not move it (its owner calls transferOwnership).`,
    )
  }

  /**
   * A finished deploy from before voting (issue 34), whose manifest lacks the CAKE pool and so
   * no longer parses: deploys the pool (sousId 3, paying from `rewardsDelayBlocks` ahead for the
   * pools' lifetime, funded with what that pays) and adds the CAKE-GHOST farm (pid 1) alone,
   * then writes the manifest with the pool. Answers the transactions broadcast, or undefined
   * when the manifest is not such a deploy (readCompleteManifest then says what it is).
   */
  async function addVotingSources(): Promise<number | undefined> {
    let json: unknown
    try {
      json = JSON.parse(readFileSync(manifestPath, 'utf8'))
    } catch {
      return undefined
    }
    if (typeof json !== 'object' || json === null || !('contracts' in json)) return undefined
    const { contracts } = json
    if (typeof contracts !== 'object' || contracts === null || 'SmartChef3' in contracts) {
      return undefined
    }
    let before: Manifest
    try {
      // every other rule of a manifest still holds
      before = parseManifest({ ...json, contracts: { ...contracts, SmartChef3: zeroAddress } })
    } catch {
      return undefined
    }
    const { SmartChef3: _, ...deployed } = before.contracts
    if (
      before.chainId !== chainId ||
      !getNftContracts(before) ||
      !getRewardContracts(before) ||
      (await addressesWithoutCode(deployer, { ...before, contracts: deployed })).length > 0
    ) {
      return undefined
    }
    const pool = POOLS.find((planned) => planned.sousId === 3)
    const cakeGhost = before.pairs?.['CAKE-GHOST']
    if (!pool || !cakeGhost) {
      throw new DeployConfigError(`${manifestPath} has no CAKE-GHOST pair for the CAKE farm`)
    }
    log(
      `Adding the CAKE pool (sousId 3) and the CAKE-GHOST farm (pid 1) to the deployment in ${manifestPath}: voting power counts the CAKE staked in them.`,
    )
    const steps = journalSteps({
      client: deployer,
      path: votingJournalPath,
      settings: {
        rewardsDelayBlocks: remote.rewardsDelayBlocks.toString(),
        poolLifetimeBlocks: remote.poolLifetimeBlocks.toString(),
      },
      log,
      onStep: parameters.onStep,
    })
    const start = await steps.value(
      'rewardsStartBlock',
      async () => (await deployer.getBlockNumber()) + remote.rewardsDelayBlocks,
    )
    const SmartChef3 = await deployPool(steps, { pool, tokens: before.tokens, start, remote })
    const { MasterChef } = before.contracts
    const farmed = await deployer.readContract({
      address: MasterChef,
      abi: masterChefAbi,
      functionName: 'hasPool',
      args: [cakeGhost],
    })
    // the MasterChef brings every farm up to date before the new allocation counts
    if (!farmed) {
      await steps.write('MasterChef.add(pid 1)', {
        address: MasterChef,
        abi: masterChefAbi,
        functionName: 'add',
        args: [FARM.pid1AllocPoint, cakeGhost, true],
      })
    }
    const withVoting = { ...before, contracts: { ...before.contracts, SmartChef3 } }
    const missing = await addressesWithoutCode(deployer, withVoting)
    if (missing.length > 0) throw new Error(`No code at ${missing.join(', ')} after the deploy`)
    writeFileAtomically(manifestPath, `${JSON.stringify(withVoting, null, 2)}\n`)
    renameSync(votingJournalPath, join(folder, `${chainId}.voting.journal.json`))
    log(
      `Added the CAKE pool (${SmartChef3}) and the CAKE-GHOST farm on chain ${chainId}: ${steps.broadcasts()} transactions broadcast; manifest written to ${manifestPath}.`,
    )
    return steps.broadcasts()
  }

  /** A finished deploy from before the IFO deployer: deploys it alone. */
  async function addIfo(manifest: Manifest, plan: RemoteIfoPlan): Promise<DeployRemoteResult> {
    const nft = getNftContracts(manifest)
    // readCompleteManifest answers only manifests with the NFT contracts
    if (!nft) throw new Error(`${manifestPath} has no profile for the IFO deployer`)
    log(`Adding the IFO deployer to the deployment in ${manifestPath}.`)
    logIfoOwner(plan)
    const steps = journalSteps({
      client: deployer,
      path: ifoJournalPath,
      settings: ifoSettings(plan),
      log,
      onStep: parameters.onStep,
    })
    const contracts = await deployIfo({
      deployer,
      cake: manifest.tokens.CAKE,
      profile: nft.Profile,
      owner: plan.owner,
      steps,
    })
    const withIfo = { ...manifest, contracts: { ...manifest.contracts, ...contracts } }
    const missing = await addressesWithoutCode(deployer, withIfo)
    if (missing.length > 0) throw new Error(`No code at ${missing.join(', ')} after the deploy`)
    writeFileAtomically(manifestPath, `${JSON.stringify(withIfo, null, 2)}\n`)
    renameSync(ifoJournalPath, join(folder, `${chainId}.ifo.journal.json`))
    log(
      `Added the IFO deployer on chain ${chainId}: ${steps.broadcasts()} transactions broadcast; manifest written to ${manifestPath}. Create sales with npm run admin -- ifo:create.`,
    )
    return { manifest: withIfo, manifestPath, deployed: true, broadcasts: steps.broadcasts() }
  }

  /** A finished deploy from before the prediction game, or without it: deploys the game alone. */
  async function addPrediction(
    manifest: Manifest,
    plan: RemotePredictionPlan,
  ): Promise<DeployRemoteResult> {
    log(`Adding the prediction game to the deployment in ${manifestPath}.`)
    const steps = journalSteps({
      client: deployer,
      path: predictionJournalPath,
      settings: { treasury, ...predictionSettings(plan) },
      log,
      onStep: parameters.onStep,
    })
    const contracts = await deployPrediction({
      deployer,
      treasury,
      operator: plan.operator,
      oracle: plan.oracle,
      steps,
    })
    const withPrediction = { ...manifest, contracts: { ...manifest.contracts, ...contracts } }
    const missing = await addressesWithoutCode(deployer, withPrediction)
    if (missing.length > 0) throw new Error(`No code at ${missing.join(', ')} after the deploy`)
    writeFileAtomically(manifestPath, `${JSON.stringify(withPrediction, null, 2)}\n`)
    renameSync(predictionJournalPath, join(folder, `${chainId}.prediction.journal.json`))
    log(
      `Added the prediction game on chain ${chainId}: ${steps.broadcasts()} transactions broadcast; manifest written to ${manifestPath}.`,
    )
    return {
      manifest: withPrediction,
      manifestPath,
      deployed: true,
      broadcasts: steps.broadcasts(),
    }
  }
}

const NO_LOTTERY = `No lottery: set ${LOTTERY_REQUIRED.join(', ')} to deploy it (--help).`
const NO_PREDICTION = 'No prediction game: set PREDICTION_ORACLE to deploy it (--help).'
