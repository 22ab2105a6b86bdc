/**
 * A reproducible pair graph shaped like a real AMM: a few hub tokens (WBNB, BUSD, USDT, CAKE)
 * paired with most tokens, the rest paired at random. Plain data, so the sdk and the reference
 * SDK build their own objects from the same description.
 */
export type BenchGraph = {
  tokens: { address: `0x${string}`; decimals: number; symbol: string }[]
  pairs: { a: number; b: number; reserveA: bigint; reserveB: bigint }[]
}

/** mulberry32: small seeded PRNG, so every run measures the same graph. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function address(index: number): `0x${string}` {
  const mixed = (BigInt(index + 1) * 0x9e3779b97f4a7c15f39cc0605cedc834n) % 2n ** 160n
  return `0x${mixed.toString(16).padStart(40, '0')}`
}

export function createBenchGraph({
  pairCount,
  seed,
  pairsPerToken = 2.5,
}: {
  pairCount: number
  seed: number
  /** About 2.5 for a busy factory with a long tail; near (tokens−1)/2 for a dense graph. */
  pairsPerToken?: number
}): BenchGraph {
  const random = createRandom(seed)
  const hubCount = 4
  const tokenCount = Math.max(hubCount + 2, Math.round(pairCount / pairsPerToken))
  const decimalsChoices = [18, 18, 18, 6, 8, 9]
  const tokens = Array.from({ length: tokenCount }, (_, index) => ({
    address: address(index),
    decimals: index < hubCount ? 18 : (decimalsChoices[Math.floor(random() * 6)] as number),
    symbol: `T${index}`,
  }))
  const seen = new Set<string>()
  const pairs: BenchGraph['pairs'] = []
  const add = (a: number, b: number) => {
    if (a === b) return
    const key = a < b ? `${a}-${b}` : `${b}-${a}`
    if (seen.has(key)) return
    seen.add(key)
    const reserve = (token: number) => {
      const whole = BigInt(Math.floor(10 ** (3 + random() * 6)))
      return whole * 10n ** BigInt((tokens[token] as BenchGraph['tokens'][number]).decimals)
    }
    pairs.push({ a, b, reserveA: reserve(a), reserveB: reserve(b) })
  }
  for (let a = 0; a < hubCount; a++) for (let b = a + 1; b < hubCount; b++) add(a, b)
  while (pairs.length < pairCount) {
    const a = random() < 0.55 ? Math.floor(random() * hubCount) : Math.floor(random() * tokenCount)
    add(a, Math.floor(random() * tokenCount))
  }
  return { tokens, pairs }
}
