import { defineConfig } from 'vitest/config'

// One runner for every unit-level suite; e2e runs separately under Playwright.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'sdk', root: 'packages/sdk', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'contracts',
          root: 'contracts',
          include: ['test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'devnet',
          root: 'packages/devnet',
          include: ['src/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'] } },
    ],
  },
})
