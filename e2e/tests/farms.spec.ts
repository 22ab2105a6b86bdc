/**
 * Farms end to end (issue 6 acceptance): account 7 starts with BNB only, gets USDT from account 0
 * and adds USDT-BNB liquidity on the add-liquidity screen, then on /farms enables the farm, stakes its LP (checked in the
 * MasterChef's userInfo), harvests GHOST (the balance grows by exactly the pending reward at the
 * harvest block) and unstakes (the LP is back in the wallet).
 */
import { masterChefAbi } from '@ghost/contracts'
import type { Page } from '@playwright/test'
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  parseEther,
} from 'viem'
import { notifications } from '../fixtures/screens'
import {
  connectWallet,
  expect,
  revokeAllowance,
  test,
  tokenBalance,
  withdrawFarmStake,
} from '../fixtures/test'

test.use({ walletAccount: 7 })

function toast(page: Page, title: string) {
  return notifications(page).getByRole('status', { name: title })
}

test('farm: add USDT-BNB liquidity, Enable, stake LP, harvest GHOST, unstake', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const { manifest } = world
  const me = wallet.account
  const lp = manifest.pairs?.['BNB-USDT'] as Address
  const { MasterChef: masterChef } = manifest.contracts
  const { USDT: usdt, GHOST: ghost } = manifest.tokens
  const balanceOf = (token: Address) => tokenBalance(chain, token, me)
  const staked = async () =>
    (
      await chain.readContract({
        address: masterChef,
        abi: masterChefAbi,
        functionName: 'userInfo',
        args: [0n, me],
      })
    )[0]
  const mined = async (hash: Hash) =>
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')

  // A retried run starts where a fresh account does: nothing approved, nothing staked.
  await revokeAllowance(chain, { token: usdt, owner: me, spender: manifest.contracts.Router })
  await revokeAllowance(chain, { token: lp, owner: me, spender: masterChef })
  await withdrawFarmStake(chain, { masterChef, pid: 0n, owner: me })

  // USDT from account 0, then liquidity through the add-liquidity screen
  await mined(
    await chain.writeContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [me, parseEther('600')],
    }),
  )
  const lpBefore = await balanceOf(lp)
  await page.goto(`/add/BNB/${usdt}`)
  await connectWallet(page)
  await page.getByRole('textbox', { name: 'Token A' }).fill('0.5')
  await expect(page.getByRole('textbox', { name: 'Token B' })).not.toHaveValue('')
  await page.getByRole('button', { name: 'Enable USDT' }).click()
  await page.getByRole('button', { name: 'Supply' }).click()
  const confirm = page.getByRole('dialog', { name: 'You will receive' })
  await confirm.getByRole('button', { name: 'Confirm Supply' }).click()
  await expect(page.getByRole('dialog').getByText('Transaction Submitted')).toBeVisible()
  await expect.poll(() => balanceOf(lp)).toBeGreaterThan(lpBefore)
  const lpBalance = await balanceOf(lp)
  expect(await staked()).toBe(0n)

  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click()
  await page.goto('/farms')
  await expect(page.getByRole('heading', { name: 'Farms', level: 1 })).toBeVisible()
  await expect(page.getByText('Stake LP tokens to earn.')).toBeVisible()
  const card = page.getByRole('article', { name: 'USDT-BNB LP' })
  await expect(card.getByText('10X')).toBeVisible()
  // 'Earn:' names the token the farm pays (issue 28: it said 'SILVER GHOST' while paying GHOST)
  await expect(card.getByRole('definition').filter({ hasText: /^GHOST$/ })).toBeVisible()
  await expect(card.getByText('SILVER GHOST')).toHaveCount(0)
  await expect(card.getByRole('link', { name: 'Get USDT-BNB LP' })).toHaveAttribute(
    'href',
    `/add/BNB/${usdt}`,
  )

  // Enable, then stake everything
  await card.getByRole('button', { name: 'Enable USDT-BNB LP' }).click()
  await expect(toast(page, 'Contract Enabled')).toBeVisible()
  expect(
    await chain.readContract({
      address: lp,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [me, masterChef],
    }),
  ).toBeGreaterThan(0n)
  await card.getByRole('button', { name: 'Stake LP' }).click()
  const stakeDialog = page.getByRole('dialog', { name: 'Stake LP tokens' })
  await stakeDialog.getByRole('button', { name: 'Max' }).click()
  await stakeDialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Staked!')).toBeVisible()
  await expect(stakeDialog).toHaveCount(0)
  expect(await staked()).toBe(lpBalance)
  expect(await balanceOf(lp)).toBe(0n)
  // APR now that liquidity is staked, with the ROI calculator
  await expect(card.getByRole('status', { name: 'APR' })).toHaveText(/^[\d,]+\.\d{2}%$/)
  await card.getByRole('button', { name: 'ROI Calculator' }).click()
  const roi = page.getByRole('dialog', { name: 'ROI Calculator' })
  await roi.getByRole('button', { name: '$1000' }).click()
  // a fresh farm's APR compounds to astronomic figures: shown compact or capped, never raw digits
  await expect(roi.getByRole('status', { name: 'ROI in USD' })).toHaveText(
    /^>?\$[\d,]+(\.\d{1,2})?[KMBT]?$/,
  )
  await roi.getByRole('button', { name: 'Close' }).click()

  // Harvest: the GHOST balance grows by the reward pending at the harvest block
  await chain.mine({ blocks: 10 })
  const earned = card.getByRole('status', { name: 'Earned' })
  await expect(earned).not.toHaveText('0')
  const ghostBefore = await balanceOf(ghost)
  const fromBlock = await chain.getBlockNumber({ cacheTime: 0 })
  await card.getByRole('button', { name: 'Harvest' }).click()
  await expect(toast(page, 'Harvested!')).toBeVisible()
  const [harvest] = await chain.getContractEvents({
    address: masterChef,
    abi: masterChefAbi,
    eventName: 'Harvest',
    args: { user: me, pid: 0n },
    fromBlock,
  })
  if (!harvest?.args.amount) throw new Error('no Harvest event')
  const pendingAtHarvestBlock = decodeFunctionResult({
    abi: masterChefAbi,
    functionName: 'pendingReward',
    data:
      (
        await chain.call({
          to: masterChef,
          data: encodeFunctionData({
            abi: masterChefAbi,
            functionName: 'pendingReward',
            args: [0n, me],
          }),
          // the state before the harvest, evaluated as of the harvest block
          blockNumber: harvest.blockNumber - 1n,
          blockOverrides: { number: harvest.blockNumber },
        })
      ).data ?? '0x',
  })
  expect(pendingAtHarvestBlock).toBeGreaterThan(0n)
  expect(harvest.args.amount).toBe(pendingAtHarvestBlock)
  expect((await balanceOf(ghost)) - ghostBefore).toBe(pendingAtHarvestBlock)

  // Unstake everything: the LP is back on chain
  await card.getByRole('button', { name: 'Unstake' }).click()
  const unstakeDialog = page.getByRole('dialog', { name: 'Unstake LP tokens' })
  await unstakeDialog.getByRole('button', { name: 'Max' }).click()
  await unstakeDialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(page, 'Unstaked!')).toBeVisible()
  expect(await staked()).toBe(0n)
  expect(await balanceOf(lp)).toBe(lpBalance)
  await expect(card.getByRole('button', { name: 'Stake LP' })).toBeVisible()
})

