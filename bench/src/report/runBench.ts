/**
 * How every benchmark ends: its body measures and returns its headline and targets, and this
 * prints the missed targets, then the headline as the last line (number first), and exits with
 * the verdict. The exit is explicit and comes after the body's own cleanup: a code left in
 * `process.exitCode` can be overwritten by what closes later (PGlite's runtime resets it when
 * its database closes), which once let a bench that missed its target exit 0.
 */
export type BenchTarget = {
  /** What was measured against what, e.g. `5.3x Ponder (target >= 5x)`. */
  label: string
  met: boolean
}

export type BenchResult = {
  /** The figure the bench is run for, number first. */
  headline: string
  targets: BenchTarget[]
}

/** 1: a target was missed; 2: the bench itself failed before it could measure. */
export function exitCodeOf(result: BenchResult): 0 | 1 {
  return result.targets.every((target) => target.met) ? 0 : 1
}

export async function runBench(body: () => Promise<BenchResult>): Promise<never> {
  let result: BenchResult
  try {
    result = await body()
  } catch (error) {
    console.error(error)
    process.exit(2)
  }
  for (const target of result.targets) {
    console.log(`  ${target.met ? 'met   ' : 'MISSED'} ${target.label}`)
  }
  console.log(result.headline)
  process.exit(exitCodeOf(result))
}
