import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

export type SpawnedServer = {
  apiUrl: string
  /** Resolves once the index holds `blockNumber` (the server's /v1/{chainId}/status says so). */
  indexed(blockNumber: bigint, timeoutMs?: number): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts serveGhost.ts (the real Ghost server, every module the manifest names) under tsx for the chain at `rpcUrl` (chain 1337) described by the
 * manifest file, and waits for its URL.
 */
export async function spawnGhostServer(parameters: {
  rpcUrl: string
  manifestPath: string
}): Promise<SpawnedServer> {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'serveGhost.ts')
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', script, parameters.rpcUrl, parameters.manifestPath],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.stdin?.end()
    })
  const { apiUrl } = await new Promise<{ apiUrl: string }>((resolve, reject) => {
    if (!child.stdout) return reject(new Error('no stdout'))
    child.once('exit', (code) => reject(new Error(`serveGhost exited with ${code}`)))
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)))
  })

  const indexed = async (blockNumber: bigint, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs
    let last: number | null = null
    for (;;) {
      const response = await fetch(`${apiUrl}/v1/1337/status`)
      const status = (await response.json()) as { checkpoint: { blockNumber: number } | null }
      last = status.checkpoint?.blockNumber ?? null
      if (last !== null && BigInt(last) >= blockNumber) return
      if (Date.now() > deadline) {
        throw new Error(`the server indexed block ${last} in ${timeoutMs} ms, not ${blockNumber}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { apiUrl, indexed, stop }
}
