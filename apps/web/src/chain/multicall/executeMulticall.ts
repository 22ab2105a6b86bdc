/**
 * Batched reads of many contract calls through the Multicall contract, following spec §7:
 * `tryAggregate(false, calls)` at a fixed block, or `tryBlockAndAggregate(false, calls)` at the
 * latest block so the answer names its block. Chunks of 500 calls run side by side; a chunk that
 * runs out of gas (or fails with -32603) is halved; a call that breaks its batch even alone
 * answers as failed (see `withRetries`); any other failure, such as a node that has not seen the
 * block yet ('header not found'), is retried after a random 2.5–3.5 s pause, a few times, before
 * the error reaches the caller.
 */
// The one ABI, not the package's barrel: the barrel would bring every contract's ABI into the
// first load, since this module runs on every page.
import { multicallAbi } from '@ghost/contracts/generated/Multicall'
import {
  type Address,
  BaseError,
  type BlockNumber,
  type Client,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  HttpRequestError,
  numberToHex,
  RpcRequestError,
  TimeoutError,
} from 'viem'

export type MulticallCall = { target: Address; callData: Hex }
export type MulticallCallResult = { success: boolean; returnData: Hex }

export const MULTICALL_CHUNK_SIZE = 500
export const RETRY_MIN_DELAY_MS = 2500
export const RETRY_MAX_DELAY_MS = 3500
export const MAX_ATTEMPTS = 3

export type ExecuteMulticallParameters = {
  multicall: Address
  calls: readonly MulticallCall[]
  /** Read every call at this block so one round sees one state. */
  blockNumber?: BlockNumber | undefined
  chunkSize?: number | undefined
  /** Gas cap per eth_call; undefined lets the node decide. */
  gas?: bigint | undefined
  maxAttempts?: number | undefined
  /** Waits before a retry; injectable so tests need not sleep 3 s. */
  sleep?: ((ms: number) => Promise<void>) | undefined
  random?: (() => number) | undefined
}

export function chunk<item>(items: readonly item[], size: number): item[][] {
  const chunks: item[][] = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
}

/**
 * Out of gas, the generic internal error (-32603) nodes answer for an oversized call, or call
 * data whose intrinsic gas alone exceeds the node's gas cap: all mean "send fewer calls at once".
 */
export function isChunkTooLarge(error: unknown): boolean {
  const codes: number[] = []
  const texts: string[] = []
  if (error instanceof BaseError) {
    error.walk((cause) => {
      if (cause instanceof RpcRequestError) codes.push(cause.code)
      if (cause instanceof Error) texts.push(cause.message)
      return false
    })
  } else if (error instanceof Error) {
    texts.push(error.message)
  }
  const code = (error as { code?: unknown }).code
  if (typeof code === 'number') codes.push(code)
  return (
    codes.includes(-32603) ||
    texts.some((text) =>
      /out of gas|gas required exceeds|OutOfGas|intrinsic gas too high/i.test(text),
    )
  )
}

/** Rate limits (429, -32005, QuickNode's -32007). */
const RATE_LIMIT_CODES = [429, -32005, -32007]

/**
 * The node did not get to run the call at all (no connection, an HTTP error such as 429 or 503,
 * a timeout, a rate limit): nothing to learn about the calls, only to wait and ask again.
 */
export function isNodeUnavailable(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return (
    error.walk(
      (cause) =>
        cause instanceof HttpRequestError ||
        cause instanceof TimeoutError ||
        (cause instanceof RpcRequestError && RATE_LIMIT_CODES.includes(cause.code)),
    ) !== null
  )
}

/**
 * One `eth_call` to the Multicall contract, sent as a plain JSON-RPC request rather than through
 * viem's `call` action: this module runs on every page (the block poll), and the action brings
 * ~20 kB gzip (deployless-call bytecodes, CCIP-read, call error formatting) that a read of our
 * own deployed contract never uses. The node's errors reach `isChunkTooLarge` unchanged.
 */
