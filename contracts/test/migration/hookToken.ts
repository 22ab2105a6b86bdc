/**
 * A test-only ERC-20 that misbehaves for one holder, compiled here with solc-js (the build
 * compiles only contracts/src): armed with a `from`, a target and a payload, its next transfer
 * out of `from` calls the target and passes on the call's revert as its own, so a reentrancy
 * guard's error reaches the outer caller; told to refuse a sender, it answers `false` to that
 * sender's transfers without moving anything.
 */
import { parseAbi } from 'viem'
import { compileTestSources, type TestArtifact } from '../shared/solc'

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

contract HookToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;
    address public from;
    address public target;
    bytes public payload;
    address public refused;

    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
    }

    function arm(address from_, address target_, bytes calldata payload_) external {
        (from, target, payload) = (from_, target_, payload_);
    }

    function refuse(address sender) external {
        refused = sender;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        if (msg.sender == refused) return false;
        _move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address owner, address to, uint256 value) external returns (bool) {
        if (allowance[owner][msg.sender] != type(uint256).max) allowance[owner][msg.sender] -= value;
        _move(owner, to, value);
        return true;
    }

    function _move(address owner, address to, uint256 value) private {
        balanceOf[owner] -= value;
        balanceOf[to] += value;
        if (owner == from && target != address(0)) {
            address callee = target;
            target = address(0); // once
            (bool ok, bytes memory data) = callee.call(payload);
            if (!ok) assembly { revert(add(data, 32), mload(data)) }
        }
    }
}
`

/** The functions the tests call, typed (the compiled ABI is only known at run time). */
export const hookTokenAbi = parseAbi([
  'function arm(address from, address target, bytes payload)',
  'function refuse(address sender)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
])

let compiled: TestArtifact | undefined

/** HookToken's ABI and bytecode, compiled once per test file. */
export function compileHookToken(): TestArtifact {
  compiled ??= compileTestSources({ 'HookToken.sol': SOURCE })('HookToken.sol', 'HookToken')
  return compiled
}
