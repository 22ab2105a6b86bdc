import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  parseEventLogs,
  type TransactionReceipt,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  ghostMarketAbi,
  ghostMarketBytecode,
  marketActorAbi,
  testNFTAbi,
  wbnbAbi,
} from '../generated'
import { type AnvilClient, type AnvilInstance, revertTo, startAnvil } from '../lib/anvil'
import { revertOf } from './amm/reverts'
import { deployRevertReason, E18, gasCost, mined } from './farms/setup'
import {
  actorSelling,
  addCollection,
  approveAll,
  askOf,
  buyWithBNB,
  buyWithWBNB,
  CREATOR_FEE,
  createAsk,
  DEFAULT_GHOST_POT_FEE,
  DEFAULT_TRADING_FEE,
  deployActor,
  deployMarketWorld,
  deployNft,
  listNew,
  MAX_ASK,
  type MarketWorld,
  MIN_ASK,
  marketActor,
  mint,
  ownerOf,
  pendingRevenue,
  REFERER_FEE,
  wbnbBalance,
} from './nft/market'

/** Measured on Anvil (cancun): a BNB buy of an ERC721Enumerable token from an ask, the buyer
 * holding none of the collection yet and every fee recipient already holding pending revenue. */
const BUY_WITH_BNB_GAS_LIMIT = 150_000n

let anvil: AnvilInstance
let w: MarketWorld
let owner: AnvilClient
let alice: AnvilClient
let bob: AnvilClient
let carol: AnvilClient
let snapshot: Hex

beforeAll(async () => {
  anvil = await startAnvil()
  w = await deployMarketWorld(anvil.url)
  owner = w.owner
  ;[alice, bob, carol] = w.users as [AnvilClient, AnvilClient, AnvilClient]
})

afterAll(async () => {
  await anvil?.stop()
})

beforeEach(async () => {
  snapshot = await owner.snapshot()
})

afterEach(async () => {
  await revertTo(owner, snapshot)
})

type Event = { eventName: string; args: unknown }

/** The market's own events in a receipt, in order. */
function marketEvents(receipt: TransactionReceipt, address: Address = w.market): Event[] {
  return parseEventLogs({ abi: ghostMarketAbi, logs: receipt.logs })
    .filter((log) => getAddress(log.address) === address)
    .map(({ eventName, args }) => ({ eventName, args }))
}

function fees(price: bigint, creatorFee = CREATOR_FEE, refererFee = REFERER_FEE) {
  const treasureFee = (price * DEFAULT_TRADING_FEE) / 10_000n
  const ghostPotFee = (price * DEFAULT_GHOST_POT_FEE) / 10_000n
  const creator = (price * creatorFee) / 10_000n
  const referer = (price * refererFee) / 10_000n
  return {
    netPrice: price - treasureFee - ghostPotFee - creator - referer,
    treasureFee,
    ghostPotFee,
    creatorFee: creator,
    refererFee: referer,
  }
}

const market = () => ({ address: w.market, abi: ghostMarketAbi }) as const

/** The revert of `by` buying `tokenId` at one WBNB, nothing mined. */
const wbnbBuyRevert = (by: AnvilClient, tokenId: bigint) =>
  revertOf(
    by.simulateContract({
      ...market(),
      functionName: 'buyTokenUsingWBNB',
      args: [w.nft, tokenId, E18, zeroAddress],
    }),
  )
const bnb = (client: AnvilClient, account: Address) => client.getBalance({ address: account })

describe('deployment', () => {
  test('starts with the default fees and price limits and announces them', async () => {
    const hash = await owner.deployContract({
      abi: ghostMarketAbi,
      bytecode: ghostMarketBytecode,
      args: [owner.account.address, w.wbnb, w.treasury, w.ghostPot],
    })
    const receipt = await mined(owner, Promise.resolve(hash))
    const deployedAt = getAddress(receipt.contractAddress ?? zeroAddress)
    expect(marketEvents(receipt, deployedAt)).toEqual([
      {
        eventName: 'OwnershipTransferred',
        args: { previousOwner: zeroAddress, newOwner: owner.account.address },
      },
      { eventName: 'FeesUpdate', args: { tradingFee: 200n, ghostPotFee: 50n } },
      {
        eventName: 'AddressesUpdate',
        args: { treasury: w.treasury, ghostPot: w.ghostPot, factory: zeroAddress },
      },
      {
        eventName: 'AskPriceLimitsUpdate',
        args: { minimumAskPrice: MIN_ASK, maximumAskPrice: MAX_ASK },
      },
    ])
    const read = (
      functionName: 'tradingFee' | 'ghostPotFee' | 'minimumAskPrice' | 'maximumAskPrice',
    ) => owner.readContract({ ...market(), functionName })
    expect([
      await read('tradingFee'),
      await read('ghostPotFee'),
      await read('minimumAskPrice'),
      await read('maximumAskPrice'),
    ]).toEqual([200, 50, MIN_ASK, MAX_ASK])
    expect(await owner.readContract({ ...market(), functionName: 'WBNB' })).toBe(w.wbnb)
  })

  test.each([
    { name: 'zero WBNB', args: 'wbnb', reason: 'GhostMarket: ZERO_ADDRESS' },
    { name: 'zero treasury', args: 'treasury', reason: 'GhostMarket: ZERO_ADDRESS' },
    { name: 'zero ghost pot', args: 'ghostPot', reason: 'GhostMarket: ZERO_ADDRESS' },
  ] as const)('refuses a $name', async ({ args, reason }) => {
    const all = {
      owner: owner.account.address,
      wbnb: w.wbnb,
      treasury: w.treasury,
      ghostPot: w.ghostPot,
    }
    const withZero = { ...all, [args]: zeroAddress }
    expect(
      await deployRevertReason(owner, {
        abi: ghostMarketAbi,
        bytecode: ghostMarketBytecode,
        args: [withZero.owner, withZero.wbnb, withZero.treasury, withZero.ghostPot],
      }),
    ).toBe(reason)
  })

  test('refuses BNB from anyone but WBNB', async () => {
    expect(await revertOf(alice.call({ to: w.market, value: 1n, account: alice.account }))).toBe(
      'GhostMarket: ONLY_WBNB',
    )
  })
})

