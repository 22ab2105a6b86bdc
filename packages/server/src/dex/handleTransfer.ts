import { ghostPairAbi } from '@ghost/contracts'
import { zeroAddress } from 'viem'
import { defineHandler } from '../indexer/types'
import { loadPair } from './entities'
import type { PendingLiquidityBook } from './pendingLiquidity'

/**
 * LP token transfers: a mint (from 0x0) or burn (from the pair to 0x0) changes the pair's total
 * supply, and tells the Mint/Burn that follows who got how much LP. Transfers between holders
 * change nothing the index keeps.
 */
export function createTransferHandler(dependencies: { pending: PendingLiquidityBook }) {
  const { pending } = dependencies
  return defineHandler({
    source: 'Pair',
    abi: ghostPairAbi,
    eventName: 'Transfer',
    reads: (event) => [{ table: 'dex_pair', id: event.address }],
    async handle(event, { store }) {
      const { from, to, value } = event.args
      const minted = from === zeroAddress
      // Only the pair burns (in burn()); LP a holder sends to 0x0 stays in the supply.
      const burned = to === zeroAddress && from.toLowerCase() === event.address
      if (!minted && !burned) return
      const pair = await loadPair(store, event.address)
      if (!pair) return
      pair.total_supply += minted ? value : -value
      store.set('dex_pair', pair)
      const note = {
        transactionHash: event.transactionHash,
        account: (minted ? to : from).toLowerCase() as typeof to,
        liquidity: value,
      }
      // The first deposit locks MINIMUM_LIQUIDITY at 0x0: supply, but nobody's mint.
      if (minted && to !== zeroAddress) pending.noteMint(event.address, note)
      if (burned) pending.noteBurn(event.address, note)
    },
  })
}
