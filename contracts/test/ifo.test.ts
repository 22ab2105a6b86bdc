/**
 * GhostIFO and GhostIFODeployer: every function's success with its events and state, every
 * `require` message of both contracts with a case (a table checked against the sources), the
 * owner's limits (rules fixed from the start, withdrawals only of what no wallet is owed) and
 * the attacker's tries, on one fixture world: CAKE, a profile with three active players, a
 * paused one and a wallet without a profile, and sales created through the deployer.
 */
import { readFileSync } from 'node:fs'
import {
  getIfoAllocation,
  IFO_DEFAULT_FEE_TIERS,
  IFO_MAX_FEE_BPS,
  IFO_MAX_FEE_TIERS,
  type IfoPoolState,
} from '@ghost/sdk'
import {
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  ghostIFOAbi,
  ghostIFOBytecode,
  ghostIFODeployerAbi,
  ghostIFODeployerBytecode,
  ghostProfileAbi,
} from '../generated'
import type { AnvilClient } from '../lib/anvil'
import { approveToken, deployToken, mined, transferToken } from './farms/setup'
import {
  BASIC,
  BASIC_POOL,
  commit,
  createSale,
  DURATION,
  deployDeployer,
  deployIfoWorld,
  deployRevert,
  E18,
  grantPointRole,
  harvest,
  type IfoWorld,
  ifoErrorsAbi,
  ifoEventNames,
  ifoEvents,
  ifoRevert,
  ifoSend,
  LEAD,
  latestTimestamp,
  mineAt,
  mustRevert,
  POINTS,
  profilePoints,
  readAllocation,
  readFeeBps,
  readPool,
  readUserPool,
  readWithdrawable,
  type Sale,
  type SaleOptions,
  setPool,
  setTiers,
  toEnd,
  tokenBalance,
  toStart,
  UNLIMITED,
  UNLIMITED_POOL,
} from './ifo/setup'
import { profileCall, send as sendProfile } from './nft/profile'
import { anvilWorldPerFile } from './shared/anvilFixture'

let w: IfoWorld
let alice: AnvilClient
let bob: AnvilClient
let carol: AnvilClient

anvilWorldPerFile(async (anvil) => {
  w = await deployIfoWorld(anvil.url, 3)
  ;[alice, bob, carol] = w.players as [AnvilClient, AnvilClient, AnvilClient]
  return w.admin
})

type Commit = readonly [AnvilClient, number, bigint]

/** A sale mined to its start: commits are taken. */
async function liveSale(options: SaleOptions = {}): Promise<Sale> {
  const sale = await createSale(w, options)
  await toStart(w.admin, sale)
  return sale
}

/** A sale with `commits` made while live, mined to its end: harvests are paid. */
async function endedSale(commits: readonly Commit[], options: SaleOptions = {}): Promise<Sale> {
  const sale = await liveSale(options)
  for (const [player, pid, amount] of commits) await commit(sale, player, pid, amount)
  await toEnd(w.admin, sale)
  return sale
}

const offOf = (sale: Sale, address: Address) => tokenBalance(w.admin, sale.offeringToken, address)
const cakeOf = (address: Address) => tokenBalance(w.admin, w.cake, address)

/** What a harvest paid the player (offering tokens, CAKE), read from balances. */
async function harvested(sale: Sale, player: AnvilClient, pid: number) {
  const address = player.account.address
  const [offering, cake] = await Promise.all([offOf(sale, address), cakeOf(address)])
  const receipt = await harvest(sale, player, pid)
  return {
    offering: (await offOf(sale, address)) - offering,
    refund: (await cakeOf(address)) - cake,
    receipt,
  }
}

/** What the owner's finalWithdraw sent it. */
async function withdrawn(sale: Sale) {
  const address = w.owner.account.address
  const [offering, cake] = await Promise.all([offOf(sale, address), cakeOf(address)])
  const receipt = await ifoSend(sale, w.owner, 'finalWithdraw', [])
  return {
    lp: (await cakeOf(address)) - cake,
    offering: (await offOf(sale, address)) - offering,
    receipt,
  }
}

type DeployerWrite = ContractFunctionName<typeof ghostIFODeployerAbi, 'nonpayable'>

function deployerRevert<name extends DeployerWrite>(
  by: AnvilClient,
  functionName: name,
  args: ContractFunctionArgs<typeof ghostIFODeployerAbi, 'nonpayable', name>,
): Promise<string> {
  return mustRevert(
    by.simulateContract({
      address: w.deployer,
      abi: ifoErrorsAbi,
      functionName,
      args,
      account: by.account,
      // the pair of name and args is checked by the signature above
    } as never),
  )
}

/** createIFO's revert for a sale owned by the owner, `lead` seconds from the latest block. */
async function createRevert(offeringToken: Address, lead: bigint, duration: bigint) {
  const start = (await latestTimestamp(w.admin)) + lead
  return deployerRevert(w.admin, 'createIFO', [
    offeringToken,
    start,
    start + duration,
    w.owner.account.address,
  ])
}

/** The revert of GhostIFO deployed directly (not through the deployer). */
async function deploySaleRevert(lpToken: Address, offeringToken: Address, profile: Address) {
  const now = await latestTimestamp(w.admin)
  return deployRevert(w.admin, {
    abi: ghostIFOAbi,
    bytecode: ghostIFOBytecode,
    args: [
      lpToken,
      offeringToken,
      profile,
      now + LEAD,
      now + LEAD + DURATION,
      w.admin.account.address,
    ],
  })
}

const tiers = (pairs: readonly (readonly [number, number])[]) =>
  pairs.map(([minMultiple, feeBps]) => ({ minMultiple, feeBps }))

/**
 * One case per `require` message of GhostIFO and GhostIFODeployer (the test after the table
 * checks that the sources have no other): each builds the state the message is for and returns
 * the reason the call reverts with there.
 */
