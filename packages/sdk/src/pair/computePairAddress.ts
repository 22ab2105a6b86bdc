import { type Address, encodePacked, getContractAddress, type Hex, keccak256 } from 'viem'
import type { Token } from '../currencies/token'

export type ComputePairAddressParameters = {
  factoryAddress: Address
  /** keccak256 of the pair creation code (`pairInitCodeHash` from @ghost/contracts). */
  initCodeHash: Hex
  tokenA: Token
  tokenB: Token
}

/**
 * CREATE2 address of the pair the factory deploys for two tokens, in either order.
 *
 * @example
 * computePairAddress({ factoryAddress, initCodeHash: pairInitCodeHash, tokenA: wbnb, tokenB: usdt })
 */
export function computePairAddress({
  factoryAddress,
  initCodeHash,
  tokenA,
  tokenB,
}: ComputePairAddressParameters): Address {
  const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  return getContractAddress({
    opcode: 'CREATE2',
    from: factoryAddress,
    salt: keccak256(encodePacked(['address', 'address'], [token0.address, token1.address])),
    bytecodeHash: initCodeHash,
  })
}
