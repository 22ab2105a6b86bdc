/**
 * The sdk's pair math and routing quote exactly what the deployed contracts do: quotes are
 * computed from on-chain reserves with @ghost/sdk, then the same swaps and deposits run on the
 * local chain, and the results must match to the wei.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ghostBuybackAbi,
  ghostFactoryAbi,
  ghostFeeSplitterAbi,
  ghostPairAbi,
  ghostRouterAbi,
} from '@ghost/contracts'
import { anvilClient, devAccount, isolated } from '@ghost/contracts/anvil'
import {
  BUYBACK_BURN_FEE_BPS,
  bestTradeExactIn,
  CurrencyAmount,
  getAmountIn,
  getAmountOut,
  getGasLimit,
  getLiquidityMinted,
  getRouterCallPairCount,
  LP_FEE_BPS,
  Native,
  Pair,
  PROTOCOL_FEE_BPS,
  SWAP_FEE_BPS,
  Token,
  TREASURY_FEE_BPS,
} from '@ghost/sdk'
import fc from 'fast-check'
import { type Address, erc20Abi, maxUint256, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS, type Devnet, startDevnet } from './startDevnet'

const TRADER = 2
const DEADLINE = 2n ** 40n
let dir: string
let devnet: Devnet
let client: ReturnType<typeof anvilClient>
const me = devAccount(TRADER).address

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ghost-parity-'))
  devnet = await startDevnet({ port: 0, manifestPath: join(dir, '1337.json') })
  client = anvilClient(devnet.anvil.url, devAccount(TRADER))
  for (const token of Object.values(devnet.manifest.tokens)) {
    await client.waitForTransactionReceipt({
      hash: await client.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [devnet.manifest.contracts.Router, maxUint256],
      }),
    })
  }
})

afterAll(async () => {
  await devnet?.anvil.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function token(address: Address): Promise<Token> {
  const [symbol, decimals] = await Promise.all([
    client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
  ])
  return new Token({ chainId: 1337, address, symbol, decimals })
}

async function readPair(address: Address): Promise<Pair> {
  const [[reserve0, reserve1], token0, token1] = await Promise.all([
    client.readContract({ address, abi: ghostPairAbi, functionName: 'getReserves' }),
    client.readContract({ address, abi: ghostPairAbi, functionName: 'token0' }),
    client.readContract({ address, abi: ghostPairAbi, functionName: 'token1' }),
  ])
  return new Pair({
    reserveA: CurrencyAmount.fromRawAmount(await token(token0), reserve0),
    reserveB: CurrencyAmount.fromRawAmount(await token(token1), reserve1),
    address,
  })
}

async function balance(address: Address): Promise<bigint> {
  return client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [me] })
}

/** Sends a router call as the trader and requires success, naming the revert reason when there is one. */
async function send(request: Parameters<typeof client.writeContract>[0]) {
  const estimate = await client.estimateContractGas(
    request as Parameters<typeof client.estimateContractGas>[0],
  )
  const gas = getGasLimit({
    estimate,
    pairsTouched: getRouterCallPairCount({
      functionName: request.functionName,
      args: request.args as readonly unknown[] | undefined,
    }),
  })
  const hash = await client.writeContract({ ...request, gas })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') {
    const reason = await client
      .simulateContract({
        ...request,
        blockNumber: receipt.blockNumber - 1n,
      } as unknown as Parameters<typeof client.simulateContract>[0])
      .then(
        () => 'no revert when replayed',
        (error: Error) => error.message,
      )
    throw new Error(`${request.functionName} reverted in block ${receipt.blockNumber}: ${reason}`)
  }
  return receipt
}

/** Calls the router as the trader; the function name and arguments are checked against its ABI by viem at run time. */
function router(functionName: string, args: readonly unknown[], value?: bigint) {
  return send({
    address: devnet.manifest.contracts.Router,
    abi: ghostRouterAbi,
    functionName,
    args,
    value,
  } as unknown as Parameters<typeof client.writeContract>[0])
}