const REVERT_CASES: {
  message: string
  scenario: string
  run: () => Promise<string | undefined>
}[] = [
  {
    message: 'GhostIFODeployer: ZERO_ADDRESS',
    scenario: 'a deployer on no CAKE',
    run: async () =>
      deployRevert(w.admin, {
        abi: ghostIFODeployerAbi,
        bytecode: ghostIFODeployerBytecode,
        args: [zeroAddress, w.profile, w.admin.account.address],
      }),
  },
  {
    message: 'GhostIFODeployer: ZERO_ADDRESS',
    scenario: 'a deployer on no profile',
    run: async () =>
      deployRevert(w.admin, {
        abi: ghostIFODeployerAbi,
        bytecode: ghostIFODeployerBytecode,
        args: [w.cake, zeroAddress, w.admin.account.address],
      }),
  },
  {
    message: 'GhostIFODeployer: ZERO_ADDRESS',
    scenario: 'a sale owned by nobody',
    run: async () => {
      const offering = await deployToken(w.admin, 'OFF')
      const start = (await latestTimestamp(w.admin)) + LEAD
      return deployerRevert(w.admin, 'createIFO', [offering, start, start + DURATION, zeroAddress])
    },
  },
  {
    message: 'GhostIFO: ZERO_ADDRESS',
    scenario: 'a sale of no offering token (through the deployer)',
    run: () => createRevert(zeroAddress, LEAD, DURATION),
  },
  {
    message: 'GhostIFO: ZERO_ADDRESS',
    scenario: 'a sale for no CAKE (deployed directly)',
    run: async () => deploySaleRevert(zeroAddress, await deployToken(w.admin, 'OFF'), w.profile),
  },
  {
    message: 'GhostIFO: ZERO_ADDRESS',
    scenario: 'a sale on no profile (deployed directly)',
    run: async () => deploySaleRevert(w.cake, await deployToken(w.admin, 'OFF'), zeroAddress),
  },
  {
    message: 'GhostIFO: SAME_TOKENS',
    scenario: 'a sale selling CAKE for CAKE',
    run: () => createRevert(w.cake, LEAD, DURATION),
  },
  {
    message: 'GhostIFO: START_IN_PAST',
    scenario: 'a sale starting at the latest block',
    run: async () => createRevert(await deployToken(w.admin, 'OFF'), 0n, DURATION),
  },
  {
    message: 'GhostIFO: START_IN_PAST',
    scenario: 'times moved to a start in the past',
    run: async () => {
      const sale = await createSale(w)
      const now = await latestTimestamp(w.admin)
      return ifoRevert(sale, w.owner, 'updateStartAndEndTimestamps', [now - 1n, now + DURATION])
    },
  },
  {
    message: 'GhostIFO: END_NOT_AFTER_START',
    scenario: 'a sale ending when it starts',
    run: async () => createRevert(await deployToken(w.admin, 'OFF'), LEAD, 0n),
  },
  {
    message: 'GhostIFO: END_NOT_AFTER_START',
    scenario: 'times moved to an end before the start',
    run: async () => {
      const sale = await createSale(w)
      return ifoRevert(sale, w.owner, 'updateStartAndEndTimestamps', [
        sale.startTimestamp,
        sale.startTimestamp - 1n,
      ])
    },
  },
  {
    message: 'GhostIFO: INVALID_POOL',
    scenario: 'a commit to pool 2',
    run: async () => ifoRevert(await liveSale(), alice, 'depositPool', [E18, 2]),
  },
  {
    message: 'GhostIFO: INVALID_POOL',
    scenario: 'a harvest of pool 2',
    run: async () => ifoRevert(await endedSale([]), alice, 'harvestPool', [2]),
  },
  {
    message: 'GhostIFO: INVALID_POOL',
    scenario: 'setting pool 2',
    run: async () => ifoRevert(await createSale(w), w.owner, 'setPool', [2, E18, E18, 0n]),
  },
  {
    message: 'GhostIFO: ALREADY_STARTED',
    scenario: 'setting a pool at the start',
    run: async () => ifoRevert(await liveSale(), w.owner, 'setPool', [BASIC, E18, E18, E18]),
  },
  {
    message: 'GhostIFO: NOT_ENDED',
    scenario: 'a harvest the second before the end',
    run: async () => {
      const sale = await liveSale()
      await commit(sale, alice, BASIC, E18)
      await mineAt(w.admin, sale.endTimestamp - 1n)
      return ifoRevert(sale, alice, 'harvestPool', [BASIC])
    },
  },
  {
    message: 'GhostIFO: NOT_ENDED',
    scenario: 'the owner withdrawing the second before the end',
    run: async () => {
      const sale = await liveSale()
      await commit(sale, alice, BASIC, E18)
      await mineAt(w.admin, sale.endTimestamp - 1n)
      return ifoRevert(sale, w.owner, 'finalWithdraw', [])
    },
  },
  {
    message: 'GhostIFO: NOT_STARTED',
    scenario: 'a commit the second before the start',
    run: async () => {
      const sale = await createSale(w)
      await mineAt(w.admin, sale.startTimestamp - 1n)
      return ifoRevert(sale, alice, 'depositPool', [E18, BASIC])
    },
  },
  {
    message: 'GhostIFO: ENDED',
    scenario: 'a commit at the end',
    run: async () => {
      const sale = await createSale(w)
      await toEnd(w.admin, sale)
      return ifoRevert(sale, alice, 'depositPool', [E18, UNLIMITED])
    },
  },
  {
    message: 'GhostIFO: ZERO_AMOUNT',
    scenario: 'a commit of nothing',
    run: async () => ifoRevert(await liveSale(), alice, 'depositPool', [0n, UNLIMITED]),
  },
  {
    message: 'GhostIFO: ZERO_AMOUNT',
    scenario: 'a pool offering nothing',
    run: async () => ifoRevert(await createSale(w), w.owner, 'setPool', [UNLIMITED, 0n, E18, 0n]),
  },
  {
    message: 'GhostIFO: ZERO_AMOUNT',
    scenario: 'a pool raising nothing',
    run: async () => ifoRevert(await createSale(w), w.owner, 'setPool', [BASIC, E18, 0n, E18]),
  },
  {
    message: 'GhostIFO: POOL_NOT_SET',
    scenario: 'a commit to a pool the owner never set',
    run: async () =>
      ifoRevert(await liveSale({ unlimited: null }), alice, 'depositPool', [E18, UNLIMITED]),
  },
  {
    message: 'GhostIFO: PROFILE_NOT_ACTIVE',
    scenario: 'a commit from a wallet without a profile',
    run: async () => {
      const sale = await liveSale({ approvers: [w.stranger] })
      return ifoRevert(sale, w.stranger, 'depositPool', [E18, BASIC])
    },
  },
  {
    message: 'GhostIFO: PROFILE_NOT_ACTIVE',
    scenario: 'a commit from a paused profile',
    run: async () => {
      const sale = await liveSale({ approvers: [w.paused] })
      return ifoRevert(sale, w.paused, 'depositPool', [E18, UNLIMITED])
    },
  },
  {
    message: 'GhostIFO: OFFERING_NOT_FUNDED',
    scenario: 'a commit while the sale holds one wei less than both pools offer',
    run: async () => {
      const fund = BASIC_POOL.offeringAmount + UNLIMITED_POOL.offeringAmount - 1n
      return ifoRevert(await liveSale({ fund }), alice, 'depositPool', [E18, BASIC])
    },
  },
  {
    message: 'GhostIFO: LIMIT_EXCEEDED',
    scenario: 'a first commit one wei over the basic cap',
    run: async () =>
      ifoRevert(await liveSale(), alice, 'depositPool', [BASIC_POOL.limitPerUser + 1n, BASIC]),
  },
  {
    message: 'GhostIFO: NOTHING_COMMITTED',
    scenario: 'a harvest by a wallet that never committed',
    run: async () => ifoRevert(await endedSale([[alice, BASIC, E18]]), bob, 'harvestPool', [BASIC]),
  },
  {
    message: 'GhostIFO: ALREADY_HARVESTED',
    scenario: 'a second harvest of a pool',
    run: async () => {
      const sale = await endedSale([[alice, UNLIMITED, E18]])
      await harvest(sale, alice, UNLIMITED)
      return ifoRevert(sale, alice, 'harvestPool', [UNLIMITED])
    },
  },
  {
    message: 'GhostIFO: BASIC_NEEDS_LIMIT',
    scenario: 'a basic pool without a cap',
    run: async () => ifoRevert(await createSale(w), w.owner, 'setPool', [BASIC, E18, E18, 0n]),
  },
  {
    message: 'GhostIFO: UNLIMITED_HAS_NO_LIMIT',
    scenario: 'an unlimited pool with a cap',
    run: async () => ifoRevert(await createSale(w), w.owner, 'setPool', [UNLIMITED, E18, E18, E18]),
  },
  {
    message: 'GhostIFO: LENGTH_MISMATCH',
    scenario: 'two multiples and one fee',
    run: async () => ifoRevert(await createSale(w), w.owner, 'setFeeTiers', [[0, 50], [100]]),
  },
  {
    message: 'GhostIFO: TOO_MANY_TIERS',
    scenario: 'eleven tiers',
    run: async () =>
      ifoRevert(await createSale(w), w.owner, 'setFeeTiers', [
        Array.from({ length: 11 }, (_, i) => i),
        Array.from({ length: 11 }, () => 10),
      ]),
  },
  {
    message: 'GhostIFO: FIRST_TIER_NOT_ZERO',
    scenario: 'tiers starting at 1× the target',
    run: async () => ifoRevert(await createSale(w), w.owner, 'setFeeTiers', [[1], [100]]),
  },
  {
    message: 'GhostIFO: FEE_TOO_HIGH',
    scenario: 'a fee of 1.01%',
    run: async () => ifoRevert(await createSale(w), w.owner, 'setFeeTiers', [[0], [101]]),
  },
  {
    message: 'GhostIFO: TIERS_NOT_ASCENDING',
    scenario: 'the same multiple twice',
    run: async () =>
      ifoRevert(await createSale(w), w.owner, 'setFeeTiers', [
        [0, 5, 5],
        [100, 50, 40],
      ]),
  },
  {
    message: 'GhostIFO: FEE_RISES',
    scenario: 'a higher fee for more oversubscription',
    run: async () =>
      ifoRevert(await createSale(w), w.owner, 'setFeeTiers', [
        [0, 5],
        [50, 51],
      ]),
  },
  {
    message: 'GhostIFO: NOTHING_TO_WITHDRAW',
    scenario: 'an ended sale that was never funded nor committed to',
    run: async () => ifoRevert(await endedSale([], { fund: 0n }), w.owner, 'finalWithdraw', []),
  },
  {
    message: 'GhostIFO: SALE_TOKEN',
    scenario: 'recovering CAKE',
    run: async () =>
      ifoRevert(await endedSale([[alice, BASIC, E18]]), w.owner, 'recoverWrongTokens', [
        w.cake,
        E18,
      ]),
  },
]

