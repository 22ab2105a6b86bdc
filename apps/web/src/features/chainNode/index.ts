export { ChainLoading, useChainLoadingText } from './ChainLoading'
export { ChainNodeBanner } from './ChainNodeBanner'
