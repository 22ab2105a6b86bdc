import { BaseError, UserRejectedRequestError } from 'viem'
import { expect, test } from 'vitest'
import { getTransactionErrorMessage, isUserRejection } from './getTransactionError'

test('a wallet rejection, bare or wrapped, reads Transaction rejected', () => {
  const wallet = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  expect(getTransactionErrorMessage(wallet)).toEqual({
    rejected: true,
    message: 'Transaction rejected',
  })
  const wrapped = new BaseError('Request failed', { cause: new UserRejectedRequestError(wallet) })
  expect(isUserRejection(wrapped)).toBe(true)
  expect(getTransactionErrorMessage(wrapped).message).toBe('Transaction rejected')
})

test('other errors give their short message, else their message', () => {
  const viemError = new BaseError('Execution reverted.', {
    details: 'gas required exceeds allowance',
  })
  expect(getTransactionErrorMessage(viemError)).toEqual({
    rejected: false,
    message: 'Execution reverted.',
  })
  expect(getTransactionErrorMessage(new Error('boom'))).toEqual({
    rejected: false,
    message: 'boom',
  })
  expect(getTransactionErrorMessage('plain')).toEqual({ rejected: false, message: 'plain' })
})
