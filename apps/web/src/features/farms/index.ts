/** What other features use of Farms: the farms' chain data, with their LP reward APRs. */
export { useFarmsData } from './data/useFarmsData'
export { useFarmsWithLpRewards } from './data/useFarmsWithLpRewards'
