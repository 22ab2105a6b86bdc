/** What other features use of the NFT market: its trade modal, prices and BNB amounts. */
export { NftPrice } from './components'
export { BnbAmount, TradeModal, useBnbAmountText } from './trade/tradeParts'
