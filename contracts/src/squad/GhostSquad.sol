// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {ERC721Utils} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Utils.sol";
import {IGhostSquad} from "./interfaces/IGhostSquad.sol";
import {IGhostSquadSale} from "./interfaces/IGhostSquadSale.sol";

/// @title GhostSquad: the 10,000 Ghost Squad NFTs (spec §9)
/// @notice Ids count up from 1 across both kinds of mint: the owner's team reserve (at most 120,
///         each with its final URI) and the sale's tokens (minted by the sale contract, showing
///         `unrevealedURI` until the owner reveals them in mint order). The sale can never take
///         the reserve's places: it mints at most MAX_SUPPLY - TEAM_RESERVE tokens.
/// @dev OpenZeppelin's ERC721Enumerable (stored per-owner indexes) rather than GhostCollection's
///      scan: the squad grows to 10,000 tokens, where a scan per view would come near the
///      eth_call gas cap. The price is about 41,000 more gas for a transfer to a new holder.
///
///      A token's URI is stored once it is final (reserve at mint, sale tokens at reveal); an
///      empty one means "not revealed yet". The reveal cursor walks the ids and steps over the
///      reserve tokens (they have a URI), at most 120 steps over the contract's life.
///
///      A paid ticket can always be claimed: the minter role cannot leave a sale that still has
///      unclaimed tickets (`setMinter`), and the sale sells only while it is the minter and the
///      squad has a place for every unclaimed ticket (GhostSquadSale.buyTickets).
contract GhostSquad is IGhostSquad, ERC721Enumerable {
    uint256 public constant MAX_SUPPLY = 10_000;
    uint256 public constant TEAM_RESERVE = 120;
    /// @dev ERC-4906's interface id.
    bytes4 private constant ERC4906_INTERFACE_ID = 0x49064906;

    address public owner;
    address public minter;
    uint256 public reserveMinted;
    uint256 public saleMinted;
    uint256 public totalMinted;
    uint256 public revealedCount;
    /// @notice The next id the reveal looks at (reserve ids are stepped over).
    uint256 public nextRevealId = 1;
    string public unrevealedURI;
    mapping(uint256 tokenId => string uri) private _uris;

    modifier onlyOwner() {
        require(msg.sender == owner, "GhostSquad: NOT_OWNER");
        _;
    }

    constructor(address owner_, string memory name_, string memory symbol_, string memory unrevealedURI_)
        ERC721(name_, symbol_)
    {
        require(owner_ != address(0), "GhostSquad: ZERO_ADDRESS");
        owner = owner_;
        unrevealedURI = unrevealedURI_;
        emit OwnershipTransferred(address(0), owner_);
    }

    /// @inheritdoc IGhostSquad
    function mint(address to, string calldata uri) external onlyOwner returns (uint256 tokenId) {
        require(reserveMinted < TEAM_RESERVE, "GhostSquad: RESERVE_MINTED");
        require(bytes(uri).length != 0, "GhostSquad: EMPTY_URI");
        ++reserveMinted;
        tokenId = ++totalMinted;
        _uris[tokenId] = uri;
        _mintAndAnnounce(to, tokenId, uri);
    }

    /// @inheritdoc IGhostSquad
    function mintFromSale(address to, uint256 count) external returns (uint256 firstTokenId) {
        require(msg.sender == minter, "GhostSquad: NOT_MINTER");
        require(count != 0, "GhostSquad: ZERO_COUNT");
        require(saleMinted + count <= MAX_SUPPLY - TEAM_RESERVE, "GhostSquad: MAX_SUPPLY");
        saleMinted += count;
        firstTokenId = totalMinted + 1;
        totalMinted += count;
        string memory uri = unrevealedURI;
        for (uint256 i; i < count; ++i) {
            _mintAndAnnounce(to, firstTokenId + i, uri);
        }
    }

    /// @inheritdoc IGhostSquad
    function reveal(string[] calldata uris) external onlyOwner {
        require(uris.length != 0, "GhostSquad: NOTHING_TO_REVEAL");
        require(revealedCount + uris.length <= saleMinted, "GhostSquad: NOT_MINTED");
        uint256 tokenId = nextRevealId;
        for (uint256 i; i < uris.length; ++i) {
            require(bytes(uris[i]).length != 0, "GhostSquad: EMPTY_URI");
            // every unrevealed sale token lies ahead of the cursor, so this stops within totalMinted
            while (bytes(_uris[tokenId]).length != 0) ++tokenId;
            _uris[tokenId] = uris[i];
            emit TokenReveal(tokenId, uris[i]);
            emit MetadataUpdate(tokenId);
            ++tokenId;
        }
        nextRevealId = tokenId;
        revealedCount += uris.length;
    }

    /// @inheritdoc IGhostSquad
    /// @dev Only the minter can mint a sale's tickets, so moving the role away from a sale that
    ///      still owes tokens would void tickets already paid for.
    function setMinter(address newMinter) external onlyOwner {
        address current = minter;
        require(_unclaimedTickets(current) == 0, "GhostSquad: SALE_HAS_UNCLAIMED_TICKETS");
        emit MinterUpdate(current, newMinter);
        minter = newMinter;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "GhostSquad: ZERO_ADDRESS");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    /// @notice The final URI once revealed (or the reserve token's own), else the unrevealed one.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory uri = _uris[tokenId];
        return bytes(uri).length != 0 ? uri : unrevealedURI;
    }

    /// @inheritdoc IGhostSquad
    function tokensOfOwner(address owner_) external view returns (uint256[] memory tokenIds) {
        tokenIds = new uint256[](balanceOf(owner_));
        for (uint256 i; i < tokenIds.length; ++i) {
            tokenIds[i] = tokenOfOwnerByIndex(owner_, i);
        }
    }

    function supportsInterface(bytes4 interfaceId) public view override returns (bool) {
        return interfaceId == ERC4906_INTERFACE_ID || super.supportsInterface(interfaceId);
    }

    /// @dev The tickets `minter` has sold and not yet minted. An account (the zero address
    ///      included) or a contract without the view owes none: a low-level call, because
    ///      try/catch would still revert on a contract that answers with no data.
    function _unclaimedTickets(address current) private view returns (uint256) {
        (bool ok, bytes memory data) = current.staticcall(abi.encodeCall(IGhostSquadSale.unclaimedTickets, ()));
        return ok && data.length >= 32 ? abi.decode(data, (uint256)) : 0;
    }

    /// @dev As GhostCollection: TokenMinted follows the Transfer that creates the token and both
    ///      precede the receiver's onERC721Received, whatever the hook does.
    function _mintAndAnnounce(address to, uint256 tokenId, string memory uri) private {
        _mint(to, tokenId);
        emit TokenMinted(to, tokenId, bytes32(0), uri);
        ERC721Utils.checkOnERC721Received(msg.sender, address(0), to, tokenId, "");
    }
}
