import {
  type Address,
  type ContractEventName,
  type DecodeEventLogReturnType,
  type Hex,
  maxUint256,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ghostLotteryAbi, ghostLotteryBytecode, vrfCoordinatorV2_5MockAbi } from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  revertTo,
  startAnvil,
} from '../lib/anvil'
import {
  approveToken,
  deployRevertReason,
  E18,
  mined,
  revertReason,
  transferToken,
} from './farms/setup'
import {
  bulkCost,
  buy,
  CALLBACK_GAS_LIMIT,
  cakeBalance,
  claim,
  closeAndDraw,
  closeRound,
  DEFAULT_BREAKDOWN,
  DEFAULT_CLAIM_WINDOW,
  deployLottery,
  deployLotteryWorld,
  deployPair,
  deployTestToken,
  draw,
  expectedTicketPrice,
  fulfil,
  inject,
  KEY_HASH,
  type LotteryWorld,
  latestTimestamp,
  lotteryErrorsAbi,
  lotteryRevert,
  MAX_PRICE,
  MIN_PRICE,
  mineAt,
  moveTime,
  nextBlockAt,
  numberMatching,
  openRound,
  PRICE_WINDOW,
  RANDOMNESS_TIMEOUT,
  REQUEST_CONFIRMATIONS,
  readRound,
  requestIdOf,
  send,
  setReserves,
  sharedDigits,
  TICKET_PRICE,
  USD_RESERVE,
  wordFor,
} from './lottery/setup'

let anvil: AnvilInstance
let w: LotteryWorld
let alice: AnvilClient
let bob: AnvilClient
let carol: AnvilClient
let snapshot: Hex

const HOUR = 3600n
const DAY = 24n * HOUR
const STATUS = { Pending: 0, Open: 1, Close: 2, Claimable: 3 } as const

