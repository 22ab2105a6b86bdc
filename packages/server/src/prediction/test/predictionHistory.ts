/**
 * A prediction history as decoded events, for the route tests (written through the handlers by
 * rewards/test/handlerRun, no chain). Figures in BNB, prices in USD (8-decimal answers):
 * - round 1: Alice Bull 1, Frank Bull 3, Bob Bear 4; 1000 → 1001, Bull: 7.76 shared by 4; Alice
 *   claims 1.94, Frank leaves 5.82;
 * - round 2: Alice Bear 1, Bob Bear 2, Carol Bull 1; 1001 → 1000, Bear: 3.88 shared by 3; Bob
 *   claims first (2.586666…6), Alice leaves 1.293333…3;
 * - round 3: Carol Bull 1, Dave Bear 1; 1000 → 1000, a tie: the House takes 2;
 * - round 4: Dave Bear 1; 1000 → 1002, up, but nobody on Bull: the House takes 1;
 * - round 5: Alice Bull 1, Erin Bear 1; locked, its close time 31 s before the head's, past the
 *   30 s buffer: canceled; Alice reclaims, Erin does not;
 * - round 6: Bob Bull 1; locked, its close time exactly the buffer before the head's: locked;
 * - round 7: Carol Bear 1; open;
 * - rounds 8 to 217: open, Erin Bull 0.001 in each (more bets than one read of the history).
 * The settings: the constructor's events, a pause with a new minimum bet, a token recovery, and
 * the treasury's 3.36 claimed.
 */
import { parseEther } from 'viem'
import { address, type TestEvent } from '../../rewards/test/handlerRun'

export const GAME = address(0x9a)
export const ORACLE = address(0x9b)
export const OPERATOR = address(0x9c)
export const TREASURY = address(0x9d)
export const ALICE = address(0xf1)
export const BOB = address(0xf2)
export const CAROL = address(0xf3)
export const DAVE = address(0xf4)
export const ERIN = address(0xf5)
export const FRANK = address(0xf6)

/** The indexed head's block and time the tests set; round times are set around it. */
export const HEAD_BLOCK = 1_000n
export const HEAD_TIME = 1_700_100_000n
export const LAST_EPOCH = 217n
export const BUFFER_SECONDS = 30n

const bnb = parseEther
const usd = (dollars: bigint) => dollars * 100_000_000n

const game = (eventName: string, args: Record<string, unknown>): TestEvent => ({
  source: 'GhostPrediction',
  eventName,
  address: GAME,
  args,
})

const start = (epoch: bigint, closeTimestamp: bigint) =>
  game('StartRound', { epoch, lockTimestamp: closeTimestamp - 300n, closeTimestamp })
const bet = (sender: string, side: 'Bull' | 'Bear', epoch: bigint, amount: bigint) =>
  game(side === 'Bull' ? 'BetBull' : 'BetBear', { sender, epoch, amount })
const lock = (epoch: bigint, roundId: bigint, price: bigint, closeTimestamp: bigint) =>
  game('LockRound', { epoch, roundId, price, closeTimestamp })
/** EndRound and RewardsCalculated, as executeRound emits them. */
const close = (
  epoch: bigint,
  roundId: bigint,
  price: bigint,
  [rewardBaseCalAmount, rewardAmount, treasuryAmount]: [bigint, bigint, bigint],
) => [
  game('EndRound', { epoch, roundId, price }),
  game('RewardsCalculated', { epoch, rewardBaseCalAmount, rewardAmount, treasuryAmount }),
]
const claim = (sender: string, epoch: bigint, amount: bigint) =>
  game('Claim', { sender, epoch, amount })
const refund = (sender: string, epoch: bigint, amount: bigint) =>
  game('Refund', { sender, epoch, amount })

/** An early close time, far before the head. */
const early = (epoch: bigint) => HEAD_TIME - 100_000n + epoch * 300n

export const ROUND_1_REWARD = bnb('7.76')
export const ROUND_2_REWARD = bnb('3.88')
/** Bob's claim of 2 BNB of round 2, the first: the running total's first step, rounded down. */
export const BOB_ROUND_2 = 2_586_666_666_666_666_666n
/** Alice's unclaimed 1 BNB of round 2: its pro-rata share, rounded down. */
export const ALICE_ROUND_2 = 1_293_333_333_333_333_333n

