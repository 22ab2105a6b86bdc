import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import type { BaseError } from '../errors/base'
import { BNB, CAKE, E18, makePair, USDC6, USDT, WBNB } from '../test/fixtures'
import { bestTradeExactIn } from '../trade/bestTradeExactIn'
import { contenthashToUri, hexToBytes } from './contenthashToUri'
import { isAddress } from './isAddress'
import { INVALID_RECIPIENT, isBlockedRecipient } from './isBlockedRecipient'
import { isValidListLocation } from './isValidListLocation'
import { maxAmountSpend } from './maxAmountSpend'
import { parseAmountInput } from './parseAmountInput'
import { parseEnsAddress } from './parseEnsAddress'
import { parseRecipient } from './parseRecipient'
import { tryParseAmount } from './tryParseAmount'
import { uriToHttp } from './uriToHttp'
import { validateContractAddress } from './validateContractAddress'

describe('addresses', () => {
  test('isAddress checksums valid input and refuses bad checksums', () => {
    expect(isAddress('0x55d398326f99059ff775485246999027b3197955')).toBe(USDT.address)
    expect(isAddress('0x55D398326F99059FF775485246999027B3197955')).toBe(USDT.address)
    expect(isAddress('0x55d398326f99059fF775485246999027B3197955')).toBe(USDT.address)
    expect(isAddress('0x55d398326f99059fF775485246999027b3197955')).toBe(false)
    expect(isAddress('0x55d398326f99059ff775485246999027b319795')).toBe(false)
    expect(isAddress(42)).toBe(false)
  })

  test('contract addresses: proper and not zero, else "Invalid \'address\' parameter"', () => {
    expect(validateContractAddress(USDT.address.toLowerCase())).toBe(USDT.address)
    for (const bad of ['0x0000000000000000000000000000000000000000', 'nope']) {
      try {
        validateContractAddress(bad)
        expect.unreachable()
      } catch (error) {
        expect((error as BaseError).shortMessage).toBe("Invalid 'address' parameter")
      }
    }
    expect(() =>
      validateContractAddress('0x0000000000000000000000000000000000000000'),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidAddressError: Invalid 'address' parameter

      Address: 0x0000000000000000000000000000000000000000
      Version: @ghost/sdk@0.1.0]
    `)
  })
})

describe('recipient', () => {
  test('whitespace stripped; address, name or invalid', () => {
    expect(parseRecipient('  ')).toEqual({ type: 'empty' })
    expect(parseRecipient(` ${USDT.address.toLowerCase()} `)).toEqual({
      type: 'address',
      address: USDT.address,
    })
    expect(parseRecipient('vitalik.eth')).toEqual({ type: 'name', name: 'vitalik.eth' })
    expect(parseRecipient('app.ghost.finance')).toEqual({ type: 'name', name: 'app.ghost.finance' })
    for (const invalid of ['0x1234', 'hello', 'foo.', '.eth']) {
      expect(parseRecipient(invalid)).toEqual({ type: 'invalid' })
    }
  })

  test(`'${INVALID_RECIPIENT}': blocked addresses, path tokens and route pairs`, () => {
    expect(INVALID_RECIPIENT).toBe('Invalid recipient')
    const pair = makePair(WBNB, 10n, CAKE, 100n)
    const [trade] = bestTradeExactIn({
      pairs: [pair],
      amountIn: CurrencyAmount.fromRawAmount(BNB, E18),
      currencyOut: CAKE,
    })
    const blockedAddresses = ['0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73'] as const
    expect(isBlockedRecipient({ recipient: blockedAddresses[0], blockedAddresses })).toBe(true)
    expect(isBlockedRecipient({ recipient: CAKE.address, blockedAddresses, trade })).toBe(true)
    expect(isBlockedRecipient({ recipient: pair.address, blockedAddresses, trade })).toBe(true)
    expect(isBlockedRecipient({ recipient: USDT.address, blockedAddresses, trade })).toBe(false)
  })
})

describe('amount input', () => {
  test('digits with at most one dot, commas to dots, at most 79 characters', () => {
    expect(parseAmountInput('')).toBe('')
    expect(parseAmountInput('1,5')).toBe('1.5')
    expect(parseAmountInput('.5')).toBe('.5')
    expect(parseAmountInput('12.')).toBe('12.')
    for (const refused of ['1.2.3', '1,2,3', 'abc', '-1', '1e5', ' 1']) {
      expect(parseAmountInput(refused)).toBeUndefined()
    }
    expect(parseAmountInput('1'.repeat(79))).toBe('1'.repeat(79))
    expect(parseAmountInput('1'.repeat(80))).toBeUndefined()
  })

  test('tryParseAmount: base units; too many decimals, zero or junk give nothing', () => {
    expect(tryParseAmount('1.5', USDT)?.quotient).toBe(1_500_000_000_000_000_000n)
    expect(tryParseAmount('.5', USDC6)?.quotient).toBe(500_000n)
    expect(tryParseAmount('0.0000001', USDC6)).toBeUndefined()
    expect(tryParseAmount('0.000', USDT)).toBeUndefined()
    expect(tryParseAmount('1.', USDT)?.quotient).toBe(E18)
    expect(tryParseAmount('.', USDT)).toBeUndefined()
    expect(tryParseAmount('abc', USDT)).toBeUndefined()
    expect(tryParseAmount('1'.repeat(79), USDT)).toBeUndefined()
    expect(tryParseAmount('1', undefined)).toBeUndefined()
  })

  test('max leaves 0.01 BNB for gas, tokens in full', () => {
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(BNB, E18))?.toExact()).toBe('0.99')
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(BNB, 10n ** 15n))?.toExact()).toBe('0')
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(WBNB, E18))?.toExact()).toBe('1')
    expect(maxAmountSpend(undefined)).toBeUndefined()
  })
})

describe('token-list locations', () => {
  test('https, http, ipfs, ipns or an ENS name', () => {
    expect(uriToHttp('https://tokens.ghost.finance/list.json')).toEqual([
      'https://tokens.ghost.finance/list.json',
    ])
    expect(uriToHttp('http://tokens.ghost.finance/list.json')).toEqual([
      'https://tokens.ghost.finance/list.json',
      'http://tokens.ghost.finance/list.json',
    ])
    expect(uriToHttp('ipfs://QmHash')).toEqual([
      'https://ipfs.io/ipfs/QmHash/',
      'https://dweb.link/ipfs/QmHash/',
    ])
    expect(uriToHttp('ipns:app.ghost.eth')).toEqual([
      'https://ipfs.io/ipns/app.ghost.eth/',
      'https://dweb.link/ipns/app.ghost.eth/',
    ])
    expect(uriToHttp('ftp://x')).toEqual([])
    expect(parseEnsAddress('Tokens.Ghost.eth/list.json')).toEqual({
      ensName: 'tokens.ghost.eth',
      ensPath: '/list.json',
    })
    expect(parseEnsAddress('ghost.eth')).toEqual({ ensName: 'ghost.eth', ensPath: undefined })
    expect(parseEnsAddress('ghost.com')).toBeUndefined()
    expect(
      ['tokens.ghost.eth', 'https://x.org/l.json', 'ipfs://Qm'].map(isValidListLocation),
    ).toEqual([true, true, true])
    expect(['ghost', 'ftp://x.org/l.json', '', 'ipfs://'].map(isValidListLocation)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  test('ENS contenthash to URI, with the spec error texts', () => {
    expect(
      contenthashToUri(
        '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f',
      ),
    ).toBe('ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4')
    // CIDv0 form (bare sha2-256 multihash) gives the same URI
    expect(
      contenthashToUri(
        'e3011220' + '29f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f',
      ),
    ).toBe('ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4')
    expect(contenthashToUri('0xe5010170000f6170702e756e69737761702e6f7267')).toBe(
      'ipns://app.uniswap.org',
    )
    expect(() => contenthashToUri('0xe301017')).toThrow(
      'hex must have length that is multiple of 2',
    )
    expect(() =>
      contenthashToUri(
        '0xe40101fa011b20d1de9994b4d039f6548d191eb26786769f580809256b4685ef316805265ea162',
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
      [UnrecognizedCodecError: Unrecognized codec

      Codec: swarm-ns
      Version: @ghost/sdk@0.1.0]
    `)
    expect(hexToBytes('0x0a0b')).toEqual(new Uint8Array([10, 11]))
  })
})