describe('sdk pair math equals the deployed contracts', () => {
  test('exact-in: getAmountOut is what the router delivers (USDT → BUSD), to the wei', async () => {
    const { USDT, BUSD } = devnet.manifest.tokens
    const pair = devnet.manifest.pairs?.['USDT-BUSD'] as Address
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 1000n, max: parseEther('50000') }), (amountIn) =>
        isolated(client, async () => {
          const [reserve0, reserve1] = await client.readContract({
            address: pair,
            abi: ghostPairAbi,
            functionName: 'getReserves',
          })
          const usdtIsToken0 =
            (await client.readContract({
              address: pair,
              abi: ghostPairAbi,
              functionName: 'token0',
            })) === USDT
          const quoted = getAmountOut({
            amountIn,
            reserveIn: usdtIsToken0 ? reserve0 : reserve1,
            reserveOut: usdtIsToken0 ? reserve1 : reserve0,
          })
          const before = await balance(BUSD)
          await router('swapExactTokensForTokens', [amountIn, 0n, [USDT, BUSD], me, DEADLINE])
          expect((await balance(BUSD)) - before).toBe(quoted)
        }),
      ),
      { numRuns: 40 },
    )
  })

  test('exact-out: getAmountIn is what the router takes (GHOST → CAKE), to the wei', async () => {
    const { GHOST, CAKE } = devnet.manifest.tokens
    const pair = devnet.manifest.pairs?.['CAKE-GHOST'] as Address
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 1000n, max: parseEther('20000') }), (amountOut) =>
        isolated(client, async () => {
          const [reserve0, reserve1] = await client.readContract({
            address: pair,
            abi: ghostPairAbi,
            functionName: 'getReserves',
          })
          const ghostIsToken0 =
            (await client.readContract({
              address: pair,
              abi: ghostPairAbi,
              functionName: 'token0',
            })) === GHOST
          const quoted = getAmountIn({
            amountOut,
            reserveIn: ghostIsToken0 ? reserve0 : reserve1,
            reserveOut: ghostIsToken0 ? reserve1 : reserve0,
          })
          const [ghostBefore, cakeBefore] = [await balance(GHOST), await balance(CAKE)]
          await router('swapTokensForExactTokens', [
            amountOut,
            maxUint256,
            [GHOST, CAKE],
            me,
            DEADLINE,
          ])
          expect(ghostBefore - (await balance(GHOST))).toBe(quoted)
          expect((await balance(CAKE)) - cakeBefore).toBe(amountOut)
        }),
      ),
      { numRuns: 40 },
    )
  })

  test('routing: the best BNB → DEEP trade is the 3-hop route, and the chain delivers its output', async () => {
    const pairs = await Promise.all(Object.values(devnet.manifest.pairs ?? {}).map(readPair))
    const wbnb = await token(devnet.manifest.contracts.WBNB)
    const deep = await token(devnet.manifest.tokens.DEEP as Address)
    const bnb = Native.onChain(wbnb)
    const [trade] = bestTradeExactIn({
      pairs,
      amountIn: CurrencyAmount.fromRawAmount(bnb, parseEther('3')),
      currencyOut: deep,
    })
    if (!trade) throw new Error('no route to DEEP')
    expect(trade.route.path.map((t) => t.symbol)).toEqual(['WBNB', 'GHOST', 'CAKE', 'DEEP'])
    await isolated(client, async () => {
      const before = await balance(deep.address)
      await router(
        'swapExactETHForTokens',
        [0n, trade.route.path.map((t) => t.address), me, DEADLINE],
        parseEther('3'),
      )
      expect((await balance(deep.address)) - before).toBe(trade.outputAmount.quotient)
    })
  })

  test('liquidity: getLiquidityMinted (with the protocol fee switch on) is the LP the pair mints', async () => {
    const { USDT, BUSD } = devnet.manifest.tokens
    const pairAddress = devnet.manifest.pairs?.['USDT-BUSD'] as Address
    await isolated(client, async () => {
      // Trade first so kLast lags and the protocol fee is minted on the deposit.
      await router('swapExactTokensForTokens', [
        parseEther('30000'),
        0n,
        [USDT, BUSD],
        me,
        DEADLINE,
      ])
      const pair = await readPair(pairAddress)
      const [totalSupply, kLast] = await Promise.all([
        client.readContract({
          address: pairAddress,
          abi: ghostPairAbi,
          functionName: 'totalSupply',
        }),
        client.readContract({ address: pairAddress, abi: ghostPairAbi, functionName: 'kLast' }),
      ])
      const [amountUsdt, amountBusd] = [parseEther('1000'), parseEther('1200')]
      const usdt = pair.token0.address === USDT ? pair.token0 : pair.token1
      const busd = pair.token0.address === USDT ? pair.token1 : pair.token0
      // The router deposits at the pool price: the BUSD side is reduced to match 1000 USDT.
      const busdUsed = (amountUsdt * pair.reserveOf(busd).quotient) / pair.reserveOf(usdt).quotient
      const expected = getLiquidityMinted(pair, {
        totalSupply: CurrencyAmount.fromRawAmount(pair.liquidityToken, totalSupply),
        amountA: CurrencyAmount.fromRawAmount(usdt, amountUsdt),
        amountB: CurrencyAmount.fromRawAmount(busd, busdUsed),
        kLast,
      })
      const before = await balance(pairAddress)
      await router('addLiquidity', [USDT, BUSD, amountUsdt, amountBusd, 0n, 0n, me, DEADLINE])
      expect((await balance(pairAddress)) - before).toBe(expected.quotient)
    })
  })
})

