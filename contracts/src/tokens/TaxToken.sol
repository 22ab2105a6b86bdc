// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Fee-on-transfer token (the spec's taxed token)
/// @notice Every transfer burns 10% of the amount; the recipient receives the other 90%.
///         Mints and burns are not taxed.
contract TaxToken is ERC20 {
    uint256 public constant TAX_BPS = 1000;

    constructor(string memory name_, string memory symbol_, uint256 initialSupply) ERC20(name_, symbol_) {
        _mint(msg.sender, initialSupply);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0)) {
            super._update(from, to, value);
            return;
        }
        uint256 tax = value * TAX_BPS / 10_000;
        super._update(from, address(0), tax);
        super._update(from, to, value - tax);
    }
}
