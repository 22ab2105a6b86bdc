/**
 * What every admin command runs with: the deployed world's manifest, a client that signs as the
 * contracts' owner (account 0 on the local chain, PRIVATE_KEY elsewhere), the server's file
 * store folder (for metadata the commands publish) and where to print.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import { type Manifest, parseManifest } from '@ghost/contracts/manifest'
import { createRpcTransport } from '@ghost/sdk'
import {
  type Account,
  type Address,
  createWalletClient,
  defineChain,
  formatEther,
  type Hex,
  publicActions,
  webSocket,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainWriter } from '../chainWriter'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')

export type AdminContext = {
  manifest: Manifest
  /** Signs as the owner of the contracts the commands call. */
  client: ChainWriter
  /** The server's content-addressed file store (`npm start`: `.data/ipfs`). */
  filesDir: string
  /** One line of the command's report. */
  print: (line: string) => void
}

export type AdminCommand = {
  name: string
  /** Arguments after the name, e.g. `[count]`. */
  usage: string
  description: string
  run: (context: AdminContext, args: readonly string[]) => Promise<void>
  /**
   * The development account the command signs as on the local chain when PRIVATE_KEY is unset
   * (default 0, the contracts' owner): the lottery's commands sign as its operator.
   */
  localAccount?: number
  /**
   * Signs nothing (reads the chain and the server only), so it runs on any chain without
   * PRIVATE_KEY.
   */
  readOnly?: boolean
}

/** A refusal the operator can act on: printed without a stack trace, exit code 1. */
export class AdminError extends Error {
  override name = 'AdminError'
}

/** A manifest's optional contract group, or an AdminError naming what to deploy first. */
export function deployed<group>(contracts: group | undefined, what: string): group {
  if (contracts === undefined) {
    throw new AdminError(`The manifest has no ${what}: deploy the world first`)
  }
  return contracts
}

/** An option's value from `args` (`--name value`), and the args without it. */
export function takeOption(args: readonly string[], name: string): [string | undefined, string[]] {
  const rest = [...args]
  const at = rest.indexOf(`--${name}`)
  if (at < 0) return [undefined, rest]
  const value = rest[at + 1]
  if (value === undefined || value.startsWith('--')) throw new AdminError(`--${name} needs a value`)
  rest.splice(at, 2)
  return [value, rest]
}

/**
 * The values of the options `names` (each `--name value`, taken from `args` in the order named),
 * and the args without them.
 */
export function takeOptions<const name extends string>(
  args: readonly string[],
  names: readonly name[],
): [Partial<Record<name, string>>, string[]] {
  const values: Partial<Record<name, string>> = {}
  let rest = [...args]
  for (const name of names) {
    const [value, others] = takeOption(rest, name)
    if (value !== undefined) values[name] = value
    rest = others
  }
  return [values, rest]
}

const DEFAULT_API_URL = 'http://127.0.0.1:4000'

/**
 * The server's URL from `--api` (default API_URL, else the local server), without a trailing
 * slash, and the args without the option.
 */
export function takeApiOption(args: readonly string[]): [string, string[]] {
  const [option, rest] = takeOption(args, 'api')
  const url = (option ?? process.env.API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '')
  if (!/^https?:\/\/./.test(url)) throw new AdminError(`The API URL '${url}' must be http(s)`)
  return [url, rest]
}

/** The refusal when the server at `api` does not answer `fetch` (its `error`). */
export function serverUnreachable(api: string, error: unknown): AdminError {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return new AdminError(
    `The server at ${api} cannot be reached (${cause instanceof Error ? cause.message : String(cause)}): start it (npm start), or pass --api <url>`,
  )
}

/** Refuses arguments a command does not take. */
export function refuseExtra(command: string, args: readonly string[]) {
  if (args.length > 0) throw new AdminError(`${command}: unexpected argument '${args[0]}'`)
}

/** How a game's commands find it, check the signer and read it (see `gameCommandStart`). */
export type GameAccess<role, state> = {
  /** The game's contract from the manifest (an AdminError when it is not deployed). */
  address(context: AdminContext): Address
  /** Refuses a signer that does not hold `role`, naming who does. */
  requireRole(context: AdminContext, address: Address, role: role): Promise<void>
  readState(client: ChainWriter, address: Address): Promise<state>
}

/**
 * The steps a game's commands open with, in order: refuse arguments the command does not take,
 * find the game, check the signer's role (when the command changes the game), read its state.
 */
