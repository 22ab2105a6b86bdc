/**
 * Typed calls of the initial offering sales: commit CAKE to a sale's pool and harvest a pool after
 * the end, plus the reads the IFO screens ride on their page's multicall: the deployer's list of
 * sales (`getIfos`, with the CAKE and the profile every sale uses), each sale's times, offering
 * token, points and fee tiers, a pool's figures (`viewPool`), a wallet's commit
 * (`viewUserPool`) and what its harvest pays (`viewAllocation`), the fee a pool charges now
 * (`feeBps`), and the profile check a commit needs (GhostIFO commits only for an active profile).
 */
import type { IfoPoolId } from '@ghost/sdk'
import type { Address } from 'viem'

/** An argument-free view of one value, as solc lists it. */
function view<const name extends string, const type extends 'uint256' | 'address'>(
  name: name,
  type: type,
) {
  return {
    inputs: [],
    name,
    outputs: [{ internalType: type, name: '', type }],
    stateMutability: 'view',
    type: 'function',
  } as const
}

/** A write taking only the pool id. */
const pidInput = { internalType: 'uint8', name: 'pid', type: 'uint8' } as const
const userInput = { internalType: 'address', name: 'user', type: 'address' } as const

/**
 * The GhostIFO functions the screens call, as its generated ABI has them (ifo.test.ts checks they
 * stay equal). Not the generated ABI itself: the contracts package's index is part of every
 * route's first load, so an ABI a screen imports from it ships with all routes.
 */
