/**
 * TEMPORARY placeholder (15-item) at the path agreed with 15-trade, so the item page builds
 * before branch 15-trade is merged; the lead keeps 15-trade's version at merge.
 */
import type { ApiCollection, ApiOrder, ApiToken } from '@ghost/sdk'
import type { JSX } from 'react'

export type NftTradePanelProps = {
  token: ApiToken
  collection: ApiCollection | null
  order: ApiOrder | null
  onSettled: () => void
}

export function NftTradePanel(_props: NftTradePanelProps): JSX.Element {
  return <div className="nft-trade-panel" />
}
