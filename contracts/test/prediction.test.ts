import { PREDICTION_MAX_TREASURY_FEE } from '@ghost/sdk'
import {
  type BaseError,
  decodeErrorResult,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  parseEther,
  type TransactionReceipt,
  zeroAddress,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  ghostPredictionAbi,
  ghostPredictionBytecode,
  marketActorAbi,
  testAggregatorAbi,
  testAggregatorBytecode,
} from '../generated'
import { type AnvilClient, revertTo } from '../lib/anvil'
import {
  deployed,
  deployRevertReason,
  deployToken,
  gasCost,
  mined,
  revertReason,
  tokenBalance,
  transferToken,
} from './farms/setup'
import { deployActor, marketActor } from './nft/market'
import {
  BUFFER,
  balanceOf,
  bet,
  betRevert,
  claim,
  constructorArgs,
  deployOracle,
  deployPrediction,
  deployPredictionWorld,
  eventNames,
  eventsNamed,
  execute,
  genesisLock,
  genesisStart,
  INTERVAL,
  latestFeedRound,
  latestTimestamp,
  MIN_BET,
  mineAt,
  nextBlockAt,
  nextSecond,
  ORACLE_ALLOWANCE,
  POSITION,
  type PredictionSettings,
  type PredictionWorld,
  predictionErrorsAbi,
  predictionRevert,
  pushAnswer,
  read,
  readBet,
  readRound,
  readUserViews,
  type Side,
  START_PRICE,
  send,
  setFeedRound,
  startedGame,
  TREASURY_FEE,
  worldSettings,
} from './prediction/setup'
import { anvilWorldPerFile } from './shared/anvilFixture'

let w: PredictionWorld
let alice: AnvilClient
let bob: AnvilClient
let carol: AnvilClient

const UP = START_PRICE + 1n
const DOWN = START_PRICE - 1n

anvilWorldPerFile(async (anvil) => {
  w = await deployPredictionWorld(anvil.url, { players: 3 })
  ;[alice, bob, carol] = w.players as [AnvilClient, AnvilClient, AnvilClient]
  return w.admin
})

const at = () => ({ address: w.prediction, abi: ghostPredictionAbi }) as const

type BetPlan = readonly [AnvilClient, Side, bigint]

/**
 * From a fresh game: genesis, `bets` in the first open round (epoch 2), locked at `lockPrice`
 * and closed at `closePrice` by two executeRounds on time, then a block a second later. Returns
 * the epoch and the closing receipt.
 */
async function closedRound(bets: readonly BetPlan[], lockPrice: bigint, closePrice: bigint) {
  const epoch = await startedGame(w)
  for (const [player, side, amount] of bets) await bet(w, player, side, epoch, amount)
  await execute(w, lockPrice)
  const { receipt } = await execute(w, closePrice)
  // a claim needs a block after the close time (Anvil may give the next block the same second)
  await nextSecond(w)
  return { epoch, receipt }
}

/** The BNB `player` gained from a transaction it sent (its gas paid back in). */
async function gained(player: AnvilClient, transaction: () => Promise<TransactionReceipt>) {
  const before = await balanceOf(w, player.account.address)
  const receipt = await transaction()
  const after = await balanceOf(w, player.account.address)
  return { amount: after - before + gasCost(receipt), receipt }
}

/** The custom error a deployment reverts with (deployRevertReason reads only require strings). */
async function deployErrorName(settings: PredictionSettings): Promise<string> {
  const data = encodeDeployData({
    abi: ghostPredictionAbi,
    bytecode: ghostPredictionBytecode,
    args: constructorArgs(settings),
  })
  try {
    await w.admin.call({ data })
  } catch (error) {
    const withData = (error as BaseError).walk(
      (e) => typeof (e as { data?: unknown }).data === 'string',
    ) as { data?: Hex } | null
    if (withData?.data)
      return decodeErrorResult({ abi: ghostPredictionAbi, data: withData.data }).errorName
    throw error
  }
  throw new Error('the deployment did not revert')
}

function pausedRevert(by: AnvilClient, functionName: Parameters<typeof predictionRevert>[2]) {
  // every function passed here takes no arguments
  return predictionRevert(w, by, functionName, [] as never)
}

describe('deployment', () => {
  test('the constructor refuses zero addresses, a buffer not below the interval, a zero minimum bet or allowance, and a fee over 10%', async () => {
    const good = worldSettings(w)
    const deploy = (change: Partial<PredictionSettings>) =>
      deployRevertReason(w.admin, {
        abi: ghostPredictionAbi,
        bytecode: ghostPredictionBytecode,
        args: constructorArgs({ ...good, ...change }),
      })
    expect(await deploy({ oracle: zeroAddress })).toBe('GhostPrediction: ZERO_ADDRESS')
    expect(await deploy({ operator: zeroAddress })).toBe('GhostPrediction: ZERO_ADDRESS')
    expect(await deploy({ treasury: zeroAddress })).toBe('GhostPrediction: ZERO_ADDRESS')
    expect(await deployErrorName({ ...good, owner: zeroAddress })).toBe('OwnableInvalidOwner')
    expect(await deploy({ bufferSeconds: 0n })).toBe('GhostPrediction: BUFFER_NOT_BELOW_INTERVAL')
    expect(await deploy({ bufferSeconds: INTERVAL })).toBe(
      'GhostPrediction: BUFFER_NOT_BELOW_INTERVAL',
    )
    expect(await deploy({ bufferSeconds: INTERVAL + 1n })).toBe(
      'GhostPrediction: BUFFER_NOT_BELOW_INTERVAL',
    )
    expect(await deploy({ minBetAmount: 0n })).toBe('GhostPrediction: ZERO_MIN_BET')
    expect(await deploy({ treasuryFee: 1001n })).toBe('GhostPrediction: FEE_TOO_HIGH')
    expect(await deploy({ oracleUpdateAllowance: 0n })).toBe('GhostPrediction: ZERO_ALLOWANCE')
    // the limits themselves are allowed
    expect(
      await deploy({ treasuryFee: 1000n, bufferSeconds: INTERVAL - 1n, minBetAmount: 1n }),
    ).toBeUndefined()
    expect(await deploy({ treasuryFee: 0n, bufferSeconds: 1n })).toBeUndefined()
  })

  test('the deployment announces every setting and the owner', async () => {
    const { prediction, receipt } = await deployPrediction(w.admin, worldSettings(w, 250n))
    expect(eventsNamed(receipt, 'OwnershipTransferred')).toEqual([
      { previousOwner: zeroAddress, newOwner: w.admin.account.address },
    ])
    expect(eventsNamed(receipt, 'NewOracle')).toEqual([{ oracle: w.oracle }])
    expect(eventsNamed(receipt, 'NewOperator')).toEqual([{ operator: w.operator.account.address }])
    expect(eventsNamed(receipt, 'NewTreasury')).toEqual([{ treasury: w.treasury }])
    expect(eventsNamed(receipt, 'NewBufferAndIntervalSeconds')).toEqual([
      { bufferSeconds: BUFFER, intervalSeconds: INTERVAL },
    ])
    expect(eventsNamed(receipt, 'NewMinBetAmount')).toEqual([{ epoch: 0n, minBetAmount: MIN_BET }])
    expect(eventsNamed(receipt, 'NewOracleUpdateAllowance')).toEqual([
      { oracleUpdateAllowance: ORACLE_ALLOWANCE },
    ])
    expect(eventsNamed(receipt, 'NewTreasuryFee')).toEqual([{ epoch: 0n, treasuryFee: 250n }])
    expect(
      await w.admin.readContract({
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: 'treasuryFee',
      }),
    ).toBe(250n)
  })

  test('starts with its settings, no round and nothing owed', async () => {
    const view = (functionName: 'oracle' | 'operator' | 'treasury' | 'owner') =>
      w.admin.readContract({ ...at(), functionName })
    const flag = (functionName: 'paused' | 'genesisStartOnce' | 'genesisLockOnce') =>
      w.admin.readContract({ ...at(), functionName })
    expect(await view('oracle')).toBe(w.oracle)
    expect(await view('operator')).toBe(w.operator.account.address)
    expect(await view('treasury')).toBe(w.treasury)
    expect(await view('owner')).toBe(w.admin.account.address)
    expect(await read(w, 'intervalSeconds')).toBe(INTERVAL)
    expect(await read(w, 'bufferSeconds')).toBe(BUFFER)
    expect(await read(w, 'minBetAmount')).toBe(MIN_BET)
    expect(await read(w, 'treasuryFee')).toBe(TREASURY_FEE)
    expect(await read(w, 'oracleUpdateAllowance')).toBe(ORACLE_ALLOWANCE)
    expect(await read(w, 'MAX_TREASURY_FEE')).toBe(1000n)
    // the screens' and the sdk's cap is the contract's
    expect(await read(w, 'MAX_TREASURY_FEE')).toBe(BigInt(PREDICTION_MAX_TREASURY_FEE))
    expect(await read(w, 'treasuryAmount')).toBe(0n)
    expect(await read(w, 'oracleLatestRoundId')).toBe(0n)
    expect(await read(w, 'currentEpoch')).toBe(0n)
    expect(await flag('paused')).toBe(false)
    expect(await flag('genesisStartOnce')).toBe(false)
    expect(await flag('genesisLockOnce')).toBe(false)
    const round = await readRound(w, 1n)
    expect(round.epoch).toBe(0n)
    expect(round.startTimestamp).toBe(0n)
    expect(round.oracleCalled).toBe(false)
    expect(await readBet(w, 1n, alice.account.address)).toEqual({
      position: POSITION.None,
      amount: 0n,
      claimed: false,
    })
    expect(await readUserViews(w, 1n, alice.account.address)).toEqual({
      pendingReward: 0n,
      claimable: false,
      refundable: false,
    })
  })
})

