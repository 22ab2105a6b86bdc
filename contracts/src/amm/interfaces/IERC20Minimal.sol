// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

/// @notice The one ERC20 read the pair and router need.
interface IERC20Minimal {
    function balanceOf(address owner) external view returns (uint256);
}
