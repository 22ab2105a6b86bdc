/** Typed calls of an ERC20 token: the approval of a spender (the "Enable" step). */
import { type Address, erc20Abi } from 'viem'

export function approveToken({
  token,
  spender,
  amount,
}: {
  token: Address
  spender: Address
  amount: bigint
}) {
  return {
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
  } as const
}
