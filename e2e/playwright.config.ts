import { defineConfig } from '@playwright/test'

/** Debian's Chromium; Playwright never downloads a browser here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  // A retry would start from the state the failed try left (one shared world): a failure is a
  // failure, and every spec owns what it changes (fixtures/accounts.ts).
  retries: 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // `npm test` (scripts/test.ts) reads the per-file times from it
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    // The app honours the browser's language; tests read English unless they switch.
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'main', testIgnore: /(squad-sale|lottery|prediction|ifo|auction)\.spec\.ts/ },
    // The squad sale advances the chain's clock by days (evm_increaseTime), which would expire
    // every other spec's deadlines and farms: it runs alone, after all of them.
    { name: 'squad-sale', testMatch: /squad-sale\.spec\.ts/, dependencies: ['main'] },
    // The lottery moves the clock half a day past its round's end for the keeper to draw it: it
    // runs alone too, after the squad sale (so neither moves the clock under the other).
    { name: 'lottery', testMatch: /lottery\.spec\.ts/, dependencies: ['squad-sale'] },
    // The prediction game moves the clock by rounds and past a round's buffer (the keeper then
    // restarts the rounds): last, alone too.
    { name: 'prediction', testMatch: /prediction\.spec\.ts/, dependencies: ['lottery'] },
    // The IFO spec moves the clock past its live sale's end (days): after the prediction game.
    { name: 'ifo', testMatch: /ifo\.spec\.ts/, dependencies: ['prediction'] },
    // The farm auction spec moves the clock past its own auction's end (a day): after the IFO.
    { name: 'auction', testMatch: /auction\.spec\.ts/, dependencies: ['ifo'] },
  ],
})
