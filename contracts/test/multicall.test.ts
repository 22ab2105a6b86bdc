import {
  type Address,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { multicallAbi, multicallBytecode, testTokenAbi, wbnbAbi, wbnbBytecode } from '../generated'
import { type AnvilClient, type AnvilInstance, anvilClient, startAnvil } from '../lib/anvil'
import { deployed, deployToken, E18, headBlock, mined, revertReason } from './farms/setup'

let anvil: AnvilInstance
let client: AnvilClient
let multicall: Address
let token: Address
let wbnb: Address
let me: Address

beforeAll(async () => {
  anvil = await startAnvil()
  client = anvilClient(anvil.url)
  me = client.account.address
  multicall = await deployed(
    client,
    client.deployContract({ abi: multicallAbi, bytecode: multicallBytecode }),
  )
  token = await deployToken(client, 'USDT', 1_000n * E18)
  wbnb = await deployed(client, client.deployContract({ abi: wbnbAbi, bytecode: wbnbBytecode }))
})

afterAll(async () => {
  await anvil?.stop()
})

/** balanceOf, a failing WBNB withdraw (Multicall holds no WBNB), decimals. */
function batchWithOneFailure(): { target: Address; callData: Hex }[] {
  return [
    {
      target: token,
      callData: encodeFunctionData({ abi: testTokenAbi, functionName: 'balanceOf', args: [me] }),
    },
    {
      target: wbnb,
      callData: encodeFunctionData({ abi: wbnbAbi, functionName: 'withdraw', args: [E18] }),
    },
    {
      target: token,
      callData: encodeFunctionData({ abi: testTokenAbi, functionName: 'decimals' }),
    },
  ]
}

describe('Multicall', () => {
  test('tryAggregate(false, …) flags the one failing call and returns the others', async () => {
    const { result } = await client.simulateContract({
      address: multicall,
      abi: multicallAbi,
      functionName: 'tryAggregate',
      args: [false, batchWithOneFailure()],
    })
    expect(result.map((r) => r.success)).toEqual([true, false, true])
    const [balance, failed, decimals] = result
    expect(
      decodeFunctionResult({
        abi: testTokenAbi,
        functionName: 'balanceOf',
        data: balance?.returnData ?? '0x',
      }),
    ).toBe(1_000n * E18)
    expect(decodeErrorResult({ abi: wbnbAbi, data: failed?.returnData ?? '0x' }).args).toEqual([
      'WBNB: INSUFFICIENT_BALANCE',
    ])
    expect(
      decodeFunctionResult({
        abi: testTokenAbi,
        functionName: 'decimals',
        data: decimals?.returnData ?? '0x',
      }),
    ).toBe(18)
  })

  test('tryAggregate(true, …), aggregate and blockAndAggregate revert on that batch', async () => {
    const calls = batchWithOneFailure()
    const base = { address: multicall, abi: multicallAbi } as const
    expect(
      await revertReason(
        client.simulateContract({ ...base, functionName: 'tryAggregate', args: [true, calls] }),
      ),
    ).toBe('Multicall: CALL_FAILED')
    expect(
      await revertReason(
        client.simulateContract({ ...base, functionName: 'aggregate', args: [calls] }),
      ),
    ).toBe('Multicall: CALL_FAILED')
    expect(
      await revertReason(
        client.simulateContract({ ...base, functionName: 'blockAndAggregate', args: [calls] }),
      ),
    ).toBe('Multicall: CALL_FAILED')
  })

  test('aggregate3 reverts only when a call that may not fail fails', async () => {
    const calls = batchWithOneFailure()
    const base = { address: multicall, abi: multicallAbi, functionName: 'aggregate3' } as const
    const strict = calls.map((call) => ({ ...call, allowFailure: false }))
    expect(await revertReason(client.simulateContract({ ...base, args: [strict] }))).toBe(
      'Multicall: CALL_FAILED',
    )
    // only the WBNB withdraw may fail
    const lenient = calls.map((call, i) => ({ ...call, allowFailure: i === 1 }))
    const { result } = await client.simulateContract({ ...base, args: [lenient] })
    expect(result.map((r) => r.success)).toEqual([true, false, true])
  })

  test('aggregate returns the block number it ran at and every result in order', async () => {
    const block = await headBlock(client)
    const calls = batchWithOneFailure().filter((call) => call.target === token)
    const { result } = await client.simulateContract({
      address: multicall,
      abi: multicallAbi,
      functionName: 'aggregate',
      args: [calls],
      blockNumber: block,
    })
    const [blockNumber, returnData] = result
    expect(blockNumber).toBe(block)
    expect(returnData).toHaveLength(2)
    expect(
      decodeFunctionResult({
        abi: testTokenAbi,
        functionName: 'decimals',
        data: returnData[1] ?? '0x',
      }),
    ).toBe(18)
  })

  test('tryBlockAndAggregate reports the parent block hash beside the results', async () => {
    const block = await headBlock(client)
    const parent = await client.getBlock({ blockNumber: block - 1n })
    const { result } = await client.simulateContract({
      address: multicall,
      abi: multicallAbi,
      functionName: 'tryBlockAndAggregate',
      args: [false, batchWithOneFailure()],
      blockNumber: block,
    })
    const [blockNumber, blockHash, returnData] = result
    expect(blockNumber).toBe(block)
    expect(blockHash).toBe(parent.hash)
    expect(returnData.map((r) => r.success)).toEqual([true, false, true])
  })

  test('a call to an address without code "succeeds" with empty data', async () => {
    // EVM semantics every Multicall shares: readers must treat 0x as "no result"
    const { result } = await client.simulateContract({
      address: multicall,
      abi: multicallAbi,
      functionName: 'tryAggregate',
      args: [
        false,
        [{ target: '0x000000000000000000000000000000000000dEaD', callData: '0x12345678' }],
      ],
    })
    expect(result).toEqual([{ success: true, returnData: '0x' }])
  })

  test('getEthBalance answers the native balance of any address', async () => {
    const fresh = '0x1111111111111111111111111111111111111111'
    await mined(client, client.sendTransaction({ to: fresh, value: 12_345n }))
    const read = { address: multicall, abi: multicallAbi, functionName: 'getEthBalance' } as const
    expect(await client.readContract({ ...read, args: [fresh] })).toBe(12_345n)
    const block = await headBlock(client)
    expect(await client.readContract({ ...read, args: [me], blockNumber: block })).toBe(
      await client.getBalance({ address: me, blockNumber: block }),
    )
    expect(
      await client.readContract({ ...read, args: ['0x2222222222222222222222222222222222222222'] }),
    ).toBe(0n)
  })

  test('getCurrentBlockTimestamp and the block helpers answer for the block they run in', async () => {
    const latest = await client.getBlock()
    const timestamp = latest.timestamp + 1_000n
    await client.setNextBlockTimestamp({ timestamp })
    await client.mine({ blocks: 1 })
    const block = await client.getBlock({ blockTag: 'latest' })
    expect(block.timestamp).toBe(timestamp)
    const at = { address: multicall, abi: multicallAbi, blockNumber: block.number } as const
    expect(await client.readContract({ ...at, functionName: 'getCurrentBlockTimestamp' })).toBe(
      timestamp,
    )
    expect(await client.readContract({ ...at, functionName: 'getBlockNumber' })).toBe(block.number)
    expect(await client.readContract({ ...at, functionName: 'getCurrentBlockNumber' })).toBe(
      block.number,
    )
    expect(await client.readContract({ ...at, functionName: 'getLastBlockHash' })).toBe(
      block.parentHash,
    )
    expect(
      await client.readContract({ ...at, functionName: 'getBlockHash', args: [block.number - 1n] }),
    ).toBe(block.parentHash)
    expect(await client.readContract({ ...at, functionName: 'getCurrentBlockGasLimit' })).toBe(
      block.gasLimit,
    )
    expect(await client.readContract({ ...at, functionName: 'getBasefee' })).toBe(
      block.baseFeePerGas,
    )
    expect(await client.readContract({ ...at, functionName: 'getChainId' })).toBe(1337n)
  })

  test("viem's multicall runs through aggregate3 with per-call failure flags", async () => {
    const contracts = [
      { address: token, abi: testTokenAbi, functionName: 'totalSupply' },
      { address: wbnb, abi: wbnbAbi, functionName: 'withdraw', args: [E18] },
      { address: multicall, abi: multicallAbi, functionName: 'getEthBalance', args: [me] },
    ] as const
    const results = await client.multicall({ multicallAddress: multicall, contracts })
    expect(results.map((r) => r.status)).toEqual(['success', 'failure', 'success'])
    expect(results[0].result).toBe(1_000n * E18)
    expect(results[1].error?.message).toContain('WBNB: INSUFFICIENT_BALANCE')
    await expect(
      client.multicall({ multicallAddress: multicall, contracts, allowFailure: false }),
    ).rejects.toThrow('WBNB: INSUFFICIENT_BALANCE')
  })
})
