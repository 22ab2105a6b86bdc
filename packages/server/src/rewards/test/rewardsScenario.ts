/**
 * A reward and squad history on a local chain: the Ghost world (deployWorld: the market, the
 * profile, the Ghost Squad and its sale) with the reward contracts, then the ghost pot, a share
 * pot and a fee manager through levels, deposits, a distribution, harvests and admin changes,
 * and the squad sale through its phases (allowances, presale, public sale, claims, a reveal).
 */
import {
  ghostMarketAbi,
  ghostSquadAbi,
  iFeeManagerAbi,
  iFeeManagerFactoryAbi,
  iGhostPotAbi,
  iGhostSquadSaleAbi,
  iSharePotAbi,
  iSharePotFactoryAbi,
} from '@ghost/contracts'
import {
  type AnvilClient,
  anvilClient,
  devAccount,
  LOCAL_CHAIN_ID,
  localChain,
  startAnvil,
} from '@ghost/contracts/anvil'
import { getNftContracts, getRewardContracts, type Manifest } from '@ghost/contracts/manifest'
import { deployRewards, deployWorld, devWriter } from '@ghost/devnet'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  zeroAddress,
} from 'viem'
import type { ChainScenario } from '../../indexer/testing/chainScenario'
import { createProfileWithNewAvatar } from '../../profiles/test/registerProfile'
import { send } from '../../test/chainCalls'

export type RewardsWorld = {
  url: string
  manifest: Manifest
  ghostPot: Address
  sharePotFactory: Address
  feeManagerFactory: Address
  sharePot: Address
  feeManager: Address
  squad: Address
  sale: Address
  profile: Address
  /** Account 0: owner of everything. */
  admin: AnvilClient
  /** Account 27: the programmes' admin. */
  potAdmin: AnvilClient
  /** Accounts 24, 25, 26. */
  users: [AnvilClient, AnvilClient, AnvilClient]
}

/** Its middleBlock: after the presale purchase, before the public sale. */
export type RewardsScenario = ChainScenario<RewardsWorld> & {
  /** The users the history gave a level anywhere. */
  holders: Address[]
}

/**
 * The world's reward contracts: those the devnet deployed (manifest), or, for a world without
 * them, deployed here by the devnet's deployRewards (the programmes' admin the ghost pot's
 * admin; the market's ghostPotFee now accrues to the pot); the sale is the squad's minter.
 */
async function rewardContracts(url: string, manifest: Manifest, potAdmin: Address) {
  const nft = getNftContracts(manifest)
  if (!nft) throw new Error('The world has no NFT contracts')
  const present = getRewardContracts(manifest)
  if (present) return { ...present, squad: nft.GhostSquad, profile: nft.Profile }
  const deployer = devWriter(url, 0)
  const rewards = await deployRewards({
    deployer,
    manifest,
    treasury: devAccount(9).address,
    ghostPotAdmin: potAdmin,
  })
  Object.assign(manifest.contracts, rewards)
  return { ...rewards, squad: nft.GhostSquad, profile: nft.Profile }
}

/** Users with active profiles (a team-reserve ghost each), CAKE approved to the sale. */
async function profilesAndCake(world: RewardsWorld, users: AnvilClient[]): Promise<void> {
  const { admin, squad, profile, sale } = world
  const cake = world.manifest.tokens.CAKE
  for (const user of users) {
    const me = user.account.address
    await send(admin, {
      address: cake,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [me, parseEther('200')],
    })
    for (const spender of [profile, sale]) {
      await send(user, {
        address: cake,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      })
    }
    await createProfileWithNewAvatar({ admin, user, squad, profile, uri: 'ipfs://team-reserve' })
  }
}

async function mineAt(client: AnvilClient, timestamp: bigint): Promise<void> {
  await client.setNextBlockTimestamp({ timestamp })
  await client.mine({ blocks: 1 })
}

/** The share pot or fee manager a factory created last. */
async function newest(client: AnvilClient, factory: Address, kind: 'pot' | 'manager') {
  if (kind === 'pot') {
    const count = await client.readContract({
      address: factory,
      abi: iSharePotFactoryAbi,
      functionName: 'potCount',
    })
    return client.readContract({
      address: factory,
      abi: iSharePotFactoryAbi,
      functionName: 'getPotAddress',
      args: [count - 1n],
    })
  }
  const count = await client.readContract({
    address: factory,
    abi: iFeeManagerFactoryAbi,
    functionName: 'feeManagerCount',
  })
  return client.readContract({
    address: factory,
    abi: iFeeManagerFactoryAbi,
    functionName: 'getFeeManagerAddress',
    args: [count - 1n],
  })
}

