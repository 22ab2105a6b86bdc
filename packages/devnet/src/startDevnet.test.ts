import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ghostFactoryAbi, ghostPairAbi, masterChefAbi, smartChefAbi } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import { parseManifest } from '@ghost/contracts/manifest'
import { erc20Abi, numberToHex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS, type Devnet, startDevnet } from './startDevnet'
import { ACCOUNT_GRANTS, COMMUNITY, FARM, HISTORY, PAIRS, POOLS } from './worldPlan'

let dir: string
let devnet: Devnet

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ghost-devnet-'))
  devnet = await startDevnet({
    port: 0,
    manifestPath: join(dir, 'deployments', '1337.json'),
    statePath: join(dir, 'state.json'),
  })
})

afterAll(async () => {
  await devnet?.anvil.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('startDevnet', () => {
  test('writes a manifest in the documented shape, every address with code', async () => {
    const client = anvilClient(devnet.anvil.url)
    expect(numberToHex(await client.getChainId())).toBe('0x539')
    const manifest = parseManifest(
      JSON.parse(readFileSync(join(dir, 'deployments', '1337.json'), 'utf8')),
    )
    expect(manifest).toEqual(devnet.manifest)
    expect(Object.keys(manifest.contracts)).toEqual(
      expect.arrayContaining([
        'WBNB',
        'Factory',
        'Router',
        'FeeSplitter',
        'Buyback',
        'Multicall',
        'MasterChef',
        'SmartChef0',
        'SmartChef1',
        'SmartChef2',
      ]),
    )
    expect(Object.keys(manifest.tokens)).toEqual(
      expect.arrayContaining(['USDT', 'BUSD', 'GHOST', 'CAKE', 'TAX']),
    )
    for (const address of [
      ...Object.values(manifest.contracts),
      ...Object.values(manifest.tokens),
    ]) {
      const code = await client.getCode({ address })
      expect(code?.length, address).toBeGreaterThan(2)
    }
  })

  test('seeds every planned pair with liquidity, including the token reachable only in three hops', async () => {
    const client = anvilClient(devnet.anvil.url)
    const { manifest } = devnet
    expect(Object.keys(manifest.pairs ?? {})).toEqual(PAIRS.map(([a, b]) => `${a}-${b}`))
    for (const pair of Object.values(manifest.pairs ?? {})) {
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'getReserves',
      })
      expect(reserve0).toBeGreaterThan(0n)
      expect(reserve1).toBeGreaterThan(0n)
      // Price accumulators already running, as on a pair that has traded for a while.
      const accumulated = await Promise.all(
        (['price0CumulativeLast', 'price1CumulativeLast'] as const).map((functionName) =>
          client.readContract({ address: pair, abi: ghostPairAbi, functionName }),
        ),
      )
      expect(accumulated.every((value) => value > 0n)).toBe(true)
    }
    const deep = manifest.tokens.DEEP
    if (!deep) throw new Error('DEEP missing')
    const direct = await client.readContract({
      address: manifest.contracts.Factory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [manifest.contracts.WBNB, deep],
    })
    expect(direct).toBe(zeroAddress)
  })

  test('funds farm pid 0 (USDT-BNB LP, 10X) and the pools; sousId 0 and 1 are finished, 2 is live', async () => {
    const client = anvilClient(devnet.anvil.url)
    const { manifest } = devnet
    const [lpToken, allocPoint] = await client.readContract({
      address: manifest.contracts.MasterChef,
      abi: masterChefAbi,
      functionName: 'poolInfo',
      args: [0n],
    })
    expect(lpToken).toBe(manifest.pairs?.['BNB-USDT'])
    expect(allocPoint).toBe(FARM.pid0AllocPoint)
    const ghostInChef = await client.readContract({
      address: manifest.tokens.GHOST,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [manifest.contracts.MasterChef],
    })
    expect(ghostInChef).toBe(FARM.funding)
    const block = await client.getBlockNumber()
    for (const pool of POOLS) {
      const address = manifest.contracts[`SmartChef${pool.sousId}`]
      if (!address) throw new Error(`SmartChef${pool.sousId} missing`)
      const end = await client.readContract({
        address,
        abi: smartChefAbi,
        functionName: 'bonusEndBlock',
      })
      expect(block > end, `sousId ${pool.sousId} finished`).toBe(pool.sousId < 2)
      expect(
        await client.readContract({ address, abi: smartChefAbi, functionName: 'rewardPerBlock' }),
      ).toBe(pool.rewardPerBlock)
    }
    const [staked] = await client.readContract({
      address: manifest.contracts.SmartChef0,
      abi: smartChefAbi,
      functionName: 'userInfo',
      args: [devAccount(DEV_ACCOUNTS.holders[0]).address],
    })
    expect(staked).toBe(ACCOUNT_GRANTS.finishedPoolStake)
  })

  test('development accounts hold tokens and LP', async () => {
    const client = anvilClient(devnet.anvil.url)
    const { manifest } = devnet
    for (const index of DEV_ACCOUNTS.holders) {
      const owner = devAccount(index).address
      const usdt = await client.readContract({
        address: manifest.tokens.USDT,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
      expect(usdt).toBe(ACCOUNT_GRANTS.tokens)
      const lp = manifest.pairs?.['BNB-USDT']
      if (!lp) throw new Error('no LP')
      expect(
        await client.readContract({
          address: lp,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        }),
      ).toBeGreaterThan(0n)
    }
  })

  test('the chain has a past: trades from days ago up to now, in increasing time, on every trading pair', async () => {
    const client = anvilClient(devnet.anvil.url)
    const now = BigInt(Math.floor(Date.now() / 1000))
    const genesis = await client.getBlock({ blockNumber: 0n })
    expect(now - genesis.timestamp).toBeGreaterThan(BigInt(HISTORY.days * 86_400))
    const latest = await client.getBlock()
    expect(now - latest.timestamp).toBeLessThan(120n)
    for (const [key] of HISTORY.pairs) {
      const address = devnet.manifest.pairs?.[key]
      if (!address) throw new Error(`${key} missing`)
      const swaps = await client.getContractEvents({
        address,
        abi: ghostPairAbi,
        eventName: 'Swap',
        fromBlock: 0n,
      })
      expect(swaps.length, key).toBeGreaterThan(10)
      const times = await Promise.all(
        swaps.map(
          async (log) => (await client.getBlock({ blockNumber: log.blockNumber })).timestamp,
        ),
      )
      expect(times.every((time, i) => i === 0 || time >= (times[i - 1] as bigint))).toBe(true)
      expect(now - (times[0] as bigint), key).toBeGreaterThan(BigInt((HISTORY.days - 1) * 86_400))
      expect(now - (times.at(-1) as bigint), key).toBeLessThan(86_400n)
    }
  })

  test('the community holds stakes in the farm and the live pool', async () => {
    const client = anvilClient(devnet.anvil.url)
    const { MasterChef, SmartChef2 } = devnet.manifest.contracts
    for (const [i, index] of DEV_ACCOUNTS.community.entries()) {
      const member = devAccount(index).address
      const [farmStake] = await client.readContract({
        address: MasterChef,
        abi: masterChefAbi,
        functionName: 'userInfo',
        args: [0n, member],
      })
      expect(farmStake).toBeGreaterThan(0n)
      const [poolStake] = await client.readContract({
        address: SmartChef2,
        abi: smartChefAbi,
        functionName: 'userInfo',
        args: [member],
      })
      expect(poolStake).toBe(COMMUNITY.poolStakes[i])
    }
    expect(
      await client.readContract({
        address: SmartChef2,
        abi: smartChefAbi,
        functionName: 'totalStaked',
      }),
    ).toBe(COMMUNITY.poolStakes.reduce((sum, stake) => sum + stake, 0n))
  })

  test('after the history every trading pair is back at its planned price', async () => {
    const client = anvilClient(devnet.anvil.url)
    const { manifest } = devnet
    for (const [symbolA, symbolB, amountA, amountB] of PAIRS) {
      const key = `${symbolA}-${symbolB}`
      if (!HISTORY.pairs.some(([trading]) => trading === key)) continue
      const address = manifest.pairs?.[key]
      if (!address) throw new Error(`${key} missing`)
      const [[reserve0, reserve1], token0] = await Promise.all([
        client.readContract({ address, abi: ghostPairAbi, functionName: 'getReserves' }),
        client.readContract({ address, abi: ghostPairAbi, functionName: 'token0' }),
      ])
      const tokenA = symbolA === 'BNB' ? manifest.contracts.WBNB : manifest.tokens[symbolA]
      const [reserveA, reserveB] = token0 === tokenA ? [reserve0, reserve1] : [reserve1, reserve0]
      // reserveB / reserveA equals amountB / amountA to within a millionth
      const difference = reserveB * amountA - amountB * reserveA
      const tolerance = (amountB * reserveA) / 1_000_000n
      expect(difference < 0n ? -difference : difference, key).toBeLessThanOrEqual(tolerance)
    }
  })

  test('every fresh world has the same history (a seeded walk)', async () => {
    const other = await startDevnet({ port: 0, manifestPath: join(dir, 'other', '1337.json') })
    try {
      const fingerprint = async (world: Devnet) => {
        const client = anvilClient(world.anvil.url)
        return Promise.all(
          Object.values(world.manifest.pairs ?? {}).map((address) =>
            client.readContract({ address, abi: ghostPairAbi, functionName: 'totalSupply' }),
          ),
        )
      }
      expect(await fingerprint(other)).toEqual(await fingerprint(devnet))
    } finally {
      await other.anvil.stop()
    }
  })

  test('a restart with the saved state reuses the deployed world instead of deploying again', async () => {
    await devnet.anvil.stop()
    devnet = await startDevnet({
      port: 0,
      manifestPath: join(dir, 'deployments', '1337.json'),
      statePath: join(dir, 'state.json'),
    })
    expect(devnet.deployed).toBe(false)
    const client = anvilClient(devnet.anvil.url)
    const code = await client.getCode({ address: devnet.manifest.contracts.Router })
    expect(code?.length).toBeGreaterThan(2)
  })

  test('a saved chain without our world starts over on a chain that has a past', async () => {
    await devnet.anvil.stop()
    rmSync(join(dir, 'deployments', '1337.json'))
    devnet = await startDevnet({
      port: 0,
      manifestPath: join(dir, 'deployments', '1337.json'),
      statePath: join(dir, 'state.json'),
    })
    expect(devnet.deployed).toBe(true)
    const genesis = await anvilClient(devnet.anvil.url).getBlock({ blockNumber: 0n })
    const now = BigInt(Math.floor(Date.now() / 1000))
    expect(now - genesis.timestamp).toBeGreaterThan(BigInt(HISTORY.days * 86_400))
  })
})
