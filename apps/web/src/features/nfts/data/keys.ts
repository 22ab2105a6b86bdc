/** The NFT query keys live in the api beside their queries; `nftKeys.all` is the invalidation root. */
export { type NftEndpointKey, nftKeys } from '../../../api/nfts/nftKeys'
