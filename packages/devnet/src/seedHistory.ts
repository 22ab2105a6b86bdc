/**
 * Gives a freshly deployed local world a past (Anvil only): the community accounts (worldPlan
 * COMMUNITY) take tokens, provide USDT-BNB liquidity and stake it in the farm, stake BNB in the
 * live pool and CAKE in the CAKE pool, stake CAKE-GHOST liquidity in its farm, and then trade
 * for days (worldPlan HISTORY) at increasing block times up to the present, so farms and pools
 * show an APR and stakes, and charts and the indexer have history.
 *
 * Everything is drawn from a seeded random source, so every fresh world has the same history
 * (shifted to end at the time it was made). Trades are sized from reserves the seeder keeps
 * itself with the sdk's pair math (read back from the chain after each liquidity event), so a
 * step costs four requests: the block time, the estimate, the send and the mine (anvilSender).
 */
import { ghostPairAbi, ghostRouterAbi, masterChefAbi, smartChefAbi } from '@ghost/contracts'
import type { Manifest } from '@ghost/contracts/manifest'
import { getAmountOut, getRouterCallPairCount } from '@ghost/sdk'
import {
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
} from 'viem'
import { type AnvilSender, createAnvilSender } from './anvilSender'
import { getRebalanceSwap } from './getRebalanceSwap'
import { createRandom } from './random'
import { COMMUNITY, HISTORY, PAIRS } from './worldPlan'

export type SeedHistoryParameters = {
  rpcUrl: string
  manifest: Manifest
  /** Unlocked account that holds the token supply (the deployer). */
  deployer: Address
  /** Unlocked accounts that trade, provide liquidity and stake (one per COMMUNITY entry). */
  community: readonly Address[]
  /** Unix seconds of the first trade. */
  from: bigint
  /** Unix seconds of the last steps, which bring prices back to the plan; by default the present. */
  until?: bigint | undefined
  /**
   * Called before each step with its block time, and before the last steps with theirs: another
   * seed (the lottery's) sends its own transactions in between, at earlier times, each mined
   * in its own block (automine is off).
   */
  beforeStep?: ((time: bigint) => Promise<void>) | undefined
}

const DEADLINE = 2n ** 40n
/** Fractions are applied to bigint reserves in millionths. */
const MILLION = 1_000_000n

type RouterFunction = ContractFunctionName<typeof ghostRouterAbi, 'nonpayable' | 'payable'>

type PairState = {
  key: string
  address: Address
  /** Token addresses in plan order (A, B); WBNB stands for BNB, which the router wraps. */
  tokenA: Address
  tokenB: Address
  aIsBnb: boolean
  bIsBnb: boolean
  reserveA: bigint
  reserveB: bigint
  /** Planned price of A in B as the seeded amounts (B per A; every token has 18 decimals). */
  planned: { amountA: bigint; amountB: bigint }
  /** Shape of the walk's target around the planned price. */
  wave: { amplitude: number; periodDays: number; phase: number }
}