describe('ownership (OpenZeppelin Ownable)', () => {
  test('the owner hands over ownership; the old owner loses the owner calls', async () => {
    expect(await predictionRevert(w, bob, 'transferOwnership', [bob.account.address])).toBe(
      'OwnableUnauthorizedAccount',
    )
    const receipt = await send(w, w.admin, 'transferOwnership', [bob.account.address])
    expect(eventsNamed(receipt, 'OwnershipTransferred')).toEqual([
      { previousOwner: w.admin.account.address, newOwner: bob.account.address },
    ])
    expect(await w.admin.readContract({ ...at(), functionName: 'owner' })).toBe(bob.account.address)
    expect(await predictionRevert(w, w.admin, 'setTreasury', [carol.account.address])).toBe(
      'OwnableUnauthorizedAccount',
    )
    await send(w, bob, 'setTreasury', [carol.account.address])
    expect(await predictionRevert(w, w.admin, 'transferOwnership', [zeroAddress])).toBe(
      'OwnableUnauthorizedAccount',
    )
    expect(await predictionRevert(w, bob, 'transferOwnership', [zeroAddress])).toBe(
      'OwnableInvalidOwner',
    )
  })

  test('renouncing leaves no owner: the owner calls are gone, the operator still runs rounds', async () => {
    expect(await predictionRevert(w, bob, 'renounceOwnership', [])).toBe(
      'OwnableUnauthorizedAccount',
    )
    const receipt = await send(w, w.admin, 'renounceOwnership', [])
    expect(eventsNamed(receipt, 'OwnershipTransferred')).toEqual([
      { previousOwner: w.admin.account.address, newOwner: zeroAddress },
    ])
    expect(await predictionRevert(w, w.admin, 'setOperator', [bob.account.address])).toBe(
      'OwnableUnauthorizedAccount',
    )
    expect(await startedGame(w)).toBe(2n)
  })
})

describe('genesis', () => {
  test('genesisStartRound: the operator only, once, not while paused; starts round 1', async () => {
    expect(await predictionRevert(w, w.admin, 'genesisStartRound', [])).toBe(
      'GhostPrediction: NOT_OPERATOR',
    )
    const { epoch, startedAt, receipt } = await genesisStart(w)
    expect(epoch).toBe(1n)
    expect(eventsNamed(receipt, 'StartRound')).toEqual([
      {
        epoch: 1n,
        lockTimestamp: startedAt + INTERVAL,
        closeTimestamp: startedAt + 2n * INTERVAL,
      },
    ])
    const round = await readRound(w, 1n)
    expect(round).toMatchObject({
      epoch: 1n,
      startTimestamp: startedAt,
      lockTimestamp: startedAt + INTERVAL,
      closeTimestamp: startedAt + 2n * INTERVAL,
      oracleCalled: false,
    })
    expect(await w.admin.readContract({ ...at(), functionName: 'genesisStartOnce' })).toBe(true)
    expect(await predictionRevert(w, w.operator, 'genesisStartRound', [])).toBe(
      'GhostPrediction: GENESIS_STARTED',
    )
    await send(w, w.operator, 'pause', [])
    expect(await pausedRevert(w.operator, 'genesisStartRound')).toBe('EnforcedPause')
  })

  test('genesisLockRound: after the start, from the lock time to the end of the buffer, once', async () => {
    expect(await predictionRevert(w, w.operator, 'genesisLockRound', [])).toBe(
      'GhostPrediction: GENESIS_NOT_STARTED',
    )
    const { startedAt } = await genesisStart(w)
    const lockAt = startedAt + INTERVAL
    // a fresh answer one second before the lock time is still too early
    await pushAnswer(w, UP, lockAt - 1n)
    expect(await predictionRevert(w, w.operator, 'genesisLockRound', [])).toBe(
      'GhostPrediction: TOO_EARLY_TO_LOCK',
    )
    expect(await predictionRevert(w, w.admin, 'genesisLockRound', [])).toBe(
      'GhostPrediction: NOT_OPERATOR',
    )
    await nextBlockAt(w.admin, lockAt)
    const receipt = await send(w, w.operator, 'genesisLockRound', [])
    const roundId = await latestFeedRound(w)
    expect(eventNames(receipt)).toEqual(['LockRound', 'StartRound'])
    expect(eventsNamed(receipt, 'LockRound')).toEqual([
      { epoch: 1n, roundId, price: UP, closeTimestamp: lockAt + INTERVAL },
    ])
    expect(eventsNamed(receipt, 'StartRound')).toEqual([
      { epoch: 2n, lockTimestamp: lockAt + INTERVAL, closeTimestamp: lockAt + 2n * INTERVAL },
    ])
    expect(await read(w, 'currentEpoch')).toBe(2n)
    expect(await read(w, 'oracleLatestRoundId')).toBe(roundId)
    expect(await readRound(w, 1n)).toMatchObject({
      lockPrice: UP,
      lockOracleId: roundId,
      closeTimestamp: lockAt + INTERVAL,
      oracleCalled: false,
    })
    expect(await w.admin.readContract({ ...at(), functionName: 'genesisLockOnce' })).toBe(true)
    await pushAnswer(w, UP)
    expect(await predictionRevert(w, w.operator, 'genesisLockRound', [])).toBe(
      'GhostPrediction: GENESIS_LOCKED',
    )
    await send(w, w.operator, 'pause', [])
    expect(await pausedRevert(w.operator, 'genesisLockRound')).toBe('EnforcedPause')
  })

  test('genesisLockRound after the buffer is refused', async () => {
    const { startedAt } = await genesisStart(w)
    await pushAnswer(w, UP, startedAt + INTERVAL + BUFFER + 1n)
    expect(await predictionRevert(w, w.operator, 'genesisLockRound', [])).toBe(
      'GhostPrediction: LOCK_BUFFER_PASSED',
    )
  })

  test('genesisLockRound at the last second of the buffer locks; the round closes one interval later', async () => {
    const { startedAt } = await genesisStart(w)
    const late = startedAt + INTERVAL + BUFFER
    const { receipt } = await genesisLock(w, UP, late)
    expect(eventsNamed(receipt, 'LockRound')[0]?.closeTimestamp).toBe(late + INTERVAL)
    expect(eventsNamed(receipt, 'StartRound')[0]?.lockTimestamp).toBe(late + INTERVAL)
  })

  test('the oracle checks apply to the genesis lock too', async () => {
    const { startedAt } = await genesisStart(w)
    await pushAnswer(w, 0n, startedAt + INTERVAL)
    expect(await predictionRevert(w, w.operator, 'genesisLockRound', [])).toBe(
      'GhostPrediction: BAD_ORACLE_ANSWER',
    )
  })
})

