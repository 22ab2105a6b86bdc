// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

/// @notice Unsigned Q112.112 fixed point in a uint224: range [0, 2**112), resolution 2**-112.
library UQ112x112 {
    uint224 internal constant Q112 = 2 ** 112;

    function encode(uint112 y) internal pure returns (uint224 z) {
        unchecked {
            z = uint224(y) * Q112; // (2**112 - 1) * 2**112 < 2**224
        }
    }

    /// @dev Reverts on y == 0 (division by zero); callers pass nonzero reserves.
    function uqdiv(uint224 x, uint112 y) internal pure returns (uint224 z) {
        z = x / uint224(y);
    }
}
