import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  addToast,
  getToastId,
  getToastRole,
  getToastTop,
  removeToast,
  type Toast,
} from './toastRules'

describe('getToastId', () => {
  test.each([
    ['Transaction receipt', 'transaction-receipt'],
    ['Staked!', 'staked'],
    ['Contract Enabled', 'contract-enabled'],
    ['Provider Error', 'provider-error'],
    ['  Unable to find   connector ', 'unable-to-find-connector'],
    ['Swap failed: K', 'swap-failed-k'],
    ['txReceipt', 'tx-receipt'],
    ['HTMLError', 'html-error'],
    ['Top 10 bids', 'top-10-bids'],
    ['Équipe créée', 'équipe-créée'],
    ['!!!', ''],
  ])('%j → %j', (title, id) => {
    expect(getToastId(title)).toBe(id)
  })

  test('is lower-case words joined by single hyphens, and the same for the same title', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const id = getToastId(title)
        expect(id).toBe(getToastId(title))
        expect(id).toBe(id.toLowerCase())
        expect(id.startsWith('-') || id.endsWith('-') || id.includes('--')).toBe(false)
        expect(/^[\p{L}\p{N}-]*$/u.test(id)).toBe(true)
      }),
    )
  })
})

const toast = (title: string, type: Toast['type'] = 'success'): Toast => ({
  id: getToastId(title),
  title,
  type,
})

describe('the stack', () => {
  test('puts the newest toast first', () => {
    const stack = addToast(addToast([], toast('Staked!')), toast('Harvested!'))
    expect(stack.map((t) => t.title)).toEqual(['Harvested!', 'Staked!'])
  })

  test('a toast with the same title replaces the old one and moves to the top', () => {
    let stack = addToast([], toast('Transaction receipt'))
    stack = addToast(stack, toast('Staked!'))
    stack = addToast(stack, toast('Transaction receipt', 'error'))
    expect(stack.map((t) => [t.title, t.type])).toEqual([
      ['Transaction receipt', 'error'],
      ['Staked!', 'success'],
    ])
  })

  test('ids stay unique whatever is added', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A b', 'a-B', 'C', 'd!', 'D')), (titles) => {
        const stack = titles.reduce<Toast[]>((list, title) => addToast(list, toast(title)), [])
        const ids = stack.map((t) => t.id)
        expect(new Set(ids).size).toBe(ids.length)
        if (titles.length > 0) expect(stack[0]?.title).toBe(titles.at(-1))
      }),
    )
  })

  test('remove takes out one id and keeps the same list when nothing matches', () => {
    const stack = [toast('One'), toast('Two')]
    expect(removeToast(stack, 'one').map((t) => t.id)).toEqual(['two'])
    expect(removeToast(stack, 'three')).toBe(stack)
  })

  test('toasts sit 80 px from the top, 24 px apart', () => {
    expect([0, 1, 2, 5].map(getToastTop)).toEqual([80, 104, 128, 200])
  })

  test('errors and warnings are alerts, the rest statuses', () => {
    expect((['success', 'info', 'error', 'warning'] as const).map(getToastRole)).toEqual([
      'status',
      'status',
      'alert',
      'alert',
    ])
  })
})
