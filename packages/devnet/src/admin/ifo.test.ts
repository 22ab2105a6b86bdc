/**
 * The IFO admin commands against a deployed world on Anvil (no seed: no sales yet), each test from
 * the freshly deployed world: a sale created and readied, its limits set again from a new CAKE
 * price before the start, a wallet with a profile committing while it is live, the status report
 * in every phase, the owner's withdrawal after the end, and each refusal with its reason.
 */
import { ghostIFOAbi, ghostPairAbi, ghostProfileAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getIfoContracts, getNftContracts } from '@ghost/contracts/manifest'
import { getIfoAllocation, getIfoFeeBps, IFO_DEFAULT_FEE_TIERS, IFO_POOL_IDS } from '@ghost/sdk'
import { type Address, erc20Abi, maxUint256, parseEther, parseEventLogs } from 'viem'
import { describe, expect, test } from 'vitest'
import { write } from '../chainWriter'
import { deployIfo } from '../deployIfo'
import { readIfoSale, readIfoSales } from '../ifoSales'
import { devWriter } from '../startDevnet'
import { adminRunner, adminSucceeds, devKey, setUpLocalWorld } from '../testing/localWorld'
import { giveProfile } from '../testing/profiles'
import { IFO } from '../worldPlan'

const world = setUpLocalWorld({ eachTestFromDeploy: true })
const admin = adminRunner(world)

/** Account 1: owns neither the deployer, nor a sale, nor the profile. */
const STRANGER_KEY = devKey(1)
const stranger = devAccount(1).address
const owner = devAccount(0).address
/** Account 3: the wallet that commits, once it has a profile. */
const PLAYER = 3
const player = devAccount(PLAYER).address

const contracts = () => {
  const ifo = getIfoContracts(world.manifest)
  const nft = getNftContracts(world.manifest)
  if (!ifo || !nft) throw new Error('no IFO deployer or profile in the manifest')
  return { ...ifo, ...nft }
}
const sales = () => readIfoSales(world.client, contracts().IFODeployer)
/** The offering token the tests sell (the local world deploys it; the manifest names it). */
const wisp = () => world.manifest.tokens.WISP as Address
const later = (seconds: number) => world.client.increaseTime({ seconds })
const ok = adminSucceeds(admin)
const refused = async (argv: string[], options: { key?: string } = {}) => {
  const result = await admin(argv, options)
  expect(result.out).toBe('')
  expect(result.code).toBe(1)
  return result.err
}

/** A sale of WISP: 25,000 and 500,000 WISP for 50 and 1,000 CAKE, an hour from now, for a day. */
const CREATE = [
  'ifo:create',
  'WISP',
  '--offering',
  '25000,500000',
  '--target',
  '50,1000',
  '--start',
  '+1h',
  '--duration',
  '1d',
]
const createWith = (changes: Record<string, string | undefined>) => {
  const argv = [...CREATE]
  for (const [option, value] of Object.entries(changes)) {
    const at = argv.indexOf(`--${option}`)
    if (value === undefined) argv.splice(at, 2)
    else if (at < 0) argv.push(`--${option}`, value)
    else argv[at + 1] = value
  }
  return argv
}

/** Commits CAKE from `index` to pool `pid` of `sale`. */
async function commit(index: number, sale: Address, pid: number, amount: bigint) {
  const user = devWriter(world.anvil.url, index)
  await write(user, {
    address: world.manifest.tokens.CAKE,
    abi: erc20Abi,
    functionName: 'approve',
    args: [sale, maxUint256],
  })
  await write(user, {
    address: sale,
    abi: ghostIFOAbi,
    functionName: 'depositPool',
    args: [amount, pid],
  })
}

