/** The home page (the wallet card, the wrap form, the protocol's figures and top tokens). */
export { HomePage } from './HomePage'
