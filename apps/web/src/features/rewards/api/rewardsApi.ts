/** Moved to the api (the server client); kept for the rewards screens' imports. */
export * from '../../../api/rewards/rewardsApi'