test('farm list controls: view mode persisted, staked only, finished tab, search and sort', async ({
  page,
}) => {
  await page.goto('/farms')
  const card = page.getByRole('article', { name: 'USDT-BNB LP' })
  await expect(card).toBeVisible()
  // the seeded farm leads with a believable APR (issue 28: 213,881.11%), not the '>10,000%' cap
  const apr = card.getByRole('status', { name: 'APR' })
  await expect(apr).toHaveText(/^\d{1,3}(,\d{3})?\.\d{2}%$/)
  const aprPercent = Number(((await apr.textContent()) ?? '').replace(/[,%]/g, ''))
  expect(aprPercent).toBeGreaterThanOrEqual(10)
  expect(aprPercent).toBeLessThan(1000)
  // without a wallet: connect instead of the stake actions, no harvest
  await expect(card.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Harvest' })).toBeDisabled()

  await page.getByRole('button', { name: 'Table View' }).click()
  const row = page.getByRole('row', { name: /USDT-BNB LP/ })
  await expect(row).toContainText('10X')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Table View' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await row.getByRole('button', { name: 'Details' }).click()
  await expect(page.getByRole('link', { name: 'Get USDT-BNB LP' })).toBeVisible()
  await page.getByRole('button', { name: 'Card View' }).click()
  await expect(card).toBeVisible()

  await page.getByRole('switch', { name: 'Staked only' }).check()
  await expect(page.getByText('No farms found')).toBeVisible()
  await page.getByRole('switch', { name: 'Staked only' }).uncheck()
  await expect(card).toBeVisible()

  // DEEP has no farm (CAKE has one since issue 34: the CAKE-GHOST LP)
  await page.getByRole('searchbox', { name: 'Search' }).fill('deep')
  await expect(page.getByText('No farms found')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search' }).fill('usdt')
  await expect(card).toBeVisible()
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('APR')
  await expect(card).toBeVisible()

  await page.getByRole('link', { name: 'Finished' }).click()
  await expect(page).toHaveURL(/\/farms\/history$/)
  await expect(
    page.getByText(
      'These farms no longer distribute rewards. Please unstake your tokens from them.',
    ),
  ).toBeVisible()
  await expect(card).toHaveCount(0)
  await page.getByRole('link', { name: 'Live' }).click()
  await expect(card).toBeVisible()
})
