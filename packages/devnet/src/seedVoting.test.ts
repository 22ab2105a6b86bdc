/**
 * Governance voting's seeded past in a fresh local world (startDevnet): the file beside the
 * manifest holds the planned proposals and votes, each signed by its account and passing the
 * sdk's rules at its own timestamp; on the chain's clock one proposal is closed, one active and
 * one pending; every snapshot is the block that was the latest when its proposal was signed,
 * where every author and voter has power; a recount from the file gives the planned outcome;
 * and the e2e voters hold CAKE in all four places at the active proposal's snapshot.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { devAccount } from '@ghost/contracts/anvil'
import { getVotingPowerContracts } from '@ghost/contracts/manifest'
import {
  getProposalId,
  getProposalState,
  getProposalTypedData,
  getVoteTypedData,
  getVotingPower,
  getVotingPowerSources,
  type ProposalMessage,
  proposalMessageFromJson,
  recountProposal,
  VOTING_DEFAULT_MIN_PROPOSAL_POWER,
  type VoteMessage,
  type VotingSeedFile,
  validateProposal,
  validateVote,
  voteMessageFromJson,
} from '@ghost/sdk'
import { type Address, getAddress, type Hex, verifyTypedData } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS, votingPathOf } from './startDevnet'
import { setUpSeededDevnet } from './testing/localWorld'
import { VOTING, VOTING_PROPOSALS } from './worldPlan'

const seeded = setUpSeededDevnet('voting-seed')
let file: VotingSeedFile
let proposals: { message: ProposalMessage; signature: Hex; id: Hex }[]
let votes: { message: VoteMessage; signature: Hex }[]
const CHAIN_ID = 1337
const DAY = 86_400n
const [CLOSED, ACTIVE, PENDING] = [0, 1, 2]

beforeAll(() => {
  const path = votingPathOf(join(seeded.dir, '1337.json'))
  file = JSON.parse(readFileSync(path, 'utf8')) as VotingSeedFile
  proposals = file.proposals.map(({ message, signature }) => {
    const parsed = proposalMessageFromJson(message)
    return { message: parsed, signature: signature as Hex, id: getProposalId(CHAIN_ID, parsed) }
  })
  votes = file.votes.map(({ message, signature }) => ({
    message: voteMessageFromJson(message),
    signature: signature as Hex,
  }))
})

const proposal = (i: number) => {
  const found = proposals[i]
  if (!found) throw new Error(`no proposal ${i + 1} in the file`)
  return found
}
const votesOn = (i: number) => votes.filter((vote) => vote.message.proposal === proposal(i).id)
const chainNow = async () => (await seeded.client.getBlock({ blockTag: 'latest' })).timestamp
const powerAt = async (voter: Address, blockNumber: bigint) => {
  const sources = await getVotingPowerSources({
    client: seeded.client,
    blockNumber,
    ...getVotingPowerContracts(seeded.devnet.manifest),
  })
  return getVotingPower({ client: seeded.client, voter, blockNumber, sources })
}

describe('the seed file', () => {
  test('sits beside the manifest: chain 1337, the planned proposals and votes, each signed by its account', async () => {
    expect(file.chainId).toBe(CHAIN_ID)
    expect(proposals.map((p) => p.message.title)).toEqual(VOTING_PROPOSALS.map((p) => p.title))
    expect(votes).toHaveLength(VOTING_PROPOSALS.reduce((sum, p) => sum + p.votes.length, 0))
    for (const [i, plan] of VOTING_PROPOSALS.entries()) {
      const { message, signature } = proposal(i)
      expect(message.author).toBe(devAccount(plan.author).address)
      expect(message.choices).toEqual(plan.choices)
      expect(message.body).toBe(plan.body)
      expect(
        await verifyTypedData({
          address: message.author,
          signature,
          ...getProposalTypedData(CHAIN_ID, message),
        }),
        plan.title,
      ).toBe(true)
      expect(
        votesOn(i).map((vote) => [vote.message.voter, vote.message.choice]),
        plan.title,
      ).toEqual(plan.votes.map(([account, choice]) => [devAccount(account).address, choice]))
    }
    for (const { message, signature } of votes) {
      expect(
        await verifyTypedData({
          address: message.voter,
          signature,
          ...getVoteTypedData(CHAIN_ID, message),
        }),
      ).toBe(true)
    }
    // in the order signed, so an import meets each replacement after what it replaces
    const times = votes.map((vote) => vote.message.timestamp)
    expect(times).toEqual([...times].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  test('a message signed for another chain or changed after signing does not verify', async () => {
    const { message, signature } = proposal(ACTIVE)
    const [vote] = votesOn(ACTIVE)
    if (!vote) throw new Error('no vote on the active proposal')
    expect(
      await verifyTypedData({
        address: message.author,
        signature,
        ...getProposalTypedData(56, message),
      }),
    ).toBe(false)
    expect(
      await verifyTypedData({
        address: vote.message.voter,
        signature: vote.signature,
        ...getVoteTypedData(CHAIN_ID, { ...vote.message, choice: vote.message.choice + 1 }),
      }),
    ).toBe(false)
  })
})

describe('on the chain', () => {
  test("on the chain's clock one is closed, one active since a day for 30 more, one pending for 40 days", async () => {
    const now = await chainNow()
    expect(proposals.map(({ message }) => getProposalState(message, now))).toEqual([
      'closed',
      'active',
      'pending',
    ])
    const active = proposal(ACTIVE).message
    // the seed's present is the chain's, give or take the deploy's own minutes
    expect(now - active.start).toBeGreaterThanOrEqual(DAY)
    expect(now - active.start).toBeLessThan(DAY + 3_600n)
    expect(active.end - now).toBeGreaterThan(29n * DAY)
    const pending = proposal(PENDING).message
    expect(pending.start - now).toBeGreaterThan(39n * DAY)
    expect(pending.end - pending.start).toBe(7n * DAY)
    const closed = proposal(CLOSED).message
    expect(now - closed.end).toBeGreaterThan(3n * DAY)
    // core proposals by the deployer (the local admin), the community one by account 13
    expect(proposals.map(({ message }) => message.author)).toEqual([
      devAccount(0).address,
      devAccount(0).address,
      devAccount(13).address,
    ])
  })

  test('each snapshot is the block that was the latest when its proposal was signed', async () => {
    for (const { message } of proposals) {
      const [block, next] = await Promise.all([
        seeded.client.getBlock({ blockNumber: message.snapshot }),
        seeded.client.getBlock({ blockNumber: message.snapshot + 1n }),
      ])
      expect(block.timestamp).toBeLessThanOrEqual(message.timestamp)
      expect(next.timestamp, message.title).toBeGreaterThan(message.timestamp)
      // signed before its window opens: its start is never in the past
      expect(message.timestamp).toBeLessThanOrEqual(message.start)
    }
  })

  test("every message passes the sdk's rules at its own timestamp; each author has at least 10 CAKE at the snapshot", async () => {
    for (const [i, { message }] of proposals.entries()) {
      const power = (await powerAt(message.author, message.snapshot)).total
      expect(power).toBeGreaterThanOrEqual(VOTING_DEFAULT_MIN_PROPOSAL_POWER)
      expect(
        validateProposal(message, {
          now: message.timestamp,
          latestBlock: message.snapshot,
          power,
          minPower: VOTING_DEFAULT_MIN_PROPOSAL_POWER,
        }),
        message.title,
      ).toEqual([])
      for (const vote of votesOn(i)) {
        const votePower = (await powerAt(vote.message.voter, message.snapshot)).total
        expect(votePower).toBeGreaterThan(0n)
        expect(
          validateVote(vote.message, {
            proposal: message,
            now: vote.message.timestamp,
            power: votePower,
          }),
        ).toEqual([])
        expect(vote.message.timestamp).toBeGreaterThan(message.timestamp)
      }
    }
  })

  test("a recount from the file counts every vote and gives the planned outcome: 12's later vote replaces its first", async () => {
    const closed = proposal(CLOSED)
    const recount = await recountProposal({
      client: seeded.client,
      chainId: CHAIN_ID,
      proposal: { message: file.proposals[CLOSED]?.message ?? fail(), signature: closed.signature },
      votes: file.votes
        .filter((vote) => vote.message.proposal === closed.id)
        .map((vote) => ({ message: vote.message, signature: vote.signature as Hex })),
      sources: getVotingPowerContracts(seeded.devnet.manifest),
    })
    expect(recount.rejected).toEqual([])
    expect(recount.voters).toBe(3)
    const power = (account: number) => recount.powers[devAccount(account).address.toLowerCase()]
    // 10 chose 1, 11 chose 3, 12 chose 3 and then 2
    expect(recount.scores).toEqual([power(10), power(12), power(11)])
    expect(recount.scoresTotal).toBe(recount.scores.reduce((sum, score) => sum + score, 0n))
    const twelve = votesOn(CLOSED).filter((vote) => vote.message.voter === devAccount(12).address)
    expect(twelve.map((vote) => vote.message.choice)).toEqual([3, 2])
  })

  test('the community holds CAKE in its wallet, the CAKE pool and the CAKE-GHOST farm at the first snapshot', async () => {
    const { SmartChef3 } = seeded.devnet.manifest.contracts
    const cakeGhost = seeded.devnet.manifest.pairs?.['CAKE-GHOST']
    for (const index of DEV_ACCOUNTS.community) {
      const power = await powerAt(devAccount(index).address, proposal(CLOSED).message.snapshot)
      expect(power.wallet, `account ${index}`).toBeGreaterThan(0n)
      expect(power.pools.map((pool) => pool.address)).toEqual([SmartChef3])
      expect(power.farms.map((farm) => [farm.pid, farm.pair])).toEqual([[1, cakeGhost]])
      expect(power.farms[0]?.cake).toBeGreaterThan(0n)
    }
  })
})

describe('the voting spec’s voters', () => {
  test('46 and 47 hold CAKE in all four places at the active proposal’s snapshot, in amounts that differ, and vote nowhere', async () => {
    expect(DEV_ACCOUNTS.votingVoters).toEqual([46, 47])
    const { SmartChef3 } = seeded.devnet.manifest.contracts
    const cakeGhost = getAddress(seeded.devnet.manifest.pairs?.['CAKE-GHOST'] ?? fail())
    const figures: bigint[][] = []
    for (const plan of VOTING.voters) {
      const voter = devAccount(plan.account).address
      const power = await powerAt(voter, proposal(ACTIVE).message.snapshot)
      // the router took all the CAKE offered (and the GHOST that matched it)
      expect(power.wallet).toBe(plan.cake - plan.poolStake - plan.liquidityCake)
      expect(power.pools).toEqual([{ address: SmartChef3, cake: plan.poolStake }])
      const [liquidity] = power.liquidity
      const [farm] = power.farms
      expect(power.liquidity).toHaveLength(1)
      expect(power.farms).toHaveLength(1)
      expect([liquidity?.pair, farm?.pair, farm?.pid]).toEqual([cakeGhost, cakeGhost, 1])
      const lp = (liquidity?.lp ?? 0n) + (farm?.lp ?? 0n)
      expect(farm?.lp).toBe((lp * plan.farmShareBps) / 10_000n)
      // the LP holds the CAKE it was made of, give or take the trades since
      const lpCake = (liquidity?.cake ?? 0n) + (farm?.cake ?? 0n)
      expect(lpCake).toBeGreaterThan((plan.liquidityCake * 9n) / 10n)
      expect(lpCake).toBeLessThan((plan.liquidityCake * 11n) / 10n)
      expect(power.total).toBe(power.wallet + plan.poolStake + lpCake)
      figures.push([power.wallet, plan.poolStake, liquidity?.cake ?? 0n, farm?.cake ?? 0n])
      expect(votes.filter((vote) => vote.message.voter === voter)).toEqual([])
    }
    const [first, second] = figures
    for (const [i, figure] of (first ?? []).entries()) {
      expect(figure, `place ${i + 1}`).toBeGreaterThan(0n)
      expect(figure, `place ${i + 1}`).not.toBe(second?.[i])
    }
  })
})

function fail(): never {
  throw new Error('missing from the seed')
}
