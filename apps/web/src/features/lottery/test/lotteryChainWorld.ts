/**
 * The lottery screens' chain tests' world: Anvil with Multicall, CAKE and USDT test tokens, a
 * CAKE-USDT pair (CAKE at 2 USD, the ticket price's source), and GhostLottery with Chainlink's VRF
 * coordinator mock from the devnet's deployLottery (account 0 owns it and is its operator and
 * injector). Helpers open a round, and close, answer and draw it with a chosen winning number
 * through the devnet's round steps, the ones its keeper takes.
 */
import {
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostLotteryAbi,
  multicallAbi,
  multicallBytecode,
  testTokenAbi,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  startAnvil,
} from '@ghost/contracts/anvil'
import { type Manifest, parseManifest } from '@ghost/contracts/manifest'
import {
  type ChainWriter,
  deploy,
  deployLottery,
  devWriter,
  lotteryRounds,
  write,
} from '@ghost/devnet'
import { type Address, parseEther, zeroAddress } from 'viem'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import {
  createPair,
  deployTestToken,
  localRuntimeConfig,
  mintPairLiquidity,
} from '../../../test/chainFixtures'

export type LotteryChainWorld = {
  anvil: AnvilInstance
  client: AnvilClient
  deployer: ChainWriter
  cake: Address
  lottery: Address
  manifest: Manifest
  runtimeConfig: RuntimeConfig
  /** Opens the next round, selling for 12 hours from now; its id. */
  startRound(): Promise<bigint>
  /** Moves the clock past the round's end, closes it, answers with `word` and counts winners. */
  drawRound(lotteryId: bigint, word: bigint): Promise<void>
  /** Sends `account` CAKE and buys `numbers` for it straight from the account (not the app). */
  buyAs(account: ChainWriter, lotteryId: bigint, numbers: readonly number[]): Promise<void>
}

export async function startLotteryChainWorld(): Promise<LotteryChainWorld> {
  const anvil = await startAnvil()
  const client = anvilClient(anvil.url)
  const deployer = devWriter(anvil.url, 0)
  const me = deployer.account.address
  const multicall = await deploy(deployer, {
    abi: multicallAbi,
    bytecode: multicallBytecode,
    name: 'Multicall',
  })
  const token = (name: string, symbol: string) => deployTestToken(deployer, { name, symbol })
  const cake = await token('Cake', 'CAKE')
  const usdt = await token('Tether', 'USDT')
  const factory = await deploy(deployer, {
    abi: ghostFactoryAbi,
    bytecode: ghostFactoryBytecode,
    args: [me],
    name: 'Factory',
  })
  const pair = await createPair(deployer, factory, cake, usdt)
  // 1,000,000 CAKE against 2,000,000 USDT: CAKE at 2 USD, a ticket (5 USD) 2.5 CAKE
  await mintPairLiquidity(
    deployer,
    pair,
    [
      [cake, parseEther('1000000')],
      [usdt, parseEther('2000000')],
    ],
    me,
  )

  // The devnet's own deploy: the VRF mock, its funded subscription with the lottery as consumer,
  // and the lottery's VRF settings, operators (the deployer) and ticket price bounds.
  const { Lottery: lottery, VRFCoordinator: coordinator } = await deployLottery({
    deployer,
    cake,
    cakeUsdPair: pair,
    treasury: me,
  })

  const manifest = parseManifest({
    chainId: 1337,
    startBlock: 0,
    contracts: {
      WBNB: zeroAddress,
      Factory: factory,
      Router: zeroAddress,
      FeeSplitter: zeroAddress,
      Buyback: zeroAddress,
      Multicall: multicall,
      MasterChef: zeroAddress,
      SmartChef0: zeroAddress,
      SmartChef1: zeroAddress,
      SmartChef2: zeroAddress,
      SmartChef3: zeroAddress,
      Lottery: lottery,
      VRFCoordinator: coordinator,
    },
    tokens: { USDT: usdt, BUSD: usdt, GHOST: cake, CAKE: cake, TAX: cake },
    pairs: { 'CAKE-USDT': pair },
  })

  const now = async () => (await client.getBlock({ blockTag: 'latest' })).timestamp

  return {
    anvil,
    client,
    deployer,
    cake,
    lottery,
    manifest,
    runtimeConfig: localRuntimeConfig(anvil.url, manifest),
    async startRound() {
      // the ticket price averages the pair over at least 30 minutes
      await client.increaseTime({ seconds: 3_600 })
      await client.mine({ blocks: 1 })
      return lotteryRounds.openRound(deployer, lottery, {
        now: await now(),
        seconds: 12n * 3_600n,
      })
    },
    async drawRound(lotteryId, word) {
      const round = await deployer.readContract({
        address: lottery,
        abi: ghostLotteryAbi,
        functionName: 'viewLottery',
        args: [lotteryId],
      })
      await client.setNextBlockTimestamp({ timestamp: round.endTime + 1n })
      await client.mine({ blocks: 1 })
      await lotteryRounds.closeRound(deployer, lottery, lotteryId)
      await lotteryRounds.fulfilThroughMock(deployer, { coordinator, lottery, lotteryId, word })
      await lotteryRounds.drawRound(deployer, lottery, lotteryId)
    },
    async buyAs(account, lotteryId, numbers) {
      await write(deployer, {
        address: cake,
        abi: testTokenAbi,
        functionName: 'transfer',
        args: [account.account.address, parseEther('1000')],
      })
      await write(account, {
        address: cake,
        abi: testTokenAbi,
        functionName: 'approve',
        args: [lottery, parseEther('1000')],
      })
      await write(account, {
        address: lottery,
        abi: ghostLotteryAbi,
        functionName: 'buyTickets',
        args: [lotteryId, numbers],
      })
    },
  }
}
