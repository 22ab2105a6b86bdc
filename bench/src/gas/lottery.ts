/**
 * Gas of the lottery's operations (issue 31), absolute. Measured in the warm case of a live
 * lottery: one round has already been played to the end (bought, drawn, claimed), and the
 * measured round already holds a purchase when the measured ones are made. Buyers buy for the
 * first time in the round; the draw counts a round of 300 tickets in one call; the claims pay
 * winning tickets (one ticket, and one purchase of 100).
 */
import {
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostLotteryAbi,
  ghostLotteryBytecode,
  ghostPairAbi,
  testTokenAbi,
  testTokenBytecode,
  vrfCoordinatorV2_5MockAbi,
  vrfCoordinatorV2_5MockBytecode,
} from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { createdSubscriptionId } from '@ghost/contracts/vrf'
import { LOTTERY_DEFAULT_BREAKDOWN } from '@ghost/sdk'
import {
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  encodeFunctionData,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
  toHex,
} from 'viem'
import { BenchTransactionError, deploy, devActors, send } from './chain'
import { formatGasLines } from './report'

export const LOTTERY_OPERATIONS = [
  'buy 1 ticket',
  'buy 10 tickets',
  'buy 100 tickets',
  'close (requests VRF)',
  'draw (300 tickets, one call)',
  'claim 1 ticket',
  'claim 100 tickets',
] as const
export type LotteryOperation = (typeof LOTTERY_OPERATIONS)[number]
export type LotteryGas = Record<LotteryOperation, bigint>

/** The acceptance: one purchase of 100 tickets. */
export const BUY_100_TICKETS_BUDGET = 3_000_000n

const ROUND_TICKETS = 300
const ROUND_SECONDS = 12n * 3600n
const PRICE_WINDOW_SECONDS = 1800n
/** The measured round's winning number; every measured claim is a winner. */
const FINAL_NUMBER = 123_456

/** Development accounts by role; 0 owns the lottery and is its operator and injector. */
const ROLE = { treasury: 9, warm: 10, buyer1: 11, buyer10: 12, buyer100: 13, filler: 14 } as const

/** A number sharing exactly `k` (1..6) leading digits with FINAL_NUMBER, distinct per `i`. */
function winningNumber(k: number, i: number): number {
  if (k === 6) return FINAL_NUMBER
  const digits = FINAL_NUMBER.toString().padStart(6, '0')
  const prefix = digits.slice(0, k)
  const next = (Number(digits[k]) + 1 + (i % 9)) % 10
  const rest = String(i * 37)
    .padStart(6, '0')
    .slice(-(5 - k))
  return Number(`${prefix}${next}${5 - k > 0 ? rest : ''}`)
}