describe('createAskOrder', () => {
  test('escrows the token, records the ask and emits AskNew', async () => {
    const tokenId = await mint(w, w.nft, alice.account.address)
    await approveAll(w, alice, w.nft)
    const receipt = await mined(alice, createAsk(w, alice, w.nft, tokenId, E18))
    expect(marketEvents(receipt)).toEqual([
      {
        eventName: 'AskNew',
        args: { collection: w.nft, seller: alice.account.address, tokenId, askPrice: E18 },
      },
    ])
    expect(await ownerOf(w, w.nft, tokenId)).toBe(w.market)
    expect(await askOf(w, w.nft, tokenId)).toEqual({ seller: alice.account.address, price: E18 })
  })

  test.each([
    { name: 'the minimum price', price: MIN_ASK },
    { name: 'the maximum price', price: MAX_ASK },
  ])('accepts $name', async ({ price }) => {
    const tokenId = await listNew(w, alice, price)
    expect((await askOf(w, w.nft, tokenId)).price).toBe(price)
  })

  type Case = {
    name: string
    /** Prepares the token and returns the call's arguments; the caller is alice. */
    setup: () => Promise<{ collection: Address; tokenId: bigint; price: bigint }>
    reason: string
  }
  const cases: Case[] = [
    {
      name: 'a price below the minimum',
      setup: async () => ({
        collection: w.nft,
        tokenId: await mint(w, w.nft, alice.account.address),
        price: MIN_ASK - 1n,
      }),
      reason: 'GhostMarket: PRICE_OUT_OF_RANGE',
    },
    {
      name: 'a price above the maximum',
      setup: async () => ({
        collection: w.nft,
        tokenId: await mint(w, w.nft, alice.account.address),
        price: MAX_ASK + 1n,
      }),
      reason: 'GhostMarket: PRICE_OUT_OF_RANGE',
    },
    {
      name: "someone else's token",
      setup: async () => ({
        collection: w.nft,
        tokenId: await mint(w, w.nft, bob.account.address),
        price: E18,
      }),
      reason: 'GhostMarket: NOT_TOKEN_OWNER',
    },
    {
      name: 'a token listed already (escrowed)',
      setup: async () => ({ collection: w.nft, tokenId: await listNew(w, alice, E18), price: E18 }),
      reason: 'GhostMarket: NOT_TOKEN_OWNER',
    },
    {
      name: 'a collection never added',
      setup: async () => {
        const other = await deployNft(owner)
        return {
          collection: other,
          tokenId: await mint(w, other, alice.account.address),
          price: E18,
        }
      },
      reason: 'GhostMarket: COLLECTION_NOT_OPEN',
    },
    {
      name: 'a closed collection',
      setup: async () => {
        const tokenId = await mint(w, w.nft, alice.account.address)
        await mined(
          owner,
          owner.writeContract({ ...market(), functionName: 'closeCollection', args: [w.nft] }),
        )
        return { collection: w.nft, tokenId, price: E18 }
      },
      reason: 'GhostMarket: COLLECTION_NOT_OPEN',
    },
    {
      name: 'a token its whitelist checker refuses (odd id)',
      setup: async () => ({
        collection: w.checkedNft,
        tokenId: await mint(w, w.checkedNft, alice.account.address),
        price: E18,
      }),
      reason: 'GhostMarket: TOKEN_NOT_LISTABLE',
    },
  ]
  test.each(cases)('refuses $name', async ({ setup, reason }) => {
    const { collection, tokenId, price } = await setup()
    await approveAll(w, alice, collection)
    expect(
      await revertOf(
        alice.simulateContract({
          ...market(),
          functionName: 'createAskOrder',
          args: [collection, tokenId, price],
        }),
      ),
    ).toBe(reason)
  })

  test('needs the market approved for the token', async () => {
    const tokenId = await mint(w, w.nft, alice.account.address)
    expect(
      await revertOf(
        alice.simulateContract({
          address: w.market,
          // the collection's custom error, decoded with its ABI
          abi: [...ghostMarketAbi, ...testNFTAbi],
          functionName: 'createAskOrder',
          args: [w.nft, tokenId, E18],
        }),
      ),
    ).toBe(`ERC721InsufficientApproval(${w.market}, ${tokenId})`)
  })

  test('lists a token its whitelist checker accepts (even id)', async () => {
    await mint(w, w.checkedNft, bob.account.address)
    const tokenId = await listNew(w, alice, E18, w.checkedNft)
    expect(tokenId).toBe(2n)
    expect(await ownerOf(w, w.checkedNft, tokenId)).toBe(w.market)
  })
})

describe('modifyAskOrder and cancelAskOrder', () => {
  test('modify changes the price and emits AskUpdate', async () => {
    const tokenId = await listNew(w, alice, E18)
    const receipt = await mined(
      alice,
      alice.writeContract({
        ...market(),
        functionName: 'modifyAskOrder',
        args: [w.nft, tokenId, 2n * E18],
      }),
    )
    expect(marketEvents(receipt)).toEqual([
      {
        eventName: 'AskUpdate',
        args: { collection: w.nft, seller: alice.account.address, tokenId, askPrice: 2n * E18 },
      },
    ])
    expect(await askOf(w, w.nft, tokenId)).toEqual({
      seller: alice.account.address,
      price: 2n * E18,
    })
  })

  test('cancel returns the token, forgets the ask and emits AskCancel, even in a closed collection', async () => {
    const tokenId = await listNew(w, alice, E18)
    await mined(
      owner,
      owner.writeContract({ ...market(), functionName: 'closeCollection', args: [w.nft] }),
    )
    const receipt = await mined(
      alice,
      alice.writeContract({ ...market(), functionName: 'cancelAskOrder', args: [w.nft, tokenId] }),
    )
    expect(marketEvents(receipt)).toEqual([
      {
        eventName: 'AskCancel',
        args: { collection: w.nft, seller: alice.account.address, tokenId },
      },
    ])
    expect(await ownerOf(w, w.nft, tokenId)).toBe(alice.account.address)
    expect(await askOf(w, w.nft, tokenId)).toEqual({ seller: zeroAddress, price: 0n })
  })

  test.each([
    {
      name: 'modify of a token not listed',
      fn: 'modify',
      caller: 'alice',
      listed: false,
      price: E18,
      reason: 'GhostMarket: ASK_NOT_FOUND',
    },
    {
      name: "modify of another seller's ask",
      fn: 'modify',
      caller: 'bob',
      listed: true,
      price: E18,
      reason: 'GhostMarket: NOT_SELLER',
    },
    {
      name: 'modify below the minimum',
      fn: 'modify',
      caller: 'alice',
      listed: true,
      price: MIN_ASK - 1n,
      reason: 'GhostMarket: PRICE_OUT_OF_RANGE',
    },
    {
      name: 'modify above the maximum',
      fn: 'modify',
      caller: 'alice',
      listed: true,
      price: MAX_ASK + 1n,
      reason: 'GhostMarket: PRICE_OUT_OF_RANGE',
    },
    {
      name: 'cancel of a token not listed',
      fn: 'cancel',
      caller: 'alice',
      listed: false,
      price: 0n,
      reason: 'GhostMarket: ASK_NOT_FOUND',
    },
    {
      name: "cancel of another seller's ask",
      fn: 'cancel',
      caller: 'bob',
      listed: true,
      price: 0n,
      reason: 'GhostMarket: NOT_SELLER',
    },
  ] as const)('refuses $name', async ({ fn, caller, listed, price, reason }) => {
    const tokenId = listed
      ? await listNew(w, alice, E18)
      : await mint(w, w.nft, alice.account.address)
    const client = caller === 'alice' ? alice : bob
    const call =
      fn === 'modify'
        ? client.simulateContract({
            ...market(),
            functionName: 'modifyAskOrder',
            args: [w.nft, tokenId, price],
          })
        : client.simulateContract({
            ...market(),
            functionName: 'cancelAskOrder',
            args: [w.nft, tokenId],
          })
    expect(await revertOf(call)).toBe(reason)
  })

  test('refuses to modify an ask of a closed collection', async () => {
    const tokenId = await listNew(w, alice, E18)
    await mined(
      owner,
      owner.writeContract({ ...market(), functionName: 'closeCollection', args: [w.nft] }),
    )
    expect(
      await revertOf(
        alice.simulateContract({
          ...market(),
          functionName: 'modifyAskOrder',
          args: [w.nft, tokenId, 2n * E18],
        }),
      ),
    ).toBe('GhostMarket: COLLECTION_NOT_OPEN')
  })
})

