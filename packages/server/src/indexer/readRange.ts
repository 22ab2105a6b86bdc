import {
  type Address,
  decodeEventLog,
  type Hash,
  type Hex,
  hexToBigInt,
  hexToNumber,
  numberToHex,
  type PublicClient,
  type Log as RpcLog,
} from 'viem'
import type { CompiledModules, CompiledSource } from './compileModules'
import { decodeStaticEventLog } from './decodeStaticEventLog'
import type { EventHandler, EventMeta } from './types'

/** A child contract found in a factory's event. */
export type FoundChild = { source: string; address: Address; blockNumber: bigint }

export type RangeBlock = { number: bigint; hash: Hash; timestamp: bigint }

/** An event decoded for the handlers that want it, in chain order. */
export type RangeEvent = {
  meta: EventMeta
  eventName: string
  args: unknown
  handlers: EventHandler[]
}

export type ReadRangeParameters = {
  client: PublicClient
  chainId: number
  compiled: CompiledModules
  /** Known children: lowercase address → the child sources it belongs to. */
  children: ReadonlyMap<Address, readonly string[]>
  fromBlock: bigint
  toBlock: bigint
}

export type ReadRangeReturnType = {
  events: RangeEvent[]
  newChildren: FoundChild[]
  /** The blocks that have events, and `toBlock`, as the node gave them. */
  blocks: Map<bigint, RangeBlock>
  logCount: number
}

/** The chain changed under a read (a log's block hash is not the block's): read the range again. */
export class RangeReorgedError extends Error {
  override name = 'RangeReorgedError'
}

/** Addresses per eth_getLogs call: nodes cap the filter's size. */
const ADDRESS_CHUNK = 500
/** Blocks fetched per round (viem's http batching sends each round in few requests). */
const BLOCK_CHUNK = 50
/** Transactions (full objects, for their senders) per round, to keep answers a few MB. */
const TRANSACTION_CHUNK = 2_000
const ROUNDS_IN_FLIGHT = 4

type RawLog = RpcLog<Hex, Hex, false>

async function getLogs(
  client: PublicClient,
  addresses: Address[],
  topics: Hex[],
  fromBlock: bigint,
  toBlock: bigint,
): Promise<RawLog[]> {
  const out: RawLog[] = []
  for (let start = 0; start < addresses.length; start += ADDRESS_CHUNK) {
    // A node's size refusal is thrown at once (the transport does not retry it): the indexer
    // asks again for a smaller range.
    const logs = (await client.request({
      method: 'eth_getLogs',
      params: [
        {
          address: addresses.slice(start, start + ADDRESS_CHUNK),
          fromBlock: numberToHex(fromBlock),
          toBlock: numberToHex(toBlock),
          topics: [topics],
        },
      ],
    })) as RawLog[]
    out.push(...logs)
  }
  return out
}

function childAddress(args: unknown, inputs: readonly { name?: string }[], parameter: string) {
  // viem decodes an event with an unnamed input (PairCreated's count) into a positional array.
  const value = Array.isArray(args)
    ? args[inputs.findIndex((input) => input.name === parameter)]
    : (args as Record<string, unknown>)[parameter]
  return typeof value === 'string' ? (value.toLowerCase() as Address) : undefined
}

type BlockWithSenders = RangeBlock & { senders: Map<Hash, Address> }

/** The fields of an eth_getBlockByNumber answer the indexer reads. */
type RawBlock = {
  hash: Hash | null
  timestamp: Hex
  transactions: (Hash | { hash: Hash; from: Address })[]
}

/**
 * Groups blocks so that one round asks for at most BLOCK_CHUNK blocks and about
 * TRANSACTION_CHUNK transactions (counted from the logs; a block holds at least that many).
 */
