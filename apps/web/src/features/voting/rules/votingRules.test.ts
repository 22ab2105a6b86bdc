/**
 * The voting screens' rules: the list's filter from and to its URL, a proposal's state on the
 * chain's clock, results per choice, the viewer's vote and its next timestamp, who may vote, a
 * voting power's parts, and what a failed signature or a refusal says.
 */
import { Percent } from '@ghost/sdk'
import { UserRejectedRequestError } from 'viem'
import { describe, expect, test } from 'vitest'
import { NftApiError } from '../../../api/nfts/NftApiError'
import {
  AUTHOR,
  apiProposal,
  apiVote,
  apiVotingPower,
  VOTER,
  WEI,
} from '../../../api/voting/test/fixtures'
import {
  choiceLabel,
  findOwnVote,
  getProposalResults,
  getShownState,
  getVoteAvailability,
  getVoteTimestamp,
  getVotingFailure,
  getVotingPowerParts,
  parseProposalFilter,
  proposalListPath,
  proposalPath,
} from './votingRules'

describe('the list’s filter', () => {
  test.each([
    ['', { state: 'active', type: undefined }, '/voting'],
    ['state=closed', { state: 'closed', type: undefined }, '/voting?state=closed'],
    [
      'state=pending&type=core',
      { state: 'pending', type: 'core' },
      '/voting?state=pending&type=core',
    ],
    ['type=community', { state: 'active', type: 'community' }, '/voting?type=community'],
    // unknown values fall back to the default rather than an empty list
    ['state=soon&type=admin', { state: 'active', type: undefined }, '/voting'],
  ])('?%s', (search, filter, path) => {
    expect(parseProposalFilter(new URLSearchParams(search))).toEqual(filter)
    expect(proposalListPath(parseProposalFilter(new URLSearchParams(search)))).toBe(path)
  })

  test('a proposal’s path carries its id lowercase', () => {
    expect(proposalPath(`0x${'AB'.repeat(32)}`)).toBe(`/voting/proposal/0x${'ab'.repeat(32)}`)
  })
})

test('the state follows the chain’s clock, the server’s word until it is known', () => {
  const proposal = { start: 100, end: 200, state: 'active' as const }
  expect(getShownState(proposal, undefined)).toBe('active')
  expect(getShownState(proposal, 99n)).toBe('pending')
  expect(getShownState(proposal, 100n)).toBe('active')
  expect(getShownState(proposal, 200n)).toBe('closed')
})

describe('results', () => {
  test('each choice’s power and share of all the power cast', () => {
    const { results, total } = getProposalResults({
      choices: ['Yes', 'No', 'Abstain'],
      scores: [(3n * WEI).toString(), WEI.toString(), '0'],
    })
    expect(total).toBe(4n * WEI)
    expect(results.map(({ choice, label, power }) => [choice, label, power])).toEqual([
      [1, 'Yes', 3n * WEI],
      [2, 'No', WEI],
      [3, 'Abstain', 0n],
    ])
    expect(results.map((result) => result.share.toFixed(2))).toEqual(['75.00', '25.00', '0.00'])
    expect(results[0]?.share).toBeInstanceOf(Percent)
  })

  test('nobody voted yet: every share is 0', () => {
    const { results, total } = getProposalResults({ choices: ['Yes', 'No'], scores: ['0', '0'] })
    expect(total).toBe(0n)
    expect(results.map((result) => result.share.toFixed(2))).toEqual(['0.00', '0.00'])
  })

  test('a choice number the proposal lacks shows as the number', () => {
    expect(choiceLabel(['Yes', 'No'], 2)).toBe('No')
    expect(choiceLabel(['Yes', 'No'], 3)).toBe('#3')
  })
})

describe('the viewer’s vote', () => {
  const proposal = apiProposal()

  test('the latest of the viewer’s votes among those loaded, whatever the address’s case', () => {
    const votes = [
      apiVote(proposal, { voter: AUTHOR }),
      apiVote(proposal, { timestamp: proposal.start + 10, choice: 1 }),
      apiVote(proposal, { timestamp: proposal.start + 90, choice: 2 }),
    ]
    expect(findOwnVote(votes, VOTER.toUpperCase().replace('0X', '0x'))?.choice).toBe(2)
    expect(findOwnVote(votes, undefined)).toBeUndefined()
    expect(findOwnVote([votes[0] as (typeof votes)[0]], VOTER)).toBeUndefined()
  })

  test('a vote is signed at the latest block’s time, after the viewer’s last one', () => {
    expect(getVoteTimestamp(1_000n, undefined)).toBe(1_000n)
    expect(getVoteTimestamp(1_000n, 990n)).toBe(1_000n)
    // a change of mind before the next block is still a later vote
    expect(getVoteTimestamp(1_000n, 1_000n)).toBe(1_001n)
    expect(getVoteTimestamp(1_000n, 1_004n)).toBe(1_005n)
  })

  test.each([
    [{ state: 'pending', account: VOTER, power: WEI }, 'pending'],
    [{ state: 'closed', account: VOTER, power: WEI }, 'closed'],
    [{ state: 'active', account: undefined, power: undefined }, 'connect'],
    [{ state: 'active', account: VOTER, power: undefined }, 'loading'],
    [{ state: 'active', account: VOTER, power: 0n }, 'noPower'],
    [{ state: 'active', account: VOTER, power: 1n }, 'open'],
  ] as const)('who may vote: %o → %s', (input, availability) => {
    expect(getVoteAvailability(input)).toBe(availability)
  })
})

test('a voting power’s parts: the wallet, pools, LP held and LP farmed', () => {
  expect(
    getVotingPowerParts(
      apiVotingPower({
        pools: [
          { address: AUTHOR, pid: 3, cake: '2' },
          { address: VOTER, pid: null, cake: '5' },
        ],
      }),
    ),
  ).toEqual({ total: 10n * WEI, wallet: WEI, pools: 7n, liquidity: 3n * WEI, farms: 4n * WEI })
})

describe('a failed vote or proposal', () => {
  test('a refused signature, or any wallet failure: spec §8’s sentence', () => {
    expect(getVotingFailure(new UserRejectedRequestError(new Error('User rejected.')))).toEqual({
      kind: 'wallet',
      message: 'Unable to sign payload',
    })
    expect(getVotingFailure(new Error('connector not connected'))).toEqual({
      kind: 'wallet',
      message: 'Unable to sign payload',
    })
  })

  test('a refusal by the server: its sentence, with the fields it names', () => {
    expect(getVotingFailure(new NftApiError(400, 'The proposal is closed.'))).toEqual({
      kind: 'api',
      message: 'The proposal is closed.',
    })
    const refused = new NftApiError(400, 'Invalid request.', {
      issues: [{ in: 'body', path: ['message', 'choice'], code: 'too_big', message: 'Too big' }],
    })
    expect(getVotingFailure(refused)).toEqual({
      kind: 'api',
      message: 'Invalid request. message.choice: Too big',
    })
  })
})
