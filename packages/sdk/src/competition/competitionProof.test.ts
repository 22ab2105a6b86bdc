import { concat, type Hex, keccak256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { getCompetitionLeaf, verifyCompetitionProof } from './competitionProof'
import { buildCompetitionTree } from './merkle'

const a = '0x00000000000000000000000000000000000000a1' as Hex
const b = '0x00000000000000000000000000000000000000b2' as Hex
const c = '0x00000000000000000000000000000000000000C3' as Hex

describe('the results tree', () => {
  test('two leaves: the root is the sorted hash of both, each proof is the other leaf', () => {
    const tree = buildCompetitionTree(7n, [
      { account: a, tier: 0 },
      { account: b, tier: 5 },
    ])
    const leafA = getCompetitionLeaf(7n, a, 0)
    const leafB = getCompetitionLeaf(7n, b, 5)
    const [low, high] = BigInt(leafA) < BigInt(leafB) ? [leafA, leafB] : [leafB, leafA]
    expect(tree.root).toBe(keccak256(concat([low, high])))
    expect(tree.claims.get(a)).toEqual({ tier: 0, proof: [leafB] })
    expect(tree.claims.get(b)).toEqual({ tier: 5, proof: [leafA] })
  })

  test('every proof of a larger tree verifies, and only for its own id, account and tier', () => {
    const winners = Array.from({ length: 13 }, (_, i) => ({
      account: `0x${(i + 1).toString(16).padStart(40, '0')}` as Hex,
      tier: i % 12,
    }))
    const tree = buildCompetitionTree(3n, [...winners, { account: c, tier: 11 }])
    for (const { account, tier } of [...winners, { account: c, tier: 11 }]) {
      const claim = tree.claims.get(account.toLowerCase())
      expect(claim?.tier).toBe(tier)
      const proof = claim?.proof ?? []
      expect(verifyCompetitionProof(tree.root, getCompetitionLeaf(3n, account, tier), proof)).toBe(
        true,
      )
      expect(verifyCompetitionProof(tree.root, getCompetitionLeaf(4n, account, tier), proof)).toBe(
        false,
      )
      expect(
        verifyCompetitionProof(tree.root, getCompetitionLeaf(3n, account, (tier + 1) % 12), proof),
      ).toBe(false)
      expect(verifyCompetitionProof(tree.root, getCompetitionLeaf(3n, a, tier), proof)).toBe(false)
    }
  })

  test('refuses an empty tree and an account twice', () => {
    expect(() => buildCompetitionTree(1n, [])).toThrow()
    expect(() =>
      buildCompetitionTree(1n, [
        { account: a, tier: 0 },
        { account: a.toUpperCase().replace('0X', '0x'), tier: 1 },
      ]),
    ).toThrow(/two leaves/)
  })
})
