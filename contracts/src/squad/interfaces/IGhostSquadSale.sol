// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The Ghost Squad sale: tickets bought with CAKE (100% burned: sent to the dead
///         address), first in a presale for the holders the snapshot made eligible, then in a
///         public sale capped per wallet; after the sale each ticket is claimed as an (unrevealed)
///         Ghost Squad NFT, whose metadata the owner reveals. An active profile is required to
///         buy tickets. Phases follow the block time.
interface IGhostSquadSale {
    enum Phase {
        /// Before `presaleStart`: the snapshot is taken 12 to 2 hours before it.
        Pending,
        Presale,
        PublicSale,
        /// From `saleEnd`: tickets are claimed; the reveal follows.
        Claim
    }

    /// @notice The owner recorded `user`'s presale allowance from the snapshot at `snapshotBlock`.
    event PresaleTicketsSet(address indexed user, uint256 tickets, uint256 snapshotBlock);
    event TicketsPurchase(address indexed buyer, uint256 count, uint256 cakeBurned, bool presale);
    event TicketsClaim(address indexed user, uint256 count, uint256 firstTokenId);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function MAX_PRESALE() external view returns (uint256);
    function MAX_PER_WALLET_PUBLIC() external view returns (uint256);
    function DEAD() external view returns (address);
    function owner() external view returns (address);
    function squad() external view returns (address);
    function cake() external view returns (address);
    function profile() external view returns (address);
    /// @notice CAKE (wei) per ticket in each sale.
    function presalePrice() external view returns (uint256);
    function publicPrice() external view returns (uint256);
    /// @notice Unix times: the presale runs [presaleStart, publicSaleStart), the public sale
    ///         [publicSaleStart, saleEnd), claims from saleEnd.
    function presaleStart() external view returns (uint256);
    function publicSaleStart() external view returns (uint256);
    function saleEnd() external view returns (uint256);
    function phase() external view returns (Phase);
    /// @notice The block the presale allowances were read at (0 before the snapshot).
    function snapshotBlock() external view returns (uint256);

    /// @notice Presale tickets `user` may still buy.
    function presaleTickets(address user) external view returns (uint256);
    function presaleSold() external view returns (uint256);
    /// @notice Tickets sold in both sales.
    function ticketsSold() external view returns (uint256);
    function ticketsClaimed() external view returns (uint256);
    /// @notice Tickets sold and not claimed yet: while any remain, the squad keeps this sale as
    ///         its minter (GhostSquad.setMinter refuses to move the role).
    function unclaimedTickets() external view returns (uint256);
    function maxTickets() external view returns (uint256);
    function publicBought(address user) external view returns (uint256);
    /// @notice Tickets `user` bought and has not claimed yet.
    function tickets(address user) external view returns (uint256);

    /// @notice Owner only, before the presale: presale allowances from the snapshot.
    function setPresaleTickets(address[] calldata users, uint256[] calldata counts, uint256 snapshotBlock) external;
    /// @notice Buys `count` tickets in the current sale, paying `count * price` CAKE (approved first).
    ///         Only while this sale is the squad's minter ("GhostSquadSale: NOT_SQUAD_MINTER") and
    ///         the squad has a sale place for every unclaimed ticket ("GhostSquadSale: SOLD_OUT").
    function buyTickets(uint256 count) external;
    /// @notice From saleEnd: mints up to `count` of the caller's tickets as Ghost Squad NFTs.
    function claim(uint256 count) external;
    /// @notice By anyone, from saleEnd: mints up to `count` of `user`'s tickets to `user`.
    function claimFor(address user, uint256 count) external;
    function transferOwnership(address newOwner) external;
}
