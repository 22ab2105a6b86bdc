/**
 * Properties of GhostMarket on Anvil: the fee split matches the sdk's mirror and adds up to the
 * price for any price and fee settings; random sequences of list / modify / cancel / buy by
 * random accounts never sell a token twice or lose one in escrow, and only a token's owner (or
 * its ask's seller) lists, modifies or cancels; fee recipients claim exactly what they earned.
 */
import { calculateNftFees, type NftFeeRates } from '@ghost/sdk'
import fc from 'fast-check'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  parseEventLogs,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ghostMarketAbi, marketActorAbi, testNFTAbi } from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  revertTo,
  startAnvil,
} from '../lib/anvil'
import { propertyParameters, propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import { revertOf } from './amm/reverts'
import { E18, gasCost, mined } from './farms/setup'
import {
  actorSelling,
  approveAll,
  askOf,
  buyWithBNB,
  buyWithWBNB,
  createAsk,
  deployActor,
  deployMarketWorld,
  listNew,
  MAX_ASK,
  type MarketWorld,
  MIN_ASK,
  marketActor,
  mint,
  ownerOf,
  pendingRevenue,
  wbnbBalance,
} from './nft/market'

let anvil: AnvilInstance
let w: MarketWorld
let snapshot: Hex

beforeAll(async () => {
  anvil = await startAnvil()
  w = await deployMarketWorld(anvil.url)
})

afterAll(async () => {
  await anvil?.stop()
})

beforeEach(async () => {
  snapshot = await w.owner.snapshot()
})

afterEach(async () => {
  await revertTo(w.owner, snapshot)
})

const market = () => ({ address: w.market, abi: ghostMarketAbi }) as const

const ratesArb: fc.Arbitrary<NftFeeRates> = fc.record({
  tradingFee: fc.bigInt({ min: 0n, max: 1_000n }),
  ghostPotFee: fc.bigInt({ min: 0n, max: 500n }),
  creatorFee: fc.bigInt({ min: 0n, max: 1_000n }),
  refererFee: fc.bigInt({ min: 0n, max: 500n }),
})

/** Small, round, odd and huge prices: rounding and overflow edges. */
const priceArb = fc.oneof(
  fc.bigInt({ min: 0n, max: 10_000n }),
  fc.bigInt({ min: MIN_ASK, max: MAX_ASK }),
  fc.bigInt({ min: 0n, max: 2n ** 96n - 1n }),
)

async function applyRates(rates: NftFeeRates): Promise<void> {
  const { owner } = w
  await mined(
    owner,
    owner.writeContract({
      ...market(),
      functionName: 'setFees',
      args: [rates.tradingFee, rates.ghostPotFee],
    }),
  )
  await mined(
    owner,
    owner.writeContract({
      ...market(),
      functionName: 'modifyCollection',
      args: [w.nft, w.creator.account.address, zeroAddress, rates.creatorFee, rates.refererFee],
    }),
  )
}

describe('fee split', () => {
  test('calculatePriceAndFeesForCollection equals the sdk and its parts add up to the price', async () => {
    await fc.assert(
      fc.asyncProperty(
        ratesArb,
        fc.array(priceArb, { minLength: 1, maxLength: 5 }),
        async (rates, prices) => {
          await applyRates(rates)
          for (const price of prices) {
            const chain = await w.owner.readContract({
              ...market(),
              functionName: 'calculatePriceAndFeesForCollection',
              args: [w.nft, price],
            })
            expect(chain).toEqual(calculateNftFees(price, rates))
            const { netPrice, treasureFee, ghostPotFee, creatorFee, refererFee } = chain
            expect(netPrice + treasureFee + ghostPotFee + creatorFee + refererFee).toBe(price)
          }
        },
      ),
      propertyParameters(propertyRuns(60), propertyTimeout(120_000)),
    )
  })

  test('a buy pays and credits exactly the sdk breakdown, and the market keeps exactly the fees', async () => {
    const [seller, buyer, referrer] = w.users as [AnvilClient, AnvilClient, AnvilClient]
    await fc.assert(
      fc.asyncProperty(
        ratesArb,
        fc.bigInt({ min: MIN_ASK, max: 100n * E18 }),
        fc.boolean(),
        fc.boolean(),
        async (rates, price, withBNB, named) => {
          const id = await w.owner.snapshot()
          try {
            await applyRates(rates)
            const tokenId = await listNew(w, seller, price)
            const ref = named ? referrer.account.address : zeroAddress
            const sellerBefore = await w.owner.getBalance({ address: seller.account.address })
            const sellerWbnbBefore = await wbnbBalance(w, seller.account.address)
            const receipt = await mined(
              buyer,
              withBNB
                ? buyWithBNB(w, buyer, w.nft, tokenId, price, ref)
                : buyWithWBNB(w, buyer, w.nft, tokenId, price, ref),
            )
            const f = calculateNftFees(price, rates)
            const [trade] = parseEventLogs({
              abi: ghostMarketAbi,
              logs: receipt.logs,
              eventName: 'Trade',
            })
            expect(trade?.args).toMatchObject({ askPrice: price, ...f, referrer: ref, withBNB })
            // the seller is paid in the buyer's currency
            expect(await w.owner.getBalance({ address: seller.account.address })).toBe(
              sellerBefore + (withBNB ? f.netPrice : 0n),
            )
            expect(await wbnbBalance(w, seller.account.address)).toBe(
              sellerWbnbBefore + (withBNB ? 0n : f.netPrice),
            )
            const toTreasury = f.treasureFee + (named ? 0n : f.refererFee)
            expect(await pendingRevenue(w, w.treasury)).toBe(toTreasury)
            expect(await pendingRevenue(w, w.ghostPot)).toBe(f.ghostPotFee)
            expect(await pendingRevenue(w, w.creator.account.address)).toBe(f.creatorFee)
            expect(await pendingRevenue(w, referrer.account.address)).toBe(
              named ? f.refererFee : 0n,
            )
            expect(await w.owner.getBalance({ address: w.market })).toBe(
              withBNB ? price - f.netPrice : 0n,
            )
            expect(await wbnbBalance(w, w.market)).toBe(withBNB ? 0n : price - f.netPrice)
            expect(await ownerOf(w, w.nft, tokenId)).toBe(buyer.account.address)
          } finally {
            await revertTo(w.owner, id)
          }
        },
      ),
      propertyParameters(propertyRuns(40), propertyTimeout(120_000)),
    )
  })
})

type Action =
  | { kind: 'list'; actor: number; token: number; price: bigint }
  | { kind: 'modify'; actor: number; token: number; price: bigint }
  | { kind: 'cancel'; actor: number; token: number }
  | {
      kind: 'buy'
      actor: number
      token: number
      withBNB: boolean
      priceDelta: bigint
      referrer: number | null
    }
  | { kind: 'claim'; recipient: number }
  /** The actor moves the token (from its holder or seller) to another actor, outside the market. */
  | { kind: 'transfer'; actor: number; token: number; to: number }

const ACTORS = 3
const TOKENS = 4
/** Stands for the account the action suits: the holder lists, the seller modifies and
 * cancels, someone else buys. Drawn 3 times in 4, so that sequences get far. */
const RIGHTFUL = -1
const actorArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant(RIGHTFUL) },
  { weight: 1, arbitrary: fc.nat({ max: ACTORS - 1 }) },
)
/** Successful actions of each kind over all runs: the property must reach buys and claims. */
const done = { list: 0, modify: 0, cancel: 0, buy: 0, claim: 0, transfer: 0 }
const tokenArb = fc.nat({ max: TOKENS - 1 })
/** For modify, cancel and buy: LISTED (the first token with an ask, if any) 2 times in 3. */
const LISTED = -1
const askedTokenArb = fc.oneof(
  { weight: 2, arbitrary: fc.constant(LISTED) },
  { weight: 1, arbitrary: tokenArb },
)
/** Mostly valid ask prices, sometimes just outside the limits. */
const askPriceArb = fc.oneof(
  { weight: 5, arbitrary: fc.bigInt({ min: MIN_ASK, max: 10n * E18 }) },
  { weight: 1, arbitrary: fc.constantFrom(MIN_ASK - 1n, MAX_ASK + 1n) },
)
/** Lists and buys weigh 3, the rest 1: most sequences then sell something. */
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('list' as const),
      actor: actorArb,
      token: tokenArb,
      price: askPriceArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('modify' as const),
      actor: actorArb,
      token: askedTokenArb,
      price: askPriceArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      actor: actorArb,
      token: askedTokenArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      actor: actorArb,
      token: askedTokenArb,
      withBNB: fc.boolean(),
      priceDelta: fc.constantFrom(0n, 0n, 0n, -1n, 1n),
      referrer: fc.option(fc.nat({ max: ACTORS - 1 }), { nil: null }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      actor: actorArb,
      token: askedTokenArb,
      to: fc.nat({ max: ACTORS - 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('claim' as const),
      // mostly the treasury, which every sale credits
      recipient: fc.oneof(
        { weight: 2, arbitrary: fc.constant(ACTORS) },
        { weight: 1, arbitrary: fc.nat({ max: ACTORS + 2 }) },
      ),
    }),
  },
)

