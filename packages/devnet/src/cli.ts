/**
 * `ghost-devnet`                start Anvil on CHAIN_PORT (default 8545) with the Ghost world; Ctrl-C stops it.
 * `ghost-devnet deploy <97|56>` deploy every contract to BSC testnet or mainnet with RPC_URL_<chainId>
 *                               and DEPLOYER_PRIVATE_KEY, resumably, writing deployments/<chainId>.json
 *                               (no demo seeding; `deploy --help` lists the environment).
 */
import { existsSync, realpathSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEPLOY_HELP, type DeployRemoteParameters, deployRemote } from './deployRemote'
import { startDevnet } from './startDevnet'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

export type DeployCommandIo = {
  env?: DeployRemoteParameters['env'] | undefined
  print?: ((line: string) => void) | undefined
  error?: ((line: string) => void) | undefined
  onStep?: DeployRemoteParameters['onStep']
  pollingInterval?: number | undefined
}

/**
 * `deploy <chainId>`: answers the exit code. A failure prints one line (the cause first); the
 * journal keeps what was done, so the same command finishes the deploy.
 */
export async function runDeployCommand(
  args: readonly string[],
  io: DeployCommandIo = {},
): Promise<number> {
  const print = io.print ?? ((line: string) => console.log(line))
  const error = io.error ?? ((line: string) => console.error(line))
  const [chain] = args
  if (chain === undefined || chain === '--help' || chain === '-h' || args.includes('--help')) {
    print(DEPLOY_HELP)
    return chain === undefined ? 1 : 0
  }
  if (!/^\d+$/.test(chain)) {
    error(`deploy takes a chain id (97 or 56), not '${chain}' (--help)`)
    return 1
  }
  try {
    await deployRemote({
      chainId: Number(chain),
      env: io.env ?? process.env,
      log: print,
      onStep: io.onStep,
      pollingInterval: io.pollingInterval,
    })
    return 0
  } catch (caught) {
    const message =
      caught instanceof Error
        ? ((caught as { shortMessage?: string }).shortMessage ?? caught.message)
        : String(caught)
    error(`Deploy failed: ${message}`)
    return 1
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2)
  if (command === 'deploy') process.exit(await runDeployCommand(args))
  const devnet = await startDevnet({
    port: Number(process.env.CHAIN_PORT ?? 8545),
    manifestPath: join(repoRoot, 'deployments', '1337.json'),
    statePath: join(repoRoot, '.data', 'anvil-state.json'),
    log: console.log,
  })
  console.log(`chain: ${devnet.anvil.url} (chain id 1337)`)
  const stop = () => void devnet.anvil.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

// Run, not imported (the tests import runDeployCommand); through the bin's symlink too.
const invokedPath =
  process.argv[1] && existsSync(process.argv[1]) ? realpathSync(process.argv[1]) : ''
if (invokedPath === realpathSync(fileURLToPath(import.meta.url))) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