describe('every require message', () => {
  test.each(REVERT_CASES)('$message: $scenario', async ({ message, run }) => {
    expect(await run()).toBe(message)
  })

  test('the table has a case for every message in the sources, and no other', () => {
    const messages = new Set<string>()
    for (const file of ['GhostIFO.sol', 'GhostIFODeployer.sol']) {
      const source = readFileSync(new URL(`../src/ifo/${file}`, import.meta.url), 'utf8')
      for (const match of source.matchAll(/"(GhostIFO(?:Deployer)?: [A-Z_]+)"/g)) {
        messages.add(match[1] as string)
      }
    }
    expect(messages.size).toBeGreaterThan(20)
    expect(new Set(REVERT_CASES.map((entry) => entry.message))).toEqual(messages)
  })
})

describe('GhostIFODeployer', () => {
  test('starts with its owner, CAKE, profile and no sale; a zero owner is refused', async () => {
    const at = { address: w.deployer, abi: ghostIFODeployerAbi } as const
    expect(await w.admin.readContract({ ...at, functionName: 'owner' })).toBe(
      w.admin.account.address,
    )
    expect(await w.admin.readContract({ ...at, functionName: 'lpToken' })).toBe(w.cake)
    expect(await w.admin.readContract({ ...at, functionName: 'profile' })).toBe(w.profile)
    expect(await w.admin.readContract({ ...at, functionName: 'ifoCount' })).toBe(0n)
    expect(await w.admin.readContract({ ...at, functionName: 'getIfos' })).toEqual([])
    expect(
      await deployRevert(w.admin, {
        abi: ghostIFODeployerAbi,
        bytecode: ghostIFODeployerBytecode,
        args: [w.cake, w.profile, zeroAddress],
      }),
    ).toBe(`OwnableInvalidOwner(${zeroAddress})`)
  })

  test('createIFO: only the owner; the sale it makes announces itself, its times and owner, and is listed', async () => {
    const offering = await deployToken(w.admin, 'OFF')
    const start = (await latestTimestamp(w.admin)) + LEAD
    expect(
      await deployerRevert(alice, 'createIFO', [
        offering,
        start,
        start + DURATION,
        alice.account.address,
      ]),
    ).toBe(`OwnableUnauthorizedAccount(${alice.account.address})`)

    const first = await createSale(w, { offeringToken: offering })
    const second = await createSale(w)
    const [created] = parseEventLogs({
      abi: ghostIFODeployerAbi,
      eventName: 'NewIFOContract',
      logs: first.receipt.logs,
    })
    expect(created?.args).toEqual({
      ifo: first.ifo,
      offeringToken: offering,
      startTimestamp: first.startTimestamp,
      endTimestamp: first.endTimestamp,
      saleOwner: w.owner.account.address,
    })
    // the sale's own constructor events, in the same transaction
    expect(ifoEventNames(first.receipt, first.ifo)).toEqual([
      'OwnershipTransferred',
      'NewStartAndEndTimestamps',
    ])
    expect(ifoEvents(first.receipt, 'OwnershipTransferred', first.ifo)).toEqual([
      { previousOwner: zeroAddress, newOwner: w.owner.account.address },
    ])
    expect(ifoEvents(first.receipt, 'NewStartAndEndTimestamps', first.ifo)).toEqual([
      { startTimestamp: first.startTimestamp, endTimestamp: first.endTimestamp },
    ])

    const at = { address: w.deployer, abi: ghostIFODeployerAbi } as const
    expect(await w.admin.readContract({ ...at, functionName: 'ifoCount' })).toBe(2n)
    expect(await w.admin.readContract({ ...at, functionName: 'getIfos' })).toEqual([
      first.ifo,
      second.ifo,
    ])
    expect(await w.admin.readContract({ ...at, functionName: 'ifoAt', args: [1n] })).toBe(
      second.ifo,
    )
    await expect(
      w.admin.readContract({ ...at, functionName: 'ifoAt', args: [2n] }),
    ).rejects.toThrow()
  })

  test('ownership moves to a new owner, who alone creates; renounced, nobody does', async () => {
    const at = { address: w.deployer, abi: ghostIFODeployerAbi } as const
    const moved = await mined(
      w.admin,
      w.admin.writeContract({
        ...at,
        functionName: 'transferOwnership',
        args: [w.owner.account.address],
      }),
    )
    expect(
      parseEventLogs({
        abi: ghostIFODeployerAbi,
        eventName: 'OwnershipTransferred',
        logs: moved.logs,
      })[0]?.args,
    ).toEqual({ previousOwner: w.admin.account.address, newOwner: w.owner.account.address })
    const offering = await deployToken(w.admin, 'OFF')
    expect(await createRevert(offering, LEAD, DURATION)).toBe(
      `OwnableUnauthorizedAccount(${w.admin.account.address})`,
    )
    const start = (await latestTimestamp(w.admin)) + LEAD
    await mined(
      w.owner,
      w.owner.writeContract({
        ...at,
        functionName: 'createIFO',
        args: [offering, start, start + DURATION, w.owner.account.address],
      }),
    )
    const renounced = await mined(
      w.owner,
      w.owner.writeContract({ ...at, functionName: 'renounceOwnership' }),
    )
    expect(
      parseEventLogs({
        abi: ghostIFODeployerAbi,
        eventName: 'OwnershipTransferred',
        logs: renounced.logs,
      })[0]?.args,
    ).toEqual({ previousOwner: w.owner.account.address, newOwner: zeroAddress })
    expect(
      await deployerRevert(w.owner, 'createIFO', [
        offering,
        start + 1n,
        start + DURATION,
        w.owner.account.address,
      ]),
    ).toBe(`OwnableUnauthorizedAccount(${w.owner.account.address})`)
  })

  test('GhostIFO deploys directly too with valid addresses (the refusals are about the zeros), but not with no owner', async () => {
    const offering = await deployToken(w.admin, 'OFF')
    expect(await deploySaleRevert(w.cake, offering, w.profile)).toBeUndefined()
    const now = await latestTimestamp(w.admin)
    expect(
      await deployRevert(w.admin, {
        abi: ghostIFOAbi,
        bytecode: ghostIFOBytecode,
        args: [w.cake, offering, w.profile, now + LEAD, now + LEAD + DURATION, zeroAddress],
      }),
    ).toBe(`OwnableInvalidOwner(${zeroAddress})`)
  })

  test('a second deployer on other addresses lists only its own sales', async () => {
    const other = await deployDeployer(w.admin, w.cake, w.profile, w.owner.account.address)
    const at = { address: other, abi: ghostIFODeployerAbi } as const
    expect(await w.admin.readContract({ ...at, functionName: 'owner' })).toBe(
      w.owner.account.address,
    )
    await createSale(w)
    expect(await w.admin.readContract({ ...at, functionName: 'ifoCount' })).toBe(0n)
  })
})

