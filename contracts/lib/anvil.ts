/**
 * Starts Foundry's Anvil (shipped as a binary inside the npm package `@foundry-rs/anvil-*`)
 * as a child process on loopback, and hands back viem clients bound to it. Used by the
 * contract tests (one node per test file on a free port), the devnet and the e2e harness.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PAIR_ORACLE_WRITE_GAS } from '@ghost/sdk'
import {
  type Account,
  type Chain,
  createTestClient,
  createWalletClient,
  defineChain,
  type EstimateGasParameters,
  type Hex,
  http,
  publicActions,
  type SendTransactionParameters,
  walletActions,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { estimateGas, sendTransaction } from 'viem/actions'

/** Anvil's well-known development mnemonic; its accounts are funded with test BNB. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

export const LOCAL_CHAIN_ID = 1337

export function localChain(rpcUrl: string): Chain {
  return defineChain({
    id: LOCAL_CHAIN_ID,
    name: 'Ghost Local',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/** The n-th development account (HD path m/44'/60'/0'/0/n). */
export function devAccount(index: number): Account {
  return mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
}

export type StartAnvilParameters = {
  /** TCP port; 0 or undefined picks a free one. */
  port?: number | undefined
  chainId?: number | undefined
  /** Seconds between blocks; undefined mines one block per transaction. */
  blockTime?: number | undefined
  /** Extra command-line flags. */
  args?: string[] | undefined
}

export type AnvilInstance = {
  url: string
  port: number
  process: ChildProcess
  stop(): Promise<void>
}

/** Finds a TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const pkg = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
  return join(dirname(pkg), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/**
 * Linux: the TCP port process `pid` listens on (read from /proc: its socket inodes, matched
 * against the listening sockets), or undefined while it listens on none.
 */
function listeningPort(pid: number): number | undefined {
  let sockets: Set<string>
  try {
    sockets = new Set(
      readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
        try {
          const link = readlinkSync(`/proc/${pid}/fd/${fd}`)
          return link.startsWith('socket:[') ? [link.slice('socket:['.length, -1)] : []
        } catch {
          return [] // closed between the listing and the read
        }
      }),
    )
  } catch {
    return undefined
  }
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[]
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1)
    } catch {
      continue
    }
    for (const line of lines) {
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      const columns = line.trim().split(/\s+/)
      const [local, state, inode] = [columns[1], columns[3], columns[9]]
      if (state === '0A' && inode !== undefined && sockets.has(inode) && local) {
        return Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16)
      }
    }
  }
  return undefined
}

/**
 * Waits for the port an Anvil started with `--port 0` was given by the kernel. Asking for a free
 * port first and handing it over is a race: another process can take the port in between, and
 * then the new Anvil fails to bind while this process talks to the other one's node.
 */
async function waitForOwnPort(child: ChildProcess, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    const port = child.pid === undefined ? undefined : listeningPort(child.pid)
    if (port !== undefined) return port
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`anvil did not listen within ${timeoutMs} ms`)
}

async function waitForRpc(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`anvil did not answer on ${url} within ${timeoutMs} ms`)
}

/** Anvils this process started and has not seen exit, with their home folders. */
const running = new Map<ChildProcess, string>()
let stopsOnExit = false

/**
 * Each Anvil gets a home folder of its own, removed when it exits: Anvil keeps the states of old
 * blocks in `$HOME/.foundry/anvil/tmp` and leaves them there when it stops (hundreds of MB for a
 * seeded world; 75 GB had piled up in the real home). An Anvil outliving the process that
 * started it (a test file that ended without `stop()`, a crash) would run on unwatched, so
 * whatever this process started is stopped, and its folder removed, when the process exits.
 */
function spawnWithOwnHome(args: string[]): ChildProcess {
  const home = mkdtempSync(join(tmpdir(), 'ghost-anvil-'))
  const child = spawn(anvilBinary(), args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, HOME: home },
  })
  if (!stopsOnExit) {
    stopsOnExit = true
    process.once('exit', () => {
      for (const [anvil, folder] of running) {
        anvil.kill('SIGTERM')
        rmSync(folder, { recursive: true, force: true })
      }
    })
  }
  running.set(child, home)
  child.once('exit', () => {
    running.delete(child)
    rmSync(home, { recursive: true, force: true })
  })
  return child
}

