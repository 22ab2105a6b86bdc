import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defineConfig } from 'vitest/config'
import { REACT_ON_PREACT } from './apps/web/scripts/reactOnPreact'

// graphql 16 ships CommonJS (main) and ESM (module) copies. Node loads the CommonJS one for
// everybody (mercurius, graphql-query-complexity, our code); Vite would pick the ESM one for our
// code, and two copies break graphql's instanceof checks. Tests use what production uses.
const graphqlCommonJs = createRequire(import.meta.url).resolve('graphql', {
  paths: [new URL('./packages/server', import.meta.url).pathname],
})

/** A package's ES module build (its `module` field). */
function esmBuild(name: string): string {
  const manifestPath = createRequire(import.meta.url).resolve(`${name}/package.json`)
  const { module } = JSON.parse(readFileSync(manifestPath, 'utf8')) as { module?: string }
  if (!module) throw new Error(`${name} names no ES module build`)
  return join(dirname(manifestPath), module)
}

// One runner for every unit-level suite; e2e runs separately under Playwright.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on the 2-core machines we
    // run on, so every file waited for the one before while the tests mostly wait on Anvil,
    // PostgreSQL and the server, not on the CPU.
    maxWorkers: 2,
    projects: [
      {
        // isolate: false here and for the server and web: a worker keeps its loaded modules from
        // one file to the next instead of importing the whole graph again for each (it halved
        // these projects' time). Their tests share no module state: each builds its own server,
        // database, chain and render, and restores what it stubs.
        test: { name: 'sdk', root: 'packages/sdk', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        test: {
          name: 'files',
          root: 'packages/files',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'contracts',
          include: ['test/**/*.test.ts'],
          // a deep run (TEST_DEEP=1, contracts/lib/propertyRuns.ts) runs ten times as long
          testTimeout: process.env.TEST_DEEP === '1' ? 1_200_000 : 120_000,
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
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCommonJs }] },
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // the benchmarks' own plumbing (how they report and exit), not the benchmarks themselves
        test: { name: 'bench', root: 'bench', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          // The components are tested on the renderer they ship with: Preact, through its React
          // API. Node would load the libraries that call React itself, and their `react` would be
          // React's; inlined (in their ES module builds, whose imports an alias reaches) they get
          // Preact too.
          alias: [
            ...REACT_ON_PREACT,
            { find: /^@testing-library\/react$/, replacement: esmBuild('@testing-library/react') },
            { find: /^react-router$/, replacement: esmBuild('react-router') },
          ],
          setupFiles: ['src/test/reactOnPreact.setup.ts'],
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /react-router/,
                /@tanstack\/react-query/,
                /react-i18next/,
                /react-markdown/,
                /wagmi/,
              ],
            },
          },
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          isolate: false,
        },
      },
    ],
  },
})
