/**
 * The token and pair calls that GhostPair, GhostRouter and TransferHelper make in assembly keep
 * the Solidity (and Uniswap V2) rules: a token that returns true or nothing succeeds; false, a
 * revert or a non-boolean answer fails with the caller's named reason; a failing balanceOf or pair
 * call passes its own revert on.
 */

import { type Abi, type Address, encodeFunctionData, maxUint256, parseEther } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ghostPairAbi, ghostRouterAbi, testTokenAbi } from '../generated'
import { revertTo } from '../lib/anvil'
import { BAD_TOKEN_MODES, compileTestTokens } from './amm/badToken'
import { revertOf } from './amm/reverts'
import { createPair, DEADLINE, deploy, startWorld, transact, type World, write } from './amm/world'

const E18 = 10n ** 18n
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF'
type Mode = keyof typeof BAD_TOKEN_MODES

let world: World
let snapshot: `0x${string}`
let badToken: Address
let tokenCaller: Address
let pair: Address
let other: Address
const { badToken: badTokenArtifact, tokenCaller: tokenCallerArtifact } = compileTestTokens()
const badAbi = badTokenArtifact.abi
const callerAbi = tokenCallerArtifact.abi

beforeAll(async () => {
  world = await startWorld()
  other = world.tokens[0]
  badToken = await deploy(world.client, badTokenArtifact, [10n ** 30n])
  tokenCaller = await deploy(world.client, tokenCallerArtifact)
  await transact(world.client, { to: tokenCaller, data: '0x', value: E18 })
  await transact(
    world.client,
    write({
      address: badToken,
      abi: testTokenAbi,
      functionName: 'approve',
      args: [tokenCaller, maxUint256],
    }),
  )
  await transact(
    world.client,
    write({
      address: badToken,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [tokenCaller, 100n * E18],
    }),
  )
  pair = await createPair(world, badToken, other)
  for (const token of [badToken, other]) {
    await transact(
      world.client,
      write({
        address: token,
        abi: testTokenAbi,
        functionName: 'transfer',
        args: [pair, 100n * E18],
      }),
    )
  }
  await transact(
    world.client,
    write({ address: pair, abi: ghostPairAbi, functionName: 'mint', args: [world.me] }),
  )
})

beforeEach(async () => {
  if (snapshot) await revertTo(world.client, snapshot)
  snapshot = await world.client.snapshot()
})

afterAll(async () => {
  await world?.anvil.stop()
})

const setMode = (mode: Mode) =>
  transact(world.client, {
    to: badToken,
    data: encodeFunctionData({
      abi: badAbi,
      functionName: 'setMode',
      args: [BigInt(BAD_TOKEN_MODES[mode])],
    }),
  })

/** Calldata for TokenCaller, whose ABI is only known at run time (compiled in the test). */
const callerData = (functionName: string, args: readonly unknown[]) =>
  encodeFunctionData({ abi: callerAbi, functionName, args })

/** The revert reason of a call from dev account 0; undefined when it succeeds. */
const outcome = (to: Address, data: `0x${string}`) =>
  revertOf(world.client.call({ account: world.me, to, data }))

describe('TransferHelper', () => {
  const call = (functionName: 'safeApprove' | 'safeTransfer' | 'safeTransferFrom') =>
    outcome(
      tokenCaller,
      callerData(
        functionName,
        functionName === 'safeTransferFrom'
          ? [badToken, world.me, RECIPIENT, E18]
          : [badToken, RECIPIENT, E18],
      ),
    )
  const failed = {
    safeApprove: 'TransferHelper: APPROVE_FAILED',
    safeTransfer: 'TransferHelper: TRANSFER_FAILED',
    safeTransferFrom: 'TransferHelper: TRANSFER_FROM_FAILED',
  } as const
  const cases: [Mode, boolean][] = [
    ['normal', true],
    ['returnsNothing', true],
    ['returnsFalse', false],
    ['reverts', false],
    ['returnsTwo', false],
  ]

  test.each(cases)(
    'a token that answers %s: succeeds = %s for approve, transfer and transferFrom',
    async (mode, succeeds) => {
      await setMode(mode)
      for (const functionName of ['safeApprove', 'safeTransfer', 'safeTransferFrom'] as const) {
        expect(await call(functionName), `${functionName} (${mode})`).toBe(
          succeeds ? undefined : failed[functionName],
        )
      }
    },
  )

  test('safeTransferETH pays an account and names the failure when the receiver refuses', async () => {
    const send = (to: Address) =>
      outcome(tokenCaller, callerData('safeTransferETH', [to, parseEther('0.5')]))
    expect(await send(RECIPIENT)).toBeUndefined()
    expect(await send(badToken)).toBe('TransferHelper: ETH_TRANSFER_FAILED') // no receive()
  })
})

