/** The revert reason of a viem call that is expected to fail, for exact-string assertions. */
import { BaseError, ContractFunctionRevertedError } from 'viem'

/**
 * Resolves with the `Error(string)` reason (or `Name(args)` for custom errors) of the rejected
 * call, or `undefined` when the call succeeded. Other failures (RPC down, …) are rethrown.
 */
export async function revertOf(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call
    return undefined
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
    if (!(reverted instanceof ContractFunctionRevertedError)) throw error
    if (reverted.reason !== undefined) return reverted.reason
    if (reverted.data)
      return `${reverted.data.errorName}(${(reverted.data.args ?? []).map(String).join(', ')})`
    return reverted.raw ?? 'no data'
  }
}
