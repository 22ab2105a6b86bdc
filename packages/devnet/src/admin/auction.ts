/**
 * The farm auctions' operator commands (issue 35; spec §6: admin operations are not screens):
 * keep the whitelist of project wallets, schedule and close an auction, add the winners' farms to
 * MasterChef and end them when their FARM_DURATION (7 days) is up, and a status report. They sign
 * as the owner of GhostFarmAuction and MasterChef (account 0 on the local chain, PRIVATE_KEY
 * elsewhere). No keeper does any of this: every step is the operator's decision.
 *
 * A won farm runs from the later of the auction's close and the moment its farm was added (or
 * set going again): `auction:end-farms` refuses before FARM_DURATION has passed since then.
 * A winner's LP that already has a farm keeps it: an ended farm (allocation 0) is set going again
 * rather than added twice (MasterChef takes an LP token once); a live one is left as it is, and
 * `auction:end-farms` never touches a farm that was live before the close.
 */
import { ghostFarmAuctionAbi, masterChefAbi } from '@ghost/contracts'
import { getAuctionContracts } from '@ghost/contracts/manifest'
import {
  AUCTION_BID_STEP,
  AUCTION_FARM_DURATION_SECONDS,
  AUCTION_MAX_WINNERS,
  AUCTION_PROJECT_NAME_MAX_BYTES,
  getLogsInRanges,
  rankAuctionBids,
} from '@ghost/sdk'
import { type Address, getAddress, isAddress, parseEther } from 'viem'
import type { ChainWriter } from '../chainWriter'
import { write } from '../chainWriter'
import { chainNow } from '../lotteryRounds'
import { AUCTION } from '../worldPlan'
import {
  type AdminCommand,
  type AdminContext,
  AdminError,
  cakeAmount,
  deployed,
  iso,
  refuseExtra,
} from './context'

const FARM_DURATION = BigInt(AUCTION_FARM_DURATION_SECONDS)
/** `auction:start now` starts this long after the chain's clock: the transaction's block is later. */
const START_MARGIN_SECONDS = 60n

function auctionAddress(context: AdminContext): Address {
  return deployed(getAuctionContracts(context.manifest), 'farm auction').FarmAuction
}

const signerOf = (context: AdminContext) => getAddress(context.client.account.address)

async function requireOwner(context: AdminContext, address: Address, what: string) {
  const owner = getAddress(
    await context.client.readContract({ address, abi: ghostFarmAuctionAbi, functionName: 'owner' }),
  )
  if (owner !== signerOf(context)) {
    throw new AdminError(
      `${what}'s owner is ${owner}, not the signer ${signerOf(context)} (set PRIVATE_KEY)`,
    )
  }
}

type AuctionInfo = {
  id: bigint
  startTime: bigint
  endTime: bigint
  initialBidAmount: bigint
  winnerCount: number
  closed: boolean
  bidderCount: bigint
  totalBids: bigint
  burned: bigint
}

async function readAuction(
  client: ChainWriter,
  address: Address,
  id: bigint,
): Promise<AuctionInfo> {
  const info = await client.readContract({
    address,
    abi: ghostFarmAuctionAbi,
    functionName: 'getAuction',
    args: [id],
  })
  return { id, ...info }
}

async function auctionCount(client: ChainWriter, address: Address): Promise<bigint> {
  return client.readContract({ address, abi: ghostFarmAuctionAbi, functionName: 'auctionCount' })
}

function stateOf(auction: AuctionInfo, now: bigint): string {
  if (auction.closed) return 'closed'
  if (now < auction.startTime) return 'scheduled'
  if (now < auction.endTime) return 'live'
  return 'ended (auction:close picks the winners)'
}

/** The auction named on the command line (an id), read from the chain. */
async function auctionNamed(
  context: AdminContext,
  command: string,
  text: string | undefined,
): Promise<AuctionInfo> {
  const address = auctionAddress(context)
  if (text === undefined || !/^(0|[1-9][0-9]*)$/.test(text)) {
    throw new AdminError(`${command} needs an auction id (0, 1, …; auction:status lists them)`)
  }
  const id = BigInt(text)
  const count = await auctionCount(context.client, address)
  if (id >= count) {
    throw new AdminError(
      `There is no auction ${id}: ${count === 0n ? 'none yet (auction:start schedules one)' : `0 to ${count - 1n}`}`,
    )
  }
  return readAuction(context.client, address, id)
}

