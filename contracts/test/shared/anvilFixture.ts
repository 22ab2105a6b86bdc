/**
 * One Anvil per test file: the world is deployed once, and every test starts from a snapshot of
 * it that is reverted afterwards, so tests share the fixture without seeing each other's changes.
 */
import type { Hex } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { type AnvilClient, type AnvilInstance, revertTo, startAnvil } from '../../lib/anvil'

/**
 * Registers the file's hooks. `deployWorld` runs once in beforeAll with the started Anvil (the
 * file assigns its own variables there) and returns the client whose snapshots isolate tests.
 */
export function anvilWorldPerFile(
  deployWorld: (anvil: AnvilInstance) => Promise<AnvilClient>,
): void {
  let anvil: AnvilInstance | undefined
  let admin: AnvilClient | undefined
  let snapshot: Hex | undefined

  beforeAll(async () => {
    anvil = await startAnvil()
    admin = await deployWorld(anvil)
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  })

  beforeEach(async () => {
    snapshot = await admin?.snapshot()
  })

  afterEach(async () => {
    if (admin && snapshot) await revertTo(admin, snapshot)
  })
}
