/**
 * Every fee an NFT sale charges reaches its recipient, whichever way the sale happens: random
 * sequences of market asks (bought with BNB or WBNB) and lazy-order sales (BNB or WBNB), with and
 * without a referrer, under random fee rates, with claims and ghost-pot updates in between. At
 * the end, for every fee recipient (the treasury, the ghost pot, the collection creators, the
 * referrers):
 *  - pending revenue (on the market and on the factory) + what it claimed = the fee parts of the
 *    Trade and OrderExecuted events naming it, to the wei, and those parts are the sdk's split;
 *  - a lazy collection's creator was paid netPrice + creatorFee at each sale;
 *  - after every step the market and the factory hold exactly the BNB they owe;
 *  - everyone claims what is left (the ghost pot through `updateGhostPot`, then its holder
 *    harvests): the market, the factory and the pot are left with no BNB at all.
 */
import { calculateNftFees, type NftFeeRates } from '@ghost/sdk'
import fc from 'fast-check'
import {
  type Address,
  maxUint256,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ghostMarketAbi, ghostNFTFactoryAbi, ghostPotAbi, wbnbAbi } from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  isolated,
  startAnvil,
} from '../lib/anvil'
import { propertyParameters, propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import { E18, gasCost, mined } from './farms/setup'
import { buyWithBNB, buyWithWBNB, listNew, MIN_ASK } from './nft/market'
import {
  creatorCollection,
  deployNftFactory,
  deployRewardsWorld,
  executeWithBNB,
  ghostPot,
  type RewardsWorld,
  setGhostLevel,
  signLazyOrder,
} from './rewards/world'

const NUM_RUNS = propertyRuns(30)
const TIMEOUT_MS = propertyTimeout(120_000)

let anvil: AnvilInstance
let w: RewardsWorld
let factory: Address
let owner: AnvilClient
let sellers: AnvilClient[]
let buyers: AnvilClient[]
/** Sign lazy orders and never send a transaction, so their balance counts only their payouts. */
let lazyCreators: AnvilClient[]
let lazyCollections: Address[]
let referrers: AnvilClient[]
let treasury: AnvilClient
/** The ghost pot's one holder (level 1): its harvest takes every wei the pot received. */
let holder: AnvilClient

beforeAll(async () => {
  anvil = await startAnvil()
  w = await deployRewardsWorld(anvil.url)
  owner = w.owner
  factory = await deployNftFactory(w)
  await mined(owner, owner.writeContract({ ...ghostPot(w), functionName: 'addMarketFactory' }))
  sellers = w.users.slice(0, 2)
  buyers = w.users.slice(2, 4)
  holder = w.admin
  treasury = anvilClient(anvil.url, devAccount(7))
  lazyCreators = [9, 10].map((i) => anvilClient(anvil.url, devAccount(i)))
  referrers = [11, 12].map((i) => anvilClient(anvil.url, devAccount(i)))
  for (const account of [treasury, ...referrers]) {
    await owner.setBalance({ address: account.account.address, value: 10n * E18 })
  }
  lazyCollections = []
  for (const creator of lazyCreators) {
    lazyCollections.push(await creatorCollection(w, factory, creator, 0n))
  }
  for (const buyer of buyers) {
    await mined(
      buyer,
      buyer.writeContract({
        address: w.wbnb,
        abi: wbnbAbi,
        functionName: 'approve',
        args: [factory, maxUint256],
      }),
    )
  }
  await setGhostLevel(w, owner, holder.account.address, 1n)
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

/** A referrer by index, or none. */
type Referral = 0 | 1 | 'none'

type Step =
  | {
      kind: 'ask'
      seller: number
      buyer: number
      price: bigint
      withBNB: boolean
      referral: Referral
    }
  | {
      kind: 'lazy'
      creator: number
      buyer: number
      price: bigint
      withBNB: boolean
      referral: Referral
    }
  /** A claimant takes its pending revenue from one source (nothing if none is pending). */
  | { kind: 'claim'; claimant: number; onFactory: boolean }
  | { kind: 'update' }

const priceArb = fc.oneof(
  fc.bigInt({ min: MIN_ASK, max: MIN_ASK + 10_000n }),
  fc.bigInt({ min: MIN_ASK, max: 5n * E18 }),
)
const referralArb: fc.Arbitrary<Referral> = fc.constantFrom<Referral>(0, 1, 'none')
const saleFields = {
  buyer: fc.nat({ max: 1 }),
  price: priceArb,
  withBNB: fc.boolean(),
  referral: referralArb,
}
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('ask' as const),
      seller: fc.nat({ max: 1 }),
      ...saleFields,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('lazy' as const),
      creator: fc.nat({ max: 1 }),
      ...saleFields,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('claim' as const),
      claimant: fc.nat({ max: 3 }),
      onFactory: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'update' as const }) },
)

