import fc from 'fast-check'
import type { Address } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sharePotAbi } from '../generated'
import { type AnvilClient, type AnvilInstance, isolated, startAnvil } from '../lib/anvil'
import { propertyParameters, propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import { mined } from './farms/setup'
import { createSharePot, deployRewardsWorld, type RewardsWorld, sharePot } from './rewards/world'

/**
 * Random sequences of deposits, level changes and harvests by several holders on a share pot
 * (the three programmes share one base, LevelRewards). An independent model shares every
 * deposit as amount × level / totalLevel of that moment (exact fractions, scaled by 1e30), a
 * deposit with no level waiting for the first one. After every step: what was paid plus what is
 * pending never exceeds what was deposited, each holder's paid + pending equals the model's
 * share within a wei per settlement, and a level change leaves the holder's pending untouched
 * (it never applies to what was deposited before it).
 */

const NUM_RUNS = propertyRuns(60)
const HOLDERS = 3
/** The model's fixed-point scale: far finer than the contract's, so its own rounding is moot. */
const S = 10n ** 30n

let anvil: AnvilInstance
let w: RewardsWorld
let holders: AnvilClient[]
let depositor: AnvilClient
let pot: Address

beforeAll(async () => {
  anvil = await startAnvil()
  w = await deployRewardsWorld(anvil.url)
  holders = w.users.slice(0, HOLDERS)
  depositor = w.users[3] as AnvilClient
  pot = await createSharePot(w)
})

afterAll(async () => {
  await anvil?.stop()
})

type Op =
  | { kind: 'deposit'; amount: bigint }
  | { kind: 'level'; user: number; level: bigint }
  | { kind: 'harvest'; user: number }

const userArb = fc.integer({ min: 0, max: HOLDERS - 1 })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      // dust and whole BNB side by side: the remainder carry matters for the dust
      amount: fc.oneof(
        fc.bigInt({ min: 1n, max: 1_000n }),
        fc.bigInt({ min: 1n, max: 10n ** 21n }),
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('level' as const),
      user: userArb,
      level: fc.oneof(fc.bigInt({ min: 0n, max: 5n }), fc.bigInt({ min: 0n, max: 10_000n })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('harvest' as const), user: userArb }) },
)

class Model {
  levels: bigint[] = Array(HOLDERS).fill(0n)
  /** Each holder's share of all deposits, scaled by S. */
  earned: bigint[] = Array(HOLDERS).fill(0n)
  paid: bigint[] = Array(HOLDERS).fill(0n)
  /** Settlements (level changes and harvests) per holder: each may round a wei away. */
  settlements: bigint[] = Array(HOLDERS).fill(0n)
  waiting = 0n
  deposited = 0n

  total(): bigint {
    return this.levels.reduce((a, b) => a + b, 0n)
  }

  share(amount: bigint) {
    const total = this.total()
    for (let u = 0; u < HOLDERS; u++) {
      this.earned[u] =
        (this.earned[u] as bigint) + (amount * (this.levels[u] as bigint) * S) / total
    }
  }

  deposit(amount: bigint) {
    this.deposited += amount
    if (this.total() === 0n) this.waiting += amount
    else this.share(amount)
  }

  setLevel(user: number, level: bigint) {
    this.levels[user] = level
    this.settlements[user] = (this.settlements[user] as bigint) + 1n
    if (this.waiting > 0n && this.total() > 0n) {
      const waiting = this.waiting
      this.waiting = 0n
      this.share(waiting)
    }
  }
}

const read = (functionName: 'pendingReward', user: Address) =>
  w.owner.readContract({ ...sharePot(pot), functionName, args: [user] })

