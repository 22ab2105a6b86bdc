/**
 * The IFO screens' chain tests' world: the NFT world of the other screens' tests
 * (`startNftChainWorld`: Anvil with Multicall, WBNB, a CAKE TestToken, the NFT market with
 * GhostProfile and the Ghost Squad, all as the devnet deploys them), a GhostIFODeployer on that
 * CAKE and profile, and three sales of three offering tokens, each funded, with both pools set,
 * the achievement's points and the default fee tiers, and the profile's POINT_ROLE:
 *
 * - `finished` (OLD): ran before the others; HISTORY_OPEN committed to both pools and has not
 *   harvested, HISTORY_DONE committed to both and harvested both;
 * - `live` (GOT): started, ends in a day; RIVAL committed 10 CAKE to the basic pool and 1,000 CAKE
 *   to the unlimited one (twice its target);
 * - `upcoming` (NEW): starts in two days.
 *
 * PLAYER, RIVAL and the two history accounts have an active profile (a Ghost Squad avatar, as the
 * app's "Create your profile" makes it) and 1,000 CAKE left (the rival 2,000); NO_PROFILE has
 * CAKE and no profile. The
 * manifest (the DEX's addresses zero) is also written to `manifestPath` for a server.
 */
import { ghostIFOAbi } from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
} from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { type ChainWriter, deployIfo, devWriter, ifoSales, write } from '@ghost/devnet'
import { IFO_DEFAULT_FEE_TIERS, type IfoPoolId } from '@ghost/sdk'
import { type Address, erc20Abi, parseEther } from 'viem'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import {
  anvilClock,
  createProfileAs,
  deployTestToken,
  writeManifestFile,
} from '../../../test/chainFixtures'
import { startNftChainWorld } from '../../../test/chainTestWorld'

export const PLAYER = 2
export const RIVAL = 3
export const NO_PROFILE = 4
export const HISTORY_OPEN = 5
export const HISTORY_DONE = 6
const PROFILED = [PLAYER, RIVAL, HISTORY_OPEN, HISTORY_DONE] as const

/** The achievement of every sale here: 100 points for 5 CAKE over both pools. */
export const POINTS = { campaignId: 511n, numberPoints: 100n, thresholdPoints: parseEther('5') }

export type IfoWorldPool = { offeringAmount: bigint; raisingAmount: bigint; limitPerUser: bigint }

export type IfoWorldSale = {
  address: Address
  offeringToken: Address
  symbol: string
  startTimestamp: bigint
  endTimestamp: bigint
  pools: readonly [IfoWorldPool, IfoWorldPool]
}

export type IfoChainWorld = {
  anvil: AnvilInstance
  client: AnvilClient
  /** Account 0: deployed everything, owns the deployer and the sales. */
  deployer: ChainWriter
  cake: Address
  profile: Address
  ifoDeployer: Address
  finished: IfoWorldSale
  live: IfoWorldSale
  upcoming: IfoWorldSale
  manifest: Manifest
  manifestPath: string
  runtimeConfig(apiUrl?: string): RuntimeConfig
  address(account: number): Address
  /** Commits `amount` CAKE from `account` straight to the contract (not the app). */
  commitAs(account: number, sale: IfoWorldSale, pid: IfoPoolId, amount: bigint): Promise<void>
  /** Mines a block at `timestamp` (the chain's clock moves there). */
  mineAt(timestamp: bigint): Promise<void>
  stop(): Promise<void>
}

const POOLS_OF = {
  OLD: [
    {
      offeringAmount: parseEther('1000'),
      raisingAmount: parseEther('100'),
      limitPerUser: parseEther('50'),
    },
    { offeringAmount: parseEther('4000'), raisingAmount: parseEther('200'), limitPerUser: 0n },
  ],
  GOT: [
    {
      offeringAmount: parseEther('10000'),
      raisingAmount: parseEther('100'),
      limitPerUser: parseEther('20'),
    },
    { offeringAmount: parseEther('50000'), raisingAmount: parseEther('500'), limitPerUser: 0n },
  ],
  NEW: [
    {
      offeringAmount: parseEther('300'),
      raisingAmount: parseEther('30'),
      limitPerUser: parseEther('10'),
    },
    { offeringAmount: parseEther('700'), raisingAmount: parseEther('70'), limitPerUser: 0n },
  ],
} as const satisfies Record<string, readonly [IfoWorldPool, IfoWorldPool]>

