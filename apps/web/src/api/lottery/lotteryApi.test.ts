import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DecodeError } from '../decode'
import { NftApiError } from '../nfts/NftApiError'
import {
  answerByPath,
  type FixtureServer,
  fixtureApiClient,
  serveFixtureApi,
} from '../test/serveFixtureApi'
import {
  decodeLotteryEvents,
  decodeLotteryRound,
  decodeLotteryRounds,
  decodeLotteryTickets,
  decodeLotteryUserRounds,
  getLotteryRound,
} from './lotteryApi'

const ROUND = {
  lotteryId: '3',
  status: 'claimable',
  startTime: 1_700_000_000,
  endTime: 1_700_043_200,
  priceTicketInCake: '2500000000000000000',
  amountCollectedInCake: '2507500000000000000000',
  ticketRevenue: '7500000000000000000',
  carriedOver: '0',
  injected: '2500000000000000000000',
  ticketsSold: 3,
  players: 1,
  treasuryFee: 0,
  rewardsBreakdown: [250, 375, 625, 1250, 2500, 5000],
  finalNumber: 42,
  winnersPerBracket: [1, 0, 0, 0, 0, 0],
  cakePerBracket: ['62687500000000000000', '0', '0', '0', '0', '0'],
  treasuryAmount: '0',
  rolledOver: '2444812500000000000000',
  claimDeadline: 1_702_635_200,
  prizesClaimed: '0',
  ticketsClaimed: 0,
  recycled: null,
  drawnAt: 1_700_043_300,
}
const TICKET = {
  lotteryId: '3',
  ticketId: '101',
  purchaseId: '1',
  owner: '0x00000000000000000000000000000000000000D1',
  number: 42,
  claimed: false,
  matchedDigits: 6,
  reward: '62687500000000000000',
  blockNumber: 120,
  timestamp: 1_700_000_100,
  transactionHash: `0x${'ab'.repeat(32)}`,
}

describe('lottery API decoders', () => {
  test('a round keeps wei as text; an open round has no draw yet', () => {
    expect(decodeLotteryRound(ROUND, '').amountCollectedInCake).toBe('2507500000000000000000')
    const open = decodeLotteryRound(
      {
        ...ROUND,
        status: 'open',
        finalNumber: null,
        winnersPerBracket: null,
        cakePerBracket: null,
        treasuryAmount: null,
        rolledOver: null,
        claimDeadline: null,
        drawnAt: null,
      },
      '',
    )
    expect(open.finalNumber).toBeNull()
    expect(decodeLotteryRounds({ data: [ROUND] }, '')).toHaveLength(1)
  })

  test('refuses a number of seven digits, an unknown status and a negative amount', () => {
    expect(() => decodeLotteryRound({ ...ROUND, finalNumber: 1_000_000 }, '')).toThrow(
      /finalNumber/,
    )
    expect(() => decodeLotteryRound({ ...ROUND, status: 'drawn' }, '')).toThrow(DecodeError)
    expect(() => decodeLotteryRound({ ...ROUND, rolledOver: '-1' }, '')).toThrow(/rolledOver/)
  })

  test('tickets, user rounds and events', () => {
    const [ticket] = decodeLotteryTickets({ data: [TICKET] }, '')
    expect(ticket?.owner).toBe('0x00000000000000000000000000000000000000d1')
    expect(() => decodeLotteryTickets({ data: [{ ...TICKET, number: -1 }] }, '')).toThrow(
      /data\[0\]\.number/,
    )
    expect(
      decodeLotteryUserRounds(
        {
          data: [
            {
              lotteryId: '3',
              status: 'claimable',
              tickets: 3,
              cakeSpent: '7500000000000000000',
              finalNumber: 42,
              winningTickets: 1,
              winnings: '62687500000000000000',
              claimed: '0',
              endTime: 1_700_043_200,
            },
          ],
        },
        '',
      )[0]?.winningTickets,
    ).toBe(1)
    const event = {
      kind: 'claim',
      lotteryId: '3',
      user: TICKET.owner,
      amount: '1',
      count: 1,
      blockNumber: 130,
      timestamp: 1_700_043_400,
      transactionHash: TICKET.transactionHash,
      logIndex: 0,
    }
    expect(decodeLotteryEvents({ data: [event] }, '')[0]?.kind).toBe('claim')
    expect(() => decodeLotteryEvents({ data: [{ ...event, kind: 'steal' }] }, '')).toThrow(
      DecodeError,
    )
  })
})

describe('lottery API client', () => {
  let api: FixtureServer
  beforeAll(async () => {
    api = await serveFixtureApi(
      answerByPath(
        new Map([
          ['/v1/1337/lottery/rounds/3', { json: ROUND }],
          [
            '/v1/1337/lottery/rounds/4',
            { status: 503, json: { error: 'UNAVAILABLE', message: 'The index is catching up.' } },
          ],
        ]),
      ),
    )
  })
  afterAll(() => api?.close())

  test('one round by number; null for a round the index does not know; other failures throw', async () => {
    const client = fixtureApiClient(api)
    expect((await getLotteryRound(client, 3n))?.lotteryId).toBe('3')
    expect(await getLotteryRound(client, 999n)).toBeNull()
    const failure = getLotteryRound(client, 4n)
    await expect(failure).rejects.toThrow(NftApiError)
    await expect(failure).rejects.toThrow('The index is catching up.')
  })
})