test('paid + pending ≤ deposited; each holder gets their level-weighted share of every deposit; level changes are not retroactive', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 20 }), (ops) =>
      isolated(w.owner, async () => {
        const model = new Model()
        const address = (u: number) => (holders[u] as AnvilClient).account.address
        for (const op of ops) {
          if (op.kind === 'deposit') {
            await mined(
              depositor,
              depositor.writeContract({
                ...sharePot(pot),
                functionName: 'depositRewards',
                value: op.amount,
              }),
            )
            model.deposit(op.amount)
          } else if (op.kind === 'level') {
            const before = await read('pendingReward', address(op.user))
            await mined(
              w.admin,
              w.admin.writeContract({
                ...sharePot(pot),
                functionName: 'setUserLevel',
                args: [address(op.user), op.level],
              }),
            )
            // not retroactive: the change itself moves nothing (but a waiting deposit it unlocks)
            const unlocked =
              model.waiting > 0n &&
              model.total() - (model.levels[op.user] as bigint) + op.level > 0n
            if (!unlocked) expect(await read('pendingReward', address(op.user))).toBe(before)
            model.setLevel(op.user, op.level)
          } else {
            const holder = holders[op.user] as AnvilClient
            const pending = await read('pendingReward', address(op.user))
            if (pending === 0n) continue
            await mined(holder, holder.writeContract({ ...sharePot(pot), functionName: 'harvest' }))
            model.paid[op.user] = (model.paid[op.user] as bigint) + pending
            model.settlements[op.user] = (model.settlements[op.user] as bigint) + 1n
          }
          let owed = 0n
          for (let u = 0; u < HOLDERS; u++) {
            const pending = await read('pendingReward', address(u))
            owed += pending
            const got = (model.paid[u] as bigint) + pending
            const expected = model.earned[u] as bigint
            // the contract rounds down: never above the exact share, at most a wei per settlement below
            expect(got * S).toBeLessThanOrEqual(expected + S)
            expect(expected - got * S).toBeLessThan(((model.settlements[u] as bigint) + 2n) * S)
          }
          const harvested = await w.owner.readContract({
            ...sharePot(pot),
            functionName: 'totalHarvested',
          })
          expect(harvested).toBe(model.paid.reduce((a, b) => a + b, 0n))
          expect(harvested + owed).toBeLessThanOrEqual(model.deposited)
          expect(
            await w.owner.readContract({ ...sharePot(pot), functionName: 'totalDeposited' }),
          ).toBe(model.deposited)
          expect(
            await w.owner.readContract({ ...sharePot(pot), functionName: 'waitingRewards' }),
          ).toBe(model.waiting)
          // solvent: the pot holds everything still owed
          expect(await w.owner.getBalance({ address: pot })).toBeGreaterThanOrEqual(owed)
        }
      }),
    ),
    propertyParameters(NUM_RUNS, propertyTimeout(300_000)),
  )
})

test(
  'harvest costs the same gas with 1 holder as with 1,000 (within 5%)',
  async () => {
    const measure = (others: number) =>
      isolated(w.owner, async () => {
        const target = holders[0] as AnvilClient
        const levels = sharePot(pot)
        for (let i = 0; i < others; i++) {
          // distinct addresses, one level each
          const user = `0x${(0x1000 + i).toString(16).padStart(40, '0')}` as Address
          await mined(
            w.admin,
            w.admin.writeContract({ ...levels, functionName: 'setUserLevel', args: [user, 1n] }),
          )
        }
        await mined(
          w.admin,
          w.admin.writeContract({
            ...levels,
            functionName: 'setUserLevel',
            args: [target.account.address, 1n],
          }),
        )
        await mined(
          depositor,
          depositor.writeContract({ ...levels, functionName: 'depositRewards', value: 10n ** 21n }),
        )
        const receipt = await mined(
          target,
          target.writeContract({ ...levels, functionName: 'harvest', abi: sharePotAbi }),
        )
        return receipt.gasUsed
      })
    const alone = await measure(0)
    const among = await measure(999)
    const difference = alone > among ? alone - among : among - alone
    expect(difference * 100n).toBeLessThan(alone * 5n)
  },
  propertyTimeout(300_000),
)