describe('a new sale', () => {
  test('reads its tokens, profile, times, owner and constants; pools, points and tiers unset', async () => {
    const sale = await createSale(w, { basic: null, unlimited: null, points: null, fund: 0n })
    const read = <name extends ContractFunctionName<typeof ghostIFOAbi, 'view'>>(
      functionName: name,
    ) =>
      // every name passed takes no arguments
      w.admin.readContract({ address: sale.ifo, abi: ghostIFOAbi, functionName } as never)
    expect(await read('lpToken')).toBe(w.cake)
    expect(await read('offeringToken')).toBe(sale.offeringToken)
    expect(await read('profile')).toBe(w.profile)
    expect(await read('owner')).toBe(w.owner.account.address)
    expect(await read('startTimestamp')).toBe(sale.startTimestamp)
    expect(await read('endTimestamp')).toBe(sale.endTimestamp)
    expect(await read('NUMBER_POOLS')).toBe(2)
    expect(await read('BASIC_POOL')).toBe(BASIC)
    expect(await read('UNLIMITED_POOL')).toBe(UNLIMITED)
    // the sdk's mirror of the caps
    expect(await read('MAX_FEE_BPS')).toBe(IFO_MAX_FEE_BPS)
    expect(await read('MAX_FEE_TIERS')).toBe(BigInt(IFO_MAX_FEE_TIERS))
    for (const name of ['campaignId', 'numberPoints', 'thresholdPoints', 'lpWithdrawn'] as const) {
      expect(await read(name)).toBe(0n)
    }
    expect(await read('viewFeeTiers')).toEqual([])
    const empty = {
      raisingAmount: 0n,
      offeringAmount: 0n,
      limitPerUser: 0n,
      totalAmount: 0n,
      harvestedAmount: 0n,
      sumFees: 0n,
    }
    expect(await readPool(w.admin, sale, BASIC)).toEqual({ ...empty, hasFee: false })
    expect(await readPool(w.admin, sale, UNLIMITED)).toEqual({ ...empty, hasFee: true })
    expect(await readUserPool(w.admin, sale, alice.account.address, BASIC)).toEqual({
      amount: 0n,
      claimed: false,
    })
    expect(
      await w.admin.readContract({
        address: sale.ifo,
        abi: ghostIFOAbi,
        functionName: 'hasClaimedPoints',
        args: [alice.account.address],
      }),
    ).toBe(false)
    expect(await readWithdrawable(w.admin, sale)).toEqual({ lpAmount: 0n, offeringAmount: 0n })
  })

  test('the pool views refuse pool 2', async () => {
    const sale = await createSale(w)
    const at = { address: sale.ifo, abi: ghostIFOAbi } as const
    const reverts = [
      () => w.admin.readContract({ ...at, functionName: 'viewPool', args: [2] }),
      () =>
        w.admin.readContract({
          ...at,
          functionName: 'viewUserPool',
          args: [alice.account.address, 2],
        }),
      () => w.admin.readContract({ ...at, functionName: 'feeBps', args: [2] }),
      () =>
        w.admin.readContract({
          ...at,
          functionName: 'viewAllocation',
          args: [alice.account.address, 2],
        }),
    ]
    for (const call of reverts) expect(await mustRevert(call())).toBe('GhostIFO: INVALID_POOL')
  })
})

describe('the owner before the start', () => {
  test('setPool sets a pool and says so; it may be set again', async () => {
    const sale = await createSale(w, { basic: null, unlimited: null })
    const receipt = await setPool(sale, w.owner, BASIC, BASIC_POOL)
    expect(ifoEvents(receipt, 'PoolParametersSet')).toEqual([{ pid: BASIC, ...BASIC_POOL }])
    const again = await ifoSend(sale, w.owner, 'setPool', [UNLIMITED, 7n, 3n, 0n])
    expect(ifoEvents(again, 'PoolParametersSet')).toEqual([
      { pid: UNLIMITED, offeringAmount: 7n, raisingAmount: 3n, limitPerUser: 0n },
    ])
    await setPool(sale, w.owner, UNLIMITED, UNLIMITED_POOL)
    expect(await readPool(w.admin, sale, BASIC)).toEqual({
      ...BASIC_POOL,
      hasFee: false,
      totalAmount: 0n,
      harvestedAmount: 0n,
      sumFees: 0n,
    })
    expect(await readPool(w.admin, sale, UNLIMITED)).toEqual({
      ...UNLIMITED_POOL,
      hasFee: true,
      totalAmount: 0n,
      harvestedAmount: 0n,
      sumFees: 0n,
    })
  })

  test('setPointParameters sets the achievement and says so', async () => {
    const sale = await createSale(w, { points: null })
    const receipt = await ifoSend(sale, w.owner, 'setPointParameters', [7n, 50n, 3n * E18])
    expect(ifoEvents(receipt, 'PointParametersSet')).toEqual([
      { campaignId: 7n, numberPoints: 50n, thresholdPoints: 3n * E18 },
    ])
    const at = { address: sale.ifo, abi: ghostIFOAbi } as const
    expect(await w.admin.readContract({ ...at, functionName: 'campaignId' })).toBe(7n)
    expect(await w.admin.readContract({ ...at, functionName: 'numberPoints' })).toBe(50n)
    expect(await w.admin.readContract({ ...at, functionName: 'thresholdPoints' })).toBe(3n * E18)
  })

  test('setFeeTiers: the world’s tiers, ten tiers, equal fees, the 1% cap; an empty list removes the fee', async () => {
    const sale = await createSale(w)
    const receipt = await setTiers(sale, w.owner, IFO_DEFAULT_FEE_TIERS)
    expect(ifoEvents(receipt, 'FeeTiersSet')).toEqual([
      {
        minMultiples: IFO_DEFAULT_FEE_TIERS.map((tier) => tier.minMultiple),
        feeBps: IFO_DEFAULT_FEE_TIERS.map((tier) => tier.feeBps),
      },
    ])
    expect(
      await w.admin.readContract({
        address: sale.ifo,
        abi: ghostIFOAbi,
        functionName: 'viewFeeTiers',
      }),
    ).toEqual(IFO_DEFAULT_FEE_TIERS)

    // ten tiers, the first at the cap, fees that stay level (never rising)
    const ten = tiers(Array.from({ length: 10 }, (_, i) => [i * 10, i < 5 ? 100 : 40] as const))
    await setTiers(sale, w.owner, ten)
    expect(
      await w.admin.readContract({
        address: sale.ifo,
        abi: ghostIFOAbi,
        functionName: 'viewFeeTiers',
      }),
    ).toEqual(ten)
    expect(await readFeeBps(w.admin, sale, UNLIMITED)).toBe(100n)

    // a later fee over the cap is refused even when the first is fine
    expect(
      await ifoRevert(sale, w.owner, 'setFeeTiers', [
        [0, 5],
        [100, 101],
      ]),
    ).toBe('GhostIFO: FEE_TOO_HIGH')
    expect(
      await ifoRevert(sale, w.owner, 'setFeeTiers', [
        [0, 5, 3],
        [100, 50, 40],
      ]),
    ).toBe('GhostIFO: TIERS_NOT_ASCENDING')

    const cleared = await ifoSend(sale, w.owner, 'setFeeTiers', [[], []])
    expect(ifoEvents(cleared, 'FeeTiersSet')).toEqual([{ minMultiples: [], feeBps: [] }])
    expect(
      await w.admin.readContract({
        address: sale.ifo,
        abi: ghostIFOAbi,
        functionName: 'viewFeeTiers',
      }),
    ).toEqual([])
    expect(await readFeeBps(w.admin, sale, UNLIMITED)).toBe(0n)
  })

  test('updateStartAndEndTimestamps moves the sale and says so; commits follow the new start', async () => {
    const sale = await createSale(w)
    const start = sale.startTimestamp + 100n
    const end = start + 10n
    const receipt = await ifoSend(sale, w.owner, 'updateStartAndEndTimestamps', [start, end])
    expect(ifoEvents(receipt, 'NewStartAndEndTimestamps')).toEqual([
      { startTimestamp: start, endTimestamp: end },
    ])
    await mineAt(w.admin, sale.startTimestamp)
    expect(await ifoRevert(sale, alice, 'depositPool', [E18, BASIC])).toBe('GhostIFO: NOT_STARTED')
    await mineAt(w.admin, start)
    await commit(sale, alice, BASIC, E18)
    await mineAt(w.admin, end)
    expect(await ifoRevert(sale, alice, 'depositPool', [E18, BASIC])).toBe('GhostIFO: ENDED')
  })

  test('no rule changes once the sale is live: at the start, while live and after the end, every setter refuses', async () => {
    const sale = await createSale(w)
    const setters = () =>
      Promise.all([
        ifoRevert(sale, w.owner, 'setPool', [UNLIMITED, E18, E18, 0n]),
        ifoRevert(sale, w.owner, 'setPointParameters', [1n, 1n, 1n]),
        ifoRevert(sale, w.owner, 'setFeeTiers', [[0], [100]]),
        ifoRevert(sale, w.owner, 'updateStartAndEndTimestamps', [
          sale.endTimestamp + 10n,
          sale.endTimestamp + 20n,
        ]),
      ])
    const refused = Array.from({ length: 4 }, () => 'GhostIFO: ALREADY_STARTED')
    for (const at of [sale.startTimestamp, sale.startTimestamp + 1n, sale.endTimestamp + 1n]) {
      await mineAt(w.admin, at)
      expect(await setters()).toEqual(refused)
    }
  })

  test('nobody but the owner sets, withdraws or recovers, whatever the time', async () => {
    const sale = await createSale(w)
    const stray = await deployToken(w.admin, 'STRAY')
    const tries = (by: AnvilClient) =>
      Promise.all([
        ifoRevert(sale, by, 'setPool', [BASIC, E18, E18, E18]),
        ifoRevert(sale, by, 'setPointParameters', [1n, 1n, 1n]),
        ifoRevert(sale, by, 'setFeeTiers', [[0], [100]]),
        ifoRevert(sale, by, 'updateStartAndEndTimestamps', [
          sale.startTimestamp + 1n,
          sale.endTimestamp,
        ]),
        ifoRevert(sale, by, 'finalWithdraw', []),
        ifoRevert(sale, by, 'recoverWrongTokens', [stray, 1n]),
        ifoRevert(sale, by, 'transferOwnership', [by.account.address]),
        ifoRevert(sale, by, 'renounceOwnership', []),
      ])
    const refused = (by: AnvilClient) =>
      Array.from({ length: 8 }, () => `OwnableUnauthorizedAccount(${by.account.address})`)
    // the deployer's owner owns the deployer, not the sale
    for (const by of [alice, w.admin]) expect(await tries(by)).toEqual(refused(by))
    await toEnd(w.admin, sale)
    for (const by of [alice, w.admin]) expect(await tries(by)).toEqual(refused(by))
  })

  test('ownership of a sale moves to a new owner, who alone withdraws; the old owner cannot', async () => {
    const sale = await endedSale([[alice, BASIC, 4n * E18]])
    const moved = await ifoSend(sale, w.owner, 'transferOwnership', [bob.account.address])
    expect(ifoEvents(moved, 'OwnershipTransferred')).toEqual([
      { previousOwner: w.owner.account.address, newOwner: bob.account.address },
    ])
    expect(await ifoRevert(sale, w.owner, 'finalWithdraw', [])).toBe(
      `OwnableUnauthorizedAccount(${w.owner.account.address})`,
    )
    const before = await cakeOf(bob.account.address)
    await ifoSend(sale, bob, 'finalWithdraw', [])
    expect((await cakeOf(bob.account.address)) - before).toBe(4n * E18)
    const renounced = await ifoSend(sale, bob, 'renounceOwnership', [])
    expect(ifoEvents(renounced, 'OwnershipTransferred')).toEqual([
      { previousOwner: bob.account.address, newOwner: zeroAddress },
    ])
  })
})

