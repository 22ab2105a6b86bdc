/**
 * The Uniswap V2 reference, loaded from the compiled artifacts shipped in the npm packages
 * `@uniswap/v2-core` and `@uniswap/v2-periphery` (solc 0.5.16 / 0.6.6 builds).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Abi, type Hex, keccak256 } from 'viem'

export type Artifact = { abi: Abi; bytecode: Hex }

/** The pair init-code hash that Router02's UniswapV2Library.pairFor was compiled with. */
export const CANONICAL_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f' as const

const require = createRequire(import.meta.url)

function loadArtifact(specifier: string): Artifact {
  const json = JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as {
    abi: Abi
    bytecode: string
  }
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`
  return { abi: json.abi, bytecode: bytecode as Hex }
}

/**
 * Router02 finds pairs by CREATE2 address with the init-code hash baked into its bytecode. If the
 * shipped pair bytecode hashes differently (another compiler build), the router would look for
 * pairs that do not exist, so the 32-byte constant is replaced by the real hash. The shipped
 * artifacts hash to the canonical value today, making this a no-op that `patched` reports.
 */
export function patchInitCodeHash(
  router: Hex,
  pairInitCodeHash: Hex,
): { bytecode: Hex; patched: boolean } {
  const canonical = CANONICAL_INIT_CODE_HASH.slice(2)
  const actual = pairInitCodeHash.slice(2).toLowerCase()
  if (actual === canonical) return { bytecode: router, patched: false }
  const occurrences = router.split(canonical).length - 1
  if (occurrences !== 1) {
    throw new Error(`expected the init-code hash once in Router02, found it ${occurrences} times`)
  }
  return { bytecode: router.replace(canonical, actual) as Hex, patched: true }
}

export function loadUniswapV2() {
  const factory = loadArtifact('@uniswap/v2-core/build/UniswapV2Factory.json')
  const pair = loadArtifact('@uniswap/v2-core/build/UniswapV2Pair.json')
  const router = loadArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json')
  const pairInitCodeHash = keccak256(pair.bytecode)
  const { bytecode, patched } = patchInitCodeHash(router.bytecode, pairInitCodeHash)
  return {
    factory,
    router: { abi: router.abi, bytecode },
    pairInitCodeHash,
    routerPatched: patched,
  }
}
