/**
 * `npm start` itself, as a user runs it: it prints the URLs, serves the app with its runtime
 * configuration, answers chain id 1337 with code at every manifest address, stops everything
 * on Ctrl-C, and a second run reuses the saved world; after a kill -9 of everything, a restart
 * indexes the chain it finds (which may have lost its last seconds) to the wei.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ghostFactoryAbi, ghostPairAbi, ghostRouterAbi } from '@ghost/contracts'
import { DEV_MNEMONIC, freePort } from '@ghost/contracts/anvil'
import { parseManifest } from '@ghost/contracts/manifest'
import { type ChainStatusBody, openDatabase } from '@ghost/server'
import { expect, test } from '@playwright/test'
import { type Address, createPublicClient, createWalletClient, http, maxUint256 } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

type Run = {
  child: ChildProcess
  output: () => string
  ports: Record<'chain' | 'server' | 'web', number>
}

async function npmStart(dataDir: string): Promise<Run> {
  const ports = { chain: await freePort(), server: await freePort(), web: await freePort() }
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CHAIN_PORT: String(ports.chain),
      SERVER_PORT: String(ports.server),
      WEB_PORT: String(ports.web),
      GHOST_DATA_DIR: dataDir,
      GHOST_MANIFEST_PATH: join(dataDir, 'deployments', '1337.json'),
    },
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  await expect
    .poll(() => (child.exitCode === null ? output : `exited: ${output}`), { timeout: 120_000 })
    .toContain('Ghost is running')
  return { child, output: () => output, ports }
}

/** Ctrl-C in a terminal signals the whole foreground process group. */
async function ctrlC(child: ChildProcess) {
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  if (child.pid) process.kill(-child.pid, 'SIGINT')
  return exited
}

