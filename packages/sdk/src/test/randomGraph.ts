import fc from 'fast-check'

// Random pair graphs for routing tests: described as plain data, so each side (ours and the
// reference SDK) builds its own objects from the same description.

export type GraphSpec = {
  tokens: { address: `0x${string}`; decimals: number }[]
  pairs: { a: number; b: number; reserveA: bigint; reserveB: bigint }[]
}

export type QuoteSpec = GraphSpec & {
  input: number
  output: number
  /** Raw input for exact-in quotes. */
  amountIn: bigint
  /** Raw output for exact-out quotes. */
  amountOut: bigint
  maxHops: number
  maxNumResults: number
}

export function tokenAddress(index: number): `0x${string}` {
  // spread the ids over the address space so sorting by address is not sorting by index
  const mixed = (BigInt(index + 1) * 0x9e3779b97f4a7c15f39cc0605cedc834n) % 2n ** 160n
  return `0x${mixed.toString(16).padStart(40, '0')}`
}

const decimalsArb = fc.constantFrom(0, 6, 8, 9, 12, 18)

function reserveArb(decimals: number): fc.Arbitrary<bigint> {
  const unit = 10n ** BigInt(decimals)
  return fc.oneof(
    { weight: 12, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 9n }).map((whole) => whole * unit) },
    { weight: 4, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 9n * unit }) },
    { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 1000n }) },
    { weight: 1, arbitrary: fc.constant(0n) },
  )
}

/** Fewest tokens that can hold `pairCount` distinct pairs. */
function minTokensFor(pairCount: number): number {
  return Math.max(3, Math.ceil((1 + Math.sqrt(1 + 8 * pairCount)) / 2))
}

function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`
}

/**
 * Mostly distinct pairs (as a real factory has) over enough tokens to hold them, with a few
 * duplicates so that exact ties between routes occur and their order is tested.
 */
export function graphArb({
  minPairs = 5,
  maxPairs = 200,
}: {
  minPairs?: number
  maxPairs?: number
} = {}): fc.Arbitrary<GraphSpec> {
  return fc
    .integer({ min: minPairs, max: maxPairs })
    .chain((pairCount) => {
      const fewest = minTokensFor(pairCount)
      return fc.record({
        pairCount: fc.constant(pairCount),
        tokenCount: fc.integer({ min: fewest, max: Math.max(fewest, Math.min(80, pairCount + 1)) }),
        duplicateCount: fc.integer({ min: 0, max: Math.floor(pairCount / 20) }),
      })
    })
    .chain(({ pairCount, tokenCount, duplicateCount }) =>
      fc.record({
        decimals: fc.array(decimalsArb, { minLength: tokenCount, maxLength: tokenCount }),
        distinct: fc.uniqueArray(
          fc
            .tuple(fc.nat(tokenCount - 1), fc.nat(tokenCount - 2))
            .map(([a, offset]) => [a, (a + 1 + offset) % tokenCount] as const),
          {
            minLength: pairCount - duplicateCount,
            maxLength: pairCount - duplicateCount,
            selector: ([a, b]) => pairKey(a, b),
          },
        ),
        duplicatePicks: fc.array(fc.nat(), {
          minLength: duplicateCount,
          maxLength: duplicateCount,
        }),
        order: fc.array(fc.nat(), { minLength: pairCount, maxLength: pairCount }),
      }),
    )
    .chain(({ decimals, distinct, duplicatePicks, order }) => {
      const unordered = [
        ...distinct,
        ...duplicatePicks.map(
          (pick) => distinct[pick % distinct.length] as readonly [number, number],
        ),
      ]
      const ends = unordered
        .map((end, index) => ({ end, key: order[index] as number, index }))
        .sort((x, y) => x.key - y.key || x.index - y.index)
        .map(({ end }) => end)
      return fc
        .tuple(
          ...ends.map(([a, b]) =>
            fc.tuple(reserveArb(decimals[a] as number), reserveArb(decimals[b] as number)),
          ),
        )
        .chain((reserves) =>
          // duplicates sometimes copy the reserves of their twin: exact ties
          fc.array(fc.boolean(), { minLength: ends.length, maxLength: ends.length }).map((copy) => {
            const seen = new Map<string, number>()
            return {
              tokens: decimals.map((d, index) => ({ address: tokenAddress(index), decimals: d })),
              pairs: ends.map(([a, b], index) => {
                const key = pairKey(a, b)
                const twin = seen.get(key)
                seen.set(key, index)
                const [reserveA, reserveB] = reserves[index] as [bigint, bigint]
                if (twin !== undefined && copy[index]) {
                  const original = ends[twin] as readonly [number, number]
                  const [twinA, twinB] = reserves[twin] as [bigint, bigint]
                  return original[0] === a
                    ? { a, b, reserveA: twinA, reserveB: twinB }
                    : { a, b, reserveA: twinB, reserveB: twinA }
                }
                return { a, b, reserveA, reserveB }
              }),
            }
          }),
        )
    })
}

const scaleArb = fc.oneof(
  { weight: 4, arbitrary: fc.bigInt({ min: 1n, max: 2000n }).map((permille) => ({ permille })) },
  { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 10n ** 6n }).map((raw) => ({ raw })) },
)

function scaledAmount(
  graph: GraphSpec,
  token: number,
  scale: { permille: bigint } | { raw: bigint },
) {
  if ('raw' in scale) return scale.raw
  let largest = 0n
  for (const pair of graph.pairs) {
    const reserve = pair.a === token ? pair.reserveA : pair.b === token ? pair.reserveB : 0n
    if (reserve > largest) largest = reserve
  }
  return (largest * scale.permille) / 1000n
}

/** A graph plus a quote request; amounts are scaled to a reserve of the fixed token. */
export function quoteArb(options?: {
  minPairs?: number
  maxPairs?: number
}): fc.Arbitrary<QuoteSpec> {
  return graphArb(options).chain((graph) => {
    const used = [...new Set(graph.pairs.flatMap((pair) => [pair.a, pair.b]))]
    return fc
      .record({
        input: fc.constantFrom(...used),
        output: fc.constantFrom(...used),
        scaleIn: scaleArb,
        scaleOut: scaleArb,
        maxHops: fc.oneof({ weight: 6, arbitrary: fc.constant(3) }, fc.integer({ min: 1, max: 4 })),
        maxNumResults: fc.oneof(
          { weight: 6, arbitrary: fc.constant(3) },
          fc.integer({ min: 1, max: 5 }),
        ),
      })
      .filter(({ input, output }) => input !== output)
      .map(({ input, output, scaleIn, scaleOut, maxHops, maxNumResults }) => ({
        ...graph,
        input,
        output,
        amountIn: scaledAmount(graph, input, scaleIn),
        amountOut: scaledAmount(graph, output, scaleOut),
        maxHops,
        maxNumResults,
      }))
  })
}
