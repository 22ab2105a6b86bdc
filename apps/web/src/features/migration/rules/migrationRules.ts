/**
 * The migration screen's rules, apart from React: which contracts it uses, which legacy positions
 * it lists, the steps a position goes through (unstake from the legacy farm first, then migrate),
 * and the quote of what GhostMigrator does with the wallet's LP (the sdk's `quoteMigration`, with
 * the protocol fee counted on each side where its factory has `feeTo` set, and the user's
 * slippage for the minimums).
 */
import type { Manifest } from '@ghost/contracts/manifest'
import { getMigrationContracts } from '@ghost/contracts/manifest'
import { type QuoteMigrationReturnType, quoteMigration } from '@ghost/sdk'
import type { Address } from 'viem'

export type PairFigures = {
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
  kLast: bigint
  /** The wallet's LP of this pair (0 without a wallet). */
  balance: bigint
}

export type LegacyPosition = PairFigures & {
  pair: Address
  token0: Address
  token1: Address
  /** The wallet's stake in the legacy farm; undefined when no legacy farm pool takes this LP. */
  stake: { pid: bigint; amount: bigint } | undefined
  /** Ghost's pair of the same tokens; undefined when there is none yet (the migration creates it). */
  ghost: (PairFigures & { pair: Address }) | undefined
}

export type MigrationContracts = {
  legacyFactory: Address
  legacyMasterChef: Address
  migrator: Address
  /** Ghost's factory, whose pairs receive the liquidity. */
  factory: Address
}

/** The migration's contracts in this world; undefined when it has none. */
export function getMigrationSetup(manifest: Manifest): MigrationContracts | undefined {
  const contracts = getMigrationContracts(manifest)
  if (!contracts) return undefined
  return {
    legacyFactory: contracts.LegacyFactory,
    legacyMasterChef: contracts.LegacyMasterChef,
    migrator: contracts.Migrator,
    factory: manifest.contracts.Factory,
  }
}

/** The positions the page lists: LP in the wallet or staked in the legacy farm, or just migrated. */
export function getShownPositions(
  positions: readonly LegacyPosition[],
  migrated: ReadonlySet<string>,
): LegacyPosition[] {
  return positions.filter(
    (position) =>
      position.balance > 0n ||
      (position.stake?.amount ?? 0n) > 0n ||
      migrated.has(position.pair.toLowerCase()),
  )
}

export type PositionStep =
  /** LP staked in the legacy farm: unstake it first. */
  | 'unstake'
  /** LP in the wallet, nothing staked: migrate it. */
  | 'migrate'
  /** Nothing left in the legacy pair. */
  | 'done'

export function getPositionStep(position: Pick<LegacyPosition, 'balance' | 'stake'>): PositionStep {
  if ((position.stake?.amount ?? 0n) > 0n) return 'unstake'
  return position.balance > 0n ? 'migrate' : 'done'
}

export type MigrationQuote =
  | { ok: true; quote: QuoteMigrationReturnType }
  /** The chain would refuse this migration (see quoteMigration's errors): the reason to show. */
  | { ok: false; reason: 'nothing' | 'tooSmall' | 'ghostPairOneSided' }

/**
 * What migrating the wallet's whole legacy LP of `position` gives, in token0/token1 order: the
 * protocol fee is counted on a side only while its factory's `feeTo` is set, as the pairs do.
 */
export function getMigrationQuote(
  position: LegacyPosition,
  {
    legacyFeeOn,
    ghostFeeOn,
    slippageBips,
  }: {
    legacyFeeOn: boolean
    ghostFeeOn: boolean
    slippageBips: number
  },
): MigrationQuote {
  if (position.balance === 0n) return { ok: false, reason: 'nothing' }
  const { ghost } = position
  if (ghost && (ghost.reserve0 === 0n) !== (ghost.reserve1 === 0n)) {
    return { ok: false, reason: 'ghostPairOneSided' }
  }
  try {
    return {
      ok: true,
      quote: quoteMigration({
        liquidity: position.balance,
        legacyTotalSupply: position.totalSupply,
        legacyReserveA: position.reserve0,
        legacyReserveB: position.reserve1,
        legacyKLast: legacyFeeOn ? position.kLast : 0n,
        reserveA: ghost?.reserve0 ?? 0n,
        reserveB: ghost?.reserve1 ?? 0n,
        totalSupply: ghost?.totalSupply ?? 0n,
        kLast: ghostFeeOn ? (ghost?.kLast ?? 0n) : 0n,
        slippageBips,
      }),
    }
  } catch {
    // a position too small to pay a wei of a token, or to mint any Ghost LP
    return { ok: false, reason: 'tooSmall' }
  }
}
