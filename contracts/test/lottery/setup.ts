/**
 * Building blocks of the lottery tests: a world with CAKE, a USD token, a CAKE/USD pair with
 * liquidity (the ticket price's oracle), Chainlink's VRFCoordinatorV2_5Mock with a funded
 * subscription, and GhostLottery configured by its owner; then the round's steps (open, buy,
 * close, answer, draw, claim) on a clock the tests set.
 */
import {
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type Hex,
  keccak256,
  parseEventLogs,
  type TransactionReceipt,
  toHex,
} from 'viem'
import {
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostLotteryAbi,
  ghostLotteryBytecode,
  ghostPairAbi,
  testTokenAbi,
  vrfCoordinatorV2_5MockAbi,
  vrfCoordinatorV2_5MockBytecode,
} from '../../generated'
import { type AnvilClient, anvilClient, devAccount } from '../../lib/anvil'
import { createdSubscriptionId } from '../../lib/vrf'
import {
  approveToken,
  deployed,
  deployTestToken,
  E18,
  mined,
  revertReason,
  transferToken,
} from '../farms/setup'
import { sendCall, simulateCall } from '../shared/calls'
import { latestTimestamp, mineAt } from '../squad/setup'

export { deployTestToken, latestTimestamp, mineAt }

/** 1,000,000 CAKE against 2,000,000 USD: CAKE at 2 USD, so a 5 USD ticket is 2.5 CAKE. */
export const CAKE_RESERVE = 1_000_000n * E18
export const USD_RESERVE = 2_000_000n * E18
export const TICKET_PRICE = (25n * E18) / 10n
export const MIN_PRICE = E18 / 100n
export const MAX_PRICE = 1_000n * E18
export const DEFAULT_BREAKDOWN = [250, 375, 625, 1250, 2500, 5000] as const
export const ROUND_LENGTH = 12n * 3600n
export const PRICE_WINDOW = 30n * 60n
export const RANDOMNESS_TIMEOUT = 24n * 3600n
export const DEFAULT_CLAIM_WINDOW = 30n * 24n * 3600n
export const KEY_HASH: Hex = keccak256(toHex('ghost lottery test key hash'))
export const CALLBACK_GAS_LIMIT = 200_000
export const REQUEST_CONFIRMATIONS = 3
export const STARTING_CAKE = 1_000_000n * E18
/** The mock's fee settings (Chainlink's own examples), and a subscription that never runs dry. */
const VRF_BASE_FEE = 10n ** 17n
const VRF_GAS_PRICE = 10n ** 9n
const VRF_WEI_PER_UNIT_LINK = 4n * 10n ** 15n
const SUBSCRIPTION_FUNDS = 10n ** 27n

/** Errors a lottery call can revert with: its own, the VRF base's, and the tokens' (OZ ERC20). */
export const lotteryErrorsAbi = [...ghostLotteryAbi, ...testTokenAbi] as const

export type Breakdown = readonly [number, number, number, number, number, number]

export type LotteryWorld = {
  /** Dev account 0: deploys everything and owns the lottery. */
  admin: AnvilClient
  operator: AnvilClient
  injector: AnvilClient
  treasury: Address
  players: AnvilClient[]
  cake: Address
  usd: Address
  factory: Address
  pair: Address
  coordinator: Address
  subscriptionId: bigint
  lottery: Address
}

export type WorldOptions = {
  players?: number
  /** The USD token's decimals (BSC's USDT has 18). */
  usdDecimals?: number
  cakeReserve?: bigint
  usdReserve?: bigint
}

/** The pair of `cake` and `usd` on a new factory, with the given reserves. */
export async function deployPair(
  admin: AnvilClient,
  cake: Address,
  usd: Address,
  cakeReserve: bigint,
  usdReserve: bigint,
): Promise<{ factory: Address; pair: Address }> {
  const factory = await deployed(
    admin,
    admin.deployContract({
      abi: ghostFactoryAbi,
      bytecode: ghostFactoryBytecode,
      args: [admin.account.address],
    }),
  )
  await mined(
    admin,
    admin.writeContract({
      address: factory,
      abi: ghostFactoryAbi,
      functionName: 'createPair',
      args: [cake, usd],
    }),
  )
  const pair = await admin.readContract({
    address: factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [cake, usd],
  })
  await transferToken(admin, cake, pair, cakeReserve)
  await transferToken(admin, usd, pair, usdReserve)
  await mined(
    admin,
    admin.writeContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'mint',
      args: [admin.account.address],
    }),
  )
  return { factory, pair }
}

