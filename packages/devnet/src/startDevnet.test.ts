import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ghostCollectionAbi,
  ghostFactoryAbi,
  ghostMarketAbi,
  ghostNFTFactoryAbi,
  ghostPairAbi,
  ghostProfileAbi,
  masterChefAbi,
  smartChefAbi,
} from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import { getNftContracts, getRewardContracts, parseManifest } from '@ghost/contracts/manifest'
import { BLOCKS_PER_YEAR, computeCid, getLazyOrderTypedData, type VotingSeedFile } from '@ghost/sdk'
import {
  type Address,
  erc20Abi,
  hashTypedData,
  numberToHex,
  recoverTypedDataAddress,
  serializeSignature,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { abstractArt, encodeSvg, ghostSquadArt, type NftMetadata } from './nftArt'
import type { OpenOrdersFile } from './seedNfts'
import { DEV_ACCOUNTS, type Devnet, startDevnet, votingPathOf } from './startDevnet'
import {
  ACCOUNT_GRANTS,
  COMMUNITY,
  FARM,
  HISTORY,
  IFO,
  IFO_SALES,
  LAZY_ORDER_BUYER,
  LAZY_ORDERS,
  NFT_ACCOUNTS,
  NFT_COLLECTIONS,
  NFT_SEED_TIME,
  NFT_STEPS,
  PAIRS,
  PAUSED_PROFILE_ACCOUNT,
  POOLS,
  PROFILE,
  PROFILE_POINTS,
  PROFILES,
  VOTING_PROPOSALS,
} from './worldPlan'

let dir: string
let manifestPath: string
let devnet: Devnet
/** The files the seed stored, by CID. */
const files = new Map<string, Uint8Array>()

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ghost-devnet-'))
  manifestPath = join(dir, 'deployments', '1337.json')
  devnet = await startDevnet({
    port: 0,
    manifestPath: join(dir, 'deployments', '1337.json'),
    statePath: join(dir, 'state.json'),
    storeFile: async (bytes) => {
      const cid = await computeCid(bytes)
      files.set(cid, bytes)
      return cid
    },
  })
})

