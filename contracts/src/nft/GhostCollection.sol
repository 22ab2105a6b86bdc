// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {ERC721Utils} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Utils.sol";
import {IGhostCollection} from "./interfaces/IGhostCollection.sol";

/// @title GhostCollection: a creator's ERC-721, cloned (EIP-1167) by GhostNFTFactory
/// @notice Enumerable, because the app lists a wallet's tokens with balanceOf and
///         tokenOfOwnerByIndex; each token keeps its own metadata URI (`ipfs://{cid}`).
///         The owner mints directly; the factory mints the tokens of executed lazy orders, each
///         off-chain token UID at most once. Token ids count up from 1.
/// @dev A clone runs no constructor, so name, symbol, owner and factory are set once by
///      `initialize` and `name()`/`symbol()` read them from this contract's own storage (ERC721's
///      are left empty). The implementation locks itself in its constructor, so nobody can
///      initialize it and mint on the template every clone delegates to.
contract GhostCollection is IGhostCollection, ERC721Enumerable, ERC721URIStorage {
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    address public owner;
    /// @dev Packed with `owner` in one slot.
    bool private _initialized;
    address public factory;
    uint256 public totalMinted;
    mapping(bytes32 tokenUID => uint256 tokenId) public tokenIdByUID;
    string private _name;
    string private _symbol;

    constructor() ERC721("", "") {
        _initialized = true;
    }

    /// @notice Called by the factory in the transaction that clones this, so nobody can step in.
    function initialize(string calldata name_, string calldata symbol_, address owner_, address factory_)
        external
    {
        require(!_initialized, "GhostCollection: ALREADY_INITIALIZED");
        require(owner_ != address(0) && factory_ != address(0), "GhostCollection: ZERO_ADDRESS");
        _initialized = true;
        _name = name_;
        _symbol = symbol_;
        factory = factory_;
        owner = owner_;
        emit OwnershipTransferred(address(0), owner_);
    }

    function name() public view override returns (string memory) {
        return _name;
    }

    function symbol() public view override returns (string memory) {
        return _symbol;
    }

    /// @notice The new owner mints and signs lazy orders from now on; the market's royalty
    ///         recipient is a separate setting (`GhostMarket.modifyCollection`).
    function transferOwnership(address newOwner) external {
        require(msg.sender == owner, "GhostCollection: NOT_OWNER");
        require(newOwner != address(0), "GhostCollection: ZERO_ADDRESS");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function mint(address to, string calldata uri) external returns (uint256 tokenId) {
        require(msg.sender == owner, "GhostCollection: NOT_OWNER");
        return _mintWithURI(to, bytes32(0), uri);
    }

    function mintFromOrder(address to, bytes32 tokenUID, string calldata uri) external returns (uint256 tokenId) {
        require(msg.sender == factory, "GhostCollection: NOT_FACTORY");
        require(tokenIdByUID[tokenUID] == 0, "GhostCollection: UID_ALREADY_MINTED");
        tokenId = _mintWithURI(to, tokenUID, uri);
        tokenIdByUID[tokenUID] = tokenId;
    }

    /// @dev `_safeMint` taken apart so that TokenMinted follows the Transfer that creates the
    ///      token and both precede the receiver's onERC721Received, whatever the hook does.
    function _mintWithURI(address to, bytes32 tokenUID, string calldata uri) private returns (uint256 tokenId) {
        tokenId = ++totalMinted;
        _setTokenURI(tokenId, uri);
        _mint(to, tokenId);
        emit TokenMinted(to, tokenId, tokenUID, uri);
        ERC721Utils.checkOnERC721Received(msg.sender, address(0), to, tokenId, "");
    }

    // --- the two OpenZeppelin extensions both override these

    function tokenURI(uint256 tokenId) public view override(ERC721, ERC721URIStorage) returns (string memory) {
        return super.tokenURI(tokenId);
    }

    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721Enumerable, ERC721URIStorage)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }

    function _update(address to, uint256 tokenId, address auth)
        internal
        override(ERC721, ERC721Enumerable)
        returns (address)
    {
        return super._update(to, tokenId, auth);
    }

    function _increaseBalance(address account, uint128 amount) internal override(ERC721, ERC721Enumerable) {
        super._increaseBalance(account, amount);
    }
}