/** The mock coordinator, a subscription funded far beyond any test's needs, and its id. */
export async function deployCoordinator(
  admin: AnvilClient,
): Promise<{ coordinator: Address; subscriptionId: bigint }> {
  const coordinator = await deployed(
    admin,
    admin.deployContract({
      abi: vrfCoordinatorV2_5MockAbi,
      bytecode: vrfCoordinatorV2_5MockBytecode,
      args: [VRF_BASE_FEE, VRF_GAS_PRICE, VRF_WEI_PER_UNIT_LINK],
    }),
  )
  const created = await mined(
    admin,
    admin.writeContract({
      address: coordinator,
      abi: vrfCoordinatorV2_5MockAbi,
      functionName: 'createSubscription',
    }),
  )
  const subscriptionId = createdSubscriptionId(created.logs)
  await mined(
    admin,
    admin.writeContract({
      address: coordinator,
      abi: vrfCoordinatorV2_5MockAbi,
      functionName: 'fundSubscription',
      args: [subscriptionId, SUBSCRIPTION_FUNDS],
    }),
  )
  return { coordinator, subscriptionId }
}

export async function deployLottery(
  admin: AnvilClient,
  coordinator: Address,
  cake: Address,
  pair: Address,
): Promise<Address> {
  return deployed(
    admin,
    admin.deployContract({
      abi: ghostLotteryAbi,
      bytecode: ghostLotteryBytecode,
      args: [coordinator, cake, pair],
    }),
  )
}

/**
 * Deploys the world: dev account 0 is the owner, 1 the operator, 2 the injector, 3 the treasury
 * (an address only), 4… the players. The lottery is the subscription's consumer, its VRF
 * settings, roles and price bounds are set, and every player and the injector hold CAKE approved
 * to it. Nothing has opened yet; the price average starts at the lottery's deployment.
 */
export async function deployLotteryWorld(
  url: string,
  options: WorldOptions = {},
): Promise<LotteryWorld> {
  const admin = anvilClient(url)
  const operator = anvilClient(url, devAccount(1))
  const injector = anvilClient(url, devAccount(2))
  const treasury = devAccount(3).address
  const players = Array.from({ length: options.players ?? 4 }, (_, i) =>
    anvilClient(url, devAccount(4 + i)),
  )
  const usdDecimals = options.usdDecimals ?? 18
  const cake = await deployTestToken(admin, 'CAKE', 18, 10n ** 12n * E18)
  const usd = await deployTestToken(admin, 'USD', usdDecimals, 10n ** 30n)
  const { factory, pair } = await deployPair(
    admin,
    cake,
    usd,
    options.cakeReserve ?? CAKE_RESERVE,
    options.usdReserve ?? USD_RESERVE,
  )
  const { coordinator, subscriptionId } = await deployCoordinator(admin)
  const lottery = await deployLottery(admin, coordinator, cake, pair)
  await mined(
    admin,
    admin.writeContract({
      address: coordinator,
      abi: vrfCoordinatorV2_5MockAbi,
      functionName: 'addConsumer',
      args: [subscriptionId, lottery],
    }),
  )
  const world: LotteryWorld = {
    admin,
    operator,
    injector,
    treasury,
    players,
    cake,
    usd,
    factory,
    pair,
    coordinator,
    subscriptionId,
    lottery,
  }
  await send(world, admin, 'setVrfConfig', [
    subscriptionId,
    KEY_HASH,
    CALLBACK_GAS_LIMIT,
    REQUEST_CONFIRMATIONS,
    false,
  ])
  await send(world, admin, 'setOperators', [
    operator.account.address,
    treasury,
    injector.account.address,
  ])
  await send(world, admin, 'setTicketPriceBounds', [MIN_PRICE, MAX_PRICE])
  for (const client of [injector, ...players]) {
    await transferToken(admin, cake, client.account.address, STARTING_CAKE)
    await approveToken(client, cake, lottery)
  }
  return world
}

type WriteName = ContractFunctionName<typeof ghostLotteryAbi, 'nonpayable'>

/** Sends a lottery call from `by` and waits for it to succeed. */
export function send<name extends WriteName>(
  world: Pick<LotteryWorld, 'lottery'>,
  by: AnvilClient,
  functionName: name,
  args: ContractFunctionArgs<typeof ghostLotteryAbi, 'nonpayable', name>,
): Promise<TransactionReceipt> {
  return sendCall(by, { address: world.lottery, abi: ghostLotteryAbi, functionName, args })
}

/** The reason a lottery call by `by` reverts with (a require string or a custom error's name). */
export function lotteryRevert<name extends WriteName>(
  world: Pick<LotteryWorld, 'lottery'>,
  by: AnvilClient,
  functionName: name,
  args: ContractFunctionArgs<typeof ghostLotteryAbi, 'nonpayable', name>,
): Promise<string> {
  return revertReason(
    simulateCall(by, { address: world.lottery, abi: lotteryErrorsAbi, functionName, args }),
  )
}

