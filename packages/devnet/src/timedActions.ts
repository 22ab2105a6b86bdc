/**
 * A seed's writes at planned times, run in between the DEX history's steps (seedHistory's
 * `beforeStep`): the lottery's, the prediction game's, the IFO's, the voting's and the farm
 * auctions' seeds share this queue, and with the competition's seed the clock that times each
 * write's block.
 */
import type { Manifest } from '@ghost/contracts/manifest'
import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  encodeFunctionData,
  type TransactionReceipt,
} from 'viem'
import type { AnvilSender, SeedTransaction } from './anvilSender'
import { TransactionFailedError } from './chainWriter'

/** One write (or several in a row) that belongs at `time`. */
export type TimedAction = { time: bigint; run: () => Promise<void> }

export type TimedActions = {
  /**
   * Runs every action planned before `time` that has not run; `beforeRun` first when there is
   * one (a seed reads the chain's clock there, since other seeds moved it).
   */
  runBefore(time: bigint): Promise<void>
  /** How many actions have not run. */
  left(): number
  /**
   * After the DEX history: refuses actions that have not run, naming the seed's `history` and
   * what its actions are (`unit`: "steps", "sales").
   */
  assertAllRun(history: string, unit?: string): void
}

/** Sorts `actions` by time, in place, and queues them. */
export function createTimedActions(
  actions: TimedAction[],
  beforeRun: () => Promise<void>,
): TimedActions {
  actions.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))
  let next = 0
  return {
    async runBefore(time) {
      if (next >= actions.length || (actions[next] as TimedAction).time >= time) return
      await beforeRun()
      while (next < actions.length && (actions[next] as TimedAction).time < time) {
        await (actions[next] as TimedAction).run()
        next++
      }
    },
    left: () => actions.length - next,
    assertAllRun(history, unit) {
      const left = actions.length - next
      if (left > 0) {
        throw new Error(
          `the ${history} did not fit the DEX history: ${left}${unit ? ` ${unit}` : ''} left`,
        )
      }
    },
  }
}

/** What a seed whose writes go in between the DEX history's steps is given. */
export type TimedSeedParameters = {
  rpcUrl: string
  manifest: Manifest
  /**
   * Unix seconds at which the DEX history ends; the seed's present is the NFT half hour later
   * (the lottery's and prediction game's seeded rounds end a little before `until`).
   */
  until: bigint
}

/** A seed whose writes go in between the DEX history's steps, then are checked. */
export type TimedSeed<summary> = {
  /** seedHistory's `beforeStep`: sends what is due before `time`. */
  beforeStep(time: bigint): Promise<void>
  /** After the DEX history: checks every planned write was made and succeeded. */
  finish(): Promise<summary>
}

export type SeedClock = ReturnType<typeof createSeedClock>

/** A contract call as `from`, in its own block at `time` (a seed clock's `callAt`, `writeCallAt`). */
type TimedContractCall<answer> = <
  const abi extends Abi,
  name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
>(
  time: bigint,
  from: Address,
  to: Address,
  abi: abi,
  functionName: name,
  args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
  value?: bigint,
) => Promise<answer>

/**
 * Sends a seed's transactions each in its own block at its planned second, or a second after the
 * latest block the seed saw when other writes took that second already: a block's time never goes
 * back. `seed` names the seed in a refusal ("the auction seed's bid reverted").
 */
export function createSeedClock(sender: AnvilSender, seed: string) {
  /** The latest block's time, as this seed last saw it. */
  let last = 0n

  /** Runs `send` (which mines one block) timed at `time` or just after the latest block. */
  const inBlockAt = async <result>(
    time: bigint,
    send: () => Promise<result>,
  ): Promise<{ stamp: bigint; result: result }> => {
    const stamp = time > last ? time : last + 1n
    await sender.client.setNextBlockTimestamp({ timestamp: stamp })
    const result = await send()
    last = stamp
    return { stamp, result }
  }

  /** Sends `transaction` in its own block (see `inBlockAt`); refuses it when it reverted. */
  const writeAt = async (
    time: bigint,
    { what, ...transaction }: SeedTransaction & { what: string },
  ): Promise<TransactionReceipt> => {
    const { result: hash } = await inBlockAt(time, () => sender.send(transaction))
    const receipt = await sender.receipt(hash)
    if (receipt.status !== 'success') {
      throw new TransactionFailedError(`the ${seed} seed's ${what} reverted (${hash})`)
    }
    return receipt
  }

  /**
   * Sends a contract call in its own block (see `inBlockAt`), left for the sender's check at the
   * end: answers the block's time.
   */
  const callAt: TimedContractCall<bigint> = async (
    time,
    from,
    to,
    abi,
    functionName,
    args,
    value,
  ) => {
    const sent = await inBlockAt(time, () => sender.call(from, to, abi, functionName, args, value))
    return sent.stamp
  }

  /** A contract call through `writeAt`: refused at once, by its function's name, when it reverts. */
  const writeCallAt: TimedContractCall<TransactionReceipt> = (
    time,
    from,
    to,
    abi,
    functionName,
    args,
    value,
  ) => {
    // viem's generic overloads do not narrow through this wrapper; the arguments are checked by
    // the parameter types of TimedContractCall
    const data = encodeFunctionData({ abi, functionName, args } as Parameters<
      typeof encodeFunctionData
    >[0])
    return writeAt(time, { from, to, data, value, what: String(functionName) })
  }

  return {
    /** The latest block's time, as this seed last saw it. */
    last: () => last,
    /** Reads the chain's clock again: other seeds moved it (createTimedActions' `beforeRun`). */
    async catchUp(): Promise<void> {
      last = (await sender.client.getBlock({ blockTag: 'latest' })).timestamp
    },
    inBlockAt,
    writeAt,
    callAt,
    writeCallAt,
  }
}
