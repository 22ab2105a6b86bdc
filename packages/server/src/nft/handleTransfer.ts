import { zeroAddress } from 'viem'
import { defineHandler } from '../indexer/types'
import { nftCollectionAbi } from './abis'
import { LOCATION, loadCollection, loadOrCreateToken, lower } from './entities'
import { type MetadataReader, readTokenMetadata } from './metadata'
import type { NftConfig } from './nftConfig'

/**
 * Who owns a token and where it is (spec §4). Escrow keeps the real owner: a token the market
 * holds still belongs to its seller ('For Sale'), one the profile contract holds to its user
 * ('Profile Pic'). A burn leaves the zero address as owner.
 */
export function createTransferHandler(dependencies: { config: NftConfig }) {
  const { market, profile } = dependencies.config
  return defineHandler({
    source: 'NFTCollection',
    abi: nftCollectionAbi,
    eventName: 'Transfer',
    async handle(event, { store }) {
      // Before the market registers a collection its events are not indexed (docs/decisions.md).
      if (!(await loadCollection(store, event.address))) return
      const token = await loadOrCreateToken(store, event, event.address, event.args.tokenId)
      const to = lower(event.args.to)
      if (to === market) {
        token.owner = lower(event.args.from)
        token.location = LOCATION.forSale
      } else if (to === profile) {
        token.owner = lower(event.args.from)
        token.location = LOCATION.profilePic
      } else {
        token.owner = to
        token.location = LOCATION.inWallet
      }
      token.updated_at = event.timestamp
      store.set('nft_token', token)
    },
  })
}

/** Every mint names its metadata URI; the file behind it gives name, image and attributes. */
export function createTokenMintedHandler(dependencies: { readMetadata?: MetadataReader }) {
  return defineHandler({
    source: 'NFTCollection',
    abi: nftCollectionAbi,
    eventName: 'TokenMinted',
    async handle(event, { store }) {
      if (!(await loadCollection(store, event.address))) return
      const token = await loadOrCreateToken(store, event, event.address, event.args.tokenId)
      const uri = event.args.tokenURI
      const metadata = await readTokenMetadata(dependencies.readMetadata, uri)
      token.metadata_url = uri
      // A direct mint has no off-chain id (zero); a lazily sold token keeps its order's.
      token.token_uid = /^0x0+$/.test(event.args.tokenUID) ? null : event.args.tokenUID
      token.name = metadata.name
      token.description = metadata.description
      token.image = metadata.image
      token.attributes = metadata.attributes
      token.other_id = metadata.otherId
      if (token.owner === zeroAddress) token.owner = lower(event.args.to)
      token.updated_at = event.timestamp
      store.set('nft_token', token)
    },
  })
}

/**
 * A Ghost Squad sale token's final URI (minted with the unrevealed one): the token takes the
 * revealed file's name, image and attributes as a mint would give them. Its UID and owner stay.
 */
export function createTokenRevealHandler(dependencies: { readMetadata?: MetadataReader }) {
  return defineHandler({
    source: 'NFTCollection',
    abi: nftCollectionAbi,
    eventName: 'TokenReveal',
    async handle(event, { store }) {
      if (!(await loadCollection(store, event.address))) return
      const token = await loadOrCreateToken(store, event, event.address, event.args.tokenId)
      const uri = event.args.tokenURI
      const metadata = await readTokenMetadata(dependencies.readMetadata, uri)
      token.metadata_url = uri
      token.name = metadata.name
      token.description = metadata.description
      token.image = metadata.image
      token.attributes = metadata.attributes
      token.other_id = metadata.otherId
      token.updated_at = event.timestamp
      store.set('nft_token', token)
    },
  })
}