/**
 * A Ghost Squad sale on the market: its ghostPotFee is credited to the pot as pending revenue,
 * which `updateGhostPot` claims as a deposit from the market.
 */
async function marketSale(world: RewardsWorld): Promise<void> {
  const { admin, users, squad } = world
  const [, bob, carol] = users
  const market = getNftContracts(world.manifest)?.NFTMarket
  if (!market) throw new Error('The world has no market')
  await send(admin, {
    address: squad,
    abi: ghostSquadAbi,
    functionName: 'mint',
    args: [carol.account.address, 'ipfs://team-reserve'],
  })
  const tokenId = await admin.readContract({
    address: squad,
    abi: ghostSquadAbi,
    functionName: 'totalMinted',
  })
  await send(carol, {
    address: squad,
    abi: ghostSquadAbi,
    functionName: 'setApprovalForAll',
    args: [market, true],
  })
  await send(carol, {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'createAskOrder',
    args: [squad, tokenId, parseEther('4')],
  })
  await send(bob, {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'buyTokenUsingBNB',
    args: [squad, tokenId, zeroAddress],
    value: parseEther('4'),
  })
  await send(carol, {
    address: world.ghostPot,
    abi: iGhostPotAbi,
    functionName: 'updateGhostPot',
    args: [],
  })
}

/** The three programmes: levels, deposits, a fee distribution, harvests, admin and fee changes. */
async function programmes(world: RewardsWorld): Promise<void> {
  const { admin, potAdmin, users, ghostPot } = world
  const [alice, bob, carol] = users
  const [a, b] = [alice.account.address, bob.account.address]
  const ghost = (
    client: AnvilClient,
    functionName: 'setGhostSquadLevel',
    args: [Address, bigint],
  ) => send(client, { address: ghostPot, abi: iGhostPotAbi, functionName, args })
  await ghost(admin, 'setGhostSquadLevel', [a, 2n])
  await ghost(potAdmin, 'setGhostSquadLevel', [b, 1n])
  await send(carol, {
    address: ghostPot,
    abi: iGhostPotAbi,
    functionName: 'depositRewards',
    args: [],
    value: parseEther('3'),
  })
  await marketSale(world)
  await send(alice, {
    address: ghostPot,
    abi: iGhostPotAbi,
    functionName: 'harvestRewards',
    args: [],
  })
  await ghost(admin, 'setGhostSquadLevel', [b, 0n])
  await send(admin, {
    address: ghostPot,
    abi: iGhostPotAbi,
    functionName: 'setAdmin',
    args: [carol.account.address],
  })

  await send(admin, {
    address: world.sharePotFactory,
    abi: iSharePotFactoryAbi,
    functionName: 'createPot',
    args: [world.squad, 'Squad share pot', potAdmin.account.address],
  })
  world.sharePot = await newest(admin, world.sharePotFactory, 'pot')
  await send(potAdmin, {
    address: world.sharePot,
    abi: iSharePotAbi,
    functionName: 'setUserLevel',
    args: [a, 5n],
  })
  await send(potAdmin, {
    address: world.sharePot,
    abi: iSharePotAbi,
    functionName: 'setUserLevel',
    args: [b, 3n],
  })
  await send(carol, {
    address: world.sharePot,
    abi: iSharePotAbi,
    functionName: 'depositRewards',
    args: [],
    value: parseEther('1'),
  })
  await send(alice, {
    address: world.sharePot,
    abi: iSharePotAbi,
    functionName: 'harvest',
    args: [],
  })

  await send(admin, {
    address: world.feeManagerFactory,
    abi: iFeeManagerFactoryAbi,
    functionName: 'createFeeManager',
    args: ['Squad fees', potAdmin.account.address],
  })
  world.feeManager = await newest(admin, world.feeManagerFactory, 'manager')
  await send(potAdmin, {
    address: world.feeManager,
    abi: iFeeManagerAbi,
    functionName: 'setLevel',
    args: [b, 1n],
  })
  const fee = await carol.sendTransaction({
    to: world.feeManager,
    value: parseEther('2'),
    account: carol.account,
    chain: null,
  })
  await carol.waitForTransactionReceipt({ hash: fee, pollingInterval: 50 })
  await send(carol, {
    address: world.feeManagerFactory,
    abi: iFeeManagerFactoryAbi,
    functionName: 'feeDistribute',
    args: [world.feeManager],
  })
  await send(bob, {
    address: world.feeManager,
    abi: iFeeManagerAbi,
    functionName: 'harvest',
    args: [],
  })
  await send(admin, {
    address: world.feeManagerFactory,
    abi: iFeeManagerFactoryAbi,
    functionName: 'changeFee',
    args: [300n],
  })
}

