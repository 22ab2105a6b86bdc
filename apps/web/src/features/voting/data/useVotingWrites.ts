/**
 * A vote and a proposal are EIP-712 messages, not transactions: the wallet signs one
 * (eth_signTypedData_v4, through wagmi as the NFT market's lazy orders are) and the server stores
 * it. Each message's `timestamp` is the chain's latest block time, read when signing, because
 * the server judges it against its own latest block. After a vote the proposal's reads (scores,
 * voters, recount) refresh; after a proposal the lists do. Rejections, wallet failures and the
 * server's refusals reach the caller.
 */
import {
  getProposalTypedData,
  getVoteTypedData,
  type ProposalDraft,
  type ProposalMessage,
  proposalMessageToJson,
  type VoteMessage,
  voteMessageToJson,
} from '@ghost/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { Address, Hex } from 'viem'
import { getBlock } from 'viem/actions'
import { useClient, useSignTypedData } from 'wagmi'
import { useNftApi } from '../../../api/nfts/useNftApi'
import {
  type ApiProposal,
  type ApiVote,
  castVote,
  createProposal,
  votingEndpointOf,
  votingKeys,
} from '../../../api/voting'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { getVoteTimestamp } from '../rules/votingRules'

export class ChainUnavailableError extends Error {
  override name = 'ChainUnavailableError'
  constructor() {
    super('No chain client to read the latest block from.')
  }
}

/** What both writes need: the chain's id and clock, the wallet's signer, the API and the cache. */
function useSigner() {
  const { chainId } = useRuntimeConfig()
  const { client: api } = useNftApi()
  const queryClient = useQueryClient()
  const chain = useClient()
  const { mutateAsync: signTypedData } = useSignTypedData()
  return useMemo(
    () => ({
      chainId,
      api,
      queryClient,
      signTypedData,
      latestBlockTime: async (): Promise<bigint> => {
        if (!chain) throw new ChainUnavailableError()
        return (await getBlock(chain, { blockTag: 'latest' })).timestamp
      },
    }),
    [chainId, api, queryClient, chain, signTypedData],
  )
}

export type CastVoteParameters = {
  voter: Address
  /** 1-based. */
  choice: number
  /** The signed timestamp of the voter's last vote here, if any: the new one must be later. */
  lastVote: bigint | undefined
}

/** Signs a vote for `proposal` and sends it; resolves with the vote as stored. */
export function useCastVote(proposal: Pick<ApiProposal, 'id'>) {
  const signer = useSigner()
  return useCallback(
    async ({ voter, choice, lastVote }: CastVoteParameters): Promise<ApiVote> => {
      const { chainId, api, queryClient, signTypedData, latestBlockTime } = signer
      const message: VoteMessage = {
        voter,
        proposal: proposal.id as Hex,
        choice,
        timestamp: getVoteTimestamp(await latestBlockTime(), lastVote),
      }
      const signature = await signTypedData(getVoteTypedData(chainId, message))
      const stored = await castVote(api, {
        chainId,
        message: voteMessageToJson(message),
        signature,
      })
      const endpoint = votingEndpointOf(api)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: votingKeys.proposal(endpoint, proposal.id) }),
        queryClient.invalidateQueries({ queryKey: votingKeys.proposals(endpoint) }),
      ])
      return stored
    },
    [proposal.id, signer],
  )
}

export type PublishProposalParameters = {
  author: Address
  /** A draft the rules accept: every time and the snapshot known. */
  draft: ProposalDraft & { start: bigint; end: bigint; snapshot: bigint }
}

/** Signs a proposal and publishes it; resolves with the proposal as stored (its id included). */
export function usePublishProposal() {
  const signer = useSigner()
  return useCallback(
    async ({ author, draft }: PublishProposalParameters): Promise<ApiProposal> => {
      const { chainId, api, queryClient, signTypedData, latestBlockTime } = signer
      const message: ProposalMessage = {
        author,
        title: draft.title,
        body: draft.body,
        choices: draft.choices,
        start: draft.start,
        end: draft.end,
        snapshot: draft.snapshot,
        timestamp: await latestBlockTime(),
      }
      const signature = await signTypedData(getProposalTypedData(chainId, message))
      const stored = await createProposal(api, {
        chainId,
        message: proposalMessageToJson(message),
        signature,
      })
      await queryClient.invalidateQueries({ queryKey: votingKeys.proposals(votingEndpointOf(api)) })
      return stored
    },
    [signer],
  )
}