/** An LP token: a manifest pair key (`DEEP-CAKE`) or an address with code. */
async function lpTokenOf(context: AdminContext, text: string | undefined): Promise<Address> {
  if (text === undefined)
    throw new AdminError(
      'auction:whitelist needs the LP token: a pair key (DEEP-CAKE) or an address',
    )
  const pairs = context.manifest.pairs ?? {}
  const key = Object.keys(pairs).find((name) => name.toUpperCase() === text.toUpperCase())
  const address = key
    ? (pairs[key] as Address)
    : isAddress(text, { strict: false })
      ? getAddress(text)
      : undefined
  if (!address) {
    throw new AdminError(
      `The LP token '${text}' is neither a pair of the manifest (${Object.keys(pairs).join(', ')}) nor an address`,
    )
  }
  const code = await context.client.getCode({ address })
  if (code === undefined || code === '0x') {
    throw new AdminError(`The LP token ${address} has no code on chain ${context.manifest.chainId}`)
  }
  return address
}

/** MasterChef's farms: pid, LP token and allocation. */
async function readFarms(
  client: ChainWriter,
  masterChef: Address,
): Promise<{ pid: bigint; lpToken: Address; allocPoint: bigint }[]> {
  const length = await client.readContract({
    address: masterChef,
    abi: masterChefAbi,
    functionName: 'poolLength',
  })
  return Promise.all(
    Array.from({ length: Number(length) }, async (_, i) => {
      const [lpToken, allocPoint] = await client.readContract({
        address: masterChef,
        abi: masterChefAbi,
        functionName: 'poolInfo',
        args: [BigInt(i)],
      })
      return { pid: BigInt(i), lpToken: getAddress(lpToken), allocPoint }
    }),
  )
}

/** A closed auction's winners with their projects' LP tokens. */
async function readWinners(
  client: ChainWriter,
  address: Address,
  id: bigint,
): Promise<{ account: Address; projectName: string; lpToken: Address }[]> {
  const winners = await client.readContract({
    address,
    abi: ghostFarmAuctionAbi,
    functionName: 'getWinners',
    args: [id],
  })
  return Promise.all(
    winners.map(async (account) => {
      const info = await client.readContract({
        address,
        abi: ghostFarmAuctionAbi,
        functionName: 'bidderInfo',
        args: [account],
      })
      return {
        account: getAddress(account),
        projectName: info.projectName,
        lpToken: getAddress(info.lpToken),
      }
    }),
  )
}

// ─── status ─────────────────────────────────────────────────────────────────────────────────

