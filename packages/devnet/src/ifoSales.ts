/**
 * A sale's life through the IFO deployer (issue 33), shared by `npm run admin -- ifo:*` and the
 * local world's seed: the basic pool's cap and the achievement's threshold in CAKE from the
 * CAKE-USD pair's price, a new sale with everything it needs before its start (the profile's
 * POINT_ROLE, both pools, the fee tiers, the points, the offering tokens), the limits set again
 * from a newer price, and what a sale holds.
 */
import { ghostIFOAbi, ghostIFODeployerAbi, ghostPairAbi, ghostProfileAbi } from '@ghost/contracts'
import {
  getGasLimit,
  IFO_ACHIEVEMENT_USD,
  IFO_BASIC_LIMIT_USD,
  IFO_DEFAULT_FEE_TIERS,
  IFO_POOL_IDS,
  type IfoFeeTier,
  type IfoPoolState,
} from '@ghost/sdk'
import {
  type Address,
  type BlockTag,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import { type ChainWriter, confirm, TransactionFailedError } from './chainWriter'
import { readPairLayout } from './deployPrediction'
import { IFO, type IfoPoolPlan } from './worldPlan'

/** Reads the chain (the admin's client, the seed's Anvil client). */
export type IfoReader = Pick<ChainWriter, 'readContract'>

/** One call of the sale's owner, encoded, and what it does (a failure names it). */
export type IfoTransaction = { to: Address; data: Hex; what: string }

/** Sends a transaction and answers its receipt once it is mined and succeeded. */
export type SendIfoTransaction = (transaction: IfoTransaction) => Promise<TransactionReceipt>

/** The signer's own transactions, each estimated, given the sdk's gas margin and confirmed. */
export function sendAs(client: ChainWriter): SendIfoTransaction {
  return async ({ to, data, what }) => {
    const estimate = await client.estimateGas({ account: client.account, to, data })
    const hash = await client.sendTransaction({
      account: client.account,
      chain: client.chain,
      to,
      data,
      gas: getGasLimit({ estimate }),
    })
    return confirm(client, hash, what)
  }
}

/** A sale's limits in CAKE, from the CAKE-USD pair's price at one moment. */
export type IfoLimits = {
  /** The basic pool's cap per wallet: about IFO_BASIC_LIMIT_USD of CAKE. */
  basicLimit: bigint
  /** What a wallet commits over both pools for the achievement: about IFO_ACHIEVEMENT_USD. */
  thresholdPoints: bigint
  /** USD per CAKE (18 decimals) the limits were worked out at. */
  cakePrice: bigint
}

/**
 * The limits at the pair's current reserves, worked out as the lottery prices its 5-USD ticket
 * (the USD amount in the USD token's units times CAKE per USD), at the spot price rather than the
 * lottery's average: the operator sets them by hand, shortly before the start. Rounded down.
 */
export async function readIfoLimits(
  reader: IfoReader,
  parameters: { cake: Address; cakeUsdPair: Address },
): Promise<IfoLimits> {
  // the layout reader takes any token for its "BNB" side: here CAKE
  const layout = await readPairLayout(reader, parameters.cakeUsdPair, parameters.cake)
  const [reserve0, reserve1] = await reader.readContract({
    address: parameters.cakeUsdPair,
    abi: ghostPairAbi,
    functionName: 'getReserves',
  })
  const [cakeReserve, usdReserve] = layout.bnbIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
  if (cakeReserve === 0n || usdReserve === 0n) {
    throw new IfoPriceError(
      `The CAKE-USD pair ${parameters.cakeUsdPair} holds no liquidity: CAKE has no price to set the limits from`,
    )
  }
  const decimals = BigInt(layout.usdDecimals)
  // the USD reserve in 18 decimals, as the sdk's USD amounts are
  const usdReserve18 =
    decimals <= 18n ? usdReserve * 10n ** (18n - decimals) : usdReserve / 10n ** (decimals - 18n)
  const cakeFor = (usd: bigint) => (usd * cakeReserve) / usdReserve18
  return {
    basicLimit: cakeFor(IFO_BASIC_LIMIT_USD),
    thresholdPoints: cakeFor(IFO_ACHIEVEMENT_USD),
    cakePrice: (usdReserve18 * 10n ** 18n) / cakeReserve,
  }
}

export class IfoPriceError extends Error {
  override name = 'IfoPriceError'
}

/** The points campaign of the deployer's sale number `number` (1 for the first). */
export function ifoCampaignId(number: bigint | number): bigint {
  return IFO.campaignIdBase + BigInt(number)
}

export type CreateIfoSaleParameters = {
  ifoDeployer: Address
  profile: Address
  offeringToken: Address
  startTimestamp: bigint
  endTimestamp: bigint
  /**
   * The signer: it owns the deployer and the sale, administers the profile (it grants the sale
   * POINT_ROLE) and holds the offering tokens it sends the sale.
   */
  owner: Address
  basic: IfoPoolPlan
  unlimited: IfoPoolPlan
  limits: IfoLimits
  campaignId: bigint
  numberPoints: bigint
  /** The sdk's IFO_DEFAULT_FEE_TIERS when omitted. */
  feeTiers?: readonly IfoFeeTier[] | undefined
}

/**
 * Creates a sale and readies it for its start: the profile's POINT_ROLE (its harvests award the
 * achievement's points), the basic pool with its cap and the unlimited one, the fee tiers, the
 * points, and every pool's offering sent to it (GhostIFO takes commits only once it holds them).
 * Answers the sale's address, from the deployer's NewIFOContract event.
 */
export async function createIfoSale(
  send: SendIfoTransaction,
  reader: IfoReader,
  parameters: CreateIfoSaleParameters,
): Promise<Address> {
  const { ifoDeployer, profile, offeringToken, owner, basic, unlimited, limits } = parameters
  const created = await send({
    to: ifoDeployer,
    data: encodeFunctionData({
      abi: ghostIFODeployerAbi,
      functionName: 'createIFO',
      args: [offeringToken, parameters.startTimestamp, parameters.endTimestamp, owner],
    }),
    what: 'createIFO',
  })
  const [event] = parseEventLogs({
    abi: ghostIFODeployerAbi,
    eventName: 'NewIFOContract',
    logs: created.logs,
  })
  if (!event) throw new TransactionFailedError(`createIFO (${created.transactionHash}): no sale`)
  const sale = getAddress(event.args.ifo)
  const pointRole = await reader.readContract({
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'POINT_ROLE',
  })
  await send({
    to: profile,
    data: encodeFunctionData({
      abi: ghostProfileAbi,
      functionName: 'grantRole',
      args: [pointRole, sale],
    }),
    what: 'grant the sale POINT_ROLE',
  })
  const setPool = (pid: number, pool: IfoPoolPlan, limitPerUser: bigint): IfoTransaction => ({
    to: sale,
    data: encodeFunctionData({
      abi: ghostIFOAbi,
      functionName: 'setPool',
      args: [pid, pool.offeringAmount, pool.raisingAmount, limitPerUser],
    }),
    what: `setPool(${pid})`,
  })
  await send(setPool(IFO_POOL_IDS.basic, basic, limits.basicLimit))
  await send(setPool(IFO_POOL_IDS.unlimited, unlimited, 0n))
  const tiers = parameters.feeTiers ?? IFO_DEFAULT_FEE_TIERS
  await send({
    to: sale,
    data: encodeFunctionData({
      abi: ghostIFOAbi,
      functionName: 'setFeeTiers',
      args: [tiers.map((tier) => tier.minMultiple), tiers.map((tier) => tier.feeBps)],
    }),
    what: 'setFeeTiers',
  })
  await send({
    to: sale,
    data: encodeFunctionData({
      abi: ghostIFOAbi,
      functionName: 'setPointParameters',
      args: [parameters.campaignId, parameters.numberPoints, limits.thresholdPoints],
    }),
    what: 'setPointParameters',
  })
  await send({
    to: offeringToken,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [sale, basic.offeringAmount + unlimited.offeringAmount],
    }),
    what: 'send the sale its offering',
  })
  return sale
}