describe('executeRound', () => {
  test('needs the genesis done and the operator', async () => {
    await pushAnswer(w, UP)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: GENESIS_NOT_DONE',
    )
    await genesisStart(w)
    await pushAnswer(w, UP)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: GENESIS_NOT_DONE',
    )
    await genesisLock(w, START_PRICE)
    await pushAnswer(w, UP)
    expect(await predictionRevert(w, w.admin, 'executeRound', [])).toBe(
      'GhostPrediction: NOT_OPERATOR',
    )
    expect(await predictionRevert(w, alice, 'executeRound', [])).toBe(
      'GhostPrediction: NOT_OPERATOR',
    )
  })

  test('locks the current round, closes and settles the one before, starts the next, in that order', async () => {
    const epoch = await startedGame(w)
    const lockAt = (await readRound(w, epoch)).lockTimestamp
    await bet(w, alice, 'Bull', epoch, parseEther('1'))
    await pushAnswer(w, UP, lockAt - 1n)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: TOO_EARLY_TO_LOCK',
    )
    await nextBlockAt(w.admin, lockAt)
    const receipt = await send(w, w.operator, 'executeRound', [])
    const roundId = await latestFeedRound(w)
    expect(eventNames(receipt)).toEqual([
      'LockRound',
      'EndRound',
      'RewardsCalculated',
      'StartRound',
    ])
    expect(eventsNamed(receipt, 'LockRound')).toEqual([
      { epoch, roundId, price: UP, closeTimestamp: lockAt + INTERVAL },
    ])
    expect(eventsNamed(receipt, 'EndRound')).toEqual([{ epoch: epoch - 1n, roundId, price: UP }])
    // the genesis round had no bets: nothing to share, nothing to the treasury
    expect(eventsNamed(receipt, 'RewardsCalculated')).toEqual([
      { epoch: epoch - 1n, rewardBaseCalAmount: 0n, rewardAmount: 0n, treasuryAmount: 0n },
    ])
    expect(eventsNamed(receipt, 'StartRound')).toEqual([
      {
        epoch: epoch + 1n,
        lockTimestamp: lockAt + INTERVAL,
        closeTimestamp: lockAt + 2n * INTERVAL,
      },
    ])
    expect(await read(w, 'currentEpoch')).toBe(epoch + 1n)
    expect(await readRound(w, epoch - 1n)).toMatchObject({
      lockPrice: START_PRICE,
      closePrice: UP,
      closeOracleId: roundId,
      oracleCalled: true,
    })
    expect(await readRound(w, epoch)).toMatchObject({
      lockPrice: UP,
      lockOracleId: roundId,
      closeTimestamp: lockAt + INTERVAL,
      oracleCalled: false,
      bullAmount: parseEther('1'),
    })
    await send(w, w.operator, 'pause', [])
    expect(await pausedRevert(w.operator, 'executeRound')).toBe('EnforcedPause')
  })

  test('runs until the end of the buffer, late rounds closing one interval after they locked', async () => {
    const epoch = await startedGame(w)
    const lockAt = (await readRound(w, epoch)).lockTimestamp
    const { receipt } = await execute(w, UP, lockAt + BUFFER)
    expect(eventsNamed(receipt, 'LockRound')[0]?.closeTimestamp).toBe(lockAt + BUFFER + INTERVAL)
    expect((await readRound(w, epoch)).closeTimestamp).toBe(lockAt + BUFFER + INTERVAL)
    expect((await readRound(w, epoch + 1n)).lockTimestamp).toBe(lockAt + BUFFER + INTERVAL)
    // the next one is on time again relative to the late start
    const next = await execute(w, DOWN)
    expect(next.at).toBe(lockAt + BUFFER + INTERVAL)
    expect(eventsNamed(next.receipt, 'EndRound')).toEqual([
      { epoch, roundId: await latestFeedRound(w), price: DOWN },
    ])
  })

  test('a round not locked within the buffer cannot be: LOCK_BUFFER_PASSED', async () => {
    const epoch = await startedGame(w)
    const lockAt = (await readRound(w, epoch)).lockTimestamp
    await pushAnswer(w, UP, lockAt + BUFFER + 1n)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: LOCK_BUFFER_PASSED',
    )
  })
})

describe('the oracle', () => {
  /** Starts a game and returns the open round's lock time and the feed round last used. */
  async function gameAtLock(): Promise<{ lockAt: bigint; used: bigint }> {
    const epoch = await startedGame(w)
    const lockAt = (await readRound(w, epoch)).lockTimestamp
    return { lockAt, used: await read(w, 'oracleLatestRoundId') }
  }

  test('a zero or negative answer is refused', async () => {
    const { lockAt } = await gameAtLock()
    await pushAnswer(w, 0n, lockAt)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: BAD_ORACLE_ANSWER',
    )
    await pushAnswer(w, -1n, lockAt + 1n)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: BAD_ORACLE_ANSWER',
    )
    // the smallest positive answer is a price
    await pushAnswer(w, 1n, lockAt + 2n)
    await nextBlockAt(w.admin, lockAt + 3n)
    const receipt = await send(w, w.operator, 'executeRound', [])
    expect(eventsNamed(receipt, 'LockRound')[0]?.price).toBe(1n)
  })

  test('an answer older than the allowance is stale; one exactly that old is not', async () => {
    const { lockAt, used } = await gameAtLock()
    await setFeedRound(w, used + 1n, UP, lockAt - ORACLE_ALLOWANCE - 1n, lockAt - 1n)
    await mineAt(w.admin, lockAt)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: ORACLE_STALE',
    )
    await setFeedRound(w, used + 1n, UP, lockAt + 2n - ORACLE_ALLOWANCE, lockAt + 1n)
    await nextBlockAt(w.admin, lockAt + 2n)
    const receipt = await send(w, w.operator, 'executeRound', [])
    expect(eventsNamed(receipt, 'LockRound')[0]?.roundId).toBe(used + 1n)
  })

  test('an answer timed in the future is refused as stale', async () => {
    const { lockAt, used } = await gameAtLock()
    await setFeedRound(w, used + 1n, UP, lockAt + 1n, lockAt - 1n)
    await mineAt(w.admin, lockAt)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: ORACLE_STALE',
    )
  })

  test('the feed round must be newer than the last one used', async () => {
    const { lockAt, used } = await gameAtLock()
    expect(used).toBe(await latestFeedRound(w))
    // the same round again, freshly timed, and an older one
    await setFeedRound(w, used, UP, lockAt, lockAt)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: ORACLE_ROUND_NOT_NEWER',
    )
    await setFeedRound(w, used - 1n, UP, lockAt + 1n, lockAt + 1n)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: ORACLE_ROUND_NOT_NEWER',
    )
    await setFeedRound(w, used + 1n, UP, lockAt + 2n, lockAt + 2n)
    await nextBlockAt(w.admin, lockAt + 3n)
    await send(w, w.operator, 'executeRound', [])
    expect(await read(w, 'oracleLatestRoundId')).toBe(used + 1n)
  })

  test('an answer carried over from an earlier feed round (answeredInRound < roundId) is refused', async () => {
    const feed = await deployed(
      w.admin,
      w.admin.deployContract({ abi: testAggregatorAbi, bytecode: testAggregatorBytecode }),
    )
    const setTuple = async (
      roundId: bigint,
      updatedAt: bigint,
      answeredInRound: bigint,
      at: bigint,
    ) => {
      await nextBlockAt(w.admin, at)
      return mined(
        w.admin,
        w.admin.writeContract({
          address: feed,
          abi: testAggregatorAbi,
          functionName: 'setRoundData',
          args: [roundId, UP, updatedAt, updatedAt, answeredInRound],
        }),
      )
    }
    const now = (await latestTimestamp(w.admin)) + 1n
    await setTuple(5n, now, 5n, now)
    await send(w, w.admin, 'pause', [])
    await send(w, w.admin, 'setOracle', [feed])
    await send(w, w.admin, 'unpause', [])
    const { startedAt } = await genesisStart(w)
    const lockAt = startedAt + INTERVAL
    await setTuple(7n, lockAt, 6n, lockAt)
    expect(await predictionRevert(w, w.operator, 'genesisLockRound', [])).toBe(
      'GhostPrediction: ORACLE_ANSWER_INCOMPLETE',
    )
    // answered in its own round (or later) it is complete
    await setTuple(7n, lockAt + 1n, 7n, lockAt + 1n)
    await nextBlockAt(w.admin, lockAt + 2n)
    const receipt = await send(w, w.operator, 'genesisLockRound', [])
    expect(eventsNamed(receipt, 'LockRound')[0]).toMatchObject({ roundId: 7n, price: UP })
  })
})

