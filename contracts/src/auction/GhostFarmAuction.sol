// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IGhostFarmAuction} from "./interfaces/IGhostFarmAuction.sol";

/// @title GhostFarmAuction: projects bid CAKE for a 7-day farm; the winners' CAKE is burnt
/// @notice See IGhostFarmAuction. Who may do what:
///         - the owner (the operator) keeps the whitelist and schedules one auction at a time,
///           then closes it once it has ended; it never holds or moves anyone's CAKE: the
///           winners' totals can only go to the burn address and the others' only back to them;
///         - a whitelisted project wallet bids while the auction is live; after the close every
///           bidder that did not win takes its whole total back, once.
///         The contract adds no farm itself: the operator's farm command reads the winners and
///         their LP tokens and adds them to MasterChef for `FARM_DURATION`, so the chef's owner
///         stays the one account that changes farms.
/// @dev One auction is open at a time, so a bid needs no auction id and a wallet's CAKE is
///      never split between live auctions. The bidders of an auction are capped at
///      `MAX_BIDDERS` so the close, which ranks them all in one call, stays within a block's gas.
///      Ties go to the earlier first bid: the bidder list is kept in first-bid order and the
///      ranking is stable, so the close is deterministic and the sdk's `rankAuctionBids` can
///      show the same order before it happens.
contract GhostFarmAuction is IGhostFarmAuction, Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Where the winners' CAKE goes (the same burn address as the buyback's).
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;
    /// @notice How long a won farm runs; the operator's farm command reads it.
    uint256 public constant FARM_DURATION = 7 days;
    /// @notice Bids are whole multiples of 10 CAKE (18 decimals).
    uint256 public constant BID_STEP = 10 ether;
    uint256 public constant MAX_BIDDERS = 100;
    uint32 public constant MAX_WINNERS = 50;
    uint256 public constant MAX_PROJECT_NAME_LENGTH = 32;

    /// @dev One slot: a first bid writes it once, and the close and a reclaim only flip a flag.
    struct BidState {
        uint128 total;
        bool reclaimed;
        bool winner;
    }

    struct Auction {
        uint64 startTime;
        uint64 endTime;
        uint32 winnerCount;
        bool closed;
        uint256 initialBidAmount;
        uint256 totalBids;
        uint256 burned;
        address[] bidders;
        address[] winners;
        mapping(address bidder => BidState) bids;
    }

    IERC20 private immutable _cake;
    Auction[] private _auctions;
    mapping(address account => BidderInfo) private _bidders;

    modifier exists(uint256 auctionId) {
        require(auctionId < _auctions.length, "GhostFarmAuction: AUCTION_NOT_FOUND");
        _;
    }

    constructor(address cake_, address owner_) Ownable(owner_) {
        require(cake_ != address(0), "GhostFarmAuction: ZERO_ADDRESS");
        _cake = IERC20(cake_);
    }

    // ─── Owner ────────────────────────────────────────────────────────────────────────────────

    function addBidders(BidderInput[] calldata bidders) external override onlyOwner {
        for (uint256 i; i < bidders.length; ++i) {
            BidderInput calldata input = bidders[i];
            require(input.account != address(0), "GhostFarmAuction: ZERO_ADDRESS");
            uint256 nameLength = bytes(input.projectName).length;
            require(
                nameLength != 0 && nameLength <= MAX_PROJECT_NAME_LENGTH, "GhostFarmAuction: INVALID_PROJECT_NAME"
            );
            require(input.lpToken != address(0), "GhostFarmAuction: ZERO_LP_TOKEN");
            _bidders[input.account] = BidderInfo(true, input.projectName, input.lpToken);
            emit BidderAdded(input.account, input.projectName, input.lpToken);
        }
    }

    /// @dev The name and farm stay, so the auction pages still name a removed wallet's bids.
    function removeBidders(address[] calldata accounts) external override onlyOwner {
        for (uint256 i; i < accounts.length; ++i) {
            BidderInfo storage info = _bidders[accounts[i]];
            require(info.whitelisted, "GhostFarmAuction: NOT_WHITELISTED");
            info.whitelisted = false;
            emit BidderRemoved(accounts[i]);
        }
    }

    function startAuction(uint64 startTime, uint64 endTime, uint256 initialBidAmount, uint32 winnerCount)
        external
        override
        onlyOwner
    {
        uint256 count = _auctions.length;
        require(count == 0 || _auctions[count - 1].closed, "GhostFarmAuction: AUCTION_OPEN");
        require(startTime >= block.timestamp, "GhostFarmAuction: START_IN_PAST");
        require(endTime > startTime, "GhostFarmAuction: END_NOT_AFTER_START");
        require(initialBidAmount != 0, "GhostFarmAuction: ZERO_AMOUNT");
        require(initialBidAmount % BID_STEP == 0, "GhostFarmAuction: NOT_MULTIPLE_OF_STEP");
        require(winnerCount != 0 && winnerCount <= MAX_WINNERS, "GhostFarmAuction: INVALID_WINNER_COUNT");
        Auction storage auction = _auctions.push();
        auction.startTime = startTime;
        auction.endTime = endTime;
        auction.initialBidAmount = initialBidAmount;
        auction.winnerCount = winnerCount;
        emit AuctionStarted(count, startTime, endTime, initialBidAmount, winnerCount);
    }

    /// @dev Ranks the bidders still whitelisted by total, keeping the top `winnerCount` in a
    ///      sorted list built by insertion. A newcomer only passes a ranked bidder with a strictly
    ///      smaller total, and bidders come in first-bid order, so an equal total leaves the
    ///      earlier first bid ahead.
    function closeAuction() external override onlyOwner nonReentrant {
        (uint256 auctionId, Auction storage auction) = _openAuction();
        require(block.timestamp >= auction.endTime, "GhostFarmAuction: NOT_ENDED");
        uint256 bidderCount = auction.bidders.length;
        uint256 winnerCount = auction.winnerCount;
        address[] memory ranked = new address[](winnerCount);
        uint256[] memory totals = new uint256[](winnerCount);
        uint256 filled;
        for (uint256 i; i < bidderCount; ++i) {
            address bidder = auction.bidders[i];
            if (!_bidders[bidder].whitelisted) continue;
            uint256 total = auction.bids[bidder].total;
            if (filled == winnerCount && total <= totals[filled - 1]) continue;
            uint256 position = filled == winnerCount ? filled - 1 : filled++;
            while (position != 0 && totals[position - 1] < total) {
                ranked[position] = ranked[position - 1];
                totals[position] = totals[position - 1];
                --position;
            }
            ranked[position] = bidder;
            totals[position] = total;
        }
        uint256 burned;
        for (uint256 i; i < filled; ++i) {
            auction.bids[ranked[i]].winner = true;
            auction.winners.push(ranked[i]);
            burned += totals[i];
        }
        auction.closed = true;
        auction.burned = burned;
        // the memory list was sized for `winnerCount`; the event carries only the winners
        assembly ("memory-safe") {
            mstore(ranked, filled)
        }
        if (burned != 0) _cake.safeTransfer(DEAD, burned);
        emit AuctionClosed(auctionId, ranked, burned);
    }

    // ─── Bidders ──────────────────────────────────────────────────────────────────────────────

    function bid(uint256 amount) external override nonReentrant {
        (uint256 auctionId, Auction storage auction) = _openAuction();
        require(_bidders[msg.sender].whitelisted, "GhostFarmAuction: NOT_WHITELISTED");
        require(block.timestamp >= auction.startTime, "GhostFarmAuction: NOT_STARTED");
        require(block.timestamp < auction.endTime, "GhostFarmAuction: ENDED");
        require(amount != 0, "GhostFarmAuction: ZERO_AMOUNT");
        require(amount % BID_STEP == 0, "GhostFarmAuction: NOT_MULTIPLE_OF_STEP");
        BidState storage state = auction.bids[msg.sender];
        uint256 total = state.total;
        if (total == 0) {
            require(amount >= auction.initialBidAmount, "GhostFarmAuction: BELOW_INITIAL");
            require(auction.bidders.length < MAX_BIDDERS, "GhostFarmAuction: TOO_MANY_BIDDERS");
            auction.bidders.push(msg.sender);
        }
        total += amount;
        require(total <= type(uint128).max, "GhostFarmAuction: AMOUNT_TOO_LARGE");
        state.total = uint128(total);
        auction.totalBids += amount;
        _cake.safeTransferFrom(msg.sender, address(this), amount);
        emit BidPlaced(auctionId, msg.sender, amount, total);
    }

    function reclaim(uint256 auctionId) external override nonReentrant exists(auctionId) {
        Auction storage auction = _auctions[auctionId];
        require(auction.closed, "GhostFarmAuction: NOT_CLOSED");
        BidState storage state = auction.bids[msg.sender];
        require(state.total != 0, "GhostFarmAuction: NOTHING_TO_RECLAIM");
        require(!state.winner, "GhostFarmAuction: WINNER");
        require(!state.reclaimed, "GhostFarmAuction: ALREADY_RECLAIMED");
        state.reclaimed = true;
        _cake.safeTransfer(msg.sender, state.total);
        emit BidReclaimed(auctionId, msg.sender, state.total);
    }

    // ─── Views ────────────────────────────────────────────────────────────────────────────────

    function cake() external view override returns (address) {
        return address(_cake);
    }

    function auctionCount() external view override returns (uint256) {
        return _auctions.length;
    }

    function currentAuctionId() external view override returns (uint256) {
        require(_auctions.length != 0, "GhostFarmAuction: NO_AUCTION");
        return _auctions.length - 1;
    }

    function getAuction(uint256 auctionId)
        external
        view
        override
        exists(auctionId)
        returns (AuctionInfo memory)
    {
        Auction storage auction = _auctions[auctionId];
        return AuctionInfo({
            startTime: auction.startTime,
            endTime: auction.endTime,
            initialBidAmount: auction.initialBidAmount,
            winnerCount: auction.winnerCount,
            closed: auction.closed,
            bidderCount: auction.bidders.length,
            totalBids: auction.totalBids,
            burned: auction.burned
        });
    }

    function getBidders(uint256 auctionId, uint256 cursor, uint256 size)
        external
        view
        override
        exists(auctionId)
        returns (address[] memory accounts, uint256[] memory totals)
    {
        Auction storage auction = _auctions[auctionId];
        uint256 count = auction.bidders.length;
        uint256 length = cursor >= count ? 0 : count - cursor;
        if (size < length) length = size;
        accounts = new address[](length);
        totals = new uint256[](length);
        for (uint256 i; i < length; ++i) {
            address bidder = auction.bidders[cursor + i];
            accounts[i] = bidder;
            totals[i] = auction.bids[bidder].total;
        }
    }

    function bidOf(uint256 auctionId, address account)
        external
        view
        override
        exists(auctionId)
        returns (Bid memory)
    {
        BidState storage state = _auctions[auctionId].bids[account];
        return Bid(state.total, state.reclaimed);
    }

    function isWinner(uint256 auctionId, address account) external view override exists(auctionId) returns (bool) {
        return _auctions[auctionId].bids[account].winner;
    }

    function getWinners(uint256 auctionId) external view override exists(auctionId) returns (address[] memory) {
        return _auctions[auctionId].winners;
    }

    function bidderInfo(address account) external view override returns (BidderInfo memory) {
        return _bidders[account];
    }

    // ─── Internal ─────────────────────────────────────────────────────────────────────────────

    function _openAuction() private view returns (uint256 auctionId, Auction storage auction) {
        uint256 count = _auctions.length;
        require(count != 0 && !_auctions[count - 1].closed, "GhostFarmAuction: NO_OPEN_AUCTION");
        auctionId = count - 1;
        auction = _auctions[auctionId];
    }
}
