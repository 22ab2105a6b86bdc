/**
 * /swap: the URL's query parameters become the form's first state (spec §2); a new URL (a link
 * to /swap?outputCurrency=…) starts the form afresh.
 */
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { SwapForm } from './SwapForm'
import { queryParametersToSwapState } from './swapState'

export function SwapPage() {
  const [searchParams] = useSearchParams()
  const search = searchParams.toString()
  const initialState = useMemo(
    () => queryParametersToSwapState(new URLSearchParams(search)),
    [search],
  )
  return <SwapForm key={search} initialState={initialState} />
}