describe('recoverWrongTokens', () => {
  test('returns any other token sent by mistake, at any time, and says so', async () => {
    const sale = await createSale(w)
    const stray = await deployToken(w.admin, 'STRAY')
    await transferToken(w.admin, stray, sale.ifo, 5n * E18)
    const receipt = await ifoSend(sale, w.owner, 'recoverWrongTokens', [stray, 2n * E18])
    expect(ifoEvents(receipt, 'AdminTokenRecovery')).toEqual([{ token: stray, amount: 2n * E18 }])
    expect(await tokenBalance(w.admin, stray, w.owner.account.address)).toBe(2n * E18)
    await toEnd(w.admin, sale)
    await ifoSend(sale, w.owner, 'recoverWrongTokens', [stray, 3n * E18])
    expect(await tokenBalance(w.admin, stray, sale.ifo)).toBe(0n)
  })

  test('never CAKE nor the offering token, before, during or after the sale', async () => {
    const sale = await createSale(w)
    for (const at of [undefined, sale.startTimestamp, sale.endTimestamp]) {
      if (at !== undefined) await mineAt(w.admin, at)
      if (at === sale.startTimestamp) await commit(sale, alice, UNLIMITED, E18)
      for (const token of [w.cake, sale.offeringToken]) {
        expect(await ifoRevert(sale, w.owner, 'recoverWrongTokens', [token, 1n])).toBe(
          'GhostIFO: SALE_TOKEN',
        )
      }
    }
  })
})

describe('depositPool', () => {
  test('takes the CAKE, adds to the wallet and the pool, and says so; commits add up', async () => {
    const sale = await liveSale()
    const before = await cakeOf(alice.account.address)
    const first = await commit(sale, alice, UNLIMITED, 3n * E18)
    expect(ifoEvents(first, 'Deposit')).toEqual([
      { user: alice.account.address, amount: 3n * E18, pid: UNLIMITED },
    ])
    await commit(sale, alice, UNLIMITED, 2n * E18 + 1n)
    await commit(sale, bob, UNLIMITED, 7n)
    await commit(sale, alice, BASIC, E18)
    expect(await readUserPool(w.admin, sale, alice.account.address, UNLIMITED)).toEqual({
      amount: 5n * E18 + 1n,
      claimed: false,
    })
    expect(await readUserPool(w.admin, sale, alice.account.address, BASIC)).toEqual({
      amount: E18,
      claimed: false,
    })
    expect((await readPool(w.admin, sale, UNLIMITED)).totalAmount).toBe(5n * E18 + 8n)
    expect((await readPool(w.admin, sale, BASIC)).totalAmount).toBe(E18)
    expect(before - (await cakeOf(alice.account.address))).toBe(6n * E18 + 1n)
    expect(await cakeOf(sale.ifo)).toBe(6n * E18 + 8n)
  })

  test('from the start to the second before the end, both included', async () => {
    const sale = await createSale(w)
    await mineAt(w.admin, sale.startTimestamp - 1n)
    expect(await ifoRevert(sale, alice, 'depositPool', [E18, BASIC])).toBe('GhostIFO: NOT_STARTED')
    await mineAt(w.admin, sale.startTimestamp)
    // the latest block is at the start: a call there is taken
    expect(
      await w.admin
        .simulateContract({
          address: sale.ifo,
          abi: ghostIFOAbi,
          functionName: 'depositPool',
          args: [E18, BASIC],
          account: alice.account,
        })
        .then(() => 'taken'),
    ).toBe('taken')
    await mineAt(w.admin, sale.endTimestamp - 2n)
    await w.admin.setNextBlockTimestamp({ timestamp: sale.endTimestamp - 1n })
    const last = await commit(sale, alice, BASIC, E18)
    expect((await w.admin.getBlock({ blockNumber: last.blockNumber })).timestamp).toBe(
      sale.endTimestamp - 1n,
    )
    await mineAt(w.admin, sale.endTimestamp)
    expect(await ifoRevert(sale, alice, 'depositPool', [E18, BASIC])).toBe('GhostIFO: ENDED')
    await mineAt(w.admin, sale.endTimestamp + 1_000n)
    expect(await ifoRevert(sale, alice, 'depositPool', [E18, UNLIMITED])).toBe('GhostIFO: ENDED')
  })

  test('the basic cap holds over several commits: up to it exactly, not a wei more', async () => {
    const sale = await liveSale()
    await commit(sale, alice, BASIC, 4n * E18)
    await commit(sale, alice, BASIC, 4n * E18)
    expect(await ifoRevert(sale, alice, 'depositPool', [2n * E18 + 1n, BASIC])).toBe(
      'GhostIFO: LIMIT_EXCEEDED',
    )
    await commit(sale, alice, BASIC, 2n * E18)
    expect(await ifoRevert(sale, alice, 'depositPool', [1n, BASIC])).toBe(
      'GhostIFO: LIMIT_EXCEEDED',
    )
    // the cap is per wallet: another wallet commits its own
    await commit(sale, bob, BASIC, BASIC_POOL.limitPerUser)
    // the unlimited pool has none
    await commit(sale, alice, UNLIMITED, 1_000n * E18)
    expect((await readUserPool(w.admin, sale, alice.account.address, BASIC)).amount).toBe(
      BASIC_POOL.limitPerUser,
    )
  })

  test('only while the sale holds every pool’s offering: a wei short is refused, the last wei opens it', async () => {
    const full = BASIC_POOL.offeringAmount + UNLIMITED_POOL.offeringAmount
    const sale = await liveSale({ fund: full - 1n })
    expect(await ifoRevert(sale, alice, 'depositPool', [E18, UNLIMITED])).toBe(
      'GhostIFO: OFFERING_NOT_FUNDED',
    )
    await transferToken(w.admin, sale.offeringToken, sale.ifo, 1n)
    await commit(sale, alice, UNLIMITED, E18)
  })

  test('needs an active profile: none, paused, or paused after a first commit', async () => {
    const sale = await liveSale({ approvers: [alice, w.paused, w.stranger] })
    expect(await ifoRevert(sale, w.stranger, 'depositPool', [E18, BASIC])).toBe(
      'GhostIFO: PROFILE_NOT_ACTIVE',
    )
    expect(await ifoRevert(sale, w.paused, 'depositPool', [E18, BASIC])).toBe(
      'GhostIFO: PROFILE_NOT_ACTIVE',
    )
    await commit(sale, alice, BASIC, E18)
    await sendProfile(alice, w.profile, profileCall({ functionName: 'pauseProfile', args: [] }))
    expect(await ifoRevert(sale, alice, 'depositPool', [E18, BASIC])).toBe(
      'GhostIFO: PROFILE_NOT_ACTIVE',
    )
  })

  test('needs the CAKE allowance and balance (the token’s own errors come through)', async () => {
    const sale = await liveSale({ approvers: [] })
    expect(await ifoRevert(sale, alice, 'depositPool', [E18, UNLIMITED])).toBe(
      `ERC20InsufficientAllowance(${sale.ifo}, 0, ${E18})`,
    )
    await approveToken(alice, w.cake, sale.ifo)
    const balance = await cakeOf(alice.account.address)
    expect(await ifoRevert(sale, alice, 'depositPool', [balance + 1n, UNLIMITED])).toBe(
      `ERC20InsufficientBalance(${alice.account.address}, ${balance}, ${balance + 1n})`,
    )
  })
})

