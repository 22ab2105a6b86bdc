// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IGhostMarket} from "../interfaces/IGhostMarket.sol";

/// @title The split of an NFT price into the seller's part and the four fees
/// @notice Shared by the market (asks) and the factory (lazy orders, through the market's
///         `calculatePriceAndFeesForCollection`) so a price splits the same way on both paths.
///         packages/sdk/src/nft/fees.ts mirrors it; the property tests compare the two.
library NFTFees {
    /// @notice 10,000 basis points = 100%.
    uint256 internal constant BPS = 10_000;
    /// @notice Caps: every fee at its cap still leaves the seller 70% of the price, so the
    ///         subtraction below cannot underflow whatever settings pass the caps.
    uint256 internal constant MAX_TRADING_FEE = 1_000;
    uint256 internal constant MAX_GHOST_POT_FEE = 500;
    uint256 internal constant MAX_CREATOR_FEE = 1_000;
    uint256 internal constant MAX_REFERER_FEE = 500;

    /// @notice Each fee is `price * bps / BPS` rounded down; the seller gets the rest, so the five
    ///         parts add up to `price` exactly and rounding dust favours the seller.
    function split(uint256 price, uint256 tradingFee, uint256 ghostPotFee, uint256 creatorFee, uint256 refererFee)
        internal
        pure
        returns (IGhostMarket.FeeBreakdown memory fees)
    {
        fees.treasureFee = (price * tradingFee) / BPS;
        fees.ghostPotFee = (price * ghostPotFee) / BPS;
        fees.creatorFee = (price * creatorFee) / BPS;
        fees.refererFee = (price * refererFee) / BPS;
        fees.netPrice = price - fees.treasureFee - fees.ghostPotFee - fees.creatorFee - fees.refererFee;
    }
}
