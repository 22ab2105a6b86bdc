/**
 * The initial offerings' admin commands (issue 33; spec §6: admin operations are not screens):
 * create a sale through the IFO deployer (and ready it: POINT_ROLE, pools, fee tiers, points,
 * the offering), set its limits again from CAKE's price shortly before the start (spec §9: about
 * 30 minutes before), withdraw what it raised and did not sell after the end, and a status report
 * of every sale. They sign as the owner (account 0 on the local chain), which owns the deployer
 * and the sales it creates and administers the profile.
 */
import { ghostIFOAbi, ghostIFODeployerAbi, ghostProfileAbi } from '@ghost/contracts'
import { getIfoContracts, getNftContracts, type Manifest } from '@ghost/contracts/manifest'
import {
  getIfoPhase,
  getIfoSecondsLeft,
  getIfoSubscriptionBps,
  IFO_ACHIEVEMENT_USD,
  IFO_BASIC_LIMIT_USD,
  IFO_LIMITS_LEAD_SECONDS,
  type IfoPhase,
  type IfoPoolState,
} from '@ghost/sdk'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  formatUnits,
  getAddress,
  isAddress,
  parseEventLogs,
  parseUnits,
} from 'viem'
import type { ChainWriter } from '../chainWriter'
import {
  createIfoSale,
  type IfoLimits,
  IfoPriceError,
  type IfoSaleState,
  ifoCampaignId,
  readIfoLimits,
  readIfoSale,
  readIfoSales,
  sendAs,
  setIfoLimits,
} from '../ifoSales'
import { chainNow } from '../lotteryRounds'
import { IFO } from '../worldPlan'
import {
  type AdminCommand,
  type AdminContext,
  AdminError,
  cakeAmount,
  deployed,
  iso,
  refuseExtra,
  takeOptions,
} from './context'

const usd = (wei: bigint) => `${formatEther(wei)} USD`

type OfferingToken = { address: Address; symbol: string; name: string; decimals: number }

function ifoDeployerOf(context: AdminContext): Address {
  return deployed(getIfoContracts(context.manifest), 'IFO deployer').IFODeployer
}

function profileOf(manifest: Manifest): Address {
  return deployed(getNftContracts(manifest), 'profile contract').Profile
}

const signerOf = (context: AdminContext) => getAddress(context.client.account.address)

async function readToken(client: ChainWriter, address: Address): Promise<OfferingToken> {
  const at = { address, abi: erc20Abi } as const
  const [symbol, name, decimals] = await Promise.all([
    client.readContract({ ...at, functionName: 'symbol' }),
    client.readContract({ ...at, functionName: 'name' }),
    client.readContract({ ...at, functionName: 'decimals' }),
  ])
  return { address, symbol, name, decimals }
}

/** `1d 2h 3m` (the leading zero units left out; `0m` for under a minute). */
function duration(seconds: bigint | number): string {
  let left = BigInt(seconds)
  const days = left / 86_400n
  left %= 86_400n
  const hours = left / 3_600n
  const minutes = (left % 3_600n) / 60n
  const parts = [days > 0n ? `${days}d` : '', days + hours > 0n ? `${hours}h` : '', `${minutes}m`]
  return parts.filter((part) => part !== '').join(' ')
}

/** Basis points as a percentage with up to two decimals: 13500 → 135%. */
function percent(bps: bigint): string {
  const whole = bps / 100n
  const cents = bps % 100n
  return cents === 0n
    ? `${whole}%`
    : `${whole}.${cents.toString().padStart(2, '0').replace(/0$/, '')}%`
}

/**
 * A sale named on the command line: its address (one of the deployer's) or its number in
 * `ifo:status` (1 for the oldest).
 */
