/**
 * One batched read of many contract calls through the Multicall contract's
 * `tryAggregate(false, calls)`, following spec §7: chunks of 500 calls run side by side; a
 * chunk that runs out of gas (or fails with -32603) is halved and retried; any other failure,
 * such as a node that has not seen the block yet ('header not found'), is retried after a
 * random 2.5–3.5 s pause, a few times, before the error reaches the caller.
 */
import { multicallAbi } from '@ghost/contracts'
import {
  type Address,
  BaseError,
  type BlockNumber,
  type Client,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  RpcRequestError,
} from 'viem'
import { call } from 'viem/actions'

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

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * @example
 * const results = await executeMulticall(client, { multicall, calls: [{ target, callData }] })
 */
export async function executeMulticall(
  client: Client,
  parameters: ExecuteMulticallParameters,
): Promise<MulticallCallResult[]> {
  const {
    multicall,
    calls,
    blockNumber,
    gas,
    chunkSize = MULTICALL_CHUNK_SIZE,
    maxAttempts = MAX_ATTEMPTS,
    sleep = defaultSleep,
    random = Math.random,
  } = parameters

  const fetchChunk = async (
    part: readonly MulticallCall[],
    attempt: number,
  ): Promise<MulticallCallResult[]> => {
    try {
      const { data } = await call(client, {
        to: multicall,
        data: encodeFunctionData({
          abi: multicallAbi,
          functionName: 'tryAggregate',
          args: [false, part],
        }),
        blockNumber,
        gas,
      })
      if (!data) throw new Error('Multicall returned no data')
      const decoded = decodeFunctionResult({
        abi: multicallAbi,
        functionName: 'tryAggregate',
        data,
      })
      return decoded.map((result) => ({ success: result.success, returnData: result.returnData }))
    } catch (error) {
      if (part.length > 1 && isChunkTooLarge(error)) {
        const half = Math.ceil(part.length / 2)
        const [first, second] = await Promise.all([
          fetchChunk(part.slice(0, half), attempt),
          fetchChunk(part.slice(half), attempt),
        ])
        return [...first, ...second]
      }
      if (attempt + 1 >= maxAttempts) throw error
      await sleep(RETRY_MIN_DELAY_MS + random() * (RETRY_MAX_DELAY_MS - RETRY_MIN_DELAY_MS))
      return fetchChunk(part, attempt + 1)
    }
  }

  const results = await Promise.all(chunk(calls, chunkSize).map((part) => fetchChunk(part, 0)))
  return results.flat()
}
