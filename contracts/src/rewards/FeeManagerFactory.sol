// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IWETH} from "../amm/interfaces/IWETH.sol";
import {FeeManager} from "./FeeManager.sol";
import {IFeeManagerFactory} from "./interfaces/IFeeManagerFactory.sol";

/// @title FeeManagerFactory: creates fee managers, distributes their fees, takes an admin fee
/// @notice Managers are deployed in full with `new`, not as clones (see SharePotFactory: rare
///         creation by the owner, frequent holder calls, immutables, no initializer).
contract FeeManagerFactory is IFeeManagerFactory {
    /// @inheritdoc IFeeManagerFactory
    uint256 public constant MAX_FEE = 1_000;

    IWETH public immutable WBNB;
    /// @inheritdoc IFeeManagerFactory
    address public owner;
    /// @inheritdoc IFeeManagerFactory
    uint256 public fee;
    /// @inheritdoc IFeeManagerFactory
    address public feeRecipient;
    /// @notice True for a manager this factory created (`feeDistribute` accepts only those).
    mapping(address manager => bool) public isFeeManager;

    address[] private _managers;

    constructor(address owner_, IWETH wbnb, address feeRecipient_, uint256 fee_) {
        if (owner_ == address(0) || address(wbnb) == address(0) || feeRecipient_ == address(0)) {
            revert("FeeManagerFactory: ZERO_ADDRESS");
        }
        if (fee_ > MAX_FEE) revert("FeeManagerFactory: FEE_TOO_HIGH");
        owner = owner_;
        WBNB = wbnb;
        feeRecipient = feeRecipient_;
        fee = fee_;
        emit OwnershipTransferred(address(0), owner_);
        emit FeeRecipientUpdate(address(0), feeRecipient_);
        emit FeeChange(0, fee_);
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert("FeeManagerFactory: NOT_OWNER");
        _;
    }

    /// @inheritdoc IFeeManagerFactory
    function createFeeManager(string calldata name, address admin) external onlyOwner returns (address manager) {
        if (bytes(name).length == 0) revert("FeeManagerFactory: EMPTY_NAME");
        manager = address(new FeeManager(name, owner, admin, WBNB));
        isFeeManager[manager] = true;
        uint256 index = _managers.length;
        _managers.push(manager);
        emit FeeManagerCreated(manager, index, name, admin);
    }

    /// @inheritdoc IFeeManagerFactory
    function feeManagerCount() external view returns (uint256) {
        return _managers.length;
    }

    /// @inheritdoc IFeeManagerFactory
    function getFeeManagerAddress(uint256 index) external view returns (address) {
        if (index >= _managers.length) revert("FeeManagerFactory: INDEX_OUT_OF_RANGE");
        return _managers[index];
    }

    /// @inheritdoc IFeeManagerFactory
    function changeFee(uint256 newFee) external onlyOwner {
        if (newFee > MAX_FEE) revert("FeeManagerFactory: FEE_TOO_HIGH");
        emit FeeChange(fee, newFee);
        fee = newFee;
    }

    /// @inheritdoc IFeeManagerFactory
    /// @dev Owner only.
    function setFeeRecipient(address newRecipient) external onlyOwner {
        if (newRecipient == address(0)) revert("FeeManagerFactory: ZERO_ADDRESS");
        emit FeeRecipientUpdate(feeRecipient, newRecipient);
        feeRecipient = newRecipient;
    }

    /// @inheritdoc IFeeManagerFactory
    function feeDistribute(address manager) external {
        if (!isFeeManager[manager]) revert("FeeManagerFactory: UNKNOWN_MANAGER");
        uint256 amount = FeeManager(payable(manager)).undistributed();
        uint256 shared = FeeManager(payable(manager)).distribute(fee, feeRecipient);
        emit FeeDistribute(manager, shared, amount - shared);
    }

    /// @inheritdoc IFeeManagerFactory
    function transferOwnership(address newOwner) external onlyOwner {
        if (newOwner == address(0)) revert("FeeManagerFactory: ZERO_ADDRESS");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}
