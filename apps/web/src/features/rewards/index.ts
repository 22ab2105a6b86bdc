/** The reward pots page (programmes, harvest, history). */
export { RewardsPage } from './RewardsPage'
