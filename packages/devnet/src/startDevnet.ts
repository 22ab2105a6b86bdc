/**
 * Starts the local chain (Anvil, chain id 1337, loopback) and makes sure the Ghost world is
 * deployed on it: an existing manifest whose every address has code is reused (the chain state
 * persists across restarts in `statePath`), otherwise everything is deployed and seeded afresh.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { ghostPairAbi } from '@ghost/contracts'
import {
  type AnvilInstance,
  anvilClient,
  devAccount,
  LOCAL_CHAIN_ID,
  localChain,
  startAnvil,
} from '@ghost/contracts/anvil'
import { type Manifest, parseManifest } from '@ghost/contracts/manifest'
import { createWalletClient, http, publicActions } from 'viem'
import { type ChainWriter, write } from './chainWriter'
import { deployWorld } from './deployWorld'

export type StartDevnetParameters = {
  /** 0 picks a free port. */
  port: number
  manifestPath: string
  /** Anvil state file: loaded at start, written on exit and every 30 s. Omit for a throwaway chain. */
  statePath?: string | undefined
  log?: ((line: string) => void) | undefined
}

export type Devnet = {
  anvil: AnvilInstance
  manifest: Manifest
  /** Whether this start deployed a new world (false when an existing one was reused). */
  deployed: boolean
}

/** Development accounts: 0 deploys, 1–4 hold tokens and LP (1 also has stake in finished pools), 9 is the treasury. */
export const DEV_ACCOUNTS = { deployer: 0, holders: [1, 2, 3, 4], treasury: 9 } as const

export function devWriter(url: string, index: number): ChainWriter {
  return createWalletClient({
    chain: localChain(url),
    transport: http(url),
    account: devAccount(index),
  }).extend(publicActions)
}

async function existingWorld(url: string, manifestPath: string): Promise<Manifest | undefined> {
  if (!existsSync(manifestPath)) return undefined
  let manifest: Manifest
  try {
    manifest = parseManifest(JSON.parse(readFileSync(manifestPath, 'utf8')))
  } catch {
    return undefined
  }
  if (manifest.chainId !== LOCAL_CHAIN_ID) return undefined
  const client = anvilClient(url)
  const addresses = [...Object.values(manifest.contracts), ...Object.values(manifest.tokens)]
  const codes = await Promise.all(addresses.map((address) => client.getCode({ address })))
  return codes.every((code) => code !== undefined && code !== '0x') ? manifest : undefined
}

/**
 * A pair's TWAP accumulators start at zero and are first written a second after its first update.
 * Seeding takes about a second, so some fresh pairs would leave that first write (2 × 22,100 gas)
 * to the first user's swap, and Anvil, which mines many blocks under one timestamp, can estimate
 * that swap without it (the sdk's `getGasLimit` leaves room for it). A second later, a
 * `sync` per pair starts every accumulator, as on any pair that has traded for a while.
 */
async function startPriceAccumulators(url: string, manifest: Manifest) {
  await anvilClient(url).increaseTime({ seconds: 1 })
  const deployer = devWriter(url, DEV_ACCOUNTS.deployer)
  for (const pair of Object.values(manifest.pairs ?? {})) {
    await write(deployer, {
      address: pair,
      abi: ghostPairAbi,
      functionName: 'sync',
      pairsTouched: 1,
    })
  }
}

export async function startDevnet(parameters: StartDevnetParameters): Promise<Devnet> {
  const log = parameters.log ?? (() => {})
  const args = ['--balance', '1000000']
  if (parameters.statePath) {
    mkdirSync(dirname(parameters.statePath), { recursive: true })
    args.push('--state', parameters.statePath, '--state-interval', '30')
  }
  const anvil = await startAnvil({ port: parameters.port, chainId: LOCAL_CHAIN_ID, args })
  try {
    const reused = await existingWorld(anvil.url, parameters.manifestPath)
    if (reused) {
      log(`chain: reusing the deployed world from ${parameters.manifestPath}`)
      return { anvil, manifest: reused, deployed: false }
    }
    const started = performance.now()
    const client = anvilClient(anvil.url)
    const manifest = await deployWorld({
      deployer: devWriter(anvil.url, DEV_ACCOUNTS.deployer),
      treasury: devAccount(DEV_ACCOUNTS.treasury).address,
      holders: DEV_ACCOUNTS.holders.map((index) => devWriter(anvil.url, index)),
      mine: (blocks) => client.mine({ blocks: Number(blocks) }),
    })
    await startPriceAccumulators(anvil.url, manifest)
    mkdirSync(dirname(parameters.manifestPath), { recursive: true })
    writeFileSync(parameters.manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
    log(`chain: deployed and seeded in ${((performance.now() - started) / 1000).toFixed(1)}s`)
    return { anvil, manifest, deployed: true }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
