/**
 * Web bundle budget, route by route: for every screen of the app (the route list the e2e specs
 * share), the JavaScript a first visit loads (every script requested until the network is idle,
 * in a fresh browser context so nothing is cached, gzip-compressed as a server would send it)
 * against the budgets (200 kB on the heaviest route, 170 kB on /swap), beside the bytes the web server (apps/web/scripts/serve.ts) actually
 * sends for them to a browser that accepts `br, gzip` (on the wire), and /swap's Largest Contentful Paint in headless Chromium on loopback.
 * What the loaded scripts are made of comes from their source maps (`webModules.ts`): the parts
 * every route shares (the first-load chunk) and, per route, the largest parts beyond them, so the
 * report shows what to split next.
 * The NFT screens (`webNft.ts`) are held to the heaviest-route budget for their scripts and
 * stylesheets together, and a collection page of 1,000 items is scrolled top to bottom: at most 300 item
 * cards in the DOM at any time, and its LCP.
 */
import { readFileSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { ROUTES } from '../../e2e/fixtures/routes'
import { repoRoot, startThrowawayWorld } from '../../scripts/world'
import { launchChromium } from './browser'
import { runBench } from './report/runBench'
import { formatParts, type ModulePart, modulePartsOf, sumParts } from './webModules'
import {
  largestContentfulPaint,
  MAX_ITEM_NODES,
  nftRoutes,
  type ScrollRun,
  scrollCollection,
  startBenchCollection,
} from './webNft'

/** gzip kB of first-load JavaScript on any route (NFT screens: JavaScript and CSS together). */
const BUDGET_KB = 200
/** gzip kB of first-load JavaScript on /swap, the screen most visits start on. */
const SWAP_BUDGET_KB = 170
const distDir = join(repoRoot, 'apps/web/dist')

type RouteLoad = {
  route: string
  scripts: string[]
  gzipKb: number
  rawKb: number
  /** The scripts' bytes as serve.ts sends them to a browser accepting br and gzip. */
  wireKb: number
  /** Stylesheets the same visit loads, gzip. */
  cssGzipKb: number
  cssWireKb: number
  lcp: number
}

const gzipCache = new Map<string, { raw: number; gzip: number }>()
function sizeOf(path: string): { raw: number; gzip: number } {
  let size = gzipCache.get(path)
  if (!size) {
    const file = readFileSync(join(distDir, path))
    size = { raw: file.length, gzip: gzipSync(file, { level: 6 }).length }
    gzipCache.set(path, size)
  }
  return size
}

const wireCache = new Map<string, number>()
/** The body bytes serve.ts sends for `path` to a browser accepting br and gzip (not decoded). */
async function wireSizeOf(webUrl: string, path: string): Promise<number> {
  let size = wireCache.get(path)
  if (size === undefined) {
    size = await new Promise<number>((done, fail) => {
      get(`${webUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length
        })
        response.on('end', () =>
          response.statusCode === 200
            ? done(bytes)
            : fail(new Error(`${path}: ${response.statusCode}`)),
        )
        response.on('error', fail)
      }).on('error', fail)
    })
    wireCache.set(path, size)
  }
  return size
}

async function wireKbOf(webUrl: string, paths: Iterable<string>): Promise<number> {
  let total = 0
  for (const path of paths) total += await wireSizeOf(webUrl, path)
  return total / 1024
}

async function loadRoute(browser: Browser, webUrl: string, route: string): Promise<RouteLoad> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const scripts = new Set<string>()
    const styles = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
      if (request.resourceType() === 'stylesheet') styles.add(new URL(request.url()).pathname)
    })
    await page.goto(`${webUrl}${route}`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    const lcp = await largestContentfulPaint(page)
    const sorted = [...scripts].sort()
    const sizes = sorted.map(sizeOf)
    return {
      route,
      scripts: sorted,
      rawKb: sizes.reduce((sum, size) => sum + size.raw, 0) / 1024,
      gzipKb: sizes.reduce((sum, size) => sum + size.gzip, 0) / 1024,
      wireKb: await wireKbOf(webUrl, sorted),
      cssGzipKb: [...styles].map(sizeOf).reduce((sum, size) => sum + size.gzip, 0) / 1024,
      cssWireKb: await wireKbOf(webUrl, styles),
      lcp,
    }
  } finally {
    await context.close()
  }
}

const partsCache = new Map<string, ModulePart[]>()
function partsOf(path: string): ModulePart[] {
  let parts = partsCache.get(path)
  if (!parts) {
    parts = modulePartsOf(join(distDir, path))
    partsCache.set(path, parts)
  }
  return parts
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function printModules(loads: RouteLoad[]) {
  // The scripts every route loads: the first-load chunk and whatever else they all share.
  const [first, ...rest] = loads
  const shared = new Set(
    first?.scripts.filter((path) => rest.every((load) => load.scripts.includes(path))),
  )
  const sharedParts = sumParts([...shared].map(partsOf))
  const sharedGzip = [...shared].reduce((sum, path) => sum + sizeOf(path).gzip, 0)
  console.log(
    `largest parts of the scripts every route loads (${[...shared].join(', ')}: ${kb(sharedGzip)} kB gzip; each part gzipped on its own, kB):`,
  )
  for (const part of sharedParts.slice(0, 15)) {
    console.log(
      `  ${part.name.padEnd(48)} ${kb(part.rawBytes).padStart(7)} kB ${kb(part.gzipBytes).padStart(6)} kB gzip`,
    )
  }
  console.log('largest parts each route loads beyond those (gzip kB, each on its own):')
  for (const load of loads) {
    const own = sumParts(load.scripts.filter((path) => !shared.has(path)).map(partsOf))
    console.log(`  ${load.route.padEnd(60)} ${formatParts(own, 5) || '(nothing more)'}`)
  }
}

await runBench(async () => {
  const world = await startThrowawayWorld('ghost-bench-web-')
  const browser = await launchChromium()
  try {
    const loads: RouteLoad[] = []
    for (const route of ROUTES) loads.push(await loadRoute(browser, world.webUrl, route))
    const nftLoads: RouteLoad[] = []
    for (const route of nftRoutes(world))
      nftLoads.push(await loadRoute(browser, world.webUrl, route))
    const bench = await startBenchCollection(world)
    let scroll: ScrollRun
    try {
      scroll = await scrollCollection(browser, bench)
    } finally {
      await bench.stop()
    }

    const swap = loads.find((load) => load.route === '/swap')
    if (!swap) throw new Error('the route list has no /swap')
    console.log(`scripts loaded by a first visit to /swap (${swap.scripts.length}):`)
    for (const path of swap.scripts) {
      const { raw, gzip } = sizeOf(path)
      const wire = await wireSizeOf(world.webUrl, path)
      console.log(
        `  ${path.padEnd(60)} ${kb(raw).padStart(8)} kB ${kb(gzip).padStart(8)} kB gzip ${kb(wire).padStart(8)} kB on the wire`,
      )
    }
    printModules([...loads, ...nftLoads])
    console.log(
      `first-load JavaScript per route (budget ${BUDGET_KB} kB gzip, /swap ${SWAP_BUDGET_KB} kB; on the wire: as serve.ts sends it for Accept-Encoding: br, gzip):`,
    )
    for (const load of loads) {
      const budget = load === swap ? SWAP_BUDGET_KB : BUDGET_KB
      const over = load.gzipKb > budget ? '  OVER BUDGET' : ''
      console.log(
        `  ${load.route.padEnd(60)} ${String(load.scripts.length).padStart(3)} scripts ${load.rawKb.toFixed(1).padStart(8)} kB ${load.gzipKb.toFixed(1).padStart(7)} kB gzip ${load.wireKb.toFixed(1).padStart(7)} kB on the wire${over}`,
      )
    }
    console.log(`NFT screens, first-load JavaScript + CSS (budget ${BUDGET_KB} kB gzip):`)
    const nftTotal = (load: RouteLoad) => load.gzipKb + load.cssGzipKb
    for (const load of nftLoads) {
      const over = nftTotal(load) > BUDGET_KB ? '  OVER BUDGET' : ''
      console.log(
        `  ${load.route.padEnd(60)} ${load.gzipKb.toFixed(1).padStart(7)} kB JS + ${load.cssGzipKb.toFixed(1).padStart(5)} kB CSS = ${nftTotal(load).toFixed(1).padStart(7)} kB gzip, ${(load.wireKb + load.cssWireKb).toFixed(1).padStart(7)} kB on the wire (LCP ${load.lcp.toFixed(0)} ms)${over}`,
      )
    }
    const scrolledAll = scroll.distinctItems >= bench.tokens
    const tooMany = scroll.maxItemNodes >= MAX_ITEM_NODES
    console.log(
      `collection page of ${bench.tokens.toLocaleString('en-US')} items: LCP ${scroll.lcp.toFixed(0)} ms; scrolled top to bottom in ${scroll.steps} steps (${scroll.seconds.toFixed(1)} s), ${scroll.distinctItems.toLocaleString('en-US')} distinct items shown${scrolledAll ? '' : ' (NOT ALL)'}; at most ${scroll.maxItemNodes} item nodes in the DOM (limit < ${MAX_ITEM_NODES})${tooMany ? '  OVER LIMIT' : ''}`,
    )
    const worst = loads.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a))
    const worstNft = nftLoads.reduce((a, b) => (nftTotal(b) > nftTotal(a) ? b : a))
    const info = loads.find((load) => load.route === '/info')
    const route = (path: string) => (path.length > 24 ? `${path.slice(0, 22)}…` : path)
    return {
      headline: `${worst.gzipKb.toFixed(1)} kB gzip initial JS on the heaviest of ${loads.length} routes (${route(worst.route)}; budget ${BUDGET_KB} kB), /swap ${swap.gzipKb.toFixed(1)} kB (budget ${SWAP_BUDGET_KB} kB; LCP ${swap.lcp.toFixed(0)} ms), /info ${info ? `${info.gzipKb.toFixed(1)} kB` : 'not measured'}; ${worst.wireKb.toFixed(1)} kB on the wire as served (br) (headless Chromium, loopback)`,
      targets: [
        {
          label: `heaviest route ${route(worst.route)}: ${worst.gzipKb.toFixed(1)} kB gzip first-load JS (budget <= ${BUDGET_KB} kB)`,
          met: worst.gzipKb <= BUDGET_KB,
        },
        {
          label: `/swap: ${swap.gzipKb.toFixed(1)} kB gzip first-load JS (budget <= ${SWAP_BUDGET_KB} kB)`,
          met: swap.gzipKb <= SWAP_BUDGET_KB,
        },
        {
          label: `heaviest NFT screen ${route(worstNft.route)}: ${nftTotal(worstNft).toFixed(1)} kB gzip JS + CSS (budget <= ${BUDGET_KB} kB)`,
          met: nftTotal(worstNft) <= BUDGET_KB,
        },
        {
          label: `collection of ${bench.tokens} items: all ${scroll.distinctItems} shown, at most ${scroll.maxItemNodes} item nodes (limit < ${MAX_ITEM_NODES})`,
          met: scrolledAll && !tooMany,
        },
      ],
    }
  } finally {
    await browser.close()
    await world.stop()
  }
})
