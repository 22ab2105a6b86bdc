/**
 * The lottery's past in a fresh local world (Anvil only; worldPlan LOTTERY_HISTORY): finished
 * rounds with winners in several brackets, a rollover, claims made and winnings left to collect,
 * and an open current round with tickets sold. Its transactions go in between the DEX history's
 * steps (seedHistory's `beforeStep`), at their own times, so the rounds lie in the days the
 * history covers and the current one is open at the present.
 *
 * Tickets come from the world's seeded random source. The winning numbers of the seeded rounds
 * are chosen (the local VRF mock takes any word): each is cut from a player's ticket so that the
 * round has a winner in the planned bracket. The keeper's rounds after the history use
 * `lotteryKeeperWord` instead.
 */
import { ghostLotteryAbi, vrfCoordinatorV2_5MockAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getLotteryContracts } from '@ghost/contracts/manifest'
import {
  LOTTERY_DEFAULT_BREAKDOWN,
  LOTTERY_NUMBER_LIMIT,
  matchedDigits,
  randomTicketNumbers,
  ticketDigits,
} from '@ghost/sdk'
import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { createAnvilSender } from './anvilSender'
import { lotteryKeeperWord } from './lotteryRounds'
import { createRandom, type Random } from './random'
import {
  createSeedClock,
  createTimedActions,
  type TimedAction,
  type TimedSeed,
  type TimedSeedParameters,
} from './timedActions'
import { LOTTERY, LOTTERY_HISTORY } from './worldPlan'

export type SeedLotteryParameters = TimedSeedParameters

export type LotterySeed = TimedSeed<{ rounds: number; transactions: number }>

/** Gas for the mock's fulfilment (see fulfilThroughMock: an estimate would be too low). */
const FULFIL_GAS = 2_000_000n
const HOUR = 3_600n

/**
 * The winning number for a seeded round: the first `digits` digits of `ticket`, then a different
 * digit (unless all six match), then random digits.
 */
export function winningNumberFor(ticket: number, digits: number, random: Random): number {
  const own = ticketDigits(ticket)
  const drawn = own.map((digit, i) => {
    if (i < digits) return digit
    if (i === digits) return (digit + 1 + Math.floor(random.next() * 9)) % 10
    return Math.floor(random.next() * 10)
  })
  return drawn.reduce((number, digit) => number * 10 + digit, 0)
}

