/**
 * Issue 29: the first `npm start` must finish however slowly the chain confirms. viem's receipt
 * wait looked again only on a new block and gave up after 180 s; here every receipt is answered
 * only a while after its send, and Anvil makes no block unless something is sent, so a wait that
 * depended on the next block would never see the deploy's receipts.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { anvilClient } from '@ghost/contracts/anvil'
import { afterAll, describe, expect, test } from 'vitest'
import { type RpcProxy, startRpcProxy } from './rpcProxy/startRpcProxy'
import { type Devnet, readCompleteManifest, startDevnet } from './startDevnet'

const dir = mkdtempSync(join(tmpdir(), 'ghost-devnet-slow-'))
let devnet: Devnet | undefined
let proxy: RpcProxy | undefined

afterAll(async () => {
  await devnet?.anvil.stop()
  await proxy?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('startDevnet on a chain that confirms slowly', () => {
  test('deploys and seeds the whole world through a node that answers receipts late', async () => {
    const manifestPath = join(dir, 'deployments', '1337.json')
    const statePath = join(dir, 'state.json')
    const lines: string[] = []
    devnet = await startDevnet({
      port: 0,
      manifestPath,
      statePath,
      log: (line) => lines.push(line),
      sendThrough: async (anvilUrl) => {
        proxy = await startRpcProxy({ upstream: anvilUrl, receiptDelayMs: 250 })
        return proxy.url
      },
    })
    expect(devnet.deployed).toBe(true)
    expect(lines.some((line) => line.startsWith('chain: deployed and seeded'))).toBe(true)
    expect(proxy?.stats().requests).toBeGreaterThan(100)
    // complete: the manifest, every address with code, and the state file holding it all
    const manifest = readCompleteManifest(manifestPath)
    expect(manifest).toEqual(devnet.manifest)
    const client = anvilClient(devnet.anvil.url)
    for (const address of [
      ...Object.values(devnet.manifest.contracts),
      ...Object.values(devnet.manifest.tokens),
    ]) {
      expect((await client.getCode({ address }))?.length, address).toBeGreaterThan(2)
    }
    expect(existsSync(statePath)).toBe(true)
  }, 600_000)

  test('the state file written before the manifest holds the seeded world: a restart reuses it', async () => {
    const head = await anvilClient(devnet?.anvil.url ?? '').getBlockNumber()
    // SIGKILL: Anvil gets no chance to save on the way out, as when a start is killed
    const killed = devnet?.anvil.process
    await new Promise((done) => {
      killed?.once('exit', done)
      killed?.kill('SIGKILL')
    })
    devnet = await startDevnet({
      port: 0,
      manifestPath: join(dir, 'deployments', '1337.json'),
      statePath: join(dir, 'state.json'),
    })
    expect(devnet.deployed).toBe(false)
    expect(await anvilClient(devnet.anvil.url).getBlockNumber()).toBe(head)
  })
})