/** Anvil with the world and the whole history; `middleBlock` splits it for a restart. */
export async function runRewardsScenario(): Promise<RewardsScenario> {
  const anvil = await startAnvil({ chainId: LOCAL_CHAIN_ID })
  const stop = () => anvil.stop()
  try {
    const url = anvil.url
    const testClient = anvilClient(url)
    const manifest = await deployWorld({
      deployer: devWriter(url, 0),
      treasury: devAccount(9).address,
      mine: (blocks) => testClient.mine({ blocks: Number(blocks) }),
    })
    const admin = anvilClient(url, devAccount(0))
    const potAdmin = anvilClient(url, devAccount(27))
    const users = [24, 25, 26].map((index) => anvilClient(url, devAccount(index))) as [
      AnvilClient,
      AnvilClient,
      AnvilClient,
    ]
    // Anvil funds only its first accounts; these are the reward and squad testers (24–31).
    for (const client of [potAdmin, ...users]) {
      await testClient.setBalance({ address: client.account.address, value: parseEther('100') })
    }
    const contracts = await rewardContracts(url, manifest, potAdmin.account.address)
    const world: RewardsWorld = {
      url,
      manifest,
      ghostPot: contracts.GhostPot,
      sharePotFactory: contracts.SharePotFactory,
      feeManagerFactory: contracts.FeeManagerFactory,
      // Created by `programmes`, which fills them in.
      sharePot: zeroAddress,
      feeManager: zeroAddress,
      squad: contracts.squad,
      sale: contracts.GhostSquadSale,
      profile: contracts.profile,
      admin,
      potAdmin,
      users,
    }
    const [alice, bob] = users
    await profilesAndCake(world, [alice, bob])

    const schedule = async (functionName: 'presaleStart' | 'publicSaleStart' | 'saleEnd') =>
      admin.readContract({ address: world.sale, abi: iGhostSquadSaleAbi, functionName })
    const saleCall = (client: AnvilClient, functionName: 'buyTickets' | 'claim', count: bigint) =>
      send(client, { address: world.sale, abi: iGhostSquadSaleAbi, functionName, args: [count] })
    const snapshotBlock = await testClient.getBlockNumber({ cacheTime: 0 })
    await send(admin, {
      address: world.sale,
      abi: iGhostSquadSaleAbi,
      functionName: 'setPresaleTickets',
      args: [[alice.account.address, bob.account.address], [2n, 1n], snapshotBlock],
    })
    await mineAt(testClient, await schedule('presaleStart'))
    await saleCall(alice, 'buyTickets', 2n)
    const middleBlock = await testClient.getBlockNumber({ cacheTime: 0 })

    // After the middle: the factories' children are found in the second half of a restart.
    await programmes(world)

    await mineAt(testClient, await schedule('publicSaleStart'))
    await saleCall(bob, 'buyTickets', 3n)
    await saleCall(alice, 'buyTickets', 1n)
    await mineAt(testClient, await schedule('saleEnd'))
    await saleCall(alice, 'claim', 3n)
    await saleCall(bob, 'claim', 3n)
    await send(admin, {
      address: world.squad,
      abi: ghostSquadAbi,
      functionName: 'reveal',
      args: [['ipfs://revealed-1', 'ipfs://revealed-2']],
    })
    const headBlock = await testClient.getBlockNumber({ cacheTime: 0 })
    return {
      anvil,
      world,
      client: createPublicClient({ chain: localChain(url), transport: http(url) }),
      middleBlock,
      headBlock,
      holders: users.map((user) => user.account.address),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
