/**
 * The protocol fee after the pairs mint it: GhostFeeSplitter (the factory's feeTo) shares each
 * pair's LP 3:5 between the treasury and GhostBuyback, which redeems the LP, buys GHOST with both
 * tokens and sends it to the dead address. Every function, event and revert of both contracts.
 */
import { type Abi, type Address, isAddressEqual, zeroAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  ghostBuybackAbi,
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostFeeSplitterAbi,
  ghostPairAbi,
  ghostRouterAbi,
  testTokenAbi,
} from '../generated'
import { anvilClient, devAccount, revertTo } from '../lib/anvil'
import { eventsOf } from './amm/events'
import { getAmountOut } from './amm/math'
import { revertOf } from './amm/reverts'
import {
  createPair,
  DEADLINE,
  deploy,
  deployFeeContracts,
  type FeeContracts,
  startWorld,
  transact,
  type World,
  write,
} from './amm/world'

const E18 = 10n ** 18n
const POOL = 100n * E18
const DEAD: Address = '0x000000000000000000000000000000000000dEaD'
const TREASURY = devAccount(9).address
const OUTSIDER = devAccount(1)
const notOwner = (account: Address) => `OwnableUnauthorizedAccount(${account})`

let world: World
let fees: FeeContracts
let snapshot: `0x${string}`
/** Sorted tokens; the last one plays GHOST. */
let t0: Address
let t1: Address
let ghost: Address
/** The pairs t0-t1 (no GHOST) and t1-GHOST, both with protocol fee LP minted to the splitter. */
let plainPair: Address
let ghostPair: Address

/** A parameterless getter that returns an address, for the many read-backs below. */
const readAddress = (address: Address, abi: Abi, functionName: string) =>
  world.client.readContract({ address, abi, functionName }) as Promise<Address>

