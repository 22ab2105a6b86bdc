import { isIP } from 'node:net'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import { DEFAULT_UPLOAD_MAX_BYTES, VOTING_DEFAULT_MIN_PROPOSAL_POWER } from '@ghost/sdk'
import { z } from 'zod'
import { SUPPORTED_CHAIN_IDS, type SupportedChainId } from './chains'
import { InvalidConfigError } from './errors'

/** The repository root; relative paths in the environment are read from here, not from cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export type DatabaseConfig =
  | {
      kind: 'pglite'
      /** Absolute path of the PGlite data folder. */
      dataDir: string
    }
  | {
      kind: 'postgres'
      /** postgres:// connection string. */
      url: string
    }

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'

export type ServerConfig = {
  port: number
  host: string
  database: DatabaseConfig
  /** The primary node (RPC_URLS' first URL, else RPC_URL). */
  rpcUrl: string
  /** Nodes asked, in order, when the primary fails (RPC_URLS after the first); often empty. */
  rpcFallbackUrls: string[]
  chainId: SupportedChainId
  /** Absolute path of the deployment manifest; the file may not exist yet. */
  manifestPath: string
  /** 'loopback' allows any http(s)://localhost|127.0.0.1|[::1] origin on any port. */
  corsOrigins: 'loopback' | string[]
  logLevel: LogLevel
  /** GraphQL requests per minute per client IP; 0 turns the limit off. Unset: the default. */
  graphqlRateLimit?: number
  /** 'off': serve reads only, never index (another process indexes this database). */
  indexer: 'on' | 'off'
  /** Absolute path of the content-addressed file store (served at /ipfs/:cid). */
  filesDir: string
  /** API writes (POST, PATCH) per minute per client IP; 0 turns the limit off. */
  writeRateLimit: number
  /** Sign-in requests (nonce, login) per minute per client IP; 0 turns the limit off. */
  signInRateLimit: number
  /** The largest image `/{product}/upload` accepts, in bytes (larger: 413). */
  uploadMaxBytes: number
  /**
   * Fastify's `trustProxy`: whose `X-Forwarded-For` to believe for the client IP (rate limits,
   * logs). false: nobody's, the socket's address is the client; true: anyone's (only behind a
   * proxy that is the sole way in); a list: the proxies at these addresses, CIDR ranges or
   * proxy-addr names (`loopback`, `linklocal`, `uniquelocal`).
   */
  trustProxy: TrustProxy
  /**
   * GET /health/ready answers 503 while the stored checkpoint is more than this many blocks
   * behind the node's head (a new process catching up). Unset: the indexer's lag is not checked.
   */
  readyMaxBlockLag?: number
  /** CAKE (wei) a proposal's author needs at its snapshot block to publish it. */
  votingMinProposalPower: bigint
  /** Lowercase addresses whose proposals are core proposals (the others' are community ones). */
  votingAdmins: string[]
}

export type TrustProxy = boolean | string[]

export const DEFAULT_PORT = 4000
export const DEFAULT_HOST = '127.0.0.1'
export const DEFAULT_DATA_DIR = '.data/pglite'
export const DEFAULT_RPC_URL = 'http://127.0.0.1:8545'
export const DEFAULT_CHAIN_ID: SupportedChainId = 1337
export const DEFAULT_MANIFEST_PATH = 'deployments/1337.json'
export const DEFAULT_GRAPHQL_RATE_LIMIT = 1200
export const DEFAULT_WRITE_RATE_LIMIT = 120
export const DEFAULT_SIGN_IN_RATE_LIMIT = 30
export { DEFAULT_UPLOAD_MAX_BYTES }

const rpcUrl = z.url({ protocol: /^(https?|wss?)$/, error: 'must be an http(s) or ws(s) URL' })

const wholeNumber = z.string().regex(/^\d+$/, 'must be a whole number').transform(Number)

/** A uint256 in decimal digits (wei). */
const weiAmount = z
  .string()
  // abort: zod 4 runs later checks after a failed one, and BigInt('1x') would throw.
  .regex(/^\d{1,78}$/, { message: 'must be a whole number of wei (decimal digits)', abort: true })
  .transform(BigInt)
  .refine((value) => value < 2n ** 256n, 'must fit in uint256')

const addressList = z.string().transform((list, context) => {
  const entries = list.split(',').map((entry) => entry.trim())
  const bad = entries.filter((entry) => !/^0x[0-9a-fA-F]{40}$/.test(entry))
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `${bad.map((entry) => `'${entry}'`).join(', ')}: must be comma-separated addresses (0x and 40 hex digits)`,
    })
    return z.NEVER
  }
  return [...new Set(entries.map((entry) => entry.toLowerCase()))]
})

let localDeployer: string | undefined

/**
 * The voting admins when VOTING_ADMINS is unset: on the local chain the world's deployer (dev
 * account 0), whose proposals the devnet seeds as core ones; on real chains nobody.
 */
export function defaultVotingAdmins(chainId: SupportedChainId): string[] {
  if (chainId !== LOCAL_CHAIN_ID) return []
  // derived from the mnemonic once (a key derivation costs milliseconds)
  localDeployer ??= devAccount(0).address.toLowerCase()
  return [localDeployer]
}

/** The ranges proxy-addr (Fastify's trustProxy) knows by name. */
const TRUST_PROXY_NAMES: readonly string[] = ['loopback', 'linklocal', 'uniquelocal']

