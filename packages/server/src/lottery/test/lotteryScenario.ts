/**
 * A lottery history on its own Anvil, with the real contracts: CAKE and a USD token with a pair
 * (the ticket price's source), and GhostLottery with Chainlink's VRFCoordinatorV2_5Mock (the
 * devnet's deployLottery). Round 1 sells tickets to three players, takes an injection, is drawn
 * in two batches with winners in five brackets (none in bracket 4) and partly claimed; round 2
 * has no winner at all and rolls its pot over; round 1's unclaimed prizes are recycled after its
 * claim window; round 3 is open.
 */
import {
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostLotteryAbi,
  ghostRouterAbi,
  ghostRouterBytecode,
  testTokenAbi,
  testTokenBytecode,
  vrfCoordinatorV2_5MockAbi,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { deployLottery, devWriter } from '@ghost/devnet'
import { getGasLimit, LOTTERY_DEFAULT_BREAKDOWN } from '@ghost/sdk'
import {
  type Abi,
  type Address,
  type ContractFunctionName,
  getAddress,
  type Hex,
  maxUint256,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import { type ChainScenario, runChainScenario } from '../../indexer/testing/chainScenario'
import { latestTimestamp, send } from '../../test/chainCalls'

export type LotteryWorld = {
  url: string
  manifest: Manifest
  lottery: Address
  coordinator: Address
  cake: Address
  /** Account 0: owner, operator and injector. */
  admin: AnvilClient
  treasury: Address
  /** Accounts 1, 2, 3. */
  players: [AnvilClient, AnvilClient, AnvilClient]
}

/** Its middleBlock: after round 1's claims, before round 2 opens. */
export type LotteryScenario = ChainScenario<LotteryWorld>

/** The winning numbers the coordinator answers (a word's last six digits). */
export const ROUND_1_WORD = 7_000_000n + 123_456n
export const ROUND_2_WORD = 9_000_000n + 500_000n
export const CLAIM_WINDOW = 7n * 24n * 3_600n

/** Round 1's tickets in buying order: player index and numbers (one purchase each). */
export const ROUND_1_PURCHASES: [number, number[]][] = [
  [0, [123456, 123457, 999999, 123456]],
  [1, [123000, 654321]],
  [2, [120000, 100000, 555555]],
]

async function deploy(client: AnvilClient, abi: Abi, bytecode: Hex, args: unknown[] = []) {
  const hash = await client.deployContract({
    abi,
    bytecode,
    args,
    account: client.account,
    chain: null,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error(`deploy failed: ${hash}`)
  return getAddress(receipt.contractAddress)
}

/** Mines an empty block `seconds` after the latest one. */
export async function passTime(client: AnvilClient, seconds: bigint): Promise<void> {
  await client.setNextBlockTimestamp({ timestamp: (await latestTimestamp(client)) + seconds })
  await client.mine({ blocks: 1 })
}

export function lotteryCalls(world: LotteryWorld) {
  const { admin, lottery, coordinator } = world
  const call = (
    from: AnvilClient,
    functionName: ContractFunctionName<typeof ghostLotteryAbi, 'nonpayable'>,
    args: readonly unknown[],
  ) =>
    send(from, {
      address: lottery,
      abi: ghostLotteryAbi,
      functionName,
      // Each call below passes its function's arguments; send checks them against the abi.
      args: args as never,
    })
  return {
    async start(treasuryFee = 0): Promise<TransactionReceipt> {
      const end = (await latestTimestamp(admin)) + 2n * 3_600n + 60n
      return call(admin, 'startLottery', [end, [...LOTTERY_DEFAULT_BREAKDOWN], treasuryFee])
    },
    buy: (player: AnvilClient, lotteryId: bigint, numbers: number[]) =>
      call(player, 'buyTickets', [lotteryId, numbers]),
    inject: (lotteryId: bigint, amount: bigint) => call(admin, 'injectFunds', [lotteryId, amount]),
    claim: (player: AnvilClient, lotteryId: bigint, ticketIds: bigint[]) =>
      call(player, 'claimTickets', [lotteryId, ticketIds]),
    draw: (lotteryId: bigint, maxTickets: bigint) =>
      call(admin, 'drawLottery', [lotteryId, maxTickets]),
    recycle: (lotteryId: bigint) => call(admin, 'recycleUnclaimed', [lotteryId]),
    /** Closes at the round's end time and answers its randomness request with `word`. */
    async closeAndFulfil(lotteryId: bigint, word: bigint): Promise<void> {
      const round = await admin.readContract({
        address: lottery,
        abi: ghostLotteryAbi,
        functionName: 'viewLottery',
        args: [lotteryId],
      })
      const now = await latestTimestamp(admin)
      // A block at the end time first: the call is simulated on the latest block.
      if (now < round.endTime) {
        await admin.setNextBlockTimestamp({ timestamp: round.endTime })
        await admin.mine({ blocks: 1 })
      }
      const receipt = await call(admin, 'closeLottery', [lotteryId])
      const [requested] = parseEventLogs({
        abi: ghostLotteryAbi,
        eventName: 'RandomnessRequested',
        logs: receipt.logs,
      })
      if (!requested) throw new Error('closeLottery requested no randomness')
      await send(admin, {
        address: coordinator,
        abi: vrfCoordinatorV2_5MockAbi,
        functionName: 'fulfillRandomWordsWithOverride',
        args: [requested.args.requestId, lottery, [word]],
      })
      const after = await admin.readContract({
        address: lottery,
        abi: ghostLotteryAbi,
        functionName: 'viewLottery',
        args: [lotteryId],
      })
      // The mock swallows a reverting callback: check that the lottery took the answer.
      if (!after.randomReady) throw new Error(`round ${lotteryId} got no randomness`)
    },
  }
}

async function deployLotteryWorld(url: string): Promise<LotteryWorld> {
  const admin = anvilClient(url)
  const me = admin.account.address
  const players = [1, 2, 3].map((index) => anvilClient(url, devAccount(index))) as [
    AnvilClient,
    AnvilClient,
    AnvilClient,
  ]
  const treasury = devAccount(9).address
  const wbnb = await deploy(admin, wbnbAbi, wbnbBytecode)
  const factory = await deploy(admin, ghostFactoryAbi, ghostFactoryBytecode, [me])
  const router = await deploy(admin, ghostRouterAbi, ghostRouterBytecode, [factory, wbnb])
  const cake = await deploy(admin, testTokenAbi, testTokenBytecode, [
    'CAKE',
    'CAKE',
    18,
    10n ** 30n,
  ])
  const usd = await deploy(admin, testTokenAbi, testTokenBytecode, ['USDT', 'USDT', 18, 10n ** 30n])
  for (const token of [cake, usd]) {
    await send(admin, {
      address: token,
      abi: testTokenAbi,
      functionName: 'approve',
      args: [router, maxUint256],
    })
  }
  // CAKE at 2 USD: a ticket costs 2.5 CAKE.
  const addLiquidity = {
    address: router,
    abi: ghostRouterAbi,
    functionName: 'addLiquidity',
    args: [cake, usd, parseEther('10000'), parseEther('20000'), 0n, 0n, me, maxUint256],
  } as const
  const estimate = await admin.estimateContractGas(addLiquidity)
  await admin.waitForTransactionReceipt({
    hash: await admin.writeContract({
      ...addLiquidity,
      gas: getGasLimit({ estimate, pairsTouched: 1 }),
    }),
  })
  const pair = await admin.readContract({
    address: factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [cake, usd],
  })

  const startBlock = await admin.getBlockNumber({ cacheTime: 0 })
  // The devnet's deploy: the VRF mock, its funded subscription with the lottery as consumer,
  // and the lottery's VRF settings, operators (the deployer) and ticket price bounds.
  const { Lottery: lottery, VRFCoordinator: coordinator } = await deployLottery({
    deployer: devWriter(url, 0),
    cake,
    cakeUsdPair: pair,
    treasury,
  })
  await send(admin, {
    address: lottery,
    abi: ghostLotteryAbi,
    functionName: 'setClaimWindow',
    args: [CLAIM_WINDOW],
  })
  for (const account of [admin, ...players]) {
    if (account !== admin) {
      await send(admin, {
        address: cake,
        abi: testTokenAbi,
        functionName: 'transfer',
        args: [account.account.address, parseEther('1000')],
      })
    }
    await send(account, {
      address: cake,
      abi: testTokenAbi,
      functionName: 'approve',
      args: [lottery, maxUint256],
    })
  }
  const manifest = {
    chainId: LOCAL_CHAIN_ID,
    startBlock: Number(startBlock),
    contracts: { Lottery: lottery, VRFCoordinator: coordinator },
    tokens: { CAKE: cake },
  } as unknown as Manifest
  return { url, manifest, lottery, coordinator, cake, admin, treasury, players }
}

/** Runs the history above on a fresh Anvil. */
export function runLotteryScenario(): Promise<LotteryScenario> {
  return runChainScenario(async (url) => {
    const world = await deployLotteryWorld(url)
    const { admin, players } = world
    const calls = lotteryCalls(world)
    // The ticket price is an average over at least 30 minutes.
    await passTime(admin, 31n * 60n)

    await calls.start(200)
    for (const [player, numbers] of ROUND_1_PURCHASES) {
      await calls.buy(players[player] as AnvilClient, 1n, numbers)
    }
    await calls.inject(1n, parseEther('100'))
    await calls.closeAndFulfil(1n, ROUND_1_WORD)
    await calls.draw(1n, 4n)
    await calls.draw(1n, 100n)
    // The first player claims both jackpot tickets and the 5-digit one; the third leaves its
    // 2-digit ticket (200) for the recycling.
    await calls.claim(players[0], 1n, [0n, 1n, 3n])
    await calls.claim(players[1], 1n, [100n])
    await calls.claim(players[2], 1n, [201n])
    const middleBlock = await admin.getBlockNumber({ cacheTime: 0 })

    await passTime(admin, 31n * 60n)
    await calls.start()
    await calls.buy(players[0], 2n, [111111])
    await calls.buy(players[1], 2n, [222222])
    await calls.closeAndFulfil(2n, ROUND_2_WORD)
    await calls.draw(2n, 100n)

    await passTime(admin, CLAIM_WINDOW + 3_600n)
    await calls.recycle(1n)

    await calls.start()
    await calls.buy(players[0], 3n, [1, 22, 333, 4444, 55555, 666666, 777777, 888888, 999999, 0])
    await calls.buy(players[2], 3n, [123456])
    await calls.inject(3n, parseEther('50'))
    const headBlock = await admin.getBlockNumber({ cacheTime: 0 })
    return { world, middleBlock, headBlock }
  })
}