const balanceOf = (token: Address, owner: Address) =>
  world.client.readContract({
    address: token,
    abi: testTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

const pairOf = (a: Address, b: Address) =>
  world.client.readContract({
    address: world.factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [a, b],
  })

const addLiquidity = (a: Address, b: Address, amount: bigint) =>
  transact(
    world.client,
    write({
      address: world.router,
      abi: ghostRouterAbi,
      functionName: 'addLiquidity',
      args: [a, b, amount, amount, 0n, 0n, world.me, DEADLINE],
    }),
  )

const swap = (path: Address[], amount: bigint) =>
  transact(
    world.client,
    write({
      address: world.router,
      abi: ghostRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amount, 0n, path, world.me, DEADLINE],
    }),
  )

beforeAll(async () => {
  world = await startWorld()
  ;[t0, t1, , ghost] = world.tokens
  for (const [a, b] of [
    [t0, t1],
    [t1, ghost],
    [t0, ghost],
  ] as const) {
    await addLiquidity(a, b, POOL)
  }
  fees = await deployFeeContracts(world, { treasury: TREASURY, ghost })
  plainPair = await pairOf(t0, t1)
  ghostPair = await pairOf(t1, ghost)
  // The fee is minted on the liquidity event after the swaps; the first event sets kLast.
  for (const [a, b] of [
    [t0, t1],
    [t1, ghost],
  ] as const) {
    await addLiquidity(a, b, E18)
    await swap([a, b], 10n * E18)
    await swap([b, a], 10n * E18)
    await addLiquidity(a, b, E18)
  }
})

beforeEach(async () => {
  if (snapshot) await revertTo(world.client, snapshot)
  snapshot = await world.client.snapshot()
})

afterAll(async () => {
  await world?.anvil.stop()
})

const distribute = (pairs: Address[]) =>
  write({
    address: fees.splitter,
    abi: ghostFeeSplitterAbi,
    functionName: 'distribute',
    args: [pairs],
  })

/** The revert reason of a call by `account` (dev account 0 when undefined), or undefined. */
const simulateAs = (
  account: ReturnType<typeof devAccount> | undefined,
  address: Address,
  abi: Abi,
  functionName: string,
  args: readonly unknown[],
) =>
  revertOf(
    (account ? anvilClient(world.anvil.url, account) : world.client).simulateContract({
      address,
      abi,
      functionName,
      args,
    }),
  )

/** The buyback contract's own events in a receipt. */
function buybackEvents(receipt: { logs: Parameters<typeof eventsOf>[0] }) {
  return eventsOf(
    receipt.logs.filter((log) => isAddressEqual(log.address, fees.buyback)),
    ghostBuybackAbi,
  )
}

describe('GhostFeeSplitter', () => {
  test('splits 3 and 5 bps of volume; the constructor emits TreasurySet and BuybackSet', async () => {
    const constant = (functionName: 'TREASURY_FEE_BPS' | 'BUYBACK_FEE_BPS') =>
      world.client.readContract({ address: fees.splitter, abi: ghostFeeSplitterAbi, functionName })
    expect([await constant('TREASURY_FEE_BPS'), await constant('BUYBACK_FEE_BPS')]).toEqual([
      3n,
      5n,
    ])
    expect(await readAddress(fees.splitter, ghostFeeSplitterAbi, 'factory')).toBe(world.factory)
    expect(await readAddress(fees.splitter, ghostFeeSplitterAbi, 'treasury')).toBe(TREASURY)
    expect(await readAddress(fees.splitter, ghostFeeSplitterAbi, 'buyback')).toBe(fees.buyback)
    expect(await readAddress(fees.splitter, ghostFeeSplitterAbi, 'owner')).toBe(world.me)
    expect(await readAddress(world.factory, ghostFactoryAbi, 'feeTo')).toBe(fees.splitter)
    const logs = await world.client.getContractEvents({
      address: fees.splitter,
      abi: ghostFeeSplitterAbi,
      fromBlock: 0n,
    })
    expect(logs.map(({ eventName, args }) => ({ eventName, args }))).toEqual([
      {
        eventName: 'OwnershipTransferred',
        args: { previousOwner: zeroAddress, newOwner: world.me },
      },
      { eventName: 'TreasurySet', args: { treasury: TREASURY } },
      { eventName: 'BuybackSet', args: { buyback: fees.buyback } },
    ])
  })

  test('distribute sends 3/8 of each pair LP to the treasury and the rest to the buyback', async () => {
    const held = [
      await balanceOf(plainPair, fees.splitter),
      await balanceOf(ghostPair, fees.splitter),
    ]
    expect(held.every((balance) => balance > 0n)).toBe(true)
    const receipt = await transact(world.client, distribute([plainPair, ghostPair]))
    const expected = held.map((balance) => ({
      toTreasury: (balance * 3n) / 8n,
      toBuyback: balance - (balance * 3n) / 8n,
    }))
    const events = receipt.logs
      .filter((log) => isAddressEqual(log.address, fees.splitter))
      .map((log) => eventsOf([log], ghostFeeSplitterAbi)[0])
    expect(events).toEqual([
      {
        address: fees.splitter,
        eventName: 'Distributed',
        args: { pair: plainPair, ...expected[0] },
      },
      {
        address: fees.splitter,
        eventName: 'Distributed',
        args: { pair: ghostPair, ...expected[1] },
      },
    ])
    for (const [i, pair] of [plainPair, ghostPair].entries()) {
      expect(await balanceOf(pair, TREASURY)).toBe(expected[i]?.toTreasury)
      expect(await balanceOf(pair, fees.buyback)).toBe(expected[i]?.toBuyback)
      expect(await balanceOf(pair, fees.splitter)).toBe(0n)
    }
    // Nothing left to split: the pairs are skipped, no event, no transfer.
    const again = await transact(world.client, distribute([plainPair, ghostPair]))
    expect(again.logs).toEqual([])
  })

  test('distribute refuses anything but a pair of its factory: NOT_A_PAIR', async () => {
    const otherFactory = await deploy(
      world.client,
      { abi: ghostFactoryAbi, bytecode: ghostFactoryBytecode },
      [world.me],
    )
    const foreignPair = await createPair(world, t0, t1, otherFactory)
    for (const notAPair of [t0, TREASURY, foreignPair]) {
      expect(
        await simulateAs(undefined, fees.splitter, ghostFeeSplitterAbi, 'distribute', [
          [plainPair, notAPair],
        ]),
      ).toBe('GhostFeeSplitter: NOT_A_PAIR')
    }
  })

  test('only the owner sets treasury and buyback, never to zero; each change emits its event', async () => {
    const other = devAccount(8).address
    for (const functionName of ['setTreasury', 'setBuyback'] as const) {
      expect(
        await simulateAs(OUTSIDER, fees.splitter, ghostFeeSplitterAbi, functionName, [other]),
      ).toBe(notOwner(OUTSIDER.address))
      expect(
        await simulateAs(undefined, fees.splitter, ghostFeeSplitterAbi, functionName, [
          zeroAddress,
        ]),
      ).toBe('GhostFeeSplitter: ZERO_ADDRESS')
    }
    const set = (functionName: 'setTreasury' | 'setBuyback') =>
      transact(
        world.client,
        write({ address: fees.splitter, abi: ghostFeeSplitterAbi, functionName, args: [other] }),
      )
    expect(eventsOf((await set('setTreasury')).logs, ghostFeeSplitterAbi)).toEqual([
      { address: fees.splitter, eventName: 'TreasurySet', args: { treasury: other } },
    ])
    expect(eventsOf((await set('setBuyback')).logs, ghostFeeSplitterAbi)).toEqual([
      { address: fees.splitter, eventName: 'BuybackSet', args: { buyback: other } },
    ])
    await transact(world.client, distribute([plainPair]))
    expect(await balanceOf(plainPair, TREASURY)).toBe(0n)
    expect(await balanceOf(plainPair, other)).toBeGreaterThan(0n)
  })

  test('ownership can be handed over (OwnershipTransferred) and renounced', async () => {
    const next = anvilClient(world.anvil.url, OUTSIDER)
    const receipt = await transact(
      world.client,
      write({
        address: fees.splitter,
        abi: ghostFeeSplitterAbi,
        functionName: 'transferOwnership',
        args: [next.account.address],
      }),
    )
    expect(eventsOf(receipt.logs, ghostFeeSplitterAbi)).toEqual([
      {
        address: fees.splitter,
        eventName: 'OwnershipTransferred',
        args: { previousOwner: world.me, newOwner: next.account.address },
      },
    ])
    expect(
      await simulateAs(undefined, fees.splitter, ghostFeeSplitterAbi, 'setTreasury', [world.me]),
    ).toBe(notOwner(world.me))
    expect(
      await simulateAs(OUTSIDER, fees.splitter, ghostFeeSplitterAbi, 'setTreasury', [world.me]),
    ).toBeUndefined()
    const hash = await next.writeContract({
      address: fees.splitter,
      abi: ghostFeeSplitterAbi,
      functionName: 'renounceOwnership',
    })
    await next.waitForTransactionReceipt({ hash })
    expect(await readAddress(fees.splitter, ghostFeeSplitterAbi, 'owner')).toBe(zeroAddress)
  })
})

describe('GhostBuyback', () => {
  const buyBackAndBurn = (
    pair: Address,
    path0: Address[],
    path1: Address[],
    amountOutMin = 0n,
    deadline = DEADLINE,
  ) =>
    write({
      address: fees.buyback,
      abi: ghostBuybackAbi,
      functionName: 'buyBackAndBurn',
      args: [pair, path0, path1, amountOutMin, deadline],
    })
  const simulate = (tx: ReturnType<typeof buyBackAndBurn>) =>
    revertOf(world.client.call({ account: world.me, to: tx.to, data: tx.data }))

  async function reservesOf(pair: Address): Promise<[bigint, bigint]> {
    const [r0, r1] = await world.client.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'getReserves',
    })
    return [r0, r1]
  }

  /** What burning the buyback's LP pays out: its pro-rata share of each balance. */
  async function redemption(pair: Address) {
    const liquidity = await balanceOf(pair, fees.buyback)
    const supply = await world.client.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'totalSupply',
    })
    const [r0, r1] = await reservesOf(pair)
    return {
      liquidity,
      amount0: (liquidity * r0) / supply,
      amount1: (liquidity * r1) / supply,
      r0,
      r1,
    }
  }

  beforeEach(async () => {
    await transact(world.client, distribute([plainPair, ghostPair]))
  })

  test('on a GHOST pair: the GHOST side goes straight to dEaD, the other side is swapped to GHOST', async () => {
    // ghostPair is (t1, GHOST): token1 is GHOST, so its path is empty.
    const { liquidity, amount0, amount1, r0, r1 } = await redemption(ghostPair)
    // The swap runs on the same pair, after the burn took the LP's share out.
    const bought = getAmountOut(amount0, r0 - amount0, r1 - amount1)
    const burned = amount1 + bought
    expect(await simulate(buyBackAndBurn(ghostPair, [t1, ghost], [], burned + 1n))).toBe(
      'GhostBuyback: INSUFFICIENT_OUTPUT_AMOUNT',
    )
    const deadBefore = await balanceOf(ghost, DEAD)
    const receipt = await transact(world.client, buyBackAndBurn(ghostPair, [t1, ghost], [], burned))
    expect(buybackEvents(receipt)).toEqual([
      {
        address: fees.buyback,
        eventName: 'BuybackAndBurn',
        args: { pair: ghostPair, liquidity, amount0, amount1, ghostBurned: burned },
      },
    ])
    expect((await balanceOf(ghost, DEAD)) - deadBefore).toBe(burned)
    for (const token of [ghostPair, t1, ghost])
      expect(await balanceOf(token, fees.buyback)).toBe(0n)
    expect(
      await world.client.readContract({
        address: t1,
        abi: testTokenAbi,
        functionName: 'allowance',
        args: [fees.buyback, world.router],
      }),
    ).toBe(0n)
  })

  test('on a pair without GHOST: both tokens are swapped along their own paths', async () => {
    const { liquidity, amount0, amount1 } = await redemption(plainPair)
    const [g0, g1] = [await pairOf(t0, ghost), await pairOf(t1, ghost)]
    const [a0, aG] = await reservesOf(g0) // t0 < ghost
    const [b1, bG] = await reservesOf(g1) // t1 < ghost
    const burned = getAmountOut(amount0, a0, aG) + getAmountOut(amount1, b1, bG)
    const deadBefore = await balanceOf(ghost, DEAD)
    const receipt = await transact(
      world.client,
      buyBackAndBurn(plainPair, [t0, ghost], [t1, ghost], burned),
    )
    expect(buybackEvents(receipt)).toEqual([
      {
        address: fees.buyback,
        eventName: 'BuybackAndBurn',
        args: { pair: plainPair, liquidity, amount0, amount1, ghostBurned: burned },
      },
    ])
    expect((await balanceOf(ghost, DEAD)) - deadBefore).toBe(burned)
    for (const token of [plainPair, t0, t1]) expect(await balanceOf(token, fees.buyback)).toBe(0n)
  })

  test('guards: owner only, EXPIRED, NO_LIQUIDITY, INVALID_PATH', async () => {
    expect(
      await simulateAs(OUTSIDER, fees.buyback, ghostBuybackAbi, 'buyBackAndBurn', [
        ghostPair,
        [t1, ghost],
        [],
        0n,
        DEADLINE,
      ]),
    ).toBe(notOwner(OUTSIDER.address))
    const now = (await world.client.getBlock()).timestamp
    expect(await simulate(buyBackAndBurn(ghostPair, [t1, ghost], [], 0n, now - 1n))).toBe(
      'GhostBuyback: EXPIRED',
    )
    expect(await simulate(buyBackAndBurn(await pairOf(t0, ghost), [t0, ghost], [], 0n))).toBe(
      'GhostBuyback: NO_LIQUIDITY',
    )
    const badPaths: [Address[], Address[]][] = [
      [[t1, ghost], [ghost]], // the GHOST side takes no path
      [[], []], // the other side needs one
      [[t1], []], // too short
      [[t0, ghost], []], // starts at another token
      [[t1, t0], []], // ends elsewhere than GHOST
    ]
    for (const [path0, path1] of badPaths) {
      expect(await simulate(buyBackAndBurn(ghostPair, path0, path1)), `${path0} / ${path1}`).toBe(
        'GhostBuyback: INVALID_PATH',
      )
    }
    expect(await readAddress(fees.buyback, ghostBuybackAbi, 'router')).toBe(world.router)
    expect(await readAddress(fees.buyback, ghostBuybackAbi, 'ghost')).toBe(ghost)
    expect(await readAddress(fees.buyback, ghostBuybackAbi, 'DEAD')).toBe(DEAD)
  })
})
