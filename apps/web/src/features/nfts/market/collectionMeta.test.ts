import { expect, test } from 'vitest'
import { getCollectionMeta } from './collectionMeta'

const shapes = {
  name: 'Spectral Shapes',
  description: 'Shapes in every colour.',
  avatar: 'http://api/ipfs/avatar',
  banner: 'http://api/ipfs/banner',
}

test('a collection page is titled by the collection, described by it, shared with its avatar', () => {
  expect(getCollectionMeta(shapes)).toEqual({
    title: 'Spectral Shapes | GHOST',
    description: 'Shapes in every colour.',
    image: 'http://api/ipfs/avatar',
  })
})

test('without a description or an avatar: the default description and the banner', () => {
  expect(getCollectionMeta({ ...shapes, description: ' ', avatar: null }, 'Default.')).toEqual({
    title: 'Spectral Shapes | GHOST',
    description: 'Default.',
    image: 'http://api/ipfs/banner',
  })
})
