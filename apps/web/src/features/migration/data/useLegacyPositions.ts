/**
 * The wallet's legacy LP positions, from the chain through the page's multicall per block, in
 * steps that each need the one before: the legacy factory's pair count, the legacy farm's pool
 * count and both factories' `feeTo`; every legacy pair's address and every legacy farm pool with
 * the wallet's stake; each legacy pair's tokens, reserves, supply, `kLast` and the wallet's LP;
 * Ghost's pair of the same tokens (`getPair`); and that pair's reserves, supply, `kLast` and the
 * wallet's Ghost LP. A pair whose reads fail is left out rather than shown with made-up figures.
 */
import { useMemo, useState } from 'react'
import { type Address, isAddressEqual, zeroAddress } from 'viem'
import {
  readChefPool,
  readChefPoolLength,
  readChefStake,
  readFactoryFeeTo,
  readFactoryPair,
  readFactoryPairAt,
  readFactoryPairCount,
  readPairBalance,
  readPairValue,
} from '../../../chain/actions/migration'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import type { LegacyPosition, MigrationContracts, PairFigures } from '../rules/migrationRules'

/**
 * The most legacy pairs (and legacy farm pools) read: a real older exchange has thousands, far
 * more than a page can read per block; the local world's legacy factory has two.
 */
export const MAX_LEGACY_PAIRS = 200n

export type LegacyPositionsState = {
  /** Every legacy pair read, with the wallet's figures; undefined until all steps are read. */
  positions: LegacyPosition[] | undefined
  /** The protocol fee is on at the legacy factory / at Ghost's (a burn or mint takes it first). */
  legacyFeeOn: boolean
  ghostFeeOn: boolean
  /** The legacy factory has more pairs than are read. */
  truncated: boolean
  failed: boolean
}

const capped = (count: bigint) => (count > MAX_LEGACY_PAIRS ? MAX_LEGACY_PAIRS : count)