const ratesArb: fc.Arbitrary<NftFeeRates> = fc.record({
  tradingFee: fc.bigInt({ min: 0n, max: 1_000n }),
  ghostPotFee: fc.bigInt({ min: 0n, max: 500n }),
  creatorFee: fc.bigInt({ min: 0n, max: 1_000n }),
  refererFee: fc.bigInt({ min: 0n, max: 500n }),
})

/** What the events of one run add up to, per account. */
type Ledger = {
  /** Fees charged to each recipient by Trade and OrderExecuted events. */
  charged: Map<Address, bigint>
  /** RevenueClaim amounts, market and factory together. */
  claimed: Map<Address, bigint>
  /** netPrice of the lazy sales, per creator (paid at the sale, with the creatorFee). */
  lazyNet: Map<Address, bigint>
  sales: number
}

function add(map: Map<Address, bigint>, account: Address, amount: bigint): void {
  map.set(account, (map.get(account) ?? 0n) + amount)
}

/** The fee parts one sale charges, to whom: the referrer's share is the treasury's with none. */
type FeeParts = {
  price: bigint
  netPrice: bigint
  treasureFee: bigint
  ghostPotFee: bigint
  creatorFee: bigint
  refererFee: bigint
  referrer: Address
}

function charge(ledger: Ledger, parts: FeeParts, rates: NftFeeRates, creator: Address): void {
  const { price, netPrice, treasureFee, ghostPotFee, creatorFee, refererFee, referrer } = parts
  // the breakdown each event reports is the sdk's split of the price
  expect({ netPrice, treasureFee, ghostPotFee, creatorFee, refererFee }).toEqual(
    calculateNftFees(price, rates),
  )
  ledger.sales++
  add(ledger.charged, w.treasury, parts.treasureFee)
  add(ledger.charged, referrer === zeroAddress ? w.treasury : referrer, parts.refererFee)
  add(ledger.charged, w.pot, parts.ghostPotFee)
  add(ledger.charged, creator, parts.creatorFee)
}

/** Reads a receipt's Trade, OrderExecuted and RevenueClaim events into the ledger. */
function record(ledger: Ledger, receipt: TransactionReceipt, rates: NftFeeRates): void {
  const logs = receipt.logs.filter(
    (log) =>
      log.address.toLowerCase() === w.market.toLowerCase() ||
      log.address.toLowerCase() === factory.toLowerCase(),
  )
  for (const log of parseEventLogs({ abi: ghostMarketAbi, logs, eventName: 'Trade' })) {
    // the one market collection here: the test NFT, whose creator address is w.creator
    charge(ledger, { ...log.args, price: log.args.askPrice }, rates, w.creator.account.address)
  }
  for (const log of parseEventLogs({ abi: ghostNFTFactoryAbi, logs, eventName: 'OrderExecuted' })) {
    charge(ledger, log.args, rates, log.args.creator)
    add(ledger.lazyNet, log.args.creator, log.args.netPrice)
  }
  for (const log of parseEventLogs({ abi: ghostMarketAbi, logs, eventName: 'RevenueClaim' })) {
    add(ledger.claimed, log.args.claimer, log.args.amount)
  }
}

const pendingOn = (source: Address, account: Address) =>
  owner.readContract({
    address: source,
    abi: ghostMarketAbi,
    functionName: 'pendingRevenue',
    args: [account],
  })

