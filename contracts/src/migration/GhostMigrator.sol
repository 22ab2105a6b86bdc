// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IGhostERC20} from "../amm/interfaces/IGhostERC20.sol";
import {IGhostFactory} from "../amm/interfaces/IGhostFactory.sol";
import {IGhostPair} from "../amm/interfaces/IGhostPair.sol";
import {IGhostMigrator} from "./interfaces/IGhostMigrator.sol";

/// @title GhostMigrator: an old Uniswap-V2-style LP position into Ghost's pair, in one transaction
/// @notice See IGhostMigrator. Why it is shaped this way:
///         - Removing and re-adding through the two routers takes the user three or four
///           transactions (approve, remove, approve twice, add) and leaves them to work out the
///           ratio; here one signature (the permit) and one transaction do it, and the tokens
///           never rest in the user's wallet in between.
///         - The legacy pair is looked up in the legacy factory, never taken from the caller:
///           a fake "pair" could report any burn it likes and have this contract deposit tokens
///           it was never given. The LP tokens are pulled from `msg.sender` only, so nobody can
///           move another wallet's position (an allowance or permit names this contract and
///           its owner; a permit for another spender, or a used one, fails in the pair).
///         - What arrived is measured as balance differences, not taken from the burn's return
///           values, so a fee-on-transfer token is deposited and refunded as it really arrived.
///         - Ghost's pair keeps its own ratio: the deposit takes all of one token and the
///           matching amount of the other (the router's `_addLiquidity` rule), and the rest goes
///           back to `to` in the same transaction. The caller's minimums bound the deposit from
///           below, so a front-run that moves Ghost's price away from the legacy pair's turns
///           into a revert (the limit of that guard: see IGhostMigrator).
///         - No owner, no settings, no funds kept between calls: nothing to administer or
///           drain. Every call leaves the migrator's balances as they were before it.
/// @dev The reentrancy lock lives in transient storage (as GhostPair's does): the guard is only
///      needed within one call, and a storage lock cost about 3,800 gas more a migration (measured).
contract GhostMigrator is IGhostMigrator, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    address public immutable legacyFactory;
    address public immutable factory;

    /// @dev One migration's figures, in memory: the flow needs more of them at once than the
    ///      stack holds.
    struct Migration {
        address tokenA;
        address tokenB;
        address legacyPair;
        address pair;
        uint256 liquidityIn;
        uint256 amountA;
        uint256 amountB;
        uint256 depositedA;
        uint256 depositedB;
        uint256 liquidityOut;
    }

    modifier ensure(uint256 deadline) {
        require(deadline >= block.timestamp, "GhostMigrator: EXPIRED");
        _;
    }

    /// @dev Two distinct factories: with the same one, a migration would burn a position and
    ///      mint it back into the very same pair.
    constructor(address legacyFactory_, address factory_) {
        require(legacyFactory_ != address(0) && factory_ != address(0), "GhostMigrator: ZERO_ADDRESS");
        require(legacyFactory_ != factory_, "GhostMigrator: SAME_FACTORY");
        legacyFactory = legacyFactory_;
        factory = factory_;
    }

    /// @inheritdoc IGhostMigrator
    function migrate(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external nonReentrant ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidityOut) {
        return _migrate(tokenA, tokenB, liquidity, amountAMin, amountBMin, to);
    }

    /// @inheritdoc IGhostMigrator
    function migrateWithPermit(
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
    ) external nonReentrant ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidityOut) {
        _permit(tokenA, tokenB, liquidity, deadline, approveMax, v, r, s);
        return _migrate(tokenA, tokenB, liquidity, amountAMin, amountBMin, to);
    }

    /// @dev The permit's owner is always the caller, so a signature only ever spends its
    ///      signer's LP. A separate function because the eleven arguments leave no stack slot
    ///      to keep the pair in; `_migrate` looks it up again (a warm call).
    function _permit(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) private {
        uint256 value = approveMax ? type(uint256).max : liquidity;
        IGhostERC20(_legacyPair(tokenA, tokenB)).permit(msg.sender, address(this), value, deadline, v, r, s);
    }

    /// @dev The legacy factory's pair of the two tokens; the token checks come first so each
    ///      mistake gets its own reason.
    function _legacyPair(address tokenA, address tokenB) private view returns (address legacyPair) {
        require(tokenA != tokenB, "GhostMigrator: IDENTICAL_ADDRESSES");
        require(tokenA != address(0) && tokenB != address(0), "GhostMigrator: ZERO_ADDRESS");
        legacyPair = IGhostFactory(legacyFactory).getPair(tokenA, tokenB);
        require(legacyPair != address(0), "GhostMigrator: NO_LEGACY_PAIR");
    }

    function _migrate(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to
    ) private returns (uint256, uint256, uint256) {
        require(liquidity > 0, "GhostMigrator: ZERO_LIQUIDITY");
        // LP minted to the migrator itself would stay here for good, and so would the refund.
        require(to != address(0) && to != address(this), "GhostMigrator: INVALID_TO");
        Migration memory m;
        (m.tokenA, m.tokenB, m.liquidityIn) = (tokenA, tokenB, liquidity);
        m.legacyPair = _legacyPair(tokenA, tokenB);

        _removeLegacy(m);
        _deposit(m);
        require(m.depositedA >= amountAMin, "GhostMigrator: INSUFFICIENT_A_AMOUNT");
        require(m.depositedB >= amountBMin, "GhostMigrator: INSUFFICIENT_B_AMOUNT");

        IERC20(tokenA).safeTransfer(m.pair, m.depositedA);
        IERC20(tokenB).safeTransfer(m.pair, m.depositedB);
        m.liquidityOut = IGhostPair(m.pair).mint(to);
        // The deposit took all of one token; what is left of the other (and rounding) is the user's.
        if (m.amountA > m.depositedA) IERC20(tokenA).safeTransfer(to, m.amountA - m.depositedA);
        if (m.amountB > m.depositedB) IERC20(tokenB).safeTransfer(to, m.amountB - m.depositedB);

        _emitMigrated(m, to);
        return (m.amountA, m.amountB, m.liquidityOut);
    }

    /// @dev Sends the caller's LP straight to the legacy pair and burns it to this contract;
    ///      records what actually arrived of each token.
    function _removeLegacy(Migration memory m) private {
        IERC20 tokenA = IERC20(m.tokenA);
        IERC20 tokenB = IERC20(m.tokenB);
        uint256 beforeA = tokenA.balanceOf(address(this));
        uint256 beforeB = tokenB.balanceOf(address(this));
        IERC20(m.legacyPair).safeTransferFrom(msg.sender, m.legacyPair, m.liquidityIn);
        IGhostPair(m.legacyPair).burn(address(this));
        m.amountA = tokenA.balanceOf(address(this)) - beforeA;
        m.amountB = tokenB.balanceOf(address(this)) - beforeB;
    }

    /// @dev Finds or creates Ghost's pair and sets the amounts to deposit: everything into an
    ///      empty pair (its first deposit sets the price, here the legacy pair's), else all of
    ///      one token and the other at Ghost's reserve ratio, rounded down.
    function _deposit(Migration memory m) private {
        address pair = IGhostFactory(factory).getPair(m.tokenA, m.tokenB);
        if (pair == address(0)) pair = IGhostFactory(factory).createPair(m.tokenA, m.tokenB);
        m.pair = pair;
        (uint256 reserve0, uint256 reserve1,) = IGhostPair(pair).getReserves();
        (uint256 reserveA, uint256 reserveB) = m.tokenA < m.tokenB ? (reserve0, reserve1) : (reserve1, reserve0);
        if (reserveA == 0 && reserveB == 0) {
            (m.depositedA, m.depositedB) = (m.amountA, m.amountB);
            return;
        }
        // One side empty (tokens sent and synced into a fresh pair): no ratio to deposit at.
        require(reserveA > 0 && reserveB > 0, "GhostMigrator: INSUFFICIENT_LIQUIDITY");
        uint256 amountBOptimal = m.amountA * reserveB / reserveA;
        if (amountBOptimal <= m.amountB) {
            (m.depositedA, m.depositedB) = (m.amountA, amountBOptimal);
        } else {
            // amountB < amountA * rB / rA, so amountB * rA / rB < amountA: never more than arrived.
            (m.depositedA, m.depositedB) = (m.amountB * reserveA / reserveB, m.amountB);
        }
    }

    function _emitMigrated(Migration memory m, address to) private {
        emit Migrated(
            msg.sender,
            to,
            m.legacyPair,
            m.pair,
            m.tokenA,
            m.tokenB,
            m.liquidityIn,
            m.amountA,
            m.amountB,
            m.depositedA,
            m.depositedB,
            m.liquidityOut
        );
    }
}
