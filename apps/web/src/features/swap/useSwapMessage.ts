import { useCallback } from 'react'
import { useTranslation } from '../../i18n'
import type { SwapMessage } from './swapMessages'

/** `t` for a rule's message: its key with its values. */
export function useSwapMessage(): (message: SwapMessage) => string {
  const { t } = useTranslation()
  return useCallback((message: SwapMessage) => t(message.key, message.values), [t])
}
