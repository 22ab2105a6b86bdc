/**
 * A prediction history on its own Anvil, with the real contracts: GhostPrediction on Chainlink's
 * MockV3Aggregator (the devnet's deployPrediction with the feed given), account 0 owner and
 * operator, three players (accounts 1, 2, 3), prices set with `updateAnswer` right before each
 * lock. Figures in BNB:
 * - round 1: A Bull 1, B Bear 2; closes up: Bull wins (A is paid 2.91);
 * - round 2: A Bear 1, B Bull 0.5, C Bear 2; locked 10 s late (and round 1 closed then);
 *   closes down: Bear wins (3.395 shared by 3 BNB);
 * - round 3: A Bull 1, B Bear 1; closes where it locked: a tie, the House takes 2;
 * - round 4: A Bull 1, C Bear 2; locked but never closed: canceled;
 * - round 5: B Bull 1; never locked: canceled;
 * - the operator missed the buffer: pause, the owner sets the fee to 5%, unpause, and genesis
 *   again: round 6 (B Bull 0.25) is locked, round 7 (C Bear 0.3) open;
 * - A claims rounds 1, 2 and 4 in one transaction (two Claims and a Refund), C reclaims round 4
 *   and leaves its round 2 winnings; B leaves its round 5 refund; the treasury is paid.
 */
import { ghostPredictionAbi, mockV3AggregatorAbi, mockV3AggregatorBytecode } from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { deployPrediction, devWriter } from '@ghost/devnet'
import { type Address, getAddress, parseEther } from 'viem'
import { type ChainScenario, runChainScenario } from '../../indexer/testing/chainScenario'
import { latestTimestamp, send } from '../../test/chainCalls'

export type PredictionWorld = {
  url: string
  manifest: Manifest
  prediction: Address
  oracle: Address
  /** Account 0: owner and operator. */
  admin: AnvilClient
  treasury: Address
  /** Accounts 1, 2, 3: A, B and C above. */
  players: [AnvilClient, AnvilClient, AnvilClient]
}

/** Its middleBlock: after round 3's bets, before round 2 closes. */
export type PredictionScenario = ChainScenario<PredictionWorld>

/** The feed's answers (8 decimals): the start, then one per lock, in order. */
export const PRICES = {
  start: 600_00000000n,
  lock1: 600_50000000n,
  /** Round 1 closes here, above its lock: Bull. */
  lock2: 601_00000000n,
  /** Round 2 closes here, below its lock: Bear. */
  lock3: 599_00000000n,
  /** Round 3 closes here, at its lock: a tie. */
  lock4: 599_00000000n,
  lock6: 602_00000000n,
} as const

/** How late round 2 locks, within the 30 s buffer. */
export const LATE_LOCK = 10n

/** The owner's fee while paused, from round 6 on (basis points). */
export const NEW_TREASURY_FEE = 500n

export function predictionCalls(world: PredictionWorld) {
  const { admin, prediction, oracle } = world
  const read = async (epoch: bigint) =>
    admin.readContract({
      address: prediction,
      abi: ghostPredictionAbi,
      functionName: 'getRound',
      args: [epoch],
    })
  const currentEpoch = () =>
    admin.readContract({
      address: prediction,
      abi: ghostPredictionAbi,
      functionName: 'currentEpoch',
    })
  const operator = (functionName: 'genesisStartRound' | 'genesisLockRound' | 'executeRound') =>
    send(admin, { address: prediction, abi: ghostPredictionAbi, functionName, args: [] })
  return {
    currentEpoch,
    bet: (player: AnvilClient, side: 'Bull' | 'Bear', epoch: bigint, value: bigint) =>
      send(player, {
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: side === 'Bull' ? 'betBull' : 'betBear',
        args: [epoch],
        value,
      }),
    claim: (player: AnvilClient, epochs: bigint[]) =>
      send(player, {
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: 'claim',
        args: [epochs],
      }),
    genesisStart: () => operator('genesisStartRound'),
    /**
     * At the current round's lock time (or `late` seconds after it, within the buffer): a fresh
     * feed answer at `price`, then the genesis lock (`genesis`) or executeRound.
     */
    async lockAt(price: bigint, { genesis = false, late = 0n } = {}): Promise<void> {
      const round = await read(await currentEpoch())
      await admin.setNextBlockTimestamp({ timestamp: round.lockTimestamp + late })
      await send(admin, {
        address: oracle,
        abi: mockV3AggregatorAbi,
        functionName: 'updateAnswer',
        args: [price],
      })
      await operator(genesis ? 'genesisLockRound' : 'executeRound')
    },
    async pause(): Promise<void> {
      await send(admin, {
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: 'pause',
        args: [],
      })
    },
    async unpause(): Promise<void> {
      await send(admin, {
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: 'unpause',
        args: [],
      })
    },
    async setTreasuryFee(fee: bigint): Promise<void> {
      await send(admin, {
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: 'setTreasuryFee',
        args: [fee],
      })
    },
    async claimTreasury(): Promise<void> {
      await send(admin, {
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: 'claimTreasury',
        args: [],
      })
    },
    /** Mines an empty block `seconds` after a round's close time plus the buffer. */
    async passCancel(epoch: bigint, seconds: bigint): Promise<void> {
      const round = await read(epoch)
      const buffer = await admin.readContract({
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: 'bufferSeconds',
      })
      const at = round.closeTimestamp + buffer + seconds
      if (at > (await latestTimestamp(admin))) {
        await admin.setNextBlockTimestamp({ timestamp: at })
        await admin.mine({ blocks: 1 })
      }
    },
  }
}

