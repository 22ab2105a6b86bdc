/**
 * One reading of a failed write across the app (issue 11): pressing Reject in the wallet reads
 * 'Transaction rejected' for a swap, an approval, a farm stake and a pool unstake, while adding
 * liquidity closes quietly (spec §8); every form keeps what was typed and nothing reaches the
 * chain. The zero address is an 'Invalid recipient'. Development account 5 starts with BNB only;
 * account 0 hands it USDT and LP.
 */
import { masterChefAbi, smartChefAbi } from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { Page } from '@playwright/test'
import { type Address, erc20Abi, type Hash, maxUint256, parseEther, zeroAddress } from 'viem'
import {
  connectWallet,
  expect,
  revokeAllowance,
  test,
  tokenBalance,
  withdrawFarmStake,
} from '../fixtures/test'

test.use({ walletAccount: 5 })
// One account sends every transaction here: one test at a time keeps its nonces in order.
test.describe.configure({ mode: 'serial' })

const swapCard = (page: Page) => page.getByRole('region', { name: 'Swap' })
const amountField = (page: Page, side: 'From' | 'To') =>
  swapCard(page).getByRole('textbox', { name: side, exact: true })
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })
/** The error toast of an earn action: spec §8's 'Error' title with what went wrong. */
const errorToast = (page: Page) => toasts(page).getByRole('alert', { name: 'Error' })

async function mined(chain: AnvilClient, hash: Hash) {
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
}

/** Account 0 sends `amount` of `token` to `to` unless it holds that much already. */
async function topUp(chain: AnvilClient, token: Address, to: Address, amount: bigint) {
  if ((await tokenBalance(chain, token, to)) >= amount) return
  await mined(
    chain,
    await chain.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, amount],
    }),
  )
}

const sends = (wallet: { requests: string[] }) =>
  wallet.requests.filter((method) => method === 'eth_sendTransaction').length

test('swap: a rejected swap and a rejected Enable both read Transaction rejected; the amounts stay', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const { USDT: usdt, BUSD: busd } = world.manifest.tokens
  const router = world.manifest.contracts.Router
  await topUp(chain, usdt, wallet.account, parseEther('100'))
  await revokeAllowance(chain, { token: usdt, owner: wallet.account, spender: router })
  const nonce = await chain.getTransactionCount({ address: wallet.account })

  await page.goto(`/swap?outputCurrency=${usdt}`)
  await connectWallet(page)
  await amountField(page, 'From').fill('1')
  await expect(amountField(page, 'To')).not.toHaveValue('')
  wallet.rejectNext('eth_sendTransaction')
  await swapCard(page).getByRole('button', { name: 'Swap', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Transaction rejected')
  await dialog.getByRole('button', { name: 'Dismiss' }).click()
  await expect(swapCard(page).getByRole('alert')).toHaveText('Transaction rejected')
  await expect(amountField(page, 'From')).toHaveValue('1')

  // The approval step of USDT → BUSD, refused in the wallet
  await page.goto(`/swap?inputCurrency=${usdt}&outputCurrency=${busd}`)
  await amountField(page, 'From').fill('10')
  await expect(amountField(page, 'To')).not.toHaveValue('')
  wallet.rejectNext('eth_sendTransaction')
  await swapCard(page).getByRole('button', { name: 'Enable USDT' }).click()
  await expect(swapCard(page).getByRole('alert')).toHaveText('Transaction rejected')
  await expect(swapCard(page).getByRole('button', { name: 'Enable USDT' })).toBeEnabled()
  await expect(amountField(page, 'From')).toHaveValue('10')
  expect(await chain.getTransactionCount({ address: wallet.account })).toBe(nonce)
  expect(
    await chain.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.account, router],
    }),
  ).toBe(0n)
})

test('farm: a rejected Enable and a rejected stake read Transaction rejected; the stake form keeps its amount', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const { MasterChef: masterChef } = world.manifest.contracts
  const lp = world.manifest.pairs?.['BNB-USDT'] as Address
  await withdrawFarmStake(chain, { masterChef, pid: 0n, owner: wallet.account })
  await revokeAllowance(chain, { token: lp, owner: wallet.account, spender: masterChef })
  await topUp(chain, lp, wallet.account, parseEther('1'))
  const lpBefore = await tokenBalance(chain, lp, wallet.account)

  await page.goto('/farms')
  await connectWallet(page)
  const card = page.getByRole('article', { name: 'USDT-BNB LP' })
  wallet.rejectNext('eth_sendTransaction')
  await card.getByRole('button', { name: 'Enable USDT-BNB LP' }).click()
  await expect(errorToast(page)).toContainText('Transaction rejected')
  await expect(errorToast(page)).not.toContainText('gas')

  // Enabled for real, then the stake is refused
  await card.getByRole('button', { name: 'Enable USDT-BNB LP' }).click()
  await expect(toasts(page).getByRole('status', { name: 'Contract Enabled' })).toBeVisible()
  await card.getByRole('button', { name: 'Stake LP' }).click()
  const dialog = page.getByRole('dialog', { name: 'Stake LP tokens' })
  await dialog.getByRole('textbox', { name: 'Stake' }).fill('0.5')
  const sent = sends(wallet)
  wallet.rejectNext('eth_sendTransaction')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect.poll(() => sends(wallet)).toBe(sent + 1)
  await expect(errorToast(page)).toContainText('Transaction rejected')
  await expect(dialog.getByRole('textbox', { name: 'Stake' })).toHaveValue('0.5')
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled()
  const [staked] = await chain.readContract({
    address: masterChef,
    abi: masterChefAbi,
    functionName: 'userInfo',
    args: [0n, wallet.account],
  })
  expect(staked).toBe(0n)
  expect(await tokenBalance(chain, lp, wallet.account)).toBe(lpBefore)
})

