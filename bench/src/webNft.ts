/**
 * The NFT part of `npm run bench:web`: which NFT screens to load (beside the e2e route list, a
 * real collection, item and profile of the world), and a collection page of 1,000 items scrolled
 * from top to bottom. The 1,000 items are generated straight into the tables of a second server
 * (in-process, its own PGlite, the world's chain and file store) that a second web server points
 * the app at, since the world's own server owns its database.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devAccount } from '@ghost/contracts/anvil'
import { getNftContracts, parseManifest } from '@ghost/contracts/manifest'
import { createServer, loadConfig, migrateToLatest, openDatabase } from '@ghost/server'
import type { Browser, Page } from 'playwright-core'
import { repoRoot, type World } from '../../scripts/world'
import { generateNftCollection } from './api/generateNftCollection'

/** The DOM may hold at most this many item cards at once while the 1,000-item grid scrolls. */
export const MAX_ITEM_NODES = 300

/**
 * Every NFT screen with real data behind it: the overview, the collections, Ghost Squad's
 * collection page and its token 1, my page and create page (no wallet), and account 10's
 * profile (a seeded profile with an avatar).
 */
export function nftRoutes(world: Pick<World, 'manifestPath'>): string[] {
  const manifest = parseManifest(JSON.parse(readFileSync(world.manifestPath, 'utf8')))
  const nft = getNftContracts(manifest)
  if (!nft) throw new Error('the world has no NFT market')
  return [
    '/nfts',
    '/nfts/collections',
    `/nfts/collections/${nft.GhostSquad}`,
    `/nfts/collections/${nft.GhostSquad}/1`,
    '/nfts/mypage',
    '/nfts/createnft',
    `/nfts/profile/${devAccount(10).address}`,
  ]
}

export type BenchCollection = {
  /** The web app, served against the server that holds the generated collection. */
  webUrl: string
  /** The collection page's path. */
  route: string
  address: string
  tokens: number
  stop(): Promise<void>
}

/** A server holding a generated collection of `tokens` items and a web server pointing at it. */
export async function startBenchCollection(world: World, tokens = 1000): Promise<BenchCollection> {
  const { serveWeb } = await import('@ghost/web/serve')
  const manifest = parseManifest(JSON.parse(readFileSync(world.manifestPath, 'utf8')))
  const dir = mkdtempSync(join(tmpdir(), 'ghost-bench-web-nft-'))
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', GRAPHQL_RATE_LIMIT: '0' }),
    database: { kind: 'pglite' as const, dataDir: join(dir, 'pglite') },
    rpcUrl: world.chainUrl,
    manifestPath: world.manifestPath,
    filesDir: world.filesDir,
  }
  const database = await openDatabase(config)
  const stops: (() => Promise<unknown>)[] = [
    async () => rmSync(dir, { recursive: true, force: true }),
    () => database.close(),
  ]
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {})
  }
  try {
    await migrateToLatest(database.db)
    const unminted = 5
    const collection = await generateNftCollection(database.db, {
      tokens: tokens - unminted,
      unminted,
    })
    const app = await createServer({ config, database })
    stops.push(() => app.close())
    const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 })
    const web = await serveWeb({
      port: 0,
      distDir: join(repoRoot, 'apps/web/dist'),
      config: { chainId: manifest.chainId, rpcUrl: world.chainUrl, apiUrl, manifest },
    })
    stops.push(() => web.close())
    return {
      webUrl: web.url,
      route: `/nfts/collections/${collection.address}`,
      address: collection.address,
      tokens: collection.tokens,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The page's Largest Contentful Paint so far, in ms since navigation (0 if none within 3 s). */
export async function largestContentfulPaint(page: Page): Promise<number> {
  // Evaluated in the page (browser types, not Node's): the last LCP candidate so far.
  return Number(
    await page.evaluate(`new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries()
        resolve(entries.length ? entries[entries.length - 1].startTime : 0)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      setTimeout(() => resolve(0), 3000)
    })`),
  )
}

export type ScrollRun = {
  lcp: number
  steps: number
  /** The most item cards the DOM held at any step. */
  maxItemNodes: number
  /** Distinct items shown over the whole scroll (all of them when it reached the bottom). */
  distinctItems: number
  seconds: number
}

/**
 * Opens the collection page in a fresh context (390 × 844 would show fewer cards; a desktop
 * window shows more, the harder case), then scrolls with the mouse wheel, a viewport at a time,
 * until nothing new appears for several steps. An item card is a link to its item page; at
 * every step the bench counts those in the DOM and notes which items it has seen.
 */
export async function scrollCollection(
  browser: Browser,
  collection: BenchCollection,
): Promise<ScrollRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    const started = Date.now()
    await page.goto(`${collection.webUrl}${collection.route}`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    const lcp = await largestContentfulPaint(page)
    const path = `/nfts/collections/${collection.address}/`
    const cards = page.locator(`main a[href*="${path}" i]`)
    await cards.first().waitFor({ timeout: 30_000 })

    const seen = new Set<string>()
    let maxItemNodes = 0
    let steps = 0
    let idleSteps = 0
    await page.mouse.move(640, 600)
    while (idleSteps < 12 && steps < 2000) {
      const hrefs = await cards.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      )
      maxItemNodes = Math.max(maxItemNodes, hrefs.length)
      const before = seen.size
      for (const href of hrefs) seen.add(href.toLowerCase())
      idleSteps = seen.size > before ? 0 : idleSteps + 1
      await page.mouse.wheel(0, 700)
      // A step's worth of time for the grid to render and the next page (100 items) to arrive.
      await page.waitForTimeout(idleSteps > 0 ? 250 : 80)
      steps++
    }
    return {
      lcp,
      steps,
      maxItemNodes,
      distinctItems: seen.size,
      seconds: (Date.now() - started) / 1000,
    }
  } finally {
    await context.close()
  }
}
