/**
 * `npm run typecheck`: `tsc` over every workspace and the scripts, two at a time (the machines we
 * run on have two cores), the slowest first so the two lanes end together. Prints each one's
 * errors as tsc does and exits non-zero if any failed.
 */
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './world'

// slowest first (measured: web and server take about twice the others)
const PROJECTS = [
  'apps/web',
  'packages/server',
  'e2e',
  'bench',
  'contracts',
  'packages/devnet',
  'packages/sdk',
  'packages/files',
  'scripts',
]

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const tsc = join(repoRoot, 'node_modules', '.bin', 'tsc')
    const child = spawn(tsc, ['-p', project, '--noEmit'], { cwd: repoRoot })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => resolve({ project, ok: code === 0, output }))
  })
}

async function main() {
  const queue = [...PROJECTS]
  const failed: string[] = []
  const lane = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const started = performance.now()
      const result = await check(project)
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.log(`typecheck ${project}: ${result.ok ? 'ok' : 'FAILED'} (${seconds} s)`)
      if (!result.ok) {
        failed.push(project)
        process.stdout.write(result.output)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, lane))
  if (failed.length > 0) {
    console.log(`typecheck failed: ${failed.join(', ')}`)
    process.exitCode = 1
  }
}

await main()
