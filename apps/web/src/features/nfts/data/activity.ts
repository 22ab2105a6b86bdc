/** Moved to the api (the server client); kept so the NFT screens' imports stay short. */
export * from '../../../api/nfts/activity'
