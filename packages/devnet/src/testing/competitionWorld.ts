/**
 * What the trading competition's tests share (competitionKeeper.test, admin/competition.test):
 * registrants (their profiles from ./profiles) on a deployed world, the owner's phase calls, router trades, the
 * Swap events of the DEX as the server's index would list them, and a stand-in for the API
 * server answering what the test puts in it (as admin/voting.test serves the voting API).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ghostPairAbi, ghostRouterAbi, ghostTradingCompetitionAbi } from '@ghost/contracts'
import { getCompetitionContracts } from '@ghost/contracts/manifest'
import { type Address, getAddress } from 'viem'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { write } from '../chainWriter'
import { devWriter } from '../startDevnet'
import type { LocalWorld } from './localWorld'

export function competitionOf(world: LocalWorld): Address {
  const contracts = getCompetitionContracts(world.manifest)
  if (!contracts) throw new Error('no trading competition in the manifest')
  return contracts.TradingCompetition
}

export async function register(world: LocalWorld, index: number, id: bigint) {
  await write(devWriter(world.anvil.url, index), {
    address: competitionOf(world),
    abi: ghostTradingCompetitionAbi,
    functionName: 'register',
    args: [id],
  })
}

/** The owner's (account 0's) phase call on competition `id`. */
export async function ownerCall(
  world: LocalWorld,
  functionName: 'startLive' | 'endLive' | 'cancel',
  id: bigint,
) {
  await write(devWriter(world.anvil.url, 0), {
    address: competitionOf(world),
    abi: ghostTradingCompetitionAbi,
    functionName,
    args: [id],
  })
}

/** `index` sells `bnb` for USDT through the router (the BNB-USDT pair). */
export async function sellBnb(world: LocalWorld, index: number, bnb: bigint) {
  const user = devWriter(world.anvil.url, index)
  const { WBNB, Router } = world.manifest.contracts
  await write(user, {
    address: Router,
    abi: ghostRouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [WBNB, world.manifest.tokens.USDT], user.account.address, 2n ** 40n],
    value: bnb,
  })
}

/** A swap as the index lists it, valued by the test's own rule (the USDT that changed hands). */
export type SwapRow = {
  id: string
  from: string
  sender: string
  timestamp: bigint
  pair: string
  usdtAmount: bigint
}

/**
 * Every Swap of the BNB-USDT pair so far, with its transaction's sender and block time, and the
 * USDT that went in or out of the pair (USDT is worth $1 to the test).
 */
export async function readBnbUsdtSwaps(world: LocalWorld): Promise<SwapRow[]> {
  const pair = world.manifest.pairs?.['BNB-USDT']
  if (!pair) throw new Error('no BNB-USDT pair')
  const { client } = world
  const usdtIsToken0 =
    getAddress(
      await client.readContract({ address: pair, abi: ghostPairAbi, functionName: 'token0' }),
    ) === world.manifest.tokens.USDT
  const events = await client.getContractEvents({
    address: pair,
    abi: ghostPairAbi,
    eventName: 'Swap',
    fromBlock: 0n,
  })
  return Promise.all(
    events.map(async (event) => {
      const [transaction, block] = await Promise.all([
        client.getTransaction({ hash: event.transactionHash }),
        client.getBlock({ blockNumber: event.blockNumber }),
      ])
      const {
        amount0In = 0n,
        amount1In = 0n,
        amount0Out = 0n,
        amount1Out = 0n,
        sender,
      } = event.args
      return {
        id: `${event.transactionHash}-${event.logIndex}`,
        from: transaction.from.toLowerCase(),
        sender: String(sender).toLowerCase(),
        timestamp: block.timestamp,
        pair: pair.toLowerCase(),
        usdtAmount: usdtIsToken0 ? amount0In + amount0Out : amount1In + amount1Out,
      }
    }),
  )
}

/** What the stand-in answers: a status and a JSON body. */
export type ServedAnswer = { status: number; body: unknown }

export type ServedApi = {
  url: string
  /** The answer to `GET path`; unset paths answer 404. */
  answers: Map<string, ServedAnswer>
  /** Answers `POST /v1/1337/graphql` from the query text; unset answers 404. */
  graphql?: ((query: string) => unknown) | undefined
  /** Every request, `METHOD path`, in order. */
  requests: string[]
  close(): Promise<void>
}

/** Starts the stand-in on a free loopback port. */
export async function serveApi(): Promise<ServedApi> {
  const api: Omit<ServedApi, 'url' | 'close'> = { answers: new Map(), requests: [] }
  const reply = (response: ServerResponse, { status, body }: ServedAnswer) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/'
    api.requests.push(`${request.method} ${path}`)
    if (request.method === 'POST') {
      let text = ''
      request.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8')
      })
      request.on('end', () => {
        const answer =
          api.graphql && path.endsWith('/graphql')
            ? {
                status: 200,
                body: { data: api.graphql((JSON.parse(text) as { query: string }).query) },
              }
            : { status: 404, body: { message: 'Not found' } }
        reply(response, answer)
      })
      return
    }
    reply(response, api.answers.get(path) ?? { status: 404, body: { message: `No route ${path}` } })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()))
  const { port } = server.address() as AddressInfo
  return Object.assign(api, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  })
}

/**
 * Registers, in the current file, the hooks that start the stand-in before its tests, forget what
 * each test put in it (answers, requests, GraphQL) before the next, and stop it afterwards.
 */
export function setUpServedApi(): ServedApi {
  let served: ServedApi | undefined
  const current = () => {
    if (!served) throw new Error('the stand-in starts in beforeAll: use it inside a test or a hook')
    return served
  }
  beforeAll(async () => {
    served = await serveApi()
  })
  afterAll(async () => {
    await served?.close()
  })
  beforeEach(() => {
    const api = current()
    api.answers.clear()
    api.requests.length = 0
    api.graphql = undefined
  })
  return {
    get url() {
      return current().url
    },
    get answers() {
      return current().answers
    },
    get requests() {
      return current().requests
    },
    get graphql() {
      return current().graphql
    },
    set graphql(answer) {
      current().graphql = answer
    },
    close: () => current().close(),
  }
}