export function readRound(world: LotteryWorld, lotteryId: bigint) {
  return world.admin.readContract({
    address: world.lottery,
    abi: ghostLotteryAbi,
    functionName: 'viewLottery',
    args: [lotteryId],
  })
}

export function cakeBalance(world: LotteryWorld, owner: Address): Promise<bigint> {
  return world.admin.readContract({
    address: world.cake,
    abi: testTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** Mines an empty block `seconds` after the latest one. */
export async function moveTime(client: AnvilClient, seconds: bigint): Promise<bigint> {
  const at = (await latestTimestamp(client)) + seconds
  await mineAt(client, at)
  return at
}

/** Makes the next transaction run at `timestamp` (which must be after the latest block). */
export function nextBlockAt(client: AnvilClient, timestamp: bigint): Promise<void> {
  return client.setNextBlockTimestamp({ timestamp })
}

export type OpenOptions = {
  breakdown?: Breakdown
  treasuryFee?: number
  length?: bigint
  /** When the round opens; by default the first moment the price window allows (or the next second). */
  at?: bigint
}

/** The operator opens the next round; returns its id, the block time it opened at and the receipt. */
export async function openRound(
  world: LotteryWorld,
  options: OpenOptions = {},
): Promise<{ lotteryId: bigint; openedAt: bigint; endTime: bigint; receipt: TransactionReceipt }> {
  const priceTimestampLast = await world.admin.readContract({
    address: world.lottery,
    abi: ghostLotteryAbi,
    functionName: 'priceTimestampLast',
  })
  const latest = await latestTimestamp(world.admin)
  const openedAt = options.at ?? maxOf(latest + 1n, priceTimestampLast + PRICE_WINDOW)
  const endTime = openedAt + (options.length ?? ROUND_LENGTH)
  await nextBlockAt(world.admin, openedAt)
  const receipt = await send(world, world.operator, 'startLottery', [
    endTime,
    options.breakdown ?? DEFAULT_BREAKDOWN,
    options.treasuryFee ?? 0,
  ])
  const lotteryId = await world.admin.readContract({
    address: world.lottery,
    abi: ghostLotteryAbi,
    functionName: 'currentLotteryId',
  })
  return { lotteryId, openedAt, endTime, receipt }
}

/** One purchase; returns the ids of its tickets (`purchaseId * 100 + i`) with the receipt. */
export async function buy(
  world: LotteryWorld,
  player: AnvilClient,
  lotteryId: bigint,
  numbers: readonly number[],
): Promise<{ ticketIds: bigint[]; cost: bigint; receipt: TransactionReceipt }> {
  const receipt = await send(world, player, 'buyTickets', [lotteryId, numbers])
  const [event] = parseEventLogs({
    abi: ghostLotteryAbi,
    eventName: 'TicketsPurchase',
    logs: receipt.logs,
  })
  if (!event) throw new Error('buyTickets emitted no TicketsPurchase')
  const { purchaseId, cost } = event.args
  return { ticketIds: numbers.map((_, i) => purchaseId * 100n + BigInt(i)), cost, receipt }
}

/** The operator closes the round at its end time (or now, if later); returns the VRF request id. */
export async function closeRound(
  world: LotteryWorld,
  lotteryId: bigint,
): Promise<{ requestId: bigint; receipt: TransactionReceipt }> {
  const { endTime } = await readRound(world, lotteryId)
  if ((await latestTimestamp(world.admin)) < endTime) await nextBlockAt(world.admin, endTime)
  const receipt = await send(world, world.operator, 'closeLottery', [lotteryId])
  return { requestId: requestIdOf(receipt), receipt }
}

export function requestIdOf(receipt: TransactionReceipt): bigint {
  const [event] = parseEventLogs({
    abi: ghostLotteryAbi,
    eventName: 'RandomnessRequested',
    logs: receipt.logs,
  })
  if (!event) throw new Error('no RandomnessRequested')
  return event.args.requestId
}

/** The coordinator answers `requestId` with `word` (the mock lets its caller choose the word). */
export function fulfil(
  world: LotteryWorld,
  requestId: bigint,
  word: bigint,
  by: AnvilClient = world.admin,
): Promise<TransactionReceipt> {
  return mined(
    by,
    by.writeContract({
      address: world.coordinator,
      abi: vrfCoordinatorV2_5MockAbi,
      functionName: 'fulfillRandomWordsWithOverride',
      args: [requestId, world.lottery, [word]],
    }),
  )
}

/** A VRF word whose winning number is `finalNumber` (any word ≡ finalNumber mod 1,000,000). */
export function wordFor(finalNumber: number, salt = 987_654_321n): bigint {
  return salt * 1_000_000n + BigInt(finalNumber)
}

export function draw(
  world: LotteryWorld,
  lotteryId: bigint,
  maxTickets = 100_000n,
  by: AnvilClient = world.admin,
): Promise<TransactionReceipt> {
  return send(world, by, 'drawLottery', [lotteryId, maxTickets])
}

/** Closes, answers with `finalNumber` and draws in one call; returns the draw's receipt. */
export async function closeAndDraw(
  world: LotteryWorld,
  lotteryId: bigint,
  finalNumber: number,
): Promise<TransactionReceipt> {
  const { requestId } = await closeRound(world, lotteryId)
  await fulfil(world, requestId, wordFor(finalNumber))
  return draw(world, lotteryId)
}

export function claim(
  world: LotteryWorld,
  player: AnvilClient,
  lotteryId: bigint,
  ticketIds: readonly bigint[],
): Promise<TransactionReceipt> {
  return send(world, player, 'claimTickets', [lotteryId, ticketIds])
}

export function inject(
  world: LotteryWorld,
  lotteryId: bigint,
  amount: bigint,
  by: AnvilClient = world.injector,
): Promise<TransactionReceipt> {
  return send(world, by, 'injectFunds', [lotteryId, amount])
}

/** Moves the pair's reserves to exactly the given amounts (tokens in, then `sync`). */
export async function setReserves(
  world: LotteryWorld,
  cakeReserve: bigint,
  usdReserve: bigint,
): Promise<TransactionReceipt> {
  const [reserve0, reserve1] = await world.admin.readContract({
    address: world.pair,
    abi: ghostPairAbi,
    functionName: 'getReserves',
  })
  const cakeIs0 = BigInt(world.cake) < BigInt(world.usd)
  const [cakeNow, usdNow] = cakeIs0 ? [reserve0, reserve1] : [reserve1, reserve0]
  // Tokens can only be added to a pair without a swap; the tests only ever raise reserves.
  if (cakeReserve < cakeNow || usdReserve < usdNow)
    throw new Error('setReserves only raises reserves')
  if (cakeReserve > cakeNow)
    await transferToken(world.admin, world.cake, world.pair, cakeReserve - cakeNow)
  if (usdReserve > usdNow)
    await transferToken(world.admin, world.usd, world.pair, usdReserve - usdNow)
  return mined(
    world.admin,
    world.admin.writeContract({ address: world.pair, abi: ghostPairAbi, functionName: 'sync' }),
  )
}

/**
 * The ticket price computed from the pair's reserves alone: the pair's UQ112x112 CAKE-per-USD
 * price of each stretch, weighted by its seconds between `from` and `to`, averaged, times 5 USD.
 * `stretches` are the reserves and the time they took effect, oldest first (the first at or
 * before `from`).
 */
export function expectedTicketPrice(
  stretches: readonly { from: bigint; cakeReserve: bigint; usdReserve: bigint }[],
  from: bigint,
  to: bigint,
  usdDecimals = 18,
): bigint {
  const Q112 = 2n ** 112n
  let sum = 0n
  stretches.forEach((stretch, i) => {
    const start = maxOf(stretch.from, from)
    const end = minOf(stretches[i + 1]?.from ?? to, to)
    if (end <= start) return
    sum += ((stretch.cakeReserve * Q112) / stretch.usdReserve) * (end - start)
  })
  const average = sum / (to - from)
  return (average * 5n * 10n ** BigInt(usdDecimals)) / Q112
}

/** Lottery's own formula, written out: n tickets cost price × n × (2001 − n) / 2000. */
export function bulkCost(price: bigint, count: number): bigint {
  return (price * BigInt(count) * (2001n - BigInt(count))) / 2000n
}

/** Leading digits (of six) two ticket numbers share. */
export function sharedDigits(a: number, b: number): number {
  const x = a.toString().padStart(6, '0')
  const y = b.toString().padStart(6, '0')
  let k = 0
  while (k < 6 && x[k] === y[k]) k++
  return k
}

/** A number sharing exactly `k` leading digits with `finalNumber` (k = 6: the number itself). */
export function numberMatching(finalNumber: number, k: number, variant = 0): number {
  if (k === 6) return finalNumber
  const digits = finalNumber.toString().padStart(6, '0').split('').map(Number)
  const next = digits.slice(0, k)
  const own = digits[k] ?? 0
  next.push((own + 1 + (variant % 9)) % 10)
  for (let i = k + 1; i < 6; i++) next.push((variant * 7 + i * 3) % 10)
  return Number(next.join(''))
}

function maxOf(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}

function minOf(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}
