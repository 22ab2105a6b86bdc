// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

import {PAIR_INIT_CODE_HASH} from "PairInitCodeHash.sol";

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

    /// @dev keccak256(0xff ++ factory ++ keccak256(token0 ++ token1) ++ PAIR_INIT_CODE_HASH), hashed in
    ///      scratch space and past the free memory pointer (left as it was) instead of two
    ///      abi.encodePacked copies in fresh memory.
    function _pairForSorted(address factory, address token0, address token1) private pure returns (address pair) {
        assembly ("memory-safe") {
            mstore(0x14, token1) // token1 lands at 0x20..0x34, token0 at 0x0c..0x20
            mstore(0x00, token0)
            let salt := keccak256(0x0c, 0x28)
            let m := mload(0x40)
            mstore(m, factory)
            mstore8(add(m, 0x0b), 0xff)
            mstore(add(m, 0x20), salt)
            mstore(add(m, 0x40), PAIR_INIT_CODE_HASH)
            pair := and(keccak256(add(m, 0x0b), 0x55), 0xffffffffffffffffffffffffffffffffffffffff)
        }
    }

    /// @dev `IGhostPair(pair).getReserves()` without abi-decoding the timestamp; a pair without
    ///      code answers nothing and reverts here, as a Solidity call would.
    function _reservesOf(address pair) private view returns (uint256 reserve0, uint256 reserve1) {
        assembly ("memory-safe") {
            mstore(0x00, 0x0902f1ac) // getReserves()
            // Arguments run right to left: the call happens before returndatasize is read.
            if iszero(and(gt(returndatasize(), 0x5f), staticcall(gas(), pair, 0x1c, 0x04, 0x00, 0x40))) {
                returndatacopy(0x00, 0x00, returndatasize())
                revert(0x00, returndatasize())
            }
            reserve0 := mload(0x00)
            reserve1 := mload(0x20)
        }
    }

    /// @notice Reserves of the pair ordered as (tokenA, tokenB).
    function getReserves(address factory, address tokenA, address tokenB)
        internal
        view
        returns (uint256 reserveA, uint256 reserveB)
    {
        (reserveA, reserveB,) = _reservesAndPair(factory, tokenA, tokenB);
    }

    function _reservesAndPair(address factory, address tokenA, address tokenB)
        private
        view
        returns (uint256 reserveA, uint256 reserveB, address pair)
    {
        (address token0, address token1) = sortTokens(tokenA, tokenB);
        pair = _pairForSorted(factory, token0, token1);
        (uint256 reserve0, uint256 reserve1) = _reservesOf(pair);
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
        (amounts,) = getAmountsOutAndPairs(factory, amountIn, path);
    }

    /// @notice getAmountsOut, plus the pair of every hop (pairs[i] trades path[i] for path[i + 1]),
    ///         so a swap does not derive the addresses a second time.
    function getAmountsOutAndPairs(address factory, uint256 amountIn, address[] calldata path)
        internal
        view
        returns (uint256[] memory amounts, address[] memory pairs)
    {
        require(path.length >= 2, "GhostLibrary: INVALID_PATH");
        amounts = new uint256[](path.length);
        pairs = new address[](path.length - 1);
        amounts[0] = amountIn;
        unchecked {
            for (uint256 i; i < path.length - 1; ++i) {
                (uint256 reserveIn, uint256 reserveOut, address pair) = _reservesAndPair(factory, path[i], path[i + 1]);
                pairs[i] = pair;
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
        (amounts,) = getAmountsInAndPairs(factory, amountOut, path);
    }

    /// @notice getAmountsIn, plus the pair of every hop, as getAmountsOutAndPairs.
    function getAmountsInAndPairs(address factory, uint256 amountOut, address[] calldata path)
        internal
        view
        returns (uint256[] memory amounts, address[] memory pairs)
    {
        require(path.length >= 2, "GhostLibrary: INVALID_PATH");
        amounts = new uint256[](path.length);
        pairs = new address[](path.length - 1);
        amounts[amounts.length - 1] = amountOut;
        unchecked {
            for (uint256 i = path.length - 1; i > 0; --i) {
                (uint256 reserveIn, uint256 reserveOut, address pair) = _reservesAndPair(factory, path[i - 1], path[i]);
                pairs[i - 1] = pair;
                amounts[i - 1] = getAmountIn(amounts[i], reserveIn, reserveOut);
            }
        }
    }
}
