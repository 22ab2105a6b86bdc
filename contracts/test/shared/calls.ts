/**
 * What every contract's test setup does with a write: send it and wait for it to succeed, or run
 * it at the latest block without mining to read its revert. Each setup wraps these in functions
 * typed by its own ABI (the name and args are checked there; viem cannot narrow a generic name).
 */
import { type Abi, type Address, parseEventLogs, type TransactionReceipt } from 'viem'
import type { AnvilClient } from '../../lib/anvil'
import { mined } from '../farms/setup'

export type UntypedCall = {
  address: Address
  abi: Abi
  functionName: string
  /** The wrapper's typed args (a tuple of its ABI's types). */
  args: unknown
}

/** Sends `call` from `by` and waits for it to succeed. */
export function sendCall(by: AnvilClient, call: UntypedCall): Promise<TransactionReceipt> {
  return mined(by, by.writeContract(call as never))
}

/** Runs `call` as `by` at the latest block, nothing mined: rejects with the revert, if any. */
export function simulateCall(by: AnvilClient, call: UntypedCall): Promise<unknown> {
  return by.simulateContract({ ...call, account: by.account } as never)
}

/** The names of `address`'s events in a receipt, in order (other contracts' logs, such as token transfers, left out). */
export function eventNamesFrom(abi: Abi, receipt: TransactionReceipt, address: Address): string[] {
  return parseEventLogs({ abi, logs: receipt.logs })
    .filter((event) => event.address.toLowerCase() === address.toLowerCase())
    .map((event) => event.eventName)
}