export async function startIfoChainWorld(): Promise<IfoChainWorld> {
  const base = await startNftChainWorld({ treasury: devAccount(9).address })
  const { anvil, deployer, cake } = base
  const client = anvilClient(anvil.url)
  const { Profile: profile, GhostSquad: squad } = base.nft
  const address = (account: number) => devAccount(account).address
  const { now, mineAt } = anvilClock(client)

  const { IFODeployer: ifoDeployer } = await deployIfo({ deployer, cake, profile })

  // CAKE for everyone (1,000 once the profile's cost is paid; the rival commits more than that);
  // a profile (a Ghost Squad avatar in team 1) for the profiled accounts
  for (const account of PROFILED) {
    await createProfileAs(anvil.url, deployer, { cake, profile, squad }, account, {
      team: 1n,
      cake: parseEther(account === RIVAL ? '2001' : '1001'),
      avatarUri: `ipfs://ifo-avatar-${account}`,
    })
  }
  await write(deployer, {
    address: cake,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address(NO_PROFILE), parseEther('1001')],
  })
  const createSale = async (
    symbol: keyof typeof POOLS_OF,
    name: string,
    startTimestamp: bigint,
    endTimestamp: bigint,
  ): Promise<IfoWorldSale> => {
    const pools = POOLS_OF[symbol]
    const offeringToken = await deployTestToken(deployer, { name, symbol })
    // the devnet's own sale creation (`admin ifo:create`, the seed): role, pools, tiers, points, offering
    const ifo = await ifoSales.createIfoSale(ifoSales.sendAs(deployer), deployer, {
      ifoDeployer,
      profile,
      offeringToken,
      startTimestamp,
      endTimestamp,
      owner: deployer.account.address,
      basic: pools[0],
      unlimited: pools[1],
      limits: {
        basicLimit: pools[0].limitPerUser,
        thresholdPoints: POINTS.thresholdPoints,
        // only the admin's report reads it
        cakePrice: 0n,
      },
      campaignId: POINTS.campaignId,
      numberPoints: POINTS.numberPoints,
      feeTiers: IFO_DEFAULT_FEE_TIERS,
    })
    return { address: ifo, offeringToken, symbol, startTimestamp, endTimestamp, pools }
  }

  const commitAs = async (account: number, sale: IfoWorldSale, pid: IfoPoolId, amount: bigint) => {
    const user = devWriter(anvil.url, account)
    await write(user, {
      address: cake,
      abi: erc20Abi,
      functionName: 'approve',
      args: [sale.address, amount],
    })
    await write(user, {
      address: sale.address,
      abi: ghostIFOAbi,
      functionName: 'depositPool',
      args: [amount, pid],
    })
  }

  // the finished sale: both history accounts commit; one harvests
  let at = await now()
  const finished = await createSale('OLD', 'Old Offering', at + 100n, at + 200n)
  await mineAt(finished.startTimestamp)
  await commitAs(HISTORY_OPEN, finished, 0, parseEther('30'))
  await commitAs(HISTORY_OPEN, finished, 1, parseEther('300'))
  await commitAs(HISTORY_DONE, finished, 0, parseEther('50'))
  await commitAs(HISTORY_DONE, finished, 1, parseEther('150'))
  await mineAt(finished.endTimestamp)
  for (const pid of [0, 1] as const) {
    await write(devWriter(anvil.url, HISTORY_DONE), {
      address: finished.address,
      abi: ghostIFOAbi,
      functionName: 'harvestPool',
      args: [pid],
    })
  }

  // the live sale, a day long, with the rival's commits; the next one in two days
  at = await now()
  const live = await createSale('GOT', 'Ghost Offering Token', at + 100n, at + 100n + 86_400n)
  await mineAt(live.startTimestamp)
  await commitAs(RIVAL, live, 0, parseEther('10'))
  await commitAs(RIVAL, live, 1, parseEther('1000'))
  at = await now()
  const upcoming = await createSale('NEW', 'New Offering', at + 2n * 86_400n, at + 3n * 86_400n)

  const manifest = base.manifestWith({ IFODeployer: ifoDeployer })
  const manifestFile = writeManifestFile(manifest, 'ghost-web-ifo-')

  return {
    anvil,
    client,
    deployer,
    cake,
    profile,
    ifoDeployer,
    finished,
    live,
    upcoming,
    manifest,
    manifestPath: manifestFile.path,
    runtimeConfig: (apiUrl) => base.runtimeConfig(manifest, apiUrl),
    address,
    commitAs,
    mineAt,
    async stop() {
      await anvil.stop()
      manifestFile.remove()
    },
  }
}
