/** GhostFactory: CREATE2 pairs, registry, PairCreated, fee setters; and deployed code sizes. */
import {
  type Address,
  decodeEventLog,
  encodePacked,
  getContractAddress,
  isAddressEqual,
  keccak256,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ghostFactoryAbi, ghostPairAbi, ghostPairBytecode, pairInitCodeHash } from '../generated'
import { anvilClient, devAccount, revertTo } from '../lib/anvil'
import { revertOf } from './amm/reverts'
import { startWorld, transact, type World, write } from './amm/world'

/** EIP-170: Anvil refuses to deploy bigger runtime code by default. */
const CODE_SIZE_LIMIT = 24_576

let world: World
let snapshot: `0x${string}`

beforeAll(async () => {
  world = await startWorld()
})

beforeEach(async () => {
  if (snapshot) await revertTo(world.client, snapshot)
  snapshot = await world.client.snapshot()
})

afterAll(async () => {
  await world?.anvil.stop()
})

function createPair(tokenA: Address, tokenB: Address) {
  return write({
    address: world.factory,
    abi: ghostFactoryAbi,
    functionName: 'createPair',
    args: [tokenA, tokenB],
  })
}

const factoryRead = <
  const F extends 'feeTo' | 'feeToSetter' | 'allPairsLength' | 'INIT_CODE_PAIR_HASH',
>(
  functionName: F,
) => world.client.readContract({ address: world.factory, abi: ghostFactoryAbi, functionName })