export function gameCommandStart<role, state>(game: GameAccess<role, state>) {
  return async (
    context: AdminContext,
    command: { name: string; args: readonly string[]; role?: role },
  ): Promise<{ address: Address; state: state }> => {
    refuseExtra(command.name, command.args)
    const address = game.address(context)
    if (command.role !== undefined) await game.requireRole(context, address, command.role)
    return { address, state: await game.readState(context.client, address) }
  }
}

/** An amount of CAKE in wei, for the commands' reports. */
export const cakeAmount = (wei: bigint) => `${formatEther(wei)} CAKE`

/** Unix seconds as an ISO date, for the commands' reports. */
export const iso = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString()

export type AdminOptions = {
  /** Manifest file (default deployments/1337.json). */
  manifestPath?: string | undefined
  /**
   * RPC endpoint (default RPC_URLS, else RPC_URL, else http://127.0.0.1:8545). RPC_URLS is
   * comma-separated, primary first: the others are asked when it fails.
   */
  rpcUrl?: string | undefined
  /** Signer key (default PRIVATE_KEY; account 0 on the local chain). */
  privateKey?: string | undefined
  /** The development account to sign as on the local chain without a key (default 0). */
  localAccount?: number | undefined
  /** The command signs nothing: without a key, no account is needed on any chain. */
  readOnly?: boolean | undefined
  filesDir?: string | undefined
  print?: ((line: string) => void) | undefined
}

export function readManifest(path: string): Manifest {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw new AdminError(`No manifest at ${path}: start the devnet (npm start) or pass --manifest`)
  }
  try {
    return parseManifest(JSON.parse(text))
  } catch (error) {
    throw new AdminError(`The manifest ${path} is invalid: ${(error as Error).message}`)
  }
}

/** The URLs of a comma-separated list, primary first; the local node when none is given. */
function rpcUrlsFrom(list: string | undefined): string[] {
  const urls = (list ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '')
  for (const url of urls) {
    if (!/^(https?|wss?):\/\/./.test(url)) {
      throw new AdminError(`RPC URL '${url}' must be an http(s) or ws(s) URL`)
    }
  }
  return urls.length > 0 ? urls : ['http://127.0.0.1:8545']
}

export function createAdminContext(
  options: AdminOptions & { manifest?: Manifest | undefined },
): AdminContext {
  const env = process.env
  const manifest =
    options.manifest ??
    readManifest(options.manifestPath ?? join(repoRoot, 'deployments', `${LOCAL_CHAIN_ID}.json`))
  const rpcUrls = rpcUrlsFrom(options.rpcUrl ?? env.RPC_URLS ?? env.RPC_URL)
  const key = options.privateKey ?? env.PRIVATE_KEY
  let account: Account
  if (key) {
    if (!/^0x[0-9a-fA-F]{64}$/.test(key))
      throw new AdminError('PRIVATE_KEY must be 0x and 64 hex digits')
    account = privateKeyToAccount(key as Hex)
  } else if (manifest.chainId === LOCAL_CHAIN_ID) {
    account = devAccount(options.localAccount ?? 0)
  } else if (options.readOnly) {
    // reads need no key: an address the node is never asked to sign for stands in
    account = { address: zeroAddress, type: 'json-rpc' }
  } else {
    throw new AdminError(
      `Set PRIVATE_KEY (the owner's key) to run admin commands on chain ${manifest.chainId}`,
    )
  }
  const chain = defineChain({
    id: manifest.chainId,
    name: `chain ${manifest.chainId}`,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: rpcUrls } },
  })
  const client = createWalletClient({
    chain,
    // many reads of one snapshot block go out as a few JSON-RPC batches; a public node's 429s,
    // 5xx and timeouts are retried with backoff, then the next URL is asked
    transport: createRpcTransport({
      urls: rpcUrls,
      batch: { batchSize: 200 },
      timeout: 30_000,
      webSocket,
    }),
    account,
    pollingInterval: manifest.chainId === LOCAL_CHAIN_ID ? 50 : 2_000,
  }).extend(publicActions)
  const filesDir =
    options.filesDir ?? env.FILES_DIR ?? join(env.GHOST_DATA_DIR ?? join(repoRoot, '.data'), 'ipfs')
  return { manifest, client, filesDir, print: options.print ?? ((line) => console.log(line)) }
}
