import { expect, test } from 'vitest'
import { getNftItemMeta, getNftItemName } from './itemMeta'

const image = { original: 'http://api/ipfs/a', thumbnail: 'http://api/ipfs/t' }
const collection = { name: 'Ghost Squad' }

test("title '{item name} | GHOST', its description and thumbnail", () => {
  expect(
    getNftItemMeta({
      name: 'Ghost Squad #2',
      tokenId: '2',
      description: 'Boo.',
      image,
      collection,
    }),
  ).toEqual({ title: 'Ghost Squad #2 | GHOST', description: 'Boo.', image: 'http://api/ipfs/t' })
})

test('fallbacks: collection and number, the default description, the original image', () => {
  expect(
    getNftItemMeta(
      {
        name: ' ',
        tokenId: '9',
        description: '',
        image: { ...image, thumbnail: null },
        collection,
      },
      'Default',
    ),
  ).toEqual({ title: 'Ghost Squad #9 | GHOST', description: 'Default', image: 'http://api/ipfs/a' })
  expect(getNftItemName({ name: '', tokenId: null, collection })).toBe('Ghost Squad')
})
