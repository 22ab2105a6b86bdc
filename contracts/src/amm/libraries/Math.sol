// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

/// @notice Integer helpers on uint256; `sqrt` returns floor(sqrt(y)) for the full uint256 range.
library Math {
    function min(uint256 x, uint256 y) internal pure returns (uint256) {
        return x < y ? x : y;
    }

    function sqrt(uint256 y) internal pure returns (uint256 z) {
        if (y < 4) return y == 0 ? 0 : 1;
        unchecked {
            // log2 = floor(log2(y)); then 2**(log2/2 + 1) > sqrt(y), so Newton's steps start above
            // the root and fall monotonically until they stop decreasing at floor(sqrt(y)).
            uint256 log2;
            uint256 t = y;
            if (t >> 128 > 0) { t >>= 128; log2 += 128; }
            if (t >> 64 > 0) { t >>= 64; log2 += 64; }
            if (t >> 32 > 0) { t >>= 32; log2 += 32; }
            if (t >> 16 > 0) { t >>= 16; log2 += 16; }
            if (t >> 8 > 0) { t >>= 8; log2 += 8; }
            if (t >> 4 > 0) { t >>= 4; log2 += 4; }
            if (t >> 2 > 0) { t >>= 2; log2 += 2; }
            if (t >> 1 > 0) log2 += 1;
            z = 1 << ((log2 >> 1) + 1);
            // z <= 2**128 and y / z < 2**128 here, so the sum cannot overflow.
            while (true) {
                uint256 next = (z + y / z) >> 1;
                if (next >= z) return z;
                z = next;
            }
        }
    }
}
