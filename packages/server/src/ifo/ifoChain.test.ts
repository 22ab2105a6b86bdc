/**
 * Acceptance (issue 33): the IFO index on a local chain with the real contracts
 * (test/ifoScenario.ts: a finished sale with commits up to the basic cap, an oversubscribed
 * unlimited pool with a fee tier, harvests, the achievement's points, two withdrawals and a token
 * recovery; an upcoming sale handed to another owner; a live sale), indexed by createIndexer with
 * the IFO module from the deployer's events (each sale a factory child), compared with the sales'
 * own views (`viewPool`, `viewUserPool`, …), their logs and the token balances; the API and
 * GraphQL over that index. A restart and a reorg leave what a fresh index leaves. On PGlite and on
 * PostgreSQL.
 */
import { ghostIFOAbi, ghostIFODeployerAbi, ghostProfileAbi, testTokenAbi } from '@ghost/contracts'
import { anvilClient, revertTo } from '@ghost/contracts/anvil'
import {
  type ApiIfo,
  type ApiIfoDepositPage,
  type ApiIfoPage,
  type ApiIfoPool,
  type ApiIfoUser,
  type ApiIfoUserPage,
  getIfoAllocation,
  getIfoFeeBps,
  IFO_POOL_KINDS,
  type IfoPhase,
} from '@ghost/sdk'
import { type Address, formatEther, type PublicClient, parseEther, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { onlyModule, scenarioBlocks } from '../indexer/testing/chainScenario'
import { setUpIndexedScenario } from '../indexer/testing/indexedScenario'
import { serveIndexedScenario } from '../indexer/testing/servedIndex'
import { DATABASE_TARGETS } from '../test/databaseTargets'
import { createIfoModule } from './createIfoModule'
import { uncommittedPool } from './test/ifoHistory'
import {
  type IfoScenario,
  type IfoWorld,
  ifoCalls,
  runIfoScenario,
  SALE_1,
} from './test/ifoScenario'

let scenario: IfoScenario
let world: IfoWorld
let client: PublicClient
let reorgRuns = 0

beforeAll(async () => {
  scenario = await runIfoScenario()
  ;({ world, client } = scenario)
}, 300_000)

afterAll(async () => {
  await scenario?.stop()
})

const lower = (address: string) => address.toLowerCase()
const cake = parseEther
const PIDS = [0, 1] as const
const KINDS = ['finished', 'upcoming', 'live'] as const

/** Every wallet the tests look at: the three players and the one without a profile. */
const wallets = () => [...world.players, world.stranger].map((player) => player.account.address)

const read = {
  pool: (sale: Address, pid: number) =>
    client.readContract({ address: sale, abi: ghostIFOAbi, functionName: 'viewPool', args: [pid] }),
  userPool: (sale: Address, user: Address, pid: number) =>
    client.readContract({
      address: sale,
      abi: ghostIFOAbi,
      functionName: 'viewUserPool',
      args: [user, pid],
    }),
  allocation: (sale: Address, user: Address, pid: number) =>
    client.readContract({
      address: sale,
      abi: ghostIFOAbi,
      functionName: 'viewAllocation',
      args: [user, pid],
    }),
  balance: (token: Address, holder: Address) =>
    client.readContract({
      address: token,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [holder],
    }),
  async sale(sale: Address) {
    const view = <
      name extends
        | 'startTimestamp'
        | 'endTimestamp'
        | 'owner'
        | 'offeringToken'
        | 'lpToken'
        | 'campaignId'
        | 'numberPoints'
        | 'thresholdPoints'
        | 'lpWithdrawn'
        | 'viewFeeTiers',
    >(
      functionName: name,
    ) => client.readContract({ address: sale, abi: ghostIFOAbi, functionName })
    return {
      startTimestamp: await view('startTimestamp'),
      endTimestamp: await view('endTimestamp'),
      owner: lower(await view('owner')),
      offeringToken: lower(await view('offeringToken')),
      lpToken: lower(await view('lpToken')),
      campaignId: await view('campaignId'),
      numberPoints: await view('numberPoints'),
      thresholdPoints: await view('thresholdPoints'),
      lpWithdrawn: await view('lpWithdrawn'),
      feeTiers: (await view('viewFeeTiers')).map(({ minMultiple, feeBps }) => ({
        minMultiple,
        feeBps,
      })),
    }
  },
}

/** A sale's own logs up to the scenario's head. */
const saleLogs = async (sale: Address) =>
  parseEventLogs({
    abi: ghostIFOAbi,
    logs: await client.getLogs({
      address: sale,
      fromBlock: BigInt(world.manifest.startBlock),
      toBlock: scenario.headBlock,
    }),
  })

const announcements = async () =>
  parseEventLogs({
    abi: ghostIFODeployerAbi,
    eventName: 'NewIFOContract',
    logs: await client.getLogs({
      address: world.deployer,
      fromBlock: BigInt(world.manifest.startBlock),
      toBlock: scenario.headBlock,
    }),
  })

const sum = (values: bigint[]) => values.reduce((all, value) => all + value, 0n)

/** What harvests of one pool paid, from the sale's Harvest logs. */
async function harvestsOf(sale: Address, pid: number) {
  return (await saleLogs(sale)).flatMap((log) =>
    log.eventName === 'Harvest' && log.args.pid === pid ? [log.args] : [],
  )
}

/** Wallets with a commit in the pool, as viewUserPool has them. */
async function participantsOf(sale: Address, pid: number): Promise<number> {
  let count = 0
  for (const user of wallets()) if ((await read.userPool(sale, user, pid)).amount > 0n) count++
  return count
}

/** A pool as the API should answer it: viewPool, the Harvest logs and the wallets' views. */
async function expectedPool(sale: Address, pid: number): Promise<ApiIfoPool> {
  const view = await read.pool(sale, pid)
  const harvests = await harvestsOf(sale, pid)
  return {
    pid,
    kind: IFO_POOL_KINDS[pid] ?? 'basic',
    raisingAmount: view.raisingAmount.toString(),
    offeringAmount: view.offeringAmount.toString(),
    limitPerUser: view.limitPerUser.toString(),
    hasFee: view.hasFee,
    totalAmount: view.totalAmount.toString(),
    participants: await participantsOf(sale, pid),
    harvestedAmount: view.harvestedAmount.toString(),
    offeringHarvested: sum(harvests.map((each) => each.offeringAmount)).toString(),
    refundHarvested: sum(harvests.map((each) => each.refundAmount)).toString(),
    sumFees: view.sumFees.toString(),
  }
}

/** A sale as the API should answer it, from its views, its logs and the deployer's. */
async function expectedIfo(sale: Address, phase: IfoPhase): Promise<ApiIfo> {
  const views = await read.sale(sale)
  const logs = await saleLogs(sale)
  const created = (await announcements()).find((log) => lower(log.args.ifo) === lower(sale))
  if (!created) throw new Error(`no NewIFOContract for ${sale}`)
  const block = await client.getBlock({ blockNumber: created.blockNumber })
  const withdrawals = logs.flatMap((log) => (log.eventName === 'FinalWithdraw' ? [log.args] : []))
  return {
    address: lower(sale),
    offeringToken: views.offeringToken,
    lpToken: views.lpToken,
    owner: views.owner,
    startTimestamp: Number(views.startTimestamp),
    endTimestamp: Number(views.endTimestamp),
    phase,
    campaignId: views.campaignId.toString(),
    numberPoints: views.numberPoints.toString(),
    thresholdPoints: views.thresholdPoints.toString(),
    feeTiers: views.feeTiers,
    pools: [await expectedPool(sale, 0), await expectedPool(sale, 1)],
    lpWithdrawn: views.lpWithdrawn.toString(),
    offeringWithdrawn: sum(withdrawals.map((each) => each.offeringAmount)).toString(),
    createdAt: Number(block.timestamp),
    createdTxHash: created.transactionHash,
  }
}

/** A wallet in a sale as the API should answer it, from viewUserPool and the logs. */
async function expectedUser(sale: Address, user: Address): Promise<ApiIfoUser> {
  const logs = await saleLogs(sale)
  const pools = []
  for (const pid of PIDS) {
    const view = await read.userPool(sale, user, pid)
    const commits = logs.filter(
      (log) => log.eventName === 'Deposit' && log.args.pid === pid && log.args.user === user,
    )
    const harvest = logs.find(
      (log) => log.eventName === 'Harvest' && log.args.pid === pid && log.args.user === user,
    )
    const paid = harvest?.eventName === 'Harvest' ? harvest.args : undefined
    const harvestBlock = harvest
      ? await client.getBlock({ blockNumber: harvest.blockNumber })
      : undefined
    pools.push({
      pid,
      kind: IFO_POOL_KINDS[pid] ?? 'basic',
      amount: view.amount.toString(),
      commits: commits.length,
      harvested: view.claimed,
      offeringAmount: paid ? paid.offeringAmount.toString() : null,
      refundAmount: paid ? paid.refundAmount.toString() : null,
      feeAmount: paid ? paid.feeAmount.toString() : null,
      harvestedAt: harvestBlock ? Number(harvestBlock.timestamp) : null,
      harvestTxHash: harvest ? harvest.transactionHash : null,
    })
  }
  const awarded = logs.find(
    (log) => log.eventName === 'UserPointsAwarded' && log.args.user === user,
  )
  return {
    ifo: lower(sale),
    user: lower(user),
    pools,
    pointsAwarded:
      awarded?.eventName === 'UserPointsAwarded' ? awarded.args.numberPoints.toString() : null,
  }
}

test('the module follows the manifest: none without an IFO deployer', () => {
  const { IFODeployer: _deployer, ...others } = world.manifest.contracts
  expect(createIfoModule({ manifest: { ...world.manifest, contracts: others } })).toBe(undefined)
  expect(createIfoModule({ manifest: world.manifest })?.sources).toEqual([
    expect.objectContaining({ name: 'IFODeployer', address: lower(world.deployer) }),
    expect.objectContaining({
      name: 'GhostIFO',
      factory: expect.objectContaining({
        address: lower(world.deployer),
        eventName: 'NewIFOContract',
        parameter: 'ifo',
      }),
    }),
  ])
})

test("the scenario's chain: each sale's constructor events come before the deployer's", async () => {
  for (const created of await announcements()) {
    const receipt = await client.getTransactionReceipt({ hash: created.transactionHash })
    const own = parseEventLogs({
      abi: ghostIFOAbi,
      logs: receipt.logs.filter((log) => lower(log.address) === lower(created.args.ifo)),
    })
    expect(own.map((log) => log.eventName)).toEqual([
      'OwnershipTransferred',
      'NewStartAndEndTimestamps',
    ])
    expect(own.every((log) => (log.logIndex ?? 0) < (created.logIndex ?? 0))).toBe(true)
  }
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    // Two runs in ranges of 3 blocks: a sale's creation, its constructor's events and its first
    // settings cross checkpoints and the restart.
    const indexed = setUpIndexedScenario(target, () => ({
      ...scenarioBlocks(scenario),
      modules: () => onlyModule(createIfoModule({ manifest: world.manifest }), 'an IFO deployer'),
      rangeSize: 3,
    }))

    const served = serveIndexedScenario(indexed)
    const { get } = served
    const db = () => indexed.database.db
    const player = (index: number) => world.players[index]?.account.address ?? world.deployer

    test('every sale as its views have it: times, owner, tokens, points, tiers, withdrawals', async () => {
      const rows = await db().selectFrom('ifo_sale').selectAll().orderBy('created_block').execute()
      expect(rows.map((row) => row.id)).toEqual(KINDS.map((kind) => lower(world.sales[kind])))
      for (const kind of KINDS) {
        const sale = world.sales[kind]
        const views = await read.sale(sale)
        const row = rows.find((each) => each.id === lower(sale))
        const logs = await saleLogs(sale)
        const harvested = sum(
          (await Promise.all(PIDS.map((pid) => harvestsOf(sale, pid))))
            .flat()
            .map((each) => each.offeringAmount),
        )
        expect(row).toMatchObject({
          offering_token: views.offeringToken,
          lp_token: views.lpToken,
          owner: views.owner,
          start_timestamp: views.startTimestamp,
          end_timestamp: views.endTimestamp,
          campaign_id: views.campaignId,
          number_points: views.numberPoints,
          threshold_points: views.thresholdPoints,
          fee_tiers: views.feeTiers,
          lp_withdrawn: views.lpWithdrawn,
          points_awarded: BigInt(
            logs.filter((log) => log.eventName === 'UserPointsAwarded').length,
          ),
        })
        // The offering tokens the sale still holds: what funded it less what harvests and the
        // owner took.
        const funded = kind === 'upcoming' ? 0n : cake('3000')
        expect(await read.balance(views.offeringToken as Address, sale)).toBe(
          funded - harvested - (row?.offering_withdrawn ?? 0n),
        )
        let participants = 0n
        for (const user of wallets()) {
          const amounts = await Promise.all(PIDS.map((pid) => read.userPool(sale, user, pid)))
          if (amounts.some((each) => each.amount > 0n)) participants++
        }
        expect(row?.participants).toBe(participants)
      }
      const [finished, upcoming, live] = rows
      // Moved before its start: the deployer's event announced other times.
      const [announced] = await announcements()
      expect(finished?.start_timestamp).toBe((announced?.args.startTimestamp ?? 0n) + 100n)
      expect(finished).toMatchObject({
        owner: lower(world.admin.account.address),
        lp_token: lower(world.cake),
        campaign_id: SALE_1.campaignId,
        number_points: SALE_1.numberPoints,
        threshold_points: SALE_1.thresholdPoints,
        fee_tiers: SALE_1.feeTiers,
        participants: 3n,
        points_awarded: 2n,
      })
      expect(finished?.lp_withdrawn).toBeGreaterThan(0n)
      expect(finished?.offering_withdrawn).toBeGreaterThan(0n)
      expect(upcoming).toMatchObject({ owner: lower(world.newOwner), fee_tiers: [] })
      expect(live).toMatchObject({ participants: 2n, points_awarded: 0n })
    })

    test('every pool as viewPool has it, with what harvests paid as their logs say', async () => {
      const rows = await db().selectFrom('ifo_pool').selectAll().execute()
      expect(rows).toHaveLength(6)
      for (const kind of KINDS) {
        const sale = world.sales[kind]
        const logs = await saleLogs(sale)
        for (const pid of PIDS) {
          const view = await read.pool(sale, pid)
          const expected = await expectedPool(sale, pid)
          const row = rows.find((each) => each.id === `${lower(sale)}-${pid}`)
          expect(row).toMatchObject({
            ifo: lower(sale),
            pid,
            raising_amount: view.raisingAmount,
            offering_amount: view.offeringAmount,
            limit_per_user: view.limitPerUser,
            has_fee: view.hasFee,
            total_amount: view.totalAmount,
            harvested_amount: view.harvestedAmount,
            sum_fees: view.sumFees,
            participants: BigInt(expected.participants),
            offering_harvested: BigInt(expected.offeringHarvested),
            refund_harvested: BigInt(expected.refundHarvested),
            commits: BigInt(
              logs.filter((log) => log.eventName === 'Deposit' && log.args.pid === pid).length,
            ),
            harvests: BigInt((await harvestsOf(sale, pid)).length),
          })
        }
      }
      const finished = (pid: number) =>
        rows.find((each) => each.id === `${lower(world.sales.finished)}-${pid}`)
      expect(finished(0)).toMatchObject({
        total_amount: cake('60'),
        limit_per_user: SALE_1.basic.limit,
        has_fee: false,
        participants: 2n,
        commits: 3n,
        harvests: 1n,
        sum_fees: 0n,
      })
      // 255 CAKE in a 100 CAKE pool: 2× oversubscribed, the 0.5% tier.
      expect(finished(1)).toMatchObject({
        total_amount: cake('255'),
        has_fee: true,
        participants: 3n,
        harvests: 3n,
        harvested_amount: cake('255'),
        offering_harvested: SALE_1.unlimited.offering,
      })
      expect(
        await client.readContract({
          address: world.sales.finished,
          abi: ghostIFOAbi,
          functionName: 'feeBps',
          args: [1],
        }),
      ).toBe(50n)
      // Every commit of the unlimited pool harvested: it used exactly its target.
      const unlimited = finished(1)
      expect(
        (unlimited?.refund_harvested ?? 0n) +
          (unlimited?.sum_fees ?? 0n) +
          SALE_1.unlimited.raising,
      ).toBe(cake('255'))
    })

    test("every wallet's pools as viewUserPool has them; harvests as the logs and balances", async () => {
      const rows = await db().selectFrom('ifo_user_pool').selectAll().execute()
      let seen = 0
      for (const kind of KINDS) {
        const sale = world.sales[kind]
        for (const user of wallets()) {
          const expected = await expectedUser(sale, user)
          for (const pid of PIDS) {
            const view = await read.userPool(sale, user, pid)
            const row = rows.find((each) => each.id === `${lower(sale)}-${lower(user)}-${pid}`)
            if (view.amount === 0n) {
              expect(row).toBeUndefined()
              continue
            }
            seen++
            const pool = expected.pools[pid]
            expect(row).toMatchObject({
              ifo: lower(sale),
              user: lower(user),
              pid,
              amount: view.amount,
              harvested: view.claimed,
              commits: BigInt(pool?.commits ?? -1),
              offering_amount: pool?.offeringAmount == null ? null : BigInt(pool.offeringAmount),
              refund_amount: pool?.refundAmount == null ? null : BigInt(pool.refundAmount),
              fee_amount: pool?.feeAmount == null ? null : BigInt(pool.feeAmount),
              harvest_transaction_hash: pool?.harvestTxHash ?? null,
            })
          }
        }
      }
      expect(seen).toBe(rows.length)
      expect(rows).toHaveLength(7)

      // What each player holds is what its harvests paid: the offering token, and CAKE back.
      for (const user of world.players.map((each) => each.account.address)) {
        const mine = rows.filter((row) => row.user === lower(user))
        expect(await read.balance(world.offeringTokens.finished, user)).toBe(
          sum(
            mine.map((row) =>
              row.ifo === lower(world.sales.finished) ? (row.offering_amount ?? 0n) : 0n,
            ),
          ),
        )
        expect(await read.balance(world.cake, user)).toBe(
          cake('1000') -
            sum(mine.map((row) => row.amount)) +
            sum(mine.map((row) => row.refund_amount ?? 0n)),
        )
      }
      const a = rows.find(
        (row) => row.id === `${lower(world.sales.finished)}-${lower(player(0))}-0`,
      )
      expect(a).toMatchObject({ amount: SALE_1.basic.limit, commits: 2n, harvested: true })
      // Basic raised 60 of its 100: A's 50 buys half of 1,000 OF1 at the target's price, and
      // nothing comes back.
      expect(a).toMatchObject({ offering_amount: cake('500'), refund_amount: 0n, fee_amount: 0n })
      const b = rows.find(
        (row) => row.id === `${lower(world.sales.finished)}-${lower(player(1))}-0`,
      )
      expect(b).toMatchObject({ harvested: false, offering_amount: null, harvested_at: null })
    })

    test("the achievement: each wallet's points as hasClaimedPoints and the profile have them", async () => {
      const users = await db().selectFrom('ifo_user').selectAll().execute()
      const awards = await db()
        .selectFrom('ifo_points_award')
        .selectAll()
        .orderBy('block_number')
        .orderBy('log_index')
        .execute()
      expect(users).toHaveLength(5)
      for (const user of users) {
        const claimed = await client.readContract({
          address: user.ifo as Address,
          abi: ghostIFOAbi,
          functionName: 'hasClaimedPoints',
          args: [user.user as Address],
        })
        expect(user.points_awarded !== null).toBe(claimed)
        const amounts = await Promise.all(
          PIDS.map((pid) => read.userPool(user.ifo as Address, user.user as Address, pid)),
        )
        expect(user.amount).toBe(sum(amounts.map((each) => each.amount)))
      }
      for (const [index, address] of world.players.map((each) => each.account.address).entries()) {
        const [, numberPoints] = await client.readContract({
          address: world.profile,
          abi: ghostProfileAbi,
          functionName: 'getUserProfile',
          args: [address],
        })
        const mine = awards.filter((award) => award.user === lower(address))
        expect(numberPoints, `player ${index}`).toBe(sum(mine.map((award) => award.number_points)))
      }
      // A and B committed 150 and 160, past the 10 CAKE threshold; C's 5 CAKE earned nothing.
      expect(
        awards.map((award) => [award.ifo, award.user, award.number_points, award.campaign_id]),
      ).toEqual([
        [lower(world.sales.finished), lower(player(0)), SALE_1.numberPoints, SALE_1.campaignId],
        [lower(world.sales.finished), lower(player(1)), SALE_1.numberPoints, SALE_1.campaignId],
      ])
      const logs = (await saleLogs(world.sales.finished)).filter(
        (log) => log.eventName === 'UserPointsAwarded',
      )
      expect(awards.map((award) => award.id)).toEqual(
        logs.map((log) => `${log.transactionHash}-${log.logIndex}`),
      )
    })

    test('one deposit row per Deposit event', async () => {
      const deposits = await db()
        .selectFrom('ifo_deposit')
        .selectAll()
        .orderBy('block_number')
        .orderBy('log_index')
        .execute()
      const logs = []
      for (const kind of KINDS) {
        for (const log of await saleLogs(world.sales[kind])) {
          if (log.eventName === 'Deposit') logs.push(log)
        }
      }
      logs.sort((x, y) => Number(x.blockNumber - y.blockNumber) || x.logIndex - y.logIndex)
      expect(deposits.map((row) => [row.id, row.ifo, row.user, row.pid, row.amount])).toEqual(
        logs.map((log) => [
          `${log.transactionHash}-${log.logIndex}`,
          lower(log.address),
          lower(log.args.user),
          log.args.pid,
          log.args.amount,
        ]),
      )
      expect(deposits).toHaveLength(8)
    })

    test('the API: sales newest start first with their phase on the head clock, paged', async () => {
      const page = (await get('/v1/1337/ifo/offerings')).body as ApiIfoPage
      expect(page.nextCursor).toBeNull()
      expect(page.data.map((sale) => [sale.address, sale.phase])).toEqual([
        [lower(world.sales.upcoming), 'getReady'],
        [lower(world.sales.live), 'live'],
        [lower(world.sales.finished), 'finished'],
      ])
      expect(page.data).toEqual([
        await expectedIfo(world.sales.upcoming, 'getReady'),
        await expectedIfo(world.sales.live, 'live'),
        await expectedIfo(world.sales.finished, 'finished'),
      ])
      const first = (await get('/v1/1337/ifo/offerings?limit=2')).body as ApiIfoPage
      expect(first.data).toEqual(page.data.slice(0, 2))
      expect(first.nextCursor).toBe(`${page.data[1]?.startTimestamp}-${lower(world.sales.live)}`)
      expect((await get(`/v1/1337/ifo/offerings?limit=2&cursor=${first.nextCursor}`)).body).toEqual(
        {
          data: page.data.slice(2),
          nextCursor: null,
        },
      )
      for (const sale of page.data) {
        expect(
          await get(`/v1/1337/ifo/offerings/${sale.address.toUpperCase().replace('0X', '0x')}`),
        ).toEqual({
          status: 200,
          body: sale,
        })
      }
      expect(await get(`/v1/1337/ifo/offerings/${lower(world.deployer)}`)).toEqual({
        status: 404,
        body: { error: 'Not Found', message: `No IFO ${lower(world.deployer)} in the index` },
      })
    })

    test("the API: a wallet in a sale and a wallet's sales, as viewUserPool has them", async () => {
      for (const kind of KINDS) {
        const sale = world.sales[kind]
        for (const user of wallets()) {
          expect(await get(`/v1/1337/ifo/offerings/${sale}/users/${user}`)).toEqual({
            status: 200,
            body: await expectedUser(sale, user),
          })
        }
      }
      const stranger = lower(world.stranger.account.address)
      expect(
        (await get(`/v1/1337/ifo/offerings/${world.sales.finished}/users/${stranger}`)).body,
      ).toEqual({
        ifo: lower(world.sales.finished),
        user: stranger,
        pools: PIDS.map(uncommittedPool),
        pointsAwarded: null,
      } satisfies ApiIfoUser)
      expect((await get(`/v1/1337/ifo/offerings/${world.deployer}/users/${stranger}`)).status).toBe(
        404,
      )

      const a = (await get(`/v1/1337/ifo/users/${player(0)}`)).body as ApiIfoUserPage
      expect(a).toEqual({
        data: [
          await expectedUser(world.sales.live, player(0)),
          await expectedUser(world.sales.finished, player(0)),
        ],
        nextCursor: null,
      })
      const firstOfA = (await get(`/v1/1337/ifo/users/${player(0)}?limit=1`)).body as ApiIfoUserPage
      expect(firstOfA.data).toEqual(a.data.slice(0, 1))
      expect(
        (await get(`/v1/1337/ifo/users/${player(0)}?limit=1&cursor=${firstOfA.nextCursor}`)).body,
      ).toEqual({ data: a.data.slice(1), nextCursor: null })
      expect((await get<ApiIfoUserPage>(`/v1/1337/ifo/users/${player(2)}`)).body.data).toHaveLength(
        1,
      )
      expect(await get(`/v1/1337/ifo/users/${stranger}`)).toEqual({
        status: 200,
        body: { data: [], nextCursor: null },
      })

      // The card's expected figures: the sdk's allocation over the API's pool is what the sale
      // would pay B for its unharvested basic commit.
      const sale = (await get(`/v1/1337/ifo/offerings/${world.sales.finished}`)).body as ApiIfo
      const basic = sale.pools[0] as ApiIfoPool
      const state = {
        raisingAmount: BigInt(basic.raisingAmount),
        offeringAmount: BigInt(basic.offeringAmount),
        limitPerUser: BigInt(basic.limitPerUser),
        hasFee: basic.hasFee,
        totalAmount: BigInt(basic.totalAmount),
        harvestedAmount: BigInt(basic.harvestedAmount),
        sumFees: BigInt(basic.sumFees),
      }
      const b = (await get(`/v1/1337/ifo/offerings/${world.sales.finished}/users/${player(1)}`))
        .body as ApiIfoUser
      const due = getIfoAllocation(
        state,
        BigInt(b.pools[0]?.amount ?? '0'),
        getIfoFeeBps(state, sale.feeTiers),
      )
      expect(due).toEqual(await read.allocation(world.sales.finished, player(1), 0))
      expect(due.offeringAmount).toBeGreaterThan(0n)
    })

    test("the API: a sale's commits newest first, paged, and one wallet's", async () => {
      const all = (await get(`/v1/1337/ifo/offerings/${world.sales.finished}/deposits`))
        .body as ApiIfoDepositPage
      expect(all.nextCursor).toBeNull()
      const logs = (await saleLogs(world.sales.finished))
        .flatMap((log) => (log.eventName === 'Deposit' ? [log] : []))
        .reverse()
      const blocks = new Map<bigint, number>()
      for (const log of logs) {
        blocks.set(
          log.blockNumber,
          Number((await client.getBlock({ blockNumber: log.blockNumber })).timestamp),
        )
      }
      expect(all.data).toEqual(
        logs.map((log) => ({
          ifo: lower(world.sales.finished),
          user: lower(log.args.user),
          pid: log.args.pid,
          amount: log.args.amount.toString(),
          blockNumber: log.blockNumber.toString(),
          timestamp: blocks.get(log.blockNumber),
          txHash: log.transactionHash,
          logIndex: log.logIndex,
        })),
      )
      expect(all.data.map((deposit) => formatEther(BigInt(deposit.amount)))).toEqual([
        '5',
        '150',
        '10',
        '100',
        '20',
        '30',
      ])
      const pages = []
      let cursor: string | null = null
      do {
        const page: ApiIfoDepositPage = (
          await get<ApiIfoDepositPage>(
            `/v1/1337/ifo/offerings/${world.sales.finished}/deposits?limit=4${cursor ? `&cursor=${cursor}` : ''}`,
          )
        ).body
        pages.push(page.data)
        cursor = page.nextCursor
      } while (cursor !== null)
      expect(pages.map((page) => page.length)).toEqual([4, 2])
      expect(pages.flat()).toEqual(all.data)
      const mine = (
        await get(`/v1/1337/ifo/offerings/${world.sales.finished}/deposits?user=${player(0)}`)
      ).body as ApiIfoDepositPage
      expect(mine.data.map((deposit) => deposit.amount)).toEqual(
        ['100', '20', '30'].map((amount) => cake(amount).toString()),
      )
      expect((await get(`/v1/1337/ifo/offerings/${world.sales.upcoming}/deposits`)).body).toEqual({
        data: [],
        nextCursor: null,
      })
    })

    test('GraphQL: a sale with its pools, wallets and commits; a wallet across sales', async () => {
      const sale = lower(world.sales.finished)
      const response = await served.app.inject({
        method: 'POST',
        url: '/v1/1337/graphql',
        payload: {
          query: `{
            ifo(id: "${sale}") {
              owner thresholdPoints totalUsers totalPointsAwarded feeTiers
              pools(orderBy: pid) { pid raisingAmount offeringAmount totalAmount totalUsers hasFee harvestedAmount }
              users(orderBy: totalAmount, orderDirection: desc) { user totalAmount totalDeposits pointsAwarded }
              deposits(first: 2, orderBy: blockNumber, orderDirection: desc) { user pid amount }
            }
            ifoUserPools(where: { user: "${lower(player(0))}" }, orderBy: amount) { ifo { id } pid amount harvested offeringAmount refundAmount }
            ifoPointsAwards { user numberPoints campaignId }
            ifos(orderBy: startTimestamp, orderDirection: desc) { id }
          }`,
        },
      })
      expect(response.json().errors).toBeUndefined()
      const data = response.json().data
      expect(data.ifo).toEqual({
        owner: lower(world.admin.account.address),
        thresholdPoints: '10',
        totalUsers: '3',
        totalPointsAwarded: '2',
        feeTiers: SALE_1.feeTiers,
        pools: [
          {
            pid: '0',
            raisingAmount: '100',
            offeringAmount: '1000',
            totalAmount: '60',
            totalUsers: '2',
            hasFee: false,
            harvestedAmount: '50',
          },
          {
            pid: '1',
            raisingAmount: '100',
            offeringAmount: '2000',
            totalAmount: '255',
            totalUsers: '3',
            hasFee: true,
            harvestedAmount: '255',
          },
        ],
        users: [
          { user: lower(player(1)), totalAmount: '160', totalDeposits: '2', pointsAwarded: '100' },
          { user: lower(player(0)), totalAmount: '150', totalDeposits: '3', pointsAwarded: '100' },
          { user: lower(player(2)), totalAmount: '5', totalDeposits: '1', pointsAwarded: null },
        ],
        deposits: [
          { user: lower(player(2)), pid: '1', amount: '5' },
          { user: lower(player(1)), pid: '1', amount: '150' },
        ],
      })
      const paid = await harvestsOf(world.sales.finished, 1)
      const aUnlimited = paid.find((each) => each.user === player(0))
      expect(data.ifoUserPools).toEqual([
        {
          ifo: { id: lower(world.sales.live) },
          pid: '1',
          amount: '7',
          harvested: false,
          offeringAmount: null,
          refundAmount: null,
        },
        {
          ifo: { id: sale },
          pid: '0',
          amount: '50',
          harvested: true,
          offeringAmount: '500',
          refundAmount: '0',
        },
        {
          ifo: { id: sale },
          pid: '1',
          amount: '100',
          harvested: true,
          offeringAmount: formatEther(aUnlimited?.offeringAmount ?? 0n),
          refundAmount: formatEther(aUnlimited?.refundAmount ?? 0n),
        },
      ])
      expect(data.ifoPointsAwards).toHaveLength(2)
      expect(data.ifos.map((each: { id: string }) => each.id)).toEqual([
        lower(world.sales.upcoming),
        lower(world.sales.live),
        sale,
      ])
    })

    test('a restart (two runs, small ranges) leaves what one fresh run leaves', async () => {
      await indexed.expectSameAsFreshIndex(scenario.headBlock)
    })

    test('a reorg replacing the last blocks leaves what a fresh index of the new chain leaves', async () => {
      const testClient = anvilClient(world.url)
      const calls = ifoCalls(world)
      const [a, , c] = world.players
      const live = world.sales.live
      const head = await testClient.snapshot()
      const headTime = (await testClient.getBlock({ blockNumber: scenario.headBlock })).timestamp
      // Amounts of their own keep every transaction new: Anvil would take one it undid in the
      // other database's run for one it knows.
      reorgRuns += 1
      try {
        // The undone branch: C joins the live sale. As many transfers as runs first move C's
        // nonce, so its commit is a new transaction in each run too.
        await testClient.setNextBlockTimestamp({ timestamp: headTime + 1n })
        for (let run = 0; run < reorgRuns; run++) {
          await c.waitForTransactionReceipt({
            hash: await c.sendTransaction({
              to: world.newOwner,
              value: BigInt(reorgRuns * 1_000 + run),
              account: c.account,
              chain: null,
            }),
          })
        }
        await calls.commit(c, live, 1, cake('2') + BigInt(reorgRuns))
        await indexed.indexer.syncOnce()
        const joined = await db()
          .selectFrom('ifo_user_pool')
          .select(['amount'])
          .where('id', '=', `${lower(live)}-${lower(player(2))}-1`)
          .executeTakeFirstOrThrow()
        expect(joined.amount).toBe(cake('2') + BigInt(reorgRuns))
        expect(
          (await get<ApiIfo>(`/v1/1337/ifo/offerings/${live}`)).body.pools[1]?.participants,
        ).toBe(2)

        await revertTo(testClient, head)
        const replaced = await testClient.snapshot()
        await testClient.setNextBlockTimestamp({ timestamp: headTime + 1n })
        await calls.commit(a, live, 0, cake('1') + BigInt(reorgRuns))
        const newHead = await testClient.getBlockNumber({ cacheTime: 0 })
        expect((await indexed.indexer.syncOnce()).blockNumber).toBe(newHead)
        await indexed.expectSameAsFreshIndex(newHead)
        for (const pid of PIDS) {
          const view = await read.pool(live, pid)
          expect(
            await db()
              .selectFrom('ifo_pool')
              .select(['total_amount', 'participants'])
              .where('id', '=', `${lower(live)}-${pid}`)
              .executeTakeFirstOrThrow(),
          ).toEqual({ total_amount: view.totalAmount, participants: pid === 0 ? 2n : 1n })
        }
        const undone = await db()
          .selectFrom('ifo_deposit')
          .select('id')
          .where('ifo', '=', lower(live))
          .where('user', '=', lower(player(2)))
          .execute()
        expect(undone).toEqual([])
        expect((await get(`/v1/1337/ifo/offerings/${live}/users/${player(2)}`)).body).toEqual(
          await expectedUser(live, player(2)),
        )
        expect(
          await db()
            .selectFrom('ifo_sale')
            .select('participants')
            .where('id', '=', lower(live))
            .executeTakeFirstOrThrow(),
        ).toEqual({ participants: 2n })
        await revertTo(testClient, replaced)
      } catch (error) {
        await revertTo(testClient, head).catch(() => {})
        throw error
      }
    })
  })
}