describe('buying', () => {
  test.each([
    { name: 'BNB without a referrer', withBNB: true, referrer: zeroAddress },
    { name: 'BNB with a referrer', withBNB: true, referrer: 'carol' },
    { name: 'WBNB without a referrer', withBNB: false, referrer: zeroAddress },
    { name: 'WBNB with a referrer', withBNB: false, referrer: 'carol' },
  ] as const)(
    'with $name: token to the buyer, netPrice to the seller in that currency, fees credited, Trade',
    async ({ withBNB, referrer: referrerName }) => {
      const price = 3n * E18 + 7n
      const referrer = referrerName === 'carol' ? carol.account.address : zeroAddress
      const tokenId = await listNew(w, alice, price)
      const sellerBefore = await bnb(owner, alice.account.address)
      const sellerWbnbBefore = await wbnbBalance(w, alice.account.address)
      const buyerBefore = await bnb(owner, bob.account.address)
      const buyerWbnbBefore = await wbnbBalance(w, bob.account.address)
      const receipt = await mined(
        bob,
        withBNB
          ? buyWithBNB(w, bob, w.nft, tokenId, price, referrer)
          : buyWithWBNB(w, bob, w.nft, tokenId, price, referrer),
      )
      const f = fees(price)
      const credits =
        referrer === zeroAddress
          ? [{ account: w.treasury, amount: f.treasureFee + f.refererFee }]
          : [
              { account: w.treasury, amount: f.treasureFee },
              { account: referrer, amount: f.refererFee },
            ]
      expect(marketEvents(receipt)).toEqual([
        ...[
          ...credits,
          { account: w.ghostPot, amount: f.ghostPotFee },
          { account: w.creator.account.address, amount: f.creatorFee },
        ].map((args) => ({ eventName: 'RevenueCredit', args })),
        {
          eventName: 'Trade',
          args: {
            collection: w.nft,
            seller: alice.account.address,
            buyer: bob.account.address,
            tokenId,
            askPrice: price,
            ...f,
            referrer,
            withBNB,
          },
        },
      ])
      expect(await ownerOf(w, w.nft, tokenId)).toBe(bob.account.address)
      expect(await askOf(w, w.nft, tokenId)).toEqual({ seller: zeroAddress, price: 0n })
      // the seller is paid in the buyer's currency: a WBNB buy is never unwrapped
      expect(await bnb(owner, alice.account.address)).toBe(
        sellerBefore + (withBNB ? f.netPrice : 0n),
      )
      expect(await wbnbBalance(w, alice.account.address)).toBe(
        sellerWbnbBefore + (withBNB ? 0n : f.netPrice),
      )
      expect(await bnb(owner, bob.account.address)).toBe(
        buyerBefore - gasCost(receipt) - (withBNB ? price : 0n),
      )
      expect(await wbnbBalance(w, bob.account.address)).toBe(
        buyerWbnbBefore - (withBNB ? 0n : price),
      )
      for (const { account, amount } of credits)
        expect(await pendingRevenue(w, account)).toBe(amount)
      expect(await pendingRevenue(w, w.ghostPot)).toBe(f.ghostPotFee)
      expect(await pendingRevenue(w, w.creator.account.address)).toBe(f.creatorFee)
      // the market keeps exactly the fees, in the currency they were paid in
      const allFees = f.treasureFee + f.ghostPotFee + f.creatorFee + f.refererFee
      expect(await bnb(owner, w.market)).toBe(withBNB ? allFees : 0n)
      expect(await wbnbBalance(w, w.market)).toBe(withBNB ? 0n : allFees)
    },
  )

  test.each([
    {
      name: 'a token not listed',
      withBNB: true,
      listed: true,
      offset: 0n,
      buyer: 'bob',
      unlist: true,
      reason: 'GhostMarket: ASK_NOT_FOUND',
    },
    {
      name: 'BNB below the ask',
      withBNB: true,
      listed: true,
      offset: -1n,
      buyer: 'bob',
      unlist: false,
      reason: 'GhostMarket: PRICE_MISMATCH',
    },
    {
      name: 'BNB above the ask',
      withBNB: true,
      listed: true,
      offset: 1n,
      buyer: 'bob',
      unlist: false,
      reason: 'GhostMarket: PRICE_MISMATCH',
    },
    {
      name: 'a WBNB price other than the ask',
      withBNB: false,
      listed: true,
      offset: -1n,
      buyer: 'bob',
      unlist: false,
      reason: 'GhostMarket: PRICE_MISMATCH',
    },
    {
      name: 'the seller buying (BNB)',
      withBNB: true,
      listed: true,
      offset: 0n,
      buyer: 'alice',
      unlist: false,
      reason: 'GhostMarket: BUYER_IS_SELLER',
    },
    {
      name: 'the seller buying (WBNB)',
      withBNB: false,
      listed: true,
      offset: 0n,
      buyer: 'alice',
      unlist: false,
      reason: 'GhostMarket: BUYER_IS_SELLER',
    },
  ] as const)('refuses $name', async ({ withBNB, offset, buyer, unlist, reason }) => {
    const tokenId = await listNew(w, alice, E18)
    if (unlist)
      await mined(
        alice,
        alice.writeContract({
          ...market(),
          functionName: 'cancelAskOrder',
          args: [w.nft, tokenId],
        }),
      )
    const client = buyer === 'alice' ? alice : bob
    const call = withBNB
      ? client.simulateContract({
          ...market(),
          functionName: 'buyTokenUsingBNB',
          args: [w.nft, tokenId, zeroAddress],
          value: E18 + offset,
        })
      : client.simulateContract({
          ...market(),
          functionName: 'buyTokenUsingWBNB',
          args: [w.nft, tokenId, E18 + offset, zeroAddress],
        })
    expect(await revertOf(call)).toBe(reason)
  })

  test('refuses a buy in a closed collection', async () => {
    const tokenId = await listNew(w, alice, E18)
    await mined(
      owner,
      owner.writeContract({ ...market(), functionName: 'closeCollection', args: [w.nft] }),
    )
    expect(
      await revertOf(
        bob.simulateContract({
          ...market(),
          functionName: 'buyTokenUsingBNB',
          args: [w.nft, tokenId, zeroAddress],
          value: E18,
        }),
      ),
    ).toBe('GhostMarket: COLLECTION_NOT_OPEN')
  })

  test('a WBNB buy needs the allowance', async () => {
    const tokenId = await listNew(w, alice, E18)
    await mined(
      bob,
      bob.writeContract({
        address: w.wbnb,
        abi: wbnbAbi,
        functionName: 'approve',
        args: [w.market, E18 - 1n],
      }),
    )
    expect(await wbnbBuyRevert(bob, tokenId)).toBe('WBNB: INSUFFICIENT_ALLOWANCE')
  })

  test('a WBNB buy needs the balance: the seller is paid only if the fees can be paid too', async () => {
    const tokenId = await listNew(w, alice, E18)
    const held = await wbnbBalance(w, bob.account.address)
    // enough for the seller's net, one wei short of the whole price
    await mined(
      bob,
      bob.writeContract({
        address: w.wbnb,
        abi: wbnbAbi,
        functionName: 'withdraw',
        args: [held - E18 + 1n],
      }),
    )
    expect(await wbnbBuyRevert(bob, tokenId)).toBe('WBNB: INSUFFICIENT_BALANCE')
  })

  test('a busy book: buying the first of three asks leaves its place as a hole, and every ask left still works', async () => {
    const [first, second, third] = [
      await listNew(w, alice, E18),
      await listNew(w, alice, 2n * E18),
      await listNew(w, carol, 3n * E18),
    ] as [bigint, bigint, bigint]
    await mined(bob, buyWithBNB(w, bob, w.nft, first, E18))
    const [ids, asks, next] = await owner.readContract({
      ...market(),
      functionName: 'viewAsksByCollection',
      args: [w.nft, 0n, 10n],
    })
    expect([ids, next]).toEqual([[second, third], 2n])
    expect(asks).toEqual([
      { seller: alice.account.address, price: 2n * E18 },
      { seller: carol.account.address, price: 3n * E18 },
    ])
    // the asks left keep their floors, and can be repriced, bought and cancelled like any other
    const read = (tokenId: bigint) =>
      owner.readContract({ ...market(), functionName: 'askSellerNet', args: [w.nft, tokenId] })
    expect(await read(third)).toBe(fees(3n * E18).netPrice)
    await mined(
      carol,
      carol.writeContract({
        ...market(),
        functionName: 'modifyAskOrder',
        args: [w.nft, third, 4n * E18],
      }),
    )
    expect(await read(third)).toBe(fees(4n * E18).netPrice)
    await mined(bob, buyWithWBNB(w, bob, w.nft, third, 4n * E18))
    expect(await ownerOf(w, w.nft, third)).toBe(bob.account.address)
    await mined(
      alice,
      alice.writeContract({ ...market(), functionName: 'cancelAskOrder', args: [w.nft, second] }),
    )
    expect(await ownerOf(w, w.nft, second)).toBe(alice.account.address)
    const [left, , end] = await owner.readContract({
      ...market(),
      functionName: 'viewAsksByCollection',
      args: [w.nft, 0n, 10n],
    })
    expect([left, end]).toEqual([[], 0n])
    for (const tokenId of [first, second, third]) expect(await read(tokenId)).toBe(0n)
  })

  test(`buyTokenUsingBNB costs at most ${BUY_WITH_BNB_GAS_LIMIT} gas (fresh buyer, ERC721Enumerable)`, async () => {
    // Warm the fee recipients' pending revenue, as on a live market.
    const first = await listNew(w, alice, E18)
    await mined(bob, buyWithBNB(w, bob, w.nft, first, E18))
    const tokenId = await listNew(w, alice, E18)
    const receipt = await mined(carol, buyWithBNB(w, carol, w.nft, tokenId, E18))
    console.info(`buyTokenUsingBNB gas: ${receipt.gasUsed}`)
    expect(receipt.gasUsed).toBeLessThanOrEqual(BUY_WITH_BNB_GAS_LIMIT)
  })
})

