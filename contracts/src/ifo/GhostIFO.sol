// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IGhostProfile} from "../nft/interfaces/IGhostProfile.sol";
import {IGhostIFO} from "./interfaces/IGhostIFO.sol";

/// @title GhostIFO: one offering, a basic and an unlimited pool, from commit to harvest
/// @notice See IGhostIFO. Who may do what:
///         - a wallet with an active profile commits CAKE while the sale is live; after the end
///           every wallet that committed harvests its own pools, once each;
///         - the owner sets the pools, the points and the fee tiers and may move the times, all
///           only before the start (no live sale changes its rules); after the end it withdraws
///           what the sale raised and the offering tokens no wallet is owed, never more.
///         Commits are only taken once the contract holds every pool's offering, so each
///         harvest is always paid.
/// @dev Harvests pay pro rata with running totals, like the prediction game: a harvest pays the
///      share of the pool's sold offering (and of its used CAKE) for the commits harvested so far,
///      including its own, less what was paid before it. Each payout is the pro-rata share
///      rounded down or up by at most one wei; once every wallet has harvested, the pool has paid
///      exactly its sold offering and used exactly min(total, target) CAKE, so the owner can take
///      the raised CAKE at the end and no dust stays behind.
contract GhostIFO is IGhostIFO, Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint8 public constant NUMBER_POOLS = 2;
    uint8 public constant BASIC_POOL = 0;
    uint8 public constant UNLIMITED_POOL = 1;
    /// @notice 1% of the unused CAKE at most: the fee the spec starts the unlimited sale at.
    uint256 public constant MAX_FEE_BPS = 100;
    uint256 public constant MAX_FEE_TIERS = 10;
    uint256 private constant BASIS_POINTS = 10_000;

    IERC20 private immutable _lpToken;
    IERC20 private immutable _offeringToken;
    IGhostProfile private immutable _profile;

    uint256 public startTimestamp;
    uint256 public endTimestamp;
    uint256 public campaignId;
    uint256 public numberPoints;
    /// @notice CAKE a wallet must commit over both pools to earn `numberPoints` (about 10 USD).
    uint256 public thresholdPoints;
    /// @notice CAKE sent to the owner so far (raised CAKE and fees).
    uint256 public lpWithdrawn;

    Pool[2] private _pools;
    FeeTier[] private _feeTiers;
    mapping(address user => mapping(uint8 pid => UserPool)) private _userPools;
    mapping(address user => bool) public hasClaimedPoints;

    modifier validPool(uint8 pid) {
        require(pid < NUMBER_POOLS, "GhostIFO: INVALID_POOL");
        _;
    }

    modifier beforeStart() {
        require(block.timestamp < startTimestamp, "GhostIFO: ALREADY_STARTED");
        _;
    }

    modifier afterEnd() {
        require(block.timestamp >= endTimestamp, "GhostIFO: NOT_ENDED");
        _;
    }

    constructor(
        address lpToken_,
        address offeringToken_,
        address profile_,
        uint256 startTimestamp_,
        uint256 endTimestamp_,
        address owner_
    ) Ownable(owner_) {
        require(
            lpToken_ != address(0) && offeringToken_ != address(0) && profile_ != address(0),
            "GhostIFO: ZERO_ADDRESS"
        );
        require(lpToken_ != offeringToken_, "GhostIFO: SAME_TOKENS");
        _lpToken = IERC20(lpToken_);
        _offeringToken = IERC20(offeringToken_);
        _profile = IGhostProfile(profile_);
        _pools[UNLIMITED_POOL].hasFee = true;
        _setTimestamps(startTimestamp_, endTimestamp_);
    }

    // ─── Players ──────────────────────────────────────────────────────────────────────────────

    function depositPool(uint256 amount, uint8 pid) external override nonReentrant validPool(pid) {
        require(block.timestamp >= startTimestamp, "GhostIFO: NOT_STARTED");
        require(block.timestamp < endTimestamp, "GhostIFO: ENDED");
        require(amount != 0, "GhostIFO: ZERO_AMOUNT");
        Pool storage pool = _pools[pid];
        require(pool.raisingAmount != 0, "GhostIFO: POOL_NOT_SET");
        require(_hasActiveProfile(msg.sender), "GhostIFO: PROFILE_NOT_ACTIVE");
        require(
            _offeringToken.balanceOf(address(this)) >= _pools[0].offeringAmount + _pools[1].offeringAmount,
            "GhostIFO: OFFERING_NOT_FUNDED"
        );
        UserPool storage user = _userPools[msg.sender][pid];
        uint256 committed = user.amount + amount;
        require(pool.limitPerUser == 0 || committed <= pool.limitPerUser, "GhostIFO: LIMIT_EXCEEDED");
        user.amount = committed;
        pool.totalAmount += amount;
        _lpToken.safeTransferFrom(msg.sender, address(this), amount);
        emit Deposit(msg.sender, amount, pid);
    }

    function harvestPool(uint8 pid) external override nonReentrant validPool(pid) afterEnd {
        UserPool storage user = _userPools[msg.sender][pid];
        require(user.amount != 0, "GhostIFO: NOTHING_COMMITTED");
        require(!user.claimed, "GhostIFO: ALREADY_HARVESTED");
        Pool storage pool = _pools[pid];
        Allocation memory allocation = _allocation(pool, user.amount, _feeBps(pool));
        user.claimed = true;
        pool.harvestedAmount += user.amount;
        pool.sumFees += allocation.feeAmount;
        _awardPoints(msg.sender);
        if (allocation.offeringAmount != 0) _offeringToken.safeTransfer(msg.sender, allocation.offeringAmount);
        if (allocation.refundAmount != 0) _lpToken.safeTransfer(msg.sender, allocation.refundAmount);
        emit Harvest(msg.sender, allocation.offeringAmount, allocation.refundAmount, allocation.feeAmount, pid);
    }

    // ─── Owner ────────────────────────────────────────────────────────────────────────────────

    /// @dev The basic pool must have a cap and the unlimited one none: the two pools' rules are
    ///      what the screens explain, so the owner cannot swap them.
    function setPool(uint8 pid, uint256 offeringAmount, uint256 raisingAmount, uint256 limitPerUser)
        external
        override
        onlyOwner
        validPool(pid)
        beforeStart
    {
        require(offeringAmount != 0 && raisingAmount != 0, "GhostIFO: ZERO_AMOUNT");
        if (pid == BASIC_POOL) require(limitPerUser != 0, "GhostIFO: BASIC_NEEDS_LIMIT");
        else require(limitPerUser == 0, "GhostIFO: UNLIMITED_HAS_NO_LIMIT");
        Pool storage pool = _pools[pid];
        pool.offeringAmount = offeringAmount;
        pool.raisingAmount = raisingAmount;
        pool.limitPerUser = limitPerUser;
        emit PoolParametersSet(pid, offeringAmount, raisingAmount, limitPerUser);
    }

    function setPointParameters(uint256 campaignId_, uint256 numberPoints_, uint256 thresholdPoints_)
        external
        override
        onlyOwner
        beforeStart
    {
        campaignId = campaignId_;
        numberPoints = numberPoints_;
        thresholdPoints = thresholdPoints_;
        emit PointParametersSet(campaignId_, numberPoints_, thresholdPoints_);
    }

    /// @dev Tiers start at 0 times the target, go up strictly and their fees never rise: more
    ///      oversubscription never costs a wallet a higher rate.
    function setFeeTiers(uint32[] calldata minMultiples, uint16[] calldata feeBps_)
        external
        override
        onlyOwner
        beforeStart
    {
        uint256 length = minMultiples.length;
        require(length == feeBps_.length, "GhostIFO: LENGTH_MISMATCH");
        require(length <= MAX_FEE_TIERS, "GhostIFO: TOO_MANY_TIERS");
        require(length == 0 || minMultiples[0] == 0, "GhostIFO: FIRST_TIER_NOT_ZERO");
        delete _feeTiers;
        for (uint256 i; i < length; ++i) {
            require(feeBps_[i] <= MAX_FEE_BPS, "GhostIFO: FEE_TOO_HIGH");
            if (i != 0) {
                require(minMultiples[i] > minMultiples[i - 1], "GhostIFO: TIERS_NOT_ASCENDING");
                require(feeBps_[i] <= feeBps_[i - 1], "GhostIFO: FEE_RISES");
            }
            _feeTiers.push(FeeTier(minMultiples[i], feeBps_[i]));
        }
        emit FeeTiersSet(minMultiples, feeBps_);
    }

    function updateStartAndEndTimestamps(uint256 startTimestamp_, uint256 endTimestamp_)
        external
        override
        onlyOwner
        beforeStart
    {
        _setTimestamps(startTimestamp_, endTimestamp_);
    }

    function finalWithdraw() external override onlyOwner nonReentrant afterEnd {
        (uint256 lpAmount, uint256 offeringAmount) = withdrawable();
        require(lpAmount != 0 || offeringAmount != 0, "GhostIFO: NOTHING_TO_WITHDRAW");
        lpWithdrawn += lpAmount;
        if (lpAmount != 0) _lpToken.safeTransfer(msg.sender, lpAmount);
        if (offeringAmount != 0) _offeringToken.safeTransfer(msg.sender, offeringAmount);
        emit FinalWithdraw(lpAmount, offeringAmount);
    }

    /// @notice Returns a token sent here by mistake; never CAKE or the offering token, which
    ///         only leave through harvests and `finalWithdraw`.
    function recoverWrongTokens(address token, uint256 amount) external override onlyOwner nonReentrant {
        require(token != address(_lpToken) && token != address(_offeringToken), "GhostIFO: SALE_TOKEN");
        IERC20(token).safeTransfer(msg.sender, amount);
        emit AdminTokenRecovery(token, amount);
    }

    // ─── Views ────────────────────────────────────────────────────────────────────────────────

    function lpToken() external view override returns (address) {
        return address(_lpToken);
    }

    function offeringToken() external view override returns (address) {
        return address(_offeringToken);
    }

    function profile() external view override returns (address) {
        return address(_profile);
    }

    function viewPool(uint8 pid) external view override validPool(pid) returns (Pool memory) {
        return _pools[pid];
    }

    function viewUserPool(address user, uint8 pid) external view override validPool(pid) returns (UserPool memory) {
        return _userPools[user][pid];
    }

    function viewFeeTiers() external view override returns (FeeTier[] memory) {
        return _feeTiers;
    }

    function feeBps(uint8 pid) external view override validPool(pid) returns (uint256) {
        return _feeBps(_pools[pid]);
    }

    function viewAllocation(address user, uint8 pid)
        external
        view
        override
        validPool(pid)
        returns (Allocation memory allocation)
    {
        UserPool storage userPool = _userPools[user][pid];
        if (userPool.amount == 0 || userPool.claimed) return allocation;
        Pool storage pool = _pools[pid];
        return _allocation(pool, userPool.amount, _feeBps(pool));
    }

    /// @dev The raised CAKE is min(total, target) per pool, known at the end (harvests only
    ///      split it); fees arrive with harvests. The offering tokens owed are each pool's sold
    ///      offering less what harvests have paid; the rest of the balance is the owner's.
    function withdrawable() public view override returns (uint256 lpAmount, uint256 offeringAmount) {
        if (block.timestamp < endTimestamp) return (0, 0);
        uint256 owed;
        uint256 raised;
        for (uint8 pid; pid < NUMBER_POOLS; ++pid) {
            Pool storage pool = _pools[pid];
            owed += _share(pool.offeringAmount, pool.totalAmount, pool)
                - _share(pool.offeringAmount, pool.harvestedAmount, pool);
            raised += Math.min(pool.totalAmount, pool.raisingAmount) + pool.sumFees;
        }
        lpAmount = raised - lpWithdrawn;
        offeringAmount = _offeringToken.balanceOf(address(this)) - owed;
    }

    // ─── Internals ────────────────────────────────────────────────────────────────────────────

    function _setTimestamps(uint256 startTimestamp_, uint256 endTimestamp_) private {
        require(block.timestamp < startTimestamp_, "GhostIFO: START_IN_PAST");
        require(startTimestamp_ < endTimestamp_, "GhostIFO: END_NOT_AFTER_START");
        startTimestamp = startTimestamp_;
        endTimestamp = endTimestamp_;
        emit NewStartAndEndTimestamps(startTimestamp_, endTimestamp_);
    }

    function _hasActiveProfile(address user) private view returns (bool) {
        if (!_profile.hasRegistered(user)) return false;
        (,,,,, bool isActive) = _profile.getUserProfile(user);
        return isActive;
    }

    /// @dev Points never stand between a wallet and its tokens: if the profile refuses them
    ///      (paused since the commit), the harvest goes on and a later harvest of the other pool
    ///      tries again.
    function _awardPoints(address user) private {
        if (numberPoints == 0 || hasClaimedPoints[user]) return;
        uint256 committed = _userPools[user][0].amount + _userPools[user][1].amount;
        if (committed < thresholdPoints) return;
        try _profile.increaseUserPoints(user, numberPoints, campaignId) {
            hasClaimedPoints[user] = true;
            emit UserPointsAwarded(user, numberPoints, campaignId);
        } catch {}
    }

    function _feeBps(Pool storage pool) private view returns (uint256 fee) {
        if (!pool.hasFee || pool.raisingAmount == 0) return 0;
        uint256 multiple = pool.totalAmount / pool.raisingAmount;
        uint256 length = _feeTiers.length;
        for (uint256 i; i < length; ++i) {
            FeeTier memory tier = _feeTiers[i];
            if (multiple < tier.minMultiple) break;
            fee = tier.feeBps;
        }
    }

    /// @dev The running-total share of `amount` for the commits harvested so far: what
    ///      `harvestedAmount` worth of commits has been paid of `amount`.
    function _share(uint256 amount, uint256 harvested, Pool storage pool) private view returns (uint256) {
        if (harvested == 0) return 0;
        return Math.mulDiv(amount, harvested, Math.max(pool.totalAmount, pool.raisingAmount));
    }

    function _allocation(Pool storage pool, uint256 amount, uint256 fee)
        private
        view
        returns (Allocation memory allocation)
    {
        uint256 before = pool.harvestedAmount;
        uint256 upTo = before + amount;
        allocation.offeringAmount = _share(pool.offeringAmount, upTo, pool) - _share(pool.offeringAmount, before, pool);
        uint256 used = _share(pool.raisingAmount, upTo, pool) - _share(pool.raisingAmount, before, pool);
        uint256 unused = amount - used;
        allocation.feeAmount = unused * fee / BASIS_POINTS;
        allocation.refundAmount = unused - allocation.feeAmount;
    }
}
