/**
 * The lottery operator's admin commands (issue 31; spec §6: admin operations are not screens):
 * open, close and draw a round, add CAKE to its pot, and a status report. On the local world the
 * keeper (`npm start`) does the same on its schedule; these are for doing it by hand, and for a
 * real chain, where the VRF coordinator answers on its own.
 */
import { ghostLotteryAbi } from '@ghost/contracts'
import { LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import { getLotteryContracts, type ManifestLotteryContracts } from '@ghost/contracts/manifest'
import { formatTicketNumber, getLotteryPhase, validateLotteryInjection } from '@ghost/sdk'
import { type Address, formatEther, getAddress, parseEther } from 'viem'
import {
  canOpenRound,
  closeRound,
  drawRound,
  fulfilThroughMock,
  injectCake,
  type LotteryState,
  lotteryKeeperWord,
  lotterySeedFromEnv,
  MIN_PRICE_WINDOW,
  openRound,
  ROUND_STATUS,
  readLotteryState,
} from '../lotteryRounds'
import { LOTTERY } from '../worldPlan'
import {
  type AdminCommand,
  type AdminContext,
  AdminError,
  deployed,
  gameCommandStart,
  iso,
  takeOption,
} from './context'

const HOUR = 3_600n
const cake = (wei: bigint) => `${formatEther(wei)} CAKE`

function lotteryContracts(context: AdminContext): ManifestLotteryContracts {
  return deployed(getLotteryContracts(context.manifest), 'lottery')
}

async function requireRole(context: AdminContext, lottery: Address, role: 'operator' | 'injector') {
  const [holder, owner] = await Promise.all([
    context.client.readContract({ address: lottery, abi: ghostLotteryAbi, functionName: role }),
    context.client.readContract({ address: lottery, abi: ghostLotteryAbi, functionName: 'owner' }),
  ])
  const signer = getAddress(context.client.account.address)
  // the owner may inject too; only the operator runs rounds
  if (getAddress(holder) === signer || (role === 'injector' && getAddress(owner) === signer)) return
  throw new AdminError(
    `The lottery's ${role} is ${holder}, not the signer ${signer} (set PRIVATE_KEY)`,
  )
}

const startCommand = gameCommandStart({
  address: (context) => lotteryContracts(context).Lottery,
  requireRole,
  readState: readLotteryState,
})

const PHASE_TEXT = {
  onSaleSoon: 'on sale soon',
  buying: 'buying',
  pending: 'pending (closing and drawing)',
  drawn: 'drawn (claiming)',
} as const

function phaseOf(state: LotteryState): string {
  const phase = getLotteryPhase(state.round, state.now)
  if (phase === 'pending' && state.round?.status === ROUND_STATUS.Open) {
    return `${PHASE_TEXT.pending}: sold out at ${iso(state.round.endTime)}, waiting for lottery:close`
  }
  if (phase === 'pending' && state.round && !state.round.randomReady) {
    return `${PHASE_TEXT.pending}: waiting for the winning number (request ${state.round.requestId})`
  }
  if (phase === 'pending') return `${PHASE_TEXT.pending}: counting winners (lottery:draw)`
  return PHASE_TEXT[phase]
}

function remaining(seconds: bigint): string {
  const hours = seconds / HOUR
  const minutes = (seconds % HOUR) / 60n
  return `${hours}h ${minutes}m`
}

const start: AdminCommand = {
  name: 'lottery:start',
  usage: '[--hours 12]',
  description:
    'Opens the next round for the given hours (1 to 168) with the default prize split; the previous round must be drawn',
  async run(context, args) {
    const [hoursOption, rest] = takeOption(args, 'hours')
    const hours = hoursOption ?? '12'
    if (!/^[1-9][0-9]*$/.test(hours) || Number(hours) > 168) {
      throw new AdminError(`--hours must be a whole number from 1 to 168, not '${hours}'`)
    }
    const { address: lottery, state } = await startCommand(context, {
      name: 'lottery:start',
      args: rest,
      role: 'operator',
    })
    const { client, print } = context
    if (!canOpenRound(state)) {
      throw new AdminError(
        `Round ${state.lotteryId} is ${phaseOf(state)}: it must be drawn before the next opens`,
      )
    }
    const priceFrom = state.priceTimestampLast + MIN_PRICE_WINDOW
    if (state.now < priceFrom) {
      throw new AdminError(
        `The ticket price averages the CAKE-USD pair over at least 30 minutes since the last opening (${iso(state.priceTimestampLast)}): try again from ${iso(priceFrom)}`,
      )
    }
    const at = { address: lottery, abi: ghostLotteryAbi } as const
    const [price, min, max] = await Promise.all([
      // at the next block's time, as startLottery will price it (the latest may be long past)
      client.readContract({ ...at, functionName: 'currentTicketPriceInCake', blockTag: 'pending' }),
      client.readContract({ ...at, functionName: 'minPriceTicketInCake' }),
      client.readContract({ ...at, functionName: 'maxPriceTicketInCake' }),
    ])
    if (price < min || price > max) {
      throw new AdminError(
        `The ticket price would be ${cake(price)}, outside the owner's bounds ${formatEther(min)} to ${cake(max)}: check the CAKE-USD pair's price`,
      )
    }
    const seconds = BigInt(hours) * HOUR
    const lotteryId = await openRound(client, lottery, { now: state.now, seconds })
    const opened = await client.readContract({
      ...at,
      functionName: 'viewLottery',
      args: [lotteryId],
    })
    print(
      `Round ${lotteryId} open until ${iso(opened.endTime)} (${hours} hours); ticket price ${cake(opened.priceTicketInCake)}; pot ${cake(opened.amountCollectedInCake)} carried over`,
    )
  },
}

const close: AdminCommand = {
  name: 'lottery:close',
  usage: '',
  description:
    'Closes the current round at its end time and asks the VRF coordinator for its number',
  async run(context, args) {
    const { address: lottery, state } = await startCommand(context, {
      name: 'lottery:close',
      args,
      role: 'operator',
    })
    const { client, print } = context
    const { round, lotteryId } = state
    if (!round || round.status !== ROUND_STATUS.Open) {
      throw new AdminError(
        round ? `Round ${lotteryId} is ${phaseOf(state)}, not open` : 'No round has opened yet',
      )
    }
    if (state.now < round.endTime) {
      throw new AdminError(
        `Round ${lotteryId} sells until ${iso(round.endTime)}; the chain's clock is at ${iso(state.now)}`,
      )
    }
    await closeRound(client, lottery, lotteryId)
    const closed = await client.readContract({
      address: lottery,
      abi: ghostLotteryAbi,
      functionName: 'viewLottery',
      args: [lotteryId],
    })
    print(
      `Round ${lotteryId} closed with ${closed.ticketsSold} tickets; randomness requested (request ${closed.requestId})`,
    )
  },
}

const draw: AdminCommand = {
  name: 'lottery:draw',
  usage: '[--seed N]',
  description:
    "Counts a closed round's winners once it has its number; on chain 1337 first answers through the VRF mock with lotteryKeeperWord(seed, round) (seed: --seed, LOTTERY_SEED, 31)",
  async run(context, args) {
    const [seedOption, rest] = takeOption(args, 'seed')
    if (seedOption !== undefined && !/^(\d+|0x[0-9a-fA-F]+)$/.test(seedOption)) {
      throw new AdminError(`--seed must be a whole number, not '${seedOption}'`)
    }
    const { address: lottery, state } = await startCommand(context, {
      name: 'lottery:draw',
      args: rest,
    })
    const { client, print, manifest } = context
    const { VRFCoordinator: coordinator } = lotteryContracts(context)
    const { round, lotteryId } = state
    if (!round || round.status !== ROUND_STATUS.Close) {
      const why = !round
        ? 'No round has opened yet'
        : round.status === ROUND_STATUS.Claimable
          ? `Round ${lotteryId} is drawn already: winning number ${formatTicketNumber(round.finalNumber)}`
          : `Round ${lotteryId} is not closed yet (lottery:close)`
      throw new AdminError(why)
    }
    if (!round.randomReady) {
      if (manifest.chainId !== LOCAL_CHAIN_ID) {
        throw new AdminError(
          `Round ${lotteryId} waits for the VRF coordinator's answer to request ${round.requestId} (sent ${iso(round.requestedAt)}); run lottery:draw again once it has answered`,
        )
      }
      let seed: bigint
      try {
        seed = seedOption === undefined ? lotterySeedFromEnv(process.env) : BigInt(seedOption)
      } catch (error) {
        throw new AdminError((error as Error).message)
      }
      const finalNumber = await fulfilThroughMock(client, {
        coordinator,
        lottery,
        lotteryId,
        word: lotteryKeeperWord(seed, lotteryId),
      })
      print(
        `Round ${lotteryId}: the VRF mock answered with seed ${seed}: ${formatTicketNumber(finalNumber)}`,
      )
    }
    const drawn = await drawRound(client, lottery, lotteryId)
    const treasuryAmount = (drawn.ticketRevenue * BigInt(drawn.treasuryFee)) / 10_000n
    const rolledOver = drawn.amountCollectedInCake - treasuryAmount - drawn.prizesReserved
    print(
      `Round ${lotteryId} drawn: winning number ${formatTicketNumber(drawn.finalNumber)}; winners per bracket ${drawn.winnersPerBracket.join(', ')}; ${cake(rolledOver)} rolled over; claims until ${iso(drawn.claimDeadline)}`,
    )
  },
}

const inject: AdminCommand = {
  name: 'lottery:inject',
  usage: '<amount CAKE>',
  description: "Adds CAKE (a multiple of 10) to the open round's pot",
  async run(context, args) {
    const [amountText, ...rest] = args
    if (amountText === undefined) throw new AdminError('lottery:inject needs an amount of CAKE')
    if (!/^[0-9]+(\.[0-9]{1,18})?$/.test(amountText)) {
      throw new AdminError(`The amount must be a number of CAKE, not '${amountText}'`)
    }
    const amount = parseEther(amountText)
    const invalid = validateLotteryInjection(amount)
    if (invalid) throw new AdminError(invalid)
    const { address: lottery, state } = await startCommand(context, {
      name: 'lottery:inject',
      args: rest,
      role: 'injector',
    })
    const { client, print, manifest } = context
    const { round, lotteryId } = state
    if (!round || round.status !== ROUND_STATUS.Open) {
      throw new AdminError(
        round ? `Round ${lotteryId} is ${phaseOf(state)}, not open` : 'No round has opened yet',
      )
    }
    await injectCake(client, { lottery, cake: manifest.tokens.CAKE, lotteryId, amount })
    const after = await client.readContract({
      address: lottery,
      abi: ghostLotteryAbi,
      functionName: 'viewLottery',
      args: [lotteryId],
    })
    print(
      `Injected ${cake(amount)} into round ${lotteryId}: pot ${cake(after.amountCollectedInCake)}`,
    )
  },
}

const status: AdminCommand = {
  name: 'lottery:status',
  usage: '',
  description:
    'The current round: phase, pot, ticket price, tickets, end time, number; pending rollover',
  async run(context, args) {
    const { address: lottery, state } = await startCommand(context, {
      name: 'lottery:status',
      args,
    })
    const { print } = context
    const { VRFCoordinator: coordinator } = lotteryContracts(context)
    const { round, lotteryId, now } = state
    print(`Lottery ${lottery}, VRF coordinator ${coordinator}; chain clock ${iso(now)}`)
    if (!round) {
      print('No round yet: lottery:start opens the first (the keeper does on npm start)')
    } else {
      print(`Round ${lotteryId}: ${phaseOf(state)}`)
      print(
        `Pot: ${cake(round.amountCollectedInCake)} (${cake(round.ticketRevenue)} from tickets); ticket price ${cake(round.priceTicketInCake)}`,
      )
      print(`Tickets: ${round.ticketsSold} sold`)
      const left = round.endTime > now ? ` (in ${remaining(round.endTime - now)})` : ''
      print(`Opened ${iso(round.startTime)}; ends ${iso(round.endTime)}${left}`)
      if (round.status === ROUND_STATUS.Claimable) {
        print(
          `Winning number ${formatTicketNumber(round.finalNumber)}; winners per bracket ${round.winnersPerBracket.join(', ')}; prizes ${cake(round.prizesReserved)}, ${cake(round.prizesClaimed)} claimed; claims until ${iso(round.claimDeadline)}`,
        )
      }
    }
    print(`Pending rollover into the next round: ${cake(state.pendingInjection)}`)
  },
}

/** On the local chain the lottery's commands sign as its operator and injector (worldPlan LOTTERY). */
export const lotteryCommands: readonly AdminCommand[] = [start, close, draw, inject, status].map(
  (command) => ({ ...command, localAccount: LOTTERY.operatorAccount }),
)
