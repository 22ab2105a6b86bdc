import type { Token } from '../currencies/token'
import type { Pair } from '../pair/pair'

/**
 * Pairs indexed for routing: tokens become small integers, reserves plain bigints, and every
 * token lists its pairs in the caller's order (which the search must keep to break ties like
 * the reference SDK). Built once per pairs array and cached.
 */
export type PairGraph = {
  readonly pairs: readonly Pair[]
  readonly token0: Int32Array
  readonly token1: Int32Array
  readonly reserve0: readonly bigint[]
  readonly reserve1: readonly bigint[]
  /** Pair indices per token, ascending. */
  readonly adjacency: readonly (readonly number[])[]
  readonly tokenIds: ReadonlyMap<string, number>
  /** The token object first seen per id: later pairs holding the same object match by identity. */
  readonly tokens: readonly Token[]
  /** Hop distances to every token, by token, computed on first use. */
  readonly distances: Map<number, Int32Array>
  /** Per goal token: for every token, its pairs with the goal (ascending), computed on first use. */
  readonly goalLinks: Map<number, readonly (readonly number[] | undefined)[]>
}

const graphs = new WeakMap<readonly Pair[], PairGraph>()

function isSameList(indexed: readonly Pair[], current: readonly Pair[]): boolean {
  if (indexed.length !== current.length) return false
  for (let index = 0; index < indexed.length; index++) {
    if (indexed[index] !== current[index]) return false
  }
  return true
}

/** Reserves are whole base units; skip the division when they are stored as such. */
export function rawOf(amount: Pair['reserve0']): bigint {
  return amount.denominator === 1n ? amount.numerator : amount.quotient
}

const keys = new WeakMap<Token, string>()

/** Identity of a token for routing (chain + address), cached per token object. */
export function tokenKey(token: Token): string {
  let key = keys.get(token)
  if (key === undefined) {
    key = `${token.chainId}-${token.address}`
    keys.set(token, key)
  }
  return key
}

/**
 * Indexes `pairs` for `bestTradeExactIn`/`bestTradeExactOut`; the same array gets the same index.
 *
 * @example
 * const graph = getPairGraph(pairs)
 */
export function getPairGraph(pairs: readonly Pair[]): PairGraph {
  const cached = graphs.get(pairs)
  if (cached && isSameList(cached.pairs, pairs)) return cached
  const count = pairs.length
  const token0 = new Int32Array(count)
  const token1 = new Int32Array(count)
  const reserve0: bigint[] = new Array(count)
  const reserve1: bigint[] = new Array(count)
  const tokenIds = new Map<string, number>()
  // most pairs share token objects: look those up by identity, and by chain + address only once
  const idsByObject = new Map<Token, number>()
  const lists: number[][] = []
  const tokens: Token[] = []
  const idOf = (token: Token): number => {
    let id = idsByObject.get(token)
    if (id !== undefined) return id
    const key = tokenKey(token)
    id = tokenIds.get(key)
    if (id === undefined) {
      id = lists.length
      tokenIds.set(key, id)
      lists.push([])
      tokens.push(token)
    }
    idsByObject.set(token, id)
    return id
  }
  for (let index = 0; index < count; index++) {
    const pair = pairs[index] as Pair
    const id0 = idOf(pair.token0)
    const id1 = idOf(pair.token1)
    token0[index] = id0
    token1[index] = id1
    reserve0[index] = rawOf(pair.reserve0)
    reserve1[index] = rawOf(pair.reserve1)
    ;(lists[id0] as number[]).push(index)
    ;(lists[id1] as number[]).push(index)
  }
  const graph: PairGraph = {
    // a copy: if the caller edits the array in place, the check above notices and re-indexes
    pairs: [...pairs],
    token0,
    token1,
    reserve0,
    reserve1,
    adjacency: lists,
    tokenIds,
    tokens,
    distances: new Map(),
    goalLinks: new Map(),
  }
  graphs.set(pairs, graph)
  return graph
}

/** Fewest hops from every token to `tokenId` (breadth-first); -1 when unreachable. */
export function getDistances(graph: PairGraph, tokenId: number): Int32Array {
  const cached = graph.distances.get(tokenId)
  if (cached) return cached
  const distances = new Int32Array(graph.adjacency.length).fill(-1)
  distances[tokenId] = 0
  const queue = [tokenId]
  for (let head = 0; head < queue.length; head++) {
    const current = queue[head] as number
    const next = (distances[current] as number) + 1
    for (const pairIndex of graph.adjacency[current] as readonly number[]) {
      const other =
        graph.token0[pairIndex] === current ? graph.token1[pairIndex] : graph.token0[pairIndex]
      if (other !== undefined && distances[other] === -1) {
        distances[other] = next
        queue.push(other)
      }
    }
  }
  graph.distances.set(tokenId, distances)
  return distances
}

/** For every token, the pairs joining it to `goalId`, in the caller's order. */
export function getGoalLinks(
  graph: PairGraph,
  goalId: number,
): readonly (readonly number[] | undefined)[] {
  const cached = graph.goalLinks.get(goalId)
  if (cached) return cached
  const links: (number[] | undefined)[] = []
  for (const pairIndex of graph.adjacency[goalId] ?? []) {
    const other = (
      graph.token0[pairIndex] === goalId ? graph.token1[pairIndex] : graph.token0[pairIndex]
    ) as number
    let list = links[other]
    if (!list) {
      list = []
      links[other] = list
    }
    list.push(pairIndex)
  }
  graph.goalLinks.set(goalId, links)
  return links
}
