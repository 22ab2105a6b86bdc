import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { CHAIN_NAMES, SUPPORTED_CHAIN_IDS, type SupportedChainId } from '../chains'
import type { ServerConfig } from '../config'
import { createCheckpointStore } from '../db/checkpointStore'
import type { Database } from '../db/schema'
import { addRoute } from '../http/route'

/** `:chainId` in a `/v1/{chainId}/…` path: one of the supported chains, as a number. */
export const chainIdParam = z
  .enum(
    SUPPORTED_CHAIN_IDS.map((id) => String(id)),
    { error: 'Unsupported chain id' },
  )
  .transform((id) => Number(id) as SupportedChainId)

export type ChainStatusBody = {
  chainId: SupportedChainId
  name: string
  /** Whether this server follows that chain (its CHAIN_ID); other chains have no data here. */
  indexed: boolean
  /** The last block whose events are stored, or null before the indexer's first block. */
  checkpoint: { blockNumber: number; blockHash: string; updatedAt: string } | null
}

export type StatusRouteParameters = {
  config: Pick<ServerConfig, 'chainId'>
  db: Kysely<Database>
}

/** GET /v1/:chainId/status: what this server knows about one chain, for the web app and ops. */
export function addStatusRoute(app: FastifyInstance, { config, db }: StatusRouteParameters): void {
  const checkpoints = createCheckpointStore({ db })
  addRoute(app, {
    method: 'GET',
    url: '/v1/:chainId/status',
    params: z.object({ chainId: chainIdParam }),
    handler: async ({ params }): Promise<ChainStatusBody> => {
      const row = await checkpoints.getCheckpoint({ chainId: params.chainId })
      return {
        chainId: params.chainId,
        name: CHAIN_NAMES[params.chainId],
        indexed: params.chainId === config.chainId,
        checkpoint: row
          ? {
              blockNumber: Number(row.block_number),
              blockHash: row.block_hash,
              updatedAt: row.updated_at.toISOString(),
            }
          : null,
      }
    },
  })
}
