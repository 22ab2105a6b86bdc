// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The Ghost lottery (spec §9): rounds of 6-digit tickets priced at 5 USD in CAKE, sold
///         for a set time, closed by the operator, drawn from a Chainlink VRF v2.5 answer, then
///         claimable for a stated window. A ticket wins in the bracket of the number of leading
///         digits it shares with the winning number (brackets do not stack). Each bracket's
///         share of the pot is split between its winners; a share without winners, and what
///         integer division leaves, rolls into the next round.
/// @dev Ticket numbers are plain integers 0..999999 whose six decimal digits (with leading
///      zeros) are the digits shown, first digit first. A ticket's id is
///      `purchaseId * 100 + index` within its purchase (a purchase holds at most 100 tickets).
interface IGhostLottery {
    enum Status {
        /// No such round.
        Pending,
        /// Selling until `endTime`.
        Open,
        /// Closed; randomness requested, then winners counted (`drawLottery`).
        Close,
        /// Drawn: winners claim until `claimDeadline`.
        Claimable
    }

    struct Round {
        Status status;
        /// Basis points of the round's ticket revenue sent to the treasury at the draw.
        uint16 treasuryFee;
        /// The winning number (valid once `randomReady`).
        uint32 finalNumber;
        bool randomReady;
        /// Unclaimed prizes were moved to a later round after the claim window.
        bool unclaimedRecycled;
        uint64 startTime;
        uint64 endTime;
        uint64 claimDeadline;
        /// When the current randomness request was sent.
        uint64 requestedAt;
        /// CAKE (wei) per ticket, fixed when the round opened.
        uint256 priceTicketInCake;
        /// The pot: carried over from earlier rounds, injected, and paid for tickets.
        uint256 amountCollectedInCake;
        /// The part of the pot paid for tickets.
        uint256 ticketRevenue;
        uint256 ticketsSold;
        /// Tickets `drawLottery` has checked against the winning number.
        uint256 ticketsCounted;
        /// CAKE set aside for winners at the draw (sum over brackets of prize x winners).
        uint256 prizesReserved;
        uint256 prizesClaimed;
        uint256 requestId;
        /// Share of the pot (after the treasury fee) per bracket, in basis points; bracket k
        /// (index k - 1) pays tickets whose first k digits match.
        uint16[6] rewardsBreakdown;
        uint256[6] cakePerBracket;
        uint256[6] winnersPerBracket;
    }

    /// @notice One ticket as the screens show it.
    struct TicketView {
        uint256 ticketId;
        uint32 number;
        bool claimed;
        /// Leading digits shared with the winning number (0 before the draw or without a match).
        uint8 matchedDigits;
        /// CAKE the ticket wins (0 before the draw).
        uint256 reward;
    }

    event LotteryOpen(
        uint256 indexed lotteryId,
        uint256 startTime,
        uint256 endTime,
        uint256 priceTicketInCake,
        uint256 carriedOver,
        uint16[6] rewardsBreakdown,
        uint16 treasuryFee
    );
    /// @notice Ticket ids are `purchaseId * 100 + i` for `numbers[i]`.
    event TicketsPurchase(
        address indexed buyer, uint256 indexed lotteryId, uint256 indexed purchaseId, uint256 cost, uint32[] numbers
    );
    event LotteryInjection(uint256 indexed lotteryId, address indexed injector, uint256 amount);
    event LotteryClose(uint256 indexed lotteryId, uint256 ticketsSold);
    event RandomnessRequested(uint256 indexed lotteryId, uint256 indexed requestId);
    event RandomnessFulfilled(uint256 indexed lotteryId, uint256 indexed requestId, uint32 finalNumber);
    /// @notice `drawLottery` checked tickets up to `counted` of `ticketsSold`.
    event WinnersCounted(uint256 indexed lotteryId, uint256 counted, uint256 ticketsSold);
    event LotteryNumberDrawn(
        uint256 indexed lotteryId,
        uint32 finalNumber,
        uint256[6] winnersPerBracket,
        uint256[6] cakePerBracket,
        uint256 treasuryAmount,
        uint256 rolledOver
    );
    event TicketsClaim(address indexed claimer, uint256 indexed lotteryId, uint256 amount, uint256[] ticketIds);
    /// @notice Prizes unclaimed at `lotteryId`'s claim deadline moved to the next round's pot.
    event UnclaimedRecycled(uint256 indexed lotteryId, uint256 amount);
    event OperatorsSet(address indexed operator, address indexed treasury, address indexed injector);
    event TicketPriceBoundsSet(uint256 minPriceTicketInCake, uint256 maxPriceTicketInCake);
    event VrfConfigSet(
        uint256 indexed subscriptionId,
        bytes32 keyHash,
        uint32 callbackGasLimit,
        uint16 requestConfirmations,
        bool nativePayment
    );
    event ClaimWindowSet(uint256 claimWindow);
    event TokensRecovered(address indexed token, address indexed to, uint256 amount);

