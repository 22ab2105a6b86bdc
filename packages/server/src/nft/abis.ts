import { iGhostCollectionAbi } from '@ghost/contracts'
import { parseAbi } from 'viem'

/**
 * What the index reads from a collection: the interface's TokenMinted plus the ERC-721 Transfer
 * and Ownable's OwnershipTransferred every collection inherits (not part of IGhostCollection),
 * and GhostSquad's TokenReveal (IGhostSquad: a sale token's final URI after the sale).
 */
export const nftCollectionAbi = [
  ...iGhostCollectionAbi,
  ...parseAbi([
    'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
    'event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)',
    'event TokenReveal(uint256 indexed tokenId, string tokenURI)',
    'function name() view returns (string)',
    'function symbol() view returns (string)',
  ]),
] as const
