/**
 * A resumable deploy to a real chain: every step's transaction is signed here, written to the
 * journal (`deployments/<chainId>.partial.json`) with its nonce and hash BEFORE it is broadcast,
 * and marked done once mined. A rerun after a crash:
 * - skips a done step (a deployed contract must still have code),
 * - for a step signed but not known to be mined: takes its receipt if it landed; broadcasts the
 *   very same signed transaction again while its nonce is unspent (one nonce, so it can land at
 *   most once, never a second copy); signs it afresh only once its nonce went to another
 *   transaction and it has no receipt (so it can never land),
 * - reuses the values the first run fixed (the start block, the sale's schedule).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { getGasLimit } from '@ghost/sdk'
import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hash,
  type Hex,
  keccak256,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem'
import { type ChainWriter, TransactionFailedError } from './chainWriter'
import type { DeploySteps } from './deploySteps'
import { waitForReceipt } from './waitForReceipt'
import { writeFileAtomically } from './writeFileAtomically'

/** Where a step is: signed (and perhaps broadcast), or done (mined, or a fixed value). */
export type JournalEntry =
  | { status: 'signed'; nonce: number; hash: Hash; raw: Hex }
  | { status: 'done'; hash?: Hash | undefined; address?: Address | undefined; value?: string }

export type JournalFile = {
  chainId: number
  deployer: Address
  /** The first run's settings (treasury, existing tokens…): a rerun must bring the same. */
  settings?: Readonly<Record<string, string>> | undefined
  /** By step name, in the order the steps first ran. */
  steps: Record<string, JournalEntry>
}

export type StepPhase = 'signed' | 'sent' | 'confirmed'

export type JournalStepsParameters = {
  client: ChainWriter
  /** The journal file; read when it exists (a resumed deploy), written after every change. */
  path: string
  /** What the deploy was asked for; a rerun with other settings is refused (it would mix two). */
  settings?: Readonly<Record<string, string>> | undefined
  log?: ((line: string) => void) | undefined
  /**
   * Called after each phase of a step that sends a transaction: after the journal holds the
   * signed transaction, after it is broadcast, after it is mined and journaled as done. The
   * tests throw from it to stop a deploy where a crash would.
   */
  onStep?: ((event: { step: string; phase: StepPhase }) => void | Promise<void>) | undefined
}

export type JournalSteps = DeploySteps & {
  /** The journal as it stands. */
  file(): JournalFile
  /** Transactions this run broadcast (new or again). */
  broadcasts(): number
}

export class JournalMismatchError extends Error {
  override name = 'JournalMismatchError'
}

/**
 * Reads a journal, or starts an empty one; refuses a journal of another chain or deployer, or
 * one begun with other settings.
 */
export function readJournal(
  path: string,
  chainId: number,
  deployer: Address,
  settings: Readonly<Record<string, string>> = {},
): JournalFile {
  if (!existsSync(path)) return { chainId, deployer, settings, steps: {} }
  const journal = JSON.parse(readFileSync(path, 'utf8')) as JournalFile
  if (journal.chainId !== chainId || getAddress(journal.deployer) !== getAddress(deployer)) {
    throw new JournalMismatchError(
      `${path} is the journal of chain ${journal.chainId} and deployer ${journal.deployer}, not of chain ${chainId} and ${deployer}: move it away to deploy afresh`,
    )
  }
  const before = journal.settings ?? {}
  const changed = [...new Set([...Object.keys(before), ...Object.keys(settings)])]
    .filter((key) => before[key] !== settings[key])
    .sort()
  if (changed.length > 0) {
    throw new JournalMismatchError(
      `${path} was begun with other settings (${changed.map((key) => `${key}: ${before[key] ?? 'unset'}, now ${settings[key] ?? 'unset'}`).join('; ')}): run with the same, or move it away to deploy afresh`,
    )
  }
  return journal
}

/**
 * Takes `<journal>.lock` for this process, and answers its release. Two runs on one journal
 * would each write their own view of it over the other's, and a later rerun would then deploy
 * again what one of them had done. A lock left by a process that is gone (killed) is taken over.
 */
