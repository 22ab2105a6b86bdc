/**
 * The error mapper over errors shaped as viem throws them: built with viem's own classes (and
 * the wallet's raw objects inside), wrapped the way `estimateContractGas` and `writeContract`
 * wrap them, so a change of shape in viem shows here.
 */
import { ghostRouterAbi } from '@ghost/contracts'
import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  EstimateGasExecutionError,
  ExecutionRevertedError,
  encodeErrorResult,
  HttpRequestError,
  InsufficientFundsError,
  InternalRpcError,
  IntrinsicGasTooLowError,
  parseAbi,
  TransactionExecutionError,
  UserRejectedRequestError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { TransactionRevertedError } from './errors'
import {
  getTransactionErrorMessage,
  getTransactionFailure,
  type TransactionFlow,
} from './getTransactionError'

const ROUTER = '0x000000000000000000000000000000000000beef'
const SENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CALL = {
  abi: ghostRouterAbi,
  functionName: 'swapExactETHForTokens',
  args: [0n, [ROUTER, ROUTER], SENDER, 0n],
  contractAddress: ROUTER,
} as const

/** What a wallet's provider throws when the user presses Reject (EIP-1193). */
const walletRejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

/** `writeContract`'s wrapping: contract error around the send error around the cause. */
function fromWriteContract(cause: BaseError) {
  return new ContractFunctionExecutionError(
    new TransactionExecutionError(cause, { account: null, to: ROUTER, gas: 200_000n }),
    CALL,
  )
}

/** `estimateContractGas`'s wrapping: contract error around the estimate error around the cause. */
function fromEstimate(cause: BaseError) {
  return new ContractFunctionExecutionError(
    new EstimateGasExecutionError(cause, { to: ROUTER, account: undefined }),
    CALL,
  )
}

/** A revert decoded by viem from the node's revert data. */
function revert(data: `0x${string}`, abi = ghostRouterAbi as readonly unknown[]) {
  return new ContractFunctionExecutionError(
    new ContractFunctionRevertedError({
      abi: abi as typeof ghostRouterAbi,
      data,
      functionName: 'swapExactETHForTokens',
    }),
    { ...CALL, sender: SENDER },
  )
}

const stringRevert = encodeErrorResult({
  abi: parseAbi(['error Error(string)']),
  errorName: 'Error',
  args: ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT'],
})
const customErrorAbi = parseAbi(['error StakeLimitExceeded(uint256 limit)'])
const customRevert = encodeErrorResult({
  abi: customErrorAbi,
  errorName: 'StakeLimitExceeded',
  args: [10n],
})

/** A mobile wallet's -32603 "internal error" that carries the user's refusal inside. */
const internalWrappingRejection = () =>
  new InternalRpcError(
    Object.assign(new Error('Internal JSON-RPC error.'), {
      code: -32603,
      data: { originalError: { code: 4001, message: 'User denied transaction signature.' } },
    }),
  )

