/**
 * The DEX module on its own, without the server around it: the indexer benchmark runs these very
 * handlers inside Ponder to compare the two indexers on the same work.
 */
export { createDexModule } from './dex/createDexModule'
export type { EntityStore } from './indexer/types'