export function useLegacyPositions(
  contracts: MigrationContracts,
  account: Address | undefined,
): LegacyPositionsState {
  const { legacyFactory, legacyMasterChef, factory } = contracts
  const user = account ?? zeroAddress

  const headCalls = useMemo(
    () =>
      [
        readFactoryPairCount({ factory: legacyFactory }),
        readChefPoolLength({ masterChef: legacyMasterChef }),
        readFactoryFeeTo({ factory: legacyFactory }),
        readFactoryFeeTo({ factory }),
      ] as const,
    [legacyFactory, legacyMasterChef, factory],
  )
  const head = useMulticall(headCalls)
  const [pairCountRead, poolCountRead, legacyFeeToRead, feeToRead] = head.data ?? []
  const pairCount = pairCountRead?.status === 'success' ? pairCountRead.result : undefined
  const poolCount = poolCountRead?.status === 'success' ? poolCountRead.result : undefined

  // step 2: the legacy pairs' addresses, and the legacy farm's pools with the wallet's stake
  const pairAtCalls = useMemo(
    () =>
      pairCount === undefined
        ? undefined
        : Array.from({ length: Number(capped(pairCount)) }, (_, index) =>
            readFactoryPairAt({ factory: legacyFactory, index: BigInt(index) }),
          ),
    [pairCount, legacyFactory],
  )
  const poolCalls = useMemo(
    () =>
      poolCount === undefined
        ? undefined
        : Array.from({ length: Number(capped(poolCount)) }, (_, index) =>
            readChefPool({ masterChef: legacyMasterChef, pid: BigInt(index) }),
          ),
    [poolCount, legacyMasterChef],
  )
  const stakeCalls = useMemo(
    () =>
      poolCalls?.map((_, index) =>
        readChefStake({ masterChef: legacyMasterChef, pid: BigInt(index), account: user }),
      ),
    [poolCalls, legacyMasterChef, user],
  )
  const pairList = useMulticall(pairAtCalls, { enabled: !!pairAtCalls?.length })
  const poolList = useMulticall(poolCalls, { enabled: !!poolCalls?.length })
  const stakeList = useMulticall(stakeCalls, { enabled: !!stakeCalls?.length })

  const pairs = useMemo(
    () => answered(pairAtCalls, pairList.data)?.flatMap((read) => (read ? [read] : [])),
    [pairAtCalls, pairList.data],
  )

  const stakes = useMemo((): Map<string, { pid: bigint; amount: bigint }> | undefined => {
    const pools = answered(poolCalls, poolList.data)
    const amounts = answered(stakeCalls, stakeList.data)
    if (!pools || !amounts) return undefined
    const stakesByLp = new Map<string, { pid: bigint; amount: bigint }>()
    for (const [pid, pool] of pools.entries()) {
      const stake = amounts[pid]
      if (!pool || !stake) continue
      const [lpToken] = pool
      const [amount] = stake
      stakesByLp.set(lpToken.toLowerCase(), { pid: BigInt(pid), amount })
    }
    return stakesByLp
  }, [poolCalls, poolList.data, stakeCalls, stakeList.data])

  // step 3: each legacy pair's tokens, reserves, supply, kLast and the wallet's LP
  const { reads: legacyReads, failed: legacyFailed } = usePairReads(pairs, user, true)
  const legacy = useMemo(() => {
    if (!pairs || !legacyReads) return undefined
    return pairs.flatMap((pair, index) => {
      const read = legacyReads[index]
      return read?.tokens ? [{ pair, tokens: read.tokens, figures: read.figures }] : []
    })
  }, [pairs, legacyReads])

  // step 4: Ghost's pair of each legacy pair's tokens
  const ghostPairCalls = useMemo(
    () =>
      legacy?.map(({ tokens: [tokenA, tokenB] }) => readFactoryPair({ factory, tokenA, tokenB })),
    [legacy, factory],
  )
  const ghostPairs = useMulticall(ghostPairCalls, { enabled: !!ghostPairCalls?.length })
  const ghostAddresses = useMemo(
    () =>
      answered(ghostPairCalls, ghostPairs.data)?.map((pair) =>
        pair && !isAddressEqual(pair, zeroAddress) ? pair : undefined,
      ),
    [ghostPairCalls, ghostPairs.data],
  )

  // step 5: Ghost's pairs' figures and the wallet's Ghost LP
  const ghostList = useMemo(
    () => ghostAddresses?.flatMap((pair) => (pair ? [pair] : [])),
    [ghostAddresses],
  )
  const { reads: ghostReads, failed: ghostFailed } = usePairReads(ghostList, user, false)

  const positions = useMemo((): LegacyPosition[] | undefined => {
    if (!legacy || !ghostAddresses || !ghostList || !stakes || !ghostReads) return undefined
    return legacy.flatMap(({ pair, tokens: [token0, token1], figures }, index) => {
      if (!figures) return []
      const ghostPair = ghostAddresses[index]
      const ghostFigures = ghostPair && ghostReads[ghostList.indexOf(ghostPair)]?.figures
      return [
        {
          pair,
          token0,
          token1,
          ...figures,
          balance: account ? figures.balance : 0n,
          stake: stakes.get(pair.toLowerCase()),
          ghost: ghostPair && ghostFigures ? { pair: ghostPair, ...ghostFigures } : undefined,
        },
      ]
    })
  }, [legacy, ghostAddresses, ghostList, stakes, ghostReads, account])

  // While a step's calls change (a pair created by a migration, a new pool), its answers are
  // read again from nothing: the positions last read stay on screen meanwhile, so the cards (and
  // what they show of a migration just made) do not give way to a loading state.
  const [kept, setKept] = useState<{ account: Address; positions: LegacyPosition[] }>()
  if (positions && kept?.positions !== positions) setKept({ account: user, positions })
  const shown = positions ?? (kept?.account === user ? kept.positions : undefined)

  const feeOn = (read: typeof legacyFeeToRead) =>
    read?.status === 'success' && !isAddressEqual(read.result, zeroAddress)
  return {
    positions: shown,
    legacyFeeOn: feeOn(legacyFeeToRead),
    ghostFeeOn: feeOn(feeToRead),
    truncated: pairCount !== undefined && pairCount > MAX_LEGACY_PAIRS,
    failed:
      !!head.error ||
      pairCountRead?.status === 'failure' ||
      poolCountRead?.status === 'failure' ||
      !!pairList.error ||
      !!poolList.error ||
      !!stakeList.error ||
      !!ghostPairs.error ||
      legacyFailed ||
      ghostFailed,
  }
}

