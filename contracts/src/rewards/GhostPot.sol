// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IWETH} from "../amm/interfaces/IWETH.sol";
import {IGhostPayouts} from "../nft/interfaces/IGhostPayouts.sol";
import {IGhostPot} from "./interfaces/IGhostPot.sol";
import {LevelRewards} from "./LevelRewards.sol";

/// @title GhostPot: the market's ghostPotFee shared among Ghost Squad holders by level
/// @notice The market credits the ghost pot fee of every sale as this pot's pending revenue;
///         `updateGhostPot` claims it (the BNB arrives through `receive`, which counts it as a
///         deposit). Views count the revenue not yet claimed, so a holder sees their share of a
///         sale at once. Levels are set by the owner or admin (the admin command keeps them equal
///         to the Ghost Squad NFTs each holder owns).
contract GhostPot is IGhostPot, LevelRewards {
    /// @inheritdoc IGhostPot
    address public immutable market;
    /// @inheritdoc IGhostPot
    address public immutable ghostSquad;

    constructor(address owner_, address admin_, IWETH wbnb, address market_, address ghostSquad_)
        LevelRewards("Ghost Pot", owner_, admin_, wbnb)
    {
        if (market_ == address(0) || ghostSquad_ == address(0)) _revert("ZERO_ADDRESS");
        market = market_;
        ghostSquad = ghostSquad_;
    }

    /// @notice BNB from the market's claim, or from anyone: a deposit. Not guarded against
    ///         reentry on purpose: the market's claim (inside `updateGhostPot`) pays through it.
    receive() external payable {
        if (msg.value > 0) _deposit(msg.sender, msg.value);
    }

    /// @inheritdoc IGhostPot
    function ghostSquadLevel(address user) external view returns (uint256) {
        return _holders[user].level;
    }

    /// @inheritdoc IGhostPot
    function getPendingReward(address user) external view returns (uint256) {
        return _pending(user, IGhostPayouts(market).pendingRevenue(address(this)));
    }

    /// @inheritdoc IGhostPot
    /// @dev Does nothing (rather than revert) with nothing to claim, so a harvest or a level
    ///      change can always call it.
    function updateGhostPot() external nonReentrant {
        _update();
    }

    /// @inheritdoc IGhostPot
    function harvestRewards() external nonReentrant {
        _update();
        _harvest(msg.sender);
    }

    /// @inheritdoc IGhostPot
    /// @dev Claims the market's revenue first: it was earned at the old levels.
    function setGhostSquadLevel(address user, uint256 level) external onlyOwnerOrAdmin nonReentrant {
        _update();
        _setLevel(user, level);
    }

    function _update() private {
        if (IGhostPayouts(market).pendingRevenue(address(this)) > 0) {
            IGhostPayouts(market).claimPendingRevenue();
        }
    }

    function _errorPrefix() internal pure override returns (string memory) {
        return "GhostPot";
    }
}
