/**
 * The send-to field as an address (spec §5): an address as typed; an ENS-style name resolved
 * through the chain's ENS resolver after a 200 ms pause in typing, where the chain has one (the
 * local chain has none, so names there stay unresolved).
 */
import { parseRecipient } from '@ghost/sdk'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address, Client } from 'viem'
import { useClient } from 'wagmi'
import { useDebouncedValue } from '../../components/useDebouncedValue'

export const ENS_LOOKUP_DEBOUNCE_MS = 200

export type UseRecipientAddressReturnType = {
  address: Address | undefined
  /** A name is waiting for the pause or the resolver. */
  loading: boolean
}

/** A name's address through the chain's ENS resolver (a chain read, not the server's). */
export const ensAddressQuery = (client: Client | undefined, name: string | undefined) =>
  queryOptions({
    queryKey: ['ens-address', client?.chain?.id, name],
    staleTime: 60_000,
    queryFn: async () => {
      if (!client || !name) return null
      // Loaded on first use: the name normaliser and resolver code are large and most sessions
      // never need them.
      const { getEnsAddress, normalize } = await import('viem/ens')
      return (await getEnsAddress(client, { name: normalize(name) })) ?? null
    },
  })

export function useRecipientAddress(recipient: string | null): UseRecipientAddressReturnType {
  const client = useClient()
  const parsed = parseRecipient(recipient ?? '')
  const name = parsed.type === 'name' ? parsed.name : undefined
  const debouncedName = useDebouncedValue(name, ENS_LOOKUP_DEBOUNCE_MS)
  const resolvable = !!client?.chain?.contracts?.ensUniversalResolver
  const lookup = useQuery({
    ...ensAddressQuery(client, debouncedName),
    enabled: !!debouncedName && !!client && resolvable,
  })
  if (parsed.type === 'address') return { address: parsed.address, loading: false }
  if (!name || !resolvable) return { address: undefined, loading: false }
  if (debouncedName !== name || lookup.isLoading) return { address: undefined, loading: true }
  return { address: lookup.data ?? undefined, loading: false }
}