afterAll(async () => {
  await devnet?.anvil.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('startDevnet', () => {
  test('writes a manifest in the documented shape, every address with code', async () => {
    const client = anvilClient(devnet.anvil.url)
    expect(numberToHex(await client.getChainId())).toBe('0x539')
    const manifest = parseManifest(
      JSON.parse(readFileSync(join(dir, 'deployments', '1337.json'), 'utf8')),
    )
    expect(manifest).toEqual(devnet.manifest)
    expect(Object.keys(manifest.contracts)).toEqual(
      expect.arrayContaining([
        'WBNB',
        'Factory',
        'Router',
        'FeeSplitter',
        'Buyback',
        'Multicall',
        'MasterChef',
        'SmartChef0',
        'SmartChef1',
        'SmartChef2',
        'SmartChef3',
        'NFTMarket',
        'NFTFactory',
        'Profile',
        'GhostSquad',
        'IFODeployer',
      ]),
    )
    expect(Object.keys(manifest.tokens)).toEqual(
      expect.arrayContaining(['USDT', 'BUSD', 'GHOST', 'CAKE', 'TAX', 'WISP', 'ECTO', 'VEIL']),
    )
    for (const address of [
      ...Object.values(manifest.contracts),
      ...Object.values(manifest.tokens),
    ]) {
      const code = await client.getCode({ address })
      expect(code?.length, address).toBeGreaterThan(2)
    }
  })

  test('seeds every planned pair with liquidity, including the token reachable only in three hops', async () => {
    const client = anvilClient(devnet.anvil.url)
    const { manifest } = devnet
    expect(Object.keys(manifest.pairs ?? {})).toEqual(PAIRS.map(([a, b]) => `${a}-${b}`))
    for (const pair of Object.values(manifest.pairs ?? {})) {
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'getReserves',
      })
      expect(reserve0).toBeGreaterThan(0n)
      expect(reserve1).toBeGreaterThan(0n)
      // Price accumulators already running, as on a pair that has traded for a while.
      const accumulated = await Promise.all(
        (['price0CumulativeLast', 'price1CumulativeLast'] as const).map((functionName) =>
          client.readContract({ address: pair, abi: ghostPairAbi, functionName }),
        ),
      )
      expect(accumulated.every((value) => value > 0n)).toBe(true)
    }
    const deep = manifest.tokens.DEEP
    if (!deep) throw new Error('DEEP missing')
    const direct = await client.readContract({
      address: manifest.contracts.Factory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [manifest.contracts.WBNB, deep],
    })
    expect(direct).toBe(zeroAddress)
  })

  test('funds farm pid 0 (USDT-BNB LP, 10X), pid 1 (CAKE-GHOST LP, 5X) and the pools; pid 2 and 3 have ended; sousId 0 and 1 are finished, 2 and 3 are live, 3 stakes CAKE', async () => {
    const client = anvilClient(devnet.anvil.url)
    const { manifest } = devnet
    const farm = (pid: bigint) =>
      client.readContract({
        address: manifest.contracts.MasterChef,
        abi: masterChefAbi,
        functionName: 'poolInfo',
        args: [pid],
      })
    const [lpToken, allocPoint] = await farm(0n)
    expect(lpToken).toBe(manifest.pairs?.['BNB-USDT'])
    expect(allocPoint).toBe(FARM.pid0AllocPoint)
    const [cakeLpToken, cakeAllocPoint] = await farm(1n)
    expect(cakeLpToken).toBe(manifest.pairs?.['CAKE-GHOST'])
    expect(cakeAllocPoint).toBe(FARM.pid1AllocPoint)
    // pid 2 and 3: the closed farm auction's winners' farms, ended (worldPlan AUCTIONS)
    expect(
      await client.readContract({
        address: manifest.contracts.MasterChef,
        abi: masterChefAbi,
        functionName: 'poolLength',
      }),
    ).toBe(4n)
    expect([(await farm(2n))[1], (await farm(3n))[1]]).toEqual([0n, 0n])
    const ghostInChef = await client.readContract({
      address: manifest.tokens.GHOST,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [manifest.contracts.MasterChef],
    })
    expect(ghostInChef).toBe(FARM.funding)
    const block = await client.getBlockNumber()
    for (const pool of POOLS) {
      const address = manifest.contracts[`SmartChef${pool.sousId}`]
      if (!address) throw new Error(`SmartChef${pool.sousId} missing`)
      const end = await client.readContract({
        address,
        abi: smartChefAbi,
        functionName: 'bonusEndBlock',
      })
      expect(block > end, `sousId ${pool.sousId} finished`).toBe(pool.sousId < 2)
      expect(
        await client.readContract({ address, abi: smartChefAbi, functionName: 'rewardPerBlock' }),
      ).toBe(pool.rewardPerBlock)
      expect(
        await client.readContract({ address, abi: smartChefAbi, functionName: 'stakedToken' }),
        `sousId ${pool.sousId} stakes`,
      ).toBe(pool.sousId === 3 ? manifest.tokens.CAKE : zeroAddress)
    }
    // the live pools end together
    const endOf = (address: Address) =>
      client.readContract({ address, abi: smartChefAbi, functionName: 'bonusEndBlock' })
    expect(await endOf(manifest.contracts.SmartChef3)).toBe(
      await endOf(manifest.contracts.SmartChef2),
    )
    const [staked] = await client.readContract({
      address: manifest.contracts.SmartChef0,
      abi: smartChefAbi,
      functionName: 'userInfo',
      args: [devAccount(DEV_ACCOUNTS.holders[0]).address],
    })
    expect(staked).toBe(ACCOUNT_GRANTS.finishedPoolStake)
  })

  test('development accounts hold tokens and LP', async () => {
    const client = anvilClient(devnet.anvil.url)
    const { manifest } = devnet
    for (const index of DEV_ACCOUNTS.holders) {
      const owner = devAccount(index).address
      const usdt = await client.readContract({
        address: manifest.tokens.USDT,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
      expect(usdt).toBe(ACCOUNT_GRANTS.tokens)
      const lp = manifest.pairs?.['BNB-USDT']
      if (!lp) throw new Error('no LP')
      expect(
        await client.readContract({
          address: lp,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        }),
      ).toBeGreaterThan(0n)
    }
  })

  test('the chain has a past: trades from days ago up to now, in increasing time, on every trading pair', async () => {
    const client = anvilClient(devnet.anvil.url)
    const now = BigInt(Math.floor(Date.now() / 1000))
    const genesis = await client.getBlock({ blockNumber: 0n })
    expect(now - genesis.timestamp).toBeGreaterThan(BigInt(HISTORY.days * 86_400))
    const latest = await client.getBlock()
    expect(now - latest.timestamp).toBeLessThan(120n)
    for (const [key] of HISTORY.pairs) {
      const address = devnet.manifest.pairs?.[key]
      if (!address) throw new Error(`${key} missing`)
      const swaps = await client.getContractEvents({
        address,
        abi: ghostPairAbi,
        eventName: 'Swap',
        fromBlock: 0n,
      })
      expect(swaps.length, key).toBeGreaterThan(10)
      const times = await Promise.all(
        swaps.map(
          async (log) => (await client.getBlock({ blockNumber: log.blockNumber })).timestamp,
        ),
      )
      expect(times.every((time, i) => i === 0 || time >= (times[i - 1] as bigint))).toBe(true)
      expect(now - (times[0] as bigint), key).toBeGreaterThan(BigInt((HISTORY.days - 1) * 86_400))
      expect(now - (times.at(-1) as bigint), key).toBeLessThan(86_400n)
    }
  })

  test('the community holds stakes in the farms and the live pools', async () => {
    const client = anvilClient(devnet.anvil.url)
    const { MasterChef, SmartChef2, SmartChef3 } = devnet.manifest.contracts
    for (const [i, index] of DEV_ACCOUNTS.community.entries()) {
      const member = devAccount(index).address
      const [farmStake] = await client.readContract({
        address: MasterChef,
        abi: masterChefAbi,
        functionName: 'userInfo',
        args: [0n, member],
      })
      expect(farmStake).toBeGreaterThan(0n)
      const [poolStake] = await client.readContract({
        address: SmartChef2,
        abi: smartChefAbi,
        functionName: 'userInfo',
        args: [member],
      })
      expect(poolStake).toBe(COMMUNITY.poolStakes[i])
      const [cakeStake] = await client.readContract({
        address: SmartChef3,
        abi: smartChefAbi,
        functionName: 'userInfo',
        args: [member],
      })
      expect(cakeStake).toBe(COMMUNITY.cakePoolStakes[i])
      const [cakeGhostStake] = await client.readContract({
        address: MasterChef,
        abi: masterChefAbi,
        functionName: 'userInfo',
        args: [1n, member],
      })
      expect(cakeGhostStake).toBeGreaterThan(0n)
    }
    expect(
      await client.readContract({
        address: SmartChef2,
        abi: smartChefAbi,
        functionName: 'totalStaked',
      }),
    ).toBe(COMMUNITY.poolStakes.reduce((sum, stake) => sum + stake, 0n))
  })

  test('the seeded farms and live pools show believable APRs, not 213,881% (issue 28)', async () => {
    const client = anvilClient(devnet.anvil.url)
    const { contracts, tokens, pairs } = devnet.manifest
    /** A pair's reserves as [reserve of `token`, reserve of the other token]. */
    const reservesOf = async (pair: Address, token: Address): Promise<[bigint, bigint]> => {
      const [[reserve0, reserve1], token0] = await Promise.all([
        client.readContract({ address: pair, abi: ghostPairAbi, functionName: 'getReserves' }),
        client.readContract({ address: pair, abi: ghostPairAbi, functionName: 'token0' }),
      ])
      return token0.toLowerCase() === token.toLowerCase()
        ? [reserve0, reserve1]
        : [reserve1, reserve0]
    }
    const read = <name extends 'rewardPerBlock' | 'totalStaked'>(address: Address, name: name) =>
      client.readContract({ address, abi: smartChefAbi, functionName: name })
    const bnbUsdt = pairs?.['BNB-USDT'] as Address
    const ghostBnb = pairs?.['GHOST-BNB'] as Address
    const cakeGhost = pairs?.['CAKE-GHOST'] as Address
    const cakeUsdt = pairs?.['CAKE-USDT'] as Address
    const [usdtReserve, bnbReserve] = await reservesOf(bnbUsdt, tokens.USDT as Address)
    const [ghostReserve, bnbInGhostPair] = await reservesOf(ghostBnb, tokens.GHOST as Address)
    const [cakeInGhostPair] = await reservesOf(cakeGhost, tokens.CAKE as Address)
    const [cakeInUsdtPair, usdtInCakePair] = await reservesOf(cakeUsdt, tokens.CAKE as Address)
    const lpOf = async (pair: Address) => ({
      inChef: await client.readContract({
        address: pair,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [contracts.MasterChef],
      }),
      supply: await client.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'totalSupply',
      }),
    })
    const farmShare = async (pid: bigint) => {
      const [, allocPoint] = await client.readContract({
        address: contracts.MasterChef,
        abi: masterChefAbi,
        functionName: 'poolInfo',
        args: [pid],
      })
      const total = await client.readContract({
        address: contracts.MasterChef,
        abi: masterChefAbi,
        functionName: 'totalAllocPoint',
      })
      return { allocPoint, total }
    }
    const rewardPerBlock = await client.readContract({
      address: contracts.MasterChef,
      abi: masterChefAbi,
      functionName: 'rewardPerBlock',
    })
    /** In USDT wei: GHOST is priced through BNB, CAKE through the CAKE-USDT pair. */
    const ghostUsd = (ghost: bigint) =>
      (ghost * bnbInGhostPair * usdtReserve) / (ghostReserve * bnbReserve)
    const cakeUsd = (cake: bigint) => (cake * usdtInCakePair) / cakeInUsdtPair
    const expectBelievable = (yearlyUsd: bigint, stakedUsd: bigint, what: string, min: bigint) => {
      const percent = (100n * yearlyUsd) / stakedUsd
      expect(percent, what).toBeGreaterThanOrEqual(min)
      expect(percent, what).toBeLessThan(1000n)
    }

    // farms: the staked LP is worth twice one side; each takes its allocation's share
    const usdtBnbLp = await lpOf(bnbUsdt)
    const pid0 = await farmShare(0n)
    expectBelievable(
      ghostUsd((rewardPerBlock * BLOCKS_PER_YEAR * pid0.allocPoint) / pid0.total),
      (2n * usdtReserve * usdtBnbLp.inChef) / usdtBnbLp.supply,
      'farm pid 0',
      10n,
    )
    const cakeGhostLp = await lpOf(cakeGhost)
    const pid1 = await farmShare(1n)
    expectBelievable(
      ghostUsd((rewardPerBlock * BLOCKS_PER_YEAR * pid1.allocPoint) / pid1.total),
      cakeUsd((2n * cakeInGhostPair * cakeGhostLp.inChef) / cakeGhostLp.supply),
      'farm pid 1',
      10n,
    )
    // the live BNB pool pays the spec's 0.00005 USDT per block on the community's BNB
    expectBelievable(
      (await read(contracts.SmartChef2, 'rewardPerBlock')) * BLOCKS_PER_YEAR,
      ((await read(contracts.SmartChef2, 'totalStaked')) * usdtReserve) / bnbReserve,
      'sousId 2',
      1n,
    )
    expectBelievable(
      (await read(contracts.SmartChef3, 'rewardPerBlock')) * BLOCKS_PER_YEAR,
      cakeUsd(await read(contracts.SmartChef3, 'totalStaked')),
      'sousId 3',
      10n,
    )
  })

  test('after the history every trading pair is back at its planned price', async () => {
    const client = anvilClient(devnet.anvil.url)
    const { manifest } = devnet
    for (const [symbolA, symbolB, amountA, amountB] of PAIRS) {
      const key = `${symbolA}-${symbolB}`
      if (!HISTORY.pairs.some(([trading]) => trading === key)) continue
      const address = manifest.pairs?.[key]
      if (!address) throw new Error(`${key} missing`)
      const [[reserve0, reserve1], token0] = await Promise.all([
        client.readContract({ address, abi: ghostPairAbi, functionName: 'getReserves' }),
        client.readContract({ address, abi: ghostPairAbi, functionName: 'token0' }),
      ])
      const tokenA = symbolA === 'BNB' ? manifest.contracts.WBNB : manifest.tokens[symbolA]
      const [reserveA, reserveB] = token0 === tokenA ? [reserve0, reserve1] : [reserve1, reserve0]
      // reserveB / reserveA equals amountB / amountA to within a millionth
      const difference = reserveB * amountA - amountB * reserveA
      const tolerance = (amountB * reserveA) / 1_000_000n
      expect(difference < 0n ? -difference : difference, key).toBeLessThanOrEqual(tolerance)
    }
  })

  test('every fresh world has the same history (a seeded walk) and the same NFTs', async () => {
    const other = await startDevnet({ port: 0, manifestPath: join(dir, 'other', '1337.json') })
    try {
      const fingerprint = async (world: Devnet) => {
        const client = anvilClient(world.anvil.url)
        const ghostSquad = getNftContracts(world.manifest)?.GhostSquad
        if (!ghostSquad) throw new Error('no Ghost Squad')
        const tokenIds = NFT_COLLECTIONS.GhostSquad.owners.map((_, i) => BigInt(i + 1))
        return Promise.all([
          ...Object.values(world.manifest.pairs ?? {}).map((address) =>
            client.readContract({ address, abi: ghostPairAbi, functionName: 'totalSupply' }),
          ),
          ...tokenIds.flatMap((tokenId) =>
            (['tokenURI', 'ownerOf'] as const).map((functionName) =>
              client.readContract({
                address: ghostSquad,
                abi: ghostCollectionAbi,
                functionName,
                args: [tokenId],
              }),
            ),
          ),
        ])
      }
      expect(await fingerprint(other)).toEqual(await fingerprint(devnet))
    } finally {
      await other.anvil.stop()
    }
  })

  test('a restart with the saved state reuses the deployed world instead of deploying again', async () => {
    await devnet.anvil.stop()
    devnet = await startDevnet({
      port: 0,
      manifestPath: join(dir, 'deployments', '1337.json'),
      statePath: join(dir, 'state.json'),
    })
    expect(devnet.deployed).toBe(false)
    const client = anvilClient(devnet.anvil.url)
    const code = await client.getCode({ address: devnet.manifest.contracts.Router })
    expect(code?.length).toBeGreaterThan(2)
  })

  test.each([
    ['without our world (its manifest deleted)', () => rmSync(manifestPath)],
    [
      'with a world from before the NFT market',
      () => {
        const { NFTMarket, NFTFactory, Profile, GhostSquad, ...dex } = devnet.manifest.contracts
        const old = { ...devnet.manifest, contracts: dex }
        writeFileSync(manifestPath, JSON.stringify(old))
      },
    ],
    [
      'with a world from before the reward programmes',
      () => {
        const { GhostPot, SharePotFactory, FeeManagerFactory, GhostSquadSale, ...before } =
          devnet.manifest.contracts
        writeFileSync(manifestPath, JSON.stringify({ ...devnet.manifest, contracts: before }))
      },
    ],
    [
      'with a world from before voting (no CAKE pool)',
      () => {
        const { SmartChef3, ...before } = devnet.manifest.contracts
        writeFileSync(manifestPath, JSON.stringify({ ...devnet.manifest, contracts: before }))
        rmSync(votingPathOf(manifestPath))
      },
    ],
  ])('a saved chain %s starts over on a chain that has a past', async (_, change) => {
    await devnet.anvil.stop()
    change()
    devnet = await startDevnet({
      port: 0,
      manifestPath,
      statePath: join(dir, 'state.json'),
    })
    expect(devnet.deployed).toBe(true)
    expect(getNftContracts(devnet.manifest)).toBeDefined()
    expect(getRewardContracts(devnet.manifest)).toBeDefined()
    expect(devnet.manifest.contracts.SmartChef3).toBeDefined()
    // the new world's proposals and votes, beside its manifest
    const voting = JSON.parse(readFileSync(votingPathOf(manifestPath), 'utf8')) as VotingSeedFile
    expect(voting.proposals.map((proposal) => proposal.message.title)).toEqual(
      VOTING_PROPOSALS.map((plan) => plan.title),
    )
    const genesis = await anvilClient(devnet.anvil.url).getBlock({ blockNumber: 0n })
    const now = BigInt(Math.floor(Date.now() / 1000))
    expect(now - genesis.timestamp).toBeGreaterThan(BigInt(HISTORY.days * 86_400))
  })
})

