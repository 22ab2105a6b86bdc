/**
 * The farm auction's admin commands against a deployed world on Anvil (no seed: no whitelist, no
 * auction), each test from the freshly deployed world: the whitelist kept, an auction scheduled,
 * bid on by the auction spec's accounts (49, 50: CAKE from the deploy), closed after its end, its
 * winner's farm added to MasterChef and ended no sooner than seven days after both the close and
 * the farm's start; an ended farm set going again for a later win; a winner whose LP already has
 * a live farm leaving that farm alone; the status report; each refusal with its reason.
 */
import { ghostFarmAuctionAbi, masterChefAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getAuctionContracts } from '@ghost/contracts/manifest'
import { erc20Abi, maxUint256, parseEther } from 'viem'
import { beforeEach, describe, expect, test } from 'vitest'
import { write } from '../chainWriter'
import { devWriter } from '../startDevnet'
import {
  adminRefuses,
  adminRunner,
  adminSucceeds,
  devKey,
  setUpLocalWorld,
} from '../testing/localWorld'

const world = setUpLocalWorld({ eachTestFromDeploy: true })
const admin = adminRunner(world)

const [LANTERN, MOTH] = [49, 50]
const DAY = 86_400
const address = (index: number) => devAccount(index).address
const auction = () => {
  const contracts = getAuctionContracts(world.manifest)
  if (!contracts) throw new Error('no farm auction in the manifest')
  return contracts.FarmAuction
}
const chef = () => ({ address: world.manifest.contracts.MasterChef, abi: masterChefAbi }) as const
const farm = (pid: bigint) =>
  world.client.readContract({ ...chef(), functionName: 'poolInfo', args: [pid] })
const later = async (seconds: number) => {
  await world.client.increaseTime({ seconds })
  await world.client.mine({ blocks: 1 })
}
const ok = adminSucceeds(admin)
const refused = adminRefuses(admin)

beforeEach(async () => {
  // the test chain funds ten accounts; the world's Anvil funds 52
  for (const index of [LANTERN, MOTH]) {
    await world.client.setBalance({ address: address(index), value: parseEther('10') })
  }
})

async function bid(index: number, cake: string) {
  const bidder = devWriter(world.anvil.url, index)
  await write(bidder, {
    address: world.manifest.tokens.CAKE,
    abi: erc20Abi,
    functionName: 'approve',
    args: [auction(), maxUint256],
  })
  await write(bidder, {
    address: auction(),
    abi: ghostFarmAuctionAbi,
    functionName: 'bid',
    args: [parseEther(cake)],
  })
}

/** Whitelists 49 (USDT-BUSD) and 50 (`mothPair`), runs an auction they bid on, closes it. */
async function closedAuction(
  bids: [number, string][],
  winners: number,
  mothPair = 'GHOST-BNB',
): Promise<bigint> {
  await ok(['auction:whitelist', address(LANTERN), 'Lantern Labs', 'USDT-BUSD'])
  await ok(['auction:whitelist', address(MOTH), 'Moth Money', mothPair])
  const count = await world.client.readContract({
    address: auction(),
    abi: ghostFarmAuctionAbi,
    functionName: 'auctionCount',
  })
  await ok(['auction:start', 'now', '1', '100', String(winners)])
  await later(61)
  for (const [index, cake] of bids) await bid(index, cake)
  await later(DAY)
  await ok(['auction:close'])
  return count
}

