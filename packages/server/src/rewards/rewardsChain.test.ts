/**
 * Acceptance (issue 16): the reward programmes and the squad sale on a local chain
 * (test/rewardsScenario.ts: the world with the real contracts), indexed by createIndexer with the
 * NFT, rewards and squad modules, and the tables compared with the contracts' own views and the
 * decoded logs: every programme's name, admin and totals, every level and holder count, every
 * event row, the fee factory, the sale's totals and the revealed tokens' metadata. A restart and
 * a reorg leave what a fresh index leaves. On PGlite and on PostgreSQL.
 */
import {
  ghostSquadAbi,
  iFeeManagerAbi,
  iFeeManagerFactoryAbi,
  iGhostPotAbi,
  iGhostSquadSaleAbi,
  iLevelRewardsAbi,
  iSharePotAbi,
  iSharePotFactoryAbi,
} from '@ghost/contracts'
import { anvilClient, LOCAL_CHAIN_ID, revertTo } from '@ghost/contracts/anvil'
import { getNftContracts } from '@ghost/contracts/manifest'
import { type Address, type PublicClient, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { scenarioBlocks } from '../indexer/testing/chainScenario'
import { setUpIndexedScenario } from '../indexer/testing/indexedScenario'
import type { IndexerModule } from '../indexer/types'
import { createNftModule } from '../nft/createNftModule'
import { createSquadModule } from '../squad/createSquadModule'
import { send } from '../test/chainCalls'
import { DATABASE_TARGETS } from '../test/databaseTargets'
import { createRewardsModule } from './createRewardsModule'
import { type RewardsScenario, type RewardsWorld, runRewardsScenario } from './test/rewardsScenario'

let scenario: RewardsScenario
let world: RewardsWorld
let client: PublicClient
let reorgRuns = 0n

beforeAll(async () => {
  scenario = await runRewardsScenario()
  ;({ world, client } = scenario)
}, 300_000)

afterAll(async () => {
  await scenario?.stop()
})

const lower = (address: string) => address.toLowerCase()

function modules(): IndexerModule[] {
  const { manifest } = world
  return [
    createNftModule({ manifest, client }),
    createRewardsModule({ manifest, client }),
    createSquadModule({ manifest }),
  ].flatMap((module) => (module ? [module] : []))
}

/** Every share pot and fee manager the factories list. */
async function children(): Promise<{ pots: Address[]; managers: Address[] }> {
  const potCount = await client.readContract({
    address: world.sharePotFactory,
    abi: iSharePotFactoryAbi,
    functionName: 'potCount',
  })
  const managerCount = await client.readContract({
    address: world.feeManagerFactory,
    abi: iFeeManagerFactoryAbi,
    functionName: 'feeManagerCount',
  })
  const pots: Address[] = []
  for (let index = 0n; index < potCount; index++) {
    pots.push(
      await client.readContract({
        address: world.sharePotFactory,
        abi: iSharePotFactoryAbi,
        functionName: 'getPotAddress',
        args: [index],
      }),
    )
  }
  const managers: Address[] = []
  for (let index = 0n; index < managerCount; index++) {
    managers.push(
      await client.readContract({
        address: world.feeManagerFactory,
        abi: iFeeManagerFactoryAbi,
        functionName: 'getFeeManagerAddress',
        args: [index],
      }),
    )
  }
  return { pots, managers }
}

async function levelOnChain(kind: string, programme: Address, user: Address): Promise<bigint> {
  if (kind === 'ghostPot') {
    return client.readContract({
      address: programme,
      abi: iGhostPotAbi,
      functionName: 'ghostSquadLevel',
      args: [user],
    })
  }
  if (kind === 'sharePot') {
    return client.readContract({
      address: programme,
      abi: iSharePotAbi,
      functionName: 'userLevel',
      args: [user],
    })
  }
  return client.readContract({
    address: programme,
    abi: iFeeManagerAbi,
    functionName: 'levels',
    args: [user],
  })
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    // Two runs in ranges of 5 blocks: rows cross checkpoints and the restart in between.
    const indexed = setUpIndexedScenario(target, () => ({
      ...scenarioBlocks(scenario),
      modules,
      rangeSize: 5,
    }))

    const select = () => ({
      programmes: () =>
        indexed.database.db
          .selectFrom('reward_programme')
          .selectAll()
          .where('chain_id', '=', LOCAL_CHAIN_ID)
          .execute(),
      levels: () =>
        indexed.database.db
          .selectFrom('reward_level')
          .selectAll()
          .where('chain_id', '=', LOCAL_CHAIN_ID)
          .execute(),
      events: () =>
        indexed.database.db
          .selectFrom('reward_event')
          .selectAll()
          .where('chain_id', '=', LOCAL_CHAIN_ID)
          .execute(),
    })

    test('every programme, with the name, admin and totals its contract reports', async () => {
      const { pots, managers } = await children()
      const programmes = await select().programmes()
      expect(programmes.map((row) => row.id).sort()).toEqual(
        [world.ghostPot, ...pots, ...managers].map(lower).sort(),
      )
      expect(pots.map(lower)).toContain(lower(world.sharePot))
      expect(managers.map(lower)).toContain(lower(world.feeManager))
      for (const row of programmes) {
        const address = row.id as Address
        const view = (
          functionName: 'name' | 'admin' | 'totalLevel' | 'totalDeposited' | 'totalHarvested',
        ) => client.readContract({ address, abi: iLevelRewardsAbi, functionName })
        expect(row).toMatchObject({
          name: await view('name'),
          admin: lower(String(await view('admin'))),
          total_level: await view('totalLevel'),
          total_deposited: await view('totalDeposited'),
          total_harvested: await view('totalHarvested'),
        })
      }
      const byId = new Map(programmes.map((row) => [row.id, row]))
      expect(byId.get(lower(world.ghostPot))).toMatchObject({ kind: 'ghostPot', collection: null })
      expect(byId.get(lower(world.sharePot))).toMatchObject({
        kind: 'sharePot',
        name: 'Squad share pot',
        collection: lower(world.squad),
      })
      expect(byId.get(lower(world.feeManager))).toMatchObject({
        kind: 'feeManager',
        name: 'Squad fees',
      })
      // The scenario's own figures, so the comparison above is not of zeros: the ghost pot got
      // the deposit and the market sale's ghostPotFee (from the market, by updateGhostPot).
      expect(byId.get(lower(world.ghostPot))?.total_deposited).toBeGreaterThan(parseEther('3'))
      const market = getNftContracts(world.manifest)?.NFTMarket ?? zeroAddress
      const fromMarket = await indexed.database.db
        .selectFrom('reward_event')
        .selectAll()
        .where('kind', '=', 'deposit')
        .where('user', '=', lower(market))
        .where('programme', '=', lower(world.ghostPot))
        .execute()
      expect(fromMarket).toHaveLength(1)
      expect(fromMarket[0]?.amount).toBeGreaterThan(0n)
      expect(byId.get(lower(world.feeManager))?.admin_fees).toBeGreaterThan(0n)
    })

    test('every level as the contract has it; holders and totals add up', async () => {
      const programmes = await select().programmes()
      const levels = await select().levels()
      for (const programme of programmes) {
        const mine = levels.filter((row) => row.programme === programme.id)
        for (const row of mine) {
          expect(row.level).toBe(
            await levelOnChain(programme.kind, programme.id as Address, row.user as Address),
          )
        }
        expect(programme.holders).toBe(BigInt(mine.filter((row) => row.level > 0n).length))
        expect(mine.reduce((sum, row) => sum + row.level, 0n)).toBe(programme.total_level)
      }
      const ghost = levels.filter((row) => row.programme === lower(world.ghostPot))
      expect(ghost.map((row) => [row.user, row.level]).sort()).toEqual(
        expect.arrayContaining([
          [lower(world.users[0].account.address), 2n],
          [lower(world.users[1].account.address), 0n],
        ]),
      )
    })

    test('one event row per deposit, harvest and level change the programmes logged', async () => {
      const { pots, managers } = await children()
      const logs = parseEventLogs({
        abi: iLevelRewardsAbi,
        logs: await client.getLogs({
          address: [world.ghostPot, ...pots, ...managers],
          fromBlock: BigInt(world.manifest.startBlock),
          toBlock: scenario.headBlock,
        }),
      }).filter((log) =>
        ['RewardsDeposit', 'RewardsHarvest', 'LevelUpdate'].includes(log.eventName),
      )
      const events = new Map((await select().events()).map((row) => [row.id, row]))
      expect(events.size).toBe(logs.length)
      for (const log of logs) {
        const row = events.get(`${log.transactionHash}-${log.logIndex}`)
        expect(row?.programme).toBe(lower(log.address))
        if (log.eventName === 'RewardsDeposit') {
          expect(row).toMatchObject({
            kind: 'deposit',
            user: lower(log.args.from),
            amount: log.args.amount,
            total_level: log.args.totalLevel,
          })
        } else if (log.eventName === 'RewardsHarvest') {
          expect(row).toMatchObject({
            kind: 'harvest',
            user: lower(log.args.user),
            amount: log.args.amount,
            in_wbnb: log.args.inWBNB,
          })
        } else if (log.eventName === 'LevelUpdate') {
          expect(row).toMatchObject({
            kind: 'level',
            user: lower(log.args.user),
            previous_level: log.args.previousLevel,
            new_level: log.args.newLevel,
            total_level: log.args.totalLevel,
          })
        }
      }
    })

    test('the fee factory: fee, recipient and the admin fees it took', async () => {
      const row = await indexed.database.db
        .selectFrom('reward_fee_factory')
        .selectAll()
        .where('id', '=', lower(world.feeManagerFactory))
        .executeTakeFirstOrThrow()
      const distributions = parseEventLogs({
        abi: iFeeManagerFactoryAbi,
        eventName: 'FeeDistribute',
        logs: await client.getLogs({
          address: world.feeManagerFactory,
          fromBlock: BigInt(world.manifest.startBlock),
          toBlock: scenario.headBlock,
        }),
      })
      expect(distributions.length).toBeGreaterThan(0)
      expect(row).toMatchObject({
        fee: await client.readContract({
          address: world.feeManagerFactory,
          abi: iFeeManagerFactoryAbi,
          functionName: 'fee',
        }),
        fee_recipient: lower(
          await client.readContract({
            address: world.feeManagerFactory,
            abi: iFeeManagerFactoryAbi,
            functionName: 'feeRecipient',
          }),
        ),
        total_admin_fees: distributions.reduce((sum, log) => sum + log.args.adminFee, 0n),
        total_shared: distributions.reduce((sum, log) => sum + log.args.shared, 0n),
      })
      expect(row.fee).toBe(300n)
    })

    test('the squad sale: totals as the contracts count them, revealed tokens with their URIs', async () => {
      const view = <name extends 'ticketsSold' | 'presaleSold'>(functionName: name) =>
        client.readContract({ address: world.sale, abi: iGhostSquadSaleAbi, functionName })
      const squadView = (functionName: 'totalMinted' | 'reserveMinted' | 'revealedCount') =>
        client.readContract({ address: world.squad, abi: ghostSquadAbi, functionName })
      const sale = await indexed.database.db
        .selectFrom('squad_sale')
        .selectAll()
        .where('id', '=', lower(world.sale))
        .executeTakeFirstOrThrow()
      expect(sale).toMatchObject({
        tickets_sold: await view('ticketsSold'),
        presale_sold: await view('presaleSold'),
        claimed: (await squadView('totalMinted')) - (await squadView('reserveMinted')),
        revealed: await squadView('revealedCount'),
        buyers: 2n,
      })
      expect(sale.tickets_sold).toBe(6n)
      expect(sale.revealed).toBe(2n)

      const claims = await indexed.database.db
        .selectFrom('squad_event')
        .selectAll()
        .where('kind', '=', 'claim')
        .execute()
      expect(claims).toHaveLength(2)
      const tokens = await indexed.database.db
        .selectFrom('nft_token')
        .selectAll()
        .where('collection', '=', lower(world.squad))
        .execute()
      const byTokenId = new Map(tokens.map((row) => [row.token_id, row]))
      for (const claim of claims) {
        for (let offset = 0n; offset < claim.count; offset++) {
          const tokenId = (claim.first_token_id ?? 0n) + offset
          const uri = await client.readContract({
            address: world.squad,
            abi: ghostSquadAbi,
            functionName: 'tokenURI',
            args: [tokenId],
          })
          expect(byTokenId.get(tokenId)).toMatchObject({ metadata_url: uri, owner: claim.user })
        }
      }
      expect(tokens.filter((row) => row.metadata_url?.startsWith('ipfs://revealed-'))).toHaveLength(
        2,
      )
    })

    test('a restart (two runs, small ranges) leaves what one fresh run leaves', async () => {
      await indexed.expectSameAsFreshIndex(scenario.headBlock)
    })

    test('a reorg replacing the last blocks leaves what a fresh index of the new chain leaves', async () => {
      const testClient = anvilClient(world.url)
      const head = await testClient.snapshot()
      // A level of its own per run keeps every transaction new (Anvil would take one it undid
      // in the other database's run for one it knows).
      reorgRuns += 1n
      const setLevel = (level: bigint) =>
        send(world.admin, {
          address: world.ghostPot,
          abi: iGhostPotAbi,
          functionName: 'setGhostSquadLevel',
          args: [world.users[2].account.address, level + reorgRuns * 10n],
        })
      try {
        await setLevel(1n)
        await indexed.indexer.syncOnce()
        await revertTo(testClient, head)
        const replaced = await testClient.snapshot()
        await setLevel(2n)
        await send(world.users[0], {
          address: world.ghostPot,
          abi: iGhostPotAbi,
          functionName: 'depositRewards',
          args: [],
          value: 1_000n + reorgRuns,
        })
        const newHead = await testClient.getBlockNumber({ cacheTime: 0 })
        expect(newHead).toBe(scenario.headBlock + 2n)
        expect((await indexed.indexer.syncOnce()).blockNumber).toBe(newHead)
        await indexed.expectSameAsFreshIndex(newHead)
        const carol = await indexed.database.db
          .selectFrom('reward_level')
          .selectAll()
          .where('user', '=', lower(world.users[2].account.address))
          .where('programme', '=', lower(world.ghostPot))
          .executeTakeFirstOrThrow()
        expect(carol.level).toBe(2n + reorgRuns * 10n)
        await revertTo(testClient, replaced)
      } catch (error) {
        await revertTo(testClient, head).catch(() => {})
        throw error
      }
    })
  })
}
