import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  feeManagerFactoryAbi,
  ghostCollectionAbi,
  ghostCollectionBytecode,
  ghostMarketAbi,
  ghostNFTFactoryAbi,
  ghostNFTFactoryBytecode,
  ghostPotAbi,
  iFeeManagerAbi,
  iSharePotAbi,
} from '@ghost/contracts'
import { anvilClient, devAccount, freePort, isolated } from '@ghost/contracts/anvil'
import {
  getNftContracts,
  getRewardContracts,
  type ManifestRewardContracts,
} from '@ghost/contracts/manifest'
import {
  type Address,
  erc721Abi,
  formatEther,
  keccak256,
  parseEther,
  parseEventLogs,
  stringToHex,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { deploy, write } from '../chainWriter'
import { startRpcProxy } from '../rpcProxy/startRpcProxy'
import { signLazyOrder } from '../signLazyOrder'
import { type Devnet, devWriter, startDevnet } from '../startDevnet'
import { adminHelp, runAdmin } from './cli'

/**
 * The reward admin commands against the seeded devnet (the ghost pot levelled, one share pot,
 * one fee manager), each test on its own snapshot.
 */

let dir: string
let devnet: Devnet
let rewards: ManifestRewardContracts

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ghost-admin-rewards-'))
  devnet = await startDevnet({ port: 0, manifestPath: join(dir, '1337.json') })
  const found = getRewardContracts(devnet.manifest)
  if (!found) throw new Error('the devnet has no reward contracts')
  rewards = found
})

afterAll(async () => {
  await devnet?.anvil.stop()
  rmSync(dir, { recursive: true, force: true })
})

const client = () => anvilClient(devnet.anvil.url)
const address = (index: number) => devAccount(index).address

type AdminRun = { code: number; out: string[]; err: string[] }

/** Runs a command as the operator would; answers the exit code and what it printed. */
function admin(...argv: string[]): Promise<AdminRun> {
  return adminVia(devnet.anvil.url, ...argv)
}

/** `admin` with RPC_URLS set to `rpcUrls` (comma-separated, primary first). */
async function adminVia(rpcUrls: string, ...argv: string[]): Promise<AdminRun> {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdmin(argv, {
    print: (line) => out.push(line),
    error: (line) => err.push(line),
    options: {
      manifest: devnet.manifest,
      rpcUrl: rpcUrls,
      print: (line) => out.push(line),
    },
  })
  return { code, out, err }
}

const inSnapshot = (body: () => Promise<void>) => () => isolated(client(), body)

/** The ghost pot's revenue still pending on `factory`. */
function potPendingOn(factory: Address): Promise<bigint> {
  return client().readContract({
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'pendingRevenue',
    args: [rewards.GhostPot],
  })
}

/** Account 25 makes a collection on `factory` and signs an order; account 24 buys it with BNB. */
async function lazySale(factory: Address, price: bigint): Promise<void> {
  const creator = devWriter(devnet.anvil.url, 25)
  const receipt = await write(creator, {
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'createCollection',
    args: ['Admin Test Drops', 'ATD', creator.account.address, 0n, zeroAddress],
  })
  const [created] = parseEventLogs({
    abi: ghostNFTFactoryAbi,
    eventName: 'CollectionCreated',
    logs: receipt.logs,
  })
  if (!created) throw new Error('no CollectionCreated')
  const order = {
    collection: created.args.collection,
    tokenUID: keccak256(stringToHex(`admin-test-${price}`)),
    uri: 'ipfs://admin-test',
    price,
    creator: creator.account.address,
    expiry: (await client().getBlock()).timestamp + 3_600n,
    // a fresh collection: ownership epoch 0
    nonce: 0n,
  }
  const { v, r, s } = await signLazyOrder(
    devAccount(25),
    await client().getChainId(),
    factory,
    order,
  )
  await write(devWriter(devnet.anvil.url, 24), {
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'executeOrderWithBNB',
    args: [order, v, r, s, zeroAddress],
    value: price,
  })
}

