/**
 * How long a property test runs. `npm test` gives each property its quick count, sized so a
 * property file stays well under a minute on a loaded 2-core machine; `npm run test:deep`
 * (TEST_DEEP=1) gives ten times as many. Run the deep suite after changing a contract, the
 * sdk's math or a property, and before a release (README, "Tests").
 */

/** Whether this is a deep run (`npm run test:deep`). */
export const DEEP = process.env.TEST_DEEP === '1'

/** A deep run's count is this many times the quick one, and so is its time limit. */
const DEEP_FACTOR = 10

/** `quick` runs in `npm test`, `deep` (ten times as many unless given) in a deep run. */
export function propertyRuns(quick: number, deep = quick * DEEP_FACTOR): number {
  return DEEP ? deep : quick
}

/** The vitest timeout of a property test whose quick run is given `quickTimeoutMs`. */
export function propertyTimeout(quickTimeoutMs: number): number {
  return DEEP ? quickTimeoutMs * DEEP_FACTOR : quickTimeoutMs
}

/**
 * fast-check parameters for a property whose vitest timeout is `timeoutMs`: the run count, and a
 * time limit just under the timeout after which fast-check starts no new run and fails. Without
 * it, a property that outlives its test goes on sending to a chain the next test may be using.
 */
export function propertyParameters(numRuns: number, timeoutMs: number) {
  return {
    numRuns,
    interruptAfterTimeLimit: Math.max(1_000, timeoutMs - 5_000),
    markInterruptAsFailure: true,
  } as const
}
