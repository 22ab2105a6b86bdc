import { expect, test } from 'vitest'
import { onLogout, runLogoutHandlers } from './logout'

test('registered resets run with the chain id; unregistered ones do not; a failure does not stop the rest', () => {
  const calls: string[] = []
  const offA = onLogout(({ chainId }) => calls.push(`a${chainId}`))
  const offBroken = onLogout(() => {
    throw new Error('broken reset')
  })
  const offB = onLogout(({ chainId }) => calls.push(`b${chainId}`))

  const failures = runLogoutHandlers({ chainId: 1337 })
  expect(calls).toEqual(['a1337', 'b1337'])
  expect(failures).toHaveLength(1)

  offA()
  offBroken()
  runLogoutHandlers({ chainId: 56 })
  expect(calls).toEqual(['a1337', 'b1337', 'b56'])
  offB()
})
