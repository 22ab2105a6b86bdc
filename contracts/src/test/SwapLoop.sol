// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {IGhostFactory} from "../amm/interfaces/IGhostFactory.sol";
import {IGhostPair} from "../amm/interfaces/IGhostPair.sol";
import {IWETH} from "../amm/interfaces/IWETH.sol";
import {TestToken} from "../tokens/TestToken.sol";

/// @title Bench helper: a large DEX history in few transactions
/// @notice Used by `npm run bench:indexer` on a throwaway Anvil only. It creates its own tokens
///         and pairs against WBNB, then swaps straight on the pairs, hundreds of times per call:
///         going through the router, one transaction per swap, would make generating 100,000
///         events take longer than indexing them. It holds every token it trades.
contract SwapLoop {
    /// @notice Wraps `msg.value` as WBNB, then deploys `count` tokens (their whole supply minted
    ///         here) and gives each a pair with WBNB seeded with the given amounts.
    function createPairs(
        IGhostFactory factory,
        IWETH wbnb,
        uint256 firstIndex,
        uint256 count,
        uint256 tokenLiquidity,
        uint256 bnbLiquidity
    ) external payable returns (address[] memory pairs) {
        wbnb.deposit{value: msg.value}();
        pairs = new address[](count);
        for (uint256 i = 0; i < count; ++i) {
            string memory index = Strings.toString(firstIndex + i);
            TestToken token =
                new TestToken(string.concat("Bench Token ", index), string.concat("BT", index), 18, tokenLiquidity * 1000);
            address pair = factory.createPair(address(token), address(wbnb));
            require(IERC20(address(token)).transfer(pair, tokenLiquidity), "SwapLoop: token transfer");
            require(wbnb.transfer(pair, bnbLiquidity), "SwapLoop: WBNB transfer");
            IGhostPair(pair).mint(address(this));
            pairs[i] = pair;
        }
    }

    /// @notice For each round and pair, sells `reserveBps` / 10000 of the pair's token0 reserve
    ///         for token1, then sells all of that token1 back: two Swap and two Sync events per pair
    ///         and round, with reserves that stay near where they began however long it runs.
    function run(address[] calldata pairs, uint256 rounds, uint256 reserveBps) external {
        for (uint256 round = 0; round < rounds; ++round) {
            for (uint256 i = 0; i < pairs.length; ++i) {
                IGhostPair pair = IGhostPair(pairs[i]);
                (uint112 reserve0,,) = pair.getReserves();
                uint256 bought = _swap(pair, true, (uint256(reserve0) * reserveBps) / 10_000);
                _swap(pair, false, bought);
            }
        }
    }

    function _swap(IGhostPair pair, bool zeroForOne, uint256 amountIn) private returns (uint256 amountOut) {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        // The pair keeps 0.25% of the input (GhostPair: 9975/10000 counts against x*y=k).
        uint256 inWithFee = amountIn * 9975;
        amountOut = (inWithFee * reserveOut) / (reserveIn * 10_000 + inWithFee);
        address tokenIn = zeroForOne ? pair.token0() : pair.token1();
        require(IERC20(tokenIn).transfer(address(pair), amountIn), "SwapLoop: transfer");
        if (zeroForOne) pair.swap(0, amountOut, address(this), "");
        else pair.swap(amountOut, 0, address(this), "");
    }
}
