/**
 * The swap screen against the running world (spec §2, §4, §5, §7, §8): each trade is sent from
 * the page through the injected wallet, and the balances on chain must move by what the page
 * promised: at least the 'Minimum received' it showed, at most the 'Maximum sold', exactly the
 * typed side. Development account 1 holds 100,000 of each token and has approved nothing.
 */
import { wbnbAbi } from '@ghost/contracts'
import type { AnvilClient } from '@ghost/contracts/anvil'
import type { Locator, Page } from '@playwright/test'
import {
  type Address,
  erc20Abi,
  type Hash,
  maxUint256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { amountField, swapCard } from '../fixtures/screens'
import {
  connectWallet,
  expect,
  revokeAllowance,
  shownHash,
  test,
  tokenBalance,
} from '../fixtures/test'

test.use({ walletAccount: 32 })
// One account sends every transaction here: one test at a time keeps its nonces in order.
test.describe.configure({ mode: 'serial' })

const tradeDetails = (page: Page) => swapCard(page).getByRole('region', { name: 'Trade details' })

/** A row of the trade details as the page prints it, e.g. '594.914 USDT'. */
async function detail(page: Page, term: string): Promise<string> {
  const row = tradeDetails(page)
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: term }) })
  return (await row.getByRole('definition').textContent())?.trim() ?? ''
}

/** The number at the start of a shown amount ('1,234.5 USDT' → 1234.5 as wei). */
function shownWei(text: string): bigint {
  const number = text.split(' ')[0]?.replace(/,/g, '') ?? ''
  return parseUnits(number, 18)
}

/**
 * The page prints amounts rounded down to 6 significant digits: a shown maximum may be one unit
 * of its last digit below the real one.
 */
function lastDigitUnit(text: string): bigint {
  const number = text.split(' ')[0]?.replace(/,/g, '') ?? ''
  const decimals = number.includes('.') ? (number.split('.')[1]?.length ?? 0) : 0
  return 10n ** BigInt(18 - decimals)
}

/** Waits for 'Transaction Submitted' in the dialog, closes it and returns the hash it showed. */
async function closeSubmitted(dialog: Locator): Promise<Hash> {
  await expect(dialog).toContainText('Transaction Submitted')
  const hash = await shownHash(dialog)
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(dialog).toHaveCount(0)
  return hash
}

/** `closeSubmitted`, and the transaction is mined successfully. */
async function submitted(dialog: Locator, chain: AnvilClient) {
  const hash = await closeSubmitted(dialog)
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
  return hash
}

