/** What other features use of the NFT market: its trade modal, BNB amounts and write flow. */
export { BnbAmount, TradeModal, useBnbAmountText } from './trade/tradeParts'
export { useNftWrite } from './trade/useNftWrite'
