// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ILevelRewards} from "./ILevelRewards.sol";

/// @notice The ghost pot: receives the ghostPotFee of every NFT sale (credited as pending revenue
///         on the market for an ask, on the NFT factory for a lazy order) and whatever else is
///         deposited, and shares it among Ghost Squad holders by level. The owner or admin sets
///         levels (`setGhostSquadLevel`), kept in step with the squad's holdings by the documented
///         admin command.
interface IGhostPot is ILevelRewards {
    /// @notice `source` (the market, or a factory the market named) holds pending revenue for
    ///         the pot, which `updateGhostPot` claims from now on.
    event RevenueSourceAdd(address indexed source);
    /// @notice `claimFrom` brought in `amount` wei of the pot's revenue from `source` (also
    ///         announced, as every deposit, by `RewardsDeposit` from the source).
    event RevenueSourceClaim(address indexed source, uint256 amount);

    /// @notice The most revenue sources the pot accepts (the market and its factories).
    function MAX_REVENUE_SOURCES() external view returns (uint256);
    /// @notice The GhostMarket: the first revenue source, and the one that names the factories.
    function market() external view returns (address);
    /// @notice The Ghost Squad collection whose holders the levels describe.
    function ghostSquad() external view returns (address);
    /// @notice The contracts whose pending revenue for this pot `updateGhostPot` claims, in the
    ///         order they were added (the market first).
    function revenueSources() external view returns (address[] memory);
    function isRevenueSource(address source) external view returns (bool);
    /// @notice The revenue the listed sources (`revenueSources`) hold for the pot, not claimed yet
    ///         (the ghost pot fees of sales since the last update); not a factory outside the list.
    function unclaimedRevenue() external view returns (uint256);
    function ghostSquadLevel(address user) external view returns (uint256);
    /// @notice What `user` would receive from `harvestRewards` now, including their share of the
    ///         revenue the registered sources (`revenueSources`) hold for the pot, not claimed yet.
    ///         Revenue held by a factory that is not registered (one `claimFrom` reaches) counts
    ///         only once claimed.
    function getPendingReward(address user) external view returns (uint256);

    /// @notice Anyone: adds the market's current factory (where lazy sales credit the fee) as a
    ///         revenue source. Reverts with no factory (NO_FACTORY), a factory already added
    ///         (SOURCE_KNOWN), an address without `pendingRevenue` (NOT_REVENUE_SOURCE), or
    ///         MAX_REVENUE_SOURCES reached (TOO_MANY_SOURCES).
    function addMarketFactory() external;
    /// @notice Anyone: claims the pot's pending revenue from one `source` (the market, or a
    ///         contract whose `market()` is this pot's market: an NFT factory the market named
    ///         at any time, whose collections may keep selling lazy orders) and shares it by
    ///         level. For the factories `updateGhostPot` does not reach: one named before this pot
    ///         was deployed, or after MAX_REVENUE_SOURCES was reached. The source is not added to
    ///         `revenueSources`. Reverts for any other address (NOT_MARKET_SOURCE) or with
    ///         nothing pending (NOTHING_TO_CLAIM).
    function claimFrom(address source) external;
    /// @notice Anyone: claims every source's pending revenue for this pot and shares it by level.
    function updateGhostPot() external;
    /// @notice Updates the pot, then pays the caller's pending reward (reverts with nothing to pay).
    function harvestRewards() external;
    /// @notice Owner or admin. Settles `user` first.
    function setGhostSquadLevel(address user, uint256 level) external;
}