/** Where the plan leaves every NFT and every ask: replays worldPlan's NFT steps. */
function plannedNftWorld(profile: Address, market: Address) {
  const owners = new Map<string, Address>()
  const asks = new Map<string, { seller: Address; price: bigint }>()
  for (const key of ['GhostSquad', 'Shapes'] as const) {
    for (const [i, owner] of NFT_COLLECTIONS[key].owners.entries())
      owners.set(`${key}:${i + 1}`, devAccount(owner).address)
  }
  for (const { account, avatar } of PROFILES) {
    owners.set(
      `GhostSquad:${avatar}`,
      account === PAUSED_PROFILE_ACCOUNT ? devAccount(account).address : profile,
    )
  }
  const trades: {
    id: string
    buyer: Address
    price: bigint
    withBNB: boolean
    referrer: Address
  }[] = []
  for (const step of NFT_STEPS) {
    const id = `${step.collection}:${step.tokenId}`
    const account = devAccount(step.account).address
    const ask = asks.get(id)
    if (step.kind === 'ask') {
      asks.set(id, { seller: account, price: step.price })
      owners.set(id, market)
    } else if (step.kind === 'modify' && ask) asks.set(id, { ...ask, price: step.price })
    else if (step.kind === 'cancel' && ask) {
      asks.delete(id)
      owners.set(id, ask.seller)
    } else if (step.kind === 'buy' && ask) {
      asks.delete(id)
      owners.set(id, account)
      trades.push({
        id,
        buyer: account,
        price: ask.price,
        withBNB: step.currency === 'BNB',
        referrer: step.referrer === undefined ? zeroAddress : devAccount(step.referrer).address,
      })
    }
  }
  const executed = LAZY_ORDERS.filter((order) => order.fate === 'executed')
  for (const [i] of executed.entries())
    owners.set(
      `Shapes:${NFT_COLLECTIONS.Shapes.owners.length + i + 1}`,
      devAccount(LAZY_ORDER_BUYER).address,
    )
  return { owners, asks, trades }
}

