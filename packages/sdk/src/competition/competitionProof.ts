import { concat, encodeAbiParameters, type Hex, keccak256 } from 'viem'

/**
 * A results leaf as GhostTradingCompetition hashes it: keccak256 of keccak256 of
 * `abi.encode(competitionId, account, tier)` (OpenZeppelin's standard double hash, so a leaf can
 * never pass for an inner node).
 */
export function getCompetitionLeaf(competitionId: bigint, account: Hex, tier: number): Hex {
  const encoded = encodeAbiParameters(
    [{ type: 'uint256' }, { type: 'address' }, { type: 'uint8' }],
    [competitionId, account, tier],
  )
  return keccak256(keccak256(encoded))
}

/**
 * Whether `proof` leads from the leaf to `root`, hashing each pair in sorted order as
 * OpenZeppelin's MerkleProof does. The web app checks the server's proof with it before the
 * wallet opens, so a wrong proof is caught without a failed transaction.
 */
export function verifyCompetitionProof(root: Hex, leaf: Hex, proof: readonly Hex[]): boolean {
  let node = leaf
  for (const sibling of proof) {
    node =
      BigInt(node) < BigInt(sibling)
        ? keccak256(concat([node, sibling]))
        : keccak256(concat([sibling, node]))
  }
  return node.toLowerCase() === root.toLowerCase()
}
