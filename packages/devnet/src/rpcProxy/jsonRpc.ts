/** The JSON-RPC 2.0 shapes the proxy reads and writes. */
export type JsonRpcCall = {
  jsonrpc: '2.0'
  id: number | string | null
  method: string
  params?: unknown[]
}

export type JsonRpcAnswer = {
  jsonrpc: '2.0'
  id: number | string | null
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export function isJsonRpcCall(value: unknown): value is JsonRpcCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { method?: unknown }).method === 'string'
  )
}

export function resultOf(call: JsonRpcCall, result: unknown): JsonRpcAnswer {
  return { jsonrpc: '2.0', id: call.id ?? null, result }
}

export function errorOf(call: JsonRpcCall, code: number, message: string): JsonRpcAnswer {
  return { jsonrpc: '2.0', id: call.id ?? null, error: { code, message } }
}

export const toHex = (value: bigint | number) => `0x${value.toString(16)}`
