/** Spec §9: the wallet warns when the BNB balance is at or below 2 gwei. */
export const LOW_BNB_BALANCE_WEI = 2_000_000_000n

/** True when the balance is known and at or below the threshold (unknown balances never warn). */
export function isLowBnbBalance(balanceWei: bigint | undefined): boolean {
  return balanceWei !== undefined && balanceWei <= LOW_BNB_BALANCE_WEI
}
