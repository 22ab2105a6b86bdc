import { zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import type { PoolDefinition } from './configuredPools'
import {
  getPoolAddress,
  getPoolsConfig,
  isNativePool,
  UnknownPoolTokenError,
} from './getPoolsConfig'

const USDT = '0x00000000000000000000000000000000000000a1'
const GHOST = '0x00000000000000000000000000000000000000a2'
const chef = (n: number) => `0x${(0xc000 + n).toString(16).padStart(40, '0')}` as const

const manifest = {
  chainId: 1337,
  tokens: { USDT, BUSD: chef(90), GHOST, CAKE: chef(91), TAX: chef(92) },
  contracts: {
    WBNB: chef(80),
    Factory: chef(81),
    Router: chef(82),
    FeeSplitter: chef(85),
    Buyback: chef(86),
    Multicall: chef(83),
    MasterChef: chef(84),
    SmartChef0: chef(0),
    SmartChef1: chef(1),
    SmartChef2: chef(2),
    SmartChef3: chef(3),
  },
} as const

describe('getPoolsConfig', () => {
  test("spec §3's pools and the CAKE pool (issue 34) on the local chain", () => {
    expect(getPoolsConfig({ manifest })).toMatchInlineSnapshot(`
      [
        {
          "contractAddress": {
            "1337": "0x000000000000000000000000000000000000c000",
          },
          "earningToken": {
            "address": "0x00000000000000000000000000000000000000a1",
            "decimals": 18,
            "projectLink": "https://tether.to/",
            "symbol": "USDT",
          },
          "enableEmergencyWithdraw": false,
          "harvest": true,
          "isFinished": true,
          "poolCategory": "BINANCE",
          "sortOrder": 3,
          "sousId": 0,
          "stakingToken": {
            "address": "0x0000000000000000000000000000000000000000",
            "decimals": 18,
            "projectLink": "https://www.bnbchain.org/",
            "symbol": "BNB",
          },
          "tokenPerBlock": "0.005",
        },
        {
          "contractAddress": {
            "1337": "0x000000000000000000000000000000000000c001",
          },
          "earningToken": {
            "address": "0x00000000000000000000000000000000000000a1",
            "decimals": 18,
            "projectLink": "https://tether.to/",
            "symbol": "USDT",
          },
          "enableEmergencyWithdraw": false,
          "harvest": true,
          "isFinished": true,
          "poolCategory": "BINANCE",
          "sortOrder": 2,
          "sousId": 1,
          "stakingToken": {
            "address": "0x0000000000000000000000000000000000000000",
            "decimals": 18,
            "projectLink": "https://www.bnbchain.org/",
            "symbol": "BNB",
          },
          "tokenPerBlock": "0.001",
        },
        {
          "contractAddress": {
            "1337": "0x000000000000000000000000000000000000c002",
          },
          "earningToken": {
            "address": "0x00000000000000000000000000000000000000a1",
            "decimals": 18,
            "projectLink": "https://tether.to/",
            "symbol": "USDT",
          },
          "enableEmergencyWithdraw": false,
          "harvest": true,
          "isFinished": false,
          "poolCategory": "BINANCE",
          "sortOrder": 1,
          "sousId": 2,
          "stakingToken": {
            "address": "0x0000000000000000000000000000000000000000",
            "decimals": 18,
            "projectLink": "https://www.bnbchain.org/",
            "symbol": "BNB",
          },
          "tokenPerBlock": "0.00005",
        },
        {
          "contractAddress": {
            "1337": "0x000000000000000000000000000000000000c003",
          },
          "earningToken": {
            "address": "0x00000000000000000000000000000000000000a1",
            "decimals": 18,
            "projectLink": "https://tether.to/",
            "symbol": "USDT",
          },
          "enableEmergencyWithdraw": false,
          "harvest": true,
          "isFinished": false,
          "poolCategory": "CORE",
          "sortOrder": 0,
          "sousId": 3,
          "stakingToken": {
            "address": "0x000000000000000000000000000000000000c05b",
            "decimals": 18,
            "projectLink": "https://pancakeswap.finance/",
            "symbol": "CAKE",
          },
          "tokenPerBlock": "0.002",
        },
      ]
    `)
  })

  test('every SmartChefN key is a pool; unknown ones take the default, in sousId order', () => {
    const contracts: typeof manifest.contracts & Record<string, `0x${string}`> = {
      ...manifest.contracts,
    }
    for (let n = 49; n >= 4; n--) contracts[`SmartChef${n}`] = chef(n)
    // not pools: other names and non-canonical numbers
    contracts.SmartChefX = chef(200)
    contracts.SmartChef07 = chef(201)
    const pools = getPoolsConfig({ manifest: { ...manifest, contracts } })
    expect(pools).toHaveLength(50)
    expect(pools.map((pool) => pool.sousId)).toEqual([...Array(50).keys()])
    const extra = pools[49]
    expect(extra).toMatchObject({
      sousId: 49,
      contractAddress: { 1337: chef(49) },
      stakingToken: { symbol: 'BNB', address: zeroAddress },
      earningToken: { symbol: 'USDT', address: USDT },
      tokenPerBlock: undefined,
      isFinished: false,
      sortOrder: 1049,
    })
  })

  test('a definition without a contract is left out; ERC20 staking makes a CORE pool', () => {
    const definitions: PoolDefinition[] = [
      {
        sousId: 1,
        stakingToken: 'GHOST',
        earningToken: 'GHOST',
        tokenPerBlock: '1',
        sortOrder: 0,
        isFinished: false,
        harvest: true,
        enableEmergencyWithdraw: true,
      },
      {
        sousId: 7,
        stakingToken: 'BNB',
        earningToken: 'USDT',
        tokenPerBlock: '1',
        sortOrder: 0,
        isFinished: false,
        harvest: true,
        enableEmergencyWithdraw: false,
      },
    ]
    const pools = getPoolsConfig({ manifest, definitions })
    expect(pools.map((pool) => pool.sousId)).toEqual([0, 1, 2, 3])
    const ghostPool = pools[1]
    if (!ghostPool) throw new Error('missing pool 1')
    expect(ghostPool.poolCategory).toBe('CORE')
    expect(ghostPool.stakingToken.address).toBe(GHOST)
    expect(isNativePool(ghostPool)).toBe(false)
    expect(getPoolAddress(ghostPool, 1337)).toBe(chef(1))
    expect(getPoolAddress(ghostPool, 56)).toBeUndefined()
  })

  test('a token the manifest lacks is an error naming the pool', () => {
    const definitions: PoolDefinition[] = [
      {
        sousId: 0,
        stakingToken: 'DEEP',
        earningToken: 'USDT',
        tokenPerBlock: '1',
        sortOrder: 0,
        isFinished: false,
        harvest: true,
        enableEmergencyWithdraw: false,
      },
    ]
    expect(() => getPoolsConfig({ manifest, definitions })).toThrowError(
      new UnknownPoolTokenError('DEEP', 0),
    )
    expect(() => getPoolsConfig({ manifest, definitions })).toThrowErrorMatchingInlineSnapshot(
      `[UnknownPoolTokenError: Pool 0: the manifest has no token DEEP]`,
    )
  })
})