export async function seedHistory(parameters: SeedHistoryParameters): Promise<{ trades: number }> {
  const { manifest, deployer, community, from } = parameters
  const random = createRandom(HISTORY.seed)
  const { Router, MasterChef, SmartChef2, SmartChef3 } = manifest.contracts

  const sender = createAnvilSender(parameters.rpcUrl)
  const { send } = sender
  const router = <name extends RouterFunction>(
    member: Address,
    functionName: name,
    args: ContractFunctionArgs<typeof ghostRouterAbi, 'nonpayable' | 'payable', name>,
    value?: bigint,
  ) =>
    send({
      from: member,
      to: Router,
      data: encodeFunctionData({ abi: ghostRouterAbi, functionName, args } as Parameters<
        typeof encodeFunctionData<typeof ghostRouterAbi>
      >[0]),
      value,
      pairsTouched: getRouterCallPairCount({ functionName, args: args as readonly unknown[] }),
    })
  const approve = (member: Address, token: Address, spender: Address) =>
    send({
      from: member,
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      }),
    })
  const balanceOf = (token: Address, owner: Address) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  /** Stakes `amount` of the LP (or token) of farm `pid` in MasterChef. */
  const farmDeposit = (member: Address, pid: bigint, amount: bigint) =>
    send({
      from: member,
      to: MasterChef,
      data: encodeFunctionData({
        abi: masterChefAbi,
        functionName: 'deposit',
        args: [pid, amount],
      }),
    })
  /** Stakes `amount` in a SmartChef pool: BNB pools take it as the value, token pools by approval. */
  const poolDeposit = (member: Address, pool: Address, amount: bigint, value?: bigint) =>
    send({
      from: member,
      to: pool,
      data: encodeFunctionData({ abi: smartChefAbi, functionName: 'deposit', args: [amount] }),
      value,
    })

  const { client } = sender
  await client.setAutomine(false)
  try {
    return await seed()
  } finally {
    await client.setAutomine(true)
  }

  async function seed() {
    const pairs = await readPairs(client, manifest)
    const bnbUsdt = pairs.get('BNB-USDT')
    const cakeGhost = pairs.get('CAKE-GHOST')
    if (!bnbUsdt || !cakeGhost) throw new Error('the world plan lacks BNB-USDT or CAKE-GHOST')

    // The community arrives: tokens, approvals, USDT-BNB liquidity mostly staked in the farm,
    // BNB in the live pool, CAKE in the CAKE pool, and CAKE-GHOST liquidity all staked in its
    // farm: CAKE in a wallet, a pool and a farm, which voting power counts.
    for (const [i, member] of community.entries()) {
      for (const [symbol, amount] of Object.entries(COMMUNITY.tokens)) {
        const token = manifest.tokens[symbol]
        if (!token) throw new Error(`the manifest lacks ${symbol}`)
        await send({
          from: deployer,
          to: token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [member, amount],
          }),
        })
        await approve(member, token, Router)
      }
      for (const key of HISTORY.liquidityPairs) {
        const pair = pairs.get(key)
        if (pair) await approve(member, pair.address, Router)
      }
      await approve(member, bnbUsdt.address, MasterChef)
      const bnb = COMMUNITY.liquidityBnb[i] ?? COMMUNITY.liquidityBnb[0]
      await addLiquidity(member, bnbUsdt, bnb)
      const lp = await balanceOf(bnbUsdt.address, member)
      await farmDeposit(member, 0n, (lp * COMMUNITY.farmStakeBps) / 10_000n)
      const stake = COMMUNITY.poolStakes[i] ?? COMMUNITY.poolStakes[0]
      await poolDeposit(member, SmartChef2, stake, stake)
      const cakeStake = COMMUNITY.cakePoolStakes[i] ?? COMMUNITY.cakePoolStakes[0]
      await approve(member, manifest.tokens.CAKE, SmartChef3)
      await poolDeposit(member, SmartChef3, cakeStake)
      await approve(member, cakeGhost.address, MasterChef)
      const cake = COMMUNITY.cakeGhostLiquidityCake[i] ?? COMMUNITY.cakeGhostLiquidityCake[0]
      await addLiquidity(member, cakeGhost, cake)
      await farmDeposit(member, 1n, await balanceOf(cakeGhost.address, member))
    }

    /** Adds liquidity worth `amountA` of the pair's A side at the pool's price. */
    async function addLiquidity(member: Address, pair: PairState, amountA: bigint) {
      // Offer 1% more B than the price asks: the router takes all of A and the matching B.
      const amountB = (amountA * pair.reserveB * 101n) / (pair.reserveA * 100n)
      if (pair.aIsBnb || pair.bIsBnb) {
        const [token, tokenAmount, bnbAmount] = pair.aIsBnb
          ? [pair.tokenB, amountB, amountA]
          : [pair.tokenA, (amountA * 101n) / 100n, (amountA * pair.reserveB) / pair.reserveA]
        await router(
          member,
          'addLiquidityETH',
          [token, tokenAmount, 0n, 0n, member, DEADLINE],
          bnbAmount,
        )
      } else {
        await router(member, 'addLiquidity', [
          pair.tokenA,
          pair.tokenB,
          amountA,
          amountB,
          0n,
          0n,
          member,
          DEADLINE,
        ])
      }
      await resync(pair)
    }

    async function resync(pair: PairState) {
      const [reserve0, reserve1] = await client.readContract({
        address: pair.address,
        abi: ghostPairAbi,
        functionName: 'getReserves',
      })
      const aIsToken0 = BigInt(pair.tokenA) < BigInt(pair.tokenB)
      pair.reserveA = aIsToken0 ? reserve0 : reserve1
      pair.reserveB = aIsToken0 ? reserve1 : reserve0
    }

    async function swap(member: Address, pair: PairState, sellA: boolean, amountIn: bigint) {
      const [tokenIn, tokenOut] = sellA ? [pair.tokenA, pair.tokenB] : [pair.tokenB, pair.tokenA]
      const bnbIn = sellA ? pair.aIsBnb : pair.bIsBnb
      const bnbOut = sellA ? pair.bIsBnb : pair.aIsBnb
      const path = [tokenIn, tokenOut]
      if (bnbIn)
        await router(member, 'swapExactETHForTokens', [0n, path, member, DEADLINE], amountIn)
      else if (bnbOut)
        await router(member, 'swapExactTokensForETH', [amountIn, 0n, path, member, DEADLINE])
      else await router(member, 'swapExactTokensForTokens', [amountIn, 0n, path, member, DEADLINE])
      const [reserveIn, reserveOut] = sellA
        ? [pair.reserveA, pair.reserveB]
        : [pair.reserveB, pair.reserveA]
      const amountOut = getAmountOut({ amountIn, reserveIn, reserveOut })
      if (sellA) {
        pair.reserveA += amountIn
        pair.reserveB -= amountOut
      } else {
        pair.reserveB += amountIn
        pair.reserveA -= amountOut
      }
    }

    async function liquidityEvent(member: Address) {
      const key = HISTORY.liquidityPairs[random.pick(HISTORY.liquidityPairs.map(() => 1))]
      const pair = key ? pairs.get(key) : undefined
      if (!pair) return
      const lp = await balanceOf(pair.address, member)
      if (lp > 0n && random.next() < 0.5) {
        const liquidity = lp / 4n
        if (pair.aIsBnb || pair.bIsBnb) {
          const token = pair.aIsBnb ? pair.tokenB : pair.tokenA
          await router(member, 'removeLiquidityETH', [token, liquidity, 0n, 0n, member, DEADLINE])
        } else {
          await router(member, 'removeLiquidity', [
            pair.tokenA,
            pair.tokenB,
            liquidity,
            0n,
            0n,
            member,
            DEADLINE,
          ])
        }
        await resync(pair)
        return
      }
      const fraction = 0.003 + 0.012 * random.next()
      await addLiquidity(member, pair, fractionOf(pair.reserveA, fraction))
    }

    const trading = HISTORY.pairs.flatMap(([key]) => pairs.get(key) ?? [])
    const weights = HISTORY.pairs.map(([, weight]) => weight)
    const until = parameters.until ?? BigInt(Math.floor(Date.now() / 1000))
    const span = until - from
    const step = span / BigInt(HISTORY.steps + 1)
    let trades = 0
    for (let i = 0; i < HISTORY.steps; i++) {
      const jitter = BigInt(Math.floor(random.next() * 0.8 * Number(step)))
      const time = from + BigInt(i) * step + jitter
      await parameters.beforeStep?.(time)
      await client.setNextBlockTimestamp({ timestamp: time })
      const member = community[Math.floor(random.next() * community.length)] as Address
      if (i % HISTORY.liquidityEvery === HISTORY.liquidityEvery - 1) {
        await liquidityEvent(member)
        continue
      }
      const pair = trading[random.pick(weights)] as PairState
      // By step, not by clock: the same steps make the same trades whenever the world is made.
      const progress = i / HISTORY.steps
      const price = Number((pair.reserveB * MILLION) / pair.reserveA) / 1e6
      const deviation = (price - targetPrice(pair, progress)) / targetPrice(pair, progress)
      const sellA = random.next() < Math.min(0.9, Math.max(0.1, 0.5 + 8 * deviation))
      const size = 0.0004 + 0.008 * random.next() ** 3
      await swap(member, pair, sellA, fractionOf(sellA ? pair.reserveA : pair.reserveB, size))
      trades++
    }

    // Back to the planned prices, at the end: what the rest of the product (and its tests) expects.
    const end = parameters.until ?? BigInt(Math.max(Math.floor(Date.now() / 1000), Number(until)))
    await parameters.beforeStep?.(end)
    await client.setNextBlockTimestamp({ timestamp: end })
    for (const pair of trading) {
      await resync(pair)
      const correction = getRebalanceSwap(pair)
      if (!correction) continue
      await swap(community[0] as Address, pair, correction.sellA, correction.amountIn)
      trades++
    }
    // A pair that did not trade still starts its price accumulators, as one that has been around.
    for (const pair of pairs.values()) {
      if (trading.includes(pair)) continue
      await send({
        from: deployer,
        to: pair.address,
        data: encodeFunctionData({ abi: ghostPairAbi, functionName: 'sync' }),
        pairsTouched: 1,
      })
    }

    await sender.assertAllSucceeded('history')
    return { trades }
  }
}