describe('harvestPool', () => {
  test('from the end on, not a second before', async () => {
    const sale = await liveSale()
    await commit(sale, alice, BASIC, E18)
    await mineAt(w.admin, sale.endTimestamp - 1n)
    expect(await ifoRevert(sale, alice, 'harvestPool', [BASIC])).toBe('GhostIFO: NOT_ENDED')
    await w.admin.setNextBlockTimestamp({ timestamp: sale.endTimestamp })
    const { receipt } = await harvested(sale, alice, BASIC)
    expect((await w.admin.getBlock({ blockNumber: receipt.blockNumber })).timestamp).toBe(
      sale.endTimestamp,
    )
  })

  test('an undersubscribed pool sells in proportion and refunds nothing', async () => {
    // 4 + 6 of the basic pool's 20 CAKE target: half the target buys half its 500 OFF
    const sale = await endedSale([
      [alice, BASIC, 4n * E18],
      [bob, BASIC, 6n * E18],
    ])
    expect(await readAllocation(w.admin, sale, alice.account.address, BASIC)).toEqual({
      offeringAmount: 100n * E18,
      refundAmount: 0n,
      feeAmount: 0n,
    })
    const a = await harvested(sale, alice, BASIC)
    expect([a.offering, a.refund]).toEqual([100n * E18, 0n])
    expect(ifoEvents(a.receipt, 'Harvest')).toEqual([
      {
        user: alice.account.address,
        offeringAmount: 100n * E18,
        refundAmount: 0n,
        feeAmount: 0n,
        pid: BASIC,
      },
    ])
    const b = await harvested(sale, bob, BASIC)
    expect([b.offering, b.refund]).toEqual([150n * E18, 0n])
    expect(await readPool(w.admin, sale, BASIC)).toMatchObject({
      totalAmount: 10n * E18,
      harvestedAmount: 10n * E18,
      sumFees: 0n,
    })
    expect(await readUserPool(w.admin, sale, alice.account.address, BASIC)).toEqual({
      amount: 4n * E18,
      claimed: true,
    })
    // the rest of the offering, the unlimited pool's untouched 1,000 OFF and the 10 CAKE raised
    expect(await readWithdrawable(w.admin, sale)).toEqual({
      lpAmount: 10n * E18,
      offeringAmount: 1_250n * E18,
    })
  })

  test('an oversubscribed basic pool pays its whole offering pro rata, refunds the excess, and charges no fee', async () => {
    // 3 × 10 CAKE for a 20 CAKE target: each buys a third of 500 OFF with 6.67 CAKE, gets 3.33 back
    const sale = await endedSale(
      [
        [alice, BASIC, 10n * E18],
        [bob, BASIC, 10n * E18],
        [carol, BASIC, 10n * E18],
      ],
      { tiers: IFO_DEFAULT_FEE_TIERS },
    )
    expect(await readFeeBps(w.admin, sale, BASIC)).toBe(0n)
    const paid = []
    for (const player of [alice, bob, carol]) {
      const { offering, refund, receipt } = await harvested(sale, player, BASIC)
      expect(ifoEvents(receipt, 'Harvest')[0]?.feeAmount).toBe(0n)
      paid.push([offering, refund])
    }
    // the first harvest is rounded down; the running totals give the later ones the dust
    expect(paid).toEqual([
      [166_666_666_666_666_666_666n, 3_333_333_333_333_333_334n],
      [166_666_666_666_666_666_667n, 3_333_333_333_333_333_333n],
      [166_666_666_666_666_666_667n, 3_333_333_333_333_333_333n],
    ])
    expect(await offOf(sale, sale.ifo)).toBe(UNLIMITED_POOL.offeringAmount)
    expect(await cakeOf(sale.ifo)).toBe(20n * E18)
  })

  test('an oversubscribed unlimited pool pays pro rata and keeps the tier’s fee of the unused CAKE only', async () => {
    // 100 + 50 CAKE for a 50 CAKE target: 3× oversubscribed, the 1% tier (below 50×)
    const sale = await endedSale(
      [
        [alice, UNLIMITED, 100n * E18],
        [bob, UNLIMITED, 50n * E18],
      ],
      { tiers: IFO_DEFAULT_FEE_TIERS },
    )
    expect(await readFeeBps(w.admin, sale, UNLIMITED)).toBe(100n)
    // Alice: 2/3 of 1,000 OFF for 33.33 CAKE; 66.67 CAKE unused, 1% of it kept
    const a = await harvested(sale, alice, UNLIMITED)
    expect(ifoEvents(a.receipt, 'Harvest')).toEqual([
      {
        user: alice.account.address,
        offeringAmount: 666_666_666_666_666_666_666n,
        refundAmount: 66_000_000_000_000_000_001n,
        feeAmount: 666_666_666_666_666_666n,
        pid: UNLIMITED,
      },
    ])
    expect([a.offering, a.refund]).toEqual([
      666_666_666_666_666_666_666n,
      66_000_000_000_000_000_001n,
    ])
    // Bob: the rest of the offering for the rest of the target; 33.33 CAKE unused, 1% kept
    const b = await harvested(sale, bob, UNLIMITED)
    expect(ifoEvents(b.receipt, 'Harvest')[0]).toEqual({
      user: bob.account.address,
      offeringAmount: 333_333_333_333_333_333_334n,
      refundAmount: 33_000_000_000_000_000_000n,
      feeAmount: 333_333_333_333_333_333n,
      pid: UNLIMITED,
    })
    expect((await readPool(w.admin, sale, UNLIMITED)).sumFees).toBe(999_999_999_999_999_999n)
    // raised: the 50 CAKE target and the fees
    expect(await readWithdrawable(w.admin, sale)).toEqual({
      lpAmount: 50n * E18 + 999_999_999_999_999_999n,
      offeringAmount: BASIC_POOL.offeringAmount,
    })
  })

  test('an undersubscribed unlimited pool charges no fee: none of the CAKE goes unused', async () => {
    const sale = await endedSale([[alice, UNLIMITED, 25n * E18]], { tiers: IFO_DEFAULT_FEE_TIERS })
    // the tier applies, but to nothing
    expect(await readFeeBps(w.admin, sale, UNLIMITED)).toBe(100n)
    const { offering, refund, receipt } = await harvested(sale, alice, UNLIMITED)
    expect([offering, refund]).toEqual([500n * E18, 0n])
    expect(ifoEvents(receipt, 'Harvest')[0]?.feeAmount).toBe(0n)
  })

  test('without fee tiers an oversubscribed unlimited pool refunds all the unused CAKE', async () => {
    const sale = await endedSale([
      [alice, UNLIMITED, 100n * E18],
      [bob, UNLIMITED, 100n * E18],
    ])
    const { offering, refund } = await harvested(sale, alice, UNLIMITED)
    expect([offering, refund]).toEqual([500n * E18, 75n * E18])
  })

  test('the fee tier is chosen by whole multiples of the target, the boundaries included', async () => {
    // 1% below 2×, 0.5% from 2×, 0.3% from 3×; target 50 CAKE
    const sale = await liveSale({
      tiers: tiers([
        [0, 100],
        [2, 50],
        [3, 30],
      ]),
    })
    const steps: [bigint, bigint][] = [
      [0n, 100n],
      [99n * E18 + E18 - 1n, 100n], // 1.99…×
      [1n, 50n], // exactly 2×
      [50n * E18 - 1n, 50n], // 2.99…×
      [1n, 30n], // exactly 3×
      [1_000n * E18, 30n], // 23×: the last tier stays
    ]
    for (const [amount, fee] of steps) {
      if (amount > 0n) await commit(sale, alice, UNLIMITED, amount)
      expect(await readFeeBps(w.admin, sale, UNLIMITED)).toBe(fee)
    }
    expect((await readPool(w.admin, sale, UNLIMITED)).totalAmount).toBe(1_150n * E18)
    await toEnd(w.admin, sale)
    // a lone wallet: it uses the 50 CAKE target, 1,100 CAKE unused, 0.3% of that kept
    const { offering, refund, receipt } = await harvested(sale, alice, UNLIMITED)
    expect(ifoEvents(receipt, 'Harvest')[0]?.feeAmount).toBe(3_300_000_000_000_000_000n)
    expect([offering, refund]).toEqual([1_000n * E18, 1_096_700_000_000_000_000_000n])
  })

  test('each pool once: a second harvest, a harvest of the other pool, a harvest by a stranger are refused', async () => {
    const sale = await endedSale([
      [alice, BASIC, 2n * E18],
      [bob, UNLIMITED, 2n * E18],
    ])
    await harvest(sale, alice, BASIC)
    expect(await ifoRevert(sale, alice, 'harvestPool', [BASIC])).toBe('GhostIFO: ALREADY_HARVESTED')
    expect(await ifoRevert(sale, alice, 'harvestPool', [UNLIMITED])).toBe(
      'GhostIFO: NOTHING_COMMITTED',
    )
    expect(await ifoRevert(sale, bob, 'harvestPool', [BASIC])).toBe('GhostIFO: NOTHING_COMMITTED')
    expect(await ifoRevert(sale, w.stranger, 'harvestPool', [UNLIMITED])).toBe(
      'GhostIFO: NOTHING_COMMITTED',
    )
    expect(await ifoRevert(sale, w.owner, 'harvestPool', [UNLIMITED])).toBe(
      'GhostIFO: NOTHING_COMMITTED',
    )
    // what the refused harvests did not take is still Bob's
    const b = await harvested(sale, bob, UNLIMITED)
    expect(b.offering).toBe(40n * E18)
  })

  test('viewAllocation shows the live figure, the harvest’s exact pay at the end, then zero', async () => {
    const sale = await liveSale({ tiers: IFO_DEFAULT_FEE_TIERS })
    await commit(sale, alice, UNLIMITED, 50n * E18)
    // alone at the target: the whole offering, no refund
    expect(await readAllocation(w.admin, sale, alice.account.address, UNLIMITED)).toEqual({
      offeringAmount: 1_000n * E18,
      refundAmount: 0n,
      feeAmount: 0n,
    })
    await commit(sale, bob, UNLIMITED, 50n * E18)
    await toEnd(w.admin, sale)
    const shown = await readAllocation(w.admin, sale, alice.account.address, UNLIMITED)
    expect(shown).toEqual({
      offeringAmount: 500n * E18,
      refundAmount: 24_750_000_000_000_000_000n,
      feeAmount: 250_000_000_000_000_000n,
    })
    const { offering, refund } = await harvested(sale, alice, UNLIMITED)
    expect([offering, refund]).toEqual([shown.offeringAmount, shown.refundAmount])
    expect(await readAllocation(w.admin, sale, alice.account.address, UNLIMITED)).toEqual({
      offeringAmount: 0n,
      refundAmount: 0n,
      feeAmount: 0n,
    })
    expect(await readAllocation(w.admin, sale, carol.account.address, UNLIMITED)).toEqual({
      offeringAmount: 0n,
      refundAmount: 0n,
      feeAmount: 0n,
    })
  })

  test('a wallet whose profile was paused after committing still harvests all it is owed', async () => {
    const sale = await liveSale()
    await commit(sale, alice, UNLIMITED, 10n * E18)
    await sendProfile(alice, w.profile, profileCall({ functionName: 'pauseProfile', args: [] }))
    await toEnd(w.admin, sale)
    const { offering, refund } = await harvested(sale, alice, UNLIMITED)
    expect([offering, refund]).toEqual([200n * E18, 0n])
  })
})

