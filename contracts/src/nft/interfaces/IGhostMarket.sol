// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IGhostPayouts} from "./IGhostPayouts.sol";

/// @notice The NFT marketplace: escrowed asks on registered collections, bought with BNB or
///         WBNB (1:1), every price split into netPrice + treasureFee + ghostPotFee + creatorFee
///         + refererFee, exact to the wei. Fees in basis points (10,000 = 100%).
interface IGhostMarket is IGhostPayouts {
    enum CollectionStatus {
        Pending,
        Open,
        Closed
    }

    /// @dev One storage slot: a price above 2^96 wei (79 billion BNB) is refused.
    struct Ask {
        address seller;
        uint96 price;
    }

    struct Collection {
        CollectionStatus status;
        /// @notice Receives the creator royalty.
        address creatorAddress;
        /// @notice Optional `IGhostWhitelistChecker`; the zero address lets every token list.
        address whitelistChecker;
        /// @notice Royalty in basis points.
        uint16 creatorFee;
        /// @notice Paid to the referrer the buyer names; with none, to the treasury.
        uint16 refererFee;
    }

    struct FeeBreakdown {
        uint256 netPrice;
        uint256 treasureFee;
        uint256 ghostPotFee;
        uint256 creatorFee;
        uint256 refererFee;
    }

    event CollectionNew(
        address indexed collection,
        address indexed creatorAddress,
        address indexed whitelistChecker,
        uint256 creatorFee,
        uint256 refererFee
    );
    event CollectionUpdate(
        address indexed collection,
        address indexed creatorAddress,
        address indexed whitelistChecker,
        uint256 creatorFee,
        uint256 refererFee
    );
    event CollectionClose(address indexed collection);

    event AskNew(address indexed collection, address indexed seller, uint256 indexed tokenId, uint256 askPrice);
    event AskUpdate(address indexed collection, address indexed seller, uint256 indexed tokenId, uint256 askPrice);
    event AskCancel(address indexed collection, address indexed seller, uint256 indexed tokenId);

    /// @notice One sale. `referrer` is the zero address when the buyer named none (its fee then
    ///         went to the treasury). `withBNB` is false for a WBNB purchase.
    event Trade(
        address indexed collection,
        address indexed seller,
        address indexed buyer,
        uint256 tokenId,
        uint256 askPrice,
        uint256 netPrice,
        uint256 treasureFee,
        uint256 ghostPotFee,
        uint256 creatorFee,
        uint256 refererFee,
        address referrer,
        bool withBNB
    );

    event FeesUpdate(uint256 tradingFee, uint256 ghostPotFee);
    event AddressesUpdate(address indexed treasury, address indexed ghostPot, address indexed factory);
    event AskPriceLimitsUpdate(uint256 minimumAskPrice, uint256 maximumAskPrice);

    // --- sellers
    function createAskOrder(address collection, uint256 tokenId, uint256 askPrice) external;
    function modifyAskOrder(address collection, uint256 tokenId, uint256 newPrice) external;
    function cancelAskOrder(address collection, uint256 tokenId) external;

    // --- buyers: the BNB price is msg.value, the WBNB price is `price`; both must equal the ask
    function buyTokenUsingBNB(address collection, uint256 tokenId, address referrer) external payable;
    function buyTokenUsingWBNB(address collection, uint256 tokenId, uint256 price, address referrer) external;

    // --- fee recipients: pendingRevenue and claimPendingRevenue (IGhostPayouts)

    // --- reads
    /// @notice Receives the platform fee (and a referrer's share when the buyer named none).
    function treasury() external view returns (address);
    function ghostPot() external view returns (address);
    /// @notice The NFT factory: registers its collections here and sells their lazy orders,
    ///         crediting the fees as its own pending revenue.
    function factory() external view returns (address);
    function asks(address collection, uint256 tokenId) external view returns (address seller, uint96 price);
    /// @notice The seller's net (price minus every fee) under the fees of the moment the ask was
    ///         created or last repriced; a buy that would pay the seller less reverts
    ///         "GhostMarket: FEES_RAISED". 0 for a token with no ask.
    function askSellerNet(address collection, uint256 tokenId) external view returns (uint256);
    function collections(address collection)
        external
        view
        returns (
            CollectionStatus status,
            address creatorAddress,
            address whitelistChecker,
            uint16 creatorFee,
            uint16 refererFee
        );
    function viewAsksByCollection(address collection, uint256 cursor, uint256 size)
        external
        view
        returns (uint256[] memory tokenIds, Ask[] memory askInfo, uint256 nextCursor);
    function calculatePriceAndFeesForCollection(address collection, uint256 price)
        external
        view
        returns (FeeBreakdown memory);
    function canTokensBeListed(address collection, uint256[] calldata tokenIds)
        external
        view
        returns (bool[] memory listingStatuses);

    // --- admin (owner); addCollection also by the factory
    function addCollection(
        address collection,
        address creatorAddress,
        address whitelistChecker,
        uint256 creatorFee,
        uint256 refererFee
    ) external;
    /// @notice By the owner, or by the collection's creatorAddress (fees within the caps).
    function modifyCollection(
        address collection,
        address creatorAddress,
        address whitelistChecker,
        uint256 creatorFee,
        uint256 refererFee
    ) external;
    function closeCollection(address collection) external;
    function setFees(uint256 tradingFee, uint256 ghostPotFee) external;
    function setAddresses(address treasury, address ghostPot, address factory) external;
    function setAskPriceLimits(uint256 minimumAskPrice, uint256 maximumAskPrice) external;
}

/// @notice Optional per-collection rule for which tokens may be listed.
interface IGhostWhitelistChecker {
    function canList(uint256 tokenId) external view returns (bool);
}
