/** The Rewards query keys live in the api beside their queries; `rewardsKeys.all` is the invalidation root. */
export { type RewardsEndpointKey, rewardsKeys } from '../../../api/rewards/rewardsQueries'
