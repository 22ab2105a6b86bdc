/**
 * The voting-power strategy (spec §6: CAKE held at a snapshot block, in the wallet, in pools and
 * in LP). A voter's power at block B is, all read from the chain's state at B:
 *
 * - **wallet**: CAKE's `balanceOf(voter)`;
 * - **pools**: CAKE staked in every pool that takes CAKE — SmartChef pools whose `stakedToken`
 *   is CAKE, and MasterChef farms whose LP token is CAKE itself;
 * - **liquidity**: for every pair with CAKE on one side, the voter's LP balance times the pair's
 *   CAKE reserve over the LP supply (rounded down);
 * - **farms**: the same share of the LP the voter has staked in MasterChef farms of those pairs.
 *
 * Each position is rounded down on its own, so the total is the sum of the figures the
 * breakdown shows. Reading old state needs an archive node (docs/decisions.md, "Issue 34").
 */
import type { Address, PublicClient } from 'viem'
import { isMissingContract } from './isMissingContract'
import {
  votingErc20Abi,
  votingFactoryAbi,
  votingMasterChefAbi,
  votingPairAbi,
  votingSmartChefAbi,
} from './votingPowerAbis'

type ReadClient = Pick<PublicClient, 'readContract'>

/** Where CAKE can sit at a snapshot block (`getVotingPowerSources` finds them). */
export type VotingPowerSources = {
  cake: Address
  /** SmartChef-style pools whose staked token is CAKE. */
  pools: readonly Address[]
  /** Pairs with CAKE on one side. */
  pairs: readonly Address[]
  masterChef?: Address | undefined
  /** MasterChef farms whose LP token is CAKE (`lpToken` = `cake`) or one of `pairs`. */
  farms: readonly { pid: number; lpToken: Address }[]
}