/**
 * Sets a sale's limits again (before its start): the basic pool's cap, keeping what it sells for
 * what target, and the achievement's threshold, keeping its campaign and points.
 */
export async function setIfoLimits(
  send: SendIfoTransaction,
  reader: IfoReader,
  parameters: { sale: Address; limits: IfoLimits },
): Promise<void> {
  const { sale, limits } = parameters
  const at = { address: sale, abi: ghostIFOAbi } as const
  const [basic, campaignId, numberPoints] = await Promise.all([
    reader.readContract({ ...at, functionName: 'viewPool', args: [IFO_POOL_IDS.basic] }),
    reader.readContract({ ...at, functionName: 'campaignId' }),
    reader.readContract({ ...at, functionName: 'numberPoints' }),
  ])
  await send({
    to: sale,
    data: encodeFunctionData({
      abi: ghostIFOAbi,
      functionName: 'setPool',
      args: [IFO_POOL_IDS.basic, basic.offeringAmount, basic.raisingAmount, limits.basicLimit],
    }),
    what: 'setPool(0)',
  })
  await send({
    to: sale,
    data: encodeFunctionData({
      abi: ghostIFOAbi,
      functionName: 'setPointParameters',
      args: [campaignId, numberPoints, limits.thresholdPoints],
    }),
    what: 'setPointParameters',
  })
}

