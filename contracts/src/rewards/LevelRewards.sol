// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IWETH} from "../amm/interfaces/IWETH.sol";
import {ILevelRewards} from "./interfaces/ILevelRewards.sol";

/// @title LevelRewards: BNB shared among holders by level, at a cost independent of their number
/// @notice Shared base of GhostPot, SharePot and FeeManager.
///         - A deposit raises `accRewardPerLevel` (scaled by `PRECISION`); a holder's reward is
///           `level × accRewardPerLevel − rewardDebt`, so nothing loops over holders.
///         - The division's remainder is carried into the next deposit (`accRemainder`), so the
///           rounding dust is not lost: over many deposits every wei reaches the holders, up to
///           less than one wei per holder and harvest (holders' rewards are kept scaled and
///           rounded down only when paid, so no holder ever gets more than their share).
///         - A level change settles the holder's reward at the old level first, so it never
///           applies to deposits made before it.
///         - With no level at all (`totalLevel` 0) a deposit waits (`waitingRewards`) and is shared
///           as soon as a level exists.
///         - Rewards are paid in BNB with a bounded gas stipend; an address that refuses BNB gets
///           WBNB instead (the house pattern of GhostPayouts), so a holder can never block a call.
/// @dev Revert strings carry the concrete contract's prefix (`_errorPrefix`), e.g.
///      "GhostPot: NOTHING_TO_HARVEST". Ownership is written here rather than inherited from
///      OpenZeppelin's Ownable: ILevelRewards declares `OwnershipTransferred` for the index, and
///      Solidity refuses the same event inherited from two unrelated bases.
abstract contract LevelRewards is ILevelRewards, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Scale of `accRewardPerLevel`: 1e18 keeps the per-level share of a 1 wei deposit
    ///         among a billion levels, with uint256 room for 1e40 wei of deposits.
    uint256 public constant PRECISION = 1e18;
    /// @notice Gas a holder's BNB receive may use (as GhostPayouts): enough for a multisig that
    ///         logs the deposit, too little to do anything costly at the caller's expense.
    uint256 public constant PAYOUT_GAS_STIPEND = 30_000;

    /// @dev Kept in wei × PRECISION and rounded down only when paid (the fraction stays in
    ///      `settled`): rounding at every settlement would let a holder who changes level often
    ///      collect up to a wei per change more than their share.
    struct Holder {
        uint256 level;
        /// @dev `level × accRewardPerLevel` at the last settlement (scaled).
        uint256 rewardDebt;
        /// @dev Reward settled (at a level change or the fraction left by a harvest), scaled.
        uint256 settled;
    }

    IWETH public immutable WBNB;

    /// @inheritdoc ILevelRewards
    address public owner;
    /// @inheritdoc ILevelRewards
    address public admin;
    /// @inheritdoc ILevelRewards
    uint256 public totalLevel;
    /// @inheritdoc ILevelRewards
    uint256 public totalDeposited;
    /// @inheritdoc ILevelRewards
    uint256 public totalHarvested;
    /// @notice Reward per level since the start, scaled by `PRECISION`.
    uint256 public accRewardPerLevel;
    /// @notice The remainder of the last share (in wei × PRECISION, below `totalLevel`), carried
    ///         into the next one.
    uint256 public accRemainder;
    /// @notice Deposited while `totalLevel` was 0: shared at the first level.
    uint256 public waitingRewards;

    mapping(address user => Holder) internal _holders;

    string private _name;

    modifier onlyOwner() {
        if (msg.sender != owner) _revert("NOT_OWNER");
        _;
    }

    modifier onlyOwnerOrAdmin() {
        if (msg.sender != owner && msg.sender != admin) _revert("NOT_OWNER_OR_ADMIN");
        _;
    }

    constructor(string memory name_, address owner_, address admin_, IWETH wbnb) {
        if (owner_ == address(0) || address(wbnb) == address(0)) _revert("ZERO_ADDRESS");
        _name = name_;
        WBNB = wbnb;
        owner = owner_;
        emit OwnershipTransferred(address(0), owner_);
        admin = admin_;
        emit AdminUpdate(address(0), admin_);
    }

    /// @inheritdoc ILevelRewards
    function name() external view returns (string memory) {
        return _name;
    }

    /// @inheritdoc ILevelRewards
    function depositRewards() external payable virtual nonReentrant {
        if (msg.value == 0) _revert("ZERO_AMOUNT");
        _deposit(msg.sender, msg.value);
    }

    /// @inheritdoc ILevelRewards
    /// @dev The zero address removes the admin role.
    function setAdmin(address newAdmin) external onlyOwner {
        emit AdminUpdate(admin, newAdmin);
        admin = newAdmin;
    }

    /// @inheritdoc ILevelRewards
    function transferOwnership(address newOwner) external onlyOwner {
        if (newOwner == address(0)) _revert("ZERO_ADDRESS");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    /// @notice "GhostPot", "SharePot", "FeeManager": the prefix of this contract's revert strings.
    function _errorPrefix() internal pure virtual returns (string memory);

    /// @dev Reverts with "<prefix>: <reason>" (built only on the failing path).
    function _revert(string memory reason) internal pure {
        revert(string.concat(_errorPrefix(), ": ", reason));
    }

    /// @dev Shares `amount` among the current levels, or keeps it waiting with no level.
    function _deposit(address from, uint256 amount) internal {
        totalDeposited += amount;
        uint256 total = totalLevel;
        emit RewardsDeposit(from, amount, total);
        if (total == 0) {
            waitingRewards += amount;
            return;
        }
        _share(amount, total);
    }

    function _share(uint256 amount, uint256 total) private {
        (uint256 perLevel, uint256 remainder) = _shareOf(amount, total);
        accRewardPerLevel += perLevel;
        accRemainder = remainder;
    }

    /// @dev The increase of `accRewardPerLevel` for `amount` shared among `total` levels, and
    ///      the new remainder. `total` is never 0 here.
    function _shareOf(uint256 amount, uint256 total) internal view returns (uint256 perLevel, uint256 remainder) {
        uint256 scaled = amount * PRECISION + accRemainder;
        perLevel = scaled / total;
        remainder = scaled % total;
    }

    /// @dev Settles `user` at the old level, then sets the new one. The first level after a time
    ///      without any shares what waited.
    function _setLevel(address user, uint256 level) internal {
        if (user == address(0)) _revert("ZERO_ADDRESS");
        Holder storage holder = _holders[user];
        uint256 previous = holder.level;
        uint256 acc = accRewardPerLevel;
        holder.settled += previous * acc - holder.rewardDebt;
        holder.level = level;
        holder.rewardDebt = level * acc;
        uint256 total = totalLevel - previous + level;
        totalLevel = total;
        emit LevelUpdate(user, previous, level, total);
        uint256 waiting = waitingRewards;
        if (waiting > 0 && total > 0) {
            waitingRewards = 0;
            _share(waiting, total);
        }
    }

    /// @dev `user`'s reward if `extra` wei were shared now (the unclaimed revenue a view counts).
    function _pending(address user, uint256 extra) internal view returns (uint256) {
        Holder storage holder = _holders[user];
        uint256 level = holder.level;
        uint256 acc = accRewardPerLevel;
        if (extra > 0 && level > 0) {
            // level > 0 implies totalLevel > 0, and nothing waits while a level exists
            (uint256 perLevel,) = _shareOf(extra, totalLevel);
            acc += perLevel;
        }
        return (holder.settled + level * acc - holder.rewardDebt) / PRECISION;
    }

    /// @dev Pays the caller's whole reward: BNB with the gas stipend, WBNB if refused.
    function _harvest(address user) internal {
        Holder storage holder = _holders[user];
        uint256 accumulated = holder.level * accRewardPerLevel;
        uint256 earned = holder.settled + accumulated - holder.rewardDebt;
        uint256 amount = earned / PRECISION;
        if (amount == 0) _revert("NOTHING_TO_HARVEST");
        holder.settled = earned % PRECISION;
        holder.rewardDebt = accumulated;
        totalHarvested += amount;
        bool inWBNB = !_send(user, amount, PAYOUT_GAS_STIPEND);
        emit RewardsHarvest(user, amount, inWBNB);
    }

    /// @dev Sends BNB with `gasLimit`, or WBNB if the call fails; true when BNB went through.
    function _send(address to, uint256 amount, uint256 gasLimit) internal returns (bool ok) {
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
