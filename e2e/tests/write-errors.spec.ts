/**
 * One reading of a failed write across the app (issue 11): pressing Reject in the wallet reads
 * 'Transaction rejected' for an approval, a farm stake and a pool unstake; every form keeps what
 * was typed and nothing reaches the chain. The other flows are tested where they live: a rejected
 * swap and the zero-address recipient in swap.spec, the quiet add-liquidity rejection in
 * liquidity.spec. Development account 5 starts with BNB only; account 0 hands it USDT and LP.
 */
import { masterChefAbi, smartChefAbi } from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { Page } from '@playwright/test'
import { type Address, erc20Abi, parseEther } from 'viem'
import { amountField, notifications, swapCard } from '../fixtures/screens'
import {
  connectWallet,
  expect,
  expectMined,
  revokeAllowance,
  test,
  tokenBalance,
  withdrawFarmStake,
} from '../fixtures/test'

test.use({ walletAccount: 5 })
// One account sends every transaction here: one test at a time keeps its nonces in order.
test.describe.configure({ mode: 'serial' })

/** The error toast of an earn action: spec §8's 'Error' title with what went wrong. */
const errorToast = (page: Page) => notifications(page).getByRole('alert', { name: 'Error' })

/** Account 0 sends `amount` of `token` to `to` unless it holds that much already. */
async function topUp(chain: AnvilClient, token: Address, to: Address, amount: bigint) {
  if ((await tokenBalance(chain, token, to)) >= amount) return
  await expectMined(
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

// A rejected swap itself is swap.spec's 'wallet rejection' test.
test('swap: a rejected Enable reads Transaction rejected; the amount stays', async ({
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

  // The approval step of USDT → BUSD, refused in the wallet
  await page.goto(`/swap?inputCurrency=${usdt}&outputCurrency=${busd}`)
  await connectWallet(page)
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
  await expect(notifications(page).getByRole('status', { name: 'Contract Enabled' })).toBeVisible()
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
    await expectMined(
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
  const card = page.getByRole('article').filter({ hasText: 'Stake BNB' })
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