/** An IP address, or one with a CIDR prefix length that fits its family (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

const trustProxySchema = z.string().transform((value, context): TrustProxy => {
  if (value === 'true') return true
  if (value === 'false') return false
  if (/^\d+$/.test(value)) {
    // Fastify 5 ignores a bare hop count (it cannot tell a proxy from a client that way).
    context.addIssue({
      code: 'custom',
      message: "a hop count is not supported; give true, false or the proxies' addresses",
    })
    return z.NEVER
  }
  const entries = value.split(',').map((entry) => entry.trim())
  const bad = entries.filter(
    (entry) => !TRUST_PROXY_NAMES.includes(entry) && !isAddressOrRange(entry),
  )
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `${bad.map((entry) => `'${entry}'`).join(', ')}: must be true, false, or comma-separated IP addresses, CIDR ranges or ${TRUST_PROXY_NAMES.join('/')}`,
    })
    return z.NEVER
  }
  return entries
})

const envSchema = z.object({
  PORT: wholeNumber.pipe(z.number().max(65535, 'must be at most 65535')).default(DEFAULT_PORT),
  HOST: z.string().default(DEFAULT_HOST),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  RPC_URL: rpcUrl.default(DEFAULT_RPC_URL),
  RPC_URLS: z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim()))
    .pipe(z.array(rpcUrl).min(1, 'must list at least one URL'))
    .optional(),
  CHAIN_ID: wholeNumber
    .pipe(
      z.union(
        SUPPORTED_CHAIN_IDS.map((id) => z.literal(id)),
        { error: `must be one of ${SUPPORTED_CHAIN_IDS.join(', ')}` },
      ),
    )
    .default(DEFAULT_CHAIN_ID),
  MANIFEST_PATH: z.string().default(DEFAULT_MANIFEST_PATH),
  CORS_ORIGINS: z
    .string()
    .transform((list, context) => {
      const origins: string[] = []
      for (const entry of list.split(',').map((item) => item.trim())) {
        if (entry === '') continue
        const origin = URL.canParse(entry) ? new URL(entry).origin : 'null'
        if (origin === 'null') {
          context.addIssue({ code: 'custom', message: `'${entry}' is not an http(s) origin` })
          return z.NEVER
        }
        origins.push(origin)
      }
      return origins
    })
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('warn'),
  GRAPHQL_RATE_LIMIT: wholeNumber.optional(),
  INDEXER: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  FILES_DIR: z.string().optional(),
  WRITE_RATE_LIMIT: wholeNumber.default(DEFAULT_WRITE_RATE_LIMIT),
  SIGN_IN_RATE_LIMIT: wholeNumber.default(DEFAULT_SIGN_IN_RATE_LIMIT),
  UPLOAD_MAX_BYTES: wholeNumber
    .pipe(z.number().min(1024, 'must be at least 1024'))
    .default(DEFAULT_UPLOAD_MAX_BYTES),
  TRUST_PROXY: trustProxySchema.default(false),
  READY_MAX_BLOCK_LAG: wholeNumber.optional(),
  VOTING_MIN_PROPOSAL_POWER: weiAmount.default(VOTING_DEFAULT_MIN_PROPOSAL_POWER),
  VOTING_ADMINS: addressList.optional(),
})

function fromRepoRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path)
}

/**
 * Reads the server configuration from environment variables, with defaults for a local run.
 * Empty variables count as unset. Throws `InvalidConfigError` listing every bad variable.
 *
 * @example
 * const config = loadConfig(process.env)
 * // config.port === 4000, config.database.kind === 'pglite' unless DATABASE_URL is set
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key]?.trim()
      return value ? [[key, value]] : []
    }),
  )
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    throw new InvalidConfigError('Invalid server configuration.', {
      metaMessages: parsed.error.issues.map(
        (issue) => `${issue.path.map(String).join('.')}: ${issue.message}`,
      ),
    })
  }
  const vars = parsed.data
  // RPC_URLS, when set, names every node (RPC_URL stays for a single one, and older set-ups)
  const [primary = vars.RPC_URL, ...fallbacks] = vars.RPC_URLS ?? [vars.RPC_URL]
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: fromRepoRoot(vars.DATA_DIR) },
    rpcUrl: primary,
    rpcFallbackUrls: fallbacks,
    chainId: vars.CHAIN_ID,
    manifestPath: fromRepoRoot(vars.MANIFEST_PATH),
    corsOrigins: vars.CORS_ORIGINS ?? 'loopback',
    logLevel: vars.LOG_LEVEL,
    ...(vars.GRAPHQL_RATE_LIMIT === undefined ? {} : { graphqlRateLimit: vars.GRAPHQL_RATE_LIMIT }),
    indexer: vars.INDEXER,
    // beside the PGlite folder by default (`.data/ipfs`), even when PostgreSQL holds the data
    filesDir: vars.FILES_DIR
      ? fromRepoRoot(vars.FILES_DIR)
      : join(dirname(fromRepoRoot(vars.DATA_DIR)), 'ipfs'),
    writeRateLimit: vars.WRITE_RATE_LIMIT,
    signInRateLimit: vars.SIGN_IN_RATE_LIMIT,
    uploadMaxBytes: vars.UPLOAD_MAX_BYTES,
    trustProxy: vars.TRUST_PROXY,
    ...(vars.READY_MAX_BLOCK_LAG === undefined
      ? {}
      : { readyMaxBlockLag: vars.READY_MAX_BLOCK_LAG }),
    votingMinProposalPower: vars.VOTING_MIN_PROPOSAL_POWER,
    votingAdmins: vars.VOTING_ADMINS ?? defaultVotingAdmins(vars.CHAIN_ID),
  }
}

/** Every node the server may ask, primary first. */
export function rpcUrlsOf(config: Pick<ServerConfig, 'rpcUrl' | 'rpcFallbackUrls'>): string[] {
  return [config.rpcUrl, ...config.rpcFallbackUrls]
}
