import type { FarmAuctionTables } from '../auction/tables'
import type { AuthTables } from '../auth/tables'
import type { CompetitionTables } from '../competition/tables'
import type { DexTables } from '../dex/tables'
import type { IfoTables } from '../ifo/tables'
import type { IndexerTables } from '../indexer/tables'
import type { LotteryTables } from '../lottery/tables'
import type { MarketTables } from '../market/tables'
import type { NftTables } from '../nft/tables'
import type { PredictionTables } from '../prediction/tables'
import type { ProfileTables } from '../profiles/tables'
import type { RewardTables } from '../rewards/tables'
import type { SquadTables } from '../squad/tables'
import type { VotingTables } from '../voting/tables'

/**
 * Every table the server owns, by table name: each domain declares its own in its `tables.ts`.
 * A new migration's table goes into its domain's interface (or a new domain's, added here).
 */
export interface Database
  extends IndexerTables,
    DexTables,
    NftTables,
    ProfileTables,
    RewardTables,
    SquadTables,
    LotteryTables,
    PredictionTables,
    IfoTables,
    CompetitionTables,
    AuthTables,
    MarketTables,
    VotingTables,
    FarmAuctionTables {}
