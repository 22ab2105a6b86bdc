// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IGhostPair} from "./interfaces/IGhostPair.sol";
import {IGhostRouter02} from "./interfaces/IGhostRouter02.sol";
import {TransferHelper} from "./libraries/TransferHelper.sol";

/// @title Ghost buyback: turns the protocol's LP tokens into GHOST and burns it
/// @notice Receives 5/8 of the protocol fee (0.05% of swap volume) from GhostFeeSplitter as LP
///         tokens. The owner redeems a pair's LP, swaps both tokens to GHOST through the router and
///         sends the GHOST to the dead address, where no key can move it. Owner-only because the
///         swaps can be sandwiched: the owner sets the minimum GHOST out from the reserves it sees.
contract GhostBuyback is Ownable {
    /// @notice GHOST sent here is out of circulation for good: the test token has no burn function.
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;

    IGhostRouter02 public immutable router;
    address public immutable ghost;

    event BuybackAndBurn(
        address indexed pair, uint256 liquidity, uint256 amount0, uint256 amount1, uint256 ghostBurned
    );

    constructor(IGhostRouter02 router_, address ghost_) Ownable(msg.sender) {
        router = router_;
        ghost = ghost_;
    }

    /// @notice Burns all of this contract's LP of `pair`, buys GHOST with both tokens and burns it.
    /// @param path0 Route from token0 to GHOST; empty when token0 is GHOST. `path1` likewise.
    /// @param amountOutMin Least GHOST to burn in total, or the call reverts.
    function buyBackAndBurn(
        IGhostPair pair,
        address[] calldata path0,
        address[] calldata path1,
        uint256 amountOutMin,
        uint256 deadline
    ) external onlyOwner returns (uint256 ghostBurned) {
        require(deadline >= block.timestamp, "GhostBuyback: EXPIRED");
        uint256 liquidity = pair.balanceOf(address(this));
        require(liquidity > 0, "GhostBuyback: NO_LIQUIDITY");
        TransferHelper.safeTransfer(address(pair), address(pair), liquidity);
        (uint256 amount0, uint256 amount1) = pair.burn(address(this));
        ghostBurned = _toGhost(pair.token0(), amount0, path0, deadline)
            + _toGhost(pair.token1(), amount1, path1, deadline);
        require(ghostBurned >= amountOutMin, "GhostBuyback: INSUFFICIENT_OUTPUT_AMOUNT");
        emit BuybackAndBurn(address(pair), liquidity, amount0, amount1, ghostBurned);
    }

    /// @dev Sends `amount` of `token` to the dead address as GHOST: directly, or swapped along `path`.
    function _toGhost(address token, uint256 amount, address[] calldata path, uint256 deadline)
        private
        returns (uint256 ghostAmount)
    {
        if (token == ghost) {
            require(path.length == 0, "GhostBuyback: INVALID_PATH");
            TransferHelper.safeTransfer(token, DEAD, amount);
            return amount;
        }
        require(path.length >= 2 && path[0] == token && path[path.length - 1] == ghost, "GhostBuyback: INVALID_PATH");
        TransferHelper.safeApprove(token, address(router), amount);
        uint256[] memory amounts = router.swapExactTokensForTokens(amount, 0, path, DEAD, deadline);
        return amounts[amounts.length - 1];
    }
}
