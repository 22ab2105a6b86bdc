/**
 * The steps the screens' chain test worlds take alike on Anvil: a manifest written where a
 * spawned Ghost server can read it, the chain's clock, a DEX pair, and a profile made as the app's
 * "Create your profile" makes it. Each is a fixture sent straight from dev accounts (not through
 * the app), so one change to how the contracts want it done reaches every world.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ghostFactoryAbi,
  ghostPairAbi,
  ghostProfileAbi,
  ghostSquadAbi,
  testTokenAbi,
  testTokenBytecode,
} from '@ghost/contracts'
import type { AnvilClient } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { type ChainWriter, deploy, devWriter, write } from '@ghost/devnet'
import { type Address, erc20Abi, erc721Abi, maxUint256, parseEther, parseEventLogs } from 'viem'
import type { RuntimeConfig } from '../config/runtimeConfig'

/** An API address nothing listens on: the screens' chain reads and nothing else. */
export const CLOSED_API_URL = 'http://127.0.0.1:1'

/** The app's config for the local chain (id 1337) at `rpcUrl`, its API at `apiUrl`. */
export function localRuntimeConfig(
  rpcUrl: string,
  manifest: Manifest,
  apiUrl: string = CLOSED_API_URL,
): RuntimeConfig {
  return { chainId: 1337, rpcUrl, apiUrl, manifest }
}

export type ManifestFile = {
  path: string
  /** Deletes the file and its temporary folder. */
  remove(): void
}

/**
 * Writes `manifest` to `manifest.json` in a new temporary folder named from `prefix`: the real
 * Ghost server runs in its own process and reads its manifest from a file.
 */
export function writeManifestFile(manifest: Manifest, prefix: string): ManifestFile {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const path = join(dir, 'manifest.json')
  writeFileSync(path, JSON.stringify(manifest, null, 2))
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

export type AnvilClock = {
  /** The latest block's time. */
  now(): Promise<bigint>
  /** Mines a block at `timestamp` (the chain's clock moves there). */
  mineAt(timestamp: bigint): Promise<void>
}

export function anvilClock(client: AnvilClient): AnvilClock {
  return {
    now: async () => (await client.getBlock({ blockTag: 'latest' })).timestamp,
    mineAt: async (timestamp) => {
      await client.setNextBlockTimestamp({ timestamp })
      await client.mine({ blocks: 1 })
    },
  }
}

/** Deploys a TestToken, its whole `supply` (100,000,000 tokens unless given) the deployer's. */
export function deployTestToken(
  deployer: ChainWriter,
  token: { name: string; symbol: string; decimals?: number; supply?: bigint },
): Promise<Address> {
  const { name, symbol, decimals = 18, supply = parseEther('100000000') } = token
  return deploy(deployer, {
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    args: [name, symbol, decimals, supply],
    name: symbol,
  })
}

/** Has `factory` create the `tokenA`-`tokenB` pair (empty); its address. */
export async function createPair(
  deployer: ChainWriter,
  factory: Address,
  tokenA: Address,
  tokenB: Address,
): Promise<Address> {
  await write(deployer, {
    address: factory,
    abi: ghostFactoryAbi,
    functionName: 'createPair',
    args: [tokenA, tokenB],
  })
  return deployer.readContract({
    address: factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  })
}

/**
 * Sends `pair` the `amounts` of its tokens from the deployer and mints the LP to `to`: straight to
 * the pair, no router.
 */
export async function mintPairLiquidity(
  deployer: ChainWriter,
  pair: Address,
  amounts: readonly (readonly [Address, bigint])[],
  to: Address,
): Promise<void> {
  for (const [token, amount] of amounts) {
    await write(deployer, {
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [pair, amount],
    })
  }
  await write(deployer, { address: pair, abi: ghostPairAbi, functionName: 'mint', args: [to] })
}

export type ProfileContracts = { cake: Address; profile: Address; squad: Address }

export type NewProfile = {
  team: bigint
  /** CAKE the deployer sends the account first: the registration's and whatever else it spends. */
  cake: bigint
  /** The Ghost Squad avatar's token URI. */
  avatarUri: string
}

/**
 * Gives dev account `account` an active profile as "Create your profile" makes it: CAKE from the
 * deployer, a Ghost Squad avatar minted by it, the account's approvals, then `createProfile`.
 */
export async function createProfileAs(
  url: string,
  deployer: ChainWriter,
  contracts: ProfileContracts,
  account: number,
  profile: NewProfile,
): Promise<void> {
  const { cake, profile: profileContract, squad } = contracts
  const user = devWriter(url, account)
  await write(deployer, {
    address: cake,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [user.account.address, profile.cake],
  })
  await write(user, {
    address: cake,
    abi: erc20Abi,
    functionName: 'approve',
    args: [profileContract, maxUint256],
  })
  const minted = await write(deployer, {
    address: squad,
    abi: ghostSquadAbi,
    functionName: 'mint',
    args: [user.account.address, profile.avatarUri],
  })
  const [transfer] = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: minted.logs })
  if (!transfer) throw new Error('the Ghost Squad mint announced no Transfer')
  await write(user, {
    address: squad,
    abi: ghostSquadAbi,
    functionName: 'setApprovalForAll',
    args: [profileContract, true],
  })
  await write(user, {
    address: profileContract,
    abi: ghostProfileAbi,
    functionName: 'createProfile',
    args: [profile.team, squad, transfer.args.tokenId],
  })
}
