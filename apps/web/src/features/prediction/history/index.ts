/** The connected wallet's prediction history: its bets, their results, Collect and Reclaim. */
export { PredictionHistory } from './PredictionHistory'
