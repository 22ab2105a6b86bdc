/**
 * Why a node refused an `eth_getLogs` call for its size: the block range is over its cap
 * ('range'), or the answer would hold too many logs ('results'). Undefined: another failure.
 */
export type LogsErrorKind = 'range' | 'results'

/**
 * How public nodes word it: Infura and BSC's geth fork ('query returned more than 10000
 * results'), Alchemy ('Log response size exceeded'), llamarpc ('query exceeds max results'),
 * BSC ('exceed maximum block range: 5000'), Ankr ('block range is too wide'), QuickNode
 * ('eth_getLogs is limited to a 10,000 range'), Chainstack ('Block range limit exceeded').
 */
const RESULTS =
  /\b(more than \d[\d,]* (results|logs)|too many (results|logs)|max(imum)? (results|logs)|(results?|logs|response size)\b.{0,30}\b(exceed\w*|too (large|big|many)|limit\w*))\b/i
const RANGE =
  /\b((block )?range\b.{0,30}\b(exceed\w*|too (large|wide|big)|limit\w*|max\w*)|(exceed\w*|max\w*|limited to)\b.{0,30}\b(block )?range)\b/i
/** A rate limit also says 'limit exceeded': never mistake it for a size refusal. */
const RATE_LIMIT = /\b(rate|per second|requests? (limit|per)|too many requests|daily|credits?)\b/i

function messagesOf(error: unknown): string[] {
  const out: string[] = []
  let current: unknown = error
  // the node's words sit in a cause's message or `details` (viem's RpcRequestError)
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    out.push(current.message)
    const details = (current as { details?: unknown }).details
    if (typeof details === 'string') out.push(details)
    current = current.cause
  }
  return out
}

/**
 * Tells a node's "range or answer too big" refusal of `eth_getLogs` from other failures, so a
 * reader can ask again for less and not give up.
 *
 * @example
 * classifyLogsError(new Error('exceed maximum block range: 5000')) // 'range'
 * classifyLogsError(new Error('query returned more than 10000 results')) // 'results'
 * classifyLogsError(new Error('fetch failed')) // undefined
 */
export function classifyLogsError(error: unknown): LogsErrorKind | undefined {
  const messages = messagesOf(error)
  if (messages.some((message) => RATE_LIMIT.test(message))) return undefined
  // Infura's results refusal names a block range to try, so results are checked first.
  if (messages.some((message) => RESULTS.test(message))) return 'results'
  if (messages.some((message) => RANGE.test(message))) return 'range'
  return undefined
}
