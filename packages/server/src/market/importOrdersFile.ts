import { getNftContracts, getSeedFilePath } from '@ghost/contracts/manifest'
import { createFileStore } from '@ghost/files'
import { z } from 'zod'
import { createManifestReader } from '../deployment/createManifestReader'
import {
  describeSeedImport,
  importSeedEntries,
  readSeedFile,
  type SeedImportTally,
} from '../deployment/seedFile'
import {
  type SeedFileImport,
  type SeedFileImportParameters,
  startSeedFileImport,
} from '../deployment/startSeedFileImport'
import { NonRetryableError } from '../errors'
import { createRpcClient } from '../rpc/createRpcClient'
import { addressSchema, type MarketContext } from './context'
import { storeLazyOrder } from './storeLazyOrder'
import { type SignedOrderInput, signedOrderSchema, verifyLazyOrder } from './verifyLazyOrder'

/** `deployments/{chainId}.orders.json` as the devnet writes it (devnet's `OpenOrdersFile`). */
const ordersFileSchema = z.object({
  chainId: z.number().int(),
  factory: addressSchema,
  orders: z.array(
    z.object({
      hash: z.string(),
      order: z.object({
        collection: z.string(),
        tokenUID: z.string(),
        uri: z.string(),
        price: z.string(),
        creator: z.string(),
        expiry: z.string(),
        nonce: z.string(),
      }),
      v: z.number(),
      r: z.string(),
      s: z.string(),
    }),
  ),
})

type FileOrder = z.output<typeof ordersFileSchema>['orders'][number]

/** Already stored (`known`): by an earlier import, or orders/create. */
export type ImportOrdersResult = SeedImportTally<{ hash: string }>

/** The file's order in orders/create's shape, so both go through the same schema and checks. */
function asCreateBody(entry: FileOrder): unknown {
  const { order, v, r, s } = entry
  return {
    tokenUID: order.tokenUID,
    creator: order.creator,
    price: order.price,
    data: {
      collection: order.collection,
      uri: order.uri,
      expiry: order.expiry,
      nonce: order.nonce,
    },
    v,
    r,
    s,
  }
}

async function importOne(context: MarketContext, entry: FileOrder): Promise<'imported' | 'known'> {
  const parsed = signedOrderSchema.safeParse(asCreateBody(entry))
  if (!parsed.success) {
    throw new NonRetryableError(`malformed: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  }
  const input: SignedOrderInput = parsed.data
  const verified = await verifyLazyOrder(context, input)
  const { created } = await storeLazyOrder(context, verified)
  return created ? 'imported' : 'known'
}

/**
 * Imports the devnet's signed open orders (see packages/devnet seedLazyOrders) as if each creator
 * had sent it to orders/create: the same checks (but the session), the same rows (the order and,
 * when absent, its token from the metadata file). A refused order is skipped and logged, the
 * others stored; importing again changes nothing. A missing file imports nothing; a file for
 * another chain or factory is refused whole. A node that does not answer throws (retry later).
 */
export async function importOrdersFile(
  context: MarketContext,
  path: string,
  log: (message: string) => void = () => {},
): Promise<ImportOrdersResult> {
  const file = await readSeedFile(path, ordersFileSchema, 'an orders file')
  if (!file) return { imported: 0, known: 0, skipped: [] }
  const contracts = await context.nftContracts()
  if (file.chainId !== context.chainId || file.factory !== contracts?.NFTFactory.toLowerCase()) {
    throw new NonRetryableError(
      `${path} holds orders for factory ${file.factory} on chain ${file.chainId}, not this deployment's`,
    )
  }
  return importSeedEntries({
    entries: file.orders,
    importOne: (entry) => importOne(context, entry),
    nameOf: (entry) => ({ hash: entry.hash }),
    onSkip: ({ hash, reason }) => log(`orders file: skipped order ${hash}: ${reason}`),
  })
}

/**
 * Imports the devnet's orders file (`deployments/{chainId}.orders.json`, beside the manifest) now
 * and whenever it changes (see startSeedFileImport).
 */
export function startOrdersFileImport({
  config,
  db,
  log,
  intervalMs,
}: SeedFileImportParameters): SeedFileImport {
  const context: MarketContext = {
    db,
    chainId: config.chainId,
    rpc: createRpcClient(config),
    files: createFileStore(config.filesDir),
    nftContracts: createManifestReader(config.manifestPath, getNftContracts),
    uploadMaxBytes: config.uploadMaxBytes,
  }
  const path = getSeedFilePath(config.manifestPath, 'orders')
  return startSeedFileImport({
    name: 'orders file',
    path,
    ready: async () => (await context.nftContracts()) !== undefined,
    importFile: async () =>
      describeSeedImport(await importOrdersFile(context, path, (message) => log(message, 'warn'))),
    log,
    intervalMs,
  })
}
