import { describe, expect, test } from 'vitest'
import { BaseError } from './base'
import { InsufficientReservesError } from './pair'
import { UnexpectedSlippageError } from './slippage'

describe('BaseError', () => {
  test('short message is the user text; message adds meta lines, details and version', () => {
    const cause = new Error('execution reverted')
    const error = new BaseError('Something failed', { cause, metaMessages: ['Pair: 0x01'] })
    expect(error.shortMessage).toBe('Something failed')
    expect(error.message).toMatchInlineSnapshot(`
      "Something failed

      Pair: 0x01

      Details: execution reverted
      Version: @ghost/sdk@0.1.0"
    `)
    expect(error.cause).toBe(cause)
  })

  test('walk finds a nested cause by predicate, or the innermost one', () => {
    const inner = new InsufficientReservesError()
    const outer = new UnexpectedSlippageError({ slippage: 1 })
    const wrapped = new BaseError('Swap failed', {
      cause: new BaseError('Quote failed', { cause: inner }),
    })
    expect(wrapped.walk((error) => error instanceof InsufficientReservesError)).toBe(inner)
    expect(wrapped.walk()).toBe(inner)
    expect(wrapped.walk((error) => error === outer)).toBeNull()
    expect(inner.name).toBe('InsufficientReservesError')
    expect(inner).toBeInstanceOf(BaseError)
  })
})