function blockRounds(numbers: bigint[], transactions: ReadonlyMap<bigint, number>): bigint[][] {
  const rounds: bigint[][] = []
  let round: bigint[] = []
  let weight = 0
  for (const blockNumber of numbers) {
    const count = transactions.get(blockNumber) ?? 0
    if (round.length > 0 && (round.length >= BLOCK_CHUNK || weight + count > TRANSACTION_CHUNK)) {
      rounds.push(round)
      round = []
      weight = 0
    }
    round.push(blockNumber)
    weight += count
  }
  if (round.length > 0) rounds.push(round)
  return rounds
}

async function getBlocks(
  client: PublicClient,
  numbers: bigint[],
  transactions: ReadonlyMap<bigint, number>,
): Promise<Map<bigint, BlockWithSenders>> {
  const out = new Map<bigint, BlockWithSenders>()
  const fetchBlock = async (blockNumber: bigint): Promise<BlockWithSenders> => {
    const includeTransactions = transactions.has(blockNumber)
    // Raw, not client.getBlock: formatting every field of hundreds of transactions costs
    // more than the request, and only their hash and sender are needed.
    const block = (await client.request({
      method: 'eth_getBlockByNumber',
      params: [numberToHex(blockNumber), includeTransactions],
    })) as RawBlock | null
    if (!block?.hash) throw new RangeReorgedError(`block ${blockNumber} is not on the chain`)
    const senders = new Map<Hash, Address>()
    for (const transaction of block.transactions) {
      if (typeof transaction === 'string') continue
      senders.set(transaction.hash, transaction.from.toLowerCase() as Address)
    }
    return {
      number: blockNumber,
      hash: block.hash,
      timestamp: BigInt(block.timestamp),
      senders,
    }
  }
  const rounds = blockRounds(numbers, transactions)
  // A few rounds in flight: the node answers them in parallel.
  for (let start = 0; start < rounds.length; start += ROUNDS_IN_FLIGHT) {
    const blocks = await Promise.all(
      rounds
        .slice(start, start + ROUNDS_IN_FLIGHT)
        .flat()
        .map(fetchBlock),
    )
    for (const block of blocks) out.set(block.number, block)
  }
  return out
}

/**
 * Reads one block range: logs of the fixed sources, children their factories announce (known and
 * new), the children's logs, the blocks of those logs (timestamps, senders) and `toBlock`'s hash.
 * Events no handler wants are skipped before decoding. Throws `RangeReorgedError` when a log's
 * block hash is not the hash of the block fetched for it.
 */