describe('points (the achievement)', () => {
  /** The profile's UserPointIncrease events in a receipt. */
  const pointIncreases = (receipt: TransactionReceipt) =>
    parseEventLogs({
      abi: ghostProfileAbi,
      eventName: 'UserPointIncrease',
      logs: receipt.logs,
    }).map((event) => event.args)
  const hasClaimed = (sale: Sale, user: Address) =>
    w.admin.readContract({
      address: sale.ifo,
      abi: ghostIFOAbi,
      functionName: 'hasClaimedPoints',
      args: [user],
    })

  test('awarded once, at the first harvest, for a commit over both pools reaching the threshold exactly', async () => {
    const sale = await endedSale([
      [alice, BASIC, parseEther('0.6')],
      [alice, UNLIMITED, parseEther('0.4')],
    ])
    const before = (await profilePoints(w, alice.account.address)).numberPoints
    const first = await harvest(sale, alice, UNLIMITED)
    expect(ifoEvents(first, 'UserPointsAwarded')).toEqual([
      {
        user: alice.account.address,
        numberPoints: POINTS.numberPoints,
        campaignId: POINTS.campaignId,
      },
    ])
    expect(pointIncreases(first)).toEqual([
      {
        userAddress: alice.account.address,
        numberPoints: POINTS.numberPoints,
        campaignId: POINTS.campaignId,
      },
    ])
    expect(await hasClaimed(sale, alice.account.address)).toBe(true)
    const second = await harvest(sale, alice, BASIC)
    expect(ifoEvents(second, 'UserPointsAwarded')).toEqual([])
    expect(pointIncreases(second)).toEqual([])
    expect((await profilePoints(w, alice.account.address)).numberPoints).toBe(
      before + POINTS.numberPoints,
    )
  })

  test('not below the threshold (a wei short), and not when the sale sets no points', async () => {
    const short = await endedSale([[alice, UNLIMITED, POINTS.thresholdPoints - 1n]])
    const receipt = await harvest(short, alice, UNLIMITED)
    expect(ifoEvents(receipt, 'UserPointsAwarded')).toEqual([])
    expect(await hasClaimed(short, alice.account.address)).toBe(false)

    const none = await endedSale([[bob, UNLIMITED, 10n * E18]], { points: null })
    const paid = await harvested(none, bob, UNLIMITED)
    expect(ifoEvents(paid.receipt, 'UserPointsAwarded')).toEqual([])
    expect(paid.offering).toBe(200n * E18)
    expect((await profilePoints(w, bob.account.address)).numberPoints).toBe(0n)
  })

  test('a sale without POINT_ROLE still pays the harvest; the role granted, the other pool’s harvest awards them', async () => {
    const sale = await endedSale(
      [
        [alice, BASIC, 2n * E18],
        [alice, UNLIMITED, 2n * E18],
      ],
      { pointRole: false },
    )
    const first = await harvested(sale, alice, BASIC)
    expect([first.offering, first.refund]).toEqual([50n * E18, 0n])
    expect(ifoEvents(first.receipt, 'UserPointsAwarded')).toEqual([])
    expect(await hasClaimed(sale, alice.account.address)).toBe(false)
    expect((await profilePoints(w, alice.account.address)).numberPoints).toBe(0n)

    await grantPointRole(w, sale.ifo)
    const second = await harvest(sale, alice, UNLIMITED)
    expect(ifoEvents(second, 'UserPointsAwarded')).toHaveLength(1)
    expect((await profilePoints(w, alice.account.address)).numberPoints).toBe(POINTS.numberPoints)
  })

  test('a profile paused at the harvest is paid but not awarded; reactivated, the other pool’s harvest awards it', async () => {
    const sale = await liveSale()
    await commit(sale, alice, BASIC, 2n * E18)
    await commit(sale, alice, UNLIMITED, 2n * E18)
    await sendProfile(alice, w.profile, profileCall({ functionName: 'pauseProfile', args: [] }))
    await toEnd(w.admin, sale)
    const first = await harvested(sale, alice, BASIC)
    expect([first.offering, first.refund]).toEqual([50n * E18, 0n])
    expect(ifoEvents(first.receipt, 'UserPointsAwarded')).toEqual([])
    expect(await hasClaimed(sale, alice.account.address)).toBe(false)

    // pausing gave Alice her avatar (token 1) back; reactivating takes it and CAKE again
    await sendProfile(
      alice,
      w.profile,
      profileCall({ functionName: 'reactivateProfile', args: [w.avatars, 1n] }),
    )
    const second = await harvest(sale, alice, UNLIMITED)
    expect(ifoEvents(second, 'UserPointsAwarded')).toEqual([
      {
        user: alice.account.address,
        numberPoints: POINTS.numberPoints,
        campaignId: POINTS.campaignId,
      },
    ])
    expect(await profilePoints(w, alice.account.address)).toEqual({
      numberPoints: POINTS.numberPoints,
      isActive: true,
    })
  })
})

