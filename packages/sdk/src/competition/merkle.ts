/**
 * The results tree the operator publishes (a subpath export, `@ghost/sdk/competition/merkle`, so
 * the web app's bundle never carries the tree library). Leaves are OpenZeppelin's standard
 * double-hashed `abi.encode(competitionId, account, tier)`, which GhostTradingCompetition checks
 * with MerkleProof.
 */
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import type { Hex } from 'viem'

export const COMPETITION_LEAF_ENCODING = ['uint256', 'address', 'uint8'] as const

export type CompetitionTree = {
  root: Hex
  /** By lowercase account: its tier and proof. */
  claims: Map<string, { tier: number; proof: Hex[] }>
}

export function buildCompetitionTree(
  competitionId: bigint,
  winners: readonly { account: string; tier: number }[],
): CompetitionTree {
  if (winners.length === 0) throw new Error('A results tree needs at least one winner')
  const values = winners.map(({ account, tier }) => [
    competitionId.toString(),
    account.toLowerCase(),
    tier,
  ])
  const tree = StandardMerkleTree.of(values, [...COMPETITION_LEAF_ENCODING])
  const claims = new Map<string, { tier: number; proof: Hex[] }>()
  for (const [index, [, account, tier]] of tree.entries()) {
    const key = String(account).toLowerCase()
    if (claims.has(key)) throw new Error(`${key} has two leaves`)
    claims.set(key, { tier: Number(tier), proof: tree.getProof(index) as Hex[] })
  }
  return { root: tree.root as Hex, claims }
}
