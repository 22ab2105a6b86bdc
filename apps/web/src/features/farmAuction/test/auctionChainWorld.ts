/**
 * The farm auction screen's chain tests' world: Anvil with Multicall and a CAKE TestToken
 * (`startNftChainWorld`), GhostFarmAuction deployed as the devnet deploys it (`deployAuction`,
 * owned by account 0), three project wallets whitelisted and two auctions:
 *
 * - auction 0, closed: one farm to win; RIVAL bid 200 CAKE and won (its CAKE burned), LOSER bid
 *   100 CAKE and has not reclaimed it;
 * - auction 1, live for three days: two farms to win, a first bid of at least 50 CAKE; RIVAL bid
 *   60 CAKE.
 *
 * BIDDER, LOSER, RIVAL and NOT_LISTED hold 1,000 CAKE each (before their bids); NOT_LISTED is on
 * no whitelist. The manifest is also written to `manifestPath` for a server.
 */
import { ghostFarmAuctionAbi } from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
} from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { type ChainWriter, deployAuction, devWriter, write } from '@ghost/devnet'
import { type Address, erc20Abi, maxUint256, parseEther } from 'viem'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { anvilClock, writeManifestFile } from '../../../test/chainFixtures'
import { startNftChainWorld } from '../../../test/chainTestWorld'

export const BIDDER = 2
export const LOSER = 3
export const RIVAL = 4
export const NOT_LISTED = 5

export const PROJECTS = {
  [BIDDER]: 'Lantern Labs',
  [LOSER]: 'Moth Money',
  [RIVAL]: 'Rival Farm',
} as const

export type AuctionChainWorld = {
  anvil: AnvilInstance
  client: AnvilClient
  deployer: ChainWriter
  cake: Address
  auction: Address
  /** The live auction's times. */
  live: { id: 1n; startTime: bigint; endTime: bigint }
  manifest: Manifest
  manifestPath: string
  runtimeConfig(apiUrl?: string): RuntimeConfig
  address(account: number): Address
  /** Bids `amount` CAKE from `account` straight to the contract (not the app). */
  bidAs(account: number, amount: bigint): Promise<void>
  /** `holder`'s CAKE balance. */
  cakeOf(holder: Address): Promise<bigint>
  /** What `bidder` has bid in auction `id`, as the contract holds it. */
  bidOf(id: bigint, bidder: Address): Promise<{ total: bigint; reclaimed: boolean }>
  stop(): Promise<void>
}

export async function startAuctionChainWorld(): Promise<AuctionChainWorld> {
  const base = await startNftChainWorld({ treasury: devAccount(9).address })
  const { anvil, deployer, cake, wbnb } = base
  const client = anvilClient(anvil.url)
  const address = (account: number) => devAccount(account).address
  const { now, mineAt } = anvilClock(client)
  const { FarmAuction: auction } = await deployAuction({ deployer, cake })

  await write(deployer, {
    address: auction,
    abi: ghostFarmAuctionAbi,
    functionName: 'addBidders',
    args: [
      Object.entries(PROJECTS).map(([account, projectName]) => ({
        account: address(Number(account)),
        projectName,
        // the farm each project wants: any token stands in, no farm is added here
        lpToken: wbnb,
      })),
    ],
  })
  for (const account of [BIDDER, LOSER, RIVAL, NOT_LISTED]) {
    await write(deployer, {
      address: cake,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address(account), parseEther('1000')],
    })
  }
  const bidAs = async (account: number, amount: bigint) => {
    const user = devWriter(anvil.url, account)
    await write(user, {
      address: cake,
      abi: erc20Abi,
      functionName: 'approve',
      args: [auction, maxUint256],
    })
    await write(user, {
      address: auction,
      abi: ghostFarmAuctionAbi,
      functionName: 'bid',
      args: [amount],
    })
    // the app's own approval is what the tests see: the fixture's is taken back
    await write(user, {
      address: cake,
      abi: erc20Abi,
      functionName: 'approve',
      args: [auction, 0n],
    })
  }
  const schedule = async (startTime: bigint, endTime: bigint, initial: bigint, winners: number) =>
    write(deployer, {
      address: auction,
      abi: ghostFarmAuctionAbi,
      functionName: 'startAuction',
      args: [startTime, endTime, initial, winners],
    })

  // auction 0: run and closed
  let at = await now()
  await schedule(at + 10n, at + 1_000n, parseEther('100'), 1)
  await mineAt(at + 10n)
  await bidAs(RIVAL, parseEther('200'))
  await bidAs(LOSER, parseEther('100'))
  await mineAt(at + 1_000n)
  await write(deployer, {
    address: auction,
    abi: ghostFarmAuctionAbi,
    functionName: 'closeAuction',
  })

  // auction 1: live for three days
  at = await now()
  const live = { id: 1n, startTime: at + 10n, endTime: at + 10n + 3n * 86_400n } as const
  await schedule(live.startTime, live.endTime, parseEther('50'), 2)
  await mineAt(live.startTime)
  await bidAs(RIVAL, parseEther('60'))

  const manifest = base.manifestWith({ FarmAuction: auction })
  const manifestFile = writeManifestFile(manifest, 'ghost-web-auction-')
  return {
    anvil,
    client,
    deployer,
    cake,
    auction,
    live,
    manifest,
    manifestPath: manifestFile.path,
    runtimeConfig: (apiUrl) => base.runtimeConfig(manifest, apiUrl),
    address,
    bidAs,
    cakeOf: (holder) =>
      client.readContract({
        address: cake,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      }),
    bidOf: (id, bidder) =>
      client.readContract({
        address: auction,
        abi: ghostFarmAuctionAbi,
        functionName: 'bidOf',
        args: [id, bidder],
      }),
    async stop() {
      await anvil.stop()
      manifestFile.remove()
    },
  }
}