/** What the model expects of one token: its holder, and the ask if it is escrowed. */
type TokenState = { holder: number; ask: { seller: number; price: bigint } | null }

describe('escrow', () => {
  test('random list/modify/cancel/buy/transfer/claim sequences: every token is held by its owner or escrowed with exactly one ask', async () => {
    const actors = w.users.slice(0, ACTORS)
    // fee recipients that claim: the treasury, the ghost pot and the creator (after the actors)
    const recipients = [
      ...actors,
      anvilClient(anvil.url, devAccount(7)),
      anvilClient(anvil.url, devAccount(8)),
      w.creator,
    ]
    const address = (client: AnvilClient): Address => client.account.address
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 8, maxLength: 24 }), async (actions) => {
        const id = await w.owner.snapshot()
        try {
          const ids: bigint[] = []
          const tokens: TokenState[] = []
          for (let t = 0; t < TOKENS; t++) {
            const holder = t % ACTORS
            ids.push(await mint(w, w.nft, address(actors[holder] as AnvilClient)))
            tokens.push({ holder, ask: null })
          }
          for (const actor of actors) await approveAll(w, actor, w.nft)
          for (const action of actions) await step(action, actors, recipients, ids, tokens)
          await checkInvariant(actors, ids, tokens)
        } finally {
          await revertTo(w.owner, id)
        }
      }),
      propertyParameters(propertyRuns(30), propertyTimeout(120_000)),
    )
    expect(Object.entries(done).filter(([, count]) => count === 0)).toEqual([])
  })
})

