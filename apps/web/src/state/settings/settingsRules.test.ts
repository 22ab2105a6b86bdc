import { expect, test } from 'vitest'
import {
  getGasPresetOptions,
  getGasPrice,
  SLIPPAGE_MESSAGE_KEYS,
  slippageInputFor,
} from './settingsRules'

test('gas presets: Standard 5, Fast 6, Instant 7 gwei; testnet 10', () => {
  expect(getGasPresetOptions(56).map((o) => [o.preset, o.gwei])).toEqual([
    ['standard', 5],
    ['fast', 6],
    ['instant', 7],
  ])
  expect(getGasPresetOptions(1337)).toEqual(getGasPresetOptions(56))
  expect(getGasPresetOptions(97).map((o) => o.gwei)).toEqual([10])
  expect(getGasPrice(56, 'fast')).toBe(6_000_000_000n)
  expect(getGasPrice(97, 'fast')).toBe(10_000_000_000n)
})

test('slippage messages map to the spec texts as keys', () => {
  expect(Object.values(SLIPPAGE_MESSAGE_KEYS)).toEqual([
    'Enter a valid slippage percentage',
    'Your transaction may fail',
    'Your transaction may be frontrun',
  ])
})

test('custom slippage text shows only values that are not presets', () => {
  expect(slippageInputFor(50, [10, 50, 100])).toBe('')
  expect(slippageInputFor(125, [10, 50, 100])).toBe('1.25')
  expect(slippageInputFor(300, [10, 50, 100])).toBe('3')
  expect(slippageInputFor(1250, [10, 50, 100])).toBe('12.5')
})
