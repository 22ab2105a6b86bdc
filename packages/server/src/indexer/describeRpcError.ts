import { BaseError } from 'viem'

/**
 * One line saying what went wrong, in the node's words when it gave any: viem's first line for a
 * JSON-RPC error is its generic class ("Missing or invalid parameters."), the node's own message
 * ("exceed maximum block range: 5000") sits in `details`.
 *
 * @example
 * describeRpcError(error) // 'Missing or invalid parameters.: exceed maximum block range: 5000'
 */
export function describeRpcError(error: unknown): string {
  if (error instanceof BaseError) {
    const [short = ''] = error.shortMessage.split('\n')
    const [details] = error.details ? error.details.split('\n') : []
    return details ? `${short}: ${details}` : short
  }
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
}
