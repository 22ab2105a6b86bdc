// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;

import {IGhostERC20} from "./interfaces/IGhostERC20.sol";

/// @title Ghost LP token
/// @notice ERC20 with EIP-2612 permit, the base of every pair. An allowance of type(uint256).max
///         is never decreased.
abstract contract GhostERC20 is IGhostERC20 {
    string public constant name = "Ghost LPs";
    string public constant symbol = "Ghost-LP";
    uint8 public constant decimals = 18;
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");

    // One slot: mint and burn read the supply anyway, so GhostPair keeps its "kLast may be nonzero"
    // flag beside it and, while the fee switch is off, skips a cold read of kLast (2,100 gas).
    uint248 private supply;
    bool internal kLastMayBeSet;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => uint256) public nonces;

    // Cached so permit reads no storage; recomputed only if the chain id changes (a fork).
    bytes32 private immutable cachedDomainSeparator;
    uint256 private immutable cachedChainId;

    constructor() {
        cachedChainId = block.chainid;
        cachedDomainSeparator = _domainSeparator();
    }

    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return block.chainid == cachedChainId ? cachedDomainSeparator : _domainSeparator();
    }

    function _domainSeparator() private view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256(bytes(name)), keccak256("1"), block.chainid, address(this)));
    }

    function totalSupply() public view returns (uint256) {
        return supply;
    }

    function _mint(address to, uint256 value) internal {
        uint256 newSupply = supply + value; // checked in 256 bits, then kept below the flag
        require(newSupply <= type(uint248).max, "Ghost: OVERFLOW");
        supply = uint248(newSupply);
        unchecked {
            balanceOf[to] += value; // a balance never exceeds totalSupply, which was just checked
        }
        emit Transfer(address(0), to, value);
    }

    function _burn(address from, uint256 value) internal {
        balanceOf[from] -= value;
        unchecked {
            supply -= uint248(value); // supply >= balanceOf[from] >= value, so the cast is exact
        }
        emit Transfer(from, address(0), value);
    }

    function _approve(address owner, address spender, uint256 value) private {
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        balanceOf[from] -= value;
        unchecked {
            balanceOf[to] += value; // the sum of balances is totalSupply, so this cannot overflow
        }
        emit Transfer(from, to, value);
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _transfer(from, to, value);
        return true;
    }

    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(deadline >= block.timestamp, "Ghost: EXPIRED");
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR(),
                keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline))
            )
        );
        address recovered = ecrecover(digest, v, r, s);
        require(recovered != address(0) && recovered == owner, "Ghost: INVALID_SIGNATURE");
        _approve(owner, spender, value);
    }
}