describe('finalWithdraw', () => {
  test('sends the raised CAKE and the unowed offering once the sale ends, and says so', async () => {
    // basic 12 of 20 CAKE (undersubscribed), unlimited 100 of 50 (2×, 1% fee)
    const sale = await endedSale(
      [
        [alice, BASIC, 10n * E18],
        [bob, BASIC, 2n * E18],
        [alice, UNLIMITED, 60n * E18],
        [carol, UNLIMITED, 40n * E18],
      ],
      { tiers: IFO_DEFAULT_FEE_TIERS },
    )
    // raised: 12 + 50 CAKE; owed: 300 of 500 OFF (basic) and all 1,000 (unlimited)
    expect(await readWithdrawable(w.admin, sale)).toEqual({
      lpAmount: 62n * E18,
      offeringAmount: 200n * E18,
    })
    const first = await withdrawn(sale)
    expect([first.lp, first.offering]).toEqual([62n * E18, 200n * E18])
    expect(ifoEvents(first.receipt, 'FinalWithdraw')).toEqual([
      { lpAmount: 62n * E18, offeringAmount: 200n * E18 },
    ])
    expect(
      await w.admin.readContract({
        address: sale.ifo,
        abi: ghostIFOAbi,
        functionName: 'lpWithdrawn',
      }),
    ).toBe(62n * E18)
    // nothing new: refused
    expect(await ifoRevert(sale, w.owner, 'finalWithdraw', [])).toBe(
      'GhostIFO: NOTHING_TO_WITHDRAW',
    )

    // every wallet is still paid in full after the owner withdrew
    const paid = [
      await harvested(sale, alice, BASIC),
      await harvested(sale, bob, BASIC),
      await harvested(sale, alice, UNLIMITED),
      await harvested(sale, carol, UNLIMITED),
    ].map(({ offering, refund }) => [offering, refund])
    expect(paid).toEqual([
      [250n * E18, 0n],
      [50n * E18, 0n],
      // 60% of the offering and 30 CAKE back, less 1% of it
      [600n * E18, 29_700_000_000_000_000_000n],
      [400n * E18, 19_800_000_000_000_000_000n],
    ])
    // the second withdrawal takes only the fees the harvests added
    const second = await withdrawn(sale)
    expect([second.lp, second.offering]).toEqual([500_000_000_000_000_000n, 0n])
    expect(ifoEvents(second.receipt, 'FinalWithdraw')).toEqual([
      { lpAmount: 500_000_000_000_000_000n, offeringAmount: 0n },
    ])
    expect(await cakeOf(sale.ifo)).toBe(0n)
    expect(await offOf(sale, sale.ifo)).toBe(0n)
    expect(await readWithdrawable(w.admin, sale)).toEqual({ lpAmount: 0n, offeringAmount: 0n })
  })

  test('never takes what wallets are owed: after each withdrawal the sale holds exactly the harvests still due', async () => {
    const sale = await endedSale(
      [
        [alice, UNLIMITED, 33n * E18 + 7n],
        [bob, UNLIMITED, 41n * E18 + 3n],
        [carol, UNLIMITED, 5n],
        [alice, BASIC, 10n * E18],
        [bob, BASIC, 10n * E18 - 1n],
        [carol, BASIC, 3n],
      ],
      { tiers: IFO_DEFAULT_FEE_TIERS, fund: 2_000n * E18 },
    )
    /** What the remaining harvests pay, in this order, by the sdk's mirror, and the fees they keep. */
    const due = async (left: readonly (readonly [AnvilClient, number])[]) => {
      const pools = [await readPool(w.admin, sale, BASIC), await readPool(w.admin, sale, UNLIMITED)]
      const fees = [
        await readFeeBps(w.admin, sale, BASIC),
        await readFeeBps(w.admin, sale, UNLIMITED),
      ]
      const owed = { lp: 0n, offering: 0n, fees: 0n }
      for (const [player, pid] of left) {
        const pool = pools[pid] as IfoPoolState
        const { amount } = await readUserPool(w.admin, sale, player.account.address, pid)
        const allocation = getIfoAllocation(pool, amount, fees[pid] as bigint)
        pools[pid] = { ...pool, harvestedAmount: pool.harvestedAmount + amount }
        owed.lp += allocation.refundAmount
        owed.offering += allocation.offeringAmount
        owed.fees += allocation.feeAmount
      }
      return owed
    }
    const left: [AnvilClient, number][] = [
      [carol, UNLIMITED],
      [bob, BASIC],
      [alice, UNLIMITED],
      [carol, BASIC],
      [bob, UNLIMITED],
      [alice, BASIC],
    ]
    while (left.length > 0) {
      const { lpAmount, offeringAmount } = await readWithdrawable(w.admin, sale)
      if (lpAmount > 0n || offeringAmount > 0n) await ifoSend(sale, w.owner, 'finalWithdraw', [])
      // what stays is what the remaining harvests pay, plus the fees they will keep
      const owed = await due(left)
      expect(await offOf(sale, sale.ifo)).toBe(owed.offering)
      expect(await cakeOf(sale.ifo)).toBe(owed.lp + owed.fees)
      const [player, pid] = left.shift() as [AnvilClient, number]
      await harvest(sale, player, pid)
    }
    // the last harvest (basic) kept no fee: the owner had taken everything else already
    expect(await ifoRevert(sale, w.owner, 'finalWithdraw', [])).toBe(
      'GhostIFO: NOTHING_TO_WITHDRAW',
    )
    expect(await cakeOf(sale.ifo)).toBe(0n)
    expect(await offOf(sale, sale.ifo)).toBe(0n)
  })

  test('offering tokens sent beyond the pools go back to the owner; a sale nobody joined returns all', async () => {
    const sale = await endedSale([], { fund: 2_000n * E18 })
    expect(await readWithdrawable(w.admin, sale)).toEqual({
      lpAmount: 0n,
      offeringAmount: 2_000n * E18,
    })
    const { lp, offering } = await withdrawn(sale)
    expect([lp, offering]).toEqual([0n, 2_000n * E18])
  })
})

describe('coverage of the ABIs', () => {
  // Each function of both contracts is called in this file; a function added to either ABI fails
  // here until it has its cases.
  test('GhostIFO’s and GhostIFODeployer’s functions are the ones these tests exercise', () => {
    const names = (abi: readonly { type: string; name?: string }[]) =>
      abi
        .filter((item) => item.type === 'function')
        .map((item) => item.name)
        .sort()
    expect(names(ghostIFOAbi)).toEqual(
      [
        'BASIC_POOL',
        'MAX_FEE_BPS',
        'MAX_FEE_TIERS',
        'NUMBER_POOLS',
        'UNLIMITED_POOL',
        'campaignId',
        'depositPool',
        'endTimestamp',
        'feeBps',
        'finalWithdraw',
        'harvestPool',
        'hasClaimedPoints',
        'lpToken',
        'lpWithdrawn',
        'numberPoints',
        'offeringToken',
        'owner',
        'profile',
        'recoverWrongTokens',
        'renounceOwnership',
        'setFeeTiers',
        'setPointParameters',
        'setPool',
        'startTimestamp',
        'thresholdPoints',
        'transferOwnership',
        'updateStartAndEndTimestamps',
        'viewAllocation',
        'viewFeeTiers',
        'viewPool',
        'viewUserPool',
        'withdrawable',
      ].sort(),
    )
    expect(names(ghostIFODeployerAbi)).toEqual(
      [
        'createIFO',
        'getIfos',
        'ifoAt',
        'ifoCount',
        'lpToken',
        'owner',
        'profile',
        'renounceOwnership',
        'transferOwnership',
      ].sort(),
    )
  })
})