describe('the whitelist', () => {
  test('whitelist by pair key or address, change a listing, remove; status lists them', async () => {
    expect(await ok(['auction:status'])).toMatch(/0 projects whitelisted\nNo auction yet/)
    const pairs = world.manifest.pairs ?? {}
    expect(await ok(['auction:whitelist', address(LANTERN), 'Lantern Labs', 'usdt-busd'])).toBe(
      `Whitelisted ${address(LANTERN)} as 'Lantern Labs', farming ${pairs['USDT-BUSD']}`,
    )
    await ok(['auction:whitelist', address(MOTH), 'Moth Money', pairs['DEEP-CAKE'] as string])
    await ok(['auction:whitelist', address(MOTH), 'Moth Money Two', 'GHOST-BNB'])
    const info = await world.client.readContract({
      address: auction(),
      abi: ghostFarmAuctionAbi,
      functionName: 'bidderInfo',
      args: [address(MOTH)],
    })
    expect(info).toEqual({
      whitelisted: true,
      projectName: 'Moth Money Two',
      lpToken: pairs['GHOST-BNB'],
    })
    expect(await ok(['auction:remove', address(MOTH)])).toBe(
      `Removed ${address(MOTH)} ('Moth Money Two') from the whitelist`,
    )
    const status = await ok(['auction:status'])
    expect(status).toMatch(/1 projects whitelisted/)
    expect(status).toContain(`${address(LANTERN)}: Lantern Labs, farm USDT-BUSD`)
    expect(status).toContain(`${address(MOTH)}: Moth Money Two, farm GHOST-BNB (removed)`)
  })

  test('refusals: a name of 33 bytes, a pair the manifest lacks, an address without code, a stranger, removing a wallet not listed', async () => {
    await refused(
      ['auction:whitelist', address(LANTERN), 'x'.repeat(33), 'USDT-BUSD'],
      /must be 1 to 32 bytes/,
    )
    await refused(
      ['auction:whitelist', address(LANTERN), 'Lantern', 'FOO-BAR'],
      /neither a pair of the manifest/,
    )
    await refused(
      ['auction:whitelist', address(LANTERN), 'Lantern', address(7)],
      /has no code on chain 1337/,
    )
    await refused(
      ['auction:whitelist', address(LANTERN), 'Lantern', 'USDT-BUSD'],
      /owner is 0x[0-9a-fA-F]{40}, not the signer/,
      devKey(1),
    )
    await refused(['auction:remove', address(MOTH)], /is not on the whitelist/)
  })
})

