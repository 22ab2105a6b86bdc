/**
 * Whether the Harvest button of a programme can be pressed, and if not why (the reason shows
 * beside the disabled button). Like a pool card (spec §4), harvest needs a pending reward above 0.
 */
import { msg } from '../../../i18n/msg'

export type HarvestState = { enabled: true } | { enabled: false; reason: string }

export function getHarvestState({
  connected,
  pendingReward,
}: {
  connected: boolean
  /** Undefined until the chain answered. */
  pendingReward: bigint | undefined
}): HarvestState {
  if (!connected) return { enabled: false, reason: msg('Connect your wallet to harvest.') }
  if (pendingReward === undefined) return { enabled: false, reason: msg('Loading…') }
  if (pendingReward === 0n) return { enabled: false, reason: msg('Nothing to harvest yet.') }
  return { enabled: true }
}

/** The section a programme kind belongs to, in the screen's order. */
export const PROGRAMME_SECTIONS = [
  { kind: 'ghostPot', title: msg('Ghost Pot') },
  { kind: 'sharePot', title: msg('Share Pots') },
  { kind: 'feeManager', title: msg('Fee Managers') },
] as const
