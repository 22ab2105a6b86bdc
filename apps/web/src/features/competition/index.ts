/** The trading battle page: its state, registration, standings, prizes and claim. */

export { CompetitionPage } from './CompetitionPage'
