import type { EntitySpec } from '../graphql/entitySpec'
import { bigint, boolean, bytes, id, ref, text } from '../graphql/fields'

/** Profiles and their teams (migration 0004_nft). */
export const PROFILE_ENTITIES: EntitySpec[] = [
  {
    name: 'Profile',
    table: 'profile_user',
    single: 'profile',
    plural: 'profiles',
    addressId: true,
    fields: [
      id,
      bigint('userId', 'user_id'),
      ref('team', 'team', 'Team'),
      bytes('collectionAddress', 'collection'),
      bigint('tokenId', 'token_id', 'numeric'),
      { ...ref('nft', 'nft', 'NFT'), nullable: true },
      boolean('isActive', 'is_active'),
      bigint('points', 'points'),
      bigint('createdAt', 'created_at'),
      bigint('updatedAt', 'updated_at'),
    ],
  },
  {
    name: 'Team',
    table: 'profile_team',
    single: 'team',
    plural: 'teams',
    addressId: false,
    fields: [
      id,
      text('name', 'name'),
      text('description', 'description'),
      boolean('isJoinable', 'is_joinable'),
      bigint('points', 'points'),
      bigint('numberUsers', 'number_users'),
    ],
    lists: [{ name: 'users', to: 'Profile', field: 'team' }],
  },
]
