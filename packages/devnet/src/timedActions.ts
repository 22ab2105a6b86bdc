/**
 * A seed's writes at planned times, run in between the DEX history's steps (seedHistory's
 * `beforeStep`): the lottery's, the prediction game's and the IFO's seeds share this queue.
 */

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
  }
}
