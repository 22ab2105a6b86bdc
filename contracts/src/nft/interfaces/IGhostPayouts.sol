// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What the market and the lazy-order factory share: fees (and payouts a recipient
///         refused) accrue as pending revenue in BNB, which its owner claims. One interface so
///         that `GhostPayouts` can implement it for both contracts (Solidity refuses the same
///         event or function inherited from two unrelated bases).
interface IGhostPayouts {
    /// @notice A fee (or a payout the recipient refused) credited to `account`'s pending revenue.
    event RevenueCredit(address indexed account, uint256 amount);
    event RevenueClaim(address indexed claimer, uint256 amount);

    function pendingRevenue(address account) external view returns (uint256);
    /// @notice Pays the caller's whole pending revenue in BNB, or in WBNB if it refuses BNB.
    function claimPendingRevenue() external;
}
