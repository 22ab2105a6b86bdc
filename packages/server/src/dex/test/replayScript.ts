/**
 * The scripted trading the replay test indexes: swaps both ways (one hop and several, exact in and
 * exact out), deposits and withdrawals across several pairs, and a new 6-decimal token in a thin
 * pair, spread over three unix days and several hours with `evm_setNextBlockTimestamp`.
 */
import { ghostRouterAbi, testTokenAbi, testTokenBytecode } from '@ghost/contracts'
import type { AnvilClient } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { type ChainWriter, deploy, write } from '@ghost/devnet'
import {
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  erc20Abi,
  maxUint256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'

const DEADLINE = 2n ** 40n
const HOUR = 3_600n

type RouterFunction = ContractFunctionName<typeof ghostRouterAbi, 'nonpayable' | 'payable'>

export type ReplayScriptParameters = {
  testClient: AnvilClient
  manifest: Manifest
  /** Holds every token and LP, approved to the router (deployWorld's deployer). */
  trader: ChainWriter
  /** A second wallet that only swaps native BNB, so swaps have more than one `from`. */
  otherTrader: ChainWriter
  /** Unix seconds the script's clock starts from (its first step is an hour later). */
  start: bigint
}

/** Runs the script; resolves with the address of the thin pair's 6-decimal token. */
export async function runReplayScript(parameters: ReplayScriptParameters): Promise<Address> {
  const { testClient, manifest, trader, otherTrader, start } = parameters
  const { Router, WBNB } = manifest.contracts
  const { USDT, BUSD, GHOST, CAKE, TAX } = manifest.tokens
  const DEEP = manifest.tokens.DEEP
  if (!DEEP) throw new Error('the world has no DEEP token')
  const me = trader.account.address
  const at = (offset: bigint) => testClient.setNextBlockTimestamp({ timestamp: start + offset })

  const router = <functionName extends RouterFunction>(
    writer: ChainWriter,
    functionName: functionName,
    args: ContractFunctionArgs<typeof ghostRouterAbi, 'nonpayable' | 'payable', functionName>,
    value?: bigint,
  ) => write(writer, { address: Router, abi: ghostRouterAbi, functionName, args, value })
  const approve = (token: Address) =>
    write(trader, {
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [Router, maxUint256],
    })
  const pair = (name: string): Address => {
    const address = manifest.pairs?.[name]
    if (!address) throw new Error(`the world has no ${name} pair`)
    return address
  }

  // Day 0, hour 22: one-hop swaps both ways and a three-hop swap.
  await at(HOUR)
  await router(trader, 'swapExactETHForTokens', [0n, [WBNB, USDT], me, DEADLINE], parseEther('3'))
  await router(trader, 'swapExactTokensForTokens', [
    parseEther('5000'),
    0n,
    [USDT, BUSD],
    me,
    DEADLINE,
  ])
  await at(HOUR + 20n * 60n)
  await router(
    otherTrader,
    'swapExactETHForTokens',
    [0n, [WBNB, GHOST, CAKE, DEEP], otherTrader.account.address, DEADLINE],
    parseEther('2'),
  )

  // Hour 23: a deposit, a sale for BNB, and a new token with a thin BNB pair.
  await at(2n * HOUR)
  await router(trader, 'addLiquidity', [
    USDT,
    BUSD,
    parseEther('10000'),
    parseEther('10000'),
    0n,
    0n,
    me,
    DEADLINE,
  ])
  await router(trader, 'swapExactTokensForETH', [
    parseEther('1200'),
    0n,
    [BUSD, WBNB],
    me,
    DEADLINE,
  ])
  await at(2n * HOUR + 30n * 60n)
  const THIN = await deploy(trader, {
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    args: ['Thin Token', 'THIN', 6, parseUnits('1000000', 6)],
    name: 'THIN',
  })
  await approve(THIN)
  await router(
    trader,
    'addLiquidityETH',
    [THIN, parseUnits('50000', 6), 0n, 0n, me, DEADLINE],
    parseEther('1'),
  )
  await router(trader, 'swapExactETHForTokens', [0n, [WBNB, THIN], me, DEADLINE], parseEther('0.1'))

  // Day 1, just past midnight: a withdrawal from BNB-USDT and a sale big enough to move BNB.
  await at(3n * HOUR + 10n * 60n)
  await approve(pair('BNB-USDT'))
  await router(trader, 'removeLiquidityETH', [USDT, parseEther('500'), 0n, 0n, me, DEADLINE])
  await router(trader, 'swapExactTokensForETH', [
    parseEther('40000'),
    0n,
    [USDT, WBNB],
    me,
    DEADLINE,
  ])
  await at(4n * HOUR)
  await router(trader, 'swapExactTokensForTokens', [
    parseEther('2000'),
    0n,
    [GHOST, CAKE],
    me,
    DEADLINE,
  ])
  await router(trader, 'addLiquidity', [
    CAKE,
    GHOST,
    parseEther('4000'),
    parseEther('5000'),
    0n,
    0n,
    me,
    DEADLINE,
  ])
  // TAX takes 10% of every transfer: the pair's Sync, not the Swap's amounts, tells what it holds.
  await router(
    trader,
    'swapExactETHForTokensSupportingFeeOnTransferTokens',
    [0n, [WBNB, TAX], me, DEADLINE],
    parseEther('0.5'),
  )
  await at(5n * HOUR + 30n * 60n)
  await router(trader, 'swapTokensForExactTokens', [
    parseEther('300'),
    parseEther('1000000'),
    [DEEP, CAKE, GHOST],
    me,
    DEADLINE,
  ])

  // Day 2: more of each, on pairs the earlier days touched and on the thin pair.
  await at(27n * HOUR)
  await router(
    otherTrader,
    'swapExactETHForTokens',
    [0n, [WBNB, BUSD], otherTrader.account.address, DEADLINE],
    parseEther('1.5'),
  )
  await approve(pair('CAKE-GHOST'))
  await router(trader, 'removeLiquidity', [CAKE, GHOST, parseEther('3000'), 0n, 0n, me, DEADLINE])
  await router(trader, 'swapExactTokensForETH', [
    parseUnits('2000', 6),
    0n,
    [THIN, WBNB],
    me,
    DEADLINE,
  ])
  await at(28n * HOUR + 5n * 60n)
  // LP sent to 0x0 by hand is not burnt: the pair's supply keeps it.
  await write(trader, {
    address: pair('BNB-USDT'),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [zeroAddress, parseEther('1')],
  })
  await router(
    trader,
    'addLiquidityETH',
    [USDT, parseEther('30000'), 0n, 0n, me, DEADLINE],
    parseEther('50'),
  )
  await router(
    trader,
    'swapETHForExactTokens',
    [parseEther('900'), [WBNB, GHOST], me, DEADLINE],
    parseEther('5'),
  )
  return THIN
}
