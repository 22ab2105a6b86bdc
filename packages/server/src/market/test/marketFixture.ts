/**
 * A real NFT market for API tests: Anvil with the Ghost world deployed (deployWorld: DEX, market,
 * factory, profile, Ghost Squad), its manifest in a temporary file, and per database target a
 * server listening on a loopback port, indexing that chain, with the file store in a temporary
 * folder. Requests go over real HTTP (fetch), sign-ins are real SIWE signatures of dev accounts.
 *
 * @example
 * const chain = await startMarketChain()
 * const server = await startMarketServer(chain, await handle.freshDatabase())
 * const token = await server.signIn(devAccount(5))
 * const { status, body } = await server.request('POST', '/v1/1337/templates', { token, json: {...} })
 * await server.stop(); await chain.stop()
 *
 * `startServerFor` is the same server for any other local chain and manifest file (other
 * packages' tests: it indexes what `npm start` indexes for that manifest).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  LOCAL_CHAIN_ID,
  startAnvil,
} from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { deployWorld, devWriter } from '@ghost/devnet'
import { createFileStore, type FileStore } from '@ghost/files'
import type { FastifyInstance } from 'fastify'
import type { Account } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { type DatabaseConfig, loadConfig, type ServerConfig } from '../../config'
import { createServer } from '../../createServer'
import { createCheckpointStore } from '../../db/checkpointStore'
import { migrateToLatest } from '../../db/migrate'
import { type OpenedDatabase, openDatabase } from '../../db/openDatabase'
import { createDexModule } from '../../dex/createDexModule'
import { indexerModules } from '../../indexerModules'
import { createNftModule } from '../../nft/createNftModule'
import { createFileStoreMetadataReader } from '../../nft/fileStoreMetadata'
import { type NftWorld, nftWorld } from '../../nft/test/nftScenario'
import { type Indexing, type StartIndexingParameters, startIndexing } from '../../startIndexing'

/** The web origin test sign-ins are made for (a loopback origin: allowed by default). */
export const TEST_WEB_ORIGIN = 'http://localhost:5173'

export type MarketChain = {
  anvil: AnvilInstance
  url: string
  manifest: Manifest
  manifestPath: string
  /** Market, factory, profile, Ghost Squad addresses and clients of dev accounts 0–5. */
  world: NftWorld
  /** Account 0's test client: mine, snapshot, send. */
  client: AnvilClient
  filesDir: string
  files: FileStore
  stop(): Promise<void>
}