/**
 * Starts Anvil on 127.0.0.1 and resolves once it answers JSON-RPC.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 1337 })
 * // … use anvil.url …
 * await anvil.stop()
 */
export async function startAnvil(parameters: StartAnvilParameters = {}): Promise<AnvilInstance> {
  // Linux lets the kernel pick the port (no race, see waitForOwnPort); elsewhere a free port is
  // looked up first.
  const kernelPort = !parameters.port && process.platform === 'linux'
  const requested = parameters.port || (kernelPort ? 0 : await freePort())
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(requested),
    '--chain-id',
    String(parameters.chainId ?? LOCAL_CHAIN_ID),
    '--silent',
    ...(parameters.blockTime ? ['--block-time', String(parameters.blockTime)] : []),
    ...(parameters.args ?? []),
  ]
  const child = spawnWithOwnHome(args)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  let port = requested
  let url = `http://127.0.0.1:${port}`
  try {
    if (kernelPort) {
      port = await waitForOwnPort(child, 15_000)
      url = `http://127.0.0.1:${port}`
    }
    await waitForRpc(url, child, 15_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n${stderr}`)
  }
  return {
    url,
    port,
    process: child,
    stop: () =>
      new Promise<void>((done) => {
        // Already gone: exited by itself, or killed by a signal (then exitCode stays null).
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}

/** A viem client that can read, write with the given account, and use Anvil's test methods. */
export function anvilClient(url: string, account: Account = devAccount(0)) {
  return createTestClient({
    chain: localChain(url),
    mode: 'anvil',
    transport: http(url),
    account,
    // Anvil mines on send: viem's 4 s default would idle through most of an interval waiting
    // for a receipt that is milliseconds away (it made a 40-run property take 90 s).
    pollingInterval: 50,
  })
    .extend(publicActions)
    .extend(walletActions)
    .extend((client) => ({
      // writeContract and deployContract send through this (viem looks the action up on the client)
      sendTransaction: (async (parameters: SendTransactionParameters) => {
        if (parameters.gas !== undefined) return sendTransaction(client, parameters)
        const estimate = await estimateGas(client, parameters as EstimateGasParameters)
        return sendTransaction(client, { ...parameters, gas: estimate + ESTIMATE_MARGIN_GAS })
      }) as typeof client.sendTransaction,
    }))
}

/**
 * Added to every estimate a client sends with. Anvil mines many blocks in one wall-clock second,
 * so a write estimated in one second can land in the next, where it is the first to write a
 * pair's price accumulators (or a constructor's first cumulative): PAIR_ORACLE_WRITE_GAS a pair more than the
 * estimate saw, enough to run out of gas. Four pairs' worth covers a three-hop swap and a
 * migration; a call that passes its own `gas` (the app's gas rule under test) is left alone.
 */
const ESTIMATE_MARGIN_GAS = 4n * PAIR_ORACLE_WRITE_GAS

export type AnvilClient = ReturnType<typeof anvilClient>

/**
 * Reverts to a snapshot and drops whatever Anvil's pool still holds. With automine, a revert soon
 * after a send can leave the undone transaction in the pool, to be mined again with the next
 * block (seen in a loop of snapshot, send, wait for the receipt, revert: a few in a hundred).
 */
export async function revertTo(client: AnvilClient, id: Hex): Promise<void> {
  await client.revert({ id })
  const { pending, queued } = await client.getTxpoolContent()
  for (const transactions of [...Object.values(pending), ...Object.values(queued)]) {
    for (const transaction of Object.values(transactions)) {
      await client.dropTransaction({ hash: transaction.hash })
    }
  }
}

/** Runs `body` from a snapshot and always undoes it, whatever `body` did or threw. */
export async function isolated<result>(
  client: AnvilClient,
  body: () => Promise<result>,
): Promise<result> {
  const id = await client.snapshot()
  try {
    return await body()
  } finally {
    await revertTo(client, id)
  }
}

/** A plain wallet client for one development account. */
export function devWallet(url: string, index: number) {
  return createWalletClient({
    chain: localChain(url),
    transport: http(url),
    account: devAccount(index),
  })
}