describe('bets', () => {
  test('Bull and Bear bets fill their pools, are recorded and announced', async () => {
    const epoch = await startedGame(w)
    const bull = await bet(w, alice, 'Bull', epoch, parseEther('1.5'))
    expect(eventsNamed(bull, 'BetBull')).toEqual([
      { sender: alice.account.address, epoch, amount: parseEther('1.5') },
    ])
    const bear = await bet(w, bob, 'Bear', epoch, MIN_BET)
    expect(eventsNamed(bear, 'BetBear')).toEqual([
      { sender: bob.account.address, epoch, amount: MIN_BET },
    ])
    await bet(w, carol, 'Bull', epoch, MIN_BET + 1n)
    expect(await readRound(w, epoch)).toMatchObject({
      bullAmount: parseEther('1.5') + MIN_BET + 1n,
      bearAmount: MIN_BET,
      totalAmount: parseEther('1.5') + 2n * MIN_BET + 1n,
    })
    expect(await readBet(w, epoch, alice.account.address)).toEqual({
      position: POSITION.Bull,
      amount: parseEther('1.5'),
      claimed: false,
    })
    expect(await readBet(w, epoch, bob.account.address)).toEqual({
      position: POSITION.Bear,
      amount: MIN_BET,
      claimed: false,
    })
    expect(await balanceOf(w, w.prediction)).toBe(parseEther('1.5') + 2n * MIN_BET + 1n)
  })

  test('only in the current epoch, from its start until its lock time', async () => {
    // before any round, the current epoch is 0, which never starts
    expect(await betRevert(w, alice, 'Bull', 0n, MIN_BET)).toBe(
      'GhostPrediction: ROUND_NOT_BETTABLE',
    )
    const epoch = await startedGame(w)
    expect(await betRevert(w, alice, 'Bull', epoch + 1n, MIN_BET)).toBe(
      'GhostPrediction: WRONG_EPOCH',
    )
    expect(await betRevert(w, alice, 'Bear', epoch - 1n, MIN_BET)).toBe(
      'GhostPrediction: WRONG_EPOCH',
    )
    const { lockTimestamp } = await readRound(w, epoch)
    await nextBlockAt(w.admin, lockTimestamp - 1n)
    await bet(w, alice, 'Bull', epoch, MIN_BET)
    await mineAt(w.admin, lockTimestamp)
    expect(await betRevert(w, bob, 'Bull', epoch, MIN_BET)).toBe(
      'GhostPrediction: ROUND_NOT_BETTABLE',
    )
    expect(await betRevert(w, bob, 'Bear', epoch, MIN_BET)).toBe(
      'GhostPrediction: ROUND_NOT_BETTABLE',
    )
    // once it locks, the bets go to the next epoch
    await execute(w, UP, lockTimestamp + 2n)
    expect(await betRevert(w, bob, 'Bull', epoch, MIN_BET)).toBe('GhostPrediction: WRONG_EPOCH')
    await bet(w, bob, 'Bull', epoch + 1n, MIN_BET)
  })

  test('at least the minimum bet, once per wallet and round on either side', async () => {
    const epoch = await startedGame(w)
    expect(await betRevert(w, alice, 'Bull', epoch, MIN_BET - 1n)).toBe(
      'GhostPrediction: BET_BELOW_MINIMUM',
    )
    expect(await betRevert(w, alice, 'Bear', epoch, 0n)).toBe('GhostPrediction: BET_BELOW_MINIMUM')
    await bet(w, alice, 'Bull', epoch, MIN_BET)
    expect(await betRevert(w, alice, 'Bull', epoch, MIN_BET)).toBe('GhostPrediction: ALREADY_BET')
    expect(await betRevert(w, alice, 'Bear', epoch, parseEther('2'))).toBe(
      'GhostPrediction: ALREADY_BET',
    )
    // the next round takes a new bet from the same wallet
    await execute(w, UP)
    await bet(w, alice, 'Bear', epoch + 1n, MIN_BET)
  })

  test('not while paused', async () => {
    const epoch = await startedGame(w)
    await send(w, w.admin, 'pause', [])
    expect(await betRevert(w, alice, 'Bull', epoch, MIN_BET)).toBe('EnforcedPause')
    expect(await betRevert(w, alice, 'Bear', epoch, MIN_BET)).toBe('EnforcedPause')
  })
})