/** Everyone who may be owed a fee. */
function recipients(): Address[] {
  return [
    w.treasury,
    w.pot,
    w.creator.account.address,
    ...lazyCreators.map((c) => c.account.address),
    ...referrers.map((r) => r.account.address),
    ...sellers.map((s) => s.account.address),
  ]
}

/** What a source holds to pay its claims: BNB, and the WBNB fees of the market's WBNB buys. */
async function held(source: Address): Promise<bigint> {
  const wbnb = await owner.readContract({
    address: w.wbnb,
    abi: wbnbAbi,
    functionName: 'balanceOf',
    args: [source],
  })
  return (await owner.getBalance({ address: source })) + wbnb
}

/** The market and the factory each hold exactly what they owe. */
async function expectHeldEqualsOwed(): Promise<void> {
  for (const source of [w.market, factory]) {
    let owed = 0n
    for (const account of recipients()) owed += await pendingOn(source, account)
    expect(await held(source), source).toBe(owed)
  }
}

/** The treasury, the market collection's creator, and the two referrers: they claim. */
function claimants(): AnvilClient[] {
  return [treasury, w.creator, ...referrers]
}

async function claim(ledger: Ledger, rates: NftFeeRates, by: AnvilClient, source: Address) {
  const amount = await pendingOn(source, by.account.address)
  if (amount === 0n) return
  const before = await owner.getBalance({ address: by.account.address })
  const receipt = await mined(
    by,
    by.writeContract({ address: source, abi: ghostMarketAbi, functionName: 'claimPendingRevenue' }),
  )
  record(ledger, receipt, rates)
  expect(await owner.getBalance({ address: by.account.address })).toBe(
    before + amount - gasCost(receipt),
  )
}

async function updatePot(ledger: Ledger, rates: NftFeeRates): Promise<void> {
  const receipt = await mined(
    owner,
    owner.writeContract({ ...ghostPot(w), functionName: 'updateGhostPot' }),
  )
  record(ledger, receipt, rates)
}

let lazyCount = 0

async function applyStep(ledger: Ledger, rates: NftFeeRates, step: Step): Promise<void> {
  switch (step.kind) {
    case 'ask': {
      const seller = sellers[step.seller] as AnvilClient
      const buyer = buyers[step.buyer] as AnvilClient
      const referrer =
        step.referral === 'none'
          ? zeroAddress
          : (referrers[step.referral] as AnvilClient).account.address
      // listed and bought at the same fees (a rise in between would revert FEES_RAISED)
      const tokenId = await listNew(w, seller, step.price)
      const hash = step.withBNB
        ? buyWithBNB(w, buyer, w.nft, tokenId, step.price, referrer)
        : buyWithWBNB(w, buyer, w.nft, tokenId, step.price, referrer)
      record(ledger, await mined(buyer, hash), rates)
      return
    }
    case 'lazy': {
      const creator = lazyCreators[step.creator] as AnvilClient
      const collection = lazyCollections[step.creator] as Address
      const buyer = buyers[step.buyer] as AnvilClient
      const referrer =
        step.referral === 'none'
          ? zeroAddress
          : (referrers[step.referral] as AnvilClient).account.address
      lazyCount++
      const signed = await signLazyOrder(
        factory,
        collection,
        creator,
        step.price,
        `fee-${lazyCount}`,
      )
      const receipt = step.withBNB
        ? await executeWithBNB(factory, buyer, signed, referrer)
        : await mined(
            buyer,
            buyer.writeContract({
              address: factory,
              abi: ghostNFTFactoryAbi,
              functionName: 'executeOrderWithWBNB',
              args: [signed.order, signed.v, signed.r, signed.s, referrer],
            }),
          )
      record(ledger, receipt, rates)
      return
    }
    case 'claim':
      await claim(
        ledger,
        rates,
        claimants()[step.claimant] as AnvilClient,
        step.onFactory ? factory : w.market,
      )
      return
    case 'update':
      await updatePot(ledger, rates)
      return
  }
}

