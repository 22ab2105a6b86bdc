// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

import {IERC20Minimal} from "./interfaces/IERC20Minimal.sol";
import {IGhostFactory} from "./interfaces/IGhostFactory.sol";
import {IGhostPair} from "./interfaces/IGhostPair.sol";
import {IGhostRouter02} from "./interfaces/IGhostRouter02.sol";
import {IWETH} from "./interfaces/IWETH.sol";
import {GhostLibrary} from "./libraries/GhostLibrary.sol";
import {TransferHelper} from "./libraries/TransferHelper.sol";

/// @title Ghost router: adds and removes liquidity and swaps along paths of pairs
/// @notice Stateless; every entry point checks its deadline and the caller's slippage bounds.
///         `WETH` is the chain's wrapped native coin (WBNB); native amounts are wrapped on the way
///         in and unwrapped on the way out.
contract GhostRouter is IGhostRouter02 {
    address public immutable factory;
    address public immutable WETH;

    modifier ensure(uint256 deadline) {
        require(deadline >= block.timestamp, "GhostRouter: EXPIRED");
        _;
    }

    constructor(address _factory, address _WETH) {
        factory = _factory;
        WETH = _WETH;
    }

    /// @dev Only WETH.withdraw sends native coin here; anything else would be stuck.
    receive() external payable {
        require(msg.sender == WETH, "GhostRouter: ONLY_WETH");
    }

    // **** ADD LIQUIDITY ****

    /// @dev Creates the pair on first use and returns the amounts that keep the current ratio.
    function _addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin
    ) private returns (address pair, uint256 amountA, uint256 amountB) {
        pair = GhostLibrary.pairFor(factory, tokenA, tokenB);
        // The factory deploys every pair at its CREATE2 address, so code there means the pair
        // exists; checking it here saves a call to the factory and warms the pair for later.
        if (pair.code.length == 0) IGhostFactory(factory).createPair(tokenA, tokenB);
        (uint256 reserve0, uint256 reserve1,) = IGhostPair(pair).getReserves();
        (uint256 reserveA, uint256 reserveB) = tokenA < tokenB ? (reserve0, reserve1) : (reserve1, reserve0);
        if (reserveA == 0 && reserveB == 0) {
            (amountA, amountB) = (amountADesired, amountBDesired);
        } else {
            uint256 amountBOptimal = GhostLibrary.quote(amountADesired, reserveA, reserveB);
            if (amountBOptimal <= amountBDesired) {
                require(amountBOptimal >= amountBMin, "GhostRouter: INSUFFICIENT_B_AMOUNT");
                (amountA, amountB) = (amountADesired, amountBOptimal);
            } else {
                uint256 amountAOptimal = GhostLibrary.quote(amountBDesired, reserveB, reserveA);
                // amountBDesired < quote(amountADesired) implies quote back stays <= amountADesired
                assert(amountAOptimal <= amountADesired);
                require(amountAOptimal >= amountAMin, "GhostRouter: INSUFFICIENT_A_AMOUNT");
                (amountA, amountB) = (amountAOptimal, amountBDesired);
            }
        }
    }

    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
        address pair;
        (pair, amountA, amountB) =
            _addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
        TransferHelper.safeTransferFrom(tokenA, msg.sender, pair, amountA);
        TransferHelper.safeTransferFrom(tokenB, msg.sender, pair, amountB);
        liquidity = _mintLiquidity(pair, to);
    }

    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
        address pair;
        (pair, amountToken, amountETH) =
            _addLiquidity(token, WETH, amountTokenDesired, msg.value, amountTokenMin, amountETHMin);
        TransferHelper.safeTransferFrom(token, msg.sender, pair, amountToken);
        IWETH(WETH).deposit{value: amountETH}();
        assert(IWETH(WETH).transfer(pair, amountETH));
        liquidity = _mintLiquidity(pair, to);
        if (msg.value > amountETH) TransferHelper.safeTransferETH(msg.sender, msg.value - amountETH);
    }

    /// @dev `IGhostPair(pair).mint(to)` in scratch space; a revert is passed on as is.
    function _mintLiquidity(address pair, address to) private returns (uint256 liquidity) {
        assembly ("memory-safe") {
            mstore(0x00, 0x6a627842) // mint(address)
            mstore(0x20, shr(96, shl(96, to))) // an address may carry dirty high bits here
            // Arguments run right to left: the call happens before returndatasize is read.
            if iszero(and(gt(returndatasize(), 0x1f), call(gas(), pair, 0, 0x1c, 0x24, 0x00, 0x20))) {
                returndatacopy(0x00, 0x00, returndatasize())
                revert(0x00, returndatasize())
            }
            liquidity := mload(0x00)
        }
    }

    // **** REMOVE LIQUIDITY ****

    /// @dev `pair.transferFrom(msg.sender, pair, liquidity)` then `pair.burn(to)`, with the calldata
    ///      built past the free memory pointer; a revert (no allowance, too little liquidity) is
    ///      passed on as is. A pair without code answers nothing, which fails the burn's check.
    function _burnLiquidity(address pair, uint256 liquidity, address to)
        private
        returns (uint256 amount0, uint256 amount1)
    {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, shl(224, 0x23b872dd)) // transferFrom(address,address,uint256)
            mstore(add(m, 0x04), caller())
            mstore(add(m, 0x24), shr(96, shl(96, pair))) // addresses may carry dirty high bits here
            mstore(add(m, 0x44), liquidity)
            if iszero(call(gas(), pair, 0, m, 0x64, 0x00, 0x00)) {
                returndatacopy(0x00, 0x00, returndatasize())
                revert(0x00, returndatasize())
            }
            mstore(m, shl(224, 0x89afcb44)) // burn(address)
            mstore(add(m, 0x04), shr(96, shl(96, to)))
            if iszero(and(gt(returndatasize(), 0x3f), call(gas(), pair, 0, m, 0x24, 0x00, 0x40))) {
                returndatacopy(0x00, 0x00, returndatasize())
                revert(0x00, returndatasize())
            }
            amount0 := mload(0x00)
            amount1 := mload(0x20)
        }
    }

    function _removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to
    ) private returns (uint256 amountA, uint256 amountB) {
        address pair = GhostLibrary.pairFor(factory, tokenA, tokenB);
        (uint256 amount0, uint256 amount1) = _burnLiquidity(pair, liquidity, to);
        (amountA, amountB) = tokenA < tokenB ? (amount0, amount1) : (amount1, amount0);
        require(amountA >= amountAMin, "GhostRouter: INSUFFICIENT_A_AMOUNT");
        require(amountB >= amountBMin, "GhostRouter: INSUFFICIENT_B_AMOUNT");
    }

    /// @dev Burns to this router, then forwards the token and unwraps the native coin.
    function _removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to
    ) private returns (uint256 amountToken, uint256 amountETH) {
        (amountToken, amountETH) =
            _removeLiquidity(token, WETH, liquidity, amountTokenMin, amountETHMin, address(this));
        TransferHelper.safeTransfer(token, to, amountToken);
        IWETH(WETH).withdraw(amountETH);
        TransferHelper.safeTransferETH(to, amountETH);
    }

    /// @dev For taxed tokens: forwards what actually arrived instead of what the pair sent.
    function _removeLiquidityETHSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to
    ) private returns (uint256 amountETH) {
        (, amountETH) = _removeLiquidity(token, WETH, liquidity, amountTokenMin, amountETHMin, address(this));
        TransferHelper.safeTransfer(token, to, IERC20Minimal(token).balanceOf(address(this)));
        IWETH(WETH).withdraw(amountETH);
        TransferHelper.safeTransferETH(to, amountETH);
    }

    function _permit(address tokenA, address tokenB, uint256 liquidity, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s)
        private
    {
        uint256 value = approveMax ? type(uint256).max : liquidity;
        IGhostPair(GhostLibrary.pairFor(factory, tokenA, tokenB)).permit(
            msg.sender, address(this), value, deadline, v, r, s
        );
    }

    function removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB) {
        return _removeLiquidity(tokenA, tokenB, liquidity, amountAMin, amountBMin, to);
    }

    function removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountToken, uint256 amountETH) {
        return _removeLiquidityETH(token, liquidity, amountTokenMin, amountETHMin, to);
    }

    function removeLiquidityWithPermit(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB) {
        _permit(tokenA, tokenB, liquidity, deadline, approveMax, v, r, s);
        return _removeLiquidity(tokenA, tokenB, liquidity, amountAMin, amountBMin, to);
    }

    function removeLiquidityETHWithPermit(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external ensure(deadline) returns (uint256 amountToken, uint256 amountETH) {
        _permit(token, WETH, liquidity, deadline, approveMax, v, r, s);
        return _removeLiquidityETH(token, liquidity, amountTokenMin, amountETHMin, to);
    }

    function removeLiquidityETHSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountETH) {
        return _removeLiquidityETHSupportingFeeOnTransferTokens(token, liquidity, amountTokenMin, amountETHMin, to);
    }

    function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external ensure(deadline) returns (uint256 amountETH) {
        _permit(token, WETH, liquidity, deadline, approveMax, v, r, s);
        return _removeLiquidityETHSupportingFeeOnTransferTokens(token, liquidity, amountTokenMin, amountETHMin, to);
    }

    // **** SWAP ****

    /// @dev `amounts` and `pairs` come from getAmountsOut/InAndPairs and the input is already in
    ///      pairs[0]; each hop sends its output straight to the next pair.
    function _swap(uint256[] memory amounts, address[] calldata path, address[] memory pairs, address _to) private {
        unchecked {
            uint256 last = pairs.length - 1; // path.length >= 2 was checked by GhostLibrary
            address input = GhostLibrary.tokenAt(path, 0);
            for (uint256 i; i <= last; ++i) {
                address output = GhostLibrary.tokenAt(path, i + 1);
                uint256 amountOut;
                address pair;
                address to = _to;
                // i < pairs.length and i + 1 < amounts.length: read without bounds checks.
                assembly ("memory-safe") {
                    amountOut := mload(add(amounts, shl(5, add(i, 2))))
                    pair := mload(add(pairs, shl(5, add(i, 1))))
                    if lt(i, last) { to := mload(add(pairs, shl(5, add(i, 2)))) }
                }
                (uint256 amount0Out, uint256 amount1Out) = input < output ? (uint256(0), amountOut) : (amountOut, 0);
                _pairSwap(pair, amount0Out, amount1Out, to);
                input = output;
            }
        }
    }

    /// @dev `IGhostPair(pair).swap(amount0Out, amount1Out, to, "")` with the calldata built once
    ///      past the free memory pointer; a revert is passed on as is. Every pair here answered
    ///      getReserves a moment ago, so it has code.
    function _pairSwap(address pair, uint256 amount0Out, uint256 amount1Out, address to) private {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, shl(224, 0x022c0d9f)) // swap(uint256,uint256,address,bytes)
            mstore(add(m, 0x04), amount0Out)
            mstore(add(m, 0x24), amount1Out)
            mstore(add(m, 0x44), shr(96, shl(96, to))) // an address may carry dirty high bits here
            mstore(add(m, 0x64), 0x80) // offset of the empty `data`
            mstore(add(m, 0x84), 0) // its length
            if iszero(call(gas(), pair, 0, m, 0xa4, 0x00, 0x00)) {
                returndatacopy(0x00, 0x00, returndatasize())
                revert(0x00, returndatasize())
            }
        }
    }

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        address[] memory pairs;
        (amounts, pairs) = GhostLibrary.getAmountsOutAndPairs(factory, amountIn, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
        _swap(amounts, path, pairs, to);
    }

    function swapTokensForExactTokens(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        address[] memory pairs;
        (amounts, pairs) = GhostLibrary.getAmountsInAndPairs(factory, amountOut, path);
        require(amounts[0] <= amountInMax, "GhostRouter: EXCESSIVE_INPUT_AMOUNT");
        TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
        _swap(amounts, path, pairs, to);
    }

    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        require(path[0] == WETH, "GhostRouter: INVALID_PATH");
        address[] memory pairs;
        (amounts, pairs) = GhostLibrary.getAmountsOutAndPairs(factory, msg.value, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        _wrapInto(pairs[0], amounts[0]);
        _swap(amounts, path, pairs, to);
    }

    function swapTokensForExactETH(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        require(path[path.length - 1] == WETH, "GhostRouter: INVALID_PATH");
        address[] memory pairs;
        (amounts, pairs) = GhostLibrary.getAmountsInAndPairs(factory, amountOut, path);
        require(amounts[0] <= amountInMax, "GhostRouter: EXCESSIVE_INPUT_AMOUNT");
        TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
        _swap(amounts, path, pairs, address(this));
        _unwrapTo(to, amounts[amounts.length - 1]);
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        require(path[path.length - 1] == WETH, "GhostRouter: INVALID_PATH");
        address[] memory pairs;
        (amounts, pairs) = GhostLibrary.getAmountsOutAndPairs(factory, amountIn, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        TransferHelper.safeTransferFrom(path[0], msg.sender, pairs[0], amounts[0]);
        _swap(amounts, path, pairs, address(this));
        _unwrapTo(to, amounts[amounts.length - 1]);
    }

    function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
        external
        payable
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        require(path[0] == WETH, "GhostRouter: INVALID_PATH");
        address[] memory pairs;
        (amounts, pairs) = GhostLibrary.getAmountsInAndPairs(factory, amountOut, path);
        require(amounts[0] <= msg.value, "GhostRouter: EXCESSIVE_INPUT_AMOUNT");
        _wrapInto(pairs[0], amounts[0]);
        _swap(amounts, path, pairs, to);
        if (msg.value > amounts[0]) TransferHelper.safeTransferETH(msg.sender, msg.value - amounts[0]);
    }

    /// @dev Wraps `amount` of the attached native coin and sends it to `pair`.
    function _wrapInto(address pair, uint256 amount) private {
        IWETH(WETH).deposit{value: amount}();
        assert(IWETH(WETH).transfer(pair, amount));
    }

    function _unwrapTo(address to, uint256 amount) private {
        IWETH(WETH).withdraw(amount);
        TransferHelper.safeTransferETH(to, amount);
    }

    // **** SWAP (fee-on-transfer tokens) ****

    /// @dev Each hop prices what the pair actually received (its balance above the reserve)
    ///      instead of a precomputed amount, so a token that takes a cut on transfer still works.
    function _swapSupportingFeeOnTransferTokens(address[] calldata path, address _to) private {
        uint256 last = path.length - 1; // callers checked path.length >= 2
        address pair = GhostLibrary.pairFor(factory, path[0], path[1]);
        for (uint256 i; i < last; ++i) {
            (address input, address output) = (path[i], path[i + 1]);
            bool inputIsToken0 = input < output;
            uint256 amountOutput;
            {
                (uint256 reserve0, uint256 reserve1,) = IGhostPair(pair).getReserves();
                (uint256 reserveInput, uint256 reserveOutput) =
                    inputIsToken0 ? (reserve0, reserve1) : (reserve1, reserve0);
                uint256 amountInput = IERC20Minimal(input).balanceOf(pair) - reserveInput;
                amountOutput = GhostLibrary.getAmountOut(amountInput, reserveInput, reserveOutput);
            }
            address nextPair = i + 1 < last ? GhostLibrary.pairFor(factory, output, path[i + 2]) : _to;
            (uint256 amount0Out, uint256 amount1Out) = inputIsToken0 ? (uint256(0), amountOutput) : (amountOutput, 0);
            IGhostPair(pair).swap(amount0Out, amount1Out, nextPair, "");
            pair = nextPair;
        }
    }

    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        require(path.length >= 2, "GhostRouter: INVALID_PATH");
        TransferHelper.safeTransferFrom(path[0], msg.sender, GhostLibrary.pairFor(factory, path[0], path[1]), amountIn);
        address tokenOut = path[path.length - 1];
        uint256 balanceBefore = IERC20Minimal(tokenOut).balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, to);
        require(
            IERC20Minimal(tokenOut).balanceOf(to) - balanceBefore >= amountOutMin,
            "GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT"
        );
    }

    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) {
        require(path.length >= 2 && path[0] == WETH, "GhostRouter: INVALID_PATH");
        _wrapInto(GhostLibrary.pairFor(factory, path[0], path[1]), msg.value);
        address tokenOut = path[path.length - 1];
        uint256 balanceBefore = IERC20Minimal(tokenOut).balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, to);
        require(
            IERC20Minimal(tokenOut).balanceOf(to) - balanceBefore >= amountOutMin,
            "GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT"
        );
    }

    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) {
        require(path.length >= 2 && path[path.length - 1] == WETH, "GhostRouter: INVALID_PATH");
        TransferHelper.safeTransferFrom(path[0], msg.sender, GhostLibrary.pairFor(factory, path[0], path[1]), amountIn);
        _swapSupportingFeeOnTransferTokens(path, address(this));
        uint256 amountOut = IERC20Minimal(WETH).balanceOf(address(this));
        require(amountOut >= amountOutMin, "GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        _unwrapTo(to, amountOut);
    }

    // **** LIBRARY FUNCTIONS ****

    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) external pure returns (uint256 amountB) {
        return GhostLibrary.quote(amountA, reserveA, reserveB);
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountOut)
    {
        return GhostLibrary.getAmountOut(amountIn, reserveIn, reserveOut);
    }

    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        external
        pure
        returns (uint256 amountIn)
    {
        return GhostLibrary.getAmountIn(amountOut, reserveIn, reserveOut);
    }

    function getAmountsOut(uint256 amountIn, address[] calldata path)
        external
        view
        returns (uint256[] memory amounts)
    {
        return GhostLibrary.getAmountsOut(factory, amountIn, path);
    }

    function getAmountsIn(uint256 amountOut, address[] calldata path)
        external
        view
        returns (uint256[] memory amounts)
    {
        return GhostLibrary.getAmountsIn(factory, amountOut, path);
    }
}