describe('settlement', () => {
  test('Bull wins: the treasury takes its fee, the Bulls share the rest by their bets', async () => {
    const { epoch, receipt } = await closedRound(
      [
        [alice, 'Bull', parseEther('1')],
        [bob, 'Bull', parseEther('2')],
        [carol, 'Bear', parseEther('3')],
      ],
      UP,
      UP + 1n,
    )
    // pot 6 BNB; 3% = 0.18 to the treasury; 5.82 shared by 3 BNB of Bull bets (1.94 per BNB)
    expect(eventsNamed(receipt, 'RewardsCalculated')).toEqual([
      {
        epoch,
        rewardBaseCalAmount: parseEther('3'),
        rewardAmount: parseEther('5.82'),
        treasuryAmount: parseEther('0.18'),
      },
    ])
    expect(await read(w, 'treasuryAmount')).toBe(parseEther('0.18'))
    expect(await readRound(w, epoch)).toMatchObject({
      rewardBaseCalAmount: parseEther('3'),
      rewardAmount: parseEther('5.82'),
      claimedBaseAmount: 0n,
      oracleCalled: true,
    })
    await nextSecond(w)
    // a winner's share is theirs alone: neither the owner nor the operator, who never bet, can
    // claim it, and the winners' payouts below are untouched by the attempts
    for (const outsider of [w.admin, w.operator]) {
      expect(await predictionRevert(w, outsider, 'claim', [[epoch]])).toBe(
        'GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM',
      )
    }
    const a = await gained(alice, () => claim(w, alice, [epoch]))
    expect(a.amount).toBe(parseEther('1.94'))
    expect(eventsNamed(a.receipt, 'Claim')).toEqual([
      { sender: alice.account.address, epoch, amount: parseEther('1.94') },
    ])
    expect((await readRound(w, epoch)).claimedBaseAmount).toBe(parseEther('1'))
    const b = await gained(bob, () => claim(w, bob, [epoch]))
    expect(b.amount).toBe(parseEther('3.88'))
    expect(await predictionRevert(w, carol, 'claim', [[epoch]])).toBe(
      'GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM',
    )
    // what is left is the treasury's fee, to the wei
    expect(await balanceOf(w, w.prediction)).toBe(parseEther('0.18'))
  })

  test('Bear wins, with a pro-rata share that does not divide: the claim order decides who gets the odd wei', async () => {
    const amounts = { alice: MIN_BET + 1n, bob: 2n * MIN_BET, carol: MIN_BET }
    const { epoch, receipt } = await closedRound(
      [
        [alice, 'Bear', amounts.alice],
        [bob, 'Bear', amounts.bob],
        [carol, 'Bull', amounts.carol],
      ],
      UP,
      DOWN,
    )
    // pot 4,000,000,000,000,001 wei; 3% = 120,000,000,000,000.03 → 120,000,000,000,000 to the
    // treasury; 3,880,000,000,000,001 shared by 3,000,000,000,000,001 of Bear bets
    const rewardAmount = 3_880_000_000_000_001n
    expect(eventsNamed(receipt, 'RewardsCalculated')).toEqual([
      {
        epoch,
        rewardBaseCalAmount: 3_000_000_000_000_001n,
        rewardAmount,
        treasuryAmount: 120_000_000_000_000n,
      },
    ])
    // alice's exact share is 1,293,333,333,333,334.5 wei, bob's 2,586,666,666,666,666.5: whoever
    // claims first gets the share rounded down, the other the rest (rounded up)
    const snap = await w.admin.snapshot()
    await nextSecond(w)
    expect(await readUserViews(w, epoch, alice.account.address)).toEqual({
      pendingReward: 1_293_333_333_333_334n,
      claimable: true,
      refundable: false,
    })
    expect((await gained(alice, () => claim(w, alice, [epoch]))).amount).toBe(
      1_293_333_333_333_334n,
    )
    expect((await readUserViews(w, epoch, bob.account.address)).pendingReward).toBe(
      2_586_666_666_666_667n,
    )
    expect((await gained(bob, () => claim(w, bob, [epoch]))).amount).toBe(2_586_666_666_666_667n)
    expect(await balanceOf(w, w.prediction)).toBe(120_000_000_000_000n)
    await revertTo(w.admin, snap)
    await nextSecond(w)
    expect((await gained(bob, () => claim(w, bob, [epoch]))).amount).toBe(2_586_666_666_666_666n)
    expect((await gained(alice, () => claim(w, alice, [epoch]))).amount).toBe(
      1_293_333_333_333_335n,
    )
    expect(await balanceOf(w, w.prediction)).toBe(120_000_000_000_000n)
  })

  test('a tie gives the whole pot to the house: nobody can claim', async () => {
    const { epoch, receipt } = await closedRound(
      [
        [alice, 'Bull', parseEther('1')],
        [bob, 'Bear', parseEther('2')],
      ],
      UP,
      UP,
    )
    expect(eventsNamed(receipt, 'RewardsCalculated')).toEqual([
      { epoch, rewardBaseCalAmount: 0n, rewardAmount: 0n, treasuryAmount: parseEther('3') },
    ])
    expect(await read(w, 'treasuryAmount')).toBe(parseEther('3'))
    await nextSecond(w)
    for (const player of [alice, bob]) {
      expect(await predictionRevert(w, player, 'claim', [[epoch]])).toBe(
        'GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM',
      )
      expect(await readUserViews(w, epoch, player.account.address)).toEqual({
        pendingReward: 0n,
        claimable: false,
        refundable: false,
      })
    }
  })

  test('nobody on the winning side: the whole pot goes to the house', async () => {
    const { epoch, receipt } = await closedRound(
      [
        [alice, 'Bear', parseEther('1')],
        [bob, 'Bear', MIN_BET],
      ],
      UP,
      UP + 5n,
    )
    expect(eventsNamed(receipt, 'RewardsCalculated')).toEqual([
      {
        epoch,
        rewardBaseCalAmount: 0n,
        rewardAmount: 0n,
        treasuryAmount: parseEther('1') + MIN_BET,
      },
    ])
    await nextSecond(w)
    expect(await predictionRevert(w, alice, 'claim', [[epoch]])).toBe(
      'GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM',
    )
  })

  test('a one-sided round its side wins: the pot less the fee back to its bettors', async () => {
    const { epoch, receipt } = await closedRound(
      [
        [alice, 'Bull', parseEther('1')],
        [bob, 'Bull', parseEther('3')],
      ],
      DOWN,
      UP,
    )
    // 4 BNB, 3% fee: 3.88 BNB back, 0.97 per BNB bet
    expect(eventsNamed(receipt, 'RewardsCalculated')).toEqual([
      {
        epoch,
        rewardBaseCalAmount: parseEther('4'),
        rewardAmount: parseEther('3.88'),
        treasuryAmount: parseEther('0.12'),
      },
    ])
    await nextSecond(w)
    expect((await gained(bob, () => claim(w, bob, [epoch]))).amount).toBe(parseEther('2.91'))
    expect((await gained(alice, () => claim(w, alice, [epoch]))).amount).toBe(parseEther('0.97'))
  })

  test.each([
    // 2 BNB: 10% is 0.2 BNB; nothing at 0%
    ['the cap (10%)', 1000n, parseEther('1.8'), parseEther('0.2')],
    ['zero', 0n, parseEther('2'), 0n],
  ] as const)('the fee at %s', async (_, fee, rewardAmount, treasuryAmount) => {
    await send(w, w.admin, 'pause', [])
    await send(w, w.admin, 'setTreasuryFee', [fee])
    await send(w, w.admin, 'unpause', [])
    const { receipt } = await closedRound(
      [
        [alice, 'Bull', parseEther('1')],
        [bob, 'Bear', parseEther('1')],
      ],
      UP,
      DOWN,
    )
    expect(eventsNamed(receipt, 'RewardsCalculated')[0]).toMatchObject({
      rewardAmount,
      treasuryAmount,
    })
  })
})

