/**
 * The reward programmes' admin commands (spec §6: the screens do not set levels or fees):
 * keep the ghost pot's levels equal to the Ghost Squad holdings, claim the sales' ghost pot fees
 * (on the market and on the NFT factory) into the pot, create share pots and fee managers, set their levels, change the admin fee and
 * distribute a fee manager's fees.
 */
import {
  feeManagerFactoryAbi,
  ghostPotAbi,
  iFeeManagerAbi,
  iGhostMarketAbi,
  iGhostPayoutsAbi,
  iSharePotAbi,
} from '@ghost/contracts'
import {
  getNftContracts,
  getRewardContracts,
  type ManifestRewardContracts,
} from '@ghost/contracts/manifest'
import { type Address, formatEther, getAddress, isAddress, parseEventLogs, zeroAddress } from 'viem'
import { write } from '../chainWriter'
import { createFeeManager, createSharePot, syncGhostPotLevels } from '../deployRewards'
import { type AdminCommand, type AdminContext, AdminError, deployed } from './context'

function rewardContracts(context: AdminContext): ManifestRewardContracts {
  return deployed(getRewardContracts(context.manifest), 'reward contracts (GhostPot…)')
}

function expectArgs(command: string, usage: string, args: readonly string[], count: number) {
  if (args.length !== count) {
    throw new AdminError(`${command}: expected ${usage}, got ${args.length} argument(s)`)
  }
}

function addressArg(what: string, value: string): Address {
  if (!isAddress(value))
    throw new AdminError(`${what} must be an address (0x and 40 hex digits), got '${value}'`)
  return getAddress(value)
}

function integerArg(what: string, value: string, max?: bigint): bigint {
  if (!/^\d{1,30}$/.test(value))
    throw new AdminError(`${what} must be a whole number ≥ 0, got '${value}'`)
  const n = BigInt(value)
  if (max !== undefined && n > max) throw new AdminError(`${what} must be at most ${max}, got ${n}`)
  return n
}

/** A programme address must have code: a typo would otherwise "succeed" as a plain transfer. */
async function contractArg(context: AdminContext, what: string, value: string): Promise<Address> {
  const address = addressArg(what, value)
  const code = await context.client.getCode({ address })
  if (!code || code === '0x')
    throw new AdminError(
      `${what} ${address} is not a contract on chain ${context.manifest.chainId}`,
    )
  return address
}

/** Fee managers must be the factory's own (feeDistribute refuses others). */
async function feeManagerArg(context: AdminContext, value: string): Promise<Address> {
  const manager = addressArg('<manager>', value)
  const known = await context.client.readContract({
    address: rewardContracts(context).FeeManagerFactory,
    abi: feeManagerFactoryAbi,
    functionName: 'isFeeManager',
    args: [manager],
  })
  if (!known)
    throw new AdminError(`${manager} is not a fee manager of this world's FeeManagerFactory`)
  return manager
}

const bnb = (wei: bigint) => `${formatEther(wei)} BNB`

