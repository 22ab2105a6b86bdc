/** The voting pages: the proposals by state and type, one proposal (vote, results, voters, recount), the create form. */

export { CreateProposalPage } from './CreateProposalPage'
export { ProposalPage } from './ProposalPage'
export { VotingPage } from './VotingPage'