async function setRates(rates: NftFeeRates): Promise<void> {
  await mined(
    owner,
    owner.writeContract({
      address: w.market,
      abi: ghostMarketAbi,
      functionName: 'setFees',
      args: [rates.tradingFee, rates.ghostPotFee],
    }),
  )
  const collections: [Address, Address][] = [
    [w.nft, w.creator.account.address],
    ...lazyCollections.map(
      (collection, i) =>
        [collection, (lazyCreators[i] as AnvilClient).account.address] as [Address, Address],
    ),
  ]
  for (const [collection, creator] of collections) {
    await mined(
      owner,
      owner.writeContract({
        address: w.market,
        abi: ghostMarketAbi,
        functionName: 'modifyCollection',
        args: [collection, creator, zeroAddress, rates.creatorFee, rates.refererFee],
      }),
    )
  }
}

async function runScenario(rates: NftFeeRates, steps: Step[]): Promise<void> {
  await setRates(rates)
  const ledger: Ledger = { charged: new Map(), claimed: new Map(), lazyNet: new Map(), sales: 0 }
  const lazyBefore = await Promise.all(
    lazyCreators.map((c) => owner.getBalance({ address: c.account.address })),
  )
  for (const step of steps) {
    await applyStep(ledger, rates, step)
    await expectHeldEqualsOwed()
  }
  expect(ledger.sales).toBe(steps.filter((s) => s.kind === 'ask' || s.kind === 'lazy').length)

  // A lazy collection's creator is paid at the sale (netPrice + creatorFee, pushed in BNB); it
  // sends no transaction, so its balance grew by exactly that.
  const paidAtSale = new Map<Address, bigint>()
  for (const [i, creator] of lazyCreators.entries()) {
    const address = creator.account.address
    const received = (await owner.getBalance({ address })) - (lazyBefore[i] as bigint)
    paidAtSale.set(address, received - (ledger.lazyNet.get(address) ?? 0n))
  }
  const settled = (account: Address) =>
    (ledger.claimed.get(account) ?? 0n) + (paidAtSale.get(account) ?? 0n)
  // every recipient: pending on both sources + claimed + paid at the sale = charged, to the wei
  for (const account of recipients()) {
    const pending = (await pendingOn(w.market, account)) + (await pendingOn(factory, account))
    expect(pending + settled(account), account).toBe(ledger.charged.get(account) ?? 0n)
  }
  // nobody else was charged anything
  for (const account of ledger.charged.keys()) expect(recipients()).toContain(account)

  // everyone claims what is left: the sources are emptied, nothing is locked
  for (const by of claimants()) {
    for (const source of [w.market, factory]) await claim(ledger, rates, by, source)
  }
  await updatePot(ledger, rates)
  for (const account of recipients()) {
    expect(await pendingOn(w.market, account)).toBe(0n)
    expect(await pendingOn(factory, account)).toBe(0n)
    expect(settled(account), account).toBe(ledger.charged.get(account) ?? 0n)
  }
  expect(await held(w.market)).toBe(0n)
  expect(await held(factory)).toBe(0n)
  // the pot took every ghost pot fee, and its one holder takes it all out
  const potFees = ledger.charged.get(w.pot) ?? 0n
  expect(await owner.readContract({ ...ghostPot(w), functionName: 'totalDeposited' })).toBe(potFees)
  expect(
    await owner.readContract({
      ...ghostPot(w),
      functionName: 'getPendingReward',
      args: [holder.account.address],
    }),
  ).toBe(potFees)
  if (potFees > 0n) {
    await mined(
      holder,
      holder.writeContract({ address: w.pot, abi: ghostPotAbi, functionName: 'harvestRewards' }),
    )
  }
  expect(await owner.getBalance({ address: w.pot })).toBe(0n)
}

test(
  'every fee charged by asks and lazy sales is pending or claimed by its recipient, and all of it can be claimed',
  async () => {
    await fc.assert(
      fc.asyncProperty(
        ratesArb,
        fc.array(stepArb, { minLength: 1, maxLength: 8 }),
        (rates, steps) => isolated(owner, () => runScenario(rates, steps)),
      ),
      propertyParameters(NUM_RUNS, TIMEOUT_MS),
    )
  },
  TIMEOUT_MS,
)
