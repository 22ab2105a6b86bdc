/**
 * Building blocks of the GhostProfile tests: deploy the profile and a test avatar collection,
 * mint avatars, fund users with CAKE and approvals, typed calldata, and revert reasons that
 * include the token contracts' custom errors.
 */
import {
  type Address,
  BaseError,
  type ContractFunctionName,
  type EncodeFunctionDataParameters,
  encodeFunctionData,
  type Hex,
  keccak256,
  type TransactionReceipt,
  toHex,
} from 'viem'
import {
  ghostProfileAbi,
  ghostProfileBytecode,
  testAvatarNFTAbi,
  testAvatarNFTBytecode,
  testTokenAbi,
} from '../../generated'
import type { AnvilClient } from '../../lib/anvil'
import { revertReason } from '../amm/rpc'
import { approveToken, deployed, E18, mined, transferToken } from '../farms/setup'

/** Distinct costs, so a test can tell which one an operation charged. */
export const COSTS = { reactivate: 2n * E18, register: 4n * E18, update: 1n * E18 } as const
export const STARTING_CAKE = 100n * E18

export const POINT_ROLE = keccak256(toHex('POINT_ROLE'))
export const SPECIAL_ROLE = keccak256(toHex('SPECIAL_ROLE'))

/** Every error the profile calls can revert with: its own strings and the tokens' custom errors. */
export const profileErrorsAbi = [...ghostProfileAbi, ...testTokenAbi, ...testAvatarNFTAbi]

export async function deployAvatarNft(client: AnvilClient, symbol: string): Promise<Address> {
  return deployed(
    client,
    client.deployContract({
      abi: testAvatarNFTAbi,
      bytecode: testAvatarNFTBytecode,
      args: [`${symbol} avatars`, symbol],
    }),
  )
}

export async function mintAvatar(
  client: AnvilClient,
  nft: Address,
  to: Address,
  tokenId: bigint,
): Promise<void> {
  await mined(
    client,
    client.writeContract({
      address: nft,
      abi: testAvatarNFTAbi,
      functionName: 'mint',
      args: [to, tokenId],
    }),
  )
}

export async function ownerOfToken(
  client: AnvilClient,
  nft: Address,
  tokenId: bigint,
): Promise<Address> {
  return client.readContract({
    address: nft,
    abi: testAvatarNFTAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  })
}

export async function deployProfile(
  admin: AnvilClient,
  cake: Address,
  costs: { reactivate: bigint; register: bigint; update: bigint } = COSTS,
): Promise<Address> {
  return deployed(
    admin,
    admin.deployContract({
      abi: ghostProfileAbi,
      bytecode: ghostProfileBytecode,
      args: [admin.account.address, cake, costs.reactivate, costs.register, costs.update],
    }),
  )
}

/** Calldata for a GhostProfile function, typed by the ABI: `profileCall({ functionName, args })`. */
export function profileCall<const name extends ContractFunctionName<typeof ghostProfileAbi>>(
  parameters: Omit<EncodeFunctionDataParameters<typeof ghostProfileAbi, name>, 'abi'>,
): Hex {
  // the spread loses the link between name and args that the parameter type already checked
  const full = { abi: ghostProfileAbi, ...parameters } as EncodeFunctionDataParameters
  return encodeFunctionData(full)
}

/** Sends calldata to `to` as `client` and waits for it to succeed. */
export function send(client: AnvilClient, to: Address, data: Hex): Promise<TransactionReceipt> {
  return mined(client, client.sendTransaction({ to, data }))
}

/** Gives `user` CAKE and lets the profile pull its CAKE and move its avatar tokens. */
export async function fundUser(
  admin: AnvilClient,
  user: AnvilClient,
  cake: Address,
  profile: Address,
  nfts: readonly Address[],
): Promise<void> {
  await transferToken(admin, cake, user.account.address, STARTING_CAKE)
  await approveToken(user, cake, profile)
  for (const nft of nfts) {
    await mined(
      user,
      user.writeContract({
        address: nft,
        abi: testAvatarNFTAbi,
        functionName: 'setApprovalForAll',
        args: [profile, true],
      }),
    )
  }
}

/**
 * The revert of a call that must fail: the `require` string, or `Name(args)` for the tokens'
 * custom errors. Throws if the call succeeds or fails without revert data.
 */
export async function profileRevert(call: Promise<unknown>): Promise<string> {
  try {
    await call
  } catch (error) {
    if (error instanceof BaseError) {
      const withData = error.walk((e) => typeof (e as { data?: unknown }).data === 'string')
      const reason = revertReason((withData as { data?: unknown } | null)?.data, profileErrorsAbi)
      if (reason !== undefined) return reason
    }
    throw error
  }
  throw new Error('call did not revert')
}
