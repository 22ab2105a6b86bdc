/**
 * A thin JSON-RPC client for the property tests, where each run must cost few round trips:
 * viem's writeContract asks for nonce, fees and a gas estimate and then polls for the receipt,
 * which would make 1,000 runs slow. Here transactions go out with explicit nonce and gas to
 * Anvil's unlocked dev account and are mined on demand (`evm_mine`), and reads are batched.
 */
import { type Abi, type Address, decodeErrorResult, type Hex, numberToHex } from 'viem'

export type RpcRequest = { method: string; params: unknown[] }
type RpcResponse = {
  id: number
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    message: string,
    readonly data: unknown,
  ) {
    super(message)
  }
}

export type Rpc = {
  request<T = unknown>(method: string, params?: unknown[]): Promise<T>
  /** One HTTP round trip. Anvil may run the entries concurrently: batch only reads, or sends with explicit nonces. */
  batch(requests: RpcRequest[]): Promise<RpcResponse[]>
}

export function createRpc(url: string): Rpc {
  let id = 0
  async function post(body: unknown): Promise<unknown> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return response.json()
  }
  return {
    async request<T>(method: string, params: unknown[] = []): Promise<T> {
      const response = (await post({ jsonrpc: '2.0', id: ++id, method, params })) as RpcResponse
      if (response.error)
        throw new RpcError(`${method}: ${response.error.message}`, response.error.data)
      return response.result as T
    },
    async batch(requests: RpcRequest[]): Promise<RpcResponse[]> {
      if (requests.length === 0) return []
      const first = id + 1
      id += requests.length
      const body = requests.map((r, i) => ({ jsonrpc: '2.0', id: first + i, ...r }))
      const responses = (await post(body)) as RpcResponse[]
      return responses.sort((x, y) => x.id - y.id)
    },
  }
}

/** The `Error(string)` reason of a revert, or undefined for other revert data. */
export function revertReason(data: unknown, abi: Abi = []): string | undefined {
  if (typeof data !== 'string' || data.length < 10) return undefined
  try {
    const decoded = decodeErrorResult({ abi, data: data as Hex })
    if (decoded.errorName === 'Error') return String(decoded.args?.[0])
    return `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})`
  } catch {
    return undefined
  }
}

/** `gas` defaults to TX_GAS; a block holds 30M, so keep a run's sum below that. */
export type Tx = { to: Address; data: Hex; value?: bigint; gas?: bigint }

export const TX_GAS = 1_000_000n

export function sendTransactionRequest(from: Address, nonce: number, tx: Tx): RpcRequest {
  return {
    method: 'eth_sendTransaction',
    params: [
      {
        from,
        to: tx.to,
        data: tx.data,
        value: numberToHex(tx.value ?? 0n),
        nonce: numberToHex(nonce),
        gas: numberToHex(tx.gas ?? TX_GAS),
      },
    ],
  }
}

export function callRequest(to: Address, data: Hex, from?: Address, value?: bigint): RpcRequest {
  return {
    method: 'eth_call',
    params: [
      { to, data, ...(from ? { from } : {}), ...(value ? { value: numberToHex(value) } : {}) },
      'latest',
    ],
  }
}
