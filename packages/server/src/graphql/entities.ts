import { FARM_AUCTION_ENTITIES } from '../auction/graphqlEntities'
import { COMPETITION_ENTITIES } from '../competition/graphqlEntities'
import { DEX_ENTITIES } from '../dex/graphqlEntities'
import { IFO_ENTITIES } from '../ifo/graphqlEntities'
import { LOTTERY_ENTITIES } from '../lottery/graphqlEntities'
import { NFT_ENTITIES } from '../nft/graphqlEntities'
import { PREDICTION_ENTITIES } from '../prediction/graphqlEntities'
import { PROFILE_ENTITIES } from '../profiles/graphqlEntities'
import { REWARD_ENTITIES } from '../rewards/graphqlEntities'
import { SQUAD_ENTITIES } from '../squad/graphqlEntities'
import type { EntityName, EntitySpec } from './entitySpec'

/**
 * The one description the schema, the SQL and the resolvers are generated from: every entity
 * with its GraphQL fields, their columns and kinds, each domain's declared next to its tables.
 * The order is the schema's.
 */
export const ENTITIES: EntitySpec[] = [
  ...DEX_ENTITIES,
  ...NFT_ENTITIES,
  ...PROFILE_ENTITIES,
  ...REWARD_ENTITIES,
  ...SQUAD_ENTITIES,
  ...LOTTERY_ENTITIES,
  ...PREDICTION_ENTITIES,
  ...IFO_ENTITIES,
  ...COMPETITION_ENTITIES,
  ...FARM_AUCTION_ENTITIES,
]

export const ENTITY_BY_NAME = new Map(ENTITIES.map((entity) => [entity.name, entity]))

export function entityNamed(name: EntityName): EntitySpec {
  const entity = ENTITY_BY_NAME.get(name)
  if (entity === undefined) throw new Error(`No entity ${name}`)
  return entity
}
