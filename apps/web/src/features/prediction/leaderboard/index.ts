/** The prediction leaderboard: top players by net BNB, win rate or rounds played. */
export { PredictionLeaderboard } from './PredictionLeaderboard'