async function callMulticall(
  client: Client,
  {
    to,
    data,
    blockNumber,
    gas,
  }: { to: Address; data: Hex; blockNumber?: bigint | undefined; gas?: bigint | undefined },
): Promise<Hex> {
  const result = await client.request({
    method: 'eth_call',
    params: [
      { to, data, ...(gas === undefined ? {} : { gas: numberToHex(gas) }) },
      blockNumber === undefined ? 'latest' : numberToHex(blockNumber),
    ],
  })
  if (result === '0x') throw new Error('Multicall returned no data')
  return result
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export type LatestMulticallResult = { blockNumber: bigint; results: MulticallCallResult[] }

type RetryOptions = Pick<ExecuteMulticallParameters, 'maxAttempts' | 'sleep' | 'random'>

/** What a call the node cannot read even alone resolves to: its own failure, like a revert. */
export const UNREADABLE_CALL_RESULT: MulticallCallResult = { success: false, returnData: '0x' }

/**
 * Runs `read` on `calls`; a chunk too large for the node is halved (`read` then answers for a
 * prefix, and the caller reads the rest). Any other answer the node gives (not an unreachable
 * node: see `isNodeUnavailable`) makes it ask for the same round with no calls: when that
 * answers, the calls themselves are at fault (one that floods its return data, say, or trips a
 * node's execution limit), so the chunk is halved too, and a call that fails alone becomes its
 * own failure while the rest of the round goes on. When the empty round fails as well, the node
 * is at fault: retried after a 2.5–3.5 s pause, a few times, before the error reaches the caller.
 */
async function withRetries<result extends { results: MulticallCallResult[] }>(
  calls: readonly MulticallCall[],
  read: (part: readonly MulticallCall[]) => Promise<result>,
  options: RetryOptions,
  attempt = 0,
): Promise<result> {
  const { maxAttempts = MAX_ATTEMPTS, sleep = defaultSleep, random = Math.random } = options
  try {
    return await read(calls)
  } catch (error) {
    if (calls.length > 1 && isChunkTooLarge(error)) {
      return withRetries(calls.slice(0, Math.ceil(calls.length / 2)), read, options, attempt)
    }
    if (calls.length > 0 && !isNodeUnavailable(error)) {
      const empty = await read([]).catch(() => undefined)
      if (empty) {
        if (calls.length === 1) return { ...empty, results: [UNREADABLE_CALL_RESULT] }
        return withRetries(calls.slice(0, Math.ceil(calls.length / 2)), read, options, attempt)
      }
    }
    if (attempt + 1 >= maxAttempts) throw error
    await sleep(RETRY_MIN_DELAY_MS + random() * (RETRY_MAX_DELAY_MS - RETRY_MIN_DELAY_MS))
    return withRetries(calls, read, options, attempt + 1)
  }
}

/** Reads every call; `withRetries` may answer only a prefix, so go on until all are read. */
async function readAll(
  calls: readonly MulticallCall[],
  read: (part: readonly MulticallCall[]) => Promise<{ results: MulticallCallResult[] }>,
  options: RetryOptions,
): Promise<MulticallCallResult[]> {
  const results: MulticallCallResult[] = []
  let size = calls.length
  while (results.length < calls.length) {
    const part = calls.slice(results.length, results.length + size)
    const answer = await withRetries(part, read, options)
    results.push(...answer.results)
    // A size the node refused once is not tried again for the rest; but once a call is found
    // unreadable, it was that call, not the size, that made the halving, so the rest starts
    // again at full size.
    const isolated = answer.results.length === 1 && answer.results[0] === UNREADABLE_CALL_RESULT
    size = isolated ? calls.length : answer.results.length
  }
  return results
}

/**
 * @example
 * const results = await executeMulticall(client, { multicall, calls: [{ target, callData }] })
 */
export async function executeMulticall(
  client: Client,
  parameters: ExecuteMulticallParameters,
): Promise<MulticallCallResult[]> {
  const { multicall, calls, blockNumber, gas, chunkSize = MULTICALL_CHUNK_SIZE } = parameters
  const read = async (part: readonly MulticallCall[]) => {
    const data = await callMulticall(client, {
      to: multicall,
      data: encodeFunctionData({
        abi: multicallAbi,
        functionName: 'tryAggregate',
        args: [false, part],
      }),
      blockNumber,
      gas,
    })
    const decoded = decodeFunctionResult({ abi: multicallAbi, functionName: 'tryAggregate', data })
    return { results: decoded.map(({ success, returnData }) => ({ success, returnData })) }
  }
  const results = await Promise.all(
    chunk(calls, chunkSize).map((part) => readAll(part, read, parameters)),
  )
  return results.flat()
}

/**
 * Reads the latest block and the calls in one request, `tryBlockAndAggregate(false, calls)`,
 * so the block number and the data travel together and always agree. Calls past the first
 * chunk are read at the block the first chunk named.
 *
 * @example
 * const { blockNumber, results } = await executeLatestMulticall(client, { multicall, calls })
 */
export async function executeLatestMulticall(
  client: Client,
  parameters: Omit<ExecuteMulticallParameters, 'blockNumber'>,
): Promise<LatestMulticallResult> {
  const { multicall, calls, gas, chunkSize = MULTICALL_CHUNK_SIZE } = parameters
  const first = await withRetries(
    calls.slice(0, chunkSize),
    async (part) => {
      const data = await callMulticall(client, {
        to: multicall,
        data: encodeFunctionData({
          abi: multicallAbi,
          functionName: 'tryBlockAndAggregate',
          args: [false, part],
        }),
        gas,
      })
      const [blockNumber, , results] = decodeFunctionResult({
        abi: multicallAbi,
        functionName: 'tryBlockAndAggregate',
        data,
      })
      return {
        blockNumber,
        results: results.map(({ success, returnData }) => ({ success, returnData })),
      }
    },
    parameters,
  )
  const rest = await executeMulticall(client, {
    ...parameters,
    calls: calls.slice(first.results.length),
    blockNumber: first.blockNumber,
  })
  return { blockNumber: first.blockNumber, results: [...first.results, ...rest] }
}
