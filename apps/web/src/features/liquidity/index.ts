/** The liquidity pages: positions, add, remove and import a pool. */
export { AddLiquidityPage } from './AddLiquidityPage'
export { ImportPoolPage } from './ImportPoolPage'
export { LiquidityPage } from './LiquidityPage'
export { RemoveLiquidityPage } from './RemoveLiquidityPage'