describe('claims and refunds', () => {
  test('nothing to claim, a round that never started, and a round not ended are refused', async () => {
    expect(await predictionRevert(w, alice, 'claim', [[]])).toBe('GhostPrediction: NO_EPOCHS')
    expect(await predictionRevert(w, alice, 'claim', [[1n]])).toBe(
      'GhostPrediction: ROUND_NOT_STARTED',
    )
    const epoch = await startedGame(w)
    await bet(w, alice, 'Bull', epoch, MIN_BET)
    // open
    expect(await predictionRevert(w, alice, 'claim', [[epoch]])).toBe(
      'GhostPrediction: ROUND_NOT_ENDED',
    )
    await execute(w, UP)
    // live
    expect(await predictionRevert(w, alice, 'claim', [[epoch]])).toBe(
      'GhostPrediction: ROUND_NOT_ENDED',
    )
    expect(await predictionRevert(w, alice, 'claim', [[epoch + 5n]])).toBe(
      'GhostPrediction: ROUND_NOT_STARTED',
    )
    // closed at its close time exactly: claims open the second after
    const { at: closedAt } = await execute(w, UP + 1n)
    expect(await latestTimestamp(w.admin)).toBe(closedAt)
    expect((await readRound(w, epoch)).closeTimestamp).toBe(closedAt)
    expect(await predictionRevert(w, alice, 'claim', [[epoch]])).toBe(
      'GhostPrediction: ROUND_NOT_ENDED',
    )
    expect((await readUserViews(w, epoch, alice.account.address)).pendingReward).toBe(0n)
    await nextBlockAt(w.admin, closedAt + 1n)
    await claim(w, alice, [epoch])
  })

  test('a claim is paid once: again, or twice in one call, is refused', async () => {
    const { epoch } = await closedRound(
      [
        [alice, 'Bull', parseEther('1')],
        [bob, 'Bear', parseEther('1')],
      ],
      UP,
      UP + 1n,
    )
    await nextSecond(w)
    expect(await predictionRevert(w, alice, 'claim', [[epoch, epoch]])).toBe(
      'GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM',
    )
    await claim(w, alice, [epoch])
    expect(await readBet(w, epoch, alice.account.address)).toMatchObject({ claimed: true })
    expect(await predictionRevert(w, alice, 'claim', [[epoch]])).toBe(
      'GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM',
    )
    expect(await readUserViews(w, epoch, alice.account.address)).toEqual({
      pendingReward: 0n,
      claimable: false,
      refundable: false,
    })
    // someone who did not bet has nothing to claim either
    expect(await predictionRevert(w, carol, 'claim', [[epoch]])).toBe(
      'GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM',
    )
  })

  test('a round never closed is refunded only after its close time and the buffer', async () => {
    const epoch = await startedGame(w)
    await bet(w, alice, 'Bear', epoch, parseEther('0.7'))
    await execute(w, UP)
    const { closeTimestamp } = await readRound(w, epoch)
    // no executeRound closes it: past its close, within the buffer, it may still close
    await mineAt(w.admin, closeTimestamp + 1n)
    expect(await predictionRevert(w, alice, 'claim', [[epoch]])).toBe(
      'GhostPrediction: NOT_ELIGIBLE_FOR_REFUND',
    )
    await mineAt(w.admin, closeTimestamp + BUFFER)
    expect(await predictionRevert(w, alice, 'claim', [[epoch]])).toBe(
      'GhostPrediction: NOT_ELIGIBLE_FOR_REFUND',
    )
    expect(await readUserViews(w, epoch, alice.account.address)).toEqual({
      pendingReward: 0n,
      claimable: false,
      refundable: false,
    })
    await mineAt(w.admin, closeTimestamp + BUFFER + 1n)
    expect(await readUserViews(w, epoch, alice.account.address)).toEqual({
      pendingReward: parseEther('0.7'),
      claimable: false,
      refundable: true,
    })
    expect(await predictionRevert(w, bob, 'claim', [[epoch]])).toBe(
      'GhostPrediction: NOT_ELIGIBLE_FOR_REFUND',
    )
    const refund = await gained(alice, () => claim(w, alice, [epoch]))
    expect(refund.amount).toBe(parseEther('0.7'))
    expect(eventsNamed(refund.receipt, 'Refund')).toEqual([
      { sender: alice.account.address, epoch, amount: parseEther('0.7') },
    ])
    expect(eventsNamed(refund.receipt, 'Claim')).toEqual([])
    expect(await predictionRevert(w, alice, 'claim', [[epoch]])).toBe(
      'GhostPrediction: NOT_ELIGIBLE_FOR_REFUND',
    )
    expect((await readUserViews(w, epoch, alice.account.address)).refundable).toBe(false)
  })

  test('one call collects several rounds: winnings and a refund, in one transfer', async () => {
    const e1 = await startedGame(w)
    await bet(w, alice, 'Bull', e1, parseEther('1'))
    await bet(w, bob, 'Bear', e1, parseEther('1'))
    await execute(w, START_PRICE)
    const e2 = e1 + 1n
    await bet(w, alice, 'Bear', e2, parseEther('0.5'))
    await bet(w, carol, 'Bull', e2, parseEther('1.5'))
    // e1 closes up (Bull wins); e2 locks there
    await execute(w, UP)
    const e3 = e2 + 1n
    await bet(w, alice, 'Bull', e3, parseEther('0.25'))
    // e2 closes down (Bear wins); e3 locks and is never closed
    await execute(w, DOWN)
    const { closeTimestamp } = await readRound(w, e3)
    await mineAt(w.admin, closeTimestamp + BUFFER + 1n)
    // e1: 2 BNB less 3% to 1 BNB of Bull = 1.94; e2: 2 BNB less 3% to 0.5 of Bear = 1.94;
    // e3: 0.25 back
    const { amount, receipt } = await gained(alice, () => claim(w, alice, [e3, e1, e2]))
    expect(amount).toBe(parseEther('4.13'))
    expect(eventNames(receipt)).toEqual(['Refund', 'Claim', 'Claim'])
    expect(eventsNamed(receipt, 'Claim')).toEqual([
      { sender: alice.account.address, epoch: e1, amount: parseEther('1.94') },
      { sender: alice.account.address, epoch: e2, amount: parseEther('1.94') },
    ])
    expect(eventsNamed(receipt, 'Refund')).toEqual([
      { sender: alice.account.address, epoch: e3, amount: parseEther('0.25') },
    ])
    // paid already; lost
    expect(await predictionRevert(w, alice, 'claim', [[e1]])).toBe(
      'GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM',
    )
    expect(await predictionRevert(w, bob, 'claim', [[e1]])).toBe(
      'GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM',
    )
  })

  test('claims go on while the game is paused', async () => {
    const { epoch } = await closedRound([[alice, 'Bull', parseEther('1')]], UP, UP + 1n)
    await send(w, w.operator, 'pause', [])
    expect((await gained(alice, () => claim(w, alice, [epoch]))).amount).toBe(parseEther('0.97'))
  })

  test('a winner that refuses BNB cannot claim (BNB_TRANSFER_FAILED), and can once it accepts', async () => {
    const actor = await deployActor(alice)
    const wallet = marketActor(alice, actor)
    const epoch = await startedGame(w)
    const betData = encodeFunctionData({
      abi: ghostPredictionAbi,
      functionName: 'betBull',
      args: [epoch],
    })
    await wallet.execute(w.prediction, betData, parseEther('1'))
    await bet(w, bob, 'Bear', epoch, parseEther('1'))
    await execute(w, UP)
    await execute(w, UP + 1n)
    await nextSecond(w)
    await wallet.refuseBNB(true)
    const claimData = encodeFunctionData({
      abi: ghostPredictionAbi,
      functionName: 'claim',
      args: [[epoch]],
    })
    expect(
      await revertReason(
        alice.simulateContract({
          address: actor,
          abi: [...marketActorAbi, ...predictionErrorsAbi],
          functionName: 'execute',
          args: [w.prediction, claimData],
          account: alice.account,
        }),
      ),
    ).toBe('GhostPrediction: BNB_TRANSFER_FAILED')
    await wallet.refuseBNB(false)
    await wallet.execute(w.prediction, claimData)
    expect(await balanceOf(w, actor)).toBe(parseEther('1.94'))
  })
})

describe('a missed round and the restart', () => {
  test('pause, unpause, genesis again: the stranded rounds are refunded, the game goes on', async () => {
    const e1 = await startedGame(w)
    await bet(w, alice, 'Bull', e1, parseEther('1'))
    await execute(w, UP)
    const e2 = e1 + 1n
    await bet(w, bob, 'Bear', e2, parseEther('2'))
    // the operator misses e2's lock and the buffer
    const missedAt = (await readRound(w, e2)).lockTimestamp + BUFFER + 1n
    await pushAnswer(w, UP + 1n, missedAt)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: LOCK_BUFFER_PASSED',
    )
    // nor can the operator start again while the game runs
    expect(await predictionRevert(w, w.operator, 'genesisStartRound', [])).toBe(
      'GhostPrediction: GENESIS_STARTED',
    )
    const paused = await send(w, w.operator, 'pause', [])
    expect(eventsNamed(paused, 'Pause')).toEqual([{ epoch: e2 }])
    expect(eventNames(paused)).toContain('Paused')
    expect(await w.admin.readContract({ ...at(), functionName: 'paused' })).toBe(true)
    const unpaused = await send(w, w.operator, 'unpause', [])
    expect(eventsNamed(unpaused, 'Unpause')).toEqual([{ epoch: e2 }])
    expect(eventNames(unpaused)).toContain('Unpaused')
    expect(await w.admin.readContract({ ...at(), functionName: 'genesisStartOnce' })).toBe(false)
    expect(await w.admin.readContract({ ...at(), functionName: 'genesisLockOnce' })).toBe(false)
    expect(await predictionRevert(w, w.operator, 'executeRound', [])).toBe(
      'GhostPrediction: GENESIS_NOT_DONE',
    )
    const restart = await genesisStart(w)
    expect(restart.epoch).toBe(e2 + 1n)
    const e3 = restart.epoch
    await bet(w, carol, 'Bull', e3, parseEther('1'))
    await genesisLock(w, UP)
    const e4 = e3 + 1n
    await bet(w, alice, 'Bear', e4, parseEther('1'))
    // e3 closes up: carol wins alone
    const { receipt } = await execute(w, UP + 7n)
    await nextSecond(w)
    expect(eventsNamed(receipt, 'RewardsCalculated')).toEqual([
      {
        epoch: e3,
        rewardBaseCalAmount: parseEther('1'),
        rewardAmount: parseEther('0.97'),
        treasuryAmount: parseEther('0.03'),
      },
    ])
    // e1 was locked and never closed, e2 never locked: both refunded in full
    expect((await readRound(w, e1)).oracleCalled).toBe(false)
    expect((await readRound(w, e2)).lockOracleId).toBe(0n)
    const e2Close = (await readRound(w, e2)).closeTimestamp
    expect(await latestTimestamp(w.admin)).toBeGreaterThan(e2Close + BUFFER)
    expect((await gained(alice, () => claim(w, alice, [e1]))).amount).toBe(parseEther('1'))
    expect((await gained(bob, () => claim(w, bob, [e2]))).amount).toBe(parseEther('2'))
    expect((await gained(carol, () => claim(w, carol, [e3]))).amount).toBe(parseEther('0.97'))
  })

  test('pause and unpause: the owner or the operator, each in its state', async () => {
    expect(await pausedRevert(alice, 'pause')).toBe('GhostPrediction: NOT_OWNER_OR_OPERATOR')
    expect(await pausedRevert(w.operator, 'unpause')).toBe('ExpectedPause')
    await send(w, w.admin, 'pause', [])
    expect(await pausedRevert(w.operator, 'pause')).toBe('EnforcedPause')
    expect(await pausedRevert(alice, 'unpause')).toBe('GhostPrediction: NOT_OWNER_OR_OPERATOR')
    await send(w, w.admin, 'unpause', [])
    await send(w, w.operator, 'pause', [])
    await send(w, w.operator, 'unpause', [])
    expect(await w.admin.readContract({ ...at(), functionName: 'paused' })).toBe(false)
  })
})