async function rpc(url: string, method: string, params: unknown[] = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

async function portClosed(port: number) {
  try {
    await fetch(`http://127.0.0.1:${port}/`)
    return false
  } catch {
    return true
  }
}

test('npm start serves the app on chain 1337, stops on Ctrl-C and starts again with the saved world', async () => {
  test.setTimeout(300_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'ghost-npm-start-'))
  try {
    const first = await npmStart(dataDir)
    const chainUrl = `http://127.0.0.1:${first.ports.chain}`
    expect(first.output()).toContain(`web     http://127.0.0.1:${first.ports.web}`)
    expect(first.output()).toContain(`server  http://127.0.0.1:${first.ports.server}`)
    expect(first.output()).toContain(`chain   ${chainUrl} (chain id 1337)`)
    expect(await rpc(chainUrl, 'eth_chainId')).toBe('0x539')

    const manifest = parseManifest(
      JSON.parse(readFileSync(join(dataDir, 'deployments', '1337.json'), 'utf8')),
    )
    for (const address of [
      ...Object.values(manifest.contracts),
      ...Object.values(manifest.tokens),
    ]) {
      expect(await rpc(chainUrl, 'eth_getCode', [address, 'latest']), address).not.toBe('0x')
    }
    const page = await fetch(`http://127.0.0.1:${first.ports.web}/pools/history`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root">')
    const config = (await (
      await fetch(`http://127.0.0.1:${first.ports.web}/config.json`)
    ).json()) as {
      chainId: number
      manifest: unknown
    }
    expect(config.chainId).toBe(1337)
    expect(parseManifest(config.manifest)).toEqual(manifest)
    const health = await fetch(`http://127.0.0.1:${first.ports.server}/health`)
    expect(health.status).toBe(200)

    // A transaction on the first run must survive the restart.
    const block = (await rpc(chainUrl, 'eth_blockNumber')) as string
    await ctrlC(first.child)
    for (const port of Object.values(first.ports)) expect(await portClosed(port)).toBe(true)

    const second = await npmStart(dataDir)
    expect(second.output()).toContain('reusing the deployed world')
    const secondChain = `http://127.0.0.1:${second.ports.chain}`
    expect(BigInt((await rpc(secondChain, 'eth_blockNumber')) as string)).toBeGreaterThanOrEqual(
      BigInt(block),
    )
    expect(await rpc(secondChain, 'eth_getCode', [manifest.contracts.Router, 'latest'])).not.toBe(
      '0x',
    )
    await ctrlC(second.child)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

/** Every pair the factory made, with its reserves as the chain has them now. */
async function chainReserves(chainUrl: string, factory: Address) {
  const chain = createPublicClient({ transport: http(chainUrl) })
  const count = await chain.readContract({
    address: factory,
    abi: ghostFactoryAbi,
    functionName: 'allPairsLength',
  })
  const reserves: Record<string, [bigint, bigint]> = {}
  for (let index = 0n; index < count; index++) {
    const pair = await chain.readContract({
      address: factory,
      abi: ghostFactoryAbi,
      functionName: 'allPairs',
      args: [index],
    })
    const [reserve0, reserve1] = await chain.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'getReserves',
    })
    reserves[pair.toLowerCase()] = [reserve0, reserve1]
  }
  return reserves
}

/** Waits until the server's checkpoint is the chain's head block, hash included. */
async function indexedToHead(serverPort: number, chainUrl: string) {
  await expect
    .poll(
      async () => {
        const head = (await rpc(chainUrl, 'eth_getBlockByNumber', ['latest', false])) as {
          number: string
          hash: string
        }
        const status = (await (
          await fetch(`http://127.0.0.1:${serverPort}/v1/1337/status`)
        ).json()) as ChainStatusBody
        return status.checkpoint?.blockNumber === Number(head.number) &&
          status.checkpoint.blockHash === head.hash
          ? 'at head'
          : `checkpoint ${JSON.stringify(status.checkpoint)}, head ${Number(head.number)}`
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('at head')
}

test('kill -9 of the whole npm start, then a restart: the index follows the chain it finds', async () => {
  test.setTimeout(420_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'ghost-npm-kill-'))
  try {
    const first = await npmStart(dataDir)
    const chainUrl = `http://127.0.0.1:${first.ports.chain}`
    const manifest = parseManifest(
      JSON.parse(readFileSync(join(dataDir, 'deployments', '1337.json'), 'utf8')),
    )
    await indexedToHead(first.ports.server, chainUrl)

    // A swap the indexer stores, then a kill before Anvil's next state dump (every 30 s): the
    // restarted chain may not have it, and the index must drop it too.
    const wallet = createWalletClient({
      account: mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 5 }),
      transport: http(chainUrl),
    })
    await wallet.writeContract({
      chain: null,
      address: manifest.contracts.Router,
      abi: ghostRouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [
        0n,
        [manifest.contracts.WBNB, manifest.tokens.USDT],
        wallet.account.address,
        maxUint256,
      ],
      value: 10n ** 18n,
      gas: 400_000n,
    })
    await indexedToHead(first.ports.server, chainUrl)
    const exited = new Promise((done) => first.child.once('exit', done))
    if (first.child.pid) process.kill(-first.child.pid, 'SIGKILL')
    await exited

    const second = await npmStart(dataDir)
    const secondChain = `http://127.0.0.1:${second.ports.chain}`
    await indexedToHead(second.ports.server, secondChain)
    const expected = await chainReserves(secondChain, manifest.contracts.Factory)
    await ctrlC(second.child)

    const database = await openDatabase({
      database: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    })
    try {
      const rows = await database.db
        .selectFrom('dex_pair')
        .select(['id', 'reserve0', 'reserve1'])
        .where('chain_id', '=', 1337)
        .execute()
      const indexed = Object.fromEntries(rows.map((row) => [row.id, [row.reserve0, row.reserve1]]))
      expect(Object.keys(expected).length).toBeGreaterThan(3)
      expect(indexed).toEqual(expected)
    } finally {
      await database.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})
