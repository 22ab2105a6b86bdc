// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The Ghost prediction game (spec §3, §4, §9): rounds ("epochs") of `intervalSeconds`
///         in which players bet BNB that a Chainlink-style price feed will close above (Bull) or
///         below (Bear) the price it locked at. Each round is open for bets for one interval,
///         then live for one interval, then closed:
///
///         start ── bets ──▶ lock (lock price) ── live ──▶ close (close price)
///
///         The operator's `executeRound` locks the current round, closes the previous one and
///         starts the next, all at one oracle answer. A round neither locked nor closed within
///         `bufferSeconds` of its time is canceled and every bet in it is refunded. The
///         treasury takes `treasuryFee` of a closed round's pot; the winning side shares the
///         rest in proportion to its bets. When the lock and close prices are equal (to the
///         feed's 8 decimals), or nobody bet on the winning side, the whole pot goes to the
///         house (the treasury, which feeds the weekly CAKE burn).
interface IGhostPrediction {
    enum Position {
        /// No bet.
        None,
        Bull,
        Bear
    }

    struct Round {
        uint256 epoch;
        uint256 startTimestamp;
        uint256 lockTimestamp;
        uint256 closeTimestamp;
        int256 lockPrice;
        int256 closePrice;
        uint256 lockOracleId;
        uint256 closeOracleId;
        uint256 totalAmount;
        uint256 bullAmount;
        uint256 bearAmount;
        /// The winning side's bets (0 for a tie, or when nobody bet on the winner).
        uint256 rewardBaseCalAmount;
        /// What the winning side shares: the pot less the treasury's fee (0 when the house wins).
        uint256 rewardAmount;
        /// Of the winning side's bets, how much has been claimed (the claims' running total).
        uint256 claimedBaseAmount;
        /// Closed with a close price (rewards known).
        bool oracleCalled;
    }

    struct BetInfo {
        Position position;
        uint256 amount;
        bool claimed;
    }

    event BetBull(address indexed sender, uint256 indexed epoch, uint256 amount);
    event BetBear(address indexed sender, uint256 indexed epoch, uint256 amount);
    /// @notice Winnings of a closed round paid to `sender`.
    event Claim(address indexed sender, uint256 indexed epoch, uint256 amount);
    /// @notice A canceled round's bet returned to `sender`.
    event Refund(address indexed sender, uint256 indexed epoch, uint256 amount);
    event StartRound(uint256 indexed epoch, uint256 lockTimestamp, uint256 closeTimestamp);
    event LockRound(uint256 indexed epoch, uint256 indexed roundId, int256 price, uint256 closeTimestamp);
    event EndRound(uint256 indexed epoch, uint256 indexed roundId, int256 price);
    event RewardsCalculated(
        uint256 indexed epoch, uint256 rewardBaseCalAmount, uint256 rewardAmount, uint256 treasuryAmount
    );
    event Pause(uint256 indexed epoch);
    event Unpause(uint256 indexed epoch);
    event NewOperator(address operator);
    event NewTreasury(address treasury);
    event NewOracle(address oracle);
    event NewOracleUpdateAllowance(uint256 oracleUpdateAllowance);
    event NewMinBetAmount(uint256 indexed epoch, uint256 minBetAmount);
    event NewTreasuryFee(uint256 indexed epoch, uint256 treasuryFee);
    event NewBufferAndIntervalSeconds(uint256 bufferSeconds, uint256 intervalSeconds);
    event TreasuryClaim(address indexed treasury, uint256 amount);
    event TokenRecovery(address indexed token, uint256 amount);

    /// @notice Bet `msg.value` BNB that round `epoch` (the current one) closes above its lock.
    function betBull(uint256 epoch) external payable;
    /// @notice Bet `msg.value` BNB that round `epoch` (the current one) closes below its lock.
    function betBear(uint256 epoch) external payable;
    /// @notice Collect winnings of closed rounds and refunds of canceled ones, in one transfer.
    function claim(uint256[] calldata epochs) external;

    /// @notice Operator: start the first round (after deployment or an unpause).
    function genesisStartRound() external;
    /// @notice Operator: lock the first round at the oracle's answer and start the second.
    function genesisLockRound() external;
    /// @notice Operator: lock the current round, close the previous one, start the next.
    function executeRound() external;
    /// @notice Owner or operator: stop bets and rounds; claims go on.
    function pause() external;
    /// @notice Owner or operator: resume; the rounds restart from genesis.
    function unpause() external;
    /// @notice Send the treasury's accrued fees and house wins to the treasury address (anyone).
    function claimTreasury() external;

    function currentEpoch() external view returns (uint256);
    function getRound(uint256 epoch) external view returns (Round memory);
    function getBet(uint256 epoch, address user) external view returns (BetInfo memory);
    /// @notice The `count` latest rounds, oldest first and the current one last (fewer while the
    ///         game has fewer), with `user`'s bet in each: one call, whose arguments do not change
    ///         when a new round starts, for a screen that follows the game block by block.
    function getLatestRounds(uint256 count, address user)
        external
        view
        returns (Round[] memory rounds, BetInfo[] memory bets);
    /// @notice What `claim([epoch])` would pay `user` now (0 when nothing is due).
    function pendingReward(uint256 epoch, address user) external view returns (uint256);
    function claimable(uint256 epoch, address user) external view returns (bool);
    function refundable(uint256 epoch, address user) external view returns (bool);
}