async function step(
  action: Action,
  actors: AnvilClient[],
  recipients: AnvilClient[],
  ids: bigint[],
  tokens: TokenState[],
): Promise<void> {
  if (action.kind === 'claim') {
    const claimer = recipients[action.recipient] as AnvilClient
    const due = await pendingRevenue(w, claimer.account.address)
    const call = claimer.simulateContract({ ...market(), functionName: 'claimPendingRevenue' })
    if (due === 0n) {
      expect(await revertOf(call)).toBe('GhostMarket: NO_PENDING_REVENUE')
      return
    }
    const before = await w.owner.getBalance({ address: claimer.account.address })
    const receipt = await mined(
      claimer,
      claimer.writeContract({ ...market(), functionName: 'claimPendingRevenue' }),
    )
    expect(await w.owner.getBalance({ address: claimer.account.address })).toBe(
      before + due - gasCost(receipt),
    )
    expect(await pendingRevenue(w, claimer.account.address)).toBe(0n)
    done.claim++
    return
  }
  const index =
    action.token === LISTED
      ? Math.max(
          0,
          tokens.findIndex((t) => t.ask !== null),
        )
      : action.token
  const token = tokens[index] as TokenState
  const who = action.actor === RIGHTFUL ? rightful(action.kind, token) : action.actor
  const actor = actors[who] as AnvilClient
  const tokenId = ids[index] as bigint
  const inRange = (price: bigint) => price >= MIN_ASK && price <= MAX_ASK
  switch (action.kind) {
    case 'list': {
      // the chain checks the price before the owner
      const expected = !inRange(action.price)
        ? 'GhostMarket: PRICE_OUT_OF_RANGE'
        : token.ask !== null || token.holder !== who
          ? 'GhostMarket: NOT_TOKEN_OWNER'
          : undefined
      const reason = await revertOf(
        actor.simulateContract({
          ...market(),
          functionName: 'createAskOrder',
          args: [w.nft, tokenId, action.price],
        }),
      )
      expect(reason).toBe(expected)
      if (reason !== undefined) return
      await mined(actor, createAsk(w, actor, w.nft, tokenId, action.price))
      done.list++
      token.ask = { seller: who, price: action.price }
      return
    }
    case 'modify':
    case 'cancel': {
      const expected =
        token.ask === null
          ? 'GhostMarket: ASK_NOT_FOUND'
          : token.ask.seller !== who
            ? 'GhostMarket: NOT_SELLER'
            : action.kind === 'modify' && !inRange(action.price)
              ? 'GhostMarket: PRICE_OUT_OF_RANGE'
              : undefined
      const request =
        action.kind === 'modify'
          ? actor.simulateContract({
              ...market(),
              functionName: 'modifyAskOrder',
              args: [w.nft, tokenId, action.price],
            })
          : actor.simulateContract({
              ...market(),
              functionName: 'cancelAskOrder',
              args: [w.nft, tokenId],
            })
      expect(await revertOf(request)).toBe(expected)
      if (expected !== undefined) return
      if (action.kind === 'modify') {
        await mined(
          actor,
          actor.writeContract({
            ...market(),
            functionName: 'modifyAskOrder',
            args: [w.nft, tokenId, action.price],
          }),
        )
        token.ask = { seller: who, price: action.price }
        done.modify++
      } else {
        await mined(
          actor,
          actor.writeContract({
            ...market(),
            functionName: 'cancelAskOrder',
            args: [w.nft, tokenId],
          }),
        )
        token.ask = null
        done.cancel++
      }
      return
    }
    case 'transfer': {
      // Only the holder of a token in its wallet moves it: not another account, and not the
      // seller of an escrowed token (the market holds it).
      const from = (actors[token.ask?.seller ?? token.holder] as AnvilClient).account.address
      const to = (actors[action.to] as AnvilClient).account.address
      const expected =
        token.ask !== null || token.holder !== who
          ? `ERC721InsufficientApproval(${actor.account.address}, ${tokenId})`
          : undefined
      const request = {
        address: w.nft,
        abi: testNFTAbi,
        functionName: 'transferFrom',
        args: [from, to, tokenId],
      } as const
      expect(await revertOf(actor.simulateContract(request))).toBe(expected)
      if (expected !== undefined) return
      await mined(actor, actor.writeContract(request))
      token.holder = action.to
      done.transfer++
      return
    }
    case 'buy': {
      const ask = token.ask
      const price = (ask?.price ?? E18) + action.priceDelta
      const expected =
        ask === null
          ? 'GhostMarket: ASK_NOT_FOUND'
          : action.priceDelta !== 0n
            ? 'GhostMarket: PRICE_MISMATCH'
            : ask.seller === who
              ? 'GhostMarket: BUYER_IS_SELLER'
              : undefined
      const referrer =
        action.referrer === null
          ? zeroAddress
          : (actors[action.referrer] as AnvilClient).account.address
      const request = action.withBNB
        ? actor.simulateContract({
            ...market(),
            functionName: 'buyTokenUsingBNB',
            args: [w.nft, tokenId, referrer],
            value: price,
          })
        : actor.simulateContract({
            ...market(),
            functionName: 'buyTokenUsingWBNB',
            args: [w.nft, tokenId, price, referrer],
          })
      expect(await revertOf(request)).toBe(expected)
      if (expected !== undefined || ask === null) return
      const seller = actors[ask.seller] as AnvilClient
      const sellerBefore = await w.owner.getBalance({ address: seller.account.address })
      const sellerWbnbBefore = await wbnbBalance(w, seller.account.address)
      const wbnbBefore = await wbnbBalance(w, actor.account.address)
      await mined(
        actor,
        action.withBNB
          ? buyWithBNB(w, actor, w.nft, tokenId, price, referrer)
          : buyWithWBNB(w, actor, w.nft, tokenId, price, referrer),
      )
      const rates = await currentRates()
      const net = calculateNftFees(price, rates).netPrice
      expect(await w.owner.getBalance({ address: seller.account.address })).toBe(
        sellerBefore + (action.withBNB ? net : 0n),
      )
      expect(await wbnbBalance(w, seller.account.address)).toBe(
        sellerWbnbBefore + (action.withBNB ? 0n : net),
      )
      expect(await wbnbBalance(w, actor.account.address)).toBe(
        wbnbBefore - (action.withBNB ? 0n : price),
      )
      token.holder = who
      token.ask = null
      done.buy++
      return
    }
  }
}

