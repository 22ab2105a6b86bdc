import { errorOf, type JsonRpcAnswer, type JsonRpcCall, resultOf, toHex } from './jsonRpc'

/** What one call's answer may depend on: the upstream, the node's view of the head, the caps. */
export type AnswerCallContext = {
  forward(call: JsonRpcCall): Promise<JsonRpcAnswer>
  /** The highest block this node admits to: the upstream head minus the lag. */
  visibleHead(): Promise<bigint>
  lagBlocks: number
  getLogsMaxRange: number | undefined
  getLogsMaxResults: number | undefined
  receiptDelayMs: number
  /** Transaction hash (lowercase) → when it was first sent through the proxy (ms). */
  sentAt: Map<string, number>
  now(): number
  onCappedLogs(): void
}

/** Where each state-reading method takes its block tag. */
const BLOCK_PARAMETER: Record<string, number> = {
  eth_call: 1,
  eth_estimateGas: 1,
  eth_getBalance: 1,
  eth_getCode: 1,
  eth_getTransactionCount: 1,
  eth_getStorageAt: 2,
  eth_getProof: 2,
  eth_feeHistory: 1,
  eth_getBlockTransactionCountByNumber: 0,
}

const SENDS = new Set(['eth_sendRawTransaction', 'eth_sendTransaction'])

type LogFilter = {
  fromBlock?: string
  toBlock?: string
  blockHash?: string
  address?: unknown
  topics?: unknown
}

type HasBlockNumber = { blockNumber?: string | null; number?: string | null }

/** A block tag as a number on a node whose head is `head`; undefined for tags it passes on. */
function resolveTag(tag: unknown, head: bigint): bigint | undefined {
  if (tag === undefined || tag === 'latest' || tag === 'pending') return head
  if (tag === 'earliest') return 0n
  if (typeof tag === 'string' && tag.startsWith('0x')) return BigInt(tag)
  return undefined
}

function blockNumberOf(value: unknown): bigint | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { blockNumber, number } = value as HasBlockNumber
  const hex = blockNumber ?? number
  return typeof hex === 'string' ? BigInt(hex) : undefined
}

const withParams = (call: JsonRpcCall, params: unknown[]): JsonRpcCall => ({ ...call, params })

async function getLogs(call: JsonRpcCall, context: AnswerCallContext): Promise<JsonRpcAnswer> {
  const filter = (call.params?.[0] ?? {}) as LogFilter
  const head = await context.visibleHead()
  let answer: JsonRpcAnswer
  if (filter.blockHash) {
    answer = await context.forward(call)
    if (Array.isArray(answer.result)) {
      answer = resultOf(
        call,
        answer.result.filter((log) => (blockNumberOf(log) ?? 0n) <= head),
      )
    }
  } else {
    const from = resolveTag(filter.fromBlock, head) ?? head
    const to = resolveTag(filter.toBlock, head) ?? head
    const maxRange = context.getLogsMaxRange
    if (maxRange !== undefined && to - from + 1n > BigInt(maxRange)) {
      context.onCappedLogs()
      // BSC's geth fork words it so (code -32000, as geth's other filter errors).
      return errorOf(call, -32000, `exceed maximum block range: ${maxRange}`)
    }
    // A lagging node has not seen the blocks above its head: it finds no logs there.
    if (from > head) return resultOf(call, [])
    const clamped = to > head ? head : to
    answer = await context.forward(
      withParams(call, [{ ...filter, fromBlock: toHex(from), toBlock: toHex(clamped) }]),
    )
  }
  const maxResults = context.getLogsMaxResults
  if (
    maxResults !== undefined &&
    Array.isArray(answer.result) &&
    answer.result.length > maxResults
  ) {
    context.onCappedLogs()
    return errorOf(call, -32005, `query returned more than ${maxResults} results`)
  }
  return answer
}

async function getBlockByNumber(
  call: JsonRpcCall,
  context: AnswerCallContext,
): Promise<JsonRpcAnswer> {
  const [tag, full] = call.params ?? []
  const head = await context.visibleHead()
  const number = resolveTag(tag, head)
  if (number === undefined) {
    // 'safe' / 'finalized': the upstream's, unless that is above what this node has.
    const answer = await context.forward(call)
    const found = blockNumberOf(answer.result)
    if (found === undefined || found <= head) return answer
    return context.forward(withParams(call, [toHex(head), full]))
  }
  if (number > head) return resultOf(call, null)
  return context.forward(withParams(call, [toHex(number), full]))
}

/** Hides what an answer says about blocks above the node's head. */
async function forwardHidingNewer(
  call: JsonRpcCall,
  context: AnswerCallContext,
): Promise<JsonRpcAnswer> {
  const answer = await context.forward(call)
  const found = blockNumberOf(answer.result)
  if (found === undefined || found <= (await context.visibleHead())) return answer
  if (call.method === 'eth_getTransactionByHash') {
    // Known to the node's pool, not yet in a block it has.
    const transaction = answer.result as Record<string, unknown>
    return resultOf(call, {
      ...transaction,
      blockHash: null,
      blockNumber: null,
      transactionIndex: null,
    })
  }
  return resultOf(call, null)
}

async function readAtBlock(
  call: JsonRpcCall,
  context: AnswerCallContext,
  position: number,
): Promise<JsonRpcAnswer> {
  const params = [...(call.params ?? [])]
  const tag = params[position]
  // eth_estimateGas and eth_feeHistory may leave the tag out; the others default to 'latest' too.
  if (tag !== undefined && typeof tag !== 'string') return context.forward(call)
  const head = await context.visibleHead()
  const number = resolveTag(tag, head)
  if (number === undefined) return context.forward(call)
  if (number > head) return errorOf(call, -32000, 'header not found')
  while (params.length < position) params.push(undefined)
  params[position] = toHex(number)
  return context.forward(withParams(call, params))
}

/**
 * Answers one JSON-RPC call the way a public node in the given state would: behind the chain's
 * head by `lagBlocks` (it never invents or denies a block it has; it lacks the newer ones), with
 * eth_getLogs caps, and with receipts that appear `receiptDelayMs` after the send.
 */
export async function answerCall(
  call: JsonRpcCall,
  context: AnswerCallContext,
): Promise<JsonRpcAnswer> {
  const { method } = call
  if (method === 'eth_getLogs') return getLogs(call, context)
  if (SENDS.has(method)) {
    const sent = context.now()
    const answer = await context.forward(call)
    if (typeof answer.result === 'string') {
      const hash = answer.result.toLowerCase()
      if (!context.sentAt.has(hash)) context.sentAt.set(hash, sent)
    }
    return answer
  }
  if (method === 'eth_getTransactionReceipt') {
    const hash = call.params?.[0]
    const sent = typeof hash === 'string' ? context.sentAt.get(hash.toLowerCase()) : undefined
    if (sent !== undefined && context.now() - sent < context.receiptDelayMs) {
      return resultOf(call, null)
    }
  }
  if (context.lagBlocks <= 0) return context.forward(call)
  if (method === 'eth_blockNumber') return resultOf(call, toHex(await context.visibleHead()))
  if (method === 'eth_getBlockByNumber') return getBlockByNumber(call, context)
  if (
    method === 'eth_getBlockByHash' ||
    method === 'eth_getTransactionReceipt' ||
    method === 'eth_getTransactionByHash'
  ) {
    return forwardHidingNewer(call, context)
  }
  const position = BLOCK_PARAMETER[method]
  if (position !== undefined) return readAtBlock(call, context, position)
  return context.forward(call)
}
