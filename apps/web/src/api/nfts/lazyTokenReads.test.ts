import { expect, test } from 'vitest'
import { DecodeError } from '../decode'
import { lazyTokenMetadataDecoder } from './lazyTokenReads'

const decode = lazyTokenMetadataDecoder('http://api')
const CID = `bafkrei${'a'.repeat(52)}`

test('ERC-721 metadata: the image made absolute, attributes in the API shape', () => {
  expect(
    decode(
      {
        name: 'Spectral Shapes #9',
        description: 'Abstract.',
        image: `ipfs://${CID}`,
        attributes: [
          { trait_type: 'Palette', value: 'Dusk' },
          { trait_type: 'Shapes', value: 4, display_type: 'number' },
          { trait_type: 7, value: 'bad' },
          'junk',
        ],
      },
      '',
    ),
  ).toEqual({
    name: 'Spectral Shapes #9',
    description: 'Abstract.',
    image: `http://api/ipfs/${CID}`,
    attributes: [
      { traitType: 'Palette', value: 'Dusk', displayType: null },
      { traitType: 'Shapes', value: 4, displayType: 'number' },
    ],
  })
})

test('anything else in the file is left out; no name is no token', () => {
  expect(decode({ name: 'X', image: 'javascript:alert(1)', attributes: 'no' }, '')).toEqual({
    name: 'X',
    description: '',
    image: null,
    attributes: [],
  })
  expect(() => decode({ image: `ipfs://${CID}` }, '')).toThrow(DecodeError)
  expect(() => decode([], '')).toThrow(DecodeError)
})
