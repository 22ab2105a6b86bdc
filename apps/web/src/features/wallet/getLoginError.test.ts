import { ResourceUnavailableRpcError, SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, test } from 'vitest'
import { ChainNotConfiguredError, ConnectorNotFoundError, ProviderNotFoundError } from 'wagmi'
import { errorChain, getLoginError } from './getLoginError'

/** An EIP-1193 error as a wallet throws it. */
function walletError(code: number, message: string) {
  return Object.assign(new Error(message), { code })
}

describe('getLoginError', () => {
  test('no injected provider → Provider Error', () => {
    expect(getLoginError(new ProviderNotFoundError())).toMatchInlineSnapshot(`
      {
        "description": "No provider was found",
        "kind": "toast",
        "title": "Provider Error",
        "translate": true,
      }
    `)
  })

  test('the user rejects the connection (wagmi wraps the wallet error) → Authorization Error', () => {
    const wrapped = new UserRejectedRequestError(walletError(4001, 'User rejected the request.'))
    expect(getLoginError(wrapped)).toEqual({
      kind: 'toast',
      title: 'Authorization Error',
      description: 'Please authorize to access your account',
      translate: true,
    })
    // A raw wallet error with code 4001 means the same.
    expect(getLoginError(walletError(4001, 'nope'))).toMatchObject({ title: 'Authorization Error' })
  })

  test('an unknown connector → Unable to find connector', () => {
    expect(getLoginError(new ConnectorNotFoundError())).toEqual({
      kind: 'toast',
      title: 'Unable to find connector',
      description: 'The connector config is wrong',
      translate: true,
    })
  })

  test('an unsupported chain leads to the add-chain flow, not a toast', () => {
    expect(getLoginError(new ChainNotConfiguredError())).toEqual({ kind: 'unsupported-chain' })
    expect(getLoginError(new SwitchChainError(walletError(4902, 'Unrecognized chain ID')))).toEqual(
      { kind: 'unsupported-chain' },
    )
  })

  test('other errors show their own name and (short) message, untranslated', () => {
    expect(getLoginError(new TypeError('provider.request is not a function'))).toEqual({
      kind: 'toast',
      title: 'TypeError',
      description: 'provider.request is not a function',
      translate: false,
    })
    // viem errors carry a one-line shortMessage beside the long, multi-line message.
    const pending = walletError(-32002, 'Already processing eth_requestAccounts. Please wait.')
    expect(getLoginError(new ResourceUnavailableRpcError(pending))).toEqual({
      kind: 'toast',
      title: 'ResourceUnavailableRpcError',
      description: 'Requested resource not available.',
      translate: false,
    })
    expect(getLoginError('boom')).toEqual({
      kind: 'toast',
      title: 'Error',
      description: 'boom',
      translate: false,
    })
  })
})

test('errorChain follows causes and stops on a cycle', () => {
  const inner: { name: string; cause?: unknown } = { name: 'inner' }
  const outer = { name: 'outer', cause: inner }
  inner.cause = outer
  expect(errorChain(outer).map((e) => e.name)).toEqual(['outer', 'inner'])
  expect(errorChain(undefined)).toEqual([])
})
