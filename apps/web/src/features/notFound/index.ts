/** The page for a path the app does not know. */
export { NotFoundPage } from './NotFoundPage'
