/**
 * The battle's chain reads, in one watched list on the page's block poll: the chain's clock
 * (Multicall.getCurrentBlockTimestamp), the stored competition (phase, live window, claim end,
 * results root, tokens), one winner's amounts per tier, and for the wallet its registered team,
 * whether it claimed, and its profile (registration needs an active one). Then the four prize
 * tokens' symbols and decimals, read from the addresses the chain holds. The chain decides what
 * the page offers; the index only adds the standings and the proof.
 */

import { multicallAbi } from '@ghost/contracts/generated/Multicall'
import type { CompetitionPhase } from '@ghost/sdk'
import { useMemo } from 'react'
import { type Address, erc20Abi, type Hex, zeroAddress } from 'viem'
import {
  readCompetition,
  readCompetitionClaimed,
  readCompetitionTeam,
  readCompetitionTierPrizes,
  readProfile,
  readProfileRegistered,
} from '../../../chain/actions/competition'
import { useChainNow } from '../../../chain/clock/chainNow'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { type ProfileRead, phaseOf } from '../rules/competitionRules'

export type PrizeToken = {
  address: Address
  /** undefined while read; the short address stands in for a token without one. */
  symbol: string | undefined
  decimals: number | undefined
}

export type CompetitionChainState = {
  /** The stored competition; undefined until read (or when the chain does not know it). */
  competition:
    | {
        phase: CompetitionPhase
        tokens: readonly [Address, Address, Address, Address]
        liveStart: bigint
        liveEnd: bigint
        claimEnd: bigint
        root: Hex
        registrantCount: number
      }
    | undefined
  /** One winner's amounts per tier, CAKE first; undefined until read. */
  tierPrizes: readonly (readonly bigint[])[] | undefined
  /** The wallet's registered team (0 when none); undefined without a wallet or until read. */
  registeredTeam: number | undefined
  claimed: boolean | undefined
  profile: ProfileRead | undefined
  tokens: readonly PrizeToken[] | undefined
  /** The chain's time now; undefined until the first read. */
  now: bigint | undefined
  failed: boolean
}

export function useCompetitionChain({
  contract,
  multicall,
  profile,
  id,
  account,
}: {
  contract: Address
  multicall: Address
  /** The profile contract; undefined in a world without one (then no one can register). */
  profile: Address | undefined
  id: number
  account: Address | undefined
}): CompetitionChainState {
  const calls = useMemo(() => {
    // zero's reads when no wallet: the list keeps one shape, so its answers stay typed
    const user = account ?? zeroAddress
    const competition = { competition: contract, id: BigInt(id) }
    return [
      { address: multicall, abi: multicallAbi, functionName: 'getCurrentBlockTimestamp' },
      readCompetition(competition),
      readCompetitionTierPrizes(competition),
      readCompetitionTeam({ ...competition, user }),
      readCompetitionClaimed({ ...competition, user }),
      readProfileRegistered({ profile: profile ?? zeroAddress, user }),
      // reverts for a wallet without a profile: a failure here is "no profile"
      readProfile({ profile: profile ?? zeroAddress, user }),
    ] as const
  }, [contract, multicall, profile, id, account])
  const { data, error } = useMulticall(calls)
  const [clock, stored, prizes, team, claimedRead, registeredRead, profileRead] = data ?? []
  const blockTimestamp = clock?.status === 'success' ? clock.result : undefined
  const now = useChainNow(blockTimestamp)

  const competition = useMemo(() => {
    if (stored?.status !== 'success') return undefined
    const phase = phaseOf(stored.result.phase)
    if (!phase) return undefined
    const { tokens, liveStart, liveEnd, claimEnd, root, registrantCount } = stored.result
    return { phase, tokens, liveStart, liveEnd, claimEnd, root, registrantCount }
  }, [stored])

  const tokenCalls = useMemo(
    () =>
      competition?.tokens.flatMap(
        (token) =>
          [
            { address: token, abi: erc20Abi, functionName: 'symbol' },
            { address: token, abi: erc20Abi, functionName: 'decimals' },
          ] as const,
      ),
    [competition?.tokens],
  )
  const tokenReads = useMulticall(tokenCalls, { enabled: tokenCalls !== undefined })

  return useMemo((): CompetitionChainState => {
    const tokens = competition?.tokens.map((address, index): PrizeToken => {
      const symbol = tokenReads.data?.[index * 2]
      const decimals = tokenReads.data?.[index * 2 + 1]
      return {
        address,
        symbol: symbol?.status === 'success' ? String(symbol.result) : undefined,
        decimals: decimals?.status === 'success' ? Number(decimals.result) : undefined,
      }
    })
    return {
      competition,
      tierPrizes: prizes?.status === 'success' ? prizes.result : undefined,
      registeredTeam: account && team?.status === 'success' ? Number(team.result) : undefined,
      claimed: account && claimedRead?.status === 'success' ? claimedRead.result : undefined,
      profile: account ? profileOf(profile, registeredRead, profileRead) : undefined,
      tokens,
      now,
      failed: !!error || stored?.status === 'failure',
    }
  }, [
    competition,
    prizes,
    team,
    claimedRead,
    registeredRead,
    profileRead,
    tokenReads.data,
    account,
    profile,
    now,
    error,
    stored,
  ])
}

type Read<Result> = { status: 'success'; result: Result } | { status: 'failure' } | undefined

/** The wallet's profile from its two reads; undefined until they answer. */
function profileOf(
  profile: Address | undefined,
  registeredRead: Read<boolean>,
  profileRead: Read<readonly [bigint, bigint, bigint, Address, bigint, boolean]>,
): ProfileRead | undefined {
  // a world without profiles: no one can register
  if (!profile) return { registered: false, active: false, teamId: 0 }
  if (registeredRead?.status !== 'success') return undefined
  if (!registeredRead.result) return { registered: false, active: false, teamId: 0 }
  if (profileRead?.status !== 'success') return undefined
  const [, , teamId, , , isActive] = profileRead.result
  return { registered: true, active: isActive, teamId: Number(teamId) }
}
