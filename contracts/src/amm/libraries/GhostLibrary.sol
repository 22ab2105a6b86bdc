// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

import {PAIR_INIT_CODE_HASH} from "PairInitCodeHash.sol";
import {IGhostPair} from "../interfaces/IGhostPair.sol";

/// @notice Pair addressing and the 0.25%-fee swap math shared by the router.
library GhostLibrary {
    /// @dev Fee-adjusted input counted against the invariant: amountIn * 9975 / 10000.
    uint256 internal constant FEE_NUMERATOR = 9975;
    uint256 internal constant FEE_DENOMINATOR = 10000;

    function sortTokens(address tokenA, address tokenB) internal pure returns (address token0, address token1) {
        require(tokenA != tokenB, "GhostLibrary: IDENTICAL_ADDRESSES");
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        require(token0 != address(0), "GhostLibrary: ZERO_ADDRESS");
    }

    /// @notice CREATE2 address of the pair, computed without any call.
    function pairFor(address factory, address tokenA, address tokenB) internal pure returns (address pair) {
        (address token0, address token1) = sortTokens(tokenA, tokenB);
        pair = _pairForSorted(factory, token0, token1);
    }

    function _pairForSorted(address factory, address token0, address token1) private pure returns (address) {
        return address(
            uint160(
                uint256(
                    keccak256(
                        abi.encodePacked(
                            hex"ff", factory, keccak256(abi.encodePacked(token0, token1)), PAIR_INIT_CODE_HASH
                        )
                    )
                )
            )
        );
    }

    /// @notice Reserves of the pair ordered as (tokenA, tokenB).
    function getReserves(address factory, address tokenA, address tokenB)
        internal
        view
        returns (uint256 reserveA, uint256 reserveB)
    {
        (address token0, address token1) = sortTokens(tokenA, tokenB);
        (uint256 reserve0, uint256 reserve1,) = IGhostPair(_pairForSorted(factory, token0, token1)).getReserves();
        (reserveA, reserveB) = tokenA == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @notice The amount of B worth `amountA` at the current ratio, without fee.
    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) internal pure returns (uint256 amountB) {
        require(amountA > 0, "GhostLibrary: INSUFFICIENT_AMOUNT");
        require(reserveA > 0 && reserveB > 0, "GhostLibrary: INSUFFICIENT_LIQUIDITY");
        amountB = amountA * reserveB / reserveA;
    }

    /// @notice The largest output the pair accepts for `amountIn` (rounded down).
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountOut)
    {
        require(amountIn > 0, "GhostLibrary: INSUFFICIENT_INPUT_AMOUNT");
        require(reserveIn > 0 && reserveOut > 0, "GhostLibrary: INSUFFICIENT_LIQUIDITY");
        uint256 amountInWithFee = amountIn * FEE_NUMERATOR;
        amountOut = amountInWithFee * reserveOut / (reserveIn * FEE_DENOMINATOR + amountInWithFee);
    }

    /// @notice The smallest input the pair accepts for `amountOut` (rounded up).
    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        internal
        pure
        returns (uint256 amountIn)
    {
        require(amountOut > 0, "GhostLibrary: INSUFFICIENT_OUTPUT_AMOUNT");
        require(reserveIn > 0 && reserveOut > amountOut, "GhostLibrary: INSUFFICIENT_LIQUIDITY");
        amountIn = reserveIn * amountOut * FEE_DENOMINATOR / ((reserveOut - amountOut) * FEE_NUMERATOR) + 1;
    }

    /// @notice Chained getAmountOut along `path`; amounts[0] is amountIn.
    function getAmountsOut(address factory, uint256 amountIn, address[] calldata path)
        internal
        view
        returns (uint256[] memory amounts)
    {
        require(path.length >= 2, "GhostLibrary: INVALID_PATH");
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        unchecked {
            for (uint256 i; i < path.length - 1; ++i) {
                (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, path[i], path[i + 1]);
                amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
            }
        }
    }

    /// @notice Chained getAmountIn backwards along `path`; the last entry is amountOut.
    function getAmountsIn(address factory, uint256 amountOut, address[] calldata path)
        internal
        view
        returns (uint256[] memory amounts)
    {
        require(path.length >= 2, "GhostLibrary: INVALID_PATH");
        amounts = new uint256[](path.length);
        amounts[amounts.length - 1] = amountOut;
        unchecked {
            for (uint256 i = path.length - 1; i > 0; --i) {
                (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, path[i - 1], path[i]);
                amounts[i - 1] = getAmountIn(amounts[i], reserveIn, reserveOut);
            }
        }
    }
}
