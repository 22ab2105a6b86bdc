/**
 * Waits for a transaction's receipt for as long as the chain needs (issue 29). viem's
 * waitForTransactionReceipt gives up after 180 s and looks again only when a new block arrives:
 * on Anvil with automine a block number can show up a moment before its receipt does, and no
 * further block comes when nothing else is sent, so a loaded machine could wait out the whole
 * timeout and fail `npm start`. This polls on a timer with backoff instead, and says so when a
 * transaction takes long rather than giving up.
 */
import { type Hash, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem'

/** Any viem client: a wallet client extended with public actions, a public or a test client. */
export type ReceiptReader = {
  getTransactionReceipt(parameters: { hash: Hash }): Promise<TransactionReceipt>
  pollingInterval: number
}

export type WaitForReceiptParameters = {
  hash: Hash
  /** What the transaction does, for the progress line. */
  what?: string | undefined
  /** First pause between looks; doubles up to `maxPollingInterval`. Default the client's. */
  pollingInterval?: number | undefined
  /** Default 2 s: a public chain makes a block every 3 s. */
  maxPollingInterval?: number | undefined
  /** Failed requests in a row (the node unreachable, not merely slow) before giving up. Default 20. */
  maxFailures?: number | undefined
  /** Progress while waiting, once a minute (default: console.warn). */
  log?: ((line: string) => void) | undefined
  /** Milliseconds between progress lines (default 60 s). */
  logEvery?: number | undefined
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitForReceipt(
  client: ReceiptReader,
  parameters: WaitForReceiptParameters,
): Promise<TransactionReceipt> {
  const { hash } = parameters
  const maxInterval = Math.max(
    parameters.maxPollingInterval ?? 2_000,
    parameters.pollingInterval ?? 0,
  )
  const maxFailures = parameters.maxFailures ?? 20
  const logEvery = parameters.logEvery ?? 60_000
  const log = parameters.log ?? ((line: string) => console.warn(line))
  const started = Date.now()
  let nextLog = started + logEvery
  let interval = Math.min(parameters.pollingInterval ?? client.pollingInterval, maxInterval)
  let failures = 0
  let lastFailure: string | undefined
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) {
        failures++
        lastFailure = error instanceof Error ? error.message.split('\n')[0] : String(error)
        if (failures >= maxFailures) throw error
      } else failures = 0
    }
    if (Date.now() >= nextLog) {
      const seconds = Math.round((Date.now() - started) / 1000)
      log(
        `waiting for the chain: transaction ${hash}${parameters.what ? ` (${parameters.what})` : ''} not mined after ${seconds} s${failures > 0 && lastFailure ? `; the node answers: ${lastFailure}` : ''}`,
      )
      nextLog += logEvery
    }
    await sleep(interval)
    interval = Math.min(interval * 2, maxInterval)
  }
}
