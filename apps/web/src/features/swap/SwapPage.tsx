/**
 * /swap: the URL's query parameters become the form's first state (spec §2); a new URL (a link
 * to /swap?outputCurrency=…) starts the form afresh. A currency parameter that names nothing is
 * ignored and reported.
 */
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { getSwapLinkProblem } from '../../app/getLinkProblem'
import { SwapForm } from './SwapForm'
import { SwapLinkNotice } from './SwapLinkNotice'
import { queryParametersToSwapState } from './swapState'

export function SwapPage() {
  const [searchParams] = useSearchParams()
  const search = searchParams.toString()
  const initialState = useMemo(
    () => queryParametersToSwapState(new URLSearchParams(search)),
    [search],
  )
  const problem = useMemo(() => getSwapLinkProblem(new URLSearchParams(search)), [search])
  return (
    <SwapForm
      key={search}
      initialState={initialState}
      notice={problem ? <SwapLinkNotice problem={problem} /> : undefined}
    />
  )
}
