import type { Address, Hash } from 'viem'

/**
 * Mint and Burn events do not say how many LP tokens moved, and Mint not to whom: the pair's
 * Transfer events just before them in the same transaction do (Transfer from 0x0 to the
 * recipient, then Sync, then Mint; Transfer from the pair to 0x0, then Sync, then Burn). The
 * Transfer handler notes the last such transfer per pair and the Mint/Burn handler takes it.
 *
 * Memory is enough: a transaction's logs sit in one block, blocks are never split between block
 * ranges, and a re-read range replays the Transfer before the Mint. A fee mint to `feeTo` comes
 * first in the transaction and is overwritten by the recipient's.
 */
export type PendingLiquidity = { transactionHash: Hash; account: Address; liquidity: bigint }

export type PendingLiquidityBook = {
  noteMint(pair: Address, pending: PendingLiquidity): void
  noteBurn(pair: Address, pending: PendingLiquidity): void
  /** The transfer noted for this pair in this transaction, forgotten once taken. */
  takeMint(pair: Address, transactionHash: Hash): PendingLiquidity | undefined
  takeBurn(pair: Address, transactionHash: Hash): PendingLiquidity | undefined
}

export function createPendingLiquidityBook(): PendingLiquidityBook {
  const mints = new Map<Address, PendingLiquidity>()
  const burns = new Map<Address, PendingLiquidity>()
  const take = (book: Map<Address, PendingLiquidity>, pair: Address, transactionHash: Hash) => {
    const pending = book.get(pair)
    if (!pending || pending.transactionHash !== transactionHash) return undefined
    book.delete(pair)
    return pending
  }
  return {
    noteMint: (pair, pending) => void mints.set(pair, pending),
    noteBurn: (pair, pending) => void burns.set(pair, pending),
    takeMint: (pair, transactionHash) => take(mints, pair, transactionHash),
    takeBurn: (pair, transactionHash) => take(burns, pair, transactionHash),
  }
}