const status: AdminCommand = {
  name: 'auction:status',
  usage: '',
  description:
    'the whitelist (project, LP token), every auction (state on the chain’s clock, window, initial bid, winners wanted, total bid, burnt), the latest one’s bids ranked (who would win now) and a closed one’s winners with their farms',
  readOnly: true,
  async run(context, args) {
    refuseExtra('auction:status', args)
    const { client, manifest, print } = context
    const address = auctionAddress(context)
    const added = await getLogsInRanges({
      fromBlock: BigInt(manifest.startBlock),
      toBlock: await client.getBlockNumber({ cacheTime: 0 }),
      getLogs: (range) =>
        client.getContractEvents({
          address,
          abi: ghostFarmAuctionAbi,
          eventName: 'BidderAdded',
          ...range,
        }),
    })
    const accounts = [...new Set(added.map((event) => getAddress(event.args.account as Address)))]
    const whitelist = await Promise.all(
      accounts.map(async (account) => ({
        account,
        ...(await client.readContract({
          address,
          abi: ghostFarmAuctionAbi,
          functionName: 'bidderInfo',
          args: [account],
        })),
      })),
    )
    const pairNames = new Map(
      Object.entries(manifest.pairs ?? {}).map(([name, pair]) => [getAddress(pair), name]),
    )
    const lpName = (lpToken: Address) => pairNames.get(getAddress(lpToken)) ?? lpToken
    print(
      `Farm auction ${address}: ${whitelist.filter((b) => b.whitelisted).length} projects whitelisted`,
    )
    for (const bidder of whitelist) {
      print(
        `  ${bidder.account}: ${bidder.projectName}, farm ${lpName(bidder.lpToken)}${bidder.whitelisted ? '' : ' (removed)'}`,
      )
    }
    const count = await auctionCount(client, address)
    if (count === 0n) {
      print('No auction yet (auction:start schedules one).')
      return
    }
    const now = await chainNow(client)
    const farms = await readFarms(client, manifest.contracts.MasterChef)
    for (let id = 0n; id < count; id++) {
      const auction = await readAuction(client, address, id)
      print('')
      print(
        `Auction ${id} [${stateOf(auction, now)}]: ${iso(auction.startTime)} to ${iso(auction.endTime)}; first bid at least ${cakeAmount(auction.initialBidAmount)}, ${auction.winnerCount} winners; ${auction.bidderCount} bidders, ${cakeAmount(auction.totalBids)} bid${auction.closed ? `, ${cakeAmount(auction.burned)} burnt` : ''}`,
      )
      const [bidders, totals] = await client.readContract({
        address,
        abi: ghostFarmAuctionAbi,
        functionName: 'getBidders',
        args: [id, 0n, auction.bidderCount],
      })
      const listed = new Map(whitelist.map((b) => [b.account, b]))
      const ranked = rankAuctionBids(
        bidders.map((account, order) => ({
          account: getAddress(account),
          total: totals[order] ?? 0n,
          order,
          whitelisted: listed.get(getAddress(account))?.whitelisted ?? false,
        })),
        auction.winnerCount,
      )
      const winners = auction.closed
        ? new Set(
            await client.readContract({
              address,
              abi: ghostFarmAuctionAbi,
              functionName: 'getWinners',
              args: [id],
            }),
          )
        : undefined
      for (const bid of ranked) {
        const project = listed.get(bid.account)
        const won = winners ? winners.has(bid.account) : bid.isWinner
        let note = ''
        if (winners && won) {
          const farm = farms.find((f) => project && f.lpToken === getAddress(project.lpToken))
          note = farm
            ? `; farm pid ${farm.pid} at ${farm.allocPoint}${farm.allocPoint === 0n ? ' (ended)' : ''}`
            : '; no farm yet (auction:add-farms)'
        } else if (winners) {
          const { reclaimed } = await client.readContract({
            address,
            abi: ghostFarmAuctionAbi,
            functionName: 'bidOf',
            args: [id, bid.account],
          })
          note = reclaimed ? '; reclaimed' : '; not reclaimed'
        }
        print(
          `  ${bid.rank}. ${project?.projectName ?? bid.account} (${bid.account}): ${cakeAmount(bid.total)}${won ? (winners ? ', won' : ', winning now') : ''}${note}`,
        )
      }
    }
  },
}

// ─── whitelist ──────────────────────────────────────────────────────────────────────────────

const whitelistCommand: AdminCommand = {
  name: 'auction:whitelist',
  usage: '<address> <name> <lpToken>',
  description:
    'whitelists a project wallet (or changes a listed one’s name and farm): its name (1 to 32 bytes; quote it) and the LP token of the farm it bids for (a manifest pair such as DEEP-CAKE, or an address)',
  async run(context, args) {
    const [accountText, name, lpText, ...extra] = args
    refuseExtra('auction:whitelist', extra)
    if (accountText === undefined || !isAddress(accountText, { strict: false })) {
      throw new AdminError(
        `auction:whitelist needs the project's wallet address, not '${accountText ?? ''}'`,
      )
    }
    const bytes = new TextEncoder().encode(name ?? '').length
    if (name === undefined || bytes === 0 || bytes > AUCTION_PROJECT_NAME_MAX_BYTES) {
      throw new AdminError(
        `The project name must be 1 to ${AUCTION_PROJECT_NAME_MAX_BYTES} bytes (quote it), not '${name ?? ''}'`,
      )
    }
    const address = auctionAddress(context)
    await requireOwner(context, address, 'The farm auction')
    const lpToken = await lpTokenOf(context, lpText)
    const account = getAddress(accountText)
    await write(context.client, {
      address,
      abi: ghostFarmAuctionAbi,
      functionName: 'addBidders',
      args: [[{ account, projectName: name, lpToken }]],
    })
    context.print(`Whitelisted ${account} as '${name}', farming ${lpToken}`)
  },
}