async function resolveSale(
  context: AdminContext,
  command: string,
  text: string | undefined,
): Promise<{ sale: Address; number: number }> {
  if (text === undefined) {
    throw new AdminError(`${command} needs a sale: its address or its number in ifo:status`)
  }
  const sales = await readIfoSales(context.client, ifoDeployerOf(context))
  if (/^[1-9][0-9]*$/.test(text)) {
    const number = Number(text)
    const sale = sales[number - 1]
    if (!sale) {
      throw new AdminError(
        `There is no sale ${number}: the IFO deployer has ${sales.length === 0 ? 'none yet (ifo:create makes one)' : `${sales.length} (ifo:status lists them)`}`,
      )
    }
    return { sale, number }
  }
  if (!isAddress(text, { strict: false })) {
    throw new AdminError(
      `'${text}' is neither a sale's address nor its number in ifo:status (1 for the oldest)`,
    )
  }
  const sale = getAddress(text)
  const index = sales.indexOf(sale)
  if (index < 0) {
    throw new AdminError(`${sale} is not one of the IFO deployer's sales (ifo:status lists them)`)
  }
  return { sale, number: index + 1 }
}

/** The sale as the owner's next transaction would see it (the latest block's where no pending). */
async function readSaleNow(client: ChainWriter, sale: Address): Promise<IfoSaleState> {
  try {
    return await readIfoSale(client, sale, { blockTag: 'pending' })
  } catch {
    return await readIfoSale(client, sale)
  }
}

async function requireSaleOwner(context: AdminContext, state: IfoSaleState) {
  const signer = signerOf(context)
  if (state.owner !== signer) {
    throw new AdminError(
      `The sale's owner is ${state.owner}, not the signer ${signer} (set PRIVATE_KEY)`,
    )
  }
}

/** The limits at the CAKE-USDT pair's price now, or an AdminError saying why there is none. */
async function limitsNow(context: AdminContext): Promise<IfoLimits> {
  const { manifest } = context
  const cakeUsdPair = manifest.pairs?.['CAKE-USDT']
  if (!cakeUsdPair) {
    throw new AdminError(
      'The manifest has no CAKE-USDT pair: the limits in CAKE come from its price',
    )
  }
  try {
    return await readIfoLimits(context.client, { cake: manifest.tokens.CAKE, cakeUsdPair })
  } catch (error) {
    if (error instanceof IfoPriceError) throw new AdminError(error.message)
    throw error
  }
}

function describeLimits(limits: IfoLimits): string {
  return `basic cap ${cakeAmount(limits.basicLimit)} per wallet (${usd(IFO_BASIC_LIMIT_USD)}), achievement from ${cakeAmount(limits.thresholdPoints)} committed (${usd(IFO_ACHIEVEMENT_USD)}), at CAKE = ${usd(limits.cakePrice)}`
}

/** `+90m`, `+2h`, `+3d`, `+45s` from the chain's clock; an ISO date and time; Unix seconds. */
function parseStart(text: string, now: bigint): bigint {
  const relative = /^\+([1-9][0-9]*)([smhd])$/.exec(text)
  if (relative) return now + parseLength(`${relative[1]}${relative[2]}`, '--start')
  if (/^[0-9]+$/.test(text)) return BigInt(text)
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) {
    const ms = Date.parse(text)
    if (!Number.isNaN(ms)) return BigInt(Math.floor(ms / 1000))
  }
  throw new AdminError(
    `--start must be +<n>s|m|h|d from the chain's clock, an ISO date and time (2030-01-31T12:00:00Z) or Unix seconds, not '${text}'`,
  )
}

const UNIT_SECONDS = { s: 1n, m: 60n, h: 3_600n, d: 86_400n } as const

/** `90m`, `24h`, `2d`, `3600s` (or plain seconds): a length of time in seconds. */
function parseLength(text: string, option: string): bigint {
  const match = /^([1-9][0-9]*)([smhd])?$/.exec(text)
  if (!match) {
    throw new AdminError(`${option} must be a whole number of s, m, h or d (24h), not '${text}'`)
  }
  const unit = (match[2] ?? 's') as keyof typeof UNIT_SECONDS
  return BigInt(match[1] as string) * UNIT_SECONDS[unit]
}

