/**
 * Renders an IFO screen as a dev account at a given location (`/?sale=…`, say): `renderAs`'s
 * memory router starts at '/', so the screen waits until the router has moved there.
 */
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { renderAs } from '../../../test/chainTestWorld'
import { At, noRetryQueryClient } from '../../../test/screenRouting'

export function renderIfo(
  account: Address,
  ui: ReactNode,
  { config, path = '/' }: { config: RuntimeConfig; path?: string },
) {
  return renderAs(account, <At path={path}>{ui}</At>, {
    config,
    queryClient: noRetryQueryClient(),
  })
}
