/**
 * The router call choice against the seeded world on Anvil (packages/devnet): every candidate is
 * estimated, the last that works is sent with the sdk's gas limit, and the balances move by what
 * the trade promised; failures give the spec's texts (a revert reason, the taxed token's note, a
 * non-revert estimate failure).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ghostPairAbi, ghostRouterAbi, pairInitCodeHash } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { type Devnet, devWriter, startDevnet } from '@ghost/devnet'
import {
  type Currency,
  computePairAddress,
  computeSlippageAdjustedAmounts,
  getBestTrade,
  Native,
  PAIR_ORACLE_WRITE_GAS,
  type Pair,
  pairFromReserves,
  Token,
  TradeType,
  tryParseAmount,
} from '@ghost/sdk'
import { type Address, erc20Abi, maxUint256, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mined } from '../../test/mined'
import { estimateSwapCalls } from './estimateSwapCalls'
import { getSwapCallCandidates } from './getSwapCallCandidates'
import { selectSwapCall } from './selectSwapCall'

let devnet: Devnet
let dir: string
let manifest: Manifest
let tokens: Record<string, Token>
let bnb: Native
const holder = devAccount(1)

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ghost-swap-'))
  devnet = await startDevnet({ port: 0, manifestPath: join(dir, '1337.json') })
  manifest = devnet.manifest
  const wbnb = new Token({ chainId: 1337, address: manifest.contracts.WBNB, symbol: 'WBNB' })
  bnb = Native.onChain(wbnb)
  tokens = { WBNB: wbnb }
  for (const [symbol, address] of Object.entries(manifest.tokens)) {
    tokens[symbol] = new Token({ chainId: 1337, address, symbol })
  }
}, 120_000)

afterAll(async () => {
  await devnet?.anvil.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const client = () => anvilClient(devnet.anvil.url)
const holderWriter = () => devWriter(devnet.anvil.url, 1)

/** Every pair of the known tokens that exists, with reserves now. */
async function readPairs(): Promise<Pair[]> {
  const list = Object.values(tokens)
  const pairs: Pair[] = []
  for (const [i, a] of list.entries()) {
    for (const b of list.slice(i + 1)) {
      const address = computePairAddress({
        factoryAddress: manifest.contracts.Factory,
        initCodeHash: pairInitCodeHash,
        tokenA: a,
        tokenB: b,
      })
      if ((await client().getCode({ address })) === undefined) continue
      const [r0, r1] = await client().readContract({
        address,
        abi: ghostPairAbi,
        functionName: 'getReserves',
      })
      const [t0, t1] = a.sortsBefore(b) ? [a, b] : [b, a]
      pairs.push(pairFromReserves({ tokenA: t0, tokenB: t1, reserveA: r0, reserveB: r1, address }))
    }
  }
  return pairs
}

async function trade(
  input: Currency,
  output: Currency,
  typed: string,
  tradeType: TradeType = TradeType.EXACT_INPUT,
) {
  const amount = tryParseAmount(typed, tradeType === TradeType.EXACT_INPUT ? input : output)
  if (!amount) throw new Error('bad amount')
  const found = getBestTrade({
    pairs: await readPairs(),
    tradeType,
    amount,
    otherCurrency: tradeType === TradeType.EXACT_INPUT ? output : input,
  })
  if (!found) throw new Error('no trade')
  return found
}

async function deadline(offset = 1200n) {
  return (await client().getBlock()).timestamp + offset
}

async function balanceOf(currency: Currency, account: Address = holder.address) {
  return currency.isNative
    ? client().getBalance({ address: account })
    : client().readContract({
        address: currency.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      })
}

async function approveRouter(token: Token) {
  const hash = await holderWriter().writeContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [manifest.contracts.Router, maxUint256],
  })
  await mined(client(), hash)
}

async function choose(
  found: Awaited<ReturnType<typeof trade>>,
  slippageBps: number,
  offset?: bigint,
) {
  const calls = getSwapCallCandidates({
    trade: found,
    slippageBps,
    recipient: holder.address,
    deadline: await deadline(offset),
  })
  const estimates = await estimateSwapCalls(client(), {
    router: manifest.contracts.Router,
    account: holder.address,
    calls,
  })
  const taxed = found.route.path.find((token) => token.address === manifest.tokens.TAX)
  return {
    estimates,
    choice: selectSwapCall(estimates, { taxedSymbol: taxed?.symbol }),
  }
}

async function send(choice: Awaited<ReturnType<typeof choose>>['choice']) {
  if (!('call' in choice)) throw new Error('no call chosen')
  const hash = await holderWriter().writeContract({
    address: manifest.contracts.Router,
    abi: ghostRouterAbi,
    functionName: choice.call.functionName,
    args: choice.call.args,
    value: choice.call.value,
    gas: choice.gasLimit,
  } as Parameters<ReturnType<typeof holderWriter>['writeContract']>[0])
  return mined(client(), hash)
}