/** A sale as the chain holds it now. */
export type IfoSaleState = {
  address: Address
  owner: Address
  offeringToken: Address
  startTimestamp: bigint
  endTimestamp: bigint
  /** By pid: basic, unlimited. */
  pools: readonly [IfoPoolState, IfoPoolState]
  feeTiers: IfoFeeTier[]
  /** The fee each pool charges at its total now (basis points of unused CAKE). */
  feeBps: readonly [bigint, bigint]
  campaignId: bigint
  numberPoints: bigint
  thresholdPoints: bigint
  /** Offering tokens the sale holds. */
  offeringBalance: bigint
  /** What finalWithdraw would send the owner now (nothing before the end). */
  withdrawable: { lpAmount: bigint; offeringAmount: bigint }
  /** CAKE sent to the owner so far. */
  lpWithdrawn: bigint
}

/**
 * Reads a sale, at `blockTag` when given: 'pending' reads what the owner's next transaction would
 * see (`withdrawable` depends on the clock, and on an idle Anvil the latest block's time stands
 * still while the chain's clock runs on).
 */
export async function readIfoSale(
  reader: IfoReader,
  sale: Address,
  options: { blockTag?: BlockTag | undefined } = {},
): Promise<IfoSaleState> {
  const at = { address: sale, abi: ghostIFOAbi, blockTag: options.blockTag } as const
  const [
    owner,
    offeringToken,
    startTimestamp,
    endTimestamp,
    basic,
    unlimited,
    tiers,
    basicFee,
    unlimitedFee,
    campaignId,
    numberPoints,
    thresholdPoints,
    withdrawable,
    lpWithdrawn,
  ] = await Promise.all([
    reader.readContract({ ...at, functionName: 'owner' }),
    reader.readContract({ ...at, functionName: 'offeringToken' }),
    reader.readContract({ ...at, functionName: 'startTimestamp' }),
    reader.readContract({ ...at, functionName: 'endTimestamp' }),
    reader.readContract({ ...at, functionName: 'viewPool', args: [IFO_POOL_IDS.basic] }),
    reader.readContract({ ...at, functionName: 'viewPool', args: [IFO_POOL_IDS.unlimited] }),
    reader.readContract({ ...at, functionName: 'viewFeeTiers' }),
    reader.readContract({ ...at, functionName: 'feeBps', args: [IFO_POOL_IDS.basic] }),
    reader.readContract({ ...at, functionName: 'feeBps', args: [IFO_POOL_IDS.unlimited] }),
    reader.readContract({ ...at, functionName: 'campaignId' }),
    reader.readContract({ ...at, functionName: 'numberPoints' }),
    reader.readContract({ ...at, functionName: 'thresholdPoints' }),
    reader.readContract({ ...at, functionName: 'withdrawable' }),
    reader.readContract({ ...at, functionName: 'lpWithdrawn' }),
  ])
  const offeringBalance = await reader.readContract({
    address: offeringToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [sale],
    blockTag: options.blockTag,
  })
  return {
    address: sale,
    owner: getAddress(owner),
    offeringToken: getAddress(offeringToken),
    startTimestamp,
    endTimestamp,
    pools: [basic, unlimited],
    feeTiers: tiers.map((tier) => ({ minMultiple: tier.minMultiple, feeBps: tier.feeBps })),
    feeBps: [basicFee, unlimitedFee],
    campaignId,
    numberPoints,
    thresholdPoints,
    offeringBalance,
    withdrawable: { lpAmount: withdrawable[0], offeringAmount: withdrawable[1] },
    lpWithdrawn,
  }
}

/** Every sale of the deployer, oldest first. */
export async function readIfoSales(reader: IfoReader, ifoDeployer: Address): Promise<Address[]> {
  const sales = await reader.readContract({
    address: ifoDeployer,
    abi: ghostIFODeployerAbi,
    functionName: 'getIfos',
  })
  return sales.map((sale) => getAddress(sale))
}
