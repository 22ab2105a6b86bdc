/**
 * The initial offerings' past in a fresh local world (Anvil only; worldPlan IFO_SALES): a
 * finished sale with harvests made and left to make, a live one that started a day before the
 * present with commits, and an upcoming one, each selling its own project token.
 *
 * A sale cannot be created with a start in the past, and committing needs an active profile,
 * which the community only has from the NFT seed's profiles on (in the half hour before the
 * present). So the seed acts twice:
 *
 * - in between the DEX history's steps (seedHistory's `beforeStep`), as the lottery's and the
 *   prediction game's seeds do, the owner (account 0) creates each sale at its planned time, days
 *   before its start, and readies it (`createIfoSale`: POINT_ROLE, pools, fee tiers, points,
 *   the offering), its limits from the CAKE-USDT pair's price then;
 * - at the end of the NFT seed (its `beforePresent`), still in the seeded past and with the
 *   profiles made, the community commits; then the clock moves to the finished sale's end, a
 *   couple of minutes before the present, and the planned harvests are made. The NFT seed's last
 *   block then brings the chain to the present, as without the offerings.
 */

import { ghostIFOAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getIfoContracts, getNftContracts } from '@ghost/contracts/manifest'
import { IFO_POOL_IDS } from '@ghost/sdk'
import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { createAnvilSender } from './anvilSender'
import { createIfoSale, ifoCampaignId, readIfoLimits, type SendIfoTransaction } from './ifoSales'
import { iso } from './predictionRounds'
import {
  createSeedClock,
  createTimedActions,
  type TimedAction,
  type TimedSeed,
  type TimedSeedParameters,
} from './timedActions'
import { IFO, IFO_SALES, NFT_SEED_TIME } from './worldPlan'

export type SeedIfoParameters = TimedSeedParameters

export type IfoSeed = TimedSeed<{ sales: readonly Address[]; transactions: number }> & {
  /**
   * seedNfts' `beforePresent`: the planned commits, then the finished sale's end and harvests.
   * Answers the transactions it sent.
   */
  afterProfiles(): Promise<{ transactions: number }>
}

export function createIfoSeed(parameters: SeedIfoParameters): IfoSeed {
  const { manifest, until } = parameters
  const ifo = getIfoContracts(manifest)
  const nft = getNftContracts(manifest)
  const cakeUsdPair = manifest.pairs?.['CAKE-USDT']
  if (!ifo || !nft || !cakeUsdPair) {
    throw new Error('the manifest lacks the IFO deployer, the profile or the CAKE-USDT pair')
  }
  const cake = manifest.tokens.CAKE
  const sender = createAnvilSender(parameters.rpcUrl)
  const { client } = sender
  const owner = devAccount(0).address
  const present = until + BigInt(NFT_SEED_TIME.minutesBeforeNow * 60)

  const clock = createSeedClock(sender, 'IFO')
  /** Sends as `from` in its own block at `time`, or just after the block before it. */
  const sendAt =
    (time: bigint, from: Address): SendIfoTransaction =>
    (transaction) =>
      clock.writeAt(time, { from, ...transaction })

  const sales: Address[] = []
  const actions: TimedAction[] = IFO_SALES.map((plan, i) => {
    const time = present + plan.createdAt
    return {
      time,
      run: async () => {
        const offeringToken = manifest.tokens[plan.token]
        if (!offeringToken) throw new Error(`the manifest lacks the offering token ${plan.token}`)
        const limits = await readIfoLimits(client, { cake, cakeUsdPair })
        sales[i] = await createIfoSale(sendAt(time, owner), client, {
          ifoDeployer: ifo.IFODeployer,
          profile: nft.Profile,
          offeringToken,
          startTimestamp: present + plan.startsAt,
          endTimestamp: present + plan.endsAt,
          owner,
          basic: plan.basic,
          unlimited: plan.unlimited,
          limits,
          campaignId: ifoCampaignId(i + 1),
          numberPoints: IFO.numberPoints,
        })
      },
    }
  })
  const queue = createTimedActions(actions, clock.catchUp)
  const lastAction = actions.at(-1)
  if (lastAction && lastAction.time >= until) {
    throw new Error('the IFO sales must be created before the DEX history ends')
  }

  const saleOf = (i: number): Address => {
    const sale = sales[i]
    if (!sale) throw new Error(`the IFO seed's sale ${i + 1} was not created`)
    return sale
  }

  return {
    beforeStep: (time) => queue.runBefore(time),

    async finish() {
      queue.assertAllRun('IFO history', 'sales')
      await sender.assertAllSucceeded('IFO sales')
      return { sales: IFO_SALES.map((_, i) => saleOf(i)), transactions: sender.transactions() }
    },

    async afterProfiles() {
      const before = sender.transactions()
      await clock.catchUp()
      for (const [i, plan] of IFO_SALES.entries()) {
        if (plan.commits.length === 0) continue
        const sale = saleOf(i)
        const start = present + plan.startsAt
        const end = present + plan.endsAt
        // every commit goes in the seconds after the chain's clock now
        const now = clock.last()
        const lastCommit = now + BigInt(plan.commits.length * 3)
        if (now < start || lastCommit >= end) {
          throw new Error(
            `the IFO sale of ${plan.token} runs from ${iso(start)} to ${iso(end)}, but its commits come at ${iso(now)} (after the NFT seed's profiles): move its times in IFO_SALES`,
          )
        }
        for (const [account, basic, unlimited] of plan.commits) {
          const from = devAccount(account).address
          const send = sendAt(0n, from)
          await send({
            to: cake,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [sale, maxUint256],
            }),
            what: `approve of account ${account}`,
          })
          for (const [pid, amount] of [
            [IFO_POOL_IDS.basic, basic],
            [IFO_POOL_IDS.unlimited, unlimited],
          ] as const) {
            if (amount === 0n) continue
            await send({
              to: sale,
              data: encodeFunctionData({
                abi: ghostIFOAbi,
                functionName: 'depositPool',
                args: [amount, pid],
              }),
              what: `commit of account ${account} to pool ${pid}`,
            })
          }
        }
      }
      for (const [i, plan] of IFO_SALES.entries()) {
        if (plan.harvests.length === 0) continue
        const sale = saleOf(i)
        const end = present + plan.endsAt
        for (const [account, pool] of plan.harvests) {
          // the clock moves to the sale's end, still before the present
          const send = sendAt(end, devAccount(account).address)
          await send({
            to: sale,
            data: encodeFunctionData({
              abi: ghostIFOAbi,
              functionName: 'harvestPool',
              args: [IFO_POOL_IDS[pool]],
            }),
            what: `harvest of account ${account}'s ${pool} pool`,
          })
        }
      }
      await sender.assertAllSucceeded('IFO commits and harvests')
      return { transactions: sender.transactions() - before }
    },
  }
}
