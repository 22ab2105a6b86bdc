/**
 * Sign-In with Ethereum over real HTTP, on PGlite and PostgreSQL: a signed message opens a
 * session that `auth: true` routes accept; logout ends it.
 */
import { devAccount } from '@ghost/contracts/anvil'
import { expect, test } from 'vitest'
import { describeEachDatabase, useMarketChain } from '../market/test/marketSuite'

const world = useMarketChain()

describeEachDatabase(
  world,
  (suite) => {
    test('a signed message opens a session; logout ends it', async () => {
      const account = devAccount(3)
      const token = await suite.server.signIn(account)
      const session = await suite.server.request<{ address: string }>('GET', '/api/auth/session', {
        token,
      })
      expect(session.status).toBe(200)
      expect(session.body.address).toBe(account.address.toLowerCase())
      expect((await suite.server.request('POST', '/api/auth/logout', { token })).status).toBe(204)
      const after = await suite.server.request<{ message: string }>('GET', '/api/auth/session', {
        token,
      })
      expect(after.status).toBe(401)
      expect(after.body.message).toMatchInlineSnapshot(
        `"Your session has expired or was ended; sign in again."`,
      )
    })
  },
  { index: false },
)
