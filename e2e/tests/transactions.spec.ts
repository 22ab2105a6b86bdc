/**
 * Transactions sent through the app (spec §4 Transactions and Toasts): a wrap is listed in
 * Recent Transactions as pending until its block is mined, then confirmed with a success toast
 * 'Transaction receipt'; an unwrap that reverts on chain ends with the error toast. Blocks are
 * mined by hand (automine off) only for as long as the pending state is looked at.
 */
import { wbnbAbi } from '@ghost/contracts'
import { devWallet } from '@ghost/contracts/anvil'
import type { Locator, Page } from '@playwright/test'
import { type Hash, parseEther } from 'viem'
import { notifications } from '../fixtures/screens'
import { connectWallet, expect, shortHash, shownHash, test } from '../fixtures/test'

test.use({ walletAccount: 4 })
// Both tests switch automine of the shared node; one at a time in this file.
test.describe.configure({ mode: 'serial' })

/** Types the amount, presses Wrap or Unwrap, and returns the hash shown once submitted. */
async function send(page: Page, action: 'Wrap' | 'Unwrap', amount: string): Promise<Hash> {
  await page.getByLabel('Amount to wrap or unwrap').fill(amount)
  await page.getByRole('button', { name: action, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: action })
  await expect(dialog).toContainText('Transaction Submitted')
  // The local chain has no explorer, so the modal shows the hash itself (shortened, with copy).
  await expect(dialog.getByRole('button', { name: 'Copy transaction hash' })).toBeVisible()
  const hash = await shownHash(dialog)
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(dialog).toHaveCount(0)
  return hash
}

async function recentTransactions(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Recent Transactions' }).click()
  return page.getByRole('dialog', { name: 'Recent Transactions' })
}

test('a wrap is pending until mined, then confirmed with a success toast', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const wbnb = world.manifest.contracts.WBNB
  const wbnbBefore = await chain.readContract({
    address: wbnb,
    abi: wbnbAbi,
    functionName: 'balanceOf',
    args: [wallet.account],
  })
  await page.goto('/')
  await connectWallet(page)

  let hash: Hash
  await chain.setAutomine(false)
  try {
    hash = await send(page, 'Wrap', '1')
    const recent = await recentTransactions(page)
    await expect(recent.getByRole('listitem')).toHaveText([
      `Wrap 1 BNB to WBNB${shortHash(hash)}Pending`,
    ])
    await recent.getByRole('button', { name: 'Close' }).click()
    await chain.mine({ blocks: 1 })
  } finally {
    await chain.setAutomine(true)
  }

  const toast = notifications(page).getByRole('status', { name: 'Transaction receipt' })
  await expect(toast).toContainText('Wrap 1 BNB to WBNB')
  await expect(toast.getByTitle(hash)).toHaveText(shortHash(hash))
  expect((await chain.getTransactionReceipt({ hash })).status).toBe('success')
  expect(
    await chain.readContract({
      address: wbnb,
      abi: wbnbAbi,
      functionName: 'balanceOf',
      args: [wallet.account],
    }),
  ).toBe(wbnbBefore + parseEther('1'))

  const recent = await recentTransactions(page)
  await expect(recent.getByRole('listitem')).toHaveText([
    `Wrap 1 BNB to WBNB${shortHash(hash)}Confirmed`,
  ])
})

test('two unwraps of the same WBNB in one block: the second reverts, with the error toast', async ({
  page,
  wallet,
  chain,
  world,
  walletAccount,
}) => {
  const wbnb = world.manifest.contracts.WBNB
  // Start from exactly 1 WBNB: unwrap whatever the account holds, then wrap 1.
  const account = devWallet(world.chainUrl, walletAccount)
  const held = await chain.readContract({
    address: wbnb,
    abi: wbnbAbi,
    functionName: 'balanceOf',
    args: [wallet.account],
  })
  if (held > 0n) {
    await chain.waitForTransactionReceipt({
      hash: await account.writeContract({
        address: wbnb,
        abi: wbnbAbi,
        functionName: 'withdraw',
        args: [held],
      }),
    })
  }
  await chain.waitForTransactionReceipt({
    hash: await account.writeContract({
      address: wbnb,
      abi: wbnbAbi,
      functionName: 'deposit',
      value: parseEther('1'),
    }),
  })

  await page.goto('/')
  await connectWallet(page)
  await expect(page.getByLabel('Your WBNB')).toHaveText('1')

  let first: Hash
  let second: Hash
  await chain.setAutomine(false)
  try {
    // Both pass the balance check: the first has not been mined when the second is sent.
    first = await send(page, 'Unwrap', '1')
    second = await send(page, 'Unwrap', '1')
    const recent = await recentTransactions(page)
    await expect(recent.getByRole('listitem')).toHaveText([
      `Unwrap 1 WBNB to BNB${shortHash(second)}Pending`,
      `Unwrap 1 WBNB to BNB${shortHash(first)}Pending`,
    ])
    await recent.getByRole('button', { name: 'Close' }).click()
    await chain.mine({ blocks: 1 })
  } finally {
    await chain.setAutomine(true)
  }

  expect((await chain.getTransactionReceipt({ hash: first })).status).toBe('success')
  expect((await chain.getTransactionReceipt({ hash: second })).status).toBe('reverted')
  // Same title: the later (failed) receipt's toast replaces the earlier one's.
  const toast = notifications(page).getByRole('alert', { name: 'Transaction receipt' })
  await expect(toast).toContainText('Unwrap 1 WBNB to BNB')
  await expect(toast.getByTitle(second)).toHaveText(shortHash(second))
  await expect(
    notifications(page).getByRole('status', { name: 'Transaction receipt' }),
  ).toHaveCount(0)

  const recent = await recentTransactions(page)
  await expect(recent.getByRole('listitem')).toHaveText([
    `Unwrap 1 WBNB to BNB${shortHash(second)}Failed`,
    `Unwrap 1 WBNB to BNB${shortHash(first)}Confirmed`,
  ])
  await expect(page.getByLabel('Your WBNB')).toHaveText('0')
})

test('a wrap rejected in the wallet shows Transaction rejected and records nothing', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await connectWallet(page)
  wallet.rejectNext('eth_sendTransaction')
  await page.getByLabel('Amount to wrap or unwrap').fill('1')
  await page.getByRole('button', { name: 'Wrap', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Wrap' })
  await expect(dialog.getByRole('alert')).toHaveText('Transaction rejected')
  await dialog.getByRole('button', { name: 'Dismiss' }).click()
  await expect(dialog).toHaveCount(0)
  const recent = await recentTransactions(page)
  await expect(recent).toContainText('No recent transactions')
})
