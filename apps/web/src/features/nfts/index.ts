/** What other features use of the NFT market: its trade modal and BNB amounts. */
export { BnbAmount, TradeModal, useBnbAmountText } from './trade/tradeParts'
