// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {VRFConsumerBaseV2Plus} from "@chainlink/contracts/src/v0.8/vrf/dev/VRFConsumerBaseV2Plus.sol";
import {VRFV2PlusClient} from "@chainlink/contracts/src/v0.8/vrf/dev/libraries/VRFV2PlusClient.sol";
import {IGhostPair} from "../amm/interfaces/IGhostPair.sol";
import {IGhostLottery} from "./interfaces/IGhostLottery.sol";

/// @title GhostLottery: 12-hour rounds of 6-digit CAKE tickets drawn by Chainlink VRF v2.5
/// @notice See IGhostLottery. Who may do what:
///         - anyone buys and claims their own tickets, and anyone may run `drawLottery` (it only
///           counts winners against the coordinator's number) or `recycleUnclaimed` after a
///           round's claim window;
///         - the operator opens and closes rounds (and re-requests randomness a day after an
///           unanswered request); the injector (or owner) adds CAKE to an open round's pot;
///         - the owner sets the operator, treasury, injector, price bounds, VRF settings and
///           claim window, and recovers tokens other than CAKE sent here by mistake.
///         Nobody chooses the winning number: it is the VRF answer to the round's request, and
///         only the coordinator can deliver it (VRFConsumerBaseV2Plus).
/// @dev Gas: tickets are stored 12 to a word (20 bits each) in sale order, one purchase record
///      per purchase, so buying 100 tickets writes about 10 words. Winners are counted after the
///      draw by walking those words (`drawLottery`, in batches for very large rounds) rather than
///      by keeping six prefix counters per ticket at purchase time.
contract GhostLottery is IGhostLottery, VRFConsumerBaseV2Plus, ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint256 public constant MAX_TICKETS_PER_TRANSACTION = 100;
    uint256 public constant DISCOUNT_DIVISOR = 2000;
    uint256 public constant TICKET_PRICE_USD = 5;
    /// @notice 10% of ticket revenue at most.
    uint256 public constant MAX_TREASURY_FEE = 1000;
    uint256 public constant MIN_LENGTH_LOTTERY = 1 hours;
    uint256 public constant MAX_LENGTH_LOTTERY = 7 days;
    uint256 public constant MIN_CLAIM_WINDOW = 7 days;
    uint256 public constant MAX_CLAIM_WINDOW = 365 days;
    /// @notice The shortest price average a round may open on.
    uint256 public constant MIN_PRICE_WINDOW = 30 minutes;
    /// @notice How long an unanswered randomness request stands before it may be re-sent.
    uint256 public constant RANDOMNESS_TIMEOUT = 1 days;
    uint256 private constant NUMBER_LIMIT = 1_000_000;
    uint256 private constant NUMBER_BITS = 20;
    uint256 private constant NUMBER_MASK = (1 << NUMBER_BITS) - 1;
    uint256 private constant NUMBERS_PER_WORD = 12;
    uint256 private constant BASIS_POINTS = 10_000;

    address public immutable cake;
    address public immutable cakeUsdPair;
    bool private immutable cakeIsToken0;
    /// @notice 5 whole units of the pair's stable token.
    uint256 private immutable ticketPriceInUsd;

    address public operator;
    address public treasury;
    address public injector;
    uint256 public currentLotteryId;
    uint256 public pendingInjectionNextLottery;
    uint256 public claimWindow = 30 days;
    uint256 public minPriceTicketInCake;
    uint256 public maxPriceTicketInCake;

    uint256 public vrfSubscriptionId;
    bytes32 public vrfKeyHash;
    uint32 public vrfCallbackGasLimit = 200_000;
    uint16 public vrfRequestConfirmations = 3;
    bool public vrfNativePayment;

    /// @notice The pair's CAKE-per-USD cumulative price (UQ112x112 seconds) when the last
    ///         round opened (or at deployment), the start of the next round's price average.
    uint256 public priceCumulativeLast;
    uint256 public priceTimestampLast;

    struct Purchase {
        address owner;
        uint40 firstTicket;
        uint8 count;
    }

    mapping(uint256 lotteryId => Round) private _rounds;
    mapping(uint256 lotteryId => Purchase[]) private _purchases;
    /// @dev Ticket numbers in sale order, NUMBERS_PER_WORD per word.
    mapping(uint256 lotteryId => mapping(uint256 word => uint256)) private _numbers;
    /// @dev Claimed flags by sale position, 256 per word.
    mapping(uint256 lotteryId => mapping(uint256 word => uint256)) private _claimed;
    mapping(uint256 lotteryId => mapping(address user => uint256[])) private _userPurchases;
    /// @dev The round a randomness request serves and the coordinator it was sent to (one slot).
    struct Request {
        uint96 lotteryId;
        address coordinator;
    }

    mapping(uint256 requestId => Request) private _requests;

    modifier onlyOperator() {
        require(msg.sender == operator, "GhostLottery: NOT_OPERATOR");
        _;
    }

    constructor(address vrfCoordinator_, address cake_, address cakeUsdPair_) VRFConsumerBaseV2Plus(vrfCoordinator_) {
        require(cake_ != address(0) && cakeUsdPair_ != address(0), "GhostLottery: ZERO_ADDRESS");
        address token0 = IGhostPair(cakeUsdPair_).token0();
        address token1 = IGhostPair(cakeUsdPair_).token1();
        require(token0 == cake_ || token1 == cake_, "GhostLottery: PAIR_WITHOUT_CAKE");
        cake = cake_;
        cakeUsdPair = cakeUsdPair_;
        cakeIsToken0 = token0 == cake_;
        ticketPriceInUsd = TICKET_PRICE_USD * 10 ** IERC20Metadata(cakeIsToken0 ? token1 : token0).decimals();
        priceCumulativeLast = _cakePerUsdCumulative();
        priceTimestampLast = block.timestamp;
    }

    // ---- Players ----

    function buyTickets(uint256 lotteryId, uint32[] calldata numbers) external nonReentrant {
        uint256 count = numbers.length;
        require(count != 0 && count <= MAX_TICKETS_PER_TRANSACTION, "GhostLottery: TICKET_COUNT");
        Round storage round = _rounds[lotteryId];
        require(round.status == Status.Open, "GhostLottery: NOT_OPEN");
        require(block.timestamp < round.endTime, "GhostLottery: SALE_OVER");

        uint256 cost = calculateTotalPriceForBulkTickets(round.priceTicketInCake, count);
        IERC20(cake).safeTransferFrom(msg.sender, address(this), cost);
        round.amountCollectedInCake += cost;
        round.ticketRevenue += cost;

        uint256 position = round.ticketsSold;
        uint256 purchaseId = _purchases[lotteryId].length;
        _purchases[lotteryId].push(Purchase({owner: msg.sender, firstTicket: uint40(position), count: uint8(count)}));
        _userPurchases[lotteryId][msg.sender].push(purchaseId);

        mapping(uint256 => uint256) storage words = _numbers[lotteryId];
        uint256 wordIndex = position / NUMBERS_PER_WORD;
        uint256 slot = position % NUMBERS_PER_WORD;
        uint256 word = slot == 0 ? 0 : words[wordIndex];
        for (uint256 i; i < count; ++i) {
            uint256 number = numbers[i];
            require(number < NUMBER_LIMIT, "GhostLottery: BAD_NUMBER");
            word |= number << (slot * NUMBER_BITS);
            if (++slot == NUMBERS_PER_WORD) {
                words[wordIndex++] = word;
                word = 0;
                slot = 0;
            }
        }
        if (slot != 0) words[wordIndex] = word;
        round.ticketsSold = position + count;

        emit TicketsPurchase(msg.sender, lotteryId, purchaseId, cost, numbers);
    }

    function claimTickets(uint256 lotteryId, uint256[] calldata ticketIds) external nonReentrant {
        uint256 count = ticketIds.length;
        require(count != 0 && count <= MAX_TICKETS_PER_TRANSACTION, "GhostLottery: TICKET_COUNT");
        Round storage round = _rounds[lotteryId];
        require(round.status == Status.Claimable, "GhostLottery: NOT_CLAIMABLE");
        require(block.timestamp <= round.claimDeadline && !round.unclaimedRecycled, "GhostLottery: CLAIM_WINDOW_OVER");

        uint256 finalNumber = round.finalNumber;
        uint256 total;
        for (uint256 i; i < count; ++i) {
            uint256 ticketId = ticketIds[i];
            uint256 position = _ownedPosition(lotteryId, ticketId, msg.sender);
            uint256 flagWord = _claimed[lotteryId][position >> 8];
            uint256 flag = 1 << (position & 0xff);
            require(flagWord & flag == 0, "GhostLottery: ALREADY_CLAIMED");
            _claimed[lotteryId][position >> 8] = flagWord | flag;
            uint256 matched = _matchedDigits(_numberAt(lotteryId, position), finalNumber);
            uint256 reward = matched == 0 ? 0 : round.cakePerBracket[matched - 1];
            require(reward != 0, "GhostLottery: NO_PRIZE");
            total += reward;
        }
        round.prizesClaimed += total;
        IERC20(cake).safeTransfer(msg.sender, total);
        emit TicketsClaim(msg.sender, lotteryId, total, ticketIds);
    }

    /// @notice Counts up to `maxTickets` more tickets against the winning number; the call that
    ///         counts the last one sets the prizes and makes the round claimable. Anyone may call:
    ///         the outcome depends only on the tickets sold and the coordinator's number.
    function drawLottery(uint256 lotteryId, uint256 maxTickets) external nonReentrant {
        Round storage round = _rounds[lotteryId];
        require(round.status == Status.Close, "GhostLottery: NOT_CLOSED");
        require(round.randomReady, "GhostLottery: NO_RANDOMNESS");
        require(maxTickets != 0, "GhostLottery: ZERO_BATCH");

        uint256 sold = round.ticketsSold;
        uint256 position = round.ticketsCounted;
        // Compared, not added: a keeper passing type(uint256).max for "the rest" must not overflow.
        uint256 end = maxTickets >= sold - position ? sold : position + maxTickets;
        uint256 finalNumber = round.finalNumber;
        uint256[7] memory byMatch;
        mapping(uint256 => uint256) storage words = _numbers[lotteryId];
        uint256 word = words[position / NUMBERS_PER_WORD];
        for (; position < end; ++position) {
            uint256 slot = position % NUMBERS_PER_WORD;
            if (slot == 0) word = words[position / NUMBERS_PER_WORD];
            ++byMatch[_matchedDigits((word >> (slot * NUMBER_BITS)) & NUMBER_MASK, finalNumber)];
        }
        for (uint256 k = 1; k <= 6; ++k) {
            if (byMatch[k] != 0) round.winnersPerBracket[k - 1] += byMatch[k];
        }
        round.ticketsCounted = end;
        emit WinnersCounted(lotteryId, end, sold);
        if (end == sold) _settle(lotteryId, round);
    }

    /// @notice After the claim window, moves what winners left unclaimed into the next round's
    ///         pot, so no prize stays locked here.
    function recycleUnclaimed(uint256 lotteryId) external nonReentrant {
        Round storage round = _rounds[lotteryId];
        require(round.status == Status.Claimable, "GhostLottery: NOT_CLAIMABLE");
        require(block.timestamp > round.claimDeadline, "GhostLottery: CLAIM_WINDOW_OPEN");
        require(!round.unclaimedRecycled, "GhostLottery: ALREADY_RECYCLED");
        round.unclaimedRecycled = true;
        uint256 amount = round.prizesReserved - round.prizesClaimed;
        pendingInjectionNextLottery += amount;
        emit UnclaimedRecycled(lotteryId, amount);
    }

    // ---- Operator and injector ----

    function startLottery(uint256 endTime, uint16[6] calldata rewardsBreakdown, uint16 treasuryFee)
        external
        onlyOperator
    {
        uint256 previous = currentLotteryId;
        require(
            previous == 0 || _rounds[previous].status == Status.Claimable, "GhostLottery: PREVIOUS_NOT_DRAWN"
        );
        require(
            endTime >= block.timestamp + MIN_LENGTH_LOTTERY && endTime <= block.timestamp + MAX_LENGTH_LOTTERY,
            "GhostLottery: BAD_LENGTH"
        );
        uint256 shares;
        for (uint256 k; k < 6; ++k) {
            shares += rewardsBreakdown[k];
        }
        require(shares == BASIS_POINTS, "GhostLottery: BAD_BREAKDOWN");
        require(treasuryFee <= MAX_TREASURY_FEE, "GhostLottery: FEE_TOO_HIGH");
        uint256 price = _ticketPriceAndObserve();

        uint256 lotteryId = previous + 1;
        currentLotteryId = lotteryId;
        uint256 carriedOver = pendingInjectionNextLottery;
        pendingInjectionNextLottery = 0;
        Round storage round = _rounds[lotteryId];
        round.status = Status.Open;
        round.treasuryFee = treasuryFee;
        round.startTime = uint64(block.timestamp);
        round.endTime = uint64(endTime);
        round.priceTicketInCake = price;
        round.amountCollectedInCake = carriedOver;
        round.rewardsBreakdown = rewardsBreakdown;
        emit LotteryOpen(lotteryId, block.timestamp, endTime, price, carriedOver, rewardsBreakdown, treasuryFee);
    }

    function closeLottery(uint256 lotteryId) external onlyOperator {
        Round storage round = _rounds[lotteryId];
        require(round.status == Status.Open, "GhostLottery: NOT_OPEN");
        require(block.timestamp >= round.endTime, "GhostLottery: SALE_NOT_OVER");
        round.status = Status.Close;
        emit LotteryClose(lotteryId, round.ticketsSold);
        _requestRandomness(lotteryId, round);
    }

    /// @notice Re-sends the randomness request of a closed round the coordinator has not
    ///         answered for RANDOMNESS_TIMEOUT; a late answer to the old request is ignored.
    function retryRandomness(uint256 lotteryId) external onlyOperator {
        Round storage round = _rounds[lotteryId];
        require(round.status == Status.Close && !round.randomReady, "GhostLottery: NOT_AWAITING_RANDOMNESS");
        require(block.timestamp >= round.requestedAt + RANDOMNESS_TIMEOUT, "GhostLottery: REQUEST_PENDING");
        _requestRandomness(lotteryId, round);
    }

    function injectFunds(uint256 lotteryId, uint256 amount) external nonReentrant {
        require(msg.sender == injector || msg.sender == owner(), "GhostLottery: NOT_INJECTOR");
        require(amount != 0, "GhostLottery: ZERO_AMOUNT");
        Round storage round = _rounds[lotteryId];
        require(round.status == Status.Open, "GhostLottery: NOT_OPEN");
        IERC20(cake).safeTransferFrom(msg.sender, address(this), amount);
        round.amountCollectedInCake += amount;
        emit LotteryInjection(lotteryId, msg.sender, amount);
    }

    // ---- Owner ----

    function setOperators(address operator_, address treasury_, address injector_) external onlyOwner {
        require(
            operator_ != address(0) && treasury_ != address(0) && injector_ != address(0), "GhostLottery: ZERO_ADDRESS"
        );
        operator = operator_;
        treasury = treasury_;
        injector = injector_;
        emit OperatorsSet(operator_, treasury_, injector_);
    }

    function setTicketPriceBounds(uint256 minPrice, uint256 maxPrice) external onlyOwner {
        require(minPrice != 0 && minPrice <= maxPrice, "GhostLottery: BAD_BOUNDS");
        minPriceTicketInCake = minPrice;
        maxPriceTicketInCake = maxPrice;
        emit TicketPriceBoundsSet(minPrice, maxPrice);
    }

    function setVrfConfig(
        uint256 subscriptionId,
        bytes32 keyHash,
        uint32 callbackGasLimit,
        uint16 requestConfirmations,
        bool nativePayment
    ) external onlyOwner {
        require(subscriptionId != 0 && callbackGasLimit >= 50_000, "GhostLottery: BAD_VRF_CONFIG");
        vrfSubscriptionId = subscriptionId;
        vrfKeyHash = keyHash;
        vrfCallbackGasLimit = callbackGasLimit;
        vrfRequestConfirmations = requestConfirmations;
        vrfNativePayment = nativePayment;
        emit VrfConfigSet(subscriptionId, keyHash, callbackGasLimit, requestConfirmations, nativePayment);
    }

    /// @notice Applies to rounds drawn afterwards; a drawn round keeps the deadline it was given.
    function setClaimWindow(uint256 claimWindow_) external onlyOwner {
        require(claimWindow_ >= MIN_CLAIM_WINDOW && claimWindow_ <= MAX_CLAIM_WINDOW, "GhostLottery: BAD_CLAIM_WINDOW");
        claimWindow = claimWindow_;
        emit ClaimWindowSet(claimWindow_);
    }

    function recoverWrongTokens(address token, uint256 amount) external onlyOwner nonReentrant {
        require(token != cake, "GhostLottery: CANNOT_RECOVER_CAKE");
        IERC20(token).safeTransfer(msg.sender, amount);
        emit TokensRecovered(token, msg.sender, amount);
    }

    // ---- Views ----

    function viewLottery(uint256 lotteryId) external view returns (Round memory) {
        return _rounds[lotteryId];
    }

    function calculateTotalPriceForBulkTickets(uint256 price, uint256 count) public pure returns (uint256) {
        require(count != 0 && count <= MAX_TICKETS_PER_TRANSACTION, "GhostLottery: TICKET_COUNT");
        return (price * count * (DISCOUNT_DIVISOR + 1 - count)) / DISCOUNT_DIVISOR;
    }

    function currentTicketPriceInCake() external view returns (uint256) {
        return _ticketPrice(_cakePerUsdCumulative());
    }

    function viewTicket(uint256 lotteryId, uint256 ticketId)
        external
        view
        returns (address ticketOwner, TicketView memory ticket)
    {
        uint256 purchaseId = ticketId / MAX_TICKETS_PER_TRANSACTION;
        require(purchaseId < _purchases[lotteryId].length, "GhostLottery: NO_TICKET");
        Purchase memory purchase = _purchases[lotteryId][purchaseId];
        require(ticketId % MAX_TICKETS_PER_TRANSACTION < purchase.count, "GhostLottery: NO_TICKET");
        return (purchase.owner, _ticketView(lotteryId, ticketId, purchase));
    }

    function viewUserTickets(uint256 lotteryId, address user, uint256 cursor, uint256 size)
        external
        view
        returns (TicketView[] memory tickets, uint256 next)
    {
        uint256[] storage purchaseIds = _userPurchases[lotteryId][user];
        uint256 count = purchaseIds.length;
        // Compared, not added: a caller asking for "all" with size = type(uint256).max must not overflow.
        if (cursor >= count || size == 0) return (new TicketView[](0), count);
        next = size >= count - cursor ? count : cursor + size;
        uint256 total;
        for (uint256 i = cursor; i < next; ++i) {
            total += _purchases[lotteryId][purchaseIds[i]].count;
        }
        tickets = new TicketView[](total);
        uint256 n;
        for (uint256 i = cursor; i < next; ++i) {
            uint256 purchaseId = purchaseIds[i];
            Purchase memory purchase = _purchases[lotteryId][purchaseId];
            for (uint256 j; j < purchase.count; ++j) {
                tickets[n++] = _ticketView(lotteryId, purchaseId * MAX_TICKETS_PER_TRANSACTION + j, purchase);
            }
        }
    }

    function viewUserPurchaseCount(uint256 lotteryId, address user) external view returns (uint256) {
        return _userPurchases[lotteryId][user].length;
    }

    // ---- Internals ----

    function fulfillRandomWords(uint256 requestId, uint256[] calldata randomWords) internal override {
        Request memory request = _requests[requestId];
        uint256 lotteryId = request.lotteryId;
        Round storage round = _rounds[lotteryId];
        // An answer to a replaced request, or a second answer, changes nothing (and must not revert).
        // Only the coordinator the request went to may answer it: the owner can point the
        // consumer at another coordinator (VRFConsumerBaseV2Plus.setCoordinator), and that one
        // must not answer a request it never received.
        if (
            lotteryId == 0 || request.coordinator != msg.sender || round.requestId != requestId || round.randomReady
                || round.status != Status.Close
        ) {
            return;
        }
        uint32 finalNumber = uint32(randomWords[0] % NUMBER_LIMIT);
        round.finalNumber = finalNumber;
        round.randomReady = true;
        emit RandomnessFulfilled(lotteryId, requestId, finalNumber);
    }

    function _requestRandomness(uint256 lotteryId, Round storage round) private {
        require(vrfSubscriptionId != 0, "GhostLottery: VRF_NOT_SET");
        uint256 requestId = s_vrfCoordinator.requestRandomWords(
            VRFV2PlusClient.RandomWordsRequest({
                keyHash: vrfKeyHash,
                subId: vrfSubscriptionId,
                requestConfirmations: vrfRequestConfirmations,
                callbackGasLimit: vrfCallbackGasLimit,
                numWords: 1,
                extraArgs: VRFV2PlusClient._argsToBytes(VRFV2PlusClient.ExtraArgsV1({nativePayment: vrfNativePayment}))
            })
        );
        round.requestId = requestId;
        round.requestedAt = uint64(block.timestamp);
        _requests[requestId] = Request({lotteryId: uint96(lotteryId), coordinator: address(s_vrfCoordinator)});
        emit RandomnessRequested(lotteryId, requestId);
    }

    function _settle(uint256 lotteryId, Round storage round) private {
        uint256 treasuryAmount = (round.ticketRevenue * round.treasuryFee) / BASIS_POINTS;
        uint256 toShare = round.amountCollectedInCake - treasuryAmount;
        uint256 reserved;
        uint256[6] memory perBracket;
        uint256[6] memory winners = round.winnersPerBracket;
        for (uint256 k; k < 6; ++k) {
            if (winners[k] == 0) continue;
            perBracket[k] = (toShare * round.rewardsBreakdown[k]) / BASIS_POINTS / winners[k];
            reserved += perBracket[k] * winners[k];
        }
        uint256 rolledOver = toShare - reserved;
        round.cakePerBracket = perBracket;
        round.prizesReserved = reserved;
        round.claimDeadline = uint64(block.timestamp + claimWindow);
        round.status = Status.Claimable;
        pendingInjectionNextLottery += rolledOver;
        if (treasuryAmount != 0) IERC20(cake).safeTransfer(treasury, treasuryAmount);
        emit LotteryNumberDrawn(lotteryId, round.finalNumber, winners, perBracket, treasuryAmount, rolledOver);
    }

    function _ownedPosition(uint256 lotteryId, uint256 ticketId, address user) private view returns (uint256) {
        uint256 purchaseId = ticketId / MAX_TICKETS_PER_TRANSACTION;
        require(purchaseId < _purchases[lotteryId].length, "GhostLottery: NO_TICKET");
        Purchase memory purchase = _purchases[lotteryId][purchaseId];
        uint256 index = ticketId % MAX_TICKETS_PER_TRANSACTION;
        require(index < purchase.count, "GhostLottery: NO_TICKET");
        require(purchase.owner == user, "GhostLottery: NOT_TICKET_OWNER");
        return purchase.firstTicket + index;
    }

    function _ticketView(uint256 lotteryId, uint256 ticketId, Purchase memory purchase)
        private
        view
        returns (TicketView memory ticket)
    {
        uint256 position = purchase.firstTicket + (ticketId % MAX_TICKETS_PER_TRANSACTION);
        Round storage round = _rounds[lotteryId];
        ticket.ticketId = ticketId;
        ticket.number = uint32(_numberAt(lotteryId, position));
        ticket.claimed = _claimed[lotteryId][position >> 8] & (1 << (position & 0xff)) != 0;
        if (round.status == Status.Claimable) {
            uint256 matched = _matchedDigits(ticket.number, round.finalNumber);
            ticket.matchedDigits = uint8(matched);
            if (matched != 0) ticket.reward = round.cakePerBracket[matched - 1];
        }
    }

    function _numberAt(uint256 lotteryId, uint256 position) private view returns (uint256) {
        uint256 word = _numbers[lotteryId][position / NUMBERS_PER_WORD];
        return (word >> ((position % NUMBERS_PER_WORD) * NUMBER_BITS)) & NUMBER_MASK;
    }

    /// @dev How many leading digits (of six, leading zeros included) `a` and `b` share.
    function _matchedDigits(uint256 a, uint256 b) private pure returns (uint256 matched) {
        matched = 6;
        while (a != b) {
            a /= 10;
            b /= 10;
            --matched;
        }
    }

    /// @dev 5 USD in CAKE at the pair's average CAKE-per-USD price since the last observation,
    ///      within the owner's bounds, and records the observation the next round averages from.
    function _ticketPriceAndObserve() private returns (uint256 price) {
        uint256 cumulative = _cakePerUsdCumulative();
        price = _ticketPrice(cumulative);
        require(
            price >= minPriceTicketInCake && price <= maxPriceTicketInCake && maxPriceTicketInCake != 0,
            "GhostLottery: PRICE_OUT_OF_BOUNDS"
        );
        priceCumulativeLast = cumulative;
        priceTimestampLast = block.timestamp;
    }

    function _ticketPrice(uint256 cumulative) private view returns (uint256) {
        uint256 elapsed = block.timestamp - priceTimestampLast;
        require(elapsed >= MIN_PRICE_WINDOW, "GhostLottery: PRICE_WINDOW_TOO_SHORT");
        uint256 average;
        // Cumulative prices wrap by design (Uniswap v2 oracle); differences are what count.
        unchecked {
            average = (cumulative - priceCumulativeLast) / elapsed;
        }
        return Math.mulDiv(average, ticketPriceInUsd, 1 << 112);
    }

    /// @dev The pair's cumulative CAKE-per-USD price brought up to this block with the current
    ///      reserves, as the pair itself would on its next update.
    function _cakePerUsdCumulative() private view returns (uint256 cumulative) {
        IGhostPair pair = IGhostPair(cakeUsdPair);
        cumulative = cakeIsToken0 ? pair.price1CumulativeLast() : pair.price0CumulativeLast();
        (uint112 reserve0, uint112 reserve1, uint32 updatedAt) = pair.getReserves();
        uint32 nowTs = uint32(block.timestamp);
        if (updatedAt != nowTs && reserve0 != 0 && reserve1 != 0) {
            unchecked {
                uint256 elapsed = nowTs - updatedAt;
                uint256 price = cakeIsToken0
                    ? (uint256(reserve0) << 112) / reserve1
                    : (uint256(reserve1) << 112) / reserve0;
                cumulative += price * elapsed;
            }
        }
    }
}
