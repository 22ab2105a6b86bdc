/**
 * Deploys every Ghost contract (the NFT market through `deployNft`, the lottery through
 * `deployLottery`, the prediction game through `deployPrediction`, the IFO deployer through
 * `deployIfo`; on the local world also the trading competition, the farm auction and the LP
 * migration's legacy exchange and migrator through `deployCompetition`, `deployAuction` and
 * `deployMigration`) and seeds the demo world described in `worldPlan.ts`.
 * Runs against the local Anvil node and, given `remote` (deployRemote: no liquidity, no other
 * accounts, no mining, rewards that start later) and a journal as `steps`, against a real chain.
 */
import {
  ghostBuybackAbi,
  ghostBuybackBytecode,
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostFeeSplitterAbi,
  ghostFeeSplitterBytecode,
  ghostRouterAbi,
  ghostRouterBytecode,
  masterChefAbi,
  masterChefBytecode,
  multicallAbi,
  multicallBytecode,
  smartChefAbi,
  smartChefBytecode,
  taxTokenAbi,
  taxTokenBytecode,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import type {
  Manifest,
  ManifestAuctionContracts,
  ManifestCompetitionContracts,
  ManifestMigrationContracts,
} from '@ghost/contracts/manifest'
import { type Address, erc20Abi, maxUint256, zeroAddress } from 'viem'
import { type ChainWriter, confirm, write } from './chainWriter'
import { deployAuction } from './deployAuction'
import { createLocalCompetitions, deployCompetition } from './deployCompetition'
import { deployIfo } from './deployIfo'
import { deployLottery, type LotteryVrfPlan } from './deployLottery'
import { deployMigration } from './deployMigration'
import { deployNft } from './deployNft'
import { deployPrediction } from './deployPrediction'
import { type DeploySteps, directSteps } from './deploySteps'
import {
  ACCOUNT_GRANTS,
  AUCTION,
  COMPETITION,
  FARM,
  IFO,
  IFO_TOKENS,
  LOTTERY,
  PAIRS,
  POOLS,
  type PoolPlan,
  PREDICTION,
  PROFILE,
  TAX_TOKEN,
  TOKENS,
} from './worldPlan'

export type DeployWorldParameters = {
  /** Deploys and owns everything; receives the seeded LP. */
  deployer: ChainWriter
  /**
   * Receives the treasury's share of the protocol fee (0.03% of volume, as LP tokens) from the
   * fee splitter, which is the factory's `feeTo`; the buyback-and-burn gets the other 0.05%.
   */
  treasury: Address
  /** Receives the Ghost pot's share of NFT sales; the treasury when omitted. */
  ghostPot?: Address | undefined
  /** Other funded accounts: each gets tokens and LP; the first one stakes in the finished pools. */
  holders?: readonly ChainWriter[] | undefined
  /** Mines blocks (Anvil only), used to move sousId 0 and 1 past their end block. */
  mine?: ((blocks: bigint) => Promise<void>) | undefined
  /** Sends the transactions (a journal for a resumable deploy); plain sends when omitted. */
  steps?: DeploySteps | undefined
  /** A real chain's deploy instead of the demo world's (see RemotePlan). */
  remote?: RemotePlan | undefined
  /** Notes the deploy leaves for the operator (a VRF consumer to add by hand). */
  log?: ((line: string) => void) | undefined
}

/**
 * A real chain's deploy: the planned pairs are created empty (the deployer holds every test token
 * but not the thousands of BNB the demo pools hold; liquidity is added through the app), and the
 * farm and every pool start paying `rewardsDelayBlocks` after the deploy, the pools for
 * `poolLifetimeBlocks`, funded with exactly what they pay.
 */
export type RemotePlan = {
  rewardsDelayBlocks: bigint
  poolLifetimeBlocks: bigint
  /**
   * Tokens already on the chain, used instead of deploying a stand-in: a mainnet's WBNB, USDT,
   * BUSD and CAKE. Keys are WBNB and the planned token symbols.
   */
  existing?: Readonly<Record<string, Address>> | undefined
  /** The lottery's settings there; without them the lottery is not deployed. */
  lottery?: RemoteLotteryPlan | undefined
  /** The prediction game's settings there; without them the game is not deployed. */
  prediction?: RemotePredictionPlan | undefined
  /** The IFO deployer's settings there; without them it is not deployed. */
  ifo?: RemoteIfoPlan | undefined
}

/** A real chain's lottery: its Chainlink VRF coordinator and subscription, and who runs it. */
export type RemoteLotteryPlan = {
  vrf: LotteryVrfPlan
  /** The CAKE-USD pair the ticket price comes from; the deploy's CAKE-USDT pair by default. */
  cakeUsdPair?: Address | undefined
  operator?: Address | undefined
  injector?: Address | undefined
}

/** A real chain's prediction game: the BNB/USD feed its rounds lock and close on, and who runs them. */
export type RemotePredictionPlan = {
  /** Chainlink's BNB/USD AggregatorV3Interface feed there (8 decimals). */
  oracle: Address
  /** Runs the rounds (the deployer when omitted). */
  operator?: Address | undefined
}

/** A real chain's IFO deployer: who creates the sales. */
export type RemoteIfoPlan = {
  /**
   * Owns the deployer and creates the sales (the deployer when omitted); each sale also needs
   * POINT_ROLE from the profile's admin, the deploying account.
   */
  owner?: Address | undefined
}

const DEADLINE = 2n ** 40n

export async function deployWorld(parameters: DeployWorldParameters): Promise<Manifest> {
  const { deployer, treasury, ghostPot = treasury, holders = [], mine, remote } = parameters
  const steps = parameters.steps ?? directSteps(deployer)
  const chainId = await deployer.getChainId()
  const startBlock = Number(
    await steps.value('startBlock', async () => await deployer.getBlockNumber()),
  )
  const me = deployer.account.address

  const existing = remote?.existing ?? {}
  const WBNB =
    existing.WBNB ?? (await steps.deploy({ abi: wbnbAbi, bytecode: wbnbBytecode, name: 'WBNB' }))
  const tokens: Record<string, Address> = {}
  for (const token of TOKENS) {
    tokens[token.symbol] =
      existing[token.symbol] ??
      (await steps.deploy({
        abi: testTokenAbi,
        bytecode: testTokenBytecode,
        args: [token.name, token.symbol, token.decimals, token.supply],
        name: token.symbol,
      }))
  }
  tokens.TAX =
    existing.TAX ??
    (await steps.deploy({
      abi: taxTokenAbi,
      bytecode: taxTokenBytecode,
      args: [TAX_TOKEN.name, TAX_TOKEN.symbol, TAX_TOKEN.supply],
      name: TAX_TOKEN.symbol,
    }))

  const Factory = await steps.deploy({
    abi: ghostFactoryAbi,
    bytecode: ghostFactoryBytecode,
    args: [me],
    name: 'Factory',
  })
  const Router = await steps.deploy({
    abi: ghostRouterAbi,
    bytecode: ghostRouterBytecode,
    args: [Factory, WBNB],
    name: 'Router',
  })
  const { GHOST: ghost } = tokens
  if (!ghost) throw new Error('world plan lacks GHOST')
  const Buyback = await steps.deploy({
    abi: ghostBuybackAbi,
    bytecode: ghostBuybackBytecode,
    args: [Router, ghost],
    name: 'Buyback',
  })
  const FeeSplitter = await steps.deploy({
    abi: ghostFeeSplitterAbi,
    bytecode: ghostFeeSplitterBytecode,
    args: [Factory, treasury, Buyback],
    name: 'FeeSplitter',
  })
  // Before any pair exists, so every pair's first deposit already records kLast.
  await steps.write('Factory.setFeeTo', {
    address: Factory,
    abi: ghostFactoryAbi,
    functionName: 'setFeeTo',
    args: [FeeSplitter],
  })
  const Multicall = await steps.deploy({
    abi: multicallAbi,
    bytecode: multicallBytecode,
    name: 'Multicall',
  })

  if (!remote) {
    for (const [symbol, address] of Object.entries(tokens)) {
      await steps.write(`${symbol}.approve(Router)`, {
        address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [Router, maxUint256],
      })
    }
  }
  const pairs: Record<string, Address> = {}
  for (const [symbolA, symbolB, amountA, amountB] of PAIRS) {
    const tokenA = symbolA === 'BNB' ? WBNB : tokens[symbolA]
    const tokenB = symbolB === 'BNB' ? WBNB : tokens[symbolB]
    if (!tokenA || !tokenB) throw new Error(`unknown token in pair ${symbolA}-${symbolB}`)
    if (remote) {
      await steps.write(`Factory.createPair(${symbolA}-${symbolB})`, {
        address: Factory,
        abi: ghostFactoryAbi,
        functionName: 'createPair',
        args: [tokenA, tokenB],
      })
    } else {
      await addLiquidity(steps, Router, me, tokens, [symbolA, symbolB, amountA, amountB])
    }
    pairs[`${symbolA}-${symbolB}`] = await deployer.readContract({
      address: Factory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [tokenA, tokenB],
    })
  }
  const usdtBnbLp = pairs['BNB-USDT']
  if (!usdtBnbLp || !tokens.GHOST || !tokens.USDT) throw new Error('world plan lacks BNB-USDT')

  // A real chain's farm and pools start together, a while after the deploy.
  const rewardsStart = remote
    ? await steps.value(
        'rewardsStartBlock',
        async () => (await deployer.getBlockNumber()) + remote.rewardsDelayBlocks,
      )
    : undefined
  const MasterChef = await steps.deploy({
    abi: masterChefAbi,
    bytecode: masterChefBytecode,
    args: [tokens.GHOST, FARM.rewardPerBlock, rewardsStart ?? (await deployer.getBlockNumber())],
    name: 'MasterChef',
  })
  await steps.write('MasterChef.add(pid 0)', {
    address: MasterChef,
    abi: masterChefAbi,
    functionName: 'add',
    args: [FARM.pid0AllocPoint, usdtBnbLp, false],
  })
  const cakeGhostLp = pairs['CAKE-GHOST']
  if (!cakeGhostLp) throw new Error('world plan lacks CAKE-GHOST')
  await steps.write('MasterChef.add(pid 1)', {
    address: MasterChef,
    abi: masterChefAbi,
    functionName: 'add',
    args: [FARM.pid1AllocPoint, cakeGhostLp, false],
  })
  await transfer(steps, 'fund MasterChef', tokens.GHOST, MasterChef, FARM.funding)

  const smartChefs: Record<string, Address> = {}
  const poolStart = rewardsStart ?? (await deployer.getBlockNumber()) + 1n
  for (const pool of POOLS) {
    smartChefs[`SmartChef${pool.sousId}`] = await deployPool(steps, {
      pool,
      tokens,
      start: poolStart,
      remote,
    })
  }

  for (const [i, holder] of holders.entries()) {
    for (const [symbol, address] of Object.entries(tokens)) {
      await transfer(
        steps,
        `grant ${symbol} to holder ${i}`,
        address,
        holder.account.address,
        ACCOUNT_GRANTS.tokens,
      )
    }
    const lp = await deployer.readContract({
      address: usdtBnbLp,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [me],
    })
    await transfer(steps, `grant LP to holder ${i}`, usdtBnbLp, holder.account.address, lp / 20n)
  }
  const finishedPoolsStaker = holders[0]
  if (finishedPoolsStaker) {
    for (const pool of POOLS.filter((p) => p.lifetimeBlocks < 1000n)) {
      const address = smartChefs[`SmartChef${pool.sousId}`]
      if (!address) continue
      await write(finishedPoolsStaker, {
        address,
        abi: smartChefAbi,
        functionName: 'deposit',
        args: [ACCOUNT_GRANTS.finishedPoolStake],
        value: ACCOUNT_GRANTS.finishedPoolStake,
      })
    }
  }
  if (mine) {
    const finishedEnd =
      poolStart +
      POOLS.reduce(
        (m, p) => (p.lifetimeBlocks < 1000n && p.lifetimeBlocks > m ? p.lifetimeBlocks : m),
        0n,
      )
    const now = await deployer.getBlockNumber()
    if (now <= finishedEnd) await mine(finishedEnd - now + 1n)
  }

  const { USDT, BUSD, GHOST, CAKE, TAX } = tokens
  if (!USDT || !BUSD || !GHOST || !CAKE || !TAX)
    throw new Error('world plan lacks a manifest token')
  const SmartChef0 = smartChefs.SmartChef0
  const SmartChef1 = smartChefs.SmartChef1
  const SmartChef2 = smartChefs.SmartChef2
  const SmartChef3 = smartChefs.SmartChef3
  if (!SmartChef0 || !SmartChef1 || !SmartChef2 || !SmartChef3)
    throw new Error('world plan lacks a pool')
  const nft = await deployNft({ deployer, wbnb: WBNB, cake: CAKE, treasury, ghostPot, steps })
  const cakeUsdt = pairs['CAKE-USDT']
  if (!cakeUsdt) throw new Error('world plan lacks CAKE-USDT')
  const localLotteryOperator = devAccount(LOTTERY.operatorAccount).address
  if (!remote) {
    // gas for the keeper's rounds on any local node, however many accounts it unlocks
    const funded = await deployer.sendTransaction({
      to: localLotteryOperator,
      value: LOTTERY.operatorBnb,
    })
    await confirm(deployer, funded, 'BNB to the lottery operator')
    await steps.write('CAKE.transfer(lottery operator)', {
      address: CAKE,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [localLotteryOperator, LOTTERY.operatorCake],
    })
  }
  const lottery =
    remote && !remote.lottery
      ? undefined
      : await deployLottery({
          deployer,
          cake: CAKE,
          cakeUsdPair: remote?.lottery?.cakeUsdPair ?? cakeUsdt,
          treasury,
          operator: remote ? remote.lottery?.operator : localLotteryOperator,
          injector: remote ? remote.lottery?.injector : localLotteryOperator,
          vrf: remote?.lottery?.vrf,
          steps,
          log: parameters.log,
        })
  const localPredictionOperator = devAccount(PREDICTION.operatorAccount).address
  if (!remote) {
    // gas for the keeper's rounds and feed updates
    const funded = await deployer.sendTransaction({
      to: localPredictionOperator,
      value: PREDICTION.operatorBnb,
    })
    await confirm(deployer, funded, 'BNB to the prediction operator')
  }
  const prediction =
    remote && !remote.prediction
      ? undefined
      : await deployPrediction({
          deployer,
          treasury,
          operator: remote ? remote.prediction?.operator : localPredictionOperator,
          oracle: remote?.prediction?.oracle,
          bnbUsdPair: usdtBnbLp,
          wbnb: WBNB,
          steps,
        })
  // Last, so every address deployed before the offerings stays where it was.
  const ifo =
    remote && !remote.ifo
      ? undefined
      : await deployIfo({
          deployer,
          cake: CAKE,
          profile: nft.Profile,
          owner: remote?.ifo?.owner,
          steps,
        })
  // The local world's project tokens (its seed sells them) and the IFO spec player's CAKE; a real
  // chain's projects bring their own tokens.
  const offeringTokens: Record<string, Address> = {}
  if (!remote) {
    for (const token of IFO_TOKENS) {
      offeringTokens[token.symbol] = await steps.deploy({
        abi: testTokenAbi,
        bytecode: testTokenBytecode,
        args: [token.name, token.symbol, token.decimals, token.supply],
        name: token.symbol,
      })
    }
    await transfer(
      steps,
      'CAKE to the IFO tester',
      CAKE,
      devAccount(IFO.testers.withProfile).address,
      IFO.testerCake,
    )
  }
  // Issue 35, after everything before it so no earlier address moves. Local only: a real chain's
  // competitions are made by `competition:create` with its Chainlink feeds, and its auction and
  // migrator wait for a deploy plan of their own.
  let issue35: Partial<
    ManifestCompetitionContracts & ManifestAuctionContracts & ManifestMigrationContracts
  > = {}
  if (!remote) {
    const competition = await deployCompetition({ deployer, profile: nft.Profile, steps })
    await createLocalCompetitions({
      deployer,
      competition: competition.TradingCompetition,
      tokens,
      pairs,
      steps,
    })
    const auction = await deployAuction({ deployer, cake: CAKE, steps })
    const { LegacyFactory, LegacyMasterChef, Migrator } = await deployMigration({
      deployer,
      factory: Factory,
      wbnb: WBNB,
      tokens,
      steps,
    })
    issue35 = { ...competition, ...auction, LegacyFactory, LegacyMasterChef, Migrator }
    // the competition spec's trader pays for its profile (PROFILES) and keeps only BNB; the
    // auction spec's bidders bid from their own CAKE
    await transfer(
      steps,
      'CAKE to the competition trader',
      CAKE,
      devAccount(COMPETITION.trader).address,
      PROFILE.numberCakeToRegister,
    )
    for (const account of AUCTION.testers) {
      await transfer(
        steps,
        `CAKE to auction tester ${account}`,
        CAKE,
        devAccount(account).address,
        AUCTION.testerCake,
      )
    }
  }
  return {
    chainId,
    startBlock,
    contracts: {
      WBNB,
      Factory,
      Router,
      FeeSplitter,
      Buyback,
      Multicall,
      MasterChef,
      SmartChef0,
      SmartChef1,
      SmartChef2,
      SmartChef3,
      ...nft,
      ...lottery,
      ...prediction,
      ...ifo,
      ...issue35,
    },
    tokens: { ...tokens, USDT, BUSD, GHOST, CAKE, TAX, ...offeringTokens },
    pairs,
  }
}

/**
 * Deploys a planned SmartChef paying USDT from `start`, and funds it: for its planned lifetime,
 * or on a real chain (`remote`) for the remote pools' lifetime with exactly what that pays.
 */
export async function deployPool(
  steps: DeploySteps,
  parameters: {
    pool: PoolPlan
    /** The deploy's tokens by symbol (USDT and the staked token). */
    tokens: Readonly<Record<string, Address>>
    start: bigint
    remote?: Pick<RemotePlan, 'poolLifetimeBlocks'> | undefined
  },
): Promise<Address> {
  const { tokens, start, remote } = parameters
  const pool = remote
    ? {
        ...parameters.pool,
        lifetimeBlocks: remote.poolLifetimeBlocks,
        funding: parameters.pool.rewardPerBlock * remote.poolLifetimeBlocks,
      }
    : parameters.pool
  const stakedToken = pool.stakedToken ? tokens[pool.stakedToken] : zeroAddress
  const usdt = tokens.USDT
  if (!stakedToken || !usdt) throw new Error(`world plan lacks ${pool.stakedToken} or USDT`)
  const address = await steps.deploy({
    abi: smartChefAbi,
    bytecode: smartChefBytecode,
    args: [
      stakedToken,
      usdt,
      pool.rewardPerBlock,
      start,
      start + pool.lifetimeBlocks,
      pool.poolLimitPerUser,
    ],
    name: `SmartChef${pool.sousId}`,
  })
  await transfer(steps, `fund SmartChef${pool.sousId}`, usdt, address, pool.funding)
  return address
}

async function transfer(
  steps: DeploySteps,
  step: string,
  token: Address,
  to: Address,
  amount: bigint,
) {
  await steps.write(step, {
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
}

async function addLiquidity(
  steps: DeploySteps,
  router: Address,
  to: Address,
  tokens: Record<string, Address>,
  [symbolA, symbolB, amountA, amountB]: readonly [string, string, bigint, bigint],
) {
  const step = `Router.addLiquidity(${symbolA}-${symbolB})`
  if (symbolA === 'BNB' || symbolB === 'BNB') {
    const [symbol, amountToken, amountBnb] =
      symbolA === 'BNB' ? [symbolB, amountB, amountA] : [symbolA, amountA, amountB]
    const token = tokens[symbol]
    if (!token) throw new Error(`unknown token ${symbol}`)
    await steps.write(step, {
      address: router,
      abi: ghostRouterAbi,
      functionName: 'addLiquidityETH',
      pairsTouched: 1,
      args: [token, amountToken, 0n, 0n, to, DEADLINE],
      value: amountBnb,
    })
    return
  }
  const tokenA = tokens[symbolA]
  const tokenB = tokens[symbolB]
  if (!tokenA || !tokenB) throw new Error(`unknown pair ${symbolA}-${symbolB}`)
  await steps.write(step, {
    address: router,
    abi: ghostRouterAbi,
    functionName: 'addLiquidity',
    pairsTouched: 1,
    args: [tokenA, tokenB, amountA, amountB, 0n, 0n, to, DEADLINE],
  })
}
