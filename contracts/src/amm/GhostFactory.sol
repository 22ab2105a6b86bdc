// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.28;

import {GhostPair} from "./GhostPair.sol";
import {IGhostFactory} from "./interfaces/IGhostFactory.sol";

/// @title Ghost factory: deploys one pair per token pair at a CREATE2 address and keeps the registry
contract GhostFactory is IGhostFactory {
    bytes32 public constant INIT_CODE_PAIR_HASH = keccak256(type(GhostPair).creationCode);

    address public feeTo;
    address public feeToSetter;

    mapping(address => mapping(address => address)) public getPair;
    address[] public allPairs;

    // Set only while createPair deploys a pair, whose constructor reads them back.
    address private transient pendingToken0;
    address private transient pendingToken1;

    constructor(address _feeToSetter) {
        feeToSetter = _feeToSetter;
        emit FeeToSetterSet(_feeToSetter);
    }

    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    /// @notice The pair's address depends only on this factory, the sorted tokens and the pair's
    ///         creation code, so anyone can compute it off-chain.
    function createPair(address tokenA, address tokenB) external returns (address pair) {
        require(tokenA != tokenB, "Ghost: IDENTICAL_ADDRESSES");
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        require(token0 != address(0), "Ghost: ZERO_ADDRESS");
        require(getPair[token0][token1] == address(0), "Ghost: PAIR_EXISTS");
        (pendingToken0, pendingToken1) = (token0, token1);
        pair = address(new GhostPair{salt: keccak256(abi.encodePacked(token0, token1))}());
        (pendingToken0, pendingToken1) = (address(0), address(0));
        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair;
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, allPairs.length);
    }

    function pairTokensBeingCreated() external view returns (address token0, address token1) {
        require(pendingToken0 != address(0), "Ghost: FORBIDDEN");
        return (pendingToken0, pendingToken1);
    }

    function setFeeTo(address _feeTo) external {
        require(msg.sender == feeToSetter, "Ghost: FORBIDDEN");
        feeTo = _feeTo;
        emit FeeToSet(_feeTo);
    }

    function setFeeToSetter(address _feeToSetter) external {
        require(msg.sender == feeToSetter, "Ghost: FORBIDDEN");
        feeToSetter = _feeToSetter;
        emit FeeToSetterSet(_feeToSetter);
    }
}
