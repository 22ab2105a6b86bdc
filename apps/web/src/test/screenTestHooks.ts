/**
 * The hooks the screens' test files share. What a file starts (a chain world, a spawned server, a
 * fixture API) is started once for all its tests (deploying takes seconds to minutes, so tests undo
 * what they do or write as accounts no other reads), and each test starts from an unmounted screen
 * and an empty transaction list: a toast or a pending transaction left by one test must not show
 * in the next.
 */
import { anvilClient } from '@ghost/contracts/anvil'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import {
  answerByPath,
  type FixtureServer,
  type PathAnswer,
  serveFixtureApi,
} from '../api/test/serveFixtureApi'
import { type SpawnedServer, spawnGhostServer } from '../api/test/spawnGhostServer'
import { transactionsStore } from '../state/transactions/transactionsStore'

/** A process or node a test file starts: a world, a spawned server, a fixture API. */
export type Stoppable = { stop(): Promise<void> } | { close(): Promise<void> }

/** Hands `start` what it starts, to be stopped after the file's tests; returns it unchanged. */
export type StopAfter = <Started extends Stoppable>(started: Started) => Started

export type ScreenTestHooksOptions = {
  /** How long starting may take; 180 s (a chain world's deploy) unless given. */
  timeout?: number
  /** The file's own resets after each test, once the screen is unmounted. */
  afterEachTest?: () => void
}

/**
 * Registers the file's hooks: `start` before its tests (the caller keeps what it starts in its own
 * variables and hands each to `stopAfter`), all it handed stopped after them, last started first
 * (also when starting failed halfway), and after each test the screen unmounted and the
 * transaction list emptied.
 */
export function screenTestHooks(
  start: (stopAfter: StopAfter) => Promise<unknown>,
  { timeout = 180_000, afterEachTest }: ScreenTestHooksOptions = {},
): void {
  const started: Stoppable[] = []
  beforeAll(async () => {
    await start((thing) => {
      started.push(thing)
      return thing
    })
  }, timeout)
  afterAll(async () => {
    for (const thing of started.splice(0).reverse()) {
      await ('stop' in thing ? thing.stop() : thing.close())
    }
  })
  afterEach(() => {
    cleanup()
    transactionsStore.reset()
    afterEachTest?.()
  })
}

/** The fixture API of `fixtureApiHooks`: `url` and `requests` read the running server. */
export type FileFixtureApi = Pick<FixtureServer, 'url' | 'requests'>

/**
 * Registers the file's hooks (`screenTestHooks`) for a fixture API answering from `answers` by
 * path and query: served before the file's tests, closed after them, and after each test its
 * answers and its request log emptied, so a test sees only its own.
 */
export function fixtureApiHooks(answers: Map<string, PathAnswer>): FileFixtureApi {
  let served: FixtureServer | undefined
  const running = (): FixtureServer => {
    if (!served) throw new Error('the fixture API is not serving: its beforeAll has not run')
    return served
  }
  screenTestHooks(
    async (stopAfter) => {
      served = stopAfter(await serveFixtureApi(answerByPath(answers)))
    },
    {
      afterEachTest: () => {
        answers.clear()
        running().requests.length = 0
      },
    },
  )
  return {
    get url() {
      return running().url
    },
    get requests() {
      return running().requests
    },
  }
}

/**
 * Spawns the real Ghost server on `world`'s chain and manifest file and waits until its index holds
 * the chain's latest block: the world's fixtures are then what the server answers.
 */
export async function spawnIndexedGhostServer(world: {
  anvil: { url: string }
  manifestPath: string
}): Promise<SpawnedServer> {
  const server = await spawnGhostServer({
    rpcUrl: world.anvil.url,
    manifestPath: world.manifestPath,
  })
  try {
    await server.indexed(await anvilClient(world.anvil.url).getBlockNumber({ cacheTime: 0 }))
  } catch (error) {
    // the caller never gets the server to stop
    await server.stop()
    throw error
  }
  return server
}