describe('startDevnet: the NFT market', () => {
  const readNftWorld = async () => {
    const client = anvilClient(devnet.anvil.url)
    const nft = getNftContracts(devnet.manifest)
    if (!nft) throw new Error('the manifest lacks the NFT market')
    const [created] = await client.getContractEvents({
      address: nft.NFTFactory,
      abi: ghostNFTFactoryAbi,
      eventName: 'CollectionCreated',
      args: { owner: devAccount(NFT_ACCOUNTS.creator).address },
      fromBlock: 0n,
    })
    if (!created) throw new Error('Spectral Shapes was not created')
    const collections = { GhostSquad: nft.GhostSquad, Shapes: created.args.collection as Address }
    return { client, nft, collections, plan: plannedNftWorld(nft.Profile, nft.NFTMarket) }
  }
  let world: Awaited<ReturnType<typeof readNftWorld>>
  // After the restarts above: the world this reads is the last one deployed.
  beforeAll(async () => {
    world = await readNftWorld()
  })
  const nftWorld = async () => world

  test('Ghost Squad and Spectral Shapes hold their planned tokens, owners and ipfs:// URIs', async () => {
    const { client, nft, collections, plan } = await nftWorld()
    for (const key of ['GhostSquad', 'Shapes'] as const) {
      const address = collections[key]
      const planned = NFT_COLLECTIONS[key]
      expect(
        await client.readContract({ address, abi: ghostCollectionAbi, functionName: 'name' }),
      ).toBe(planned.name)
      expect(
        await client.readContract({ address, abi: ghostCollectionAbi, functionName: 'symbol' }),
      ).toBe(planned.symbol)
      const [, creatorAddress, , creatorFee] = await client.readContract({
        address: nft.NFTMarket,
        abi: ghostMarketAbi,
        functionName: 'collections',
        args: [address],
      })
      expect(creatorFee).toBe(Number(planned.creatorFee))
      expect(creatorAddress).toBe(
        key === 'Shapes' ? devAccount(NFT_ACCOUNTS.creator).address : devAccount(0).address,
      )
    }
    const tokens = [...plan.owners].map(([id, owner]) => {
      const [key, tokenId] = id.split(':') as ['GhostSquad' | 'Shapes', string]
      return { id, owner, address: collections[key], args: [BigInt(tokenId)] as const }
    })
    const read = await Promise.all(
      tokens.map(({ address, args }) =>
        Promise.all([
          client.readContract({ address, abi: ghostCollectionAbi, functionName: 'ownerOf', args }),
          client.readContract({ address, abi: ghostCollectionAbi, functionName: 'tokenURI', args }),
        ]),
      ),
    )
    for (const [i, { id, owner }] of tokens.entries()) {
      const [onChainOwner, uri] = read[i] ?? []
      expect(onChainOwner, id).toBe(owner)
      expect(uri).toMatch(/^ipfs:\/\/bafkrei[a-z2-7]{52}$/)
    }
    expect(
      await client.readContract({
        address: collections.GhostSquad,
        abi: ghostCollectionAbi,
        functionName: 'totalMinted',
      }),
    ).toBe(BigInt(NFT_COLLECTIONS.GhostSquad.owners.length))
  })

  test('every token URI names stored metadata whose image is a stored SVG with its traits', async () => {
    const { client, collections } = await nftWorld()
    const decode = (cid: string) => new TextDecoder().decode(files.get(cid))
    for (const key of ['GhostSquad', 'Shapes'] as const) {
      const plan = NFT_COLLECTIONS[key]
      for (let n = 1; n <= plan.owners.length; n++) {
        const uri = await client.readContract({
          address: collections[key],
          abi: ghostCollectionAbi,
          functionName: 'tokenURI',
          args: [BigInt(n)],
        })
        const metadata = JSON.parse(decode(uri.slice('ipfs://'.length))) as NftMetadata
        const art = (key === 'GhostSquad' ? ghostSquadArt : abstractArt)(plan.artSeed + n)
        expect(metadata).toEqual({
          name: `${plan.name} #${n}`,
          description: plan.description,
          image: `ipfs://${await computeCid(encodeSvg(art))}`,
          attributes: art.attributes,
        })
        expect(decode(metadata.image.slice('ipfs://'.length))).toBe(art.svg)
      }
    }
  })

  test('the open asks are the ones the plan leaves, at their last prices', async () => {
    const { client, nft, collections, plan } = await nftWorld()
    const onChain = new Map<string, { seller: Address; price: bigint }>()
    for (const key of ['GhostSquad', 'Shapes'] as const) {
      const [tokenIds, asks] = await client.readContract({
        address: nft.NFTMarket,
        abi: ghostMarketAbi,
        functionName: 'viewAsksByCollection',
        args: [collections[key], 0n, 100n],
      })
      for (const [i, tokenId] of tokenIds.entries()) {
        const ask = asks[i]
        if (ask) onChain.set(`${key}:${tokenId}`, { seller: ask.seller, price: ask.price })
      }
    }
    expect(onChain).toEqual(plan.asks)
    expect(onChain.size).toBeGreaterThanOrEqual(5)
  })

  test('trades with BNB and WBNB, one naming a referrer, each split exactly into its fee parts', async () => {
    const { client, nft, plan } = await nftWorld()
    const trades = await client.getContractEvents({
      address: nft.NFTMarket,
      abi: ghostMarketAbi,
      eventName: 'Trade',
      fromBlock: 0n,
    })
    expect(
      trades.map(({ args }) => ({
        buyer: args.buyer,
        price: args.askPrice,
        withBNB: args.withBNB,
        referrer: args.referrer,
      })),
    ).toEqual(plan.trades.map(({ id: _, ...trade }) => trade))
    for (const { args } of trades) {
      const parts = [
        args.netPrice,
        args.treasureFee,
        args.ghostPotFee,
        args.creatorFee,
        args.refererFee,
      ] as bigint[]
      expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(args.askPrice)
    }
    expect(new Set(trades.map(({ args }) => args.withBNB))).toEqual(new Set([true, false]))
    expect(trades.some(({ args }) => args.referrer !== zeroAddress)).toBe(true)
    const [cancels, updates] = await Promise.all(
      (['AskCancel', 'AskUpdate'] as const).map((eventName) =>
        client.getContractEvents({
          address: nft.NFTMarket,
          abi: ghostMarketAbi,
          eventName,
          fromBlock: 0n,
        }),
      ),
    )
    expect(cancels).toHaveLength(NFT_STEPS.filter((step) => step.kind === 'cancel').length)
    expect(updates).toHaveLength(NFT_STEPS.filter((step) => step.kind === 'modify').length)
  })

  test("the market's activity is spread over the last half hour, and the chain ends at the present", async () => {
    const { client, nft } = await nftWorld()
    const asks = await client.getContractEvents({
      address: nft.NFTMarket,
      abi: ghostMarketAbi,
      eventName: 'AskNew',
      fromBlock: 0n,
    })
    const times = await Promise.all(
      asks.map(async (log) => (await client.getBlock({ blockNumber: log.blockNumber })).timestamp),
    )
    const now = BigInt(Math.floor(Date.now() / 1000))
    const first = times[0] ?? 0n
    const last = times.at(-1) ?? 0n
    expect(now - first).toBeLessThanOrEqual(BigInt(NFT_SEED_TIME.minutesBeforeNow * 60))
    // every ask in its own block, at the seed's pace or slower
    expect(last - first).toBeGreaterThanOrEqual(
      BigInt(NFT_SEED_TIME.blockSeconds) * BigInt(times.length - 1),
    )
    expect(times.every((time, i) => i === 0 || time > (times[i - 1] as bigint))).toBe(true)
    const latest = await client.getBlock()
    expect(latest.timestamp).toBeLessThanOrEqual(now + 5n)
    expect(now - latest.timestamp).toBeLessThan(120n)
  })

  test('profiles with Ghost Squad avatars in both teams, one paused, with points', async () => {
    const { client, nft } = await nftWorld()
    const teams = new Set<bigint>()
    for (const planned of PROFILES) {
      const user = devAccount(planned.account).address
      const [, points, teamId, nftAddress, tokenId, isActive] = await client.readContract({
        address: nft.Profile,
        abi: ghostProfileAbi,
        functionName: 'getUserProfile',
        args: [user],
      })
      teams.add(teamId)
      expect(teamId).toBe(planned.teamId)
      expect(isActive).toBe(planned.account !== PAUSED_PROFILE_ACCOUNT)
      if (isActive) {
        expect(nftAddress).toBe(nft.GhostSquad)
        expect(tokenId).toBe(planned.avatar)
      }
      const awarded = PROFILE_POINTS.users.find(([account]) => account === planned.account)
      // a harvest of a seeded IFO sale (worldPlan IFO_SALES) awarded the achievement's points
      const harvested = IFO_SALES.some((sale) =>
        sale.harvests.some(([account]) => account === planned.account),
      )
      expect(points).toBe((awarded?.[1] ?? 0n) + (harvested ? IFO.numberPoints : 0n))
    }
    expect(teams.size).toBe(2)
    for (const [i, team] of PROFILE.teams.entries()) {
      const [name, , , points] = await client.readContract({
        address: nft.Profile,
        abi: ghostProfileAbi,
        functionName: 'getTeamProfile',
        args: [BigInt(i + 1)],
      })
      expect(name).toBe(team.name)
      expect(points).toBe(PROFILE_POINTS.teams[i]?.[1])
    }
    expect(
      await client.readContract({
        address: nft.Profile,
        abi: ghostProfileAbi,
        functionName: 'isCollectionApproved',
        args: [nft.GhostSquad],
      }),
    ).toBe(true)
  })

  test('lazy orders: the open ones are written next to the manifest, signed by the artist; one executed, one cancelled', async () => {
    const { client, nft, collections } = await nftWorld()
    const file = JSON.parse(
      readFileSync(join(dir, 'deployments', '1337.orders.json'), 'utf8'),
    ) as OpenOrdersFile
    expect(file.chainId).toBe(1337)
    expect(file.factory).toBe(nft.NFTFactory)
    expect(file.orders).toHaveLength(LAZY_ORDERS.filter((o) => o.fate === 'open').length)
    const artist = devAccount(NFT_ACCOUNTS.creator).address
    for (const signed of file.orders) {
      const order = {
        ...signed.order,
        price: BigInt(signed.order.price),
        expiry: BigInt(signed.order.expiry),
        nonce: BigInt(signed.order.nonce),
      }
      expect(order.creator).toBe(artist)
      expect(order.collection).toBe(collections.Shapes)
      const typedData = getLazyOrderTypedData(1337, nft.NFTFactory, order)
      expect(hashTypedData(typedData)).toBe(signed.hash)
      expect(
        await recoverTypedDataAddress({
          ...typedData,
          signature: serializeSignature({ r: signed.r, s: signed.s, v: BigInt(signed.v) }),
        }),
      ).toBe(artist)
      expect(
        await client.readContract({
          address: nft.NFTFactory,
          abi: ghostNFTFactoryAbi,
          functionName: 'orderStatus',
          args: [signed.hash],
        }),
      ).toBe(0)
    }
    for (const eventName of ['OrderExecuted', 'OrderCancelled'] as const) {
      const events = await client.getContractEvents({
        address: nft.NFTFactory,
        abi: ghostNFTFactoryAbi,
        eventName,
        fromBlock: 0n,
      })
      expect(events, eventName).toHaveLength(1)
    }
  })
})
