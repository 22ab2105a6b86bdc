/**
 * Settings-modal rules on top of the sdk's parsers: which gas presets a chain offers, and the
 * translation keys for the sdk's slippage messages (package texts are not message keys).
 */
import { GAS_PRICE_GWEI, SLIPPAGE_MESSAGES, type SlippageMessage } from '@ghost/sdk'
import { parseGwei } from 'viem'
import { msg } from '../../i18n/msg'
import type { GasPreset } from './userSettings'

export const SLIPPAGE_MESSAGE_KEYS: Record<SlippageMessage['text'], string> = {
  [SLIPPAGE_MESSAGES.invalid]: msg('Enter a valid slippage percentage'),
  [SLIPPAGE_MESSAGES.riskyLow]: msg('Your transaction may fail'),
  [SLIPPAGE_MESSAGES.riskyHigh]: msg('Your transaction may be frontrun'),
}

export type GasPresetOption = { preset: GasPreset; label: string; gwei: number }

const MAINNET_PRESETS: readonly GasPresetOption[] = [
  { preset: 'standard', label: msg('Standard (%gwei%)'), gwei: GAS_PRICE_GWEI.default },
  { preset: 'fast', label: msg('Fast (%gwei%)'), gwei: GAS_PRICE_GWEI.fast },
  { preset: 'instant', label: msg('Instant (%gwei%)'), gwei: GAS_PRICE_GWEI.instant },
]
const TESTNET_PRESETS: readonly GasPresetOption[] = [
  { preset: 'testnet', label: msg('Test (%gwei%)'), gwei: GAS_PRICE_GWEI.testnet },
]

/** BSC testnet uses its own 10 gwei price; mainnet and the local chain offer the three speeds. */
export function getGasPresetOptions(chainId: number): readonly GasPresetOption[] {
  return chainId === 97 ? TESTNET_PRESETS : MAINNET_PRESETS
}

/** The gas price to send with, in wei, for the chosen preset on this chain. */
export function getGasPrice(chainId: number, preset: GasPreset): bigint {
  const options = getGasPresetOptions(chainId)
  const option = options.find((o) => o.preset === preset) ?? options[0]
  return parseGwei(String(option?.gwei ?? GAS_PRICE_GWEI.default))
}

/** The slippage input text for a stored value, '' when it matches a preset button. */
export function slippageInputFor(slippageBps: number, presets: readonly number[]): string {
  return presets.includes(slippageBps) ? '' : (slippageBps / 100).toFixed(2).replace(/\.?0+$/, '')
}
