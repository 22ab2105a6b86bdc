// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IGhostPayouts} from "./IGhostPayouts.sol";

/// @notice Creates collections (clones of GhostCollection, registered on the market) and
///         settles creators' lazily minted sales: an EIP-712 signed Order that a buyer executes,
///         which mints the token to the buyer and splits the price with the market's fees.
///         EIP-712 domain: name "Ghost NFT Factory", version "1", chainId, this contract.
interface IGhostNFTFactory is IGhostPayouts {
    /// @notice Signed by `creator`, the collection's owner. `uri` is the token's metadata URI.
    struct Order {
        address collection;
        bytes32 tokenUID;
        string uri;
        uint256 price;
        address creator;
        uint256 expiry;
        /// @dev The collection's `ownershipEpoch` at signing; any other value cannot execute.
        uint256 nonce;
    }

    enum OrderStatus {
        None,
        Executed,
        Cancelled
    }

    event CollectionCreated(
        address indexed collection,
        address indexed owner,
        address indexed whitelistChecker,
        string name,
        string symbol,
        uint256 creatorFee
    );
    /// @notice The creator is the seller: netPrice and creatorFee both went to `creator`.
    event OrderExecuted(
        bytes32 indexed orderHash,
        address indexed collection,
        address indexed buyer,
        bytes32 tokenUID,
        uint256 tokenId,
        address creator,
        uint256 price,
        uint256 netPrice,
        uint256 treasureFee,
        uint256 ghostPotFee,
        uint256 creatorFee,
        uint256 refererFee,
        address referrer,
        bool withBNB
    );
    event OrderCancelled(bytes32 indexed orderHash, address indexed collection, address indexed creator, bytes32 tokenUID);

    function market() external view returns (address);
    function collectionImplementation() external view returns (address);

    function createCollection(
        string calldata name,
        string calldata symbol,
        address owner,
        uint256 creatorFee,
        address whitelistChecker
    ) external returns (address collection);

    /// @notice BNB price is msg.value and must equal order.price.
    function executeOrderWithBNB(Order calldata order, uint8 v, bytes32 r, bytes32 s, address referrer)
        external
        payable
        returns (uint256 tokenId);
    function executeOrderWithWBNB(Order calldata order, uint8 v, bytes32 r, bytes32 s, address referrer)
        external
        returns (uint256 tokenId);
    /// @notice By the order's creator: the signature can never execute afterwards.
    function cancelOrder(Order calldata order) external;

    function hashOrder(Order calldata order) external view returns (bytes32);
    function orderStatus(bytes32 orderHash) external view returns (OrderStatus);

    // pendingRevenue and claimPendingRevenue: IGhostPayouts
}
