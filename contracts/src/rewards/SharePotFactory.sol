// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IWETH} from "../amm/interfaces/IWETH.sol";
import {ISharePotFactory} from "./interfaces/ISharePotFactory.sol";
import {SharePot} from "./SharePot.sol";

/// @title SharePotFactory: creates share pots and lists them
/// @notice Pots are deployed in full with `new` (not EIP-1167 clones): pots are created rarely
///         and by the owner, while holders call them often, and a full contract keeps its
///         factory, collection and WBNB as immutables (no storage read, no delegatecall hop on
///         every harvest) and needs no initializer that could be front-run or forgotten.
contract SharePotFactory is ISharePotFactory {
    IWETH public immutable WBNB;
    /// @inheritdoc ISharePotFactory
    address public owner;

    address[] private _pots;

    constructor(address owner_, IWETH wbnb) {
        if (owner_ == address(0) || address(wbnb) == address(0)) revert("SharePotFactory: ZERO_ADDRESS");
        owner = owner_;
        WBNB = wbnb;
        emit OwnershipTransferred(address(0), owner_);
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert("SharePotFactory: NOT_OWNER");
        _;
    }

    /// @inheritdoc ISharePotFactory
    function createPot(address collection, string calldata name, address admin)
        external
        onlyOwner
        returns (address pot)
    {
        if (bytes(name).length == 0) revert("SharePotFactory: EMPTY_NAME");
        pot = address(new SharePot(collection, name, owner, admin, WBNB));
        uint256 index = _pots.length;
        _pots.push(pot);
        emit PotCreated(pot, collection, index, name, admin);
    }

    /// @inheritdoc ISharePotFactory
    function potCount() external view returns (uint256) {
        return _pots.length;
    }

    /// @inheritdoc ISharePotFactory
    function getPotAddress(uint256 index) external view returns (address) {
        if (index >= _pots.length) revert("SharePotFactory: INDEX_OUT_OF_RANGE");
        return _pots[index];
    }

    /// @inheritdoc ISharePotFactory
    function transferOwnership(address newOwner) external onlyOwner {
        if (newOwner == address(0)) revert("SharePotFactory: ZERO_ADDRESS");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}