describe('the on-chain fee split equals the sdk constants', () => {
  test('the factory pays feeTo = FeeSplitter, whose shares are TREASURY_FEE_BPS and BUYBACK_BURN_FEE_BPS', async () => {
    const { FeeSplitter, Factory, Buyback } = devnet.manifest.contracts
    const splitterRead = <
      const F extends 'TREASURY_FEE_BPS' | 'BUYBACK_FEE_BPS' | 'treasury' | 'buyback',
    >(
      functionName: F,
    ) => client.readContract({ address: FeeSplitter, abi: ghostFeeSplitterAbi, functionName })
    expect(
      await client.readContract({ address: Factory, abi: ghostFactoryAbi, functionName: 'feeTo' }),
    ).toBe(FeeSplitter)
    const [treasuryBps, buybackBps] = [
      await splitterRead('TREASURY_FEE_BPS'),
      await splitterRead('BUYBACK_FEE_BPS'),
    ]
    expect(treasuryBps).toBe(TREASURY_FEE_BPS)
    expect(buybackBps).toBe(BUYBACK_BURN_FEE_BPS)
    expect(treasuryBps + buybackBps).toBe(PROTOCOL_FEE_BPS)
    expect(SWAP_FEE_BPS - PROTOCOL_FEE_BPS).toBe(LP_FEE_BPS)
    expect(await splitterRead('treasury')).toBe(devAccount(DEV_ACCOUNTS.treasury).address)
    expect(await splitterRead('buyback')).toBe(Buyback)
    expect(
      await client.readContract({ address: Buyback, abi: ghostBuybackAbi, functionName: 'ghost' }),
    ).toBe(devnet.manifest.tokens.GHOST)
  })

  test('after trading and a deposit, distribute pays the treasury 3/8 of the minted fee and the buyback the rest', async () => {
    const { USDT, BUSD } = devnet.manifest.tokens
    const { FeeSplitter, Buyback } = devnet.manifest.contracts
    const pair = devnet.manifest.pairs?.['USDT-BUSD'] as Address
    const treasury = devAccount(DEV_ACCOUNTS.treasury).address
    const lpOf = (owner: Address) =>
      client.readContract({
        address: pair,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    await isolated(client, async () => {
      await router('swapExactTokensForTokens', [
        parseEther('20000'),
        0n,
        [USDT, BUSD],
        me,
        DEADLINE,
      ])
      await router('addLiquidity', [
        USDT,
        BUSD,
        parseEther('10'),
        parseEther('10'),
        0n,
        0n,
        me,
        DEADLINE,
      ])
      const minted = await lpOf(FeeSplitter)
      expect(minted).toBeGreaterThan(0n)
      const [treasuryBefore, buybackBefore] = [await lpOf(treasury), await lpOf(Buyback)]
      await send({
        address: FeeSplitter,
        abi: ghostFeeSplitterAbi,
        functionName: 'distribute',
        args: [[pair]],
      } as unknown as Parameters<typeof client.writeContract>[0])
      const toTreasury = (minted * TREASURY_FEE_BPS) / PROTOCOL_FEE_BPS
      expect((await lpOf(treasury)) - treasuryBefore).toBe(toTreasury)
      expect((await lpOf(Buyback)) - buybackBefore).toBe(minted - toTreasury)
    })
  })
})
