/**
 * The testnet deploy's dry run: `deploy 97` through the CLI's command function against an Anvil
 * that calls itself chain 97 and mines a block every half second, as a real chain does on its
 * own clock (the deploy waits for each receipt).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ghostIFODeployerAbi,
  ghostLotteryAbi,
  ghostPairAbi,
  ghostPredictionAbi,
  ghostProfileAbi,
  ghostRouterAbi,
  masterChefAbi,
  masterChefBytecode,
  mockV3AggregatorAbi,
  mockV3AggregatorBytecode,
  smartChefAbi,
  testTokenAbi,
  testTokenBytecode,
  vrfCoordinatorV2_5MockAbi,
  vrfCoordinatorV2_5MockBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import { type AnvilInstance, DEV_MNEMONIC, devAccount, startAnvil } from '@ghost/contracts/anvil'
import {
  getIfoContracts,
  getLotteryContracts,
  getNftContracts,
  getPredictionContracts,
  MANIFEST_CONTRACTS,
  MANIFEST_IFO_CONTRACTS,
  MANIFEST_NFT_CONTRACTS,
  MANIFEST_REWARD_CONTRACTS,
  MANIFEST_TOKENS,
  type Manifest,
  parseManifest,
} from '@ghost/contracts/manifest'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
  publicActions,
  toHex,
  zeroAddress,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { bscTestnet } from 'viem/chains'
import { afterEach, describe, expect, test } from 'vitest'
import { runAdmin } from './admin/cli'
import { deploy, write } from './chainWriter'
import { runDeployCommand } from './cli'
import { countTransactions, type JournalFile, type StepPhase } from './deployJournal'
import { createVrfSubscription } from './deployLottery'
import { DEFAULT_REMOTE_PLAN } from './deployRemote'
import { readIfoSale, readIfoSales } from './ifoSales'
import { FARM, PAIRS, POOLS } from './worldPlan'

const deployerKey = (() => {
  const key = mnemonicToAccount(DEV_MNEMONIC).getHdKey().privateKey
  if (!key) throw new Error('no development key')
  return toHex(key)
})()
const deployer = devAccount(0).address
const treasury = devAccount(9).address

let anvil: AnvilInstance | undefined
let downNode: Server | undefined
let dir: string | undefined

afterEach(async () => {
  await anvil?.stop()
  anvil = undefined
  downNode?.closeAllConnections()
  await new Promise((done) => (downNode ? downNode.close(done) : done(undefined)))
  downNode = undefined
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

/** A fresh chain with interval mining, a deployments folder, and the command's environment. */
async function setUp(chainId = 97) {
  anvil = await startAnvil({ chainId, blockTime: 0.5 })
  dir = mkdtempSync(join(tmpdir(), 'ghost-deploy-'))
  const client = createPublicClient({ transport: http(anvil.url, { batch: true }) })
  // A primary node that is down (503 to everything): every request falls back to the second URL.
  const down = createServer((_request, response) => {
    response.writeHead(503).end()
  })
  downNode = down
  await new Promise<void>((listening) => down.listen(0, '127.0.0.1', listening))
  const downUrl = `http://127.0.0.1:${(down.address() as AddressInfo).port}`
  const env: Record<string, string> = {
    [`RPC_URL_${chainId}`]: `${downUrl},${anvil.url}`,
    DEPLOYER_PRIVATE_KEY: deployerKey,
    TREASURY_ADDRESS: treasury,
    DEPLOYMENTS_DIR: dir,
  }
  return { client, env, folder: dir }
}

type Output = { lines: string[]; print: (line: string) => void; error: (line: string) => void }
function output(): Output {
  const lines: string[] = []
  const push = (line: string) => {
    lines.push(line)
  }
  return { lines, print: push, error: push }
}

const lockPath = (folder: string) => join(folder, '97.partial.json.lock')

function readManifest(folder: string): Manifest {
  return parseManifest(JSON.parse(readFileSync(join(folder, '97.json'), 'utf8')))
}

function readJournal(path: string): JournalFile {
  return JSON.parse(readFileSync(path, 'utf8')) as JournalFile
}

async function expectEveryAddressHasCode(
  client: ReturnType<typeof createPublicClient>,
  manifest: Manifest,
) {
  const addresses = [
    ...Object.values(manifest.contracts),
    ...Object.values(manifest.tokens),
    ...Object.values(manifest.pairs ?? {}),
  ]
  const codes = await Promise.all(addresses.map((address) => client.getCode({ address })))
  for (const [i, code] of codes.entries()) {
    expect(code, addresses[i]).toMatch(/^0x[0-9a-f]{2,}/)
  }
}

/** The deployer's contract creations, read from every block (not from the journal). */
async function creationsBy(client: ReturnType<typeof createPublicClient>, from: Address) {
  const latest = await client.getBlockNumber()
  const blocks = await Promise.all(
    Array.from({ length: Number(latest) + 1 }, (_, n) =>
      client.getBlock({ blockNumber: BigInt(n), includeTransactions: true }),
    ),
  )
  const creations = blocks.flatMap((block) =>
    block.transactions.filter((tx) => getAddress(tx.from) === from && tx.to === null),
  )
  const receipts = await Promise.all(
    creations.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
  )
  return creations.map((tx, i) => ({
    input: tx.input as Hex,
    blockNumber: tx.blockNumber,
    address: getAddress(receipts[i]?.contractAddress ?? '0x'),
  }))
}

