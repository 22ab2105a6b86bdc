import { iGhostLotteryAbi } from '@ghost/contracts'
import { type ApiLotteryEventKind, type ApiLotteryStatus, getTicketId } from '@ghost/sdk'
import {
  defineHandler,
  type EntityRow,
  type EntityStore,
  type EventHandler,
  type EventMeta,
} from '../indexer/types'
import { locatedEvent, lower } from '../rewards/entities'

export type LotteryContractRow = EntityRow<'lottery_contract'>
export type LotteryRoundRow = EntityRow<'lottery_round'>
export type LotteryTicketRow = EntityRow<'lottery_ticket'>
export type LotteryUserRoundRow = EntityRow<'lottery_user_round'>
export type LotteryUserRow = EntityRow<'lottery_user'>
export type LotteryEventRow = EntityRow<'lottery_event'>

/** GhostLottery's `claimWindow` until the owner sets another (its constructor emits nothing). */
export const LOTTERY_DEFAULT_CLAIM_WINDOW = 30n * 24n * 3600n

export const roundRowId = (lotteryId: bigint): string => lotteryId.toString()
export const ticketRowId = (lotteryId: bigint, ticketId: bigint): string =>
  `${lotteryId}-${ticketId}`
export const userRoundRowId = (lotteryId: bigint, user: string): string =>
  `${lotteryId}-${lower(user)}`

/** Changes the lottery's settings row and stamps it with the event's time. */
async function updateContract(
  store: EntityStore,
  event: EventMeta,
  change: (contract: LotteryContractRow) => void,
): Promise<void> {
  const contract = await loadOrCreateContract(store, event)
  change(contract)
  contract.updated_at = event.timestamp
  store.set('lottery_contract', contract)
}

async function loadOrCreateContract(
  store: EntityStore,
  event: EventMeta,
): Promise<LotteryContractRow> {
  const row = await store.get('lottery_contract', event.address)
  if (row) return row
  return {
    chain_id: event.chainId,
    id: event.address,
    current_lottery_id: 0n,
    claim_window: LOTTERY_DEFAULT_CLAIM_WINDOW,
    operator: null,
    treasury: null,
    injector: null,
    min_price_ticket_in_cake: null,
    max_price_ticket_in_cake: null,
    vrf_subscription_id: null,
    vrf_key_hash: null,
    pending_injection: 0n,
    updated_at: event.timestamp,
  }
}

/**
 * The round an event names. Every round starts with LotteryOpen, which the index always sees
 * first (it reads the lottery from the manifest's start block), so a miss is a broken index.
 */
async function loadRound(
  store: EntityStore,
  lotteryId: bigint,
  eventName: string,
): Promise<LotteryRoundRow> {
  const row = await store.get('lottery_round', roundRowId(lotteryId))
  if (!row) throw new Error(`lottery: ${eventName} for round ${lotteryId}, which never opened`)
  return row
}

/** Changes a round's row and stamps it with the event's time. */
async function updateRound(
  store: EntityStore,
  event: EventMeta & { eventName: string },
  lotteryId: bigint,
  change: (round: LotteryRoundRow) => void,
): Promise<void> {
  const round = await loadRound(store, lotteryId, event.eventName)
  change(round)
  round.updated_at = event.timestamp
  store.set('lottery_round', round)
}

async function loadOrCreateUser(
  store: EntityStore,
  event: EventMeta,
  user: string,
): Promise<LotteryUserRow> {
  const row = await store.get('lottery_user', lower(user))
  if (row) return row
  return {
    chain_id: event.chainId,
    id: lower(user),
    rounds: 0n,
    tickets: 0n,
    cake_spent: 0n,
    claimed: 0n,
    tickets_claimed: 0n,
    updated_at: event.timestamp,
  }
}

