import {
  brokenProfileCostsAbi,
  brokenProfileCostsBytecode,
  multicallAbi,
  multicallBytecode,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  startAnvil,
} from '@ghost/contracts/anvil'
import {
  type Address,
  createClient,
  decodeFunctionResult,
  encodeFunctionData,
  HttpRequestError,
  http,
  RpcRequestError,
  TimeoutError,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  chunk,
  executeLatestMulticall,
  executeMulticall,
  isChunkTooLarge,
  isNodeUnavailable,
} from './executeMulticall'

let anvil: AnvilInstance
let client: AnvilClient
let multicall: Address
let token: Address
let wbnb: Address
/** A contract whose `numberCakeToRegister` floods its return data: any batch carrying it runs
 *  out of gas as a whole, even a batch of that call alone. */
let flooding: Address
let rpcCalls: number

async function deploy(
  abi: Parameters<AnvilClient['deployContract']>[0]['abi'],
  bytecode: `0x${string}`,
  args?: unknown[],
) {
  const hash = await client.deployContract({ abi, bytecode, args } as Parameters<
    AnvilClient['deployContract']
  >[0])
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('not deployed')
  return receipt.contractAddress
}

/** A plain client whose every JSON-RPC request is counted, to see how many round trips a read costs. */
function countingClient(retryCount?: number) {
  return createClient({
    transport: http(anvil.url, { onFetchRequest: () => void rpcCalls++, retryCount }),
  })
}

const balanceCall = (owner: Address) => ({
  target: token,
  callData: encodeFunctionData({ abi: testTokenAbi, functionName: 'balanceOf', args: [owner] }),
})

beforeAll(async () => {
  anvil = await startAnvil()
  client = anvilClient(anvil.url)
  multicall = await deploy(multicallAbi, multicallBytecode)
  token = await deploy(testTokenAbi, testTokenBytecode, ['Tether', 'USDT', 18, 10n ** 24n])
  wbnb = await deploy(wbnbAbi, wbnbBytecode)
  flooding = await deploy(brokenProfileCostsAbi, brokenProfileCostsBytecode, [1])
})

afterAll(async () => {
  await anvil?.stop()
})

describe('executeMulticall', () => {
  test('returns one result per call, in order, with a failing call flagged in the batch', async () => {
    const owner = devAccount(0).address
    const failing = {
      target: wbnb,
      callData: encodeFunctionData({ abi: wbnbAbi, functionName: 'withdraw', args: [1n] }),
    }
    rpcCalls = 0
    const results = await executeMulticall(countingClient(), {
      multicall,
      calls: [balanceCall(owner), failing, balanceCall(devAccount(1).address)],
    })
    expect(rpcCalls).toBe(1)
    expect(results.map((r) => r.success)).toEqual([true, false, true])
    const [first] = results
    if (!first) throw new Error('no result')
    expect(
      decodeFunctionResult({
        abi: testTokenAbi,
        functionName: 'balanceOf',
        data: first.returnData,
      }),
    ).toBe(10n ** 24n)
  })

  test('splits 1,200 calls into chunks of 500 (three eth_calls) and keeps the order', async () => {
    const accounts = [0, 1, 2, 3, 4].map((i) => devAccount(i).address)
    const owners = Array.from({ length: 1200 }, (_, i) => accounts[i % 5] as Address)
    rpcCalls = 0
    const results = await executeMulticall(countingClient(), {
      multicall,
      calls: owners.map(balanceCall),
    })
    expect(rpcCalls).toBe(3)
    expect(results).toHaveLength(1200)
    const balances = results.map((r) =>
      decodeFunctionResult({ abi: testTokenAbi, functionName: 'balanceOf', data: r.returnData }),
    )
    expect(balances.every((b, i) => b === (i % 5 === 0 ? 10n ** 24n : 0n))).toBe(true)
  })

  test('halves a chunk that is too large for the gas cap until the pieces fit', async () => {
    const owner = devAccount(0).address
    const calls = Array.from({ length: 400 }, () => balanceCall(owner))
    rpcCalls = 0
    // 400 calls' call data alone exceed a 1M gas cap; 200 fit: one failed try, then two halves.
    const results = await executeMulticall(countingClient(), { multicall, calls, gas: 1_000_000n })
    expect(results).toHaveLength(400)
    expect(results.every((r) => r.success)).toBe(true)
    expect(rpcCalls).toBe(3)
  })

  test('retries a failed read after a 2.5–3.5 s pause and succeeds once the block exists', async () => {
    const future = (await client.getBlockNumber()) + 3n
    const pauses: number[] = []
    const results = await executeMulticall(countingClient(), {
      multicall,
      calls: [balanceCall(devAccount(0).address)],
      blockNumber: future,
      sleep: async (ms) => {
        pauses.push(ms)
        await client.mine({ blocks: 3 })
      },
    })
    expect(results[0]?.success).toBe(true)
    expect(pauses).toHaveLength(1)
    expect(pauses[0]).toBeGreaterThanOrEqual(2500)
    expect(pauses[0]).toBeLessThanOrEqual(3500)
  })

  test('gives up after the last attempt and surfaces the error', async () => {
    const pauses: number[] = []
    await expect(
      executeMulticall(countingClient(), {
        multicall,
        calls: [balanceCall(devAccount(0).address)],
        blockNumber: 10n ** 9n,
        sleep: async (ms) => void pauses.push(ms),
      }),
    ).rejects.toThrow()
    expect(pauses).toHaveLength(2)
  })
})

