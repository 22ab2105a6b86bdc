import { multicallAbi, multicallBytecode, testTokenAbi, testTokenBytecode } from '@ghost/contracts'
import { type AnvilInstance, anvilClient, localChain, startAnvil } from '@ghost/contracts/anvil'
import { deploy, devWriter } from '@ghost/devnet'
import { type Address, concat, createPublicClient, http, parseUnits, stringToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTokenMetadataReader, type TokenMetadataReader } from './readTokenMetadata'

/**
 * An old-style token (MKR's shape) written in raw EVM code: symbol() and name() answer a bytes32,
 * decimals() answers 9, everything else (totalSupply) reverts.
 */
function bytes32Token(text: string): `0x${string}` {
  return concat([
    // selector = calldata[0:4]
    '0x60003560e01c',
    // decimals() → jump to 0x28; symbol(), name() → jump to 0x33; else revert
    '0x8063313ce56714602857',
    '0x806395d89b4114603357',
    '0x806306fdde0314603357',
    '0x600080fd',
    // 0x28: return uint256(9)
    '0x5b600960005260206000f3',
    // 0x33: return the bytes32 text
    '0x5b7f',
    stringToHex(text, { size: 32 }),
    '0x60005260206000f3',
  ])
}

let anvil: AnvilInstance
let read: TokenMetadataReader
let standard: Address
let multicall: Address
const OLD_STYLE: Address = '0x00000000000000000000000000000000000a11ce'

beforeAll(async () => {
  anvil = await startAnvil()
  const writer = devWriter(anvil.url, 0)
  multicall = await deploy(writer, {
    abi: multicallAbi,
    bytecode: multicallBytecode,
    name: 'Multicall',
  })
  standard = await deploy(writer, {
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    args: ['Tether USD', 'USDT', 6, parseUnits('1000', 6)],
    name: 'USDT',
  })
  await anvilClient(anvil.url).setCode({ address: OLD_STYLE, bytecode: bytes32Token('MKR') })
  const client = createPublicClient({ chain: localChain(anvil.url), transport: http(anvil.url) })
  read = createTokenMetadataReader({ client, multicallAddress: multicall })
})

afterAll(async () => {
  await anvil?.stop()
})

describe('createTokenMetadataReader', () => {
  test('a standard token: symbol, name, decimals and supply', async () => {
    expect(await read(standard)).toEqual({
      symbol: 'USDT',
      name: 'Tether USD',
      decimals: 6,
      totalSupply: 1_000_000_000n,
    })
  })

  test('bytes32 symbol and name are decoded; a missing totalSupply reads 0', async () => {
    expect(await read(OLD_STYLE)).toEqual({
      symbol: 'MKR',
      name: 'MKR',
      decimals: 9,
      totalSupply: 0n,
    })
  })

  test('a contract without decimals() is no token to price: undefined', async () => {
    expect(await read(multicall)).toBeUndefined()
  })

  test('once per token: the second ask is the first answer, whatever the case of the address', async () => {
    const first = read(standard)
    expect(read(standard.toUpperCase().replace('0X', '0x') as Address)).toBe(first)
  })
})