export async function readRange({
  client,
  chainId,
  compiled,
  children,
  fromBlock,
  toBlock,
}: ReadRangeParameters): Promise<ReadRangeReturnType> {
  const fixedAddresses = [...new Set([...compiled.fixed.keys(), ...compiled.factories.keys()])]
  const logs = await getLogs(client, fixedAddresses, compiled.topics, fromBlock, toBlock)

  const newChildren: FoundChild[] = []
  const childSources = new Map<Address, string[]>()
  for (const [address, names] of children) childSources.set(address, [...names])
  for (const log of logs) {
    const announcements = compiled.factories.get(log.address.toLowerCase() as Address)
    for (const announcement of announcements ?? []) {
      if (log.topics[0] !== announcement.topic) continue
      const { args } = decodeEventLog({
        abi: [announcement.event],
        data: log.data,
        topics: log.topics as [Hex, ...Hex[]],
      })
      const address = childAddress(args, announcement.event.inputs, announcement.parameter)
      if (!address) continue
      const names = childSources.get(address) ?? []
      if (names.includes(announcement.source.name)) continue
      childSources.set(address, [...names, announcement.source.name])
      newChildren.push({
        source: announcement.source.name,
        address,
        blockNumber: hexToBigInt(log.blockNumber),
      })
    }
  }
  if (childSources.size > 0) {
    logs.push(
      ...(await getLogs(client, [...childSources.keys()], compiled.topics, fromBlock, toBlock)),
    )
  }

  // An address can be both fixed and a child; one log is handled once.
  const unique = new Map<string, RawLog>()
  for (const log of logs) unique.set(`${log.blockHash}-${log.logIndex}`, log)
  const sorted = [...unique.values()]
    .map((log) => ({ log, block: Number(log.blockNumber), index: Number(log.logIndex) }))
    .sort((a, b) => a.block - b.block || a.index - b.index)
    .map(({ log }) => log)

  // The sources of each address, worked out once per range rather than once per log.
  const sourcesByAddress = new Map<string, CompiledSource[]>()
  const sourcesOf = (address: Address) => {
    let sources = sourcesByAddress.get(address)
    if (!sources) {
      sources = [
        ...(compiled.fixed.get(address) ?? []),
        ...(childSources.get(address) ?? []).flatMap((name) => {
          const source = compiled.childSources.get(name)
          return source ? [source] : []
        }),
      ]
      sourcesByAddress.set(address, sources)
    }
    return sources
  }
  /** Block numbers by their hex (a range has few blocks and many logs). */
  const blockNumbers = new Map<Hex, bigint>()
  const blockNumberOf = (log: RawLog) => {
    let blockNumber = blockNumbers.get(log.blockNumber)
    if (blockNumber === undefined) {
      blockNumber = hexToBigInt(log.blockNumber)
      blockNumbers.set(log.blockNumber, blockNumber)
    }
    return blockNumber
  }

  const wanted: { log: RawLog; source: CompiledSource; handlers: EventHandler[] }[] = []
  for (const log of sorted) {
    for (const source of sourcesOf(log.address.toLowerCase() as Address)) {
      const handlers = log.topics[0] ? source.handlers.get(log.topics[0]) : undefined
      if (handlers) wanted.push({ log, source, handlers })
    }
  }

  const hashesByBlock = new Map<bigint, Set<Hash>>()
  for (const { log } of wanted) {
    const blockNumber = blockNumberOf(log)
    const hashes = hashesByBlock.get(blockNumber) ?? new Set()
    hashes.add(log.transactionHash)
    hashesByBlock.set(blockNumber, hashes)
  }
  const transactionCounts = new Map([...hashesByBlock].map(([block, set]) => [block, set.size]))
  const blocks = await getBlocks(
    client,
    [...new Set([...hashesByBlock.keys(), toBlock])],
    transactionCounts,
  )

  const events: RangeEvent[] = []
  for (const { log, source, handlers } of wanted) {
    const blockNumber = blockNumberOf(log)
    const block = blocks.get(blockNumber)
    if (!block || block.hash !== log.blockHash) {
      throw new RangeReorgedError(
        `block ${blockNumber} is ${block?.hash ?? 'gone'}, its log said ${log.blockHash}`,
      )
    }
    const transactionFrom = block.senders.get(log.transactionHash)
    if (!transactionFrom) {
      throw new RangeReorgedError(`block ${blockNumber} lacks transaction ${log.transactionHash}`)
    }
    const item = log.topics[0] ? source.events.get(log.topics[0]) : undefined
    const { eventName, args } =
      (item && decodeStaticEventLog(item, log.topics, log.data)) ??
      decodeEventLog({
        abi: item ? [item] : source.abi,
        data: log.data,
        topics: log.topics as [Hex, ...Hex[]],
      })
    events.push({
      meta: {
        chainId,
        address: log.address.toLowerCase() as Address,
        blockNumber,
        blockHash: log.blockHash,
        timestamp: block.timestamp,
        transactionHash: log.transactionHash,
        transactionFrom,
        transactionIndex: hexToNumber(log.transactionIndex),
        logIndex: hexToNumber(log.logIndex),
      },
      eventName: eventName ?? '',
      args,
      handlers,
    })
  }
  const rangeBlocks = new Map<bigint, RangeBlock>()
  for (const { number, hash, timestamp } of blocks.values()) {
    rangeBlocks.set(number, { number, hash, timestamp })
  }
  return { events, newChildren, blocks: rangeBlocks, logCount: sorted.length }
}
