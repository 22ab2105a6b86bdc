// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Test helper: a squad with five sale places, so the sale's SOLD_OUT can be reached
/// @notice Answers what GhostSquadSale reads (MAX_SUPPLY, TEAM_RESERVE, minter, saleMinted) and
///         counts the tokens the sale "mints" (no ERC-721 here: the sale only needs the first id
///         back). Anyone sets the minter, and `useSalePlaces` stands for a former minter's mints.
contract TestSmallSquad {
    uint256 public constant MAX_SUPPLY = 125;
    uint256 public constant TEAM_RESERVE = 120;
    uint256 public saleMinted;
    address public minter;

    event MinterUpdate(address indexed previousMinter, address indexed newMinter);
    event SalePlacesUse(uint256 count);

    function setMinter(address newMinter) external {
        emit MinterUpdate(minter, newMinter);
        minter = newMinter;
    }

    function useSalePlaces(uint256 count) external {
        saleMinted += count;
        emit SalePlacesUse(count);
    }

    function mintFromSale(address, uint256 count) external returns (uint256 firstTokenId) {
        require(msg.sender == minter, "TestSmallSquad: NOT_MINTER");
        require(saleMinted + count <= MAX_SUPPLY - TEAM_RESERVE, "TestSmallSquad: MAX_SUPPLY");
        firstTokenId = saleMinted + 1;
        saleMinted += count;
    }
}
