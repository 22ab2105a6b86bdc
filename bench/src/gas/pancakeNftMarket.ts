/**
 * PancakeSwap's ERC721NFTMarketV1, the NFT market's benchmark peer: no npm package ships it, so its
 * unchanged source lives in bench/peers/pancake-nft-markets (ORIGIN.md says where from) and is
 * compiled here with the project's solc-js, against the OpenZeppelin 4 it was written for.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import type { Artifact } from './uniswapArtifacts'

const here = dirname(fileURLToPath(import.meta.url))
/** Resolves packages as contracts/ does (its solc and its dependencies' own copies). */
const requireFromContracts = createRequire(
  join(here, '..', '..', '..', 'contracts', 'package.json'),
)
// solc-js ships CommonJS without types; the one contracts/ builds with
const solc = requireFromContracts('solc') as {
  version(): string
  compile(input: string, options: { import: (path: string) => ImportResult }): string
}

type ImportResult = { contents: string } | { error: string }
type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

const PEER_DIR = join(here, '..', '..', 'peers', 'pancake-nft-markets')
const SOURCE = 'ERC721NFTMarketV1.sol'

/**
 * Pancake's source is not committed (code fetched from another project stays out of the
 * repository): put ERC721NFTMarketV1.sol and its two interfaces from
 * github.com/pancakeswap/pancake-smart-contracts (projects/nft-markets/contracts, commit
 * d8f55093a43a7e8913f7730cfff3589a46f5c014) in bench/peers/pancake-nft-markets to measure it on
 * the same chain. Without it the bench compares against the figures below.
 */
export function pancakePeerAvailable(): boolean {
  return existsSync(join(PEER_DIR, SOURCE))
}

/**
 * Pancake's gas as this bench measured it with that source on 2026-11-30 (same chain, same
 * collection and cost to the seller, warm market, buyer new to the collection).
 */
export const PANCAKE_GAS_RECORDED = {
  'create ask': 261_169n,
  'modify ask': 40_794n,
  'cancel ask': 77_971n,
  'buy with BNB': 129_316n,
  'buy with WBNB': 131_524n,
  'buy with BNB, busy book': 151_009n,
  'buy with BNB, busy book, hole open': 151_009n,
} as const
const OPENZEPPELIN = '@openzeppelin/contracts/'

/**
 * OpenZeppelin 4.x, which Pancake's imports (`security/ReentrancyGuard.sol`, the argument-less
 * `Ownable`) need; the workspace's own is 5.x. `@chainlink/contracts` (a contracts/ dependency)
 * installs 4.9.3 beside itself, so Node's resolution from there finds it.
 */
function openZeppelin4Dir(): string {
  const fromChainlink = createRequire(
    requireFromContracts.resolve('@chainlink/contracts/package.json'),
  )
  const manifest = fromChainlink.resolve('@openzeppelin/contracts/package.json')
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
  if (!version.startsWith('4.')) {
    throw new Error(`PancakeSwap's market needs OpenZeppelin 4.x, found ${version} at ${manifest}`)
  }
  return dirname(manifest)
}

function findImport(ozDir: string, path: string): ImportResult {
  const file = path.startsWith(OPENZEPPELIN)
    ? join(ozDir, path.slice(OPENZEPPELIN.length))
    : join(PEER_DIR, path)
  try {
    return { contents: readFileSync(file, 'utf8') }
  } catch {
    return { error: `File not found: ${path}` }
  }
}

/** Compiles the market (a few seconds) at Pancake's own optimizer setting. */
export function compilePancakeNftMarket(): Artifact {
  const ozDir = openZeppelin4Dir()
  const input = {
    language: 'Solidity',
    sources: { [SOURCE]: { content: readFileSync(join(PEER_DIR, SOURCE), 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 99_999 },
      evmVersion: 'cancun',
      outputSelection: { [SOURCE]: { ERC721NFTMarketV1: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: (path) => findImport(ozDir, path) }),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  }
  const market = output.contracts?.[SOURCE]?.ERC721NFTMarketV1
  if (!market) throw new Error('ERC721NFTMarketV1 missing from the solc output')
  return { abi: market.abi, bytecode: `0x${market.evm.bytecode.object}` as Hex }
}
