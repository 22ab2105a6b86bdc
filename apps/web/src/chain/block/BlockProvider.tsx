import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { getBlockNumber } from 'viem/actions'
import { useClient } from 'wagmi'
import { type BlockPoller, createBlockPoller } from './createBlockPoller'

export type BlockState = {
  /** Latest block seen; undefined until the first poll answers. */
  currentBlock: bigint | undefined
  /** The first block seen in this page's life. */
  initialBlock: bigint | undefined
  refresh: () => Promise<void>
}

const BlockContext = createContext<BlockState | undefined>(undefined)

export function BlockProvider({ children }: { children: ReactNode }) {
  const client = useClient()
  const [blocks, setBlocks] = useState<{ current?: bigint; initial?: bigint }>({})
  const [poller, setPoller] = useState<BlockPoller>()

  useEffect(() => {
    if (!client) return
    const instance = createBlockPoller({
      getBlockNumber: () => getBlockNumber(client, { cacheTime: 0 }),
      onBlock: (blockNumber) =>
        setBlocks((b) => ({ current: blockNumber, initial: b.initial ?? blockNumber })),
      onError: (error) => console.error('Block poll failed', error),
      isVisible: () => document.visibilityState === 'visible',
      onVisibilityChange: (listener) => {
        document.addEventListener('visibilitychange', listener)
        return () => document.removeEventListener('visibilitychange', listener)
      },
    })
    instance.start()
    setPoller(instance)
    return () => instance.stop()
  }, [client])

  const value = useMemo<BlockState>(
    () => ({
      currentBlock: blocks.current,
      initialBlock: blocks.initial,
      refresh: () => poller?.refresh() ?? Promise.resolve(),
    }),
    [blocks, poller],
  )
  return <BlockContext.Provider value={value}>{children}</BlockContext.Provider>
}

export function useBlock(): BlockState {
  const state = useContext(BlockContext)
  if (!state) throw new Error('useBlock outside BlockProvider')
  return state
}

export function useCurrentBlock(): bigint | undefined {
  return useBlock().currentBlock
}
