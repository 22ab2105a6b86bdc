// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";

/// @notice Test only: a buyer contract whose onERC721Received makes one more call (set with
///         `setReentry`) back into the contract that is minting or sending it a token, and
///         bubbles that call's failure up, so a refused re-entry fails the whole purchase.
contract LazyOrderReentrantBuyer is IERC721Receiver {
    address public reentryTarget;
    bytes public reentryData;

    function setReentry(address target, bytes calldata data) external {
        reentryTarget = target;
        reentryData = data;
    }

    /// @notice Forwards msg.value: the purchase itself (e.g. executeOrderWithBNB).
    function buy(address target, bytes calldata data) external payable {
        _call(target, msg.value, data);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        if (reentryTarget != address(0)) _call(reentryTarget, 0, reentryData);
        return this.onERC721Received.selector;
    }

    receive() external payable {}

    function _call(address target, uint256 value, bytes memory data) private {
        (bool ok, bytes memory result) = target.call{value: value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
    }
}
