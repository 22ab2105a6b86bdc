/**
 * The voting API's happy paths over real HTTP on a real chain, on PGlite and PostgreSQL: the
 * configuration; a core proposal published, voted on, a vote changed, the results and the voter
 * list with each power, a recount that matches (and one that catches a tampered tally); a
 * community proposal and a contract wallet (ERC-1271) publishing and voting; the list by state
 * and type in its documented order, a page at a time; voting power at a snapshot after later
 * transfers, at the latest block, and before the deployment.
 */
import { devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import { getVotingPowerContracts } from '@ghost/contracts/manifest'
import {
  type ApiProposal,
  type ApiProposalPage,
  type ApiRecount,
  type ApiVote,
  type ApiVotePage,
  type ApiVotingConfig,
  type ApiVotingPower,
  getProposalId,
  getVotingPower,
  getVotingPowerSources,
} from '@ghost/sdk'
import { type Account, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { deployContractWallet } from '../market/test/lazyOrderFixture'
import { type MarketServer, startMarketServer } from '../market/test/marketFixture'
import { describeEachDatabase, useMarketChain } from '../market/test/marketSuite'
import {
  advanceClock,
  chainHead,
  fundVoters,
  giveCake,
  proposalMessage,
  signedProposal,
  signedVote,
  VOTERS,
  voteMessage,
} from './test/votingFixture'

const { admin, alice, bob } = VOTERS
/** A contract wallet whose key is dev account 4 (set up with the world). */
let wallet: Account

const world = useMarketChain(async (chain) => {
  await fundVoters(chain)
  wallet = await deployContractWallet(chain, devAccount(4))
  await giveCake(chain, wallet.address, parseEther('25'))
})

const cake = (amount: string) => parseEther(amount).toString()

/** POSTs and expects 201. */
async function created<T>(server: MarketServer, path: string, json: unknown): Promise<T> {
  const answer = await server.request<T>('POST', path, { json })
  expect(answer.status, answer.text).toBe(201)
  return answer.body
}

async function read<T>(server: MarketServer, path: string): Promise<T> {
  const answer = await server.request<T>('GET', path)
  expect(answer.status, answer.text).toBe(200)
  return answer.body
}

const publish = async (server: MarketServer, author: Account, overrides = {}) =>
  created<ApiProposal>(
    server,
    '/v1/1337/voting/proposals',
    await signedProposal(author, await proposalMessage(world.chain, author, overrides)),
  )

describeEachDatabase(
  world,
  (suite) => {
    test('the configuration: the minimum power to publish and the admins', async () => {
      expect(await read<ApiVotingConfig>(suite.server, '/v1/1337/voting/config')).toEqual({
        minProposalPower: cake('10'),
        admins: [admin.address.toLowerCase()],
      })
    })

    test('publish, vote, change a vote: the results, the voters with their power, a recount', async () => {
      const message = await proposalMessage(world.chain, admin, { title: 'Raise the burn' })
      const body = await signedProposal(admin, message)
      const proposal = await created<ApiProposal>(suite.server, '/v1/1337/voting/proposals', body)
      const contracts = getVotingPowerContracts(world.chain.manifest)
      const sources = await getVotingPowerSources({
        client: world.chain.client,
        blockNumber: message.snapshot,
        ...contracts,
      })
      const adminPower = await getVotingPower({
        client: world.chain.client,
        voter: admin.address,
        blockNumber: message.snapshot,
        sources,
      })
      expect(adminPower.wallet).toBeGreaterThan(parseEther('10'))
      expect(proposal).toEqual({
        id: getProposalId(LOCAL_CHAIN_ID, message),
        author: admin.address.toLowerCase(),
        title: 'Raise the burn',
        body: message.body,
        choices: ['Yes', 'No', 'Abstain'],
        start: Number(message.start),
        end: Number(message.end),
        snapshot: message.snapshot.toString(),
        type: 'core',
        state: 'active',
        scores: ['0', '0', '0'],
        scoresTotal: '0',
        votes: 0,
        authorPower: adminPower.total.toString(),
        // exactly as signed: the author in its checksum case, integers as the wallet sent them
        message: body.message,
        signature: body.signature.toLowerCase(),
        createdAt: expect.any(Number),
      })
      expect(body.message.author).not.toBe(body.message.author.toLowerCase())
      expect(await read(suite.server, `/v1/1337/voting/proposals/${proposal.id}`)).toEqual(proposal)

      const ballot = async (voter: Account, choice: number, later = 0n) => {
        const vote = await voteMessage(world.chain, voter, proposal.id, choice)
        return signedVote(voter, { ...vote, timestamp: vote.timestamp + later })
      }
      const first = await ballot(alice, 1)
      const aliceFirst = await created<ApiVote>(suite.server, '/v1/1337/voting/votes', first)
      expect(aliceFirst).toEqual({
        proposal: proposal.id,
        voter: alice.address.toLowerCase(),
        choice: 1,
        power: cake('100'),
        timestamp: Number(first.message.timestamp),
        message: first.message,
        signature: first.signature.toLowerCase(),
      })
      const afterOne = await read<ApiProposal>(
        suite.server,
        `/v1/1337/voting/proposals/${proposal.id}`,
      )
      expect([afterOne.scores, afterOne.scoresTotal, afterOne.votes]).toEqual([
        [cake('100'), '0', '0'],
        cake('100'),
        1,
      ])
      await created(suite.server, '/v1/1337/voting/votes', await ballot(bob, 2))
      const changed = await ballot(alice, 2, 1n)
      await created(suite.server, '/v1/1337/voting/votes', changed)

      const results = await read<ApiProposal>(
        suite.server,
        `/v1/1337/voting/proposals/${proposal.id}`,
      )
      expect([results.scores, results.scoresTotal, results.votes]).toEqual([
        ['0', cake('140'), '0'],
        cake('140'),
        2,
      ])
      const voters = await read<ApiVotePage>(
        suite.server,
        `/v1/1337/voting/proposals/${proposal.id}/votes`,
      )
      expect(voters.nextCursor).toBeNull()
      expect(voters.data.map(({ voter, choice, power }) => ({ voter, choice, power }))).toEqual([
        { voter: alice.address.toLowerCase(), choice: 2, power: cake('100') },
        { voter: bob.address.toLowerCase(), choice: 2, power: cake('40') },
      ])
      // the served vote is the one signed later, as signed
      expect(voters.data[0]?.message).toEqual(changed.message)
      const page1 = await read<ApiVotePage>(
        suite.server,
        `/v1/1337/voting/proposals/${proposal.id}/votes?limit=1`,
      )
      expect(page1.data.map((vote) => vote.voter)).toEqual([alice.address.toLowerCase()])
      expect(page1.nextCursor).not.toBeNull()
      const page2 = await read<ApiVotePage>(
        suite.server,
        `/v1/1337/voting/proposals/${proposal.id}/votes?limit=1&cursor=${page1.nextCursor}`,
      )
      expect(page2.data.map((vote) => vote.voter)).toEqual([bob.address.toLowerCase()])
      expect(page2.nextCursor).toBeNull()

      const recount = await read<ApiRecount>(
        suite.server,
        `/v1/1337/voting/proposals/${proposal.id}/recount`,
      )
      expect(recount).toEqual({
        proposal: proposal.id,
        scores: ['0', cake('140'), '0'],
        scoresTotal: cake('140'),
        voters: 2,
        rejected: [],
        matchesStored: true,
      })

      // the recount reads the messages and the chain, not the cached tally
      await suite.server.database.db
        .updateTable('voting_proposal')
        .set({ scores_total: parseEther('1') })
        .where('id', '=', proposal.id)
        .execute()
      const tampered = await read<ApiRecount>(
        suite.server,
        `/v1/1337/voting/proposals/${proposal.id}/recount`,
      )
      expect([tampered.scoresTotal, tampered.matchesStored]).toEqual([cake('140'), false])
    })

    test('a community proposal; a contract wallet (ERC-1271) publishes and votes', async () => {
      const community = await publish(suite.server, alice, { title: 'Community pool' })
      expect([community.type, community.authorPower]).toEqual(['community', cake('100')])
      const byWallet = await publish(suite.server, wallet, { title: 'Wallet proposal' })
      expect([byWallet.author, byWallet.type, byWallet.authorPower]).toEqual([
        wallet.address.toLowerCase(),
        'community',
        cake('25'),
      ])
      const vote = await created<ApiVote>(
        suite.server,
        '/v1/1337/voting/votes',
        await signedVote(wallet, await voteMessage(world.chain, wallet, community.id, 3)),
      )
      expect([vote.voter, vote.power]).toEqual([wallet.address.toLowerCase(), cake('25')])
      const recount = await read<ApiRecount>(
        suite.server,
        `/v1/1337/voting/proposals/${community.id}/recount`,
      )
      expect([recount.scores, recount.voters, recount.matchesStored]).toEqual([
        ['0', '0', cake('25')],
        1,
        true,
      ])
    })

    test('the list: active by end, pending by start, closed by latest end; by type; a page at a time', async () => {
      // a database of its own: only this test's proposals are listed
      const server = await startMarketServer(world.chain, await suite.handle.freshDatabase(), {
        index: false,
      })
      try {
        const head = await chainHead(world.chain)
        const t = head.timestamp
        const day = 86_400n
        const a = await publish(server, admin, { title: 'A', end: t + 2n * day })
        const b = await publish(server, alice, { title: 'B', end: t + day })
        const p1 = await publish(server, admin, { title: 'P1', start: t + 7200n, end: t + day })
        const p2 = await publish(server, alice, { title: 'P2', start: t + 3600n, end: t + day })
        const c1 = await publish(server, admin, { title: 'C1', end: t + 60n })
        const c2 = await publish(server, alice, { title: 'C2', end: t + 90n })
        await advanceClock(world.chain, 200)

        const list = async (query = '') => {
          const page = await read<ApiProposalPage>(server, `/v1/1337/voting/proposals${query}`)
          return { titles: page.data.map((p) => p.title), nextCursor: page.nextCursor }
        }
        expect(await list()).toEqual({
          titles: ['B', 'A', 'P2', 'P1', 'C2', 'C1'],
          nextCursor: null,
        })
        const all = await read<ApiProposalPage>(server, '/v1/1337/voting/proposals')
        expect(all.data.map((p) => [p.id, p.state, p.type])).toEqual([
          [b.id, 'active', 'community'],
          [a.id, 'active', 'core'],
          [p2.id, 'pending', 'community'],
          [p1.id, 'pending', 'core'],
          [c2.id, 'closed', 'community'],
          [c1.id, 'closed', 'core'],
        ])
        expect((await list('?state=active')).titles).toEqual(['B', 'A'])
        expect((await list('?state=pending')).titles).toEqual(['P2', 'P1'])
        expect((await list('?state=closed')).titles).toEqual(['C2', 'C1'])
        expect((await list('?type=core')).titles).toEqual(['A', 'P1', 'C1'])
        expect((await list('?type=community&state=closed')).titles).toEqual(['C2'])

        const titles: string[] = []
        let cursor: string | null = null
        do {
          const page: { titles: string[]; nextCursor: string | null } = await list(
            `?limit=4${cursor ? `&cursor=${cursor}` : ''}`,
          )
          expect(page.titles.length).toBeLessThanOrEqual(4)
          titles.push(...page.titles)
          cursor = page.nextCursor
        } while (cursor !== null)
        expect(titles).toEqual(['B', 'A', 'P2', 'P1', 'C2', 'C1'])
        const closedPage = await list('?state=closed&limit=1')
        expect(closedPage.titles).toEqual(['C2'])
        expect(
          (await list(`?state=closed&limit=1&cursor=${closedPage.nextCursor}`)).titles,
        ).toEqual(['C1'])
      } finally {
        await server.stop()
      }
    })

    test('voting power: at a snapshot after later transfers, at the latest block, before the deployment', async () => {
      const holder = privateKeyToAccount(generatePrivateKey())
      await giveCake(world.chain, holder.address, parseEther('50'))
      const snapshot = (await chainHead(world.chain)).number
      await giveCake(world.chain, holder.address, parseEther('20'))
      const at = (block?: bigint) =>
        read<ApiVotingPower>(
          suite.server,
          `/v1/1337/voting/power/${holder.address}${block === undefined ? '' : `?block=${block}`}`,
        )
      expect(await at(snapshot)).toEqual({
        address: holder.address.toLowerCase(),
        blockNumber: snapshot.toString(),
        total: cake('50'),
        wallet: cake('50'),
        pools: [],
        liquidity: [],
        farms: [],
      })
      const latest = await at()
      expect([latest.blockNumber, latest.total]).toEqual([
        (await chainHead(world.chain)).number.toString(),
        cake('70'),
      ])
      expect((await at(1n)).total).toBe('0')

      // the deployer holds LP of CAKE pairs: every position counts, the total is their sum
      const deployer = await read<ApiVotingPower>(
        suite.server,
        `/v1/1337/voting/power/${admin.address}?block=${snapshot}`,
      )
      expect(deployer.liquidity.length).toBeGreaterThan(0)
      const sum =
        BigInt(deployer.wallet) +
        [...deployer.pools, ...deployer.liquidity, ...deployer.farms].reduce(
          (total, position) => total + BigInt(position.cake),
          0n,
        )
      expect(deployer.total).toBe(sum.toString())
    })
  },
  { index: false },
)