const remove: AdminCommand = {
  name: 'auction:remove',
  usage: '<address>',
  description:
    'takes a wallet off the whitelist: it bids no more and cannot win the open auction, but reclaims what it bid',
  async run(context, args) {
    const [accountText, ...extra] = args
    refuseExtra('auction:remove', extra)
    if (accountText === undefined || !isAddress(accountText, { strict: false })) {
      throw new AdminError(`auction:remove needs the wallet's address, not '${accountText ?? ''}'`)
    }
    const address = auctionAddress(context)
    await requireOwner(context, address, 'The farm auction')
    const account = getAddress(accountText)
    const info = await context.client.readContract({
      address,
      abi: ghostFarmAuctionAbi,
      functionName: 'bidderInfo',
      args: [account],
    })
    if (!info.whitelisted) throw new AdminError(`${account} is not on the whitelist`)
    await write(context.client, {
      address,
      abi: ghostFarmAuctionAbi,
      functionName: 'removeBidders',
      args: [[account]],
    })
    context.print(`Removed ${account} ('${info.projectName}') from the whitelist`)
  },
}

// ─── auctions ───────────────────────────────────────────────────────────────────────────────

const start: AdminCommand = {
  name: 'auction:start',
  usage: '<startUnix|now> <days> <initial> <winners>',
  description:
    'schedules the next auction once the last is closed: its start (Unix seconds, or now: a minute after the chain’s clock), its length in days (decimals allowed), the least first bid in CAKE (a multiple of 10) and how many projects win (1 to 50)',
  async run(context, args) {
    const [startText, daysText, initialText, winnersText, ...extra] = args
    refuseExtra('auction:start', extra)
    const { client, print } = context
    const address = auctionAddress(context)
    await requireOwner(context, address, 'The farm auction')
    const now = await chainNow(client)
    let startTime: bigint
    if (startText === 'now') startTime = now + START_MARGIN_SECONDS
    else if (startText !== undefined && /^[0-9]+$/.test(startText)) startTime = BigInt(startText)
    else throw new AdminError(`The start must be Unix seconds or 'now', not '${startText ?? ''}'`)
    if (startTime < now)
      throw new AdminError(`The start ${iso(startTime)} is before the chain's clock (${iso(now)})`)
    if (daysText === undefined || !/^[0-9]+(\.[0-9]+)?$/.test(daysText) || Number(daysText) <= 0) {
      throw new AdminError(`The length must be a positive number of days, not '${daysText ?? ''}'`)
    }
    const seconds = BigInt(Math.round(Number(daysText) * 86_400))
    if (initialText === undefined || !/^[0-9]+$/.test(initialText)) {
      throw new AdminError(
        `The initial bid must be a whole number of CAKE, not '${initialText ?? ''}'`,
      )
    }
    const initial = parseEther(initialText)
    if (initial === 0n || initial % AUCTION_BID_STEP !== 0n) {
      throw new AdminError(
        `The initial bid must be a positive multiple of ${cakeAmount(AUCTION_BID_STEP)}`,
      )
    }
    const winners = Number(winnersText)
    if (
      winnersText === undefined ||
      !/^[0-9]+$/.test(winnersText) ||
      winners < 1 ||
      winners > AUCTION_MAX_WINNERS
    ) {
      throw new AdminError(
        `The winners must be 1 to ${AUCTION_MAX_WINNERS}, not '${winnersText ?? ''}'`,
      )
    }
    const count = await auctionCount(client, address)
    if (count > 0n && !(await readAuction(client, address, count - 1n)).closed) {
      throw new AdminError(`Auction ${count - 1n} is still open: close it first (auction:close)`)
    }
    await write(client, {
      address,
      abi: ghostFarmAuctionAbi,
      functionName: 'startAuction',
      args: [startTime, startTime + seconds, initial, winners],
    })
    print(
      `Scheduled auction ${count}: ${iso(startTime)} to ${iso(startTime + seconds)}, first bid at least ${cakeAmount(initial)}, ${winners} winners`,
    )
  },
}

