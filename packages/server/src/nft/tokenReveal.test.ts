/**
 * GhostSquad's TokenReveal (issue 16): a sale token minted with the unrevealed URI takes the
 * revealed file's name, image and attributes, as TokenMinted gives a mint; a reveal of a
 * collection the market never registered is not indexed. Handlers run through the real entity
 * store (the squad contracts on a chain are covered by rewards/rewardsChain.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createFileStore } from '@ghost/files'
import { toIpfsUri } from '@ghost/sdk'
import { zeroHash } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import {
  address,
  CHAIN_ID,
  CONTRACTS,
  createHandlerRun,
  rewardsManifest,
} from '../rewards/test/handlerRun'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { createNftModule } from './createNftModule'
import { createFileStoreMetadataReader } from './fileStoreMetadata'

const manifest = rewardsManifest()
const MARKET = CONTRACTS.NFTMarket
const SQUAD = CONTRACTS.GhostSquad
const UNREGISTERED = address(0x77)
const OWNER = address(0x99)

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let database: OpenedDatabase
    let filesDir: string

    beforeAll(async () => {
      handle = await target.start()
      database = await openDatabase({ database: await handle.freshDatabase() })
      await migrateToLatest(database.db)
      filesDir = mkdtempSync(join(tmpdir(), 'ghost-reveal-'))
    })
    afterAll(async () => {
      await database?.close()
      await handle?.stop()
      rmSync(filesDir, { recursive: true, force: true })
    })

    test('the revealed metadata replaces the unrevealed one; owner and UID stay', async () => {
      const files = createFileStore(filesDir)
      const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))
      const hidden = toIpfsUri(
        await files.put(json({ name: 'Unrevealed ghost', image: 'ipfs://x' })),
      )
      const revealed = toIpfsUri(
        await files.put(
          json({
            name: 'Ghost #121',
            description: 'Revealed',
            image: 'ipfs://bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e',
            attributes: [{ trait_type: 'otherId', value: 4 }],
          }),
        ),
      )
      const nft = createNftModule({ manifest, readMetadata: createFileStoreMetadataReader(files) })
      if (!nft) throw new Error('the manifest has the NFT contracts')
      const run = createHandlerRun(database.db, [nft])
      const registered = {
        collection: SQUAD,
        creatorAddress: OWNER,
        whitelistChecker: address(0),
        creatorFee: 0n,
        refererFee: 0n,
      }
      const minted = (collection: typeof SQUAD) => ({
        source: 'NFTCollection',
        eventName: 'TokenMinted',
        address: collection,
        args: { to: OWNER, tokenId: 121n, tokenUID: zeroHash, tokenURI: hidden },
      })
      const reveal = (collection: typeof SQUAD) => ({
        source: 'NFTCollection',
        eventName: 'TokenReveal',
        address: collection,
        args: { tokenId: 121n, tokenURI: revealed },
      })
      await run.block(1n, [
        { source: 'NFTMarket', eventName: 'CollectionNew', address: MARKET, args: registered },
        minted(SQUAD),
        minted(UNREGISTERED),
      ])
      const token = () =>
        database.db
          .selectFrom('nft_token')
          .selectAll()
          .where('chain_id', '=', CHAIN_ID)
          .where('id', '=', `${SQUAD}-121`)
          .executeTakeFirstOrThrow()
      expect(await token()).toMatchObject({ name: 'Unrevealed ghost', metadata_url: hidden })

      await run.block(2n, [reveal(SQUAD), reveal(UNREGISTERED)])
      expect(await token()).toMatchObject({
        owner: OWNER,
        token_uid: null,
        metadata_url: revealed,
        name: 'Ghost #121',
        description: 'Revealed',
        image: 'ipfs://bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e',
        attributes: [{ trait_type: 'otherId', value: 4 }],
        other_id: 4n,
        updated_at: 1_700_000_006n,
      })
      const others = await database.db
        .selectFrom('nft_token')
        .select('id')
        .where('collection', '=', UNREGISTERED)
        .execute()
      expect(others).toEqual([])
    })
  })
}