/** `<basic>,<unlimited>`: two positive amounts with `decimals`. */
function parsePair(text: string | undefined, option: string, decimals: number, unit: string) {
  if (text === undefined) throw new AdminError(`ifo:create needs --${option} <basic>,<unlimited>`)
  const parts = text.split(',')
  const amounts = parts.map((part) => {
    if (!/^[0-9]+(\.[0-9]+)?$/.test(part)) return undefined
    try {
      return parseUnits(part, decimals)
    } catch {
      return undefined
    }
  })
  const [basic, unlimited] = amounts
  if (parts.length !== 2 || basic === undefined || unlimited === undefined) {
    throw new AdminError(
      `--${option} must be two amounts of ${unit}, basic pool then unlimited pool (25000,500000), not '${text}'`,
    )
  }
  if (basic === 0n || unlimited === 0n) {
    throw new AdminError(`--${option}: each pool's amount must be above 0 ${unit}`)
  }
  return { basic, unlimited }
}

function parseWhole(text: string | undefined, option: string, fallback: bigint): bigint {
  if (text === undefined) return fallback
  if (!/^[0-9]+$/.test(text))
    throw new AdminError(`--${option} must be a whole number, not '${text}'`)
  return BigInt(text)
}

async function offeringTokenOf(context: AdminContext, text: string | undefined) {
  if (text === undefined) {
    throw new AdminError('ifo:create needs the offering token: its manifest symbol or address')
  }
  const { manifest, client } = context
  const symbol = Object.keys(manifest.tokens).find(
    (key) => key.toUpperCase() === text.toUpperCase(),
  )
  let address: Address
  if (symbol) address = manifest.tokens[symbol] as Address
  else if (isAddress(text, { strict: false })) address = getAddress(text)
  else {
    throw new AdminError(
      `The offering token '${text}' is neither a token of the manifest (${Object.keys(manifest.tokens).join(', ')}) nor an address`,
    )
  }
  if (address === manifest.tokens.CAKE) {
    throw new AdminError('The offering token cannot be CAKE: the sale raises CAKE')
  }
  const code = await client.getCode({ address })
  if (code === undefined || code === '0x') {
    throw new AdminError(`The offering token ${address} has no code on chain ${manifest.chainId}`)
  }
  try {
    return await readToken(client, address)
  } catch {
    throw new AdminError(`The offering token ${address} does not answer as an ERC-20 token`)
  }
}

