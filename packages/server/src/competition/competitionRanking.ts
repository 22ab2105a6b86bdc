import { type CompetitionRanking, type CompetitionRegistrant, rankCompetition } from '@ghost/sdk'
import { buildCompetitionTree, type CompetitionTree } from '@ghost/sdk/competition/merkle'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { type CompetitionRow, PHASE } from './handleCompetition'

/**
 * A competition's live window as the index knows it: from startLive, to endLive (or to the
 * cancellation that cut it short). While open, the standings run to the indexed head.
 */
export type CompetitionWindow = {
  start: bigint | null
  end: bigint | null
  closed: boolean
}

export function competitionWindow(row: CompetitionRow): CompetitionWindow {
  const cancelled = row.phase === PHASE.cancelled
  return {
    start: row.live_start,
    end: row.live_end ?? (cancelled ? row.cancelled_at : null),
    closed: row.live_end !== null || cancelled,
  }
}

/** Standings at one moment, and whether they are final (the window closed). */
export type CompetitionStandingsRead = {
  ranking: CompetitionRanking
  /** The indexed head's time while the window is open; the window's end once closed. */
  asOf: bigint
  final: boolean
  /** The winners' tree (null: nobody won); built only for final standings. */
  tree: CompetitionTree | null
}

/** The registrants in registration order: the Registered events' places in the chain. */
async function readRegistrants(
  trx: Kysely<Database>,
  row: CompetitionRow,
): Promise<CompetitionRegistrant[]> {
  const rows = await trx
    .selectFrom('competition_registration')
    .select(['account', 'team_id'])
    .where('chain_id', '=', row.chain_id)
    .where('competition', '=', row.id)
    .orderBy('block_number')
    .orderBy('log_index')
    .execute()
  return rows.map((registrant, order) => ({
    account: registrant.account,
    teamId: Number(registrant.team_id),
    order,
  }))
}

/**
 * Every registrant's USD volume in the window, in one statement: the swaps (the DEX index's
 * `amount_usd`, every hop of a multi-hop trade its own swap) whose transaction the registrant
 * sent and whose Swap `sender` is the router, from the window's start to before its end (to the
 * indexed head while it is open). Registrants without such a swap are absent (zero).
 */
async function readVolumes(
  trx: Kysely<Database>,
  row: CompetitionRow,
  router: string,
  window: CompetitionWindow,
): Promise<Map<string, bigint>> {
  const { start, end } = window
  if (start === null) return new Map()
  let select = trx
    .selectFrom('competition_registration as r')
    .innerJoin('dex_swap as s', (join) =>
      join.onRef('s.chain_id', '=', 'r.chain_id').onRef('s.from', '=', 'r.account'),
    )
    .select((eb) => ['r.account', eb.fn.sum<bigint | string>('s.amount_usd').as('volume')])
    .where('r.chain_id', '=', row.chain_id)
    .where('r.competition', '=', row.id)
    .where('s.sender', '=', router)
    .where('s.timestamp', '>=', start)
  if (end !== null) select = select.where('s.timestamp', '<', end)
  const rows = await select.groupBy('r.account').execute()
  return new Map(rows.map((each) => [each.account, BigInt(each.volume)]))
}

async function rank(
  trx: Kysely<Database>,
  row: CompetitionRow,
  router: string,
  window: CompetitionWindow,
): Promise<CompetitionRanking> {
  const registrants = await readRegistrants(trx, row)
  return rankCompetition(registrants, await readVolumes(trx, row, router, window))
}

/** How many competitions' final standings are remembered (least recently used go first). */
const FINAL_KEPT = 32

/**
 * Reads standings, remembering final ones: once the live window has closed they cannot change,
 * except by a reorg, and a reorg of anything before endLive changes the hash of the block
 * endLive was indexed in, which is the key. Final standings of a competition cancelled before
 * endLive are not remembered (no such block; they are all zeros or a short window anyway).
 */
export function createStandingsReader() {
  const finals = new Map<
    string,
    Promise<{ ranking: CompetitionRanking; tree: CompetitionTree | null }>
  >()

  const finalOf = (
    trx: Kysely<Database>,
    row: CompetitionRow,
    router: string,
    window: CompetitionWindow,
  ) => {
    const compute = async () => {
      const ranking = await rank(trx, row, router, window)
      const winners = ranking.traders.flatMap(({ account, tier }) =>
        tier === null ? [] : [{ account, tier }],
      )
      const tree = winners.length === 0 ? null : buildCompetitionTree(row.competition_id, winners)
      return { ranking, tree }
    }
    if (row.end_live_block_hash === null) return compute()
    const key = `${row.chain_id}:${row.id}:${row.end_live_block_hash}:${router}`
    const known = finals.get(key)
    if (known) {
      finals.delete(key)
      finals.set(key, known)
      return known
    }
    const computing = compute()
    finals.set(key, computing)
    computing.catch(() => finals.delete(key))
    while (finals.size > FINAL_KEPT) {
      const oldest = finals.keys().next().value
      if (oldest === undefined) break
      finals.delete(oldest)
    }
    return computing
  }

  return {
    /** The standings at `now` (the indexed head's time), final once the window has closed. */
    async read(
      trx: Kysely<Database>,
      row: CompetitionRow,
      router: string,
      now: bigint,
    ): Promise<CompetitionStandingsRead> {
      const window = competitionWindow(row)
      if (!window.closed) {
        return {
          ranking: await rank(trx, row, router, window),
          asOf: now,
          final: false,
          tree: null,
        }
      }
      const { ranking, tree } = await finalOf(trx, row, router, window)
      return { ranking, asOf: window.end ?? now, final: true, tree }
    },
  }
}

export type StandingsReader = ReturnType<typeof createStandingsReader>
