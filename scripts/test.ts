/**
 * `npm test`: every stage in turn (lint, typecheck, each vitest project, e2e), each one's time,
 * then the slowest test files and the totals. A failed stage does not stop the later ones, so one
 * run names every failure; the exit code is non-zero if any stage failed.
 *
 * `npm test -- --only=web,e2e` runs some stages; TEST_DEEP=1 (`npm run test:deep`) gives the
 * property tests their long runs (see README, "Tests").
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { repoRoot } from './world'

const RESULTS = join(repoRoot, 'test-results', 'timing')
const VITEST_PROJECTS = ['sdk', 'files', 'bench', 'contracts', 'devnet', 'server', 'web'] as const

type Stage = { name: string; command: string[]; env?: Record<string, string>; report?: string }

const stages: Stage[] = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  ...VITEST_PROJECTS.map((project) => {
    const report = join(RESULTS, `vitest-${project}.json`)
    return {
      name: project,
      command: [
        'npx',
        'vitest',
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      report,
    }
  }),
  {
    name: 'e2e',
    command: ['npm', 'run', 'test', '-w', '@ghost/e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(RESULTS, 'e2e.json') },
    report: join(RESULTS, 'e2e.json'),
  },
]

type FileTime = { file: string; seconds: number }
type Counts = { passed: number; failed: number; skipped: number }
/** A failed test, named at the end of the run: CI logs are often read from the tail only. */
type Failure = { file: string; test: string; message: string }
type StageReport = { files: FileTime[]; counts: Counts; failures: Failure[] }

/** The first lines of a failure, without colour codes: enough to see which assertion and seed. */
function firstLines(message: string | undefined): string {
  return stripVTControlCharacters(message ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s*at .*(node_modules|<anonymous>)/.test(line))
    .slice(0, 8)
    .join('\n      ')
}

/** Vitest's JSON report: one entry per file with its start and end. */
function readVitest(path: string): StageReport {
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    testResults: {
      name: string
      startTime: number
      endTime: number
      status: string
      message?: string
      assertionResults: { status: string; fullName: string; failureMessages?: string[] }[]
    }[]
  }
  // A file that failed outside its tests (a hook, an import) fails none of them: its tests are
  // reported skipped, so it counts as one failure of its own rather than vanish from the total.
  const brokenFiles = report.testResults.filter(
    (result) =>
      result.status === 'failed' &&
      !result.assertionResults.some((assertion) => assertion.status === 'failed'),
  )
  const failures: Failure[] = report.testResults.flatMap((result) => {
    const file = relative(repoRoot, result.name)
    if (brokenFiles.includes(result)) {
      return [{ file, test: '(the file itself)', message: firstLines(result.message) }]
    }
    return result.assertionResults
      .filter((assertion) => assertion.status === 'failed')
      .map((assertion) => ({
        file,
        test: assertion.fullName,
        message: firstLines(assertion.failureMessages?.[0]),
      }))
  })
  return {
    failures,
    files: report.testResults.map((result) => ({
      file: relative(repoRoot, result.name),
      seconds: (result.endTime - result.startTime) / 1000,
    })),
    counts: {
      passed: report.numPassedTests,
      failed: report.numFailedTests + brokenFiles.length,
      skipped: report.numPendingTests + report.numTodoTests,
    },
  }
}

type PlaywrightSuite = {
  file: string
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    tests: {
      results: { duration: number; status: string; error?: { message?: string } }[]
      status: string
    }[]
  }[]
}

/** Playwright's JSON report: a file's time is the sum of its tests' (two run side by side). */
function readPlaywright(path: string): StageReport {
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    suites: PlaywrightSuite[]
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  }
  const totals = new Map<string, number>()
  const failures: Failure[] = []
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        // 'unexpected' failed every try, 'flaky' passed on a retry: both count as failures
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const failed = test.results.find((result) => result.status !== 'passed')
          failures.push({
            file: `e2e/tests/${suite.file}`,
            test: `${spec.title}${test.status === 'flaky' ? ' (passed on a retry)' : ''}`,
            message: firstLines(failed?.error?.message),
          })
        }
        for (const result of test.results) {
          totals.set(suite.file, (totals.get(suite.file) ?? 0) + result.duration / 1000)
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites) walk(suite)
  return {
    failures,
    files: [...totals].map(([file, seconds]) => ({ file: `e2e/tests/${file}`, seconds })),
    counts: {
      passed: report.stats.expected,
      // a flaky test passed only on a retry: it counts as a failure here
      failed: report.stats.unexpected + report.stats.flaky,
      skipped: report.stats.skipped,
    },
  }
}

function selectedStages(): Stage[] {
  const only = process.argv.find((argument) => argument.startsWith('--only='))
  if (!only) return stages
  const names = only.slice('--only='.length).split(',')
  const unknown = names.filter((name) => !stages.some((stage) => stage.name === name))
  if (unknown.length > 0) {
    throw new Error(
      `unknown stage ${unknown.join(', ')}: one of ${stages.map((s) => s.name).join(', ')}`,
    )
  }
  return stages.filter((stage) => names.includes(stage.name))
}

function main(): number {
  rmSync(RESULTS, { recursive: true, force: true })
  mkdirSync(RESULTS, { recursive: true })
  const started = performance.now()
  const times: { name: string; seconds: number; ok: boolean }[] = []
  const files: FileTime[] = []
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 }
  const failures: Failure[] = []
  // The Node from the `node` package (node_modules/.bin is first on npm scripts' PATH), not the
  // machine's: packages/devnet/src/runtime.test.ts checks it is the one package.json pins.
  console.log(`test: node ${process.version} (${process.execPath})`)
  for (const stage of selectedStages()) {
    console.log(`\n=== test: ${stage.name} ===`)
    const begun = performance.now()
    const [command = 'npx', ...args] = stage.command
    const result = spawnSync(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...stage.env },
    })
    const seconds = (performance.now() - begun) / 1000
    const ok = result.status === 0
    times.push({ name: stage.name, seconds, ok })
    console.log(
      `=== test: ${stage.name} ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ===`,
    )
    if (stage.report && existsSync(stage.report)) {
      const read = stage.name === 'e2e' ? readPlaywright(stage.report) : readVitest(stage.report)
      files.push(...read.files)
      failures.push(...read.failures)
      counts.passed += read.counts.passed
      counts.failed += read.counts.failed
      counts.skipped += read.counts.skipped
    } else if (!ok) {
      counts.failed += 1
    }
  }
  const total = (performance.now() - started) / 1000
  console.log('\n=== test: stage times ===')
  for (const { name, seconds, ok } of times) {
    console.log(`${name.padEnd(10)} ${seconds.toFixed(0).padStart(6)} s${ok ? '' : '  FAILED'}`)
  }
  console.log(`${'total'.padEnd(10)} ${total.toFixed(0).padStart(6)} s`)
  console.log('\n=== test: slowest 10 test files (e2e: the sum of its tests) ===')
  for (const { file, seconds } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${file}`)
  }
  const failedStages = times.filter((stage) => !stage.ok).map((stage) => stage.name)
  if (failedStages.length > 0) console.log(`\nfailed stages: ${failedStages.join(', ')}`)
  for (const { file, test, message } of failures) {
    console.log(`  - ${file} > ${test}\n      ${message}`)
  }
  console.log(
    `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  )
  return failedStages.length > 0 ? 1 : 0
}

process.exitCode = main()
