// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

/// @notice Factory surface; selectors and events match IUniswapV2Factory, plus INIT_CODE_PAIR_HASH
///         and pairTokensBeingCreated.
interface IGhostFactory {
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256);
    /// @notice Not in IUniswapV2Factory, whose setters change state silently.
    event FeeToSet(address indexed feeTo);
    event FeeToSetterSet(address indexed feeToSetter);

    function feeTo() external view returns (address);
    function feeToSetter() external view returns (address);

    function getPair(address tokenA, address tokenB) external view returns (address pair);
    function allPairs(uint256 index) external view returns (address pair);
    function allPairsLength() external view returns (uint256);

    function createPair(address tokenA, address tokenB) external returns (address pair);

    function setFeeTo(address feeTo) external;
    function setFeeToSetter(address feeToSetter) external;

    function INIT_CODE_PAIR_HASH() external view returns (bytes32);

    /// @notice The sorted tokens of the pair `createPair` is deploying right now; the pair's
    ///         constructor reads them. Reverts outside of createPair.
    function pairTokensBeingCreated() external view returns (address token0, address token1);
}
