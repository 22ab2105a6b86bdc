// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ILevelRewards} from "./ILevelRewards.sol";

/// @notice A fee manager: collects BNB fees (anything sent to it) and, when the factory's
///         `feeDistribute` runs, keeps the factory's admin fee aside and shares the rest by level.
interface IFeeManager is ILevelRewards {
    function factory() external view returns (address);
    function levels(address user) external view returns (uint256);
    function pendingReward(address user) external view returns (uint256);
    /// @notice BNB received and not yet distributed.
    function undistributed() external view returns (uint256);

    /// @notice Pays the caller's pending reward (reverts with nothing to pay).
    function harvest() external;
    /// @notice Owner or admin. Distributes the undistributed BNB first (the factory's
    ///         `feeDistribute`: admin fee to its recipient, the rest by the old levels), then
    ///         settles `user` and sets the level.
    function setLevel(address user, uint256 level) external;
    /// @notice Factory only: sends `adminFee` of the undistributed BNB to `feeRecipient` and shares
    ///         the rest by level. Returns the amount shared.
    function distribute(uint256 adminFee, address feeRecipient) external returns (uint256 shared);
}