async function loadOrCreateUserRound(
  store: EntityStore,
  event: EventMeta,
  lotteryId: bigint,
  user: string,
): Promise<LotteryUserRoundRow> {
  const id = userRoundRowId(lotteryId, user)
  const row = await store.get('lottery_user_round', id)
  if (row) return row
  return {
    chain_id: event.chainId,
    id,
    lottery_id: lotteryId,
    user: lower(user),
    tickets: 0n,
    cake_spent: 0n,
    claimed: 0n,
    tickets_claimed: 0n,
    updated_at: event.timestamp,
  }
}

function logEvent(
  store: EntityStore,
  event: EventMeta,
  kind: ApiLotteryEventKind,
  lotteryId: bigint,
  fields: Partial<
    Pick<LotteryEventRow, 'user' | 'amount' | 'count' | 'request_id' | 'final_number'>
  >,
): void {
  store.set('lottery_event', {
    ...locatedEvent(event),
    kind,
    lottery_id: lotteryId,
    user: fields.user === undefined || fields.user === null ? null : lower(fields.user),
    amount: fields.amount ?? null,
    count: fields.count ?? null,
    request_id: fields.request_id ?? null,
    final_number: fields.final_number ?? null,
  })
}

const source = 'GhostLottery'
const abi = iGhostLotteryAbi

export const lotteryOpenHandler = defineHandler({
  source,
  abi,
  eventName: 'LotteryOpen',
  async handle(event, { store }) {
    const { lotteryId, startTime, endTime, priceTicketInCake, carriedOver } = event.args
    await updateContract(store, event, (contract) => {
      contract.current_lottery_id = lotteryId
      // startLottery empties pendingInjectionNextLottery into the new pot.
      contract.pending_injection = 0n
    })
    store.set('lottery_round', {
      chain_id: event.chainId,
      id: roundRowId(lotteryId),
      lottery_id: lotteryId,
      status: 'open' satisfies ApiLotteryStatus,
      start_time: startTime,
      end_time: endTime,
      price_ticket_in_cake: priceTicketInCake,
      amount_collected: carriedOver,
      carried_over: carriedOver,
      injected: 0n,
      ticket_revenue: 0n,
      tickets_sold: 0n,
      players: 0n,
      treasury_fee: BigInt(event.args.treasuryFee),
      rewards_breakdown: [...event.args.rewardsBreakdown],
      closed_at: null,
      request_id: null,
      final_number: null,
      tickets_counted: 0n,
      winners_per_bracket: null,
      cake_per_bracket: null,
      treasury_amount: null,
      prizes_reserved: null,
      rolled_over: null,
      drawn_at: null,
      claim_deadline: null,
      prizes_claimed: 0n,
      tickets_claimed: 0n,
      recycled: null,
      updated_at: event.timestamp,
    })
    logEvent(store, event, 'open', lotteryId, { amount: carriedOver })
  },
})

export const ticketsPurchaseHandler = defineHandler({
  source,
  abi,
  eventName: 'TicketsPurchase',
  async handle(event, { store }) {
    const { buyer, lotteryId, purchaseId, cost, numbers } = event.args
    const count = BigInt(numbers.length)
    const round = await loadRound(store, lotteryId, event.eventName)
    const userRound = await loadOrCreateUserRound(store, event, lotteryId, buyer)
    const user = await loadOrCreateUser(store, event, buyer)
    if (userRound.tickets === 0n) {
      round.players += 1n
      user.rounds += 1n
    }
    round.amount_collected += cost
    round.ticket_revenue += cost
    round.tickets_sold += count
    round.updated_at = event.timestamp
    store.set('lottery_round', round)
    userRound.tickets += count
    userRound.cake_spent += cost
    userRound.updated_at = event.timestamp
    store.set('lottery_user_round', userRound)
    user.tickets += count
    user.cake_spent += cost
    user.updated_at = event.timestamp
    store.set('lottery_user', user)
    numbers.forEach((number, index) => {
      const ticketId = getTicketId(purchaseId, index)
      store.set('lottery_ticket', {
        chain_id: event.chainId,
        id: ticketRowId(lotteryId, ticketId),
        lottery_id: lotteryId,
        ticket_id: ticketId,
        purchase_id: purchaseId,
        owner: lower(buyer),
        number: BigInt(number),
        claimed: false,
        block_number: event.blockNumber,
        timestamp: event.timestamp,
        transaction_hash: event.transactionHash,
      })
    })
    logEvent(store, event, 'purchase', lotteryId, { user: buyer, amount: cost, count })
  },
})

