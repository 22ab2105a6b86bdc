// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IWETH} from "../amm/interfaces/IWETH.sol";
import {IFeeManager} from "./interfaces/IFeeManager.sol";
import {IFeeManagerFactory} from "./interfaces/IFeeManagerFactory.sol";
import {LevelRewards} from "./LevelRewards.sol";

/// @title FeeManager: collected BNB fees, shared by level when the factory distributes them
/// @notice BNB sent to it (fees of whatever the manager's address collects for) waits as
///         `undistributed`; the factory's `feeDistribute` sends the factory's admin fee to its
///         recipient and shares the rest by level. `depositRewards` is a direct gift to the
///         holders: shared at once, without the admin fee. A level change distributes what waits
///         first (as `feeDistribute` would), so fees are always shared among the levels of the
///         time they arrived.
contract FeeManager is IFeeManager, LevelRewards {
    uint256 private constant BPS = 10_000;

    /// @notice BNB received (as fees) by `from`, waiting for the next distribution.
    event FeesReceive(address indexed from, uint256 amount);

    /// @inheritdoc IFeeManager
    address public immutable factory;
    /// @inheritdoc IFeeManager
    uint256 public undistributed;

    /// @dev Fees that arrived under the current levels are distributed before a level changes:
    ///      through the factory's `feeDistribute`, so the admin fee, its recipient and the
    ///      FeeDistribute event the index reads are those of any distribution. Placed before
    ///      `nonReentrant`: the factory calls back into `distribute`, which takes the guard itself.
    modifier distributesFirst() {
        if (undistributed > 0) IFeeManagerFactory(factory).feeDistribute(address(this));
        _;
    }

    constructor(string memory name_, address owner_, address admin_, IWETH wbnb)
        LevelRewards(name_, owner_, admin_, wbnb)
    {
        factory = msg.sender;
    }

    receive() external payable {
        if (msg.value == 0) return;
        undistributed += msg.value;
        emit FeesReceive(msg.sender, msg.value);
    }

    /// @inheritdoc IFeeManager
    function levels(address user) external view returns (uint256) {
        return _holders[user].level;
    }

    /// @inheritdoc IFeeManager
    /// @dev Counts only what was distributed: the undistributed fees still owe the admin fee.
    function pendingReward(address user) external view returns (uint256) {
        return _pending(user, 0);
    }

    /// @inheritdoc IFeeManager
    function harvest() external nonReentrant {
        _harvest(msg.sender);
    }

    /// @inheritdoc IFeeManager
    /// @dev Distributes the waiting fees first (see `distributesFirst`).
    function setLevel(address user, uint256 level) external onlyOwnerOrAdmin distributesFirst nonReentrant {
        _setLevel(user, level);
    }

    /// @inheritdoc IFeeManager
    /// @dev `adminFee` in basis points (the factory's `fee`). The recipient is paid like a
    ///      holder: BNB with the gas stipend, WBNB if it refuses.
    function distribute(uint256 adminFee, address feeRecipient) external nonReentrant returns (uint256 shared) {
        if (msg.sender != factory) _revert("NOT_FACTORY");
        if (adminFee > BPS) _revert("FEE_TOO_HIGH");
        uint256 amount = undistributed;
        if (amount == 0) _revert("NOTHING_TO_DISTRIBUTE");
        undistributed = 0;
        uint256 feeAmount = amount * adminFee / BPS;
        shared = amount - feeAmount;
        if (shared > 0) _deposit(msg.sender, shared);
        if (feeAmount > 0) {
            if (feeRecipient == address(0)) _revert("ZERO_ADDRESS");
            _send(feeRecipient, feeAmount, PAYOUT_GAS_STIPEND);
        }
    }

    function _errorPrefix() internal pure override returns (string memory) {
        return "FeeManager";
    }
}
