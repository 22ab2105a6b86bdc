import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { NonRetryableError } from '../errors'
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

/**
 * The orders file beside the manifest, named as the devnet names it (its `ordersPathOf`):
 * `deployments/1337.json` → `deployments/1337.orders.json`.
 */
export function ordersFilePath(manifestPath: string): string {
  return manifestPath.replace(/(\.json)?$/, '.orders.json')
}

export type ImportOrdersResult = {
  /** Newly stored. */
  imported: number
  /** Already stored (an earlier import, or orders/create). */
  known: number
  /** Refused by a check, each with its reason (logged). */
  skipped: { hash: string; reason: string }[]
}

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
  const result: ImportOrdersResult = { imported: 0, known: 0, skipped: [] }
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  const file = ordersFileSchema.safeParse(json)
  if (!file.success) throw new NonRetryableError(`${path} is not an orders file`)
  const contracts = await context.nftContracts()
  if (
    file.data.chainId !== context.chainId ||
    file.data.factory !== contracts?.NFTFactory.toLowerCase()
  ) {
    throw new NonRetryableError(
      `${path} holds orders for factory ${file.data.factory} on chain ${file.data.chainId}, not this deployment's`,
    )
  }
  for (const entry of file.data.orders) {
    try {
      result[await importOne(context, entry)] += 1
    } catch (error) {
      if (!(error instanceof NonRetryableError)) throw error
      result.skipped.push({ hash: entry.hash, reason: error.message })
      log(`orders file: skipped order ${entry.hash}: ${error.message}`)
    }
  }
  return result
}
