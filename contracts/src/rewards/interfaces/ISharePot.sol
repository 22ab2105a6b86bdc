// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ILevelRewards} from "./ILevelRewards.sol";

/// @notice A share pot: BNB shared among the holders of one collection by level (for example the
///         collection's royalties, when the pot is its creator address). Created by the factory.
interface ISharePot is ILevelRewards {
    function factory() external view returns (address);
    function collection() external view returns (address);
    function userLevel(address user) external view returns (uint256);
    function pendingReward(address user) external view returns (uint256);

    /// @notice Pays the caller's pending reward (reverts with nothing to pay).
    function harvest() external;
    /// @notice Owner or admin. Settles `user` first.
    function setUserLevel(address user, uint256 level) external;
    /// @notice Anyone: claims this pot's pending revenue at `payouts` (the market or the NFT
    ///         factory, when the pot is a collection's creator address) and shares it by level.
    function claimRevenue(address payouts) external;
}
