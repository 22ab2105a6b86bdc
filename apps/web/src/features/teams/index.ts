/** The teams pages: every profile team as a card, and one team with its members. */

export { TeamPage } from './TeamPage'
export { TeamsPage } from './TeamsPage'
