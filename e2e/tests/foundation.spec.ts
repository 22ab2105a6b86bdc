import type { Locator } from '@playwright/test'
import { formatEther, numberToHex } from 'viem'
import { formatBalance } from '../../apps/web/src/features/wallet/formatBalance'
import { expect, test } from '../fixtures/test'

// A figure shows rounded and grouped; its title keeps every digit the chain has.
async function expectFullValue(figure: Locator, wei: bigint) {
  await expect(figure.locator('[title]')).toHaveAttribute('title', /./)
  const title = await figure.locator('[title]').getAttribute('title')
  expect(title?.replaceAll(',', '')).toBe(formatEther(wei))
}

test('the page loads, the wallet connects and the BNB balance equals the chain', async ({
  page,
  wallet,
  chain,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Ghost', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Ghost Test Wallet' })
    .click()
  await expect(page.getByLabel('Connected account')).toHaveText(wallet.account)

  const balance = await chain.getBalance({ address: wallet.account })
  await expect(page.getByLabel('BNB balance')).toHaveText(formatBalance(balance))
  await expectFullValue(page.getByLabel('BNB balance'), balance)
})

test('the local node answers chain id 1337 and every manifest address has code', async ({
  world,
  chain,
}) => {
  expect(numberToHex(await chain.getChainId())).toBe('0x539')
  const addresses = [
    ...Object.values(world.manifest.contracts),
    ...Object.values(world.manifest.tokens),
  ]
  for (const address of addresses) {
    const code = await chain.getCode({ address })
    expect(code && code.length > 2, `${address} has code`).toBe(true)
  }
})
