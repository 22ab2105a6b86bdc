/**
 * The branch-coverage property runs of the contract tests: each run on a fresh copy of the
 * chain, and afterwards every branch the plans were built to reach must have been reached.
 */
import fc from 'fast-check'
import { expect } from 'vitest'
import { type AnvilClient, isolated } from '../../lib/anvil'
import { DEEP, propertyParameters } from '../../lib/propertyRuns'

export type CoverageRuns = {
  numRuns: number
  timeoutMs: number
  /** The quick run's seed: its coverage counts then hold every time; the deep run draws fresh seeds. */
  seed: number
}

/**
 * Checks `run` for plans drawn from `plans`, each in a snapshot of `client`'s chain that is
 * reverted afterwards, then that every counter in `coverage` (filled by the runs) is above 0.
 */
export async function assertCoveringProperty<plan>(
  client: AnvilClient,
  plans: fc.Arbitrary<plan>,
  run: (plan: plan) => Promise<void>,
  { numRuns, timeoutMs, seed }: CoverageRuns,
  coverage: Record<string, number>,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(plans, (plan) => isolated(client, () => run(plan))),
    { ...propertyParameters(numRuns, timeoutMs), ...(DEEP ? {} : { seed }) },
  )
  for (const [branch, runs] of Object.entries(coverage)) {
    expect(runs, branch).toBeGreaterThan(0)
  }
}