describe('ifo:status', () => {
  test('before any sale: the deployer and no sales', async () => {
    const out = await ok(['ifo:status'])
    expect(out).toMatch(
      new RegExp(
        `^IFO deployer ${contracts().IFODeployer}: 0 sales; chain clock \\d{4}-.*Z\nNo sales yet: ifo:create makes one$`,
      ),
    )
  })

  test('a manifest without the IFO deployer is refused with what to do', async () => {
    const { IFODeployer: _ifo, ...without } = world.manifest.contracts
    for (const name of ['ifo:status', 'ifo:create', 'ifo:set-limits', 'ifo:finalise']) {
      const { code, err } = await admin(name === 'ifo:create' ? [...CREATE] : [name, '1'], {
        manifest: { ...world.manifest, contracts: without },
      })
      expect(code, name).toBe(1)
      expect(err, name).toBe('The manifest has no IFO deployer: deploy the world first')
    }
  })

  test('every command refuses arguments it does not take', async () => {
    expect(await refused(['ifo:status', '1', 'now'])).toBe("ifo:status: unexpected argument 'now'")
    expect(await refused(['ifo:set-limits', '1', 'now'])).toBe(
      "ifo:set-limits: unexpected argument 'now'",
    )
    expect(await refused(['ifo:finalise', '1', 'now'])).toBe(
      "ifo:finalise: unexpected argument 'now'",
    )
    expect(await refused([...CREATE, 'now'])).toBe("ifo:create: unexpected argument 'now'")
  })
})

