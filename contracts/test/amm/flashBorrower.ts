/**
 * A test-only flash-swap receiver, compiled here with solc-js (the build compiles only
 * contracts/src): it repays chosen amounts from its own balance, or re-enters the pair.
 */
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IPairLike {
    function sync() external;
    function token0() external view returns (address);
    function token1() external view returns (address);
}

interface ITokenLike {
    function transfer(address to, uint256 value) external returns (bool);
}

contract FlashBorrower {
    /// data = abi.encode(bool reenter, uint256 repay0, uint256 repay1)
    function ghostCall(address, uint256, uint256, bytes calldata data) external {
        (bool reenter, uint256 repay0, uint256 repay1) = abi.decode(data, (bool, uint256, uint256));
        if (reenter) IPairLike(msg.sender).sync();
        if (repay0 > 0) ITokenLike(IPairLike(msg.sender).token0()).transfer(msg.sender, repay0);
        if (repay1 > 0) ITokenLike(IPairLike(msg.sender).token1()).transfer(msg.sender, repay1);
    }
}
`

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

export function compileFlashBorrower(): { abi: Abi; bytecode: Hex } {
  const require = createRequire(import.meta.url)
  // solc-js ships CommonJS without types
  const solc = require('solc') as { compile(input: string): string }
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'FlashBorrower.sol': { content: SOURCE } },
        settings: {
          evmVersion: 'cancun',
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const artifact = output.contracts['FlashBorrower.sol']?.FlashBorrower
  if (!artifact) throw new Error('FlashBorrower missing from solc output')
  return { abi: artifact.abi, bytecode: `0x${artifact.evm.bytecode.object}` }
}