const floodCall = () => ({
  target: flooding,
  callData: encodeFunctionData({
    abi: brokenProfileCostsAbi,
    functionName: 'numberCakeToRegister',
  }),
})

const updateCostCall = () => ({
  target: flooding,
  callData: encodeFunctionData({ abi: brokenProfileCostsAbi, functionName: 'numberCakeToUpdate' }),
})

describe('a call that breaks its whole batch', () => {
  test('the batch really fails as a whole, even with that call alone', async () => {
    await expect(
      client.call({
        to: multicall,
        data: encodeFunctionData({
          abi: multicallAbi,
          functionName: 'tryAggregate',
          args: [false, [floodCall()]],
        }),
      }),
    ).rejects.toThrow()
  }, 30_000)

  test('answers as that call’s own failure; every other call in the round is read', async () => {
    const owner = devAccount(0).address
    const pauses: number[] = []
    const results = await executeMulticall(countingClient(), {
      multicall,
      calls: [balanceCall(owner), floodCall(), updateCostCall(), balanceCall(owner)],
      sleep: async (ms) => void pauses.push(ms),
    })
    expect(results.map((r) => r.success)).toEqual([true, false, true, true])
    expect(pauses).toEqual([])
    expect(
      decodeFunctionResult({
        abi: brokenProfileCostsAbi,
        functionName: 'numberCakeToUpdate',
        data: results[2]?.returnData ?? '0x',
      }),
    ).toBe(2n * 10n ** 18n)
  }, 30_000)

  test('in a chunk of 500 the calls after it are read at full size again, not a few at a time', async () => {
    const owner = devAccount(0).address
    const calls = Array.from({ length: 500 }, (_, i) =>
      i === 10 ? floodCall() : balanceCall(owner),
    )
    rpcCalls = 0
    const results = await executeMulticall(countingClient(0), { multicall, calls })
    expect(results.filter((r) => !r.success)).toHaveLength(1)
    expect(results[10]?.success).toBe(false)
    expect(results.filter((r) => r.success)).toHaveLength(499)
    // halving down to the call (and one empty round to tell the call from the node) is a
    // score of requests; going on at the size that isolated it would be hundreds
    expect(rpcCalls).toBeLessThan(40)
  }, 60_000)

  test('at the latest block the round still names its block, with that call first', async () => {
    await client.mine({ blocks: 1 })
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const { blockNumber, results } = await executeLatestMulticall(countingClient(), {
      multicall,
      calls: [floodCall(), balanceCall(devAccount(1).address)],
    })
    expect(blockNumber).toBe(head)
    expect(results.map((r) => r.success)).toEqual([false, true])
  }, 30_000)

  test('a node that answers nothing still fails the round, after the retries', async () => {
    const dead = createClient({ transport: http('http://127.0.0.1:1', { retryCount: 0 }) })
    const pauses: number[] = []
    await expect(
      executeLatestMulticall(dead, {
        multicall,
        calls: [balanceCall(devAccount(0).address)],
        sleep: async (ms) => void pauses.push(ms),
      }),
    ).rejects.toThrow()
    expect(pauses).toHaveLength(2)
  }, 30_000)
})