export const rewardCommands: readonly AdminCommand[] = [
  {
    name: 'ghost-pot:sync-levels',
    usage: '[--dry-run]',
    description:
      'Sets each holder’s ghost-pot level to the Ghost Squad NFTs they hold (counting tokens listed on the market and profile pictures), only where it differs',
    async run(context, args) {
      const dryRun = args.includes('--dry-run')
      const extra = args.find((arg) => arg !== '--dry-run')
      if (extra !== undefined)
        throw new AdminError(`ghost-pot:sync-levels: unexpected argument '${extra}'`)
      rewardContracts(context)
      const changes = await syncGhostPotLevels(context.client, context.manifest, { dryRun })
      for (const { user, level } of changes) {
        context.print(`${dryRun ? 'would set' : 'set'} ${user} to level ${level}`)
      }
      context.print(
        changes.length === 0
          ? 'Ghost pot levels already match the holdings'
          : `${changes.length} level(s) ${dryRun ? 'to change' : 'changed'}`,
      )
    },
  },
  {
    name: 'ghost-pot:update',
    usage: '',
    description:
      'Claims the ghost pot fees pending on the market (asks) and the NFT factories (lazy sales) into the pot, shared among the current levels; first adds a factory the market named since, or claims it with claimFrom when the pot lists MAX_REVENUE_SOURCES already (so does the manifest’s factory if the pot does not list it)',
    async run(context, args) {
      expectArgs('ghost-pot:update', 'no arguments', args, 0)
      const { GhostPot } = rewardContracts(context)
      const pot = { address: GhostPot, abi: ghostPotAbi } as const
      const [market, sources, max] = await Promise.all([
        context.client.readContract({ ...pot, functionName: 'market' }),
        context.client.readContract({ ...pot, functionName: 'revenueSources' }),
        context.client.readContract({ ...pot, functionName: 'MAX_REVENUE_SOURCES' }),
      ])
      const factory = await context.client.readContract({
        address: market,
        abi: iGhostMarketAbi,
        functionName: 'factory',
      })
      const listed = new Set(sources.map((source) => getAddress(source)))
      // factories whose lazy sales credit the pot but that `updateGhostPot` does not reach
      const unlisted = new Set<Address>()
      if (factory !== zeroAddress && !listed.has(getAddress(factory))) {
        if (BigInt(listed.size) < max) {
          await write(context.client, { ...pot, functionName: 'addMarketFactory' })
          listed.add(getAddress(factory))
          context.print(`Added the market's NFT factory ${factory} as a revenue source`)
        } else {
          unlisted.add(getAddress(factory))
          context.print(
            `The ghost pot lists ${max} revenue sources already: the market's NFT factory ${factory} is claimed on its own (claimFrom)`,
          )
        }
      }
      const manifestFactory = getNftContracts(context.manifest)?.NFTFactory
      if (manifestFactory && !listed.has(getAddress(manifestFactory))) {
        unlisted.add(getAddress(manifestFactory))
      }
      const [pending, ...elsewhere] = await Promise.all([
        context.client.readContract({ ...pot, functionName: 'unclaimedRevenue' }),
        ...[...unlisted].map((source) =>
          context.client.readContract({
            address: source,
            abi: iGhostPayoutsAbi,
            functionName: 'pendingRevenue',
            args: [GhostPot],
          }),
        ),
      ])
      const claims = [...unlisted]
        .map((source, i) => ({ source, amount: elsewhere[i] ?? 0n }))
        .filter(({ amount }) => amount > 0n)
      if (pending === 0n && claims.length === 0) {
        context.print(
          'Nothing to claim: the market and the NFT factory hold no revenue for the ghost pot',
        )
        return
      }
      if (pending > 0n) await write(context.client, { ...pot, functionName: 'updateGhostPot' })
      for (const { source } of claims) {
        await write(context.client, { ...pot, functionName: 'claimFrom', args: [source] })
      }
      const total = claims.reduce((sum, { amount }) => sum + amount, pending)
      context.print(`Claimed ${bnb(total)} into the ghost pot`)
    },
  },
  {
    name: 'share-pot:create',
    usage: '<collection> <name> <admin>',
    description:
      'Creates a share pot for a collection’s holders; the admin sets levels with the owner',
    async run(context, args) {
      expectArgs('share-pot:create', '<collection> <name> <admin>', args, 3)
      const [collectionArg, name, adminArg] = args as [string, string, string]
      const collection = await contractArg(context, '<collection>', collectionArg)
      if (name.trim() === '') throw new AdminError('<name> must not be empty')
      const admin = addressArg('<admin>', adminArg)
      const created = await createSharePot(
        context.client,
        rewardContracts(context).SharePotFactory,
        { collection, name, admin },
      )
      context.print(`Share pot '${name}' created at ${created.address} (index ${created.index})`)
    },
  },
  {
    name: 'share-pot:set-level',
    usage: '<pot> <user> <level>',
    description: 'Sets a holder’s level in a share pot (their reward so far is settled first)',
    async run(context, args) {
      expectArgs('share-pot:set-level', '<pot> <user> <level>', args, 3)
      const [potArg, userArg, levelArg] = args as [string, string, string]
      const user = addressArg('<user>', userArg)
      const level = integerArg('<level>', levelArg)
      const pot = await contractArg(context, '<pot>', potArg)
      await write(context.client, {
        address: pot,
        abi: iSharePotAbi,
        functionName: 'setUserLevel',
        args: [user, level],
      })
      context.print(`${user} now has level ${level} in share pot ${pot}`)
    },
  },
  {
    name: 'fee-manager:create',
    usage: '<name> <admin>',
    description: 'Creates a fee manager; the admin sets levels with the owner',
    async run(context, args) {
      expectArgs('fee-manager:create', '<name> <admin>', args, 2)
      const [name, adminArg] = args as [string, string]
      if (name.trim() === '') throw new AdminError('<name> must not be empty')
      const admin = addressArg('<admin>', adminArg)
      const created = await createFeeManager(
        context.client,
        rewardContracts(context).FeeManagerFactory,
        { name, admin },
      )
      context.print(`Fee manager '${name}' created at ${created.address} (index ${created.index})`)
    },
  },
  {
    name: 'fee-manager:set-level',
    usage: '<manager> <user> <level>',
    description:
      'Sets a member’s level in a fee manager (fees waiting are distributed first, at the old levels, and the member’s reward so far is settled)',
    async run(context, args) {
      expectArgs('fee-manager:set-level', '<manager> <user> <level>', args, 3)
      const [managerArg, userArg, levelArg] = args as [string, string, string]
      const user = addressArg('<user>', userArg)
      const level = integerArg('<level>', levelArg)
      const manager = await feeManagerArg(context, managerArg)
      const receipt = await write(context.client, {
        address: manager,
        abi: iFeeManagerAbi,
        functionName: 'setLevel',
        args: [user, level],
      })
      const [distributed] = parseEventLogs({
        abi: feeManagerFactoryAbi,
        eventName: 'FeeDistribute',
        logs: receipt.logs,
      })
      if (distributed) {
        context.print(
          `First distributed the waiting fees: ${bnb(distributed.args.shared)} by the old levels; admin fee ${bnb(distributed.args.adminFee)}`,
        )
      }
      context.print(`${user} now has level ${level} in fee manager ${manager}`)
    },
  },
  {
    name: 'fee-manager:change-fee',
    usage: '<bps>',
    description:
      'Changes the admin fee the factory takes of every distribution (basis points, at most MAX_FEE = 1,000)',
    async run(context, args) {
      expectArgs('fee-manager:change-fee', '<bps>', args, 1)
      const factory = {
        address: rewardContracts(context).FeeManagerFactory,
        abi: feeManagerFactoryAbi,
      } as const
      const max = await context.client.readContract({ ...factory, functionName: 'MAX_FEE' })
      const fee = integerArg('<bps>', args[0] as string, max)
      const previous = await context.client.readContract({ ...factory, functionName: 'fee' })
      await write(context.client, { ...factory, functionName: 'changeFee', args: [fee] })
      context.print(`Admin fee changed from ${previous} to ${fee} bps`)
    },
  },
  {
    name: 'fee-manager:distribute',
    usage: '<manager>',
    description:
      'Distributes a fee manager’s collected BNB: the admin fee to the recipient, the rest by level',
    async run(context, args) {
      expectArgs('fee-manager:distribute', '<manager>', args, 1)
      const manager = await feeManagerArg(context, args[0] as string)
      const undistributed = await context.client.readContract({
        address: manager,
        abi: iFeeManagerAbi,
        functionName: 'undistributed',
      })
      if (undistributed === 0n)
        throw new AdminError(`Fee manager ${manager} has nothing to distribute`)
      const receipt = await write(context.client, {
        address: rewardContracts(context).FeeManagerFactory,
        abi: feeManagerFactoryAbi,
        functionName: 'feeDistribute',
        args: [manager],
      })
      const [event] = parseEventLogs({
        abi: feeManagerFactoryAbi,
        eventName: 'FeeDistribute',
        logs: receipt.logs,
      })
      context.print(
        `Distributed ${bnb(event?.args.shared ?? 0n)} by level; admin fee ${bnb(event?.args.adminFee ?? 0n)}`,
      )
    },
  },
]
