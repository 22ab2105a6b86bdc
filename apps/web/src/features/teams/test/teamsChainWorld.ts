/**
 * The teams screens' world for the real server: Anvil with the NFT market as the devnet deploys
 * it (`startNftChainWorld`: the profile contract with its two teams, Phantom Phalanx and
 * Poltergeist Posse), and profiles made as the app's "Create your profile" makes them — a Ghost
 * Squad avatar and the registration's CAKE. Accounts 10–30 join team 1 and earn
 * `memberPoints(account)`; account 15 then pauses (keeping its points); account 31 joins team 2,
 * which is then closed to newcomers; team 1 earns `TEAM_ONE_POINTS`. The manifest (the DEX's
 * addresses zero) is written to `manifestPath` for a server.
 */
import { ghostProfileAbi } from '@ghost/contracts'
import { type AnvilInstance, anvilClient, devAccount } from '@ghost/contracts/anvil'
import { devWriter, write } from '@ghost/devnet'
import { parseEther } from 'viem'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { createProfileAs, writeManifestFile } from '../../../test/chainFixtures'
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

  const register = async (account: number, team: bigint) => {
    // Anvil funds its first ten accounts only
    await client.setBalance({ address: devAccount(account).address, value: parseEther('10') })
    await createProfileAs(anvil.url, deployer, { cake, profile, squad }, account, {
      team,
      cake: cost,
      avatarUri: `ipfs://teams-avatar-${account}`,
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

  const manifestFile = writeManifestFile(world.manifestWith(), 'ghost-web-teams-')
  return {
    anvil,
    manifestPath: manifestFile.path,
    runtimeConfig: (apiUrl) => world.runtimeConfig(undefined, apiUrl),
    async stop() {
      await anvil.stop()
      manifestFile.remove()
    },
  }
}