describe('executeLatestMulticall', () => {
  test('one eth_call answers the latest block number together with the calls', async () => {
    await client.mine({ blocks: 2 })
    const head = await client.getBlockNumber({ cacheTime: 0 })
    rpcCalls = 0
    const { blockNumber, results } = await executeLatestMulticall(countingClient(), {
      multicall,
      calls: [balanceCall(devAccount(0).address), balanceCall(devAccount(1).address)],
    })
    expect(rpcCalls).toBe(1)
    expect(blockNumber).toBe(head)
    expect(results.map((r) => r.success)).toEqual([true, true])
  })

  test('with nothing to read it still names the block, in one request', async () => {
    const head = await client.getBlockNumber({ cacheTime: 0 })
    rpcCalls = 0
    const { blockNumber, results } = await executeLatestMulticall(countingClient(), {
      multicall,
      calls: [],
    })
    expect(rpcCalls).toBe(1)
    expect(blockNumber).toBe(head)
    expect(results).toEqual([])
  })

  test('past 500 calls the rest is read at the block the first chunk named', async () => {
    const holder = devAccount(0).address
    const before = await client.readContract({
      address: token,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [holder],
    })
    const pinned = await client.getBlockNumber({ cacheTime: 0 })
    // Each request is answered, then a transfer lands: a later chunk read at 'latest' would see it.
    const moving = createClient({
      transport: http(anvil.url, {
        onFetchResponse: async () => {
          rpcCalls++
          if (rpcCalls > 1) return
          await client.writeContract({
            address: token,
            abi: testTokenAbi,
            functionName: 'transfer',
            args: [devAccount(9).address, 1n],
          })
        },
      }),
    })
    rpcCalls = 0
    const { blockNumber, results } = await executeLatestMulticall(moving, {
      multicall,
      calls: Array.from({ length: 700 }, () => balanceCall(holder)),
    })
    expect(rpcCalls).toBe(2)
    expect(blockNumber).toBe(pinned)
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBeGreaterThan(pinned)
    const balances = results.map((r) =>
      decodeFunctionResult({ abi: testTokenAbi, functionName: 'balanceOf', data: r.returnData }),
    )
    expect(balances).toHaveLength(700)
    expect(balances.every((balance) => balance === before)).toBe(true)
  })

  test('halves a first chunk too large for the gas cap, then reads the rest at its block', async () => {
    const owner = devAccount(0).address
    const calls = Array.from({ length: 400 }, () => balanceCall(owner))
    rpcCalls = 0
    const { results } = await executeLatestMulticall(countingClient(), {
      multicall,
      calls,
      gas: 1_000_000n,
    })
    expect(results).toHaveLength(400)
    expect(results.every((r) => r.success)).toBe(true)
    expect(rpcCalls).toBe(3)
  })
})

test('chunk splits into pieces of at most the given size', () => {
  expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
  expect(chunk([], 500)).toEqual([])
})

test('isChunkTooLarge recognises out-of-gas and -32603, nothing else', () => {
  expect(isChunkTooLarge(Object.assign(new Error('internal'), { code: -32603 }))).toBe(true)
  expect(isChunkTooLarge(new Error('execution reverted: out of gas'))).toBe(true)
  expect(isChunkTooLarge(new Error('intrinsic gas too high -- GasFloorMoreThanGasLimit'))).toBe(
    true,
  )
  expect(isChunkTooLarge(new Error('header not found'))).toBe(false)
})

test('isNodeUnavailable: HTTP errors, timeouts and rate limits, not what the node answers of the calls', () => {
  const url = 'https://rpc.example'
  expect(isNodeUnavailable(new HttpRequestError({ url, status: 503 }))).toBe(true)
  expect(isNodeUnavailable(new TimeoutError({ body: {}, url }))).toBe(true)
  const rpcError = (code: number, message: string) =>
    new RpcRequestError({ body: {}, error: { code, message }, url })
  expect(isNodeUnavailable(rpcError(-32005, 'limit exceeded'))).toBe(true)
  expect(isNodeUnavailable(rpcError(429, 'too many requests'))).toBe(true)
  expect(isNodeUnavailable(rpcError(-32000, 'out of gas'))).toBe(false)
  expect(isNodeUnavailable(rpcError(-32603, 'internal error'))).toBe(false)
  expect(isNodeUnavailable(new Error('Multicall returned no data'))).toBe(false)
})
