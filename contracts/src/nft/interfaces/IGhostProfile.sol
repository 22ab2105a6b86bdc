// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice PancakeProfile-like: a profile escrows one NFT of an approved collection as its
///         avatar and belongs to a team; creating, updating and reactivating cost CAKE.
///         Roles: DEFAULT_ADMIN_ROLE (teams, costs, collections, fees), POINT_ROLE (points),
///         SPECIAL_ROLE (change a user's team).
interface IGhostProfile {
    event TeamAdd(uint256 indexed teamId, string teamName, string teamDescription);
    event TeamUpdate(uint256 indexed teamId, string teamName, string teamDescription, bool isJoinable);
    event TeamPointIncrease(uint256 indexed teamId, uint256 numberPoints, uint256 indexed campaignId);
    event UserNew(address indexed userAddress, uint256 indexed teamId, address indexed nftAddress, uint256 tokenId, uint256 userId);
    event UserUpdate(address indexed userAddress, address indexed nftAddress, uint256 tokenId);
    event UserPause(address indexed userAddress, uint256 indexed teamId);
    event UserReactivate(address indexed userAddress, uint256 indexed teamId, address indexed nftAddress, uint256 tokenId);
    event UserChangeTeam(address indexed userAddress, uint256 indexed oldTeamId, uint256 indexed newTeamId);
    event UserPointIncrease(address indexed userAddress, uint256 numberPoints, uint256 indexed campaignId);
    event CollectionApprove(address indexed collection);
    event CollectionRevoke(address indexed collection);
    event CostsUpdate(uint256 numberCakeToReactivate, uint256 numberCakeToRegister, uint256 numberCakeToUpdate);
    event FeeClaim(address indexed to, uint256 amount);

    // --- users
    function createProfile(uint256 teamId, address nftAddress, uint256 tokenId) external;
    /// @notice Swaps the avatar; the old NFT goes back to the user.
    function updateProfile(address nftAddress, uint256 tokenId) external;
    /// @notice Returns the avatar NFT and suspends the profile (no points or team activities).
    function pauseProfile() external;
    function reactivateProfile(address nftAddress, uint256 tokenId) external;

    // --- reads
    function hasRegistered(address user) external view returns (bool);
    function getUserProfile(address user)
        external
        view
        returns (
            uint256 userId,
            uint256 numberPoints,
            uint256 teamId,
            address nftAddress,
            uint256 tokenId,
            bool isActive
        );
    function getTeamProfile(uint256 teamId)
        external
        view
        returns (
            string memory teamName,
            string memory teamDescription,
            uint256 numberUsers,
            uint256 numberPoints,
            bool isJoinable
        );
    function numberTeams() external view returns (uint256);
    function numberActiveProfiles() external view returns (uint256);
    function numberCakeToRegister() external view returns (uint256);
    function numberCakeToUpdate() external view returns (uint256);
    function numberCakeToReactivate() external view returns (uint256);
    function isCollectionApproved(address collection) external view returns (bool);

    // --- admin and roles
    function addTeam(string calldata teamName, string calldata teamDescription) external;
    function updateTeam(uint256 teamId, string calldata teamName, string calldata teamDescription, bool isJoinable)
        external;
    function approveCollection(address collection) external;
    function revokeCollection(address collection) external;
    function updateCosts(uint256 numberCakeToReactivate, uint256 numberCakeToRegister, uint256 numberCakeToUpdate)
        external;
    function claimFee(uint256 amount) external;
    function increaseUserPoints(address user, uint256 numberPoints, uint256 campaignId) external;
    function increaseTeamPoints(uint256 teamId, uint256 numberPoints, uint256 campaignId) external;
    function changeTeam(address user, uint256 teamId) external;
}
