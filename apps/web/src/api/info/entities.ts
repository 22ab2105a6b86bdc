/**
 * The entities the Info screens read, in the subgraph shape the server serves, and their
 * decoders. Amounts are the subgraphs' BigDecimal strings (USD figures, prices, reserves in token
 * units); times are unix seconds.
 */
import {
  address,
  type Decoder,
  decimal,
  hash,
  integer,
  nullable,
  object,
  seconds,
  smallInteger,
  text,
} from '../decode'

export type Address = `0x${string}`

export type TokenRef = { id: Address; symbol: string; name: string; decimals: number }

export const tokenRef: Decoder<TokenRef> = object<TokenRef>({
  id: address,
  symbol: text,
  name: text,
  decimals: smallInteger,
})

export const TOKEN_REF_FIELDS = 'id symbol name decimals'

export type InfoToken = TokenRef & {
  derivedBNB: string
  totalLiquidity: string
  tradeVolumeUSD: string
  txCount: bigint
}

export const infoToken: Decoder<InfoToken> = object<InfoToken>({
  id: address,
  symbol: text,
  name: text,
  decimals: smallInteger,
  derivedBNB: decimal,
  totalLiquidity: decimal,
  tradeVolumeUSD: decimal,
  txCount: integer,
})

export const TOKEN_FIELDS = `${TOKEN_REF_FIELDS} derivedBNB totalLiquidity tradeVolumeUSD txCount`

export type InfoPair = {
  id: Address
  token0: TokenRef
  token1: TokenRef
  reserve0: string
  reserve1: string
  reserveUSD: string
  volumeUSD: string
  token0Price: string
  token1Price: string
  txCount: bigint
}

export const infoPair: Decoder<InfoPair> = object<InfoPair>({
  id: address,
  token0: tokenRef,
  token1: tokenRef,
  reserve0: decimal,
  reserve1: decimal,
  reserveUSD: decimal,
  volumeUSD: decimal,
  token0Price: decimal,
  token1Price: decimal,
  txCount: integer,
})

export const PAIR_FIELDS = `id token0 { ${TOKEN_REF_FIELDS} } token1 { ${TOKEN_REF_FIELDS} }
  reserve0 reserve1 reserveUSD volumeUSD token0Price token1Price txCount`

export type TransactionKind = 'swap' | 'add' | 'remove'

/** A swap, mint (add) or burn (remove), the columns the transactions table shows. */
export type InfoTransaction = {
  kind: TransactionKind
  id: string
  hash: Address
  timestamp: number
  token0: TokenRef
  token1: TokenRef
  amountUSD: string
  /** Token amounts: for a swap, what went in minus what came out, per token. */
  amount0: string
  amount1: string
  /** For a swap, whether token0 went in (sold for token1); for adds and removes, true. */
  token0In: boolean
}

type RawEvent = {
  id: string
  transactionHash: Address
  timestamp: number
  pair: { token0: TokenRef; token1: TokenRef }
  amountUSD: string
}

const rawEventFields = {
  id: text,
  transactionHash: hash,
  timestamp: seconds,
  pair: object<{ token0: TokenRef; token1: TokenRef }>({ token0: tokenRef, token1: tokenRef }),
  amountUSD: decimal,
}

const EVENT_FIELDS = `id transactionHash timestamp amountUSD
  pair { token0 { ${TOKEN_REF_FIELDS} } token1 { ${TOKEN_REF_FIELDS} } }`

export const SWAP_FIELDS = `${EVENT_FIELDS} amount0In amount1In amount0Out amount1Out`
export const LIQUIDITY_EVENT_FIELDS = `${EVENT_FIELDS} amount0 amount1`

type RawSwap = RawEvent & {
  amount0In: string
  amount1In: string
  amount0Out: string
  amount1Out: string
}
type RawLiquidityEvent = RawEvent & { amount0: string; amount1: string }

function fromEvent(
  kind: TransactionKind,
  event: RawEvent,
  amount0: string,
  amount1: string,
  token0In = true,
): InfoTransaction {
  return {
    kind,
    id: event.id,
    hash: event.transactionHash,
    timestamp: event.timestamp,
    token0: event.pair.token0,
    token1: event.pair.token1,
    amountUSD: event.amountUSD,
    amount0,
    amount1,
    token0In,
  }
}

// a router swap has one side in and the other out; the larger figure of each side is the trade
function larger(a: string, b: string): string {
  return Number(a) >= Number(b) ? a : b
}

export const swapTransaction: Decoder<InfoTransaction> = (value, path) => {
  const swap = object<RawSwap>({
    ...rawEventFields,
    amount0In: decimal,
    amount1In: decimal,
    amount0Out: decimal,
    amount1Out: decimal,
  })(value, path)
  return fromEvent(
    'swap',
    swap,
    larger(swap.amount0In, swap.amount0Out),
    larger(swap.amount1In, swap.amount1Out),
    Number(swap.amount0In) > 0,
  )
}

