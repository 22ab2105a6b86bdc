// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {GhostIFO} from "./GhostIFO.sol";

/// @title GhostIFODeployer: creates each offering's sale and lists them all
/// @notice One sale contract per offering, all on the same CAKE and profile, so the index and
///         the screens find every offering from this one address (`NewIFOContract`, `ifoAt`).
///         Only the owner creates; each sale belongs to the `saleOwner` it names.
contract GhostIFODeployer is Ownable {
    address public immutable lpToken;
    address public immutable profile;
    address[] private _ifos;

    /// @notice Carries what the sale's own constructor events said (its times and owner), so an
    ///         index that learns of the sale from this event misses nothing.
    event NewIFOContract(
        address indexed ifo,
        address indexed offeringToken,
        uint256 startTimestamp,
        uint256 endTimestamp,
        address saleOwner
    );

    constructor(address lpToken_, address profile_, address owner_) Ownable(owner_) {
        require(lpToken_ != address(0) && profile_ != address(0), "GhostIFODeployer: ZERO_ADDRESS");
        lpToken = lpToken_;
        profile = profile_;
    }

    function createIFO(address offeringToken, uint256 startTimestamp, uint256 endTimestamp, address saleOwner)
        external
        onlyOwner
        returns (address ifo)
    {
        require(saleOwner != address(0), "GhostIFODeployer: ZERO_ADDRESS");
        ifo = address(new GhostIFO(lpToken, offeringToken, profile, startTimestamp, endTimestamp, saleOwner));
        _ifos.push(ifo);
        emit NewIFOContract(ifo, offeringToken, startTimestamp, endTimestamp, saleOwner);
    }

    function ifoCount() external view returns (uint256) {
        return _ifos.length;
    }

    function ifoAt(uint256 index) external view returns (address) {
        return _ifos[index];
    }

    /// @notice Every sale, oldest first.
    function getIfos() external view returns (address[] memory) {
        return _ifos;
    }
}