const create: AdminCommand = {
  name: 'ifo:create',
  usage: '<token> --offering b,u --target b,u --start +2h --duration 24h',
  description:
    "Creates a sale of the token (manifest symbol or address) and readies it: the profile's POINT_ROLE, the pools (offering and CAKE target, basic then unlimited; the basic cap ≈ 100 USD of CAKE), the fee tiers, the points (--points, default 100, from ≈ 10 USD committed; --campaign) and the offering sent to it. --start: +<n>s|m|h|d on the chain's clock, an ISO time or Unix seconds",
  async run(context, args) {
    const [
      {
        offering: offeringText,
        target: targetText,
        start: startText,
        duration: durationText,
        points: pointsText,
        campaign: campaignText,
      },
      rest,
    ] = takeOptions(args, ['offering', 'target', 'start', 'duration', 'points', 'campaign'])
    const [tokenText, ...extra] = rest
    refuseExtra('ifo:create', extra)
    const { client, print, manifest } = context
    const ifoDeployer = ifoDeployerOf(context)
    const profile = profileOf(manifest)
    const token = await offeringTokenOf(context, tokenText)
    const offering = parsePair(offeringText, 'offering', token.decimals, token.symbol)
    const target = parsePair(targetText, 'target', 18, 'CAKE')
    if (startText === undefined) throw new AdminError('ifo:create needs --start <+2h|ISO time>')
    if (durationText === undefined) throw new AdminError('ifo:create needs --duration <24h>')
    const length = parseLength(durationText, '--duration')
    const numberPoints = parseWhole(pointsText, 'points', IFO.numberPoints)

    const signer = signerOf(context)
    const [owner, adminRole, count, balance, now] = await Promise.all([
      client.readContract({
        address: ifoDeployer,
        abi: ghostIFODeployerAbi,
        functionName: 'owner',
      }),
      client.readContract({
        address: profile,
        abi: ghostProfileAbi,
        functionName: 'DEFAULT_ADMIN_ROLE',
      }),
      client.readContract({
        address: ifoDeployer,
        abi: ghostIFODeployerAbi,
        functionName: 'ifoCount',
      }),
      client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [signer],
      }),
      chainNow(client),
    ])
    if (getAddress(owner) !== signer) {
      throw new AdminError(
        `The IFO deployer's owner is ${getAddress(owner)}, not the signer ${signer} (set PRIVATE_KEY)`,
      )
    }
    const isProfileAdmin = await client.readContract({
      address: profile,
      abi: ghostProfileAbi,
      functionName: 'hasRole',
      args: [adminRole, signer],
    })
    if (!isProfileAdmin) {
      throw new AdminError(
        `The signer ${signer} is not the profile's admin, so it cannot grant the sale POINT_ROLE (the achievement's points): sign as the profile's admin`,
      )
    }
    const start = parseStart(startText, now)
    if (start <= now) {
      throw new AdminError(
        `The start ${iso(start)} is not after the chain's clock (${iso(now)}): a sale cannot begin in the past`,
      )
    }
    const needed = offering.basic + offering.unlimited
    const amount = (wei: bigint) => `${formatUnits(wei, token.decimals)} ${token.symbol}`
    if (balance < needed) {
      throw new AdminError(
        `The signer holds ${amount(balance)}; the two pools offer ${amount(needed)}, which the sale must hold before it takes commits`,
      )
    }
    const limits = await limitsNow(context)
    if (limits.basicLimit === 0n || limits.thresholdPoints === 0n) {
      throw new AdminError(`At CAKE = ${usd(limits.cakePrice)} the limits round to 0 CAKE`)
    }
    const number = count + 1n
    const campaignId = parseWhole(campaignText, 'campaign', ifoCampaignId(number))
    const sale = await createIfoSale(sendAs(client), client, {
      ifoDeployer,
      profile,
      offeringToken: token.address,
      startTimestamp: start,
      endTimestamp: start + length,
      owner: signer,
      basic: { offeringAmount: offering.basic, raisingAmount: target.basic },
      unlimited: { offeringAmount: offering.unlimited, raisingAmount: target.unlimited },
      limits,
      campaignId,
      numberPoints,
    })
    print(
      `Sale ${number} created: ${sale} sells ${token.symbol} (${token.name}) for CAKE from ${iso(start)} to ${iso(start + length)} (${duration(length)})`,
    )
    print(
      `  basic pool: ${amount(offering.basic)} for ${cakeAmount(target.basic)}, at most ${cakeAmount(limits.basicLimit)} per wallet, no fee`,
    )
    print(
      `  unlimited pool: ${amount(offering.unlimited)} for ${cakeAmount(target.unlimited)}, a fee on the unused CAKE from 1% (the sdk's tiers)`,
    )
    print(
      `  points: ${numberPoints} (campaign ${campaignId}) for ${cakeAmount(limits.thresholdPoints)} committed; POINT_ROLE granted; ${amount(needed)} sent to the sale`,
    )
    print(
      `  ${describeLimits(limits)}: run ifo:set-limits ${number} about ${IFO_LIMITS_LEAD_SECONDS / 60} minutes before the start if the price moves`,
    )
  },
}

const setLimits: AdminCommand = {
  name: 'ifo:set-limits',
  usage: '<sale>',
  description:
    "Before the start only: sets the basic pool's cap (≈ 100 USD of CAKE) and the achievement's threshold (≈ 10 USD) again at CAKE's price now",
  async run(context, args) {
    const [saleText, ...extra] = args
    refuseExtra('ifo:set-limits', extra)
    const { client, print } = context
    const { sale, number } = await resolveSale(context, 'ifo:set-limits', saleText)
    const [state, now] = await Promise.all([readSaleNow(client, sale), chainNow(client)])
    await requireSaleOwner(context, state)
    if (now >= state.startTimestamp) {
      throw new AdminError(
        `Sale ${number} started at ${iso(state.startTimestamp)} (the chain's clock is at ${iso(now)}): its limits are fixed once it is live`,
      )
    }
    const limits = await limitsNow(context)
    if (limits.basicLimit === 0n || limits.thresholdPoints === 0n) {
      throw new AdminError(`At CAKE = ${usd(limits.cakePrice)} the limits round to 0 CAKE`)
    }
    await setIfoLimits(sendAs(client), client, { sale, limits })
    const before = state.pools[0].limitPerUser
    print(
      `Sale ${number} (${sale}): basic cap ${cakeAmount(before)} → ${cakeAmount(limits.basicLimit)} per wallet, achievement from ${cakeAmount(state.thresholdPoints)} → ${cakeAmount(limits.thresholdPoints)} committed, at CAKE = ${usd(limits.cakePrice)}`,
    )
    const lead = state.startTimestamp - now
    print(
      `Starts ${iso(state.startTimestamp)} (in ${duration(lead)})${lead > BigInt(IFO_LIMITS_LEAD_SECONDS) * 2n ? `: the price may move before then; run it again about ${IFO_LIMITS_LEAD_SECONDS / 60} minutes before the start` : ''}`,
    )
  },
}