describe("the seller's floor: fees raised after listing never come out of the seller's net", () => {
  const sellerNet = (tokenId: bigint) =>
    owner.readContract({ ...market(), functionName: 'askSellerNet', args: [w.nft, tokenId] })
  /** The collection's creator sets its royalty (the referrer fee stays). */
  const setRoyalty = (creatorFee: bigint) =>
    mined(
      w.creator,
      w.creator.writeContract({
        ...market(),
        functionName: 'modifyCollection',
        args: [w.nft, w.creator.account.address, zeroAddress, creatorFee, REFERER_FEE],
      }),
    )
  const setMarketFees = (tradingFee: bigint) =>
    mined(
      owner,
      owner.writeContract({
        ...market(),
        functionName: 'setFees',
        args: [tradingFee, DEFAULT_GHOST_POT_FEE],
      }),
    )
  const buyBNB = (tokenId: bigint, price = E18) =>
    bob.simulateContract({
      ...market(),
      functionName: 'buyTokenUsingBNB',
      args: [w.nft, tokenId, zeroAddress],
      value: price,
    })
  const buyWBNB = (tokenId: bigint, price = E18) =>
    bob.simulateContract({
      ...market(),
      functionName: 'buyTokenUsingWBNB',
      args: [w.nft, tokenId, price, zeroAddress],
    })

  test('the ask keeps the net the seller was shown, and forgets it once bought or cancelled', async () => {
    const bought = await listNew(w, alice, E18)
    // 1 BNB less 2% + 0.5% + 5% + 1%
    expect(await sellerNet(bought)).toBe(915n * 10n ** 15n)
    await mined(bob, buyWithBNB(w, bob, w.nft, bought, E18))
    expect(await sellerNet(bought)).toBe(0n)
    const cancelled = await listNew(w, alice, E18)
    await mined(
      alice,
      alice.writeContract({
        ...market(),
        functionName: 'cancelAskOrder',
        args: [w.nft, cancelled],
      }),
    )
    expect(await sellerNet(cancelled)).toBe(0n)
  })

  test.each([
    { name: "the creator's royalty", raise: () => setRoyalty(1_000n) },
    { name: "the market's trading fee", raise: () => setMarketFees(1_000n) },
  ])('$name raised after listing: the buy reverts, in BNB and in WBNB', async ({ raise }) => {
    const tokenId = await listNew(w, alice, E18)
    await raise()
    expect(await revertOf(buyBNB(tokenId))).toBe('GhostMarket: FEES_RAISED')
    expect(await revertOf(buyWBNB(tokenId))).toBe('GhostMarket: FEES_RAISED')
  })

  test('a seller who reprices accepts the fees of the moment, and is paid that net', async () => {
    const tokenId = await listNew(w, alice, E18)
    await setRoyalty(1_000n)
    await mined(
      alice,
      alice.writeContract({
        ...market(),
        functionName: 'modifyAskOrder',
        args: [w.nft, tokenId, 2n * E18],
      }),
    )
    const net = fees(2n * E18, 1_000n).netPrice
    expect(await sellerNet(tokenId)).toBe(net)
    const before = await bnb(owner, alice.account.address)
    await mined(bob, buyWithBNB(w, bob, w.nft, tokenId, 2n * E18))
    expect(await bnb(owner, alice.account.address)).toBe(before + net)
  })

  test('fees lowered after listing: the buy goes through and the seller gets more', async () => {
    const tokenId = await listNew(w, alice, E18)
    await setRoyalty(0n)
    const before = await bnb(owner, alice.account.address)
    await mined(bob, buyWithBNB(w, bob, w.nft, tokenId, E18))
    expect(await bnb(owner, alice.account.address)).toBe(before + fees(E18, 0n).netPrice)
  })
})

