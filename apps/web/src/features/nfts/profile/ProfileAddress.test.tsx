// @vitest-environment jsdom
import { shortenAddress } from '@ghost/sdk'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { ProfileAddress, ProfileAddressView } from './ProfileAddress'

const ADDRESS = '0xabcdef0000000000000000000000000000000001'

afterEach(cleanup)

test('a username and avatar link to the profile page', () => {
  render(
    <MemoryRouter>
      <ProfileAddressView address={ADDRESS} username="Wraith" avatar="https://x/a.png" linked />
    </MemoryRouter>,
  )
  const link = screen.getByRole('link', { name: 'Wraith' })
  expect(link.getAttribute('href')).toBe(`/nfts/profile/${ADDRESS}`)
  expect(link.getAttribute('title')).toBe(ADDRESS)
  expect(link.querySelector('img')?.getAttribute('src')).toBe('https://x/a.png')
  expect(link.querySelector('img')?.getAttribute('alt')).toBe('')
})

test('without a username: the shortened address, and no link when not linked', () => {
  render(
    <MemoryRouter>
      <ProfileAddressView address={ADDRESS} username="" avatar={null} linked={false} />
    </MemoryRouter>,
  )
  expect(screen.queryByRole('link')).toBeNull()
  expect(screen.getByText(shortenAddress(ADDRESS))).toBeTruthy()
})

test('something that is not an address shows as given, no crash', () => {
  render(
    <MemoryRouter>
      <ProfileAddress address="not-an-address" />
    </MemoryRouter>,
  )
  expect(screen.getByText('not-an-address')).toBeTruthy()
})
