/**
 * Polls the latest block every 6000 ms (spec §9), only while the page is visible, and at once
 * when it becomes visible again. Everything that reads the chain keys its data on the block
 * number this reports, so each new block refreshes everything once, and nothing refreshes in
 * between. The poll itself is whatever `readBlock` does: in the app it is the Multicall round of
 * every watched call, whose answer carries the block number, so one request per block does both.
 */
export const BLOCK_POLL_INTERVAL_MS = 6000

/**
 * Polls in a row that must fail before the node counts as not answering. Each poll already
 * retries (the transport, then the Multicall read's 2.5–3.5 s pauses), so two failed polls are
 * a dozen failed requests over about 20 s: a flaky node does not get there, a dead one does.
 */
export const FAILED_POLLS_BEFORE_NOT_ANSWERING = 2

/** `answering` once a poll succeeded; `not-answering` after the failed polls above. */
export type NodeStatus = 'waiting' | 'answering' | 'not-answering'

export type BlockPoller = {
  start(): void
  stop(): void
  /** Reads the latest block now (after a transaction is confirmed, say); the next poll is due
   *  a whole interval later. */
  refresh(): Promise<void>
}

export type CreateBlockPollerParameters = {
  readBlock: () => Promise<bigint>
  onBlock: (blockNumber: bigint) => void
  onError?: ((error: unknown) => void) | undefined
  /** Hears each change of the node's status; a poll that succeeds clears `not-answering`. */
  onStatus?: ((status: NodeStatus) => void) | undefined
  failedPollsBeforeNotAnswering?: number | undefined
  isVisible: () => boolean
  /** Registers a visibility listener; returns its remover. */
  onVisibilityChange: (listener: () => void) => () => void
  intervalMs?: number | undefined
  /**
   * Wait before the first poll, unless `refresh` comes first. The page's reads register as it
   * mounts and call `refresh`, so the first request carries them; the wait only matters for a
   * page that reads nothing.
   */
  firstPollDelayMs?: number | undefined
}

export function createBlockPoller(parameters: CreateBlockPollerParameters): BlockPoller {
  const intervalMs = parameters.intervalMs ?? BLOCK_POLL_INTERVAL_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let removeVisibility: (() => void) | undefined
  let last: bigint | undefined
  let inFlight: Promise<void> | undefined
  let failures = 0
  let status: NodeStatus = 'waiting'
  const setStatus = (next: NodeStatus) => {
    if (next === status) return
    status = next
    parameters.onStatus?.(next)
  }

  const clearTimer = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
  }

  const scheduleIn = (ms: number) => {
    clearTimer()
    if (running && parameters.isVisible()) timer = setTimeout(() => void poll(), ms)
  }

  const poll = (): Promise<void> => {
    // One request at a time: a slow node must not pile up polls.
    inFlight ??= (async () => {
      clearTimer()
      try {
        const blockNumber = await parameters.readBlock()
        failures = 0
        setStatus('answering')
        if (last === undefined || blockNumber > last) {
          last = blockNumber
          parameters.onBlock(blockNumber)
        }
      } catch (error) {
        parameters.onError?.(error)
        failures++
        const limit = parameters.failedPollsBeforeNotAnswering ?? FAILED_POLLS_BEFORE_NOT_ANSWERING
        if (failures >= limit) setStatus('not-answering')
      } finally {
        inFlight = undefined
        scheduleIn(intervalMs)
      }
    })()
    return inFlight
  }

  const onVisibilityChange = () => {
    if (parameters.isVisible()) void poll()
    else clearTimer()
  }

  return {
    start() {
      running = true
      removeVisibility = parameters.onVisibilityChange(onVisibilityChange)
      scheduleIn(parameters.firstPollDelayMs ?? 0)
    },
    stop() {
      running = false
      clearTimer()
      removeVisibility?.()
    },
    refresh: poll,
  }
}
