import { ghostFactoryAbi, ghostPairAbi } from '@ghost/contracts'
import {
  type AbiEvent,
  decodeEventLog,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  parseAbiItem,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeStaticEventLog } from './decodeStaticEventLog'

const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const HOLDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

/** A log of `event` as a node returns it, from values viem encodes. */
function logOf(event: AbiEvent, values: readonly unknown[]) {
  const indexed = event.inputs.filter((input) => input.indexed)
  const plain = event.inputs.filter((input) => !input.indexed)
  const byName = Object.fromEntries(event.inputs.map((input, index) => [input.name, values[index]]))
  const topics = encodeEventTopics({
    abi: [event],
    args: Object.fromEntries(indexed.map((input) => [input.name, byName[input.name ?? '']])),
  } as never) as Hex[]
  const data = encodeAbiParameters(
    plain,
    plain.map((input) => byName[input.name ?? '']),
  )
  return { topics, data }
}

function eventOf(abi: readonly unknown[], name: string): AbiEvent {
  const found = (abi as AbiEvent[]).find((item) => item.type === 'event' && item.name === name)
  if (!found) throw new Error(`no event ${name}`)
  return found
}

describe('decodeStaticEventLog', () => {
  it('decodes the pair events exactly as viem does', () => {
    const cases: [string, unknown[]][] = [
      ['Swap', [ROUTER, 1n, 0n, 0n, 2n ** 200n, HOLDER]],
      ['Sync', [2n ** 112n - 1n, 12_345n]],
      ['Transfer', [HOLDER, ROUTER, 10n ** 18n]],
      ['Mint', [ROUTER, 5n, 7n]],
      ['Burn', [ROUTER, 5n, 7n, HOLDER]],
    ]
    for (const [name, values] of cases) {
      const event = eventOf(ghostPairAbi, name)
      const { topics, data } = logOf(event, values)
      const fast = decodeStaticEventLog(event, topics, data)
      expect(fast).toBeDefined()
      expect(fast).toEqual(decodeEventLog({ abi: [event], topics: topics as [Hex], data }))
    }
  })

  it('reads signed and small integers as viem does (two’s complement; numbers up to 48 bits)', () => {
    const event = parseAbiItem(
      'event Moved(int24 indexed tick, int256 delta, uint48 small, int8 tiny, address who)',
    )
    const { topics, data } = logOf(event, [-887_272, -(2n ** 254n), 2 ** 48 - 1, -128, HOLDER])
    const fast = decodeStaticEventLog(event, topics, data)
    expect(fast?.args).toEqual({
      tick: -887_272,
      delta: -(2n ** 254n),
      small: 2 ** 48 - 1,
      tiny: -128,
      who: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    expect(fast).toEqual(decodeEventLog({ abi: [event], topics: topics as [Hex], data }))
  })

  it('leaves to viem what it does not read: other types, unnamed inputs, a size that does not fit', () => {
    const withString = parseAbiItem('event Named(address indexed who, string name)')
    const named = logOf(withString, [HOLDER, 'ghost'])
    expect(decodeStaticEventLog(withString, named.topics, named.data)).toBeUndefined()

    // PairCreated has an unnamed uint (viem decodes it into a positional array).
    const created = eventOf(ghostFactoryAbi, 'PairCreated')
    expect(created.inputs.some((input) => !input.name)).toBe(true)
    expect(decodeStaticEventLog(created, ['0x00'] as Hex[], '0x')).toBeUndefined()

    const sync = eventOf(ghostPairAbi, 'Sync')
    const { topics, data } = logOf(sync, [1n, 2n])
    expect(decodeStaticEventLog(sync, topics, `${data}00` as Hex)).toBeUndefined()
    expect(decodeStaticEventLog(sync, [...topics, topics[0] as Hex], data)).toBeUndefined()
  })
})
