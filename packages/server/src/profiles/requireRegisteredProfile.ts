import { ghostProfileAbi } from '@ghost/contracts'
import type { ManifestNftContracts } from '@ghost/contracts/manifest'
import type { Address, PublicClient } from 'viem'
import { RetryableError } from '../errors'
import { ForbiddenError } from '../http/httpErrors'

export type RequireRegisteredProfileParameters = {
  /** Reads `hasRegistered` from the profile contract. */
  rpc: PublicClient
  /** The deployment's NFT contracts (the profile among them), or undefined while there are none. */
  nftContracts(): Promise<ManifestNftContracts | undefined>
  chainId: number
  /** The signed-in wallet, lowercase. */
  address: string
}

/** What the wallet is told when it has no profile: the spec's order is profile, then name. */
export const PROFILE_REQUIRED_MESSAGE = 'Register a profile first'

/**
 * 403 unless `address` has registered a profile on the profile contract (`hasRegistered`, true
 * while paused too). Read from the node, not the index: the web app saves the username right
 * after the createProfile receipt, before the index may have the block. 503 when the node does
 * not answer.
 *
 * @example
 * await requireRegisteredProfile({ rpc, nftContracts, chainId: 1337, address: session.address })
 */
export async function requireRegisteredProfile({
  rpc,
  nftContracts,
  chainId,
  address,
}: RequireRegisteredProfileParameters): Promise<void> {
  const contracts = await nftContracts()
  if (!contracts) {
    throw new ForbiddenError(
      `${PROFILE_REQUIRED_MESSAGE}: chain ${chainId} has no profile contract deployed yet, so ${address} cannot have a profile.`,
    )
  }
  let registered: boolean
  try {
    registered = await rpc.readContract({
      address: contracts.Profile,
      abi: ghostProfileAbi,
      functionName: 'hasRegistered',
      args: [address as Address],
    })
  } catch (error) {
    throw new RetryableError('The chain node did not answer; try again.', { cause: error })
  }
  if (!registered) {
    throw new ForbiddenError(
      `${PROFILE_REQUIRED_MESSAGE}: ${address} has no profile on chain ${chainId}; a username belongs to a registered profile.`,
    )
  }
}
