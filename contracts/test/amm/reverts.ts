/** The revert reason of a viem call that is expected to fail, for exact-string assertions. */
import { BaseError, ContractFunctionRevertedError } from 'viem'
import { revertReason } from './rpc'

/**
 * Resolves with the `Error(string)` reason (or `Name(args)` for custom errors) of the rejected
 * call, or `undefined` when the call succeeded. Works for contract actions (simulateContract),
 * whose error carries the decoded reason, and for raw `call`s, whose RPC error carries the
 * revert data. Other failures (RPC down, …) are rethrown.
 */
export async function revertOf(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call
    return undefined
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
    if (reverted instanceof ContractFunctionRevertedError) {
      if (reverted.reason !== undefined) return reverted.reason
      if (reverted.data) {
        return `${reverted.data.errorName}(${(reverted.data.args ?? []).map(String).join(', ')})`
      }
    }
    const withData = error.walk((e) => typeof (e as { data?: unknown }).data === 'string')
    const reason = revertReason((withData as { data?: unknown } | null)?.data)
    if (reason === undefined) throw error
    return reason
  }
}