describe('GhostFactory', () => {
  test('INIT_CODE_PAIR_HASH is keccak256 of the GhostPair creation code the build hashed', async () => {
    expect(await factoryRead('INIT_CODE_PAIR_HASH')).toBe(pairInitCodeHash)
    expect(keccak256(ghostPairBytecode)).toBe(pairInitCodeHash)
  })

  test('createPair deploys at the CREATE2 address of the sorted tokens and emits PairCreated', async () => {
    const [low, high] = [world.tokens[0], world.tokens[1]]
    const receipt = await transact(world.client, createPair(high, low)) // unsorted on purpose
    const expected = getContractAddress({
      opcode: 'CREATE2',
      from: world.factory,
      salt: keccak256(encodePacked(['address', 'address'], [low, high])),
      bytecodeHash: pairInitCodeHash,
    })
    const created = receipt.logs
      .filter((log) => isAddressEqual(log.address, world.factory))
      .map((log) => decodeEventLog({ abi: ghostFactoryAbi, ...log }))
    expect(created).toEqual([
      // The count has no name in IUniswapV2Factory, so viem decodes the args positionally.
      { eventName: 'PairCreated', args: [low, high, expected, 1n] },
    ])
    const read = (functionName: 'getPair', args: [Address, Address]) =>
      world.client.readContract({
        address: world.factory,
        abi: ghostFactoryAbi,
        functionName,
        args,
      })
    expect(await read('getPair', [low, high])).toBe(expected)
    expect(await read('getPair', [high, low])).toBe(expected)
    expect(
      await world.client.readContract({
        address: world.factory,
        abi: ghostFactoryAbi,
        functionName: 'allPairs',
        args: [0n],
      }),
    ).toBe(expected)
    expect(await factoryRead('allPairsLength')).toBe(1n)

    const pairRead = <
      const F extends 'factory' | 'token0' | 'token1' | 'name' | 'symbol' | 'decimals',
    >(
      functionName: F,
    ) => world.client.readContract({ address: expected, abi: ghostPairAbi, functionName })
    expect(await pairRead('factory')).toBe(world.factory)
    expect([await pairRead('token0'), await pairRead('token1')]).toEqual([low, high])
    expect([await pairRead('name'), await pairRead('symbol'), await pairRead('decimals')]).toEqual([
      'Ghost LPs',
      'Ghost-LP',
      18,
    ])
  })

  test('createPair guards: PAIR_EXISTS (either order), IDENTICAL_ADDRESSES, ZERO_ADDRESS', async () => {
    const [a, b] = [world.tokens[0], world.tokens[1]]
    await transact(world.client, createPair(a, b))
    const simulate = (args: [Address, Address]) =>
      revertOf(
        world.client.simulateContract({
          address: world.factory,
          abi: ghostFactoryAbi,
          functionName: 'createPair',
          args,
        }),
      )
    expect(await simulate([a, b])).toBe('Ghost: PAIR_EXISTS')
    expect(await simulate([b, a])).toBe('Ghost: PAIR_EXISTS')
    expect(await simulate([a, a])).toBe('Ghost: IDENTICAL_ADDRESSES')
    expect(await simulate([zeroAddress, a])).toBe('Ghost: ZERO_ADDRESS')
    expect(await simulate([a, zeroAddress])).toBe('Ghost: ZERO_ADDRESS')
  })

  test('only feeToSetter sets feeTo and hands over the role; every change emits its event', async () => {
    const other = anvilClient(world.anvil.url, devAccount(1))
    const otherAddress = other.account.address
    const asOther = (functionName: 'setFeeTo' | 'setFeeToSetter') =>
      revertOf(
        other.simulateContract({
          address: world.factory,
          abi: ghostFactoryAbi,
          functionName,
          args: [otherAddress],
        }),
      )
    const factoryEvents = (
      logs: readonly {
        address: Address
        topics: [] | [`0x${string}`, ...`0x${string}`[]]
        data: `0x${string}`
      }[],
    ) =>
      logs.map((log) => {
        const { eventName, args } = decodeEventLog({ abi: ghostFactoryAbi, ...log })
        return { eventName, args }
      })
    expect(await factoryRead('feeToSetter')).toBe(world.me)
    expect(await factoryRead('feeTo')).toBe(zeroAddress)
    const deployment = await world.client.getContractEvents({
      address: world.factory,
      abi: ghostFactoryAbi,
      fromBlock: 0n,
    })
    expect(deployment.map(({ eventName, args }) => ({ eventName, args }))).toEqual([
      { eventName: 'FeeToSetterSet', args: { feeToSetter: world.me } },
    ])
    expect(await asOther('setFeeTo')).toBe('Ghost: FORBIDDEN')
    expect(await asOther('setFeeToSetter')).toBe('Ghost: FORBIDDEN')

    const setFeeTo = await transact(
      world.client,
      write({
        address: world.factory,
        abi: ghostFactoryAbi,
        functionName: 'setFeeTo',
        args: [otherAddress],
      }),
    )
    expect(factoryEvents(setFeeTo.logs)).toEqual([
      { eventName: 'FeeToSet', args: { feeTo: otherAddress } },
    ])
    expect(await factoryRead('feeTo')).toBe(otherAddress)
    const setFeeToSetter = await transact(
      world.client,
      write({
        address: world.factory,
        abi: ghostFactoryAbi,
        functionName: 'setFeeToSetter',
        args: [otherAddress],
      }),
    )
    expect(factoryEvents(setFeeToSetter.logs)).toEqual([
      { eventName: 'FeeToSetterSet', args: { feeToSetter: otherAddress } },
    ])
    expect(await factoryRead('feeToSetter')).toBe(otherAddress)
    expect(
      await revertOf(
        world.client.simulateContract({
          address: world.factory,
          abi: ghostFactoryAbi,
          functionName: 'setFeeTo',
          args: [zeroAddress],
        }),
      ),
    ).toBe('Ghost: FORBIDDEN')
    expect(await asOther('setFeeTo')).toBeUndefined()
  })

  test('pairTokensBeingCreated answers only while createPair deploys a pair', async () => {
    expect(
      await revertOf(
        world.client.readContract({
          address: world.factory,
          abi: ghostFactoryAbi,
          functionName: 'pairTokensBeingCreated',
        }),
      ),
    ).toBe('Ghost: FORBIDDEN')
  })

  test('initialize exists for IUniswapV2Pair compatibility but always reverts (tokens are immutable)', async () => {
    const [a, b] = [world.tokens[0], world.tokens[1]]
    await transact(world.client, createPair(a, b))
    const pair = await world.client.readContract({
      address: world.factory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    expect(
      await revertOf(
        world.client.readContract({
          address: pair,
          abi: ghostPairAbi,
          functionName: 'initialize',
          args: [b, a],
        }),
      ),
    ).toBe('Ghost: FORBIDDEN')
    const tokens = await Promise.all(
      (['token0', 'token1'] as const).map((functionName) =>
        world.client.readContract({ address: pair, abi: ghostPairAbi, functionName }),
      ),
    )
    expect(tokens).toEqual([a, b])
  })

  test('deployed code of factory, router and pair stays under the 24,576-byte limit', async () => {
    await transact(world.client, createPair(world.tokens[0], world.tokens[1]))
    const pair = await world.client.readContract({
      address: world.factory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [world.tokens[0], world.tokens[1]],
    })
    const sizes: Record<string, number> = {}
    for (const [name, address] of [
      ['GhostFactory', world.factory],
      ['GhostRouter', world.router],
      ['GhostPair', pair],
    ] as const) {
      const code = (await world.client.getCode({ address })) ?? '0x'
      sizes[name] = (code.length - 2) / 2
    }
    console.log(`deployed sizes (bytes): ${JSON.stringify(sizes)}`)
    for (const size of Object.values(sizes)) {
      expect(size).toBeGreaterThan(0)
      expect(size).toBeLessThanOrEqual(CODE_SIZE_LIMIT)
    }
  })
})
