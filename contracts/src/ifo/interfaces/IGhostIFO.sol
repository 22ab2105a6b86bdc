// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice One initial offering (spec §4, §6, §9): a project sells `offeringToken` for CAKE
///         (`lpToken`) in two pools between `startTimestamp` and `endTimestamp`:
///
///         - pool 0, **basic**: each wallet commits at most `limitPerUser` (about 100 USD of CAKE,
///           set by the owner up to the start); no fee;
///         - pool 1, **unlimited**: no cap; the part of a commit that an oversubscribed pool
///           cannot use comes back less a participation fee (the fee tier for the pool's
///           oversubscription: 1% at first, lower as oversubscription grows).
///
///         get ready ──start──▶ live (commit) ──end──▶ finished (harvest; owner withdraws)
///
///         Committing needs an active profile. After the end each wallet harvests each pool
///         once: its share of the pool's offering and the CAKE its share did not use. A pool
///         that raised less than its target sells in proportion (committing half the target
///         buys half the offering); an oversubscribed pool sells all of its offering pro rata.
///         A wallet that committed at least `thresholdPoints` in all receives `numberPoints`
///         profile points (the "achievement") at its first harvest.
interface IGhostIFO {
    struct Pool {
        /// CAKE the pool aims to raise (its target).
        uint256 raisingAmount;
        /// Offering tokens the pool sells for its whole target.
        uint256 offeringAmount;
        /// Most CAKE one wallet may commit (basic pool); 0 for no cap (unlimited pool).
        uint256 limitPerUser;
        /// Whether the unused part of a commit pays the participation fee (unlimited pool).
        bool hasFee;
        /// CAKE committed so far.
        uint256 totalAmount;
        /// Of `totalAmount`, the commits already harvested (the harvests' running total).
        uint256 harvestedAmount;
        /// Participation fees taken by harvests so far.
        uint256 sumFees;
    }

    struct UserPool {
        uint256 amount;
        bool claimed;
    }

    /// @notice What a wallet's harvest of one pool pays or would pay (state as of now).
    struct Allocation {
        uint256 offeringAmount;
        uint256 refundAmount;
        uint256 feeAmount;
    }

    /// @notice A fee tier: `feeBps` applies from `minMultiple` times the target (whole multiples).
    struct FeeTier {
        uint32 minMultiple;
        uint16 feeBps;
    }

    event Deposit(address indexed user, uint256 amount, uint8 indexed pid);
    event Harvest(
        address indexed user, uint256 offeringAmount, uint256 refundAmount, uint256 feeAmount, uint8 indexed pid
    );
    event UserPointsAwarded(address indexed user, uint256 numberPoints, uint256 indexed campaignId);
    event PoolParametersSet(uint8 indexed pid, uint256 offeringAmount, uint256 raisingAmount, uint256 limitPerUser);
    event PointParametersSet(uint256 campaignId, uint256 numberPoints, uint256 thresholdPoints);
    event FeeTiersSet(uint32[] minMultiples, uint16[] feeBps);
    event NewStartAndEndTimestamps(uint256 startTimestamp, uint256 endTimestamp);
    event FinalWithdraw(uint256 lpAmount, uint256 offeringAmount);
    event AdminTokenRecovery(address indexed token, uint256 amount);

    // players

    /// @notice Commits `amount` CAKE to pool `pid` (0 basic, 1 unlimited) while the sale is live.
    function depositPool(uint256 amount, uint8 pid) external;
    /// @notice After the end: pays the caller's offering tokens and refund for pool `pid`, once.
    function harvestPool(uint8 pid) external;

    // owner

    function setPool(uint8 pid, uint256 offeringAmount, uint256 raisingAmount, uint256 limitPerUser) external;
    function setPointParameters(uint256 campaignId, uint256 numberPoints, uint256 thresholdPoints) external;
    function setFeeTiers(uint32[] calldata minMultiples, uint16[] calldata feeBps) external;
    function updateStartAndEndTimestamps(uint256 startTimestamp, uint256 endTimestamp) external;
    /// @notice After the end: sends the owner the CAKE raised, the fees taken so far and the
    ///         offering tokens no wallet is owed. Callable again as later harvests add fees.
    function finalWithdraw() external;
    function recoverWrongTokens(address token, uint256 amount) external;

    // views

    function lpToken() external view returns (address);
    function offeringToken() external view returns (address);
    function profile() external view returns (address);
    function startTimestamp() external view returns (uint256);
    function endTimestamp() external view returns (uint256);
    function campaignId() external view returns (uint256);
    function numberPoints() external view returns (uint256);
    function thresholdPoints() external view returns (uint256);
    function lpWithdrawn() external view returns (uint256);
    function hasClaimedPoints(address user) external view returns (bool);
    function viewPool(uint8 pid) external view returns (Pool memory);
    function viewUserPool(address user, uint8 pid) external view returns (UserPool memory);
    function viewFeeTiers() external view returns (FeeTier[] memory);
    /// @notice The fee (basis points of the unused CAKE) pool `pid` charges at its current total.
    function feeBps(uint8 pid) external view returns (uint256);
    /// @notice What `user`'s harvest of pool `pid` pays at the current totals: the final figure
    ///         once the sale has ended.
    function viewAllocation(address user, uint8 pid) external view returns (Allocation memory);
    /// @notice CAKE and offering tokens `finalWithdraw` would send now (zero before the end).
    function withdrawable() external view returns (uint256 lpAmount, uint256 offeringAmount);
}
