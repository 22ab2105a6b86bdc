/**
 * The chart's reads on the seeded world on Anvil: the block search by time, and the reserves of
 * a pair at past blocks move as swaps happen (the node answers calls at old blocks).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ghostRouterAbi } from '@ghost/contracts'
import { anvilClient } from '@ghost/contracts/anvil'
import { type Devnet, startDevnet } from '@ghost/devnet'
import { getGasLimit } from '@ghost/sdk'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { findFirstBlockAtOrAfter } from './findFirstBlockAtOrAfter'
import { getPriceSeries } from './getPriceSeries'
import { getSampleBlocks } from './getSampleBlocks'
import { readPairReservesHistory } from './readPairReservesHistory'

let devnet: Devnet
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ghost-chart-'))
  devnet = await startDevnet({ port: 0, manifestPath: join(dir, '1337.json') })
}, 120_000)

afterAll(async () => {
  await devnet?.anvil.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test('first block at or after a time; before the chain: its first block, after: the last', async () => {
  const client = anvilClient(devnet.anvil.url)
  const latest = await client.getBlockNumber({ cacheTime: 0 })
  const middle = await client.getBlock({ blockNumber: latest / 2n })
  const find = (timestamp: bigint) =>
    findFirstBlockAtOrAfter(client, {
      timestamp,
      fromBlock: 0n,
      toBlock: latest,
    })
  const found = await find(middle.timestamp)
  expect((await client.getBlock({ blockNumber: found })).timestamp).toBe(middle.timestamp)
  if (found > 0n) {
    expect((await client.getBlock({ blockNumber: found - 1n })).timestamp < middle.timestamp).toBe(
      true,
    )
  }
  expect(await find(0n)).toBe(0n)
  expect(await find(middle.timestamp + 10n ** 9n)).toBe(latest)
})

test('reserves at past blocks: none before the pair existed, a lower BNB price after selling BNB', async () => {
  const client = anvilClient(devnet.anvil.url)
  const { manifest } = devnet
  const pair = manifest.pairs?.['BNB-USDT']
  if (!pair) throw new Error('no BNB-USDT pair')
  const before = await client.getBlockNumber({ cacheTime: 0 })
  await client.increaseTime({ seconds: 3600 })
  const swap = {
    address: manifest.contracts.Router,
    abi: ghostRouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [manifest.contracts.WBNB, manifest.tokens.USDT], client.account.address, 2n ** 40n],
    value: parseEther('100'),
  } as const
  const estimate = await client.estimateContractGas(swap)
  const hash = await client.writeContract({
    ...swap,
    gas: getGasLimit({ estimate, pairsTouched: 1 }),
  })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  const after = await client.getBlockNumber({ cacheTime: 0 })

  const blocks = [0n, ...getSampleBlocks({ fromBlock: before - 1n, toBlock: after, count: 3 })]
  const points = await readPairReservesHistory(client, {
    multicall: manifest.contracts.Multicall,
    pair,
    blocks,
  })
  // block 0 had no pair (nor a Multicall)
  expect(points.map((point) => point.blockNumber)).toEqual(blocks.slice(1))
  const baseIsToken0 = manifest.contracts.WBNB.toLowerCase() < manifest.tokens.USDT.toLowerCase()
  const series = getPriceSeries({ points, baseIsToken0, decimals0: 18, decimals1: 18 })
  const first = series[0]
  const last = series.at(-1)
  if (!first || !last) throw new Error('no prices')
  expect(first.price).toBeCloseTo(600, 0)
  expect(last.price).toBeLessThan(first.price * 0.9)
  expect(last.time - first.time >= 3600).toBe(true)
})
