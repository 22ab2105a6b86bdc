import { type AnvilInstance, freePort, LOCAL_CHAIN_ID, startAnvil } from '@ghost/contracts/anvil'
import { MANIFEST_CONTRACTS, MANIFEST_TOKENS, parseManifest } from '@ghost/contracts/manifest'
import { zeroAddress } from 'viem'
import { getChainId } from 'viem/actions'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseRuntimeConfig } from '../config/runtimeConfig'
import { createWagmiConfig } from './wagmiConfig'

let anvil: AnvilInstance

beforeAll(async () => {
  anvil = await startAnvil()
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

const manifest = parseManifest({
  chainId: LOCAL_CHAIN_ID,
  startBlock: 0,
  contracts: Object.fromEntries(MANIFEST_CONTRACTS.map((name) => [name, zeroAddress])),
  tokens: Object.fromEntries(MANIFEST_TOKENS.map((name) => [name, zeroAddress])),
})

async function clientFor(rpc: { rpcUrl?: string; rpcUrls?: string[] }) {
  const config = parseRuntimeConfig({
    chainId: LOCAL_CHAIN_ID,
    apiUrl: 'http://127.0.0.1:1',
    manifest,
    ...rpc,
  })
  return createWagmiConfig(config).getClient()
}

test('with rpcUrls, a dead first node gives way to the next', async () => {
  const dead = `http://127.0.0.1:${await freePort()}`
  const client = await clientFor({ rpcUrls: [dead, anvil.url] })
  expect(await getChainId(client)).toBe(LOCAL_CHAIN_ID)
  expect(client.chain.rpcUrls.default.http).toEqual([dead, anvil.url])
}, 60_000)

test('rpcUrl alone still names the node', async () => {
  const client = await clientFor({ rpcUrl: anvil.url })
  expect(await getChainId(client)).toBe(LOCAL_CHAIN_ID)
}, 60_000)

test('when every node is dead the request fails (after its retries)', async () => {
  const dead = `http://127.0.0.1:${await freePort()}`
  const client = await clientFor({ rpcUrl: dead })
  await expect(getChainId(client)).rejects.toThrow('HTTP request failed')
}, 60_000)
