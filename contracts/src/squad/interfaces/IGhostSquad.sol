// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The Ghost Squad: 10,000 ERC-721 ghosts (enumerable, ids from 1). The owner mints the
///         team reserve (at most 120) with each token's metadata URI; the sale contract (the
///         minter) mints the rest unrevealed, and the owner reveals their metadata after the sale.
///         Emits the same `TokenMinted` as a GhostCollection so the index reads both alike, and
///         ERC-4906's `MetadataUpdate` when a token is revealed.
interface IGhostSquad {
    /// @notice Every mint, with its URI at the time (the unrevealed URI for sale tokens).
    ///         `tokenUID` is always zero here (no lazy orders).
    event TokenMinted(address indexed to, uint256 indexed tokenId, bytes32 indexed tokenUID, string tokenURI);
    /// @notice A sale token's final metadata URI, set once by `reveal`.
    event TokenReveal(uint256 indexed tokenId, string tokenURI);
    /// @notice ERC-4906: marketplaces refresh the token's metadata.
    event MetadataUpdate(uint256 tokenId);
    event MinterUpdate(address indexed previousMinter, address indexed newMinter);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function MAX_SUPPLY() external view returns (uint256);
    function TEAM_RESERVE() external view returns (uint256);
    function owner() external view returns (address);
    /// @notice The sale contract.
    function minter() external view returns (address);
    function reserveMinted() external view returns (uint256);
    /// @notice Tokens minted by the minter (sale places used, at most MAX_SUPPLY - TEAM_RESERVE).
    function saleMinted() external view returns (uint256);
    function totalMinted() external view returns (uint256);
    /// @notice The URI every sale token shows until it is revealed.
    function unrevealedURI() external view returns (string memory);
    /// @notice How many sale tokens have their final URI (they are revealed in mint order).
    function revealedCount() external view returns (uint256);
    function tokensOfOwner(address owner) external view returns (uint256[] memory tokenIds);

    /// @notice Owner only: one team-reserve token with its final URI; reverts past TEAM_RESERVE.
    function mint(address to, string calldata uri) external returns (uint256 tokenId);
    /// @notice Minter only: `count` unrevealed tokens; reverts past MAX_SUPPLY.
    function mintFromSale(address to, uint256 count) external returns (uint256 firstTokenId);
    /// @notice Owner only: the final URIs of the next `uris.length` unrevealed sale tokens, in
    ///         mint order (batched by the admin command); reverts past the tokens minted so far.
    function reveal(string[] calldata uris) external;
    /// @notice Owner only: the contract that mints sale tokens. Reverts
    ///         "GhostSquad: SALE_HAS_UNCLAIMED_TICKETS" while the current minter is a sale whose
    ///         `unclaimedTickets()` is not zero: a paid ticket can always be claimed.
    function setMinter(address newMinter) external;
    function transferOwnership(address newOwner) external;
}