const manyOpenRounds: [bigint, TestEvent[]][] = []
for (let epoch = 8n; epoch <= LAST_EPOCH; epoch++) {
  manyOpenRounds.push([
    100n + epoch,
    [start(epoch, HEAD_TIME + 600n), bet(ERIN, 'Bull', epoch, bnb('0.001'))],
  ])
}

/** Blocks in order, each with its events in log order. */
export const HISTORY: [bigint, TestEvent[]][] = [
  [
    1n,
    [
      game('NewOracle', { oracle: ORACLE }),
      game('NewOperator', { operator: OPERATOR }),
      game('NewTreasury', { treasury: TREASURY }),
      game('NewBufferAndIntervalSeconds', {
        bufferSeconds: BUFFER_SECONDS,
        intervalSeconds: 300n,
      }),
      game('NewMinBetAmount', { epoch: 0n, minBetAmount: bnb('0.001') }),
      game('NewOracleUpdateAllowance', { oracleUpdateAllowance: 60n }),
      game('NewTreasuryFee', { epoch: 0n, treasuryFee: 300n }),
    ],
  ],
  [
    2n,
    [
      start(1n, early(1n)),
      bet(ALICE, 'Bull', 1n, bnb('1')),
      bet(FRANK, 'Bull', 1n, bnb('3')),
      bet(BOB, 'Bear', 1n, bnb('4')),
    ],
  ],
  [3n, [lock(1n, 1n, usd(1000n), early(1n)), start(2n, early(2n))]],
  [
    4n,
    [
      bet(ALICE, 'Bear', 2n, bnb('1')),
      bet(BOB, 'Bear', 2n, bnb('2')),
      bet(CAROL, 'Bull', 2n, bnb('1')),
    ],
  ],
  [
    5n,
    [
      lock(2n, 2n, usd(1001n), early(2n)),
      ...close(1n, 2n, usd(1001n), [bnb('4'), ROUND_1_REWARD, bnb('0.24')]),
      start(3n, early(3n)),
      bet(CAROL, 'Bull', 3n, bnb('1')),
      bet(DAVE, 'Bear', 3n, bnb('1')),
    ],
  ],
  [
    6n,
    [
      lock(3n, 3n, usd(1000n), early(3n)),
      ...close(2n, 3n, usd(1000n), [bnb('3'), ROUND_2_REWARD, bnb('0.12')]),
      start(4n, early(4n)),
      bet(DAVE, 'Bear', 4n, bnb('1')),
    ],
  ],
  [
    7n,
    [
      lock(4n, 4n, usd(1000n), early(4n)),
      ...close(3n, 4n, usd(1000n), [0n, 0n, bnb('2')]),
      start(5n, early(5n)),
      claim(ALICE, 1n, bnb('1.94')),
      claim(BOB, 2n, BOB_ROUND_2),
    ],
  ],
  [
    8n,
    [
      bet(ALICE, 'Bull', 5n, bnb('1')),
      bet(ERIN, 'Bear', 5n, bnb('1')),
      lock(5n, 5n, usd(1002n), HEAD_TIME - BUFFER_SECONDS - 1n),
      ...close(4n, 5n, usd(1002n), [0n, 0n, bnb('1')]),
      start(6n, HEAD_TIME - 600n),
    ],
  ],
  [
    9n,
    [
      bet(BOB, 'Bull', 6n, bnb('1')),
      lock(6n, 6n, usd(1003n), HEAD_TIME - BUFFER_SECONDS),
      game('Pause', { epoch: 6n }),
      game('NewMinBetAmount', { epoch: 6n, minBetAmount: bnb('0.002') }),
      game('Unpause', { epoch: 6n }),
      game('TokenRecovery', { token: address(0x77), amount: 5n }),
      start(7n, HEAD_TIME + 300n),
      bet(CAROL, 'Bear', 7n, bnb('1')),
      refund(ALICE, 5n, bnb('1')),
      game('TreasuryClaim', { treasury: TREASURY, amount: bnb('3.36') }),
    ],
  ],
  ...manyOpenRounds,
]
