/**
 * The teams screens' world for the real server: Anvil with the NFT market as the devnet deploys
 * it (`startNftChainWorld`: the profile contract with its two teams, Phantom Phalanx and
 * Poltergeist Posse), and profiles made as the app's "Create your profile" makes them — a Ghost
 * Squad avatar and the registration's CAKE. Accounts 10–30 join team 1 and earn
 * `memberPoints(account)`; account 15 then pauses (keeping its points); account 31 joins team 2,
 * which is then closed to newcomers; team 1 earns `TEAM_ONE_POINTS`. The manifest (the DEX's
 * addresses zero) is written to `manifestPath` for a server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ghostProfileAbi, ghostSquadAbi } from '@ghost/contracts'
import { type AnvilInstance, anvilClient, devAccount } from '@ghost/contracts/anvil'
import { devWriter, write } from '@ghost/devnet'
import { erc20Abi, erc721Abi, maxUint256, parseEther, parseEventLogs } from 'viem'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { startNftChainWorld } from '../../../test/chainTestWorld'

/** Team 1's members, in the order they register. */
export const TEAM_ONE_MEMBERS = Array.from({ length: 21 }, (_, index) => 10 + index)
export const PAUSED_MEMBER = 15
export const TEAM_TWO_MEMBER = 31
export const TEAM_ONE_POINTS = 12_345n

/** Each of team 1's members earns a different figure: 100 for account 10 up to 2,100 for 30. */
export const memberPoints = (account: number): bigint => BigInt(account - 9) * 100n

export type TeamsChainWorld = {
  anvil: AnvilInstance
  manifestPath: string
  runtimeConfig(apiUrl: string): RuntimeConfig
  latestBlock(): Promise<bigint>
  stop(): Promise<void>
}

export async function startTeamsChainWorld(): Promise<TeamsChainWorld> {
  const world = await startNftChainWorld({ treasury: devAccount(9).address })
  const { anvil, deployer, cake } = world
  const { Profile: profile, GhostSquad: squad } = world.nft
  const client = anvilClient(anvil.url)
  const cost = await client.readContract({
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'numberCakeToRegister',
  })

  const register = async (account: number, teamId: bigint) => {
    const user = devWriter(anvil.url, account)
    // Anvil funds its first ten accounts only
    await client.setBalance({ address: user.account.address, value: parseEther('10') })
    await write(deployer, {
      address: cake,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [user.account.address, cost],
    })
    await write(user, {
      address: cake,
      abi: erc20Abi,
      functionName: 'approve',
      args: [profile, maxUint256],
    })
    const minted = await write(deployer, {
      address: squad,
      abi: ghostSquadAbi,
      functionName: 'mint',
      args: [user.account.address, `ipfs://teams-avatar-${account}`],
    })
    const [transfer] = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: minted.logs })
    if (!transfer) throw new Error('the Ghost Squad mint announced no Transfer')
    await write(user, {
      address: squad,
      abi: ghostSquadAbi,
      functionName: 'setApprovalForAll',
      args: [profile, true],
    })
    await write(user, {
      address: profile,
      abi: ghostProfileAbi,
      functionName: 'createProfile',
      args: [teamId, squad, transfer.args.tokenId],
    })
  }

  for (const account of TEAM_ONE_MEMBERS) await register(account, 1n)
  await register(TEAM_TWO_MEMBER, 2n)

  const pointRole = await client.readContract({
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'POINT_ROLE',
  })
  await write(deployer, {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'grantRole',
    args: [pointRole, deployer.account.address],
  })
  for (const account of TEAM_ONE_MEMBERS) {
    await write(deployer, {
      address: profile,
      abi: ghostProfileAbi,
      functionName: 'increaseUserPoints',
      args: [devAccount(account).address, memberPoints(account), 1n],
    })
  }
  await write(deployer, {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'increaseTeamPoints',
    args: [1n, TEAM_ONE_POINTS, 1n],
  })
  await write(devWriter(anvil.url, PAUSED_MEMBER), {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'pauseProfile',
    args: [],
  })
  const [name, description] = await client.readContract({
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'getTeamProfile',
    args: [2n],
  })
  await write(deployer, {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'updateTeam',
    args: [2n, name, description, false],
  })

  const dir = mkdtempSync(join(tmpdir(), 'ghost-web-teams-'))
  const manifestPath = join(dir, 'manifest.json')
  writeFileSync(manifestPath, JSON.stringify(world.manifestWith(), null, 2))
  return {
    anvil,
    manifestPath,
    runtimeConfig: (apiUrl) => ({ ...world.runtimeConfig(), apiUrl }),
    latestBlock: () => client.getBlockNumber({ cacheTime: 0 }),
    async stop() {
      await anvil.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
