// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title SmartChef: one staking pool (a sousId) that pays a reward token per block
/// @notice Stakes an ERC20 or, when `stakedToken` is the zero address, the native coin (BNB).
///         From `startBlock` to `bonusEndBlock` the pool pays `rewardPerBlock` per block, shared
///         pro rata among stakers; after `bonusEndBlock` the pool is finished and accrues nothing.
///         Rewards come out of this contract's balance, which the owner funds by plain transfer;
///         a shortfall is kept as `unpaidReward` and paid on a later harvest.
/// @dev Accounting, all floors:
///        accTokenPerShare += activeBlocks * rewardPerBlock * PRECISION_FACTOR / totalStaked
///        pending = amount * accTokenPerShare / PRECISION_FACTOR - rewardDebt + unpaidReward
///      Blocks with nothing staked pay nobody; their reward stays in the contract.
///
///      Why nothing can overflow. `emergencyWithdraw` only subtracts a stake from the total that
///      includes it, so it works whatever the settings. For the reward math, the rate is capped so
///      that a bad setting can always be repaired (`updateRewardPerBlock(0)` or `stopReward`,
///      the former bringing the pool up to date first) and deposit, withdraw and harvest keep
///      working:
///        - active blocks since the last update <= block.number < 2^40 (35,000 years of 1 s
///          blocks);
///        - rewardPerBlock <= MAX_REWARD_PER_BLOCK = 1e24 < 2^80, so one update's reward < 2^120;
///        - PRECISION_FACTOR = 1e30 < 2^100, so one increment of accTokenPerShare is below 2^220
///          even with 1 wei staked;
///        - successive increments cover disjoint block ranges, so over the chain's whole life
///          accTokenPerShare stays below 2^40 * 2^80 * 2^100 = 2^220 too, and
///          accTokenPerShare / PRECISION_FACTOR (reward per wei staked) below 2^120;
///        - `amount * accTokenPerShare / PRECISION_FACTOR` (mulDiv) is then below amount * 2^120,
///          which fits while the staked coin's supply is below 2^136 wei (8.7e22 whole coins).
contract SmartChef is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    /// @notice Scale of `accTokenPerShare`: 1e30 keeps 0.00005 tokens (5e13 wei) per block exact
    ///         to the wei with up to 1e12 whole tokens staked; `Math.mulDiv` prevents overflow.
    uint256 public constant PRECISION_FACTOR = 1e30;
    /// @notice Highest `rewardPerBlock`: one million 18-decimal tokens a block (see the overflow
    ///         argument above; the devnet pools pay 0.005, 0.001 and 0.00005 USDT a block).
    uint256 public constant MAX_REWARD_PER_BLOCK = 1e24;

    /// @notice The staked ERC20, or the zero address for the native coin.
    address public immutable stakedToken;
    IERC20 public immutable rewardToken;
    uint256 public rewardPerBlock;
    uint256 public startBlock;
    uint256 public bonusEndBlock;
    bool public hasUserLimit;
    /// @notice Most a single account may have staked; 0 when there is no limit.
    uint256 public poolLimitPerUser;
    uint256 public lastRewardBlock;
    uint256 public accTokenPerShare;
    uint256 public totalStaked;

    mapping(address user => UserInfo) public userInfo;
    /// @notice Reward earned but not paid because the contract's balance was short.
    mapping(address user => uint256) public unpaidReward;

    event Deposit(address indexed user, uint256 amount);
    event Withdraw(address indexed user, uint256 amount);
    event EmergencyWithdraw(address indexed user, uint256 amount);
    event Harvest(address indexed user, uint256 amount);
    event NewRewardPerBlock(uint256 rewardPerBlock);
    event NewPoolLimit(bool hasUserLimit, uint256 poolLimitPerUser);
    event NewStartAndEndBlocks(uint256 startBlock, uint256 bonusEndBlock);
    event RewardsStop(uint256 blockNumber);
    event EmergencyRewardWithdraw(uint256 amount);
    event TokenRecovery(address indexed token, uint256 amount);
    event UpdatePool(uint256 lastRewardBlock, uint256 totalStaked, uint256 accTokenPerShare);

    constructor(
        address stakedToken_,
        address rewardToken_,
        uint256 rewardPerBlock_,
        uint256 startBlock_,
        uint256 bonusEndBlock_,
        uint256 poolLimitPerUser_
    ) Ownable(msg.sender) {
        require(rewardToken_ != address(0), "SmartChef: ZERO_ADDRESS");
        require(startBlock_ <= bonusEndBlock_, "SmartChef: INVALID_BLOCKS");
        require(rewardPerBlock_ <= MAX_REWARD_PER_BLOCK, "SmartChef: REWARD_TOO_HIGH");
        stakedToken = stakedToken_;
        rewardToken = IERC20(rewardToken_);
        rewardPerBlock = rewardPerBlock_;
        startBlock = startBlock_;
        bonusEndBlock = bonusEndBlock_;
        lastRewardBlock = startBlock_;
        hasUserLimit = poolLimitPerUser_ != 0;
        poolLimitPerUser = poolLimitPerUser_;
    }

    /// @notice Reward tokens available for payouts (balance minus stakes when both tokens match).
    function rewardReserve() public view returns (uint256) {
        uint256 balance = rewardToken.balanceOf(address(this));
        return stakedToken == address(rewardToken) ? balance - totalStaked : balance;
    }

    function pendingReward(address account) external view returns (uint256) {
        UserInfo storage user = userInfo[account];
        uint256 acc = accTokenPerShare;
        uint256 staked = totalStaked;
        if (block.number > lastRewardBlock && staked != 0) {
            uint256 reward = _activeBlocks(lastRewardBlock, block.number) * rewardPerBlock;
            acc += Math.mulDiv(reward, PRECISION_FACTOR, staked);
        }
        return Math.mulDiv(user.amount, acc, PRECISION_FACTOR) - user.rewardDebt + unpaidReward[account];
    }

    /// @notice Stakes `amount` after paying the pending reward; `amount == 0` only harvests.
    ///         Native pools take the coin as `msg.value == amount`; ERC20 pools pull the token
    ///         with transferFrom (approve first) and refuse any native value.
    function deposit(uint256 amount) external payable nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        if (stakedToken == address(0)) {
            require(msg.value == amount, "SmartChef: VALUE_MISMATCH");
        } else {
            require(msg.value == 0, "SmartChef: NATIVE_NOT_ACCEPTED");
        }
        if (amount != 0 && hasUserLimit) {
            require(user.amount + amount <= poolLimitPerUser, "SmartChef: USER_LIMIT");
        }
        _updatePool();
        uint256 payout = _settle(user);
        if (amount != 0) {
            uint256 received = amount;
            if (stakedToken != address(0)) {
                IERC20 token = IERC20(stakedToken);
                uint256 balanceBefore = token.balanceOf(address(this));
                token.safeTransferFrom(msg.sender, address(this), amount);
                // credit what arrived, so fee-on-transfer tokens cannot over-credit a stake
                received = token.balanceOf(address(this)) - balanceBefore;
            }
            user.amount += received;
            totalStaked += received;
            emit Deposit(msg.sender, received);
        }
        user.rewardDebt = Math.mulDiv(user.amount, accTokenPerShare, PRECISION_FACTOR);
        _payReward(payout);
    }

    /// @notice Unstakes `amount` after paying the pending reward; `amount == 0` only harvests.
    function withdraw(uint256 amount) external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        require(user.amount >= amount, "SmartChef: INSUFFICIENT_STAKE");
        _updatePool();
        uint256 payout = _settle(user);
        if (amount != 0) {
            user.amount -= amount;
            totalStaked -= amount;
        }
        user.rewardDebt = Math.mulDiv(user.amount, accTokenPerShare, PRECISION_FACTOR);
        _payReward(payout);
        if (amount != 0) {
            _sendStaked(msg.sender, amount);
            emit Withdraw(msg.sender, amount);
        }
    }

    /// @notice Returns the whole stake and pays no reward: pending and unpaid rewards are forfeited.
    ///         The pool's reward math is left alone, so a way out exists whatever the owner has
    ///         set. As in PancakeSwap's chefs, the caller's share of the blocks since the pool's
    ///         last update is then spread over the remaining stakers at the next update (or, when
    ///         nobody remains, stays in the contract); what was accrued before that and any
    ///         unpaid reward stay in the contract. Payouts still never exceed rate x blocks
    ///         (but for a wei of rounding per stake change).
    function emergencyWithdraw() external nonReentrant {
        UserInfo storage user = userInfo[msg.sender];
        uint256 amount = user.amount;
        user.amount = 0;
        user.rewardDebt = 0;
        unpaidReward[msg.sender] = 0;
        totalStaked -= amount;
        if (amount != 0) _sendStaked(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, amount);
    }

    /// @notice Sets or lifts the per-user cap; lowering it never blocks harvests or withdrawals.
    function updatePoolLimitPerUser(bool hasUserLimit_, uint256 poolLimitPerUser_) external onlyOwner {
        if (hasUserLimit_) {
            require(poolLimitPerUser_ != 0, "SmartChef: ZERO_LIMIT");
        } else {
            poolLimitPerUser_ = 0;
        }
        hasUserLimit = hasUserLimit_;
        poolLimitPerUser = poolLimitPerUser_;
        emit NewPoolLimit(hasUserLimit_, poolLimitPerUser_);
    }

    /// @notice Changes the rate from the next block on; blocks already elapsed keep the old rate.
    function updateRewardPerBlock(uint256 rewardPerBlock_) external onlyOwner {
        require(rewardPerBlock_ <= MAX_REWARD_PER_BLOCK, "SmartChef: REWARD_TOO_HIGH");
        _updatePool();
        rewardPerBlock = rewardPerBlock_;
        emit NewRewardPerBlock(rewardPerBlock_);
    }

    /// @notice Moves the reward window; only before the pool starts.
    function updateStartAndEndBlocks(uint256 startBlock_, uint256 bonusEndBlock_) external onlyOwner {
        require(block.number < startBlock, "SmartChef: POOL_STARTED");
        require(block.number < startBlock_, "SmartChef: START_IN_PAST");
        require(startBlock_ <= bonusEndBlock_, "SmartChef: INVALID_BLOCKS");
        startBlock = startBlock_;
        bonusEndBlock = bonusEndBlock_;
        lastRewardBlock = startBlock_;
        emit NewStartAndEndBlocks(startBlock_, bonusEndBlock_);
    }

    /// @notice Ends the reward window at the current block (never extends a finished pool).
    function stopReward() external onlyOwner {
        if (block.number < bonusEndBlock) bonusEndBlock = block.number;
        emit RewardsStop(bonusEndBlock);
    }

    /// @notice Takes reward tokens back to the owner; staked principal cannot be taken.
    function emergencyRewardWithdraw(uint256 amount) external onlyOwner {
        require(amount <= rewardReserve(), "SmartChef: INSUFFICIENT_REWARD_RESERVE");
        rewardToken.safeTransfer(msg.sender, amount);
        emit EmergencyRewardWithdraw(amount);
    }

    /// @notice Sends tokens sent here by mistake to the owner; never the staked or reward token.
    function recoverWrongTokens(address token, uint256 amount) external onlyOwner {
        require(token != stakedToken && token != address(rewardToken), "SmartChef: PROTECTED_TOKEN");
        IERC20(token).safeTransfer(msg.sender, amount);
        emit TokenRecovery(token, amount);
    }

    /// @dev Blocks of [from, to) that fall inside the reward window; `from` is never before
    ///      `startBlock` because `lastRewardBlock` starts there and only moves forward.
    function _activeBlocks(uint256 from, uint256 to) private view returns (uint256) {
        uint256 end = bonusEndBlock;
        if (to <= end) return to - from;
        if (from >= end) return 0;
        return end - from;
    }

    function _updatePool() private {
        if (block.number <= lastRewardBlock) return;
        uint256 staked = totalStaked;
        if (staked != 0) {
            uint256 reward = _activeBlocks(lastRewardBlock, block.number) * rewardPerBlock;
            accTokenPerShare += Math.mulDiv(reward, PRECISION_FACTOR, staked);
        }
        lastRewardBlock = block.number;
        emit UpdatePool(block.number, staked, accTokenPerShare);
    }

    /// @dev Moves everything the caller has earned into `unpaidReward`, then takes out what the
    ///      reserve can pay now. Must run after `_updatePool` and before the stake changes.
    function _settle(UserInfo storage user) private returns (uint256 payout) {
        uint256 owed = unpaidReward[msg.sender];
        // never negative: accTokenPerShare only grows and rewardDebt was set from it
        if (user.amount != 0) owed += Math.mulDiv(user.amount, accTokenPerShare, PRECISION_FACTOR) - user.rewardDebt;
        if (owed == 0) return 0;
        payout = Math.min(owed, rewardReserve());
        unpaidReward[msg.sender] = owed - payout;
    }

    function _payReward(uint256 payout) private {
        if (payout == 0) return;
        rewardToken.safeTransfer(msg.sender, payout);
        emit Harvest(msg.sender, payout);
    }

    function _sendStaked(address to, uint256 amount) private {
        if (stakedToken == address(0)) {
            (bool ok,) = to.call{value: amount}("");
            require(ok, "SmartChef: NATIVE_TRANSFER_FAILED");
        } else {
            IERC20(stakedToken).safeTransfer(to, amount);
        }
    }
}
