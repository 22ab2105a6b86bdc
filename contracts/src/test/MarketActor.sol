// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";

/// @title Test helper: a contract account that sells and buys on the market
/// @notice Its owner makes it call anything (`execute`). It can refuse BNB (a seller that must
///         not block a buy), and it can try a call from inside its BNB receive or its
///         onERC721Received hook (a re-entering seller or buyer); the hook's call must not revert
///         the outer transaction by itself, so its outcome is recorded instead.
contract MarketActor is IERC721Receiver {
    address public immutable owner;
    bool public refuseBNB;
    address public hookTarget;
    bytes public hookData;
    /// @notice Outcome of the last hook call: whether it ran and the data it returned or
    ///         reverted with (a reentrancy guard's `ReentrancyGuardReentrantCall()`).
    bool public hookCalled;
    bool public hookSucceeded;
    bytes public hookResult;

    constructor() {
        owner = msg.sender;
    }

    receive() external payable {
        require(!refuseBNB, "MarketActor: NO_BNB");
        _runHook();
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        _runHook();
        return IERC721Receiver.onERC721Received.selector;
    }

    function setRefuseBNB(bool refuse) external {
        require(msg.sender == owner, "MarketActor: NOT_OWNER");
        refuseBNB = refuse;
    }

    /// @notice The call the next BNB receive or token arrival makes (empty data: none).
    function setHook(address target, bytes calldata data) external {
        require(msg.sender == owner, "MarketActor: NOT_OWNER");
        hookTarget = target;
        hookData = data;
    }

    function execute(address target, bytes calldata data) external payable returns (bytes memory) {
        require(msg.sender == owner, "MarketActor: NOT_OWNER");
        (bool ok, bytes memory result) = target.call{value: msg.value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    function _runHook() private {
        if (hookData.length == 0) return;
        (bool ok, bytes memory result) = hookTarget.call(hookData);
        hookCalled = true;
        hookSucceeded = ok;
        hookResult = result;
    }
}
