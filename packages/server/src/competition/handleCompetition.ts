import { ghostTradingCompetitionAbi } from '@ghost/contracts'
import type { Address } from 'viem'
import {
  defineHandler,
  type EntityRow,
  type EntityStore,
  type EventMeta,
  type IndexerModule,
} from '../indexer/types'
import { lower } from '../rewards/entities'

export type CompetitionRow = EntityRow<'competition'>
export type CompetitionTierRow = EntityRow<'competition_tier'>
export type CompetitionRegistrationRow = EntityRow<'competition_registration'>

/** GhostTradingCompetition's Phase, by its number. */
export const PHASE = { registration: 0, live: 1, calculating: 2, claim: 3, cancelled: 4 } as const

/** The prize tokens' slots: CAKE, then the three partner tokens. */
export const TOKEN_SLOTS = [0, 1, 2, 3] as const

export const competitionRowId = (contract: string, competitionId: bigint): string =>
  `${lower(contract)}-${competitionId}`
export const tierRowId = (competition: string, tier: number): string => `${competition}-${tier}`
export const registrationRowId = (competition: string, account: string): string =>
  `${competition}-${lower(account)}`

/** A feed's decimals (its answers' scale), read once per feed. */
export type FeedDecimalsReader = (feed: Address) => Promise<number>

type NamedEvent = EventMeta & { eventName: string; args: { id: bigint } }

/** The competition an event is about; every event but CompetitionCreated follows that one. */
async function loadCompetition(store: EntityStore, event: NamedEvent): Promise<CompetitionRow> {
  const id = competitionRowId(event.address, event.args.id)
  const row = await store.get('competition', id)
  if (!row) {
    throw new Error(`competition: ${event.eventName} of ${id}, which was never created`)
  }
  return row
}

/** Changes a competition's row and stamps it with the event's time. */
async function updateCompetition(
  store: EntityStore,
  event: NamedEvent,
  change: (row: CompetitionRow) => void | Promise<void>,
): Promise<CompetitionRow> {
  const row = await loadCompetition(store, event)
  await change(row)
  row.updated_at = event.timestamp
  store.set('competition', row)
  return row
}

/** Adds four per-token amounts to the row's `prefix0` … `prefix3` columns. */
function addPerToken(
  row: CompetitionRow,
  prefix: 'funded' | 'claimed' | 'swept',
  amounts: readonly bigint[],
): void {
  for (const slot of TOKEN_SLOTS) {
    const column = `${prefix}${slot}` as const
    row[column] += amounts[slot] ?? 0n
  }
}

const source = 'TradingCompetition'
const abi = ghostTradingCompetitionAbi

/** A new competition with its tokens, feeds and settings, and one row per prize tier. */
export const competitionCreatedHandler = defineHandler({
  source,
  abi,
  eventName: 'CompetitionCreated',
  handle(event, { store }) {
    const { id, tokens, feeds, tiers, claimDuration, maxPriceAge, campaignId } = event.args
    const rowId = competitionRowId(event.address, id)
    const [token0, token1, token2, token3] = tokens.map(lower)
    const [feed0, feed1, feed2, feed3] = feeds.map(lower)
    if (!token0 || !token1 || !token2 || !token3 || !feed0 || !feed1 || !feed2 || !feed3) {
      throw new Error(`competition: ${rowId} created without four tokens and feeds`)
    }
    store.set('competition', {
      chain_id: event.chainId,
      id: rowId,
      contract: event.address,
      competition_id: id,
      token0,
      token1,
      token2,
      token3,
      feed0,
      feed1,
      feed2,
      feed3,
      phase: PHASE.registration,
      registrants: 0n,
      tier_count: tiers.length,
      live_start: null,
      live_end: null,
      end_live_block: null,
      end_live_block_hash: null,
      cancelled_at: null,
      claim_duration: claimDuration,
      max_price_age: maxPriceAge,
      claim_end: null,
      campaign_id: campaignId,
      root: null,
      price0: null,
      price1: null,
      price2: null,
      price3: null,
      price_decimals0: null,
      price_decimals1: null,
      price_decimals2: null,
      price_decimals3: null,
      funded0: 0n,
      funded1: 0n,
      funded2: 0n,
      funded3: 0n,
      claimed0: 0n,
      claimed1: 0n,
      claimed2: 0n,
      claimed3: 0n,
      swept0: 0n,
      swept1: 0n,
      swept2: 0n,
      swept3: 0n,
      created_at: event.timestamp,
      created_block: event.blockNumber,
      created_transaction_hash: event.transactionHash,
      updated_at: event.timestamp,
    })
    tiers.forEach(({ usdPrize, points }, tier) => {
      store.set('competition_tier', {
        chain_id: event.chainId,
        id: tierRowId(rowId, tier),
        competition: rowId,
        tier,
        usd_prize: usdPrize,
        points,
        amount0: null,
        amount1: null,
        amount2: null,
        amount3: null,
        winners: null,
        claims: 0n,
      })
    })
  },
})

/** What the contract received of each token (after any transfer fee). */
export const fundedHandler = defineHandler({
  source,
  abi,
  eventName: 'Funded',
  handle: async (event, { store }) => {
    await updateCompetition(store, event, (row) => addPerToken(row, 'funded', event.args.amounts))
  },
})

/**
 * A registration with its team, fixed for the competition, and its place in the chain: the
 * registration order that breaks ties in the ranking.
 */