/** Deploys a GhostNFTFactory for the devnet's market and names it there (the ghost pot stays). */
async function nameNewFactory(
  template?: Address,
): Promise<{ factory: Address; template: Address }> {
  const nft = getNftContracts(devnet.manifest)
  if (!nft) throw new Error('no NFT market')
  const deployer = devWriter(devnet.anvil.url, 0)
  const implementation =
    template ??
    (await deploy(deployer, {
      abi: ghostCollectionAbi,
      bytecode: ghostCollectionBytecode,
      name: 'template',
    }))
  const factory = await deploy(deployer, {
    abi: ghostNFTFactoryAbi,
    bytecode: ghostNFTFactoryBytecode,
    args: [nft.NFTMarket, devnet.manifest.contracts.WBNB, implementation],
    name: 'another factory',
  })
  const [treasury, ghostPot] = await Promise.all([
    client().readContract({
      address: nft.NFTMarket,
      abi: ghostMarketAbi,
      functionName: 'treasury',
    }),
    client().readContract({
      address: nft.NFTMarket,
      abi: ghostMarketAbi,
      functionName: 'ghostPot',
    }),
  ])
  await write(deployer, {
    address: nft.NFTMarket,
    abi: ghostMarketAbi,
    functionName: 'setAddresses',
    args: [treasury, ghostPot, factory],
  })
  return { factory, template: implementation }
}

const tokensOfOwnerAbi = [
  {
    type: 'function',
    name: 'tokensOfOwner',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256[]' }],
  },
] as const

const level = (user: Address) =>
  client().readContract({
    address: rewards.GhostPot,
    abi: ghostPotAbi,
    functionName: 'ghostSquadLevel',
    args: [user],
  })

