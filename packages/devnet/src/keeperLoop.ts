/**
 * The loop a keeper of the local world runs (the lottery's, the prediction game's): a tick every
 * `pollMs` on the wall clock (the keeper reads the chain's clock itself), its steps logged one
 * line each, one line per new failure (a stopped chain fails every tick the same way) and a retry
 * on the next tick. Ticks never overlap: one asked for while another runs waits for it, so a
 * keeper's transactions never race each other for a nonce.
 */

export type Keeper = {
  /** Does everything that is due now; answers what it did (the loop calls it on each tick). */
  tick(): Promise<string[]>
  /** Stops the loop, after the step in flight. */
  stop(): Promise<void>
}

/** A keeper with nothing to do (no such contract in the world). */
export const IDLE_KEEPER: Keeper = { tick: async () => [], stop: async () => {} }

export function startKeeperLoop(parameters: {
  /** Prefixes its lines: `lottery: …`, `lottery keeper: … (retrying)`. */
  name: string
  runTick: () => Promise<string[]>
  log: (line: string) => void
  /** Milliseconds between looks (default 2,000). */
  pollMs?: number | undefined
}): Keeper {
  const { name, runTick, log } = parameters
  let queue: Promise<unknown> = Promise.resolve()
  const tick = (): Promise<string[]> => {
    const next = queue.then(runTick)
    queue = next.catch(() => {})
    return next
  }

  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let lastError: string | undefined
  const loop = () => {
    if (stopped) return
    running = tick()
      .then((done) => {
        lastError = undefined
        for (const line of done) log(`${name}: ${line}`)
      })
      .catch((error: unknown) => {
        const message = oneLine(error)
        if (message !== lastError && !stopped) log(`${name} keeper: ${message} (retrying)`)
        lastError = message
      })
      .finally(() => {
        running = undefined
        if (!stopped) timer = setTimeout(loop, parameters.pollMs ?? 2_000)
      })
  }
  loop()
  return {
    tick,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}

/** An error's first line, viem's short message when it has one. */
export function oneLine(error: unknown): string {
  const message =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error)
  return message.split('\n')[0] ?? message
}
