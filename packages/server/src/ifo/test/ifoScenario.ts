/**
 * Three offerings on their own Anvil, with the real contracts deployed from the generated ABIs:
 * CAKE and three offering tokens (TestToken), a GhostProfile (no costs) with one team and an
 * avatar collection, profiles for accounts 1, 2 and 3 (A, B and C below; account 4 has none),
 * and a GhostIFODeployer (account 0 owns it and the sales) creating:
 * - sale 1, **finished**: basic pool 1,000 OF1 for 100 CAKE, cap 50; unlimited pool 2,000 OF1
 *   for 100 CAKE; the achievement 100 points (campaign 7) from 10 CAKE; fee tiers 1% from 0×,
 *   0.5% from 2×, 0.3% from 3×; its times moved once before the start. A commits 30 then 20
 *   (the cap) to basic and 100 to unlimited, B 10 and 150, C 5 to unlimited: basic raises 60 of
 *   its 100 (sells in proportion), unlimited 255 (2× oversubscribed: 0.5% fee). After the end
 *   A harvests unlimited then basic, C unlimited, the owner withdraws, B harvests unlimited and
 *   the owner withdraws again; B leaves its basic pool unharvested. A token sent to the sale by
 *   mistake is recovered.
 * - sale 2, **getReady**: its pools set, then handed to account 9.
 * - sale 3, **live** at the head: A commits 7 to unlimited, B 3 to basic.
 * The middle block: after A's commits to sale 1.
 */
