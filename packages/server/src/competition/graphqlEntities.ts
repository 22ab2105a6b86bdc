import type { EntitySpec, FieldSpec } from '../graphql/entitySpec'
import { amount, bigint, bytes, fixed18, id, level, nullable, ref } from '../graphql/fields'

const SLOTS = [0, 1, 2, 3] as const

/** One field per prize token: `name0` … `name3` over `column0` … `column3`. */
const perToken = (make: (slot: number) => FieldSpec): FieldSpec[] => SLOTS.map(make)

/**
 * The trading competitions' entities (migration 0013_competition): a `Competition` (id
 * `<contract>-<competitionId>`) with its tokens, feeds, phase (the contract's number: 0
 * registration … 4 cancelled), window, results and per-token funding, claims and sweeps (each
 * in its token's decimals, 18 for a token the DEX does not know), its `tiers` and
 * `registrations`; a `CompetitionTier` (id `<competition>-<tier>`; prizes per token and prices
 * as raw integers); a `CompetitionRegistration` (id `<competition>-<account>`) with its team and
 * what its claim paid. Volumes and ranks depend on the DEX's swaps and the clock: the REST API
 * works them out.
 */
export const COMPETITION_ENTITIES: EntitySpec[] = [
  {
    name: 'Competition',
    table: 'competition',
    single: 'competition',
    plural: 'competitions',
    addressId: false,
    fields: [
      id,
      bytes('contract', 'contract'),
      bigint('competitionId', 'competition_id'),
      ...perToken((slot) => bytes(`token${slot}`, `token${slot}`)),
      ...perToken((slot) => bytes(`feed${slot}`, `feed${slot}`)),
      bigint('phase', 'phase', 'int4'),
      bigint('totalRegistrants', 'registrants'),
      bigint('tierCount', 'tier_count', 'int4'),
      nullable(bigint('liveStart', 'live_start')),
      nullable(bigint('liveEnd', 'live_end')),
      nullable(bigint('cancelledAt', 'cancelled_at')),
      level('claimDuration', 'claim_duration'),
      level('maxPriceAge', 'max_price_age'),
      level('claimEnd', 'claim_end', true),
      level('campaignId', 'campaign_id'),
      nullable(bytes('root', 'root')),
      ...perToken((slot) => level(`price${slot}`, `price${slot}`, true)),
      ...perToken((slot) =>
        nullable(bigint(`priceDecimals${slot}`, `price_decimals${slot}`, 'int4')),
      ),
      ...perToken((slot) =>
        amount(`funded${slot}`, `funded${slot}`, { tokenColumn: `token${slot}` }),
      ),
      ...perToken((slot) =>
        amount(`claimed${slot}`, `claimed${slot}`, { tokenColumn: `token${slot}` }),
      ),
      ...perToken((slot) =>
        amount(`swept${slot}`, `swept${slot}`, { tokenColumn: `token${slot}` }),
      ),
      bigint('createdAt', 'created_at'),
      bigint('block', 'created_block'),
      bytes('hash', 'created_transaction_hash'),
      bigint('updatedAt', 'updated_at'),
    ],
    lists: [
      { name: 'tiers', to: 'CompetitionTier', field: 'competition' },
      { name: 'registrations', to: 'CompetitionRegistration', field: 'competition' },
    ],
  },
  {
    name: 'CompetitionTier',
    table: 'competition_tier',
    single: 'competitionTier',
    plural: 'competitionTiers',
    addressId: false,
    fields: [
      id,
      ref('competition', 'competition', 'Competition'),
      bigint('tier', 'tier', 'int4'),
      fixed18('usdPrize', 'usd_prize'),
      level('points', 'points'),
      ...perToken((slot) => level(`amount${slot}`, `amount${slot}`, true)),
      nullable(bigint('winners', 'winners')),
      bigint('claims', 'claims'),
    ],
  },
  {
    name: 'CompetitionRegistration',
    table: 'competition_registration',
    single: 'competitionRegistration',
    plural: 'competitionRegistrations',
    addressId: false,
    fields: [
      id,
      ref('competition', 'competition', 'Competition'),
      bytes('account', 'account'),
      bigint('teamId', 'team_id'),
      bigint('blockNumber', 'block_number'),
      bigint('logIndex', 'log_index', 'int4'),
      bigint('timestamp', 'timestamp'),
      bytes('transactionHash', 'transaction_hash'),
      nullable(bigint('claimedTier', 'claimed_tier', 'int4')),
      ...perToken((slot) => level(`claimedAmount${slot}`, `claimed_amount${slot}`, true)),
      level('claimedPoints', 'claimed_points', true),
      nullable(bigint('claimedAt', 'claimed_at')),
      nullable(bytes('claimHash', 'claim_transaction_hash')),
    ],
  },
]
