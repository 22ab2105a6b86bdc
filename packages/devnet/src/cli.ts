/**
 * `ghost-devnet`            start Anvil on CHAIN_PORT (default 8545) with the Ghost world; Ctrl-C stops it.
 * `ghost-devnet deploy 97`  deploy the contracts to BSC testnet with RPC_URL_97 and DEPLOYER_PRIVATE_KEY,
 *                           writing deployments/97.json (no demo seeding that needs other accounts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createWalletClient, defineChain, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployWorld } from './deployWorld'
import { startDevnet } from './startDevnet'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

async function deployRemote(chainId: number) {
  const rpcUrl = process.env[`RPC_URL_${chainId}`]
  const key = process.env.DEPLOYER_PRIVATE_KEY
  if (!rpcUrl || !key?.startsWith('0x')) {
    throw new Error(
      `Set RPC_URL_${chainId} and DEPLOYER_PRIVATE_KEY (0x…) to deploy to chain ${chainId}`,
    )
  }
  const account = privateKeyToAccount(key as `0x${string}`)
  const chain = defineChain({
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const deployer = createWalletClient({ chain, transport: http(rpcUrl), account }).extend(
    publicActions,
  )
  const manifest = await deployWorld({ deployer, treasury: account.address })
  const path = join(repoRoot, 'deployments', `${chainId}.json`)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`deployed to chain ${chainId}; manifest written to ${path}`)
}

async function main() {
  const [command, chain] = process.argv.slice(2)
  if (command === 'deploy') return deployRemote(Number(chain ?? 97))
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