export type VotingPower = {
  /** Sum of every figure below (wei of CAKE). */
  total: bigint
  wallet: bigint
  pools: { address: Address; pid?: number; cake: bigint }[]
  liquidity: { pair: Address; lp: bigint; cake: bigint }[]
  farms: { pid: number; pair: Address; lp: bigint; cake: bigint }[]
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

export type GetVotingPowerSourcesParameters = {
  client: ReadClient
  blockNumber: bigint
  cake: Address
  /** Every pair of this factory that exists at the block is looked at. */
  factory: Address
  /** Candidate pools; those not staking CAKE (or not deployed yet) are left out. */
  smartChefs: readonly Address[]
  masterChef?: Address | undefined
}

/**
 * Which pools, pairs and farms can hold CAKE at `blockNumber`, read from the chain at that block
 * (a pair or farm created later cannot have held anything then). One read per pair and farm: an
 * operator with many pairs should pass the candidates from an index instead.
 */
export async function getVotingPowerSources({
  client,
  blockNumber,
  cake,
  factory,
  smartChefs,
  masterChef,
}: GetVotingPowerSourcesParameters): Promise<VotingPowerSources> {
  let pairCount = 0n
  try {
    pairCount = await client.readContract({
      address: factory,
      abi: votingFactoryAbi,
      functionName: 'allPairsLength',
      blockNumber,
    })
  } catch (error) {
    if (!isMissingContract(error)) throw error
  }
  const allPairs = await Promise.all(
    Array.from({ length: Number(pairCount) }, (_, i) =>
      client.readContract({
        address: factory,
        abi: votingFactoryAbi,
        functionName: 'allPairs',
        args: [BigInt(i)],
        blockNumber,
      }),
    ),
  )
  const sides = await Promise.all(
    allPairs.map(async (pair) => {
      const [token0, token1] = await Promise.all([
        client.readContract({
          address: pair,
          abi: votingPairAbi,
          functionName: 'token0',
          blockNumber,
        }),
        client.readContract({
          address: pair,
          abi: votingPairAbi,
          functionName: 'token1',
          blockNumber,
        }),
      ])
      return { pair, holdsCake: same(token0, cake) || same(token1, cake) }
    }),
  )
  const pairs = sides.filter((side) => side.holdsCake).map((side) => side.pair)

  const pools: Address[] = []
  for (const address of smartChefs) {
    try {
      const staked = await client.readContract({
        address,
        abi: votingSmartChefAbi,
        functionName: 'stakedToken',
        blockNumber,
      })
      if (same(staked, cake)) pools.push(address)
    } catch (error) {
      if (!isMissingContract(error)) throw error
    }
  }

  const farms: { pid: number; lpToken: Address }[] = []
  if (masterChef) {
    let length = 0n
    try {
      length = await client.readContract({
        address: masterChef,
        abi: votingMasterChefAbi,
        functionName: 'poolLength',
        blockNumber,
      })
    } catch (error) {
      if (!isMissingContract(error)) throw error
    }
    const infos = await Promise.all(
      Array.from({ length: Number(length) }, (_, pid) =>
        client.readContract({
          address: masterChef,
          abi: votingMasterChefAbi,
          functionName: 'poolInfo',
          args: [BigInt(pid)],
          blockNumber,
        }),
      ),
    )
    infos.forEach(([lpToken], pid) => {
      if (same(lpToken, cake) || pairs.some((pair) => same(pair, lpToken)))
        farms.push({ pid, lpToken })
    })
  }
  return { cake, pools, pairs, masterChef, farms }
}

export type GetVotingPowerParameters = {
  client: ReadClient
  voter: Address
  blockNumber: bigint
  sources: VotingPowerSources
}

/**
 * The voter's power at `blockNumber` with its breakdown (see the module comment). Positions
 * that hold nothing are left out of the lists.
 *
 * @example
 * const sources = await getVotingPowerSources({ client, blockNumber, cake, factory, smartChefs, masterChef })
 * const { total } = await getVotingPower({ client, voter, blockNumber, sources })
 */
export async function getVotingPower({
  client,
  voter,
  blockNumber,
  sources,
}: GetVotingPowerParameters): Promise<VotingPower> {
  const { cake, masterChef } = sources
  const pairState = new Map(
    await Promise.all(
      sources.pairs.map(async (pair) => {
        const [supply, [reserve0, reserve1], token0] = await Promise.all([
          client.readContract({
            address: pair,
            abi: votingPairAbi,
            functionName: 'totalSupply',
            blockNumber,
          }),
          client.readContract({
            address: pair,
            abi: votingPairAbi,
            functionName: 'getReserves',
            blockNumber,
          }),
          client.readContract({
            address: pair,
            abi: votingPairAbi,
            functionName: 'token0',
            blockNumber,
          }),
        ])
        const cakeReserve = same(token0, cake) ? reserve0 : reserve1
        return [pair.toLowerCase(), { supply, cakeReserve }] as const
      }),
    ),
  )
  const cakeOf = (pair: Address, lp: bigint): bigint => {
    const state = pairState.get(pair.toLowerCase())
    if (!state || state.supply === 0n) return 0n
    return (lp * state.cakeReserve) / state.supply
  }

  const [wallet, poolStakes, lpBalances, farmStakes] = await Promise.all([
    client.readContract({
      address: cake,
      abi: votingErc20Abi,
      functionName: 'balanceOf',
      args: [voter],
      blockNumber,
    }),
    Promise.all(
      sources.pools.map(async (address) => {
        const [amount] = await client.readContract({
          address,
          abi: votingSmartChefAbi,
          functionName: 'userInfo',
          args: [voter],
          blockNumber,
        })
        return { address, cake: amount }
      }),
    ),
    Promise.all(
      sources.pairs.map(async (pair) => {
        const lp = await client.readContract({
          address: pair,
          abi: votingErc20Abi,
          functionName: 'balanceOf',
          args: [voter],
          blockNumber,
        })
        return { pair, lp, cake: cakeOf(pair, lp) }
      }),
    ),
    masterChef
      ? Promise.all(
          sources.farms.map(async ({ pid, lpToken }) => {
            const [lp] = await client.readContract({
              address: masterChef,
              abi: votingMasterChefAbi,
              functionName: 'userInfo',
              args: [BigInt(pid), voter],
              blockNumber,
            })
            return { pid, lpToken, lp }
          }),
        )
      : Promise.resolve([]),
  ])

  const pools: VotingPower['pools'] = poolStakes.filter((stake) => stake.cake > 0n)
  const farms: VotingPower['farms'] = []
  for (const { pid, lpToken, lp } of farmStakes) {
    if (lp === 0n) continue
    if (same(lpToken, cake)) pools.push({ address: masterChef as Address, pid, cake: lp })
    else farms.push({ pid, pair: lpToken, lp, cake: cakeOf(lpToken, lp) })
  }
  const liquidity = lpBalances.filter((position) => position.lp > 0n)
  const total =
    wallet +
    pools.reduce((sum, pool) => sum + pool.cake, 0n) +
    liquidity.reduce((sum, position) => sum + position.cake, 0n) +
    farms.reduce((sum, farm) => sum + farm.cake, 0n)
  return { total, wallet, pools, liquidity, farms }
}
