/**
 * The reward programmes' history from the API (`/v1/{chainId}/rewards/…`, the server's index of
 * deposits, harvests and level changes). Every answer is decoded; a failure throws `NftApiError`
 * (the one API client's error) so the screen can show an error state instead of an empty list.
 */
import {
  address,
  boolean,
  count,
  type Decoder,
  dataList,
  digits,
  hash,
  nullable,
  object,
  oneOf,
  seconds,
  text,
} from '../decode'
import { getNftApi, marketPath, type NftApiClient, type NftApiReadOptions } from '../nfts'

/** The three kinds of reward programme the chain's factory knows. */
export type ProgrammeKind = 'ghostPot' | 'sharePot' | 'feeManager'

export type ApiRewardProgramme = {
  kind: ProgrammeKind
  address: `0x${string}`
  name: string
  admin: `0x${string}`
  collection: `0x${string}` | null
  totalLevel: string
  /** Wei. */
  totalDeposited: string
  totalHarvested: string
  holders: number
}

export type RewardEventKind = 'deposit' | 'harvest' | 'level'

export type ApiRewardEvent = {
  kind: RewardEventKind
  programme: `0x${string}`
  programmeKind: ProgrammeKind
  /** The depositor for deposits, the holder otherwise. */
  user: `0x${string}` | null
  amount: string | null
  previousLevel: string | null
  newLevel: string | null
  totalLevel: string | null
  inWBNB: boolean | null
  blockNumber: number
  timestamp: number
  transactionHash: `0x${string}`
  logIndex: number
}

const programmeKind = oneOf('ghostPot', 'sharePot', 'feeManager')

const decodeProgramme: Decoder<ApiRewardProgramme> = object({
  kind: programmeKind,
  address,
  name: text,
  admin: address,
  collection: nullable(address),
  totalLevel: digits,
  totalDeposited: digits,
  totalHarvested: digits,
  holders: count,
})

const decodeEvent: Decoder<ApiRewardEvent> = object({
  kind: oneOf('deposit', 'harvest', 'level'),
  programme: address,
  programmeKind,
  user: nullable(address),
  amount: nullable(digits),
  previousLevel: nullable(digits),
  newLevel: nullable(digits),
  totalLevel: nullable(digits),
  inWBNB: nullable(boolean),
  blockNumber: seconds,
  timestamp: seconds,
  transactionHash: hash,
  logIndex: seconds,
})

export const decodeRewardProgrammes = dataList(decodeProgramme)
export const decodeRewardEvents = dataList(decodeEvent)

export function getRewardProgrammes(
  client: NftApiClient,
  { signal }: NftApiReadOptions = {},
): Promise<ApiRewardProgramme[]> {
  return getNftApi(client, marketPath(client, 'rewards', 'programmes'), decodeRewardProgrammes, {
    signal,
  })
}

export type RewardEventsQuery = {
  programme?: string | undefined
  user?: string | undefined
  kind?: RewardEventKind | undefined
  first?: number | undefined
  skip?: number | undefined
}

/** Newest first. */
export function getRewardEvents(
  client: NftApiClient,
  query: RewardEventsQuery,
  { signal }: NftApiReadOptions = {},
): Promise<ApiRewardEvent[]> {
  return getNftApi(client, marketPath(client, 'rewards', 'events'), decodeRewardEvents, {
    query,
    signal,
  })
}
