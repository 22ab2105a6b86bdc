import { PREDICTION_ORACLE_DECIMALS } from './constants'

/**
 * The feed answer (USD per BNB with the oracle's 8 decimals, rounded down) for a BNB/USD pair
 * holding `bnbReserve` wrapped BNB (18 decimals) and `usdReserve` of a USD token with
 * `usdDecimals`: how the local world's keeper turns the DEX's price into the game's price.
 */
export function oracleAnswerFromReserves(
  bnbReserve: bigint,
  usdReserve: bigint,
  usdDecimals: number,
): bigint {
  if (bnbReserve === 0n) throw new RangeError('The pair holds no BNB: it has no price')
  const scale = PREDICTION_ORACLE_DECIMALS + 18 - usdDecimals
  return scale >= 0
    ? (usdReserve * 10n ** BigInt(scale)) / bnbReserve
    : usdReserve / (bnbReserve * 10n ** BigInt(-scale))
}