    function MAX_TICKETS_PER_TRANSACTION() external view returns (uint256);
    function DISCOUNT_DIVISOR() external view returns (uint256);
    function TICKET_PRICE_USD() external view returns (uint256);
    function MAX_TREASURY_FEE() external view returns (uint256);

    function cake() external view returns (address);
    function cakeUsdPair() external view returns (address);
    function operator() external view returns (address);
    function treasury() external view returns (address);
    function injector() external view returns (address);
    function currentLotteryId() external view returns (uint256);
    /// @notice CAKE that opens the next round's pot: rollovers and recycled prizes.
    function pendingInjectionNextLottery() external view returns (uint256);
    function claimWindow() external view returns (uint256);
    function minPriceTicketInCake() external view returns (uint256);
    function maxPriceTicketInCake() external view returns (uint256);

    function viewLottery(uint256 lotteryId) external view returns (Round memory);
    /// @notice CAKE for `count` tickets at `price` each: price x n x (D + 1 - n) / D, D = 2000.
    function calculateTotalPriceForBulkTickets(uint256 price, uint256 count) external pure returns (uint256);
    /// @notice The price a round opened now would have (5 USD in CAKE at the pair's average
    ///         price since the last round opened).
    function currentTicketPriceInCake() external view returns (uint256);
    function viewTicket(uint256 lotteryId, uint256 ticketId)
        external
        view
        returns (address ticketOwner, TicketView memory ticket);
    /// @notice `user`'s tickets in the purchases [cursor, cursor + size) of their purchases in
    ///         the round; `next` is the cursor to continue from (the purchase count when done).
    function viewUserTickets(uint256 lotteryId, address user, uint256 cursor, uint256 size)
        external
        view
        returns (TicketView[] memory tickets, uint256 next);
    function viewUserPurchaseCount(uint256 lotteryId, address user) external view returns (uint256);

    function buyTickets(uint256 lotteryId, uint32[] calldata numbers) external;
    function claimTickets(uint256 lotteryId, uint256[] calldata ticketIds) external;
    function injectFunds(uint256 lotteryId, uint256 amount) external;
    function startLottery(uint256 endTime, uint16[6] calldata rewardsBreakdown, uint16 treasuryFee) external;
    function closeLottery(uint256 lotteryId) external;
    function retryRandomness(uint256 lotteryId) external;
    function drawLottery(uint256 lotteryId, uint256 maxTickets) external;
    function recycleUnclaimed(uint256 lotteryId) external;

    function setOperators(address operator, address treasury, address injector) external;
    function setTicketPriceBounds(uint256 minPriceTicketInCake, uint256 maxPriceTicketInCake) external;
    function setVrfConfig(
        uint256 subscriptionId,
        bytes32 keyHash,
        uint32 callbackGasLimit,
        uint16 requestConfirmations,
        bool nativePayment
    ) external;
    function setClaimWindow(uint256 claimWindow) external;
    function recoverWrongTokens(address token, uint256 amount) external;
}
