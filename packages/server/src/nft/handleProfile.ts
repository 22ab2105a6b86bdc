import { iGhostProfileAbi } from '@ghost/contracts'
import type { Address } from 'viem'
import { defineHandler, type EntityStore, type EventMeta } from '../indexer/types'
import { lower, tokenRowId } from './entities'

// Profiles and teams. The avatar's location ('Profile Pic') follows its Transfer to and from the
// profile contract (handleTransfer); these rows keep who the user is, their team and points.

async function loadTeam(store: EntityStore, event: EventMeta, teamId: bigint) {
  const row = await store.get('profile_team', String(teamId))
  return (
    row ?? {
      chain_id: event.chainId,
      id: String(teamId),
      name: '',
      description: '',
      is_joinable: true,
      points: 0n,
      number_users: 0n,
    }
  )
}

/** The profile's avatar columns: its collection, token id and NFT row. */
function avatar(nftAddress: Address, tokenId: bigint) {
  return { collection: lower(nftAddress), token_id: tokenId, nft: tokenRowId(nftAddress, tokenId) }
}

/** Active profiles per team: joining, pausing, reactivating and moving change it. */
async function countMember(store: EntityStore, event: EventMeta, teamId: string, delta: bigint) {
  const team = await loadTeam(store, event, BigInt(teamId))
  team.number_users += delta
  store.set('profile_team', team)
}

export const teamAddHandler = defineHandler({
  source: 'Profile',
  abi: iGhostProfileAbi,
  eventName: 'TeamAdd',
  async handle(event, { store }) {
    const team = await loadTeam(store, event, event.args.teamId)
    team.name = event.args.teamName
    team.description = event.args.teamDescription
    store.set('profile_team', team)
  },
})

export const teamUpdateHandler = defineHandler({
  source: 'Profile',
  abi: iGhostProfileAbi,
  eventName: 'TeamUpdate',
  async handle(event, { store }) {
    const team = await loadTeam(store, event, event.args.teamId)
    team.name = event.args.teamName
    team.description = event.args.teamDescription
    team.is_joinable = event.args.isJoinable
    store.set('profile_team', team)
  },
})

export const teamPointIncreaseHandler = defineHandler({
  source: 'Profile',
  abi: iGhostProfileAbi,
  eventName: 'TeamPointIncrease',
  async handle(event, { store }) {
    const team = await loadTeam(store, event, event.args.teamId)
    team.points += event.args.numberPoints
    store.set('profile_team', team)
  },
})

export const userNewHandler = defineHandler({
  source: 'Profile',
  abi: iGhostProfileAbi,
  eventName: 'UserNew',
  async handle(event, { store, chainId }) {
    const { userAddress, teamId, nftAddress, tokenId, userId } = event.args
    store.set('profile_user', {
      chain_id: chainId,
      id: lower(userAddress),
      user_id: userId,
      team: String(teamId),
      ...avatar(nftAddress, tokenId),
      is_active: true,
      points: 0n,
      created_at: event.timestamp,
      updated_at: event.timestamp,
    })
    await countMember(store, event, String(teamId), 1n)
  },
})

export const userUpdateHandler = defineHandler({
  source: 'Profile',
  abi: iGhostProfileAbi,
  eventName: 'UserUpdate',
  async handle(event, { store }) {
    const user = await store.get('profile_user', lower(event.args.userAddress))
    if (!user) return
    Object.assign(user, avatar(event.args.nftAddress, event.args.tokenId))
    user.updated_at = event.timestamp
    store.set('profile_user', user)
  },
})

export const userPauseHandler = defineHandler({
  source: 'Profile',
  abi: iGhostProfileAbi,
  eventName: 'UserPause',
  async handle(event, { store }) {
    const user = await store.get('profile_user', lower(event.args.userAddress))
    if (!user) return
    // The avatar went back to the wallet: the profile has none until it is reactivated.
    user.is_active = false
    user.nft = null
    user.updated_at = event.timestamp
    store.set('profile_user', user)
    await countMember(store, event, user.team, -1n)
  },
})

export const userReactivateHandler = defineHandler({
  source: 'Profile',
  abi: iGhostProfileAbi,
  eventName: 'UserReactivate',
  async handle(event, { store }) {
    const user = await store.get('profile_user', lower(event.args.userAddress))
    if (!user) return
    user.is_active = true
    user.team = String(event.args.teamId)
    Object.assign(user, avatar(event.args.nftAddress, event.args.tokenId))
    user.updated_at = event.timestamp
    store.set('profile_user', user)
    await countMember(store, event, user.team, 1n)
  },
})

export const userChangeTeamHandler = defineHandler({
  source: 'Profile',
  abi: iGhostProfileAbi,
  eventName: 'UserChangeTeam',
  async handle(event, { store }) {
    const user = await store.get('profile_user', lower(event.args.userAddress))
    if (!user) return
    const newTeam = String(event.args.newTeamId)
    if (user.is_active) {
      await countMember(store, event, user.team, -1n)
      await countMember(store, event, newTeam, 1n)
    }
    user.team = newTeam
    user.updated_at = event.timestamp
    store.set('profile_user', user)
  },
})

export const userPointIncreaseHandler = defineHandler({
  source: 'Profile',
  abi: iGhostProfileAbi,
  eventName: 'UserPointIncrease',
  async handle(event, { store }) {
    const user = await store.get('profile_user', lower(event.args.userAddress))
    if (!user) return
    user.points += event.args.numberPoints
    user.updated_at = event.timestamp
    store.set('profile_user', user)
  },
})
