/** What other features use of the pools: the page, and the stake form's rules farms share. */
export { PoolsPage } from './PoolsPage'
export {
  getAmountForPercent,
  getStakeFormState,
  getStakeMaxAmount,
  STAKE_FORM_ERRORS,
  type StakeFormError,
  type StakeFormState,
  type StakeMode,
} from './rules/getStakeFormState'
