import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  erc20Abi,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { isMissingContract } from './isMissingContract'

const call = {
  abi: erc20Abi,
  functionName: 'balanceOf',
  args: ['0x0000000000000000000000000000000000000001'],
  contractAddress: '0x0000000000000000000000000000000000000002',
} as const

/** What viem's readContract throws: the call's error around the reason. */
const readError = (cause: BaseError) => new ContractFunctionExecutionError(cause, call)

describe('isMissingContract', () => {
  test('no code at the address: viem wraps ContractFunctionZeroDataError in the call error', () => {
    const zeroData = new ContractFunctionZeroDataError({ functionName: 'balanceOf' })
    expect(isMissingContract(zeroData)).toBe(true)
    expect(isMissingContract(readError(zeroData))).toBe(true)
    expect(isMissingContract(new Error('retry', { cause: readError(zeroData) }))).toBe(true)
  })

  test('a revert, a node error or something that is not an error is not a missing contract', () => {
    const reverted = new ContractFunctionRevertedError({ abi: erc20Abi, functionName: 'balanceOf' })
    expect(isMissingContract(readError(reverted))).toBe(false)
    expect(isMissingContract(new BaseError('HTTP request failed.'))).toBe(false)
    expect(isMissingContract('ContractFunctionZeroDataError')).toBe(false)
    expect(isMissingContract(undefined)).toBe(false)
  })
})
