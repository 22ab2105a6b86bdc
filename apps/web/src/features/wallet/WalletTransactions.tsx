import { RecentTransactions } from '../transactions'

/** The Transactions tab: the Recent Transactions list of the connected account. */
export function WalletTransactions() {
  return <RecentTransactions />
}
