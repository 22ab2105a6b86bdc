/**
 * Ponder, indexing the same chain as Ghost's indexer in `npm run bench:indexer`: the DEX factory
 * and every pair it created, from the same start block to the same last block. The bench passes
 * the chain through the environment (it starts Anvil on a free port and writes the manifest).
 */
import { readFileSync } from 'node:fs'
import { ghostFactoryAbi, ghostPairAbi } from '@ghost/contracts'
import type { Manifest } from '@ghost/contracts/manifest'
import { createConfig, factory } from 'ponder'
import { getAbiItem } from 'viem'
import { benchEnvironment } from './environment'

const environment = benchEnvironment()
const manifest = JSON.parse(readFileSync(environment.manifestPath, 'utf8')) as Manifest
const blocks = { startBlock: manifest.startBlock, endBlock: environment.endBlock }

export default createConfig({
  database: { kind: 'pglite', directory: environment.databaseDir },
  chains: { local: { id: manifest.chainId, rpc: environment.rpcUrl, disableCache: true } },
  contracts: {
    Factory: {
      chain: 'local',
      abi: ghostFactoryAbi,
      address: manifest.contracts.Factory,
      ...blocks,
    },
    Pair: {
      chain: 'local',
      abi: ghostPairAbi,
      address: factory({
        address: manifest.contracts.Factory,
        event: getAbiItem({ abi: ghostFactoryAbi, name: 'PairCreated' }),
        parameter: 'pair',
      }),
      ...blocks,
    },
  },
})
