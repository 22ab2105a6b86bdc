/**
 * The devnet's voting file imported as the POST routes would take each message, but judged at
 * the message's own timestamp (the world's past), on PGlite and PostgreSQL: a closed, an active
 * and a pending proposal with their votes stored (a later vote replacing an earlier one), every
 * refused entry skipped with its reason, a second import changing nothing, a file of another
 * chain refused whole, and the server's watcher importing the file beside its manifest.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import { getSeedFilePath } from '@ghost/contracts/manifest'
import {
  type ApiProposal,
  type ApiProposalPage,
  type ApiRecount,
  type ApiVotePage,
  getProposalId,
  type ProposalMessage,
  type ProposalMessageJson,
  type VotingSeedFile,
} from '@ghost/sdk'
import { type Hex, parseEther } from 'viem'
import { expect, test } from 'vitest'
import { dumpDatabase } from '../market/test/databaseDump'
import { startMarketServer } from '../market/test/marketFixture'
import { describeEachDatabase, useMarketChain } from '../market/test/marketSuite'
import { importVotingFile, startVotingFileImport } from './importVotingFile'
import { describeTime } from './ruleMessages'
import { chainHead, fundVoters, signedProposal, signedVote, VOTERS } from './test/votingFixture'
import { createVotingContext } from './votingContext'

const { admin, alice, bob, poor, nobody } = VOTERS
const day = 86_400n

let path: string
let file: VotingSeedFile
let closed: ProposalMessage
let active: ProposalMessage
let pending: ProposalMessage
/** When alice's counted vote on the closed proposal was signed. */
let counted: bigint

const cake = (amount: string) => parseEther(amount).toString()

const world = useMarketChain(async (chain) => {
  await fundVoters(chain)
  const { number: snapshot, timestamp: t } = await chainHead(chain)
  const proposal = (title: string, timestamp: bigint, start: bigint, end: bigint) => ({
    author: admin.address,
    title,
    body: `${title}: the seed's proposal.`,
    choices: ['For', 'Against'],
    start,
    end,
    snapshot,
    timestamp,
  })
  // the world's past: signed an hour ago, voted on, closed ten minutes ago
  closed = proposal('Closed', t - 3600n, t - 3500n, t - 600n)
  counted = t - 2000n
  active = proposal('Active', t - 300n, t - 200n, t + 30n * day)
  pending = { ...proposal('Pending', t, t + 40n * day, t + 41n * day), author: alice.address }
  const vote = (proposal: ProposalMessage, choice: number, timestamp: bigint) => ({
    proposal: getProposalId(LOCAL_CHAIN_ID, proposal),
    choice,
    timestamp,
  })
  const signed = async (
    voter: typeof alice,
    message: ReturnType<typeof vote>,
    signer: typeof alice = voter,
  ) => {
    const body = await signedVote(signer, { voter: voter.address, ...message })
    return { message: body.message, signature: body.signature }
  }
  const asEntry = async (author: typeof alice, message: ProposalMessage) => {
    const body = await signedProposal(author, message)
    return { message: body.message, signature: body.signature }
  }
  file = {
    chainId: LOCAL_CHAIN_ID,
    proposals: [
      await asEntry(admin, closed),
      await asEntry(admin, active),
      await asEntry(alice, pending),
      // refused: under the minimum power; signed by someone else; malformed
      await asEntry(poor, { ...proposal('Weak', t, t + 100n, t + day), author: poor.address }),
      await asEntry(bob, proposal('Forged', t, t + 100n, t + day)),
      { message: { title: 'No author' } as unknown as ProposalMessageJson, signature: '0x12' },
    ],
    votes: [
      await signed(alice, vote(closed, 1, t - 3000n)),
      await signed(bob, vote(closed, 2, t - 2900n)),
      // alice changes her mind, then an older vote of hers comes: refused
      await signed(alice, vote(closed, 2, counted)),
      await signed(alice, vote(closed, 1, t - 2500n)),
      await signed(bob, vote(active, 1, t - 100n)),
      // refused: after the closed one's end; before the pending one's start; no power; forged;
      // for a proposal nobody published
      await signed(alice, vote(closed, 1, t - 500n)),
      await signed(bob, vote(pending, 1, t)),
      await signed(nobody, vote(active, 1, t - 100n)),
      await signed(alice, vote(active, 2, t - 100n), bob),
      await signed(alice, {
        ...vote(active, 1, t - 100n),
        proposal: `0x${'ef'.repeat(32)}` as Hex,
      }),
    ],
  }
  path = getSeedFilePath(chain.manifestPath, 'voting')
  writeFileSync(path, JSON.stringify(file))
})