describe('owner settings', () => {
  test('setOperator: the owner only, not zero; the new operator runs the rounds', async () => {
    expect(await predictionRevert(w, w.operator, 'setOperator', [bob.account.address])).toBe(
      'OwnableUnauthorizedAccount',
    )
    expect(await predictionRevert(w, w.admin, 'setOperator', [zeroAddress])).toBe(
      'GhostPrediction: ZERO_ADDRESS',
    )
    const receipt = await send(w, w.admin, 'setOperator', [bob.account.address])
    expect(eventsNamed(receipt, 'NewOperator')).toEqual([{ operator: bob.account.address }])
    expect(await predictionRevert(w, w.operator, 'genesisStartRound', [])).toBe(
      'GhostPrediction: NOT_OPERATOR',
    )
    expect(await pausedRevert(w.operator, 'pause')).toBe('GhostPrediction: NOT_OWNER_OR_OPERATOR')
    await send(w, bob, 'genesisStartRound', [])
  })

  test('setTreasury: the owner only, not zero; claimTreasury pays the new one', async () => {
    expect(await predictionRevert(w, alice, 'setTreasury', [alice.account.address])).toBe(
      'OwnableUnauthorizedAccount',
    )
    expect(await predictionRevert(w, w.admin, 'setTreasury', [zeroAddress])).toBe(
      'GhostPrediction: ZERO_ADDRESS',
    )
    const receipt = await send(w, w.admin, 'setTreasury', [carol.account.address])
    expect(eventsNamed(receipt, 'NewTreasury')).toEqual([{ treasury: carol.account.address }])
    await closedRound([[alice, 'Bull', parseEther('1')]], UP, UP)
    const before = await balanceOf(w, carol.account.address)
    await send(w, bob, 'claimTreasury', [])
    expect((await balanceOf(w, carol.account.address)) - before).toBe(parseEther('1'))
  })

  test('setOracle: the owner only, while paused, a live feed; the round ids start over', async () => {
    const feed = await deployOracle(w.admin, 700n * 10n ** 8n)
    expect(await predictionRevert(w, w.admin, 'setOracle', [feed])).toBe('ExpectedPause')
    await startedGame(w)
    expect(await read(w, 'oracleLatestRoundId')).toBe(2n)
    await send(w, w.admin, 'pause', [])
    expect(await predictionRevert(w, w.operator, 'setOracle', [feed])).toBe(
      'OwnableUnauthorizedAccount',
    )
    expect(await predictionRevert(w, w.admin, 'setOracle', [zeroAddress])).toBe(
      'GhostPrediction: ZERO_ADDRESS',
    )
    for (const answer of [0n, -5n]) {
      const dead = await deployOracle(w.admin, answer)
      expect(await predictionRevert(w, w.admin, 'setOracle', [dead])).toBe(
        'GhostPrediction: BAD_ORACLE_ANSWER',
      )
    }
    const receipt = await send(w, w.admin, 'setOracle', [feed])
    expect(eventsNamed(receipt, 'NewOracle')).toEqual([{ oracle: feed }])
    expect(await w.admin.readContract({ ...at(), functionName: 'oracle' })).toBe(feed)
    expect(await read(w, 'oracleLatestRoundId')).toBe(0n)
    await send(w, w.admin, 'unpause', [])
    // the new feed's first round (id 1) is newer than "none"
    const { startedAt } = await genesisStart(w)
    const fresh = startedAt + INTERVAL
    await setFeedRound({ admin: w.admin, oracle: feed }, 1n, 700n * 10n ** 8n, fresh, fresh)
    await nextBlockAt(w.admin, startedAt + INTERVAL + 1n)
    const locked = await send(w, w.operator, 'genesisLockRound', [])
    expect(eventsNamed(locked, 'LockRound')[0]).toMatchObject({
      roundId: 1n,
      price: 700n * 10n ** 8n,
    })
  })

  test('setOracleUpdateAllowance: the owner only, while paused, not zero; older answers pass', async () => {
    expect(await predictionRevert(w, w.admin, 'setOracleUpdateAllowance', [120n])).toBe(
      'ExpectedPause',
    )
    await send(w, w.admin, 'pause', [])
    expect(await predictionRevert(w, w.operator, 'setOracleUpdateAllowance', [120n])).toBe(
      'OwnableUnauthorizedAccount',
    )
    expect(await predictionRevert(w, w.admin, 'setOracleUpdateAllowance', [0n])).toBe(
      'GhostPrediction: ZERO_ALLOWANCE',
    )
    const receipt = await send(w, w.admin, 'setOracleUpdateAllowance', [120n])
    expect(eventsNamed(receipt, 'NewOracleUpdateAllowance')).toEqual([
      { oracleUpdateAllowance: 120n },
    ])
    await send(w, w.admin, 'unpause', [])
    const { startedAt } = await genesisStart(w)
    const lockAt = startedAt + INTERVAL
    // 120 s old: stale under the world's 60 s, fresh now
    await pushAnswer(w, UP, lockAt - 120n)
    await nextBlockAt(w.admin, lockAt)
    await send(w, w.operator, 'genesisLockRound', [])
  })

  test('setBufferAndIntervalSeconds: the owner only, while paused, buffer below interval; the next genesis uses them', async () => {
    expect(await predictionRevert(w, w.admin, 'setBufferAndIntervalSeconds', [60n, 600n])).toBe(
      'ExpectedPause',
    )
    await send(w, w.admin, 'pause', [])
    expect(await predictionRevert(w, w.operator, 'setBufferAndIntervalSeconds', [60n, 600n])).toBe(
      'OwnableUnauthorizedAccount',
    )
    for (const [buffer, interval] of [
      [0n, 600n],
      [600n, 600n],
      [601n, 600n],
    ] as const) {
      expect(
        await predictionRevert(w, w.admin, 'setBufferAndIntervalSeconds', [buffer, interval]),
      ).toBe('GhostPrediction: BUFFER_NOT_BELOW_INTERVAL')
    }
    const receipt = await send(w, w.admin, 'setBufferAndIntervalSeconds', [60n, 600n])
    expect(eventsNamed(receipt, 'NewBufferAndIntervalSeconds')).toEqual([
      { bufferSeconds: 60n, intervalSeconds: 600n },
    ])
    expect(await read(w, 'bufferSeconds')).toBe(60n)
    expect(await read(w, 'intervalSeconds')).toBe(600n)
    await send(w, w.admin, 'unpause', [])
    const { startedAt, receipt: started } = await genesisStart(w)
    expect(eventsNamed(started, 'StartRound')[0]).toMatchObject({
      lockTimestamp: startedAt + 600n,
      closeTimestamp: startedAt + 1200n,
    })
    // 60 s of buffer now: a lock 45 s late is on time
    await genesisLock(w, UP, startedAt + 645n)
  })

  test('setMinBetAmount: the owner only, while paused, not zero; bets follow it', async () => {
    expect(await predictionRevert(w, w.admin, 'setMinBetAmount', [parseEther('0.01')])).toBe(
      'ExpectedPause',
    )
    await startedGame(w)
    await send(w, w.admin, 'pause', [])
    expect(await predictionRevert(w, alice, 'setMinBetAmount', [parseEther('0.01')])).toBe(
      'OwnableUnauthorizedAccount',
    )
    expect(await predictionRevert(w, w.admin, 'setMinBetAmount', [0n])).toBe(
      'GhostPrediction: ZERO_MIN_BET',
    )
    const receipt = await send(w, w.admin, 'setMinBetAmount', [parseEther('0.01')])
    expect(eventsNamed(receipt, 'NewMinBetAmount')).toEqual([
      { epoch: 2n, minBetAmount: parseEther('0.01') },
    ])
    await send(w, w.admin, 'unpause', [])
    const epoch = await startedGame(w)
    expect(await betRevert(w, alice, 'Bull', epoch, parseEther('0.01') - 1n)).toBe(
      'GhostPrediction: BET_BELOW_MINIMUM',
    )
    await bet(w, alice, 'Bull', epoch, parseEther('0.01'))
  })

  test('setTreasuryFee: the owner only, while paused, at most 10%', async () => {
    expect(await predictionRevert(w, w.admin, 'setTreasuryFee', [500n])).toBe('ExpectedPause')
    await send(w, w.admin, 'pause', [])
    expect(await predictionRevert(w, w.operator, 'setTreasuryFee', [500n])).toBe(
      'OwnableUnauthorizedAccount',
    )
    expect(await predictionRevert(w, w.admin, 'setTreasuryFee', [1001n])).toBe(
      'GhostPrediction: FEE_TOO_HIGH',
    )
    const receipt = await send(w, w.admin, 'setTreasuryFee', [1000n])
    expect(eventsNamed(receipt, 'NewTreasuryFee')).toEqual([{ epoch: 0n, treasuryFee: 1000n }])
    expect(await read(w, 'treasuryFee')).toBe(1000n)
  })

  test('recoverToken: the owner takes back tokens sent by mistake', async () => {
    const token = await deployToken(w.admin, 'LOST')
    await transferToken(w.admin, token, w.prediction, 123n)
    expect(await predictionRevert(w, w.operator, 'recoverToken', [token, 123n])).toBe(
      'OwnableUnauthorizedAccount',
    )
    expect(await predictionRevert(w, w.admin, 'recoverToken', [token, 124n])).toBe(
      'ERC20InsufficientBalance',
    )
    const before = await tokenBalance(w.admin, token, w.admin.account.address)
    const receipt = await send(w, w.admin, 'recoverToken', [token, 123n])
    expect(eventsNamed(receipt, 'TokenRecovery')).toEqual([{ token, amount: 123n }])
    expect((await tokenBalance(w.admin, token, w.admin.account.address)) - before).toBe(123n)
    expect(await tokenBalance(w.admin, token, w.prediction)).toBe(0n)
  })
})

