import { useNodeStatus } from '../../chain/block/BlockProvider'
import { useTranslation } from '../../i18n'

/**
 * The text of a figure still waiting for a chain read: "Loading…", or, while the node does not
 * answer (the shell's banner says so), that it waits for the node, so nothing claims to be
 * loading when nothing can arrive.
 */
export function useChainLoadingText(): string {
  const { t } = useTranslation()
  return useNodeStatus() === 'not-answering' ? t('Waiting for the chain node…') : t('Loading…')
}

/** `useChainLoadingText` as an element, for the places that render "Loading…" inline. */
export function ChainLoading() {
  return <>{useChainLoadingText()}</>
}
