/**
 * Polls the latest block number every 6000 ms (spec §9), only while the page is visible, and
 * at once when it becomes visible again. Everything that reads the chain keys its data on the
 * block number this reports, so each new block refreshes everything once, and nothing refreshes
 * in between.
 */
export const BLOCK_POLL_INTERVAL_MS = 6000

export type BlockPoller = {
  start(): void
  stop(): void
  /** Asks for the latest block now (after a transaction is confirmed, say). */
  refresh(): Promise<void>
}

export type CreateBlockPollerParameters = {
  getBlockNumber: () => Promise<bigint>
  onBlock: (blockNumber: bigint) => void
  onError?: ((error: unknown) => void) | undefined
  isVisible: () => boolean
  /** Registers a visibility listener; returns its remover. */
  onVisibilityChange: (listener: () => void) => () => void
  intervalMs?: number | undefined
}

export function createBlockPoller(parameters: CreateBlockPollerParameters): BlockPoller {
  const intervalMs = parameters.intervalMs ?? BLOCK_POLL_INTERVAL_MS
  let timer: ReturnType<typeof setInterval> | undefined
  let removeVisibility: (() => void) | undefined
  let last: bigint | undefined
  let inFlight: Promise<void> | undefined

  const poll = (): Promise<void> => {
    // One request at a time: a slow node must not pile up polls.
    inFlight ??= parameters
      .getBlockNumber()
      .then((blockNumber) => {
        if (last === undefined || blockNumber > last) {
          last = blockNumber
          parameters.onBlock(blockNumber)
        }
      })
      .catch((error: unknown) => parameters.onError?.(error))
      .finally(() => {
        inFlight = undefined
      })
    return inFlight
  }

  const schedule = () => {
    if (timer) clearInterval(timer)
    timer = undefined
    if (!parameters.isVisible()) return
    void poll()
    timer = setInterval(() => void poll(), intervalMs)
  }

  return {
    start() {
      removeVisibility = parameters.onVisibilityChange(schedule)
      schedule()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      removeVisibility?.()
    },
    refresh: poll,
  }
}
