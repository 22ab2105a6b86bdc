// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {IGhostMarket} from "../nft/interfaces/IGhostMarket.sol";

/// @title Test helper: buys several asks in one transaction
/// @notice The index keys trades by transaction hash and log index; this makes several Trade
///         events share one transaction, so a test can prove their rows do not collide. Each
///         token is passed on to the caller.
contract NftBatchBuyer is IERC721Receiver {
    function buyAll(
        IGhostMarket market,
        address[] calldata collections,
        uint256[] calldata tokenIds,
        uint256[] calldata prices
    ) external payable {
        for (uint256 i; i < tokenIds.length; ++i) {
            market.buyTokenUsingBNB{value: prices[i]}(collections[i], tokenIds[i], address(0));
            IERC721(collections[i]).transferFrom(address(this), msg.sender, tokenIds[i]);
        }
    }

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return IERC721Receiver.onERC721Received.selector;
    }
}
