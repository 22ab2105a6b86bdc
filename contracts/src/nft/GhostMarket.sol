// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ERC165Checker} from "@openzeppelin/contracts/utils/introspection/ERC165Checker.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IWETH} from "../amm/interfaces/IWETH.sol";
import {GhostPayouts} from "./GhostPayouts.sol";
import {IGhostPayouts} from "./interfaces/IGhostPayouts.sol";
import {IGhostMarket, IGhostWhitelistChecker} from "./interfaces/IGhostMarket.sol";
import {NFTFees} from "./libraries/NFTFees.sol";

/// @title GhostMarket: escrowed asks on registered ERC-721 collections, bought with BNB or WBNB
/// @notice A seller lists by handing the token to the market (`createAskOrder`); the token stays
///         here until it is bought or the seller cancels, so an ask can never point at a token
///         its seller no longer holds. A buyer pays exactly the ask price, in BNB (`msg.value`)
///         or WBNB (1:1). The price splits per `NFTFees.split`: the seller's netPrice is paid at
///         once in the buyer's currency (a BNB buy pays BNB, or WBNB if the seller refuses BNB; a
///         WBNB buy moves WBNB straight from the buyer to the seller), the fees accrue as pending
///         revenue of the treasury, the ghost pot, the collection's creator and the named
///         referrer (the treasury when none is named). The seller's net is fixed when the ask is created or
///         repriced: if the collection's or the market's fees rise afterwards, a buy that would
///         pay the seller less reverts (FEES_RAISED) until the seller reprices or cancels.
///
///         Collections: Pending (never added) → Open (`addCollection`) → Closed
///         (`closeCollection`). Only an Open collection's tokens can be listed, repriced or
///         bought; asks of a Closed collection can still be cancelled, so nothing is trapped.
///
///         Gas: see `npm run bench:gas` (Ghost vs PancakeSwap's ERC721NFTMarketV1, same chain and
///         collection); contracts/test/nft-market.test.ts asserts the buy's ceilings.
/// @dev Storage is packed for the buy path: an ask is one slot (seller, price) plus one for its
///      book entry (the seller's floor and the token's place in its collection's ask list), a
///      collection's record one slot (with its ask count; the whitelist checker, read only when
///      listing, lives apart), and the trading fees share a slot with the treasury.
contract GhostMarket is GhostPayouts, IGhostMarket, Ownable {
    using SafeERC20 for IERC20;

    /// @dev The buy path's view of a collection, one slot, with its ask list's bookkeeping (kept
    ///      here because every listing, cancel and buy reads this record anyway): `listLength`
    ///      places are in use, and `hole` (index + 1, 0: none) is the one place among them,
    ///      never the last, that holds no ask. A removal from the middle of the list leaves its
    ///      place as the hole (nothing else written), and the next listing fills it; a second
    ///      middle removal while a hole is open moves the last ask into the removed one's place.
    struct CollectionRecord {
        CollectionStatus status;
        address creatorAddress;
        uint16 creatorFee;
        uint16 refererFee;
        uint32 listLength;
        uint24 hole;
    }

    /// @dev The treasury's and the ghost pot's pending revenue from buys, one slot: every buy
    ///      credits both, and one slot written twice costs half of two. Moved to `_pendingRevenue`
    ///      when either address changes. 128 bits each: more wei than BNB will ever exist.
    struct ProtocolRevenue {
        uint128 treasury;
        uint128 ghostPot;
    }

    /// @dev An ask's second slot. `sellerNet`: see `askSellerNet` (at most the price, so 96
    ///      bits). `position`: the token's index in its collection's ask list plus one (0: not
    ///      listed). One slot, because the buy reads the floor anyway: removing the token from
    ///      the list then costs no extra read, and clearing the floor clears the position.
    struct BookEntry {
        uint96 sellerNet;
        uint160 position;
    }

    /// @notice Receives the platform fee, and the referrer fee of a buy that names no referrer.
    address public treasury;
    /// @notice Platform fee in basis points (default 200 = 2%, at most 1,000).
    uint16 public tradingFee;
    /// @notice Ghost pot fee in basis points (default 50, at most 500).
    uint16 public ghostPotFee;

    address public ghostPot;
    /// @notice Lowest ask price in wei (default 0.001 BNB).
    uint96 public minimumAskPrice;

    /// @notice May add collections (the NFT factory registers the collections it creates).
    address public factory;
    /// @notice Highest ask price in wei (default 10,000 BNB).
    uint96 public maximumAskPrice;

    /// @inheritdoc IGhostMarket
    mapping(address collection => mapping(uint256 tokenId => Ask)) public asks;
    mapping(address collection => CollectionRecord) private _collections;
    mapping(address collection => address) private _whitelistCheckers;
    /// @dev Each collection's listed token ids, unordered, in `listLength` places (its record),
    ///      the hole's place holding a stale id.
    mapping(address collection => mapping(uint256 index => uint256 tokenId)) private _askList;
    mapping(address collection => mapping(uint256 tokenId => BookEntry)) private _book;
    ProtocolRevenue private _protocolRevenue;

    modifier onlyOpen(address collection) {
        require(_collections[collection].status == CollectionStatus.Open, "GhostMarket: COLLECTION_NOT_OPEN");
        _;
    }

    /// @param initialOwner Sets fees, addresses and price limits and manages collections.
    /// @param wbnb The WBNB (WETH9) contract: the second way to pay, and the payout fallback.
    /// @param initialTreasury Receives the platform fee.
    /// @param initialGhostPot Receives the ghost pot fee.
    /// @dev Starts with the defaults (2% + 0.5%, asks from 0.001 to 10,000 BNB) and no factory;
    ///      the factory is deployed after the market and set with `setAddresses`. Emits the three
    ///      settings events so an index built from the chain alone knows them.
    constructor(address initialOwner, IWETH wbnb, address initialTreasury, address initialGhostPot)
        GhostPayouts(wbnb)
        Ownable(initialOwner)
    {
        _setFees(200, 50);
        _setAddresses(initialTreasury, initialGhostPot, address(0));
        _setAskPriceLimits(0.001 ether, 10_000 ether);
    }

    // --- sellers

    /// @inheritdoc IGhostMarket
    /// @dev The caller must own the token and have approved the market for it.
    function createAskOrder(address collection, uint256 tokenId, uint256 askPrice)
        external
        nonReentrant
        onlyOpen(collection)
    {
        _checkPrice(askPrice);
        require(IERC721(collection).ownerOf(tokenId) == msg.sender, "GhostMarket: NOT_TOKEN_OWNER");
        address checker = _whitelistCheckers[collection];
        require(
            checker == address(0) || IGhostWhitelistChecker(checker).canList(tokenId), "GhostMarket: TOKEN_NOT_LISTABLE"
        );
        // Plain transferFrom: the market is the receiver and holds no receiver hook, so that
        // tokens sent to it any other way are refused by safeTransferFrom.
        IERC721(collection).transferFrom(msg.sender, address(this), tokenId);
        asks[collection][tokenId] = Ask({seller: msg.sender, price: uint96(askPrice)});
        _book[collection][tokenId] = BookEntry({
            sellerNet: uint96(_sellerNet(collection, askPrice)),
            position: uint160(_enlist(collection, tokenId))
        });
        emit AskNew(collection, msg.sender, tokenId, askPrice);
    }

    /// @inheritdoc IGhostMarket
    function modifyAskOrder(address collection, uint256 tokenId, uint256 newPrice)
        external
        nonReentrant
        onlyOpen(collection)
    {
        _checkSeller(collection, tokenId);
        _checkPrice(newPrice);
        asks[collection][tokenId].price = uint96(newPrice);
        // repricing accepts the fees of the moment, as listing does
        _book[collection][tokenId].sellerNet = uint96(_sellerNet(collection, newPrice));
        emit AskUpdate(collection, msg.sender, tokenId, newPrice);
    }

    /// @inheritdoc IGhostMarket
    /// @dev Works whatever the collection's status. The token goes back with a plain
    ///      transferFrom to the account it came from, which held it without a receiver hook.
    function cancelAskOrder(address collection, uint256 tokenId) external nonReentrant {
        _checkSeller(collection, tokenId);
        delete asks[collection][tokenId];
        _unlist(collection, tokenId, _book[collection][tokenId].position);
        IERC721(collection).transferFrom(address(this), msg.sender, tokenId);
        emit AskCancel(collection, msg.sender, tokenId);
    }

    // --- buyers

    /// @inheritdoc IGhostMarket
    function buyTokenUsingBNB(address collection, uint256 tokenId, address referrer) external payable nonReentrant {
        _buy(collection, tokenId, msg.value, referrer, true);
    }

    /// @inheritdoc IGhostMarket
    /// @dev The buyer approves the market for `price` WBNB first: netPrice goes from the buyer
    ///      to the seller, the fees to the market, with no unwrap.
    function buyTokenUsingWBNB(address collection, uint256 tokenId, uint256 price, address referrer)
        external
        nonReentrant
    {
        _buy(collection, tokenId, price, referrer, false);
    }

    // --- reads

    /// @inheritdoc IGhostPayouts
    /// @dev Includes the treasury's or the ghost pot's revenue from buys when `account` is one.
    function pendingRevenue(address account)
        public
        view
        override(GhostPayouts, IGhostPayouts)
        returns (uint256)
    {
        uint256 amount = _pendingRevenue[account];
        ProtocolRevenue memory protocol = _protocolRevenue;
        if (account == treasury) amount += protocol.treasury;
        if (account == ghostPot) amount += protocol.ghostPot;
        return amount;
    }

    /// @inheritdoc IGhostMarket
    function askSellerNet(address collection, uint256 tokenId) external view returns (uint256) {
        return _book[collection][tokenId].sellerNet;
    }

    /// @inheritdoc IGhostMarket
    function collections(address collection)
        external
        view
        returns (
            CollectionStatus status,
            address creatorAddress,
            address whitelistChecker,
            uint16 creatorFee,
            uint16 refererFee
        )
    {
        CollectionRecord memory record = _collections[collection];
        return (
            record.status,
            record.creatorAddress,
            _whitelistCheckers[collection],
            record.creatorFee,
            record.refererFee
        );
    }

    /// @inheritdoc IGhostMarket
    /// @dev Pages through the collection's asks in the list's order, skipping its hole (a buy or
    ///      cancel may move the last ask into a removed one's place, a listing fills the hole).
    ///      `nextCursor` is where the next page starts; past the end the page is empty and
    ///      `nextCursor` is the count.
    function viewAsksByCollection(address collection, uint256 cursor, uint256 size)
        external
        view
        returns (uint256[] memory tokenIds, Ask[] memory askInfo, uint256 nextCursor)
    {
        mapping(uint256 => uint256) storage ids = _askList[collection];
        CollectionRecord memory record = _collections[collection];
        uint256 hole = record.hole;
        uint256 count = uint256(record.listLength) - (hole == 0 ? 0 : 1);
        if (cursor > count) cursor = count;
        uint256 length = count - cursor < size ? count - cursor : size;
        tokenIds = new uint256[](length);
        askInfo = new Ask[](length);
        for (uint256 i = 0; i < length; ++i) {
            // the i-th ask: places after the hole are one further on
            uint256 place = cursor + i;
            if (hole != 0 && place >= hole - 1) ++place;
            uint256 tokenId = ids[place];
            tokenIds[i] = tokenId;
            askInfo[i] = asks[collection][tokenId];
        }
        nextCursor = cursor + length;
    }

    /// @inheritdoc IGhostMarket
    /// @dev refererFee is the part a named referrer would get; without one it goes to the
    ///      treasury, so the seller's netPrice is the same either way.
    function calculatePriceAndFeesForCollection(address collection, uint256 price)
        external
        view
        returns (FeeBreakdown memory)
    {
        CollectionRecord memory record = _collections[collection];
        require(record.status != CollectionStatus.Pending, "GhostMarket: COLLECTION_NOT_FOUND");
        return NFTFees.split(price, tradingFee, ghostPotFee, record.creatorFee, record.refererFee);
    }

    /// @inheritdoc IGhostMarket
    /// @dev All false unless the collection is Open; then the whitelist checker's answer, or
    ///      true without one. Ownership and escrow are not considered.
    function canTokensBeListed(address collection, uint256[] calldata tokenIds)
        external
        view
        returns (bool[] memory listingStatuses)
    {
        listingStatuses = new bool[](tokenIds.length);
        if (_collections[collection].status != CollectionStatus.Open) return listingStatuses;
        address checker = _whitelistCheckers[collection];
        for (uint256 i = 0; i < tokenIds.length; ++i) {
            listingStatuses[i] = checker == address(0) || IGhostWhitelistChecker(checker).canList(tokenIds[i]);
        }
    }

    // --- collections

    /// @inheritdoc IGhostMarket
    /// @dev A Closed collection may be added again (reopened, its remaining asks buyable again).
    function addCollection(
        address collection,
        address creatorAddress,
        address whitelistChecker,
        uint256 creatorFee,
        uint256 refererFee
    ) external nonReentrant {
        require(msg.sender == owner() || msg.sender == factory, "GhostMarket: NOT_OWNER_OR_FACTORY");
        require(_collections[collection].status != CollectionStatus.Open, "GhostMarket: COLLECTION_EXISTS");
        require(
            ERC165Checker.supportsInterface(collection, type(IERC721).interfaceId), "GhostMarket: NOT_ERC721"
        );
        _setCollection(collection, creatorAddress, whitelistChecker, creatorFee, refererFee);
        emit CollectionNew(collection, creatorAddress, whitelistChecker, creatorFee, refererFee);
    }

    /// @inheritdoc IGhostMarket
    function modifyCollection(
        address collection,
        address creatorAddress,
        address whitelistChecker,
        uint256 creatorFee,
        uint256 refererFee
    ) external nonReentrant onlyOpen(collection) {
        _checkOwnerOrCreator(collection);
        _setCollection(collection, creatorAddress, whitelistChecker, creatorFee, refererFee);
        emit CollectionUpdate(collection, creatorAddress, whitelistChecker, creatorFee, refererFee);
    }

    /// @inheritdoc IGhostMarket
    /// @dev By the owner or the collection's creator (spec §6: a collection owner may delete
    ///      it). Listed tokens stay escrowed until their sellers cancel.
    function closeCollection(address collection) external nonReentrant onlyOpen(collection) {
        _checkOwnerOrCreator(collection);
        _collections[collection].status = CollectionStatus.Closed;
        emit CollectionClose(collection);
    }

    // --- settings

    /// @inheritdoc IGhostMarket
    function setFees(uint256 newTradingFee, uint256 newGhostPotFee) external onlyOwner nonReentrant {
        _setFees(newTradingFee, newGhostPotFee);
    }

    /// @inheritdoc IGhostMarket
    /// @dev `newFactory` may be the zero address (no factory may add collections).
    function setAddresses(address newTreasury, address newGhostPot, address newFactory)
        external
        onlyOwner
        nonReentrant
    {
        _setAddresses(newTreasury, newGhostPot, newFactory);
    }

    /// @inheritdoc IGhostMarket
    /// @dev Existing asks keep their price; the limits apply when an ask is created or modified.
    function setAskPriceLimits(uint256 newMinimumAskPrice, uint256 newMaximumAskPrice)
        external
        onlyOwner
        nonReentrant
    {
        _setAskPriceLimits(newMinimumAskPrice, newMaximumAskPrice);
    }

    // --- internals

    function _errorPrefix() internal pure override returns (string memory) {
        return "GhostMarket";
    }

    /// @dev Checks, then effects (ask gone, fees credited), then the interactions: WBNB moved
    ///      (seller and fees), token out (a re-entering receiver hook meets the reentrancy
    ///      guard), BNB seller paid.
    function _buy(address collection, uint256 tokenId, uint256 price, address referrer, bool withBNB) private {
        Ask memory ask = asks[collection][tokenId];
        require(ask.seller != address(0), "GhostMarket: ASK_NOT_FOUND");
        require(price == ask.price, "GhostMarket: PRICE_MISMATCH");
        require(msg.sender != ask.seller, "GhostMarket: BUYER_IS_SELLER");
        CollectionRecord memory record = _collections[collection];
        require(record.status == CollectionStatus.Open, "GhostMarket: COLLECTION_NOT_OPEN");

        FeeBreakdown memory fees = NFTFees.split(price, tradingFee, ghostPotFee, record.creatorFee, record.refererFee);
        // the seller's floor: fees raised after listing cannot come out of the seller's net
        require(fees.netPrice >= _book[collection][tokenId].sellerNet, "GhostMarket: FEES_RAISED");

        delete asks[collection][tokenId];
        _unlist(collection, tokenId, _book[collection][tokenId].position);
        _creditFees(fees, referrer);
        _credit(record.creatorAddress, fees.creatorFee);

        if (withBNB) {
            IERC721(collection).safeTransferFrom(address(this), msg.sender, tokenId);
            _pay(ask.seller, fees.netPrice);
        } else {
            _takeWBNB(ask.seller, fees.netPrice, price - fees.netPrice);
            IERC721(collection).safeTransferFrom(address(this), msg.sender, tokenId);
        }

        emit Trade(
            collection,
            ask.seller,
            msg.sender,
            tokenId,
            price,
            fees.netPrice,
            fees.treasureFee,
            fees.ghostPotFee,
            fees.creatorFee,
            fees.refererFee,
            referrer,
            withBNB
        );
    }

    /// @dev Credits the treasury and the ghost pot in their shared slot, with the events `_credit`
    ///      emits and in the same order (treasury, the named referrer, ghost pot). Without a
    ///      referrer the treasury takes the referrer fee too (one credit).
    function _creditFees(FeeBreakdown memory fees, address referrer) private {
        uint256 toTreasury = referrer == address(0) ? fees.treasureFee + fees.refererFee : fees.treasureFee;
        ProtocolRevenue memory protocol = _protocolRevenue;
        if (toTreasury != 0) {
            protocol.treasury += uint128(toTreasury);
            emit RevenueCredit(treasury, toTreasury);
        }
        if (referrer != address(0)) _credit(referrer, fees.refererFee);
        if (fees.ghostPotFee != 0) {
            protocol.ghostPot += uint128(fees.ghostPotFee);
            emit RevenueCredit(ghostPot, fees.ghostPotFee);
        }
        _protocolRevenue = protocol;
    }

    /// @dev Also takes the treasury's or the ghost pot's revenue from buys.
    function _takePendingRevenue(address account) internal override returns (uint256 amount) {
        amount = super._takePendingRevenue(account);
        ProtocolRevenue memory protocol = _protocolRevenue;
        if (account == treasury && protocol.treasury != 0) {
            amount += protocol.treasury;
            protocol.treasury = 0;
        }
        if (account == ghostPot && protocol.ghostPot != 0) {
            amount += protocol.ghostPot;
            protocol.ghostPot = 0;
        }
        _protocolRevenue = protocol;
    }

    /// @dev A WBNB buy: the buyer's WBNB goes straight to the seller, and the fees come here and
    ///      stay WBNB until claimed (a claim unwraps what the BNB held cannot cover). The buyer's
    ///      allowance or balance falling short reverts in WBNB ("WBNB: INSUFFICIENT_…").
    function _takeWBNB(address seller, uint256 netPrice, uint256 allFees) private {
        IERC20 wbnb = IERC20(address(WBNB));
        wbnb.safeTransferFrom(msg.sender, seller, netPrice);
        if (allFees != 0) wbnb.safeTransferFrom(msg.sender, address(this), allFees);
    }

    /// @dev Puts `tokenId` in the collection's ask list, in the hole if there is one, and returns
    ///      its position (index + 1).
    function _enlist(address collection, uint256 tokenId) private returns (uint256 position) {
        CollectionRecord storage record = _collections[collection];
        position = record.hole;
        if (position != 0) {
            record.hole = 0;
        } else {
            position = uint256(record.listLength) + 1;
            require(position <= type(uint32).max, "GhostMarket: TOO_MANY_ASKS");
            record.listLength = uint32(position);
        }
        _askList[collection][position - 1] = tokenId;
    }

    /// @dev Removes `tokenId` (at `position`, its index + 1) from the collection's ask list and
    ///      forgets its book entry. The last place is dropped; a place in the middle becomes the
    ///      hole if none is open (the buy or cancel writes nothing else), otherwise the last ask
    ///      moves into it. The hole is never left last: it is dropped too when it would be.
    function _unlist(address collection, uint256 tokenId, uint256 position) private {
        delete _book[collection][tokenId];
        CollectionRecord storage record = _collections[collection];
        uint256 length = record.listLength;
        uint256 hole = record.hole;
        if (hole == 0 && position < length && position <= type(uint24).max) {
            record.hole = uint24(position);
            return;
        }
        mapping(uint256 => uint256) storage list = _askList[collection];
        if (position != length) {
            // the last place is never the hole, so it holds an ask
            uint256 moved = list[length - 1];
            list[position - 1] = moved;
            _book[collection][moved].position = uint160(position);
        }
        delete list[length - 1];
        --length;
        if (hole != 0 && hole == length) {
            delete list[length - 1];
            --length;
            hole = 0;
        }
        record.listLength = uint32(length);
        record.hole = uint24(hole);
    }

    /// @dev What the seller of `price` gets under today's fees (the collection is Open here).
    function _sellerNet(address collection, uint256 price) private view returns (uint256) {
        CollectionRecord memory record = _collections[collection];
        return NFTFees.split(price, tradingFee, ghostPotFee, record.creatorFee, record.refererFee).netPrice;
    }

    function _checkSeller(address collection, uint256 tokenId) private view {
        address seller = asks[collection][tokenId].seller;
        require(seller != address(0), "GhostMarket: ASK_NOT_FOUND");
        require(seller == msg.sender, "GhostMarket: NOT_SELLER");
    }

    function _checkPrice(uint256 price) private view {
        require(price >= minimumAskPrice && price <= maximumAskPrice, "GhostMarket: PRICE_OUT_OF_RANGE");
    }

    function _checkOwnerOrCreator(address collection) private view {
        require(
            msg.sender == owner() || msg.sender == _collections[collection].creatorAddress,
            "GhostMarket: NOT_OWNER_OR_CREATOR"
        );
    }

    function _setCollection(
        address collection,
        address creatorAddress,
        address whitelistChecker,
        uint256 creatorFee,
        uint256 refererFee
    ) private {
        require(creatorAddress != address(0), "GhostMarket: ZERO_ADDRESS");
        require(creatorFee <= NFTFees.MAX_CREATOR_FEE, "GhostMarket: CREATOR_FEE_TOO_HIGH");
        require(refererFee <= NFTFees.MAX_REFERER_FEE, "GhostMarket: REFERER_FEE_TOO_HIGH");
        // a reopened collection keeps its asks, so its list's bookkeeping
        CollectionRecord storage record = _collections[collection];
        record.status = CollectionStatus.Open;
        record.creatorAddress = creatorAddress;
        record.creatorFee = uint16(creatorFee);
        record.refererFee = uint16(refererFee);
        _whitelistCheckers[collection] = whitelistChecker;
    }

    function _setFees(uint256 newTradingFee, uint256 newGhostPotFee) private {
        require(newTradingFee <= NFTFees.MAX_TRADING_FEE, "GhostMarket: TRADING_FEE_TOO_HIGH");
        require(newGhostPotFee <= NFTFees.MAX_GHOST_POT_FEE, "GhostMarket: GHOST_POT_FEE_TOO_HIGH");
        tradingFee = uint16(newTradingFee);
        ghostPotFee = uint16(newGhostPotFee);
        emit FeesUpdate(newTradingFee, newGhostPotFee);
    }

    function _setAddresses(address newTreasury, address newGhostPot, address newFactory) private {
        require(newTreasury != address(0) && newGhostPot != address(0), "GhostMarket: ZERO_ADDRESS");
        // what the old addresses earned stays theirs, in the per-account ledger
        ProtocolRevenue memory protocol = _protocolRevenue;
        if (protocol.treasury != 0) _pendingRevenue[treasury] += protocol.treasury;
        if (protocol.ghostPot != 0) _pendingRevenue[ghostPot] += protocol.ghostPot;
        delete _protocolRevenue;
        treasury = newTreasury;
        ghostPot = newGhostPot;
        factory = newFactory;
        emit AddressesUpdate(newTreasury, newGhostPot, newFactory);
    }

    /// @dev 0 < minimum <= maximum < 2^96: a zero price would read as "not for sale" (spec §4),
    ///      and an ask stores its price in 96 bits.
    function _setAskPriceLimits(uint256 newMinimumAskPrice, uint256 newMaximumAskPrice) private {
        require(
            newMinimumAskPrice != 0 && newMinimumAskPrice <= newMaximumAskPrice
                && newMaximumAskPrice <= type(uint96).max,
            "GhostMarket: INVALID_PRICE_LIMITS"
        );
        minimumAskPrice = uint96(newMinimumAskPrice);
        maximumAskPrice = uint96(newMaximumAskPrice);
        emit AskPriceLimitsUpdate(newMinimumAskPrice, newMaximumAskPrice);
    }
}