describe('deploy 97 (dry run on Anvil as chain 97)', () => {
  test('deploys every contract the app uses; a second run deploys nothing', async () => {
    const { client, env, folder } = await setUp()
    // The chain's own WBNB (as on mainnet), deployed by someone else: used, not imitated.
    const other = createWalletClient({
      chain: bscTestnet,
      transport: http(anvil?.url),
      account: devAccount(1),
      pollingInterval: 100,
    }).extend(publicActions)
    const { contractAddress: chainWbnb } = await other.waitForTransactionReceipt({
      hash: await other.deployContract({ abi: wbnbAbi, bytecode: wbnbBytecode }),
    })
    if (!chainWbnb) throw new Error('no WBNB')
    env.WBNB_ADDRESS = chainWbnb
    // A lock left by a deploy that was killed (its process is gone) does not stand in the way.
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    writeFileSync(lockPath(folder), JSON.stringify({ pid: gone, host: hostname() }))
    const first = output()
    expect(await runDeployCommand(['97'], { env, ...first, pollingInterval: 100 })).toBe(0)

    const manifest = readManifest(folder)
    expect(manifest.chainId).toBe(97)
    expect(manifest.contracts.WBNB).toBe(getAddress(chainWbnb))
    expect(
      await client.readContract({
        address: manifest.contracts.Router,
        abi: ghostRouterAbi,
        functionName: 'WETH',
      }),
    ).toBe(getAddress(chainWbnb))
    for (const name of [
      ...MANIFEST_CONTRACTS,
      ...MANIFEST_NFT_CONTRACTS,
      ...MANIFEST_REWARD_CONTRACTS,
      ...MANIFEST_IFO_CONTRACTS,
    ]) {
      expect(manifest.contracts[name], name).toBeDefined()
    }
    for (const symbol of MANIFEST_TOKENS) expect(manifest.tokens[symbol], symbol).toBeDefined()
    expect(Object.keys(manifest.pairs ?? {}).sort()).toEqual(
      PAIRS.map(([a, b]) => `${a}-${b}`).sort(),
    )
    await expectEveryAddressHasCode(client, manifest)

    // Production parameters: empty pairs, a farm and pools that start paying after the deploy.
    const deployedAt = await client.getBlockNumber()
    const [reserve0, reserve1] = await client.readContract({
      address: manifest.pairs?.['BNB-USDT'] as Address,
      abi: ghostPairAbi,
      functionName: 'getReserves',
    })
    expect([reserve0, reserve1]).toEqual([0n, 0n])
    const farmStart = await client.readContract({
      address: manifest.contracts.MasterChef,
      abi: masterChefAbi,
      functionName: 'startBlock',
    })
    expect(farmStart).toBeGreaterThan(deployedAt)
    for (const pool of POOLS) {
      const start = await client.readContract({
        address: manifest.contracts[`SmartChef${pool.sousId}`] as Address,
        abi: smartChefAbi,
        functionName: 'startBlock',
      })
      expect(start).toBe(farmStart)
    }

    // Every transaction the deployer sent is a journaled step, each contract made once.
    expect(existsSync(join(folder, '97.partial.json'))).toBe(false)
    expect(existsSync(lockPath(folder))).toBe(false)
    const journal = readJournal(join(folder, '97.journal.json'))
    const nonce = await client.getTransactionCount({ address: deployer })
    expect(nonce).toBe(countTransactions(journal))

    const again = output()
    const manifestText = readFileSync(join(folder, '97.json'), 'utf8')
    expect(await runDeployCommand(['97'], { env, ...again, pollingInterval: 100 })).toBe(0)
    expect(again.lines.join('\n')).toMatch(/Nothing to deploy/)
    expect(await client.getTransactionCount({ address: deployer })).toBe(nonce)
    expect(readFileSync(join(folder, '97.json'), 'utf8')).toBe(manifestText)
  }, 240_000)

  test('a deploy stopped part-way finishes on the next run without deploying anything twice', async () => {
    const { client, env, folder } = await setUp()
    const partialPath = join(folder, '97.partial.json')
    // Stops where a crash could: after journaling a transaction it never broadcast, after
    // broadcasting one it never saw mined, and after a step was done.
    const stops: { phase: StepPhase; nth: number }[] = [
      { phase: 'signed', nth: 5 },
      { phase: 'sent', nth: 8 },
      { phase: 'confirmed', nth: 10 },
    ]
    for (const stop of stops) {
      let seen = 0
      const run = output()
      const code = await runDeployCommand(['97'], {
        env,
        ...run,
        pollingInterval: 100,
        onStep: ({ phase }) => {
          if (phase === stop.phase && ++seen === stop.nth) throw new Error(`stopped (${phase})`)
        },
      })
      expect(code, run.lines.join('\n')).toBe(1)
      expect(run.lines.join('\n')).toMatch(/stopped/)
      expect(existsSync(partialPath)).toBe(true)
      expect(existsSync(join(folder, '97.json'))).toBe(false)
      // The step cut short is journaled as signed, with its nonce and bytes, until a rerun settles it.
      const unsettled = Object.values(readJournal(partialPath).steps).filter(
        (entry) => entry.status === 'signed',
      )
      expect(unsettled).toHaveLength(stop.phase === 'confirmed' ? 0 : 1)
    }
    const startEntry = readJournal(partialPath).steps.startBlock
    const firstStartBlock = startEntry?.status === 'done' ? Number(startEntry.value) : Number.NaN

    // A rerun with other settings would mix two deployments: refused before it sends anything.
    const nonce = await client.getTransactionCount({ address: deployer })
    const changed = output()
    expect(
      await runDeployCommand(['97'], {
        env: { ...env, TREASURY_ADDRESS: devAccount(8).address },
        ...changed,
        pollingInterval: 100,
      }),
    ).toBe(1)
    expect(changed.lines.join('\n')).toMatch(/other settings \(treasury/)
    expect(await client.getTransactionCount({ address: deployer })).toBe(nonce)

    const last = output()
    expect(await runDeployCommand(['97'], { env, ...last, pollingInterval: 100 })).toBe(0)
    expect(last.lines.join('\n')).toMatch(/Resuming/)
    const manifest = readManifest(folder)
    await expectEveryAddressHasCode(client, manifest)

    const journal = readJournal(join(folder, '97.journal.json'))
    expect(await client.getTransactionCount({ address: deployer })).toBe(countTransactions(journal))
    const creations = await creationsBy(client, deployer)
    // Indexers start where the first run began, before any contract of it.
    for (const { blockNumber } of creations) {
      expect(blockNumber).toBeGreaterThanOrEqual(BigInt(manifest.startBlock))
    }
    expect(manifest.startBlock).toBe(firstStartBlock)
    const deploySteps = Object.keys(journal.steps).filter((step) => step.startsWith('deploy '))
    expect(creations).toHaveLength(deploySteps.length)
    expect(new Set(creations.map((c) => c.input)).size).toBe(creations.length)
    const created = new Set(creations.map((c) => c.address))
    for (const address of [
      ...Object.values(manifest.contracts),
      ...Object.values(manifest.tokens),
    ]) {
      expect(created.has(address), address).toBe(true)
    }
  }, 240_000)
})

test('deploy 56 refuses to imitate the tokens BSC has (WBNB, USDT, BUSD, CAKE)', async () => {
  const { client, env } = await setUp(56)
  const run = output()
  expect(await runDeployCommand(['56'], { env, ...run, pollingInterval: 100 })).toBe(1)
  expect(run.lines.join('\n')).toMatch(/set WBNB_ADDRESS, TOKEN_USDT, TOKEN_BUSD, TOKEN_CAKE/)
  expect(await client.getTransactionCount({ address: deployer })).toBe(0)
})

test('a deploy refuses to run beside another one on the same journal', async () => {
  const { client, env, folder } = await setUp()
  writeFileSync(lockPath(folder), JSON.stringify({ pid: process.pid, host: hostname() }))
  const run = output()
  expect(await runDeployCommand(['97'], { env, ...run, pollingInterval: 100 })).toBe(1)
  expect(run.lines.join('\n')).toMatch(new RegExp(`Another deploy \\(process ${process.pid}`))
  expect(await client.getTransactionCount({ address: deployer })).toBe(0)
  expect(existsSync(lockPath(folder))).toBe(true)
})

describe('deploy 97 with the lottery (Anvil mining on send)', () => {
  /** A chain 97 that mines on send, the command's environment, and a VRF coordinator there. */
  async function setUpWithCoordinator() {
    anvil = await startAnvil({ chainId: 97 })
    dir = mkdtempSync(join(tmpdir(), 'ghost-deploy-lottery-'))
    const client = createPublicClient({ transport: http(anvil.url) })
    const owner = createWalletClient({
      chain: bscTestnet,
      transport: http(anvil.url),
      account: devAccount(0),
      pollingInterval: 50,
    }).extend(publicActions)
    // Chainlink's mock stands in for the chain's coordinator; the deployer owns the subscription.
    const { contractAddress: coordinator } = await owner.waitForTransactionReceipt({
      hash: await owner.deployContract({
        abi: vrfCoordinatorV2_5MockAbi,
        bytecode: vrfCoordinatorV2_5MockBytecode,
        args: [10n ** 17n, 10n ** 9n, 4n * 10n ** 15n],
      }),
    })
    if (!coordinator) throw new Error('no coordinator')
    const subscriptionId = await createVrfSubscription(owner, coordinator)
    const env: Record<string, string> = {
      RPC_URL_97: anvil.url,
      DEPLOYER_PRIVATE_KEY: deployerKey,
      TREASURY_ADDRESS: treasury,
      DEPLOYMENTS_DIR: dir,
    }
    const lotteryEnv = {
      LOTTERY_VRF_COORDINATOR: getAddress(coordinator),
      LOTTERY_VRF_KEY_HASH: `0x${'5a'.repeat(32)}`,
      LOTTERY_VRF_SUBSCRIPTION_ID: subscriptionId.toString(),
    }
    return { client, env, lotteryEnv, folder: dir, subscriptionId }
  }

  test('some of the VRF settings without the others are refused before anything is sent', async () => {
    const { client, env, lotteryEnv } = await setUpWithCoordinator()
    const nonce = await client.getTransactionCount({ address: deployer })
    const run = output()
    const { LOTTERY_VRF_KEY_HASH, ...partial } = lotteryEnv
    expect(await runDeployCommand(['97'], { env: { ...env, ...partial }, ...run })).toBe(1)
    expect(run.lines.join('\n')).toContain(
      'The lottery needs LOTTERY_VRF_COORDINATOR, LOTTERY_VRF_KEY_HASH, LOTTERY_VRF_SUBSCRIPTION_ID: LOTTERY_VRF_KEY_HASH is not set',
    )
    const badHash = output()
    expect(
      await runDeployCommand(['97'], {
        env: { ...env, ...lotteryEnv, LOTTERY_VRF_KEY_HASH: '0x12' },
        ...badHash,
      }),
    ).toBe(1)
    expect(badHash.lines.join('\n')).toContain('LOTTERY_VRF_KEY_HASH must be 0x and 64 hex digits')
    expect(await client.getTransactionCount({ address: deployer })).toBe(nonce)
  })

  test('without the VRF settings no lottery (said so); a later run with them adds the lottery alone', async () => {
    const { client, env, lotteryEnv, folder, subscriptionId } = await setUpWithCoordinator()
    const first = output()
    expect(await runDeployCommand(['97'], { env, ...first, pollingInterval: 50 })).toBe(0)
    expect(first.lines.join('\n')).toContain('No lottery: set LOTTERY_VRF_COORDINATOR')
    const before = readManifest(folder)
    expect(getLotteryContracts(before)).toBeUndefined()

    const nonce = await client.getTransactionCount({ address: deployer })
    const second = output()
    expect(
      await runDeployCommand(['97'], {
        env: { ...env, ...lotteryEnv },
        ...second,
        pollingInterval: 50,
      }),
    ).toBe(0)
    expect(second.lines.join('\n')).toContain('Adding the lottery to the deployment')
    const after = readManifest(folder)
    const lottery = getLotteryContracts(after)
    expect(lottery?.VRFCoordinator).toBe(lotteryEnv.LOTTERY_VRF_COORDINATOR)
    expect({ ...after.contracts, Lottery: undefined, VRFCoordinator: undefined }).toEqual({
      ...before.contracts,
      Lottery: undefined,
      VRFCoordinator: undefined,
    })
    await expectEveryAddressHasCode(client, after)
    // the lottery, its consumer and three settings: nothing else was sent
    expect(await client.getTransactionCount({ address: deployer })).toBe(nonce + 5)
    const [, , , , consumers] = await client.readContract({
      address: lottery?.VRFCoordinator as Address,
      abi: vrfCoordinatorV2_5MockAbi,
      functionName: 'getSubscription',
      args: [subscriptionId],
    })
    expect(consumers.map((consumer) => getAddress(consumer))).toEqual([lottery?.Lottery])
    const at = { address: lottery?.Lottery as Address, abi: ghostLotteryAbi } as const
    expect(await client.readContract({ ...at, functionName: 'vrfKeyHash' })).toBe(
      lotteryEnv.LOTTERY_VRF_KEY_HASH,
    )
    expect(await client.readContract({ ...at, functionName: 'cakeUsdPair' })).toBe(
      after.pairs?.['CAKE-USDT'],
    )
    expect(existsSync(join(folder, '97.lottery.journal.json'))).toBe(true)

    const third = output()
    expect(
      await runDeployCommand(['97'], {
        env: { ...env, ...lotteryEnv },
        ...third,
        pollingInterval: 50,
      }),
    ).toBe(0)
    expect(third.lines.join('\n')).toMatch(/Nothing to deploy/)
  }, 120_000)

  test('with the VRF settings a fresh deploy has the lottery', async () => {
    const { client, env, lotteryEnv, folder } = await setUpWithCoordinator()
    const run = output()
    expect(
      await runDeployCommand(['97'], {
        env: { ...env, ...lotteryEnv, LOTTERY_OPERATOR: devAccount(6).address },
        ...run,
        pollingInterval: 50,
      }),
    ).toBe(0)
    const manifest = readManifest(folder)
    const lottery = getLotteryContracts(manifest)
    expect(lottery).toBeDefined()
    await expectEveryAddressHasCode(client, manifest)
    expect(
      await client.readContract({
        address: lottery?.Lottery as Address,
        abi: ghostLotteryAbi,
        functionName: 'operator',
      }),
    ).toBe(devAccount(6).address)
  }, 120_000)
})

describe('deploy 97 with the prediction game (Anvil mining on send)', () => {
  /** A chain 97 that mines on send, the command's environment, and a BNB/USD feed there. */
  async function setUpWithFeed() {
    anvil = await startAnvil({ chainId: 97 })
    dir = mkdtempSync(join(tmpdir(), 'ghost-deploy-prediction-'))
    const client = createPublicClient({ transport: http(anvil.url) })
    const other = createWalletClient({
      chain: bscTestnet,
      transport: http(anvil.url),
      account: devAccount(1),
      pollingInterval: 50,
    }).extend(publicActions)
    // Chainlink's mock stands in for the chain's BNB/USD feed (someone else's contract)
    const feedWith = async (decimals: number, answer: bigint) => {
      const { contractAddress } = await other.waitForTransactionReceipt({
        hash: await other.deployContract({
          abi: mockV3AggregatorAbi,
          bytecode: mockV3AggregatorBytecode,
          args: [decimals, answer],
        }),
      })
      if (!contractAddress) throw new Error('no feed')
      return getAddress(contractAddress)
    }
    const env: Record<string, string> = {
      RPC_URL_97: anvil.url,
      DEPLOYER_PRIVATE_KEY: deployerKey,
      TREASURY_ADDRESS: treasury,
      DEPLOYMENTS_DIR: dir,
    }
    return { client, env, folder: dir, feedWith }
  }

  test('a feed the game cannot run on, or an operator without a feed, is refused before anything is sent', async () => {
    const { client, env, feedWith } = await setUpWithFeed()
    const refusal = async (extra: Record<string, string>) => {
      const run = output()
      expect(await runDeployCommand(['97'], { env: { ...env, ...extra }, ...run })).toBe(1)
      return run.lines.join('\n')
    }
    expect(await refusal({ PREDICTION_OPERATOR: devAccount(6).address })).toContain(
      'PREDICTION_OPERATOR is set without PREDICTION_ORACLE: the prediction game needs its BNB/USD feed',
    )
    expect(await refusal({ PREDICTION_ORACLE: 'bnb' })).toContain(
      'PREDICTION_ORACLE is not an address',
    )
    const empty = devAccount(7).address
    expect(await refusal({ PREDICTION_ORACLE: empty })).toContain(
      `The PREDICTION_ORACLE given (${empty}) has no code on chain 97`,
    )
    const wide = await feedWith(18, 600n * 10n ** 18n)
    expect(await refusal({ PREDICTION_ORACLE: wide })).toContain(
      `The PREDICTION_ORACLE given (${wide}) answers with 18 decimals; the game takes a BNB/USD feed with 8`,
    )
    const dead = await feedWith(8, 0n)
    expect(await refusal({ PREDICTION_ORACLE: dead })).toContain(
      `The PREDICTION_ORACLE given (${dead}) has no positive answer`,
    )
    expect(await client.getTransactionCount({ address: deployer })).toBe(0)
  })

  test('without PREDICTION_ORACLE no game (said so); a later run with it adds the game alone, on that feed', async () => {
    const { client, env, folder, feedWith } = await setUpWithFeed()
    const feed = await feedWith(8, 612_00000000n)
    const first = output()
    expect(await runDeployCommand(['97'], { env, ...first, pollingInterval: 50 })).toBe(0)
    expect(first.lines.join('\n')).toContain(
      'No prediction game: set PREDICTION_ORACLE to deploy it (--help).',
    )
    const before = readManifest(folder)
    expect(getPredictionContracts(before)).toBeUndefined()

    const nonce = await client.getTransactionCount({ address: deployer })
    const second = output()
    const predictionEnv = { PREDICTION_ORACLE: feed, PREDICTION_OPERATOR: devAccount(6).address }
    expect(
      await runDeployCommand(['97'], {
        env: { ...env, ...predictionEnv },
        ...second,
        pollingInterval: 50,
      }),
    ).toBe(0)
    expect(second.lines.join('\n')).toContain('Adding the prediction game to the deployment')
    const after = readManifest(folder)
    const game = getPredictionContracts(after)
    expect(game?.PredictionOracle).toBe(feed)
    expect({ ...after.contracts, Prediction: undefined, PredictionOracle: undefined }).toEqual({
      ...before.contracts,
      Prediction: undefined,
      PredictionOracle: undefined,
    })
    await expectEveryAddressHasCode(client, after)
    // the game alone: one contract created, no mock feed
    expect(await client.getTransactionCount({ address: deployer })).toBe(nonce + 1)
    const at = { address: game?.Prediction as Address, abi: ghostPredictionAbi } as const
    expect(await client.readContract({ ...at, functionName: 'oracle' })).toBe(feed)
    expect(await client.readContract({ ...at, functionName: 'operator' })).toBe(
      devAccount(6).address,
    )
    expect(await client.readContract({ ...at, functionName: 'treasury' })).toBe(treasury)
    expect(await client.readContract({ ...at, functionName: 'intervalSeconds' })).toBe(300n)
    expect(existsSync(join(folder, '97.prediction.journal.json'))).toBe(true)

    const third = output()
    expect(
      await runDeployCommand(['97'], {
        env: { ...env, ...predictionEnv },
        ...third,
        pollingInterval: 50,
      }),
    ).toBe(0)
    expect(third.lines.join('\n')).toMatch(/Nothing to deploy/)
  }, 120_000)

  test('with PREDICTION_ORACLE a fresh deploy has the game, run by the deployer by default', async () => {
    const { client, env, folder, feedWith } = await setUpWithFeed()
    const feed = await feedWith(8, 600_00000000n)
    const run = output()
    expect(
      await runDeployCommand(['97'], {
        env: { ...env, PREDICTION_ORACLE: feed },
        ...run,
        pollingInterval: 50,
      }),
    ).toBe(0)
    const manifest = readManifest(folder)
    const game = getPredictionContracts(manifest)
    expect(game?.PredictionOracle).toBe(feed)
    await expectEveryAddressHasCode(client, manifest)
    expect(
      await client.readContract({
        address: game?.Prediction as Address,
        abi: ghostPredictionAbi,
        functionName: 'operator',
      }),
    ).toBe(deployer)
    expect(readJournal(join(folder, '97.journal.json')).settings).toMatchObject({
      'prediction oracle': feed,
    })
  }, 120_000)
})

describe('deploy 97 with the IFO deployer (Anvil mining on send)', () => {
  /** A chain 97 that mines on send and the command's environment. */
  async function setUpMiningOnSend() {
    anvil = await startAnvil({ chainId: 97 })
    dir = mkdtempSync(join(tmpdir(), 'ghost-deploy-ifo-'))
    const client = createPublicClient({ transport: http(anvil.url) })
    const env: Record<string, string> = {
      RPC_URL_97: anvil.url,
      DEPLOYER_PRIVATE_KEY: deployerKey,
      TREASURY_ADDRESS: treasury,
      DEPLOYMENTS_DIR: dir,
    }
    return { client, env, folder: dir }
  }

  /** An admin command on the deployment's manifest, signed with `privateKey` (PRIVATE_KEY). */
  async function admin(folder: string, argv: string[], privateKey: Hex) {
    const out: string[] = []
    const err: string[] = []
    const code = await runAdmin([...argv, '--manifest', join(folder, '97.json')], {
      print: (line) => out.push(line),
      error: (line) => err.push(line),
      options: { rpcUrl: anvil?.url, privateKey },
    })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  const ifoOwner = devAccount(6).address
  const ifoOwnerKey = (() => {
    const key = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 6 }).getHdKey().privateKey
    if (!key) throw new Error('no development key')
    return toHex(key)
  })()

  async function readIfoDeployer(
    client: ReturnType<typeof createPublicClient>,
    manifest: Manifest,
  ) {
    const IFODeployer = getIfoContracts(manifest)?.IFODeployer
    if (!IFODeployer) throw new Error('no IFO deployer in the manifest')
    const at = { address: IFODeployer, abi: ghostIFODeployerAbi } as const
    const [owner, lpToken, profile, sales] = await Promise.all([
      client.readContract({ ...at, functionName: 'owner' }),
      client.readContract({ ...at, functionName: 'lpToken' }),
      client.readContract({ ...at, functionName: 'profile' }),
      client.readContract({ ...at, functionName: 'getIfos' }),
    ])
    return { IFODeployer, owner, lpToken, profile, sales }
  }

  test('a bad IFO_OWNER is refused before anything is sent', async () => {
    const { client, env } = await setUpMiningOnSend()
    const refusal = async (owner: string) => {
      const run = output()
      expect(await runDeployCommand(['97'], { env: { ...env, IFO_OWNER: owner }, ...run })).toBe(1)
      return run.lines.join('\n')
    }
    expect(await refusal('ghost')).toContain('IFO_OWNER is not an address')
    expect(await refusal(`${ifoOwner}00`)).toContain('IFO_OWNER is not an address')
    expect(await refusal(zeroAddress)).toContain(
      'IFO_OWNER is the zero address: nobody could create a sale (leave it unset for the deployer)',
    )
    expect(await client.getTransactionCount({ address: deployer })).toBe(0)
  })

  test('a fresh deploy has the IFO deployer on its CAKE and profile, owned by the deployer; ifo:create with PRIVATE_KEY makes a sale once CAKE has a price', async () => {
    const { client, env, folder } = await setUpMiningOnSend()
    const run = output()
    expect(await runDeployCommand(['97'], { env, ...run, pollingInterval: 50 })).toBe(0)
    expect(run.lines.join('\n')).not.toContain('IFO deployer will be owned by')
    const manifest = readManifest(folder)
    await expectEveryAddressHasCode(client, manifest)
    const ifo = await readIfoDeployer(client, manifest)
    expect(ifo.owner).toBe(deployer)
    expect(ifo.lpToken).toBe(manifest.tokens.CAKE)
    expect(ifo.profile).toBe(getNftContracts(manifest)?.Profile)
    expect(ifo.sales).toEqual([])
    // the owner is recorded only when IFO_OWNER is given, as the games' operators are
    expect(Object.keys(readJournal(join(folder, '97.journal.json')).settings ?? {})).not.toContain(
      'ifo owner',
    )

    // the admin commands on the deployment's own manifest, signed by the key, as on BSC
    const status = await admin(folder, ['ifo:status'], deployerKey)
    expect(status.err).toBe('')
    expect(status.out).toContain(`IFO deployer ${ifo.IFODeployer}: 0 sales`)
    const owner = createWalletClient({
      chain: bscTestnet,
      transport: http(anvil?.url),
      account: devAccount(0),
      pollingInterval: 50,
    }).extend(publicActions)
    // a project's own token, as a real sale brings
    const project = await deploy(owner, {
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: ['Phantom Project', 'PHNT', 18, parseEther('1000000')],
      name: 'PHNT',
    })
    const create = [
      'ifo:create',
      project,
      '--offering',
      '10000,90000',
      '--target',
      '20,200',
      '--start',
      '+1h',
      '--duration',
      '1d',
    ]
    // a remote deploy's pairs are empty: no CAKE price for the limits until liquidity is added
    const cakeUsdt = manifest.pairs?.['CAKE-USDT'] as Address
    const unpriced = await admin(folder, create, deployerKey)
    expect(unpriced.code).toBe(1)
    expect(unpriced.err).toBe(
      `The CAKE-USD pair ${cakeUsdt} holds no liquidity: CAKE has no price to set the limits from`,
    )
    expect(await readIfoSales(client, ifo.IFODeployer)).toEqual([])
    const { CAKE, USDT } = manifest.tokens
    for (const token of [CAKE, USDT]) {
      await write(owner, {
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [manifest.contracts.Router, maxUint256],
      })
    }
    // CAKE at $2.50: a 40-CAKE basic cap
    await write(owner, {
      address: manifest.contracts.Router,
      abi: ghostRouterAbi,
      functionName: 'addLiquidity',
      args: [CAKE, USDT, parseEther('4000'), parseEther('10000'), 0n, 0n, deployer, maxUint256],
    })

    const created = await admin(folder, create, deployerKey)
    expect(created.err).toBe('')
    expect(created.code).toBe(0)
    expect(created.out).toMatch(/^Sale 1 created: 0x[0-9a-fA-F]{40} sells PHNT \(Phantom Project\)/)
    const [sale] = await readIfoSales(client, ifo.IFODeployer)
    if (!sale) throw new Error('no sale')
    const state = await readIfoSale(client, sale)
    expect(state.owner).toBe(deployer)
    expect(state.offeringToken).toBe(project)
    expect(state.pools[0].limitPerUser).toBe(parseEther('40'))
    expect(state.offeringBalance).toBe(parseEther('100000'))
    const Profile = getNftContracts(manifest)?.Profile as Address
    const pointRole = await client.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'POINT_ROLE',
    })
    expect(
      await client.readContract({
        address: Profile,
        abi: ghostProfileAbi,
        functionName: 'hasRole',
        args: [pointRole, sale],
      }),
    ).toBe(true)
  }, 180_000)

  test('IFO_OWNER owns it and is journaled; a finished deploy without it gets it added alone by a rerun', async () => {
    const { client, env, folder } = await setUpMiningOnSend()
    const ownedEnv = { ...env, IFO_OWNER: ifoOwner }
    const first = output()
    expect(await runDeployCommand(['97'], { env: ownedEnv, ...first, pollingInterval: 50 })).toBe(0)
    expect(first.lines.join('\n')).toContain(
      `The IFO deployer will be owned by ${ifoOwner}, which creates the sales (npm run admin -- ifo:create); ifo:create also grants each sale the profile's POINT_ROLE, which only the profile's admin may: grant ${ifoOwner} the profile's DEFAULT_ADMIN_ROLE (the deployer ${deployer} holds it) before the first sale.`,
    )
    const fresh = readManifest(folder)
    expect((await readIfoDeployer(client, fresh)).owner).toBe(ifoOwner)
    expect(readJournal(join(folder, '97.journal.json')).settings).toMatchObject({
      'ifo owner': ifoOwner,
    })
    // what the note says: the owner alone cannot ready a sale
    const notAdmin = await admin(
      folder,
      [
        'ifo:create',
        'GHOST',
        '--offering',
        '1,1',
        '--target',
        '1,1',
        '--start',
        '+1h',
        '--duration',
        '1d',
      ],
      ifoOwnerKey,
    )
    expect(notAdmin.code).toBe(1)
    expect(notAdmin.err).toBe(
      `The signer ${ifoOwner} is not the profile's admin, so it cannot grant the sale POINT_ROLE (the achievement's points): sign as the profile's admin`,
    )

    // A deploy finished before the IFO deployer existed: its manifest without it.
    const { IFODeployer: earlier, ...withoutIfo } = fresh.contracts
    const before = { ...fresh, contracts: withoutIfo }
    writeFileSync(join(folder, '97.json'), `${JSON.stringify(before, null, 2)}\n`)
    const nonce = await client.getTransactionCount({ address: deployer })
    const second = output()
    expect(await runDeployCommand(['97'], { env: ownedEnv, ...second, pollingInterval: 50 })).toBe(
      0,
    )
    expect(second.lines.join('\n')).toContain('Adding the IFO deployer to the deployment')
    const after = readManifest(folder)
    const added = await readIfoDeployer(client, after)
    expect(added.IFODeployer).not.toBe(earlier)
    expect({ ...after.contracts, IFODeployer: undefined }).toEqual({
      ...before.contracts,
      IFODeployer: undefined,
    })
    expect(added.owner).toBe(ifoOwner)
    expect(added.lpToken).toBe(after.tokens.CAKE)
    expect(added.profile).toBe(getNftContracts(after)?.Profile)
    await expectEveryAddressHasCode(client, after)
    // the deployer alone: one contract created
    expect(await client.getTransactionCount({ address: deployer })).toBe(nonce + 1)
    expect(existsSync(join(folder, '97.ifo.partial.json'))).toBe(false)
    const journal = readJournal(join(folder, '97.ifo.journal.json'))
    expect(journal.settings).toEqual({ 'ifo owner': ifoOwner })
    expect(countTransactions(journal)).toBe(1)

    const third = output()
    expect(await runDeployCommand(['97'], { env: ownedEnv, ...third, pollingInterval: 50 })).toBe(0)
    expect(third.lines.join('\n')).toMatch(/Nothing to deploy/)
    // another owner later is not a redeploy: said, and nothing sent
    const other = devAccount(7).address
    const fourth = output()
    expect(
      await runDeployCommand(['97'], {
        env: { ...env, IFO_OWNER: other },
        ...fourth,
        pollingInterval: 50,
      }),
    ).toBe(0)
    expect(fourth.lines.join('\n')).toContain(
      `The IFO deployer ${added.IFODeployer} is owned by ${ifoOwner}, not IFO_OWNER ${other}: a deploy does not move it (its owner calls transferOwnership).`,
    )
    expect(await client.getTransactionCount({ address: deployer })).toBe(nonce + 1)
  }, 180_000)
})

