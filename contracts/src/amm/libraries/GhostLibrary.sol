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
        uint256 hops = path.length - 1;
        (amounts, pairs) = _allocate(hops);
        uint256 amount = amountIn;
        address input = tokenAt(path, 0);
        assembly ("memory-safe") {
            mstore(add(amounts, 0x20), amount)
        }
        unchecked {
            for (uint256 i = 1; i <= hops; ++i) {
                address output = tokenAt(path, i);
                (uint256 reserveIn, uint256 reserveOut, address pair) = _reservesAndPair(factory, input, output);
                amount = getAmountOut(amount, reserveIn, reserveOut);
                assembly ("memory-safe") {
                    mstore(add(amounts, shl(5, add(i, 1))), amount) // amounts[i]
                    mstore(add(pairs, shl(5, i)), pair) // pairs[i - 1]
                }
                input = output;
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
        uint256 hops = path.length - 1;
        (amounts, pairs) = _allocate(hops);
        uint256 amount = amountOut;
        address output = tokenAt(path, hops);
        assembly ("memory-safe") {
            mstore(add(amounts, shl(5, add(hops, 1))), amount) // amounts[hops]
        }
        unchecked {
            for (uint256 i = hops; i > 0; --i) {
                address input = tokenAt(path, i - 1);
                (uint256 reserveIn, uint256 reserveOut, address pair) = _reservesAndPair(factory, input, output);
                amount = getAmountIn(amount, reserveIn, reserveOut);
                assembly ("memory-safe") {
                    mstore(add(amounts, shl(5, i)), amount) // amounts[i - 1]
                    mstore(add(pairs, shl(5, i)), pair) // pairs[i - 1]
                }
                output = input;
            }
        }
    }

    /// @notice path[i] read without a bounds check (callers stay below path.length), but with
    ///         the ABI's check that the word is a clean address, as an indexed access does.
    function tokenAt(address[] calldata path, uint256 i) internal pure returns (address token) {
        assembly ("memory-safe") {
            token := calldataload(add(path.offset, shl(5, i)))
            if shr(160, token) { revert(0x00, 0x00) }
        }
    }

    /// @dev The amounts (hops + 1 entries) and pairs (hops) arrays, not zero-filled as `new`
    ///      would: the callers write every entry before anything reads it.
    function _allocate(uint256 hops) private pure returns (uint256[] memory amounts, address[] memory pairs) {
        assembly ("memory-safe") {
            amounts := mload(0x40)
            mstore(amounts, add(hops, 1))
            pairs := add(amounts, shl(5, add(hops, 2)))
            mstore(pairs, hops)
            mstore(0x40, add(pairs, shl(5, add(hops, 1))))
        }
    }
}
