// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

/// @notice Flash-swap receiver: the pair calls it after sending the output and before checking K.
interface IGhostCallee {
    function ghostCall(address sender, uint256 amount0, uint256 amount1, bytes calldata data) external;
}
