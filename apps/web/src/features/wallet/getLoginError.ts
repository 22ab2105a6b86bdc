/**
 * What the user is told when connecting a wallet fails (spec §8, Wallet login). Known failures
 * map to fixed, translatable texts; anything else shows the error's own name and message. A
 * wallet on a chain the app does not serve is not a toast: it leads to the switch/add-chain flow.
 */
import { msg } from '../../i18n'

export type LoginError =
  | { kind: 'unsupported-chain' }
  | {
      kind: 'toast'
      title: string
      description: string
      /** True when title and description are message keys (ours), false when they come from the error. */
      translate: boolean
    }

/** EIP-1193 code for "the user rejected the request". */
export const USER_REJECTED_CODE = 4001
/** EIP-3085 / MetaMask code for "unrecognised chain id" (the chain must be added first). */
export const UNRECOGNIZED_CHAIN_CODE = 4902

type ErrorLike = { name?: unknown; code?: unknown; cause?: unknown; shortMessage?: unknown }

/** The error and its `cause` chain, outermost first (bounded: causes can be cyclic). */
export function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = []
  let current = error
  while (typeof current === 'object' && current !== null && chain.length < 10) {
    if (chain.includes(current as ErrorLike)) break
    chain.push(current as ErrorLike)
    current = (current as ErrorLike).cause
  }
  return chain
}

function hasName(error: unknown, names: readonly string[]): boolean {
  return errorChain(error).some((e) => typeof e.name === 'string' && names.includes(e.name))
}

export function hasCode(error: unknown, code: number): boolean {
  return errorChain(error).some((e) => e.code === code)
}

export function getLoginError(error: unknown): LoginError {
  if (
    hasCode(error, UNRECOGNIZED_CHAIN_CODE) ||
    hasName(error, ['ChainNotConfiguredError', 'ConnectorChainMismatchError'])
  ) {
    return { kind: 'unsupported-chain' }
  }
  if (hasName(error, ['ProviderNotFoundError'])) {
    return {
      kind: 'toast',
      title: msg('Provider Error'),
      description: msg('No provider was found'),
      translate: true,
    }
  }
  if (hasCode(error, USER_REJECTED_CODE) || hasName(error, ['UserRejectedRequestError'])) {
    return {
      kind: 'toast',
      title: msg('Authorization Error'),
      description: msg('Please authorize to access your account'),
      translate: true,
    }
  }
  if (hasName(error, ['ConnectorNotFoundError'])) {
    return {
      kind: 'toast',
      title: msg('Unable to find connector'),
      description: msg('The connector config is wrong'),
      translate: true,
    }
  }
  if (error instanceof Error) {
    const short = (error as ErrorLike).shortMessage
    return {
      kind: 'toast',
      title: error.name,
      description: typeof short === 'string' && short ? short : error.message,
      translate: false,
    }
  }
  return { kind: 'toast', title: 'Error', description: String(error), translate: false }
}
