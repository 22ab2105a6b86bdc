/**
 * Test worlds on a private Anvil, set up once per test file: the deployed world (deployWorld), or
 * a whole devnet with its seeded past (startDevnet); and the admin commands run against them.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  DEV_MNEMONIC,
  devAccount,
  revertTo,
  startAnvil,
} from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { type Address, type Hex, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { runAdmin } from '../admin/cli'
import { deployWorld } from '../deployWorld'
import { type Devnet, devWriter, startDevnet } from '../startDevnet'

export type LocalWorld = {
  readonly anvil: AnvilInstance
  /** Signs as account 0, the contracts' owner. */
  readonly client: AnvilClient
  readonly manifest: Manifest
}

/** The world's treasury in these tests: account 9. */
export const TEST_TREASURY: Address = devAccount(9).address

const NOT_SET_UP = 'the world is set up in beforeAll: read it inside a test or a hook'

function ready<value>(value: value | undefined): value {
  if (value === undefined) throw new Error(NOT_SET_UP)
  return value
}

/**
 * Registers, in the current file or describe block, the hooks that deploy the world on a new
 * Anvil (account 0 deploying, account 9 the treasury) and stop it afterwards. With
 * `eachTestFromDeploy`, every test starts from the freshly deployed world (a snapshot reverted
 * before each).
 */
export function setUpLocalWorld(options: { eachTestFromDeploy?: boolean } = {}): LocalWorld {
  let anvil: AnvilInstance | undefined
  let client: AnvilClient | undefined
  let manifest: Manifest | undefined
  let deployed: Hex | undefined

  beforeAll(async () => {
    anvil = await startAnvil()
    client = anvilClient(anvil.url)
    manifest = await deployWorld({ deployer: devWriter(anvil.url, 0), treasury: TEST_TREASURY })
    if (options.eachTestFromDeploy) deployed = await client.snapshot()
  }, 120_000)

  if (options.eachTestFromDeploy) {
    beforeEach(async () => {
      // a reverted snapshot is used up: take it again
      await revertTo(ready(client), ready(deployed))
      deployed = await ready(client).snapshot()
    })
  }

  afterAll(async () => {
    await anvil?.stop()
  })

  return {
    get anvil() {
      return ready(anvil)
    },
    get client() {
      return ready(client)
    },
    get manifest() {
      return ready(manifest)
    },
  }
}

/**
 * Runs admin commands against `world` (as the command's local account, or PRIVATE_KEY `key`;
 * on another `manifest` to see a refusal): the exit code and what it printed.
 */
export function adminRunner(world: LocalWorld) {
  return async (argv: string[], options: { key?: string; manifest?: Manifest } = {}) => {
    const out: string[] = []
    const err: string[] = []
    const code = await runAdmin(argv, {
      print: (line) => out.push(line),
      error: (line) => err.push(line),
      options: {
        manifest: options.manifest ?? world.manifest,
        rpcUrl: world.anvil.url,
        privateKey: options.key,
      },
    })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }
}

/**
 * Runs `deploy` on `world` and answers what it answered and how many transactions the deployer
 * (account 0) sent meanwhile.
 */
export async function countDeployerTransactions<result>(
  world: LocalWorld,
  deploy: () => Promise<result>,
): Promise<{ deployed: result; transactions: number }> {
  const deployer = devAccount(0).address
  const before = await world.client.getTransactionCount({ address: deployer })
  const deployed = await deploy()
  const after = await world.client.getTransactionCount({ address: deployer })
  return { deployed, transactions: after - before }
}

export type AdminRunner = ReturnType<typeof adminRunner>

/** Runs a command that must succeed (nothing on stderr, exit code 0): answers what it printed. */
export function adminSucceeds(admin: AdminRunner) {
  return async (argv: string[]) => {
    const result = await admin(argv)
    expect(result.err).toBe('')
    expect(result.code).toBe(0)
    return result.out
  }
}

/** Runs a command (as account 0, or PRIVATE_KEY `key`) that must be refused (exit 1) for `reason`. */
export function adminRefuses(admin: AdminRunner) {
  return async (argv: string[], reason: RegExp, key?: string) => {
    const result = await admin(argv, key === undefined ? {} : { key })
    expect(result.code).toBe(1)
    expect(result.err).toMatch(reason)
  }
}

/** Development account `index`'s private key, to run a command as its PRIVATE_KEY. */
export function devKey(index: number): Hex {
  const key = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).getHdKey().privateKey
  if (!key) throw new Error('no development key')
  return toHex(key)
}

export type SeededDevnet = {
  readonly devnet: Devnet
  /** Signs as account 0. */
  readonly client: AnvilClient
  /** The folder of the devnet's manifest (`1337.json`), removed afterwards. */
  readonly dir: string
}

/**
 * Registers the hooks that start a whole devnet (startDevnet: the world and its seeded past) on
 * a new Anvil, its manifest in a temporary folder named after `name`, and stop and remove it
 * afterwards.
 */
export function setUpSeededDevnet(name: string): SeededDevnet {
  let devnet: Devnet | undefined
  let client: AnvilClient | undefined
  let dir: string | undefined

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `ghost-${name}-`))
    devnet = await startDevnet({ port: 0, manifestPath: join(dir, '1337.json') })
    client = anvilClient(devnet.anvil.url)
  }, 180_000)

  afterAll(async () => {
    await devnet?.anvil.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  return {
    get devnet() {
      return ready(devnet)
    },
    get client() {
      return ready(client)
    },
    get dir() {
      return ready(dir)
    },
  }
}
