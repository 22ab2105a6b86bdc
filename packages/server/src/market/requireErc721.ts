import {
  AbiDecodingDataSizeTooSmallError,
  AbiDecodingZeroDataError,
  type Address,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  InvalidBytesBooleanError,
  BaseError as ViemBaseError,
} from 'viem'
import { RetryableError } from '../errors'
import { UnprocessableError } from '../http/httpErrors'
import type { MarketContext } from './context'

export type RequireErc721Parameters = {
  /** The contract, lowercase. */
  collection: string
  /** Completes "Only ERC-721 collections can …", e.g. 'have a page'. */
  action: string
}

/** ERC-165's interface ids: ERC-165 itself, the id no contract may claim, and ERC-721. */
export const ERC165_INTERFACE_ID = '0x01ffc9a7'
export const INVALID_INTERFACE_ID = '0xffffffff'
export const ERC721_INTERFACE_ID = '0x80ac58cd'

const erc165Abi = [
  {
    type: 'function',
    name: 'supportsInterface',
    stateMutability: 'view',
    inputs: [{ name: 'interfaceId', type: 'bytes4' }],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** The contract answered, but not "yes": it reverted, returned nothing, or not a bool. */
function isNoAnswer(error: unknown): boolean {
  return (
    error instanceof ViemBaseError &&
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError ||
        cause instanceof ContractFunctionZeroDataError ||
        cause instanceof AbiDecodingZeroDataError ||
        cause instanceof AbiDecodingDataSizeTooSmallError ||
        cause instanceof InvalidBytesBooleanError,
    ) !== null
  )
}

async function supports(
  context: Pick<MarketContext, 'rpc'>,
  collection: string,
  interfaceId: `0x${string}`,
): Promise<boolean> {
  try {
    return await context.rpc.readContract({
      address: collection as Address,
      abi: erc165Abi,
      functionName: 'supportsInterface',
      args: [interfaceId],
    })
  } catch (error) {
    if (isNoAnswer(error)) return false
    throw new RetryableError('The chain node did not answer; try again.', { cause: error })
  }
}

/**
 * 422 unless the contract says on chain, through ERC-165, that it is an ERC-721: it supports
 * ERC-165 (and not the invalid id 0xffffffff, as OpenZeppelin's ERC165Checker asks) and
 * `supportsInterface(0x80ac58cd)` is true. An ERC-20, an EOA or the market itself is refused,
 * whoever owns it. 503 when the node does not answer.
 *
 * @example
 * await requireErc721(context, { collection: body.address, action: 'have a page' })
 */
export async function requireErc721(
  context: Pick<MarketContext, 'rpc'>,
  { collection, action }: RequireErc721Parameters,
): Promise<void> {
  const [erc165, invalid, erc721] = await Promise.all([
    supports(context, collection, ERC165_INTERFACE_ID),
    supports(context, collection, INVALID_INTERFACE_ID),
    supports(context, collection, ERC721_INTERFACE_ID),
  ])
  if (!erc165 || invalid || !erc721) {
    throw new UnprocessableError(
      `Only ERC-721 collections can ${action}: ${collection} does not report the ERC-721 interface (ERC-165 supportsInterface(${ERC721_INTERFACE_ID})).`,
    )
  }
}
