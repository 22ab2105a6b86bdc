// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ILevelRewards} from "./ILevelRewards.sol";

/// @notice The ghost pot: receives the ghostPotFee of every NFT sale (the market credits it as
///         pending revenue) and whatever else is deposited, and shares it among Ghost Squad holders
///         by level. The owner or admin sets levels (`setGhostSquadLevel`), kept in step with the
///         squad's holdings by the documented admin command.
interface IGhostPot is ILevelRewards {
    /// @notice The GhostMarket whose pending revenue for this pot `updateGhostPot` claims.
    function market() external view returns (address);
    /// @notice The Ghost Squad collection whose holders the levels describe.
    function ghostSquad() external view returns (address);
    function ghostSquadLevel(address user) external view returns (uint256);
    /// @notice What `user` would receive from `harvestRewards` now, including their share of the
    ///         market revenue not yet claimed into the pot.
    function getPendingReward(address user) external view returns (uint256);

    /// @notice Anyone: claims the market's pending revenue for this pot and shares it by level.
    function updateGhostPot() external;
    /// @notice Updates the pot, then pays the caller's pending reward (reverts with nothing to pay).
    function harvestRewards() external;
    /// @notice Owner or admin. Settles `user` first.
    function setGhostSquadLevel(address user, uint256 level) external;
}