describe('contract sellers and buyers', () => {
  test('a seller that refuses BNB is paid in WBNB and cannot block the buy', async () => {
    const { actor, tokenId } = await actorSelling(w, alice, E18)
    await marketActor(alice, actor).refuseBNB(true)
    await mined(bob, buyWithBNB(w, bob, w.nft, tokenId, E18))
    expect(await ownerOf(w, w.nft, tokenId)).toBe(bob.account.address)
    expect(await wbnbBalance(w, actor)).toBe(fees(E18).netPrice)
    expect(await bnb(owner, actor)).toBe(0n)
  })

  test('a seller whose BNB receive re-enters the market is refused (and paid in WBNB)', async () => {
    const { actor, tokenId } = await actorSelling(w, alice, E18)
    const other = await listNew(w, carol, E18)
    const reenter = encodeFunctionData({
      abi: ghostMarketAbi,
      functionName: 'cancelAskOrder',
      args: [w.nft, other],
    })
    await marketActor(alice, actor).setHook(w.market, reenter)
    await mined(bob, buyWithBNB(w, bob, w.nft, tokenId, E18))
    expect(await ownerOf(w, w.nft, tokenId)).toBe(bob.account.address)
    // the re-entering receive fails (guard, or its stipend), so the payout went out as WBNB
    expect(await wbnbBalance(w, actor)).toBe(fees(E18).netPrice)
    expect(await askOf(w, w.nft, other)).toEqual({ seller: carol.account.address, price: E18 })
  })

  test.each([
    { name: 'buy another token', call: 'buy' },
    { name: 'cancel another ask', call: 'cancel' },
  ] as const)(
    'a buyer whose onERC721Received tries to $name is refused by the reentrancy guard',
    async ({ call }) => {
      const actor = await deployActor(bob)
      const tokenId = await listNew(w, alice, E18)
      const other = await listNew(w, carol, E18)
      const data =
        call === 'buy'
          ? encodeFunctionData({
              abi: ghostMarketAbi,
              functionName: 'buyTokenUsingWBNB',
              args: [w.nft, other, E18, zeroAddress],
            })
          : encodeFunctionData({
              abi: ghostMarketAbi,
              functionName: 'cancelAskOrder',
              args: [w.nft, other],
            })
      await marketActor(bob, actor).setHook(w.market, data)
      const buy = encodeFunctionData({
        abi: ghostMarketAbi,
        functionName: 'buyTokenUsingBNB',
        args: [w.nft, tokenId, zeroAddress],
      })
      await marketActor(bob, actor).execute(w.market, buy, E18)
      const read = <name extends 'hookCalled' | 'hookSucceeded' | 'hookResult'>(
        functionName: name,
      ) => owner.readContract({ address: actor, abi: marketActorAbi, functionName })
      expect([
        await read('hookCalled'),
        await read('hookSucceeded'),
        await read('hookResult'),
      ]).toEqual([true, false, toFunctionSelector('ReentrancyGuardReentrantCall()')])
      expect(await ownerOf(w, w.nft, tokenId)).toBe(actor)
      expect(await askOf(w, w.nft, other)).toEqual({ seller: carol.account.address, price: E18 })
    },
  )
})

describe('claimPendingRevenue', () => {
  async function sell(price: bigint) {
    const tokenId = await listNew(w, alice, price)
    await mined(bob, buyWithBNB(w, bob, w.nft, tokenId, price))
  }

  test('pays the whole pending revenue in BNB, zeroes it and emits RevenueClaim', async () => {
    await sell(E18)
    await sell(2n * E18)
    const creator = w.creator
    const due = fees(E18).creatorFee + fees(2n * E18).creatorFee
    expect(await pendingRevenue(w, creator.account.address)).toBe(due)
    const before = await bnb(owner, creator.account.address)
    const receipt = await mined(
      creator,
      creator.writeContract({ ...market(), functionName: 'claimPendingRevenue' }),
    )
    expect(marketEvents(receipt)).toEqual([
      { eventName: 'RevenueClaim', args: { claimer: creator.account.address, amount: due } },
    ])
    expect(await bnb(owner, creator.account.address)).toBe(before + due - gasCost(receipt))
    expect(await pendingRevenue(w, creator.account.address)).toBe(0n)
    expect(
      await revertOf(
        creator.simulateContract({ ...market(), functionName: 'claimPendingRevenue' }),
      ),
    ).toBe('GhostMarket: NO_PENDING_REVENUE')
  })

  async function actorAsReferrer(): Promise<Address> {
    const actor = await deployActor(carol)
    const tokenId = await listNew(w, alice, E18)
    await mined(bob, buyWithBNB(w, bob, w.nft, tokenId, E18, actor))
    return actor
  }
  const claimVia = (actor: Address) =>
    marketActor(carol, actor).execute(
      w.market,
      encodeFunctionData({ abi: ghostMarketAbi, functionName: 'claimPendingRevenue' }),
    )

  test("fees of WBNB sales are paid out in BNB: a claim unwraps what the market's BNB cannot cover", async () => {
    const bnbSale = await listNew(w, alice, E18)
    await mined(bob, buyWithBNB(w, bob, w.nft, bnbSale, E18))
    const wbnbSale = await listNew(w, alice, 2n * E18)
    await mined(bob, buyWithWBNB(w, bob, w.nft, wbnbSale, 2n * E18, carol.account.address))
    const [one, two] = [fees(E18), fees(2n * E18)]
    // exact credits: the creator's royalty from both sales, the referrer's from the WBNB one
    expect(await pendingRevenue(w, w.creator.account.address)).toBe(one.creatorFee + two.creatorFee)
    expect(await pendingRevenue(w, carol.account.address)).toBe(two.refererFee)
    const claimants = [
      { client: w.creator, due: one.creatorFee + two.creatorFee },
      { client: carol, due: two.refererFee },
    ]
    for (const { client, due } of claimants) {
      const before = await bnb(owner, client.account.address)
      const receipt = await mined(
        client,
        client.writeContract({ ...market(), functionName: 'claimPendingRevenue' }),
      )
      expect(await bnb(owner, client.account.address)).toBe(before + due - gasCost(receipt))
    }
    // what is left is exactly the treasury's and the ghost pot's, in BNB and WBNB together
    const left =
      one.treasureFee + one.refererFee + one.ghostPotFee + two.treasureFee + two.ghostPotFee
    expect((await bnb(owner, w.market)) + (await wbnbBalance(w, w.market))).toBe(left)
  })

  test('a claimer that refuses BNB gets WBNB', async () => {
    const actor = await actorAsReferrer()
    await marketActor(carol, actor).refuseBNB(true)
    await claimVia(actor)
    expect(await wbnbBalance(w, actor)).toBe(fees(E18).refererFee)
    expect(await pendingRevenue(w, actor)).toBe(0n)
  })

  test('a claimer whose receive claims again is refused by the reentrancy guard and is paid once', async () => {
    const actor = await actorAsReferrer()
    const again = encodeFunctionData({ abi: ghostMarketAbi, functionName: 'claimPendingRevenue' })
    await marketActor(carol, actor).setHook(w.market, again)
    await claimVia(actor)
    expect(await bnb(owner, actor)).toBe(fees(E18).refererFee)
    expect(
      await owner.readContract({ address: actor, abi: marketActorAbi, functionName: 'hookResult' }),
    ).toBe(toFunctionSelector('ReentrancyGuardReentrantCall()'))
  })
})

