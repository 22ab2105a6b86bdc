// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ERC165Checker} from "@openzeppelin/contracts/utils/introspection/ERC165Checker.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IGhostProfile} from "./interfaces/IGhostProfile.sol";

/// @title GhostProfile: user profiles with an escrowed NFT avatar, teams and points
/// @notice A profile holds one NFT of an approved collection in escrow here while it is active;
///         pausing returns the NFT and suspends the profile. Registering, changing the avatar and
///         reactivating cost CAKE, which stays here until an admin claims it.
/// @dev Invariants the tests check: an active profile's avatar is owned by this contract and a
///      paused profile has none; a team's `numberUsers` counts its active profiles only, and
///      `numberActiveProfiles` is their sum. NFTs leave with plain `transferFrom` to the user
///      who put them in: no receiver hook runs, so a user's contract cannot re-enter or block
///      its own pause or avatar swap, and the token goes back to where it came from.
contract GhostProfile is IGhostProfile, AccessControl, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    bytes32 public constant POINT_ROLE = keccak256("POINT_ROLE");
    bytes32 public constant SPECIAL_ROLE = keccak256("SPECIAL_ROLE");

    struct Team {
        string teamName;
        string teamDescription;
        uint256 numberUsers;
        uint256 numberPoints;
        bool isJoinable;
    }

    /// @dev First slot packed (createProfile writes two cold slots, not six): a user is
    ///      registered when `userId != 0` and active when it has an avatar (`nftAddress != 0`;
    ///      an approved collection is never the zero address).
    struct User {
        address nftAddress;
        uint64 userId;
        uint32 teamId;
        uint256 tokenId;
        uint256 numberPoints;
    }

    IERC20 public immutable cakeToken;

    uint256 public numberActiveProfiles;
    uint256 public numberCakeToReactivate;
    uint256 public numberCakeToRegister;
    uint256 public numberCakeToUpdate;
    uint256 public numberTeams;
    /// @notice Profiles ever created; the last user id handed out (ids start at 1).
    uint256 public numberUsers;

    mapping(address collection => bool) public isCollectionApproved;
    mapping(uint256 teamId => Team) private _teams;
    mapping(address user => User) private _users;

    constructor(
        address admin,
        address cake,
        uint256 numberCakeToReactivate_,
        uint256 numberCakeToRegister_,
        uint256 numberCakeToUpdate_
    ) {
        require(admin != address(0) && cake != address(0), "GhostProfile: ZERO_ADDRESS");
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        cakeToken = IERC20(cake);
        numberCakeToReactivate = numberCakeToReactivate_;
        numberCakeToRegister = numberCakeToRegister_;
        numberCakeToUpdate = numberCakeToUpdate_;
    }

    // --- users

    function createProfile(uint256 teamId, address nftAddress, uint256 tokenId) external nonReentrant {
        require(!hasRegistered(msg.sender), "GhostProfile: ALREADY_REGISTERED");
        _requireTeam(teamId);
        require(_teams[teamId].isJoinable, "GhostProfile: TEAM_NOT_JOINABLE");
        _requireAvatar(nftAddress, tokenId);

        uint256 userId = ++numberUsers;
        _users[msg.sender] = User({
            nftAddress: nftAddress,
            userId: SafeCast.toUint64(userId),
            teamId: uint32(teamId), // teamId <= numberTeams < 2^32 (addTeam)
            tokenId: tokenId,
            numberPoints: 0
        });
        _teams[teamId].numberUsers++;
        numberActiveProfiles++;

        _collect(numberCakeToRegister);
        IERC721(nftAddress).transferFrom(msg.sender, address(this), tokenId);
        emit UserNew(msg.sender, teamId, nftAddress, tokenId, userId);
    }

    function updateProfile(address nftAddress, uint256 tokenId) external nonReentrant {
        User storage user = _activeUser(msg.sender);
        _requireAvatar(nftAddress, tokenId);

        address oldNft = user.nftAddress;
        uint256 oldTokenId = user.tokenId;
        user.nftAddress = nftAddress;
        user.tokenId = tokenId;

        _collect(numberCakeToUpdate);
        IERC721(nftAddress).transferFrom(msg.sender, address(this), tokenId);
        IERC721(oldNft).transferFrom(address(this), msg.sender, oldTokenId);
        emit UserUpdate(msg.sender, nftAddress, tokenId);
    }

    function pauseProfile() external nonReentrant {
        User storage user = _activeUser(msg.sender);

        address nftAddress = user.nftAddress;
        uint256 tokenId = user.tokenId;
        uint256 teamId = user.teamId;
        user.nftAddress = address(0);
        user.tokenId = 0;
        _teams[teamId].numberUsers--;
        numberActiveProfiles--;

        IERC721(nftAddress).transferFrom(address(this), msg.sender, tokenId);
        emit UserPause(msg.sender, teamId);
    }

    /// @dev The user's team may have closed since: reactivating rejoins it anyway, because the
    ///      user never left it.
    function reactivateProfile(address nftAddress, uint256 tokenId) external nonReentrant {
        require(hasRegistered(msg.sender), "GhostProfile: NOT_REGISTERED");
        User storage user = _users[msg.sender];
        require(user.nftAddress == address(0), "GhostProfile: ALREADY_ACTIVE");
        _requireAvatar(nftAddress, tokenId);

        uint256 teamId = user.teamId;
        user.nftAddress = nftAddress;
        user.tokenId = tokenId;
        _teams[teamId].numberUsers++;
        numberActiveProfiles++;

        _collect(numberCakeToReactivate);
        IERC721(nftAddress).transferFrom(msg.sender, address(this), tokenId);
        emit UserReactivate(msg.sender, teamId, nftAddress, tokenId);
    }

    // --- reads

    function hasRegistered(address user) public view returns (bool) {
        return _users[user].userId != 0;
    }

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
        )
    {
        require(hasRegistered(user), "GhostProfile: NOT_REGISTERED");
        User storage u = _users[user];
        return (u.userId, u.numberPoints, u.teamId, u.nftAddress, u.tokenId, u.nftAddress != address(0));
    }

    function getTeamProfile(uint256 teamId)
        external
        view
        returns (
            string memory teamName,
            string memory teamDescription,
            uint256 numberUsers_,
            uint256 numberPoints,
            bool isJoinable
        )
    {
        _requireTeam(teamId);
        Team storage team = _teams[teamId];
        return (team.teamName, team.teamDescription, team.numberUsers, team.numberPoints, team.isJoinable);
    }

    // --- admin

    function addTeam(string calldata teamName, string calldata teamDescription)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        _requireName(teamName);
        require(numberTeams < type(uint32).max, "GhostProfile: TOO_MANY_TEAMS");
        uint256 teamId = ++numberTeams;
        _teams[teamId] = Team({
            teamName: teamName,
            teamDescription: teamDescription,
            numberUsers: 0,
            numberPoints: 0,
            isJoinable: true
        });
        emit TeamAdd(teamId, teamName, teamDescription);
    }

    function updateTeam(uint256 teamId, string calldata teamName, string calldata teamDescription, bool isJoinable)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        _requireTeam(teamId);
        _requireName(teamName);
        Team storage team = _teams[teamId];
        team.teamName = teamName;
        team.teamDescription = teamDescription;
        team.isJoinable = isJoinable;
        emit TeamUpdate(teamId, teamName, teamDescription, isJoinable);
    }

    /// @dev Revoking does not touch existing avatars: they stay until their users change them.
    function approveCollection(address collection) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(!isCollectionApproved[collection], "GhostProfile: ALREADY_APPROVED");
        require(
            ERC165Checker.supportsInterface(collection, type(IERC721).interfaceId), "GhostProfile: NOT_ERC721"
        );
        isCollectionApproved[collection] = true;
        emit CollectionApprove(collection);
    }

    function revokeCollection(address collection) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(isCollectionApproved[collection], "GhostProfile: NOT_APPROVED");
        isCollectionApproved[collection] = false;
        emit CollectionRevoke(collection);
    }

    function updateCosts(uint256 numberCakeToReactivate_, uint256 numberCakeToRegister_, uint256 numberCakeToUpdate_)
        external
        onlyRole(DEFAULT_ADMIN_ROLE)
    {
        numberCakeToReactivate = numberCakeToReactivate_;
        numberCakeToRegister = numberCakeToRegister_;
        numberCakeToUpdate = numberCakeToUpdate_;
        emit CostsUpdate(numberCakeToReactivate_, numberCakeToRegister_, numberCakeToUpdate_);
    }

    /// @notice Sends `amount` of the collected CAKE to the calling admin.
    function claimFee(uint256 amount) external onlyRole(DEFAULT_ADMIN_ROLE) nonReentrant {
        require(amount <= cakeToken.balanceOf(address(this)), "GhostProfile: INSUFFICIENT_BALANCE");
        cakeToken.safeTransfer(msg.sender, amount);
        emit FeeClaim(msg.sender, amount);
    }

    // --- points and special

    /// @dev A paused profile earns nothing (spec §6), so crediting one reverts rather than
    ///      skipping silently: the caller learns it and no event suggests points were given.
    function increaseUserPoints(address user, uint256 numberPoints, uint256 campaignId)
        external
        onlyRole(POINT_ROLE)
    {
        _activeUser(user).numberPoints += numberPoints;
        emit UserPointIncrease(user, numberPoints, campaignId);
    }

    function increaseTeamPoints(uint256 teamId, uint256 numberPoints, uint256 campaignId)
        external
        onlyRole(POINT_ROLE)
    {
        _requireTeam(teamId);
        _teams[teamId].numberPoints += numberPoints;
        emit TeamPointIncrease(teamId, numberPoints, campaignId);
    }

    /// @dev Only an active profile moves (a paused one takes part in no team activity), so team
    ///      counts stay equal to active profiles. The target team need not be joinable: this
    ///      role exists to place users where the public cannot.
    function changeTeam(address user, uint256 teamId) external onlyRole(SPECIAL_ROLE) {
        User storage u = _activeUser(user);
        _requireTeam(teamId);
        uint256 oldTeamId = u.teamId;
        require(oldTeamId != teamId, "GhostProfile: SAME_TEAM");
        u.teamId = uint32(teamId); // a valid team id fits (addTeam)
        _teams[oldTeamId].numberUsers--;
        _teams[teamId].numberUsers++;
        emit UserChangeTeam(user, oldTeamId, teamId);
    }

    // --- internals

    /// @dev Role failures revert with this contract's string, like every other failure here,
    ///      so the sdk maps one kind of error.
    function _checkRole(bytes32 role, address account) internal view override {
        require(hasRole(role, account), "GhostProfile: FORBIDDEN");
    }

    function _activeUser(address user) private view returns (User storage u) {
        require(hasRegistered(user), "GhostProfile: NOT_REGISTERED");
        u = _users[user];
        require(u.nftAddress != address(0), "GhostProfile: NOT_ACTIVE");
    }

    function _requireTeam(uint256 teamId) private view {
        require(teamId != 0 && teamId <= numberTeams, "GhostProfile: INVALID_TEAM");
    }

    function _requireName(string calldata teamName) private pure {
        require(bytes(teamName).length != 0, "GhostProfile: INVALID_NAME");
    }

    /// @dev `ownerOf` reverts for a token that does not exist; that is the same answer: the
    ///      caller does not own it.
    function _requireAvatar(address nftAddress, uint256 tokenId) private view {
        require(isCollectionApproved[nftAddress], "GhostProfile: COLLECTION_NOT_APPROVED");
        address owner;
        try IERC721(nftAddress).ownerOf(tokenId) returns (address tokenOwner) {
            owner = tokenOwner;
        } catch {}
        require(owner == msg.sender, "GhostProfile: NOT_TOKEN_OWNER");
    }

    function _collect(uint256 amount) private {
        if (amount != 0) cakeToken.safeTransferFrom(msg.sender, address(this), amount);
    }
}