const close: AdminCommand = {
  name: 'auction:close',
  usage: '',
  description:
    'once the open auction has ended: picks the winners (largest totals of the wallets still whitelisted) and burns their CAKE; the others reclaim theirs. Then auction:add-farms',
  async run(context, args) {
    refuseExtra('auction:close', args)
    const { client, print } = context
    const address = auctionAddress(context)
    await requireOwner(context, address, 'The farm auction')
    const count = await auctionCount(client, address)
    const auction = count > 0n ? await readAuction(client, address, count - 1n) : undefined
    if (!auction || auction.closed)
      throw new AdminError('No auction is open (auction:start schedules one)')
    const now = await chainNow(client)
    if (now < auction.endTime) {
      throw new AdminError(
        `Auction ${auction.id} runs until ${iso(auction.endTime)}: close it after that`,
      )
    }
    await write(client, { address, abi: ghostFarmAuctionAbi, functionName: 'closeAuction' })
    const closed = await readAuction(client, address, auction.id)
    const winners = await readWinners(client, address, auction.id)
    print(
      `Closed auction ${auction.id}: ${winners.length} winners, ${cakeAmount(closed.burned)} burnt`,
    )
    for (const winner of winners)
      print(`  ${winner.projectName} (${winner.account}): farm ${winner.lpToken}`)
    if (winners.length > 0) print(`Add their farms: auction:add-farms ${auction.id}`)
  },
}

// ─── farms ──────────────────────────────────────────────────────────────────────────────────

async function requireChefOwner(context: AdminContext) {
  const masterChef = context.manifest.contracts.MasterChef
  const owner = getAddress(
    await context.client.readContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: 'owner',
    }),
  )
  if (owner !== signerOf(context)) {
    throw new AdminError(
      `MasterChef's owner is ${owner}, not the signer ${signerOf(context)} (set PRIVATE_KEY)`,
    )
  }
}

const addFarms: AdminCommand = {
  name: 'auction:add-farms',
  usage: '<id> [allocPoint]',
  description: `adds each winner's LP token of a closed auction as a MasterChef farm at allocPoint (default ${AUCTION.farmAllocPoint}, "1X"; an ended farm of that LP is set going again, a live one left as it is); they run ${AUCTION_FARM_DURATION_SECONDS / 86_400} days (auction:end-farms)`,
  async run(context, args) {
    const [idText, allocText, ...extra] = args
    refuseExtra('auction:add-farms', extra)
    const auction = await auctionNamed(context, 'auction:add-farms', idText)
    if (allocText !== undefined && !/^[1-9][0-9]*$/.test(allocText)) {
      throw new AdminError(
        `The allocation must be a positive whole number (100 = 1X), not '${allocText}'`,
      )
    }
    const allocPoint = allocText === undefined ? AUCTION.farmAllocPoint : BigInt(allocText)
    if (!auction.closed) throw new AdminError(`Auction ${auction.id} is not closed (auction:close)`)
    await requireChefOwner(context)
    const { client, manifest, print } = context
    const masterChef = manifest.contracts.MasterChef
    const winners = await readWinners(client, auctionAddress(context), auction.id)
    if (winners.length === 0) {
      print(`Auction ${auction.id} has no winner: no farm to add`)
      return
    }
    for (const winner of winners) {
      const farms = await readFarms(client, masterChef)
      const farm = farms.find((f) => f.lpToken === winner.lpToken)
      if (farm && farm.allocPoint > 0n) {
        print(
          `  ${winner.projectName}: ${winner.lpToken} is farmed already (pid ${farm.pid} at ${farm.allocPoint}); left as it is`,
        )
        continue
      }
      if (farm) {
        await write(client, {
          address: masterChef,
          abi: masterChefAbi,
          functionName: 'set',
          args: [farm.pid, allocPoint, false],
        })
        print(
          `  ${winner.projectName}: farm pid ${farm.pid} (${winner.lpToken}) set going again at ${allocPoint}`,
        )
        continue
      }
      await write(client, {
        address: masterChef,
        abi: masterChefAbi,
        functionName: 'add',
        args: [allocPoint, winner.lpToken, false],
      })
      print(
        `  ${winner.projectName}: farm pid ${farms.length} added for ${winner.lpToken} at ${allocPoint}`,
      )
    }
    print(
      `End them from ${AUCTION_FARM_DURATION_SECONDS / 86_400} days on: auction:end-farms ${auction.id}`,
    )
  },
}

