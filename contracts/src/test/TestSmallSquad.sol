// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Test helper: a squad with five sale places, so the sale's SOLD_OUT can be reached
/// @notice Answers what GhostSquadSale reads (MAX_SUPPLY, TEAM_RESERVE) and counts the tokens
///         the sale "mints" (no ERC-721 here: the sale only needs the first id back).
contract TestSmallSquad {
    uint256 public constant MAX_SUPPLY = 125;
    uint256 public constant TEAM_RESERVE = 120;
    uint256 public totalMinted;

    function mintFromSale(address, uint256 count) external returns (uint256 firstTokenId) {
        firstTokenId = totalMinted + 1;
        totalMinted += count;
    }
}
