import { MarketOverview } from './market/MarketOverview'

/** `/nfts`: the NFT market's overview. */
export function NftOverviewPage() {
  return <MarketOverview />
}
