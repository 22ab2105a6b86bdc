/**
 * `npm run admin -- <command> [args] [--manifest <path>] [--files <dir>]`: the owner's operations
 * the screens do not offer (spec §6), and the voting reports anyone may run. Signs as account 0
 * on the local chain, with PRIVATE_KEY elsewhere; RPC_URLS (comma-separated, primary first, the
 * others its fallbacks) or RPC_URL (default http://127.0.0.1:8545). `npm run admin -- --help`
 * lists the commands.
 */
import { fileURLToPath } from 'node:url'
import { auctionCommands } from './auction'
import { competitionCommands } from './competition'
import { type AdminCommand, AdminError, type AdminOptions, createAdminContext } from './context'
import { ifoCommands } from './ifo'
import { lotteryCommands } from './lottery'
import { predictionCommands } from './prediction'
import { rewardCommands } from './rewards'
import { squadCommands } from './squad'
import { votingCommands } from './voting'

/** Every area's commands (rewards adds its own array here). */
export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  ...squadCommands,
  ...rewardCommands,
  ...lotteryCommands,
  ...predictionCommands,
  ...ifoCommands,
  ...votingCommands,
  ...competitionCommands,
  ...auctionCommands,
]

export function adminHelp(commands: readonly AdminCommand[] = ADMIN_COMMANDS): string {
  const width = Math.max(...commands.map((c) => `${c.name} ${c.usage}`.trim().length))
  return [
    'Usage: npm run admin -- <command> [args] [--manifest <path>] [--files <dir>]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${`${c.name} ${c.usage}`.trim().padEnd(width)}  ${c.description}`),
    '',
    'Environment: RPC_URLS (comma-separated, primary first) or RPC_URL (default http://127.0.0.1:8545),',
    'PRIVATE_KEY (the owner; account 0 on the local chain, where the lottery signs as account 40 and',
    "the prediction game's genesis and execute as account 41),",
    'FILES_DIR (the server file store; default .data/ipfs),',
    "LOTTERY_SEED (lottery:draw's seed for the VRF mock on chain 1337; default 31),",
    "API_URL (the server the voting and competition commands ask; default npm start's",
    'http://127.0.0.1:4000; voting:* and competition:verify sign nothing, so they need no PRIVATE_KEY),',
    "COMPETITION_PARTNERS and COMPETITION_FEEDS (competition:create's --partners and --feeds).",
  ].join('\n')
}

/** Splits the global options off the arguments. */
function globalOptions(
  argv: readonly string[],
): [Pick<AdminOptions, 'manifestPath' | 'filesDir'>, string[]] {
  const rest: string[] = []
  const options: Pick<AdminOptions, 'manifestPath' | 'filesDir'> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const key = arg === '--manifest' ? 'manifestPath' : arg === '--files' ? 'filesDir' : undefined
    if (!key) {
      rest.push(arg)
      continue
    }
    const value = argv[i + 1]
    if (value === undefined || value.startsWith('--')) throw new AdminError(`${arg} needs a value`)
    options[key] = value
    i++
  }
  return [options, rest]
}

/**
 * Runs one admin command; answers the exit code. Refusals (AdminError) and failed transactions
 * print one line, never a stack.
 */
export async function runAdmin(
  argv: readonly string[],
  io: {
    print?: (line: string) => void
    error?: (line: string) => void
    options?: AdminOptions & Parameters<typeof createAdminContext>[0]
    commands?: readonly AdminCommand[]
  } = {},
): Promise<number> {
  const print = io.print ?? ((line: string) => console.log(line))
  const error = io.error ?? ((line: string) => console.error(line))
  const commands = io.commands ?? ADMIN_COMMANDS
  try {
    const [options, [name, ...args]] = globalOptions(argv)
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      print(adminHelp(commands))
      return name === undefined ? 1 : 0
    }
    const command = commands.find((c) => c.name === name)
    if (!command) {
      error(
        `Unknown command '${name}'. Commands: ${commands.map((c) => c.name).join(', ')} (--help)`,
      )
      return 1
    }
    if (args.includes('--help')) {
      print(`Usage: npm run admin -- ${command.name} ${command.usage}\n${command.description}`)
      return 0
    }
    const context = createAdminContext({
      localAccount: command.localAccount,
      readOnly: command.readOnly,
      ...options,
      ...io.options,
      print,
    })
    await command.run(context, args)
    return 0
  } catch (caught) {
    if (caught instanceof AdminError) {
      error(caught.message)
      return 1
    }
    // a node that cannot be reached, a transaction that reverted: one line, the cause first
    const message =
      caught instanceof Error
        ? ((caught as { shortMessage?: string }).shortMessage ?? caught.message)
        : String(caught)
    error(`Failed: ${message}`)
    return 1
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runAdmin(process.argv.slice(2)).then((code) => process.exit(code))
}
