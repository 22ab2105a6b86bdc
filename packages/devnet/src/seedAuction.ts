/**
 * The farm auctions' past in a fresh local world (Anvil only; worldPlan AUCTION and AUCTIONS):
 * the five projects whitelisted, a closed auction whose winners' farms ran their seven days and
 * ended, and a live one with a bid.
 *
 * Everything happens in between the DEX history's steps (seedHistory's `beforeStep`), each write
 * in its own block at its planned time, as the lottery's, the prediction game's and the IFO's
 * seeds do: the owner (account 0) whitelists the projects and schedules each auction before its
 * start; the community bids; at the close the owner picks the winners and adds each winner's LP
 * as a MasterChef farm (AUCTION.farmAllocPoint, "1X", as `auction:add-farms` does), and sets
 * those farms' allocation to 0 when their time is up (`auction:end-farms`).
 */
import { ghostFarmAuctionAbi, masterChefAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getAuctionContracts } from '@ghost/contracts/manifest'
import { AUCTION_FARM_DURATION_SECONDS } from '@ghost/sdk'
import { erc20Abi, maxUint256 } from 'viem'
import { createAnvilSender } from './anvilSender'
import { iso } from './predictionRounds'
import {
  createSeedClock,
  createTimedActions,
  type TimedAction,
  type TimedSeed,
  type TimedSeedParameters,
} from './timedActions'
import { AUCTION, AUCTIONS, NFT_SEED_TIME } from './worldPlan'

export type SeedAuctionParameters = TimedSeedParameters

export type AuctionSeed = TimedSeed<{ auctions: number; transactions: number }>

export function createAuctionSeed(parameters: SeedAuctionParameters): AuctionSeed {
  const { manifest, until } = parameters
  const auction = getAuctionContracts(manifest)
  if (!auction) throw new Error('the manifest lacks the farm auction')
  const { FarmAuction } = auction
  const { MasterChef } = manifest.contracts
  const cake = manifest.tokens.CAKE
  const sender = createAnvilSender(parameters.rpcUrl)
  const { client } = sender
  const owner = devAccount(0).address
  const present = until + BigInt(NFT_SEED_TIME.minutesBeforeNow * 60)

  const clock = createSeedClock(sender, 'auction')

  const approved = new Set<number>()
  /** Farms the seed added per auction: their pids, to end them. */
  const farms = new Map<number, bigint[]>()

  const actions: TimedAction[] = [
    {
      time: present + AUCTION.whitelistedAt,
      run: async () => {
        const bidders = AUCTION.bidders.map(({ account, projectName, pair }) => {
          const lpToken = manifest.pairs?.[pair]
          if (!lpToken) throw new Error(`the manifest lacks the pair ${pair} of ${projectName}`)
          return { account: devAccount(account).address, projectName, lpToken }
        })
        await clock.writeCallAt(
          present + AUCTION.whitelistedAt,
          owner,
          FarmAuction,
          ghostFarmAuctionAbi,
          'addBidders',
          [bidders],
        )
      },
    },
  ]
  for (const [id, plan] of AUCTIONS.entries()) {
    actions.push({
      time: present + plan.scheduledAt,
      run: async () => {
        await clock.writeCallAt(
          present + plan.scheduledAt,
          owner,
          FarmAuction,
          ghostFarmAuctionAbi,
          'startAuction',
          [present + plan.startsAt, present + plan.endsAt, plan.initialBidAmount, plan.winnerCount],
        )
      },
    })
    for (const [account, amount, at] of plan.bids) {
      const time = present + at
      if (at < plan.startsAt || at >= plan.endsAt) {
        throw new Error(`auction ${id}'s bid by ${account} at ${iso(time)} is outside its window`)
      }
      actions.push({
        time,
        run: async () => {
          const bidder = devAccount(account).address
          if (!approved.has(account)) {
            await clock.writeCallAt(time, bidder, cake, erc20Abi, 'approve', [
              FarmAuction,
              maxUint256,
            ])
            approved.add(account)
          }
          await clock.writeCallAt(time, bidder, FarmAuction, ghostFarmAuctionAbi, 'bid', [amount])
        },
      })
    }
    const { closedAt, farmsEndedAt } = plan
    if (closedAt === undefined) continue
    if (closedAt < plan.endsAt) throw new Error(`auction ${id} closes before it ends`)
    actions.push({
      time: present + closedAt,
      run: async () => {
        const time = present + closedAt
        await clock.writeCallAt(time, owner, FarmAuction, ghostFarmAuctionAbi, 'closeAuction', [])
        const winners = await client.readContract({
          address: FarmAuction,
          abi: ghostFarmAuctionAbi,
          functionName: 'getWinners',
          args: [BigInt(id)],
        })
        const pids: bigint[] = []
        for (const winner of winners) {
          const { lpToken } = await client.readContract({
            address: FarmAuction,
            abi: ghostFarmAuctionAbi,
            functionName: 'bidderInfo',
            args: [winner],
          })
          pids.push(
            await client.readContract({
              address: MasterChef,
              abi: masterChefAbi,
              functionName: 'poolLength',
            }),
          )
          await clock.writeCallAt(time, owner, MasterChef, masterChefAbi, 'add', [
            AUCTION.farmAllocPoint,
            lpToken,
            false,
          ])
        }
        farms.set(id, pids)
      },
    })
    if (farmsEndedAt === undefined) continue
    if (farmsEndedAt - closedAt < BigInt(AUCTION_FARM_DURATION_SECONDS)) {
      throw new Error(`auction ${id}'s farms end before their ${AUCTION_FARM_DURATION_SECONDS}s`)
    }
    actions.push({
      time: present + farmsEndedAt,
      run: async () => {
        for (const pid of farms.get(id) ?? []) {
          await clock.writeCallAt(present + farmsEndedAt, owner, MasterChef, masterChefAbi, 'set', [
            pid,
            0n,
            false,
          ])
        }
      },
    })
  }
  const queue = createTimedActions(actions, clock.catchUp)
  const lastAction = actions.at(-1)
  if (lastAction && lastAction.time >= until) {
    throw new Error(
      `the auction seed's last write (${iso(lastAction.time)}) must come before the DEX history ends (${iso(until)})`,
    )
  }

  return {
    beforeStep: (time) => queue.runBefore(time),
    async finish() {
      queue.assertAllRun('auction history', 'writes')
      await sender.assertAllSucceeded('farm auctions')
      return { auctions: AUCTIONS.length, transactions: sender.transactions() }
    },
  }
}