export async function measureLotteryGas(url: string): Promise<LotteryGas> {
  const { actor } = devActors(url)
  const admin = actor(0)
  const me = admin.account.address
  type Name = ContractFunctionName<typeof ghostLotteryAbi, 'nonpayable'>
  const lotteryCall = <name extends Name>(
    who: number,
    functionName: name,
    args: ContractFunctionArgs<typeof ghostLotteryAbi, 'nonpayable', name>,
  ) =>
    send(
      actor(who),
      functionName,
      lottery,
      // the pair of name and args is checked by this function's signature
      encodeFunctionData({ abi: ghostLotteryAbi, functionName, args } as never),
    )
  const tokenCall = (
    who: number,
    token: Address,
    functionName: 'transfer' | 'approve',
    args: readonly [Address, bigint],
  ) =>
    send(
      actor(who),
      functionName,
      token,
      encodeFunctionData({ abi: testTokenAbi, functionName, args }),
    )

  const token = { abi: testTokenAbi, bytecode: testTokenBytecode }
  const cake = await deploy(admin, 'CAKE', token, ['CAKE', 'CAKE', 18, 10n ** 30n])
  const usd = await deploy(admin, 'USDT', token, ['USDT', 'USDT', 18, 10n ** 30n])
  const factory = await deploy(
    admin,
    'GhostFactory',
    { abi: ghostFactoryAbi, bytecode: ghostFactoryBytecode },
    [me],
  )
  await send(
    admin,
    'createPair',
    factory,
    encodeFunctionData({ abi: ghostFactoryAbi, functionName: 'createPair', args: [cake, usd] }),
  )
  const pair = await admin.readContract({
    address: factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [cake, usd],
  })
  // CAKE at 2 USD: a ticket costs 2.5 CAKE
  await tokenCall(0, cake, 'transfer', [pair, parseEther('1000000')])
  await tokenCall(0, usd, 'transfer', [pair, parseEther('2000000')])
  await send(
    admin,
    'mint',
    pair,
    encodeFunctionData({ abi: ghostPairAbi, functionName: 'mint', args: [me] }),
  )

  const coordinator = await deploy(
    admin,
    'VRFCoordinatorV2_5Mock',
    { abi: vrfCoordinatorV2_5MockAbi, bytecode: vrfCoordinatorV2_5MockBytecode },
    [10n ** 17n, 10n ** 9n, 4n * 10n ** 15n],
  )
  const vrf = (
    functionName: 'createSubscription' | 'fundSubscription' | 'addConsumer',
    args: readonly unknown[],
  ) =>
    send(
      admin,
      functionName,
      coordinator,
      // the three calls' arguments are written out below
      encodeFunctionData({ abi: vrfCoordinatorV2_5MockAbi, functionName, args } as never),
    )
  const created = await vrf('createSubscription', [])
  const subId = createdSubscriptionId(created.logs)
  await vrf('fundSubscription', [subId, 10n ** 27n])
  const lottery = await deploy(
    admin,
    'GhostLottery',
    { abi: ghostLotteryAbi, bytecode: ghostLotteryBytecode },
    [coordinator, cake, pair],
  )
  await vrf('addConsumer', [subId, lottery])
  await lotteryCall(0, 'setVrfConfig', [subId, keccak256(toHex('bench')), 200_000, 3, false])
  await lotteryCall(0, 'setOperators', [me, devAccount(ROLE.treasury).address, me])
  await lotteryCall(0, 'setTicketPriceBounds', [parseEther('0.01'), parseEther('1000')])
  await tokenCall(0, cake, 'approve', [lottery, maxUint256])
  for (const role of [ROLE.warm, ROLE.buyer1, ROLE.buyer10, ROLE.buyer100, ROLE.filler]) {
    // Anvil funds accounts 0–9 only; these roles sit beyond the other benches' accounts
    await admin.setBalance({ address: devAccount(role).address, value: parseEther('100') })
    await tokenCall(0, cake, 'transfer', [devAccount(role).address, parseEther('100000')])
    await tokenCall(role, cake, 'approve', [lottery, maxUint256])
  }

  // An explicit timestamp, not increaseTime: bench:gas runs Anvil with a fixed block interval,
  // which overrides an increase
  const later = async (seconds: bigint) => {
    const { timestamp } = await admin.getBlock({ blockTag: 'latest' })
    await admin.setNextBlockTimestamp({ timestamp: timestamp + seconds })
    await admin.mine({ blocks: 1 })
  }
  const open = async () => {
    await later(PRICE_WINDOW_SECONDS)
    const { timestamp } = await admin.getBlock({ blockTag: 'latest' })
    await lotteryCall(0, 'startLottery', [
      timestamp + ROUND_SECONDS + 60n,
      LOTTERY_DEFAULT_BREAKDOWN,
      0,
    ])
    return admin.readContract({
      address: lottery,
      abi: ghostLotteryAbi,
      functionName: 'currentLotteryId',
    })
  }
  const buy = (who: number, lotteryId: bigint, numbers: readonly number[]) =>
    lotteryCall(who, 'buyTickets', [lotteryId, numbers])
  const closeAndAnswer = async (lotteryId: bigint) => {
    await later(ROUND_SECONDS + 120n)
    const closed = await lotteryCall(0, 'closeLottery', [lotteryId])
    const [request] = parseEventLogs({
      abi: ghostLotteryAbi,
      eventName: 'RandomnessRequested',
      logs: closed.logs,
    })
    if (!request) throw new BenchTransactionError('closeLottery emitted no RandomnessRequested')
    const fulfilled = await send(
      admin,
      'fulfillRandomWordsWithOverride',
      coordinator,
      encodeFunctionData({
        abi: vrfCoordinatorV2_5MockAbi,
        functionName: 'fulfillRandomWordsWithOverride',
        args: [request.args.requestId, lottery, [987_654_321n * 1_000_000n + BigInt(FINAL_NUMBER)]],
      }),
    )
    const answered = parseEventLogs({
      abi: ghostLotteryAbi,
      eventName: 'RandomnessFulfilled',
      logs: fulfilled.logs,
    })
    if (answered.length === 0) throw new BenchTransactionError('the VRF answer did not land')
    return closed
  }
  const ticketIds = (receipt: TransactionReceipt) => {
    const [event] = parseEventLogs({
      abi: ghostLotteryAbi,
      eventName: 'TicketsPurchase',
      logs: receipt.logs,
    })
    if (!event) throw new BenchTransactionError('buyTickets emitted no TicketsPurchase')
    return event.args.numbers.map((_, i) => event.args.purchaseId * 100n + BigInt(i))
  }

  // Warm-up round: bought, drawn, claimed, so the lottery, treasury and players hold CAKE and
  // the shared counters are non-zero, as on a lottery that has been running.
  const warmRound = await open()
  await lotteryCall(0, 'injectFunds', [warmRound, parseEther('100')])
  const warmBuy = await buy(ROLE.warm, warmRound, [FINAL_NUMBER, winningNumber(3, 1), 7])
  await closeAndAnswer(warmRound)
  await lotteryCall(0, 'drawLottery', [warmRound, 1000n])
  await lotteryCall(ROLE.warm, 'claimTickets', [warmRound, ticketIds(warmBuy).slice(0, 2)])

  const round = await open()
  await lotteryCall(0, 'injectFunds', [round, parseEther('2500')])
  await buy(ROLE.warm, round, [11])
  const gas = {} as LotteryGas
  const one = await buy(ROLE.buyer1, round, [FINAL_NUMBER])
  gas['buy 1 ticket'] = one.gasUsed
  const ten = Array.from({ length: 10 }, (_, i) => winningNumber(1 + (i % 5), i))
  gas['buy 10 tickets'] = (await buy(ROLE.buyer10, round, ten)).gasUsed
  const hundred = Array.from({ length: 100 }, (_, i) => winningNumber(1 + (i % 5), i))
  const hundredBuy = await buy(ROLE.buyer100, round, hundred)
  gas['buy 100 tickets'] = hundredBuy.gasUsed
  let sold = 1 + 1 + 10 + 100
  for (let i = 0; sold < ROUND_TICKETS; i++) {
    const count = Math.min(100, ROUND_TICKETS - sold)
    await buy(
      ROLE.filler,
      round,
      Array.from({ length: count }, (_, j) => (i * 100_003 + j * 7_919) % 1_000_000),
    )
    sold += count
  }
  gas['close (requests VRF)'] = (await closeAndAnswer(round)).gasUsed
  gas['draw (300 tickets, one call)'] = (
    await lotteryCall(0, 'drawLottery', [round, BigInt(ROUND_TICKETS)])
  ).gasUsed
  gas['claim 1 ticket'] = (
    await lotteryCall(ROLE.buyer1, 'claimTickets', [round, ticketIds(one)])
  ).gasUsed
  gas['claim 100 tickets'] = (
    await lotteryCall(ROLE.buyer100, 'claimTickets', [round, ticketIds(hundredBuy)])
  ).gasUsed
  return gas
}

export function lotteryWithinBudget(gas: LotteryGas): boolean {
  return gas['buy 100 tickets'] < BUY_100_TICKETS_BUDGET
}

export function formatLotteryTable(gas: LotteryGas): string {
  const lines = formatGasLines('Lottery operation', LOTTERY_OPERATIONS, gas)
  const buy = gas['buy 100 tickets']
  const verdict = lotteryWithinBudget(gas) ? 'within budget' : 'OVER BUDGET'
  return [
    'Lottery (absolute gas, second round of a running lottery, winning tickets claimed)',
    ...lines,
    `buy 100 tickets: ${buy} gas (budget < ${BUY_100_TICKETS_BUDGET.toLocaleString('en-US')}, ${verdict})`,
  ].join('\n')
}
