// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title MasterChef: yield farms paying one reward token (GHOST) per block
/// @notice Each farm (pid) stakes one LP token and receives `rewardPerBlock * allocPoint /
///         totalAllocPoint` reward per block from `startBlock` on, shared pro rata among its
///         stakers. Rewards are paid from this contract's own balance, which the owner funds by
///         plain transfer; when it runs short the shortfall is kept as `unpaidReward` and paid on
///         a later harvest, so nothing is ever paid beyond what was funded and nothing is lost.
/// @dev Accounting per pool, all floors:
///        poolReward = blocks * rewardPerBlock * allocPoint / totalAllocPoint
///        accRewardPerShare += poolReward * PRECISION_FACTOR / totalStaked(pid)
///        pending = amount * accRewardPerShare / PRECISION_FACTOR - rewardDebt + unpaidReward
///      Stakes are counted internally (not by balanceOf), so donations and fee-on-transfer
///      tokens cannot skew the shares.
///
///      Why nothing can overflow. `emergencyWithdraw` only subtracts a stake from totals that
///      include it, so it works whatever the settings. For the reward math, the owner's settings
///      are capped so that a bad setting can always be repaired (rate or allocation 0, which
///      bring every pool up to date first) and deposit, withdraw and harvest keep working:
///        - blocks since a pool's last update <= block.number < 2^40 (35,000 years of 1 s blocks);
///        - rewardPerBlock <= MAX_REWARD_PER_BLOCK = 1e24 < 2^80, so blocks * rate < 2^120, and
///          poolReward <= blocks * rate because allocPoint <= totalAllocPoint (mulDiv holds the
///          product with the allocation in 512 bits);
///        - PRECISION_FACTOR = 1e30 < 2^100, so one increment of accRewardPerShare is below
///          2^220 even with 1 wei staked;
///        - successive increments cover disjoint block ranges, so over the chain's whole life
///          accRewardPerShare stays below 2^40 * 2^80 * 2^100 = 2^220 too, and
///          accRewardPerShare / PRECISION_FACTOR (reward per wei staked) below 2^120;
///        - `amount * accRewardPerShare / PRECISION_FACTOR` (mulDiv) is then below amount * 2^120,
///          which fits while the staked token's supply is below 2^136 wei (8.7e22 whole tokens);
///        - allocPoint <= MAX_ALLOC_POINT = 1e6 < 2^20, so totalAllocPoint cannot overflow
///          before 2^236 pools exist.
contract MasterChef is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct PoolInfo {
        IERC20 lpToken;
        uint256 allocPoint;
        uint256 lastRewardBlock;
        uint256 accRewardPerShare;
    }

    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
    }

    /// @notice Scale of `accRewardPerShare`: 1e30 keeps a 1e-18 reward per block exact to the
    ///         wei even with 1e12 tokens staked; `Math.mulDiv` keeps the products from overflowing.
    uint256 public constant PRECISION_FACTOR = 1e30;
    /// @notice Highest `rewardPerBlock`: one million 18-decimal tokens a block (see the overflow
    ///         argument above; the devnet's 10 GHOST a block is 1e19).
    uint256 public constant MAX_REWARD_PER_BLOCK = 1e24;
    /// @notice Highest `allocPoint` of one farm; 100 points read as 1X, so this is 10,000X.
    uint256 public constant MAX_ALLOC_POINT = 1e6;

    IERC20 public immutable rewardToken;
    uint256 public immutable startBlock;
    uint256 public rewardPerBlock;
    uint256 public totalAllocPoint;

    PoolInfo[] public poolInfo;
    mapping(uint256 pid => mapping(address user => UserInfo)) public userInfo;
    /// @notice Reward earned but not paid because the contract's balance was short.
    mapping(uint256 pid => mapping(address user => uint256)) public unpaidReward;
    /// @notice True once a farm for this token exists; a token can back only one farm.
    mapping(address token => bool) public hasPool;

    uint256[] private _totalStaked;
    /// @dev Reward tokens staked in a farm are principal, never paid out as rewards.
    uint256 private _stakedRewardToken;

    event Deposit(address indexed user, uint256 indexed pid, uint256 amount);
    event Withdraw(address indexed user, uint256 indexed pid, uint256 amount);
    event EmergencyWithdraw(address indexed user, uint256 indexed pid, uint256 amount);
    event Harvest(address indexed user, uint256 indexed pid, uint256 amount);
    event AddPool(uint256 indexed pid, address indexed lpToken, uint256 allocPoint);
    event SetPool(uint256 indexed pid, uint256 allocPoint);
    event UpdatePool(uint256 indexed pid, uint256 lastRewardBlock, uint256 totalStaked, uint256 accRewardPerShare);
    event UpdateRewardPerBlock(uint256 rewardPerBlock);

    constructor(IERC20 rewardToken_, uint256 rewardPerBlock_, uint256 startBlock_) Ownable(msg.sender) {
        require(address(rewardToken_) != address(0), "MasterChef: ZERO_ADDRESS");
        require(rewardPerBlock_ <= MAX_REWARD_PER_BLOCK, "MasterChef: REWARD_TOO_HIGH");
        rewardToken = rewardToken_;
        rewardPerBlock = rewardPerBlock_;
        startBlock = startBlock_;
    }

    function poolLength() external view returns (uint256) {
        return poolInfo.length;
    }

    /// @notice LP tokens staked in farm `pid` (the share base of its rewards).
    function totalStaked(uint256 pid) external view returns (uint256) {
        _pool(pid);
        return _totalStaked[pid];
    }

    /// @notice Reward tokens available for payouts (balance minus any staked GHOST).
    function rewardReserve() public view returns (uint256) {
        return rewardToken.balanceOf(address(this)) - _stakedRewardToken;
    }

    /// @notice Adds a farm. `withUpdate` is kept for the usual MasterChef ABI; every pool is
    ///         always brought up to date first, because changing `totalAllocPoint` without
    ///         that would re-price the blocks since each pool's last update.
    function add(uint256 allocPoint, IERC20 lpToken, bool withUpdate) external onlyOwner {
        withUpdate;
        require(address(lpToken) != address(0), "MasterChef: ZERO_ADDRESS");
        require(allocPoint <= MAX_ALLOC_POINT, "MasterChef: ALLOC_POINT_TOO_HIGH");
        require(!hasPool[address(lpToken)], "MasterChef: DUPLICATE_POOL");
        massUpdatePools();
        hasPool[address(lpToken)] = true;
        totalAllocPoint += allocPoint;
        poolInfo.push(
            PoolInfo({
                lpToken: lpToken,
                allocPoint: allocPoint,
                lastRewardBlock: Math.max(block.number, startBlock),
                accRewardPerShare: 0
            })
        );
        _totalStaked.push(0);
        emit AddPool(poolInfo.length - 1, address(lpToken), allocPoint);
    }

    /// @notice Changes a farm's allocation; `withUpdate` is ignored for the reason given on `add`.
    function set(uint256 pid, uint256 allocPoint, bool withUpdate) external onlyOwner {
        withUpdate;
        PoolInfo storage pool = _pool(pid);
        require(allocPoint <= MAX_ALLOC_POINT, "MasterChef: ALLOC_POINT_TOO_HIGH");
        massUpdatePools();
        totalAllocPoint = totalAllocPoint - pool.allocPoint + allocPoint;
        pool.allocPoint = allocPoint;
        emit SetPool(pid, allocPoint);
    }

    function updateRewardPerBlock(uint256 rewardPerBlock_) external onlyOwner {
        require(rewardPerBlock_ <= MAX_REWARD_PER_BLOCK, "MasterChef: REWARD_TOO_HIGH");
        massUpdatePools();
        rewardPerBlock = rewardPerBlock_;
        emit UpdateRewardPerBlock(rewardPerBlock_);
    }

    function pendingReward(uint256 pid, address account) external view returns (uint256) {
        PoolInfo storage pool = _pool(pid);
        UserInfo storage user = userInfo[pid][account];
        uint256 acc = pool.accRewardPerShare;
        uint256 staked = _totalStaked[pid];
        if (block.number > pool.lastRewardBlock && staked != 0 && pool.allocPoint != 0) {
            acc += Math.mulDiv(_poolReward(pool), PRECISION_FACTOR, staked);
        }
        return Math.mulDiv(user.amount, acc, PRECISION_FACTOR) - user.rewardDebt + unpaidReward[pid][account];
    }

    function massUpdatePools() public {
        uint256 length = poolInfo.length;
        for (uint256 pid = 0; pid < length; ++pid) {
            updatePool(pid);
        }
    }

    function updatePool(uint256 pid) public {
        PoolInfo storage pool = _pool(pid);
        if (block.number <= pool.lastRewardBlock) return;
        uint256 staked = _totalStaked[pid];
        if (staked != 0 && pool.allocPoint != 0) {
            pool.accRewardPerShare += Math.mulDiv(_poolReward(pool), PRECISION_FACTOR, staked);
        }
        pool.lastRewardBlock = block.number;
        emit UpdatePool(pid, block.number, staked, pool.accRewardPerShare);
    }

    /// @notice Stakes `amount` LP tokens (pulled with transferFrom) after paying the pending
    ///         reward; `amount == 0` only harvests.
    function deposit(uint256 pid, uint256 amount) external nonReentrant {
        PoolInfo storage pool = _pool(pid);
        updatePool(pid);
        UserInfo storage user = userInfo[pid][msg.sender];
        uint256 payout = _settle(pid, pool, user);
        if (amount != 0) {
            IERC20 lpToken = pool.lpToken;
            uint256 balanceBefore = lpToken.balanceOf(address(this));
            lpToken.safeTransferFrom(msg.sender, address(this), amount);
            // credit what arrived, so fee-on-transfer tokens cannot over-credit a stake
            uint256 received = lpToken.balanceOf(address(this)) - balanceBefore;
            user.amount += received;
            _totalStaked[pid] += received;
            if (address(lpToken) == address(rewardToken)) _stakedRewardToken += received;
            emit Deposit(msg.sender, pid, received);
        }
        user.rewardDebt = Math.mulDiv(user.amount, pool.accRewardPerShare, PRECISION_FACTOR);
        _payReward(pid, payout);
    }

    /// @notice Unstakes `amount` LP tokens after paying the pending reward; `amount == 0` only harvests.
    function withdraw(uint256 pid, uint256 amount) external nonReentrant {
        PoolInfo storage pool = _pool(pid);
        UserInfo storage user = userInfo[pid][msg.sender];
        require(user.amount >= amount, "MasterChef: INSUFFICIENT_STAKE");
        updatePool(pid);
        uint256 payout = _settle(pid, pool, user);
        if (amount != 0) {
            user.amount -= amount;
            _totalStaked[pid] -= amount;
            if (address(pool.lpToken) == address(rewardToken)) _stakedRewardToken -= amount;
        }
        user.rewardDebt = Math.mulDiv(user.amount, pool.accRewardPerShare, PRECISION_FACTOR);
        _payReward(pid, payout);
        if (amount != 0) {
            pool.lpToken.safeTransfer(msg.sender, amount);
            emit Withdraw(msg.sender, pid, amount);
        }
    }

    /// @notice Returns the whole stake and pays no reward: pending and unpaid rewards are forfeited.
    ///         The pool's reward math is left alone, so a way out exists whatever the owner has
    ///         set. As in PancakeSwap's MasterChef, the caller's share of the blocks since the
    ///         pool's last update is then spread over the remaining stakers at the next update
    ///         (or, when nobody remains, stays in the contract); what was accrued before that and
    ///         any unpaid reward stay in the contract. Payouts still never exceed rate x blocks
    ///         (but for a wei of rounding per stake change).
    function emergencyWithdraw(uint256 pid) external nonReentrant {
        PoolInfo storage pool = _pool(pid);
        UserInfo storage user = userInfo[pid][msg.sender];
        uint256 amount = user.amount;
        user.amount = 0;
        user.rewardDebt = 0;
        unpaidReward[pid][msg.sender] = 0;
        _totalStaked[pid] -= amount;
        if (address(pool.lpToken) == address(rewardToken)) _stakedRewardToken -= amount;
        if (amount != 0) pool.lpToken.safeTransfer(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, pid, amount);
    }

    function _pool(uint256 pid) private view returns (PoolInfo storage) {
        require(pid < poolInfo.length, "MasterChef: UNKNOWN_POOL");
        return poolInfo[pid];
    }

    /// @dev Reward owed to the pool since its last update; caller checks the block range and
    ///      that the pool has points. Below 2^120 (see the overflow argument on the contract).
    function _poolReward(PoolInfo storage pool) private view returns (uint256) {
        return Math.mulDiv((block.number - pool.lastRewardBlock) * rewardPerBlock, pool.allocPoint, totalAllocPoint);
    }

    /// @dev Moves everything the caller has earned into `unpaidReward`, then takes out what the
    ///      reserve can pay now. Must run after `updatePool` and before the stake changes.
    function _settle(uint256 pid, PoolInfo storage pool, UserInfo storage user) private returns (uint256 payout) {
        uint256 owed = unpaidReward[pid][msg.sender];
        // never negative: accRewardPerShare only grows and rewardDebt was set from it
        if (user.amount != 0) owed += Math.mulDiv(user.amount, pool.accRewardPerShare, PRECISION_FACTOR) - user.rewardDebt;
        if (owed == 0) return 0;
        payout = Math.min(owed, rewardReserve());
        unpaidReward[pid][msg.sender] = owed - payout;
    }

    function _payReward(uint256 pid, uint256 payout) private {
        if (payout == 0) return;
        rewardToken.safeTransfer(msg.sender, payout);
        emit Harvest(msg.sender, pid, payout);
    }
}