describe('ifo:create', () => {
  test('creates the sale and readies it: POINT_ROLE, pools with the cap from CAKE at $2.50, the sdk’s tiers, points, the offering', async () => {
    const out = await ok(CREATE)
    const [sale] = await sales()
    if (!sale) throw new Error('no sale')
    const lines = out.split('\n')
    expect(lines[0]).toMatch(
      new RegExp(
        `^Sale 1 created: ${sale} sells WISP \\(Wisp Network\\) for CAKE from (\\S+) to (\\S+) \\(1d 0h 0m\\)$`,
      ),
    )
    expect(lines.slice(1)).toEqual([
      '  basic pool: 25000 WISP for 50 CAKE, at most 40 CAKE per wallet, no fee',
      "  unlimited pool: 500000 WISP for 1000 CAKE, a fee on the unused CAKE from 1% (the sdk's tiers)",
      '  points: 100 (campaign 3301) for 4 CAKE committed; POINT_ROLE granted; 525000 WISP sent to the sale',
      '  basic cap 40 CAKE per wallet (100 USD), achievement from 4 CAKE committed (10 USD), at CAKE = 2.5 USD: run ifo:set-limits 1 about 30 minutes before the start if the price moves',
    ])
    const state = await readIfoSale(world.client, sale)
    expect(state.owner).toBe(owner)
    expect(state.offeringToken).toBe(wisp())
    expect(state.endTimestamp - state.startTimestamp).toBe(86_400n)
    const created = await world.client.getBlock({ blockTag: 'latest' })
    expect(state.startTimestamp - created.timestamp).toBeGreaterThan(3_590n)
    expect(state.startTimestamp - created.timestamp).toBeLessThanOrEqual(3_600n)
    expect(
      state.pools.map((pool) => [pool.offeringAmount, pool.raisingAmount, pool.limitPerUser]),
    ).toEqual([
      [parseEther('25000'), parseEther('50'), parseEther('40')],
      [parseEther('500000'), parseEther('1000'), 0n],
    ])
    expect(state.feeTiers).toEqual(IFO_DEFAULT_FEE_TIERS)
    expect([state.campaignId, state.numberPoints, state.thresholdPoints]).toEqual([
      3301n,
      IFO.numberPoints,
      parseEther('4'),
    ])
    expect(state.offeringBalance).toBe(parseEther('525000'))
    const { Profile } = contracts()
    const pointRole = await world.client.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'POINT_ROLE',
    })
    expect(
      await world.client.readContract({
        address: Profile,
        abi: ghostProfileAbi,
        functionName: 'hasRole',
        args: [pointRole, sale],
      }),
    ).toBe(true)

    const status = (await ok(['ifo:status'])).split('\n')
    expect(status[0]).toMatch(/^IFO deployer 0x[0-9a-fA-F]{40}: 1 sale; chain clock /)
    expect(status[1]).toMatch(
      new RegExp(`^Sale 1 ${sale}: WISP \\(Wisp Network\\), get ready, starts in (59m|1h 0m)$`),
    )
    expect(status.slice(3)).toEqual([
      '  basic: 0 CAKE committed of a 50 CAKE target, 0%; sells 25000 WISP; at most 40 CAKE per wallet; no fee; 0 CAKE of it harvested',
      '  unlimited: 0 CAKE committed of a 1000 CAKE target, 0%; sells 500000 WISP; no cap; fee 1% of the unused CAKE now; 0 CAKE of it harvested',
      '  participants: 0',
      '  points: 100 (campaign 3301) from 4 CAKE committed; POINT_ROLE granted',
      '  offering held: 525000 WISP of the 525000 WISP the pools sell',
      `  withdrawable: nothing before the end (${new Date(Number(state.endTimestamp) * 1000).toISOString()})`,
    ])

    // the next sale takes the next campaign, and its own points when given
    const second = await ok(createWith({ points: '250', start: '+2d' }))
    expect(second).toContain('Sale 2 created:')
    expect(second).toContain('points: 250 (campaign 3302)')
  })

  test('each mistake is refused before anything is sent', async () => {
    const cases: [string[], string | RegExp][] = [
      [['ifo:create'], 'ifo:create needs the offering token: its manifest symbol or address'],
      [
        ['ifo:create', 'NOPE', ...CREATE.slice(2)],
        /^The offering token 'NOPE' is neither a token of the manifest \(USDT, .*WISP, ECTO, VEIL\) nor an address$/,
      ],
      [
        ['ifo:create', 'cake', ...CREATE.slice(2)],
        'The offering token cannot be CAKE: the sale raises CAKE',
      ],
      [
        ['ifo:create', stranger, ...CREATE.slice(2)],
        `The offering token ${stranger} has no code on chain 1337`,
      ],
      [createWith({ offering: undefined }), 'ifo:create needs --offering <basic>,<unlimited>'],
      [
        createWith({ offering: '25000' }),
        "--offering must be two amounts of WISP, basic pool then unlimited pool (25000,500000), not '25000'",
      ],
      [createWith({ target: '0,10' }), "--target: each pool's amount must be above 0 CAKE"],
      [createWith({ start: undefined }), 'ifo:create needs --start <+2h|ISO time>'],
      [
        createWith({ start: 'tomorrow' }),
        "--start must be +<n>s|m|h|d from the chain's clock, an ISO date and time (2030-01-31T12:00:00Z) or Unix seconds, not 'tomorrow'",
      ],
      [
        createWith({ start: '2001-01-01T00:00:00Z' }),
        /^The start 2001-01-01T00:00:00.000Z is not after the chain's clock \(.*Z\): a sale cannot begin in the past$/,
      ],
      [
        createWith({ duration: '0' }),
        "--duration must be a whole number of s, m, h or d (24h), not '0'",
      ],
      [createWith({ points: 'many' }), "--points must be a whole number, not 'many'"],
      [
        createWith({ offering: '99999999,2' }),
        'The signer holds 100000000 WISP; the two pools offer 100000001 WISP, which the sale must hold before it takes commits',
      ],
    ]
    for (const [argv, expected] of cases) {
      const err = await refused(argv)
      if (typeof expected === 'string') expect(err, argv.join(' ')).toBe(expected)
      else expect(err, argv.join(' ')).toMatch(expected)
    }
    expect(await refused(CREATE, { key: STRANGER_KEY })).toBe(
      `The IFO deployer's owner is ${owner}, not the signer ${stranger} (set PRIVATE_KEY)`,
    )
    // a deployer owned by account 1, which cannot grant the profile's POINT_ROLE
    const { IFODeployer } = await deployIfo({
      deployer: devWriter(world.anvil.url, 0),
      cake: world.manifest.tokens.CAKE,
      profile: contracts().Profile,
      owner: stranger,
    })
    const other = { ...world.manifest, contracts: { ...world.manifest.contracts, IFODeployer } }
    const { code, err } = await admin(CREATE, { key: STRANGER_KEY, manifest: other })
    expect(code).toBe(1)
    expect(err).toBe(
      `The signer ${stranger} is not the profile's admin, so it cannot grant the sale POINT_ROLE (the achievement's points): sign as the profile's admin`,
    )
    expect(await sales()).toEqual([])
    expect(await readIfoSales(world.client, IFODeployer)).toEqual([])
  })
})