const finalise: AdminCommand = {
  name: 'ifo:finalise',
  usage: '<sale>',
  description:
    'After the end only: sends the owner the CAKE the sale raised (and its fees so far) and the offering tokens it did not sell; what wallets are owed stays for their harvests',
  async run(context, args) {
    const [saleText, ...extra] = args
    refuseExtra('ifo:finalise', extra)
    const { client, print } = context
    const { sale, number } = await resolveSale(context, 'ifo:finalise', saleText)
    const [state, now] = await Promise.all([readSaleNow(client, sale), chainNow(client)])
    await requireSaleOwner(context, state)
    if (now < state.endTimestamp) {
      throw new AdminError(
        `Sale ${number} ends at ${iso(state.endTimestamp)} (in ${duration(state.endTimestamp - now)}; the chain's clock is at ${iso(now)}): the owner withdraws only after the end`,
      )
    }
    const token = await readToken(client, state.offeringToken)
    const amount = (wei: bigint) => `${formatUnits(wei, token.decimals)} ${token.symbol}`
    const { lpAmount, offeringAmount } = state.withdrawable
    if (lpAmount === 0n && offeringAmount === 0n) {
      throw new AdminError(
        `Nothing to withdraw from sale ${number}: the raised CAKE and the unsold ${token.symbol} were withdrawn already (fees arrive as wallets harvest)`,
      )
    }
    const receipt = await sendAs(client)({
      to: sale,
      data: encodeFunctionData({ abi: ghostIFOAbi, functionName: 'finalWithdraw' }),
      what: 'finalWithdraw',
    })
    const [event] = parseEventLogs({
      abi: ghostIFOAbi,
      eventName: 'FinalWithdraw',
      logs: receipt.logs,
    })
    const after = await readSaleNow(client, sale)
    print(
      `Sale ${number} (${sale}): ${cakeAmount(event?.args.lpAmount ?? lpAmount)} and ${amount(event?.args.offeringAmount ?? offeringAmount)} sent to ${state.owner}; ${amount(after.offeringBalance)} stay for the harvests still to come`,
    )
  },
}

const PHASE_TEXT: Record<IfoPhase, string> = {
  getReady: 'get ready',
  live: 'live',
  finished: 'finished',
}

function phaseLine(state: IfoSaleState, now: bigint): string {
  const phase = getIfoPhase(state, now)
  const left = duration(getIfoSecondsLeft(state, now))
  if (phase === 'getReady') return `${PHASE_TEXT[phase]}, starts in ${left}`
  if (phase === 'live') return `${PHASE_TEXT[phase]}, ends in ${left}`
  return `${PHASE_TEXT[phase]} ${duration(now - state.endTimestamp)} ago`
}

function poolLine(
  kind: 'basic' | 'unlimited',
  pool: IfoPoolState,
  fee: bigint,
  amount: (wei: bigint) => string,
): string {
  const subscription = getIfoSubscriptionBps(pool)
  const over =
    subscription > 10_000n
      ? `, ${percent(subscription)}: oversubscribed`
      : `, ${percent(subscription)}`
  const cap =
    pool.limitPerUser > 0n ? `at most ${cakeAmount(pool.limitPerUser)} per wallet` : 'no cap'
  const feeText = pool.hasFee ? `fee ${percent(fee)} of the unused CAKE now` : 'no fee'
  return `  ${kind}: ${cakeAmount(pool.totalAmount)} committed of a ${cakeAmount(pool.raisingAmount)} target${over}; sells ${amount(pool.offeringAmount)}; ${cap}; ${feeText}; ${cakeAmount(pool.harvestedAmount)} of it harvested`
}

