/** The swap page (the trade form, its confirmation, the price chart). */
export { SwapPage } from './SwapPage'
