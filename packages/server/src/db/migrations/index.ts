import type { Migration } from 'kysely/migration'
import * as init from './0001_init'
import * as indexer from './0002_indexer'
import * as dex from './0003_dex'
import * as nft from './0004_nft'
import * as marketApi from './0005_market_api'
import * as marketReads from './0006_market_reads'
import * as rewards from './0007_rewards'
import * as lazyTokenScope from './0008_lazy_token_scope'
import * as lottery from './0009_lottery'
import * as prediction from './0010_prediction'
import * as ifo from './0011_ifo'
import * as voting from './0012_voting'
import * as competition from './0013_competition'
import * as auction from './0014_auction'

/**
 * Every migration, keyed by name; names sort in the order they run. Applied names are stored in
 * `kysely_migration`, so never rename or edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001_init': init,
  // The indexer's own bookkeeping (block hashes, journal, factory children).
  '0002_indexer': indexer,
  '0003_dex': dex,
  // The NFT market and profiles (issue 13).
  '0004_nft': nft,
  // Sessions, usernames and the NFT market's off-chain records (issue 14).
  '0005_market_api': marketApi,
  // Indexes for the market API's token pages and UID lookups (issue 14).
  '0006_market_reads': marketReads,
  // The reward programmes and the Ghost Squad sale (issue 16).
  '0007_rewards': rewards,
  // Token UIDs scoped by collection; collections' ownership epochs (issue 27).
  '0008_lazy_token_scope': lazyTokenScope,
  // The lottery's rounds, tickets, players and steps (issue 31).
  '0009_lottery': lottery,
  // The prediction game's rounds, bets, claims, players and settings (issue 32).
  '0010_prediction': prediction,
  // The initial offerings' sales, pools, wallets, commits and points (issue 33).
  '0011_ifo': ifo,
  // Governance voting's signed proposals and votes, and each proposal's cached tally (issue 34).
  '0012_voting': voting,
  // The trading competitions, their prize tiers and registrations; swaps by sender (issue 35).
  '0013_competition': competition,
  // The farm auctions' whitelist, auctions, bids and bid history (issue 35).
  '0014_auction': auction,
}