describe('reads', () => {
  test('viewAsksByCollection pages through the asks', async () => {
    const ids: bigint[] = []
    for (const price of [E18, 2n * E18, 3n * E18]) ids.push(await listNew(w, alice, price))
    const page = (cursor: bigint, size: bigint) =>
      owner.readContract({
        ...market(),
        functionName: 'viewAsksByCollection',
        args: [w.nft, cursor, size],
      })
    const seller = alice.account.address
    expect(await page(0n, 2n)).toEqual([
      [ids[0], ids[1]],
      [
        { seller, price: E18 },
        { seller, price: 2n * E18 },
      ],
      2n,
    ])
    expect(await page(2n, 2n)).toEqual([[ids[2]], [{ seller, price: 3n * E18 }], 3n])
    expect(await page(5n, 2n)).toEqual([[], [], 3n])
    expect(await page(0n, 0n)).toEqual([[], [], 0n])
    const cancel = (tokenId: bigint) =>
      mined(
        alice,
        alice.writeContract({
          ...market(),
          functionName: 'cancelAskOrder',
          args: [w.nft, tokenId],
        }),
      )
    const [a, b, c] = ids as [bigint, bigint, bigint]
    // a cancel in the middle leaves a hole, which the pages skip
    await cancel(a)
    expect(await page(0n, 10n)).toEqual([
      [b, c],
      [
        { seller, price: 2n * E18 },
        { seller, price: 3n * E18 },
      ],
      2n,
    ])
    expect(await page(0n, 1n)).toEqual([[b], [{ seller, price: 2n * E18 }], 1n])
    expect(await page(1n, 1n)).toEqual([[c], [{ seller, price: 3n * E18 }], 2n])
    expect(await page(2n, 1n)).toEqual([[], [], 2n])
    // the next listing fills the hole
    const d = await listNew(w, alice, 4n * E18)
    expect((await page(0n, 10n))[0]).toEqual([d, b, c])
    // a second hole: the middle one is left open, then removing another moves the last ask in
    await cancel(b)
    expect((await page(0n, 10n))[0]).toEqual([d, c])
    await cancel(d)
    expect((await page(0n, 10n))[0]).toEqual([c])
    // the last ask gone, nothing is left, hole included
    await cancel(c)
    expect(await page(0n, 10n)).toEqual([[], [], 0n])
    const e = await listNew(w, alice, E18)
    expect((await page(0n, 10n))[0]).toEqual([e])
  })

  test('calculatePriceAndFeesForCollection splits with the collection fees; unknown collection refused', async () => {
    const price = 123_456_789n
    expect(
      await owner.readContract({
        ...market(),
        functionName: 'calculatePriceAndFeesForCollection',
        args: [w.nft, price],
      }),
    ).toEqual(fees(price))
    expect(
      await revertOf(
        owner.readContract({
          ...market(),
          functionName: 'calculatePriceAndFeesForCollection',
          args: [w.wbnb, price],
        }),
      ),
    ).toBe('GhostMarket: COLLECTION_NOT_FOUND')
  })

  test('canTokensBeListed: the checker decides; all true without one; all false unless open', async () => {
    const can = (collection: Address) =>
      owner.readContract({
        ...market(),
        functionName: 'canTokensBeListed',
        args: [collection, [1n, 2n, 3n]],
      })
    expect(await can(w.checkedNft)).toEqual([false, true, false])
    expect(await can(w.nft)).toEqual([true, true, true])
    expect(await can(w.wbnb)).toEqual([false, false, false])
    await mined(
      owner,
      owner.writeContract({ ...market(), functionName: 'closeCollection', args: [w.nft] }),
    )
    expect(await can(w.nft)).toEqual([false, false, false])
  })

  test('collections returns the record', async () => {
    expect(
      await owner.readContract({ ...market(), functionName: 'collections', args: [w.checkedNft] }),
    ).toEqual([1, w.creator.account.address, w.checker, Number(CREATOR_FEE), Number(REFERER_FEE)])
  })
})

