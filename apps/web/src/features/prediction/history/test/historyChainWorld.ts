/**
 * The history's chain test world: Anvil with Multicall, Chainlink's MockV3Aggregator as the
 * price feed and GhostPrediction from the devnet's deployPrediction (account 0 owns it and is its
 * operator), played to the same fixed history for each of four `players`:
 *
 * - round 1: each player bet 1 BNB UP, another wallet 4 BNB DOWN; the price rose: won, unclaimed;
 * - round 2: each player bet 0.5 BNB DOWN, the other 2 BNB UP; the price held: a tie (House);
 * - round 3: each player bet 0.2 BNB UP; never locked in time: canceled, refundable.
 *
 * One player per test that claims: the real index then never has to forget a claim (as it would
 * after a snapshot's revert), and no test sees another's. Its manifest (the DEX's addresses zero:
 * the server indexes the DEX of any manifest, here one with no pairs) is written to
 * `manifestPath` for the server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ghostPredictionAbi,
  mockV3AggregatorAbi,
  mockV3AggregatorBytecode,
  multicallAbi,
  multicallBytecode,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  startAnvil,
} from '@ghost/contracts/anvil'
import { type Manifest, parseManifest } from '@ghost/contracts/manifest'
import { type ChainWriter, deploy, deployPrediction, devWriter, write } from '@ghost/devnet'
import { type Address, parseEther, zeroAddress } from 'viem'
import type { RuntimeConfig } from '../../../../config/runtimeConfig'

export type HistoryChainWorld = {
  anvil: AnvilInstance
  client: AnvilClient
  prediction: Address
  /** Dev accounts with the same bets (see above). */
  players: readonly [Address, Address, Address, Address]
  manifest: Manifest
  /** The manifest as a file, for the server. */
  manifestPath: string
  runtimeConfig(apiUrl: string): RuntimeConfig
  stop(): Promise<void>
}

const PLAYERS = [2, 4, 5, 6] as const
const OTHER = 3

export async function startHistoryChainWorld(): Promise<HistoryChainWorld> {
  const anvil = await startAnvil()
  const client = anvilClient(anvil.url)
  const deployer = devWriter(anvil.url, 0)
  const players = PLAYERS.map((index) => devWriter(anvil.url, index))
  const other = devWriter(anvil.url, OTHER)
  const multicall = await deploy(deployer, {
    abi: multicallAbi,
    bytecode: multicallBytecode,
    name: 'Multicall',
  })
  const feed = await deploy(deployer, {
    abi: mockV3AggregatorAbi,
    bytecode: mockV3AggregatorBytecode,
    args: [8, 600_00000000n],
    name: 'PredictionOracle',
  })
  const { Prediction: prediction } = await deployPrediction({
    deployer,
    treasury: deployer.account.address,
    oracle: feed,
  })
  const at = { address: prediction, abi: ghostPredictionAbi } as const

  const operator = (functionName: 'genesisStartRound' | 'genesisLockRound' | 'executeRound') =>
    write(deployer, { ...at, functionName })
  const bet = (as: ChainWriter, epoch: bigint, side: 'Bull' | 'Bear', amount: string) =>
    write(as, {
      ...at,
      functionName: side === 'Bull' ? 'betBull' : 'betBear',
      args: [epoch],
      value: parseEther(amount),
    })
  /** To the current round's lock time, with a fresh feed answer there. */
  const toLock = async (answer: bigint) => {
    const epoch = await client.readContract({ ...at, functionName: 'currentEpoch' })
    const round = await client.readContract({ ...at, functionName: 'getRound', args: [epoch] })
    await client.setNextBlockTimestamp({ timestamp: round.lockTimestamp })
    await write(deployer, {
      address: feed,
      abi: mockV3AggregatorAbi,
      functionName: 'updateAnswer',
      args: [answer],
    })
  }

  const everyPlayer = async (epoch: bigint, side: 'Bull' | 'Bear', amount: string) => {
    for (const player of players) await bet(player, epoch, side, amount)
  }

  await operator('genesisStartRound')
  await everyPlayer(1n, 'Bull', '1')
  await bet(other, 1n, 'Bear', '4')
  await toLock(600_00000000n)
  await operator('genesisLockRound')
  await everyPlayer(2n, 'Bear', '0.5')
  await bet(other, 2n, 'Bull', '2')
  await toLock(610_00000000n)
  await operator('executeRound') // round 1 closes above its lock: UP wins
  await everyPlayer(3n, 'Bull', '0.2')
  await toLock(610_00000000n)
  await operator('executeRound') // round 2 closes at its lock: a tie
  // nobody runs round 3 past its close and buffer: it is canceled
  const third = await client.readContract({ ...at, functionName: 'getRound', args: [3n] })
  const buffer = await client.readContract({ ...at, functionName: 'bufferSeconds' })
  await client.setNextBlockTimestamp({ timestamp: third.closeTimestamp + buffer + 1n })
  await client.mine({ blocks: 1 })

  const manifest = parseManifest({
    chainId: 1337,
    startBlock: 0,
    contracts: {
      WBNB: zeroAddress,
      Factory: zeroAddress,
      Router: zeroAddress,
      FeeSplitter: zeroAddress,
      Buyback: zeroAddress,
      Multicall: multicall,
      MasterChef: zeroAddress,
      SmartChef0: zeroAddress,
      SmartChef1: zeroAddress,
      SmartChef2: zeroAddress,
      Prediction: prediction,
      PredictionOracle: feed,
    },
    tokens: {
      USDT: zeroAddress,
      BUSD: zeroAddress,
      GHOST: zeroAddress,
      CAKE: zeroAddress,
      TAX: zeroAddress,
    },
  })

  const dir = mkdtempSync(join(tmpdir(), 'ghost-web-history-'))
  const manifestPath = join(dir, 'manifest.json')
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2))

  return {
    anvil,
    client,
    prediction,
    players: [
      devAccount(PLAYERS[0]).address,
      devAccount(PLAYERS[1]).address,
      devAccount(PLAYERS[2]).address,
      devAccount(PLAYERS[3]).address,
    ],
    manifest,
    manifestPath,
    runtimeConfig: (apiUrl) => ({ chainId: 1337, rpcUrl: anvil.url, apiUrl, manifest }),
    async stop() {
      await anvil.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
