import type { LeaderLock } from './createLeaderLock'

/** Whether this process indexes the chain, on top of the leader lock. */
export type LeaderElection = {
  /**
   * True when this process leads (taking the lock if free). On becoming the leader (first, or
   * again after following), `onElected` runs before this returns.
   */
  claim(): Promise<boolean>
  /** True while the lock is still held: a leader whose lock connection died must stop at once. */
  confirm(): Promise<boolean>
  /** Stops leading and gives the lock up. */
  resign(): Promise<void>
}

export function createLeaderElection({
  lock,
  onElected,
}: {
  lock: LeaderLock
  /** Another process may have written since this one last led: forget what it knew. */
  onElected: () => Promise<void>
}): LeaderElection {
  let leading = false
  const confirm = async () => {
    if (await lock.tryAcquire()) return true
    leading = false
    return false
  }
  return {
    confirm,
    async claim() {
      if (!(await confirm())) return false
      if (!leading) {
        leading = true
        await onElected()
      }
      return true
    },
    async resign() {
      leading = false
      await lock.release()
    },
  }
}
