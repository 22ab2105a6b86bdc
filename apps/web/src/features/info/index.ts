/** What other features use of Info: its API client and the protocol's figures. */

export { fromScaled, toScaled } from './rules/figures'
export { getProtocolFigures, type ProtocolFigures } from './rules/protocol'
