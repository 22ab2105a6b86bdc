/**
 * The whole local world in one call: compile contracts (cached), build the web app (when its
 * sources changed), start the chain with the deployed world and its lottery, prediction and
 * trading competition keepers, the API server and the static web server. Used by `npm start`
 * and by the e2e harness (on free ports, throwaway data).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AnvilInstance } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { createFileStore } from '@ghost/files'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export type StartWorldParameters = {
  chainPort: number
  serverPort: number
  webPort: number
  /** Server database folder (PGlite); the file store is its sibling `ipfs` folder. */
  dataDir: string
  manifestPath: string
  /** Anvil state file; omit for a throwaway chain. */
  statePath?: string | undefined
  /** Passed to startDevnet: the URL the deploy and seed send through (a test's slow proxy). */
  sendThrough?: ((anvilUrl: string) => string | Promise<string>) | undefined
  /** Where people reach the web app (the token list's logo URLs); default its loopback URL. */
  webPublicUrl?: string | undefined
  /** Serve the web build's source maps (WEB_PUBLIC_SOURCEMAPS=1 of npm start); default not. */
  webPublicSourceMaps?: boolean | undefined
  log?: ((line: string) => void) | undefined
}

export type World = {
  chainUrl: string
  serverUrl: string
  webUrl: string
  manifestPath: string
  /** The server's content-addressed file store (`<dataDir>/../ipfs`), served at /ipfs/:cid. */
  filesDir: string
  stop(): Promise<void>
}

export class PortInUseError extends Error {
  override name = 'PortInUseError'
}

async function assertPortFree(port: number, what: string) {
  if (port === 0) return
  await new Promise<void>((done, reject) => {
    const probe = createServer()
    probe.once('error', () =>
      reject(
        new PortInUseError(
          `Port ${port} (${what}) is in use. Is Ghost already running? Set another port by env.`,
        ),
      ),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()))
  })
}