describe('deploy 97 from before voting (Anvil mining on send)', () => {
  test('a fresh deploy has the CAKE pool and the CAKE-GHOST farm; a finished deploy without them gets them added alone by a rerun', async () => {
    anvil = await startAnvil({ chainId: 97 })
    dir = mkdtempSync(join(tmpdir(), 'ghost-deploy-voting-'))
    const folder = dir
    const client = createPublicClient({ transport: http(anvil.url) })
    const env: Record<string, string> = {
      RPC_URL_97: anvil.url,
      DEPLOYER_PRIVATE_KEY: deployerKey,
      TREASURY_ADDRESS: treasury,
      DEPLOYMENTS_DIR: folder,
    }
    const first = output()
    expect(await runDeployCommand(['97'], { env, ...first, pollingInterval: 50 })).toBe(0)
    const fresh = readManifest(folder)
    const cakeGhost = fresh.pairs?.['CAKE-GHOST'] as Address
    const farm = (masterChef: Address, pid: bigint) =>
      client.readContract({
        address: masterChef,
        abi: masterChefAbi,
        functionName: 'poolInfo',
        args: [pid],
      })
    const [lpToken, allocPoint] = await farm(fresh.contracts.MasterChef, 1n)
    expect([lpToken, allocPoint]).toEqual([cakeGhost, FARM.pid1AllocPoint])
    const pool = { address: fresh.contracts.SmartChef3, abi: smartChefAbi } as const
    expect(await client.readContract({ ...pool, functionName: 'stakedToken' })).toBe(
      fresh.tokens.CAKE,
    )

    // A deploy finished before voting: a farm with pid 0 alone, and no CAKE pool in the manifest.
    const owner = createWalletClient({
      chain: { ...bscTestnet, id: 97 },
      transport: http(anvil.url),
      account: devAccount(0),
      pollingInterval: 50,
    }).extend(publicActions)
    const oldChef = await deploy(owner, {
      abi: masterChefAbi,
      bytecode: masterChefBytecode,
      args: [fresh.tokens.GHOST, FARM.rewardPerBlock, await client.getBlockNumber()],
      name: 'MasterChef',
    })
    await write(owner, {
      address: oldChef,
      abi: masterChefAbi,
      functionName: 'add',
      args: [FARM.pid0AllocPoint, fresh.pairs?.['BNB-USDT'] as Address, false],
    })
    const { SmartChef3: _, ...withoutPool } = fresh.contracts
    const before = { ...fresh, contracts: { ...withoutPool, MasterChef: oldChef } }
    writeFileSync(join(folder, '97.json'), `${JSON.stringify(before, null, 2)}\n`)
    const nonce = await client.getTransactionCount({ address: deployer })
    const usdtBefore = await client.readContract({
      address: fresh.tokens.USDT,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [deployer],
    })

    const second = output()
    expect(await runDeployCommand(['97'], { env, ...second, pollingInterval: 50 })).toBe(0)
    expect(second.lines.join('\n')).toContain(
      'Adding the CAKE pool (sousId 3) and the CAKE-GHOST farm (pid 1) to the deployment',
    )
    const after = readManifest(folder)
    expect({ ...after.contracts, SmartChef3: undefined }).toEqual({
      ...before.contracts,
      SmartChef3: undefined,
    })
    expect(after.contracts.SmartChef3).not.toBe(fresh.contracts.SmartChef3)
    await expectEveryAddressHasCode(client, after)
    const added = { address: after.contracts.SmartChef3, abi: smartChefAbi } as const
    const [stakedToken, start, end] = await Promise.all([
      client.readContract({ ...added, functionName: 'stakedToken' }),
      client.readContract({ ...added, functionName: 'startBlock' }),
      client.readContract({ ...added, functionName: 'bonusEndBlock' }),
    ])
    expect(stakedToken).toBe(after.tokens.CAKE)
    // a day ahead of the rerun, for the pools' 30 days
    expect(start).toBeGreaterThan(await client.getBlockNumber())
    expect(end - start).toBe(DEFAULT_REMOTE_PLAN.poolLifetimeBlocks)
    const plan = POOLS.find((planned) => planned.sousId === 3)
    const paid = (plan?.rewardPerBlock ?? 0n) * (end - start)
    expect(
      await client.readContract({
        address: after.tokens.USDT,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [after.contracts.SmartChef3],
      }),
    ).toBe(paid)
    expect(
      await client.readContract({
        address: after.tokens.USDT,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [deployer],
      }),
    ).toBe(usdtBefore - paid)
    const [addedLp, addedAlloc] = await farm(oldChef, 1n)
    expect([addedLp, addedAlloc]).toEqual([cakeGhost, FARM.pid1AllocPoint])
    // the pool, its funding and the farm: three transactions, all journaled
    expect(await client.getTransactionCount({ address: deployer })).toBe(nonce + 3)
    expect(existsSync(join(folder, '97.voting.partial.json'))).toBe(false)
    expect(countTransactions(readJournal(join(folder, '97.voting.journal.json')))).toBe(3)

    const third = output()
    expect(await runDeployCommand(['97'], { env, ...third, pollingInterval: 50 })).toBe(0)
    expect(third.lines.join('\n')).toMatch(/Nothing to deploy/)
    expect(await client.getTransactionCount({ address: deployer })).toBe(nonce + 3)
  }, 180_000)
})
