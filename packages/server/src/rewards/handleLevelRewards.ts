import { iLevelRewardsAbi } from '@ghost/contracts'
import { zeroAddress } from 'viem'
import { defineHandler, type EntityStore, type EventMeta } from '../indexer/types'
import {
  GHOST_POT_NAME,
  loadOrCreateLevel,
  loadProgramme,
  locatedEvent,
  lower,
  newProgramme,
  type ProgrammeKind,
  type ProgrammeRow,
  type RewardEventKind,
  type RewardsChainReader,
} from './entities'

/** The log sources whose contracts implement ILevelRewards, and the kind of programme each is. */
export const PROGRAMME_SOURCES = {
  GhostPot: 'ghostPot',
  SharePot: 'sharePot',
  FeeManager: 'feeManager',
} as const satisfies Record<string, ProgrammeKind>

export type ProgrammeSource = keyof typeof PROGRAMME_SOURCES

type Dependencies = { reader?: RewardsChainReader | undefined }

/**
 * The programme an event belongs to. The ghost pot has no creation event: its row appears with
 * its first event (Ownable's OwnershipTransferred of the constructor). A share pot or fee manager
 * is created by its factory's PotCreated / FeeManagerCreated, which comes after the constructor's
 * own events in the same transaction: those are skipped (they carry nothing the factory's event
 * does not).
 */
async function programmeOf(
  store: EntityStore,
  event: EventMeta,
  source: ProgrammeSource,
  dependencies: Dependencies,
): Promise<ProgrammeRow | undefined> {
  const row = await loadProgramme(store, event.address)
  if (row || source !== 'GhostPot') return row
  const admin = dependencies.reader
    ? await dependencies.reader.ghostPotAdmin(event.address)
    : zeroAddress
  return newProgramme(event, {
    id: event.address,
    kind: 'ghostPot',
    name: GHOST_POT_NAME,
    admin,
    collection: null,
    factory_index: 0n,
  })
}

function eventRow(
  event: EventMeta,
  programme: ProgrammeRow,
  kind: RewardEventKind,
  fields: {
    user: string | null
    amount?: bigint
    previousLevel?: bigint
    newLevel?: bigint
    totalLevel?: bigint
    inWBNB?: boolean
  },
) {
  return {
    ...locatedEvent(event),
    kind,
    programme: programme.id,
    programme_kind: programme.kind,
    user: fields.user === null ? null : lower(fields.user),
    amount: fields.amount ?? null,
    previous_level: fields.previousLevel ?? null,
    new_level: fields.newLevel ?? null,
    total_level: fields.totalLevel ?? null,
    in_wbnb: fields.inWBNB ?? null,
  }
}

/**
 * ILevelRewards' events, the same for the three kinds (one set of events by design): deposits and
 * harvests add to the programme's totals, a level change moves the holder's level and the count of
 * holders (levels above 0). The events carry the contract's own totalLevel, which the row takes
 * as it is rather than summing.
 */
export function createLevelRewardsHandlers(source: ProgrammeSource, dependencies: Dependencies) {
  const ownershipTransferred = defineHandler({
    source,
    abi: iLevelRewardsAbi,
    eventName: 'OwnershipTransferred',
    async handle(event, { store }) {
      // Only to see the ghost pot appear; the owner is not part of the index.
      const programme = await programmeOf(store, event, source, dependencies)
      if (programme && !(await loadProgramme(store, programme.id))) {
        store.set('reward_programme', programme)
      }
    },
  })

  const adminUpdate = defineHandler({
    source,
    abi: iLevelRewardsAbi,
    eventName: 'AdminUpdate',
    async handle(event, { store }) {
      const programme = await programmeOf(store, event, source, dependencies)
      if (!programme) return
      programme.admin = lower(event.args.newAdmin)
      programme.updated_at = event.timestamp
      store.set('reward_programme', programme)
    },
  })

  const deposit = defineHandler({
    source,
    abi: iLevelRewardsAbi,
    eventName: 'RewardsDeposit',
    async handle(event, { store }) {
      const programme = await programmeOf(store, event, source, dependencies)
      if (!programme) return
      programme.total_deposited += event.args.amount
      programme.total_level = event.args.totalLevel
      programme.updated_at = event.timestamp
      store.set('reward_programme', programme)
      store.set(
        'reward_event',
        eventRow(event, programme, 'deposit', {
          user: event.args.from,
          amount: event.args.amount,
          totalLevel: event.args.totalLevel,
        }),
      )
    },
  })

  const harvest = defineHandler({
    source,
    abi: iLevelRewardsAbi,
    eventName: 'RewardsHarvest',
    async handle(event, { store }) {
      const programme = await programmeOf(store, event, source, dependencies)
      if (!programme) return
      programme.total_harvested += event.args.amount
      programme.updated_at = event.timestamp
      store.set('reward_programme', programme)
      store.set(
        'reward_event',
        eventRow(event, programme, 'harvest', {
          user: event.args.user,
          amount: event.args.amount,
          inWBNB: event.args.inWBNB,
        }),
      )
    },
  })

  const levelUpdate = defineHandler({
    source,
    abi: iLevelRewardsAbi,
    eventName: 'LevelUpdate',
    async handle(event, { store }) {
      const programme = await programmeOf(store, event, source, dependencies)
      if (!programme) return
      const { user, previousLevel, newLevel, totalLevel } = event.args
      const level = await loadOrCreateLevel(store, event, programme.id, user)
      // The stored level, not the event's previousLevel, decides the holder count: both are the
      // same on a consistent chain, and the count then always matches the level rows.
      if (level.level === 0n && newLevel > 0n) programme.holders += 1n
      if (level.level > 0n && newLevel === 0n) programme.holders -= 1n
      level.level = newLevel
      level.updated_at = event.timestamp
      store.set('reward_level', level)
      programme.total_level = totalLevel
      programme.updated_at = event.timestamp
      store.set('reward_programme', programme)
      store.set(
        'reward_event',
        eventRow(event, programme, 'level', { user, previousLevel, newLevel, totalLevel }),
      )
    },
  })

  return [ownershipTransferred, adminUpdate, deposit, harvest, levelUpdate]
}