import {
  ghostIFOAbi,
  ghostIFODeployerAbi,
  ghostIFODeployerBytecode,
  ghostProfileAbi,
  ghostProfileBytecode,
  testAvatarNFTAbi,
  testAvatarNFTBytecode,
  testTokenAbi,
  testTokenBytecode,
} from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import {
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  getAddress,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem'
import { type ChainScenario, runChainScenario } from '../../indexer/testing/chainScenario'
import { deployed, latestTimestamp, send } from '../../test/chainCalls'

export type IfoSales = { finished: Address; upcoming: Address; live: Address }

export type IfoWorld = {
  url: string
  manifest: Manifest
  deployer: Address
  cake: Address
  profile: Address
  /** Each sale's offering token. */
  offeringTokens: IfoSales
  sales: IfoSales
  /** Account 0: owns the deployer, the tokens and the sales (sale 2 until it hands it over). */
  admin: AnvilClient
  /** Accounts 1, 2, 3 (A, B, C above), each with a profile. */
  players: [AnvilClient, AnvilClient, AnvilClient]
  /** Account 4: no profile, never commits. */
  stranger: AnvilClient
  /** Account 9: sale 2's owner at the head. */
  newOwner: Address
}

export type IfoScenario = ChainScenario<IfoWorld>

/** The world before its sales. */
type IfoBase = Omit<IfoWorld, 'sales'>

const cake = parseEther

/** Sale 1's figures (wei and basis points). */
export const SALE_1 = {
  basic: { offering: cake('1000'), raising: cake('100'), limit: cake('50') },
  unlimited: { offering: cake('2000'), raising: cake('100') },
  campaignId: 7n,
  numberPoints: 100n,
  thresholdPoints: cake('10'),
  feeTiers: [
    { minMultiple: 0, feeBps: 100 },
    { minMultiple: 2, feeBps: 50 },
    { minMultiple: 3, feeBps: 30 },
  ],
} as const

/** What funds each sale: both pools' offering. */
const FUNDING = cake('3000')

/** The calls the history makes, for the tests that add to it (the reorg's branches). */
export function ifoCalls(world: Pick<IfoBase, 'admin'>) {
  const { admin } = world
  const owner = <name extends ContractFunctionName<typeof ghostIFOAbi, 'nonpayable'>>(
    sale: Address,
    functionName: name,
    args: ContractFunctionArgs<typeof ghostIFOAbi, 'nonpayable', name>,
  ) => send(admin, { address: sale, abi: ghostIFOAbi, functionName, args })
  return {
    owner,
    commit: (player: AnvilClient, sale: Address, pid: number, amount: bigint) =>
      send(player, {
        address: sale,
        abi: ghostIFOAbi,
        functionName: 'depositPool',
        args: [amount, pid],
      }),
    harvest: (player: AnvilClient, sale: Address, pid: number) =>
      send(player, { address: sale, abi: ghostIFOAbi, functionName: 'harvestPool', args: [pid] }),
    /** Mines the next block at `timestamp`. */
    async warp(timestamp: bigint): Promise<void> {
      await admin.setNextBlockTimestamp({ timestamp })
      await admin.mine({ blocks: 1 })
    },
  }
}

async function deployIfoWorld(url: string): Promise<IfoBase> {
  const admin = anvilClient(url)
  const players = [1, 2, 3].map((index) => anvilClient(url, devAccount(index))) as [
    AnvilClient,
    AnvilClient,
    AnvilClient,
  ]
  const stranger = anvilClient(url, devAccount(4))
  const token = (name: string, symbol: string) =>
    deployed(admin, testTokenAbi, testTokenBytecode, [name, symbol, 18, cake('1000000')])
  const cakeToken = await token('Ghost CAKE', 'CAKE')
  const offeringTokens = {
    finished: await token('Offering One', 'OF1'),
    upcoming: await token('Offering Two', 'OF2'),
    live: await token('Offering Three', 'OF3'),
  }
  const profile = await deployed(admin, ghostProfileAbi, ghostProfileBytecode, [
    admin.account.address,
    cakeToken,
    0n,
    0n,
    0n,
  ])
  const avatars = await deployed(admin, testAvatarNFTAbi, testAvatarNFTBytecode, [
    'Ghost avatars',
    'GAV',
  ])
  await send(admin, {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'addTeam',
    args: ['Ghosts', 'The first team'],
  })
  await send(admin, {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'approveCollection',
    args: [avatars],
  })
  for (const [index, player] of players.entries()) {
    const tokenId = BigInt(index + 1)
    await send(player, {
      address: avatars,
      abi: testAvatarNFTAbi,
      functionName: 'mint',
      args: [player.account.address, tokenId],
    })
    await send(player, {
      address: avatars,
      abi: testAvatarNFTAbi,
      functionName: 'approve',
      args: [profile, tokenId],
    })
    await send(player, {
      address: profile,
      abi: ghostProfileAbi,
      functionName: 'createProfile',
      args: [1n, avatars, tokenId],
    })
    await send(admin, {
      address: cakeToken,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [player.account.address, cake('1000')],
    })
  }

  const startBlock = await admin.getBlockNumber({ cacheTime: 0 })
  const deployer = await deployed(admin, ghostIFODeployerAbi, ghostIFODeployerBytecode, [
    cakeToken,
    profile,
    admin.account.address,
  ])
  const manifest = {
    chainId: LOCAL_CHAIN_ID,
    startBlock: Number(startBlock),
    contracts: { IFODeployer: deployer },
    tokens: { CAKE: cakeToken },
  } as unknown as Manifest
  return {
    url,
    manifest,
    deployer,
    cake: cakeToken,
    profile,
    offeringTokens,
    admin,
    players,
    stranger,
    newOwner: devAccount(9).address,
  }
}

/** createIFO as the deployer's owner: the new sale's address from its NewIFOContract. */
async function createSale(
  world: IfoBase,
  offeringToken: Address,
  startTimestamp: bigint,
  endTimestamp: bigint,
): Promise<Address> {
  const receipt = await send(world.admin, {
    address: world.deployer,
    abi: ghostIFODeployerAbi,
    functionName: 'createIFO',
    args: [offeringToken, startTimestamp, endTimestamp, world.admin.account.address],
  })
  const [created] = parseEventLogs({
    abi: ghostIFODeployerAbi,
    eventName: 'NewIFOContract',
    logs: receipt.logs,
  })
  if (!created) throw new Error('createIFO announced no sale')
  return getAddress(created.args.ifo)
}

/**
 * A sale ready to take commits: both pools set (sale 1's figures unless given), the offering
 * funded, the profile's point role granted, and every player's CAKE approved.
 */
async function prepareSale(world: IfoBase, sale: Address, offeringToken: Address) {
  const { owner } = ifoCalls(world)
  await owner(sale, 'setPool', [0, SALE_1.basic.offering, SALE_1.basic.raising, SALE_1.basic.limit])
  await owner(sale, 'setPool', [1, SALE_1.unlimited.offering, SALE_1.unlimited.raising, 0n])
  await send(world.admin, {
    address: offeringToken,
    abi: testTokenAbi,
    functionName: 'transfer',
    args: [sale, FUNDING],
  })
  await send(world.admin, {
    address: world.profile,
    abi: ghostProfileAbi,
    functionName: 'grantRole',
    args: [keccak256(toHex('POINT_ROLE')), sale],
  })
  for (const player of world.players) {
    await send(player, {
      address: world.cake,
      abi: testTokenAbi,
      functionName: 'approve',
      args: [sale, maxUint256],
    })
  }
}

/** Runs the history above on a fresh Anvil. */
export function runIfoScenario(): Promise<IfoScenario> {
  return runChainScenario(async (url) => {
    const world = await deployIfoWorld(url)
    const t0 = await latestTimestamp(world.admin)
    const { finished: of1, upcoming: of2, live: of3 } = world.offeringTokens
    const calls = ifoCalls(world)
    const [a, b, c] = world.players

    // Sale 1: created, set, and moved 100 s later before its start.
    const sale1 = await createSale(world, of1, t0 + 1_000n, t0 + 2_000n)
    await prepareSale(world, sale1, of1)
    await calls.owner(sale1, 'setPointParameters', [
      SALE_1.campaignId,
      SALE_1.numberPoints,
      SALE_1.thresholdPoints,
    ])
    await calls.owner(sale1, 'setFeeTiers', [
      SALE_1.feeTiers.map((tier) => tier.minMultiple),
      SALE_1.feeTiers.map((tier) => tier.feeBps),
    ])
    await calls.owner(sale1, 'updateStartAndEndTimestamps', [t0 + 1_100n, t0 + 2_100n])

    // Sale 2: far ahead, handed to another owner.
    const sale2 = await createSale(world, of2, t0 + 100_000n, t0 + 200_000n)
    await calls.owner(sale2, 'setPool', [
      0,
      SALE_1.basic.offering,
      SALE_1.basic.raising,
      SALE_1.basic.limit,
    ])
    await calls.owner(sale2, 'transferOwnership', [world.newOwner])

    // Sale 3: live from t0 + 1,500 for days.
    const sale3 = await createSale(world, of3, t0 + 1_500n, t0 + 1_000_000n)
    await prepareSale(world, sale3, of3)
    await calls.owner(sale3, 'setPointParameters', [8n, 50n, cake('1')])

    await calls.warp(t0 + 1_100n)
    await calls.commit(a, sale1, 0, cake('30'))
    await calls.commit(a, sale1, 0, cake('20'))
    await calls.commit(a, sale1, 1, cake('100'))
    const middleBlock = await world.admin.getBlockNumber({ cacheTime: 0 })
    await calls.commit(b, sale1, 0, cake('10'))
    await calls.commit(b, sale1, 1, cake('150'))
    await calls.commit(c, sale1, 1, cake('5'))

    await calls.warp(t0 + 1_500n)
    await calls.commit(a, sale3, 1, cake('7'))
    await calls.commit(b, sale3, 0, cake('3'))

    await calls.warp(t0 + 2_100n)
    await calls.harvest(a, sale1, 1)
    await calls.harvest(a, sale1, 0)
    await calls.harvest(c, sale1, 1)
    await calls.owner(sale1, 'finalWithdraw', [])
    await calls.harvest(b, sale1, 1)
    await calls.owner(sale1, 'finalWithdraw', [])
    await send(world.admin, {
      address: of2,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [sale1, cake('1')],
    })
    await calls.owner(sale1, 'recoverWrongTokens', [of2, cake('1')])
    const headBlock = await world.admin.getBlockNumber({ cacheTime: 0 })
    return {
      world: { ...world, sales: { finished: sale1, upcoming: sale2, live: sale3 } },
      middleBlock,
      headBlock,
    }
  })
}
