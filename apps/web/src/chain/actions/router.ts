/**
 * Typed calls of the router (spec §7): the swaps (a candidate from the trade, see
 * `getSwapCallCandidates`), adding liquidity (BNB as value when one side is BNB) and removing it,
 * with an allowance or an EIP-2612 permit signed for exactly the liquidity burnt. Each function's
 * argument list is the ABI's own, so a call cannot pair a name with another function's arguments.
 */
import { ghostRouterAbi } from '@ghost/contracts'
import type {
  Address,
  Client,
  ContractFunctionArgs,
  ContractFunctionName,
  EstimateContractGasParameters,
  Hex,
} from 'viem'

type RouterWriteName = ContractFunctionName<typeof ghostRouterAbi, 'nonpayable' | 'payable'>

/** One router function with its own argument list (distributes over a union of names). */
export type RouterFunctionCall<name extends RouterWriteName> = name extends RouterWriteName
  ? {
      functionName: name
      args: ContractFunctionArgs<typeof ghostRouterAbi, 'nonpayable' | 'payable', name>
      /** BNB sent with the call (BNB in), else undefined. */
      value: bigint | undefined
    }
  : never

export type SwapFunctionName =
  | 'swapExactETHForTokens'
  | 'swapExactETHForTokensSupportingFeeOnTransferTokens'
  | 'swapExactTokensForETH'
  | 'swapExactTokensForETHSupportingFeeOnTransferTokens'
  | 'swapExactTokensForTokens'
  | 'swapExactTokensForTokensSupportingFeeOnTransferTokens'
  | 'swapETHForExactTokens'
  | 'swapTokensForExactETH'
  | 'swapTokensForExactTokens'

/** A swap candidate: the function, its arguments and the BNB it carries. */
export type SwapCall = RouterFunctionCall<SwapFunctionName>

/** The router call of a swap candidate. */
export function routerSwap({ router, call }: { router: Address; call: SwapCall }) {
  return { address: router, abi: ghostRouterAbi, ...call }
}

/** A signed EIP-2612 permit for the router (see getPermitTypedData). */
export type PermitSignature = { v: number; r: Hex; s: Hex; deadline: bigint }

type Bounds = { to: Address; deadline: bigint }

export function addLiquidity({
  router,
  tokenA,
  tokenB,
  amountADesired,
  amountBDesired,
  amountAMin,
  amountBMin,
  to,
  deadline,
}: Bounds & {
  router: Address
  tokenA: Address
  tokenB: Address
  amountADesired: bigint
  amountBDesired: bigint
  amountAMin: bigint
  amountBMin: bigint
}) {
  return {
    address: router,
    abi: ghostRouterAbi,
    functionName: 'addLiquidity',
    args: [tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin, to, deadline],
    value: undefined,
  } as const
}

/** The BNB side goes as `value` (the router wraps it). */
export function addLiquidityEth({
  router,
  token,
  amountTokenDesired,
  amountTokenMin,
  amountEthMin,
  amountEth,
  to,
  deadline,
}: Bounds & {
  router: Address
  token: Address
  amountTokenDesired: bigint
  amountTokenMin: bigint
  amountEthMin: bigint
  amountEth: bigint
}) {
  return {
    address: router,
    abi: ghostRouterAbi,
    functionName: 'addLiquidityETH',
    args: [token, amountTokenDesired, amountTokenMin, amountEthMin, to, deadline],
    value: amountEth,
  } as const
}

type RemoveBounds = Bounds & { router: Address; liquidity: bigint }

/** With a permit the router approves itself (`approveMax` false: exactly `liquidity`). */
export function removeLiquidity({
  router,
  tokenA,
  tokenB,
  liquidity,
  amountAMin,
  amountBMin,
  to,
  deadline,
  permit,
}: RemoveBounds & {
  tokenA: Address
  tokenB: Address
  amountAMin: bigint
  amountBMin: bigint
  permit?: PermitSignature | undefined
}) {
  const base = { address: router, abi: ghostRouterAbi, value: undefined }
  const head = [tokenA, tokenB, liquidity, amountAMin, amountBMin, to] as const
  if (!permit) {
    return { ...base, functionName: 'removeLiquidity', args: [...head, deadline] } as const
  }
  const { v, r, s } = permit
  return {
    ...base,
    functionName: 'removeLiquidityWithPermit',
    args: [...head, permit.deadline, false, v, r, s],
  } as const
}

/**
 * BNB out, unwrapped by the router; `supportingFee` forwards what the router actually received
 * of a taxed token.
 */
export function removeLiquidityEth({
  router,
  token,
  liquidity,
  amountTokenMin,
  amountEthMin,
  to,
  deadline,
  permit,
  supportingFee,
}: RemoveBounds & {
  token: Address
  amountTokenMin: bigint
  amountEthMin: bigint
  permit?: PermitSignature | undefined
  supportingFee: boolean
}) {
  const base = { address: router, abi: ghostRouterAbi, value: undefined }
  const head = [token, liquidity, amountTokenMin, amountEthMin, to] as const
  if (!permit) {
    return {
      ...base,
      functionName: supportingFee
        ? 'removeLiquidityETHSupportingFeeOnTransferTokens'
        : 'removeLiquidityETH',
      args: [...head, deadline],
    } as const
  }
  const { v, r, s } = permit
  return {
    ...base,
    functionName: supportingFee
      ? 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens'
      : 'removeLiquidityETHWithPermit',
    args: [...head, permit.deadline, false, v, r, s],
  } as const
}

/** Any router call these builders make. */
export type RouterCall = { address: Address; abi: typeof ghostRouterAbi } & RouterFunctionCall<
  | SwapFunctionName
  | 'addLiquidity'
  | 'addLiquidityETH'
  | 'removeLiquidity'
  | 'removeLiquidityWithPermit'
  | 'removeLiquidityETH'
  | 'removeLiquidityETHSupportingFeeOnTransferTokens'
  | 'removeLiquidityETHWithPermit'
  | 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens'
>

/** Gas estimate of a router call for `account` (throws when the call would revert). */
export async function estimateRouterCall(
  client: Client,
  call: RouterCall,
  account: Address,
): Promise<bigint> {
  // Loaded at the first estimate (a click), not with the page.
  const { estimateCall } = await import('../transactions/writeOnChain')
  // viem infers one function name per call site and cannot take a union of calls; each member
  // of RouterCall pairs a router function with its own arguments by type.
  return estimateCall(client, { ...call, account } as EstimateContractGasParameters)
}