describe('collections admin', () => {
  test('addCollection by the owner or the factory emits CollectionNew; a closed one can be reopened', async () => {
    const other = await deployNft(owner)
    await mined(
      owner,
      owner.writeContract({
        ...market(),
        functionName: 'setAddresses',
        args: [w.treasury, w.ghostPot, carol.account.address],
      }),
    )
    const receipt = await mined(
      carol,
      carol.writeContract({
        ...market(),
        functionName: 'addCollection',
        args: [other, alice.account.address, zeroAddress, 0n, 0n],
      }),
    )
    expect(marketEvents(receipt)).toEqual([
      {
        eventName: 'CollectionNew',
        args: {
          collection: other,
          creatorAddress: alice.account.address,
          whitelistChecker: zeroAddress,
          creatorFee: 0n,
          refererFee: 0n,
        },
      },
    ])
    await mined(
      owner,
      owner.writeContract({ ...market(), functionName: 'closeCollection', args: [w.nft] }),
    )
    await addCollection(w, w.nft, zeroAddress)
    expect(
      (await owner.readContract({ ...market(), functionName: 'collections', args: [w.nft] }))[0],
    ).toBe(1)
  })

  test.each([
    {
      name: 'a stranger',
      caller: 'bob',
      collection: 'new',
      creator: 'alice',
      creatorFee: 0n,
      refererFee: 0n,
      reason: 'GhostMarket: NOT_OWNER_OR_FACTORY',
    },
    {
      name: 'an open collection',
      caller: 'owner',
      collection: 'nft',
      creator: 'alice',
      creatorFee: 0n,
      refererFee: 0n,
      reason: 'GhostMarket: COLLECTION_EXISTS',
    },
    {
      name: 'a contract that is no ERC-721',
      caller: 'owner',
      collection: 'wbnb',
      creator: 'alice',
      creatorFee: 0n,
      refererFee: 0n,
      reason: 'GhostMarket: NOT_ERC721',
    },
    {
      name: 'an account without code',
      caller: 'owner',
      collection: 'eoa',
      creator: 'alice',
      creatorFee: 0n,
      refererFee: 0n,
      reason: 'GhostMarket: NOT_ERC721',
    },
    {
      name: 'a zero creator',
      caller: 'owner',
      collection: 'new',
      creator: 'zero',
      creatorFee: 0n,
      refererFee: 0n,
      reason: 'GhostMarket: ZERO_ADDRESS',
    },
    {
      name: 'a royalty above 10%',
      caller: 'owner',
      collection: 'new',
      creator: 'alice',
      creatorFee: 1_001n,
      refererFee: 0n,
      reason: 'GhostMarket: CREATOR_FEE_TOO_HIGH',
    },
    {
      name: 'a referrer fee above 5%',
      caller: 'owner',
      collection: 'new',
      creator: 'alice',
      creatorFee: 1_000n,
      refererFee: 501n,
      reason: 'GhostMarket: REFERER_FEE_TOO_HIGH',
    },
  ] as const)(
    'addCollection refuses $name',
    async ({ caller, collection, creator, creatorFee, refererFee, reason }) => {
      const address = {
        new: await deployNft(owner),
        nft: w.nft,
        wbnb: w.wbnb,
        eoa: bob.account.address,
      }[collection]
      const client = caller === 'owner' ? owner : bob
      const creatorAddress = creator === 'zero' ? zeroAddress : alice.account.address
      expect(
        await revertOf(
          client.simulateContract({
            ...market(),
            functionName: 'addCollection',
            args: [address, creatorAddress, zeroAddress, creatorFee, refererFee],
          }),
        ),
      ).toBe(reason)
    },
  )

  test.each([
    { name: 'the owner', caller: 'owner' },
    { name: 'the creator', caller: 'creator' },
  ] as const)('modifyCollection by $name emits CollectionUpdate', async ({ caller }) => {
    const client = caller === 'owner' ? owner : w.creator
    const receipt = await mined(
      client,
      client.writeContract({
        ...market(),
        functionName: 'modifyCollection',
        args: [w.nft, alice.account.address, w.checker, 1_000n, 500n],
      }),
    )
    expect(marketEvents(receipt)).toEqual([
      {
        eventName: 'CollectionUpdate',
        args: {
          collection: w.nft,
          creatorAddress: alice.account.address,
          whitelistChecker: w.checker,
          creatorFee: 1_000n,
          refererFee: 500n,
        },
      },
    ])
    expect(
      await owner.readContract({ ...market(), functionName: 'collections', args: [w.nft] }),
    ).toEqual([1, alice.account.address, w.checker, 1_000, 500])
  })

  test.each([
    {
      name: 'a stranger',
      caller: 'bob',
      collection: 'nft',
      creatorFee: 0n,
      refererFee: 0n,
      reason: 'GhostMarket: NOT_OWNER_OR_CREATOR',
    },
    {
      name: 'a collection never added',
      caller: 'owner',
      collection: 'wbnb',
      creatorFee: 0n,
      refererFee: 0n,
      reason: 'GhostMarket: COLLECTION_NOT_OPEN',
    },
    {
      name: 'a royalty above 10%',
      caller: 'creator',
      collection: 'nft',
      creatorFee: 1_001n,
      refererFee: 0n,
      reason: 'GhostMarket: CREATOR_FEE_TOO_HIGH',
    },
    {
      name: 'a referrer fee above 5%',
      caller: 'creator',
      collection: 'nft',
      creatorFee: 0n,
      refererFee: 501n,
      reason: 'GhostMarket: REFERER_FEE_TOO_HIGH',
    },
  ] as const)(
    'modifyCollection refuses $name',
    async ({ caller, collection, creatorFee, refererFee, reason }) => {
      const client = { owner, bob, creator: w.creator }[caller]
      const address = collection === 'nft' ? w.nft : w.wbnb
      expect(
        await revertOf(
          client.simulateContract({
            ...market(),
            functionName: 'modifyCollection',
            args: [address, alice.account.address, zeroAddress, creatorFee, refererFee],
          }),
        ),
      ).toBe(reason)
    },
  )

  test.each([
    { name: 'the owner', caller: 'owner' },
    { name: 'the creator', caller: 'creator' },
  ] as const)(
    'closeCollection by $name emits CollectionClose; a second close is refused',
    async ({ caller }) => {
      const client = caller === 'owner' ? owner : w.creator
      const receipt = await mined(
        client,
        client.writeContract({ ...market(), functionName: 'closeCollection', args: [w.nft] }),
      )
      expect(marketEvents(receipt)).toEqual([
        { eventName: 'CollectionClose', args: { collection: w.nft } },
      ])
      expect(
        await revertOf(
          client.simulateContract({ ...market(), functionName: 'closeCollection', args: [w.nft] }),
        ),
      ).toBe('GhostMarket: COLLECTION_NOT_OPEN')
    },
  )

  test('closeCollection refuses a stranger', async () => {
    expect(
      await revertOf(
        bob.simulateContract({ ...market(), functionName: 'closeCollection', args: [w.nft] }),
      ),
    ).toBe('GhostMarket: NOT_OWNER_OR_CREATOR')
  })
})

