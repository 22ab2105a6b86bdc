// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IGhostWhitelistChecker} from "../nft/interfaces/IGhostMarket.sol";

/// @title Test helper: a whitelist checker that lets only even token ids be listed
contract TestWhitelistChecker is IGhostWhitelistChecker {
    function canList(uint256 tokenId) external pure returns (bool) {
        return tokenId % 2 == 0;
    }
}
