// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IWETH} from "../amm/interfaces/IWETH.sol";
import {IGhostMarket} from "../nft/interfaces/IGhostMarket.sol";
import {IGhostNFTFactory} from "../nft/interfaces/IGhostNFTFactory.sol";
import {IGhostPayouts} from "../nft/interfaces/IGhostPayouts.sol";
import {IGhostPot} from "./interfaces/IGhostPot.sol";
import {LevelRewards} from "./LevelRewards.sol";

/// @title GhostPot: the ghostPotFee of every NFT sale shared among Ghost Squad holders by level
/// @notice The fee is credited as this pot's pending revenue where the sale happens: on the market
///         for an ask, on the NFT factory for a lazy order. The pot claims from every revenue
///         source: the market, and each factory the market has named (`addMarketFactory`, which
///         anyone may call; the constructor adds the market's factory of the day). `updateGhostPot`
///         claims them all (the BNB arrives through `receive`, which counts it as a deposit), and
///         views count the revenue not yet claimed, so a holder sees their share of a sale at once.
///         A factory outside that list (named before this pot existed, or once the list was full)
///         still credits the pot for its collections' lazy sales: `claimFrom` brings that in.
///         Levels are set by the owner or admin (the admin command keeps them equal to the Ghost
///         Squad NFTs each holder owns).
/// @dev Sources are only ever added: removing one could strand what it still holds for the pot,
///      and a source with nothing pending costs one view call per update. Only the market and the
///      factories it named can be sources (no owner choice), so the trust is the market's own, and
///      MAX_REVENUE_SOURCES bounds the loop. `claimFrom` never adds to the list: anyone may call
///      it, and any contract can answer `market()` with this market, so a source it took would let
///      anyone fill the list or put a contract in every update's loop that later reverts. The
///      views therefore count only the listed sources.
contract GhostPot is IGhostPot, LevelRewards {
    /// @inheritdoc IGhostPot
    uint256 public constant MAX_REVENUE_SOURCES = 8;

    /// @inheritdoc IGhostPot
    address public immutable market;
    /// @inheritdoc IGhostPot
    address public immutable ghostSquad;

    address[] private _revenueSources;
    /// @inheritdoc IGhostPot
    mapping(address source => bool) public isRevenueSource;

    /// @dev The market's factory, if it has one yet, is a source from the start: a factory
    ///      deployed later is added with `addMarketFactory` once the market names it.
    constructor(address owner_, address admin_, IWETH wbnb, address market_, address ghostSquad_)
        LevelRewards("Ghost Pot", owner_, admin_, wbnb)
    {
        if (market_ == address(0) || ghostSquad_ == address(0)) _revert("ZERO_ADDRESS");
        market = market_;
        ghostSquad = ghostSquad_;
        _addRevenueSource(market_);
        address factory = IGhostMarket(market_).factory();
        if (factory != address(0)) _addRevenueSource(factory);
    }

    /// @notice BNB from a source's claim, or from anyone: a deposit. Not guarded against reentry
    ///         on purpose: a source's claim (inside `updateGhostPot`) pays through it.
    receive() external payable {
        if (msg.value > 0) _deposit(msg.sender, msg.value);
    }

    /// @inheritdoc IGhostPot
    function ghostSquadLevel(address user) external view returns (uint256) {
        return _holders[user].level;
    }

    /// @inheritdoc IGhostPot
    function getPendingReward(address user) external view returns (uint256) {
        return _pending(user, unclaimedRevenue());
    }

    /// @inheritdoc IGhostPot
    function revenueSources() external view returns (address[] memory) {
        return _revenueSources;
    }

    /// @inheritdoc IGhostPot
    function unclaimedRevenue() public view returns (uint256 amount) {
        uint256 count = _revenueSources.length;
        for (uint256 i; i < count; ++i) {
            amount += IGhostPayouts(_revenueSources[i]).pendingRevenue(address(this));
        }
    }

    /// @inheritdoc IGhostPot
    /// @dev Anyone may call it: the market, not the caller, chooses the factory, so a lazy sale's
    ///      fee never waits on the owner to be claimable.
    function addMarketFactory() external nonReentrant {
        address factory = IGhostMarket(market).factory();
        if (factory == address(0)) _revert("NO_FACTORY");
        if (isRevenueSource[factory]) _revert("SOURCE_KNOWN");
        _addRevenueSource(factory);
    }

    /// @inheritdoc IGhostPot
    /// @dev Permissionless and outside the capped loop: the pot's revenue on a factory is the
    ///      pot's whoever asks for it. A contract that merely claims this market gains nothing: what
    ///      it sends back is a deposit like any other, and the guard keeps it from re-entering.
    ///      The amount is what arrived, not what the source reported.
    function claimFrom(address source) external nonReentrant {
        if (source != market && !isRevenueSource[source] && !_namesMarket(source)) _revert("NOT_MARKET_SOURCE");
        if (IGhostPayouts(source).pendingRevenue(address(this)) == 0) _revert("NOTHING_TO_CLAIM");
        uint256 balance = address(this).balance;
        IGhostPayouts(source).claimPendingRevenue();
        emit RevenueSourceClaim(source, address(this).balance - balance);
    }

    /// @inheritdoc IGhostPot
    /// @dev Does nothing (rather than revert) with nothing to claim, so a harvest or a level
    ///      change can always call it.
    function updateGhostPot() external nonReentrant {
        _update();
    }

    /// @inheritdoc IGhostPot
    function harvestRewards() external nonReentrant {
        _update();
        _harvest(msg.sender);
    }

    /// @inheritdoc IGhostPot
    /// @dev Claims the sources' revenue first: it was earned at the old levels.
    function setGhostSquadLevel(address user, uint256 level) external onlyOwnerOrAdmin nonReentrant {
        _update();
        _setLevel(user, level);
    }

    /// @dev A source that could not answer `pendingRevenue` would make every update revert, and
    ///      sources stay for good: an account (the market may name any address its factory) or a
    ///      contract without the view is refused here, once, rather than blocking harvests later.
    function _addRevenueSource(address source) private {
        if (_revenueSources.length == MAX_REVENUE_SOURCES) _revert("TOO_MANY_SOURCES");
        if (source.code.length == 0) _revert("NOT_REVENUE_SOURCE");
        try IGhostPayouts(source).pendingRevenue(address(this)) returns (uint256) {}
        catch {
            _revert("NOT_REVENUE_SOURCE");
        }
        _revenueSources.push(source);
        isRevenueSource[source] = true;
        emit RevenueSourceAdd(source);
    }

    /// @dev True when `source` answers `market()` with this pot's market (an NFT factory of the
    ///      market's). A low-level call, because try/catch would still revert on a contract that
    ///      answers with no data; the whole word is compared, so dirty bits are a plain no.
    function _namesMarket(address source) private view returns (bool) {
        if (source.code.length == 0) return false;
        (bool ok, bytes memory data) = source.staticcall(abi.encodeCall(IGhostNFTFactory.market, ()));
        return ok && data.length >= 32 && abi.decode(data, (uint256)) == uint256(uint160(market));
    }

    /// @dev Claims from each source holding revenue for the pot; each claim is a deposit.
    function _update() private {
        uint256 count = _revenueSources.length;
        for (uint256 i; i < count; ++i) {
            IGhostPayouts source = IGhostPayouts(_revenueSources[i]);
            if (source.pendingRevenue(address(this)) > 0) source.claimPendingRevenue();
        }
    }

    function _errorPrefix() internal pure override returns (string memory) {
        return "GhostPot";
    }
}
