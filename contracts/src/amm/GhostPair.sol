// SPDX-License-Identifier: GPL-3.0-or-later
// `transient` state variables need solc 0.8.28.
pragma solidity ^0.8.28;

import {GhostERC20} from "./GhostERC20.sol";
import {IGhostCallee} from "./interfaces/IGhostCallee.sol";
import {IGhostFactory} from "./interfaces/IGhostFactory.sol";
import {IGhostPair} from "./interfaces/IGhostPair.sol";
import {Math} from "./libraries/Math.sol";
import {UQ112x112} from "./libraries/UQ112x112.sol";

/// @title Ghost pair: a constant-product pool of two tokens and its LP token
/// @notice Swaps pay 0.25%: only 9975/10000 of the input counts against the x*y=k invariant.
///         With the factory's `feeTo` set, 8/25 of that fee (0.08% of volume) is minted to
///         `feeTo` as LP tokens on the next mint or burn; the other 0.17% stays with LPs. The
///         deployment's `feeTo` is GhostFeeSplitter: 0.03% to the treasury, 0.05% to buyback-and-burn.
contract GhostPair is IGhostPair, GhostERC20 {
    using UQ112x112 for uint224;

    uint256 public constant MINIMUM_LIQUIDITY = 10 ** 3;

    address public immutable factory;
    // Immutable, so swaps read them from code instead of two cold storage slots. The factory
    // hands them over during construction; constructor arguments would change the init-code
    // hash per pair and break CREATE2 address computation.
    address public immutable token0;
    address public immutable token1;

    // One slot, read and written together.
    uint112 private reserve0;
    uint112 private reserve1;
    uint32 private blockTimestampLast;

    uint256 public price0CumulativeLast;
    uint256 public price1CumulativeLast;
    uint256 public kLast; // reserve0 * reserve1 right after the latest liquidity event, when feeTo is set

    // A whole word, not a bool: writing a bool would first read the slot to keep its other bytes.
    uint256 private transient locked;

    modifier lock() {
        require(locked == 0, "Ghost: LOCKED");
        locked = 1;
        _;
        locked = 0;
    }

    constructor() {
        factory = msg.sender;
        (token0, token1) = IGhostFactory(msg.sender).pairTokensBeingCreated();
    }

    /// @notice Kept for IUniswapV2Pair compatibility only: the tokens are fixed at construction,
    ///         so there is nothing left to initialize and every call reverts.
    function initialize(address, address) external pure {
        revert("Ghost: FORBIDDEN");
    }

    function getReserves() public view returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) {
        _reserve0 = reserve0;
        _reserve1 = reserve1;
        _blockTimestampLast = blockTimestampLast;
    }

    /// @dev The low-level call of Uniswap's `_safeTransfer` (success when the token returns true or
    ///      nothing, as USDT does), without building the calldata and return data in fresh memory.
    function _safeTransfer(address token, address to, uint256 value) private {
        bool success;
        assembly ("memory-safe") {
            let freeMemoryPointer := mload(0x40)
            mstore(0x00, 0xa9059cbb) // transfer(address,uint256)
            mstore(0x20, shr(96, shl(96, to))) // an address may carry dirty high bits here
            mstore(0x40, value)
            success := call(gas(), token, 0, 0x1c, 0x44, 0x00, 0x20)
            success := and(success, or(iszero(returndatasize()), and(gt(returndatasize(), 31), eq(mload(0x00), 1))))
            mstore(0x40, freeMemoryPointer)
        }
        require(success, "Ghost: TRANSFER_FAILED");
    }

    /// @dev `IERC20(token).balanceOf(address(this))` in scratch space; a failing token's revert
    ///      data is passed on, as a Solidity call would.
    function _balanceOf(address token) private view returns (uint256 amount) {
        assembly ("memory-safe") {
            mstore(0x00, 0x70a08231) // balanceOf(address)
            mstore(0x20, address())
            // Arguments run right to left: the call happens before returndatasize is read.
            if iszero(and(gt(returndatasize(), 31), staticcall(gas(), token, 0x1c, 0x24, 0x00, 0x20))) {
                returndatacopy(0x00, 0x00, returndatasize())
                revert(0x00, returndatasize())
            }
            amount := mload(0x00)
        }
    }

    /// @dev Stores the balances as reserves and, once per block, adds price * seconds to the
    ///      accumulators using the reserves as they were before this block's first change.
    function _update(
        uint256 balance0,
        uint256 balance1,
        uint112 _reserve0,
        uint112 _reserve1,
        uint32 _blockTimestampLast
    ) private {
        require(balance0 <= type(uint112).max && balance1 <= type(uint112).max, "Ghost: OVERFLOW");
        uint32 blockTimestamp = uint32(block.timestamp); // mod 2**32 on purpose
        unchecked {
            uint32 timeElapsed = blockTimestamp - _blockTimestampLast; // wraps on purpose
            if (timeElapsed > 0 && _reserve0 != 0 && _reserve1 != 0) {
                // Accumulators wrap on purpose; oracles read differences between two samples.
                price0CumulativeLast += uint256(UQ112x112.encode(_reserve1).uqdiv(_reserve0)) * timeElapsed;
                price1CumulativeLast += uint256(UQ112x112.encode(_reserve0).uqdiv(_reserve1)) * timeElapsed;
            }
        }
        // reserve0, reserve1 and blockTimestampLast share one slot: one store instead of three
        // read-modify-writes. The balances were checked to fit 112 bits above.
        assembly ("memory-safe") {
            sstore(reserve0.slot, or(or(balance0, shl(112, balance1)), shl(224, blockTimestamp)))
        }
        emit Sync(uint112(balance0), uint112(balance1));
    }

    /// @dev When feeTo is set, mints feeTo 8/25 of the growth of sqrt(k) since kLast, as LP tokens:
    ///      s * (rootK - rootKLast) * 8 / (17 * rootK + 8 * rootKLast), which leaves feeTo owning
    ///      8/25 * (rootK - rootKLast) / rootK of the pool. When it is unset, forgets kLast, so that
    ///      growth while the switch was off is never charged.
    function _mintFee(uint112 _reserve0, uint112 _reserve1) private returns (bool feeOn) {
        address feeTo;
        address _factory = factory;
        assembly ("memory-safe") {
            mstore(0x00, 0x017e7e58) // feeTo()
            // Arguments run right to left: the call happens before returndatasize is read.
            if iszero(and(gt(returndatasize(), 0x1f), staticcall(gas(), _factory, 0x1c, 0x04, 0x00, 0x20))) {
                returndatacopy(0x00, 0x00, returndatasize())
                revert(0x00, returndatasize())
            }
            feeTo := and(mload(0x00), 0xffffffffffffffffffffffffffffffffffffffff)
        }
        feeOn = feeTo != address(0);
        if (!kLastMayBeSet) return feeOn; // kLast is 0
        uint256 _kLast = kLast;
        if (feeOn) {
            if (_kLast != 0) {
                uint256 rootK = Math.sqrt(uint256(_reserve0) * _reserve1);
                uint256 rootKLast = Math.sqrt(_kLast);
                if (rootK > rootKLast) {
                    uint256 numerator = totalSupply() * (rootK - rootKLast) * 8;
                    uint256 denominator = rootK * 17 + rootKLast * 8;
                    uint256 liquidity = numerator / denominator;
                    if (liquidity > 0) _mint(feeTo, liquidity);
                }
            }
        } else {
            if (_kLast != 0) kLast = 0;
            kLastMayBeSet = false;
        }
    }

    /// @notice Mints LP tokens for the tokens sent to the pair since the last update.
    function mint(address to) external lock returns (uint256 liquidity) {
        (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) = getReserves();
        uint256 balance0 = _balanceOf(token0);
        uint256 balance1 = _balanceOf(token1);
        uint256 amount0 = balance0 - _reserve0;
        uint256 amount1 = balance1 - _reserve1;

        bool feeOn = _mintFee(_reserve0, _reserve1);
        uint256 _totalSupply = totalSupply(); // after _mintFee, which may change it
        if (_totalSupply == 0) {
            uint256 rootK = Math.sqrt(amount0 * amount1);
            require(rootK > MINIMUM_LIQUIDITY, "Ghost: INSUFFICIENT_LIQUIDITY_MINTED");
            unchecked {
                liquidity = rootK - MINIMUM_LIQUIDITY;
            }
            _mint(address(0), MINIMUM_LIQUIDITY); // locked forever, so totalSupply never returns to 0
        } else {
            liquidity = Math.min(amount0 * _totalSupply / _reserve0, amount1 * _totalSupply / _reserve1);
        }
        require(liquidity > 0, "Ghost: INSUFFICIENT_LIQUIDITY_MINTED");
        _mint(to, liquidity);

        _update(balance0, balance1, _reserve0, _reserve1, _blockTimestampLast);
        if (feeOn) {
            kLast = balance0 * balance1; // both fit in 112 bits after _update
            kLastMayBeSet = true;
        }
        emit Mint(msg.sender, amount0, amount1);
    }

    /// @notice Burns the LP tokens sent to the pair and pays out the pro-rata share of both tokens.
    function burn(address to) external lock returns (uint256 amount0, uint256 amount1) {
        (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) = getReserves();
        address _token0 = token0;
        address _token1 = token1;
        uint256 balance0 = _balanceOf(_token0);
        uint256 balance1 = _balanceOf(_token1);
        uint256 liquidity = balanceOf[address(this)];

        bool feeOn = _mintFee(_reserve0, _reserve1);
        uint256 _totalSupply = totalSupply(); // after _mintFee, which may change it
        amount0 = liquidity * balance0 / _totalSupply; // balances, not reserves: pro-rata incl. donations
        amount1 = liquidity * balance1 / _totalSupply;
        require(amount0 > 0 && amount1 > 0, "Ghost: INSUFFICIENT_LIQUIDITY_BURNED");
        _burn(address(this), liquidity);
        _safeTransfer(_token0, to, amount0);
        _safeTransfer(_token1, to, amount1);
        balance0 = _balanceOf(_token0);
        balance1 = _balanceOf(_token1);

        _update(balance0, balance1, _reserve0, _reserve1, _blockTimestampLast);
        if (feeOn) {
            kLast = balance0 * balance1; // both fit in 112 bits after _update
            kLastMayBeSet = true;
        }
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /// @notice Sends the requested outputs, optionally calls `to` (flash swap), then requires the
    ///         fee-adjusted balances to keep k: (b0*10000 - in0*25) * (b1*10000 - in1*25) >= r0*r1*10000**2.
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external lock {
        require(amount0Out > 0 || amount1Out > 0, "Ghost: INSUFFICIENT_OUTPUT_AMOUNT");
        (uint112 _reserve0, uint112 _reserve1,) = getReserves();
        require(amount0Out < _reserve0 && amount1Out < _reserve1, "Ghost: INSUFFICIENT_LIQUIDITY");

        uint256 balance0;
        uint256 balance1;
        {
            address _token0 = token0;
            address _token1 = token1;
            require(to != _token0 && to != _token1, "Ghost: INVALID_TO");
            if (amount0Out > 0) _safeTransfer(_token0, to, amount0Out); // optimistic transfer
            if (amount1Out > 0) _safeTransfer(_token1, to, amount1Out);
            if (data.length > 0) IGhostCallee(to).ghostCall(msg.sender, amount0Out, amount1Out, data);
            balance0 = _balanceOf(_token0);
            balance1 = _balanceOf(_token1);
        }
        uint256 amount0In;
        uint256 amount1In;
        unchecked {
            // amountXOut < _reserveX was checked above, so the subtractions cannot underflow.
            uint256 rest0 = _reserve0 - amount0Out;
            uint256 rest1 = _reserve1 - amount1Out;
            amount0In = balance0 > rest0 ? balance0 - rest0 : 0;
            amount1In = balance1 > rest1 ? balance1 - rest1 : 0;
        }
        require(amount0In > 0 || amount1In > 0, "Ghost: INSUFFICIENT_INPUT_AMOUNT");
        unchecked {
            // amountXIn <= balanceX, so no subtraction underflows. While both balances fit 112
            // bits the products stay below 2**251; wrapping needs a balance above 2**114, which
            // the OVERFLOW check in _update then refuses, so a wrapped product never lets a swap
            // through.
            uint256 balance0Adjusted = balance0 * 10000 - amount0In * 25;
            uint256 balance1Adjusted = balance1 * 10000 - amount1In * 25;
            require(
                balance0Adjusted * balance1Adjusted >= uint256(_reserve0) * _reserve1 * 10000 ** 2, "Ghost: K"
            );
        }

        _update(balance0, balance1, _reserve0, _reserve1, blockTimestampLast); // no stack slot left to keep it
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    /// @notice Sends any balance above the reserves to `to`.
    function skim(address to) external lock {
        address _token0 = token0;
        address _token1 = token1;
        _safeTransfer(_token0, to, _balanceOf(_token0) - reserve0);
        _safeTransfer(_token1, to, _balanceOf(_token1) - reserve1);
    }

    /// @notice Sets the reserves to the balances.
    function sync() external lock {
        (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast) = getReserves();
        _update(_balanceOf(token0), _balanceOf(token1), _reserve0, _reserve1, _blockTimestampLast);
    }
}
