// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {IWETH} from "../amm/interfaces/IWETH.sol";
import {GhostPayouts} from "./GhostPayouts.sol";
import {IGhostCollection} from "./interfaces/IGhostCollection.sol";
import {IGhostMarket} from "./interfaces/IGhostMarket.sol";
import {IGhostNFTFactory} from "./interfaces/IGhostNFTFactory.sol";
import {NFTFees} from "./libraries/NFTFees.sol";

/// @title GhostNFTFactory: creators' collections and their lazily minted sales
/// @notice `createCollection` clones GhostCollection for anyone and registers the clone on the
///         market (so its tokens can be listed and its royalty paid). A collection's owner may
///         sign an `Order` off chain (EIP-712, domain "Ghost NFT Factory" / "1"); a buyer who
///         executes it pays the price, the token is minted to the buyer, and the price is split
///         with the market's current fees: the creator gets netPrice + creatorFee (pushed in BNB,
///         WBNB if refused), the treasury, ghost pot and referrer are credited pending revenue.
/// @dev An order is identified by its EIP-712 digest and settles at most once: Executed and
///      Cancelled are both final. Its `nonce` is the collection's `ownershipEpoch` when it was
///      signed: every ownership transfer retires the orders signed before it. A token UID is
///      scoped by its collection (each collection mints a UID at most once); the same UID in
///      two collections names two different tokens. Signatures of EOAs are checked with ecrecover (canonical `s`
///      only); a contract creator (a smart wallet) answers ERC-1271 `isValidSignature` with the
///      signature packed as r ‖ s ‖ v.
contract GhostNFTFactory is GhostPayouts, IGhostNFTFactory, EIP712 {
    bytes32 public constant ORDER_TYPEHASH = keccak256(
        "Order(address collection,bytes32 tokenUID,string uri,uint256 price,address creator,uint256 expiry,uint256 nonce)"
    );
    /// @notice Referrer fee every new collection gets (1%); the collection's creator may change it
    ///         on the market (`modifyCollection`, cap 5%).
    uint256 public constant DEFAULT_REFERER_FEE = 100;

    address public immutable market;
    address public immutable collectionImplementation;

    mapping(bytes32 orderHash => OrderStatus) public orderStatus;

    constructor(address market_, address wbnb_, address collectionImplementation_)
        GhostPayouts(IWETH(wbnb_))
        EIP712("Ghost NFT Factory", "1")
    {
        require(market_ != address(0) && collectionImplementation_ != address(0), "GhostNFTFactory: ZERO_ADDRESS");
        market = market_;
        collectionImplementation = collectionImplementation_;
    }

    function createCollection(
        string calldata name,
        string calldata symbol,
        address owner,
        uint256 creatorFee,
        address whitelistChecker
    ) external nonReentrant returns (address collection) {
        require(owner != address(0), "GhostNFTFactory: ZERO_ADDRESS");
        require(creatorFee <= NFTFees.MAX_CREATOR_FEE, "GhostNFTFactory: FEE_TOO_HIGH");
        collection = Clones.clone(collectionImplementation);
        IGhostCollection(collection).initialize(name, symbol, owner, address(this));
        // Announced before the market's CollectionNew, so an indexer meets the name, symbol and
        // owner first and never has to read them from the clone.
        emit CollectionCreated(collection, owner, whitelistChecker, name, symbol, creatorFee);
        IGhostMarket(market).addCollection(collection, owner, whitelistChecker, creatorFee, DEFAULT_REFERER_FEE);
    }

    function executeOrderWithBNB(Order calldata order, uint8 v, bytes32 r, bytes32 s, address referrer)
        external
        payable
        nonReentrant
        returns (uint256 tokenId)
    {
        require(msg.value == order.price, "GhostNFTFactory: WRONG_PRICE");
        return _execute(order, v, r, s, referrer, true);
    }

    /// @notice Pulls `order.price` WBNB (approve this contract first) and settles like BNB.
    function executeOrderWithWBNB(Order calldata order, uint8 v, bytes32 r, bytes32 s, address referrer)
        external
        nonReentrant
        returns (uint256 tokenId)
    {
        _pullWBNB(msg.sender, order.price);
        return _execute(order, v, r, s, referrer, false);
    }

    function cancelOrder(Order calldata order) external nonReentrant {
        require(msg.sender == order.creator, "GhostNFTFactory: NOT_CREATOR");
        bytes32 orderHash = hashOrder(order);
        _requireOpen(orderHash);
        orderStatus[orderHash] = OrderStatus.Cancelled;
        emit OrderCancelled(orderHash, order.collection, order.creator, order.tokenUID);
    }

    function hashOrder(Order calldata order) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(
                abi.encode(
                    ORDER_TYPEHASH,
                    order.collection,
                    order.tokenUID,
                    keccak256(bytes(order.uri)),
                    order.price,
                    order.creator,
                    order.expiry,
                    order.nonce
                )
            )
        );
    }

    /// @dev The checks run from the cheapest and most telling: a settled order says so even
    ///      when it has also expired.
    function _execute(Order calldata order, uint8 v, bytes32 r, bytes32 s, address referrer, bool withBNB)
        private
        returns (uint256 tokenId)
    {
        bytes32 orderHash = hashOrder(order);
        _requireOpen(orderHash);
        require(msg.sender != order.creator, "GhostNFTFactory: BUYER_IS_CREATOR");
        require(block.timestamp <= order.expiry, "GhostNFTFactory: ORDER_EXPIRED");
        require(_validSignature(order.creator, orderHash, v, r, s), "GhostNFTFactory: INVALID_SIGNATURE");
        // the right to sell follows the collection: a former owner's orders die with the transfer,
        // and stay dead if the collection comes back to them (the nonce names the ownership epoch)
        require(IGhostCollection(order.collection).owner() == order.creator, "GhostNFTFactory: NOT_COLLECTION_OWNER");
        require(order.nonce == IGhostCollection(order.collection).ownershipEpoch(), "GhostNFTFactory: STALE_ORDER");
        (IGhostMarket.CollectionStatus status,,,,) = IGhostMarket(market).collections(order.collection);
        require(status == IGhostMarket.CollectionStatus.Open, "GhostNFTFactory: COLLECTION_NOT_OPEN");

        orderStatus[orderHash] = OrderStatus.Executed;
        IGhostMarket.FeeBreakdown memory fees =
            IGhostMarket(market).calculatePriceAndFeesForCollection(order.collection, order.price);
        tokenId = IGhostCollection(order.collection).mintFromOrder(msg.sender, order.tokenUID, order.uri);
        _payOut(order.creator, referrer, fees);
        _emitExecuted(orderHash, order, tokenId, fees, referrer, withBNB);
    }

    /// @dev Credits in the market's order; with no referrer named, the referrer's share goes to
    ///      the treasury in the same credit (as on the market).
    function _payOut(address creator, address referrer, IGhostMarket.FeeBreakdown memory fees) private {
        address treasury = IGhostMarket(market).treasury();
        if (referrer == address(0)) {
            _credit(treasury, fees.treasureFee + fees.refererFee);
        } else {
            _credit(treasury, fees.treasureFee);
            _credit(referrer, fees.refererFee);
        }
        _credit(IGhostMarket(market).ghostPot(), fees.ghostPotFee);
        _pay(creator, fees.netPrice + fees.creatorFee);
    }

    function _emitExecuted(
        bytes32 orderHash,
        Order calldata order,
        uint256 tokenId,
        IGhostMarket.FeeBreakdown memory fees,
        address referrer,
        bool withBNB
    ) private {
        emit OrderExecuted(
            orderHash,
            order.collection,
            msg.sender,
            order.tokenUID,
            tokenId,
            order.creator,
            order.price,
            fees.netPrice,
            fees.treasureFee,
            fees.ghostPotFee,
            fees.creatorFee,
            fees.refererFee,
            referrer,
            withBNB
        );
    }

    function _errorPrefix() internal pure override returns (string memory) {
        return "GhostNFTFactory";
    }

    function _requireOpen(bytes32 orderHash) private view {
        OrderStatus status = orderStatus[orderHash];
        require(status != OrderStatus.Executed, "GhostNFTFactory: ORDER_EXECUTED");
        require(status != OrderStatus.Cancelled, "GhostNFTFactory: ORDER_CANCELLED");
    }

    function _validSignature(address creator, bytes32 orderHash, uint8 v, bytes32 r, bytes32 s)
        private
        view
        returns (bool)
    {
        if (creator.code.length == 0) {
            (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(orderHash, v, r, s);
            return error == ECDSA.RecoverError.NoError && signer == creator;
        }
        return SignatureChecker.isValidERC1271SignatureNow(creator, orderHash, abi.encodePacked(r, s, v));
    }
}
