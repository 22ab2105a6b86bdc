/**
 * API throughput: a server in-process on loopback over PGlite holding a generated month of DEX
 * history (60 pairs × 30 days, their swaps and rollups) and an NFT collection of 1,000 tokens,
 * loaded with autocannon: /health, the Info home's top-pairs query, a token page query, and the
 * market API's page of a collection's tokens, and the newest reward events (issue 16, 30,000
 * events), one after the other in the same run. Prints
 * requests/s and p99 for each and their ratio to /health (target ≥ 0.25, each a runBench target);
 * the last line is the collection tokens page's.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAnvil } from '@ghost/contracts/anvil'
import { createServer } from '@ghost/server'
import autocannon from 'autocannon'
import { openBenchDatabase } from './api/benchDatabase'
import { generateDexHistory } from './api/generateDexHistory'
import { generateNftCollection } from './api/generateNftCollection'
import { generateRewardHistory } from './api/generateRewardHistory'
import { runBench } from './report/runBench'

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10)
const CONNECTIONS = 10
const TARGET_RATIO = 0.25

const TOP_PAIRS = `{
  pairs(first: 10, orderBy: reserveUSD, orderDirection: desc) {
    id reserveUSD volumeUSD reserve0 reserve1 token0Price token1Price txCount
    token0 { id symbol name derivedBNB }
    token1 { id symbol name derivedBNB }
  }
}`

const TOKEN_PAGE = `query TokenPage($id: ID!, $token: String!) {
  token(id: $id) { id symbol name decimals derivedBNB tradeVolumeUSD totalLiquidity txCount }
  tokenDayDatas(first: 30, orderBy: date, orderDirection: desc, where: { token: $token }) {
    date priceUSD dailyVolumeUSD totalLiquidityUSD open high low close
  }
  pairs0: pairs(first: 10, orderBy: reserveUSD, orderDirection: desc, where: { token0: $token }) {
    id reserveUSD volumeUSD token0 { symbol } token1 { symbol }
  }
  pairs1: pairs(first: 10, orderBy: reserveUSD, orderDirection: desc, where: { token1: $token }) {
    id reserveUSD volumeUSD token0 { symbol } token1 { symbol }
  }
  bundle(id: "1") { bnbPrice }
}`

type Measured = { name: string; rps: number; p99: number; requests: number }

async function load(name: string, options: autocannon.Options): Promise<Measured> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options })
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    )
  }
  const measured = {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
  }
  console.log(
    `${name.padEnd(10)} ${Math.round(measured.rps).toLocaleString('en-US').padStart(8)} req/s  p99 ${measured.p99} ms  (${measured.requests.toLocaleString('en-US')} requests)`,
  )
  return measured
}

await runBench(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-bench-api-'))
  // A live node, so /health does its real work (a database query and eth_blockNumber).
  const anvil = await startAnvil()
  const { config, database } = await openBenchDatabase(dir, anvil.url)
  try {
    const started = Date.now()
    const history = await generateDexHistory(database.db, {
      tokens: 20,
      pairs: 60,
      days: 30,
      swapsPerPair: 120,
    })
    const collection = await generateNftCollection(database.db, { tokens: 995, unminted: 5 })
    const rewards = await generateRewardHistory(database.db, { events: 30_000, holders: 1_000 })
    console.log(
      `generated ${history.rows.toLocaleString('en-US')} rows (60 pairs × 30 days) and a collection of ${collection.tokens.toLocaleString('en-US')} tokens in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    const app = await createServer({ config, database })
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 })
      const graphql = (query: string, variables?: object): autocannon.Options => ({
        url: `${base}/v1/1337/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      })
      const token = history.busiestToken
      const tokenPage = graphql(TOKEN_PAGE, { id: token, token })
      // Check the answers once before loading: a bench of error or empty answers measures nothing.
      for (const [name, options, lists] of [
        ['top pairs', graphql(TOP_PAIRS), { pairs: 10 }],
        ['token page', tokenPage, { tokenDayDatas: 30, pairs0: 1 }],
      ] as const) {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: options.body as string,
        })
        const answer = (await response.json()) as {
          data?: Record<string, unknown[] | undefined>
          errors?: unknown
        }
        const short = Object.entries(lists).filter(
          ([key, length]) => (answer.data?.[key]?.length ?? 0) < length,
        )
        if (!response.ok || answer.errors || short.length > 0) {
          throw new Error(`${name} query failed: ${JSON.stringify(answer).slice(0, 500)}`)
        }
      }
      const tokensUrl = `${base}/v1/1337/collections/${collection.address}/tokens?page=1&size=100`
      const tokensAnswer = await fetch(tokensUrl)
      const tokensBody = (await tokensAnswer.json()) as { data?: unknown[]; total?: number }
      if (!tokensAnswer.ok || tokensBody.data?.length !== 100 || tokensBody.total !== 1000) {
        throw new Error(`collection tokens failed: ${JSON.stringify(tokensBody).slice(0, 500)}`)
      }
      // A user's newest events of one programme: the rewards screen's history.
      const rewardsUrl = `${base}/v1/1337/rewards/events?programme=${rewards.programme}&first=50`
      const rewardsAnswer = await fetch(rewardsUrl)
      const rewardsBody = (await rewardsAnswer.json()) as { data?: unknown[] }
      if (!rewardsAnswer.ok || rewardsBody.data?.length !== 50) {
        throw new Error(`reward events failed: ${JSON.stringify(rewardsBody).slice(0, 500)}`)
      }
      console.log(`autocannon: ${SECONDS} s each, ${CONNECTIONS} connections, ${base}`)
      const health = await load('/health', { url: `${base}/health` })
      const top = await load('top pairs', graphql(TOP_PAIRS))
      const page = await load('token page', tokenPage)
      const tokens = await load('tokens', { url: tokensUrl })
      const rewardEvents = await load('rewards', { url: rewardsUrl })
      const ratio = Math.min(top.rps, page.rps) / health.rps
      const describe = (measured: Measured) =>
        `${measured.name} ${Math.round(measured.rps).toLocaleString('en-US')} req/s p99 ${measured.p99} ms, ${(measured.rps / health.rps).toFixed(2)}x`
      const rewardsRatio = rewardEvents.rps / health.rps
      const tokensRatio = tokens.rps / health.rps
      console.log(
        `${ratio.toFixed(2)}x of /health requests/s (${describe(top)}; ${describe(page)}; /health ${Math.round(health.rps).toLocaleString('en-US')} req/s p99 ${health.p99} ms; target ≥ ${TARGET_RATIO}x; autocannon ${SECONDS} s, ${CONNECTIONS} connections, loopback, PGlite)`,
      )
      console.log(
        `${rewardsRatio.toFixed(2)}x of /health for reward events (${rewards.events.toLocaleString('en-US')} events, newest 50 of a programme): GET /v1/1337/rewards/events?programme=…&first=50 ${Math.round(rewardEvents.rps).toLocaleString('en-US')} req/s p99 ${rewardEvents.p99} ms; target ≥ ${TARGET_RATIO}x`,
      )
      return {
        headline: `${tokensRatio.toFixed(2)}x of /health for collection tokens (1,000 tokens, page of 100): GET /v1/1337/collections/{address}/tokens?page=1&size=100 ${Math.round(tokens.rps).toLocaleString('en-US')} req/s p99 ${tokens.p99} ms; /health ${Math.round(health.rps).toLocaleString('en-US')} req/s p99 ${health.p99} ms; target ≥ ${TARGET_RATIO}x; autocannon ${SECONDS} s, ${CONNECTIONS} connections, loopback, PGlite`,
        targets: [
          {
            label: `${ratio.toFixed(2)}x of /health requests/s for the slower of top pairs and token page (target ≥ ${TARGET_RATIO}x)`,
            met: ratio >= TARGET_RATIO,
          },
          {
            label: `${rewardsRatio.toFixed(2)}x of /health requests/s for reward events (target ≥ ${TARGET_RATIO}x)`,
            met: rewardsRatio >= TARGET_RATIO,
          },
          {
            label: `${tokensRatio.toFixed(2)}x of /health requests/s for collection tokens (target ≥ ${TARGET_RATIO}x)`,
            met: tokensRatio >= TARGET_RATIO,
          },
        ],
      }
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    await anvil.stop()
    rmSync(dir, { recursive: true, force: true })
  }
})
