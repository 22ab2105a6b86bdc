/**
 * Competition 0's past in a fresh local world (Anvil only; worldPlan COMPETITION): the deploy
 * created and funded it, and registering needs an active profile, which the community has only
 * from the NFT seed's profiles on (the NFT market's half hour before the present). So the seed
 * acts at the end of that half hour, after the IFO's commits and harvest (seedNfts'
 * `beforePresent`), one block a second:
 *
 * - 10, 11 and 13 register (their teams are read from their profiles: 1, 2, 1);
 * - the owner (account 0) opens the live window, 10 and 11 trade through the router one block
 *   every COMPETITION.swapSeconds (13 does not), and the owner closes it: the competition is
 *   left in Calculating, for `npm start`'s competition keeper to publish once the server's index
 *   has passed the window's end;
 * - the deployer, who is not registered, trades the pairs those trades moved back to the plan's
 *   prices, as the DEX history's last steps do: the rest of the world expects them there.
 *
 * Competition 1 stays in registration.
 */
import { ghostPairAbi, ghostRouterAbi, ghostTradingCompetitionAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getCompetitionContracts } from '@ghost/contracts/manifest'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { createAnvilSender } from './anvilSender'
import { getRebalanceSwap } from './getRebalanceSwap'
import { iso } from './predictionRounds'
import { createSeedClock, type TimedSeedParameters } from './timedActions'
import { COMPETITION, NFT_SEED_TIME, PAIRS } from './worldPlan'

const DEADLINE = 2n ** 40n

export type SeedCompetitionParameters = TimedSeedParameters

export type CompetitionSeed = {
  /**
   * seedNfts' `beforePresent`, after the profiles and the IFO's last writes: competition 0's
   * registrations and live window. Answers the transactions it sent and the window.
   */
  afterProfiles(): Promise<{ transactions: number; liveStart: bigint; liveEnd: bigint }>
}

export function createCompetitionSeed(parameters: SeedCompetitionParameters): CompetitionSeed {
  const { manifest, until } = parameters
  const contracts = getCompetitionContracts(manifest)
  if (!contracts) throw new Error('the manifest lacks the trading competition')
  const competition = contracts.TradingCompetition
  const { Router, WBNB } = manifest.contracts
  const sender = createAnvilSender(parameters.rpcUrl)
  const { client } = sender
  const owner = devAccount(0).address
  const present = until + BigInt(NFT_SEED_TIME.minutesBeforeNow * 60)
  const addressOf = (symbol: string): Address => {
    const address = symbol === 'BNB' ? WBNB : manifest.tokens[symbol]
    if (!address) throw new Error(`the manifest lacks ${symbol}`)
    return address
  }

  const clock = createSeedClock(sender, 'competition')
  /** Sends in its own block at `time`, or a second after the block before it. */
  const sendAt = (
    time: bigint,
    from: Address,
    call: { to: Address; data: Hex; value?: bigint; pairsTouched?: number; what: string },
  ) => clock.writeAt(time, { from, ...call })
  const competitionCall = (
    functionName: 'register' | 'startLive' | 'endLive',
    what: string,
  ): { to: Address; data: Hex; what: string } => ({
    to: competition,
    data: encodeFunctionData({ abi: ghostTradingCompetitionAbi, functionName, args: [0n] }),
    what,
  })

  /** A router trade of `amountIn` along `path` (symbols; BNB goes in or out native). */
  const swapCall = (account: number, path: readonly string[], amountIn: bigint) => {
    const to = devAccount(account).address
    const addresses = path.map(addressOf)
    const what = `swap of ${path.join('→')} by account ${account}`
    const pairsTouched = path.length - 1
    if (path[0] === 'BNB') {
      return {
        to: Router,
        data: encodeFunctionData({
          abi: ghostRouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [0n, addresses, to, DEADLINE],
        }),
        value: amountIn,
        pairsTouched,
        what,
      }
    }
    const functionName =
      path.at(-1) === 'BNB' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
    return {
      to: Router,
      data: encodeFunctionData({
        abi: ghostRouterAbi,
        functionName,
        args: [amountIn, 0n, addresses, to, DEADLINE],
      }),
      pairsTouched,
      what,
    }
  }

  /** The deployer's trade that brings a planned pair back to its planned price, if it moved. */
  const rebalance = async (key: string) => {
    const planned = PAIRS.find(([a, b]) => `${a}-${b}` === key)
    const pair = manifest.pairs?.[key]
    if (!planned || !pair) throw new Error(`the world plan lacks the pair ${key}`)
    const [symbolA, symbolB, amountA, amountB] = planned
    const [reserve0, reserve1] = await client.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'getReserves',
    })
    const aIsToken0 = BigInt(addressOf(symbolA)) < BigInt(addressOf(symbolB))
    const correction = getRebalanceSwap({
      reserveA: aIsToken0 ? reserve0 : reserve1,
      reserveB: aIsToken0 ? reserve1 : reserve0,
      planned: { amountA, amountB },
    })
    if (!correction) return
    const path = correction.sellA ? [symbolA, symbolB] : [symbolB, symbolA]
    await sendAt(0n, owner, swapCall(0, path, correction.amountIn))
  }

  return {
    async afterProfiles() {
      const before = sender.transactions()
      await clock.catchUp()
      for (const account of COMPETITION.registrants) {
        await sendAt(
          0n,
          devAccount(account).address,
          competitionCall('register', `registration of account ${account}`),
        )
      }
      await sendAt(0n, owner, competitionCall('startLive', 'live start'))
      const liveStart = clock.last()
      for (const { account, path, amountIn } of COMPETITION.swaps) {
        await sendAt(
          clock.last() + COMPETITION.swapSeconds,
          devAccount(account).address,
          swapCall(account, path, amountIn),
        )
      }
      await sendAt(
        clock.last() + COMPETITION.swapSeconds,
        owner,
        competitionCall('endLive', 'live end'),
      )
      const liveEnd = clock.last()
      for (const key of COMPETITION.rebalancedPairs) await rebalance(key)
      if (clock.last() >= present) {
        throw new Error(
          `competition 0's live window ends at ${iso(liveEnd)} and its seed at ${iso(clock.last())}, not before the present (${iso(present)}): make the NFT seed or the IFO's writes shorter, or the window`,
        )
      }
      await sender.assertAllSucceeded('competition seed')
      return { transactions: sender.transactions() - before, liveStart, liveEnd }
    },
  }
}
