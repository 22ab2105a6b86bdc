import { iGhostPredictionAbi } from '@ghost/contracts'
import { getPotWinner, type PredictionBetSide } from '@ghost/sdk'
import {
  defineHandler,
  type EntityRow,
  type EntityStore,
  type EventHandler,
  type EventMeta,
} from '../indexer/types'
import { locatedEvent, lower } from '../rewards/entities'

export type PredictionContractRow = EntityRow<'prediction_contract'>
export type PredictionRoundRow = EntityRow<'prediction_round'>
export type PredictionBetRow = EntityRow<'prediction_bet'>
export type PredictionUserRow = EntityRow<'prediction_user'>

/** What a claim row records: winnings of a closed round, or a canceled round's bet returned. */
export type PredictionClaimKind = 'claim' | 'refund'

export const roundRowId = (epoch: bigint): string => epoch.toString()
export const betRowId = (epoch: bigint, user: string): string => `${epoch}-${lower(user)}`

/** Changes the game's settings row and stamps it with the event's time. */
async function updateContract(
  store: EntityStore,
  event: EventMeta,
  change: (contract: PredictionContractRow) => void,
): Promise<void> {
  const contract = await loadOrCreateContract(store, event)
  change(contract)
  contract.updated_at = event.timestamp
  store.set('prediction_contract', contract)
}

/**
 * The settings row. The constructor emits every setting before any round, so the defaults here
 * last only until the deployment's own events, which the index reads from the start block.
 */
async function loadOrCreateContract(
  store: EntityStore,
  event: EventMeta,
): Promise<PredictionContractRow> {
  const row = await store.get('prediction_contract', event.address)
  if (row) return row
  return {
    chain_id: event.chainId,
    id: event.address,
    current_epoch: 0n,
    interval_seconds: 0n,
    buffer_seconds: 0n,
    min_bet_amount: 0n,
    treasury_fee: 0n,
    oracle: null,
    oracle_update_allowance: 0n,
    operator: null,
    treasury: null,
    paused: false,
    treasury_amount: 0n,
    treasury_claimed: 0n,
    updated_at: event.timestamp,
  }
}

/**
 * The round an event names. Every round starts with StartRound, which the index always sees
 * first (it reads the game from the manifest's start block), so a miss is a broken index.
 */
async function loadRound(
  store: EntityStore,
  epoch: bigint,
  eventName: string,
): Promise<PredictionRoundRow> {
  const row = await store.get('prediction_round', roundRowId(epoch))
  if (!row) throw new Error(`prediction: ${eventName} for round ${epoch}, which never started`)
  return row
}

/** Changes a round's row and stamps it with the event's time. */
async function updateRound(
  store: EntityStore,
  event: EventMeta & { eventName: string },
  epoch: bigint,
  change: (round: PredictionRoundRow) => void,
): Promise<void> {
  const round = await loadRound(store, epoch, event.eventName)
  change(round)
  round.updated_at = event.timestamp
  store.set('prediction_round', round)
}

async function loadBet(
  store: EntityStore,
  epoch: bigint,
  user: string,
  eventName: string,
): Promise<PredictionBetRow> {
  const row = await store.get('prediction_bet', betRowId(epoch, user))
  if (!row) throw new Error(`prediction: ${eventName} of ${user} in round ${epoch}, never bet`)
  return row
}

/** Changes a wallet's totals (created with its first bet) and stamps them with the event's time. */
async function updateUser(
  store: EntityStore,
  event: EventMeta,
  user: string,
  change: (row: PredictionUserRow) => void,
): Promise<void> {
  const row = (await store.get('prediction_user', lower(user))) ?? {
    chain_id: event.chainId,
    id: lower(user),
    bets: 0n,
    bull_bets: 0n,
    bear_bets: 0n,
    amount: 0n,
    bull_amount: 0n,
    bear_amount: 0n,
    claims: 0n,
    claimed_amount: 0n,
    refunds: 0n,
    refunded_amount: 0n,
    created_at: event.timestamp,
    updated_at: event.timestamp,
  }
  change(row)
  row.updated_at = event.timestamp
  store.set('prediction_user', row)
}

const source = 'GhostPrediction'
const abi = iGhostPredictionAbi

