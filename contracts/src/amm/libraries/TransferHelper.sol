// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

/// @notice ERC20 and native-coin transfers that accept tokens returning nothing (USDT-style) and
///         revert with a named reason on failure or on `false`.
/// @dev The token calls are written in assembly so the calldata is built once past the free
///      memory pointer (left as it was) and the answer is read from scratch space, instead of
///      abi-encoding into fresh memory and abi-decoding a copy: same success rule (the call
///      succeeded and returned nothing or `true`), less gas on every swap and deposit.
library TransferHelper {
    function safeApprove(address token, address to, uint256 value) internal {
        require(_callToken(token, 0x095ea7b3, to, value), "TransferHelper: APPROVE_FAILED");
    }

    function safeTransfer(address token, address to, uint256 value) internal {
        require(_callToken(token, 0xa9059cbb, to, value), "TransferHelper: TRANSFER_FAILED");
    }

    function safeTransferFrom(address token, address from, address to, uint256 value) internal {
        bool success;
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, shl(224, 0x23b872dd)) // transferFrom(address,address,uint256)
            mstore(add(m, 0x04), shr(96, shl(96, from))) // addresses may carry dirty high bits here
            mstore(add(m, 0x24), shr(96, shl(96, to)))
            mstore(add(m, 0x44), value)
            success := call(gas(), token, 0, m, 0x64, 0x00, 0x20)
            success := and(success, or(iszero(returndatasize()), and(gt(returndatasize(), 31), eq(mload(0x00), 1))))
        }
        require(success, "TransferHelper: TRANSFER_FROM_FAILED");
    }

    function safeTransferETH(address to, uint256 value) internal {
        (bool success,) = to.call{value: value}("");
        require(success, "TransferHelper: ETH_TRANSFER_FAILED");
    }

    /// @dev `token.selector(to, value)` for approve and transfer, which share their argument types.
    function _callToken(address token, uint32 selector, address to, uint256 value) private returns (bool success) {
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, shl(224, selector))
            mstore(add(m, 0x04), shr(96, shl(96, to))) // addresses may carry dirty high bits here
            mstore(add(m, 0x24), value)
            success := call(gas(), token, 0, m, 0x44, 0x00, 0x20)
            success := and(success, or(iszero(returndatasize()), and(gt(returndatasize(), 31), eq(mload(0x00), 1))))
        }
    }
}
