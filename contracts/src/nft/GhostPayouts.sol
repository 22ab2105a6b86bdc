// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IWETH} from "../amm/interfaces/IWETH.sol";
import {IGhostPayouts} from "./interfaces/IGhostPayouts.sol";

/// @title How the NFT contracts move BNB: seller payouts pushed, fees pulled
/// @notice Shared base of GhostMarket and GhostNFTFactory.
///         - A sale's seller is paid at once in BNB with a bounded gas stipend; if it refuses BNB
///           (reverts, or has no payable receive) it gets WBNB instead, so no seller can block a
///           buy or make the buyer pay for its code.
///         - Fees are credited to `pendingRevenue` and claimed by their owner: a sale touches
///           one storage slot per recipient instead of making up to four calls.
///         - Fees may be held in BNB or WBNB (the market keeps a WBNB sale's fees as WBNB rather
///           than unwrapping them on the buyer's gas); a claim unwraps what the BNB held cannot
///           cover, so every claim is paid in BNB.
/// @dev Revert strings carry the concrete contract's prefix (`_errorPrefix`), e.g.
///      "GhostMarket: NO_PENDING_REVENUE".
abstract contract GhostPayouts is IGhostPayouts, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Gas a seller's BNB receive may use: enough for a multisig wallet that logs the
    ///         deposit, too little to do anything costly at the buyer's expense.
    uint256 public constant PAYOUT_GAS_STIPEND = 30_000;

    IWETH public immutable WBNB;

    /// @dev What `_credit` adds up; a contract may keep some recipients' revenue elsewhere
    ///      (`pendingRevenue` and `_takePendingRevenue` then add it in).
    mapping(address account => uint256) internal _pendingRevenue;

    constructor(IWETH wbnb) {
        if (address(wbnb) == address(0)) _revert("ZERO_ADDRESS");
        WBNB = wbnb;
    }

    /// @notice BNB arrives only from WBNB (unwrapping a WBNB purchase); anything else would be
    ///         stuck here, belonging to nobody.
    receive() external payable {
        if (msg.sender != address(WBNB)) _revert("ONLY_WBNB");
    }

    /// @inheritdoc IGhostPayouts
    function pendingRevenue(address account) public view virtual returns (uint256) {
        return _pendingRevenue[account];
    }

    /// @inheritdoc IGhostPayouts
    /// @dev Forwards all gas: the claimer pays for its own receive. Zeroed before paying. The BNB
    ///      and WBNB held together are at least the pending revenue of everyone.
    function claimPendingRevenue() external nonReentrant {
        uint256 amount = _takePendingRevenue(msg.sender);
        if (amount == 0) _revert("NO_PENDING_REVENUE");
        uint256 held = address(this).balance;
        if (held < amount) WBNB.withdraw(amount - held);
        _send(msg.sender, amount, gasleft());
        emit RevenueClaim(msg.sender, amount);
    }

    /// @notice "GhostMarket", "GhostNFTFactory": the prefix of this contract's revert strings.
    function _errorPrefix() internal pure virtual returns (string memory);

    /// @dev Reverts with "<prefix>: <reason>". Not `require(cond, string.concat(…))`, whose
    ///      message would be built (and paid for) even when the condition holds.
    function _revert(string memory reason) private pure {
        revert(string.concat(_errorPrefix(), ": ", reason));
    }

    /// @dev Adds to `account`'s pending revenue; nothing (no event) for a zero amount.
    function _credit(address account, uint256 amount) internal {
        if (amount == 0) return;
        _pendingRevenue[account] += amount;
        emit RevenueCredit(account, amount);
    }

    /// @dev Zeroes `account`'s whole pending revenue and returns it.
    function _takePendingRevenue(address account) internal virtual returns (uint256 amount) {
        amount = _pendingRevenue[account];
        if (amount != 0) _pendingRevenue[account] = 0;
    }

    /// @dev Pays a seller: BNB with `PAYOUT_GAS_STIPEND` gas, or WBNB if refused.
    function _pay(address to, uint256 amount) internal {
        if (amount == 0) return;
        _send(to, amount, PAYOUT_GAS_STIPEND);
    }

    /// @dev Takes `amount` WBNB from `from` (who approved this contract) and unwraps it.
    function _pullWBNB(address from, uint256 amount) internal {
        IERC20(address(WBNB)).safeTransferFrom(from, address(this), amount);
        WBNB.withdraw(amount);
    }

    function _send(address to, uint256 amount, uint256 gasLimit) private {
        bool ok;
        // Assembly so that the recipient's return data is never copied (a huge revert reason
        // would otherwise cost this call's gas).
        assembly ("memory-safe") {
            ok := call(gasLimit, to, amount, 0, 0, 0, 0)
        }
        if (!ok) {
            WBNB.deposit{value: amount}();
            IERC20(address(WBNB)).safeTransfer(to, amount);
        }
    }
}
