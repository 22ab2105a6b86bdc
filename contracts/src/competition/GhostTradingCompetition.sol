// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {AggregatorV3Interface} from "@chainlink/contracts/src/v0.8/shared/interfaces/AggregatorV3Interface.sol";
import {IGhostProfile} from "../nft/interfaces/IGhostProfile.sol";
import {IGhostTradingCompetition} from "./interfaces/IGhostTradingCompetition.sol";

/// @title GhostTradingCompetition: team trading battles, from registration to prize claims
/// @notice See IGhostTradingCompetition. Who may do what:
///         - a wallet with an active profile registers while a competition is in Registration
///           (spec §6); its team is read from the profile then and kept, so a later team change
///           cannot move its volume to another team mid-battle;
///         - the owner (the operator) creates competitions, funds them, moves them through their
///           phases, publishes the results and sweeps what is left after the claim window or a
///           cancellation;
///         - a winner claims its tier's prize once, with a Merkle proof, before `claimEnd`; the
///           contract gives the tier's points through the profile's POINT_ROLE, which the
///           deployer grants it.
///         The ranking (volume in the live window, team rank from its top 500 traders) is worked
///         out from the index, which sees every swap priced in USD; the chain only checks proofs
///         of the published result. A root and per-tier counts keep publication one transaction
///         however many winners there are, and anyone holding the index can rebuild the tree.
/// @dev Prizes are priced once, at publication, at the feeds' answers: a tier's `usdPrize` is
///      split by value, 3/6 in CAKE and 1/6 in each partner token (spec §9, "3:1:1:1"), each
///      amount rounded down. Publication refuses a result whose prizes times its per-tier
///      counts exceed what was funded, and a tier pays no more claims than its published count,
///      so claims can never take more than the funding and never touch another competition's
///      tokens. Whatever winners leave unclaimed, and any excess funding, goes back through
///      `sweep` once no claim can come any more.
contract GhostTradingCompetition is IGhostTradingCompetition, Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint256 public constant MAX_TIERS = 32;
    uint256 private constant TOKENS = 4;
    /// @dev Shares of a prize's USD value: CAKE 3, each partner 1, of 6.
    uint256 private constant CAKE_WEIGHT = 3;
    uint256 private constant PARTNER_WEIGHT = 1;
    uint256 private constant TOTAL_WEIGHT = 6;
    uint256 private constant USD_UNIT = 1e18;

    /// @dev A tier's settings and its counters in one slot, so a claim reads and writes one.
    struct TierState {
        uint128 usdPrize;
        uint64 points;
        uint32 count;
        uint32 claims;
    }

    struct Entry {
        uint32 teamId;
        bool claimed;
    }

    struct Ledger {
        uint256[4] funded;
        uint256[4] swept;
    }

    IGhostProfile private immutable _profile;

    Competition[] private _competitions;
    mapping(uint256 id => TierState[]) private _tiers;
    mapping(uint256 id => uint256[4][]) private _prizes;
    mapping(uint256 id => Ledger) private _ledgers;
    mapping(uint256 id => mapping(address user => Entry)) private _entries;

    modifier known(uint256 id) {
        require(id < _competitions.length, "GhostTradingCompetition: UNKNOWN_COMPETITION");
        _;
    }

    constructor(address profile_, address owner_) Ownable(owner_) {
        require(profile_ != address(0), "GhostTradingCompetition: ZERO_ADDRESS");
        _profile = IGhostProfile(profile_);
    }

    // ─── Owner ────────────────────────────────────────────────────────────────────────────────

    /// @dev A tier with neither a prize nor points would publish winners who receive nothing.
    function createCompetition(
        address[4] calldata tokens,
        address[4] calldata feeds,
        Tier[] calldata tiers,
        uint64 claimDuration,
        uint64 maxPriceAge,
        uint256 campaignId
    ) external override onlyOwner returns (uint256 id) {
        for (uint256 i; i < TOKENS; ++i) {
            require(tokens[i] != address(0) && feeds[i] != address(0), "GhostTradingCompetition: ZERO_ADDRESS");
            for (uint256 j; j < i; ++j) {
                require(tokens[i] != tokens[j], "GhostTradingCompetition: SAME_TOKEN");
            }
        }
        uint256 tierCount = tiers.length;
        require(tierCount != 0 && tierCount <= MAX_TIERS, "GhostTradingCompetition: BAD_TIER_COUNT");
        require(claimDuration != 0, "GhostTradingCompetition: ZERO_DURATION");
        require(maxPriceAge != 0, "GhostTradingCompetition: ZERO_PRICE_AGE");

        id = _competitions.length;
        Competition storage c = _competitions.push();
        c.tokens = tokens;
        c.feeds = feeds;
        c.claimDuration = claimDuration;
        c.maxPriceAge = maxPriceAge;
        c.campaignId = campaignId;
        TierState[] storage states = _tiers[id];
        for (uint256 t; t < tierCount; ++t) {
            Tier calldata tier = tiers[t];
            require(tier.usdPrize != 0 || tier.points != 0, "GhostTradingCompetition: EMPTY_TIER");
            states.push(TierState(tier.usdPrize, tier.points, 0, 0));
        }
        emit CompetitionCreated(id, tokens, feeds, tiers, claimDuration, maxPriceAge, campaignId);
    }

    /// @dev Credits what arrived, not what was asked: a token that takes a fee on transfer
    ///      must not leave published prizes counted against tokens the contract never got.
    function fund(uint256 id, uint256[4] calldata amounts) external override onlyOwner nonReentrant known(id) {
        Competition storage c = _competitions[id];
        require(c.phase <= Phase.Calculating, "GhostTradingCompetition: WRONG_PHASE");
        require(
            amounts[0] != 0 || amounts[1] != 0 || amounts[2] != 0 || amounts[3] != 0,
            "GhostTradingCompetition: ZERO_AMOUNT"
        );
        Ledger storage ledger = _ledgers[id];
        uint256[4] memory credited;
        for (uint256 i; i < TOKENS; ++i) {
            if (amounts[i] == 0) continue;
            IERC20 token = IERC20(c.tokens[i]);
            uint256 before = token.balanceOf(address(this));
            token.safeTransferFrom(msg.sender, address(this), amounts[i]);
            credited[i] = token.balanceOf(address(this)) - before;
            ledger.funded[i] += credited[i];
        }
        emit Funded(id, credited);
    }

    function startLive(uint256 id) external override onlyOwner known(id) {
        Competition storage c = _competitions[id];
        require(c.phase == Phase.Registration, "GhostTradingCompetition: WRONG_PHASE");
        c.phase = Phase.Live;
        c.liveStart = uint64(block.timestamp);
        emit PhaseChanged(id, Phase.Live, block.timestamp);
    }

    function endLive(uint256 id) external override onlyOwner known(id) {
        Competition storage c = _competitions[id];
        require(c.phase == Phase.Live, "GhostTradingCompetition: WRONG_PHASE");
        c.phase = Phase.Calculating;
        c.liveEnd = uint64(block.timestamp);
        emit PhaseChanged(id, Phase.Calculating, block.timestamp);
    }

    /// @dev The prices are read here and nowhere else: every winner of a tier receives the same
    ///      amounts, and publication can check them against the funding before anyone claims.
    function publishResults(uint256 id, bytes32 root, uint32[] calldata tierCounts)
        external
        override
        onlyOwner
        known(id)
    {
        Competition storage c = _competitions[id];
        require(c.phase == Phase.Calculating, "GhostTradingCompetition: WRONG_PHASE");
        require(root != bytes32(0), "GhostTradingCompetition: ZERO_ROOT");
        TierState[] storage states = _tiers[id];
        uint256 tierCount = states.length;
        require(tierCounts.length == tierCount, "GhostTradingCompetition: LENGTH_MISMATCH");
        uint256 winners;
        for (uint256 t; t < tierCount; ++t) {
            winners += tierCounts[t];
        }
        require(winners <= c.registrantCount, "GhostTradingCompetition: TOO_MANY_WINNERS");

        (uint256[4] memory prices, uint256[4] memory scales) = _readPrices(c);
        uint256[4][] memory amounts = _priceTiers(id, tierCounts, prices, scales);

        c.root = root;
        c.phase = Phase.Claim;
        // a duration too long for the clock's 64 bits means the window never closes
        uint64 claimEnd = uint64(Math.min(block.timestamp + c.claimDuration, type(uint64).max));
        c.claimEnd = claimEnd;
        emit PhaseChanged(id, Phase.Claim, block.timestamp);
        emit ResultsPublished(id, root, tierCounts, prices, claimEnd);
        emit TierPrizes(id, amounts);
    }

    /// @dev Not once results are published: from then on winners are owed their prizes.
    function cancel(uint256 id) external override onlyOwner known(id) {
        Competition storage c = _competitions[id];
        require(c.phase <= Phase.Calculating, "GhostTradingCompetition: WRONG_PHASE");
        c.phase = Phase.Cancelled;
        emit PhaseChanged(id, Phase.Cancelled, block.timestamp);
    }

    function sweep(uint256 id, address to) external override onlyOwner nonReentrant known(id) {
        require(to != address(0), "GhostTradingCompetition: ZERO_ADDRESS");
        Competition storage c = _competitions[id];
        if (c.phase == Phase.Claim) {
            require(block.timestamp >= c.claimEnd, "GhostTradingCompetition: CLAIM_NOT_OVER");
        } else {
            require(c.phase == Phase.Cancelled, "GhostTradingCompetition: WRONG_PHASE");
        }
        uint256[4] memory claimed = _claimedAmounts(id);
        Ledger storage ledger = _ledgers[id];
        uint256[4] memory amounts;
        bool any;
        for (uint256 i; i < TOKENS; ++i) {
            amounts[i] = ledger.funded[i] - claimed[i] - ledger.swept[i];
            if (amounts[i] != 0) {
                any = true;
                ledger.swept[i] += amounts[i];
            }
        }
        require(any, "GhostTradingCompetition: NOTHING_TO_SWEEP");
        for (uint256 i; i < TOKENS; ++i) {
            if (amounts[i] != 0) IERC20(c.tokens[i]).safeTransfer(to, amounts[i]);
        }
        emit Swept(id, to, amounts);
    }

    // ─── Players ──────────────────────────────────────────────────────────────────────────────

    function register(uint256 id) external override known(id) {
        Competition storage c = _competitions[id];
        require(c.phase == Phase.Registration, "GhostTradingCompetition: WRONG_PHASE");
        Entry storage entry = _entries[id][msg.sender];
        require(entry.teamId == 0, "GhostTradingCompetition: ALREADY_REGISTERED");
        // the profile's getter reverts for a wallet without a profile, so ask first
        require(_profile.hasRegistered(msg.sender), "GhostTradingCompetition: PROFILE_NOT_ACTIVE");
        (,, uint256 teamId,,, bool isActive) = _profile.getUserProfile(msg.sender);
        require(isActive, "GhostTradingCompetition: PROFILE_NOT_ACTIVE");
        entry.teamId = SafeCast.toUint32(teamId);
        ++c.registrantCount;
        emit Registered(id, msg.sender, teamId);
    }

    /// @dev The leaf is OpenZeppelin StandardMerkleTree's for ['uint256', 'address', 'uint8']
    ///      values (id, account, tier): hashed twice, so no inner node can pass for a leaf, and
    ///      with the id, so a proof for one competition proves nothing in another.
    function claim(uint256 id, uint8 tier, bytes32[] calldata proof) external override nonReentrant known(id) {
        Competition storage c = _competitions[id];
        require(c.phase == Phase.Claim, "GhostTradingCompetition: WRONG_PHASE");
        require(block.timestamp < c.claimEnd, "GhostTradingCompetition: CLAIM_OVER");
        Entry storage entry = _entries[id][msg.sender];
        require(entry.teamId != 0, "GhostTradingCompetition: NOT_REGISTERED");
        require(!entry.claimed, "GhostTradingCompetition: ALREADY_CLAIMED");
        TierState[] storage states = _tiers[id];
        require(tier < states.length, "GhostTradingCompetition: INVALID_TIER");
        TierState storage state = states[tier];
        require(state.claims < state.count, "GhostTradingCompetition: TIER_FULL");
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(id, msg.sender, tier))));
        require(MerkleProof.verifyCalldata(proof, c.root, leaf), "GhostTradingCompetition: INVALID_PROOF");

        entry.claimed = true;
        ++state.claims;
        uint256[4] memory amounts = _prizes[id][tier];
        for (uint256 i; i < TOKENS; ++i) {
            if (amounts[i] != 0) IERC20(c.tokens[i]).safeTransfer(msg.sender, amounts[i]);
        }
        uint256 points = _givePoints(msg.sender, state.points, c.campaignId);
        emit Claimed(id, msg.sender, tier, amounts, points);
    }

    // ─── Views ────────────────────────────────────────────────────────────────────────────────

    function profile() external view override returns (address) {
        return address(_profile);
    }

    function competitionCount() external view override returns (uint256) {
        return _competitions.length;
    }

    function getCompetition(uint256 id) external view override known(id) returns (Competition memory) {
        return _competitions[id];
    }

    function getTiers(uint256 id) external view override known(id) returns (Tier[] memory tiers) {
        TierState[] storage states = _tiers[id];
        tiers = new Tier[](states.length);
        for (uint256 t; t < states.length; ++t) {
            tiers[t] = Tier(states[t].usdPrize, states[t].points);
        }
    }

    function getTierCounts(uint256 id) external view override known(id) returns (uint32[] memory counts) {
        TierState[] storage states = _tiers[id];
        counts = new uint32[](states.length);
        for (uint256 t; t < states.length; ++t) {
            counts[t] = states[t].count;
        }
    }

    function getTierClaims(uint256 id) external view override known(id) returns (uint32[] memory claims) {
        TierState[] storage states = _tiers[id];
        claims = new uint32[](states.length);
        for (uint256 t; t < states.length; ++t) {
            claims[t] = states[t].claims;
        }
    }

    function getTierPrizes(uint256 id) external view override known(id) returns (uint256[4][] memory amounts) {
        uint256[4][] storage prizes = _prizes[id];
        amounts = new uint256[4][](_tiers[id].length);
        for (uint256 t; t < prizes.length; ++t) {
            amounts[t] = prizes[t];
        }
    }

    function getFunded(uint256 id) external view override known(id) returns (uint256[4] memory) {
        return _ledgers[id].funded;
    }

    function getClaimed(uint256 id) external view override known(id) returns (uint256[4] memory) {
        return _claimedAmounts(id);
    }

    function getSwept(uint256 id) external view override known(id) returns (uint256[4] memory) {
        return _ledgers[id].swept;
    }

    function registeredTeam(uint256 id, address user) external view override known(id) returns (uint256) {
        return _entries[id][user].teamId;
    }

    function hasClaimed(uint256 id, address user) external view override known(id) returns (bool) {
        return _entries[id][user].claimed;
    }

    // ─── Internals ────────────────────────────────────────────────────────────────────────────

    /// @dev Each feed's answer and the factor 10^(feed decimals + token decimals) that turns a
    ///      USD value (18 decimals) divided by that answer into the token's smallest unit.
    function _readPrices(Competition storage c)
        private
        view
        returns (uint256[4] memory prices, uint256[4] memory scales)
    {
        uint256 maxAge = c.maxPriceAge;
        for (uint256 i; i < TOKENS; ++i) {
            AggregatorV3Interface feed = AggregatorV3Interface(c.feeds[i]);
            (, int256 answer,, uint256 updatedAt,) = feed.latestRoundData();
            require(answer > 0, "GhostTradingCompetition: BAD_PRICE");
            // branchless (an answer timed ahead of the block is 0 seconds old), so the gas a
            // wallet estimates in one second still suffices in the next
            uint256 age = block.timestamp - Math.min(updatedAt, block.timestamp);
            require(age <= maxAge, "GhostTradingCompetition: STALE_PRICE");
            prices[i] = uint256(answer);
            scales[i] = 10 ** (uint256(feed.decimals()) + IERC20Metadata(c.tokens[i]).decimals());
        }
    }

    /// @dev Stores each tier's count and one winner's amounts, and refuses the result unless
    ///      every token's funding covers all its winners' prizes.
    function _priceTiers(
        uint256 id,
        uint32[] calldata tierCounts,
        uint256[4] memory prices,
        uint256[4] memory scales
    ) private returns (uint256[4][] memory amounts) {
        TierState[] storage states = _tiers[id];
        uint256[4][] storage prizes = _prizes[id];
        uint256 tierCount = states.length;
        amounts = new uint256[4][](tierCount);
        uint256[4] memory owed;
        for (uint256 t; t < tierCount; ++t) {
            TierState storage state = states[t];
            uint256 count = tierCounts[t];
            state.count = uint32(count);
            for (uint256 i; i < TOKENS; ++i) {
                uint256 weight = i == 0 ? CAKE_WEIGHT : PARTNER_WEIGHT;
                uint256 amount =
                    Math.mulDiv(uint256(state.usdPrize) * weight, scales[i], TOTAL_WEIGHT * USD_UNIT * prices[i]);
                amounts[t][i] = amount;
                owed[i] += amount * count;
            }
            prizes.push(amounts[t]);
        }
        uint256[4] storage funded = _ledgers[id].funded;
        for (uint256 i; i < TOKENS; ++i) {
            require(owed[i] <= funded[i], "GhostTradingCompetition: UNDERFUNDED");
        }
    }

    /// @dev Every claim of a tier pays that tier's amounts, so the totals follow from the claim
    ///      counts; keeping no running totals spares each claim four storage writes.
    function _claimedAmounts(uint256 id) private view returns (uint256[4] memory claimed) {
        TierState[] storage states = _tiers[id];
        uint256[4][] storage prizes = _prizes[id];
        for (uint256 t; t < prizes.length; ++t) {
            uint256 claims = states[t].claims;
            if (claims == 0) continue;
            for (uint256 i; i < TOKENS; ++i) {
                claimed[i] += prizes[t][i] * claims;
            }
        }
    }

    /// @dev Points never stand between a winner and its tokens: a paused profile (which the
    ///      profile refuses points, spec §6) or a lost POINT_ROLE only means no points.
    function _givePoints(address user, uint256 points, uint256 campaignId) private returns (uint256) {
        if (points == 0) return 0;
        try _profile.increaseUserPoints(user, points, campaignId) {
            return points;
        } catch {
            return 0;
        }
    }
}
