// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.24;
contract GhostPair { uint256 public x; }