async function confirmSwap(page: Page) {
  await swapCard(page).getByRole('button', { name: 'Swap', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
  return dialog
}

async function openSettings(page: Page) {
  await swapCard(page).getByRole('button', { name: 'Settings' }).click()
  return page.getByRole('dialog', { name: 'Settings' })
}

test('BNB → USDT exact in: USDT arrives above the minimum shown, 1 BNB leaves, the input clears', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const usdt = world.manifest.tokens.USDT
  await page.goto(`/swap?outputCurrency=${usdt}`)
  await connectWallet(page)
  await amountField(page, 'From').fill('1')
  await expect(amountField(page, 'To')).not.toHaveValue('')
  // USD values beside the amounts
  await expect(swapCard(page).getByRole('group', { name: 'From' })).toContainText('~$')
  const quoted = await amountField(page, 'To').inputValue()
  const minimum = await detail(page, 'Minimum received')
  expect(minimum).toMatch(/ USDT$/)
  await expect(tradeDetails(page)).toContainText('BNB > USDT')

  const usdtBefore = await tokenBalance(chain, usdt, wallet.account)
  const bnbBefore = await chain.getBalance({ address: wallet.account })
  const dialog = await confirmSwap(page)
  await submitted(dialog, chain)
  await expect(amountField(page, 'From')).toHaveValue('')

  const received = (await tokenBalance(chain, usdt, wallet.account)) - usdtBefore
  expect(received >= shownWei(minimum)).toBe(true)
  // Within the shown slippage of the quote (nobody else trades this account's page)
  expect(received >= (parseEther(quoted) * 995n) / 1000n).toBe(true)
  expect(received <= parseEther(quoted) + lastDigitUnit(quoted)).toBe(true)
  const spent = bnbBefore - (await chain.getBalance({ address: wallet.account }))
  expect(spent > parseEther('1') && spent < parseEther('1.01')).toBe(true)
})

test('two swaps on the same pair one after the other both land; the wallet picks each nonce', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const usdt = world.manifest.tokens.USDT
  await page.goto(`/swap?outputCurrency=${usdt}`)
  await connectWallet(page)
  const sentBefore = wallet.sentTransactions.length
  const hashes: Hash[] = []
  for (const amount of ['0.2', '0.3']) {
    await amountField(page, 'From').fill(amount)
    await expect(amountField(page, 'To')).not.toHaveValue('')
    // not waiting for the first to be mined: the second follows as fast as a user clicks
    hashes.push(await closeSubmitted(await confirmSwap(page)))
  }
  const sent = wallet.sentTransactions.slice(sentBefore)
  expect(sent).toHaveLength(2)
  for (const { request } of sent) expect(request).not.toHaveProperty('nonce')
  const receipts = await Promise.all(
    hashes.map((hash) => chain.waitForTransactionReceipt({ hash })),
  )
  expect(receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
  const [first, second] = await Promise.all(hashes.map((hash) => chain.getTransaction({ hash })))
  expect(second?.nonce).toBe((first?.nonce ?? -1) + 1)
})

test('choosing the other side’s currency swaps the sides', async ({ page, world }) => {
  await page.goto(`/swap?outputCurrency=${world.manifest.tokens.USDT}`)
  const from = swapCard(page).getByRole('group', { name: 'From' })
  const to = swapCard(page).getByRole('group', { name: 'To' })
  await expect(from.getByRole('button', { name: 'BNB' })).toBeVisible()
  await from.getByRole('button', { name: 'BNB' }).click()
  await page
    .getByRole('dialog', { name: 'Select a Token' })
    .getByRole('button', { name: 'USDT', exact: true })
    .click()
  await expect(from.getByRole('button', { name: 'USDT' })).toBeVisible()
  await expect(to.getByRole('button', { name: 'BNB' })).toBeVisible()
  await swapCard(page).getByRole('button', { name: 'Switch tokens' }).click()
  await expect(from.getByRole('button', { name: 'BNB' })).toBeVisible()
  await expect(to.getByRole('button', { name: 'USDT' })).toBeVisible()
})

test('USDT → GHOST exact out (URL exactField=output): Enable USDT, approve max, then exactly 10 GHOST', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const { USDT: usdt, GHOST: ghost } = world.manifest.tokens
  const router = world.manifest.contracts.Router
  await revokeAllowance(chain, { token: usdt, owner: wallet.account, spender: router })
  await page.goto(
    `/swap?inputCurrency=${usdt}&outputCurrency=${ghost}&exactField=output&exactAmount=10`,
  )
  await connectWallet(page)
  await expect(amountField(page, 'To')).toHaveValue('10')
  await expect(amountField(page, 'From')).not.toHaveValue('')
  const swapButton = swapCard(page).getByRole('button', { name: 'Swap', exact: true })
  await expect(swapButton).toBeDisabled()
  await swapCard(page).getByRole('button', { name: 'Enable USDT' }).click()
  await expect(swapCard(page).getByRole('button', { name: 'Enabled' })).toBeVisible()
  await expect(swapButton).toBeEnabled()
  expect(
    await chain.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.account, router],
    }),
  ).toBe(maxUint256)

  const quotedIn = await amountField(page, 'From').inputValue()
  const maximum = await detail(page, 'Maximum sold')
  const balances = async () =>
    Promise.all(
      [usdt, ghost].map((address) =>
        chain.readContract({
          address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [wallet.account],
        }),
      ),
    )
  const [usdtBefore, ghostBefore] = await balances()
  await submitted(await confirmSwap(page), chain)
  const [usdtAfter, ghostAfter] = await balances()
  expect((ghostAfter ?? 0n) - (ghostBefore ?? 0n)).toBe(parseEther('10'))
  const sold = (usdtBefore ?? 0n) - (usdtAfter ?? 0n)
  expect(sold <= shownWei(maximum) + lastDigitUnit(maximum)).toBe(true)
  expect(sold <= parseEther(quotedIn) + lastDigitUnit(quotedIn)).toBe(true)
})

