/**
 * Test-only contracts compiled with solc-js (the build compiles only contracts/src): the same
 * settings as the build's EVM target, every error reported at once.
 */
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

export type TestArtifact = { abi: Abi; bytecode: Hex }

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles `sources` (file name → Solidity) together and returns a lookup of their contracts;
 * throws with solc's messages on any error, or when a contract asked for is missing.
 */
export function compileTestSources(
  sources: Record<string, string>,
): (file: string, contract: string) => TestArtifact {
  const require = createRequire(import.meta.url)
  // solc-js ships CommonJS without types
  const solc = require('solc') as { compile(input: string): string }
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: Object.fromEntries(
          Object.entries(sources).map(([file, content]) => [file, { content }]),
        ),
        settings: {
          evmVersion: 'cancun',
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  return (file, contract) => {
    const artifact = output.contracts[file]?.[contract]
    if (!artifact) throw new Error(`${contract} missing from solc output`)
    return { abi: artifact.abi, bytecode: `0x${artifact.evm.bytecode.object}` }
  }
}
