import { expect, test } from 'vitest'
import { NftApiError } from '../../../api/nfts/NftApiError'
import { getPostIntroductionError } from './introductionRules'

test("the API's message with the refused fields' messages", () => {
  expect(
    getPostIntroductionError(
      new NftApiError(400, 'Invalid request body.', {
        issues: [
          { in: 'body', path: ['content'], code: 'too_big', message: 'Too big: at most 2000' },
        ],
      }),
    ),
  ).toEqual({ kind: 'api', message: 'Invalid request body. content: Too big: at most 2000' })
  expect(
    getPostIntroductionError(new NftApiError(403, 'Only the owner can introduce it.')),
  ).toEqual({ kind: 'api', message: 'Only the owner can introduce it.' })
})

test("a wallet that does not sign: 'Unable to sign payload'", () => {
  expect(getPostIntroductionError(new Error('User rejected the request.'))).toEqual({
    kind: 'wallet',
    message: 'Unable to sign payload',
  })
})
