import { type AbiEvent, checksumAddress, type Hex } from 'viem'

/** How one input is read from its 32-byte word. */
type Reader = (word: string) => unknown

type Plan = {
  name: string
  /** Readers of the indexed inputs (topics 1..n), then of the data words, with the arg names. */
  indexed: { name: string; read: Reader }[]
  data: { name: string; read: Reader }[]
}

const TWO_256 = 1n << 256n
const MAX_INT_256 = (1n << 255n) - 1n

/**
 * The reader viem's decoder would use for a type (the same values: numbers up to 48 bits, bigints
 * above, checksummed addresses), or undefined for a type the fast path leaves to viem.
 */
function readerOf(type: string): Reader | undefined {
  if (type === 'address') return (word) => checksumAddress(`0x${word.slice(24)}`)
  const match = /^(u?)int(\d*)$/.exec(type)
  if (!match) return undefined
  const signed = match[1] === ''
  const bits = Number(match[2] || '256')
  const toBigInt = (word: string) => {
    const value = BigInt(`0x${word}`)
    return signed && value > MAX_INT_256 ? value - TWO_256 : value
  }
  return bits > 48 ? toBigInt : (word) => Number(toBigInt(word))
}

const plans = new WeakMap<AbiEvent, Plan | null>()

function planOf(event: AbiEvent): Plan | null {
  const known = plans.get(event)
  if (known !== undefined) return known
  let plan: Plan | null = { name: event.name, indexed: [], data: [] }
  if (event.anonymous) plan = null
  for (const input of event.inputs) {
    const read = readerOf(input.type)
    if (!plan || !input.name || !read) {
      plan = null
      break
    }
    ;(input.indexed ? plan.indexed : plan.data).push({ name: input.name, read })
  }
  plans.set(event, plan)
  return plan
}

/**
 * Decodes a log of `event` (whose topic0 the caller has matched) when every input is a named
 * integer or address: slicing hex words, as viem's decodeEventLog would decode them, without its
 * general ABI machinery (which costs more than the rest of reading a range). Returns undefined for
 * anything else (another type, a size that does not fit), left to viem and its errors.
 */
export function decodeStaticEventLog(
  event: AbiEvent,
  topics: readonly Hex[],
  data: Hex,
): { eventName: string; args: Record<string, unknown> | undefined } | undefined {
  const plan = planOf(event)
  if (!plan) return undefined
  if (topics.length !== plan.indexed.length + 1) return undefined
  if (data.length !== 2 + 64 * plan.data.length) return undefined
  const args: Record<string, unknown> = {}
  for (let index = 0; index < plan.indexed.length; index++) {
    const { name, read } = plan.indexed[index] as Plan['indexed'][number]
    args[name] = read((topics[index + 1] as Hex).slice(2))
  }
  for (let index = 0; index < plan.data.length; index++) {
    const { name, read } = plan.data[index] as Plan['data'][number]
    args[name] = read(data.slice(2 + 64 * index, 66 + 64 * index))
  }
  return {
    eventName: plan.name,
    args: plan.indexed.length + plan.data.length > 0 ? args : undefined,
  }
}
