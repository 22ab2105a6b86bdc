// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Community farm auctions (spec §4, §5, §6, §9): projects bid CAKE for a farm.
///
///         The owner (the operator) keeps a whitelist of project wallets, each with the project's
///         name and the LP token of the farm it wants, and runs one auction at a time:
///
///         scheduled ──startTime──▶ live (bid) ──endTime──▶ ended ──closeAuction──▶ closed (reclaim)
///
///         While live, whitelisted wallets bid CAKE in multiples of `BID_STEP` (10 CAKE); the
///         first bid of a wallet is at least the auction's `initialBidAmount`, later ones top it
///         up by any multiple of the step. At the close the `winnerCount` largest totals of the
///         wallets still whitelisted win (an equal total goes to the earlier first bid); their
///         CAKE is sent to the burn address in the same call, and every other bidder takes its
///         whole total back with `reclaim`. The operator then adds each winner's farm to
///         MasterChef for `FARM_DURATION` (7 days).
interface IGhostFarmAuction {
    /// @notice What `addBidders` takes for each project wallet.
    struct BidderInput {
        address account;
        /// The project's name as the auction page shows it, 1 to 32 bytes.
        string projectName;
        /// The LP token of the farm the project wants if it wins.
        address lpToken;
    }

    struct BidderInfo {
        bool whitelisted;
        string projectName;
        address lpToken;
    }

    /// @notice One auction as `getAuction` returns it.
    struct AuctionInfo {
        uint64 startTime;
        uint64 endTime;
        uint256 initialBidAmount;
        uint32 winnerCount;
        bool closed;
        /// Wallets that bid, in the order of their first bids.
        uint256 bidderCount;
        /// CAKE bid by every wallet together.
        uint256 totalBids;
        /// CAKE sent to the burn address at the close (the winners' totals).
        uint256 burned;
    }

    /// @notice One wallet's bids in one auction.
    struct Bid {
        uint256 total;
        bool reclaimed;
    }

    event BidderAdded(address indexed account, string projectName, address indexed lpToken);
    event BidderRemoved(address indexed account);
    event AuctionStarted(
        uint256 indexed auctionId, uint64 startTime, uint64 endTime, uint256 initialBidAmount, uint32 winnerCount
    );
    event BidPlaced(uint256 indexed auctionId, address indexed bidder, uint256 amount, uint256 total);
    event AuctionClosed(uint256 indexed auctionId, address[] winners, uint256 burned);
    event BidReclaimed(uint256 indexed auctionId, address indexed bidder, uint256 amount);

    // owner

    /// @notice Whitelists project wallets, or updates a listed wallet's name and farm.
    function addBidders(BidderInput[] calldata bidders) external;
    /// @notice Takes wallets off the whitelist: they bid no more and cannot win an auction still
    ///         open, but reclaim what they bid.
    function removeBidders(address[] calldata accounts) external;
    /// @notice Schedules the next auction; only once the previous one is closed.
    function startAuction(uint64 startTime, uint64 endTime, uint256 initialBidAmount, uint32 winnerCount)
        external;
    /// @notice From the end of the open auction: picks the winners and burns their CAKE.
    function closeAuction() external;

    // bidders

    /// @notice Adds `amount` CAKE to the caller's total in the open auction.
    function bid(uint256 amount) external;
    /// @notice After auction `auctionId` closed: sends a losing bidder its whole total back, once.
    function reclaim(uint256 auctionId) external;

    // views

    function cake() external view returns (address);
    function auctionCount() external view returns (uint256);
    /// @notice The latest auction (open or closed); reverts while there is none.
    function currentAuctionId() external view returns (uint256);
    function getAuction(uint256 auctionId) external view returns (AuctionInfo memory);
    /// @notice Up to `size` bidders from position `cursor`, in first-bid order, with their totals.
    function getBidders(uint256 auctionId, uint256 cursor, uint256 size)
        external
        view
        returns (address[] memory accounts, uint256[] memory totals);
    function bidOf(uint256 auctionId, address account) external view returns (Bid memory);
    function isWinner(uint256 auctionId, address account) external view returns (bool);
    /// @notice The winners of a closed auction, largest total first (empty before the close).
    function getWinners(uint256 auctionId) external view returns (address[] memory);
    function bidderInfo(address account) external view returns (BidderInfo memory);
}
