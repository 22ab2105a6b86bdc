import { Token } from '@ghost/sdk'
import type { Address } from 'viem'

/** Spec §3 "Farm config", for one MasterChef pid. */
export type FarmConfig = {
  pid: number
  /** '{token}-{quote} LP', e.g. 'USDT-BNB LP'. */
  lpSymbol: string
  lpAddress: Address
  /** The LP token itself (18 decimals), named by `lpSymbol`. */
  lpToken: Token
  token: Token
  quoteToken: Token
  dual: false
  isCommunity: false
}

export type GetFarmConfigParameters = {
  pid: number
  lpAddress: Address
  /** The pair's two tokens, in any order. */
  tokenA: Token
  tokenB: Token
  /** Quote tokens in order of preference (WBNB, BUSD, USDT, GHOST as the farms list them). */
  quotePreference: readonly Address[]
  /** WBNB: shown as 'BNB' in symbols and add-liquidity links. */
  wbnb: Address
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** The symbol a farm shows for a token: the native coin's name for WBNB. */
export function getFarmTokenSymbol(token: Token, wbnb: Address): string {
  return same(token.address, wbnb) ? 'BNB' : (token.symbol ?? token.address)
}

/**
 * A farm's config from the MasterChef's LP and the pair's tokens: the quote token is the
 * preferred one of the two (BNB first), so the BNB-USDT pair is the 'USDT-BNB LP' farm.
 *
 * @example
 * getFarmConfig({ pid: 0, lpAddress, tokenA: wbnb, tokenB: usdt, quotePreference: [wbnb.address], wbnb: wbnb.address }).lpSymbol // 'USDT-BNB LP'
 */
export function getFarmConfig({
  pid,
  lpAddress,
  tokenA,
  tokenB,
  quotePreference,
  wbnb,
}: GetFarmConfigParameters): FarmConfig {
  const rank = (token: Token) => {
    const index = quotePreference.findIndex((address) => same(address, token.address))
    return index === -1 ? quotePreference.length : index
  }
  // ties (neither preferred): the pair's sorted order keeps it stable
  const [first, second] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  const [token, quoteToken] = rank(second) < rank(first) ? [first, second] : [second, first]
  const lpSymbol = `${getFarmTokenSymbol(token, wbnb)}-${getFarmTokenSymbol(quoteToken, wbnb)} LP`
  return {
    pid,
    lpSymbol,
    lpAddress,
    lpToken: new Token({
      chainId: token.chainId,
      address: lpAddress,
      decimals: 18,
      symbol: lpSymbol,
      name: lpSymbol,
    }),
    token,
    quoteToken,
    dual: false,
    isCommunity: false,
  }
}

/**
 * The add-liquidity route for a farm's LP: quote token first, WBNB written 'BNB'
 * (spec §2 add routes), e.g. '/add/BNB/0x55d3…'.
 */
export function getAddLiquidityPath(
  config: Pick<FarmConfig, 'token' | 'quoteToken'>,
  wbnb: Address,
) {
  const id = (token: Token) => (same(token.address, wbnb) ? 'BNB' : token.address)
  return `/add/${id(config.quoteToken)}/${id(config.token)}`
}
