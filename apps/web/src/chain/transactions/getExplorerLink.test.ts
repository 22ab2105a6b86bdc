import { expect, test } from 'vitest'
import { getExplorerLink } from './getExplorerLink'

const hash = `0x${'ab'.repeat(32)}`

test('BscScan for 56, its testnet for 97, nothing for the local chain', () => {
  expect(getExplorerLink(56, hash, 'transaction')).toBe(`https://bscscan.com/tx/${hash}`)
  expect(getExplorerLink(97, hash, 'transaction')).toBe(`https://testnet.bscscan.com/tx/${hash}`)
  expect(getExplorerLink(1337, hash, 'transaction')).toBeUndefined()
})

test('addresses, tokens and blocks', () => {
  expect(getExplorerLink(56, '0x1', 'address')).toBe('https://bscscan.com/address/0x1')
  expect(getExplorerLink(56, '0x1', 'token')).toBe('https://bscscan.com/token/0x1')
  expect(getExplorerLink(97, '123', 'block')).toBe('https://testnet.bscscan.com/block/123')
})
