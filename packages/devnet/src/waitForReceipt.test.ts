import { type AnvilInstance, devAccount, freePort, startAnvil } from '@ghost/contracts/anvil'
import { createPublicClient, createWalletClient, http, publicActions } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RpcProxy, startRpcProxy } from './rpcProxy/startRpcProxy'
import { waitForReceipt } from './waitForReceipt'

let anvil: AnvilInstance
let proxy: RpcProxy

beforeAll(async () => {
  anvil = await startAnvil()
  proxy = await startRpcProxy({ upstream: anvil.url, receiptDelayMs: 3_000 })
})

afterAll(async () => {
  await proxy?.stop()
  await anvil?.stop()
})

describe('waitForReceipt', () => {
  test('waits for a receipt the node answers late, and says it is waiting', async () => {
    const client = createWalletClient({
      transport: http(proxy.url),
      account: devAccount(0),
      pollingInterval: 50,
    }).extend(publicActions)
    const hash = await client.sendTransaction({
      to: devAccount(1).address,
      value: 1n,
      chain: null,
    })
    const lines: string[] = []
    const receipt = await waitForReceipt(client, {
      hash,
      what: 'a payment',
      logEvery: 100,
      log: (line) => lines.push(line),
    })
    expect(receipt.transactionHash).toBe(hash)
    expect(receipt.status).toBe('success')
    expect(lines[0]).toMatch(
      new RegExp(
        `^waiting for the chain: transaction ${hash} \\(a payment\\) not mined after \\d+ s$`,
      ),
    )
  })

  test('gives up on a node that does not answer at all, with its error', async () => {
    const client = createPublicClient({
      transport: http(`http://127.0.0.1:${await freePort()}`, { retryCount: 0 }),
      pollingInterval: 10,
    })
    await expect(
      waitForReceipt(client, { hash: `0x${'11'.repeat(32)}`, maxFailures: 3, log: () => {} }),
    ).rejects.toThrow(/HTTP request failed|fetch failed/)
  })
})