export async function startMarketChain(): Promise<MarketChain> {
  const anvil = await startAnvil({ chainId: LOCAL_CHAIN_ID })
  const dir = mkdtempSync(join(tmpdir(), 'ghost-market-'))
  const stop = async () => {
    await anvil.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const client = anvilClient(anvil.url)
    const manifest = await deployWorld({
      deployer: devWriter(anvil.url, 0),
      treasury: devAccount(9).address,
      ghostPot: devAccount(8).address,
      mine: (blocks) => client.mine({ blocks: Number(blocks) }),
    })
    const manifestPath = join(dir, 'manifest.json')
    writeFileSync(manifestPath, JSON.stringify(manifest, null, 2))
    const filesDir = join(dir, 'ipfs')
    return {
      anvil,
      url: anvil.url,
      manifest,
      manifestPath,
      world: nftWorld(anvil.url, manifest),
      client,
      filesDir,
      files: createFileStore(filesDir),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

export type RequestOptions = {
  /** A session token from signIn: sent as `Authorization: Bearer`. */
  token?: string | undefined
  /** Sent as a JSON body. */
  json?: unknown
  /** Sent as is (multipart uploads). */
  body?: RequestInit['body'] | undefined
  headers?: Record<string, string> | undefined
}

export type Answer<T = unknown> = { status: number; headers: Headers; body: T; text: string }

export type TestServer = {
  url: string
  app: FastifyInstance
  database: OpenedDatabase
  config: ServerConfig
  /** Waits until the index has stored the chain's latest block. */
  synced(): Promise<void>
  /** Signs in `account` with a real SIWE message; answers the bearer token. */
  signIn(account: Account): Promise<string>
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<Answer<T>>
  stop(): Promise<void>
}

export type MarketServer = TestServer

export type StartMarketServerOptions = {
  /** Config overrides (rate limits are off unless given). */
  config?: Partial<ServerConfig>
  /** false: serve without indexing (tests of validation only). */
  index?: boolean
}

/**
 * The market's server: the DEX and the NFT market indexed (not the world's other features, which
 * the market's tests do not read).
 */
export function startMarketServer(
  chain: MarketChain,
  database: DatabaseConfig,
  options: StartMarketServerOptions = {},
): Promise<MarketServer> {
  const readMetadata = createFileStoreMetadataReader(chain.files)
  return startServerFor({
    rpcUrl: chain.url,
    manifestPath: chain.manifestPath,
    filesDir: chain.filesDir,
    database,
    ...options,
    modules: (manifest, client) => {
      const nft = createNftModule({ manifest, client, readMetadata })
      return nft
        ? [createDexModule({ manifest, client }), nft]
        : [createDexModule({ manifest, client })]
    },
  })
}

export type StartServerForParameters = StartMarketServerOptions & {
  /** The chain to index (a local node of chain LOCAL_CHAIN_ID). */
  rpcUrl: string
  /** Its manifest, as a file (the server reads it as `npm start` does). */
  manifestPath: string
  /** The server's file store (uploads, NFT metadata). */
  filesDir: string
  database: DatabaseConfig
  /** What to index; by default what `npm start` indexes for the manifest. */
  modules?: StartIndexingParameters['modules'] | undefined
}

/**
 * The real server on a loopback port for any local chain: config as `npm start` builds it from
 * these paths, the database migrated, and (unless `index: false`) the chain indexed.
 *
 * @example
 * const server = await startServerFor({ rpcUrl, manifestPath, filesDir, database: { kind: 'pglite', dataDir } })
 * await server.synced()
 */
export async function startServerFor(parameters: StartServerForParameters): Promise<TestServer> {
  const config: ServerConfig = {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    database: parameters.database,
    rpcUrl: parameters.rpcUrl,
    chainId: LOCAL_CHAIN_ID,
    manifestPath: parameters.manifestPath,
    logLevel: 'silent',
    graphqlRateLimit: 0,
    writeRateLimit: 0,
    signInRateLimit: 0,
    filesDir: parameters.filesDir,
    ...parameters.config,
  }
  const opened = await openDatabase(config)
  await migrateToLatest(opened.db)
  const app = await createServer({ config, database: opened })
  await app.listen({ host: config.host, port: 0 })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  const url = `http://127.0.0.1:${address.port}`

  let indexing: Indexing | undefined
  if (parameters.index !== false) {
    const readMetadata = createFileStoreMetadataReader(createFileStore(config.filesDir))
    indexing = startIndexing({
      config,
      database: opened,
      modules:
        parameters.modules ??
        ((manifest, client) => indexerModules(manifest, client, readMetadata)),
      log: () => {},
      manifestInterval: 100,
      pollInterval: 100,
    })
  }

  const chainClient = anvilClient(parameters.rpcUrl)
  const checkpoints = createCheckpointStore({ db: opened.db })

  const request = async <T>(
    method: string,
    path: string,
    { token, json, body, headers = {} }: RequestOptions = {},
  ): Promise<Answer<T>> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? body : JSON.stringify(json),
    })
    const text = await response.text()
    let parsed: unknown = text
    if (response.headers.get('content-type')?.includes('application/json'))
      parsed = JSON.parse(text)
    return { status: response.status, headers: response.headers, body: parsed as T, text }
  }

  return {
    url,
    app,
    database: opened,
    config,
    request,
    async synced() {
      const head = await chainClient.getBlockNumber({ cacheTime: 0 })
      const deadline = Date.now() + 30_000
      for (;;) {
        const checkpoint = await checkpoints.getCheckpoint({ chainId: LOCAL_CHAIN_ID })
        if (checkpoint && BigInt(checkpoint.block_number) >= head) return
        if (Date.now() > deadline) throw new Error(`index did not reach block ${head} in 30 s`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async signIn(account) {
      const nonce = await request<{ nonce: string }>('GET', '/api/auth/nonce')
      const message = createSiweMessage({
        domain: new URL(TEST_WEB_ORIGIN).host,
        uri: TEST_WEB_ORIGIN,
        address: account.address,
        chainId: LOCAL_CHAIN_ID,
        nonce: nonce.body.nonce,
        issuedAt: new Date(),
        version: '1',
        statement: 'Sign in to Ghost.',
      })
      if (!account.signMessage) throw new Error('account cannot sign')
      const signature = await account.signMessage({ message })
      const login = await request<{ token: string }>('POST', '/api/auth/login', {
        json: { message, signature },
      })
      if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.text}`)
      return login.body.token
    },
    async stop() {
      await indexing?.stop()
      await app.close()
      await opened.close()
    },
  }
}
