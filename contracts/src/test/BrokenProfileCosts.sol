// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Test stand-in for GhostProfile's CAKE costs, with one read that breaks
/// @notice Web tests put it where the manifest names the profile contract, to show that one
///         failing read fails alone: `numberCakeToRegister` either reverts, or answers so much
///         return data that the Multicall batch carrying it runs out of gas as a whole (the call
///         itself still succeeds, so only a batch without it can be read). The other two costs
///         answer.
contract BrokenProfileCosts {
    enum Breakage {
        Revert,
        Flood
    }

    Breakage public immutable breakage;

    constructor(Breakage breakage_) {
        breakage = breakage_;
    }

    function numberCakeToRegister() external view returns (uint256) {
        if (breakage == Breakage.Revert) revert("BrokenProfileCosts: unreadable");
        // The largest return data this call's gas can pay for: the caller holds ~1/64 of the gas
        // besides what this call leaves, far too little to copy it, whatever the node's gas cap.
        uint256 words = sqrt(gasleft() * 400);
        assembly {
            return(0, mul(words, 32))
        }
    }

    function numberCakeToUpdate() external pure returns (uint256) {
        return 2 ether;
    }

    function numberCakeToReactivate() external pure returns (uint256) {
        return 3 ether;
    }

    function sqrt(uint256 x) private pure returns (uint256 y) {
        y = x;
        uint256 z = (x + 1) / 2;
        while (z < y) {
            y = z;
            z = (x / z + z) / 2;
        }
    }
}
