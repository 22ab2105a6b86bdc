/**
 * The replay test's own account of what the index should hold, computed from the chain's raw
 * logs with plain arithmetic at 40 decimals (not the handlers' 18-decimal code): the subgraph's
 * rules as docs/decisions.md states them, replayed event by event.
 */
/** Fixed point with 40 decimals: far finer than the 18 the index stores, so its rounding shows. */
const P = 10n ** 40n
const DAY = 86_400n
const HOUR = 3_600n
const MIN_BNB = 10n * P

export type RawEvent = {
  blockNumber: bigint
  logIndex: number
  timestamp: bigint
  transactionHash: string
  from: string
  address: string
} & (
  | { eventName: 'PairCreated'; token0: string; token1: string; pair: string }
  | { eventName: 'Transfer'; from_: string; to: string; value: bigint }
  | { eventName: 'Sync'; reserve0: bigint; reserve1: bigint }
  | { eventName: 'Mint'; sender: string; amount0: bigint; amount1: bigint }
  | { eventName: 'Burn'; sender: string; amount0: bigint; amount1: bigint; to: string }
  | {
      eventName: 'Swap'
      sender: string
      amount0In: bigint
      amount1In: bigint
      amount0Out: bigint
      amount1Out: bigint
      to: string
    }
)

export type ModelSetup = {
  wbnb: string
  stables: readonly string[]
  whitelist: readonly string[]
  decimals: ReadonlyMap<string, number>
}

/** Every figure as the index stores it: wei, counts, or 18-decimal fixed point. */
export type Row = Record<string, bigint | string>

type TokenState = { decimals: number; derived: bigint; liquidity: bigint; pricingPairs: string[] }
type PairState = {
  token0: string
  token1: string
  reserve0: bigint
  reserve1: bigint
  supply: bigint
  reserveUsd: bigint
  trackedBnb: bigint
}

export type Expected = {
  pairDay: Map<string, Row>
  pairHour: Map<string, Row>
  tokenDay: Map<string, Row>
  tokenHour: Map<string, Row>
  protocolDay: Map<string, Row>
  swaps: Map<string, Row>
  mints: Map<string, Row>
  burns: Map<string, Row>
  derivedBnb: Map<string, bigint>
  /** BNB's USD price after the last event, 18 decimals. */
  bnbPrice: bigint
}

const ZERO = '0x0000000000000000000000000000000000000000'
/** 40 decimals down to the index's 18. */
const toStored = (value: bigint) => (value * 10n ** 18n) / P
const whole = (amount: bigint, decimals: number) => (amount * P) / 10n ** BigInt(decimals)
const times = (a: bigint, b: bigint) => (a * b) / P

