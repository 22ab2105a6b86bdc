// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Moves an LP position from an older Uniswap-V2-style factory (`legacyFactory`) into
///         Ghost's pair of the same two tokens (`factory`), in one transaction:
///
///         legacy LP ──burn──▶ tokenA + tokenB ──deposit at Ghost's ratio──▶ Ghost LP to `to`
///                                              └─────────── the rest (dust) ──▶ `to`
///
///         The legacy pair is always `legacyFactory.getPair(tokenA, tokenB)`, never an address the
///         caller names, and the LP tokens always come from the caller (its approval, or its
///         EIP-2612 permit signed for this contract). Ghost's pair is created when it does not
///         exist; an empty pair takes everything at the legacy ratio, a pair with reserves takes
///         all of one token and the matching amount of the other at its own ratio, and
///         `amountAMin` / `amountBMin` bound what is deposited, so a front-run that moves
///         Ghost's ratio makes the call revert instead of depositing at a bad price.
///         The limit of that guard: the minimums bound each deposit from below only. A price
///         moved toward the legacy pair's makes the deposit take more of the token that would
///         have been refunded (at most all of it, the token's full legacy amount), and passes;
///         the position then loses about amount·(√p' − √p)² to whoever moves the price back,
///         which is second order in the gap between the two pools' prices (0.125% of the
///         position for a 10% gap) and costs the mover 0.25% of what it trades each way.
///         The migrator has no owner and ends every call holding none of the tokens it handled.
interface IGhostMigrator {
    /// @notice One migration. Amounts are in the caller's tokenA/tokenB order: `amountA` and
    ///         `amountB` arrived from the legacy pair, `depositedA` and `depositedB` went into
    ///         Ghost's pair, the differences were refunded to `to`.
    event Migrated(
        address indexed sender,
        address indexed to,
        address indexed legacyPair,
        address pair,
        address tokenA,
        address tokenB,
        uint256 liquidityIn,
        uint256 amountA,
        uint256 amountB,
        uint256 depositedA,
        uint256 depositedB,
        uint256 liquidityOut
    );

    /// @notice The older factory whose pairs' LP tokens are taken.
    function legacyFactory() external view returns (address);
    /// @notice Ghost's factory, whose pairs receive the liquidity.
    function factory() external view returns (address);

    /// @notice Burns `liquidity` of the caller's legacy LP of tokenA/tokenB (approved to this
    ///         contract) and deposits the tokens into Ghost's pair, minting to `to`; refunds the
    ///         tokens the deposit did not take to `to`.
    /// @return amountA tokenA received from the legacy pair
    /// @return amountB tokenB received from the legacy pair
    /// @return liquidityOut Ghost LP minted to `to`
    function migrate(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external returns (uint256 amountA, uint256 amountB, uint256 liquidityOut);

    /// @notice `migrate`, approving this contract first with the caller's EIP-2612 permit on the
    ///         legacy pair (value `liquidity`, or unlimited with `approveMax`; the permit's
    ///         deadline is `deadline`).
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
    ) external returns (uint256 amountA, uint256 amountB, uint256 liquidityOut);
}
