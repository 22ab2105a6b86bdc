/**
 * Logout hook point (spec §4 Logout): features holding per-account state (profile, user NFTs, …)
 * register a reset here; Disconnect runs every registered reset after clearing the wallet.
 */
export type LogoutHandler = (context: { chainId: number }) => void

const handlers = new Set<LogoutHandler>()

/** Registers a reset to run on logout; returns the function that unregisters it. */
export function onLogout(handler: LogoutHandler): () => void {
  handlers.add(handler)
  return () => {
    handlers.delete(handler)
  }
}

/** Runs every registered reset; one failing reset does not stop the others. */
export function runLogoutHandlers(context: { chainId: number }): unknown[] {
  const failures: unknown[] = []
  for (const handler of handlers) {
    try {
      handler(context)
    } catch (error) {
      failures.push(error)
    }
  }
  return failures
}
