export type ParseEnsAddressReturnType = { ensName: string; ensPath: string | undefined } | undefined

const ENS_ADDRESS = /^((?:[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*\.)+)eth(\/.*)?$/

/**
 * Splits a token-list location like 'tokens.ghost.eth/list.json' into the ENS name (lower case)
 * and the path after it.
 *
 * @example
 * parseEnsAddress('Tokens.Ghost.eth/list.json') // { ensName: 'tokens.ghost.eth', ensPath: '/list.json' }
 */
export function parseEnsAddress(value: string): ParseEnsAddressReturnType {
  const match = ENS_ADDRESS.exec(value)
  if (!match) return undefined
  return { ensName: `${(match[1] as string).toLowerCase()}eth`, ensPath: match[2] }
}
