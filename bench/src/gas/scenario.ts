/**
 * The same pools and the same four operations on two AMM deployments that share tokens. Both
 * routers expose Router02's selectors, so one ABI (ours) encodes calls for both.
 */
import { ghostFactoryAbi, ghostPairAbi, ghostRouterAbi } from '@ghost/contracts'
import type { AnvilClient } from '@ghost/contracts/anvil'
import { type Address, encodeFunctionData, maxUint256 } from 'viem'
import { send } from './chain'

export type AmmDeployment = { label: string; factory: Address; router: Address }

export const OPERATIONS = ['1-hop swap', '3-hop swap', 'addLiquidity', 'removeLiquidity'] as const
export type Operation = (typeof OPERATIONS)[number]
export type GasByOperation = Record<Operation, bigint>

const POOL_SIDE = 1_000n * 10n ** 18n
const SWAP_IN = 10n ** 18n
const ADD_AMOUNT = 10n ** 18n
const REMOVE_LIQUIDITY = 10n ** 17n
const DEADLINE = maxUint256

/**
 * Approves the router for every token, creates the pools A-B, B-C and C-D with equal reserves
 * through the router, and approves the router to pull the A-B LP tokens.
 */
export async function setUpPools(
  client: AnvilClient,
  amm: AmmDeployment,
  tokens: readonly [Address, Address, Address, Address],
): Promise<void> {
  const me = client.account.address
  for (const token of tokens) {
    await send(
      client,
      'approve',
      token,
      encodeFunctionData({
        abi: ghostPairAbi, // any ERC20 ABI: only approve(address,uint256) is used
        functionName: 'approve',
        args: [amm.router, maxUint256],
      }),
    )
  }
  for (let i = 0; i < 3; i++) {
    const [tokenA, tokenB] = [tokens[i] as Address, tokens[i + 1] as Address]
    await send(
      client,
      `${amm.label} create pool ${i}`,
      amm.router,
      encodeFunctionData({
        abi: ghostRouterAbi,
        functionName: 'addLiquidity',
        args: [tokenA, tokenB, POOL_SIDE, POOL_SIDE, 0n, 0n, me, DEADLINE],
      }),
    )
  }
  const pair = await client.readContract({
    address: amm.factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [tokens[0], tokens[1]],
  })
  await send(
    client,
    'approve LP',
    pair,
    encodeFunctionData({
      abi: ghostPairAbi,
      functionName: 'approve',
      args: [amm.router, maxUint256],
    }),
  )
}

/** Runs each operation once and returns the gas each transaction used (intrinsic gas included). */
export async function runOperations(
  client: AnvilClient,
  amm: AmmDeployment,
  tokens: readonly [Address, Address, Address, Address],
): Promise<GasByOperation> {
  const me = client.account.address
  const [a, b, c, d] = tokens
  const calls: Record<Operation, `0x${string}`> = {
    '1-hop swap': encodeFunctionData({
      abi: ghostRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [SWAP_IN, 0n, [a, b], me, DEADLINE],
    }),
    '3-hop swap': encodeFunctionData({
      abi: ghostRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [SWAP_IN, 0n, [a, b, c, d], me, DEADLINE],
    }),
    addLiquidity: encodeFunctionData({
      abi: ghostRouterAbi,
      functionName: 'addLiquidity',
      args: [a, b, ADD_AMOUNT, ADD_AMOUNT, 0n, 0n, me, DEADLINE],
    }),
    removeLiquidity: encodeFunctionData({
      abi: ghostRouterAbi,
      functionName: 'removeLiquidity',
      args: [a, b, REMOVE_LIQUIDITY, 0n, 0n, me, DEADLINE],
    }),
  }
  const gas = {} as GasByOperation
  for (const operation of OPERATIONS) {
    const receipt = await send(client, `${amm.label} ${operation}`, amm.router, calls[operation])
    gas[operation] = receipt.gasUsed
  }
  return gas
}
