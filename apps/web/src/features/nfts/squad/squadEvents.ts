/**
 * The squad sale's history (the read lives in the api: `api/nfts/squadEvents`), as the squad
 * page shows it: the newest 30 events, refreshed every 10 s.
 */
import { useQuery } from '@tanstack/react-query'
import { squadQueries } from '../../../api/nfts/squadEvents'
import { useNftApi } from '../../../api/nfts/useNftApi'

export {
  decodeSquadEvents,
  type GetSquadEventsParameters,
  getSquadEvents,
  type SquadEvent,
  type SquadEventKind,
} from '../../../api/nfts/squadEvents'

export const SQUAD_HISTORY_SIZE = 30

export function useSquadEvents() {
  const { client } = useNftApi()
  return useQuery(squadQueries.events(client, SQUAD_HISTORY_SIZE))
}