export function lockJournal(path: string): () => void {
  const lockPath = `${path}.lock`
  const me = { pid: process.pid, host: hostname() }
  for (;;) {
    try {
      writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' })
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let holder: { pid?: number; host?: string } = {}
    try {
      holder = JSON.parse(readFileSync(lockPath, 'utf8')) as typeof holder
    } catch {
      // unreadable: half-written by a process that died there
    }
    if (holder.pid !== undefined && (holder.host !== me.host || isAlive(holder.pid))) {
      throw new JournalMismatchError(
        `Another deploy (process ${holder.pid} on ${holder.host}) is using ${path}; if it is gone, delete ${lockPath}`,
      )
    }
    rmSync(lockPath, { force: true })
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function journalSteps(parameters: JournalStepsParameters): JournalSteps {
  const { client, path } = parameters
  const log = parameters.log ?? (() => {})
  const me = client.account.address
  let journal: JournalFile | undefined
  let broadcasts = 0

  const load = async () => {
    journal ??= readJournal(path, await client.getChainId(), me, parameters.settings)
    return journal
  }
  const save = (file: JournalFile) =>
    writeFileAtomically(path, `${JSON.stringify(file, null, 2)}\n`)
  const phase = async (step: string, phaseName: StepPhase) => {
    await parameters.onStep?.({ step, phase: phaseName })
  }

  const receiptOf = async (hash: Hash): Promise<TransactionReceipt | undefined> => {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return undefined
      throw error
    }
  }

  /**
   * Broadcasts a journaled transaction. The same signed bytes may reach a node twice (a rerun, or
   * the fallback transport trying the next node after the first took it): 'already known' is
   * fine, and so is 'nonce too low' when it is ours that took the nonce.
   */
  const broadcast = async (entry: Extract<JournalEntry, { status: 'signed' }>) => {
    broadcasts++
    try {
      await client.sendRawTransaction({ serializedTransaction: entry.raw })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // geth and BSC say 'already known', Anvil 'already imported', Erigon 'ALREADY_EXISTS'
      if (/already ?known|already imported|already exists|known transaction/i.test(message)) return
      if (/nonce too low/i.test(message) && (await receiptOf(entry.hash))) return
      throw error
    }
  }

  // As long as the chain needs: a step cut short here is picked up by a rerun anyway.
  const waitFor = async (step: string, hash: Hash) => {
    const receipt = await waitForReceipt(client, { hash, what: step, log })
    if (receipt.status !== 'success') throw new TransactionFailedError(`${step} reverted (${hash})`)
    return receipt
  }

  /**
   * A signed step's receipt if it landed or can still land (broadcast again and awaited);
   * undefined when it never will (redo it).
   */
  const recover = async (
    step: string,
    entry: Extract<JournalEntry, { status: 'signed' }>,
  ): Promise<TransactionReceipt | undefined> => {
    const landed = await receiptOf(entry.hash)
    if (landed) return landed.status === 'success' ? landed : undefined
    const spent = await client.getTransactionCount({ address: me, blockTag: 'latest' })
    if (spent > entry.nonce) {
      // Its nonce went to another transaction: it was mined between the two reads, or never will be.
      const late = await receiptOf(entry.hash)
      return late?.status === 'success' ? late : undefined
    }
    // Its nonce is still free: only this very transaction can take it, so sending it again can
    // never make a second copy.
    log(`${step}: broadcasting ${entry.hash} again (signed before, not mined)`)
    await broadcast(entry)
    return waitFor(step, entry.hash)
  }

  /** Sends `request` as step `step` once, and answers its receipt (undefined when done before). */
  const send = async (
    step: string,
    request: {
      to?: Address | undefined
      data: Hex
      value?: bigint | undefined
      pairsTouched?: number
    },
  ): Promise<{ receipt?: TransactionReceipt; entry?: JournalEntry }> => {
    const file = await load()
    const before = file.steps[step]
    if (before?.status === 'done') return { entry: before }
    if (before?.status === 'signed') {
      const receipt = await recover(step, before)
      if (receipt) return { receipt }
    }
    const call = {
      account: client.account,
      to: request.to,
      data: request.data,
      value: request.value ?? 0n,
    }
    const estimate = await client.estimateGas(call)
    const prepared = await client.prepareTransactionRequest({
      ...call,
      gas: getGasLimit({ estimate, pairsTouched: request.pairsTouched ?? 0 }),
    })
    const raw = await client.signTransaction(
      prepared as Parameters<typeof client.signTransaction>[0],
    )
    const entry = { status: 'signed', nonce: prepared.nonce, hash: keccak256(raw), raw } as const
    file.steps[step] = entry
    save(file)
    await phase(step, 'signed')
    await broadcast(entry)
    await phase(step, 'sent')
    return { receipt: await waitFor(step, entry.hash) }
  }

  const finish = async (step: string, entry: JournalEntry) => {
    const file = await load()
    file.steps[step] = entry
    save(file)
    await phase(step, 'confirmed')
  }

  return {
    file: () => journal ?? { chainId: 0, deployer: me, steps: {} },
    broadcasts: () => broadcasts,

    async deploy(parameters) {
      const step = `deploy ${parameters.name}`
      const data = encodeDeployData({
        abi: parameters.abi,
        bytecode: parameters.bytecode,
        args: parameters.args,
      } as Parameters<typeof encodeDeployData>[0])
      const { receipt, entry } = await send(step, { data })
      if (entry?.status === 'done') {
        const address = entry.address
        const code = address ? await client.getCode({ address }) : undefined
        if (!address || code === undefined || code === '0x') {
          throw new JournalMismatchError(
            `${path} has ${parameters.name} at ${address}, which has no code on this chain (a reset node?): move the journal away to deploy afresh`,
          )
        }
        log(`${parameters.name}: at ${address} (journal)`)
        return address
      }
      if (!receipt?.contractAddress) throw new TransactionFailedError(`${step}: no address`)
      const address = getAddress(receipt.contractAddress)
      await finish(step, { status: 'done', hash: receipt.transactionHash, address })
      log(`${parameters.name}: deployed at ${address}`)
      return address
    },

    async write(step, parameters) {
      const data = encodeFunctionData({
        abi: parameters.abi,
        functionName: parameters.functionName,
        args: parameters.args,
      } as Parameters<typeof encodeFunctionData>[0])
      const { receipt } = await send(step, {
        to: parameters.address,
        data,
        value: parameters.value,
        pairsTouched: parameters.pairsTouched ?? 0,
      })
      if (!receipt) {
        log(`${step}: done before (journal)`)
        return
      }
      await finish(step, { status: 'done', hash: receipt.transactionHash })
      log(`${step}: done`)
    },

    async value(step, compute) {
      const file = await load()
      const entry = file.steps[step]
      if (entry?.status === 'done' && entry.value !== undefined) return BigInt(entry.value)
      const value = await compute()
      file.steps[step] = { status: 'done', value: value.toString() }
      save(file)
      return value
    },
  }
}

/** Steps of a journal that sent a transaction (each spent one of the deployer's nonces). */
export function countTransactions(journal: JournalFile): number {
  return Object.values(journal.steps).filter((entry) => entry.hash !== undefined).length
}
