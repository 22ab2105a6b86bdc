import {
  multicallAbi,
  multicallBytecode,
  smartChefAbi,
  smartChefBytecode,
  testTokenAbi,
  testTokenBytecode,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  devWallet,
  startAnvil,
} from '@ghost/contracts/anvil'
import {
  type Address,
  createClient,
  decodeFunctionResult,
  encodeFunctionData,
  http,
  maxUint256,
  parseEther,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { executeMulticall } from '../../../chain/multicall/executeMulticall'
import { deployed, mined } from '../../../test/mined'
import { getPoolsConfig } from '../config/getPoolsConfig'
import { getPoolCalls, type PoolCall } from './getPoolCalls'
import { DEFAULT_STAKING_LIMIT, type PoolRead, parsePoolReads } from './parsePoolReads'

let anvil: AnvilInstance
let client: AnvilClient
let multicall: Address
let usdt: Address
let ghost: Address
let bnbPool: Address
let ghostPool: Address
let startBlock: bigint
let rpcRequests = 0
const user = devAccount(1).address

async function deploy(abi: unknown, bytecode: `0x${string}`, args: unknown[] = []) {
  const hash = await client.deployContract({ abi, bytecode, args } as Parameters<
    AnvilClient['deployContract']
  >[0])
  return deployed(client, hash)
}

/** Sends the calls the way the app does (one tryAggregate) and decodes them as useMulticall does. */
async function read(contracts: readonly PoolCall[]): Promise<PoolRead[]> {
  const counted = createClient({
    transport: http(anvil.url, { onFetchRequest: () => void rpcRequests++ }),
  })
  const raw = await executeMulticall(counted, {
    multicall,
    calls: contracts.map((call) => ({
      target: call.address,
      callData: encodeFunctionData(call as Parameters<typeof encodeFunctionData>[0]),
    })),
  })
  return raw.map((result, i): PoolRead => {
    const call = contracts[i] as PoolCall
    if (!result.success) return { status: 'failure', error: new Error('reverted') }
    try {
      return {
        status: 'success',
        result: decodeFunctionResult({
          abi: call.abi,
          functionName: call.functionName,
          data: result.returnData,
        } as Parameters<typeof decodeFunctionResult>[0]),
      }
    } catch (error) {
      // no contract at the address: empty data, as useMulticall reports it
      return { status: 'failure', error: error as Error }
    }
  })
}

beforeAll(async () => {
  anvil = await startAnvil()
  client = anvilClient(anvil.url)
  multicall = await deploy(multicallAbi, multicallBytecode)
  usdt = await deploy(testTokenAbi, testTokenBytecode, [
    'Tether USD',
    'USDT',
    18,
    parseEther('1000000'),
  ])
  ghost = await deploy(testTokenAbi, testTokenBytecode, [
    'Ghost',
    'GHOST',
    18,
    parseEther('1000000'),
  ])
  startBlock = (await client.getBlockNumber({ cacheTime: 0 })) + 10n
  bnbPool = await deploy(smartChefAbi, smartChefBytecode, [
    zeroAddress,
    usdt,
    parseEther('0.00005'),
    startBlock,
    startBlock + 1000n,
    parseEther('10'),
  ])
  ghostPool = await deploy(smartChefAbi, smartChefBytecode, [
    ghost,
    usdt,
    parseEther('1'),
    startBlock,
    startBlock + 500n,
    0n,
  ])
  for (const pool of [bnbPool, ghostPool]) {
    await mined(
      client,
      await client.writeContract({
        address: usdt,
        abi: testTokenAbi,
        functionName: 'transfer',
        args: [pool, parseEther('1000')],
      }),
    )
  }
  await mined(
    client,
    await client.writeContract({
      address: ghost,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [user, parseEther('50')],
    }),
  )
  const wallet = devWallet(anvil.url, 1)
  await mined(
    client,
    await wallet.writeContract({
      address: bnbPool,
      abi: smartChefAbi,
      functionName: 'deposit',
      args: [parseEther('2')],
      value: parseEther('2'),
    }),
  )
  await mined(
    client,
    await wallet.writeContract({
      address: ghost,
      abi: testTokenAbi,
      functionName: 'approve',
      args: [ghostPool, parseEther('30')],
    }),
  )
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

function pools() {
  return getPoolsConfig({
    manifest: {
      chainId: 1337,
      tokens: { USDT: usdt, BUSD: usdt, GHOST: ghost, CAKE: usdt, TAX: usdt },
      contracts: {
        WBNB: zeroAddress,
        Factory: zeroAddress,
        Router: zeroAddress,
        FeeSplitter: zeroAddress,
        Buyback: zeroAddress,
        Multicall: multicall,
        MasterChef: zeroAddress,
        SmartChef0: bnbPool,
        SmartChef1: ghostPool,
        SmartChef2: zeroAddress,
        SmartChef3: zeroAddress,
      },
    },
    definitions: [
      {
        sousId: 1,
        stakingToken: 'GHOST',
        earningToken: 'USDT',
        tokenPerBlock: '1',
        sortOrder: 1,
        isFinished: false,
        harvest: true,
        enableEmergencyWithdraw: false,
      },
    ],
  })
}

describe('getPoolCalls + parsePoolReads on a chain', () => {
  test('public reads only without an account: five per pool, all in one request', async () => {
    const { contracts, layout } = getPoolCalls({
      pools: pools(),
      chainId: 1337,
      account: undefined,
      multicall,
    })
    expect(contracts).toHaveLength(20)
    rpcRequests = 0
    const parsed = parsePoolReads(layout, await read(contracts))
    expect(rpcRequests).toBe(1)
    expect(parsed[0]).toEqual({
      sousId: 0,
      publicData: {
        startBlock,
        endBlock: startBlock + 1000n,
        totalStaked: parseEther('2'),
        stakingLimit: parseEther('10'),
        rewardPerBlock: parseEther('0.00005'),
      },
      userData: undefined,
    })
    expect(parsed[1]?.publicData).toEqual({
      startBlock,
      endBlock: startBlock + 500n,
      totalStaked: 0n,
      stakingLimit: 0n,
      rewardPerBlock: parseEther('1'),
    })
    // SmartChef2 and 3 are the zero address here: nothing answers, so nothing is known
    for (const unknown of [parsed[2], parsed[3]]) {
      expect(unknown?.publicData).toEqual({
        startBlock: undefined,
        endBlock: undefined,
        totalStaked: undefined,
        stakingLimit: DEFAULT_STAKING_LIMIT,
        rewardPerBlock: undefined,
      })
    }
  })

  test('user reads: native balance, allowance for ERC20 only, stake and pending reward', async () => {
    await client.mine({ blocks: 20 })
    const block = await client.getBlockNumber({ cacheTime: 0 })
    expect(block).toBeGreaterThan(startBlock)
    const { contracts, layout } = getPoolCalls({
      pools: pools(),
      chainId: 1337,
      account: user,
      multicall,
    })
    // 5 public + 3 user reads per native pool, 5 + 4 for the ERC20 pool, 5 + 3 for SmartChef2
    // and SmartChef3 (natives here: no definition names their token)
    expect(contracts).toHaveLength(8 + 9 + 8 + 8)
    const parsed = parsePoolReads(layout, await read(contracts))
    const bnb = await client.getBalance({ address: user })
    expect(parsed[0]?.userData).toEqual({
      allowance: maxUint256,
      stakingTokenBalance: bnb,
      stakedBalance: parseEther('2'),
      // the only staker since the start block
      pendingReward: parseEther('0.00005') * (block - startBlock),
    })
    expect(parsed[1]?.userData).toEqual({
      allowance: parseEther('30'),
      stakingTokenBalance: parseEther('50'),
      stakedBalance: 0n,
      pendingReward: 0n,
    })
    for (const unknown of [parsed[2], parsed[3]]) {
      expect(unknown?.userData).toEqual({
        allowance: maxUint256,
        stakingTokenBalance: bnb,
        stakedBalance: 0n,
        pendingReward: 0n,
      })
    }
  })

  test('public reads keep their places when an account connects: old data parses safely', async () => {
    const anonymous = getPoolCalls({ pools: pools(), chainId: 1337, account: undefined, multicall })
    const connected = getPoolCalls({ pools: pools(), chainId: 1337, account: user, multicall })
    expect(connected.contracts.slice(0, 20)).toEqual(anonymous.contracts)
    // the connected list parsed against the anonymous list's results: public data, no user data
    const parsed = parsePoolReads(connected.layout, await read(anonymous.contracts))
    expect(parsed[0]?.publicData.totalStaked).toBe(parseEther('2'))
    expect(parsed.map((pool) => pool.userData)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  test('pools not deployed on the chain are skipped; no reads answer yet means no user data', () => {
    const { contracts, layout } = getPoolCalls({
      pools: pools(),
      chainId: 56,
      account: user,
      multicall,
    })
    expect(contracts).toEqual([])
    expect(layout).toEqual([])
    const local = getPoolCalls({ pools: pools(), chainId: 1337, account: user, multicall })
    expect(parsePoolReads(local.layout, undefined).map((pool) => pool.userData)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