export const startRoundHandler = defineHandler({
  source,
  abi,
  eventName: 'StartRound',
  async handle(event, { store }) {
    const { epoch, lockTimestamp, closeTimestamp } = event.args
    await updateContract(store, event, (contract) => {
      contract.current_epoch = epoch
    })
    store.set('prediction_round', {
      chain_id: event.chainId,
      id: roundRowId(epoch),
      epoch,
      // _startRound stamps the round with this block's time.
      start_timestamp: event.timestamp,
      lock_timestamp: lockTimestamp,
      close_timestamp: closeTimestamp,
      lock_price: null,
      close_price: null,
      lock_oracle_id: null,
      close_oracle_id: null,
      locked_at: null,
      closed_at: null,
      oracle_called: false,
      total_amount: 0n,
      bull_amount: 0n,
      bear_amount: 0n,
      total_bets: 0n,
      bull_bets: 0n,
      bear_bets: 0n,
      position: null,
      reward_base_cal_amount: null,
      reward_amount: null,
      treasury_amount: null,
      claimed_base_amount: 0n,
      claimed_amount: 0n,
      claimed_bets: 0n,
      refunded_amount: 0n,
      refunded_bets: 0n,
      updated_at: event.timestamp,
    })
  },
})

/** BetBull and BetBear: the round's pools, the bet, the wallet's totals. */
async function handleBet(
  store: EntityStore,
  event: EventMeta & { eventName: string },
  side: PredictionBetSide,
  args: { sender: string; epoch: bigint; amount: bigint },
): Promise<void> {
  const { sender, epoch, amount } = args
  const bull = side === 'Bull'
  await updateRound(store, event, epoch, (round) => {
    round.total_amount += amount
    round.total_bets += 1n
    if (bull) {
      round.bull_amount += amount
      round.bull_bets += 1n
    } else {
      round.bear_amount += amount
      round.bear_bets += 1n
    }
  })
  store.set('prediction_bet', {
    chain_id: event.chainId,
    id: betRowId(epoch, sender),
    epoch,
    user: lower(sender),
    position: side,
    amount,
    claimed: false,
    claimed_amount: null,
    claimed_at: null,
    claimed_block: null,
    claimed_transaction_hash: null,
    block_number: event.blockNumber,
    timestamp: event.timestamp,
    transaction_hash: event.transactionHash,
    updated_at: event.timestamp,
  })
  await updateUser(store, event, sender, (user) => {
    user.bets += 1n
    user.amount += amount
    if (bull) {
      user.bull_bets += 1n
      user.bull_amount += amount
    } else {
      user.bear_bets += 1n
      user.bear_amount += amount
    }
  })
}

export const betBullHandler = defineHandler({
  source,
  abi,
  eventName: 'BetBull',
  handle: (event, { store }) => handleBet(store, event, 'Bull', event.args),
})

export const betBearHandler = defineHandler({
  source,
  abi,
  eventName: 'BetBear',
  handle: (event, { store }) => handleBet(store, event, 'Bear', event.args),
})

export const lockRoundHandler = defineHandler({
  source,
  abi,
  eventName: 'LockRound',
  async handle(event, { store }) {
    const { epoch, roundId, price, closeTimestamp } = event.args
    await updateRound(store, event, epoch, (round) => {
      round.lock_price = price
      round.lock_oracle_id = roundId
      // The round stays live for one interval from when it actually locked.
      round.close_timestamp = closeTimestamp
      round.locked_at = event.timestamp
    })
  },
})

export const endRoundHandler = defineHandler({
  source,
  abi,
  eventName: 'EndRound',
  async handle(event, { store }) {
    const { epoch, roundId, price } = event.args
    await updateRound(store, event, epoch, (round) => {
      round.close_price = price
      round.close_oracle_id = roundId
      round.closed_at = event.timestamp
      round.oracle_called = true
    })
  },
})

/** Follows EndRound in the same executeRound, so the round's lock and close prices are known. */
export const rewardsCalculatedHandler = defineHandler({
  source,
  abi,
  eventName: 'RewardsCalculated',
  async handle(event, { store }) {
    const { epoch, rewardBaseCalAmount, rewardAmount, treasuryAmount } = event.args
    await updateRound(store, event, epoch, (round) => {
      if (round.lock_price === null || round.close_price === null) {
        throw new Error(`prediction: RewardsCalculated for round ${epoch} before its prices`)
      }
      round.position = getPotWinner({
        lockPrice: round.lock_price,
        closePrice: round.close_price,
        rewardBaseCalAmount,
      })
      round.reward_base_cal_amount = rewardBaseCalAmount
      round.reward_amount = rewardAmount
      round.treasury_amount = treasuryAmount
    })
    await updateContract(store, event, (contract) => {
      contract.treasury_amount += treasuryAmount
    })
  },
})

