import { BIPS_BASE, FEE_MULTIPLIER } from '../constants/amm'
import { getDistances, getGoalLinks, type PairGraph } from './pairGraph'
import { TradeType } from './tradeType'

// The routing core. It visits routes in exactly the order of the reference SDK's recursive
// search (pairs in caller order, depth first, a pair used at most once per route, stop at the
// output token), so ties resolve identically, but it runs on integer token ids and bigint
// reserves, allocates nothing per hop, and skips branches that cannot reach the goal within the
// hops left (breadth-first distances). Skipped branches are ones that would never yield a trade.

/** A found route before it becomes a Trade: pair indices in trading order and both amounts. */
export type RouteCandidate = {
  readonly pairIndices: readonly number[]
  readonly amountIn: bigint
  readonly amountOut: bigint
  /** Price impact as a fraction, computed only when a comparison needs it. */
  impact?: readonly [numerator: bigint, denominator: bigint]
}

export type SearchRoutesParameters = {
  tradeType: TradeType
  /** Token id of the input (wrapped) currency. */
  inputId: number
  /** Token id of the output (wrapped) currency. */
  outputId: number
  /** The fixed amount: input for EXACT_INPUT, output for EXACT_OUTPUT. */
  amount: bigint
  maxHops: number
  onCandidate: (candidate: RouteCandidate) => void
}

/** Walks every route of up to `maxHops` pairs and reports each complete one, in reference order. */
export function searchRoutes(
  graph: PairGraph,
  { tradeType, inputId, outputId, amount, maxHops, onCandidate }: SearchRoutesParameters,
): void {
  const { adjacency, token0, token1, reserve0, reserve1 } = graph
  const pairCount = graph.pairs.length
  const used = new Uint8Array(pairCount)
  const stack: number[] = []
  const exactIn = tradeType === TradeType.EXACT_INPUT
  const goalId = exactIn ? outputId : inputId
  const distances = getDistances(graph, goalId)
  const goalLinks = getGoalLinks(graph, goalId)

  const visit = (tokenId: number, current: bigint, depth: number): void => {
    const hopsLeft = maxHops - depth
    const canExtend = hopsLeft > 1 && pairCount - depth > 1
    // On the last hop only pairs into the goal can finish a route: visit just those, in the
    // same relative order the full list would give them.
    const pairsOfToken = canExtend ? adjacency[tokenId] : goalLinks[tokenId]
    if (!pairsOfToken) return
    for (let k = 0; k < pairsOfToken.length; k++) {
      const pairIndex = pairsOfToken[k] as number
      if (used[pairIndex] === 1) continue
      const r0 = reserve0[pairIndex] as bigint
      const r1 = reserve1[pairIndex] as bigint
      if (r0 === 0n || r1 === 0n) continue
      const isToken0 = token0[pairIndex] === tokenId
      const nextId = (isToken0 ? token1[pairIndex] : token0[pairIndex]) as number
      const reachesGoal = nextId === goalId
      if (!reachesGoal) {
        if (!canExtend) continue
        const distance = distances[nextId] as number
        if (distance < 0 || distance > hopsLeft - 1) continue
      }
      let next: bigint
      if (exactIn) {
        // tokenId is the input side of this hop
        const reserveIn = isToken0 ? r0 : r1
        const reserveOut = isToken0 ? r1 : r0
        const withFee = current * FEE_MULTIPLIER
        next = (withFee * reserveOut) / (reserveIn * BIPS_BASE + withFee)
        if (next === 0n) continue
      } else {
        // tokenId is the output side of this hop
        const reserveOut = isToken0 ? r0 : r1
        const reserveIn = isToken0 ? r1 : r0
        if (current >= reserveOut) continue
        next = (reserveIn * current * BIPS_BASE) / ((reserveOut - current) * FEE_MULTIPLIER) + 1n
      }
      stack.push(pairIndex)
      if (reachesGoal) {
        onCandidate(
          exactIn
            ? { pairIndices: stack.slice(), amountIn: amount, amountOut: next }
            : { pairIndices: stack.slice().reverse(), amountIn: next, amountOut: amount },
        )
      } else {
        used[pairIndex] = 1
        visit(nextId, next, depth + 1)
        used[pairIndex] = 0
      }
      stack.pop()
    }
  }

  visit(exactIn ? inputId : outputId, amount, 0)
}

function impactOf(
  graph: PairGraph,
  inputId: number,
  candidate: RouteCandidate,
): readonly [bigint, bigint] {
  if (candidate.impact) return candidate.impact
  let midNumerator = 1n
  let midDenominator = 1n
  let tokenId = inputId
  for (const pairIndex of candidate.pairIndices) {
    const isToken0 = graph.token0[pairIndex] === tokenId
    const r0 = graph.reserve0[pairIndex] as bigint
    const r1 = graph.reserve1[pairIndex] as bigint
    midNumerator *= isToken0 ? r1 : r0
    midDenominator *= isToken0 ? r0 : r1
    tokenId = (isToken0 ? graph.token1[pairIndex] : graph.token0[pairIndex]) as number
  }
  // (quoted − out) / quoted with quoted = in · mid
  const quoted = midNumerator * candidate.amountIn
  const impact = [quoted - candidate.amountOut * midDenominator, quoted] as const
  candidate.impact = impact
  return impact
}

/** `tradeComparator` on candidates: output, then input, then price impact, then hops. */
export function compareCandidates(
  graph: PairGraph,
  inputId: number,
  a: RouteCandidate,
  b: RouteCandidate,
): number {
  if (a.amountOut !== b.amountOut) return a.amountOut < b.amountOut ? 1 : -1
  if (a.amountIn !== b.amountIn) return a.amountIn < b.amountIn ? -1 : 1
  const [na, da] = impactOf(graph, inputId, a)
  const [nb, db] = impactOf(graph, inputId, b)
  const left = na * db
  const right = nb * da
  if (left < right) return -1
  if (left > right) return 1
  return a.pairIndices.length - b.pairIndices.length
}

/**
 * Inserts into a list kept sorted and capped at `maxSize`, exactly like the reference
 * `sortedInsert`: equal items go after existing ones, and a full list rejects an item that does
 * not beat its last entry.
 */
export function insertSorted<T>(
  items: T[],
  item: T,
  maxSize: number,
  comparator: (a: T, b: T) => number,
): void {
  if (items.length === 0) {
    items.push(item)
    return
  }
  const isFull = items.length === maxSize
  if (isFull && comparator(items[items.length - 1] as T, item) <= 0) return
  let low = 0
  let high = items.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (comparator(items[middle] as T, item) <= 0) low = middle + 1
    else high = middle
  }
  items.splice(low, 0, item)
  if (isFull) items.pop()
}
