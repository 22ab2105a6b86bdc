import {
  DuplicateTokensError,
  FailedToDownloadListError,
  MainnetEnsResolverError,
  TokenListValidationError,
} from '@ghost/sdk'
import { expect, test } from 'vitest'
import { getTokenListErrorMessage, getTokenListErrorText } from './tokenListErrors'

test('sdk errors are kept by their spec text, without the debug lines', () => {
  expect(getTokenListErrorMessage(new DuplicateTokensError({ chainId: 1, address: '0x1' }))).toBe(
    'Duplicate tokens.',
  )
  expect(getTokenListErrorMessage(new Error('plain'))).toBe('plain')
  expect(getTokenListErrorMessage('text')).toBe('text')
})

test.each([
  [
    new TokenListValidationError({ errors: '/tokens/0/decimals must be <= 255' }),
    {
      key: 'Token list failed validation: %errors%',
      values: { errors: '/tokens/0/decimals must be <= 255' },
    },
  ],
  [
    new DuplicateTokensError({ chainId: 1, address: '0x1' }),
    { key: 'Duplicate tokens.', values: {} },
  ],
  [
    new FailedToDownloadListError({ url: 'https://x.example/l.json' }),
    { key: 'Failed to download list %url%', values: { url: 'https://x.example/l.json' } },
  ],
  [new MainnetEnsResolverError(), { key: 'Could not construct mainnet ENS resolver', values: {} }],
])('%s maps to its translation key', (error, expected) => {
  expect(getTokenListErrorText(getTokenListErrorMessage(error))).toEqual(expected)
})

test('a text outside the catalogue is shown as it is', () => {
  expect(getTokenListErrorText('Something else')).toEqual({
    key: '%message%',
    values: { message: 'Something else' },
  })
})