test('DEEP through three hops: BNB > GHOST > CAKE > DEEP', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const deep = world.manifest.tokens.DEEP as Address
  await page.goto(`/swap?outputCurrency=${deep}`)
  await connectWallet(page)
  await amountField(page, 'From').fill('0.5')
  await expect(tradeDetails(page)).toContainText('BNB > GHOST > CAKE > DEEP')
  const minimum = await detail(page, 'Minimum received')
  const before = await tokenBalance(chain, deep, wallet.account)
  await submitted(await confirmSwap(page), chain)
  const received = (await tokenBalance(chain, deep, wallet.account)) - before
  expect(received >= shownWei(minimum)).toBe(true)
})

test('wrap 2 BNB, then unwrap 1 WBNB', async ({ page, wallet, chain, world }) => {
  const wbnb = world.manifest.contracts.WBNB
  const wbnbBalance = () =>
    chain.readContract({
      address: wbnb,
      abi: wbnbAbi,
      functionName: 'balanceOf',
      args: [wallet.account],
    })
  await page.goto(`/swap?outputCurrency=${wbnb}`)
  await connectWallet(page)
  await amountField(page, 'From').fill('2')
  await expect(amountField(page, 'To')).toHaveValue('2')
  const before = await wbnbBalance()
  await swapCard(page).getByRole('button', { name: 'Wrap', exact: true }).click()
  await submitted(page.getByRole('dialog', { name: 'Wrap' }), chain)
  expect((await wbnbBalance()) - before).toBe(parseEther('2'))
  await expect(amountField(page, 'From')).toHaveValue('')

  await swapCard(page).getByRole('button', { name: 'Switch tokens' }).click()
  await amountField(page, 'From').fill('1')
  await swapCard(page).getByRole('button', { name: 'Unwrap', exact: true }).click()
  await submitted(page.getByRole('dialog', { name: 'Unwrap' }), chain)
  expect((await wbnbBalance()) - before).toBe(parseEther('1'))
})

test('swap to a recipient from the URL: the recipient gets the USDT, the account none', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const usdt = world.manifest.tokens.USDT
  const recipient = privateKeyToAccount(`0x${'5a'.repeat(32)}`).address
  await page.goto(`/swap?outputCurrency=${usdt}&exactAmount=0.5&recipient=${recipient}`)
  await connectWallet(page)
  await expect(swapCard(page).getByRole('textbox', { name: 'Recipient' })).toHaveValue(recipient)
  await expect(amountField(page, 'From')).toHaveValue('0.5')
  const minimum = await detail(page, 'Minimum received')
  const balanceOf = (account: Address) => tokenBalance(chain, usdt, account)
  const [mineBefore, theirsBefore] = [await balanceOf(wallet.account), await balanceOf(recipient)]
  await submitted(await confirmSwap(page), chain)
  expect(await balanceOf(wallet.account)).toBe(mineBefore)
  expect((await balanceOf(recipient)) - theirsBefore >= shownWei(minimum)).toBe(true)
})

