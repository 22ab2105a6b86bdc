import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { wbnbAbi, wbnbBytecode } from '../generated'
import { type AnvilClient, type AnvilInstance, anvilClient, startAnvil } from '../lib/anvil'

let anvil: AnvilInstance
let client: AnvilClient
let wbnb: `0x${string}`

beforeAll(async () => {
  anvil = await startAnvil()
  client = anvilClient(anvil.url)
  const hash = await client.deployContract({ abi: wbnbAbi, bytecode: wbnbBytecode })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('no contract address')
  wbnb = receipt.contractAddress
})

afterAll(async () => {
  await anvil?.stop()
})

describe('WBNB', () => {
  test('answers chain id 1337', async () => {
    expect(await client.getChainId()).toBe(1337)
  })

  test('deposit mints and withdraw burns 1:1 with the native coin', async () => {
    const me = client.account.address
    await client.waitForTransactionReceipt({
      hash: await client.writeContract({
        address: wbnb,
        abi: wbnbAbi,
        functionName: 'deposit',
        value: 10n ** 18n,
      }),
    })
    expect(
      await client.readContract({
        address: wbnb,
        abi: wbnbAbi,
        functionName: 'balanceOf',
        args: [me],
      }),
    ).toBe(10n ** 18n)
    const before = await client.getBalance({ address: me })
    const receipt = await client.waitForTransactionReceipt({
      hash: await client.writeContract({
        address: wbnb,
        abi: wbnbAbi,
        functionName: 'withdraw',
        args: [4n * 10n ** 17n],
      }),
    })
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: me })).toBe(before - gas + 4n * 10n ** 17n)
    expect(
      await client.readContract({ address: wbnb, abi: wbnbAbi, functionName: 'totalSupply' }),
    ).toBe(6n * 10n ** 17n)
  })

  test('withdrawing more than the balance reverts with a clear reason', async () => {
    await expect(
      client.simulateContract({
        address: wbnb,
        abi: wbnbAbi,
        functionName: 'withdraw',
        args: [10n ** 30n],
      }),
    ).rejects.toThrow('WBNB: INSUFFICIENT_BALANCE')
  })
})
