// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";

/// @title Test helper: an OpenZeppelin ERC721Enumerable anyone can mint
/// @notice The market tests' NFT (the same transfer costs as a GhostCollection, which is also
///         enumerable). Token ids count up from 1.
contract TestNFT is ERC721Enumerable {
    uint256 public totalMinted;

    constructor() ERC721("Test NFT", "TNFT") {}

    function mint(address to) external returns (uint256 tokenId) {
        tokenId = ++totalMinted;
        _mint(to, tokenId);
    }
}