function rightful(kind: Action['kind'], token: TokenState): number {
  const owner = token.ask?.seller ?? token.holder
  return kind === 'buy' ? (owner + 1) % ACTORS : owner
}

async function currentRates(): Promise<NftFeeRates> {
  const [, , , creatorFee, refererFee] = await w.owner.readContract({
    ...market(),
    functionName: 'collections',
    args: [w.nft],
  })
  const tradingFee = await w.owner.readContract({ ...market(), functionName: 'tradingFee' })
  const ghostPotFee = await w.owner.readContract({ ...market(), functionName: 'ghostPotFee' })
  return {
    tradingFee: BigInt(tradingFee),
    ghostPotFee: BigInt(ghostPotFee),
    creatorFee: BigInt(creatorFee),
    refererFee: BigInt(refererFee),
  }
}

async function checkInvariant(
  actors: AnvilClient[],
  ids: bigint[],
  tokens: TokenState[],
): Promise<void> {
  const listed: bigint[] = []
  for (const [t, token] of tokens.entries()) {
    const tokenId = ids[t] as bigint
    const ask = await askOf(w, w.nft, tokenId)
    if (token.ask === null) {
      expect(await ownerOf(w, w.nft, tokenId)).toBe(
        (actors[token.holder] as AnvilClient).account.address,
      )
      expect(ask).toEqual({ seller: zeroAddress, price: 0n })
    } else {
      listed.push(tokenId)
      expect(await ownerOf(w, w.nft, tokenId)).toBe(w.market)
      expect(ask).toEqual({
        seller: (actors[token.ask.seller] as AnvilClient).account.address,
        price: token.ask.price,
      })
    }
  }
  const [onChain] = await w.owner.readContract({
    ...market(),
    functionName: 'viewAsksByCollection',
    args: [w.nft, 0n, 100n],
  })
  expect([...onChain].sort()).toEqual([...listed].sort())
  // the market holds exactly the unclaimed fees: BNB and WBNB (fees of WBNB buys) together
  let unclaimed = 0n
  for (const account of [
    ...actors.map((a) => a.account.address),
    w.treasury,
    w.ghostPot,
    w.creator.account.address,
  ]) {
    unclaimed += await pendingRevenue(w, account)
  }
  expect((await w.owner.getBalance({ address: w.market })) + (await wbnbBalance(w, w.market))).toBe(
    unclaimed,
  )
}

