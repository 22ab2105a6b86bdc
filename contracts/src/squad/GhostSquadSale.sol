// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IGhostProfile} from "../nft/interfaces/IGhostProfile.sol";
import {IGhostSquad} from "./interfaces/IGhostSquad.sol";
import {IGhostSquadSale} from "./interfaces/IGhostSquadSale.sol";

/// @title GhostSquadSale: Ghost Squad tickets for CAKE, then claimed as NFTs (spec §9)
/// @notice Presale [presaleStart, publicSaleStart): each eligible holder buys up to the tickets
///         the snapshot gave them (490 in all). Public sale [publicSaleStart, saleEnd): anyone
///         with an active profile, at most 10 tickets per wallet. From saleEnd each ticket is
///         claimed as one Ghost Squad token. Every CAKE paid goes to the dead address: the mint
///         burns 100% of its price. Every ticket sold can be claimed: tickets are sold only
///         while this sale is the squad's minter (which then cannot move until every ticket is
///         claimed, GhostSquad.setMinter) and never beyond the squad's sale places left
///         (MAX_SUPPLY - TEAM_RESERVE, less any a former minter used).
/// @dev The profile's getUserProfile reverts for an unregistered user, so `hasRegistered` is asked
///      first to give the buyer this contract's own reason.
contract GhostSquadSale is IGhostSquadSale, ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint256 public constant MAX_PRESALE = 490;
    uint256 public constant MAX_PER_WALLET_PUBLIC = 10;
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;

    address public owner;
    address public immutable squad;
    address public immutable cake;
    address public immutable profile;
    uint256 public immutable presalePrice;
    uint256 public immutable publicPrice;
    uint256 public immutable presaleStart;
    uint256 public immutable publicSaleStart;
    uint256 public immutable saleEnd;
    uint256 public immutable maxTickets;

    uint256 public snapshotBlock;
    /// @notice Presale tickets granted by the snapshot and not bought yet, over all users.
    uint256 public presaleAllocated;
    uint256 public presaleSold;
    uint256 public ticketsSold;
    uint256 public ticketsClaimed;
    mapping(address user => uint256) public presaleTickets;
    mapping(address user => uint256) public publicBought;
    mapping(address user => uint256) public tickets;

    modifier onlyOwner() {
        require(msg.sender == owner, "GhostSquadSale: NOT_OWNER");
        _;
    }

    constructor(
        address owner_,
        address squad_,
        address cake_,
        address profile_,
        uint256 presalePrice_,
        uint256 publicPrice_,
        uint256 presaleStart_,
        uint256 publicSaleStart_,
        uint256 saleEnd_
    ) {
        require(
            owner_ != address(0) && squad_ != address(0) && cake_ != address(0) && profile_ != address(0),
            "GhostSquadSale: ZERO_ADDRESS"
        );
        require(presalePrice_ != 0 && publicPrice_ != 0, "GhostSquadSale: ZERO_PRICE");
        require(presaleStart_ < publicSaleStart_ && publicSaleStart_ < saleEnd_, "GhostSquadSale: BAD_SCHEDULE");
        owner = owner_;
        squad = squad_;
        cake = cake_;
        profile = profile_;
        presalePrice = presalePrice_;
        publicPrice = publicPrice_;
        presaleStart = presaleStart_;
        publicSaleStart = publicSaleStart_;
        saleEnd = saleEnd_;
        maxTickets = IGhostSquad(squad_).MAX_SUPPLY() - IGhostSquad(squad_).TEAM_RESERVE();
        emit OwnershipTransferred(address(0), owner_);
    }

    function phase() public view returns (Phase) {
        if (block.timestamp < presaleStart) return Phase.Pending;
        if (block.timestamp < publicSaleStart) return Phase.Presale;
        if (block.timestamp < saleEnd) return Phase.PublicSale;
        return Phase.Claim;
    }

    /// @inheritdoc IGhostSquadSale
    /// @dev In batches of the same snapshot; a user listed again gets the new count (so a mistake
    ///      can be corrected before the presale). A different block starts nothing new: the
    ///      allowances are one snapshot's.
    function setPresaleTickets(address[] calldata users, uint256[] calldata counts, uint256 snapshotBlock_)
        external
        onlyOwner
    {
        require(phase() == Phase.Pending, "GhostSquadSale: PRESALE_STARTED");
        require(users.length == counts.length, "GhostSquadSale: LENGTH_MISMATCH");
        require(snapshotBlock_ != 0 && snapshotBlock_ <= block.number, "GhostSquadSale: BAD_SNAPSHOT_BLOCK");
        require(snapshotBlock == 0 || snapshotBlock == snapshotBlock_, "GhostSquadSale: SNAPSHOT_MISMATCH");
        snapshotBlock = snapshotBlock_;
        uint256 allocated = presaleAllocated;
        for (uint256 i; i < users.length; ++i) {
            address user = users[i];
            require(user != address(0), "GhostSquadSale: ZERO_ADDRESS");
            allocated = allocated - presaleTickets[user] + counts[i];
            presaleTickets[user] = counts[i];
            emit PresaleTicketsSet(user, counts[i], snapshotBlock_);
        }
        require(allocated <= MAX_PRESALE, "GhostSquadSale: MAX_PRESALE");
        presaleAllocated = allocated;
    }

    /// @inheritdoc IGhostSquadSale
    function buyTickets(uint256 count) external nonReentrant {
        require(count != 0, "GhostSquadSale: ZERO_COUNT");
        Phase current = phase();
        require(current != Phase.Pending, "GhostSquadSale: SALE_NOT_STARTED");
        require(current != Phase.Claim, "GhostSquadSale: SALE_ENDED");
        _requireActiveProfile(msg.sender);
        // a ticket sold while another contract mints could never be claimed
        require(IGhostSquad(squad).minter() == address(this), "GhostSquadSale: NOT_SQUAD_MINTER");
        // Every unclaimed ticket needs a place. saleMinted counts this sale's claims and whatever
        // a former minter minted, so this also keeps ticketsSold within maxTickets.
        require(
            unclaimedTickets() + count + IGhostSquad(squad).saleMinted() <= maxTickets, "GhostSquadSale: SOLD_OUT"
        );

        bool presale = current == Phase.Presale;
        uint256 price;
        if (presale) {
            require(count <= presaleTickets[msg.sender], "GhostSquadSale: NO_PRESALE_TICKETS");
            // the snapshot's total is capped at MAX_PRESALE, so this cannot fail; kept as the invariant's guard
            require(presaleSold + count <= MAX_PRESALE, "GhostSquadSale: MAX_PRESALE");
            presaleTickets[msg.sender] -= count;
            presaleAllocated -= count;
            presaleSold += count;
            price = presalePrice;
        } else {
            require(publicBought[msg.sender] + count <= MAX_PER_WALLET_PUBLIC, "GhostSquadSale: MAX_PER_WALLET");
            publicBought[msg.sender] += count;
            price = publicPrice;
        }
        ticketsSold += count;
        tickets[msg.sender] += count;
        uint256 cakeBurned = count * price;
        IERC20(cake).safeTransferFrom(msg.sender, DEAD, cakeBurned);
        emit TicketsPurchase(msg.sender, count, cakeBurned, presale);
    }

    /// @inheritdoc IGhostSquadSale
    function unclaimedTickets() public view returns (uint256) {
        return ticketsSold - ticketsClaimed;
    }

    /// @inheritdoc IGhostSquadSale
    function claim(uint256 count) external nonReentrant {
        _claim(msg.sender, count);
    }

    /// @inheritdoc IGhostSquadSale
    /// @dev Anyone may send it: the tokens can only go to the ticket holder, so a ticket left
    ///      unclaimed (a lost key, or on purpose) cannot hold the squad's minter role forever.
    function claimFor(address user, uint256 count) external nonReentrant {
        _claim(user, count);
    }

    function _claim(address user, uint256 count) private {
        require(phase() == Phase.Claim, "GhostSquadSale: CLAIM_NOT_STARTED");
        require(count != 0, "GhostSquadSale: ZERO_COUNT");
        require(count <= tickets[user], "GhostSquadSale: NOT_ENOUGH_TICKETS");
        tickets[user] -= count;
        ticketsClaimed += count;
        uint256 firstTokenId = IGhostSquad(squad).mintFromSale(user, count);
        emit TicketsClaim(user, count, firstTokenId);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "GhostSquadSale: ZERO_ADDRESS");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function _requireActiveProfile(address user) private view {
        IGhostProfile profile_ = IGhostProfile(profile);
        require(profile_.hasRegistered(user), "GhostSquadSale: NO_PROFILE");
        (,,,,, bool isActive) = profile_.getUserProfile(user);
        require(isActive, "GhostSquadSale: PROFILE_NOT_ACTIVE");
    }
}