const cases: {
  name: string
  error: unknown
  expected: ReturnType<typeof getTransactionFailure>
}[] = [
  { name: 'bare EIP-1193 4001', error: walletRejection(), expected: { type: 'rejected' } },
  {
    name: 'UserRejectedRequestError from writeContract',
    error: fromWriteContract(new UserRejectedRequestError(walletRejection())),
    expected: { type: 'rejected' },
  },
  {
    name: 'EstimateGasExecutionError wrapping UserRejectedRequestError',
    error: fromEstimate(new UserRejectedRequestError(walletRejection())),
    expected: { type: 'rejected' },
  },
  {
    name: '-32603 carrying 4001 in data.originalError',
    error: fromWriteContract(internalWrappingRejection()),
    expected: { type: 'rejected' },
  },
  {
    // viem's getContractError reads a -32603 with a message as a revert with that message.
    name: '-32603 read by viem as a revert whose reason is the refusal',
    error: new ContractFunctionExecutionError(
      new ContractFunctionRevertedError({
        abi: ghostRouterAbi,
        functionName: 'swapExactETHForTokens',
        message: 'MetaMask Tx Signature: User denied transaction signature.',
      }),
      CALL,
    ),
    expected: { type: 'rejected' },
  },
  {
    name: "ethers' ACTION_REJECTED",
    error: Object.assign(new Error('user rejected action'), { code: 'ACTION_REJECTED' }),
    expected: { type: 'rejected' },
  },
  {
    name: 'only a message',
    error: new Error('MetaMask Tx Signature: User denied transaction signature.'),
    expected: { type: 'rejected' },
  },
  {
    name: 'Error(string) revert at the estimate',
    error: revert(stringRevert),
    expected: { type: 'reverted', reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' },
  },
  {
    name: 'custom error revert',
    error: revert(customRevert, [...ghostRouterAbi, ...customErrorAbi]),
    expected: { type: 'reverted', reason: 'StakeLimitExceeded' },
  },
  {
    name: 'a node revert without an ABI (eth_estimateGas)',
    error: new EstimateGasExecutionError(
      new ExecutionRevertedError({
        message: 'execution reverted: Ownable: caller is not the owner',
      }),
      { to: ROUTER, account: undefined },
    ),
    expected: { type: 'reverted', reason: 'Ownable: caller is not the owner' },
  },
  {
    name: 'a revert without data',
    error: revert('0x'),
    expected: { type: 'reverted', reason: undefined },
  },
  {
    name: 'a mined revert (replay named the reason)',
    error: new TransactionRevertedError({ hash: '0x1', outOfGas: false, reason: 'not enough' }),
    expected: { type: 'reverted', reason: 'not enough' },
  },
  {
    name: 'a mined transaction that used all its gas',
    error: new TransactionRevertedError({ hash: '0x1', outOfGas: true }),
    expected: { type: 'gas' },
  },
  {
    name: 'InsufficientFundsError at the estimate',
    error: fromEstimate(new InsufficientFundsError()),
    expected: { type: 'insufficientFunds' },
  },
  {
    name: 'gas limit too low for the node',
    error: fromWriteContract(new IntrinsicGasTooLowError({ gas: 21_000n })),
    expected: { type: 'gas' },
  },
  {
    name: 'an estimate failing without a reason',
    error: fromEstimate(new BaseError('Missing or invalid parameters.')),
    expected: { type: 'gas' },
  },
  {
    name: 'the RPC unreachable while sending',
    error: fromWriteContract(
      new HttpRequestError({ url: 'http://127.0.0.1:8545', status: 502, body: {} }),
    ),
    expected: { type: 'unknown', message: 'HTTP request failed.' },
  },
  { name: 'a thrown string', error: 'boom', expected: { type: 'unknown', message: 'boom' } },
]

describe('getTransactionFailure', () => {
  test.each(cases)('$name', ({ error, expected }) => {
    expect(getTransactionFailure(error)).toEqual(expected)
  })
})

describe('getTransactionErrorMessage', () => {
  const message = (error: unknown, flow: TransactionFlow) => {
    const found = getTransactionErrorMessage(error, { flow })
    return found && { key: found.key, values: found.values }
  }
  const rejection = fromWriteContract(new UserRejectedRequestError(walletRejection()))

  test('a rejection reads Transaction rejected, except in add liquidity, where it is quiet', () => {
    expect(message(rejection, 'swap')).toEqual({ key: 'Transaction rejected' })
    expect(message(rejection, 'write')).toEqual({ key: 'Transaction rejected' })
    expect(message(internalWrappingRejection(), 'write')).toEqual({ key: 'Transaction rejected' })
    expect(message(rejection, 'addLiquidity')).toBeUndefined()
  })

  test('a revert shows its reason in every flow', () => {
    for (const flow of ['swap', 'write', 'addLiquidity'] as const) {
      expect(message(revert(stringRevert), flow)).toEqual({
        key: 'The transaction cannot succeed due to error: %reason%',
        values: { reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' },
      })
    }
    expect(message(revert('0x'), 'write')).toEqual({ key: 'The transaction reverted.' })
  })

  test('gas texts only when gas is the cause: the swap’s estimate text, the earn advice elsewhere', () => {
    const estimate = fromEstimate(new BaseError('Missing or invalid parameters.'))
    expect(message(estimate, 'swap')).toEqual({
      key: 'Unexpected issue with estimating the gas. Please try again.',
    })
    expect(message(new TransactionRevertedError({ hash: '0x1', outOfGas: true }), 'write')).toEqual(
      {
        key: 'Please try again. Confirm the transaction and make sure you are paying enough gas!',
      },
    )
    expect(message(fromEstimate(new InsufficientFundsError()), 'swap')).toEqual({
      key: 'Insufficient BNB balance',
    })
  })

  test('anything else gives its short message', () => {
    const offline = fromWriteContract(
      new HttpRequestError({ url: 'http://127.0.0.1:8545', status: 502, body: {} }),
    )
    expect(message(offline, 'swap')).toEqual({
      key: 'Swap failed: %message%',
      values: { message: 'HTTP request failed.' },
    })
    expect(message(offline, 'write')).toEqual({
      key: 'Transaction failed: %message%',
      values: { message: 'HTTP request failed.' },
    })
  })
})