describe('GhostPair token calls', () => {
  const badIsToken0 = () => BigInt(badToken) < BigInt(other)
  const swapOutBad = () =>
    write({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'swap',
      args: badIsToken0() ? [E18, 0n, RECIPIENT, '0x'] : [0n, E18, RECIPIENT, '0x'],
    }).data

  test('paying out a token: true or nothing succeeds; false, a revert or 2 is Ghost: TRANSFER_FAILED', async () => {
    await transact(
      world.client,
      write({
        address: other,
        abi: testTokenAbi,
        functionName: 'transfer',
        args: [pair, 2n * E18],
      }),
    )
    const cases: [Mode, string | undefined][] = [
      ['normal', undefined],
      ['returnsNothing', undefined],
      ['returnsFalse', 'Ghost: TRANSFER_FAILED'],
      ['reverts', 'Ghost: TRANSFER_FAILED'],
      ['returnsTwo', 'Ghost: TRANSFER_FAILED'],
    ]
    for (const [mode, expected] of cases) {
      await setMode(mode)
      expect(await outcome(pair, swapOutBad()), mode).toBe(expected)
    }
  })

  test('a balanceOf that reverts passes its reason on; one that answers short reverts', async () => {
    const sync = write({ address: pair, abi: ghostPairAbi, functionName: 'sync' }).data
    await setMode('balanceOfReverts')
    expect(await outcome(pair, sync)).toBe('BadToken: BALANCE')
    await setMode('balanceOfShort')
    await expect(world.client.call({ account: world.me, to: pair, data: sync })).rejects.toThrow(
      /execution reverted/i,
    )
    await setMode('normal')
    expect(await outcome(pair, sync)).toBeUndefined()
  })
})

describe('GhostRouter passes pair reverts on', () => {
  test('mint (addLiquidity), transferFrom + burn (removeLiquidity) and swap', async () => {
    const [a, b] = [world.tokens[1], world.tokens[2]]
    const router = (functionName: string, args: readonly unknown[]) =>
      outcome(world.router, encodeFunctionData({ abi: ghostRouterAbi as Abi, functionName, args }))
    // A first deposit of sqrt(1000 * 1000) does not exceed MINIMUM_LIQUIDITY.
    expect(await router('addLiquidity', [a, b, 1000n, 1000n, 0n, 0n, world.me, DEADLINE])).toBe(
      'Ghost: INSUFFICIENT_LIQUIDITY_MINTED',
    )
    await transact(
      world.client,
      write({
        address: world.router,
        abi: ghostRouterAbi,
        functionName: 'addLiquidity',
        args: [a, b, E18, E18, 0n, 0n, world.me, DEADLINE],
      }),
    )
    // No LP allowance for the router: the pair's transferFrom underflows.
    expect(await router('removeLiquidity', [a, b, 1000n, 0n, 0n, world.me, DEADLINE])).toBe(
      'Panic(17)',
    )
    // The last pair refuses to pay one of its own tokens.
    expect(await router('swapExactTokensForTokens', [E18, 0n, [a, b], b, DEADLINE])).toBe(
      'Ghost: INVALID_TO',
    )
  })
})

describe('GhostPair LP supply', () => {
  test('a supply past 2**248, reachable only with tokens that shrink the pair balance, reverts Ghost: OVERFLOW', async () => {
    const [a, b] = [
      await deploy(world.client, badTokenArtifact, [0n]),
      await deploy(world.client, badTokenArtifact, [0n]),
    ]
    const shrunk = await createPair(world, a, b)
    const setBalance = (token: Address, owner: Address, value: bigint) =>
      transact(world.client, {
        to: token,
        data: encodeFunctionData({ abi: badAbi, functionName: 'setBalance', args: [owner, value] }),
      })
    const pairCall = (functionName: 'mint' | 'sync') =>
      functionName === 'mint'
        ? write({ address: shrunk, abi: ghostPairAbi, functionName, args: [world.me] })
        : write({ address: shrunk, abi: ghostPairAbi, functionName })
    const deposit = async (amount: bigint) => {
      for (const token of [a, b]) await setBalance(token, shrunk, amount + 1n)
    }
    const shrinkToOne = async () => {
      for (const token of [a, b]) await setBalance(token, shrunk, 1n)
      await transact(world.client, pairCall('sync'))
    }
    const supply = () =>
      world.client.readContract({ address: shrunk, abi: ghostPairAbi, functionName: 'totalSupply' })
    await deposit(2n ** 100n - 1n)
    await transact(world.client, pairCall('mint')) // supply 2**100
    await shrinkToOne()
    await deposit(2n ** 111n - 1n)
    await transact(world.client, pairCall('mint')) // 2**111 per unit of reserve: supply ~2**211
    expect(await supply()).toBeGreaterThan(2n ** 210n)
    await shrinkToOne()
    await deposit(2n ** 40n - 1n) // would mint ~2**251
    expect(await outcome(shrunk, pairCall('mint').data)).toBe('Ghost: OVERFLOW')
  })
})
