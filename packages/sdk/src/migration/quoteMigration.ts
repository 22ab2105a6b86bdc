import { LP_FEE_BPS, MINIMUM_LIQUIDITY, PROTOCOL_FEE_BPS } from '../constants/amm'
import { DEFAULT_SLIPPAGE_BPS, MAX_SLIPPAGE_BPS } from '../constants/settings'
import {
  InsufficientInputAmountError,
  InsufficientReservesError,
  InvalidLiquidityError,
} from '../errors/pair'
import { UnexpectedSlippageError } from '../errors/slippage'
import { sqrt } from '../pair/sqrt'

export type QuoteMigrationParameters = {
  /** Legacy LP tokens to migrate (at most the legacy total supply). */
  liquidity: bigint
  /** The legacy pair's `totalSupply`. */
  legacyTotalSupply: bigint
  /**
   * The legacy pair's reserves of tokenA and tokenB. Its burn pays from balances, which equal
   * the reserves unless someone sent tokens to the pair without a sync.
   */
  legacyReserveA: bigint
  legacyReserveB: bigint
  /**
   * The legacy pair's `kLast` when the legacy factory's `feeTo` is set; omit (or 0) when it is
   * not: the burn then mints no protocol fee, whatever kLast the pair still stores.
   */
  legacyKLast?: bigint | undefined
  /** Ghost's pair reserves of tokenA and tokenB; 0 and 0 when it is empty or not created yet. */
  reserveA: bigint
  reserveB: bigint
  /** Ghost's pair `totalSupply`; 0 when it is empty or not created yet. */
  totalSupply: bigint
  /** Ghost's pair `kLast` when Ghost's factory `feeTo` is set (it is in the world); omit when not. */
  kLast?: bigint | undefined
  /** Slippage allowed on the deposit, basis points 0–10000; DEFAULT_SLIPPAGE_BPS (0.5%) when omitted. */
  slippageBips?: number | undefined
}

/** What GhostMigrator does with the position, in tokenA/tokenB order. */
export type QuoteMigrationReturnType = {
  /** Tokens out of the legacy pair. */
  amountA: bigint
  amountB: bigint
  /** Tokens deposited into Ghost's pair. */
  depositedA: bigint
  depositedB: bigint
  /** Tokens refunded to the recipient: amount − deposited (one of the two is always 0). */
  refundA: bigint
  refundB: bigint
  /** Ghost LP minted to the recipient. */
  liquidityOut: bigint
  /** The `amountAMin` / `amountBMin` to pass: deposited less the slippage, rounded down. */
  amountAMin: bigint
  amountBMin: bigint
}

/**
 * GhostPair `_mintFee`: the LP supply after the protocol fee a mint or burn first mints to
 * `feeTo`, s(√k − √kLast)·8 / (17·√k + 8·√kLast) (see getTotalSupplyAfterFee, which takes a Pair).
 */
function supplyAfterFee(
  reserveA: bigint,
  reserveB: bigint,
  totalSupply: bigint,
  kLast: bigint,
): bigint {
  if (kLast === 0n) return totalSupply
  const rootK = sqrt(reserveA * reserveB)
  const rootKLast = sqrt(kLast)
  if (rootK <= rootKLast) return totalSupply
  const numerator = totalSupply * (rootK - rootKLast) * PROTOCOL_FEE_BPS
  const denominator = rootK * LP_FEE_BPS + rootKLast * PROTOCOL_FEE_BPS
  return totalSupply + numerator / denominator
}

/**
 * What `GhostMigrator.migrate` of `liquidity` legacy LP pays, to the wei, for plain ERC-20s
 * (a fee-on-transfer token delivers less than this):
 * 1. the legacy burn pays liquidity·reserve / supply of each token, the supply first grown by
 *    the legacy protocol fee when its switch is on;
 * 2. an empty Ghost pair takes everything; otherwise all of one token and the other at Ghost's
 *    ratio, rounded down (the router's `_addLiquidity` rule), and the rest is refunded;
 * 3. Ghost's pair mints √(dA·dB) − MINIMUM_LIQUIDITY into an empty supply, else
 *    min(dA·S/rA, dB·S/rB) with S grown by Ghost's protocol fee (on in the world).
 * Throws what the chain would revert on: InvalidLiquidityError for no liquidity or more than
 * the supply, InsufficientInputAmountError when the burn pays 0 of a token or the mint mints
 * nothing, InsufficientReservesError for a Ghost pair with one empty side, and
 * UnexpectedSlippageError for slippage outside 0–10000.
 *
 * @example
 * quoteMigration({ liquidity, legacyTotalSupply, legacyReserveA, legacyReserveB,
 *   reserveA, reserveB, totalSupply, kLast }).liquidityOut
 */
export function quoteMigration({
  liquidity,
  legacyTotalSupply,
  legacyReserveA,
  legacyReserveB,
  legacyKLast = 0n,
  reserveA,
  reserveB,
  totalSupply,
  kLast = 0n,
  slippageBips = DEFAULT_SLIPPAGE_BPS,
}: QuoteMigrationParameters): QuoteMigrationReturnType {
  if (!Number.isInteger(slippageBips) || slippageBips < 0 || slippageBips > MAX_SLIPPAGE_BPS) {
    throw new UnexpectedSlippageError({ slippage: slippageBips })
  }
  if (liquidity <= 0n) throw new InvalidLiquidityError({ reason: 'Nothing to migrate' })
  if (liquidity > legacyTotalSupply) {
    throw new InvalidLiquidityError({ reason: 'Liquidity exceeds the legacy total supply' })
  }

  const legacySupply = supplyAfterFee(
    legacyReserveA,
    legacyReserveB,
    legacyTotalSupply,
    legacyKLast,
  )
  const amountA = (liquidity * legacyReserveA) / legacySupply
  const amountB = (liquidity * legacyReserveB) / legacySupply
  if (amountA === 0n || amountB === 0n) throw new InsufficientInputAmountError()

  let depositedA = amountA
  let depositedB = amountB
  if (reserveA !== 0n || reserveB !== 0n) {
    if (reserveA === 0n || reserveB === 0n) throw new InsufficientReservesError()
    const amountBOptimal = (amountA * reserveB) / reserveA
    if (amountBOptimal <= amountB) depositedB = amountBOptimal
    else depositedA = (amountB * reserveA) / reserveB
  }

  const supply = supplyAfterFee(reserveA, reserveB, totalSupply, kLast)
  let liquidityOut: bigint
  if (supply === 0n) {
    const rootK = sqrt(depositedA * depositedB)
    if (rootK <= MINIMUM_LIQUIDITY) throw new InsufficientInputAmountError()
    liquidityOut = rootK - MINIMUM_LIQUIDITY
  } else {
    if (reserveA === 0n) throw new InsufficientReservesError()
    const liquidityA = (depositedA * supply) / reserveA
    const liquidityB = (depositedB * supply) / reserveB
    liquidityOut = liquidityA < liquidityB ? liquidityA : liquidityB
  }
  if (liquidityOut <= 0n) throw new InsufficientInputAmountError()

  const kept = 10_000n - BigInt(slippageBips)
  return {
    amountA,
    amountB,
    depositedA,
    depositedB,
    refundA: amountA - depositedA,
    refundB: amountB - depositedB,
    liquidityOut,
    amountAMin: (depositedA * kept) / 10_000n,
    amountBMin: (depositedB * kept) / 10_000n,
  }
}
