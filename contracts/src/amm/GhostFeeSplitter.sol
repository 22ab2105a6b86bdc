// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IGhostFactory} from "./interfaces/IGhostFactory.sol";
import {IGhostPair} from "./interfaces/IGhostPair.sol";
import {TransferHelper} from "./libraries/TransferHelper.sol";

/// @title Ghost fee splitter: the factory's `feeTo`, sharing the protocol fee between treasury and buyback
/// @notice Of the 0.25% swap fee, 0.17% stays with liquidity providers and the pairs mint the other
///         0.08% to `feeTo` as LP tokens (8/25 of the growth of sqrt(k)). This contract holds those
///         LP tokens until anyone calls `distribute`, which sends 3/8 of each pair's balance
///         (0.03% of volume) to the treasury and the rest (0.05%) to the buyback-and-burn contract.
contract GhostFeeSplitter is Ownable {
    /// @notice Shares of the swap volume, in basis points, that the protocol fee is split into.
    uint256 public constant TREASURY_FEE_BPS = 3;
    uint256 public constant BUYBACK_FEE_BPS = 5;

    IGhostFactory public immutable factory;
    address public treasury;
    address public buyback;

    event TreasurySet(address indexed treasury);
    event BuybackSet(address indexed buyback);
    event Distributed(address indexed pair, uint256 toTreasury, uint256 toBuyback);

    constructor(IGhostFactory factory_, address treasury_, address buyback_) Ownable(msg.sender) {
        factory = factory_;
        _setTreasury(treasury_);
        _setBuyback(buyback_);
    }

    function setTreasury(address treasury_) external onlyOwner {
        _setTreasury(treasury_);
    }

    function setBuyback(address buyback_) external onlyOwner {
        _setBuyback(buyback_);
    }

    /// @notice Splits this contract's LP balance of each of `pairs`; pairs it holds none of are
    ///         skipped. Anyone may call it: the destinations are fixed by the owner.
    /// @dev The treasury's share rounds down, so a dust remainder goes to the buyback.
    function distribute(address[] calldata pairs) external {
        (address _treasury, address _buyback) = (treasury, buyback);
        for (uint256 i; i < pairs.length; ++i) {
            address pair = pairs[i];
            require(_isPair(pair), "GhostFeeSplitter: NOT_A_PAIR");
            uint256 balance = IGhostPair(pair).balanceOf(address(this));
            if (balance == 0) continue;
            uint256 toTreasury = balance * TREASURY_FEE_BPS / (TREASURY_FEE_BPS + BUYBACK_FEE_BPS);
            uint256 toBuyback = balance - toTreasury;
            if (toTreasury > 0) TransferHelper.safeTransfer(pair, _treasury, toTreasury);
            TransferHelper.safeTransfer(pair, _buyback, toBuyback);
            emit Distributed(pair, toTreasury, toBuyback);
        }
    }

    /// @dev Only the factory's own pairs: anything else would emit a Distributed event for a
    ///      token that is not protocol fee. Read with plain calls so an address without code or
    ///      without token0()/token1() fails the check instead of reverting without a reason.
    function _isPair(address pair) private view returns (bool) {
        (bool ok0, bytes memory token0) = pair.staticcall(abi.encodeCall(IGhostPair.token0, ()));
        (bool ok1, bytes memory token1) = pair.staticcall(abi.encodeCall(IGhostPair.token1, ()));
        if (!ok0 || !ok1 || token0.length != 32 || token1.length != 32) return false;
        return factory.getPair(abi.decode(token0, (address)), abi.decode(token1, (address))) == pair;
    }

    function _setTreasury(address treasury_) private {
        require(treasury_ != address(0), "GhostFeeSplitter: ZERO_ADDRESS");
        treasury = treasury_;
        emit TreasurySet(treasury_);
    }

    function _setBuyback(address buyback_) private {
        require(buyback_ != address(0), "GhostFeeSplitter: ZERO_ADDRESS");
        buyback = buyback_;
        emit BuybackSet(buyback_);
    }
}
