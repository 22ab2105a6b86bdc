/**
 * Spec §4 Logout: resets profile and user-NFT state. Everything profile and NFT lives in the
 * react-query cache under ['nfts', …]; logout drops it (the next account reads afresh).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { nftKeys } from '../../../api/nfts/nftKeys'
import { onLogout } from '../../../state/logout'

export function useResetProfileOnLogout(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onLogout(() => {
        queryClient.removeQueries({ queryKey: nftKeys.all })
      }),
    [queryClient],
  )
}
