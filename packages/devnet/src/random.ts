/**
 * A small seeded random source (mulberry32): the demo world's history must come out the same on
 * every machine and every start, so tests can rely on it.
 */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number
  /** An index drawn with the given weights. */
  pick(weights: readonly number[]): number
}

/**
 * @example
 * const random = createRandom(42)
 * random.next() // the same number on every run
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    pick(weights) {
      const total = weights.reduce((sum, weight) => sum + weight, 0)
      let point = next() * total
      for (let i = 0; i < weights.length; i++) {
        point -= weights[i] ?? 0
        if (point < 0) return i
      }
      return weights.length - 1
    },
  }
}
