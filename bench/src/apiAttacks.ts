/**
 * GraphQL attacks against a server in-process on loopback over PGlite holding a generated month
 * of DEX history (issue 27): a 64 kB flood of `aN: bundle(id:"1"){bnbPrice}` aliases and a chain
 * of named fragments 82 levels deep, each sent alone (both must be 400 before anything runs),
 * and `/v1/1337/status` sampled while 16 floods are sent in parallel without pause, against the
 * same samples taken idle. Prints each figure and, last, the ratio of /status's worst latency
 * under the floods to its worst idle (targets, each a runBench target: each attack refused within
 * 50 ms, /status within 200 ms under the floods).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { startAnvil } from '@ghost/contracts/anvil'
import { createServer } from '@ghost/server'
import { openBenchDatabase } from './api/benchDatabase'
import { generateDexHistory } from './api/generateDexHistory'
import { runBench } from './report/runBench'

const FLOODERS = 16
const FLOOD_MS = Number(process.env.BENCH_ATTACK_MS ?? 5_000)
const SAMPLES = 60
const ATTACK_TARGET_MS = 50
const STATUS_TARGET_MS = 200
/** The route's body limit: the largest flood a client can send. */
const BODY_BYTES = 64 * 1024

function aliasFlood(): string {
  const parts: string[] = []
  let size = JSON.stringify({ query: '{  }' }).length
  for (let index = 1; ; index += 1) {
    const part = `a${index}: bundle(id:"1"){bnbPrice} `
    // measured as JSON: the quotes are escaped in the body
    const length = JSON.stringify(part).length - 2
    if (size + length > BODY_BYTES) break
    size += length
    parts.push(part)
  }
  return `{ ${parts.join('')} }`
}

/** `User → buyTradeHistory → buyer → User`, two levels per fragment: 40 of them are depth 82. */
function fragmentChain(fragments: number): string {
  const user = `0x${'d'.repeat(40)}`
  const chain = Array.from(
    { length: fragments },
    (_, index) =>
      `fragment U${index} on User { buyTradeHistory(first: 1) { buyer { ...U${index + 1} } } }`,
  )
  return `{ user(id: "${user}") { ...U0 } } ${chain.join(' ')} fragment U${fragments} on User { id }`
}

type Timing = { median: number; max: number }

function summarize(values: number[]): Timing {
  const sorted = [...values].sort((a, b) => a - b)
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

await runBench(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-bench-attacks-'))
  const anvil = await startAnvil()
  // no rate limit: the attacks come from one address here, and the limit is not what is measured
  const { config, database } = await openBenchDatabase(dir, anvil.url)
  try {
    const history = await generateDexHistory(database.db, {
      tokens: 20,
      pairs: 60,
      days: 30,
      swapsPerPair: 120,
    })
    console.log(`generated ${history.rows.toLocaleString('en-US')} rows of DEX history`)
    const app = await createServer({ config, database })
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 })
      const graphqlUrl = `${base}/v1/1337/graphql`
      const statusUrl = `${base}/v1/1337/status`
      const flood = JSON.stringify({ query: aliasFlood() })
      const deep = JSON.stringify({ query: fragmentChain(40) })

      /** One request's status and milliseconds; the body is read, as a client would. */
      async function timed(url: string, body?: string): Promise<{ status: number; ms: number }> {
        const start = performance.now()
        const response = await fetch(url, {
          method: body === undefined ? 'GET' : 'POST',
          headers: body === undefined ? undefined : { 'content-type': 'application/json' },
          body,
        })
        await response.arrayBuffer()
        return { status: response.status, ms: performance.now() - start }
      }

      async function attack(name: string, body: string): Promise<Timing> {
        const times: number[] = []
        for (let i = 0; i < SAMPLES; i += 1) {
          const { status, ms: elapsed } = await timed(graphqlUrl, body)
          if (status !== 400) throw new Error(`${name}: answered ${status}, not 400`)
          times.push(elapsed)
        }
        const timing = summarize(times)
        console.log(
          `${name} (${(body.length / 1024).toFixed(0)} kB): 400 in ${ms(timing.median)} median, ${ms(timing.max)} max (${SAMPLES} sent one by one)`,
        )
        return timing
      }

      async function sampleStatus(until: () => boolean): Promise<Timing> {
        const times: number[] = []
        while (times.length < SAMPLES || !until()) {
          const { status, ms: elapsed } = await timed(statusUrl)
          if (status !== 200) throw new Error(`/status answered ${status}`)
          times.push(elapsed)
          if (times.length >= SAMPLES && until()) break
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        return summarize(times)
      }

      // warm up both paths so neither pays for the first compile
      for (let i = 0; i < 10; i += 1) {
        await timed(statusUrl)
        await timed(graphqlUrl, flood)
      }
      const floodTiming = await attack('alias flood', flood)
      const depthTiming = await attack('fragment depth 82', deep)
      const idle = await sampleStatus(() => true)
      console.log(`/status idle: ${ms(idle.median)} median, ${ms(idle.max)} max`)

      let floods = 0
      const stopAt = performance.now() + FLOOD_MS
      const flooding = Array.from({ length: FLOODERS }, async () => {
        while (performance.now() < stopAt) {
          const { status } = await timed(graphqlUrl, flood)
          if (status !== 400) throw new Error(`a flood answered ${status}, not 400`)
          floods += 1
        }
      })
      const loaded = await sampleStatus(() => performance.now() >= stopAt)
      await Promise.all(flooding)
      console.log(
        `/status under ${FLOODERS} parallel floods (${floods.toLocaleString('en-US')} refused in ${(FLOOD_MS / 1000).toFixed(0)} s): ${ms(loaded.median)} median, ${ms(loaded.max)} max`,
      )
      const met = (value: number, target: number) => (value < target ? 'met' : 'MISSED')
      return {
        headline: `${(loaded.max / idle.max).toFixed(1)}x /status worst latency under ${FLOODERS} parallel 64 kB alias floods vs idle (${ms(loaded.max)} vs ${ms(idle.max)}, target < ${STATUS_TARGET_MS} ms: ${met(loaded.max, STATUS_TARGET_MS)}; flood 400 in ${ms(floodTiming.max)} max, fragment depth 82 400 in ${ms(depthTiming.max)} max, target < ${ATTACK_TARGET_MS} ms: ${met(Math.max(floodTiming.max, depthTiming.max), ATTACK_TARGET_MS)}; loopback, PGlite)`,
        targets: [
          {
            label: `${ms(floodTiming.max)} max for the 64 kB alias flood's 400 (target < ${ATTACK_TARGET_MS} ms)`,
            met: floodTiming.max < ATTACK_TARGET_MS,
          },
          {
            label: `${ms(depthTiming.max)} max for the fragment depth 82's 400 (target < ${ATTACK_TARGET_MS} ms)`,
            met: depthTiming.max < ATTACK_TARGET_MS,
          },
          {
            label: `${ms(loaded.max)} worst /status under ${FLOODERS} parallel floods (target < ${STATUS_TARGET_MS} ms)`,
            met: loaded.max < STATUS_TARGET_MS,
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
