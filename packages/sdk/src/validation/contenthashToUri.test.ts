import { describe, expect, test } from 'vitest'
import { contenthashToUri, hexToBytes } from './contenthashToUri'

describe('contenthashToUri', () => {
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