export function expectedFromEvents(events: readonly RawEvent[], setup: ModelSetup): Expected {
  const isWhitelisted = (token: string) => setup.whitelist.includes(token)
  const tokens = new Map<string, TokenState>()
  const pairs = new Map<string, PairState>()
  let bnbPrice = 0n
  const factory = { txCount: 0n, volumeUsd: 0n, volumeBnb: 0n, liquidityUsd: 0n }
  const expected: Expected = {
    pairDay: new Map(),
    pairHour: new Map(),
    tokenDay: new Map(),
    tokenHour: new Map(),
    protocolDay: new Map(),
    swaps: new Map(),
    mints: new Map(),
    burns: new Map(),
    derivedBnb: new Map(),
    bnbPrice: 0n,
  }
  const lastMint = new Map<string, { tx: string; to: string; value: bigint }>()
  const lastBurn = new Map<string, { tx: string; value: bigint }>()

  const token = (id: string): TokenState => {
    const state = tokens.get(id)
    if (!state) throw new Error(`unknown token ${id}`)
    return state
  }
  const side = (pair: PairState, id: string) =>
    pair.token0 === id
      ? {
          own: whole(pair.reserve0, token(pair.token0).decimals),
          other: pair.token1,
          otherReserve: whole(pair.reserve1, token(pair.token1).decimals),
        }
      : {
          own: whole(pair.reserve1, token(pair.token1).decimals),
          other: pair.token0,
          otherReserve: whole(pair.reserve0, token(pair.token0).decimals),
        }

  const priceBnb = () => {
    let bnb = 0n
    let stable = 0n
    for (const pair of pairs.values()) {
      if (pair.token0 !== setup.wbnb && pair.token1 !== setup.wbnb) continue
      const { own, other, otherReserve } = side(pair, setup.wbnb)
      if (!setup.stables.includes(other) || own < MIN_BNB) continue
      bnb += own
      stable += otherReserve
    }
    return bnb === 0n ? 0n : (stable * P) / bnb
  }
  const derive = (id: string) => {
    if (id === setup.wbnb) return P
    let best = 0n
    let price = 0n
    for (const pairId of token(id).pricingPairs) {
      const pair = pairs.get(pairId)
      if (!pair) continue
      const { own, other, otherReserve } = side(pair, id)
      const depth = times(otherReserve, token(other).derived)
      if (own === 0n || depth < MIN_BNB || depth <= best) continue
      best = depth
      price = (otherReserve * token(other).derived) / own
    }
    return price
  }
  const trackedLiquidity = () => {
    let sum = 0n
    for (const pair of pairs.values()) sum += pair.trackedBnb
    return sum
  }

  const rollPair = (
    event: RawEvent,
    pair: PairState,
    id: string,
    volume: [bigint, bigint, bigint],
  ) => {
    for (const [table, length, key, prefix] of [
      [expected.pairDay, DAY, 'date', 'daily'],
      [expected.pairHour, HOUR, 'hour_start_unix', 'hourly'],
    ] as const) {
      const period = event.timestamp / length
      const rowId = `${id}-${period}`
      const row = table.get(rowId)
      table.set(rowId, {
        id: rowId,
        [key]: period * length,
        pair: id,
        token0: pair.token0,
        token1: pair.token1,
        reserve0: pair.reserve0,
        reserve1: pair.reserve1,
        total_supply: pair.supply,
        reserve_usd: pair.reserveUsd,
        [`${prefix}_txns`]: ((row?.[`${prefix}_txns`] as bigint | undefined) ?? 0n) + 1n,
        [`${prefix}_volume_token0`]:
          ((row?.[`${prefix}_volume_token0`] as bigint | undefined) ?? 0n) + volume[0],
        [`${prefix}_volume_token1`]:
          ((row?.[`${prefix}_volume_token1`] as bigint | undefined) ?? 0n) + volume[1],
        [`${prefix}_volume_usd`]:
          ((row?.[`${prefix}_volume_usd`] as bigint | undefined) ?? 0n) + volume[2],
      })
    }
  }
  const rollToken = (event: RawEvent, id: string, volume: [bigint, bigint, bigint]) => {
    const state = token(id)
    const price = times(state.derived, bnbPrice)
    const liquidityBnb = times(whole(state.liquidity, state.decimals), state.derived)
    for (const [table, length, key] of [
      [expected.tokenDay, DAY, 'date'],
      [expected.tokenHour, HOUR, 'period_start_unix'],
    ] as const) {
      const period = event.timestamp / length
      const rowId = `${id}-${period}`
      const row = table.get(rowId)
      const high = row && (row.high as bigint) > price ? (row.high as bigint) : price
      const low = row && (row.low as bigint) < price ? (row.low as bigint) : price
      table.set(rowId, {
        id: rowId,
        [key]: period * length,
        token: id,
        txns: ((row?.txns as bigint | undefined) ?? 0n) + 1n,
        volume: ((row?.volume as bigint | undefined) ?? 0n) + volume[0],
        volume_bnb: ((row?.volume_bnb as bigint | undefined) ?? 0n) + volume[1],
        volume_usd: ((row?.volume_usd as bigint | undefined) ?? 0n) + volume[2],
        total_liquidity_token: state.liquidity,
        total_liquidity_bnb: liquidityBnb,
        total_liquidity_usd: times(liquidityBnb, bnbPrice),
        price_usd: price,
        open: (row?.open as bigint | undefined) ?? price,
        high,
        low,
        close: price,
      })
    }
  }
  const rollProtocol = (event: RawEvent, volume: [bigint, bigint, bigint]) => {
    const day = event.timestamp / DAY
    const row = expected.protocolDay.get(String(day))
    const dailyUsd = ((row?.daily_volume_usd as bigint | undefined) ?? 0n) + volume[1]
    const liquidityBnb = trackedLiquidity()
    expected.protocolDay.set(String(day), {
      id: String(day),
      date: day * DAY,
      tx_count: factory.txCount,
      daily_volume_bnb: ((row?.daily_volume_bnb as bigint | undefined) ?? 0n) + volume[0],
      daily_volume_usd: dailyUsd,
      daily_volume_untracked:
        ((row?.daily_volume_untracked as bigint | undefined) ?? 0n) + volume[2],
      daily_fees_usd: (dailyUsd * 25n) / 10_000n,
      total_volume_bnb: factory.volumeBnb,
      total_volume_usd: factory.volumeUsd,
      total_liquidity_bnb: liquidityBnb,
      total_liquidity_usd: factory.liquidityUsd,
    })
  }

  for (const event of events) {
    if (event.eventName === 'PairCreated') {
      for (const id of [event.token0, event.token1]) {
        if (!tokens.has(id)) {
          const decimals = setup.decimals.get(id)
          if (decimals === undefined) throw new Error(`no decimals for ${id}`)
          tokens.set(id, {
            decimals,
            derived: id === setup.wbnb ? P : 0n,
            liquidity: 0n,
            pricingPairs: [],
          })
        }
      }
      if (isWhitelisted(event.token1)) token(event.token0).pricingPairs.push(event.pair)
      if (isWhitelisted(event.token0)) token(event.token1).pricingPairs.push(event.pair)
      pairs.set(event.pair, {
        token0: event.token0,
        token1: event.token1,
        reserve0: 0n,
        reserve1: 0n,
        supply: 0n,
        reserveUsd: 0n,
        trackedBnb: 0n,
      })
      continue
    }
    const pair = pairs.get(event.address)
    if (!pair) throw new Error(`event of an unknown pair ${event.address}`)
    const token0 = token(pair.token0)
    const token1 = token(pair.token1)
    const value = (amount0: bigint, amount1: bigint) =>
      [
        times(whole(amount0, token0.decimals), token0.derived),
        times(whole(amount1, token1.decimals), token1.derived),
      ] as const

    switch (event.eventName) {
      case 'Transfer': {
        if (event.from_ === ZERO) {
          pair.supply += event.value
          if (event.to !== ZERO)
            lastMint.set(event.address, {
              tx: event.transactionHash,
              to: event.to,
              value: event.value,
            })
        } else if (event.to === ZERO && event.from_ === event.address) {
          pair.supply -= event.value
          lastBurn.set(event.address, { tx: event.transactionHash, value: event.value })
        }
        break
      }
      case 'Sync': {
        token0.liquidity += event.reserve0 - pair.reserve0
        token1.liquidity += event.reserve1 - pair.reserve1
        pair.reserve0 = event.reserve0
        pair.reserve1 = event.reserve1
        bnbPrice = priceBnb()
        token0.derived = derive(pair.token0)
        token1.derived = derive(pair.token1)
        const [value0, value1] = value(pair.reserve0, pair.reserve1)
        pair.reserveUsd = times(value0 + value1, bnbPrice)
        const w0 = isWhitelisted(pair.token0)
        const w1 = isWhitelisted(pair.token1)
        pair.trackedBnb = w0 && w1 ? value0 + value1 : w0 ? 2n * value0 : w1 ? 2n * value1 : 0n
        factory.liquidityUsd = times(trackedLiquidity(), bnbPrice)
        break
      }
      case 'Mint':
      case 'Burn': {
        factory.txCount += 1n
        const [value0, value1] = value(event.amount0, event.amount1)
        const id = `${event.transactionHash}-${event.logIndex}`
        const lp =
          event.eventName === 'Mint' ? lastMint.get(event.address) : lastBurn.get(event.address)
        const row = {
          id,
          pair: event.address,
          sender: event.sender,
          amount0: event.amount0,
          amount1: event.amount1,
          amount_usd: times(value0 + value1, bnbPrice),
          liquidity: lp?.tx === event.transactionHash ? lp.value : 0n,
        }
        if (event.eventName === 'Mint')
          expected.mints.set(id, { ...row, to: lastMint.get(event.address)?.to ?? ZERO })
        else expected.burns.set(id, { ...row, to: event.to })
        rollPair(event, pair, event.address, [0n, 0n, 0n])
        rollToken(event, pair.token0, [0n, 0n, 0n])
        rollToken(event, pair.token1, [0n, 0n, 0n])
        rollProtocol(event, [0n, 0n, 0n])
        break
      }
      case 'Swap': {
        factory.txCount += 1n
        const amount0 = event.amount0In + event.amount0Out
        const amount1 = event.amount1In + event.amount1Out
        const [value0, value1] = value(amount0, amount1)
        const w0 = isWhitelisted(pair.token0)
        const w1 = isWhitelisted(pair.token1)
        const trackedBnb = w0 && w1 ? (value0 + value1) / 2n : w0 ? value0 : w1 ? value1 : 0n
        const trackedUsd = times(trackedBnb, bnbPrice)
        const untrackedUsd = times((value0 + value1) / 2n, bnbPrice)
        factory.volumeUsd += trackedUsd
        factory.volumeBnb += trackedBnb
        const id = `${event.transactionHash}-${event.logIndex}`
        expected.swaps.set(id, {
          id,
          pair: event.address,
          sender: event.sender,
          from: event.from,
          to: event.to,
          amount0_in: event.amount0In,
          amount1_in: event.amount1In,
          amount0_out: event.amount0Out,
          amount1_out: event.amount1Out,
          amount_usd: trackedUsd === 0n ? untrackedUsd : trackedUsd,
        })
        rollPair(event, pair, event.address, [amount0, amount1, trackedUsd])
        rollToken(event, pair.token0, [amount0, value0, times(value0, bnbPrice)])
        rollToken(event, pair.token1, [amount1, value1, times(value1, bnbPrice)])
        rollProtocol(event, [trackedBnb, trackedUsd, untrackedUsd])
        break
      }
    }
  }
  for (const [id, state] of tokens) expected.derivedBnb.set(id, toStored(state.derived))
  expected.bnbPrice = toStored(bnbPrice)
  return expected
}

/** Which columns hold 40-decimal figures the index stores at 18 (USD, BNB and price columns). */
export const FIXED_POINT_COLUMNS = new Set([
  'reserve_usd',
  'daily_volume_usd',
  'hourly_volume_usd',
  'volume_bnb',
  'volume_usd',
  'total_liquidity_bnb',
  'total_liquidity_usd',
  'price_usd',
  'open',
  'high',
  'low',
  'close',
  'daily_volume_bnb',
  'daily_volume_untracked',
  'daily_fees_usd',
  'total_volume_bnb',
  'total_volume_usd',
  'amount_usd',
])

/** The expected row with its fixed-point columns brought to the index's 18 decimals. */
export function toStoredRow(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      FIXED_POINT_COLUMNS.has(key) && typeof value === 'bigint' ? toStored(value) : value,
    ]),
  )
}