/** The answers, once every call has one (an empty list at once); a failed call is undefined. */
function answered<Result>(
  calls: readonly unknown[] | undefined,
  answers: readonly ({ status: 'success'; result: Result } | { status: 'failure' })[] | undefined,
): (Result | undefined)[] | undefined {
  if (!calls) return undefined
  if (calls.length === 0) return []
  if (!answers || answers.length !== calls.length) return undefined
  return answers.map((read) => (read.status === 'success' ? read.result : undefined))
}

type PairRead = {
  /** token0 and token1; undefined when not read (or not asked). */
  tokens: readonly [Address, Address] | undefined
  /** undefined when any of the figures failed. */
  figures: PairFigures | undefined
}

/**
 * Each pair's reserves, supply, kLast and `account`'s LP (and its tokens with `withTokens`), in
 * lists of one call each so every answer keeps its ABI's type; undefined until all are read.
 */
function usePairReads(
  pairs: readonly Address[] | undefined,
  account: Address,
  withTokens: boolean,
): { reads: PairRead[] | undefined; failed: boolean } {
  const calls = useMemo(
    () =>
      pairs && {
        token0: withTokens ? pairs.map((pair) => readPairValue({ pair, name: 'token0' })) : [],
        token1: withTokens ? pairs.map((pair) => readPairValue({ pair, name: 'token1' })) : [],
        reserves: pairs.map((pair) => readPairValue({ pair, name: 'getReserves' })),
        supply: pairs.map((pair) => readPairValue({ pair, name: 'totalSupply' })),
        kLast: pairs.map((pair) => readPairValue({ pair, name: 'kLast' })),
        balance: pairs.map((pair) => readPairBalance({ pair, account })),
      },
    [pairs, account, withTokens],
  )
  const enabled = !!pairs?.length
  const token0 = useMulticall(calls?.token0, { enabled: enabled && withTokens })
  const token1 = useMulticall(calls?.token1, { enabled: enabled && withTokens })
  const reserves = useMulticall(calls?.reserves, { enabled })
  const supply = useMulticall(calls?.supply, { enabled })
  const kLast = useMulticall(calls?.kLast, { enabled })
  const balance = useMulticall(calls?.balance, { enabled })
  const failed = [token0, token1, reserves, supply, kLast, balance].some((read) => !!read.error)
  const reads = useMemo(() => {
    if (!pairs || !calls) return undefined
    const tokens0 = withTokens ? answered(calls.token0, token0.data) : []
    const tokens1 = withTokens ? answered(calls.token1, token1.data) : []
    const reserveList = answered(calls.reserves, reserves.data)
    const supplies = answered(calls.supply, supply.data)
    const kLasts = answered(calls.kLast, kLast.data)
    const balances = answered(calls.balance, balance.data)
    if (!tokens0 || !tokens1 || !reserveList || !supplies || !kLasts || !balances) return undefined
    return pairs.map((_, index): PairRead => {
      const a = tokens0[index]
      const b = tokens1[index]
      const pairReserves = reserveList[index]
      const totalSupply = supplies[index]
      const last = kLasts[index]
      const held = balances[index]
      return {
        tokens: a && b ? [a, b] : undefined,
        figures:
          pairReserves && totalSupply !== undefined && last !== undefined && held !== undefined
            ? {
                reserve0: pairReserves[0],
                reserve1: pairReserves[1],
                totalSupply,
                kLast: last,
                balance: held,
              }
            : undefined,
      }
    })
  }, [
    pairs,
    calls,
    withTokens,
    token0.data,
    token1.data,
    reserves.data,
    supply.data,
    kLast.data,
    balance.data,
  ])
  return { reads, failed }
}
