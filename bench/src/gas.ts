/**
 * `npm run bench:gas`: gas of Ghost's AMM against the Uniswap V2 reference (the compiled npm
 * artifacts) on one Anvil node, with the same tokens, the same pool reserves and the same calls.
 * Each deployment first runs every operation once (so accumulators, balances and LP positions
 * are non-zero, as on a live pool), then runs them again to measure. Scenario 1 has `feeTo`
 * unset on both factories (the headline); scenario 2 sets it on both.
 * Then the NFT market against PancakeSwap's ERC721NFTMarketV1 on the same chain and collection
 * (gas/nft.ts), the reward programmes' (gas/rewards.ts: harvest with 1 vs 1,000 holders) and
 * the lottery's (gas/lottery.ts: buy, close, draw, claim) and the prediction game's
 * (gas/prediction.ts: bet, execute round, claim 1 and 10 rounds) and the IFO's (gas/ifo.ts: create
 * a sale, set a pool, commit, harvest both pools, final withdraw), in absolute gas. It ends through
 * runBench: every budget is a target (the NFT buys', the lottery's 100-ticket purchase), a missed
 * one makes the run exit 1, and the last line printed is the AMM's headline, number first.
 */
import {
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostRouterAbi,
  ghostRouterBytecode,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import { anvilClient, startAnvil } from '@ghost/contracts/anvil'
import { type Address, encodeFunctionData, encodePacked, getContractAddress, keccak256 } from 'viem'
import { deploy, send } from './gas/chain'
import { formatIfoTable, measureIfoGas } from './gas/ifo'
import {
  BUY_100_TICKETS_BUDGET,
  formatLotteryTable,
  lotteryWithinBudget,
  measureLotteryGas,
} from './gas/lottery'
import { formatNftTable, measureNftGas, nftTargets } from './gas/nft'
import { formatPredictionTable, measurePredictionGas } from './gas/prediction'
import { formatTable, headline, ratios } from './gas/report'
import { formatRewardTable, measureRewardGas } from './gas/rewards'
import { type AmmDeployment, runOperations, setUpPools } from './gas/scenario'
import { loadUniswapV2 } from './gas/uniswapArtifacts'
import { type BenchResult, runBench } from './report/runBench'

/** Receives the protocol's LP tokens in the feeTo scenario; any address that is not a contract. */
const FEE_TO = '0x000000000000000000000000000000000000fee0'

async function main(): Promise<BenchResult> {
  const anvil = await startAnvil()
  try {
    const client = anvilClient(anvil.url)
    // Every block a new timestamp, as on a live chain: each first pair update of a block then
    // also writes the TWAP accumulators, on both deployments alike.
    await client.setBlockTimestampInterval({ interval: 3 })
    const me = client.account.address

    const wbnb = await deploy(client, 'WBNB', { abi: wbnbAbi, bytecode: wbnbBytecode }, [])
    const tokens: Address[] = []
    for (const symbol of ['TKA', 'TKB', 'TKC', 'TKD']) {
      tokens.push(
        await deploy(client, symbol, { abi: testTokenAbi, bytecode: testTokenBytecode }, [
          symbol,
          symbol,
          18,
          10n ** 30n,
        ]),
      )
    }
    const path = tokens as [Address, Address, Address, Address]

    const ghostFactory = await deploy(
      client,
      'GhostFactory',
      { abi: ghostFactoryAbi, bytecode: ghostFactoryBytecode },
      [me],
    )
    const ghostRouter = await deploy(
      client,
      'GhostRouter',
      { abi: ghostRouterAbi, bytecode: ghostRouterBytecode },
      [ghostFactory, wbnb],
    )
    const uniswap = loadUniswapV2()
    const uniFactory = await deploy(client, 'UniswapV2Factory', uniswap.factory, [me])
    const uniRouter = await deploy(client, 'UniswapV2Router02', uniswap.router, [uniFactory, wbnb])

    const ghost: AmmDeployment = { label: 'Ghost', factory: ghostFactory, router: ghostRouter }
    const reference: AmmDeployment = { label: 'Uniswap V2', factory: uniFactory, router: uniRouter }
    for (const amm of [ghost, reference]) await setUpPools(client, amm, path)

    // Router02 computes pair addresses from its baked-in hash; prove it matches the pairs the
    // reference factory actually deployed before trusting any number.
    const [token0, token1] =
      BigInt(path[0]) < BigInt(path[1]) ? [path[0], path[1]] : [path[1], path[0]]
    const expectedPair = getContractAddress({
      opcode: 'CREATE2',
      from: uniFactory,
      salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
      bytecodeHash: uniswap.pairInitCodeHash,
    })
    const actualPair = await client.readContract({
      address: uniFactory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [path[0], path[1]],
    })
    if (expectedPair.toLowerCase() !== actualPair.toLowerCase()) {
      throw new Error(`reference pair at ${actualPair}, Router02 expects ${expectedPair}`)
    }

    const ghostPair = await client.readContract({
      address: ghostFactory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [path[0], path[1]],
    })
    const [factorySize, routerSize, pairSize] = await Promise.all(
      [ghostFactory, ghostRouter, ghostPair].map(async (address) => {
        const code = (await client.getCode({ address })) ?? '0x'
        return (code.length - 2) / 2
      }),
    )
    console.log(
      `Ghost deployed sizes (bytes, limit 24576): factory ${factorySize}, router ${routerSize}, pair ${pairSize}`,
    )
    console.log(
      `Uniswap V2 pair init-code hash ${uniswap.pairInitCodeHash} (${uniswap.routerPatched ? 'patched into' : 'matches'} Router02)`,
    )

    const scenarios: { title: string; setUp?: () => Promise<void> }[] = [
      { title: 'feeTo unset on both factories' },
      {
        title: 'feeTo set on both factories',
        setUp: async () => {
          for (const factory of [ghostFactory, uniFactory]) {
            await send(
              client,
              'setFeeTo',
              factory,
              encodeFunctionData({
                abi: ghostFactoryAbi,
                functionName: 'setFeeTo',
                args: [FEE_TO],
              }),
            )
          }
        },
      },
    ]
    let headlineRatios: ReturnType<typeof ratios> | undefined
    for (const scenario of scenarios) {
      await scenario.setUp?.()
      for (const amm of [ghost, reference]) await runOperations(client, amm, path) // warm-up
      const ours = await runOperations(client, ghost, path)
      const theirs = await runOperations(client, reference, path)
      console.log(`\n${formatTable(scenario.title, ours, theirs)}`)
      headlineRatios ??= ratios(ours, theirs)
    }
    if (!headlineRatios) throw new Error('no scenario ran')
    const nft = await measureNftGas(anvil.url, wbnb)
    console.log(`\n${formatNftTable(nft)}`)
    console.log(`\n${formatRewardTable(await measureRewardGas(anvil.url, wbnb))}`)
    const lottery = await measureLotteryGas(anvil.url)
    console.log(`\n${formatLotteryTable(lottery)}`)
    console.log(`\n${formatPredictionTable(await measurePredictionGas(anvil.url))}`)
    console.log(`\n${formatIfoTable(await measureIfoGas(anvil.url))}\n`)
    return {
      headline: headline(headlineRatios),
      targets: [
        ...nftTargets(nft),
        {
          label: `lottery buy 100 tickets: ${lottery['buy 100 tickets']} gas (budget < ${BUY_100_TICKETS_BUDGET.toLocaleString('en-US')})`,
          met: lotteryWithinBudget(lottery),
        },
      ],
    }
  } finally {
    await anvil.stop()
  }
}

await runBench(main)
