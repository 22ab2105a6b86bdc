import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ghostMarketAbi,
  ghostNFTFactoryAbi,
  ghostProfileAbi,
  ghostSquadAbi,
  ghostSquadSaleAbi,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  isolated,
  startAnvil,
} from '@ghost/contracts/anvil'
import { getNftContracts, type Manifest } from '@ghost/contracts/manifest'
import { computeCid } from '@ghost/sdk'
import { type Address, erc20Abi, erc721Abi, maxUint256, parseEther, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { write } from '../chainWriter'
import { deployRewards } from '../deployRewards'
import { deployWorld } from '../deployWorld'
import { devWriter } from '../startDevnet'
import { NFT_COLLECTIONS } from '../worldPlan'
import { ADMIN_COMMANDS, adminHelp, runAdmin } from './cli'

/**
 * The squad admin commands against a deployed world on Anvil: a Spectral Shapes collection with
 * holders (one token listed on the market), users with profiles, the sale driven through its
 * phases by moving the chain's clock.
 */

let anvil: AnvilInstance
let admin: AnvilClient
let manifest: Manifest
let squad: Address
let sale: Address
let shapes: Address
let filesDir: string
let schedule: { presaleStart: bigint; publicSaleStart: bigint; saleEnd: bigint }
/** Users 1–3 hold Shapes (2, 1, and 1 listed on the market); 1 and 2 have profiles. */
const address = (index: number) => devAccount(index).address
const HOUR = 3_600n

beforeAll(async () => {
  anvil = await startAnvil()
  admin = anvilClient(anvil.url)
  const deployer = devWriter(anvil.url, 0)
  manifest = await deployWorld({
    deployer,
    treasury: address(9),
    mine: (blocks) => admin.mine({ blocks: Number(blocks) }),
  })
  const nft = getNftContracts(manifest)
  if (!nft) throw new Error('no NFT contracts')
  squad = nft.GhostSquad
  // as startDevnet: the reward contracts and the sale join the manifest together
  const rewards = await deployRewards({ deployer, manifest, treasury: address(9) })
  Object.assign(manifest.contracts, rewards)
  sale = rewards.GhostSquadSale
  const [presaleStart, publicSaleStart, saleEnd] = await Promise.all(
    (['presaleStart', 'publicSaleStart', 'saleEnd'] as const).map((functionName) =>
      admin.readContract({ address: sale, abi: ghostSquadSaleAbi, functionName }),
    ),
  )
  schedule = { presaleStart, publicSaleStart, saleEnd } as typeof schedule

  const artist = devWriter(anvil.url, 4)
  const created = await write(artist, {
    address: nft.NFTFactory,
    abi: ghostNFTFactoryAbi,
    functionName: 'createCollection',
    args: [
      NFT_COLLECTIONS.Shapes.name,
      'SPECTRE',
      address(4),
      500n,
      '0x0000000000000000000000000000000000000000',
    ],
  })
  const [event] = parseEventLogs({
    abi: ghostNFTFactoryAbi,
    eventName: 'CollectionCreated',
    logs: created.logs,
  })
  shapes = event?.args.collection as Address
  for (const owner of [1, 1, 2, 3]) {
    await write(artist, {
      address: shapes,
      abi: ghostSquadAbi,
      functionName: 'mint',
      args: [address(owner), 'ipfs://shape'],
    })
  }
  const lister = devWriter(anvil.url, 3)
  await write(lister, {
    address: shapes,
    abi: erc721Abi,
    functionName: 'setApprovalForAll',
    args: [nft.NFTMarket, true],
  })
  await write(lister, {
    address: nft.NFTMarket,
    abi: ghostMarketAbi,
    functionName: 'createAskOrder',
    args: [shapes, 4n, parseEther('1')],
  })

  // Users 1 and 2: a team-reserve ghost as avatar, an active profile, CAKE approved to the sale.
  for (const index of [1, 2]) {
    const user = devWriter(anvil.url, index)
    await write(deployer, {
      address: manifest.tokens.CAKE,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address(index), parseEther('1000')],
    })
    await write(deployer, {
      address: squad,
      abi: ghostSquadAbi,
      functionName: 'mint',
      args: [address(index), 'ipfs://team'],
    })
    await write(user, {
      address: squad,
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [nft.Profile, true],
    })
    for (const spender of [nft.Profile, sale]) {
      await write(user, {
        address: manifest.tokens.CAKE,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      })
    }
    await write(user, {
      address: nft.Profile,
      abi: ghostProfileAbi,
      functionName: 'createProfile',
      args: [1n, squad, BigInt(index)],
    })
  }
  filesDir = mkdtempSync(join(tmpdir(), 'ghost-admin-files-'))
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
  if (filesDir) rmSync(filesDir, { recursive: true, force: true })
})

