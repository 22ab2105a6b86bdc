/** What other features use of Info: the protocol's figures and the exact decimal sums behind them. */
export { fromScaled, sumWindows, toScaled } from './rules/figures'
export { getProtocolFigures, type ProtocolFigures } from './rules/protocol'
