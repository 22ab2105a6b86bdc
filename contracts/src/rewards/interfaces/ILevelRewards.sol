// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What every reward programme shares (the ghost pot, share pots, fee managers): BNB
///         deposited is shared among holders by level, through an accumulated reward per level,
///         so each call costs the same gas whatever the number of holders. A level change settles
///         the holder's reward first, so it never applies retroactively. Rewards are paid in BNB,
///         or in WBNB to an address that refuses BNB.
///         One set of events for the three kinds, so the index reads them with one set of handlers.
interface ILevelRewards {
    /// @notice BNB added to the programme and shared among the current levels (`totalLevel` at
    ///         the time). `from` is the sender (the market, a depositor, the fee-manager factory).
    event RewardsDeposit(address indexed from, uint256 amount, uint256 totalLevel);
    /// @notice A holder's level set by the owner or admin; the holder's reward was settled first.
    event LevelUpdate(address indexed user, uint256 previousLevel, uint256 newLevel, uint256 totalLevel);
    /// @notice A holder was paid their pending reward (`inWBNB` when their address refused BNB).
    event RewardsHarvest(address indexed user, uint256 amount, bool inWBNB);
    event AdminUpdate(address indexed previousAdmin, address indexed newAdmin);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function name() external view returns (string memory);
    function owner() external view returns (address);
    /// @notice Sets levels alongside the owner (spec §6: owner and admin roles).
    function admin() external view returns (address);
    function totalLevel() external view returns (uint256);
    /// @notice Every wei ever deposited, and every wei ever harvested: harvested + pending of all
    ///         holders + undistributed dust never exceeds deposited.
    function totalDeposited() external view returns (uint256);
    function totalHarvested() external view returns (uint256);

    /// @notice Adds `msg.value` to the rewards of the current holders. With no level at all the
    ///         deposit waits (undistributed) for the first level.
    function depositRewards() external payable;

    function setAdmin(address newAdmin) external;
    function transferOwnership(address newOwner) external;
}
