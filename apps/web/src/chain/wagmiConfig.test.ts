import { type AnvilInstance, freePort, LOCAL_CHAIN_ID, startAnvil } from '@ghost/contracts/anvil'
import { createClient } from 'viem'
import { getChainId } from 'viem/actions'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createRpcTransport } from './wagmiConfig'

let anvil: AnvilInstance

beforeAll(async () => {
  anvil = await startAnvil()
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

test('with several nodes, a dead first one gives way to the next', async () => {
  const dead = `http://127.0.0.1:${await freePort()}`
  const client = createClient({ transport: createRpcTransport([dead, anvil.url]) })
  expect(await getChainId(client)).toBe(LOCAL_CHAIN_ID)
}, 30_000)

test('with one node, every node failing fails the request', async () => {
  const dead = `http://127.0.0.1:${await freePort()}`
  const client = createClient({ transport: createRpcTransport([dead]) })
  await expect(getChainId(client)).rejects.toThrow('HTTP request failed')
}, 30_000)