describe('router call choice', () => {
  test('BNB → USDT exact in: both variants estimate, the last (fee-supporting) is sent, +10% gas and one pair’s accumulator write', async () => {
    const found = await trade(bnb, tokens.USDT as Token, '1')
    const { estimates, choice } = await choose(found, 50)
    expect(estimates.map((e) => ('gas' in e ? e.call.functionName : 'error'))).toEqual([
      'swapExactETHForTokens',
      'swapExactETHForTokensSupportingFeeOnTransferTokens',
    ])
    const last = estimates[1]
    if (!last || !('gas' in last) || !('call' in choice)) throw new Error('expected a choice')
    expect(choice.call.functionName).toBe('swapExactETHForTokensSupportingFeeOnTransferTokens')
    expect(choice.gasLimit).toBe((last.gas * 11_000n) / 10_000n + PAIR_ORACLE_WRITE_GAS)
    const usdtBefore = await balanceOf(tokens.USDT as Token)
    const receipt = await send(choice)
    expect(receipt.gasUsed <= choice.gasLimit).toBe(true)
    // Nothing else traded in between: exactly the quoted output arrives.
    expect((await balanceOf(tokens.USDT as Token)) - usdtBefore).toBe(found.outputAmount.quotient)
  })

  test('USDT → GHOST exact out: the one plain call, at most the maximum sold leaves', async () => {
    await approveRouter(tokens.USDT as Token)
    const found = await trade(
      tokens.USDT as Token,
      tokens.GHOST as Token,
      '10',
      TradeType.EXACT_OUTPUT,
    )
    const { choice } = await choose(found, 50)
    if (!('call' in choice)) throw new Error('expected a choice')
    expect(choice.call.functionName).toBe('swapTokensForExactTokens')
    const [usdtBefore, ghostBefore] = [
      await balanceOf(tokens.USDT as Token),
      await balanceOf(tokens.GHOST as Token),
    ]
    await send(choice)
    expect((await balanceOf(tokens.GHOST as Token)) - ghostBefore).toBe(parseEther('10'))
    const spent = usdtBefore - (await balanceOf(tokens.USDT as Token))
    expect(spent).toBe(found.inputAmount.quotient)
    const { maximumAmountIn } = computeSlippageAdjustedAmounts(found, { slippage: 50 })
    expect(spent <= maximumAmountIn.quotient).toBe(true)
  })

  test('an expired deadline names the revert reason', async () => {
    const found = await trade(bnb, tokens.USDT as Token, '1')
    const { choice } = await choose(found, 50, -100n)
    expect(choice).toMatchInlineSnapshot(`
      {
        "error": {
          "key": "The transaction cannot succeed due to error: %reason%",
          "values": {
            "reason": "GhostRouter: EXPIRED",
          },
        },
        "hint": undefined,
      }
    `)
  })

  test('the taxed token below its slippage: both variants revert; the note is added', async () => {
    await approveRouter(tokens.TAX as Token)
    const found = await trade(tokens.TAX as Token, bnb, '100')
    const { estimates, choice } = await choose(found, 50)
    expect(estimates.every((estimate) => 'error' in estimate)).toBe(true)
    expect(choice).toMatchInlineSnapshot(`
      {
        "error": {
          "key": "The transaction cannot succeed due to error: %reason%",
          "values": {
            "reason": "GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT",
          },
        },
        "hint": {
          "key": "%symbol% burns 10% of every transfer: set your slippage tolerance to 12% or more to trade it.",
          "values": {
            "symbol": "TAX",
          },
        },
      }
    `)
  })

  test('the taxed token at 12%: the fee-supporting sale goes through above the minimum', async () => {
    const found = await trade(tokens.TAX as Token, bnb, '100')
    const { estimates, choice } = await choose(found, 1200)
    expect(estimates.map((e) => 'gas' in e)).toEqual([false, true])
    if (!('call' in choice)) throw new Error('expected a choice')
    expect(choice.call.functionName).toBe('swapExactTokensForETHSupportingFeeOnTransferTokens')
    const before = await balanceOf(bnb)
    const receipt = await send(choice)
    const received = (await balanceOf(bnb)) - before + receipt.gasUsed * receipt.effectiveGasPrice
    const { minimumAmountOut } = computeSlippageAdjustedAmounts(found, { slippage: 1200 })
    expect(received >= minimumAmountOut.quotient).toBe(true)
    // 10% of what was sold burned on the way in: about 90% of the quote arrives.
    expect(received < (found.outputAmount.quotient * 91n) / 100n).toBe(true)
  })

  test('an account without BNB: the estimate fails for want of funds, and says so', async () => {
    const found = await trade(bnb, tokens.USDT as Token, '1')
    const calls = getSwapCallCandidates({
      trade: found,
      slippageBps: 50,
      recipient: holder.address,
      deadline: await deadline(),
    })
    const empty = privateKeyToAccount(`0x${'42'.repeat(32)}`).address
    const estimates = await estimateSwapCalls(client(), {
      router: manifest.contracts.Router,
      account: empty,
      calls,
    })
    expect(selectSwapCall(estimates, {})).toEqual({ error: { key: 'Insufficient BNB balance' } })
  })

  test('no candidate at all', () => {
    expect(selectSwapCall([], {})).toEqual({
      error: {
        key: 'Unexpected error. Please contact support: none of the calls threw an error.',
      },
    })
  })
})
