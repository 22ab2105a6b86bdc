import type { ApiUser } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import { createUsernameBatcher, type FetchUsers } from './usernameBatcher'

const ALICE = `0x${'a'.repeat(40)}`
const BOB = `0x${'b'.repeat(40)}`
const CAROL = `0x${'c'.repeat(40)}`

const alice: ApiUser = {
  address: ALICE,
  username: 'alice',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

/** Answers from `known`, recording each request's addresses. */
function recording(known: Record<string, ApiUser>) {
  const requests: string[][] = []
  const fetchUsers: FetchUsers = async (addresses) => {
    requests.push([...addresses])
    return Object.fromEntries(addresses.map((address) => [address, known[address] ?? null]))
  }
  return { requests, fetchUsers }
}

describe('createUsernameBatcher', () => {
  test("a tick's lookups go out as one request; repeats and case are asked once", async () => {
    const { requests, fetchUsers } = recording({ [ALICE]: alice })
    const batcher = createUsernameBatcher(fetchUsers)
    const answers = await Promise.all([
      batcher.load(ALICE),
      batcher.load(BOB),
      batcher.load(ALICE.toUpperCase().replace('0X', '0x')),
    ])
    expect(answers).toEqual([alice, null, alice])
    expect(requests).toEqual([[ALICE, BOB]])
  })

  test('lookups of a later tick make a request of their own', async () => {
    const { requests, fetchUsers } = recording({})
    const batcher = createUsernameBatcher(fetchUsers)
    await batcher.load(ALICE)
    await batcher.load(BOB)
    expect(requests).toEqual([[ALICE], [BOB]])
  })

  test('more addresses than a request may carry are split', async () => {
    const { requests, fetchUsers } = recording({})
    const batcher = createUsernameBatcher(fetchUsers, 2)
    await Promise.all([ALICE, BOB, CAROL].map((address) => batcher.load(address)))
    expect(requests).toEqual([[ALICE, BOB], [CAROL]])
  })

  test('a failed request answers no username to each of its callers', async () => {
    const batcher = createUsernameBatcher(async () => {
      throw new Error('down')
    })
    expect(await Promise.all([batcher.load(ALICE), batcher.load(BOB)])).toEqual([null, null])
    const failed = createUsernameBatcher(async () => null)
    expect(await failed.load(ALICE)).toBeNull()
  })
})
