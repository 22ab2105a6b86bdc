// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Trading competitions ("battles", spec §4, §6, §9), many in one contract by id:
///
///         Registration ──startLive──▶ Live ──endLive──▶ Calculating ──publishResults──▶ Claim
///               └──────────────┴───────cancel───────────────┴──▶ Cancelled
///
///         A wallet with an active profile registers while the competition is in Registration;
///         its profile's team then is its team for the whole competition. The owner (the
///         operator) opens and closes the live window, in which the index counts each
///         registrant's swap volume in USD; it ranks teams and traders off chain and publishes a
///         Merkle root of (competition id, account, tier) leaves with the number of winners per
///         tier. A tier pays each winner `usdPrize` USD in CAKE and three partner tokens split
///         3:1:1:1 by value at the feeds' prices read at publication, plus `points` profile
///         points. Each winner claims once, until `claimEnd` ("claim period over" is phase
///         Claim at or after `claimEnd`); then, or after a cancellation, the owner sweeps what
///         nobody claimed.
interface IGhostTradingCompetition {
    enum Phase {
        Registration,
        Live,
        Calculating,
        Claim,
        Cancelled
    }

    /// @notice One prize tier: each of its winners receives `usdPrize` USD (18 decimals) of
    ///         tokens and `points` profile points.
    struct Tier {
        uint128 usdPrize;
        uint64 points;
    }

    struct Competition {
        /// CAKE, then the three partner tokens.
        address[4] tokens;
        /// Each token's USD price feed (AggregatorV3Interface).
        address[4] feeds;
        Phase phase;
        uint32 registrantCount;
        /// When the owner opened and closed the live window [liveStart, liveEnd); 0 until then.
        uint64 liveStart;
        uint64 liveEnd;
        /// The first second no claim is taken; 0 until the results are published.
        uint64 claimEnd;
        uint64 claimDuration;
        /// Oldest feed answer, in seconds, publication accepts.
        uint64 maxPriceAge;
        /// The winners' Merkle root; zero until published.
        bytes32 root;
        /// The profile campaign the points are given under.
        uint256 campaignId;
    }

    event CompetitionCreated(
        uint256 indexed id,
        address[4] tokens,
        address[4] feeds,
        Tier[] tiers,
        uint64 claimDuration,
        uint64 maxPriceAge,
        uint256 campaignId
    );
    /// @notice `amounts`: what the contract received of each token (less any transfer fee).
    event Funded(uint256 indexed id, uint256[4] amounts);
    event Registered(uint256 indexed id, address indexed user, uint256 indexed teamId);
    event PhaseChanged(uint256 indexed id, Phase phase, uint256 timestamp);
    /// @notice `prices`: each feed's answer used, in the feed's decimals.
    event ResultsPublished(
        uint256 indexed id, bytes32 root, uint32[] tierCounts, uint256[4] prices, uint64 claimEnd
    );
    /// @notice What one winner of each tier receives of each token.
    event TierPrizes(uint256 indexed id, uint256[4][] amounts);
    /// @notice `points`: the points the profile gave (0 if it refused them: a paused profile).
    event Claimed(uint256 indexed id, address indexed user, uint8 tier, uint256[4] amounts, uint256 points);
    event Swept(uint256 indexed id, address indexed to, uint256[4] amounts);

    // owner

    function createCompetition(
        address[4] calldata tokens,
        address[4] calldata feeds,
        Tier[] calldata tiers,
        uint64 claimDuration,
        uint64 maxPriceAge,
        uint256 campaignId
    ) external returns (uint256 id);
    /// @notice Pulls `amounts` of each token from the owner (Registration, Live or Calculating).
    function fund(uint256 id, uint256[4] calldata amounts) external;
    function startLive(uint256 id) external;
    function endLive(uint256 id) external;
    /// @notice Publishes the winners' root and per-tier counts, prices the prizes at the feeds'
    ///         answers and opens the claim window; refuses prizes the funding does not cover.
    function publishResults(uint256 id, bytes32 root, uint32[] calldata tierCounts) external;
    function cancel(uint256 id) external;
    /// @notice Sends `to` what no winner can claim any more: after the claim window, or after a
    ///         cancellation (then all the funding).
    function sweep(uint256 id, address to) external;

    // players

    function register(uint256 id) external;
    /// @notice Pays the caller's prize of `tier`, proven by `proof` against the published root.
    function claim(uint256 id, uint8 tier, bytes32[] calldata proof) external;

    // views

    function profile() external view returns (address);
    function competitionCount() external view returns (uint256);
    function getCompetition(uint256 id) external view returns (Competition memory);
    function getTiers(uint256 id) external view returns (Tier[] memory);
    /// @notice Winners per tier as published (zeros before).
    function getTierCounts(uint256 id) external view returns (uint32[] memory);
    /// @notice Claims taken per tier.
    function getTierClaims(uint256 id) external view returns (uint32[] memory);
    /// @notice One winner's prize per tier and token (zeros before publication).
    function getTierPrizes(uint256 id) external view returns (uint256[4][] memory);
    function getFunded(uint256 id) external view returns (uint256[4] memory);
    /// @notice Paid to winners so far, per token.
    function getClaimed(uint256 id) external view returns (uint256[4] memory);
    function getSwept(uint256 id) external view returns (uint256[4] memory);
    /// @notice The team `user` registered with (0: not registered; team ids start at 1).
    function registeredTeam(uint256 id, address user) external view returns (uint256);
    function hasClaimed(uint256 id, address user) external view returns (bool);
}
