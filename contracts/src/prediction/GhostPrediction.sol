// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {AggregatorV3Interface} from "@chainlink/contracts/src/v0.8/shared/interfaces/AggregatorV3Interface.sol";
import {IGhostPrediction} from "./interfaces/IGhostPrediction.sol";

/// @title GhostPrediction: 5-minute BNB/USD rounds, Bull or Bear, settled by a price feed
/// @notice See IGhostPrediction. Who may do what:
///         - anyone bets in the current round (once per round) and claims their own winnings
///           and refunds, paused or not; anyone may send the treasury its fees;
///         - the operator runs the rounds (genesis start and lock, executeRound) and may pause
///           and unpause (an unpause restarts from genesis, which is how a missed round is
///           recovered);
///         - the owner sets the operator, treasury, oracle, fee, minimum bet and timing (the
///           last four only while paused, so no running round changes its rules), and recovers
///           tokens sent here by mistake.
///         Nobody chooses a round's price: it is the feed's latest answer, which must be newer
///         than the one used before and no older than `oracleUpdateAllowance`.
/// @dev A round's winnings are paid pro rata with a running total: a claim pays the share of
///      `rewardAmount` for the winning bets claimed so far, including its own, less what was
///      paid before it. Each payout is the pro-rata share rounded down or up by at most one wei,
///      and once every winner has claimed, exactly `rewardAmount` has been paid: no dust stays.
contract GhostPrediction is IGhostPrediction, Ownable, Pausable, ReentrancyGuard {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;
    using SafeCast for int256;

    /// @notice 10% of a round's pot at most.
    uint256 public constant MAX_TREASURY_FEE = 1000;
    uint256 private constant BASIS_POINTS = 10_000;

    /// @dev A round in four slots: times, pools, prices, settlement.
    struct StoredRound {
        uint64 startTimestamp;
        uint64 lockTimestamp;
        uint64 closeTimestamp;
        bool oracleCalled;
        uint128 bullAmount;
        uint128 bearAmount;
        int128 lockPrice;
        int128 closePrice;
        uint80 lockOracleId;
        uint80 closeOracleId;
        uint96 claimedBaseAmount;
        uint128 rewardBaseCalAmount;
        uint128 rewardAmount;
    }

    struct StoredBet {
        Position position;
        bool claimed;
        uint128 amount;
    }

    AggregatorV3Interface public oracle;
    address public operator;
    address public treasury;
    uint256 public intervalSeconds;
    uint256 public bufferSeconds;
    uint256 public minBetAmount;
    /// @notice Basis points of each closed round's pot.
    uint256 public treasuryFee;
    /// @notice Fees and house wins not yet sent to the treasury.
    uint256 public treasuryAmount;
    /// @notice How old (seconds) the feed's answer may be when a round locks or closes on it.
    uint256 public oracleUpdateAllowance;
    /// @notice The feed round of the last answer used; the next must be newer.
    uint256 public oracleLatestRoundId;
    uint256 public currentEpoch;
    bool public genesisStartOnce;
    bool public genesisLockOnce;

    mapping(uint256 epoch => StoredRound) private _rounds;
    mapping(uint256 epoch => mapping(address user => StoredBet)) private _ledger;

    modifier onlyOperator() {
        require(msg.sender == operator, "GhostPrediction: NOT_OPERATOR");
        _;
    }

    modifier onlyOwnerOrOperator() {
        require(msg.sender == owner() || msg.sender == operator, "GhostPrediction: NOT_OWNER_OR_OPERATOR");
        _;
    }

    constructor(
        address oracle_,
        address owner_,
        address operator_,
        address treasury_,
        uint256 intervalSeconds_,
        uint256 bufferSeconds_,
        uint256 minBetAmount_,
        uint256 oracleUpdateAllowance_,
        uint256 treasuryFee_
    ) Ownable(owner_) {
        require(
            oracle_ != address(0) && operator_ != address(0) && treasury_ != address(0), "GhostPrediction: ZERO_ADDRESS"
        );
        require(bufferSeconds_ != 0 && bufferSeconds_ < intervalSeconds_, "GhostPrediction: BUFFER_NOT_BELOW_INTERVAL");
        require(minBetAmount_ != 0, "GhostPrediction: ZERO_MIN_BET");
        require(treasuryFee_ <= MAX_TREASURY_FEE, "GhostPrediction: FEE_TOO_HIGH");
        require(oracleUpdateAllowance_ != 0, "GhostPrediction: ZERO_ALLOWANCE");
        oracle = AggregatorV3Interface(oracle_);
        operator = operator_;
        treasury = treasury_;
        intervalSeconds = intervalSeconds_;
        bufferSeconds = bufferSeconds_;
        minBetAmount = minBetAmount_;
        oracleUpdateAllowance = oracleUpdateAllowance_;
        treasuryFee = treasuryFee_;
        emit NewOracle(oracle_);
        emit NewOperator(operator_);
        emit NewTreasury(treasury_);
        emit NewBufferAndIntervalSeconds(bufferSeconds_, intervalSeconds_);
        emit NewMinBetAmount(0, minBetAmount_);
        emit NewOracleUpdateAllowance(oracleUpdateAllowance_);
        emit NewTreasuryFee(0, treasuryFee_);
    }

    // ─── Players ──────────────────────────────────────────────────────────────────────────────

    function betBull(uint256 epoch) external payable override whenNotPaused nonReentrant {
        _bet(epoch, Position.Bull);
        emit BetBull(msg.sender, epoch, msg.value);
    }

    function betBear(uint256 epoch) external payable override whenNotPaused nonReentrant {
        _bet(epoch, Position.Bear);
        emit BetBear(msg.sender, epoch, msg.value);
    }

    function claim(uint256[] calldata epochs) external override nonReentrant {
        require(epochs.length != 0, "GhostPrediction: NO_EPOCHS");
        uint256 total;
        for (uint256 i; i < epochs.length; ++i) {
            uint256 epoch = epochs[i];
            StoredRound storage round = _rounds[epoch];
            require(round.startTimestamp != 0, "GhostPrediction: ROUND_NOT_STARTED");
            require(block.timestamp > round.closeTimestamp, "GhostPrediction: ROUND_NOT_ENDED");
            StoredBet storage bet = _ledger[epoch][msg.sender];
            uint256 amount;
            if (round.oracleCalled) {
                require(_isWinner(round, bet), "GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM");
                amount = _takeWinnings(round, bet.amount);
                emit Claim(msg.sender, epoch, amount);
            } else {
                require(_isRefundable(round, bet), "GhostPrediction: NOT_ELIGIBLE_FOR_REFUND");
                amount = bet.amount;
                emit Refund(msg.sender, epoch, amount);
            }
            bet.claimed = true;
            total += amount;
        }
        _sendBnb(msg.sender, total);
    }

    // ─── Operator ─────────────────────────────────────────────────────────────────────────────

    function genesisStartRound() external override onlyOperator whenNotPaused {
        require(!genesisStartOnce, "GhostPrediction: GENESIS_STARTED");
        ++currentEpoch;
        _startRound(currentEpoch);
        genesisStartOnce = true;
    }

    function genesisLockRound() external override onlyOperator whenNotPaused {
        require(genesisStartOnce, "GhostPrediction: GENESIS_NOT_STARTED");
        require(!genesisLockOnce, "GhostPrediction: GENESIS_LOCKED");
        (uint80 roundId, int256 price) = _readOracle();
        _lockRound(currentEpoch, roundId, price);
        ++currentEpoch;
        _startRound(currentEpoch);
        genesisLockOnce = true;
    }

    function executeRound() external override onlyOperator whenNotPaused {
        require(genesisStartOnce && genesisLockOnce, "GhostPrediction: GENESIS_NOT_DONE");
        (uint80 roundId, int256 price) = _readOracle();
        uint256 epoch = currentEpoch;
        _lockRound(epoch, roundId, price);
        _endRound(epoch - 1, roundId, price);
        _settle(epoch - 1);
        // The round before it has just closed, so the next may start (each round overlaps
        // only the one before it).
        ++epoch;
        currentEpoch = epoch;
        _startRound(epoch);
    }

    function pause() external override onlyOwnerOrOperator whenNotPaused {
        _pause();
        emit Pause(currentEpoch);
    }

    function unpause() external override onlyOwnerOrOperator whenPaused {
        genesisStartOnce = false;
        genesisLockOnce = false;
        _unpause();
        emit Unpause(currentEpoch);
    }

    function claimTreasury() external override nonReentrant {
        uint256 amount = treasuryAmount;
        require(amount != 0, "GhostPrediction: NOTHING_TO_CLAIM");
        treasuryAmount = 0;
        emit TreasuryClaim(treasury, amount);
        _sendBnb(treasury, amount);
    }

    // ─── Owner ────────────────────────────────────────────────────────────────────────────────

    function setOperator(address operator_) external onlyOwner {
        require(operator_ != address(0), "GhostPrediction: ZERO_ADDRESS");
        operator = operator_;
        emit NewOperator(operator_);
    }

    function setTreasury(address treasury_) external onlyOwner {
        require(treasury_ != address(0), "GhostPrediction: ZERO_ADDRESS");
        treasury = treasury_;
        emit NewTreasury(treasury_);
    }

    /// @notice A new feed; its answers start a new round-id sequence, checked for a live answer.
    function setOracle(address oracle_) external onlyOwner whenPaused {
        require(oracle_ != address(0), "GhostPrediction: ZERO_ADDRESS");
        (, int256 answer,,,) = AggregatorV3Interface(oracle_).latestRoundData();
        require(answer > 0, "GhostPrediction: BAD_ORACLE_ANSWER");
        oracle = AggregatorV3Interface(oracle_);
        oracleLatestRoundId = 0;
        emit NewOracle(oracle_);
    }

    function setOracleUpdateAllowance(uint256 allowance) external onlyOwner whenPaused {
        require(allowance != 0, "GhostPrediction: ZERO_ALLOWANCE");
        oracleUpdateAllowance = allowance;
        emit NewOracleUpdateAllowance(allowance);
    }

    function setBufferAndIntervalSeconds(uint256 bufferSeconds_, uint256 intervalSeconds_) external onlyOwner whenPaused {
        require(bufferSeconds_ != 0 && bufferSeconds_ < intervalSeconds_, "GhostPrediction: BUFFER_NOT_BELOW_INTERVAL");
        bufferSeconds = bufferSeconds_;
        intervalSeconds = intervalSeconds_;
        emit NewBufferAndIntervalSeconds(bufferSeconds_, intervalSeconds_);
    }

    function setMinBetAmount(uint256 minBetAmount_) external onlyOwner whenPaused {
        require(minBetAmount_ != 0, "GhostPrediction: ZERO_MIN_BET");
        minBetAmount = minBetAmount_;
        emit NewMinBetAmount(currentEpoch, minBetAmount_);
    }

    function setTreasuryFee(uint256 treasuryFee_) external onlyOwner whenPaused {
        require(treasuryFee_ <= MAX_TREASURY_FEE, "GhostPrediction: FEE_TOO_HIGH");
        treasuryFee = treasuryFee_;
        emit NewTreasuryFee(currentEpoch, treasuryFee_);
    }

    /// @notice Tokens sent here by mistake (the game itself holds only BNB).
    function recoverToken(address token, uint256 amount) external onlyOwner {
        IERC20(token).safeTransfer(msg.sender, amount);
        emit TokenRecovery(token, amount);
    }

    // ─── Views ────────────────────────────────────────────────────────────────────────────────

    function getRound(uint256 epoch) external view override returns (Round memory) {
        return _roundView(epoch);
    }

    function getLatestRounds(uint256 count, address user)
        external
        view
        override
        returns (Round[] memory rounds, BetInfo[] memory bets)
    {
        uint256 latest = currentEpoch;
        if (count > latest) count = latest;
        rounds = new Round[](count);
        bets = new BetInfo[](count);
        for (uint256 i; i < count; ++i) {
            uint256 epoch = latest - count + 1 + i;
            rounds[i] = _roundView(epoch);
            bets[i] = _betView(epoch, user);
        }
    }

    function _roundView(uint256 epoch) private view returns (Round memory) {
        StoredRound storage r = _rounds[epoch];
        return Round({
            epoch: r.startTimestamp == 0 ? 0 : epoch,
            startTimestamp: r.startTimestamp,
            lockTimestamp: r.lockTimestamp,
            closeTimestamp: r.closeTimestamp,
            lockPrice: r.lockPrice,
            closePrice: r.closePrice,
            lockOracleId: r.lockOracleId,
            closeOracleId: r.closeOracleId,
            totalAmount: uint256(r.bullAmount) + r.bearAmount,
            bullAmount: r.bullAmount,
            bearAmount: r.bearAmount,
            rewardBaseCalAmount: r.rewardBaseCalAmount,
            rewardAmount: r.rewardAmount,
            claimedBaseAmount: r.claimedBaseAmount,
            oracleCalled: r.oracleCalled
        });
    }

    function getBet(uint256 epoch, address user) external view override returns (BetInfo memory) {
        return _betView(epoch, user);
    }

    function _betView(uint256 epoch, address user) private view returns (BetInfo memory) {
        StoredBet storage bet = _ledger[epoch][user];
        return BetInfo({position: bet.position, amount: bet.amount, claimed: bet.claimed});
    }

    function pendingReward(uint256 epoch, address user) external view override returns (uint256) {
        StoredRound storage round = _rounds[epoch];
        StoredBet storage bet = _ledger[epoch][user];
        if (round.startTimestamp == 0 || block.timestamp <= round.closeTimestamp) return 0;
        if (round.oracleCalled) {
            if (!_isWinner(round, bet)) return 0;
            return _shareOf(round, uint256(round.claimedBaseAmount) + bet.amount) - _shareOf(round, round.claimedBaseAmount);
        }
        return _isRefundable(round, bet) ? bet.amount : 0;
    }

    function claimable(uint256 epoch, address user) external view override returns (bool) {
        return _isWinner(_rounds[epoch], _ledger[epoch][user]);
    }

    function refundable(uint256 epoch, address user) external view override returns (bool) {
        StoredRound storage round = _rounds[epoch];
        return block.timestamp > round.closeTimestamp && _isRefundable(round, _ledger[epoch][user]);
    }

    // ─── Internals ────────────────────────────────────────────────────────────────────────────

    function _bet(uint256 epoch, Position position) private {
        require(epoch == currentEpoch, "GhostPrediction: WRONG_EPOCH");
        StoredRound storage round = _rounds[epoch];
        require(
            round.startTimestamp != 0 && block.timestamp >= round.startTimestamp
                && block.timestamp < round.lockTimestamp,
            "GhostPrediction: ROUND_NOT_BETTABLE"
        );
        require(msg.value >= minBetAmount, "GhostPrediction: BET_BELOW_MINIMUM");
        StoredBet storage bet = _ledger[epoch][msg.sender];
        require(bet.amount == 0, "GhostPrediction: ALREADY_BET");
        uint128 amount = msg.value.toUint128();
        if (position == Position.Bull) round.bullAmount += amount;
        else round.bearAmount += amount;
        bet.position = position;
        bet.amount = amount;
    }

    function _startRound(uint256 epoch) private {
        StoredRound storage round = _rounds[epoch];
        uint256 lockAt = block.timestamp + intervalSeconds;
        uint256 closeAt = lockAt + intervalSeconds;
        round.startTimestamp = uint64(block.timestamp);
        round.lockTimestamp = lockAt.toUint64();
        round.closeTimestamp = closeAt.toUint64();
        emit StartRound(epoch, lockAt, closeAt);
    }

    function _lockRound(uint256 epoch, uint80 roundId, int256 price) private {
        // The current round has always started (genesis start or the last execute started it).
        StoredRound storage round = _rounds[epoch];
        require(block.timestamp >= round.lockTimestamp, "GhostPrediction: TOO_EARLY_TO_LOCK");
        require(block.timestamp <= round.lockTimestamp + bufferSeconds, "GhostPrediction: LOCK_BUFFER_PASSED");
        // The round stays live for one interval from when it actually locked.
        uint256 closeAt = block.timestamp + intervalSeconds;
        round.closeTimestamp = closeAt.toUint64();
        round.lockPrice = price.toInt128();
        round.lockOracleId = roundId;
        emit LockRound(epoch, roundId, price, closeAt);
    }

    function _endRound(uint256 epoch, uint80 roundId, int256 price) private {
        // No time checks of its own: the previous round locked in the block the current one
        // started, so its close time is the current round's lock time, which `_lockRound` has
        // just held to the same window.
        StoredRound storage round = _rounds[epoch];
        round.closePrice = price.toInt128();
        round.closeOracleId = roundId;
        round.oracleCalled = true;
        emit EndRound(epoch, roundId, price);
    }

    /// @dev The pot less the fee goes to the winning side; a tie, or a winning side nobody
    ///      bet on, gives the whole pot to the house.
    function _settle(uint256 epoch) private {
        StoredRound storage round = _rounds[epoch];
        uint256 total = uint256(round.bullAmount) + round.bearAmount;
        uint256 base;
        if (round.closePrice > round.lockPrice) base = round.bullAmount;
        else if (round.closePrice < round.lockPrice) base = round.bearAmount;
        uint256 fee;
        uint256 reward;
        if (base == 0) {
            fee = total;
        } else {
            fee = (total * treasuryFee) / BASIS_POINTS;
            reward = total - fee;
        }
        round.rewardBaseCalAmount = uint128(base);
        round.rewardAmount = uint128(reward);
        treasuryAmount += fee;
        emit RewardsCalculated(epoch, base, reward, fee);
    }

    function _readOracle() private returns (uint80 roundId, int256 price) {
        uint256 updatedAt;
        uint80 answeredInRound;
        (roundId, price,, updatedAt, answeredInRound) = oracle.latestRoundData();
        require(price > 0, "GhostPrediction: BAD_ORACLE_ANSWER");
        require(answeredInRound >= roundId, "GhostPrediction: ORACLE_ANSWER_INCOMPLETE");
        require(updatedAt <= block.timestamp && block.timestamp - updatedAt <= oracleUpdateAllowance, "GhostPrediction: ORACLE_STALE");
        require(roundId > oracleLatestRoundId, "GhostPrediction: ORACLE_ROUND_NOT_NEWER");
        oracleLatestRoundId = roundId;
    }

    function _takeWinnings(StoredRound storage round, uint256 betAmount) private returns (uint256) {
        uint256 claimedBefore = round.claimedBaseAmount;
        uint256 claimedAfter = claimedBefore + betAmount;
        round.claimedBaseAmount = claimedAfter.toUint96();
        return _shareOf(round, claimedAfter) - _shareOf(round, claimedBefore);
    }

    function _shareOf(StoredRound storage round, uint256 claimedBase) private view returns (uint256) {
        return (claimedBase * round.rewardAmount) / round.rewardBaseCalAmount;
    }

    function _isWinner(StoredRound storage round, StoredBet storage bet) private view returns (bool) {
        if (!round.oracleCalled || bet.amount == 0 || bet.claimed || round.rewardBaseCalAmount == 0) return false;
        return (round.closePrice > round.lockPrice && bet.position == Position.Bull)
            || (round.closePrice < round.lockPrice && bet.position == Position.Bear);
    }

    /// @dev Canceled: not closed, and its close time plus the buffer has passed (whether it was
    ///      never locked, or locked but never closed).
    function _isRefundable(StoredRound storage round, StoredBet storage bet) private view returns (bool) {
        return !round.oracleCalled && bet.amount != 0 && !bet.claimed
            && block.timestamp > uint256(round.closeTimestamp) + bufferSeconds;
    }

    function _sendBnb(address to, uint256 amount) private {
        (bool ok,) = to.call{value: amount}("");
        require(ok, "GhostPrediction: BNB_TRANSFER_FAILED");
    }
}
