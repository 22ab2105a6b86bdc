/**
 * Chain and database set-up shared by the owner-write tests (collections, templates,
 * introductions): collections made through the factory by a chosen wallet, and upload rows as
 * the upload route writes them (that route is another branch's; its row is all these routes read).
 */
import { ghostCollectionAbi } from '@ghost/contracts'
import type { AnvilClient } from '@ghost/contracts/anvil'
import { computeCid } from '@ghost/sdk'
import type { Kysely } from 'kysely'
import { type Address, parseEventLogs } from 'viem'
import type { Database } from '../../db/schema'
import { send } from '../../nft/test/nftScenario'

/** Mints a token of `collection` (owned by `owner`) to `to`; answers its token id. */
export async function mintToken(
  owner: AnvilClient,
  collection: Address,
  to: Address,
  uri: string,
): Promise<bigint> {
  const receipt = await send(owner, {
    address: collection,
    abi: ghostCollectionAbi,
    functionName: 'mint',
    args: [to, uri],
  })
  const [minted] = parseEventLogs({
    abi: ghostCollectionAbi,
    eventName: 'TokenMinted',
    logs: receipt.logs,
  })
  if (!minted) throw new Error('no TokenMinted')
  return minted.args.tokenId
}

/** A market_upload row for `label`'s bytes, as POST /{product}/upload would store it. */
export async function insertUpload(
  db: Kysely<Database>,
  label: string,
  uploader: string,
): Promise<string> {
  const cid = await computeCid(new TextEncoder().encode(label))
  await db
    .insertInto('market_upload')
    .values({
      cid,
      product: 'collection',
      filetype: 'image/png',
      thumbnail_cid: await computeCid(new TextEncoder().encode(`${label} thumbnail`)),
      width: 64,
      height: 64,
      uploader: uploader.toLowerCase(),
    })
    .execute()
  return cid
}