test('pool: a rejected unstake reads Transaction rejected, not a gas error; the amount stays', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const pool = world.manifest.contracts.SmartChef2
  const me = anvilClient(world.chainUrl, devAccount(5))
  const stakedOf = async () =>
    (
      await chain.readContract({
        address: pool,
        abi: smartChefAbi,
        functionName: 'userInfo',
        args: [wallet.account],
      })
    )[0]
  if ((await stakedOf()) === 0n) {
    await mined(
      chain,
      await me.writeContract({
        address: pool,
        abi: smartChefAbi,
        functionName: 'deposit',
        args: [parseEther('1')],
        value: parseEther('1'),
      }),
    )
  }
  const stakedBefore = await stakedOf()

  await page.goto('/pools')
  await connectWallet(page)
  const card = page.getByRole('article')
  await card.getByRole('button', { name: 'Unstake' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unstake' })
  await dialog.getByRole('textbox', { name: 'Unstake' }).fill('0.5')
  wallet.rejectNext('eth_sendTransaction')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(errorToast(page)).toContainText('Transaction rejected')
  await expect(errorToast(page)).not.toContainText('gas')
  await expect(dialog.getByRole('textbox', { name: 'Unstake' })).toHaveValue('0.5')
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled()
  expect(await stakedOf()).toBe(stakedBefore)
})

test('add liquidity: a rejected Supply closes the modal quietly and keeps both amounts', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const usdt = world.manifest.tokens.USDT
  const router = world.manifest.contracts.Router
  const lp = world.manifest.pairs?.['BNB-USDT'] as Address
  const me = anvilClient(world.chainUrl, devAccount(5))
  await topUp(chain, usdt, wallet.account, parseEther('1000'))
  await mined(
    chain,
    await me.writeContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    }),
  )
  const lpBefore = await tokenBalance(chain, lp, wallet.account)

  await page.goto(`/add/BNB/${usdt}`)
  await connectWallet(page)
  await page.getByRole('textbox', { name: 'Token A' }).fill('0.1')
  const tokenB = page.getByRole('textbox', { name: 'Token B' })
  await expect(tokenB).not.toHaveValue('')
  const otherAmount = await tokenB.inputValue()
  await page.getByRole('button', { name: 'Supply' }).click()
  const dialog = page.getByRole('dialog', { name: 'You will receive' })
  const sent = sends(wallet)
  wallet.rejectNext('eth_sendTransaction')
  await dialog.getByRole('button', { name: 'Confirm Supply' }).click()
  await expect(dialog).toHaveCount(0)
  expect(sends(wallet)).toBe(sent + 1)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Token A' })).toHaveValue('0.1')
  await expect(tokenB).toHaveValue(otherAmount)
  await expect(page.getByRole('button', { name: 'Supply' })).toBeEnabled()
  expect(await tokenBalance(chain, lp, wallet.account)).toBe(lpBefore)
})

test('the zero address is an Invalid recipient, typed or from the URL; Swap stays disabled', async ({
  page,
  wallet,
  world,
}) => {
  // the injected wallet is a fixture: asking for it installs it before the page loads
  expect(wallet.account).toBeTruthy()
  const usdt = world.manifest.tokens.USDT
  await page.goto(`/swap?outputCurrency=${usdt}`)
  await connectWallet(page)
  await amountField(page, 'From').fill('1')
  await swapCard(page).getByRole('button', { name: '+ Add a send (optional)' }).click()
  await swapCard(page).getByRole('textbox', { name: 'Recipient' }).fill(zeroAddress)
  await expect(swapCard(page).getByRole('button', { name: 'Invalid recipient' })).toBeDisabled()
  await expect(swapCard(page).getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)

  await page.goto(`/swap?outputCurrency=${usdt}&exactAmount=1&recipient=${zeroAddress}`)
  await expect(swapCard(page).getByRole('textbox', { name: 'Recipient' })).toHaveValue(zeroAddress)
  await expect(swapCard(page).getByRole('button', { name: 'Invalid recipient' })).toBeDisabled()
})