describeEachDatabase(
  world,
  (suite) => {
    test('each message judged at its own time: stored, or skipped with its reason; again: nothing new', async () => {
      const { server } = suite
      const context = createVotingContext({ config: server.config, db: server.database.db })
      const logged: string[] = []
      const first = await importVotingFile(context, path, (line) => logged.push(line))
      const alicePower = cake('100')
      expect(first.proposals).toEqual({
        imported: 3,
        known: 0,
        skipped: [
          {
            entry: 3,
            reason: expect.stringMatching(
              /^The author's voting power at snapshot block \d+ is 1 CAKE; publishing needs at least 10 CAKE\.$/,
            ),
          },
          {
            entry: 4,
            reason: `The proposal is not signed by its author ${admin.address.toLowerCase()} for chain 1337.`,
          },
          { entry: 5, reason: expect.stringMatching(/^malformed: message\.author: /) },
        ],
      })
      expect(first.votes.imported).toBe(4)
      expect(first.votes.known).toBe(0)
      expect(first.votes.skipped).toEqual([
        {
          entry: 3,
          reason: `A vote by ${alice.address.toLowerCase()} signed at ${describeTime(counted)} is already counted; only a vote signed later replaces it.`,
        },
        { entry: 5, reason: expect.stringMatching(/^Voting closed at /) },
        { entry: 6, reason: expect.stringMatching(/^Voting opens at /) },
        {
          entry: 7,
          reason: `${nobody.address.toLowerCase()} had no voting power at the proposal's snapshot block ${active.snapshot}.`,
        },
        {
          entry: 8,
          reason: `The vote is not signed by its voter ${alice.address.toLowerCase()} for chain 1337.`,
        },
        {
          entry: 9,
          reason: `No proposal 0x${'ef'.repeat(32)} on chain 1337.`,
        },
      ])
      expect(logged).toHaveLength(first.proposals.skipped.length + first.votes.skipped.length)
      expect(logged[0]).toMatch(/^voting file: skipped proposal 3: The author's voting power/)

      const ids = [closed, active, pending].map((message) => getProposalId(LOCAL_CHAIN_ID, message))
      const list = await server.request<ApiProposalPage>('GET', '/v1/1337/voting/proposals')
      expect(list.body.data.map((p) => [p.id, p.title, p.state, p.type])).toEqual([
        [ids[1], 'Active', 'active', 'core'],
        [ids[2], 'Pending', 'pending', 'community'],
        [ids[0], 'Closed', 'closed', 'core'],
      ])
      const closedNow = await server.request<ApiProposal>(
        'GET',
        `/v1/1337/voting/proposals/${ids[0]}`,
      )
      expect([closedNow.body.scores, closedNow.body.votes]).toEqual([['0', cake('140')], 2])
      const voters = await server.request<ApiVotePage>(
        'GET',
        `/v1/1337/voting/proposals/${ids[0]}/votes`,
      )
      expect(voters.body.data.map((v) => [v.voter, v.choice, v.power, v.message])).toEqual([
        [alice.address.toLowerCase(), 2, alicePower, file.votes[2]?.message],
        [bob.address.toLowerCase(), 2, cake('40'), file.votes[1]?.message],
      ])
      for (const id of ids.slice(0, 2)) {
        const recount = await server.request<ApiRecount>(
          'GET',
          `/v1/1337/voting/proposals/${id}/recount`,
        )
        expect(recount.body.matchesStored, recount.text).toBe(true)
      }

      const dump = await dumpDatabase(server.database.db)
      const second = await importVotingFile(context, path)
      expect([
        second.proposals.imported,
        second.proposals.known,
        second.proposals.skipped.length,
      ]).toEqual([0, 3, 3])
      // the votes replaced by later ones are refused again: the counted ones are later
      expect([second.votes.imported, second.votes.known, second.votes.skipped.length]).toEqual([
        0, 3, 7,
      ])
      expect(await dumpDatabase(server.database.db)).toBe(dump)
    })

    test('a missing file imports nothing; a file of another chain or shape is refused whole', async () => {
      const fresh = await startMarketServer(world.chain, await suite.handle.freshDatabase(), {
        index: false,
      })
      try {
        const context = createVotingContext({ config: fresh.config, db: fresh.database.db })
        const none = { imported: 0, known: 0, skipped: [] }
        expect(await importVotingFile(context, `${path}.absent`)).toEqual({
          proposals: none,
          votes: none,
        })
        const other = `${path}.other`
        writeFileSync(other, JSON.stringify({ ...file, chainId: 97 }))
        await expect(importVotingFile(context, other)).rejects.toThrowError(
          /holds proposals for chain 97, not this server's chain 1337$/,
        )
        writeFileSync(other, '{ not json')
        await expect(importVotingFile(context, other)).rejects.toThrowError(
          /is not a voting seed file$/,
        )
        expect(
          await fresh.database.db.selectFrom('voting_proposal').select('id').execute(),
        ).toEqual([])
      } finally {
        await fresh.stop()
      }
    })

    test('the server imports the file beside its manifest once the manifest is there, and logs it', async () => {
      const fresh = await startMarketServer(world.chain, await suite.handle.freshDatabase(), {
        index: false,
      })
      const folder = mkdtempSync(join(tmpdir(), 'ghost-voting-'))
      const manifestPath = join(folder, '1337.json')
      writeFileSync(getSeedFilePath(manifestPath, 'voting'), JSON.stringify(file))
      const logged: string[] = []
      const watcher = startVotingFileImport({
        config: { ...fresh.config, manifestPath },
        db: fresh.database.db,
        log: (message, level) => {
          if (level === 'info') logged.push(message)
        },
        intervalMs: 50,
      })
      try {
        // ticks pass (the manifest reader caches for a second) with nothing imported or said
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        expect(logged).toEqual([])
        writeFileSync(manifestPath, JSON.stringify(world.chain.manifest))
        await expect
          .poll(() => logged, { timeout: 20_000 })
          .toEqual([
            'voting file: proposals 3 imported, 0 known, 3 skipped; votes 4 imported, 0 known, 6 skipped',
          ])
        expect(
          await fresh.database.db.selectFrom('voting_vote').select('voter').execute(),
        ).toHaveLength(3)
      } finally {
        watcher.stop()
        await fresh.stop()
        rmSync(folder, { recursive: true, force: true })
      }
    })
  },
  { index: false },
)
