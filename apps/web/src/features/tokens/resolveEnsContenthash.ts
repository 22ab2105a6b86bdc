/**
 * ENS contenthash lookup for list locations like 'tokens.example.eth' (spec §7: a mainnet
 * resolver). Only the mainnet chain (56) has one; elsewhere it fails with 'Could not construct
 * mainnet ENS resolver' (spec §8).
 */
import { ChainId, MainnetEnsResolverError } from '@ghost/sdk'
import { type Address, type Client, type Hex, namehash, zeroAddress } from 'viem'
import { readContract } from 'viem/actions'

/** The ENS registry, at the same address on every chain that has ENS. */
export const ENS_REGISTRY_ADDRESS: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'

const registryAbi = [
  {
    type: 'function',
    name: 'resolver',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

const resolverAbi = [
  {
    type: 'function',
    name: 'contenthash',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ name: '', type: 'bytes' }],
  },
] as const

export type ResolveEnsContenthashParameters = {
  client: Client | undefined
  chainId: number
  ensName: string
}

/**
 * The contenthash bytes (hex) of `ensName`, read from its resolver.
 *
 * @example
 * await resolveEnsContenthash({ client, chainId: 56, ensName: 'tokens.example.eth' }) // '0xe301…'
 */
export async function resolveEnsContenthash({
  client,
  chainId,
  ensName,
}: ResolveEnsContenthashParameters): Promise<Hex> {
  if (chainId !== ChainId.BSC || !client) throw new MainnetEnsResolverError()
  const node = namehash(ensName)
  const resolver = await readContract(client, {
    address: ENS_REGISTRY_ADDRESS,
    abi: registryAbi,
    functionName: 'resolver',
    args: [node],
  })
  if (resolver === zeroAddress) throw new Error(`No resolver for ${ensName}`)
  return readContract(client, {
    address: resolver,
    abi: resolverAbi,
    functionName: 'contenthash',
    args: [node],
  })
}
