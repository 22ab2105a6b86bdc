/**
 * The one gas rule for every write (spec §7): the sdk's limit from the estimate (+10%), plus the
 * accumulator write of every pair a router or migrator call touches. The swap's candidate choice
 * and the generic sender both call this, so the extra is counted in one place.
 */
import { getGasLimit, getMigratorCallPairCount, getRouterCallPairCount } from '@ghost/sdk'
import { type Address, isAddressEqual } from 'viem'

export type GasLimitCall = {
  address: Address
  functionName: string
  args?: readonly unknown[] | undefined
}

export function getCallGasLimit({
  call,
  estimate,
  router,
  migrator,
}: {
  call: GasLimitCall
  estimate: bigint
  router: Address
  /** The LP migrator, on chains that have one: a migration updates two pairs. */
  migrator?: Address | undefined
}): bigint {
  if (isAddressEqual(call.address, router)) return getRouterCallGasLimit({ call, estimate })
  if (migrator && isAddressEqual(call.address, migrator))
    return getGasLimit({ estimate, pairsTouched: getMigratorCallPairCount(call) })
  return getGasLimit({ estimate, pairsTouched: 0 })
}

/**
 * The same rule for a call known to go to the router (the swap picks among candidates that carry
 * no address yet).
 */
export function getRouterCallGasLimit({
  call,
  estimate,
}: {
  call: Omit<GasLimitCall, 'address'>
  estimate: bigint
}): bigint {
  const pairsTouched = getRouterCallPairCount({ functionName: call.functionName, args: call.args })
  return getGasLimit({ estimate, pairsTouched })
}