export function createLotterySeed(parameters: SeedLotteryParameters): LotterySeed {
  const { manifest, until } = parameters
  const contracts = getLotteryContracts(manifest)
  if (!contracts) throw new Error('the manifest lacks the lottery')
  const { Lottery: lottery, VRFCoordinator: coordinator } = contracts
  const cake = manifest.tokens.CAKE
  const sender = createAnvilSender(parameters.rpcUrl)
  const { client } = sender
  const random = createRandom(LOTTERY_HISTORY.seed)
  const operator = devAccount(LOTTERY.operatorAccount).address
  const address = (index: number) => devAccount(index).address

  const clock = createSeedClock(sender, 'lottery')

  const approved = new Set<Address>()
  const approveOnce = async (time: bigint, owner: Address) => {
    if (approved.has(owner)) return
    approved.add(owner)
    await clock.callAt(time, owner, cake, erc20Abi, 'approve', [lottery, maxUint256])
  }

  /** Tickets sold per round, in purchase order: owner and numbers (ticket id = purchase·100 + i). */
  const purchases = new Map<bigint, { owner: Address; numbers: number[] }[]>()
  const finalNumbers = new Map<bigint, number>()

  const open = (lotteryId: bigint, time: bigint): TimedAction[] => [
    {
      time,
      run: async () => {
        await clock.callAt(time, operator, lottery, ghostLotteryAbi, 'startLottery', [
          time + LOTTERY.roundSeconds,
          [...LOTTERY_DEFAULT_BREAKDOWN],
          LOTTERY.treasuryFee,
        ])
        await approveOnce(time, operator)
        await clock.callAt(time, operator, lottery, ghostLotteryAbi, 'injectFunds', [
          lotteryId,
          LOTTERY.injection,
        ])
      },
    },
  ]

  const sell = (lotteryId: bigint, opened: bigint, players: readonly number[]): TimedAction[] => {
    // spread over the first part of the round (the open round's sales end before the history)
    const window = lotteryId > BigInt(LOTTERY_HISTORY.rounds.length) ? HOUR : LOTTERY.roundSeconds
    return players.map((player, j) => {
      const time = opened + (window * BigInt(j + 1)) / BigInt(players.length + 1)
      return {
        time,
        run: async () => {
          const { min, max } = LOTTERY_HISTORY.ticketsPerPurchase
          const count = min + Math.floor(random.next() * (max - min + 1))
          const numbers = randomTicketNumbers(count, random.next)
          const owner = address(player)
          await approveOnce(time, owner)
          await clock.callAt(time, owner, lottery, ghostLotteryAbi, 'buyTickets', [
            lotteryId,
            numbers,
          ])
          const sold = purchases.get(lotteryId) ?? []
          sold.push({ owner, numbers })
          purchases.set(lotteryId, sold)
        },
      }
    })
  }

  const draw = (lotteryId: bigint, time: bigint, winner: number, digits: number): TimedAction => ({
    time,
    run: async () => {
      await clock.callAt(time, operator, lottery, ghostLotteryAbi, 'closeLottery', [lotteryId])
      const ticket = purchases
        .get(lotteryId)
        ?.find((purchase) => purchase.owner === address(winner))?.numbers[0]
      if (ticket === undefined)
        throw new Error(`account ${winner} bought no ticket in round ${lotteryId}`)
      const finalNumber = winningNumberFor(ticket, digits, random)
      finalNumbers.set(lotteryId, finalNumber)
      // any word with this remainder draws the number; the rest of it looks like a VRF answer
      const limit = BigInt(LOTTERY_NUMBER_LIMIT)
      const word =
        (lotteryKeeperWord(BigInt(LOTTERY_HISTORY.seed), lotteryId) / limit) * limit +
        BigInt(finalNumber)
      const { requestId } = await client.readContract({
        address: lottery,
        abi: ghostLotteryAbi,
        functionName: 'viewLottery',
        args: [lotteryId],
      })
      const { result: hash } = await clock.inBlockAt(clock.last() + 1n, async () => {
        const sent = await client.sendTransaction({
          account: operator,
          to: coordinator,
          data: encodeFunctionData({
            abi: vrfCoordinatorV2_5MockAbi,
            functionName: 'fulfillRandomWordsWithOverride',
            args: [requestId, lottery, [word]],
          }),
          gas: FULFIL_GAS,
          chain: null,
        })
        await client.mine({ blocks: 1 })
        return sent
      })
      const round = await client.readContract({
        address: lottery,
        abi: ghostLotteryAbi,
        functionName: 'viewLottery',
        args: [lotteryId],
      })
      if (!round.randomReady) throw new Error(`round ${lotteryId} took no number (${hash})`)
      await clock.callAt(time, operator, lottery, ghostLotteryAbi, 'drawLottery', [
        lotteryId,
        LOTTERY.drawBatch,
      ])
    },
  })

  const claim = (lotteryId: bigint, time: bigint): TimedAction => ({
    time,
    run: async () => {
      const finalNumber = finalNumbers.get(lotteryId)
      if (finalNumber === undefined) throw new Error(`round ${lotteryId} was not drawn`)
      const { account, rounds } = LOTTERY_HISTORY.unclaimed
      const keeps = (rounds as readonly number[]).includes(Number(lotteryId))
      const winning = new Map<Address, bigint[]>()
      for (const [purchaseId, { owner, numbers }] of (purchases.get(lotteryId) ?? []).entries()) {
        if (keeps && owner === address(account)) continue
        for (const [i, number] of numbers.entries()) {
          if (matchedDigits(number, finalNumber) === 0) continue
          winning.set(owner, [...(winning.get(owner) ?? []), BigInt(purchaseId * 100 + i)])
        }
      }
      for (const [owner, ticketIds] of winning) {
        await clock.callAt(time, owner, lottery, ghostLotteryAbi, 'claimTickets', [
          lotteryId,
          ticketIds,
        ])
      }
    },
  })

  const finished = LOTTERY_HISTORY.rounds.length
  const currentOpens = until - LOTTERY_HISTORY.currentOpensBeforeEnd
  const firstOpens = currentOpens - BigInt(finished) * LOTTERY_HISTORY.cycleSeconds
  const actions: TimedAction[] = []
  for (const [k, { winner, digits }] of LOTTERY_HISTORY.rounds.entries()) {
    const lotteryId = BigInt(k + 1)
    const opened = firstOpens + BigInt(k) * LOTTERY_HISTORY.cycleSeconds
    const closes = opened + LOTTERY.roundSeconds + 60n
    actions.push(
      ...open(lotteryId, opened),
      ...sell(lotteryId, opened, LOTTERY_HISTORY.players),
      draw(lotteryId, closes, winner, digits),
      claim(lotteryId, closes + HOUR / 2n),
    )
  }
  const current = BigInt(finished + 1)
  actions.push(
    ...open(current, currentOpens),
    ...sell(current, currentOpens, LOTTERY_HISTORY.currentPlayers),
  )
  const queue = createTimedActions(actions, clock.catchUp)

  return {
    beforeStep: (time) => queue.runBefore(time),
    async finish() {
      queue.assertAllRun('lottery history', 'steps')
      await sender.assertAllSucceeded('lottery history')
      return { rounds: finished + 1, transactions: sender.transactions() }
    },
  }
}
