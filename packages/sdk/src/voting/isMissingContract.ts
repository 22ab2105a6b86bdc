/**
 * Whether a failed read is the answer of an address with no code: viem's
 * `ContractFunctionZeroDataError`, however deep in the causes it sits. At a snapshot block
 * before a contract was deployed it means the contract held nothing then. Matched by name, not
 * `instanceof`, so an error from another copy of viem counts too.
 *
 * @example
 * try { await client.readContract({ …, blockNumber }) } catch (error) { if (!isMissingContract(error)) throw error }
 */
export function isMissingContract(error: unknown): boolean {
  let cause: unknown = error
  while (cause instanceof Error) {
    if (cause.name === 'ContractFunctionZeroDataError') return true
    cause = cause.cause
  }
  return false
}
