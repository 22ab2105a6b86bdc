// @vitest-environment jsdom
/**
 * SquadPage against a real Anvil node through wagmi (a mock connector for a development
 * account): the NFT market, the squad sale and the reward contracts deployed as the devnet does. The page follows the chain's clock as a test
 * moves it: not started with a countdown to the presale, then the public sale, where a wallet
 * without an active profile is sent to the profile page.
 */

import { iGhostSquadSaleAbi } from '@ghost/contracts'
import { anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { deployRewards } from '@ghost/devnet'
import { cleanup, screen, waitFor } from '@testing-library/react'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { type NftChainWorld, renderAs, startNftChainWorld } from '../../../test/chainTestWorld'
import { SquadPage } from './SquadPage'

let world: NftChainWorld
let sale: Address
let manifest: Manifest

beforeAll(async () => {
  const treasury = devAccount(3).address
  world = await startNftChainWorld({ treasury })
  const rewards = await deployRewards({
    deployer: world.deployer,
    manifest: world.manifestWith(),
    treasury,
  })
  sale = rewards.GhostSquadSale
  manifest = world.manifestWith(rewards)
}, 90_000)

afterAll(async () => {
  await world?.anvil.stop()
})

afterEach(cleanup)

const shown = (label: string) => screen.getByRole('status', { name: label }).textContent

test('follows the chain clock: not started, then the public sale asks for a profile', {
  timeout: 90_000,
}, async () => {
  const client = anvilClient(world.anvil.url)
  const read = (functionName: 'presaleStart' | 'publicSaleStart' | 'saleEnd') =>
    client.readContract({ address: sale, abi: iGhostSquadSaleAbi, functionName })
  const [presaleStart, publicSaleStart, saleEnd] = await Promise.all([
    read('presaleStart'),
    read('publicSaleStart'),
    read('saleEnd'),
  ])
  await renderAs(devAccount(2).address, <SquadPage />, { config: world.runtimeConfig(manifest) })
  await screen.findByRole('status', { name: 'Phase' }, { timeout: 20_000 })
  expect(shown('Phase')).toBe('Not started')
  const now = (await client.getBlock()).timestamp
  // the countdown is the chain's: days away from the presale (the chain starts in the past)
  const days = Number((presaleStart - now) / 86_400n)
  expect(shown('Presale starts in')).toMatch(new RegExp(`^${days}d \\d\\dh \\d\\dm \\d\\ds$`))
  expect(shown('Tickets sold')).toMatch(/^0 \/ \d{1,3}(,\d{3})*$/)
  expect(shown('Presale sold')).toBe('0 / 490')
  expect(shown('Price per ticket')).toBe('5 CAKE')
  expect(
    await screen.findByText('Tickets are not on sale now', undefined, { timeout: 20_000 }),
  ).toBeTruthy()

  // one hour into the public sale, to the second (the page then counts on from that block)
  await client.setNextBlockTimestamp({ timestamp: publicSaleStart + 3_600n })
  await client.mine({ blocks: 1 })
  await waitFor(() => expect(shown('Phase')).toBe('Public sale'), { timeout: 20_000 })
  // the phase's length less the hour, or (a second later) just under it
  const hours = (saleEnd - publicSaleStart) / 3_600n - 1n
  const hh = (n: bigint) => String(n).padStart(2, '0')
  expect(shown('Claim starts in')).toMatch(
    new RegExp(`^0d (${hh(hours)}h 00m 00s|${hh(hours - 1n)}h 59m \\d\\ds)$`),
  )
  expect(shown('Price per ticket')).toBe('8 CAKE')
  const notice = await screen.findByText('An active profile is needed to buy tickets.', undefined, {
    timeout: 20_000,
  })
  expect(notice.parentElement?.querySelector('a')?.getAttribute('href')).toBe('/nfts/profile')
  expect(screen.queryByRole('textbox')).toBeNull()
})