/** Runs a command as account 0 (or PRIVATE_KEY `key`): exit code and what it printed. */
async function admin_(argv: string[], key?: string) {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdmin(argv, {
    print: (line) => out.push(line),
    error: (line) => err.push(line),
    options: { manifest, rpcUrl: anvil.url, filesDir, privateKey: key },
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

async function at(timestamp: bigint) {
  await admin.setNextBlockTimestamp({ timestamp })
  await admin.mine({ blocks: 1 })
}

const saleRead = (functionName: 'snapshotBlock' | 'presaleAllocated') =>
  admin.readContract({ address: sale, abi: ghostSquadSaleAbi, functionName })
const presaleTickets = (index: number) =>
  admin.readContract({
    address: sale,
    abi: ghostSquadSaleAbi,
    functionName: 'presaleTickets',
    args: [address(index)],
  })

describe('the admin command line', () => {
  test('--help lists every command with its usage', async () => {
    const { code, out } = await admin_(['--help'])
    expect(code).toBe(0)
    for (const command of ADMIN_COMMANDS) expect(out).toContain(command.name)
    expect(out).toContain('squad:reveal [count]')
    expect(out).toBe(adminHelp())
  })

  test('an unknown command, a missing option value and extra arguments are refused with a message', async () => {
    const unknown = await admin_(['squad:nope'])
    expect(unknown.code).toBe(1)
    expect(unknown.err).toContain("Unknown command 'squad:nope'")
    const missing = await admin_(['squad:status', '--manifest'])
    expect(missing.code).toBe(1)
    expect(missing.err).toBe('--manifest needs a value')
    const extra = await admin_(['squad:status', 'now'])
    expect(extra.err).toBe("squad:status: unexpected argument 'now'")
  })

  test('a missing manifest file is a clear refusal', async () => {
    const errors: string[] = []
    const code = await runAdmin(['squad:status', '--manifest', '/nonexistent/1337.json'], {
      print: () => {},
      error: (line) => errors.push(line),
    })
    expect(code).toBe(1)
    expect(errors).toEqual([
      'No manifest at /nonexistent/1337.json: start the devnet (npm start) or pass --manifest',
    ])
  })
})

describe('squad commands through the sale', () => {
  test('status before the sale: pending, snapshot not taken, the schedule', async () => {
    const { code, out } = await admin_(['squad:status'])
    expect(code).toBe(0)
    expect(out).toContain('Phase: Pending')
    expect(out).toContain('Snapshot: not taken')
    expect(out).toContain(
      `Presale: ${new Date(Number(schedule.presaleStart) * 1000).toISOString()} (${schedule.presaleStart}) at 5 CAKE`,
    )
    expect(out).toContain('Tokens: 2 minted (2 team reserve, 0 sale), 0 revealed')
  })

  test('the snapshot is refused before its window, after it, and by a signer who does not own the sale', async () => {
    const early = await admin_(['squad:snapshot'])
    expect(early.code).toBe(1)
    expect(early.err).toContain('Too early for the snapshot')
    await isolated(admin, async () => {
      await at(schedule.presaleStart - 2n * HOUR + 1n)
      const late = await admin_(['squad:snapshot'])
      expect(late.err).toContain('Too late for the snapshot')
    })
    await isolated(admin, async () => {
      await at(schedule.presaleStart - 6n * HOUR)
      const stranger = await admin_(
        ['squad:snapshot'],
        '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d', // account 1
      )
      expect(stranger.err).toContain(`not by the signer ${address(1)}`)
    })
    expect(await saleRead('snapshotBlock')).toBe(0n)
  })

  test('in the window the snapshot gives a ticket per Shapes token held (listed ones count for their seller)', async () => {
    await at(schedule.presaleStart - 12n * HOUR)
    const { code, out, err } = await admin_(['squad:snapshot'])
    expect(err).toBe('')
    expect(code).toBe(0)
    expect(out).toContain(`Snapshot of ${shapes}`)
    expect(out).toContain('3 holders, 4 presale tickets')
    expect([await presaleTickets(1), await presaleTickets(2), await presaleTickets(3)]).toEqual([
      2n,
      1n,
      1n,
    ])
    expect(await saleRead('presaleAllocated')).toBe(4n)
    expect(await saleRead('snapshotBlock')).toBeGreaterThan(0n)
    const again = await admin_(['squad:snapshot'])
    expect(again.err).toContain('already taken at block')
  })

  test('the reveal waits for the end of the sale, then gives the claimed tokens their art in mint order', async () => {
    const early = await admin_(['squad:reveal'])
    expect(early.err).toContain('The sale is not over')

    const buy = (index: number, count: bigint) =>
      write(devWriter(anvil.url, index), {
        address: sale,
        abi: ghostSquadSaleAbi,
        functionName: 'buyTickets',
        args: [count],
      })
    const claim = (index: number, count: bigint) =>
      write(devWriter(anvil.url, index), {
        address: sale,
        abi: ghostSquadSaleAbi,
        functionName: 'claim',
        args: [count],
      })
    await at(schedule.presaleStart)
    await buy(1, 2n)
    await at(schedule.publicSaleStart)
    await buy(2, 3n)
    await at(schedule.saleEnd)
    expect((await admin_(['squad:reveal'])).err).toBe(
      'Nothing to reveal: the 0 claimed tokens are all revealed',
    )
    await claim(1, 2n) // tokens 3, 4
    await write(devWriter(anvil.url, 0), {
      address: squad,
      abi: ghostSquadAbi,
      functionName: 'mint',
      args: [address(5), 'ipfs://team5'],
    }) // 5
    await claim(2, 3n) // tokens 6, 7, 8

    expect((await admin_(['squad:reveal', 'abc'])).err).toBe(
      "count must be a positive integer, not 'abc'",
    )
    expect((await admin_(['squad:reveal', '6'])).err).toBe(
      'Only 5 claimed tokens are left to reveal, not 6',
    )
    const first = await admin_(['squad:reveal', '3'])
    expect(first.err).toBe('')
    expect(first.out).toContain('3 of 5 claimed tokens revealed')
    const rest = await admin_(['squad:reveal'])
    expect(rest.out).toContain('5 of 5 claimed tokens revealed')
    expect((await admin_(['squad:reveal'])).err).toBe(
      'Nothing to reveal: the 5 claimed tokens are all revealed',
    )

    // every sale token has its own ghost, named by its id, and its files are in the store
    for (const tokenId of [3n, 4n, 6n, 7n, 8n]) {
      const uri = await admin.readContract({
        address: squad,
        abi: ghostSquadAbi,
        functionName: 'tokenURI',
        args: [tokenId],
      })
      const cid = uri.replace('ipfs://', '')
      const bytes = readFileSync(join(filesDir, cid))
      expect(await computeCid(bytes)).toBe(cid)
      const metadata = JSON.parse(new TextDecoder().decode(bytes)) as {
        name: string
        image: string
      }
      expect(metadata.name).toBe(`Ghost Squad #${tokenId}`)
      readFileSync(join(filesDir, metadata.image.replace('ipfs://', '')))
    }
    expect(
      await admin.readContract({
        address: squad,
        abi: ghostSquadAbi,
        functionName: 'tokenURI',
        args: [5n],
      }),
    ).toBe('ipfs://team5')
    const status = await admin_(['squad:status'])
    expect(status.out).toContain('Phase: Claim (revealing)')
    expect(status.out).toContain('Tickets: 5 sold of 9880, 5 claimed')
    expect(status.out).toContain('Tokens: 8 minted (3 team reserve, 5 sale), 5 revealed')
  })
})
