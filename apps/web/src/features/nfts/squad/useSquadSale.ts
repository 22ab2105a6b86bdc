/**
 * Everything the squad page reads from the chain, as ONE call list through the shared multicall
 * (one round per block with the rest of the page): the sale's times, phase, prices and counters,
 * the squad's reveal count, the chain's block time (Multicall.getCurrentBlockTimestamp, so the
 * countdown runs on chain time) and, with an account, its allowance, tickets, public purchases
 * and CAKE balance and allowance for the sale. Undefined until the world has a squad sale and
 * the first round answers.
 */
import { iGhostSquadAbi, iGhostSquadSaleAbi, multicallAbi } from '@ghost/contracts'
import { getNftContracts, getRewardContracts } from '@ghost/contracts/manifest'
import { useMemo } from 'react'
import { type Address, erc20Abi, zeroAddress } from 'viem'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { getSquadPhase, type SquadPhase } from './squadRules'

export type SquadSaleRead = {
  sale: Address
  squad: Address
  cake: Address
  phase: SquadPhase
  presaleStart: bigint
  publicSaleStart: bigint
  saleEnd: bigint
  presalePrice: bigint
  publicPrice: bigint
  ticketsSold: bigint
  maxTickets: bigint
  presaleSold: bigint
  revealedCount: bigint
  snapshotBlock: bigint
  blockTimestamp: bigint
  user?:
    | {
        presaleTickets: bigint
        publicBought: bigint
        tickets: bigint
        cakeBalance: bigint
        cakeAllowance: bigint
      }
    | undefined
}

export type UseSquadSaleReturnType = {
  /** undefined: this world has no squad sale (`available` false) or the first round is pending. */
  data: SquadSaleRead | undefined
  available: boolean
  /** A read failed: the page says so instead of showing wrong numbers. */
  failed: boolean
  blockNumber: bigint | undefined
}

const PUBLIC_READS = [
  'phase',
  'presaleStart',
  'publicSaleStart',
  'saleEnd',
  'presalePrice',
  'publicPrice',
  'ticketsSold',
  'maxTickets',
  'presaleSold',
  'snapshotBlock',
] as const

export function useSquadSale(account: Address | undefined): UseSquadSaleReturnType {
  const { manifest } = useRuntimeConfig()
  const squad = getNftContracts(manifest)?.GhostSquad
  const sale = getRewardContracts(manifest)?.GhostSquadSale
  const cake = manifest.tokens.CAKE
  const multicall = manifest.contracts.Multicall
  const contracts = useMemo(() => {
    if (!sale || !squad) return undefined
    const user = account ?? zeroAddress
    // Public reads first so their places stay put when an account connects.
    return [
      ...PUBLIC_READS.map((functionName) => ({
        address: sale,
        abi: iGhostSquadSaleAbi,
        functionName,
      })),
      { address: squad, abi: iGhostSquadAbi, functionName: 'revealedCount' },
      { address: multicall, abi: multicallAbi, functionName: 'getCurrentBlockTimestamp' },
      ...(account
        ? [
            {
              address: sale,
              abi: iGhostSquadSaleAbi,
              functionName: 'presaleTickets',
              args: [user],
            },
            { address: sale, abi: iGhostSquadSaleAbi, functionName: 'publicBought', args: [user] },
            { address: sale, abi: iGhostSquadSaleAbi, functionName: 'tickets', args: [user] },
            { address: cake, abi: erc20Abi, functionName: 'balanceOf', args: [user] },
            { address: cake, abi: erc20Abi, functionName: 'allowance', args: [user, sale] },
          ]
        : []),
    ] as const
  }, [sale, squad, cake, multicall, account])
  const { data, error, blockNumber } = useMulticall(contracts, { enabled: !!contracts })

  return useMemo(() => {
    const available = !!sale && !!squad
    if (!sale || !squad || !data) {
      return { data: undefined, available, failed: !!error, blockNumber }
    }
    // Every read is a number (the phase an enum index): one failure invalidates the view.
    const values: bigint[] = []
    for (const read of data as readonly { status: string; result?: unknown }[]) {
      if (read.status !== 'success')
        return { data: undefined, available, failed: true, blockNumber }
      values.push(BigInt(read.result as bigint | number))
    }
    const [
      phase,
      presaleStart,
      publicSaleStart,
      saleEnd,
      presalePrice,
      publicPrice,
      ticketsSold,
      maxTickets,
      presaleSold,
      snapshotBlock,
      revealedCount,
      blockTimestamp,
      presaleTickets,
      publicBought,
      tickets,
      cakeBalance,
      cakeAllowance,
    ] = values
    const shown = getSquadPhase(Number(phase), revealedCount ?? 0n)
    if (!shown) return { data: undefined, available, failed: true, blockNumber }
    const read: SquadSaleRead = {
      sale,
      squad,
      cake,
      phase: shown,
      presaleStart: presaleStart ?? 0n,
      publicSaleStart: publicSaleStart ?? 0n,
      saleEnd: saleEnd ?? 0n,
      presalePrice: presalePrice ?? 0n,
      publicPrice: publicPrice ?? 0n,
      ticketsSold: ticketsSold ?? 0n,
      maxTickets: maxTickets ?? 0n,
      presaleSold: presaleSold ?? 0n,
      snapshotBlock: snapshotBlock ?? 0n,
      revealedCount: revealedCount ?? 0n,
      blockTimestamp: blockTimestamp ?? 0n,
      user:
        account && cakeAllowance !== undefined
          ? {
              presaleTickets: presaleTickets ?? 0n,
              publicBought: publicBought ?? 0n,
              tickets: tickets ?? 0n,
              cakeBalance: cakeBalance ?? 0n,
              cakeAllowance,
            }
          : undefined,
    }
    return { data: read, available, failed: false, blockNumber }
  }, [sale, squad, cake, data, error, account, blockNumber])
}
