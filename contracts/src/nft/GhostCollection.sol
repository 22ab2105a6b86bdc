// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/IERC721Enumerable.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {ERC721Utils} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Utils.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IGhostCollection} from "./interfaces/IGhostCollection.sol";

/// @title GhostCollection: a creator's ERC-721, cloned (EIP-1167) by GhostNFTFactory
/// @notice Enumerable (ERC-721 Enumerable), because the app lists a wallet's tokens with
///         balanceOf and tokenOfOwnerByIndex; each token keeps its own metadata URI
///         (`ipfs://{cid}`).
///         The owner mints directly; the factory mints the tokens of executed lazy orders, each
///         off-chain token UID at most once. Token ids count up from 1.
/// @dev A clone runs no constructor, so name, symbol, owner and factory are set once by
///      `initialize` and `name()`/`symbol()` read them from this contract's own storage (ERC721's
///      are left empty). The implementation locks itself in its constructor, so nobody can
///      initialize it and mint on the template every clone delegates to.
///
///      Enumeration is computed, not stored. OpenZeppelin's ERC721Enumerable keeps per-owner
///      index lists that a transfer must update (about 41,000 more gas for a buyer new to the
///      collection, which alone would put the market's buy over its 150,000 gas budget). Token
///      ids are 1..totalMinted and nothing burns, so the enumeration views scan the owners
///      instead: free for transfers, O(totalMinted) reads per call for the views, which only
///      wallets and servers call (about 2,200 gas a token: ~13,000 tokens fit the common 30M
///      eth_call gas cap).
contract GhostCollection is IGhostCollection, IERC721Enumerable, ERC721URIStorage {
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    /// @dev As OpenZeppelin's ERC721Enumerable; the zero owner means a global index.
    error ERC721OutOfBoundsIndex(address owner, uint256 index);

    address public owner;
    /// @dev Packed with `owner` in one slot.
    bool private _initialized;
    /// @notice How many times ownership has moved: 0 at creation, +1 on every transfer. A lazy
    ///         order's nonce must equal it (GhostNFTFactory), so an owner's signed orders die
    ///         when the collection leaves them and stay dead if it comes back (A → B → A).
    ///         Packed with `owner` too, so the factory's check reads one slot.
    uint64 public ownershipEpoch;
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
        ++ownershipEpoch;
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

    // --- enumeration by scanning (see the contract's notes)

    /// @notice Every token ever minted: nothing burns.
    function totalSupply() external view returns (uint256) {
        return totalMinted;
    }

    function tokenByIndex(uint256 index) external view returns (uint256) {
        if (index >= totalMinted) revert ERC721OutOfBoundsIndex(address(0), index);
        return index + 1;
    }

    /// @notice The `index`-th token of `owner` in token id order.
    function tokenOfOwnerByIndex(address owner_, uint256 index) external view returns (uint256) {
        uint256 minted = totalMinted;
        uint256 seen;
        for (uint256 tokenId = 1; tokenId <= minted; ++tokenId) {
            if (_ownerOf(tokenId) == owner_) {
                if (seen == index) return tokenId;
                ++seen;
            }
        }
        revert ERC721OutOfBoundsIndex(owner_, index);
    }

    /// @notice All of `owner`'s tokens in id order, in one call instead of balanceOf calls.
    function tokensOfOwner(address owner_) external view returns (uint256[] memory tokenIds) {
        tokenIds = new uint256[](balanceOf(owner_));
        uint256 minted = totalMinted;
        uint256 found;
        for (uint256 tokenId = 1; found < tokenIds.length && tokenId <= minted; ++tokenId) {
            if (_ownerOf(tokenId) == owner_) tokenIds[found++] = tokenId;
        }
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721URIStorage, IERC165) returns (bool) {
        return interfaceId == type(IERC721Enumerable).interfaceId || super.supportsInterface(interfaceId);
    }
}