/** Claim and Refund: the bet, its round's and wallet's totals, and one claim row. */
async function handlePayout(
  store: EntityStore,
  event: EventMeta & { eventName: string },
  kind: PredictionClaimKind,
  args: { sender: string; epoch: bigint; amount: bigint },
): Promise<void> {
  const { sender, epoch, amount } = args
  const bet = await loadBet(store, epoch, sender, event.eventName)
  bet.claimed = true
  bet.claimed_amount = amount
  bet.claimed_at = event.timestamp
  bet.claimed_block = event.blockNumber
  bet.claimed_transaction_hash = event.transactionHash
  bet.updated_at = event.timestamp
  store.set('prediction_bet', bet)
  await updateRound(store, event, epoch, (round) => {
    if (kind === 'claim') {
      round.claimed_base_amount += bet.amount
      round.claimed_amount += amount
      round.claimed_bets += 1n
    } else {
      round.refunded_amount += amount
      round.refunded_bets += 1n
    }
  })
  await updateUser(store, event, sender, (user) => {
    if (kind === 'claim') {
      user.claims += 1n
      user.claimed_amount += amount
    } else {
      user.refunds += 1n
      user.refunded_amount += amount
    }
  })
  store.set('prediction_claim', {
    ...locatedEvent(event),
    kind,
    epoch,
    user: lower(sender),
    amount,
  })
}

export const claimHandler = defineHandler({
  source,
  abi,
  eventName: 'Claim',
  handle: (event, { store }) => handlePayout(store, event, 'claim', event.args),
})

export const refundHandler = defineHandler({
  source,
  abi,
  eventName: 'Refund',
  handle: (event, { store }) => handlePayout(store, event, 'refund', event.args),
})

export const treasuryClaimHandler = defineHandler({
  source,
  abi,
  eventName: 'TreasuryClaim',
  async handle(event, { store }) {
    const { treasury, amount } = event.args
    await updateContract(store, event, (contract) => {
      contract.treasury_amount -= amount
      contract.treasury_claimed += amount
    })
    store.set('prediction_treasury_claim', {
      ...locatedEvent(event),
      treasury: lower(treasury),
      amount,
    })
  },
})

export const pauseHandler = defineHandler({
  source,
  abi,
  eventName: 'Pause',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.paused = true
    }),
})

/** The rounds restart from genesis: the next StartRound opens a new epoch. */
export const unpauseHandler = defineHandler({
  source,
  abi,
  eventName: 'Unpause',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.paused = false
    }),
})

export const newOperatorHandler = defineHandler({
  source,
  abi,
  eventName: 'NewOperator',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.operator = lower(event.args.operator)
    }),
})

export const newTreasuryHandler = defineHandler({
  source,
  abi,
  eventName: 'NewTreasury',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.treasury = lower(event.args.treasury)
    }),
})

export const newOracleHandler = defineHandler({
  source,
  abi,
  eventName: 'NewOracle',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.oracle = lower(event.args.oracle)
    }),
})

export const newOracleUpdateAllowanceHandler = defineHandler({
  source,
  abi,
  eventName: 'NewOracleUpdateAllowance',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.oracle_update_allowance = event.args.oracleUpdateAllowance
    }),
})

export const newMinBetAmountHandler = defineHandler({
  source,
  abi,
  eventName: 'NewMinBetAmount',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.min_bet_amount = event.args.minBetAmount
    }),
})

export const newTreasuryFeeHandler = defineHandler({
  source,
  abi,
  eventName: 'NewTreasuryFee',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.treasury_fee = event.args.treasuryFee
    }),
})

export const newBufferAndIntervalSecondsHandler = defineHandler({
  source,
  abi,
  eventName: 'NewBufferAndIntervalSeconds',
  handle: (event, { store }) =>
    updateContract(store, event, (contract) => {
      contract.buffer_seconds = event.args.bufferSeconds
      contract.interval_seconds = event.args.intervalSeconds
    }),
})

/** Tokens sent to the game by mistake went back: nothing of the rounds changes. */
export const tokenRecoveryHandler = defineHandler({
  source,
  abi,
  eventName: 'TokenRecovery',
  handle: (event, { store }) => updateContract(store, event, () => {}),
})

// biome-ignore lint/suspicious/noExplicitAny: handlers of one abi's many events, each checked by defineHandler.
export const PREDICTION_HANDLERS: EventHandler<any, any>[] = [
  startRoundHandler,
  betBullHandler,
  betBearHandler,
  lockRoundHandler,
  endRoundHandler,
  rewardsCalculatedHandler,
  claimHandler,
  refundHandler,
  treasuryClaimHandler,
  pauseHandler,
  unpauseHandler,
  newOperatorHandler,
  newTreasuryHandler,
  newOracleHandler,
  newOracleUpdateAllowanceHandler,
  newMinBetAmountHandler,
  newTreasuryFeeHandler,
  newBufferAndIntervalSecondsHandler,
  tokenRecoveryHandler,
]
