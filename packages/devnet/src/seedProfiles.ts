/**
 * The profile part of the NFT seed: the planned users (worldPlan PROFILES) approve the profile
 * for their avatar and CAKE and join their teams, the deployer takes POINT_ROLE and awards
 * points, and one user pauses (the avatar goes back to the wallet).
 */
import { ghostProfileAbi } from '@ghost/contracts'
import { erc20Abi, erc721Abi, maxUint256 } from 'viem'
import { devAddress, type NftSeedContext } from './nftSeedContext'
import { PAUSED_PROFILE_ACCOUNT, PROFILE_POINTS, PROFILES } from './worldPlan'

export async function seedProfiles({ sender, nft, manifest }: NftSeedContext): Promise<void> {
  const { call, client } = sender
  const { Profile, GhostSquad } = nft
  const { CAKE } = manifest.tokens
  for (const { account, teamId, avatar } of PROFILES) {
    const user = devAddress(account)
    await call(user, GhostSquad, erc721Abi, 'setApprovalForAll', [Profile, true])
    await call(user, CAKE, erc20Abi, 'approve', [Profile, maxUint256])
    await call(user, Profile, ghostProfileAbi, 'createProfile', [teamId, GhostSquad, avatar])
  }
  const deployer = devAddress(0)
  const pointRole = await client.readContract({
    address: Profile,
    abi: ghostProfileAbi,
    functionName: 'POINT_ROLE',
  })
  await call(deployer, Profile, ghostProfileAbi, 'grantRole', [pointRole, deployer])
  const { campaignId } = PROFILE_POINTS
  for (const [account, points] of PROFILE_POINTS.users) {
    await call(deployer, Profile, ghostProfileAbi, 'increaseUserPoints', [
      devAddress(account),
      points,
      campaignId,
    ])
  }
  for (const [teamId, points] of PROFILE_POINTS.teams) {
    await call(deployer, Profile, ghostProfileAbi, 'increaseTeamPoints', [
      teamId,
      points,
      campaignId,
    ])
  }
  await call(devAddress(PAUSED_PROFILE_ACCOUNT), Profile, ghostProfileAbi, 'pauseProfile', [])
}
