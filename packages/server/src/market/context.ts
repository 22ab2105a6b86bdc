import type { ManifestNftContracts } from '@ghost/contracts/manifest'
import type { FileStore } from '@ghost/files'
import type { IndexedTo } from '@ghost/sdk'
import type { Kysely } from 'kysely'
import type { PublicClient } from 'viem'
import { z } from 'zod'
import type { SupportedChainId } from '../chains'
import { createCheckpointStore } from '../db/checkpointStore'
import type { Database } from '../db/schema'
import { NotFoundError } from '../http/httpErrors'
import type { RouteRateLimit } from '../http/route'
import { chainIdParam } from '../routes/status'

/** What every route of the NFT market API works with. */
export type MarketContext = {
  db: Kysely<Database>
  /** The chain this server indexes; `/v1/{other chain}/…` answers 404. */
  chainId: SupportedChainId
  /** Reads the chain for what writes must prove (owners, signatures of contract wallets). */
  rpc: PublicClient
  files: FileStore
  /** The deployment's NFT contracts, or undefined while the manifest is missing or has none. */
  nftContracts(): Promise<ManifestNftContracts | undefined>
  /** Applied to every write (POST, PATCH); undefined: no limit. */
  writeRateLimit?: RouteRateLimit | undefined
  /** Largest image `/{product}/upload` accepts, in bytes (config UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number
}

/** `/v1/:chainId/…`: a supported chain id; use with assertServedChain. */
export const chainParams = z.object({ chainId: chainIdParam })

/** 404 for a supported chain this server does not follow (it has no data for it). */
export function assertServedChain(context: Pick<MarketContext, 'chainId'>, chainId: number): void {
  if (chainId !== context.chainId) {
    throw new NotFoundError(
      `This server follows chain ${context.chainId}; it has no NFT market data for chain ${chainId}.`,
    )
  }
}

/** A 0x address in any case, answered and stored lowercase. */
export const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address (0x and 40 hex digits)')
  .transform((value) => value.toLowerCase())

/** A token id as decimal digits (uint256). */
export const tokenIdSchema = z
  .string()
  // abort: zod 4 runs later checks after a failed one, and BigInt('1x') would throw (a 500).
  .regex(/^\d{1,78}$/, { message: 'must be a token id (decimal digits)', abort: true })
  .refine((value) => BigInt(value) < 2n ** 256n, 'must fit in uint256')
  .transform((value) => BigInt(value).toString())

/** A token UID: bytes32 as 0x and 64 hex digits, answered and stored lowercase. */
export const tokenUidSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a token UID (0x and 64 hex digits)')
  .transform((value) => value.toLowerCase())

/** The block the index has stored up to, said by every answer that carries chain state. */
export async function indexedTo(db: Kysely<Database>, chainId: number): Promise<IndexedTo> {
  const row = await createCheckpointStore({ db }).getCheckpoint({ chainId })
  return row ? { blockNumber: Number(row.block_number), blockHash: row.block_hash } : null
}

/** `/ipfs/{cid}`: where the server serves a stored file. */
export const ipfsPath = (cid: string) => `/ipfs/${cid}`
