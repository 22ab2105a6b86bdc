/** Typed calls of the Ghost Squad sale: buy tickets (paid in CAKE), then claim them as NFTs. */
import { iGhostSquadSaleAbi } from '@ghost/contracts'
import type { Address } from 'viem'

export function buyTickets({ sale, count }: { sale: Address; count: bigint }) {
  return {
    address: sale,
    abi: iGhostSquadSaleAbi,
    functionName: 'buyTickets',
    args: [count],
  } as const
}

export function claimTickets({ sale, count }: { sale: Address; count: bigint }) {
  return { address: sale, abi: iGhostSquadSaleAbi, functionName: 'claim', args: [count] } as const
}
