/**
 * Sign-In with Ethereum over real HTTP, on PGlite and PostgreSQL: a signed message opens a
 * session that `auth: true` routes accept; logout ends it.
 */
import { devAccount } from '@ghost/contracts/anvil'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
} from '../market/test/marketFixture'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'

let chain: MarketChain
beforeAll(async () => {
  chain = await startMarketChain()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let server: MarketServer
    beforeAll(async () => {
      handle = await target.start()
      server = await startMarketServer(chain, await handle.freshDatabase(), { index: false })
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      await handle?.stop()
    })

    test('a signed message opens a session; logout ends it', async () => {
      const account = devAccount(3)
      const token = await server.signIn(account)
      const session = await server.request<{ address: string }>('GET', '/api/auth/session', {
        token,
      })
      expect(session.status).toBe(200)
      expect(session.body.address).toBe(account.address.toLowerCase())
      expect((await server.request('POST', '/api/auth/logout', { token })).status).toBe(204)
      const after = await server.request<{ message: string }>('GET', '/api/auth/session', { token })
      expect(after.status).toBe(401)
      expect(after.body.message).toMatchInlineSnapshot(
        `"Your session has expired or was ended; sign in again."`,
      )
    })
  })
}