export const ifoScreenAbi = [
  view('campaignId', 'uint256'),
  {
    inputs: [{ internalType: 'uint256', name: 'amount', type: 'uint256' }, pidInput],
    name: 'depositPool',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  view('endTimestamp', 'uint256'),
  {
    inputs: [pidInput],
    name: 'feeBps',
    outputs: [{ internalType: 'uint256', name: '', type: 'uint256' }],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [userInput],
    name: 'hasClaimedPoints',
    outputs: [{ internalType: 'bool', name: '', type: 'bool' }],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [pidInput],
    name: 'harvestPool',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  view('lpToken', 'address'),
  view('numberPoints', 'uint256'),
  view('offeringToken', 'address'),
  view('startTimestamp', 'uint256'),
  view('thresholdPoints', 'uint256'),
  {
    inputs: [userInput, pidInput],
    name: 'viewAllocation',
    outputs: [
      {
        components: [
          { internalType: 'uint256', name: 'offeringAmount', type: 'uint256' },
          { internalType: 'uint256', name: 'refundAmount', type: 'uint256' },
          { internalType: 'uint256', name: 'feeAmount', type: 'uint256' },
        ],
        internalType: 'struct IGhostIFO.Allocation',
        name: 'allocation',
        type: 'tuple',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'viewFeeTiers',
    outputs: [
      {
        components: [
          { internalType: 'uint32', name: 'minMultiple', type: 'uint32' },
          { internalType: 'uint16', name: 'feeBps', type: 'uint16' },
        ],
        internalType: 'struct IGhostIFO.FeeTier[]',
        name: '',
        type: 'tuple[]',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [pidInput],
    name: 'viewPool',
    outputs: [
      {
        components: [
          { internalType: 'uint256', name: 'raisingAmount', type: 'uint256' },
          { internalType: 'uint256', name: 'offeringAmount', type: 'uint256' },
          { internalType: 'uint256', name: 'limitPerUser', type: 'uint256' },
          { internalType: 'bool', name: 'hasFee', type: 'bool' },
          { internalType: 'uint256', name: 'totalAmount', type: 'uint256' },
          { internalType: 'uint256', name: 'harvestedAmount', type: 'uint256' },
          { internalType: 'uint256', name: 'sumFees', type: 'uint256' },
        ],
        internalType: 'struct IGhostIFO.Pool',
        name: '',
        type: 'tuple',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [userInput, pidInput],
    name: 'viewUserPool',
    outputs: [
      {
        components: [
          { internalType: 'uint256', name: 'amount', type: 'uint256' },
          { internalType: 'bool', name: 'claimed', type: 'bool' },
        ],
        internalType: 'struct IGhostIFO.UserPool',
        name: '',
        type: 'tuple',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
] as const

/** The GhostIFODeployer functions the screens read, as its generated ABI has them. */
export const ifoDeployerScreenAbi = [
  {
    inputs: [],
    name: 'getIfos',
    outputs: [{ internalType: 'address[]', name: '', type: 'address[]' }],
    stateMutability: 'view',
    type: 'function',
  },
  view('lpToken', 'address'),
  view('profile', 'address'),
] as const

/**
 * The GhostProfile reads behind a commit's profile check, as its generated ABI has them: GhostIFO
 * takes a commit only from a registered wallet whose profile is active.
 */
export const ifoProfileAbi = [
  {
    inputs: [{ internalType: 'address', name: 'user', type: 'address' }],
    name: 'getUserProfile',
    outputs: [
      { internalType: 'uint256', name: 'userId', type: 'uint256' },
      { internalType: 'uint256', name: 'numberPoints', type: 'uint256' },
      { internalType: 'uint256', name: 'teamId', type: 'uint256' },
      { internalType: 'address', name: 'nftAddress', type: 'address' },
      { internalType: 'uint256', name: 'tokenId', type: 'uint256' },
      { internalType: 'bool', name: 'isActive', type: 'bool' },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [{ internalType: 'address', name: 'user', type: 'address' }],
    name: 'hasRegistered',
    outputs: [{ internalType: 'bool', name: '', type: 'bool' }],
    stateMutability: 'view',
    type: 'function',
  },
] as const

/** Commits `amount` CAKE (wei) to pool `pid` of a live sale; the sale must be allowed the CAKE. */
export function depositIfoPool({
  ifo,
  pid,
  amount,
}: {
  ifo: Address
  pid: IfoPoolId
  amount: bigint
}) {
  return {
    address: ifo,
    abi: ifoScreenAbi,
    functionName: 'depositPool',
    args: [amount, pid],
  } as const
}

/** After the end: the wallet's offering tokens and CAKE refund of pool `pid`, once. */
export function harvestIfoPool({ ifo, pid }: { ifo: Address; pid: IfoPoolId }) {
  return {
    address: ifo,
    abi: ifoScreenAbi,
    functionName: 'harvestPool',
    args: [pid],
  } as const
}

/** Every sale the deployer created, oldest first. */
export function readIfos({ deployer }: { deployer: Address }) {
  return { address: deployer, abi: ifoDeployerScreenAbi, functionName: 'getIfos' } as const
}

/** The CAKE (`lpToken`) or the profile contract every sale of the deployer uses. */
export function readIfoDeployerValue<const name extends 'lpToken' | 'profile'>({
  deployer,
  name,
}: {
  deployer: Address
  name: name
}) {
  return { address: deployer, abi: ifoDeployerScreenAbi, functionName: name } as const
}

type IfoValue =
  | 'startTimestamp'
  | 'endTimestamp'
  | 'offeringToken'
  | 'lpToken'
  | 'campaignId'
  | 'numberPoints'
  | 'thresholdPoints'
  | 'viewFeeTiers'

/** One of a sale's argument-free reads: its times, tokens, points or fee tiers. */
export function readIfoValue<const name extends IfoValue>({
  ifo,
  name,
}: {
  ifo: Address
  name: name
}) {
  return { address: ifo, abi: ifoScreenAbi, functionName: name } as const
}

/** A pool's figures: its target, offering, cap, fee flag, total committed and harvests so far. */
export function readIfoPool({ ifo, pid }: { ifo: Address; pid: IfoPoolId }) {
  return { address: ifo, abi: ifoScreenAbi, functionName: 'viewPool', args: [pid] } as const
}

/** The fee (basis points of the unused CAKE) pool `pid` charges at its current total. */
export function readIfoFeeBps({ ifo, pid }: { ifo: Address; pid: IfoPoolId }) {
  return { address: ifo, abi: ifoScreenAbi, functionName: 'feeBps', args: [pid] } as const
}

/** `user`'s commit to pool `pid` and whether it has harvested it. */
export function readIfoUserPool({
  ifo,
  user,
  pid,
}: {
  ifo: Address
  user: Address
  pid: IfoPoolId
}) {
  return {
    address: ifo,
    abi: ifoScreenAbi,
    functionName: 'viewUserPool',
    args: [user, pid],
  } as const
}

/**
 * What `user`'s harvest of pool `pid` pays at the current totals (the final figure once the sale
 * has ended); zeros once harvested or without a commit.
 */
export function readIfoAllocation({
  ifo,
  user,
  pid,
}: {
  ifo: Address
  user: Address
  pid: IfoPoolId
}) {
  return {
    address: ifo,
    abi: ifoScreenAbi,
    functionName: 'viewAllocation',
    args: [user, pid],
  } as const
}

/** Whether `user` has received the sale's achievement points. */
export function readIfoHasClaimedPoints({ ifo, user }: { ifo: Address; user: Address }) {
  return {
    address: ifo,
    abi: ifoScreenAbi,
    functionName: 'hasClaimedPoints',
    args: [user],
  } as const
}

/** Whether `user` has a profile at all (`getUserProfile` reverts without one). */
export function readIfoHasRegistered({ profile, user }: { profile: Address; user: Address }) {
  return {
    address: profile,
    abi: ifoProfileAbi,
    functionName: 'hasRegistered',
    args: [user],
  } as const
}

/** `user`'s profile: `userId, numberPoints, teamId, nftAddress, tokenId, isActive`. */
export function readIfoUserProfile({ profile, user }: { profile: Address; user: Address }) {
  return {
    address: profile,
    abi: ifoProfileAbi,
    functionName: 'getUserProfile',
    args: [user],
  } as const
}