describe('an auction', () => {
  test('scheduled a minute from the chain’s clock, bid on, ranked in the status, closed after its end: the winner’s CAKE burnt', async () => {
    await ok(['auction:whitelist', address(LANTERN), 'Lantern Labs', 'USDT-BUSD'])
    await ok(['auction:whitelist', address(MOTH), 'Moth Money', 'GHOST-BNB'])
    expect(await ok(['auction:start', 'now', '2.5', '100', '1'])).toMatch(
      /^Scheduled auction 0: \S+ to \S+, first bid at least 100 CAKE, 1 winners$/,
    )
    const scheduled = await world.client.readContract({
      address: auction(),
      abi: ghostFarmAuctionAbi,
      functionName: 'getAuction',
      args: [0n],
    })
    expect(scheduled.endTime - scheduled.startTime).toBe(BigInt(2.5 * DAY))
    expect(await ok(['auction:status'])).toMatch(/Auction 0 \[scheduled\]/)
    await later(61)
    await bid(LANTERN, '200')
    await bid(MOTH, '150')
    const live = await ok(['auction:status'])
    expect(live).toMatch(/Auction 0 \[live\]: .*2 bidders, 350 CAKE bid/)
    expect(live).toContain(`1. Lantern Labs (${address(LANTERN)}): 200 CAKE, winning now`)
    expect(live).toContain(`2. Moth Money (${address(MOTH)}): 150 CAKE`)
    await refused(['auction:close'], /Auction 0 runs until .*: close it after that/)
    await refused(
      ['auction:start', 'now', '1', '100', '1'],
      /Auction 0 is still open: close it first/,
    )
    await later(3 * DAY)
    const closed = await ok(['auction:close'])
    expect(closed).toMatch(/^Closed auction 0: 1 winners, 200 CAKE burnt/)
    expect(closed).toContain(
      `Lantern Labs (${address(LANTERN)}): farm ${world.manifest.pairs?.['USDT-BUSD']}`,
    )
    const status = await ok(['auction:status'])
    expect(status).toMatch(/Auction 0 \[closed\]: .*200 CAKE burnt/)
    expect(status).toContain(
      `1. Lantern Labs (${address(LANTERN)}): 200 CAKE, won; no farm yet (auction:add-farms)`,
    )
    expect(status).toContain(`2. Moth Money (${address(MOTH)}): 150 CAKE; not reclaimed`)
    await refused(['auction:close'], /No auction is open/)
  })

  test('refusals: a start in the past, a length of 0, an initial bid not a multiple of 10, 0 or 51 winners', async () => {
    await refused(['auction:start', '1000', '1', '100', '1'], /is before the chain's clock/)
    await refused(['auction:start', 'now', '0', '100', '1'], /positive number of days/)
    await refused(['auction:start', 'now', '1', '105', '1'], /positive multiple of 10 CAKE/)
    await refused(['auction:start', 'now', '1', '100', '0'], /The winners must be 1 to 50/)
    await refused(['auction:start', 'now', '1', '100', '51'], /The winners must be 1 to 50/)
  })
})

describe('the winners’ farms', () => {
  test('added at 1X, refused to end before seven days, ended after; then set going again by a later win, ended seven days after that start, not the close', async () => {
    const first = await closedAuction(
      [
        [LANTERN, '200'],
        [MOTH, '150'],
      ],
      1,
    )
    const lp = world.manifest.pairs?.['USDT-BUSD']
    expect(await ok(['auction:add-farms', String(first)])).toMatch(
      /Lantern Labs: farm pid 2 added for 0x[0-9a-fA-F]{40} at 100/,
    )
    expect(await farm(2n)).toEqual([lp, 100n, expect.any(BigInt), 0n])
    expect(await ok(['auction:add-farms', String(first)])).toMatch(
      /is farmed already \(pid 2 at 100\); left as it is/,
    )
    await later(6 * DAY)
    await refused(
      ['auction:end-farms', String(first)],
      /Lantern Labs's farm \(pid 2\) runs until .*end the farms after that/,
    )
    await later(DAY)
    expect(await ok(['auction:end-farms', String(first)])).toMatch(
      /Lantern Labs: farm pid 2 ended \(allocation 0\)\nAuction 0: 1 farms ended/,
    )
    expect((await farm(2n))[1]).toBe(0n)
    expect(await ok(['auction:end-farms', String(first)])).toMatch(/farm pid 2 has ended already/)

    // Lantern wins again; its farm starts three days after the close, at 2X
    const second = await closedAuction([[LANTERN, '300']], 1)
    await later(3 * DAY)
    expect(await ok(['auction:add-farms', String(second), '200'])).toMatch(
      /farm pid 2 \(0x[0-9a-fA-F]{40}\) set going again at 200/,
    )
    await later(5 * DAY)
    // eight days since the close, five since the farm started
    await refused(['auction:end-farms', String(second)], /runs until/)
    await later(2 * DAY)
    await ok(['auction:end-farms', String(second)])
    expect((await farm(2n))[1]).toBe(0n)
    expect(await world.client.readContract({ ...chef(), functionName: 'poolLength' })).toBe(3n)
  })

  test('a winner whose LP has a live farm (CAKE-GHOST, pid 1) leaves that farm as it is, and end-farms never ends it', async () => {
    const id = await closedAuction([[MOTH, '200']], 1, 'CAKE-GHOST')
    expect(await ok(['auction:add-farms', String(id)])).toMatch(
      /Moth Money: .* is farmed already \(pid 1 at 500\); left as it is/,
    )
    await later(8 * DAY)
    expect(await ok(['auction:end-farms', String(id)])).toMatch(
      /no farm added for .* since the close; nothing to end\nAuction 0: 0 farms ended/,
    )
    expect((await farm(1n))[1]).toBe(500n)
  })

  test('refusals: an auction not closed, an unknown auction, an allocation of 0, another signer', async () => {
    await refused(['auction:add-farms', '0'], /There is no auction 0: none yet/)
    await ok(['auction:start', 'now', '1', '100', '1'])
    await refused(['auction:add-farms', '0'], /Auction 0 is not closed/)
    await refused(['auction:end-farms', '0'], /Auction 0 is not closed/)
    await later(2 * DAY)
    await ok(['auction:close'])
    await refused(['auction:add-farms', '0', '0'], /positive whole number/)
    await refused(
      ['auction:add-farms', '0'],
      /MasterChef's owner is 0x[0-9a-fA-F]{40}, not the signer/,
      devKey(1),
    )
    expect(await ok(['auction:add-farms', '0'])).toBe('Auction 0 has no winner: no farm to add')
  })
})
