/**
 * Web bundle budget: the JavaScript a first visit to /swap loads (every script the page requests
 * until the network is idle, gzip-compressed as a server would send it) against the 250 kB
 * budget, and the page's Largest Contentful Paint in headless Chromium on loopback.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { repoRoot, startThrowawayWorld } from '../../scripts/world'
import { launchChromium } from './browser'

const BUDGET_KB = 250
const world = await startThrowawayWorld('ghost-bench-web-')
const browser = await launchChromium()
try {
  const page = await browser.newPage()
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
  })
  await page.goto(`${world.webUrl}/swap`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1 }).waitFor()
  // Evaluated in the page (browser types, not Node's): the last LCP candidate so far.
  const lcp = Number(
    await page.evaluate(`new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries()
        resolve(entries.length ? entries[entries.length - 1].startTime : 0)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      setTimeout(() => resolve(0), 3000)
    })`),
  )
  let rawBytes = 0
  let gzipBytes = 0
  const rows: string[] = []
  for (const path of [...scripts].sort()) {
    const file = readFileSync(join(repoRoot, 'apps/web/dist', path))
    const gz = gzipSync(file, { level: 6 }).length
    rawBytes += file.length
    gzipBytes += gz
    rows.push(
      `  ${path.padEnd(60)} ${(file.length / 1024).toFixed(1).padStart(8)} kB ${(gz / 1024).toFixed(1).padStart(8)} kB gzip`,
    )
  }
  console.log(`scripts loaded by a first visit to /swap (${scripts.size}):`)
  console.log(rows.join('\n'))
  const kb = gzipBytes / 1024
  console.log(
    `total: ${(rawBytes / 1024).toFixed(1)} kB raw, ${kb.toFixed(1)} kB gzip; LCP ${lcp.toFixed(0)} ms`,
  )
  console.log(
    `${kb.toFixed(1)} kB gzip initial JS for /swap, ${(kb / BUDGET_KB).toFixed(2)}x of the ${BUDGET_KB} kB budget (LCP ${lcp.toFixed(0)} ms, headless Chromium, loopback)`,
  )
} finally {
  await browser.close()
  await world.stop()
}
