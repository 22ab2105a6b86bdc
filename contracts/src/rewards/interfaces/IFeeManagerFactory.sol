// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Creates fee managers and takes an admin fee (basis points) of what they distribute.
interface IFeeManagerFactory {
    event FeeManagerCreated(address indexed manager, uint256 indexed index, string name, address admin);
    /// @notice The admin fee changed (basis points, 10,000 = 100%).
    event FeeChange(uint256 previousFee, uint256 newFee);
    event FeeRecipientUpdate(address indexed previousRecipient, address indexed newRecipient);
    /// @notice `manager` shared `shared` wei by level after `adminFee` wei went to the recipient.
    event FeeDistribute(address indexed manager, uint256 shared, uint256 adminFee);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function owner() external view returns (address);
    /// @notice The admin fee in basis points, at most `MAX_FEE`.
    function fee() external view returns (uint256);
    function MAX_FEE() external view returns (uint256);
    function feeRecipient() external view returns (address);

    /// @notice Owner only. The manager's owner is the factory's owner; `admin` sets levels with it.
    function createFeeManager(string calldata name, address admin) external returns (address manager);
    function feeManagerCount() external view returns (uint256);
    /// @notice The manager at `index` (0-based, creation order); reverts past `feeManagerCount`.
    function getFeeManagerAddress(uint256 index) external view returns (address);
    /// @notice Owner only.
    function changeFee(uint256 newFee) external;
    function setFeeRecipient(address newRecipient) external;
    /// @notice Anyone: distributes `manager`'s undistributed BNB (admin fee to the recipient, the
    ///         rest by level). Reverts for an address the factory did not create.
    function feeDistribute(address manager) external;
    function transferOwnership(address newOwner) external;
}
