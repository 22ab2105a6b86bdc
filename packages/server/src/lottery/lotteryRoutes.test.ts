/**
 * The lottery API (`/v1/{chainId}/lottery/…`) and its GraphQL entities over an index of the
 * chain history of test/lotteryScenario (the real contracts on Anvil), on PGlite and
 * PostgreSQL: the agreed answer shapes, what each ticket and wallet won as the contract's own
 * views say, newest-first paging, 404 with the spec's text for an unknown round, and 400 (never
 * 500) for bad input.
 */
import { iGhostLotteryAbi } from '@ghost/contracts'
import { LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import type {
  ApiLotteryEvent,
  ApiLotteryRound,
  ApiLotteryTicket,
  ApiLotteryUserRound,
} from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import { formatEther, type PublicClient, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createIndexer } from '../indexer/createIndexer'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { type ServedDatabase, serveFreshDatabase } from '../test/servedDatabase'
import { createLotteryModule } from './createLotteryModule'
import { type LotteryScenario, type LotteryWorld, runLotteryScenario } from './test/lotteryScenario'

let scenario: LotteryScenario
let world: LotteryWorld
let client: PublicClient

beforeAll(async () => {
  scenario = await runLotteryScenario()
  ;({ world, client } = scenario)
}, 300_000)

afterAll(async () => {
  await scenario?.stop()
})

const lower = (address: string) => address.toLowerCase()
const STATUS = ['pending', 'open', 'close', 'claimable'] as const

const viewLottery = (lotteryId: bigint) =>
  client.readContract({
    address: world.lottery,
    abi: iGhostLotteryAbi,
    functionName: 'viewLottery',
    args: [lotteryId],
  })

const viewUserTickets = async (lotteryId: bigint, owner: string) =>
  (
    await client.readContract({
      address: world.lottery,
      abi: iGhostLotteryAbi,
      functionName: 'viewUserTickets',
      args: [lotteryId, owner as `0x${string}`, 0n, 100n],
    })
  )[0]

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let served: ServedDatabase
    let empty: ServedDatabase
    let app: FastifyInstance
    let emptyApp: FastifyInstance

    beforeAll(async () => {
      handle = await target.start()
      served = await serveFreshDatabase(handle, async (filled) => {
        const module = createLotteryModule({ manifest: world.manifest })
        if (!module) throw new Error('the scenario has a lottery')
        const indexer = createIndexer({
          db: filled.db,
          client,
          chainId: LOCAL_CHAIN_ID,
          startBlock: BigInt(world.manifest.startBlock),
          modules: [module],
          databaseKind: filled.kind,
        })
        await indexer.syncOnce({ toBlock: scenario.headBlock })
        await indexer.stop()
      })
      app = served.app
      empty = await serveFreshDatabase(handle)
      emptyApp = empty.app
    }, 120_000)
    afterAll(async () => {
      await served?.close()
      await empty?.close()
      await handle?.stop()
    })

    const get = async (url: string, server = app) => {
      const response = await server.inject({ method: 'GET', url })
      return { status: response.statusCode, body: response.json() }
    }
    const player = (index: number) => lower(world.players[index]?.account.address ?? '')

    test('GET lottery/rounds: every round newest first, as viewLottery has it', async () => {
      const { status, body } = await get('/v1/1337/lottery/rounds')
      expect(status).toBe(200)
      const rounds = body.data as ApiLotteryRound[]
      expect(rounds.map((round) => round.lotteryId)).toEqual(['3', '2', '1'])
      for (const round of rounds) {
        const view = await viewLottery(BigInt(round.lotteryId))
        const drawn = view.status === 3
        expect(round).toMatchObject({
          status: STATUS[view.status],
          startTime: Number(view.startTime),
          endTime: Number(view.endTime),
          priceTicketInCake: view.priceTicketInCake.toString(),
          amountCollectedInCake: view.amountCollectedInCake.toString(),
          ticketRevenue: view.ticketRevenue.toString(),
          ticketsSold: Number(view.ticketsSold),
          treasuryFee: view.treasuryFee,
          rewardsBreakdown: [...view.rewardsBreakdown],
          finalNumber: view.randomReady ? view.finalNumber : null,
          winnersPerBracket: drawn ? view.winnersPerBracket.map(Number) : null,
          cakePerBracket: drawn ? view.cakePerBracket.map(String) : null,
          claimDeadline: drawn ? Number(view.claimDeadline) : null,
          prizesClaimed: view.prizesClaimed.toString(),
        })
      }
      const [third, second, first] = rounds as [ApiLotteryRound, ApiLotteryRound, ApiLotteryRound]
      expect(first).toEqual({
        ...first,
        lotteryId: '1',
        status: 'claimable',
        carriedOver: '0',
        injected: parseEther('100').toString(),
        players: 3,
        ticketsSold: 9,
        treasuryFee: 200,
        finalNumber: 123456,
        winnersPerBracket: [1, 1, 1, 0, 1, 2],
        ticketsClaimed: 5,
        recycled: first.cakePerBracket?.[1] ?? null,
        drawnAt: expect.any(Number),
      } satisfies ApiLotteryRound)
      expect(Object.keys(first).sort()).toEqual(
        [
          'lotteryId',
          'status',
          'startTime',
          'endTime',
          'priceTicketInCake',
          'amountCollectedInCake',
          'ticketRevenue',
          'carriedOver',
          'injected',
          'ticketsSold',
          'players',
          'treasuryFee',
          'rewardsBreakdown',
          'finalNumber',
          'winnersPerBracket',
          'cakePerBracket',
          'treasuryAmount',
          'rolledOver',
          'claimDeadline',
          'prizesClaimed',
          'ticketsClaimed',
          'recycled',
          'drawnAt',
        ].sort(),
      )
      // Rollovers: each round's rolledOver opens the next round's pot (with recycled prizes).
      expect(second.carriedOver).toBe(first.rolledOver)
      expect(BigInt(third.carriedOver)).toBe(
        BigInt(second.rolledOver ?? 0) + BigInt(first.recycled ?? 0),
      )
      expect(third).toMatchObject({
        status: 'open',
        finalNumber: null,
        winnersPerBracket: null,
        cakePerBracket: null,
        treasuryAmount: null,
        rolledOver: null,
        claimDeadline: null,
        recycled: null,
        drawnAt: null,
      })
      expect((await get('/v1/1337/lottery/rounds?first=1&skip=1')).body.data).toEqual([second])
      expect((await get('/v1/1337/lottery/rounds?skip=3')).body.data).toEqual([])
      expect(await get('/v1/1337/lottery/rounds', emptyApp)).toEqual({
        status: 200,
        body: { data: [] },
      })
    })

    test('GET lottery/rounds/{id}: the round; an unknown number answers 404 with the spec text', async () => {
      const list = (await get('/v1/1337/lottery/rounds')).body.data as ApiLotteryRound[]
      expect(await get('/v1/1337/lottery/rounds/2')).toEqual({ status: 200, body: list[1] })
      expect((await get('/v1/1337/lottery/rounds/002')).body).toEqual(list[1])
      for (const url of [
        '/v1/1337/lottery/rounds/4',
        '/v1/1337/lottery/rounds/0',
        `/v1/1337/lottery/rounds/${2n ** 256n - 1n}`,
        '/v1/1337/lottery/rounds/99/tickets',
      ]) {
        expect(await get(url)).toEqual({
          status: 404,
          body: { error: 'Not Found', message: 'The lottery number you provided does not exist' },
        })
      }
      expect((await get('/v1/1337/lottery/rounds/1', emptyApp)).status).toBe(404)
    })

    test('GET lottery/rounds/{id}/tickets: matches and rewards as the contract counts them', async () => {
      for (const lotteryId of [1n, 2n, 3n]) {
        for (const index of [0, 1, 2]) {
          const owner = player(index)
          const { status, body } = await get(
            `/v1/1337/lottery/rounds/${lotteryId}/tickets?owner=${owner.toUpperCase().replace('0X', '0x')}`,
          )
          expect(status).toBe(200)
          const tickets = body.data as ApiLotteryTicket[]
          const views = await viewUserTickets(lotteryId, owner)
          const drawn = (await viewLottery(lotteryId)).status === 3
          expect(tickets.map((ticket) => ticket.ticketId)).toEqual(
            views.map((view) => view.ticketId.toString()).reverse(),
          )
          for (const ticket of tickets) {
            const view = views.find((each) => each.ticketId.toString() === ticket.ticketId)
            expect(ticket).toMatchObject({
              lotteryId: lotteryId.toString(),
              owner,
              number: view?.number,
              claimed: view?.claimed,
              matchedDigits: drawn ? view?.matchedDigits : null,
              reward: drawn ? view?.reward.toString() : null,
            })
          }
        }
      }
      const all = (await get('/v1/1337/lottery/rounds/1/tickets')).body.data as ApiLotteryTicket[]
      expect(all.map((ticket) => ticket.ticketId)).toEqual([
        '202',
        '201',
        '200',
        '101',
        '100',
        '3',
        '2',
        '1',
        '0',
      ])
      expect(all[8]).toEqual({
        lotteryId: '1',
        ticketId: '0',
        purchaseId: '0',
        owner: player(0),
        number: 123456,
        claimed: true,
        matchedDigits: 6,
        reward: expect.stringMatching(/^[1-9]\d*$/),
        blockNumber: expect.any(Number),
        timestamp: expect.any(Number),
        transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      } satisfies ApiLotteryTicket)
      expect(all.find((ticket) => ticket.ticketId === '200')).toMatchObject({
        number: 120000,
        matchedDigits: 2,
        claimed: false,
      })
      expect((await get('/v1/1337/lottery/rounds/1/tickets?first=2&skip=1')).body.data).toEqual(
        all.slice(1, 3),
      )
      expect(
        (await get(`/v1/1337/lottery/rounds/1/tickets?owner=${world.treasury}`)).body.data,
      ).toEqual([])
    })

    test("GET lottery/users/{address}/rounds: the wallet's rounds and what it won", async () => {
      const me = player(0)
      const { status, body } = await get(`/v1/1337/lottery/users/${me}/rounds`)
      expect(status).toBe(200)
      const rounds = body.data as ApiLotteryUserRound[]
      expect(rounds.map((round) => round.lotteryId)).toEqual(['3', '2', '1'])
      const views = await viewUserTickets(1n, me)
      const won = views.reduce((sum, view) => sum + view.reward, 0n)
      const first = await viewLottery(1n)
      expect(rounds[2]).toEqual({
        lotteryId: '1',
        status: 'claimable',
        tickets: 4,
        cakeSpent: expect.stringMatching(/^[1-9]\d*$/),
        finalNumber: 123456,
        winningTickets: views.filter((view) => view.reward > 0n).length,
        winnings: won.toString(),
        // The scenario's first player claimed every winning ticket.
        claimed: won.toString(),
        endTime: Number(first.endTime),
      } satisfies ApiLotteryUserRound)
      expect(rounds[2]?.winningTickets).toBe(3)
      expect(rounds[1]).toMatchObject({ status: 'claimable', winningTickets: 0, winnings: '0' })
      expect(rounds[0]).toMatchObject({
        status: 'open',
        tickets: 10,
        finalNumber: null,
        winningTickets: null,
        winnings: null,
        claimed: '0',
      })
      // The third player left a winning ticket unclaimed.
      const third = (await get(`/v1/1337/lottery/users/${player(2)}/rounds`)).body
        .data as ApiLotteryUserRound[]
      const [thirdFirst] = third.filter((round) => round.lotteryId === '1')
      expect(thirdFirst?.winningTickets).toBe(2)
      expect(BigInt(thirdFirst?.winnings ?? 0)).toBeGreaterThan(BigInt(thirdFirst?.claimed ?? 0))
      expect((await get(`/v1/1337/lottery/users/${me}/rounds?first=1&skip=2`)).body.data).toEqual([
        rounds[2],
      ])
      expect((await get(`/v1/1337/lottery/users/${world.treasury}/rounds`)).body).toEqual({
        data: [],
      })
    })

    test('GET lottery/events: every step newest first; filters combine; first/skip page', async () => {
      const all = (await get('/v1/1337/lottery/events?first=1000')).body.data as ApiLotteryEvent[]
      const order = all.map((event) => [event.blockNumber, event.logIndex])
      expect(order).toEqual(
        [...order].sort((a, b) => (b[0] ?? 0) - (a[0] ?? 0) || (b[1] ?? 0) - (a[1] ?? 0)),
      )
      expect(
        all
          .filter((event) => event.lotteryId === '1')
          .map((event) => event.kind)
          .reverse(),
      ).toEqual([
        'open',
        'purchase',
        'purchase',
        'purchase',
        'injection',
        'close',
        'randomness',
        'draw',
        'claim',
        'claim',
        'claim',
        'recycle',
      ])
      const claims = (await get(`/v1/1337/lottery/events?kind=claim&lotteryId=1&user=${player(0)}`))
        .body.data as ApiLotteryEvent[]
      expect(claims).toEqual([
        {
          kind: 'claim',
          lotteryId: '1',
          user: player(0),
          amount: expect.stringMatching(/^[1-9]\d*$/),
          count: 3,
          blockNumber: expect.any(Number),
          timestamp: expect.any(Number),
          transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
          logIndex: expect.any(Number),
        } satisfies ApiLotteryEvent,
      ])
      const draws = (await get('/v1/1337/lottery/events?kind=draw')).body.data as ApiLotteryEvent[]
      expect(draws.map((event) => [event.lotteryId, event.count, event.user])).toEqual([
        ['2', 0, null],
        ['1', 6, null],
      ])
      const opens = (await get('/v1/1337/lottery/events?kind=open')).body.data as ApiLotteryEvent[]
      const rounds = (await get('/v1/1337/lottery/rounds')).body.data as ApiLotteryRound[]
      expect(opens.map((event) => event.amount)).toEqual(rounds.map((round) => round.carriedOver))
      expect((await get('/v1/1337/lottery/events?first=3&skip=2')).body.data).toEqual(
        all.slice(2, 5),
      )
    })

    test.each([
      ['/v1/1337/lottery/rounds/abc', 'params.lotteryId'],
      ['/v1/1337/lottery/rounds/-1', 'params.lotteryId'],
      ['/v1/1337/lottery/rounds/1.5', 'params.lotteryId'],
      ['/v1/1337/lottery/rounds/0x10', 'params.lotteryId'],
      [`/v1/1337/lottery/rounds/${2n ** 256n}`, 'params.lotteryId'],
      [`/v1/1337/lottery/rounds/${'9'.repeat(100)}`, 'params.lotteryId'],
      ['/v1/1337/lottery/rounds/1%20', 'params.lotteryId'],
      ['/v1/1337/lottery/rounds/x/tickets', 'params.lotteryId'],
      ['/v1/1337/lottery/rounds/1/tickets?owner=0x123', 'query.owner'],
      ['/v1/1337/lottery/rounds/1/tickets?first=0', 'query.first'],
      ['/v1/1337/lottery/rounds?first=1001', 'query.first'],
      ['/v1/1337/lottery/rounds?skip=-1', 'query.skip'],
      ['/v1/1337/lottery/users/alice/rounds', 'params.address'],
      ['/v1/1337/lottery/users/0x1234/rounds?first=abc', 'params.address'],
      ['/v1/1337/lottery/events?kind=mint', 'query.kind'],
      ['/v1/1337/lottery/events?lotteryId=one', 'query.lotteryId'],
      ['/v1/1337/lottery/events?user=0x0', 'query.user'],
      ['/v1/1/lottery/rounds', 'params.chainId'],
      ['/v1/abc/lottery/events', 'params.chainId'],
    ])('400 with the reason for %s', async (url, where) => {
      const { status, body } = await get(url)
      expect(status).toBe(400)
      expect(body.message).toContain(`${where}:`)
    })

    test('a supported chain this server does not follow answers 404', async () => {
      for (const url of [
        '/v1/97/lottery/rounds',
        '/v1/56/lottery/rounds/1',
        '/v1/97/lottery/events',
        `/v1/56/lottery/users/${player(0)}/rounds`,
      ]) {
        const { status, body } = await get(url)
        expect(status).toBe(404)
        expect(body.message).toContain('chain 1337')
      }
    })

    test('GraphQL: a round with its tickets and players, a wallet with its rounds', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/1337/graphql',
        payload: {
          query: `{
            lottery(id: "1") {
              lotteryId status finalNumber winnersPerBracket injected
              tickets(where: { owner: "${player(1)}" }, orderBy: ticketId) {
                ticketId number claimed lottery { id }
              }
              players(orderBy: tickets, orderDirection: desc) { tickets user { id } }
              events(where: { kind: "recycle" }) { kind amount }
            }
            lotteryUser(id: "${player(0)}") {
              rounds { lottery { id } tickets }
              tickets cakeSpent
            }
            lotteryContracts { currentLotteryId claimWindow operator }
          }`,
        },
      })
      expect(response.json().errors).toBeUndefined()
      const rounds = (await get('/v1/1337/lottery/rounds')).body.data as ApiLotteryRound[]
      const first = rounds[2] as ApiLotteryRound
      const data = response.json().data
      expect(data.lottery).toEqual({
        lotteryId: '1',
        status: 'claimable',
        finalNumber: '123456',
        winnersPerBracket: [1, 1, 1, 0, 1, 2],
        injected: '100',
        tickets: [
          { ticketId: '100', number: '123000', claimed: true, lottery: { id: '1' } },
          { ticketId: '101', number: '654321', claimed: false, lottery: { id: '1' } },
        ],
        players: [
          { tickets: '4', user: { id: player(0) } },
          { tickets: '3', user: { id: player(2) } },
          { tickets: '2', user: { id: player(1) } },
        ],
        events: [{ kind: 'recycle', amount: formatEther(BigInt(first.recycled ?? 0)) }],
      })
      expect(
        data.lotteryUser.rounds
          .map((round: { lottery: { id: string }; tickets: string }) => [
            round.lottery.id,
            round.tickets,
          ])
          .sort(),
      ).toEqual([
        ['1', '4'],
        ['2', '1'],
        ['3', '10'],
      ])
      expect(data.lotteryUser.tickets).toBe('15')
      expect(data.lotteryContracts).toEqual([
        {
          currentLotteryId: '3',
          claimWindow: String(7 * 24 * 3600),
          operator: lower(world.admin.account.address),
        },
      ])
    })
  })
}
