/**
 * The voting screens' chain tests' world: Anvil with a Multicall (the screens read the chain's
 * clock through it), a manifest naming only that, and the dev accounts, whose keys Anvil holds,
 * so the wallet's EIP-712 signatures are real ones a server would verify. The voting API is the
 * test's (serveFixtureApi); the test with the real server wraps the devnet's whole world
 * (`votingChainWorld`), whose CAKE places the server reads the power from.
 */
import { multicallAbi, multicallBytecode } from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  startAnvil,
} from '@ghost/contracts/anvil'
import {
  MANIFEST_CONTRACTS,
  MANIFEST_TOKENS,
  type Manifest,
  parseManifest,
} from '@ghost/contracts/manifest'
import { deploy, devWriter } from '@ghost/devnet'
import { type Address, zeroAddress } from 'viem'
import type { RuntimeConfig } from '../../../config/runtimeConfig'

export type VotingChainWorld = {
  anvil: AnvilInstance
  client: AnvilClient
  manifest: Manifest
  runtimeConfig(apiUrl: string): RuntimeConfig
  address(account: number): Address
  /** The latest block and its time, as the screens' clock reads them. */
  latestBlock(): Promise<{ number: bigint; timestamp: bigint }>
  stop(): Promise<void>
}

export async function startVotingChainWorld(): Promise<VotingChainWorld> {
  const anvil = await startAnvil()
  const multicall = await deploy(devWriter(anvil.url, 0), {
    abi: multicallAbi,
    bytecode: multicallBytecode,
    name: 'Multicall',
  })
  const manifest = parseManifest({
    chainId: 1337,
    startBlock: 0,
    contracts: {
      ...Object.fromEntries(MANIFEST_CONTRACTS.map((name) => [name, zeroAddress])),
      Multicall: multicall,
    },
    tokens: Object.fromEntries(MANIFEST_TOKENS.map((symbol) => [symbol, zeroAddress])),
  })
  return votingChainWorld(anvil, manifest)
}

/** The world of a node and a manifest already deployed on it (the devnet's whole world, say). */
export function votingChainWorld(anvil: AnvilInstance, manifest: Manifest): VotingChainWorld {
  const client = anvilClient(anvil.url)
  return {
    anvil,
    client,
    manifest,
    runtimeConfig: (apiUrl) => ({ chainId: 1337, rpcUrl: anvil.url, apiUrl, manifest }),
    address: (account) => devAccount(account).address,
    latestBlock: async () => {
      const block = await client.getBlock({ blockTag: 'latest' })
      return { number: block.number, timestamp: block.timestamp }
    },
    stop: () => anvil.stop(),
  }
}
