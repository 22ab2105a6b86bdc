/**
 * Test-only contracts, compiled here with solc-js (the build compiles only contracts/src):
 * BadToken, an ERC20 whose calls can be switched to misbehave the ways real tokens do, and
 * TokenCaller, which exposes TransferHelper's functions so each success rule is checked directly.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileTestSources, type TestArtifact } from '../shared/solc'

/** How BadToken's transfer, transferFrom, approve (and balanceOf, for the last two) answer. */
export const BAD_TOKEN_MODES = {
  normal: 0,
  returnsFalse: 1,
  returnsNothing: 2,
  reverts: 3,
  returnsTwo: 4,
  balanceOfReverts: 5,
  balanceOfShort: 6,
} as const

const BAD_TOKEN = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

contract BadToken {
    mapping(address => uint256) public realBalanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public mode;

    constructor(uint256 supply) {
        realBalanceOf[msg.sender] = supply;
    }

    function setMode(uint256 mode_) external {
        mode = mode_;
    }

    /// Rebases one balance, as tokens that shrink (or grow) a holder's balance do.
    function setBalance(address owner, uint256 value) external {
        realBalanceOf[owner] = value;
    }

    function balanceOf(address owner) external view returns (uint256) {
        if (mode == 5) revert("BadToken: BALANCE");
        uint256 value = realBalanceOf[owner];
        if (mode == 6) assembly { mstore(0, value) return(0, 16) }
        return value;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        return _answer();
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return _answer();
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        allowance[from][msg.sender] -= value;
        _move(from, to, value);
        return _answer();
    }

    function _move(address from, address to, uint256 value) private {
        realBalanceOf[from] -= value;
        realBalanceOf[to] += value;
    }

    /// Leaves the state change in place, as a token that reports failure after the fact would.
    function _answer() private view returns (bool) {
        uint256 m = mode;
        if (m == 1) return false;
        if (m == 2) assembly { return(0, 0) }
        if (m == 3) revert("BadToken: NO");
        if (m == 4) assembly { mstore(0, 2) return(0, 32) }
        return true;
    }
}
`

const TOKEN_CALLER = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TransferHelper} from "TransferHelper.sol";

contract TokenCaller {
    receive() external payable {}

    function safeApprove(address token, address to, uint256 value) external {
        TransferHelper.safeApprove(token, to, value);
    }

    function safeTransfer(address token, address to, uint256 value) external {
        TransferHelper.safeTransfer(token, to, value);
    }

    function safeTransferFrom(address token, address from, address to, uint256 value) external {
        TransferHelper.safeTransferFrom(token, from, to, value);
    }

    function safeTransferETH(address to, uint256 value) external {
        TransferHelper.safeTransferETH(to, value);
    }
}
`

export function compileTestTokens(): { badToken: TestArtifact; tokenCaller: TestArtifact } {
  const helper = readFileSync(
    join(import.meta.dirname, '../../src/amm/libraries/TransferHelper.sol'),
    'utf8',
  )
  const artifact = compileTestSources({
    'BadToken.sol': BAD_TOKEN,
    'TokenCaller.sol': TOKEN_CALLER,
    'TransferHelper.sol': helper,
  })
  return {
    badToken: artifact('BadToken.sol', 'BadToken'),
    tokenCaller: artifact('TokenCaller.sol', 'TokenCaller'),
  }
}
