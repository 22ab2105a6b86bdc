// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Creates share pots (one per call, any collection) and lists them by index.
interface ISharePotFactory {
    event PotCreated(address indexed pot, address indexed collection, uint256 indexed index, string name, address admin);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function owner() external view returns (address);
    /// @notice Owner only. The pot's owner is the factory's owner; `admin` sets levels with it.
    function createPot(address collection, string calldata name, address admin) external returns (address pot);
    function potCount() external view returns (uint256);
    /// @notice The pot at `index` (0-based, creation order); reverts past `potCount`.
    function getPotAddress(uint256 index) external view returns (address);
    function transferOwnership(address newOwner) external;
}
