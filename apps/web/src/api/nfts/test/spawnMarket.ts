import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

export type SpawnedMarket = { apiUrl: string; rpcUrl: string; stop(): Promise<void> }

/** Starts serveMarket.ts under tsx and waits for its URLs. */
export async function spawnMarket(): Promise<SpawnedMarket> {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'serveMarket.ts')
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.stdin?.end()
    })
  const ready = await new Promise<{ apiUrl: string; rpcUrl: string }>((resolve, reject) => {
    if (!child.stdout) return reject(new Error('no stdout'))
    child.once('exit', (code) => reject(new Error(`serveMarket exited with ${code}`)))
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)))
  })
  return { ...ready, stop }
}
