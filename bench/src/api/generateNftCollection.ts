/**
 * A generated NFT collection written straight into the tables, shaped like a finished drop: the
 * collection's on-chain record and page, its tokens with metadata (name, description, image,
 * five traits) and owners, a tenth of them listed, some described through the API (a few of
 * those not minted yet, on open lazy orders). Deterministic, so runs compare.
 */
import type { Database } from '@ghost/server'
import { type InsertObject, type Kysely, sql } from 'kysely'

const CHAIN_ID = 1337
const CHUNK = 250
const E18 = 10n ** 18n
const IMAGE = 'ipfs://bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e'

export type GeneratedCollection = { address: string; tokens: number; described: number }

const hex = (prefix: string, index: number, digits: number) =>
  `0x${prefix}${index.toString(16).padStart(digits - prefix.length, '0')}`

const TRAITS: [string, string[]][] = [
  ['Background', ['Blue', 'Red', 'Green', 'Night', 'Sand', 'Mint']],
  ['Body', ['Ghost', 'Shadow', 'Mist', 'Glow']],
  ['Hat', ['None', 'Cap', 'Top hat', 'Crown', 'Beanie', 'Halo', 'Horns']],
  ['Eyes', ['Round', 'Sleepy', 'Laser', 'Hearts', 'Stars']],
  ['Mouth', ['Smile', 'Grin', 'Open', 'Fangs']],
]

const pick = (values: string[], index: number, salt: number) =>
  values[(index * 7 + salt * 13 + Math.floor(index / 3)) % values.length] as string

async function insertChunked<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: InsertObject<Database, T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK))
      .execute()
  }
}

export async function generateNftCollection(
  db: Kysely<Database>,
  { tokens, unminted }: { tokens: number; unminted: number },
): Promise<GeneratedCollection> {
  const address = hex('c0', 1, 40)
  const creator = hex('cc', 1, 40)
  const createdAt = Math.floor(Date.UTC(2026, 9, 1) / 1000)
  await db
    .insertInto('nft_collection')
    .values({
      chain_id: CHAIN_ID,
      id: address,
      name: 'Bench Ghosts',
      symbol: 'BGH',
      active: true,
      status: 'Open',
      creator_address: creator,
      whitelist_checker: '0x0000000000000000000000000000000000000000',
      owner: creator,
      total_volume_eth: 250n * E18,
      total_trades: 400,
      number_tokens_listed: Math.floor(tokens / 10),
      creator_fee: 300,
      referer_fee: 100,
      created_at: createdAt,
      updated_at: createdAt + 86_400 * 30,
    })
    .execute()
  await db
    .insertInto('market_collection')
    .values({
      chain_id: CHAIN_ID,
      address,
      owner: creator,
      name: 'Bench Ghosts',
      description: 'A thousand ghosts for the bench.',
      avatar: 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e',
    })
    .execute()

  const uid = (index: number) => hex('ab', index, 64)
  const attributes = (index: number) =>
    TRAITS.map(([trait, values], salt) => ({ trait_type: trait, value: pick(values, index, salt) }))
  await insertChunked(
    db,
    'nft_token',
    Array.from({ length: tokens }, (_, index) => {
      const tokenId = index + 1
      const listed = tokenId % 10 === 0
      const owner = hex('0e', tokenId % 150, 40)
      // Every twentieth token was sold lazily: minted with its UID, described through the API.
      const lazy = tokenId % 20 === 0
      return {
        chain_id: CHAIN_ID,
        id: `${address}-${tokenId}`,
        collection: address,
        token_id: BigInt(tokenId),
        owner,
        location: listed ? 'For Sale' : 'In Wallet',
        current_seller: listed ? owner : '0x0000000000000000000000000000000000000000',
        metadata_url: `ipfs://bafkreimeta${tokenId.toString().padStart(6, '0')}`,
        token_uid: lazy ? uid(tokenId) : null,
        name: `Bench Ghost #${tokenId}`,
        description: 'One of a thousand ghosts.',
        image: IMAGE,
        attributes: sql`${JSON.stringify(attributes(tokenId))}::jsonb`,
        other_id: null,
        is_tradable: listed,
        current_ask_price: listed ? (E18 * BigInt(tokenId)) / 100n : 0n,
        latest_traded_price_in_eth: E18 / 10n,
        trade_volume_eth: E18 / 10n,
        total_trades: 1,
        created_at: createdAt + tokenId * 60,
        updated_at: createdAt + tokenId * 90,
      }
    }),
  )

  const lazyIds = Array.from({ length: Math.floor(tokens / 20) }, (_, index) => (index + 1) * 20)
  const notMinted = Array.from({ length: unminted }, (_, index) => tokens + 1000 + index)
  const described = [...lazyIds, ...notMinted]
  await insertChunked(
    db,
    'market_token',
    described.map((index) => ({
      chain_id: CHAIN_ID,
      token_uid: uid(index),
      collection: address,
      token_id: null,
      creator,
      name: `Described Ghost ${index}`,
      description: 'Described through the API.',
      attributes: sql`${JSON.stringify(
        attributes(index).map(({ trait_type, value }) => ({
          traitType: trait_type,
          value,
          displayType: null,
        })),
      )}::jsonb`,
      image_cid: `bafkreiimage${index}`,
      thumbnail_cid: `bafkreithumb${index}`,
      filetype: 'image/png',
      metadata_cid: `bafkreimeta${index}`,
    })),
  )
  await insertChunked(
    db,
    'market_order',
    notMinted.map((index) => ({
      chain_id: CHAIN_ID,
      hash: hex('0d', index, 64),
      token_uid: uid(index),
      collection: address,
      creator,
      price: E18 / 5n,
      uri: `ipfs://bafkreimeta${index}`,
      expiry: 2 ** 40,
      // the collection's ownership epoch: an order of another epoch is superseded, never on sale
      nonce: 0n,
      v: 27,
      r: hex('1', index, 64),
      s: hex('2', index, 64),
      status: 'open',
    })),
  )
  return { address, tokens: tokens + unminted, described: described.length }
}