beforeAll(async () => {
  anvil = await startAnvil()
  w = await deployLotteryWorld(anvil.url, { players: 3 })
  ;[alice, bob, carol] = w.players as [AnvilClient, AnvilClient, AnvilClient]
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

beforeEach(async () => {
  snapshot = await w.admin.snapshot()
})

afterEach(async () => {
  await revertTo(w.admin, snapshot)
})

const at = () => ({ address: w.lottery, abi: ghostLotteryAbi }) as const

function read<
  const name extends
    | 'currentLotteryId'
    | 'pendingInjectionNextLottery'
    | 'claimWindow'
    | 'minPriceTicketInCake'
    | 'maxPriceTicketInCake'
    | 'currentTicketPriceInCake'
    | 'priceTimestampLast'
    | 'vrfSubscriptionId',
>(functionName: name): Promise<bigint> {
  // every name listed is a uint256 view; viem cannot narrow the result of a generic name
  return w.admin.readContract({ ...at(), functionName }) as Promise<bigint>
}

/** The events of one name in a receipt, with their args. */
function eventsNamed<const name extends ContractEventName<typeof ghostLotteryAbi>>(
  receipt: TransactionReceipt,
  eventName: name,
): DecodeEventLogReturnType<typeof ghostLotteryAbi, name>['args'][] {
  return parseEventLogs({
    abi: ghostLotteryAbi,
    eventName,
    logs: receipt.logs,
  }).map((event) => event.args)
}

/** Opens a round and sells `tickets` (player, numbers) purchases; returns the id and ticket ids. */
async function roundWith(
  purchases: readonly [AnvilClient, readonly number[]][],
  options: Parameters<typeof openRound>[1] = {},
) {
  const { lotteryId, endTime } = await openRound(w, options)
  const ticketIds: bigint[][] = []
  for (const [player, numbers] of purchases) {
    ticketIds.push((await buy(w, player, lotteryId, numbers)).ticketIds)
  }
  return { lotteryId, endTime, ticketIds }
}

describe('deployment and ownership', () => {
  test('the constructor refuses a zero CAKE or pair and a pair without CAKE', async () => {
    const deploy = (args: readonly [Address, Address, Address]) =>
      deployRevertReason(w.admin, { abi: ghostLotteryAbi, bytecode: ghostLotteryBytecode, args })
    expect(await deploy([w.coordinator, zeroAddress, w.pair])).toBe('GhostLottery: ZERO_ADDRESS')
    expect(await deploy([w.coordinator, w.cake, zeroAddress])).toBe('GhostLottery: ZERO_ADDRESS')
    const other = await deployTestToken(w.admin, 'OTHER', 18, 10n ** 30n)
    const { pair } = await deployPair(w.admin, other, w.usd, E18, E18)
    expect(await deploy([w.coordinator, w.cake, pair])).toBe('GhostLottery: PAIR_WITHOUT_CAKE')
    expect(await deploy([w.coordinator, w.cake, w.pair])).toBeUndefined()
  })

  test('starts with its owner, tokens, constants and defaults', async () => {
    const view = <const name extends Parameters<typeof w.admin.readContract>[0]['functionName']>(
      functionName: name,
    ) => w.admin.readContract({ ...at(), functionName } as never) as Promise<unknown>
    expect(await view('owner')).toBe(w.admin.account.address)
    expect(await view('cake')).toBe(w.cake)
    expect(await view('cakeUsdPair')).toBe(w.pair)
    expect(await view('s_vrfCoordinator')).toBe(w.coordinator)
    expect(await view('operator')).toBe(w.operator.account.address)
    expect(await view('treasury')).toBe(w.treasury)
    expect(await view('injector')).toBe(w.injector.account.address)
    expect(await view('MAX_TICKETS_PER_TRANSACTION')).toBe(100n)
    expect(await view('DISCOUNT_DIVISOR')).toBe(2000n)
    expect(await view('TICKET_PRICE_USD')).toBe(5n)
    expect(await view('MAX_TREASURY_FEE')).toBe(1000n)
    expect(await view('MIN_LENGTH_LOTTERY')).toBe(HOUR)
    expect(await view('MAX_LENGTH_LOTTERY')).toBe(7n * DAY)
    expect(await view('MIN_CLAIM_WINDOW')).toBe(7n * DAY)
    expect(await view('MAX_CLAIM_WINDOW')).toBe(365n * DAY)
    expect(await view('MIN_PRICE_WINDOW')).toBe(PRICE_WINDOW)
    expect(await view('RANDOMNESS_TIMEOUT')).toBe(RANDOMNESS_TIMEOUT)
    expect(await read('claimWindow')).toBe(DEFAULT_CLAIM_WINDOW)
    expect(await read('currentLotteryId')).toBe(0n)
    expect(await read('pendingInjectionNextLottery')).toBe(0n)
    expect(await view('vrfKeyHash')).toBe(KEY_HASH)
    expect(await view('vrfCallbackGasLimit')).toBe(CALLBACK_GAS_LIMIT)
    expect(await view('vrfRequestConfirmations')).toBe(REQUEST_CONFIRMATIONS)
    expect(await view('vrfNativePayment')).toBe(false)
    expect(await read('vrfSubscriptionId')).toBe(w.subscriptionId)
    expect((await readRound(w, 1n)).status).toBe(STATUS.Pending)
  })

  test('ownership moves in two steps (ConfirmedOwner)', async () => {
    const newOwner = alice.account.address
    expect(await lotteryRevert(w, bob, 'transferOwnership', [newOwner])).toBe(
      'Only callable by owner',
    )
    await send(w, w.admin, 'transferOwnership', [newOwner])
    expect(await lotteryRevert(w, bob, 'acceptOwnership', [])).toBe('Must be proposed owner')
    await send(w, alice, 'acceptOwnership', [])
    expect(await w.admin.readContract({ ...at(), functionName: 'owner' })).toBe(newOwner)
    expect(await lotteryRevert(w, w.admin, 'setClaimWindow', [10n * DAY])).toBe(
      'Only callable by owner',
    )
  })
})

describe('owner setters', () => {
  test('setOperators: owner only, no zero address, event', async () => {
    const [a, b, c] = [alice, bob, carol].map((p) => p.account.address) as [
      Address,
      Address,
      Address,
    ]
    expect(await lotteryRevert(w, w.operator, 'setOperators', [a, b, c])).toBe(
      'Only callable by owner',
    )
    for (const args of [
      [zeroAddress, b, c],
      [a, zeroAddress, c],
      [a, b, zeroAddress],
    ] as const) {
      expect(await lotteryRevert(w, w.admin, 'setOperators', args)).toBe(
        'GhostLottery: ZERO_ADDRESS',
      )
    }
    const receipt = await send(w, w.admin, 'setOperators', [a, b, c])
    expect(eventsNamed(receipt, 'OperatorsSet')).toEqual([
      { operator: a, treasury: b, injector: c },
    ])
    expect(await w.admin.readContract({ ...at(), functionName: 'operator' })).toBe(a)
    expect(await w.admin.readContract({ ...at(), functionName: 'treasury' })).toBe(b)
    expect(await w.admin.readContract({ ...at(), functionName: 'injector' })).toBe(c)
  })

  test('setTicketPriceBounds: owner only, min > 0, min <= max, event', async () => {
    expect(await lotteryRevert(w, w.operator, 'setTicketPriceBounds', [1n, 2n])).toBe(
      'Only callable by owner',
    )
    expect(await lotteryRevert(w, w.admin, 'setTicketPriceBounds', [0n, 2n])).toBe(
      'GhostLottery: BAD_BOUNDS',
    )
    expect(await lotteryRevert(w, w.admin, 'setTicketPriceBounds', [3n, 2n])).toBe(
      'GhostLottery: BAD_BOUNDS',
    )
    const receipt = await send(w, w.admin, 'setTicketPriceBounds', [2n, 2n])
    expect(eventsNamed(receipt, 'TicketPriceBoundsSet')).toEqual([
      { minPriceTicketInCake: 2n, maxPriceTicketInCake: 2n },
    ])
    expect(await read('minPriceTicketInCake')).toBe(2n)
    expect(await read('maxPriceTicketInCake')).toBe(2n)
  })

  test('setVrfConfig: owner only, a subscription and at least 50,000 callback gas, event', async () => {
    const key = `0x${'ab'.repeat(32)}` as const
    expect(await lotteryRevert(w, w.operator, 'setVrfConfig', [7n, key, 60_000, 5, true])).toBe(
      'Only callable by owner',
    )
    expect(await lotteryRevert(w, w.admin, 'setVrfConfig', [0n, key, 60_000, 5, true])).toBe(
      'GhostLottery: BAD_VRF_CONFIG',
    )
    expect(await lotteryRevert(w, w.admin, 'setVrfConfig', [7n, key, 49_999, 5, true])).toBe(
      'GhostLottery: BAD_VRF_CONFIG',
    )
    const receipt = await send(w, w.admin, 'setVrfConfig', [7n, key, 50_000, 5, true])
    expect(eventsNamed(receipt, 'VrfConfigSet')).toEqual([
      {
        subscriptionId: 7n,
        keyHash: key,
        callbackGasLimit: 50_000,
        requestConfirmations: 5,
        nativePayment: true,
      },
    ])
    expect(await read('vrfSubscriptionId')).toBe(7n)
    expect(await w.admin.readContract({ ...at(), functionName: 'vrfKeyHash' })).toBe(key)
    expect(await w.admin.readContract({ ...at(), functionName: 'vrfCallbackGasLimit' })).toBe(
      50_000,
    )
    expect(await w.admin.readContract({ ...at(), functionName: 'vrfRequestConfirmations' })).toBe(5)
    expect(await w.admin.readContract({ ...at(), functionName: 'vrfNativePayment' })).toBe(true)
  })

  test('setClaimWindow: owner only, 7 to 365 days, event; a drawn round keeps its deadline', async () => {
    expect(await lotteryRevert(w, w.operator, 'setClaimWindow', [10n * DAY])).toBe(
      'Only callable by owner',
    )
    for (const bad of [7n * DAY - 1n, 365n * DAY + 1n, 0n]) {
      expect(await lotteryRevert(w, w.admin, 'setClaimWindow', [bad])).toBe(
        'GhostLottery: BAD_CLAIM_WINDOW',
      )
    }
    for (const good of [7n * DAY, 365n * DAY]) {
      const receipt = await send(w, w.admin, 'setClaimWindow', [good])
      expect(eventsNamed(receipt, 'ClaimWindowSet')).toEqual([{ claimWindow: good }])
      expect(await read('claimWindow')).toBe(good)
    }
    await send(w, w.admin, 'setClaimWindow', [8n * DAY])
    const { lotteryId } = await roundWith([[alice, [1]]])
    const drawn = await closeAndDraw(w, lotteryId, 1)
    const drawnAt = (await w.admin.getBlock({ blockNumber: drawn.blockNumber })).timestamp
    await send(w, w.admin, 'setClaimWindow', [300n * DAY])
    expect((await readRound(w, lotteryId)).claimDeadline).toBe(drawnAt + 8n * DAY)
  })

  test('setCoordinator (Chainlink base): owner or coordinator only, not zero, event', async () => {
    const reason = await lotteryRevert(w, w.operator, 'setCoordinator', [bob.account.address])
    expect(reason).toBe('OnlyOwnerOrCoordinator')
    expect(await lotteryRevert(w, w.admin, 'setCoordinator', [zeroAddress])).toBe('ZeroAddress')
    const receipt = await send(w, w.admin, 'setCoordinator', [bob.account.address])
    expect(
      parseEventLogs({ abi: ghostLotteryAbi, eventName: 'CoordinatorSet', logs: receipt.logs })[0]
        ?.args,
    ).toEqual({ vrfCoordinator: bob.account.address })
  })

  test('recoverWrongTokens: owner only, never CAKE, sends the token to the owner', async () => {
    const stray = await deployTestToken(w.admin, 'STRAY', 18, 10n ** 24n)
    await transferToken(w.admin, stray, w.lottery, 5n * E18)
    expect(await lotteryRevert(w, w.operator, 'recoverWrongTokens', [stray, E18])).toBe(
      'Only callable by owner',
    )
    expect(await lotteryRevert(w, w.admin, 'recoverWrongTokens', [w.cake, 1n])).toBe(
      'GhostLottery: CANNOT_RECOVER_CAKE',
    )
    const before = await w.admin.readContract({
      address: stray,
      abi: lotteryErrorsAbi,
      functionName: 'balanceOf',
      args: [w.admin.account.address],
    })
    const receipt = await send(w, w.admin, 'recoverWrongTokens', [stray, 5n * E18])
    expect(eventsNamed(receipt, 'TokensRecovered')).toEqual([
      { token: stray, to: w.admin.account.address, amount: 5n * E18 },
    ])
    const after = await w.admin.readContract({
      address: stray,
      abi: lotteryErrorsAbi,
      functionName: 'balanceOf',
      args: [w.admin.account.address],
    })
    expect(after - before).toBe(5n * E18)
  })
})

describe('startLottery', () => {
  test('only the operator, and only after the previous round is drawn', async () => {
    await moveTime(w.admin, PRICE_WINDOW)
    const now = await latestTimestamp(w.admin)
    const args = [now + 12n * HOUR, DEFAULT_BREAKDOWN, 0] as const
    expect(await lotteryRevert(w, w.admin, 'startLottery', args)).toBe('GhostLottery: NOT_OPERATOR')
    expect(await lotteryRevert(w, alice, 'startLottery', args)).toBe('GhostLottery: NOT_OPERATOR')
    const { lotteryId } = await openRound(w)
    const again = async () => {
      const t = await latestTimestamp(w.admin)
      return lotteryRevert(w, w.operator, 'startLottery', [t + 12n * HOUR, DEFAULT_BREAKDOWN, 0])
    }
    expect(await again()).toBe('GhostLottery: PREVIOUS_NOT_DRAWN')
    const { requestId } = await closeRound(w, lotteryId)
    expect(await again()).toBe('GhostLottery: PREVIOUS_NOT_DRAWN')
    await fulfil(w, requestId, wordFor(123_456))
    expect(await again()).toBe('GhostLottery: PREVIOUS_NOT_DRAWN')
    await draw(w, lotteryId)
    const second = await openRound(w)
    expect(second.lotteryId).toBe(2n)
  })

  test('length between 1 hour and 7 days, both edges included', async () => {
    await moveTime(w.admin, PRICE_WINDOW)
    const now = await latestTimestamp(w.admin)
    // a minute's margin: the simulation may run at the latest block's time or the next one's
    for (const endTime of [now + HOUR - 60n, now + 7n * DAY + 60n, now, 0n]) {
      expect(
        await lotteryRevert(w, w.operator, 'startLottery', [endTime, DEFAULT_BREAKDOWN, 0]),
      ).toBe('GhostLottery: BAD_LENGTH')
    }
    const shortest = await openRound(w, { length: HOUR })
    expect((await readRound(w, shortest.lotteryId)).endTime).toBe(shortest.openedAt + HOUR)
    await revertTo(w.admin, snapshot)
    snapshot = await w.admin.snapshot()
    const longest = await openRound(w, { length: 7n * DAY })
    expect((await readRound(w, longest.lotteryId)).endTime).toBe(longest.openedAt + 7n * DAY)
  })

  test('the breakdown must sum to 10,000 bp; the fee is at most 1,000 bp', async () => {
    await moveTime(w.admin, PRICE_WINDOW)
    const end = (await latestTimestamp(w.admin)) + 12n * HOUR
    for (const breakdown of [
      [250, 375, 625, 1250, 2500, 4999],
      [250, 375, 625, 1250, 2500, 5001],
      [0, 0, 0, 0, 0, 0],
      [10_000, 10_000, 0, 0, 0, 0],
    ] as const) {
      expect(await lotteryRevert(w, w.operator, 'startLottery', [end, breakdown, 0])).toBe(
        'GhostLottery: BAD_BREAKDOWN',
      )
    }
    expect(await lotteryRevert(w, w.operator, 'startLottery', [end, DEFAULT_BREAKDOWN, 1001])).toBe(
      'GhostLottery: FEE_TOO_HIGH',
    )
    const { lotteryId } = await openRound(w, {
      breakdown: [0, 0, 0, 0, 0, 10_000],
      treasuryFee: 1000,
    })
    const round = await readRound(w, lotteryId)
    expect(round.rewardsBreakdown).toEqual([0, 0, 0, 0, 0, 10_000])
    expect(round.treasuryFee).toBe(1000)
  })

  test('the price average must span 30 minutes since deployment or the last opening', async () => {
    const since = await read('priceTimestampLast')
    // a minute short: the simulation may run a little later than the mined block
    await mineAt(w.admin, since + PRICE_WINDOW - 60n)
    const end = since + 13n * HOUR
    expect(await lotteryRevert(w, w.operator, 'startLottery', [end, DEFAULT_BREAKDOWN, 0])).toBe(
      'GhostLottery: PRICE_WINDOW_TOO_SHORT',
    )
    await expect(read('currentTicketPriceInCake')).rejects.toThrow(/PRICE_WINDOW_TOO_SHORT/)
    const { openedAt, lotteryId } = await openRound(w, { at: since + PRICE_WINDOW })
    expect(openedAt).toBe(since + PRICE_WINDOW)
    expect(await read('priceTimestampLast')).toBe(openedAt)
    await closeAndDraw(w, lotteryId, 0)
    const late = await latestTimestamp(w.admin)
    expect(late).toBeLessThan(openedAt + 13n * HOUR)
    // the next round's window runs from this opening: 30 minutes after the close is plenty
    await openRound(w)
  })

  test('the price must sit within the owner bounds (unset bounds refuse every price)', async () => {
    await moveTime(w.admin, PRICE_WINDOW)
    const end = (await latestTimestamp(w.admin)) + 12n * HOUR
    const start = () => lotteryRevert(w, w.operator, 'startLottery', [end, DEFAULT_BREAKDOWN, 0])
    await send(w, w.admin, 'setTicketPriceBounds', [MIN_PRICE, TICKET_PRICE - 1n])
    expect(await start()).toBe('GhostLottery: PRICE_OUT_OF_BOUNDS')
    await send(w, w.admin, 'setTicketPriceBounds', [TICKET_PRICE + 1n, MAX_PRICE])
    expect(await start()).toBe('GhostLottery: PRICE_OUT_OF_BOUNDS')
    await send(w, w.admin, 'setTicketPriceBounds', [TICKET_PRICE, TICKET_PRICE])
    const { lotteryId } = await openRound(w)
    expect((await readRound(w, lotteryId)).priceTicketInCake).toBe(TICKET_PRICE)

    const fresh = await deployLottery(w.admin, w.coordinator, w.cake, w.pair)
    await send({ lottery: fresh }, w.admin, 'setOperators', [
      w.operator.account.address,
      w.treasury,
      w.injector.account.address,
    ])
    await moveTime(w.admin, PRICE_WINDOW)
    const later = (await latestTimestamp(w.admin)) + 12n * HOUR
    expect(
      await lotteryRevert({ lottery: fresh }, w.operator, 'startLottery', [
        later,
        DEFAULT_BREAKDOWN,
        0,
      ]),
    ).toBe('GhostLottery: PRICE_OUT_OF_BOUNDS')
  })

  test('opens round 1 with the TWAP price, an empty pot and the LotteryOpen event', async () => {
    const { lotteryId, openedAt, endTime, receipt } = await openRound(w, {
      breakdown: [100, 200, 700, 1000, 3000, 5000],
      treasuryFee: 250,
    })
    expect(lotteryId).toBe(1n)
    expect(eventsNamed(receipt, 'LotteryOpen')).toEqual([
      {
        lotteryId: 1n,
        startTime: openedAt,
        endTime,
        priceTicketInCake: TICKET_PRICE,
        carriedOver: 0n,
        rewardsBreakdown: [100, 200, 700, 1000, 3000, 5000],
        treasuryFee: 250,
      },
    ])
    const round = await readRound(w, lotteryId)
    expect(round).toMatchObject({
      status: STATUS.Open,
      treasuryFee: 250,
      startTime: openedAt,
      endTime,
      priceTicketInCake: TICKET_PRICE,
      amountCollectedInCake: 0n,
      ticketRevenue: 0n,
      ticketsSold: 0n,
      randomReady: false,
    })
  })
})

describe('ticket price (TWAP of the CAKE/USD pair)', () => {
  test('constant reserves: exactly 5 USD of CAKE at the pool ratio (2.5 CAKE at 2 USD)', async () => {
    const since = await read('priceTimestampLast')
    const { lotteryId, openedAt } = await openRound(w, { at: since + 5n * HOUR })
    const price = (await readRound(w, lotteryId)).priceTicketInCake
    expect(price).toBe(TICKET_PRICE)
    expect(price).toBe(
      expectedTicketPrice(
        [{ from: since, cakeReserve: 1_000_000n * E18, usdReserve: USD_RESERVE }],
        since,
        openedAt,
      ),
    )
    await moveTime(w.admin, HOUR)
    expect(await read('currentTicketPriceInCake')).toBe(TICKET_PRICE)
  })

  test('changing reserves: the time-weighted average since the previous opening', async () => {
    const since = await read('priceTimestampLast')
    const stretches = [{ from: since, cakeReserve: 1_000_000n * E18, usdReserve: USD_RESERVE }]
    const change = async (after: bigint, cakeReserve: bigint, usdReserve: bigint) => {
      await nextBlockAt(w.admin, (await latestTimestamp(w.admin)) + after)
      const receipt = await setReserves(w, cakeReserve, usdReserve)
      const { timestamp } = await w.admin.getBlock({ blockNumber: receipt.blockNumber })
      stretches.push({ from: timestamp, cakeReserve, usdReserve })
    }
    // CAKE falls (more CAKE per USD), then USD is added (CAKE rises), at odd intervals; the
    // transfers before each sync mine blocks of their own, which the pair ignores until `sync`
    await change(1_234n, 1_300_000n * E18, USD_RESERVE)
    await change(4_321n, 1_700_000n * E18, USD_RESERVE)
    await change(777n, 1_700_000n * E18, 3_100_000n * E18 + 12_345n)
    const first = await openRound(w, { at: (await latestTimestamp(w.admin)) + 999n })
    const price1 = (await readRound(w, first.lotteryId)).priceTicketInCake
    expect(price1).toBe(expectedTicketPrice(stretches, since, first.openedAt))
    // a spot price would differ: the average is not the last ratio
    expect(price1).not.toBe(expectedTicketPrice(stretches.slice(-1), since, first.openedAt))

    await closeAndDraw(w, first.lotteryId, 5)
    await change(3_000n, 2_500_000n * E18, 3_100_000n * E18 + 12_345n)
    const second = await openRound(w, { at: (await latestTimestamp(w.admin)) + 60n })
    expect((await readRound(w, second.lotteryId)).priceTicketInCake).toBe(
      expectedTicketPrice(stretches, first.openedAt, second.openedAt),
    )
  })

  test('6-decimal USD, on either side of the pair: still 5 USD of CAKE', async () => {
    const cakeAddress = BigInt(w.cake)
    const found: { usd: Address; cakeFirst: boolean }[] = []
    for (let i = 0; i < 12 && found.length < 2; i++) {
      const usd = await deployTestToken(w.admin, `USD6-${i}`, 6, 10n ** 24n)
      const cakeFirst = cakeAddress < BigInt(usd)
      if (!found.some((f) => f.cakeFirst === cakeFirst)) found.push({ usd, cakeFirst })
    }
    expect(found).toHaveLength(2)
    for (const { usd } of found) {
      // CAKE at 1.6 USD: a ticket is 3.125 CAKE
      const { pair } = await deployPair(w.admin, w.cake, usd, 500_000n * E18, 800_000n * 10n ** 6n)
      const lottery = await deployLottery(w.admin, w.coordinator, w.cake, pair)
      await moveTime(w.admin, PRICE_WINDOW + 17n)
      const price = await w.admin.readContract({
        address: lottery,
        abi: ghostLotteryAbi,
        functionName: 'currentTicketPriceInCake',
      })
      expect(price).toBe(3_125n * 10n ** 15n)
    }
  })
})

describe('buyTickets', () => {
  test('1 to 100 numbers, each 0..999,999, while the round is open and before its end', async () => {
    const { lotteryId, endTime } = await openRound(w)
    const tooMany = Array.from({ length: 101 }, (_, i) => i)
    expect(await lotteryRevert(w, alice, 'buyTickets', [lotteryId, []])).toBe(
      'GhostLottery: TICKET_COUNT',
    )
    expect(await lotteryRevert(w, alice, 'buyTickets', [lotteryId, tooMany])).toBe(
      'GhostLottery: TICKET_COUNT',
    )
    expect(await lotteryRevert(w, alice, 'buyTickets', [lotteryId + 1n, [1]])).toBe(
      'GhostLottery: NOT_OPEN',
    )
    expect(await lotteryRevert(w, alice, 'buyTickets', [0n, [1]])).toBe('GhostLottery: NOT_OPEN')
    expect(await lotteryRevert(w, alice, 'buyTickets', [lotteryId, [5, 1_000_000]])).toBe(
      'GhostLottery: BAD_NUMBER',
    )
    expect(await lotteryRevert(w, alice, 'buyTickets', [lotteryId, [2 ** 32 - 1]])).toBe(
      'GhostLottery: BAD_NUMBER',
    )
    await buy(w, alice, lotteryId, tooMany.slice(0, 100))
    await buy(w, alice, lotteryId, [0, 999_999])
    await nextBlockAt(w.admin, endTime - 1n)
    await buy(w, bob, lotteryId, [42])
    await mineAt(w.admin, endTime)
    expect(await lotteryRevert(w, alice, 'buyTickets', [lotteryId, [1]])).toBe(
      'GhostLottery: SALE_OVER',
    )
    await closeRound(w, lotteryId)
    expect(await lotteryRevert(w, alice, 'buyTickets', [lotteryId, [1]])).toBe(
      'GhostLottery: NOT_OPEN',
    )
    expect((await readRound(w, lotteryId)).ticketsSold).toBe(103n)
  })

  test('needs the CAKE allowance for the discounted cost', async () => {
    const { lotteryId } = await openRound(w)
    await approveToken(alice, w.cake, w.lottery, 0n)
    expect(await lotteryRevert(w, alice, 'buyTickets', [lotteryId, [1, 2, 3]])).toBe(
      'ERC20InsufficientAllowance',
    )
    const cost = bulkCost(TICKET_PRICE, 3)
    await approveToken(alice, w.cake, w.lottery, cost - 1n)
    expect(await lotteryRevert(w, alice, 'buyTickets', [lotteryId, [1, 2, 3]])).toBe(
      'ERC20InsufficientAllowance',
    )
    await approveToken(alice, w.cake, w.lottery, cost)
    await buy(w, alice, lotteryId, [1, 2, 3])
  })

  test('charges price × n × (2001 − n) / 2000 and records the purchase (event, round, tickets)', async () => {
    const { lotteryId } = await openRound(w)
    let revenue = 0n
    let sold = 0
    for (const [purchaseId, n] of [1, 2, 13, 50, 100].entries()) {
      const numbers = Array.from({ length: n }, (_, i) => (i * 7_919 + n * 104_729) % 1_000_000)
      const before = await cakeBalance(w, alice.account.address)
      const { receipt, ticketIds, cost } = await buy(w, alice, lotteryId, numbers)
      expect(cost).toBe(bulkCost(TICKET_PRICE, n))
      expect(before - (await cakeBalance(w, alice.account.address))).toBe(cost)
      expect(eventsNamed(receipt, 'TicketsPurchase')).toEqual([
        {
          buyer: alice.account.address,
          lotteryId,
          purchaseId: BigInt(purchaseId),
          cost,
          numbers,
        },
      ])
      expect(ticketIds[0]).toBe(BigInt(purchaseId) * 100n)
      revenue += cost
      sold += n
      for (const [i, ticketId] of ticketIds.entries()) {
        if (i % 11 !== 0 && i !== n - 1) continue
        const [owner, ticket] = await w.admin.readContract({
          ...at(),
          functionName: 'viewTicket',
          args: [lotteryId, ticketId],
        })
        expect(owner).toBe(alice.account.address)
        expect(ticket).toEqual({
          ticketId,
          number: numbers[i],
          claimed: false,
          matchedDigits: 0,
          reward: 0n,
        })
      }
    }
    expect(bulkCost(TICKET_PRICE, 100)).toBe((TICKET_PRICE * 100n * 1901n) / 2000n)
    const round = await readRound(w, lotteryId)
    expect(round.ticketRevenue).toBe(revenue)
    expect(round.amountCollectedInCake).toBe(revenue)
    expect(round.ticketsSold).toBe(BigInt(sold))
    expect(await cakeBalance(w, w.lottery)).toBe(revenue)
  })
})

describe('injectFunds', () => {
  test('injector or owner, a non-zero amount, into an open round; event', async () => {
    const { lotteryId } = await openRound(w)
    expect(await lotteryRevert(w, alice, 'injectFunds', [lotteryId, E18])).toBe(
      'GhostLottery: NOT_INJECTOR',
    )
    expect(await lotteryRevert(w, w.operator, 'injectFunds', [lotteryId, E18])).toBe(
      'GhostLottery: NOT_INJECTOR',
    )
    expect(await lotteryRevert(w, w.injector, 'injectFunds', [lotteryId, 0n])).toBe(
      'GhostLottery: ZERO_AMOUNT',
    )
    expect(await lotteryRevert(w, w.injector, 'injectFunds', [lotteryId + 1n, E18])).toBe(
      'GhostLottery: NOT_OPEN',
    )
    const receipt = await inject(w, lotteryId, 2_500n * E18)
    expect(eventsNamed(receipt, 'LotteryInjection')).toEqual([
      { lotteryId, injector: w.injector.account.address, amount: 2_500n * E18 },
    ])
    await approveToken(w.admin, w.cake, w.lottery)
    await inject(w, lotteryId, 10n * E18, w.admin)
    const round = await readRound(w, lotteryId)
    expect(round.amountCollectedInCake).toBe(2_510n * E18)
    expect(round.ticketRevenue).toBe(0n)
    await closeRound(w, lotteryId)
    expect(await lotteryRevert(w, w.injector, 'injectFunds', [lotteryId, E18])).toBe(
      'GhostLottery: NOT_OPEN',
    )
  })
})

describe('closeLottery and retryRandomness', () => {
  test('close: operator only, at or after the end, once; requests one word', async () => {
    const { lotteryId, endTime } = await roundWith([[alice, [1, 2, 3]]])
    expect(await lotteryRevert(w, w.admin, 'closeLottery', [lotteryId])).toBe(
      'GhostLottery: NOT_OPERATOR',
    )
    expect(await lotteryRevert(w, w.operator, 'closeLottery', [lotteryId])).toBe(
      'GhostLottery: SALE_NOT_OVER',
    )
    expect(await lotteryRevert(w, w.operator, 'closeLottery', [lotteryId + 1n])).toBe(
      'GhostLottery: NOT_OPEN',
    )
    await nextBlockAt(w.admin, endTime)
    const receipt = await send(w, w.operator, 'closeLottery', [lotteryId])
    const requestId = requestIdOf(receipt)
    expect(eventsNamed(receipt, 'LotteryClose')).toEqual([{ lotteryId, ticketsSold: 3n }])
    expect(eventsNamed(receipt, 'RandomnessRequested')).toEqual([{ lotteryId, requestId }])
    const [request] = parseEventLogs({
      abi: vrfCoordinatorV2_5MockAbi,
      eventName: 'RandomWordsRequested',
      logs: receipt.logs,
    })
    expect(request?.args).toMatchObject({
      keyHash: KEY_HASH,
      requestId,
      subId: w.subscriptionId,
      minimumRequestConfirmations: REQUEST_CONFIRMATIONS,
      callbackGasLimit: CALLBACK_GAS_LIMIT,
      numWords: 1,
      sender: w.lottery,
    })
    expect(await readRound(w, lotteryId)).toMatchObject({
      status: STATUS.Close,
      requestId,
      requestedAt: endTime,
      randomReady: false,
    })
    expect(await lotteryRevert(w, w.operator, 'closeLottery', [lotteryId])).toBe(
      'GhostLottery: NOT_OPEN',
    )
  })

  test('close needs the VRF settings', async () => {
    const fresh = { lottery: await deployLottery(w.admin, w.coordinator, w.cake, w.pair) }
    await send(fresh, w.admin, 'setOperators', [
      w.operator.account.address,
      w.treasury,
      w.injector.account.address,
    ])
    await send(fresh, w.admin, 'setTicketPriceBounds', [MIN_PRICE, MAX_PRICE])
    const opened = (await latestTimestamp(w.admin)) + PRICE_WINDOW
    await nextBlockAt(w.admin, opened)
    await send(fresh, w.operator, 'startLottery', [opened + HOUR, DEFAULT_BREAKDOWN, 0])
    await mineAt(w.admin, opened + HOUR)
    expect(await lotteryRevert(fresh, w.operator, 'closeLottery', [1n])).toBe(
      'GhostLottery: VRF_NOT_SET',
    )
  })

  test('retry: operator only, a closed round without an answer, a day after the request', async () => {
    const { lotteryId } = await roundWith([[alice, [111_111, 222_222]]])
    expect(await lotteryRevert(w, w.operator, 'retryRandomness', [lotteryId])).toBe(
      'GhostLottery: NOT_AWAITING_RANDOMNESS',
    )
    const { requestId: first } = await closeRound(w, lotteryId)
    const requestedAt = (await readRound(w, lotteryId)).requestedAt
    expect(await lotteryRevert(w, w.admin, 'retryRandomness', [lotteryId])).toBe(
      'GhostLottery: NOT_OPERATOR',
    )
    await mineAt(w.admin, requestedAt + RANDOMNESS_TIMEOUT - 60n)
    expect(await lotteryRevert(w, w.operator, 'retryRandomness', [lotteryId])).toBe(
      'GhostLottery: REQUEST_PENDING',
    )
    await nextBlockAt(w.admin, requestedAt + RANDOMNESS_TIMEOUT)
    const retried = await send(w, w.operator, 'retryRandomness', [lotteryId])
    const second = requestIdOf(retried)
    expect(second).not.toBe(first)
    expect(eventsNamed(retried, 'RandomnessRequested')).toEqual([{ lotteryId, requestId: second }])
    expect(await readRound(w, lotteryId)).toMatchObject({
      requestId: second,
      requestedAt: requestedAt + RANDOMNESS_TIMEOUT,
    })

    // the late answer to the replaced request is delivered (the mock reports success) and ignored
    const late = await fulfil(w, first, wordFor(111_111))
    expect(eventsNamed(late, 'RandomnessFulfilled')).toEqual([])
    expect(await readRound(w, lotteryId)).toMatchObject({ randomReady: false, finalNumber: 0 })
    expect(await lotteryRevert(w, alice, 'drawLottery', [lotteryId, 10n])).toBe(
      'GhostLottery: NO_RANDOMNESS',
    )

    const answered = await fulfil(w, second, wordFor(222_999))
    expect(eventsNamed(answered, 'RandomnessFulfilled')).toEqual([
      { lotteryId, requestId: second, finalNumber: 222_999 },
    ])
    expect(await lotteryRevert(w, w.operator, 'retryRandomness', [lotteryId])).toBe(
      'GhostLottery: NOT_AWAITING_RANDOMNESS',
    )
    await draw(w, lotteryId)
    expect((await readRound(w, lotteryId)).winnersPerBracket).toEqual([0n, 0n, 1n, 0n, 0n, 0n])
  })
})

describe('randomness', () => {
  test('only the coordinator can deliver a number: operator, owner and players are refused', async () => {
    const { lotteryId } = await roundWith([[alice, [1]]])
    const { requestId } = await closeRound(w, lotteryId)
    for (const by of [w.operator, w.admin, alice]) {
      expect(await lotteryRevert(w, by, 'rawFulfillRandomWords', [requestId, [wordFor(1)]])).toBe(
        'OnlyCoordinatorCanFulfill',
      )
    }
    expect(await lotteryRevert(w, w.operator, 'drawLottery', [lotteryId, 1n])).toBe(
      'GhostLottery: NO_RANDOMNESS',
    )
  })

  test('the number is the word mod 1,000,000 and does not change after the answer', async () => {
    const { lotteryId } = await roundWith([[alice, [654_321, 654_000]]])
    const { requestId } = await closeRound(w, lotteryId)
    const word = 2n ** 255n + 654_321n - (2n ** 255n % 1_000_000n)
    const answered = await fulfil(w, requestId, word)
    expect(eventsNamed(answered, 'RandomnessFulfilled')).toEqual([
      { lotteryId, requestId, finalNumber: Number(word % 1_000_000n) },
    ])
    expect(Number(word % 1_000_000n)).toBe(654_321)

    // the mock forgets an answered request: a second answer through it is refused outright
    expect(
      await revertReason(
        w.admin.simulateContract({
          address: w.coordinator,
          abi: vrfCoordinatorV2_5MockAbi,
          functionName: 'fulfillRandomWordsWithOverride',
          args: [requestId, w.lottery, [wordFor(1)]],
          account: w.admin.account,
        }),
      ),
    ).toBe('InvalidRequest')

    // and the coordinator itself answering again (impersonated) changes nothing
    const coordinator = anvilClient(anvil.url, { address: w.coordinator, type: 'json-rpc' })
    await w.admin.impersonateAccount({ address: w.coordinator })
    await w.admin.setBalance({ address: w.coordinator, value: E18 })
    const again = await mined(
      coordinator,
      coordinator.writeContract({
        ...at(),
        functionName: 'rawFulfillRandomWords',
        args: [requestId, [wordFor(1)]],
      }),
    )
    await w.admin.stopImpersonatingAccount({ address: w.coordinator })
    expect(eventsNamed(again, 'RandomnessFulfilled')).toEqual([])
    expect((await readRound(w, lotteryId)).finalNumber).toBe(654_321)
    await draw(w, lotteryId)
    expect((await readRound(w, lotteryId)).finalNumber).toBe(654_321)
    expect((await readRound(w, lotteryId)).winnersPerBracket).toEqual([0n, 0n, 1n, 0n, 0n, 1n])
  })

  test("the mock's own words work too (keccak of the request id)", async () => {
    const { lotteryId } = await roundWith([[alice, [1]]])
    const { requestId } = await closeRound(w, lotteryId)
    const receipt = await mined(
      w.admin,
      w.admin.writeContract({
        address: w.coordinator,
        abi: vrfCoordinatorV2_5MockAbi,
        functionName: 'fulfillRandomWords',
        args: [requestId, w.lottery],
      }),
    )
    const [event] = eventsNamed(receipt, 'RandomnessFulfilled')
    expect(event?.finalNumber).toBe((await readRound(w, lotteryId)).finalNumber)
    expect((await readRound(w, lotteryId)).randomReady).toBe(true)
  })

  test('an answer before close, or for an unknown request, is impossible or ignored', async () => {
    const { lotteryId } = await roundWith([[alice, [1]]])
    expect(
      await revertReason(
        w.admin.simulateContract({
          address: w.coordinator,
          abi: vrfCoordinatorV2_5MockAbi,
          functionName: 'fulfillRandomWordsWithOverride',
          args: [1n, w.lottery, [wordFor(1)]],
          account: w.admin.account,
        }),
      ),
    ).toBe('InvalidRequest')
    expect((await readRound(w, lotteryId)).randomReady).toBe(false)
  })

  test('a coordinator the owner points the lottery at cannot answer the pending request', async () => {
    const { lotteryId } = await roundWith([[alice, [777_777]]])
    const { requestId } = await closeRound(w, lotteryId)
    // the owner re-points the consumer at its own account and answers with a number it likes
    await send(w, w.admin, 'setCoordinator', [w.admin.account.address])
    const chosen = await send(w, w.admin, 'rawFulfillRandomWords', [requestId, [wordFor(777_777)]])
    expect(eventsNamed(chosen, 'RandomnessFulfilled')).toEqual([])
    expect((await readRound(w, lotteryId)).randomReady).toBe(false)
    // while it points elsewhere, the real coordinator's answer is refused (the mock swallows it)
    await fulfil(w, requestId, wordFor(1))
    expect((await readRound(w, lotteryId)).randomReady).toBe(false)
    expect(await lotteryRevert(w, alice, 'drawLottery', [lotteryId, 1n])).toBe(
      'GhostLottery: NO_RANDOMNESS',
    )
  })
})

describe('drawLottery', () => {
  test('only a closed round with the answer, in batches of at least one', async () => {
    const { lotteryId } = await roundWith([[alice, [1, 2]]])
    expect(await lotteryRevert(w, alice, 'drawLottery', [lotteryId, 10n])).toBe(
      'GhostLottery: NOT_CLOSED',
    )
    const { requestId } = await closeRound(w, lotteryId)
    expect(await lotteryRevert(w, alice, 'drawLottery', [lotteryId, 10n])).toBe(
      'GhostLottery: NO_RANDOMNESS',
    )
    await fulfil(w, requestId, wordFor(2))
    expect(await lotteryRevert(w, alice, 'drawLottery', [lotteryId, 0n])).toBe(
      'GhostLottery: ZERO_BATCH',
    )
    await draw(w, lotteryId, 10n, alice)
    expect(await lotteryRevert(w, alice, 'drawLottery', [lotteryId, 10n])).toBe(
      'GhostLottery: NOT_CLOSED',
    )
  })

  test('settles: fee to the treasury, each bracket split among its highest-bracket winners, the rest rolls over', async () => {
    const final = 123_456
    // per bracket k (1..6): how many tickets share exactly k leading digits
    const counts = [3, 0, 2, 1, 0, 1]
    const numbers: number[] = [999_999, 0, 234_567]
    counts.forEach((count, k) => {
      for (let v = 0; v < count; v++) numbers.push(numberMatching(final, k + 1, v))
    })
    for (const n of numbers) expect(sharedDigits(n, final)).toBeLessThanOrEqual(6)
    const breakdown = [500, 500, 1000, 1000, 2000, 5000] as const
    const { lotteryId } = await roundWith(
      [
        [alice, numbers.slice(0, 6)],
        [bob, numbers.slice(6)],
      ],
      {
        breakdown,
        treasuryFee: 700,
      },
    )
    await inject(w, lotteryId, 1_000n * E18 + 7n)
    const before = await readRound(w, lotteryId)
    const pot = before.amountCollectedInCake
    const treasuryBefore = await cakeBalance(w, w.treasury)
    const receipt = await closeAndDraw(w, lotteryId, final)

    const fee = (before.ticketRevenue * 700n) / 10_000n
    const toShare = pot - fee
    const winners = counts.map(BigInt)
    const perBracket = winners.map((n, k) =>
      n === 0n ? 0n : (toShare * BigInt(breakdown[k] ?? 0)) / 10_000n / n,
    )
    const reserved = perBracket.reduce((sum, p, k) => sum + p * (winners[k] ?? 0n), 0n)
    const rolledOver = toShare - reserved
    expect(eventsNamed(receipt, 'LotteryNumberDrawn')).toEqual([
      {
        lotteryId,
        finalNumber: final,
        winnersPerBracket: winners,
        cakePerBracket: perBracket,
        treasuryAmount: fee,
        rolledOver,
      },
    ])
    expect(eventsNamed(receipt, 'WinnersCounted')).toEqual([
      { lotteryId, counted: BigInt(numbers.length), ticketsSold: BigInt(numbers.length) },
    ])
    const { timestamp } = await w.admin.getBlock({ blockNumber: receipt.blockNumber })
    expect(await readRound(w, lotteryId)).toMatchObject({
      status: STATUS.Claimable,
      finalNumber: final,
      randomReady: true,
      ticketsCounted: BigInt(numbers.length),
      winnersPerBracket: winners,
      cakePerBracket: perBracket,
      prizesReserved: reserved,
      prizesClaimed: 0n,
      claimDeadline: timestamp + DEFAULT_CLAIM_WINDOW,
    })
    expect((await cakeBalance(w, w.treasury)) - treasuryBefore).toBe(fee)
    expect(await read('pendingInjectionNextLottery')).toBe(rolledOver)
    expect(fee + reserved + rolledOver).toBe(pot)
    expect(await cakeBalance(w, w.lottery)).toBe(reserved + rolledOver)

    // the next round opens with what rolled over
    const next = await openRound(w)
    expect(eventsNamed(next.receipt, 'LotteryOpen')[0]?.carriedOver).toBe(rolledOver)
    expect((await readRound(w, next.lotteryId)).amountCollectedInCake).toBe(rolledOver)
    expect(await read('pendingInjectionNextLottery')).toBe(0n)
  })

  test('a batch of type(uint256).max counts the rest without overflowing', async () => {
    const final = 440_044
    const numbers = Array.from({ length: 30 }, (_, i) => numberMatching(final, i % 7, i))
    const { lotteryId } = await roundWith([[alice, numbers]])
    const { requestId } = await closeRound(w, lotteryId)
    await fulfil(w, requestId, wordFor(final))
    await draw(w, lotteryId, 13n)
    const receipt = await draw(w, lotteryId, maxUint256)
    expect(eventsNamed(receipt, 'WinnersCounted')).toEqual([
      { lotteryId, counted: 30n, ticketsSold: 30n },
    ])
    const round = await readRound(w, lotteryId)
    expect(round.status).toBe(STATUS.Claimable)
    expect(round.winnersPerBracket).toEqual([5n, 4n, 4n, 4n, 4n, 4n])
  })

  test('a round without tickets settles at once and rolls its whole pot over', async () => {
    const { lotteryId } = await openRound(w, { treasuryFee: 1000 })
    await inject(w, lotteryId, 50n * E18)
    const receipt = await closeAndDraw(w, lotteryId, 42)
    expect(eventsNamed(receipt, 'LotteryNumberDrawn')[0]).toMatchObject({
      treasuryAmount: 0n,
      rolledOver: 50n * E18,
    })
    expect(await read('pendingInjectionNextLottery')).toBe(50n * E18)
  })

  test('batched counting across calls gives the same result as one call', async () => {
    const final = 505_050
    const numbers = Array.from({ length: 47 }, (_, i) => numberMatching(final, i % 7, i))
    const { lotteryId } = await roundWith(
      [
        [alice, numbers.slice(0, 20)],
        [bob, numbers.slice(20, 21)],
        [carol, numbers.slice(21)],
      ],
      { treasuryFee: 300 },
    )
    await inject(w, lotteryId, 333n * E18 + 1n)
    const { requestId } = await closeRound(w, lotteryId)
    await fulfil(w, requestId, wordFor(final))
    const beforeDraw = await w.admin.snapshot()

    const once = await draw(w, lotteryId, 1_000n)
    const onceEvent = eventsNamed(once, 'LotteryNumberDrawn')[0]
    const onceRound = await readRound(w, lotteryId)
    await revertTo(w.admin, beforeDraw)

    const counted: bigint[] = []
    let last: TransactionReceipt | undefined
    for (const batch of [1n, 7n, 12n, 5n, 100n]) {
      last = await draw(w, lotteryId, batch, carol)
      counted.push(...eventsNamed(last, 'WinnersCounted').map((e) => e.counted))
      if ((await readRound(w, lotteryId)).status === STATUS.Claimable) break
      expect(eventsNamed(last, 'LotteryNumberDrawn')).toEqual([])
    }
    expect(counted).toEqual([1n, 8n, 20n, 25n, 47n])
    expect(last && eventsNamed(last, 'LotteryNumberDrawn')[0]).toEqual(onceEvent)
    const batched = await readRound(w, lotteryId)
    expect({ ...batched, claimDeadline: 0n }).toEqual({ ...onceRound, claimDeadline: 0n })
    expect(onceRound.winnersPerBracket.reduce((a, b) => a + b, 0n)).toBeGreaterThan(0n)
  })
})

describe('claimTickets', () => {
  async function drawnRound() {
    const final = 246_810
    const aliceNumbers = [final, numberMatching(final, 3), numberMatching(final, 1), 135_791]
    const bobNumbers = [numberMatching(final, 3, 4), numberMatching(final, 6)]
    const { lotteryId, ticketIds } = await roundWith([
      [alice, aliceNumbers],
      [bob, bobNumbers],
    ])
    await inject(w, lotteryId, 10_000n * E18)
    await closeAndDraw(w, lotteryId, final)
    const round = await readRound(w, lotteryId)
    return {
      lotteryId,
      round,
      alice: ticketIds[0] as bigint[],
      bob: ticketIds[1] as bigint[],
    }
  }

  test('each revert: count, state, window, unknown ticket, owner, twice, no prize', async () => {
    const { lotteryId, endTime } = await roundWith([[alice, [1, 2]]])
    expect(await lotteryRevert(w, alice, 'claimTickets', [lotteryId, [0n]])).toBe(
      'GhostLottery: NOT_CLAIMABLE',
    )
    await mineAt(w.admin, endTime)
    await closeRound(w, lotteryId)
    expect(await lotteryRevert(w, alice, 'claimTickets', [lotteryId, [0n]])).toBe(
      'GhostLottery: NOT_CLAIMABLE',
    )
    await revertTo(w.admin, snapshot)
    snapshot = await w.admin.snapshot()

    const drawn = await drawnRound()
    const [jackpot, three, one, none] = drawn.alice as [bigint, bigint, bigint, bigint]
    const id = drawn.lotteryId
    expect(await lotteryRevert(w, alice, 'claimTickets', [id, []])).toBe(
      'GhostLottery: TICKET_COUNT',
    )
    expect(
      await lotteryRevert(w, alice, 'claimTickets', [id, Array.from({ length: 101 }, () => 0n)]),
    ).toBe('GhostLottery: TICKET_COUNT')
    expect(await lotteryRevert(w, alice, 'claimTickets', [id, [200n]])).toBe(
      'GhostLottery: NO_TICKET',
    )
    expect(await lotteryRevert(w, alice, 'claimTickets', [id, [4n]])).toBe(
      'GhostLottery: NO_TICKET',
    )
    expect(await lotteryRevert(w, alice, 'claimTickets', [id, [99n]])).toBe(
      'GhostLottery: NO_TICKET',
    )
    expect(await lotteryRevert(w, alice, 'claimTickets', [id, [drawn.bob[0] as bigint]])).toBe(
      'GhostLottery: NOT_TICKET_OWNER',
    )
    expect(await lotteryRevert(w, alice, 'claimTickets', [id, [none]])).toBe(
      'GhostLottery: NO_PRIZE',
    )
    expect(await lotteryRevert(w, alice, 'claimTickets', [id, [jackpot, none]])).toBe(
      'GhostLottery: NO_PRIZE',
    )
    expect(await lotteryRevert(w, alice, 'claimTickets', [id, [three, three]])).toBe(
      'GhostLottery: ALREADY_CLAIMED',
    )
    await claim(w, alice, id, [one])
    expect(await lotteryRevert(w, alice, 'claimTickets', [id, [one]])).toBe(
      'GhostLottery: ALREADY_CLAIMED',
    )
    expect(await lotteryRevert(w, alice, 'claimTickets', [id, [jackpot, one]])).toBe(
      'GhostLottery: ALREADY_CLAIMED',
    )
    await mineAt(w.admin, drawn.round.claimDeadline + 1n)
    expect(await lotteryRevert(w, alice, 'claimTickets', [id, [three]])).toBe(
      'GhostLottery: CLAIM_WINDOW_OVER',
    )
  })

  test('pays each ticket in its highest bracket only, exactly, and marks it claimed', async () => {
    const drawn = await drawnRound()
    const { cakePerBracket, winnersPerBracket } = drawn.round
    expect(winnersPerBracket).toEqual([1n, 0n, 2n, 0n, 0n, 2n])
    const [jackpot, three, one] = drawn.alice as [bigint, bigint, bigint]
    const ids = [jackpot, three, one]
    const expected =
      (cakePerBracket[5] ?? 0n) + (cakePerBracket[2] ?? 0n) + (cakePerBracket[0] ?? 0n)
    const before = await cakeBalance(w, alice.account.address)
    const receipt = await claim(w, alice, drawn.lotteryId, ids)
    expect((await cakeBalance(w, alice.account.address)) - before).toBe(expected)
    expect(eventsNamed(receipt, 'TicketsClaim')).toEqual([
      {
        claimer: alice.account.address,
        lotteryId: drawn.lotteryId,
        amount: expected,
        ticketIds: ids,
      },
    ])
    expect((await readRound(w, drawn.lotteryId)).prizesClaimed).toBe(expected)
    const [, ticket] = await w.admin.readContract({
      ...at(),
      functionName: 'viewTicket',
      args: [drawn.lotteryId, jackpot],
    })
    expect(ticket).toMatchObject({ claimed: true, matchedDigits: 6, reward: cakePerBracket[5] })

    // bob's two winners: and then the round has paid out exactly what it reserved
    await claim(w, bob, drawn.lotteryId, drawn.bob)
    const round = await readRound(w, drawn.lotteryId)
    expect(round.prizesClaimed).toBe(round.prizesReserved)
    expect(await cakeBalance(w, w.lottery)).toBe(await read('pendingInjectionNextLottery'))
  })

  test('100 tickets in one claim, at the last second of the window', async () => {
    const final = 900_009
    const numbers = Array.from({ length: 100 }, (_, i) => numberMatching(final, 1 + (i % 6), i))
    const { lotteryId, ticketIds } = await roundWith([[carol, numbers]])
    await closeAndDraw(w, lotteryId, final)
    const round = await readRound(w, lotteryId)
    const expected = numbers.reduce(
      (sum, n) => sum + (round.cakePerBracket[sharedDigits(n, final) - 1] ?? 0n),
      0n,
    )
    const before = await cakeBalance(w, carol.account.address)
    await nextBlockAt(w.admin, round.claimDeadline)
    await claim(w, carol, lotteryId, ticketIds[0] as bigint[])
    expect((await cakeBalance(w, carol.account.address)) - before).toBe(expected)
  })
})

describe('recycleUnclaimed', () => {
  test('after the window only, once; unclaimed prizes open the next pot', async () => {
    const final = 314_159
    const { lotteryId, ticketIds } = await roundWith([
      [alice, [final, numberMatching(final, 2)]],
      [bob, [numberMatching(final, 2, 3)]],
    ])
    expect(await lotteryRevert(w, carol, 'recycleUnclaimed', [lotteryId])).toBe(
      'GhostLottery: NOT_CLAIMABLE',
    )
    await inject(w, lotteryId, 100n * E18)
    await closeAndDraw(w, lotteryId, final)
    const round = await readRound(w, lotteryId)
    const rolled = await read('pendingInjectionNextLottery')
    await claim(w, alice, lotteryId, ticketIds[0] as bigint[])
    await mineAt(w.admin, round.claimDeadline - 60n)
    expect(await lotteryRevert(w, carol, 'recycleUnclaimed', [lotteryId])).toBe(
      'GhostLottery: CLAIM_WINDOW_OPEN',
    )
    await nextBlockAt(w.admin, round.claimDeadline + 1n)
    const receipt = await send(w, carol, 'recycleUnclaimed', [lotteryId])
    const unclaimed = round.cakePerBracket[1] ?? 0n
    expect(unclaimed).toBeGreaterThan(0n)
    expect(eventsNamed(receipt, 'UnclaimedRecycled')).toEqual([{ lotteryId, amount: unclaimed }])
    expect(await read('pendingInjectionNextLottery')).toBe(rolled + unclaimed)
    expect((await readRound(w, lotteryId)).unclaimedRecycled).toBe(true)
    expect(await lotteryRevert(w, carol, 'recycleUnclaimed', [lotteryId])).toBe(
      'GhostLottery: ALREADY_RECYCLED',
    )
    expect(await lotteryRevert(w, bob, 'claimTickets', [lotteryId, ticketIds[1] as bigint[]])).toBe(
      'GhostLottery: CLAIM_WINDOW_OVER',
    )
    const next = await openRound(w)
    expect((await readRound(w, next.lotteryId)).amountCollectedInCake).toBe(rolled + unclaimed)
    expect(await cakeBalance(w, w.lottery)).toBe(rolled + unclaimed)
  })
})

describe('views', () => {
  test('viewUserTickets pages through a user purchases; viewTicket finds one ticket', async () => {
    const final = 808_080
    const { lotteryId, ticketIds } = await roundWith([
      [alice, [final, 1]],
      [bob, [5]],
      [alice, [numberMatching(final, 4), 2, 3]],
      [alice, [numberMatching(final, 1)]],
    ])
    const page = (cursor: bigint, size: bigint, user: Address = alice.account.address) =>
      w.admin.readContract({
        ...at(),
        functionName: 'viewUserTickets',
        args: [lotteryId, user, cursor, size],
      })
    expect(
      await w.admin.readContract({
        ...at(),
        functionName: 'viewUserPurchaseCount',
        args: [lotteryId, alice.account.address],
      }),
    ).toBe(3n)
    const [first, next] = await page(0n, 2n)
    expect(next).toBe(2n)
    expect(first.map((t) => [t.ticketId, t.number])).toEqual([
      [0n, final],
      [1n, 1],
      [200n, numberMatching(final, 4)],
      [201n, 2],
      [202n, 3],
    ])
    const [rest, end] = await page(2n, 5n)
    expect(rest.map((t) => t.ticketId)).toEqual([300n])
    expect(end).toBe(3n)
    expect(await page(3n, 5n)).toEqual([[], 3n])
    expect(await page(9n, 5n)).toEqual([[], 3n])
    const [all, allNext] = await page(0n, maxUint256)
    expect(all).toHaveLength(6)
    expect(allNext).toBe(3n)
    expect(await page(0n, 5n, carol.account.address)).toEqual([[], 0n])
    expect((await page(0n, 1n, bob.account.address))[0].map((t) => t.ticketId)).toEqual([100n])

    await closeAndDraw(w, lotteryId, final)
    const round = await readRound(w, lotteryId)
    await claim(w, alice, lotteryId, [0n])
    const [drawn] = await page(0n, 10n)
    expect(drawn.map((t) => [t.matchedDigits, t.reward, t.claimed])).toEqual([
      [6, round.cakePerBracket[5], true],
      [0, 0n, false],
      [4, round.cakePerBracket[3], false],
      [0, 0n, false],
      [0, 0n, false],
      [1, round.cakePerBracket[0], false],
    ])
    const [owner, ticket] = await w.admin.readContract({
      ...at(),
      functionName: 'viewTicket',
      args: [lotteryId, ticketIds[2]?.[0] ?? 0n],
    })
    expect(owner).toBe(alice.account.address)
    expect(ticket).toEqual(drawn[2])
    for (const bad of [3n, 101n, 400n, 1n * 100n + 1n]) {
      await expect(
        w.admin.readContract({ ...at(), functionName: 'viewTicket', args: [lotteryId, bad] }),
      ).rejects.toThrow(/NO_TICKET/)
    }
  })

  test('calculateTotalPriceForBulkTickets: 1..100 tickets only', async () => {
    const price = (n: bigint) =>
      w.admin.readContract({
        ...at(),
        functionName: 'calculateTotalPriceForBulkTickets',
        args: [TICKET_PRICE, n],
      })
    expect(await price(1n)).toBe(TICKET_PRICE)
    expect(await price(2n)).toBe(bulkCost(TICKET_PRICE, 2))
    expect(await price(100n)).toBe(bulkCost(TICKET_PRICE, 100))
    for (const n of [0n, 101n]) {
      expect(await revertReason(price(n))).toBe('GhostLottery: TICKET_COUNT')
    }
  })
})

describe('money over rounds', () => {
  test('CAKE held always equals what the lottery owes', async () => {
    const final = 111_111
    const owed = async () => {
      const pending = await read('pendingInjectionNextLottery')
      let sum = pending
      const current = await read('currentLotteryId')
      for (let id = 1n; id <= current; id++) {
        const r = await readRound(w, id)
        if (r.status === STATUS.Open || r.status === STATUS.Close) sum += r.amountCollectedInCake
        if (r.status === STATUS.Claimable && !r.unclaimedRecycled)
          sum += r.prizesReserved - r.prizesClaimed
      }
      return sum
    }
    const one = await roundWith([[alice, [final, 111_000]]], { treasuryFee: 500 })
    await inject(w, one.lotteryId, 77n * E18)
    expect(await cakeBalance(w, w.lottery)).toBe(await owed())
    await closeAndDraw(w, one.lotteryId, final)
    expect(await cakeBalance(w, w.lottery)).toBe(await owed())
    const two = await roundWith([[bob, [final]]])
    await claim(w, alice, one.lotteryId, [0n])
    expect(await cakeBalance(w, w.lottery)).toBe(await owed())
    await closeAndDraw(w, two.lotteryId, final)
    expect(await cakeBalance(w, w.lottery)).toBe(await owed())
    expect((await readRound(w, two.lotteryId)).amountCollectedInCake).toBeGreaterThan(TICKET_PRICE)
  })
})
