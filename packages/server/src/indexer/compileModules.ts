import {
  type Abi,
  type AbiEvent,
  type Address,
  getAbiItem,
  type Hex,
  isAddress,
  toEventSelector,
} from 'viem'
import type { EventHandler, IndexerModule, LogSource } from './types'

/** One source with the handlers that want its events, by topic0. */
export type CompiledSource = {
  name: string
  abi: Abi
  handlers: Map<Hex, EventHandler[]>
  /** The abi item of each handled event, so decoding does not search the whole abi. */
  events: Map<Hex, AbiEvent>
}

/** A factory event announcing children of `source` (PairCreated announcing pairs). */
export type ChildAnnouncement = {
  source: CompiledSource
  event: AbiEvent
  topic: Hex
  parameter: string
}

/** Modules turned into lookups the loop uses for every log. */
export type CompiledModules = {
  /** Sources with fixed addresses, by lowercase address. */
  fixed: Map<Address, CompiledSource[]>
  /** Child announcements, by the factory's lowercase address. */
  factories: Map<Address, ChildAnnouncement[]>
  /** Factory-child sources by name. */
  childSources: Map<string, CompiledSource>
  /** topic0 of every event the loop asks the node for (handled events and announcements). */
  topics: Hex[]
}

export class InvalidModuleError extends Error {
  override name = 'InvalidModuleError'
}

function eventOf(abi: Abi, eventName: string, where: string): AbiEvent {
  const item = getAbiItem({ abi, name: eventName }) as AbiEvent | undefined
  if (item?.type !== 'event') {
    throw new InvalidModuleError(`${where}: the abi has no event '${eventName}'`)
  }
  return item
}

function lower(address: Address, where: string): Address {
  if (!isAddress(address, { strict: false })) {
    throw new InvalidModuleError(`${where}: '${address}' is not an address`)
  }
  return address.toLowerCase() as Address
}

function push<key, value>(map: Map<key, value[]>, key: key, value: value) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * Checks the modules (every handler names a known source and an event of its abi, no source
 * name twice) and indexes them by address and topic. Throws `InvalidModuleError` otherwise.
 */
export function compileModules(modules: readonly IndexerModule[]): CompiledModules {
  const sources = new Map<string, { source: LogSource; compiled: CompiledSource }>()
  for (const module of modules) {
    for (const source of module.sources) {
      if (sources.has(source.name)) {
        throw new InvalidModuleError(`Two log sources are named '${source.name}'`)
      }
      sources.set(source.name, {
        source,
        compiled: { name: source.name, abi: source.abi, handlers: new Map(), events: new Map() },
      })
    }
  }
  const topics = new Set<Hex>()
  for (const module of modules) {
    for (const handler of module.handlers) {
      const where = `module ${module.name}, handler ${handler.source}.${handler.eventName}`
      const entry = sources.get(handler.source)
      if (!entry) throw new InvalidModuleError(`${where}: no log source '${handler.source}'`)
      const event = eventOf(entry.compiled.abi, handler.eventName, where)
      const topic = toEventSelector(event)
      push(entry.compiled.handlers, topic, handler as EventHandler)
      entry.compiled.events.set(topic, event)
      topics.add(topic)
    }
  }

  const fixed = new Map<Address, CompiledSource[]>()
  const factories = new Map<Address, ChildAnnouncement[]>()
  const childSources = new Map<string, CompiledSource>()
  for (const { source, compiled } of sources.values()) {
    const where = `log source ${source.name}`
    if ('address' in source) {
      const addresses = typeof source.address === 'string' ? [source.address] : source.address
      for (const address of addresses) push(fixed, lower(address, where), compiled)
      continue
    }
    const { factory } = source
    const event = eventOf(factory.abi, factory.eventName, `${where} (factory)`)
    if (!event.inputs.some((input) => input.name === factory.parameter)) {
      throw new InvalidModuleError(
        `${where}: event ${factory.eventName} has no parameter '${factory.parameter}'`,
      )
    }
    const topic = toEventSelector(event)
    push(factories, lower(factory.address, where), {
      source: compiled,
      event,
      topic,
      parameter: factory.parameter,
    })
    childSources.set(source.name, compiled)
    topics.add(topic)
  }
  return { fixed, factories, childSources, topics: [...topics] }
}