describe('settings', () => {
  test('setAddresses: the old treasury and ghost pot keep what they earned, the new ones start from nothing', async () => {
    const tokenId = await listNew(w, alice, E18)
    await mined(bob, buyWithWBNB(w, bob, w.nft, tokenId, E18))
    const f = fees(E18)
    const [oldTreasury, oldPot] = [w.treasury, w.ghostPot]
    expect(await pendingRevenue(w, oldTreasury)).toBe(f.treasureFee + f.refererFee)
    expect(await pendingRevenue(w, oldPot)).toBe(f.ghostPotFee)
    await mined(
      owner,
      owner.writeContract({
        ...market(),
        functionName: 'setAddresses',
        args: [alice.account.address, carol.account.address, zeroAddress],
      }),
    )
    expect(await pendingRevenue(w, oldTreasury)).toBe(f.treasureFee + f.refererFee)
    expect(await pendingRevenue(w, oldPot)).toBe(f.ghostPotFee)
    expect(await pendingRevenue(w, alice.account.address)).toBe(0n)
    expect(await pendingRevenue(w, carol.account.address)).toBe(0n)
    // a sale after the change credits the new addresses; the treasury also acting as the ghost
    // pot would be owed both parts
    const next = await listNew(w, bob, 2n * E18)
    await mined(carol, buyWithBNB(w, carol, w.nft, next, 2n * E18))
    const g = fees(2n * E18)
    expect(await pendingRevenue(w, alice.account.address)).toBe(g.treasureFee + g.refererFee)
    expect(await pendingRevenue(w, carol.account.address)).toBe(g.ghostPotFee)
    await mined(
      owner,
      owner.writeContract({
        ...market(),
        functionName: 'setAddresses',
        args: [alice.account.address, alice.account.address, zeroAddress],
      }),
    )
    const third = await listNew(w, bob, E18)
    await mined(carol, buyWithBNB(w, carol, w.nft, third, E18))
    const treasuryDue = g.treasureFee + g.refererFee + f.treasureFee + f.refererFee + f.ghostPotFee
    expect(await pendingRevenue(w, alice.account.address)).toBe(treasuryDue)
    expect(await pendingRevenue(w, carol.account.address)).toBe(g.ghostPotFee)
    // claims pay each exactly what it is owed, and the market is left with nothing of theirs
    const before = await bnb(owner, alice.account.address)
    const receipt = await mined(
      alice,
      alice.writeContract({ ...market(), functionName: 'claimPendingRevenue' }),
    )
    expect(await bnb(owner, alice.account.address)).toBe(before + treasuryDue - gasCost(receipt))
    expect(await pendingRevenue(w, alice.account.address)).toBe(0n)
  })

  test('setFees, setAddresses and setAskPriceLimits change the settings and emit their events', async () => {
    const cases = [
      {
        call: () =>
          owner.writeContract({ ...market(), functionName: 'setFees', args: [1_000n, 500n] }),
        event: { eventName: 'FeesUpdate', args: { tradingFee: 1_000n, ghostPotFee: 500n } },
      },
      {
        call: () =>
          owner.writeContract({
            ...market(),
            functionName: 'setAddresses',
            args: [alice.account.address, bob.account.address, carol.account.address],
          }),
        event: {
          eventName: 'AddressesUpdate',
          args: {
            treasury: alice.account.address,
            ghostPot: bob.account.address,
            factory: carol.account.address,
          },
        },
      },
      {
        call: () =>
          owner.writeContract({
            ...market(),
            functionName: 'setAskPriceLimits',
            args: [1n, 2n ** 96n - 1n],
          }),
        event: {
          eventName: 'AskPriceLimitsUpdate',
          args: { minimumAskPrice: 1n, maximumAskPrice: 2n ** 96n - 1n },
        },
      },
    ]
    for (const { call, event } of cases)
      expect(marketEvents(await mined(owner, call()))).toEqual([event])
    const read = (
      functionName:
        | 'tradingFee'
        | 'ghostPotFee'
        | 'treasury'
        | 'ghostPot'
        | 'factory'
        | 'minimumAskPrice'
        | 'maximumAskPrice',
    ) => owner.readContract({ ...market(), functionName })
    expect(
      await Promise.all(
        (
          [
            'tradingFee',
            'ghostPotFee',
            'treasury',
            'ghostPot',
            'factory',
            'minimumAskPrice',
            'maximumAskPrice',
          ] as const
        ).map(read),
      ),
    ).toEqual([
      1_000,
      500,
      alice.account.address,
      bob.account.address,
      carol.account.address,
      1n,
      2n ** 96n - 1n,
    ])
  })

  test.each([
    {
      name: 'a trading fee above 10%',
      fn: 'setFees',
      args: [1_001n, 0n],
      reason: 'GhostMarket: TRADING_FEE_TOO_HIGH',
    },
    {
      name: 'a ghost pot fee above 5%',
      fn: 'setFees',
      args: [0n, 501n],
      reason: 'GhostMarket: GHOST_POT_FEE_TOO_HIGH',
    },
    {
      name: 'a zero treasury',
      fn: 'setAddresses',
      args: ['zero', 'alice', 'zero'],
      reason: 'GhostMarket: ZERO_ADDRESS',
    },
    {
      name: 'a zero ghost pot',
      fn: 'setAddresses',
      args: ['alice', 'zero', 'zero'],
      reason: 'GhostMarket: ZERO_ADDRESS',
    },
    {
      name: 'a zero minimum price',
      fn: 'setAskPriceLimits',
      args: [0n, 1n],
      reason: 'GhostMarket: INVALID_PRICE_LIMITS',
    },
    {
      name: 'a minimum above the maximum',
      fn: 'setAskPriceLimits',
      args: [2n, 1n],
      reason: 'GhostMarket: INVALID_PRICE_LIMITS',
    },
    {
      name: 'a maximum beyond 96 bits',
      fn: 'setAskPriceLimits',
      args: [1n, 2n ** 96n],
      reason: 'GhostMarket: INVALID_PRICE_LIMITS',
    },
  ] as const)('refuses $name', async ({ fn, args, reason }) => {
    const address = (name: 'zero' | 'alice') =>
      name === 'zero' ? zeroAddress : alice.account.address
    const call =
      fn === 'setFees'
        ? owner.simulateContract({
            ...market(),
            functionName: fn,
            args: [args[0], args[1]] as [bigint, bigint],
          })
        : fn === 'setAskPriceLimits'
          ? owner.simulateContract({
              ...market(),
              functionName: fn,
              args: [args[0], args[1]] as [bigint, bigint],
            })
          : owner.simulateContract({
              ...market(),
              functionName: fn,
              args: (args as readonly ('zero' | 'alice')[]).map(address) as [
                Address,
                Address,
                Address,
              ],
            })
    expect(await revertOf(call)).toBe(reason)
  })

  test.each([{ fn: 'setFees' }, { fn: 'setAddresses' }, { fn: 'setAskPriceLimits' }] as const)(
    '$fn is for the owner only',
    async ({ fn }) => {
      const call =
        fn === 'setFees'
          ? bob.simulateContract({ ...market(), functionName: fn, args: [0n, 0n] })
          : fn === 'setAskPriceLimits'
            ? bob.simulateContract({ ...market(), functionName: fn, args: [1n, 1n] })
            : bob.simulateContract({
                ...market(),
                functionName: fn,
                args: [bob.account.address, bob.account.address, zeroAddress],
              })
      expect(await revertOf(call)).toBe(`OwnableUnauthorizedAccount(${bob.account.address})`)
    },
  )
})
