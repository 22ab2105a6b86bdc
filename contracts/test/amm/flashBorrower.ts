/**
 * A test-only flash-swap receiver, compiled here with solc-js (the build compiles only
 * contracts/src): it repays chosen amounts from its own balance, or re-enters the pair.
 */
import { compileTestSources, type TestArtifact } from '../shared/solc'

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

export function compileFlashBorrower(): TestArtifact {
  return compileTestSources({ 'FlashBorrower.sol': SOURCE })('FlashBorrower.sol', 'FlashBorrower')
}