function run(command: string, args: string[], cwd = repoRoot) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`)
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  )
}

const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts/precompress.ts',
  'apps/web/scripts/reactOnPreact.ts',
  'apps/web/package.json',
  'packages/sdk/src',
  'contracts/generated',
  'contracts/lib',
  'package-lock.json',
]

let contractsBuilt = false

/** Compiles the contracts (a no-op when unchanged), once per process. */
function buildContracts() {
  if (contractsBuilt) return
  run(process.execPath, ['--import', 'tsx', 'contracts/scripts/build.ts'])
  contractsBuilt = true
}

/** Compiles contracts (a no-op when unchanged) and rebuilds the web app when an input is newer than the build. */
export function buildAll(log: (line: string) => void) {
  buildContracts()
  const stamp = join(repoRoot, 'apps/web/dist/.build-stamp')
  const newestInput = Math.max(...WEB_INPUTS.map((path) => newestMtime(join(repoRoot, path))))
  if (newestMtime(stamp) >= newestInput) {
    log('web: build up to date')
    return
  }
  log('web: building…')
  run(
    process.execPath,
    [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    join(repoRoot, 'apps/web'),
  )
  writeFileSync(stamp, new Date().toISOString())
}

/**
 * Waits until the server answers /health, for as long as its process lives: a loaded machine may
 * take minutes to boot it, which is slow, not broken (issue 29); the log says so each minute.
 * `server()` is the server process of the moment (none while it is being started again);
 * `pointless()` ends the wait when the start has failed anyway.
 */
async function waitForHealth(
  url: string,
  server: () => ChildProcess | undefined,
  pointless: () => boolean,
  log: (line: string) => void,
) {
  const started = Date.now()
  let nextLog = started + 60_000
  for (;;) {
    if (pointless()) throw new Error('the start failed before the server was up')
    const child = server()
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`)
    try {
      const response = await fetch(`${url}/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() >= nextLog) {
      log(
        `waiting for the server: ${url}/health not ok after ${Math.round((Date.now() - started) / 1000)} s`,
      )
      nextLog += 60_000
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done()
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      done()
    })
    child.kill('SIGTERM')
  })
}

export type ChainAndServer = Omit<World, 'webUrl'> & { manifest: Manifest }

/**
 * Throws away what belonged to a world that is not complete (issue 29): the chain state, the
 * manifest and the open orders beside it, the server's PGlite folder (an index of a chain that is
 * gone, and off-chain rows such as lazy orders signed for it) and the file store (the seeded
 * files, stored again by the next seed, and uploads nothing refers to any more).
 */
async function forgetWorld(
  parameters: Pick<StartWorldParameters, 'dataDir' | 'manifestPath' | 'statePath'>,
  filesDir: string,
) {
  const { ordersPathOf } = await import('@ghost/devnet')
  const { acquireDataDirLock } = await import('@ghost/server/dataDirLock')
  // Refuses when a live server holds the folder, rather than pulling it from under it.
  const lock = acquireDataDirLock(parameters.dataDir)
  try {
    for (const path of [
      parameters.manifestPath,
      ordersPathOf(parameters.manifestPath),
      parameters.statePath,
      parameters.dataDir,
      filesDir,
    ]) {
      if (path) rmSync(path, { recursive: true, force: true })
    }
  } finally {
    lock.release()
  }
}

/**
 * The chain with the deployed world and the API server (what startWorld serves the web app
 * against). A world is reused only when it is complete: its manifest (written last) is there with
 * the chain state; otherwise everything of it is thrown away first, so a start that failed or was
 * killed while seeding is followed by a clean one.
 */
export async function startChainAndServer(
  parameters: Omit<StartWorldParameters, 'webPort' | 'webPublicUrl' | 'webPublicSourceMaps'>,
): Promise<ChainAndServer> {
  const log = parameters.log ?? (() => {})
  await assertPortFree(parameters.chainPort, 'chain')
  await assertPortFree(parameters.serverPort, 'server')
  buildContracts()

  // Imported after the build: they read the generated contract modules.
  const { readCompleteManifest, startDevnet } = await import('@ghost/devnet')
  const { freePort, LOCAL_CHAIN_ID } = await import('@ghost/contracts/anvil')

  const chainPort = parameters.chainPort || (await freePort())
  const serverPort = parameters.serverPort || (await freePort())
  const chainUrl = `http://127.0.0.1:${chainPort}`
  const serverUrl = `http://127.0.0.1:${serverPort}`
  // the data root's `ipfs` folder: files live and go with the chain state and the database
  const filesDir = join(dirname(parameters.dataDir), 'ipfs')
  const { statePath } = parameters
  const complete =
    statePath !== undefined &&
    existsSync(statePath) &&
    readCompleteManifest(parameters.manifestPath) !== undefined
  if (!complete) {
    if (existsSync(parameters.dataDir) || (statePath && existsSync(statePath)))
      log('world: no complete world to reuse; throwing away the chain state, database and files')
    await forgetWorld(parameters, filesDir)
  }

  let server: ChildProcess | undefined
  let anvil: AnvilInstance | undefined
  const startServer = () => {
    mkdirSync(parameters.dataDir, { recursive: true })
    server = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'packages/server/src/main.ts')],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(serverPort),
          DATA_DIR: parameters.dataDir,
          RPC_URL: chainUrl,
          CHAIN_ID: String(LOCAL_CHAIN_ID),
          MANIFEST_PATH: parameters.manifestPath,
          FILES_DIR: filesDir,
        },
      },
    )
  }
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {})
  }
  // Stopped (Ctrl-C, SIGTERM) before the world is up: stop the chain and the server too, rather
  // than leave them running without us, holding the ports and writing a half-seeded chain state.
  const abandon = (signal: NodeJS.Signals) => {
    log(`world: ${signal} while starting; stopping the chain and the server`)
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.once('SIGINT', abandon)
  process.once('SIGTERM', abandon)
  try {
    stops.push(() => anvil?.stop() ?? Promise.resolve())
    // The server boots (database, migrations) while the chain is deployed and seeded: it needs
    // only the chain's address to start; its indexer waits for the manifest file to appear.
    startServer()
    stops.push(() => (server ? stopChild(server) : Promise.resolve()))
    const devnetStarting = startDevnet({
      port: chainPort,
      manifestPath: parameters.manifestPath,
      statePath,
      log,
      // The seeded NFTs' images and metadata go where the server serves /ipfs/{cid} from.
      storeFile: createFileStore(filesDir).put,
      sendThrough: parameters.sendThrough,
      onChain: (started) => {
        anvil = started
      },
      // The files looked complete but the chain state does not hold their world: the server
      // opened a database of that world, so it starts again on an empty one.
      beforeDeploy: complete
        ? async () => {
            log(
              "world: the chain does not hold the manifest's world; the server starts again on an empty database",
            )
            const previous = server
            server = undefined
            if (previous) await stopChild(previous)
            await forgetWorld({ ...parameters, statePath: undefined }, filesDir)
            startServer()
          }
        : undefined,
    })
    let devnetFailed = false
    devnetStarting.catch(() => {
      devnetFailed = true
    })
    // Both settle before anything is thrown, so a failure stops whatever the other started.
    const [started, healthy] = await Promise.allSettled([
      devnetStarting,
      waitForHealth(
        serverUrl,
        () => server,
        () => devnetFailed,
        log,
      ),
    ])
    if (started.status === 'rejected') throw started.reason
    if (healthy.status === 'rejected') throw healthy.reason
    const devnet = started.value
    // The lottery's schedule runs as a live operator's would (issue 31): rounds opened, closed
    // and drawn on the chain's clock; stopped first (`stop` runs in reverse), before the chain.
    const { lotterySeedFromEnv, startLotteryKeeper } = await import('@ghost/devnet')
    const keeper = startLotteryKeeper({
      rpcUrl: devnet.anvil.url,
      manifest: devnet.manifest,
      seed: lotterySeedFromEnv(process.env),
      log,
    })
    stops.push(() => keeper.stop())
    // The prediction game's rounds and its price feed (issue 32), on the same clock, signing as
    // its own operator (account 41), so the two keepers never share a nonce.
    const { startPredictionKeeper } = await import('@ghost/devnet')
    const predictionKeeper = startPredictionKeeper({
      rpcUrl: devnet.anvil.url,
      manifest: devnet.manifest,
      log,
    })
    stops.push(() => predictionKeeper.stop())
    // The trading competition's results (issue 35): a competition whose live window closed is
    // published once this server's index has passed the window's end (checked, not trusted).
    // It signs as the competitions' owner, account 0, which no other keeper uses; see
    // competitionKeeper.ts for the admin commands and e2e fixtures that also send from it.
    const { startCompetitionKeeper } = await import('@ghost/devnet')
    const competitionKeeper = startCompetitionKeeper({
      rpcUrl: devnet.anvil.url,
      manifest: devnet.manifest,
      apiUrl: serverUrl,
      log,
    })
    stops.push(() => competitionKeeper.stop())
    return {
      chainUrl: devnet.anvil.url,
      serverUrl,
      manifest: devnet.manifest,
      manifestPath: parameters.manifestPath,
      filesDir,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  } finally {
    process.off('SIGINT', abandon)
    process.off('SIGTERM', abandon)
  }
}

export async function startWorld(parameters: StartWorldParameters): Promise<World> {
  const log = parameters.log ?? (() => {})
  await assertPortFree(parameters.chainPort, 'chain')
  await assertPortFree(parameters.serverPort, 'server')
  await assertPortFree(parameters.webPort, 'web')
  buildAll(log)

  const { serveWeb } = await import('@ghost/web/serve')
  const backend = await startChainAndServer(parameters)
  try {
    const web = await serveWeb({
      port: parameters.webPort,
      publicUrl: parameters.webPublicUrl,
      publicSourceMaps: parameters.webPublicSourceMaps,
      distDir: join(repoRoot, 'apps/web/dist'),
      config: {
        chainId: backend.manifest.chainId,
        rpcUrl: backend.chainUrl,
        apiUrl: backend.serverUrl,
        manifest: backend.manifest,
      },
    })
    return {
      chainUrl: backend.chainUrl,
      serverUrl: backend.serverUrl,
      webUrl: web.url,
      manifestPath: backend.manifestPath,
      filesDir: backend.filesDir,
      stop: async () => {
        await web.close().catch(() => {})
        await backend.stop()
      },
    }
  } catch (error) {
    await backend.stop()
    throw error
  }
}

/**
 * A world on free ports with a fresh chain and database in a temporary folder, removed again by
 * `stop` (the e2e run and the benches).
 */
export async function startThrowawayWorld(
  prefix: string,
  log?: ((line: string) => void) | undefined,
): Promise<World> {
  const { freePort } = await import('@ghost/contracts/anvil')
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const removeDir = () => rmSync(dir, { recursive: true, force: true })
  try {
    const world = await startWorld({
      chainPort: await freePort(),
      serverPort: await freePort(),
      webPort: await freePort(),
      dataDir: join(dir, 'pglite'),
      manifestPath: join(dir, 'deployments', '1337.json'),
      log,
    })
    return {
      ...world,
      stop: async () => {
        await world.stop()
        removeDir()
      },
    }
  } catch (error) {
    removeDir()
    throw error
  }
}