test('an invalid recipient is refused: not an address, the router itself, the zero address (typed or from the URL)', async ({
  page,
  wallet,
  world,
}) => {
  expect(wallet.account).toBeTruthy()
  await page.goto(`/swap?outputCurrency=${world.manifest.tokens.USDT}`)
  await connectWallet(page)
  await amountField(page, 'From').fill('1')
  await swapCard(page).getByRole('button', { name: '+ Add a send (optional)' }).click()
  const field = swapCard(page).getByRole('textbox', { name: 'Recipient' })
  await expect(swapCard(page).getByRole('button', { name: 'Enter a recipient' })).toBeDisabled()
  await field.fill('not an address')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill(world.manifest.contracts.Router)
  await expect(swapCard(page).getByRole('button', { name: 'Invalid recipient' })).toBeDisabled()
  // the zero address would burn the tokens
  await field.fill(zeroAddress)
  await expect(swapCard(page).getByRole('button', { name: 'Invalid recipient' })).toBeDisabled()
  await expect(swapCard(page).getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
  await swapCard(page).getByRole('button', { name: '- Remove send' }).click()
  await expect(swapCard(page).getByRole('button', { name: 'Swap', exact: true })).toBeEnabled()

  await page.goto(
    `/swap?outputCurrency=${world.manifest.tokens.USDT}&exactAmount=1&recipient=${zeroAddress}`,
  )
  await expect(swapCard(page).getByRole('textbox', { name: 'Recipient' })).toHaveValue(zeroAddress)
  await expect(swapCard(page).getByRole('button', { name: 'Invalid recipient' })).toBeDisabled()
})

test('wallet rejection: Transaction rejected in the modal and under the button, nothing lost', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const usdt = world.manifest.tokens.USDT
  await page.goto(`/swap?outputCurrency=${usdt}`)
  await connectWallet(page)
  await amountField(page, 'From').fill('1')
  const nonce = await chain.getTransactionCount({ address: wallet.account })
  wallet.rejectNext('eth_sendTransaction')
  const dialog = await confirmSwap(page)
  await expect(dialog.getByRole('alert')).toHaveText('Transaction rejected')
  await dialog.getByRole('button', { name: 'Dismiss' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(swapCard(page).getByRole('alert')).toHaveText('Transaction rejected')
  await expect(amountField(page, 'From')).toHaveValue('1')
  await expect(amountField(page, 'To')).not.toHaveValue('')
  await expect(swapCard(page).getByRole('group', { name: 'To' })).toContainText('USDT')
  expect(await chain.getTransactionCount({ address: wallet.account })).toBe(nonce)
  // and the same form still swaps
  await submitted(await confirmSwap(page), chain)
})

test('severity 4: blocked outside expert mode; in expert mode it goes through after typing confirm', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const cake = world.manifest.tokens.CAKE
  const deep = world.manifest.tokens.DEEP as Address
  const router = world.manifest.contracts.Router
  await revokeAllowance(chain, { token: cake, owner: wallet.account, spender: router })
  // A fifth of the pool's CAKE (8,000 of 40,000 in a fresh world): about 17% price impact
  const cakeInPool = await tokenBalance(chain, cake, world.manifest.pairs?.['DEEP-CAKE'] as Address)
  await page.goto(`/swap?inputCurrency=${cake}&outputCurrency=${deep}`)
  await connectWallet(page)
  await amountField(page, 'From').fill((cakeInPool / 5n / 10n ** 18n).toString())
  await expect(tradeDetails(page)).toContainText('Price Impact')
  expect(Number.parseFloat(await detail(page, 'Price Impact'))).toBeGreaterThanOrEqual(15)
  await swapCard(page).getByRole('button', { name: 'Enable CAKE' }).click()
  await expect(swapCard(page).getByRole('button', { name: 'Enabled' })).toBeVisible()
  await expect(swapCard(page).getByRole('button', { name: 'Price Impact High' })).toBeDisabled()

  const settings = await openSettings(page)
  await settings.getByRole('switch', { name: 'Expert Mode' }).click()
  const expert = page.getByRole('dialog', { name: 'Expert Mode' })
  await expert.getByRole('button', { name: 'Turn On Expert Mode' }).click()
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('button', { name: 'Close' })
    .click()

  const minimum = await detail(page, 'Minimum received')
  const before = await tokenBalance(chain, deep, wallet.account)
  await swapCard(page).getByRole('button', { name: 'Swap Anyway' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
  const proceed = dialog.getByRole('button', { name: 'Continue' })
  await expect(proceed).toBeDisabled()
  await dialog.getByRole('textbox', { name: 'Type confirm to continue' }).fill('confirm')
  await proceed.click()
  await submitted(dialog, chain)
  const received = (await tokenBalance(chain, deep, wallet.account)) - before
  expect(received >= shownWei(minimum)).toBe(true)
})

test('the taxed token: refused below 12% slippage with the note, bought above it', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const tax = world.manifest.tokens.TAX
  await page.goto(`/swap?outputCurrency=${tax}`)
  await connectWallet(page)
  await amountField(page, 'From').fill('1')
  await expect(swapCard(page).getByRole('note')).toHaveText(
    'TAX burns 10% of every transfer: set your slippage tolerance to 12% or more to trade it.',
  )
  await expect(
    swapCard(page).getByRole('button', { name: 'Set slippage to 12% or more for TAX' }),
  ).toBeDisabled()

  const settings = await openSettings(page)
  await settings.getByRole('textbox', { name: 'Custom slippage tolerance (%)' }).fill('12')
  await settings.getByRole('button', { name: 'Close' }).click()
  await expect(swapCard(page)).toContainText('12%')

  const quoted = await amountField(page, 'To').inputValue()
  const minimum = await detail(page, 'Minimum received')
  const before = await tokenBalance(chain, tax, wallet.account)
  await submitted(await confirmSwap(page), chain)
  const received = (await tokenBalance(chain, tax, wallet.account)) - before
  expect(received >= shownWei(minimum)).toBe(true)
  // 10% burned on the way out of the pair
  expect(received < (parseEther(quoted) * 91n) / 100n).toBe(true)
})

test('price chart: the pair’s line over 1W and 1M; a pair without a direct pool is charted too', async ({
  page,
  world,
}) => {
  const { USDT: usdt, CAKE: cake } = world.manifest.tokens
  await page.goto(`/swap?outputCurrency=${usdt}`)
  const chart = page.getByRole('region', { name: 'Price chart' })
  await expect(chart.getByRole('heading', { name: 'BNB/USDT' })).toBeVisible()
  await expect(chart.getByRole('img', { name: 'BNB/USDT price, 1W' })).toBeVisible()
  await expect(chart).toContainText('USDT per BNB')
  await chart.getByRole('button', { name: '1M' }).click()
  await expect(chart.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true')
  await expect(chart.getByRole('img', { name: 'BNB/USDT price, 1M' })).toBeVisible()

  // BNB → CAKE trades through GHOST (no BNB-CAKE pool in the world): drawn from the tokens' USD
  // prices, and said so, over both ranges
  await page.goto(`/swap?outputCurrency=${cake}`)
  const crossChart = page.getByRole('region', { name: 'Price chart' })
  await expect(crossChart.getByRole('heading', { name: 'BNB/CAKE' })).toBeVisible()
  await expect(crossChart.getByRole('img', { name: 'BNB/CAKE price, 1W' })).toBeVisible()
  await expect(crossChart).toContainText('CAKE per BNB')
  await expect(crossChart).toContainText('No direct pool for this pair')
  await crossChart.getByRole('button', { name: '1M' }).click()
  await expect(crossChart.getByRole('img', { name: 'BNB/CAKE price, 1M' })).toBeVisible()
  await expect(crossChart.getByRole('alert')).toHaveCount(0)
})