describe('the treasury', () => {
  test('anyone sends the accrued fees and house wins to the treasury, which resets', async () => {
    expect(await predictionRevert(w, alice, 'claimTreasury', [])).toBe(
      'GhostPrediction: NOTHING_TO_CLAIM',
    )
    // a round with a fee (0.06 of 2 BNB) and a tie (1 BNB) after it
    const e1 = await startedGame(w)
    await bet(w, alice, 'Bull', e1, parseEther('1'))
    await bet(w, bob, 'Bear', e1, parseEther('1'))
    await execute(w, UP)
    await bet(w, carol, 'Bull', e1 + 1n, parseEther('1'))
    await execute(w, UP + 1n)
    await execute(w, UP + 1n)
    expect(await read(w, 'treasuryAmount')).toBe(parseEther('1.06'))
    const before = await balanceOf(w, w.treasury)
    const receipt = await send(w, carol, 'claimTreasury', [])
    expect(eventsNamed(receipt, 'TreasuryClaim')).toEqual([
      { treasury: w.treasury, amount: parseEther('1.06') },
    ])
    expect((await balanceOf(w, w.treasury)) - before).toBe(parseEther('1.06'))
    expect(await read(w, 'treasuryAmount')).toBe(0n)
    expect(await predictionRevert(w, alice, 'claimTreasury', [])).toBe(
      'GhostPrediction: NOTHING_TO_CLAIM',
    )
    // what is left is the Bull winner's due
    expect(await balanceOf(w, w.prediction)).toBe(parseEther('1.94'))
  })

  test('works while paused; a treasury that refuses BNB makes it fail whole', async () => {
    await closedRound([[alice, 'Bear', parseEther('1')]], UP, UP)
    const actor = await deployActor(w.admin)
    await marketActor(w.admin, actor).refuseBNB(true)
    await send(w, w.admin, 'setTreasury', [actor])
    await send(w, w.admin, 'pause', [])
    expect(await predictionRevert(w, alice, 'claimTreasury', [])).toBe(
      'GhostPrediction: BNB_TRANSFER_FAILED',
    )
    await marketActor(w.admin, actor).refuseBNB(false)
    await send(w, alice, 'claimTreasury', [])
    expect(await balanceOf(w, actor)).toBe(parseEther('1'))
  })
})

describe('views through a round', () => {
  test('pendingReward, claimable, refundable and getRound from open to claimed', async () => {
    const epoch = await startedGame(w)
    const { startTimestamp, lockTimestamp } = await readRound(w, epoch)
    await bet(w, alice, 'Bull', epoch, parseEther('2'))
    await bet(w, bob, 'Bear', epoch, parseEther('1'))
    const nothing = { pendingReward: 0n, claimable: false, refundable: false }
    expect(await readUserViews(w, epoch, alice.account.address)).toEqual(nothing)
    const locked = await execute(w, UP)
    expect(await readUserViews(w, epoch, alice.account.address)).toEqual(nothing)
    const closed = await execute(w, UP + 3n)
    await mineAt(w.admin, closed.at + 1n)
    expect(await readUserViews(w, epoch, alice.account.address)).toEqual({
      pendingReward: parseEther('2.91'),
      claimable: true,
      refundable: false,
    })
    expect(await readUserViews(w, epoch, bob.account.address)).toEqual(nothing)
    expect(await readUserViews(w, epoch, carol.account.address)).toEqual(nothing)
    const lockId = eventsNamed(locked.receipt, 'LockRound')[0]?.roundId
    const closeId = eventsNamed(closed.receipt, 'EndRound')[0]?.roundId
    expect(await readRound(w, epoch)).toEqual({
      epoch,
      startTimestamp,
      lockTimestamp,
      closeTimestamp: lockTimestamp + INTERVAL,
      lockPrice: UP,
      closePrice: UP + 3n,
      lockOracleId: lockId,
      closeOracleId: closeId,
      totalAmount: parseEther('3'),
      bullAmount: parseEther('2'),
      bearAmount: parseEther('1'),
      rewardBaseCalAmount: parseEther('2'),
      rewardAmount: parseEther('2.91'),
      claimedBaseAmount: 0n,
      oracleCalled: true,
    })
    await claim(w, alice, [epoch])
    expect(await readUserViews(w, epoch, alice.account.address)).toEqual(nothing)
    expect((await readRound(w, epoch)).claimedBaseAmount).toBe(parseEther('2'))
    expect(await readBet(w, epoch, alice.account.address)).toEqual({
      position: POSITION.Bull,
      amount: parseEther('2'),
      claimed: true,
    })
  })
})

describe('getLatestRounds', () => {
  const latest = (count: bigint, user: `0x${string}`) =>
    w.admin.readContract({
      address: w.prediction,
      abi: ghostPredictionAbi,
      functionName: 'getLatestRounds',
      args: [count, user],
    })

  test('is empty before genesis', async () => {
    expect(await latest(5n, alice.account.address)).toEqual([[], []])
  })

  test('answers the latest rounds oldest first, each with the user bet in it, as getRound and getBet do', async () => {
    const first = await startedGame(w)
    await bet(w, alice, 'Bull', first, parseEther('2'))
    await execute(w, UP)
    await bet(w, alice, 'Bear', first + 1n, parseEther('1'))
    await execute(w, UP + 1n)
    const current = await read(w, 'currentEpoch')
    expect(current).toBe(first + 2n)
    const [rounds, bets] = await latest(2n, alice.account.address)
    expect(rounds.map((round) => round.epoch)).toEqual([first + 1n, first + 2n])
    expect(rounds[0]).toEqual(await readRound(w, first + 1n))
    expect(rounds[1]).toEqual(await readRound(w, first + 2n))
    expect(bets).toEqual([
      { position: POSITION.Bear, amount: parseEther('1'), claimed: false },
      { position: POSITION.None, amount: 0n, claimed: false },
    ])
    // more than there are: every round from the first
    const [all, allBets] = await latest(50n, alice.account.address)
    expect(all.map((round) => round.epoch)).toEqual(
      Array.from({ length: Number(current) }, (_, i) => BigInt(i + 1)),
    )
    expect(allBets[Number(first) - 1]).toEqual({
      position: POSITION.Bull,
      amount: parseEther('2'),
      claimed: false,
    })
  })
})
