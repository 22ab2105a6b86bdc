import fc from 'fast-check'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ghostSquadAbi, ghostSquadSaleAbi } from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  isolated,
  startAnvil,
} from '../lib/anvil'
import { DEEP, propertyParameters, propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import { headBlock, tokenBalance, userClients } from './farms/setup'
import {
  DEAD,
  deploySquadWorld,
  mineAt,
  PRESALE_PRICE,
  PUBLIC_PRICE,
  type SquadWorld,
} from './squad/setup'

/**
 * Random sequences of snapshot allowances, purchases and claims by four users with profiles and
 * one whose profile is paused, through the phases in order. A model predicts which calls
 * succeed; the chain must agree on every call, and at the end (after everyone claims): tickets
 * sold never exceed the caps (490 presale, 10 public per wallet), the CAKE at the dead address is
 * exactly the tickets times their prices, every ticket became exactly one token, and the supply
 * stays within 10,000. Now and then the owner tries to move the squad's minter away from the
 * sale: refused exactly while tickets are paid and not claimed (then the owner moves it back), so
 * no paid ticket is ever stranded.
 */

const NUM_RUNS = propertyRuns(40)
const ACTIVE = 4
const GAS = 3_000_000n
const MAX_PRESALE = 490
const MAX_PER_WALLET = 10
const PHASES = ['Pending', 'Presale', 'PublicSale', 'Claim'] as const

let anvil: AnvilInstance
let admin: AnvilClient
let users: AnvilClient[]
let world: SquadWorld

beforeAll(async () => {
  anvil = await startAnvil()
  admin = anvilClient(anvil.url)
  users = userClients(anvil.url, ACTIVE + 1)
  world = await deploySquadWorld(admin, {
    active: users.slice(0, ACTIVE),
    paused: users.slice(ACTIVE),
    none: [],
  })
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

type Op =
  | { kind: 'allow'; user: number; count: number }
  | { kind: 'buy'; user: number; count: number }
  | { kind: 'claim'; user: number; count: number }
  /** The owner moves the minter to its own account (and, if that worked, back to the sale). */
  | { kind: 'moveMinter' }

const userArb = fc.integer({ min: 0, max: ACTIVE })
const allowArb = fc.record({
  kind: fc.constant('allow' as const),
  user: userArb,
  count: fc.integer({ min: 0, max: 200 }),
})
const buyArb = fc.record({
  kind: fc.constant('buy' as const),
  user: userArb,
  count: fc.integer({ min: 0, max: 12 }),
})
const claimArb = fc.record({
  kind: fc.constant('claim' as const),
  user: userArb,
  count: fc.integer({ min: 0, max: 6 }),
})
const moveMinterArb = fc.constant({ kind: 'moveMinter' as const })
const anyArb: fc.Arbitrary<Op> = fc.oneof(allowArb, buyArb, claimArb, moveMinterArb)
/** Mostly the calls of the phase, sometimes any call (to be refused or not by the model). */
const phaseArb = (likely: fc.Arbitrary<Op>) =>
  fc.array(fc.oneof({ arbitrary: likely, weight: 4 }, { arbitrary: anyArb, weight: 1 }), {
    maxLength: 8,
  })
/** The calls made in each phase, in order: pending, presale, public sale, claim. */
const scenarioArb = fc.tuple(
  phaseArb(allowArb),
  phaseArb(buyArb),
  phaseArb(buyArb),
  phaseArb(claimArb),
)

class SaleModel {
  phase = 0
  allowance = new Array<number>(ACTIVE + 1).fill(0)
  publicBought = new Array<number>(ACTIVE + 1).fill(0)
  tickets = new Array<number>(ACTIVE + 1).fill(0)
  bought = new Array<number>(ACTIVE + 1).fill(0)
  presaleSold = 0
  ticketsSold = 0
  cakeBurned = 0n

  /** Applies `op` if the contract should accept it; answers whether it does. */
  apply(op: Op): boolean {
    if (op.kind === 'moveMinter') return this.tickets.every((count) => count === 0)
    const active = op.user < ACTIVE
    switch (op.kind) {
      case 'allow': {
        const allocated =
          this.allowance.reduce((a, b) => a + b, 0) - (this.allowance[op.user] ?? 0) + op.count
        if (this.phase !== 0 || allocated > MAX_PRESALE) return false
        this.allowance[op.user] = op.count
        return true
      }
      case 'buy': {
        if (op.count === 0 || this.phase === 0 || this.phase === 3 || !active) return false
        if (this.phase === 1) {
          if (op.count > (this.allowance[op.user] ?? 0)) return false
          this.allowance[op.user] = (this.allowance[op.user] ?? 0) - op.count
          this.presaleSold += op.count
          this.cakeBurned += BigInt(op.count) * PRESALE_PRICE
        } else {
          if ((this.publicBought[op.user] ?? 0) + op.count > MAX_PER_WALLET) return false
          this.publicBought[op.user] = (this.publicBought[op.user] ?? 0) + op.count
          this.cakeBurned += BigInt(op.count) * PUBLIC_PRICE
        }
        this.ticketsSold += op.count
        this.tickets[op.user] = (this.tickets[op.user] ?? 0) + op.count
        this.bought[op.user] = (this.bought[op.user] ?? 0) + op.count
        return true
      }
      case 'claim': {
        if (this.phase !== 3 || op.count === 0 || op.count > (this.tickets[op.user] ?? 0))
          return false
        this.tickets[op.user] = (this.tickets[op.user] ?? 0) - op.count
        return true
      }
    }
  }
}

async function succeeded(user: AnvilClient, data: Hex, to: Address = world.sale): Promise<boolean> {
  // explicit gas: no estimate, so a call the contract refuses is mined as a failed transaction
  const hash = await user.sendTransaction({ to, data, gas: GAS })
  const receipt = await user.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return receipt.status === 'success'
}

function setMinterData(minter: Address): Hex {
  return encodeFunctionData({ abi: ghostSquadAbi, functionName: 'setMinter', args: [minter] })
}

function calldata(op: Exclude<Op, { kind: 'moveMinter' }>, snapshotBlock: bigint): Hex {
  const address = (users[op.user] as AnvilClient).account.address
  switch (op.kind) {
    case 'allow':
      return encodeFunctionData({
        abi: ghostSquadSaleAbi,
        functionName: 'setPresaleTickets',
        args: [[address], [BigInt(op.count)], snapshotBlock],
      })
    case 'buy':
      return encodeFunctionData({
        abi: ghostSquadSaleAbi,
        functionName: 'buyTickets',
        args: [BigInt(op.count)],
      })
    case 'claim':
      return encodeFunctionData({
        abi: ghostSquadSaleAbi,
        functionName: 'claim',
        args: [BigInt(op.count)],
      })
  }
}

const successes: Record<Op['kind'], number> = { allow: 0, buy: 0, claim: 0, moveMinter: 0 }
/** Moves of the minter refused because tickets were unclaimed. */
let refusedMoves = 0

async function toPhase(index: number): Promise<void> {
  const { presaleStart, publicSaleStart, saleEnd } = world.schedule
  const at = [0n, presaleStart, publicSaleStart, saleEnd][index] as bigint
  await mineAt(admin, at)
}

async function runScenario(phases: Op[][]): Promise<void> {
  const model = new SaleModel()
  const snapshotBlock = await headBlock(admin)
  for (const [phase, ops] of phases.entries()) {
    if (phase > 0) await toPhase(phase)
    model.phase = phase
    for (const op of ops) {
      if (op.kind === 'moveMinter') {
        await moveMinter(model)
        continue
      }
      // the owner sets allowances; users buy and claim
      const sender = op.kind === 'allow' ? admin : (users[op.user] as AnvilClient)
      const accepted = model.apply(op)
      expect(
        await succeeded(sender, calldata(op, snapshotBlock)),
        `${JSON.stringify(op)} in ${PHASES[phase]}`,
      ).toBe(accepted)
      if (accepted) successes[op.kind]++
    }
  }
  // everyone claims what is left
  for (const [i, user] of users.entries()) {
    for (let left = model.tickets[i] ?? 0; left > 0; ) {
      const op = { kind: 'claim', user: i, count: Math.min(left, 20) } as const
      expect(model.apply(op)).toBe(true)
      expect(await succeeded(user, calldata(op, snapshotBlock))).toBe(true)
      left -= op.count
    }
  }
  await checkAgainst(model)
}

/** The owner tries to take the minter role from the sale; where it may, it gives it back. */
async function moveMinter(model: SaleModel): Promise<void> {
  const allowed = model.apply({ kind: 'moveMinter' })
  expect(
    await succeeded(admin, setMinterData(admin.account.address), world.squad),
    `moveMinter with ${model.tickets.join(',')} tickets unclaimed`,
  ).toBe(allowed)
  if (!allowed) {
    refusedMoves++
    return
  }
  successes.moveMinter++
  expect(await succeeded(admin, setMinterData(world.sale), world.squad)).toBe(true)
}

async function checkAgainst(model: SaleModel): Promise<void> {
  const sale = { address: world.sale, abi: ghostSquadSaleAbi } as const
  const squad = { address: world.squad, abi: ghostSquadAbi } as const
  const ticketsSold = await admin.readContract({ ...sale, functionName: 'ticketsSold' })
  const presaleSold = await admin.readContract({ ...sale, functionName: 'presaleSold' })
  expect(ticketsSold).toBe(BigInt(model.ticketsSold))
  expect(presaleSold).toBe(BigInt(model.presaleSold))
  expect(presaleSold).toBeLessThanOrEqual(BigInt(MAX_PRESALE))
  expect(ticketsSold).toBeLessThanOrEqual(
    await admin.readContract({ ...sale, functionName: 'maxTickets' }),
  )
  expect(await tokenBalance(admin, world.cake, DEAD)).toBe(model.cakeBurned)
  expect(await tokenBalance(admin, world.cake, world.sale)).toBe(0n)
  expect(await admin.readContract({ ...sale, functionName: 'ticketsClaimed' })).toBe(ticketsSold)
  const supply = await admin.readContract({ ...squad, functionName: 'totalSupply' })
  expect(supply).toBe(ticketsSold)
  expect(supply).toBeLessThanOrEqual(10_000n)
  for (const [i, user] of users.entries()) {
    const address: Address = user.account.address
    expect(
      await admin.readContract({ ...sale, functionName: 'publicBought', args: [address] }),
    ).toBeLessThanOrEqual(BigInt(MAX_PER_WALLET))
    expect(await admin.readContract({ ...sale, functionName: 'tickets', args: [address] })).toBe(0n)
    // every ticket claimed exactly one token
    expect(await admin.readContract({ ...squad, functionName: 'balanceOf', args: [address] })).toBe(
      BigInt(model.bought[i] ?? 0),
    )
  }
}

test(
  'tickets stay within the caps, CAKE burned equals tickets times price, each ticket claims one token, the minter never leaves unclaimed tickets',
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, (phases) => isolated(admin, () => runScenario(phases))),
      {
        ...propertyParameters(NUM_RUNS, propertyTimeout(240_000)),
        // Seeded in the quick run: whether 40 random scenarios try each move more than five times
        // is chance (a run with five minter moves failed the count below); the deep run explores
        // fresh seeds.
        ...(DEEP ? {} : { seed: 1 }),
      },
    )
    expect(
      Object.values(successes).every((count) => count > 5) && refusedMoves > 5,
      JSON.stringify({ ...successes, refusedMoves }),
    ).toBe(true)
  },
  propertyTimeout(240_000),
)
