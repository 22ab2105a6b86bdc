/**
 * Building blocks of the Ghost Squad tests: a world with CAKE, a GhostProfile whose users hold
 * profiles (active, paused, none), the squad and its sale on a schedule that starts in the
 * future, time travel to a phase, and calls with the tokens' custom errors decodable.
 */
import { type Address, parseEther, type TransactionReceipt } from 'viem'
import {
  ghostSquadAbi,
  ghostSquadBytecode,
  ghostSquadSaleAbi,
  ghostSquadSaleBytecode,
  testTokenAbi,
} from '../../generated'
import type { AnvilClient } from '../../lib/anvil'
import { approveToken, deployed, deployToken, E18, mined, transferToken } from '../farms/setup'
import { deployAvatarNft, deployProfile, mintAvatar, profileCall, send } from '../nft/profile'

export const DEAD: Address = '0x000000000000000000000000000000000000dEaD'
export const PRESALE_PRICE = parseEther('5')
export const PUBLIC_PRICE = parseEther('8')
export const UNREVEALED = 'ipfs://unrevealed'
/** Seconds from the deploy to the presale, and each sale's length. */
export const LEAD = 10_000n
export const PHASE = 10_000n
export const STARTING_CAKE = 10_000n * E18

/** Errors a sale call can revert with: its own and the CAKE token's (OpenZeppelin ERC20). */
export const saleErrorsAbi = [...ghostSquadSaleAbi, ...testTokenAbi] as const

export type Schedule = { presaleStart: bigint; publicSaleStart: bigint; saleEnd: bigint }

export type SquadWorld = {
  cake: Address
  profile: Address
  squad: Address
  sale: Address
  schedule: Schedule
}

export async function latestTimestamp(client: AnvilClient): Promise<bigint> {
  return (await client.getBlock({ blockTag: 'latest' })).timestamp
}

/** Mines one block at `timestamp`: the next calls and transactions run from there. */
export async function mineAt(client: AnvilClient, timestamp: bigint): Promise<void> {
  await client.setNextBlockTimestamp({ timestamp })
  await client.mine({ blocks: 1 })
}

export async function deploySquad(admin: AnvilClient, unrevealed = UNREVEALED): Promise<Address> {
  return deployed(
    admin,
    admin.deployContract({
      abi: ghostSquadAbi,
      bytecode: ghostSquadBytecode,
      args: [admin.account.address, 'Ghost Squad', 'GSQ', unrevealed],
    }),
  )
}

export async function deploySale(
  admin: AnvilClient,
  squad: Address,
  cake: Address,
  profile: Address,
  schedule: Schedule,
): Promise<Address> {
  return deployed(
    admin,
    admin.deployContract({
      abi: ghostSquadSaleAbi,
      bytecode: ghostSquadSaleBytecode,
      args: [
        admin.account.address,
        squad,
        cake,
        profile,
        PRESALE_PRICE,
        PUBLIC_PRICE,
        schedule.presaleStart,
        schedule.publicSaleStart,
        schedule.saleEnd,
      ],
    }),
  )
}

/**
 * Deploys CAKE, a profile with one team, the squad and its sale (the squad's minter). Every
 * user gets CAKE approved to the sale; `active` users get an active profile, `paused` users a
 * paused one, the rest none.
 */
export async function deploySquadWorld(
  admin: AnvilClient,
  users: { active: AnvilClient[]; paused: AnvilClient[]; none: AnvilClient[] },
): Promise<SquadWorld> {
  const cake = await deployToken(admin, 'CAKE')
  const avatars = await deployAvatarNft(admin, 'AVA')
  const profile = await deployProfile(admin, cake)
  await send(admin, profile, profileCall({ functionName: 'addTeam', args: ['Ghosts', 'Boo'] }))
  await send(admin, profile, profileCall({ functionName: 'approveCollection', args: [avatars] }))

  const now = await latestTimestamp(admin)
  const presaleStart = now + LEAD
  const schedule = {
    presaleStart,
    publicSaleStart: presaleStart + PHASE,
    saleEnd: presaleStart + 2n * PHASE,
  }
  const squad = await deploySquad(admin)
  const sale = await deploySale(admin, squad, cake, profile, schedule)
  await mined(
    admin,
    admin.writeContract({
      address: squad,
      abi: ghostSquadAbi,
      functionName: 'setMinter',
      args: [sale],
    }),
  )

  const everyone = [...users.active, ...users.paused, ...users.none]
  for (const [i, user] of everyone.entries()) {
    await transferToken(admin, cake, user.account.address, STARTING_CAKE)
    await approveToken(user, cake, sale)
    if (i >= users.active.length + users.paused.length) continue
    const tokenId = BigInt(i + 1)
    await mintAvatar(admin, avatars, user.account.address, tokenId)
    await approveToken(user, cake, profile)
    await mined(
      user,
      user.writeContract({
        address: avatars,
        abi: [
          {
            type: 'function',
            name: 'setApprovalForAll',
            stateMutability: 'nonpayable',
            inputs: [
              { name: 'operator', type: 'address' },
              { name: 'approved', type: 'bool' },
            ],
            outputs: [],
          },
        ],
        functionName: 'setApprovalForAll',
        args: [profile, true],
      }),
    )
    await send(
      user,
      profile,
      profileCall({ functionName: 'createProfile', args: [1n, avatars, tokenId] }),
    )
    if (i >= users.active.length) {
      await send(user, profile, profileCall({ functionName: 'pauseProfile', args: [] }))
    }
  }
  return { cake, profile, squad, sale, schedule }
}

/** A user buys tickets (CAKE approved by deploySquadWorld). */
export function buyTickets(
  user: AnvilClient,
  sale: Address,
  count: bigint,
): Promise<TransactionReceipt> {
  return mined(
    user,
    user.writeContract({
      address: sale,
      abi: ghostSquadSaleAbi,
      functionName: 'buyTickets',
      args: [count],
    }),
  )
}

export function claimTickets(
  user: AnvilClient,
  sale: Address,
  count: bigint,
): Promise<TransactionReceipt> {
  return mined(
    user,
    user.writeContract({
      address: sale,
      abi: ghostSquadSaleAbi,
      functionName: 'claim',
      args: [count],
    }),
  )
}

export function setPresaleTickets(
  admin: AnvilClient,
  sale: Address,
  users: readonly Address[],
  counts: readonly bigint[],
  snapshotBlock: bigint,
): Promise<TransactionReceipt> {
  return mined(
    admin,
    admin.writeContract({
      address: sale,
      abi: ghostSquadSaleAbi,
      functionName: 'setPresaleTickets',
      args: [users, counts, snapshotBlock],
    }),
  )
}