export const lotteryInjectionHandler = defineHandler({
  source,
  abi,
  eventName: 'LotteryInjection',
  async handle(event, { store }) {
    const { lotteryId, injector, amount } = event.args
    await updateRound(store, event, lotteryId, (round) => {
      round.injected += amount
      round.amount_collected += amount
    })
    logEvent(store, event, 'injection', lotteryId, { user: injector, amount })
  },
})

export const lotteryCloseHandler = defineHandler({
  source,
  abi,
  eventName: 'LotteryClose',
  async handle(event, { store }) {
    const { lotteryId, ticketsSold } = event.args
    await updateRound(store, event, lotteryId, (round) => {
      round.status = 'close' satisfies ApiLotteryStatus
      round.closed_at = event.timestamp
    })
    logEvent(store, event, 'close', lotteryId, { count: ticketsSold })
  },
})

/** The close's request, or a retry's (a later answer to an older request changes nothing). */
export const randomnessRequestedHandler = defineHandler({
  source,
  abi,
  eventName: 'RandomnessRequested',
  async handle(event, { store }) {
    const { lotteryId, requestId } = event.args
    await updateRound(store, event, lotteryId, (round) => {
      round.request_id = requestId
    })
  },
})

export const randomnessFulfilledHandler = defineHandler({
  source,
  abi,
  eventName: 'RandomnessFulfilled',
  async handle(event, { store }) {
    const { lotteryId, requestId, finalNumber } = event.args
    await updateRound(store, event, lotteryId, (round) => {
      round.final_number = BigInt(finalNumber)
    })
    logEvent(store, event, 'randomness', lotteryId, {
      request_id: requestId,
      final_number: BigInt(finalNumber),
    })
  },
})

export const winnersCountedHandler = defineHandler({
  source,
  abi,
  eventName: 'WinnersCounted',
  async handle(event, { store }) {
    const { lotteryId, counted } = event.args
    await updateRound(store, event, lotteryId, (round) => {
      round.tickets_counted = counted
    })
  },
})

export const lotteryNumberDrawnHandler = defineHandler({
  source,
  abi,
  eventName: 'LotteryNumberDrawn',
  async handle(event, { store }) {
    const { lotteryId, finalNumber, winnersPerBracket, cakePerBracket } = event.args
    const { treasuryAmount, rolledOver } = event.args
    const { claim_window } = await loadOrCreateContract(store, event)
    const reserved = cakePerBracket.reduce(
      (sum, cake, index) => sum + cake * (winnersPerBracket[index] ?? 0n),
      0n,
    )
    await updateRound(store, event, lotteryId, (round) => {
      round.status = 'claimable' satisfies ApiLotteryStatus
      round.final_number = BigInt(finalNumber)
      round.winners_per_bracket = winnersPerBracket.map(Number)
      round.cake_per_bracket = cakePerBracket.map(String)
      round.treasury_amount = treasuryAmount
      round.prizes_reserved = reserved
      round.rolled_over = rolledOver
      round.drawn_at = event.timestamp
      // _settle sets `claimDeadline = block.timestamp + claimWindow` in this same transaction.
      round.claim_deadline = event.timestamp + claim_window
    })
    await updateContract(store, event, (contract) => {
      contract.pending_injection += rolledOver
    })
    logEvent(store, event, 'draw', lotteryId, {
      amount: reserved,
      count: winnersPerBracket.reduce((sum, winners) => sum + winners, 0n),
      final_number: BigInt(finalNumber),
    })
  },
})

