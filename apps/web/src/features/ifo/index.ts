/** The IFO pages: the current sale (commit, harvest) and the past sales. */

export { IfoHistoryPage } from './history/IfoHistoryPage'
export { IfoPage } from './IfoPage'
