/** Stops the current sync between ranges. */
export class StoppedError extends Error {
  override name = 'StoppedError'
}

/** How stop() reaches a running sync: a flag it checks between ranges, and pauses it cuts short. */
export type StopSignal = {
  readonly stopping: boolean
  /** Raises the flag and ends the pause in progress. */
  stop(): void
  reset(): void
  /** Waits `ms`, or less when stop() comes first. */
  sleep(ms: number): Promise<void>
}

export function createStopSignal(): StopSignal {
  let stopping = false
  let wake = () => {}
  return {
    get stopping() {
      return stopping
    },
    stop() {
      stopping = true
      wake()
    },
    reset() {
      stopping = false
    },
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      }),
  }
}