async function deployPredictionWorld(url: string): Promise<PredictionWorld> {
  const admin = anvilClient(url)
  const players = [1, 2, 3].map((index) => anvilClient(url, devAccount(index))) as [
    AnvilClient,
    AnvilClient,
    AnvilClient,
  ]
  const treasury = devAccount(9).address
  const hash = await admin.deployContract({
    abi: mockV3AggregatorAbi,
    bytecode: mockV3AggregatorBytecode,
    args: [8, PRICES.start],
    account: admin.account,
    chain: null,
  })
  const receipt = await admin.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`the feed's deploy failed: ${hash}`)
  }
  const feed = getAddress(receipt.contractAddress)
  const startBlock = await admin.getBlockNumber({ cacheTime: 0 })
  const { Prediction: prediction, PredictionOracle: oracle } = await deployPrediction({
    deployer: devWriter(url, 0),
    treasury,
    oracle: feed,
  })
  const manifest = {
    chainId: LOCAL_CHAIN_ID,
    startBlock: Number(startBlock),
    contracts: { Prediction: prediction, PredictionOracle: oracle },
    tokens: {},
  } as unknown as Manifest
  return { url, manifest, prediction, oracle, admin, treasury, players }
}

/** Runs the history above on a fresh Anvil. */
export function runPredictionScenario(): Promise<PredictionScenario> {
  return runChainScenario(async (url) => {
    const world = await deployPredictionWorld(url)
    const [a, b, c] = world.players
    const calls = predictionCalls(world)
    const bnb = parseEther

    await calls.genesisStart()
    await calls.bet(a, 'Bull', 1n, bnb('1'))
    await calls.bet(b, 'Bear', 1n, bnb('2'))
    await calls.lockAt(PRICES.lock1, { genesis: true })
    await calls.bet(a, 'Bear', 2n, bnb('1'))
    await calls.bet(b, 'Bull', 2n, bnb('0.5'))
    await calls.bet(c, 'Bear', 2n, bnb('2'))
    // Round 2 locks (and round 1 closes) 10 s late: round 2 stays live 300 s from then.
    await calls.lockAt(PRICES.lock2, { late: LATE_LOCK })
    await calls.bet(a, 'Bull', 3n, bnb('1'))
    await calls.bet(b, 'Bear', 3n, bnb('1'))
    const middleBlock = await world.admin.getBlockNumber({ cacheTime: 0 })
    await calls.lockAt(PRICES.lock3)
    await calls.bet(a, 'Bull', 4n, bnb('1'))
    await calls.bet(c, 'Bear', 4n, bnb('2'))
    await calls.lockAt(PRICES.lock4)
    await calls.bet(b, 'Bull', 5n, bnb('1'))

    // The operator misses round 5's lock (and round 4's close): both are canceled once round
    // 5's close time and the buffer have passed.
    await calls.passCancel(5n, 10n)
    await calls.pause()
    await calls.setTreasuryFee(NEW_TREASURY_FEE)
    await calls.unpause()
    await calls.claim(a, [1n, 2n, 4n])
    await calls.claim(c, [4n])

    await calls.genesisStart()
    await calls.bet(b, 'Bull', 6n, bnb('0.25'))
    await calls.lockAt(PRICES.lock6, { genesis: true })
    await calls.bet(c, 'Bear', 7n, bnb('0.3'))
    await calls.claimTreasury()
    const headBlock = await world.admin.getBlockNumber({ cacheTime: 0 })
    return { world, middleBlock, headBlock }
  })
}
