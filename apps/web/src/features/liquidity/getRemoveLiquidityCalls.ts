import { ghostRouterAbi } from '@ghost/contracts'
import { type Currency, type CurrencyAmount, calculateSlippageAmount, type Token } from '@ghost/sdk'
import type { Address, Hex } from 'viem'

/** A signed EIP-2612 permit for the router (see getPermitTypedData). */
export type PermitSignature = { v: number; r: Hex; s: Hex; deadline: bigint }

export type GetRemoveLiquidityCallsParameters = {
  router: Address
  /** LP tokens to burn. */
  liquidity: CurrencyAmount<Token>
  /** Expected outputs; BNB on a side means the user receives BNB, not WBNB. */
  amountA: CurrencyAmount<Currency>
  amountB: CurrencyAmount<Currency>
  slippageBps: number
  to: Address
  /** Unix seconds; ignored with a signature, which carries its own. */
  deadline: bigint
  /** A permit signed for exactly `liquidity`; without it the router needs an allowance. */
  signature?: PermitSignature | undefined
}

type RouterCall<name extends string, args extends readonly unknown[]> = {
  address: Address
  abi: typeof ghostRouterAbi
  functionName: name
  args: args
}

type PermitTail = readonly [boolean, number, Hex, Hex]

export type RemoveLiquidityCall =
  | RouterCall<
      'removeLiquidity',
      readonly [Address, Address, bigint, bigint, bigint, Address, bigint]
    >
  | RouterCall<
      'removeLiquidityWithPermit',
      readonly [Address, Address, bigint, bigint, bigint, Address, bigint, ...PermitTail]
    >
  | RouterCall<
      'removeLiquidityETH' | 'removeLiquidityETHSupportingFeeOnTransferTokens',
      readonly [Address, bigint, bigint, bigint, Address, bigint]
    >
  | RouterCall<
      'removeLiquidityETHWithPermit' | 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
      readonly [Address, bigint, bigint, bigint, Address, bigint, ...PermitTail]
    >

/**
 * The router calls that can remove this liquidity, best first: the caller estimates each and
 * sends the first that would succeed. Receiving BNB has a second variant for taxed tokens (the
 * router forwards what it actually received). With a permit the router approves itself in the
 * same transaction (`approveMax` false: exactly `liquidity`).
 *
 * @example
 * const [first] = getRemoveLiquidityCalls({ router, liquidity, amountA, amountB, slippageBps: 50, to, deadline })
 */
export function getRemoveLiquidityCalls({
  router,
  liquidity,
  amountA,
  amountB,
  slippageBps,
  to,
  deadline,
  signature,
}: GetRemoveLiquidityCallsParameters): RemoveLiquidityCall[] {
  const minimum = (amount: CurrencyAmount<Currency>) =>
    calculateSlippageAmount({ amount, slippage: slippageBps }).minimum.quotient
  const base = { address: router, abi: ghostRouterAbi }
  if (amountA.currency.isNative || amountB.currency.isNative) {
    const [tokenAmount, nativeAmount] = amountA.currency.isNative
      ? [amountB, amountA]
      : [amountA, amountB]
    const token = tokenAmount.currency.wrapped.address
    const head = [
      token,
      liquidity.quotient,
      minimum(tokenAmount),
      minimum(nativeAmount),
      to,
    ] as const
    if (!signature) {
      return (
        ['removeLiquidityETH', 'removeLiquidityETHSupportingFeeOnTransferTokens'] as const
      ).map((functionName) => ({ ...base, functionName, args: [...head, deadline] as const }))
    }
    const { v, r, s } = signature
    return (
      [
        'removeLiquidityETHWithPermit',
        'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
      ] as const
    ).map((functionName) => ({
      ...base,
      functionName,
      args: [...head, signature.deadline, false, v, r, s] as const,
    }))
  }
  const head = [
    amountA.currency.wrapped.address,
    amountB.currency.wrapped.address,
    liquidity.quotient,
    minimum(amountA),
    minimum(amountB),
    to,
  ] as const
  if (!signature) return [{ ...base, functionName: 'removeLiquidity', args: [...head, deadline] }]
  const { v, r, s } = signature
  return [
    {
      ...base,
      functionName: 'removeLiquidityWithPermit',
      args: [...head, signature.deadline, false, v, r, s],
    },
  ]
}