describe('contract sellers and buyers', () => {
  type SellerMode = 'accepts' | 'refuses' | 'reenters'
  const sellerModeArb = fc.constantFrom<SellerMode>('accepts', 'refuses', 'reenters')
  const reentryArb = fc.constantFrom('cancel', 'buy', 'claim', 'list') as fc.Arbitrary<
    'cancel' | 'buy' | 'claim' | 'list'
  >

  test('no seller blocks a buy (it gets netPrice in BNB or WBNB) and no receiver re-enters', async () => {
    const [deployer, buyer, other] = w.users as [AnvilClient, AnvilClient, AnvilClient]
    await fc.assert(
      fc.asyncProperty(
        sellerModeArb,
        fc.boolean(),
        reentryArb,
        fc.boolean(),
        fc.bigInt({ min: MIN_ASK, max: 10n * E18 }),
        async (sellerMode, contractBuyer, reentry, withBNB, price) => {
          const id = await w.owner.snapshot()
          try {
            const otherToken = await listNew(w, other, E18)
            const reentryData = {
              cancel: encodeFunctionData({
                abi: ghostMarketAbi,
                functionName: 'cancelAskOrder',
                args: [w.nft, otherToken],
              }),
              buy: encodeFunctionData({
                abi: ghostMarketAbi,
                functionName: 'buyTokenUsingWBNB',
                args: [w.nft, otherToken, E18, zeroAddress],
              }),
              claim: encodeFunctionData({
                abi: ghostMarketAbi,
                functionName: 'claimPendingRevenue',
              }),
              list: encodeFunctionData({
                abi: ghostMarketAbi,
                functionName: 'createAskOrder',
                args: [w.nft, otherToken, E18],
              }),
            }[reentry]
            // the seller: a contract account listing through `execute`
            const { actor: seller, tokenId } = await actorSelling(w, deployer, price)
            if (sellerMode === 'refuses') await marketActor(deployer, seller).refuseBNB(true)
            if (sellerMode === 'reenters') {
              await marketActor(deployer, seller).setHook(w.market, reentryData)
            }

            let receiver: Address = buyer.account.address
            if (contractBuyer) {
              receiver = await deployActor(buyer)
              await marketActor(buyer, receiver).setHook(w.market, reentryData)
              const buy = encodeFunctionData({
                abi: ghostMarketAbi,
                functionName: 'buyTokenUsingBNB',
                args: [w.nft, tokenId, zeroAddress],
              })
              await marketActor(buyer, receiver).execute(w.market, buy, price)
            } else {
              await mined(
                buyer,
                withBNB
                  ? buyWithBNB(w, buyer, w.nft, tokenId, price)
                  : buyWithWBNB(w, buyer, w.nft, tokenId, price),
              )
            }

            const net = calculateNftFees(price, await currentRates()).netPrice
            expect(await ownerOf(w, w.nft, tokenId)).toBe(receiver)
            const bnbPaid = await w.owner.getBalance({ address: seller })
            const wbnbPaid = await wbnbBalance(w, seller)
            expect(bnbPaid + wbnbPaid).toBe(net)
            if (sellerMode !== 'accepts') expect(wbnbPaid).toBe(net)
            // whatever a hook tried, the other ask is untouched and no hook call got through
            expect(await askOf(w, w.nft, otherToken)).toEqual({
              seller: other.account.address,
              price: E18,
            })
            for (const actor of contractBuyer ? [seller, receiver] : [seller]) {
              const succeeded = await w.owner.readContract({
                address: actor,
                abi: marketActorAbi,
                functionName: 'hookSucceeded',
              })
              expect(succeeded).toBe(false)
            }
            if (contractBuyer) {
              const result = await w.owner.readContract({
                address: receiver,
                abi: marketActorAbi,
                functionName: 'hookResult',
              })
              expect(result).toBe(toFunctionSelector('ReentrancyGuardReentrantCall()'))
            }
          } finally {
            await revertTo(w.owner, id)
          }
        },
      ),
      propertyParameters(propertyRuns(40), propertyTimeout(120_000)),
    )
  })
})