function fractionOf(amount: bigint, fraction: number): bigint {
  return (amount * BigInt(Math.round(fraction * Number(MILLION)))) / MILLION
}

/** Where the walk pulls the price: a slow wave around the plan that fades out by the present. */
function targetPrice(pair: PairState, progress: number): number {
  const { amplitude, periodDays, phase } = pair.wave
  const cycles = (progress * HISTORY.days) / periodDays
  const planned = Number((pair.planned.amountB * MILLION) / pair.planned.amountA) / 1e6
  return planned * (1 + amplitude * Math.sin(2 * Math.PI * cycles + phase) * (1 - progress))
}

async function readPairs(
  client: AnvilSender['client'],
  manifest: Manifest,
): Promise<Map<string, PairState>> {
  const random = createRandom(HISTORY.seed ^ 0x5eed)
  const addressOf = (symbol: string): Address => {
    const address = symbol === 'BNB' ? manifest.contracts.WBNB : manifest.tokens[symbol]
    if (!address) throw new Error(`the manifest lacks ${symbol}`)
    return address
  }
  const pairs = new Map<string, PairState>()
  for (const [symbolA, symbolB, amountA, amountB] of PAIRS) {
    const key = `${symbolA}-${symbolB}`
    const address = manifest.pairs?.[key]
    if (!address) continue
    const pair: PairState = {
      key,
      address,
      tokenA: addressOf(symbolA),
      tokenB: addressOf(symbolB),
      aIsBnb: symbolA === 'BNB',
      bIsBnb: symbolB === 'BNB',
      reserveA: 0n,
      reserveB: 0n,
      planned: { amountA, amountB },
      wave: {
        amplitude: 0.03 + 0.05 * random.next(),
        periodDays: 2 + 3 * random.next(),
        phase: 2 * Math.PI * random.next(),
      },
    }
    const [reserve0, reserve1] = await client.readContract({
      address,
      abi: ghostPairAbi,
      functionName: 'getReserves',
    })
    const aIsToken0 = BigInt(pair.tokenA) < BigInt(pair.tokenB)
    pair.reserveA = aIsToken0 ? reserve0 : reserve1
    pair.reserveB = aIsToken0 ? reserve1 : reserve0
    pairs.set(key, pair)
  }
  return pairs
}
