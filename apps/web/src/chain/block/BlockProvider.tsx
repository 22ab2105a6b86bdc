/**
 * The page's chain reads: one Multicall batcher and one block poller, wired so that each poll
 * is the batcher's latest-block round, which carries the block number and every watched call in
 * one request. Components take the block from `useCurrentBlock` and their data from
 * `useMulticall`, which watches its calls and reads them at that block.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { useClient } from 'wagmi'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { createMulticallBatcher, type MulticallBatcher } from '../multicall/createMulticallBatcher'
import { executeLatestMulticall, executeMulticall } from '../multicall/executeMulticall'
import { type BlockPoller, createBlockPoller, type NodeStatus } from './createBlockPoller'

/**
 * The first poll waits this long for the page's reads to register (they then ask at once); only
 * a page that reads nothing from the chain waits the whole of it for its first block.
 */
export const FIRST_POLL_DELAY_MS = 1000

export type BlockState = {
  /** Latest block seen; undefined until the first poll answers. */
  currentBlock: bigint | undefined
  /** The first block seen in this page's life. */
  initialBlock: bigint | undefined
  /** Whether the chain node answers the block poll; see `createBlockPoller`. */
  nodeStatus: NodeStatus
  refresh: () => Promise<void>
}

const BlockContext = createContext<BlockState | undefined>(undefined)
const MulticallContext = createContext<MulticallBatcher | undefined>(undefined)

export function BlockProvider({ children }: { children: ReactNode }) {
  const client = useClient()
  const { manifest } = useRuntimeConfig()
  const multicall = manifest.contracts.Multicall
  const [blocks, setBlocks] = useState<{ current?: bigint; initial?: bigint }>({})
  const [poller, setPoller] = useState<BlockPoller>()
  const [nodeStatus, setNodeStatus] = useState<NodeStatus>('waiting')
  const batcher = useMemo(
    () =>
      client
        ? createMulticallBatcher({
            execute: (calls, blockNumber) =>
              executeMulticall(client, { multicall, calls, blockNumber }),
            executeLatest: (calls) => executeLatestMulticall(client, { multicall, calls }),
          })
        : undefined,
    [client, multicall],
  )

  useEffect(() => {
    if (!batcher) return
    let seenBlock = false
    const instance = createBlockPoller({
      readBlock: () => batcher.readLatest(),
      onBlock: (blockNumber) => {
        seenBlock = true
        setBlocks((b) => ({ current: blockNumber, initial: b.initial ?? blockNumber }))
      },
      onError: (error) => console.error('Block poll failed', error),
      onStatus: setNodeStatus,
      isVisible: () => document.visibilityState === 'visible',
      onVisibilityChange: (listener) => {
        document.addEventListener('visibilitychange', listener)
        return () => document.removeEventListener('visibilitychange', listener)
      },
      firstPollDelayMs: FIRST_POLL_DELAY_MS,
    })
    // Until the first block is known, new reads ask for it: the first request carries them all.
    const stopWatching = batcher.onWatch(() => {
      if (!seenBlock) void instance.refresh()
    })
    instance.start()
    setPoller(instance)
    return () => {
      stopWatching()
      instance.stop()
    }
  }, [batcher])

  const value = useMemo<BlockState>(
    () => ({
      currentBlock: blocks.current,
      initialBlock: blocks.initial,
      nodeStatus,
      refresh: () => poller?.refresh() ?? Promise.resolve(),
    }),
    [blocks, nodeStatus, poller],
  )
  return (
    <MulticallContext.Provider value={batcher}>
      <BlockContext.Provider value={value}>{children}</BlockContext.Provider>
    </MulticallContext.Provider>
  )
}

export function useBlock(): BlockState {
  const state = useContext(BlockContext)
  if (!state) throw new Error('useBlock outside BlockProvider')
  return state
}

export function useCurrentBlock(): bigint | undefined {
  return useBlock().currentBlock
}

/** The node's status; `waiting` outside a `BlockProvider` (a component test without one). */
export function useNodeStatus(): NodeStatus {
  return useContext(BlockContext)?.nodeStatus ?? 'waiting'
}

export function useMulticallBatcher(): MulticallBatcher | undefined {
  return useContext(MulticallContext)
}
