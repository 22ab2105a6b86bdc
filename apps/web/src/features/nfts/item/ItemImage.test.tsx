// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { ItemImage } from './ItemImage'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

test('the thumbnail first, the original once it has loaded', () => {
  const images: { onload: (() => void) | null; src: string }[] = []
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null
      src = ''
      constructor() {
        images.push(this)
      }
    },
  )
  render(<ItemImage thumbnail="http://api/ipfs/t" original="http://api/ipfs/o" alt="Ghost #1" />)
  expect(screen.getByRole('img', { name: 'Ghost #1' }).getAttribute('src')).toBe(
    'http://api/ipfs/t',
  )
  expect(images.map((image) => image.src)).toEqual(['http://api/ipfs/o'])
  act(() => images[0]?.onload?.())
  expect(screen.getByRole('img', { name: 'Ghost #1' }).getAttribute('src')).toBe(
    'http://api/ipfs/o',
  )
})

test('no picture, or one that fails: the name stands in its place', () => {
  const { rerender } = render(<ItemImage thumbnail={null} original={null} alt="Ghost #2" />)
  expect(screen.getByRole('img', { name: 'Ghost #2' }).textContent).toBe('Ghost #2')
  rerender(<ItemImage thumbnail="http://api/ipfs/t" original={null} alt="Ghost #2" />)
  fireEvent.error(screen.getByRole('img', { name: 'Ghost #2' }))
  expect(screen.getByRole('img', { name: 'Ghost #2' }).tagName).toBe('DIV')
})
