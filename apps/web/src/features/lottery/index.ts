/** The lottery page (current round, Buy Tickets, finished rounds and collecting winnings). */
export { LotteryPage } from './LotteryPage'
