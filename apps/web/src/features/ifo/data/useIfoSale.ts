/**
 * One sale's chain reads for the IFO card, in one watched list on the page's block poll: both
 * pools' figures (`viewPool`) and current fees (`feeBps`), the fee tiers, the achievement's
 * points and threshold, whether the sale holds its offering (GhostIFO takes no commit before),
 * and for the wallet its commit, harvest state and what its harvest pays now (`viewAllocation`)
 * per pool, whether it has the points already, its CAKE and its profile (a commit needs an
 * active one).
 */
import type { IfoAllocation, IfoFeeTier, IfoPoolState } from '@ghost/sdk'
import { useMemo } from 'react'
import { type Address, erc20Abi, zeroAddress } from 'viem'
import {
  readIfoAllocation,
  readIfoFeeBps,
  readIfoHasClaimedPoints,
  readIfoHasRegistered,
  readIfoPool,
  readIfoUserPool,
  readIfoUserProfile,
  readIfoValue,
} from '../../../chain/actions/ifo'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import type { IfoSaleSummary } from '../rules/ifoRules'

export type IfoUserPool = { amount: bigint; claimed: boolean }

export type IfoPoolRead = {
  pool: IfoPoolState
  /** The fee the pool charges at its current total (basis points of the unused CAKE). */
  feeBps: bigint
  /** The wallet's commit; undefined without a wallet. */
  user: IfoUserPool | undefined
  /** What the wallet's harvest pays now; undefined without a wallet. */
  allocation: IfoAllocation | undefined
}

export type IfoProfileRead = {
  registered: boolean
  active: boolean
  points: bigint
}

export type IfoSaleState = {
  /** By pool id; undefined until read. */
  pools: readonly [IfoPoolRead | undefined, IfoPoolRead | undefined]
  feeTiers: IfoFeeTier[] | undefined
  numberPoints: bigint | undefined
  thresholdPoints: bigint | undefined
  hasClaimedPoints: boolean | undefined
  /** The sale holds both pools' offering (commits are refused until it does). */
  funded: boolean | undefined
  /** The wallet's CAKE; undefined without a wallet or before the first answer. */
  cakeBalance: bigint | undefined
  /** The wallet's profile; undefined without a wallet or before the first answer. */
  profile: IfoProfileRead | undefined
  failed: boolean
}

export function useIfoSale({
  sale,
  cake,
  profile,
  account,
}: {
  sale: IfoSaleSummary
  cake: Address
  profile: Address
  account: Address | undefined
}): IfoSaleState {
  const ifo = sale.address
  const contracts = useMemo(() => {
    // zero's commits and balance when no wallet: the list keeps one shape, so its answers stay typed
    const user = account ?? zeroAddress
    return [
      readIfoPool({ ifo, pid: 0 }),
      readIfoPool({ ifo, pid: 1 }),
      readIfoFeeBps({ ifo, pid: 0 }),
      readIfoFeeBps({ ifo, pid: 1 }),
      readIfoValue({ ifo, name: 'viewFeeTiers' }),
      readIfoValue({ ifo, name: 'numberPoints' }),
      readIfoValue({ ifo, name: 'thresholdPoints' }),
      {
        address: sale.offeringToken,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [ifo],
      },
      readIfoUserPool({ ifo, user, pid: 0 }),
      readIfoUserPool({ ifo, user, pid: 1 }),
      readIfoAllocation({ ifo, user, pid: 0 }),
      readIfoAllocation({ ifo, user, pid: 1 }),
      readIfoHasClaimedPoints({ ifo, user }),
      { address: cake, abi: erc20Abi, functionName: 'balanceOf', args: [user] },
      readIfoHasRegistered({ profile, user }),
      // reverts for a wallet without a profile: a failure here is "no profile"
      readIfoUserProfile({ profile, user }),
    ] as const
  }, [ifo, sale.offeringToken, cake, profile, account])
  const { data, error } = useMulticall(contracts)

  return useMemo((): IfoSaleState => {
    const [
      pool0,
      pool1,
      fee0,
      fee1,
      tiersRead,
      pointsRead,
      thresholdRead,
      offeringHeld,
      user0,
      user1,
      allocation0,
      allocation1,
    ] = data ?? []
    const [, , , , , , , , , , , , claimedRead, balanceRead, registeredRead, profileRead] =
      data ?? []
    const poolOf = (
      poolRead: typeof pool0,
      feeRead: typeof fee0,
      userRead: typeof user0,
      allocationRead: typeof allocation0,
    ): IfoPoolRead | undefined =>
      poolRead?.status === 'success' && feeRead?.status === 'success'
        ? {
            pool: { ...poolRead.result },
            feeBps: feeRead.result,
            user:
              account && userRead?.status === 'success'
                ? { amount: userRead.result.amount, claimed: userRead.result.claimed }
                : undefined,
            allocation:
              account && allocationRead?.status === 'success'
                ? { ...allocationRead.result }
                : undefined,
          }
        : undefined
    const pools = [
      poolOf(pool0, fee0, user0, allocation0),
      poolOf(pool1, fee1, user1, allocation1),
    ] as const
    const offering = pools.every((pool) => pool !== undefined)
      ? (pools[0]?.pool.offeringAmount ?? 0n) + (pools[1]?.pool.offeringAmount ?? 0n)
      : undefined
    const registered = registeredRead?.status === 'success' ? registeredRead.result : undefined
    return {
      pools,
      feeTiers:
        tiersRead?.status === 'success'
          ? tiersRead.result.map((tier) => ({
              minMultiple: tier.minMultiple,
              feeBps: tier.feeBps,
            }))
          : undefined,
      numberPoints: pointsRead?.status === 'success' ? pointsRead.result : undefined,
      thresholdPoints: thresholdRead?.status === 'success' ? thresholdRead.result : undefined,
      hasClaimedPoints:
        account && claimedRead?.status === 'success' ? claimedRead.result : undefined,
      funded:
        offeringHeld?.status === 'success' && offering !== undefined
          ? offeringHeld.result >= offering
          : undefined,
      cakeBalance: account && balanceRead?.status === 'success' ? balanceRead.result : undefined,
      profile:
        !account || registered === undefined
          ? undefined
          : registered && profileRead?.status === 'success'
            ? { registered, active: profileRead.result[5], points: profileRead.result[1] }
            : registered && !profileRead
              ? undefined
              : { registered, active: false, points: 0n },
      failed: !!error || pool0?.status === 'failure' || pool1?.status === 'failure',
    }
  }, [data, error, account])
}
