/**
 * Deploys every Ghost contract (the NFT market through `deployNft`) and seeds the demo world
 * described in `worldPlan.ts`.
 * Runs against the local Anvil node and, without the seeding that needs other funded accounts
 * or block mining, against BSC testnet.
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
import type { Manifest } from '@ghost/contracts/manifest'
import { type Address, erc20Abi, maxUint256, zeroAddress } from 'viem'
import { type ChainWriter, deploy, write } from './chainWriter'
import { deployNft } from './deployNft'
import { ACCOUNT_GRANTS, FARM, PAIRS, POOLS, TAX_TOKEN, TOKENS } from './worldPlan'

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
}

const DEADLINE = 2n ** 40n

export async function deployWorld(parameters: DeployWorldParameters): Promise<Manifest> {
  const { deployer, treasury, ghostPot = treasury, holders = [], mine } = parameters
  const chainId = await deployer.getChainId()
  const startBlock = Number(await deployer.getBlockNumber())
  const me = deployer.account.address

  const WBNB = await deploy(deployer, { abi: wbnbAbi, bytecode: wbnbBytecode, name: 'WBNB' })
  const tokens: Record<string, Address> = {}
  for (const token of TOKENS) {
    tokens[token.symbol] = await deploy(deployer, {
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: [token.name, token.symbol, token.decimals, token.supply],
      name: token.symbol,
    })
  }
  tokens.TAX = await deploy(deployer, {
    abi: taxTokenAbi,
    bytecode: taxTokenBytecode,
    args: [TAX_TOKEN.name, TAX_TOKEN.symbol, TAX_TOKEN.supply],
    name: TAX_TOKEN.symbol,
  })

  const Factory = await deploy(deployer, {
    abi: ghostFactoryAbi,
    bytecode: ghostFactoryBytecode,
    args: [me],
    name: 'Factory',
  })
  const Router = await deploy(deployer, {
    abi: ghostRouterAbi,
    bytecode: ghostRouterBytecode,
    args: [Factory, WBNB],
    name: 'Router',
  })
  const { GHOST: ghost } = tokens
  if (!ghost) throw new Error('world plan lacks GHOST')
  const Buyback = await deploy(deployer, {
    abi: ghostBuybackAbi,
    bytecode: ghostBuybackBytecode,
    args: [Router, ghost],
    name: 'Buyback',
  })
  const FeeSplitter = await deploy(deployer, {
    abi: ghostFeeSplitterAbi,
    bytecode: ghostFeeSplitterBytecode,
    args: [Factory, treasury, Buyback],
    name: 'FeeSplitter',
  })
  // Before any pair exists, so every pair's first deposit already records kLast.
  await write(deployer, {
    address: Factory,
    abi: ghostFactoryAbi,
    functionName: 'setFeeTo',
    args: [FeeSplitter],
  })
  const Multicall = await deploy(deployer, {
    abi: multicallAbi,
    bytecode: multicallBytecode,
    name: 'Multicall',
  })

  for (const address of Object.values(tokens)) {
    await write(deployer, {
      address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [Router, maxUint256],
    })
  }
  const pairs: Record<string, Address> = {}
  for (const [symbolA, symbolB, amountA, amountB] of PAIRS) {
    await addLiquidity(deployer, Router, tokens, [symbolA, symbolB, amountA, amountB])
    const tokenA = symbolA === 'BNB' ? WBNB : tokens[symbolA]
    const tokenB = symbolB === 'BNB' ? WBNB : tokens[symbolB]
    if (!tokenA || !tokenB) throw new Error(`unknown token in pair ${symbolA}-${symbolB}`)
    pairs[`${symbolA}-${symbolB}`] = await deployer.readContract({
      address: Factory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [tokenA, tokenB],
    })
  }
  const usdtBnbLp = pairs['BNB-USDT']
  if (!usdtBnbLp || !tokens.GHOST || !tokens.USDT) throw new Error('world plan lacks BNB-USDT')

  const MasterChef = await deploy(deployer, {
    abi: masterChefAbi,
    bytecode: masterChefBytecode,
    args: [tokens.GHOST, FARM.rewardPerBlock, await deployer.getBlockNumber()],
    name: 'MasterChef',
  })
  await write(deployer, {
    address: MasterChef,
    abi: masterChefAbi,
    functionName: 'add',
    args: [FARM.pid0AllocPoint, usdtBnbLp, false],
  })
  await transfer(deployer, tokens.GHOST, MasterChef, FARM.funding)

  const smartChefs: Record<string, Address> = {}
  const poolStart = (await deployer.getBlockNumber()) + 1n
  for (const pool of POOLS) {
    const address = await deploy(deployer, {
      abi: smartChefAbi,
      bytecode: smartChefBytecode,
      args: [
        zeroAddress,
        tokens.USDT,
        pool.rewardPerBlock,
        poolStart,
        poolStart + pool.lifetimeBlocks,
        pool.poolLimitPerUser,
      ],
      name: `SmartChef${pool.sousId}`,
    })
    await transfer(deployer, tokens.USDT, address, pool.funding)
    smartChefs[`SmartChef${pool.sousId}`] = address
  }

  for (const holder of holders) {
    for (const address of Object.values(tokens)) {
      await transfer(deployer, address, holder.account.address, ACCOUNT_GRANTS.tokens)
    }
    const lp = await deployer.readContract({
      address: usdtBnbLp,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [me],
    })
    await transfer(deployer, usdtBnbLp, holder.account.address, lp / 20n)
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
  if (!SmartChef0 || !SmartChef1 || !SmartChef2) throw new Error('world plan lacks a pool')
  const nft = await deployNft({ deployer, wbnb: WBNB, cake: CAKE, treasury, ghostPot })
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
      ...nft,
    },
    tokens: { ...tokens, USDT, BUSD, GHOST, CAKE, TAX },
    pairs,
  }
}

async function transfer(client: ChainWriter, token: Address, to: Address, amount: bigint) {
  await write(client, {
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
}

async function addLiquidity(
  client: ChainWriter,
  router: Address,
  tokens: Record<string, Address>,
  [symbolA, symbolB, amountA, amountB]: readonly [string, string, bigint, bigint],
) {
  const to = client.account.address
  if (symbolA === 'BNB' || symbolB === 'BNB') {
    const [symbol, amountToken, amountBnb] =
      symbolA === 'BNB' ? [symbolB, amountB, amountA] : [symbolA, amountA, amountB]
    const token = tokens[symbol]
    if (!token) throw new Error(`unknown token ${symbol}`)
    await write(client, {
      address: router,
      abi: ghostRouterAbi,
      functionName: 'addLiquidityETH',
      args: [token, amountToken, 0n, 0n, to, DEADLINE],
      value: amountBnb,
    })
    return
  }
  const tokenA = tokens[symbolA]
  const tokenB = tokens[symbolB]
  if (!tokenA || !tokenB) throw new Error(`unknown pair ${symbolA}-${symbolB}`)
  await write(client, {
    address: router,
    abi: ghostRouterAbi,
    functionName: 'addLiquidity',
    args: [tokenA, tokenB, amountA, amountB, 0n, 0n, to, DEADLINE],
  })
}