describe('ifo:set-limits', () => {
  test('before the start: the cap and the threshold follow CAKE’s new price, the rest stays', async () => {
    await ok(CREATE)
    const [sale] = await sales()
    if (!sale) throw new Error('no sale')
    const before = await readIfoSale(world.client, sale)
    // 10,000 more USDT in the CAKE-USDT pair (4,000 CAKE, 10,000 USDT): CAKE at $5
    const pair = world.manifest.pairs?.['CAKE-USDT'] as Address
    const deployer = devWriter(world.anvil.url, 0)
    await write(deployer, {
      address: world.manifest.tokens.USDT,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [pair, parseEther('10000')],
    })
    await write(deployer, { address: pair, abi: ghostPairAbi, functionName: 'sync' })
    const out = (await ok(['ifo:set-limits', sale])).split('\n')
    expect(out[0]).toBe(
      `Sale 1 (${sale}): basic cap 40 CAKE → 20 CAKE per wallet, achievement from 4 CAKE → 2 CAKE committed, at CAKE = 5 USD`,
    )
    expect(out[1]).toMatch(/^Starts .*Z \(in (59m|1h 0m)\)$/)
    const after = await readIfoSale(world.client, sale)
    expect(after.pools[0]).toEqual({ ...before.pools[0], limitPerUser: parseEther('20') })
    expect(after.pools[1]).toEqual(before.pools[1])
    expect([after.campaignId, after.numberPoints, after.thresholdPoints]).toEqual([
      before.campaignId,
      before.numberPoints,
      parseEther('2'),
    ])
    // days ahead, it says the price may move again
    await ok(createWith({ start: '+3d' }))
    expect(await ok(['ifo:set-limits', '2'])).toMatch(
      /\(in (2d 23h 59m|3d 0h 0m)\): the price may move before then; run it again about 30 minutes before the start$/,
    )
  })

  test('refused once the sale is live, for another signer, and for a sale that is not the deployer’s', async () => {
    await ok(CREATE)
    const [sale] = await sales()
    expect(await refused(['ifo:set-limits'])).toBe(
      'ifo:set-limits needs a sale: its address or its number in ifo:status',
    )
    expect(await refused(['ifo:set-limits', '1'], { key: STRANGER_KEY })).toBe(
      `The sale's owner is ${owner}, not the signer ${stranger} (set PRIVATE_KEY)`,
    )
    expect(await refused(['ifo:set-limits', '2'])).toBe(
      'There is no sale 2: the IFO deployer has 1 (ifo:status lists them)',
    )
    expect(await refused(['ifo:set-limits', 'WISP'])).toBe(
      "'WISP' is neither a sale's address nor its number in ifo:status (1 for the oldest)",
    )
    expect(await refused(['ifo:set-limits', wisp()])).toBe(
      `${wisp()} is not one of the IFO deployer's sales (ifo:status lists them)`,
    )
    await later(3_600)
    expect(await refused(['ifo:set-limits', sale as Address])).toMatch(
      /^Sale 1 started at .*Z \(the chain's clock is at .*Z\): its limits are fixed once it is live$/,
    )
  })
})

describe('a sale from commit to finalise', () => {
  test('live: a wallet with a profile commits; the status shows it; the owner cannot withdraw before the end', async () => {
    await giveProfile(world, PLAYER, { teamId: 1n, cake: parseEther('10000') })
    await ok(CREATE)
    const [sale] = (await sales()) as [Address]
    await later(3_600)
    await commit(PLAYER, sale, IFO_POOL_IDS.basic, parseEther('10'))
    await commit(PLAYER, sale, IFO_POOL_IDS.unlimited, parseEther('1500'))
    const status = (await ok(['ifo:status', '1'])).split('\n')
    expect(status[1]).toMatch(/: WISP \(Wisp Network\), live, ends in (23h 59m|1d 0h 0m)$/)
    expect(status[3]).toBe(
      '  basic: 10 CAKE committed of a 50 CAKE target, 20%; sells 25000 WISP; at most 40 CAKE per wallet; no fee; 0 CAKE of it harvested',
    )
    expect(status[4]).toBe(
      '  unlimited: 1500 CAKE committed of a 1000 CAKE target, 150%: oversubscribed; sells 500000 WISP; no cap; fee 1% of the unused CAKE now; 0 CAKE of it harvested',
    )
    expect(status[5]).toBe('  participants: 1')
    expect(await refused(['ifo:finalise', sale])).toMatch(
      /^Sale 1 ends at .*Z \(in (23h 59m|1d 0h 0m); the chain's clock is at .*Z\): the owner withdraws only after the end$/,
    )
  })

  test('after the end the owner takes the raised CAKE and the unsold offering, never what the wallet is owed; once', async () => {
    await giveProfile(world, PLAYER, { teamId: 1n, cake: parseEther('10000') })
    await ok(CREATE)
    const [sale] = (await sales()) as [Address]
    await later(3_600)
    // the basic pool sells a fifth (10 of 50 CAKE); the unlimited pool all of it, 1.5× over
    await commit(PLAYER, sale, IFO_POOL_IDS.basic, parseEther('10'))
    await commit(PLAYER, sale, IFO_POOL_IDS.unlimited, parseEther('1500'))
    await later(86_400)
    const status = (await ok(['ifo:status'])).split('\n')
    expect(status[1]).toMatch(/: WISP \(Wisp Network\), finished 0m ago$/)
    expect(status.slice(-2)).toEqual([
      '  offering held: 525000 WISP',
      '  withdrawable: 1010 CAKE and 20000 WISP (ifo:finalise 1)',
    ])
    expect(await refused(['ifo:finalise', '1'], { key: STRANGER_KEY })).toBe(
      `The sale's owner is ${owner}, not the signer ${stranger} (set PRIVATE_KEY)`,
    )
    const balanceOf = (token: Address) =>
      world.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    const balances = () => Promise.all([balanceOf(world.manifest.tokens.CAKE), balanceOf(wisp())])
    const [cakeBefore, wispBefore] = await balances()
    expect(await ok(['ifo:finalise', '1'])).toBe(
      `Sale 1 (${sale}): 1010 CAKE and 20000 WISP sent to ${owner}; 505000 WISP stay for the harvests still to come`,
    )
    const [cakeAfter, wispAfter] = await balances()
    expect(cakeAfter - cakeBefore).toBe(parseEther('1010'))
    expect(wispAfter - wispBefore).toBe(parseEther('20000'))
    expect(await refused(['ifo:finalise', '1'])).toBe(
      'Nothing to withdraw from sale 1: the raised CAKE and the unsold WISP were withdrawn already (fees arrive as wallets harvest)',
    )
    // the wallet still harvests exactly its share of both pools
    const state = await readIfoSale(world.client, sale)
    const user = devWriter(world.anvil.url, PLAYER)
    for (const [pid, committed] of [
      [IFO_POOL_IDS.basic, parseEther('10')],
      [IFO_POOL_IDS.unlimited, parseEther('1500')],
    ] as const) {
      const pool = state.pools[pid]
      const expected = getIfoAllocation(pool, committed, getIfoFeeBps(pool, state.feeTiers))
      const receipt = await write(user, {
        address: sale,
        abi: ghostIFOAbi,
        functionName: 'harvestPool',
        args: [pid],
      })
      const [harvest] = parseEventLogs({
        abi: ghostIFOAbi,
        eventName: 'Harvest',
        logs: receipt.logs,
      })
      expect({
        offeringAmount: harvest?.args.offeringAmount,
        refundAmount: harvest?.args.refundAmount,
        feeAmount: harvest?.args.feeAmount,
      }).toEqual(expected)
    }
    // its first harvest awarded the achievement (1,510 CAKE committed, 4 needed)
    const [, points] = await world.client.readContract({
      address: contracts().Profile,
      abi: ghostProfileAbi,
      functionName: 'getUserProfile',
      args: [player],
    })
    expect(points).toBe(IFO.numberPoints)
    const after = await readIfoSale(world.client, sale)
    expect(after.offeringBalance).toBe(0n)
    // the unlimited harvest's fee is the owner's to withdraw now: 1% of the 500 CAKE unused
    expect(after.withdrawable).toEqual({ lpAmount: parseEther('5'), offeringAmount: 0n })
    expect((await ok(['ifo:status', sale])).split('\n').at(-1)).toBe(
      '  withdrawable: 5 CAKE and 0 WISP (ifo:finalise 1)',
    )
  })
})
