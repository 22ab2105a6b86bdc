/**
 * Wallet login and logout with the injected test wallet (spec §2 Shell, §4 Wallet login and
 * Logout, §8): connect through the modal, reconnect after a reload, disconnect, the wallet on
 * another chain (switch, or add then switch when the wallet does not know the chain), and a
 * rejected connection.
 */
import type { Page } from '@playwright/test'
import { numberToHex } from 'viem'
import { formatBalance } from '../../apps/web/src/features/wallet/formatBalance'
import { connectWallet, expect, shortHash, test } from '../fixtures/test'
import type { TestWallet } from '../fixtures/testWallet'

test.use({ walletAccount: 34 })

/** The top bar shows 4 leading and 4 trailing characters (spec §9), as the sdk shortens. */
function shortAddress(wallet: TestWallet) {
  return `${wallet.account.slice(0, 4)}...${wallet.account.slice(-4)}`
}

function count(wallet: TestWallet, method: string) {
  return wallet.requests.filter((m) => m === method).length
}

/** A mined transaction of `from` on chain 1337, saved as the app saves its list (once per tab). */
async function seedTransaction(page: Page, from: string) {
  const hash = `0x${'5e'.repeat(32)}`
  const receipt = {
    blockHash: `0x${'b1'.repeat(32)}`,
    blockNumber: 1,
    contractAddress: null,
    from,
    status: 1,
    to: from,
    transactionHash: hash,
    transactionIndex: 0,
  }
  const saved = JSON.stringify({
    1337: { [hash]: { hash, from, chainId: 1337, summary: 'Wrap 1 BNB', addedTime: 1, receipt } },
  })
  await page.addInitScript((value) => {
    // Runs in the page (this tsconfig has no DOM types).
    type Store = { getItem(key: string): string | null; setItem(key: string, value: string): void }
    const { localStorage, sessionStorage } = globalThis as unknown as Record<string, Store>
    if (!localStorage || !sessionStorage || sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    localStorage.setItem('ghost:transactions', value)
  }, saved)
}

async function openWalletModal(page: Page, wallet: TestWallet, tab: 'Wallet' | 'Transactions') {
  await page.getByRole('button', { name: shortAddress(wallet) }).click()
  await page.getByRole('button', { name: tab, exact: true }).click()
  return page.getByRole('dialog', { name: 'Your Wallet' })
}

test('connect, reload stays connected without asking again, disconnect resets', async ({
  page,
  wallet,
}) => {
  await seedTransaction(page, wallet.account)
  await page.goto('/')
  await connectWallet(page)
  await expect(page.getByLabel('Connected account')).toHaveText(wallet.account)
  await expect(page.getByRole('button', { name: shortAddress(wallet) })).toBeVisible()
  const dialog = await openWalletModal(page, wallet, 'Transactions')
  await expect(dialog.getByRole('listitem')).toHaveText([
    `Wrap 1 BNB${shortHash(`0x${'5e'.repeat(32)}`)}Confirmed`,
  ])
  await page.keyboard.press('Escape')

  const asked = count(wallet, 'eth_requestAccounts') + count(wallet, 'wallet_requestPermissions')
  await page.reload()
  await expect(page.getByLabel('Connected account')).toHaveText(wallet.account)
  // Reconnecting reads the authorised accounts; it never prompts the user again.
  expect(count(wallet, 'eth_requestAccounts') + count(wallet, 'wallet_requestPermissions')).toBe(
    asked,
  )

  await page.getByRole('button', { name: shortAddress(wallet) }).click()
  await expect(page.getByRole('link', { name: 'Your NFTs' })).toHaveAttribute(
    'href',
    `/nfts/profile/${wallet.account.toLowerCase()}`,
  )
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByLabel('Connected account')).toHaveCount(0)
  expect(wallet.requests).toContain('wallet_revokePermissions')
  expect(await page.evaluate('localStorage.getItem("wagmi.recentConnectorId")')).toBeNull()

  // The stored connector is gone: a reload stays logged out.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByLabel('Connected account')).toHaveCount(0)

  // The chain's transactions went with the logout.
  await connectWallet(page)
  const after = await openWalletModal(page, wallet, 'Transactions')
  await expect(after.getByRole('tabpanel')).toHaveText('No recent transactions')
})

test('the wallet moving to chain 56 is asked back to 1337; the balance shows', async ({
  page,
  wallet,
  chain,
}) => {
  await page.goto('/')
  await connectWallet(page)
  await expect(page.getByLabel('Connected account')).toHaveText(wallet.account)
  const switchesBefore = count(wallet, 'wallet_switchEthereumChain')

  await wallet.switchTo(page, 56)
  await expect.poll(() => count(wallet, 'wallet_switchEthereumChain')).toBe(switchesBefore + 1)
  await expect.poll(() => wallet.chainId).toBe('0x539')
  await expect(page.getByRole('button', { name: 'Switch network' })).toHaveCount(0)

  const dialog = await openWalletModal(page, wallet, 'Wallet')
  const balance = await chain.getBalance({ address: wallet.account })
  await expect(dialog.getByLabel('BNB Balance', { exact: true })).toHaveText(formatBalance(balance))
  await expect(dialog.getByLabel('Your Address', { exact: true })).toHaveText(wallet.account)
})

test('a wallet on chain 56 that does not know 1337 is asked to add it, then works', async ({
  page,
  wallet,
  chain,
}) => {
  wallet.chainId = numberToHex(56)
  // The test wallet knows chain 1337 from the start; forget it to get MetaMask's 4902 answer.
  const knownChains = Reflect.get(wallet, 'knownChains') as Set<string>
  knownChains.delete(numberToHex(1337))
  await page.goto('/')
  await connectWallet(page)

  await expect.poll(() => wallet.chainId).toBe('0x539')
  const switchIndex = wallet.requests.indexOf('wallet_switchEthereumChain')
  const addIndex = wallet.requests.indexOf('wallet_addEthereumChain')
  expect(switchIndex).toBeGreaterThanOrEqual(0)
  expect(addIndex).toBeGreaterThan(switchIndex)
  await expect(page.getByRole('button', { name: 'Switch network' })).toHaveCount(0)
  await expect(page.getByLabel('Connected account')).toHaveText(wallet.account)
  const balance = await chain.getBalance({ address: wallet.account })
  await expect(page.getByLabel('BNB balance')).toHaveText(formatBalance(balance))
})

test('declining the switch leaves a banner whose button switches', async ({ page, wallet }) => {
  await page.goto('/')
  await connectWallet(page)
  await expect(page.getByLabel('Connected account')).toHaveText(wallet.account)

  wallet.rejectNext('wallet_switchEthereumChain')
  await wallet.switchTo(page, 56)
  const banner = page.getByRole('alert').filter({ hasText: 'Wrong network' })
  await expect(banner).toContainText('Please switch your wallet to Ghost Local.')
  expect(wallet.chainId).toBe('0x38')

  await banner.getByRole('button', { name: 'Switch network' }).click()
  await expect.poll(() => wallet.chainId).toBe('0x539')
  await expect(banner).toHaveCount(0)
})

test('a rejected connection shows the Authorization Error toast', async ({ page, wallet }) => {
  await page.goto('/')
  wallet.rejectNext('eth_requestAccounts')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Ghost Test Wallet' })
    .click()
  const toast = page.getByRole('alert', { name: 'Authorization Error' })
  await expect(toast).toContainText('Please authorize to access your account')
  await expect(page.getByLabel('Connected account')).toHaveCount(0)
})
