import { type Address, type Hex, isAddressEqual, type PublicClient, recoverAddress } from 'viem'
import { RetryableError } from '../errors'

const ERC1271_MAGIC = '0x1626ba7e'

const erc1271Abi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: 'magicValue', type: 'bytes4' }],
  },
] as const

export type VerifyWalletSignatureParameters = {
  /** Reads code and calls ERC-1271 when the signer is a contract (a smart wallet). */
  client: PublicClient
  address: Address
  /** The digest that was signed (EIP-191 or EIP-712 hash). */
  hash: Hex
  /** 65 bytes r‖s‖v. */
  signature: Hex
}

/**
 * Whether `address` signed `hash`. An externally owned account is checked by recovering the
 * signer, with no call to the node; only an address with code is asked through ERC-1271
 * `isValidSignature` (as GhostNFTFactory does on chain). A node that cannot answer is a
 * RetryableError (503), never a silent "valid".
 *
 * @example
 * const ok = await verifyWalletSignature({ client, address, hash: hashMessage(text), signature })
 */
export async function verifyWalletSignature({
  client,
  address,
  hash,
  signature,
}: VerifyWalletSignatureParameters): Promise<boolean> {
  try {
    if (isAddressEqual(await recoverAddress({ hash, signature }), address)) return true
  } catch {
    // not a recoverable ECDSA signature; a contract wallet may still accept it
  }
  let code: Hex | undefined
  try {
    code = await client.getCode({ address })
  } catch (error) {
    throw new RetryableError('The chain node did not answer; try again.', { cause: error })
  }
  if (code === undefined || code === '0x') return false
  try {
    const magic = await client.readContract({
      address,
      abi: erc1271Abi,
      functionName: 'isValidSignature',
      args: [hash, signature],
    })
    return magic === ERC1271_MAGIC
  } catch {
    // a wallet that reverts on the question has not signed
    return false
  }
}