export function liquidityTransaction(kind: 'add' | 'remove'): Decoder<InfoTransaction> {
  const decode = object<RawLiquidityEvent>({
    ...rawEventFields,
    amount0: decimal,
    amount1: decimal,
  })
  return (value, path) => {
    const event = decode(value, path)
    return fromEvent(kind, event, event.amount0, event.amount1)
  }
}

export type ProtocolDay = {
  date: number
  dailyVolumeUSD: string
  totalLiquidityUSD: string
  dailyFeesUSD: string
}

export const protocolDay: Decoder<ProtocolDay> = object<ProtocolDay>({
  date: seconds,
  dailyVolumeUSD: decimal,
  totalLiquidityUSD: decimal,
  dailyFeesUSD: decimal,
})

/** A day or hour of one pair (`time` is `date` or `hourStartUnix`). */
export type PairPeriod = { pair: Address; time: number; volumeUSD: string; reserveUSD: string }

export const pairDay: Decoder<PairPeriod> = (value, path) => {
  const row = object<{
    pair: { id: Address }
    date: number
    dailyVolumeUSD: string
    reserveUSD: string
  }>({
    pair: object<{ id: Address }>({ id: address }),
    date: seconds,
    dailyVolumeUSD: decimal,
    reserveUSD: decimal,
  })(value, path)
  return {
    pair: row.pair.id,
    time: row.date,
    volumeUSD: row.dailyVolumeUSD,
    reserveUSD: row.reserveUSD,
  }
}

export const PAIR_DAY_FIELDS = 'pair { id } date dailyVolumeUSD reserveUSD'

export const pairHour: Decoder<PairPeriod> = (value, path) => {
  const row = object<{
    pair: { id: Address }
    hourStartUnix: number
    hourlyVolumeUSD: string
    reserveUSD: string
  }>({
    pair: object<{ id: Address }>({ id: address }),
    hourStartUnix: seconds,
    hourlyVolumeUSD: decimal,
    reserveUSD: decimal,
  })(value, path)
  return {
    pair: row.pair.id,
    time: row.hourStartUnix,
    volumeUSD: row.hourlyVolumeUSD,
    reserveUSD: row.reserveUSD,
  }
}

export const PAIR_HOUR_FIELDS = 'pair { id } hourStartUnix hourlyVolumeUSD reserveUSD'

/** A day or hour of one token with its USD price candle. */
export type TokenPeriod = {
  token: Address
  time: number
  priceUSD: string
  open: string
  high: string
  low: string
  close: string
  volumeUSD: string
  totalLiquidityUSD: string
}

const tokenPeriodFields = {
  token: object<{ id: Address }>({ id: address }),
  priceUSD: decimal,
  open: decimal,
  high: decimal,
  low: decimal,
  close: decimal,
  volumeUSD: decimal,
  totalLiquidityUSD: decimal,
}

// the day rows name their volume dailyVolumeUSD, the hour rows volumeUSD (as the subgraphs do)
const TOKEN_PERIOD_PRICE_FIELDS = 'token { id } priceUSD open high low close totalLiquidityUSD'
export const TOKEN_DAY_FIELDS = `date volumeUSD: dailyVolumeUSD ${TOKEN_PERIOD_PRICE_FIELDS}`
export const TOKEN_HOUR_FIELDS = `periodStartUnix volumeUSD ${TOKEN_PERIOD_PRICE_FIELDS}`

type RawTokenPeriod = Omit<TokenPeriod, 'token' | 'time'> & { token: { id: Address } }

export const tokenDay: Decoder<TokenPeriod> = (value, path) => {
  const row = object<RawTokenPeriod & { date: number }>({ ...tokenPeriodFields, date: seconds })(
    value,
    path,
  )
  const { token, date, ...rest } = row
  return { ...rest, token: token.id, time: date }
}

export const tokenHour: Decoder<TokenPeriod> = (value, path) => {
  const row = object<RawTokenPeriod & { periodStartUnix: number }>({
    ...tokenPeriodFields,
    periodStartUnix: seconds,
  })(value, path)
  const { token, periodStartUnix, ...rest } = row
  return { ...rest, token: token.id, time: periodStartUnix }
}

/** The indexed block as `_meta` tells it, with its time (the Info screens' "now"). */
export type MetaBlock = { number: number; timestamp: number | null }

export const metaBlock: Decoder<MetaBlock | null> = (value, path) => {
  const meta = nullable(
    object<{ block: MetaBlock | null }>({
      block: nullable(object<MetaBlock>({ number: seconds, timestamp: nullable(seconds) })),
    }),
  )(value, path)
  return meta?.block ?? null
}

export const META_FIELDS = '_meta { block { number timestamp } }'
