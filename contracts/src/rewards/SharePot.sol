// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IWETH} from "../amm/interfaces/IWETH.sol";
import {IGhostPayouts} from "../nft/interfaces/IGhostPayouts.sol";
import {ISharePot} from "./interfaces/ISharePot.sol";
import {LevelRewards} from "./LevelRewards.sol";

/// @title SharePot: BNB shared among one collection's holders by level
/// @notice Created by SharePotFactory. Anything sent to it is a deposit; used as a collection's
///         creator address, its royalties accrue at the market (or the NFT factory) and
///         `claimRevenue` brings them in.
contract SharePot is ISharePot, LevelRewards {
    /// @inheritdoc ISharePot
    address public immutable factory;
    /// @inheritdoc ISharePot
    address public immutable collection;

    constructor(address collection_, string memory name_, address owner_, address admin_, IWETH wbnb)
        LevelRewards(name_, owner_, admin_, wbnb)
    {
        if (collection_ == address(0)) _revert("ZERO_ADDRESS");
        factory = msg.sender;
        collection = collection_;
    }

    /// @notice BNB from a payouts claim, or from anyone: a deposit. Not guarded against reentry
    ///         on purpose: the claim (inside `claimRevenue`) pays through it.
    receive() external payable {
        if (msg.value > 0) _deposit(msg.sender, msg.value);
    }

    /// @inheritdoc ISharePot
    function userLevel(address user) external view returns (uint256) {
        return _holders[user].level;
    }

    /// @inheritdoc ISharePot
    function pendingReward(address user) external view returns (uint256) {
        return _pending(user, 0);
    }

    /// @inheritdoc ISharePot
    function harvest() external nonReentrant {
        _harvest(msg.sender);
    }

    /// @inheritdoc ISharePot
    function setUserLevel(address user, uint256 level) external onlyOwnerOrAdmin nonReentrant {
        _setLevel(user, level);
    }

    /// @inheritdoc ISharePot
    /// @dev Any address may be named: the BNB it sends back is a deposit like any other, and
    ///      the guard keeps it from re-entering the pot's other functions meanwhile.
    function claimRevenue(address payouts) external nonReentrant {
        if (payouts.code.length == 0) _revert("NOT_A_CONTRACT");
        IGhostPayouts(payouts).claimPendingRevenue();
    }

    function _errorPrefix() internal pure override returns (string memory) {
        return "SharePot";
    }
}
