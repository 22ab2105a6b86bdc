import { describe, expect, test } from 'vitest'
import { BUSD, CAKE, DEEP, GHOST, USDT, WBNB } from '../../prices/testTokens'
import { getAddLiquidityPath, getFarmConfig } from './getFarmConfig'

const quotePreference = [WBNB.address, BUSD.address, USDT.address, GHOST.address]
const lpAddress = '0x00000000000000000000000000000000000000aa'

function config(tokenA = WBNB, tokenB = USDT) {
  return getFarmConfig({ pid: 0, lpAddress, tokenA, tokenB, quotePreference, wbnb: WBNB.address })
}

describe('getFarmConfig', () => {
  test('the BNB-USDT pair is the USDT-BNB farm, quoted in BNB, whatever the order', () => {
    for (const farm of [config(WBNB, USDT), config(USDT, WBNB)]) {
      expect(farm.lpSymbol).toBe('USDT-BNB LP')
      expect(farm.token.symbol).toBe('USDT')
      expect(farm.quoteToken.symbol).toBe('WBNB')
      expect(farm.lpToken.symbol).toBe('USDT-BNB LP')
      expect(farm.lpToken.decimals).toBe(18)
      expect(farm.lpToken.address).toBe('0x00000000000000000000000000000000000000AA')
    }
  })

  test('quote preference: BNB, then BUSD, USDT, GHOST; neither preferred keeps the sorted order', () => {
    expect(config(USDT, BUSD).lpSymbol).toBe('USDT-BUSD LP')
    expect(config(CAKE, GHOST).lpSymbol).toBe('CAKE-GHOST LP')
    expect(config(GHOST, WBNB).lpSymbol).toBe('GHOST-BNB LP')
    expect(config(DEEP, CAKE).lpSymbol).toBe('DEEP-CAKE LP')
    expect(config(CAKE, DEEP).lpSymbol).toBe('DEEP-CAKE LP')
  })
})

describe('getAddLiquidityPath', () => {
  test('quote first, WBNB as BNB', () => {
    expect(getAddLiquidityPath(config(), WBNB.address)).toBe(`/add/BNB/${USDT.address}`)
    expect(getAddLiquidityPath(config(CAKE, GHOST), WBNB.address)).toBe(
      `/add/${GHOST.address}/${CAKE.address}`,
    )
  })
})
