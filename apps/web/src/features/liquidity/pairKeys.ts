/**
 * Pairs the app tracks are stored as keys "tokenA-tokenB": both addresses lowercase, sorted, so
 * a pair has one key whichever way round it was picked (user settings `savedPairs`, spec §3).
 */
import type { Manifest } from '@ghost/contracts/manifest'
import type { Address } from 'viem'
import { isAddress } from 'viem'

export type PairKey = `${string}-${string}`

export function toPairKey(tokenA: string, tokenB: string): PairKey {
  const [a, b] = [tokenA.toLowerCase(), tokenB.toLowerCase()]
  return a < b ? `${a}-${b}` : `${b}-${a}`
}

/** The two addresses of a key, or undefined when it is not two different addresses. */
export function parsePairKey(key: string): readonly [Address, Address] | undefined {
  const parts = key.split('-')
  if (parts.length !== 2) return undefined
  const [a, b] = parts as [string, string]
  if (!isAddress(a, { strict: false }) || !isAddress(b, { strict: false })) return undefined
  if (a.toLowerCase() === b.toLowerCase()) return undefined
  return [a, b]
}

/** Keys of the pairs the deployment seeded (`BNB-USDT` and so on; BNB is WBNB). */
export function getManifestPairKeys(manifest: Manifest): PairKey[] {
  const keys: PairKey[] = []
  for (const name of Object.keys(manifest.pairs ?? {})) {
    const addresses = name
      .split('-')
      .map((symbol) => (symbol === 'BNB' ? manifest.contracts.WBNB : manifest.tokens[symbol]))
    const [a, b] = addresses
    if (addresses.length === 2 && a && b) keys.push(toPairKey(a, b))
  }
  return keys
}

/** `savedPairs` with `key` added for `chainId` (the same object when it is already there). */
export function addSavedPair(
  savedPairs: Record<string, string[]>,
  chainId: number,
  key: PairKey,
): Record<string, string[]> {
  const saved = savedPairs[chainId] ?? []
  if (saved.includes(key)) return savedPairs
  return { ...savedPairs, [chainId]: [...saved, key] }
}

/** Every key once, in first-seen order, dropping anything that is not a valid key. */
export function mergePairKeys(...lists: readonly (readonly string[])[]): PairKey[] {
  const seen = new Set<PairKey>()
  for (const list of lists) {
    for (const key of list) {
      const parsed = parsePairKey(key)
      if (parsed) seen.add(toPairKey(parsed[0], parsed[1]))
    }
  }
  return [...seen]
}
