// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice Test only: a smart-wallet creator that owns a collection, signs lazy orders through
///         ERC-1271 (its `signer` key signs the digest) and refuses BNB, so the factory must pay
///         it in WBNB. `execute` lets the test act as the wallet (cancel, claim).
contract LazyOrderCreatorWallet is IERC1271 {
    address public immutable signer;

    constructor(address signer_) {
        signer = signer_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && recovered == signer ? this.isValidSignature.selector : bytes4(0);
    }

    function execute(address target, bytes calldata data) external {
        require(msg.sender == signer, "LazyOrderCreatorWallet: FORBIDDEN");
        (bool ok, bytes memory result) = target.call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
    }
}
