/** The LP migration page: legacy positions, unstake from the legacy farm, and migrate to Ghost. */
export { MigrationPage } from './MigrationPage'