export const ticketsClaimHandler = defineHandler({
  source,
  abi,
  eventName: 'TicketsClaim',
  async handle(event, { store }) {
    const { claimer, lotteryId, amount, ticketIds } = event.args
    const count = BigInt(ticketIds.length)
    await updateRound(store, event, lotteryId, (round) => {
      round.prizes_claimed += amount
      round.tickets_claimed += count
    })
    for (const ticketId of ticketIds) {
      const ticket = await store.get('lottery_ticket', ticketRowId(lotteryId, ticketId))
      if (!ticket) {
        throw new Error(
          `lottery: TicketsClaim of ticket ${ticketId} in round ${lotteryId}, never sold`,
        )
      }
      ticket.claimed = true
      store.set('lottery_ticket', ticket)
    }
    const userRound = await loadOrCreateUserRound(store, event, lotteryId, claimer)
    userRound.claimed += amount
    userRound.tickets_claimed += count
    userRound.updated_at = event.timestamp
    store.set('lottery_user_round', userRound)
    const user = await loadOrCreateUser(store, event, claimer)
    user.claimed += amount
    user.tickets_claimed += count
    user.updated_at = event.timestamp
    store.set('lottery_user', user)
    logEvent(store, event, 'claim', lotteryId, { user: claimer, amount, count })
  },
})

export const unclaimedRecycledHandler = defineHandler({
  source,
  abi,
  eventName: 'UnclaimedRecycled',
  async handle(event, { store }) {
    const { lotteryId, amount } = event.args
    await updateRound(store, event, lotteryId, (round) => {
      round.recycled = amount
    })
    await updateContract(store, event, (contract) => {
      contract.pending_injection += amount
    })
    logEvent(store, event, 'recycle', lotteryId, { amount })
  },
})

export const operatorsSetHandler = defineHandler({
  source,
  abi,
  eventName: 'OperatorsSet',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.operator = lower(event.args.operator)
      contract.treasury = lower(event.args.treasury)
      contract.injector = lower(event.args.injector)
    }),
})

export const ticketPriceBoundsSetHandler = defineHandler({
  source,
  abi,
  eventName: 'TicketPriceBoundsSet',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.min_price_ticket_in_cake = event.args.minPriceTicketInCake
      contract.max_price_ticket_in_cake = event.args.maxPriceTicketInCake
    }),
})

export const vrfConfigSetHandler = defineHandler({
  source,
  abi,
  eventName: 'VrfConfigSet',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.vrf_subscription_id = event.args.subscriptionId
      contract.vrf_key_hash = event.args.keyHash.toLowerCase()
    }),
})

export const claimWindowSetHandler = defineHandler({
  source,
  abi,
  eventName: 'ClaimWindowSet',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.claim_window = event.args.claimWindow
    }),
})

/** Tokens sent to the lottery by mistake went back: nothing of the rounds changes. */
export const tokensRecoveredHandler = defineHandler({
  source,
  abi,
  eventName: 'TokensRecovered',
  handle: (event, { store }) => updateContract(store, event, () => {}),
})

// biome-ignore lint/suspicious/noExplicitAny: handlers of one abi's many events, each checked by defineHandler.
export const LOTTERY_HANDLERS: EventHandler<any, any>[] = [
  lotteryOpenHandler,
  ticketsPurchaseHandler,
  lotteryInjectionHandler,
  lotteryCloseHandler,
  randomnessRequestedHandler,
  randomnessFulfilledHandler,
  winnersCountedHandler,
  lotteryNumberDrawnHandler,
  ticketsClaimHandler,
  unclaimedRecycledHandler,
  operatorsSetHandler,
  ticketPriceBoundsSetHandler,
  vrfConfigSetHandler,
  claimWindowSetHandler,
  tokensRecoveredHandler,
]