describe('admin: reward commands', () => {
  test('--help lists every reward command', () => {
    const help = adminHelp()
    for (const name of [
      'ghost-pot:sync-levels',
      'ghost-pot:update',
      'share-pot:create',
      'share-pot:set-level',
      'fee-manager:create',
      'fee-manager:set-level',
      'fee-manager:change-fee',
      'fee-manager:distribute',
    ]) {
      expect(help).toContain(name)
    }
  })

  test(
    'ghost-pot:sync-levels follows a transfer (dry run first), and has nothing to do after',
    inSnapshot(async () => {
      expect((await admin('ghost-pot:sync-levels')).out).toEqual([
        'Ghost pot levels already match the holdings',
      ])
      const nft = getNftContracts(devnet.manifest)
      if (!nft) throw new Error('no NFT market')
      // account 1 gives one of its two ghosts to account 2, who had none
      const [tokenId] = await client().readContract({
        address: nft.GhostSquad,
        abi: [
          {
            type: 'function',
            name: 'tokensOfOwner',
            stateMutability: 'view',
            inputs: [{ name: 'owner', type: 'address' }],
            outputs: [{ name: '', type: 'uint256[]' }],
          },
        ] as const,
        functionName: 'tokensOfOwner',
        args: [address(1)],
      })
      if (tokenId === undefined) throw new Error('account 1 holds no ghost')
      const before = await level(address(1))
      await write(devWriter(devnet.anvil.url, 1), {
        address: nft.GhostSquad,
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [address(1), address(2), tokenId],
      })
      const dry = await admin('ghost-pot:sync-levels', '--dry-run')
      expect(dry.code).toBe(0)
      expect(dry.out.at(-1)).toBe('2 level(s) to change')
      expect(await level(address(2))).toBe(0n)
      const run = await admin('ghost-pot:sync-levels')
      expect(run.code).toBe(0)
      expect(run.out).toContain(`set ${address(2)} to level 1`)
      expect(run.out).toContain(`set ${address(1)} to level ${before - 1n}`)
      expect([await level(address(1)), await level(address(2))]).toEqual([before - 1n, 1n])
      expect((await admin('ghost-pot:sync-levels')).out).toEqual([
        'Ghost pot levels already match the holdings',
      ])
      expect((await admin('ghost-pot:sync-levels', 'now')).err).toEqual([
        "ghost-pot:sync-levels: unexpected argument 'now'",
      ])
    }),
  )

  test(
    'ghost-pot:sync-levels on a public-like node (getLogs caps, 429/502/503, a dead primary) reads what it reads on a direct one',
    inSnapshot(async () => {
      const nft = getNftContracts(devnet.manifest)
      if (!nft) throw new Error('no NFT market')
      // account 1 gives its ghosts to account 6: two levels to change
      const ghosts = await client().readContract({
        address: nft.GhostSquad,
        abi: tokensOfOwnerAbi,
        functionName: 'tokensOfOwner',
        args: [address(1)],
      })
      expect(ghosts.length).toBeGreaterThan(0)
      const before = [await level(address(1)), await level(address(6))] as const
      for (const tokenId of ghosts) {
        await write(devWriter(devnet.anvil.url, 1), {
          address: nft.GhostSquad,
          abi: erc721Abi,
          functionName: 'transferFrom',
          args: [address(1), address(6), tokenId],
        })
      }
      const direct = await admin('ghost-pot:sync-levels', '--dry-run')
      expect(direct.code).toBe(0)
      expect(direct.out.at(-1)).toMatch(/^\d+ level\(s\) to change$/)

      const head = await client().getBlockNumber()
      const node = await startRpcProxy({
        upstream: devnet.anvil.url,
        seed: 31,
        // A public node's refusals pass: each call is refused at most twice, fewer than the
        // transport's retries, so no run depends on which requests the draws happen to hit.
        maxDisturbancesPerCall: 2,
        // Reads only: viem never retries a send (a retried send could go out twice), so a
        // refused send would fail the run whichever request the draws hit.
        methods: [
          'eth_blockNumber',
          'eth_call',
          'eth_chainId',
          'eth_estimateGas',
          'eth_feeHistory',
          'eth_gasPrice',
          'eth_getBlockByNumber',
          'eth_getLogs',
          'eth_getTransactionCount',
          'eth_getTransactionReceipt',
          'eth_maxPriorityFeePerGas',
        ],
        // the levels' and profiles' events in ranges far smaller than the chain
        getLogsMaxRange: Math.max(8, Math.floor(Number(head) / 40)),
        getLogsMaxResults: 3,
        errorRate: 0.2,
        retryAfterSeconds: 0,
      })
      try {
        const dead = `http://127.0.0.1:${await freePort()}`
        const proxied = await adminVia(`${dead},${node.url}`, 'ghost-pot:sync-levels', '--dry-run')
        expect(proxied).toEqual(direct)
        const stats = node.stats()
        expect(stats.cappedLogs).toBeGreaterThan(0)
        expect(stats.errors).toBeGreaterThan(0)

        const run = await adminVia(node.url, 'ghost-pot:sync-levels')
        expect(run.code).toBe(0)
        expect(run.out).toEqual(
          direct.out.map((line) =>
            line.replace(/^would set /, 'set ').replace(/to change$/, 'changed'),
          ),
        )
        const moved = BigInt(ghosts.length)
        expect([await level(address(1)), await level(address(6))]).toEqual([
          before[0] - moved,
          before[1] + moved,
        ])
        expect((await admin('ghost-pot:sync-levels')).out).toEqual([
          'Ghost pot levels already match the holdings',
        ])
      } finally {
        await node.stop()
      }
    }),
  )

  test('RPC_URLS that is not a list of http(s) or ws(s) URLs is refused in one line', async () => {
    expect(
      await adminVia(`${devnet.anvil.url},ftp://node.example`, 'ghost-pot:sync-levels'),
    ).toEqual({
      code: 1,
      out: [],
      err: ["RPC URL 'ftp://node.example' must be an http(s) or ws(s) URL"],
    })
  })

  test(
    "ghost-pot:update claims a sale's ghost pot fee, and says so when there is nothing",
    inSnapshot(async () => {
      expect((await admin('ghost-pot:update')).out).toEqual([
        'Nothing to claim: the market and the NFT factory hold no revenue for the ghost pot',
      ])
      const nft = getNftContracts(devnet.manifest)
      if (!nft) throw new Error('no NFT market')
      const [tokenIds, asks] = await client().readContract({
        address: nft.NFTMarket,
        abi: ghostMarketAbi,
        functionName: 'viewAsksByCollection',
        args: [nft.GhostSquad, 0n, 1n],
      })
      const [tokenId, ask] = [tokenIds[0], asks[0]]
      if (tokenId === undefined || !ask) throw new Error('no squad ask')
      await write(devWriter(devnet.anvil.url, 24), {
        address: nft.NFTMarket,
        abi: ghostMarketAbi,
        functionName: 'buyTokenUsingBNB',
        args: [nft.GhostSquad, tokenId, '0x0000000000000000000000000000000000000000'],
        value: ask.price,
      })
      // and a lazy sale, whose fee the factory holds
      const lazyPrice = parseEther('0.4')
      await lazySale(nft.NFTFactory, lazyPrice)
      const deposited = await client().readContract({
        address: rewards.GhostPot,
        abi: ghostPotAbi,
        functionName: 'totalDeposited',
      })
      const run = await admin('ghost-pot:update')
      expect(run.code).toBe(0)
      expect(run.out[0]).toMatch(/^Claimed [\d.]+ BNB into the ghost pot$/)
      const fee = (ask.price * 50n) / 10_000n + (lazyPrice * 50n) / 10_000n
      expect(
        await client().readContract({
          address: rewards.GhostPot,
          abi: ghostPotAbi,
          functionName: 'totalDeposited',
        }),
      ).toBe(deposited + fee)
    }),
  )

  test(
    'ghost-pot:update first adds a factory the market named since the pot was deployed',
    inSnapshot(async () => {
      const nft = getNftContracts(devnet.manifest)
      if (!nft) throw new Error('no NFT market')
      const { factory } = await nameNewFactory()
      const price = parseEther('0.2')
      await lazySale(factory, price)
      const run = await admin('ghost-pot:update')
      expect(run.out).toEqual([
        `Added the market's NFT factory ${factory} as a revenue source`,
        expect.stringMatching(/^Claimed [\d.]+ BNB into the ghost pot$/),
      ])
      expect(
        await client().readContract({
          address: rewards.GhostPot,
          abi: ghostPotAbi,
          functionName: 'revenueSources',
        }),
      ).toEqual([nft.NFTMarket, nft.NFTFactory, factory])
      expect(await potPendingOn(factory)).toBe(0n)
    }),
  )

  test(
    'ghost-pot:update claims with claimFrom a factory the pot cannot list (MAX_REVENUE_SOURCES reached)',
    inSnapshot(async () => {
      const pot = { address: rewards.GhostPot, abi: ghostPotAbi } as const
      const sources = () => client().readContract({ ...pot, functionName: 'revenueSources' })
      // the market, the devnet's factory, and six more named one after the other
      let template: Address | undefined
      while ((await sources()).length < 8) {
        template = (await nameNewFactory(template)).template
        await write(devWriter(devnet.anvil.url, 0), { ...pot, functionName: 'addMarketFactory' })
      }
      const { factory } = await nameNewFactory(template)
      const price = parseEther('0.2')
      await lazySale(factory, price)
      const run = await admin('ghost-pot:update')
      expect(run.out).toEqual([
        `The ghost pot lists 8 revenue sources already: the market's NFT factory ${factory} is claimed on its own (claimFrom)`,
        `Claimed ${formatEther((price * 50n) / 10_000n)} BNB into the ghost pot`,
      ])
      expect(await sources()).toHaveLength(8)
      expect(await potPendingOn(factory)).toBe(0n)
    }),
  )

  test(
    'share-pot:create and share-pot:set-level, refusing bad arguments with a clear line',
    inSnapshot(async () => {
      const squad = devnet.manifest.contracts.GhostSquad as Address
      const created = await admin('share-pot:create', squad, 'Squad Friends', address(5))
      expect(created.code).toBe(0)
      const pot = created.out[0]?.match(/created at (0x[0-9a-fA-F]{40})/)?.[1] as Address
      expect(
        await client().readContract({ address: pot, abi: iSharePotAbi, functionName: 'admin' }),
      ).toBe(address(5))
      const set = await admin('share-pot:set-level', pot, address(3), '4')
      expect(set.code).toBe(0)
      expect(
        await client().readContract({
          address: pot,
          abi: iSharePotAbi,
          functionName: 'userLevel',
          args: [address(3)],
        }),
      ).toBe(4n)
      expect((await admin('share-pot:create', 'nope', 'x', address(5))).err).toEqual([
        "<collection> must be an address (0x and 40 hex digits), got 'nope'",
      ])
      expect((await admin('share-pot:create', address(3), 'x', address(5))).err[0]).toMatch(
        /is not a contract/,
      )
      expect((await admin('share-pot:create', squad, ' ', address(5))).err).toEqual([
        '<name> must not be empty',
      ])
      expect((await admin('share-pot:set-level', pot, address(3), '-1')).err).toEqual([
        "<level> must be a whole number ≥ 0, got '-1'",
      ])
      expect((await admin('share-pot:set-level', pot)).err).toEqual([
        'share-pot:set-level: expected <pot> <user> <level>, got 1 argument(s)',
      ])
    }),
  )

  test(
    'fee-manager:create, set-level, change-fee and distribute',
    inSnapshot(async () => {
      const created = await admin('fee-manager:create', 'Artists Fund', address(5))
      expect(created.code).toBe(0)
      const manager = created.out[0]?.match(/created at (0x[0-9a-fA-F]{40})/)?.[1] as Address
      expect((await admin('fee-manager:set-level', manager, address(3), '2')).code).toBe(0)
      expect(
        await client().readContract({
          address: manager,
          abi: iFeeManagerAbi,
          functionName: 'levels',
          args: [address(3)],
        }),
      ).toBe(2n)
      expect((await admin('fee-manager:change-fee', '1001')).err).toEqual([
        '<bps> must be at most 1000, got 1001',
      ])
      expect((await admin('fee-manager:change-fee', '1000')).out).toEqual([
        'Admin fee changed from 500 to 1000 bps',
      ])
      expect(
        await client().readContract({
          address: rewards.FeeManagerFactory,
          abi: feeManagerFactoryAbi,
          functionName: 'fee',
        }),
      ).toBe(1000n)
      expect((await admin('fee-manager:distribute', manager)).err).toEqual([
        `Fee manager ${manager} has nothing to distribute`,
      ])
      const payer = devWriter(devnet.anvil.url, 25)
      await payer.waitForTransactionReceipt({
        hash: await payer.sendTransaction({ to: manager, value: parseEther('1') }),
      })
      expect((await admin('fee-manager:distribute', manager)).out).toEqual([
        'Distributed 0.9 BNB by level; admin fee 0.1 BNB',
      ])
      expect(
        await client().readContract({
          address: manager,
          abi: iFeeManagerAbi,
          functionName: 'pendingReward',
          args: [address(3)],
        }),
      ).toBe(parseEther('0.9'))
      // a level change distributes the fees waiting first, at the old levels
      await payer.waitForTransactionReceipt({
        hash: await payer.sendTransaction({ to: manager, value: parseEther('2') }),
      })
      expect((await admin('fee-manager:set-level', manager, address(4), '2')).out).toEqual([
        'First distributed the waiting fees: 1.8 BNB by the old levels; admin fee 0.2 BNB',
        `${address(4)} now has level 2 in fee manager ${manager}`,
      ])
      expect(
        await client().readContract({
          address: manager,
          abi: iFeeManagerAbi,
          functionName: 'pendingReward',
          args: [address(3)],
        }),
      ).toBe(parseEther('2.7'))
      expect((await admin('fee-manager:distribute', rewards.GhostPot)).err).toEqual([
        `${rewards.GhostPot} is not a fee manager of this world's FeeManagerFactory`,
      ])
    }),
  )
})
