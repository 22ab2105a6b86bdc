/** Typed calls of a GhostCollection: transfer, approve one token, and the owner's mint. */
import { ghostCollectionAbi } from '@ghost/contracts'
import { type Address, parseEventLogs, type TransactionReceipt } from 'viem'

export function transferNft({
  collection,
  from,
  to,
  tokenId,
}: {
  collection: Address
  from: Address
  to: Address
  tokenId: bigint
}) {
  return {
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'safeTransferFrom',
    args: [from, to, tokenId],
  } as const
}

/** Lets `spender` (the market, the profile contract) move one token. */
export function approveNft({
  collection,
  spender,
  tokenId,
}: {
  collection: Address
  spender: Address
  tokenId: bigint
}) {
  return {
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'approve',
    args: [spender, tokenId],
  } as const
}

/** The collection owner's mint of a token whose metadata is `uri` (`ipfs://{cid}`). */
export function mintNft({
  collection,
  to,
  uri,
}: {
  collection: Address
  to: Address
  uri: string
}) {
  return {
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'mint',
    args: [to, uri],
  } as const
}

/** The id of the token a mined `mint` made, from its TokenMinted. */
export function getMintedTokenId(receipt: TransactionReceipt): bigint {
  const [minted] = parseEventLogs({
    abi: ghostCollectionAbi,
    eventName: 'TokenMinted',
    logs: receipt.logs,
  })
  if (!minted) throw new Error(`Transaction ${receipt.transactionHash} minted no token`)
  return minted.args.tokenId
}