/** Wallets that committed, from the sale's Deposit events; undefined when the node refuses. */
async function participants(
  client: ChainWriter,
  sale: Address,
  fromBlock: bigint,
): Promise<number | undefined> {
  try {
    const deposits = await client.getContractEvents({
      address: sale,
      abi: ghostIFOAbi,
      eventName: 'Deposit',
      fromBlock,
    })
    return new Set(deposits.map((log) => log.args.user)).size
  } catch {
    return undefined
  }
}

const status: AdminCommand = {
  name: 'ifo:status',
  usage: '[sale]',
  description:
    "Every sale (or one): phase on the chain's clock, each pool's commits against its target and oversubscription, fee, participants, points, offering held, what the owner may withdraw",
  async run(context, args) {
    const [saleText, ...extra] = args
    refuseExtra('ifo:status', extra)
    const { client, print, manifest } = context
    const ifoDeployer = ifoDeployerOf(context)
    const profile = profileOf(manifest)
    const [sales, now, pointRole] = await Promise.all([
      readIfoSales(client, ifoDeployer),
      chainNow(client),
      client.readContract({ address: profile, abi: ghostProfileAbi, functionName: 'POINT_ROLE' }),
    ])
    print(
      `IFO deployer ${ifoDeployer}: ${sales.length === 1 ? '1 sale' : `${sales.length} sales`}; chain clock ${iso(now)}`,
    )
    if (sales.length === 0) {
      print('No sales yet: ifo:create makes one')
      return
    }
    const chosen =
      saleText === undefined
        ? sales.map((sale, i) => ({ sale, number: i + 1 }))
        : [await resolveSale(context, 'ifo:status', saleText)]
    for (const { sale, number } of chosen) {
      const state = await readSaleNow(client, sale)
      const [token, hasPointRole, wallets] = await Promise.all([
        readToken(client, state.offeringToken),
        client.readContract({
          address: profile,
          abi: ghostProfileAbi,
          functionName: 'hasRole',
          args: [pointRole, sale],
        }),
        participants(client, sale, BigInt(manifest.startBlock)),
      ])
      const amount = (wei: bigint) => `${formatUnits(wei, token.decimals)} ${token.symbol}`
      const phase = getIfoPhase(state, now)
      print(`Sale ${number} ${sale}: ${token.symbol} (${token.name}), ${phaseLine(state, now)}`)
      print(
        `  runs ${iso(state.startTimestamp)} to ${iso(state.endTimestamp)}; owner ${state.owner}`,
      )
      print(poolLine('basic', state.pools[0], state.feeBps[0], amount))
      print(poolLine('unlimited', state.pools[1], state.feeBps[1], amount))
      print(
        `  participants: ${wallets === undefined ? 'unknown (the node refused the Deposit log query)' : wallets}`,
      )
      print(
        `  points: ${state.numberPoints} (campaign ${state.campaignId}) from ${cakeAmount(state.thresholdPoints)} committed; POINT_ROLE ${hasPointRole ? 'granted' : 'NOT granted: harvests award no points'}`,
      )
      const offered = state.pools[0].offeringAmount + state.pools[1].offeringAmount
      if (phase === 'finished') {
        print(`  offering held: ${amount(state.offeringBalance)}`)
        const { lpAmount, offeringAmount } = state.withdrawable
        print(
          lpAmount === 0n && offeringAmount === 0n
            ? `  withdrawable: nothing (${cakeAmount(state.lpWithdrawn)} withdrawn so far)`
            : `  withdrawable: ${cakeAmount(lpAmount)} and ${amount(offeringAmount)} (ifo:finalise ${number})`,
        )
      } else {
        print(
          `  offering held: ${amount(state.offeringBalance)} of the ${amount(offered)} the pools sell${state.offeringBalance >= offered ? '' : ': NOT funded, commits are refused until it is'}`,
        )
        print(`  withdrawable: nothing before the end (${iso(state.endTimestamp)})`)
      }
    }
  },
}

/** Every IFO command signs as the owner (account 0 on the local chain). */
export const ifoCommands: readonly AdminCommand[] = [create, setLimits, finalise, status]
