/**
 * The lottery screens' chain reads, all through the page's one multicall per block: the
 * lottery's address (the manifest's; undefined when this world has none), the current round's
 * id, the chain's clock (Multicall.getCurrentBlockTimestamp, so countdowns run on chain time),
 * the wallet's CAKE, and per round its fields and the wallet's tickets (`viewUserTickets`).
 */
import { multicallAbi } from '@ghost/contracts'
import { getLotteryContracts } from '@ghost/contracts/manifest'
import { useMemo } from 'react'
import { type Address, erc20Abi, zeroAddress } from 'viem'
import {
  readCurrentLotteryId,
  readLottery,
  readUserLotteryTickets,
} from '../../../chain/actions/lottery'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import type { ChainRound, LotteryTicket } from '../rules/lotteryRules'

export type LotteryState = {
  lottery: Address | undefined
  cake: Address
  currentId: bigint | undefined
  blockTimestamp: bigint | undefined
  /** The wallet's CAKE (undefined without a wallet or before the first answer). */
  cakeBalance: bigint | undefined
  failed: boolean
}

export function useLotteryState(account: Address | undefined): LotteryState {
  const { manifest } = useRuntimeConfig()
  const lottery = getLotteryContracts(manifest)?.Lottery
  const cake = manifest.tokens.CAKE
  const multicall = manifest.contracts.Multicall
  const contracts = useMemo(
    () =>
      lottery
        ? ([
            readCurrentLotteryId({ lottery }),
            { address: multicall, abi: multicallAbi, functionName: 'getCurrentBlockTimestamp' },
            // zero's balance when no wallet: the list keeps one shape, so its answers stay typed
            {
              address: cake,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [account ?? zeroAddress],
            },
          ] as const)
        : undefined,
    [lottery, multicall, cake, account],
  )
  const { data, error } = useMulticall(contracts, { enabled: !!contracts })
  const [current, timestamp, balance] = data ?? []
  return {
    lottery,
    cake,
    currentId: current?.status === 'success' ? current.result : undefined,
    blockTimestamp: timestamp?.status === 'success' ? timestamp.result : undefined,
    cakeBalance: account && balance?.status === 'success' ? balance.result : undefined,
    failed: !!error || current?.status === 'failure',
  }
}

export type LotteryRoundRead = {
  /** The round's fields; undefined until read. A round that does not exist has status 0. */
  round: ChainRound | undefined
  /** The wallet's tickets in the round (its first 100 purchases); undefined without a wallet. */
  tickets: LotteryTicket[] | undefined
}

export function useLotteryRound(
  lottery: Address | undefined,
  lotteryId: bigint | undefined,
  account: Address | undefined,
): LotteryRoundRead {
  const contracts = useMemo(
    () =>
      lottery && lotteryId !== undefined && lotteryId > 0n
        ? ([
            readLottery({ lottery, lotteryId }),
            readUserLotteryTickets({ lottery, lotteryId, user: account ?? zeroAddress }),
          ] as const)
        : undefined,
    [lottery, lotteryId, account],
  )
  const { data } = useMulticall(contracts, { enabled: !!contracts })
  return useMemo(() => {
    const [roundRead, ticketsRead] = data ?? []
    const round: ChainRound | undefined =
      roundRead?.status === 'success' ? roundRead.result : undefined
    const tickets =
      account && ticketsRead?.status === 'success'
        ? ticketsRead.result[0].map(
            (ticket): LotteryTicket => ({
              ticketId: ticket.ticketId,
              number: ticket.number,
              claimed: ticket.claimed,
              matchedDigits: ticket.matchedDigits,
              reward: ticket.reward,
            }),
          )
        : undefined
    return { round, tickets }
  }, [data, account])
}