const endFarms: AdminCommand = {
  name: 'auction:end-farms',
  usage: '<id>',
  description: `sets the allocation of a closed auction's winners' farms to 0 once ${AUCTION_FARM_DURATION_SECONDS / 86_400} days have passed since the close and since each was added; refuses earlier, and leaves alone a farm that was live before the close`,
  async run(context, args) {
    const [idText, ...extra] = args
    refuseExtra('auction:end-farms', extra)
    const auction = await auctionNamed(context, 'auction:end-farms', idText)
    if (!auction.closed) throw new AdminError(`Auction ${auction.id} is not closed (auction:close)`)
    await requireChefOwner(context)
    const { client, manifest, print } = context
    const address = auctionAddress(context)
    const masterChef = manifest.contracts.MasterChef
    const toBlock = await client.getBlockNumber({ cacheTime: 0 })
    const [closedEvent] = await getLogsInRanges({
      fromBlock: BigInt(manifest.startBlock),
      toBlock,
      getLogs: (range) =>
        client.getContractEvents({
          address,
          abi: ghostFarmAuctionAbi,
          eventName: 'AuctionClosed',
          args: { auctionId: auction.id },
          ...range,
        }),
    })
    if (!closedEvent)
      throw new AdminError(
        `No AuctionClosed event of auction ${auction.id} since block ${manifest.startBlock}`,
      )
    const closedAt = (await client.getBlock({ blockNumber: closedEvent.blockNumber })).timestamp
    const winners = await readWinners(client, address, auction.id)
    const farms = await readFarms(client, masterChef)
    // when each farm was last set going (added, or set above 0) from the close on
    const farmEvents = (eventName: 'AddPool' | 'SetPool') =>
      getLogsInRanges({
        fromBlock: closedEvent.blockNumber,
        toBlock,
        getLogs: (range) =>
          client.getContractEvents({
            address: masterChef,
            abi: masterChefAbi,
            eventName,
            ...range,
          }),
      })
    const changes = (await Promise.all([farmEvents('AddPool'), farmEvents('SetPool')]))
      .flat()
      .sort((a, b) =>
        a.blockNumber === b.blockNumber
          ? a.logIndex - b.logIndex
          : a.blockNumber < b.blockNumber
            ? -1
            : 1,
      )
    const started = new Map<bigint, bigint>()
    for (const change of changes) {
      const { pid, allocPoint } = change.args
      if (pid === undefined || allocPoint === undefined || allocPoint === 0n) continue
      started.set(pid, (await client.getBlock({ blockNumber: change.blockNumber })).timestamp)
    }
    const now = await chainNow(client)
    const due: { pid: bigint; name: string }[] = []
    for (const winner of winners) {
      const farm = farms.find((f) => f.lpToken === winner.lpToken)
      const since = farm ? started.get(farm.pid) : undefined
      if (!farm || since === undefined) {
        print(
          `  ${winner.projectName}: no farm added for ${winner.lpToken} since the close; nothing to end`,
        )
        continue
      }
      if (farm.allocPoint === 0n) {
        print(`  ${winner.projectName}: farm pid ${farm.pid} has ended already`)
        continue
      }
      const from = since > closedAt ? since : closedAt
      if (now < from + FARM_DURATION) {
        throw new AdminError(
          `${winner.projectName}'s farm (pid ${farm.pid}) runs until ${iso(from + FARM_DURATION)} (${AUCTION_FARM_DURATION_SECONDS / 86_400} days from ${iso(from)}): end the farms after that`,
        )
      }
      due.push({ pid: farm.pid, name: winner.projectName })
    }
    for (const { pid, name } of due) {
      await write(client, {
        address: masterChef,
        abi: masterChefAbi,
        functionName: 'set',
        args: [pid, 0n, false],
      })
      print(`  ${name}: farm pid ${pid} ended (allocation 0)`)
    }
    print(`Auction ${auction.id}: ${due.length} farms ended`)
  },
}

export const auctionCommands: readonly AdminCommand[] = [
  status,
  whitelistCommand,
  remove,
  start,
  close,
  addFarms,
  endFarms,
]
