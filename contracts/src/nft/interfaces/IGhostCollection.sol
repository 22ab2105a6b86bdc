// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice A creator's ERC-721 (enumerable, per-token URI), deployed by GhostNFTFactory as an
///         EIP-1167 clone. The owner mints directly; the factory mints lazily sold tokens.
interface IGhostCollection {
    /// @notice Every mint, with the metadata URI (`ipfs://{cid}`) so the index needs no calls.
    ///         `tokenUID` is the off-chain id of a lazily sold token; zero for a direct mint.
    event TokenMinted(address indexed to, uint256 indexed tokenId, bytes32 indexed tokenUID, string tokenURI);

    function initialize(string calldata name, string calldata symbol, address owner, address factory) external;
    function factory() external view returns (address);
    function owner() external view returns (address);
    /// @notice 0 at creation, +1 on every ownership transfer; a lazy order's nonce must equal it.
    function ownershipEpoch() external view returns (uint64);

    /// @notice Owner only. Token ids count up from 1.
    function mint(address to, string calldata uri) external returns (uint256 tokenId);
    /// @notice Factory only: a signed order's token. Reverts when `tokenUID` was minted before.
    function mintFromOrder(address to, bytes32 tokenUID, string calldata uri) external returns (uint256 tokenId);
    /// @notice 0 when the UID was never minted.
    function tokenIdByUID(bytes32 tokenUID) external view returns (uint256);
    function totalMinted() external view returns (uint256);
}