export const registeredHandler = defineHandler({
  source,
  abi,
  eventName: 'Registered',
  async handle(event, { store }) {
    const { user, teamId } = event.args
    const competition = await updateCompetition(store, event, (row) => {
      row.registrants += 1n
    })
    store.set('competition_registration', {
      chain_id: event.chainId,
      id: registrationRowId(competition.id, user),
      competition: competition.id,
      account: lower(user),
      team_id: teamId,
      block_number: event.blockNumber,
      log_index: event.logIndex,
      timestamp: event.timestamp,
      transaction_hash: event.transactionHash,
      claimed_tier: null,
      claimed_amount0: null,
      claimed_amount1: null,
      claimed_amount2: null,
      claimed_amount3: null,
      claimed_points: null,
      claimed_at: null,
      claim_transaction_hash: null,
    })
  },
})

/**
 * The owner's moves: the live window's start and end (with the block endLive was in, which keys
 * the final standings), the cancellation (which closes a live window too), and the claim phase
 * (its details come with ResultsPublished, right after in the same transaction).
 */
export const phaseChangedHandler = defineHandler({
  source,
  abi,
  eventName: 'PhaseChanged',
  handle: async (event, { store }) => {
    const { phase, timestamp } = event.args
    await updateCompetition(store, event, (row) => {
      row.phase = phase
      if (phase === PHASE.live) row.live_start = timestamp
      if (phase === PHASE.calculating) {
        row.live_end = timestamp
        row.end_live_block = event.blockNumber
        row.end_live_block_hash = event.blockHash
      }
      if (phase === PHASE.cancelled) row.cancelled_at = timestamp
    })
  },
})

/**
 * The published root, the winners per tier and the feeds' answers the prizes were priced at,
 * with each feed's decimals (read from the feed: the event gives only the answers).
 */
export function createResultsPublishedHandler({
  readFeedDecimals,
}: {
  readFeedDecimals: FeedDecimalsReader
}) {
  return defineHandler({
    source,
    abi,
    eventName: 'ResultsPublished',
    async handle(event, { store }) {
      const { root, tierCounts, prices, claimEnd } = event.args
      const competition = await updateCompetition(store, event, async (row) => {
        const feeds = [row.feed0, row.feed1, row.feed2, row.feed3] as Address[]
        const decimals = await Promise.all(feeds.map((feed) => readFeedDecimals(feed)))
        row.root = root.toLowerCase()
        row.claim_end = claimEnd
        for (const slot of TOKEN_SLOTS) {
          row[`price${slot}`] = prices[slot]
          row[`price_decimals${slot}`] = decimals[slot] ?? null
        }
      })
      for (const [tier, count] of tierCounts.entries()) {
        const id = tierRowId(competition.id, tier)
        const row = await store.get('competition_tier', id)
        if (!row) throw new Error(`competition: ResultsPublished for tier ${id}, which is unknown`)
        row.winners = BigInt(count)
        store.set('competition_tier', row)
      }
    },
  })
}

/** One winner's prize in each token, per tier, as priced at publication. */
export const tierPrizesHandler = defineHandler({
  source,
  abi,
  eventName: 'TierPrizes',
  async handle(event, { store }) {
    const competition = await updateCompetition(store, event, () => {})
    for (const [tier, amounts] of event.args.amounts.entries()) {
      const id = tierRowId(competition.id, tier)
      const row = await store.get('competition_tier', id)
      if (!row) throw new Error(`competition: TierPrizes for tier ${id}, which is unknown`)
      const [amount0, amount1, amount2, amount3] = amounts
      Object.assign(row, { amount0, amount1, amount2, amount3 })
      store.set('competition_tier', row)
    }
  },
})

/** A winner's claim: what it paid, on the registration, its tier and the competition's totals. */
export const claimedHandler = defineHandler({
  source,
  abi,
  eventName: 'Claimed',
  async handle(event, { store }) {
    const { user, tier, amounts, points } = event.args
    const competition = await updateCompetition(store, event, (row) =>
      addPerToken(row, 'claimed', amounts),
    )
    const registrationId = registrationRowId(competition.id, user)
    const registration = await store.get('competition_registration', registrationId)
    if (!registration) {
      throw new Error(`competition: Claimed by ${registrationId}, which never registered`)
    }
    const [claimed_amount0, claimed_amount1, claimed_amount2, claimed_amount3] = amounts
    Object.assign(registration, {
      claimed_tier: tier,
      claimed_amount0,
      claimed_amount1,
      claimed_amount2,
      claimed_amount3,
      claimed_points: points,
      claimed_at: event.timestamp,
      claim_transaction_hash: event.transactionHash,
    })
    store.set('competition_registration', registration)
    const tierId = tierRowId(competition.id, tier)
    const tierRow = await store.get('competition_tier', tierId)
    if (!tierRow) throw new Error(`competition: Claimed in tier ${tierId}, which is unknown`)
    tierRow.claims += 1n
    store.set('competition_tier', tierRow)
  },
})

/** What the owner took back after the claim window or a cancellation. */
export const sweptHandler = defineHandler({
  source,
  abi,
  eventName: 'Swept',
  handle: async (event, { store }) => {
    await updateCompetition(store, event, (row) => addPerToken(row, 'swept', event.args.amounts))
  },
})

/** Every handler of the module; publication needs the feeds' decimals. */
export function createCompetitionHandlers(parameters: {
  readFeedDecimals: FeedDecimalsReader
}): IndexerModule['handlers'] {
  return [
    competitionCreatedHandler,
    fundedHandler,
    registeredHandler,
    phaseChangedHandler,
    createResultsPublishedHandler(parameters),
    tierPrizesHandler,
    claimedHandler,
    sweptHandler,
  ]
}
