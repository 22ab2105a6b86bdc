// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Multicall
/// @notice Batches read calls into one `eth_call`. The ABI is a superset of Multicall2
///         (`aggregate`, `tryAggregate`, `blockAndAggregate`, `tryBlockAndAggregate`, block
///         helpers) plus Multicall3's `aggregate3`, so viem's built-in `multicall` can use it too.
/// @dev Calls are forwarded with `call`, never `delegatecall`; the contract holds no state.
contract Multicall {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Runs every call and reverts with `Multicall: CALL_FAILED` if any of them fails.
    function aggregate(Call[] calldata calls) public returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            require(success, "Multicall: CALL_FAILED");
            returnData[i] = data;
        }
    }

    /// @notice Runs every call; a failing call reverts the batch only when `requireSuccess` is set.
    function tryAggregate(bool requireSuccess, Call[] calldata calls) public returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (requireSuccess) require(success, "Multicall: CALL_FAILED");
            returnData[i] = Result(success, data);
        }
    }

    function blockAndAggregate(Call[] calldata calls)
        external
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        return tryBlockAndAggregate(true, calls);
    }

    function tryBlockAndAggregate(bool requireSuccess, Call[] calldata calls)
        public
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        blockNumber = block.number;
        // the current block's own hash is not known yet, so this is the parent's, as in Multicall2
        blockHash = blockhash(block.number - 1);
        returnData = tryAggregate(requireSuccess, calls);
    }

    /// @notice Multicall3 shape: each call says whether it may fail.
    function aggregate3(Call3[] calldata calls) external returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            require(success || calls[i].allowFailure, "Multicall: CALL_FAILED");
            returnData[i] = Result(success, data);
        }
    }

    function getEthBalance(address addr) external view returns (uint256 balance) {
        balance = addr.balance;
    }

    function getBlockNumber() external view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    /// @notice Same as `getBlockNumber`, under the name some Multicall clients use.
    function getCurrentBlockNumber() external view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    /// @notice Hash of a past block; zero for the current block and blocks older than 256.
    function getBlockHash(uint256 blockNumber) external view returns (bytes32 blockHash) {
        blockHash = blockhash(blockNumber);
    }

    function getLastBlockHash() external view returns (bytes32 blockHash) {
        blockHash = blockhash(block.number - 1);
    }

    function getCurrentBlockTimestamp() external view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    function getCurrentBlockGasLimit() external view returns (uint256 gaslimit) {
        gaslimit = block.gaslimit;
    }

    function getCurrentBlockCoinbase() external view returns (address coinbase) {
        coinbase = block.coinbase;
    }

    /// @notice Named for Multicall2 compatibility; since the merge this is `prevrandao`.
    function getCurrentBlockDifficulty() external view returns (uint256 difficulty) {
        difficulty = block.prevrandao;
    }

    function getBasefee() external view returns (uint256 basefee) {
        basefee = block.basefee;
    }

    function getChainId() external view returns (uint256 chainid) {
        chainid = block.chainid;
    }
}
