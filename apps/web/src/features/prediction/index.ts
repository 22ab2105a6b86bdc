/** The prediction page (rounds carousel, set position, chart, history and leaderboard). */
export { PredictionPage } from './PredictionPage'
