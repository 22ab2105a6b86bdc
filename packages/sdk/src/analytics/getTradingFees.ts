import { BIPS_BASE, LP_FEE_BPS, SWAP_FEE_BPS } from '../constants/amm'

export type GetTradingFeesReturnType = {
  /** The whole swap fee, 0.25% of the volume. */
  total: bigint
  /** What stays with liquidity providers, 0.17% of the volume. */
  liquidityProviders: bigint
}

/** The fees a volume (any unit, e.g. USD fixed point) pays. */
export function getTradingFees(volume: bigint): GetTradingFeesReturnType {
  return {
    total: (volume * SWAP_FEE_BPS) / BIPS_BASE,
    liquidityProviders: (volume * LP_FEE_BPS) / BIPS_BASE,
  }
}
