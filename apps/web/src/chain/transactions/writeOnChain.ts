/**
 * The chain side of a write, loaded when the user first writes rather than with the page: viem's
 * estimate, send and receipt-wait actions (with their transaction serialisers, ~20 kB gzip) are
 * needed only after a click, and most visits only read. Screens reach these through
 * `useWriteFlow` / `useSendContractTransaction`, which import this module at send time.
 */
import type { Client, EstimateContractGasParameters, Hash, TransactionReceipt } from 'viem'
import {
  estimateContractGas,
  type WriteContractParameters,
  waitForTransactionReceipt,
  writeContract,
} from 'viem/actions'
import { getRevertedError } from './getRevertedError'

/** Gas estimate of a contract call (throws when the call would revert). */
export function estimateCall(client: Client, request: EstimateContractGasParameters) {
  return estimateContractGas(client, request)
}

/** Hands the call to the wallet; resolves with the hash once the wallet sent it. */
export function sendCall(walletClient: Client, request: WriteContractParameters): Promise<Hash> {
  return writeContract(walletClient, request)
}

/** Waits for the receipt; a mined failure throws the revert (reason or out of gas). */
export async function waitForMinedReceipt(
  client: Client,
  hash: Hash,
  pollingInterval: number,
): Promise<TransactionReceipt> {
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval })
  if (receipt.status !== 'success') throw await getRevertedError(client, receipt)
  return receipt
}
