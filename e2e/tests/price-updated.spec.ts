/**
 * 'Price Updated' (issue 11): while the confirm modal is open, another account trades in the same
 * pair. The modal must show the new output, minimum received and price before Accept (the old
 * ones struck through), Confirm Swap must wait for Accept, and the swap sent after Accept must be
 * the one on screen: its minimum is the shown minimum, and what arrives is the shown output.
 * Development account 8 sells 1 BNB for BUSD; account 0 moves the BNB-BUSD pool, a pair no other
 * spec trades, by selling a little BUSD for BNB (more BUSD per BNB, so the direct route stays the
 * best).
 */
import { ghostRouterAbi } from '@ghost/contracts'
import type { AnvilClient } from '@ghost/contracts/anvil'
import type { Locator } from '@playwright/test'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { amountField, swapCard } from '../fixtures/screens'
import { connectWallet, expect, test, tokenBalance } from '../fixtures/test'

test.use({ walletAccount: 8 })

/** The description of `term` in the confirm modal (its amounts and its trade details). */
function row(dialog: Locator, term: RegExp) {
  return dialog
    .locator('dl > div')
    .filter({ has: dialog.page().getByRole('term').filter({ hasText: term }) })
    .getByRole('definition')
}

/** The number at the start of a shown amount ('1,234.5 BUSD' → 1234.5 as wei). */
function shownWei(text: string): bigint {
  const number = text.trim().split(' ')[0]?.replace(/,/g, '') ?? ''
  return parseUnits(number, 18)
}

/** One unit of the last digit shown: the page rounds amounts down to 6 significant digits. */
function lastDigitUnit(text: string): bigint {
  const number = text.trim().split(' ')[0]?.replace(/,/g, '') ?? ''
  const decimals = number.includes('.') ? (number.split('.')[1]?.length ?? 0) : 0
  return 10n ** BigInt(18 - decimals)
}

/** Whether `shown` is `exact` as the page prints it (rounded down in its last digit). */
function shows(shown: string, exact: bigint) {
  const value = shownWei(shown)
  return value <= exact && exact - value < lastDigitUnit(shown)
}

/** Account 0 sells BUSD for BNB in the BNB-BUSD pool. */
async function moveThePrice(chain: AnvilClient, router: Address, busd: Address, wbnb: Address) {
  const mover = chain.account.address
  // Small on purpose: the move must show (any change asks for Accept) without making the BNB-BUSD
  // pool a better road from BNB to USDT than the direct pool, which swap.spec expects; 100 BUSD
  // moves its price by about 0.07%, well inside the 0.25% fee a detour through it costs.
  const amount = parseEther('100')
  const allowance = await chain.readContract({
    address: busd,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [mover, router],
  })
  if (allowance < amount) {
    await chain.waitForTransactionReceipt({
      hash: await chain.writeContract({
        address: busd,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    })
  }
  const { timestamp } = await chain.getBlock()
  const receipt = await chain.waitForTransactionReceipt({
    hash: await chain.writeContract({
      address: router,
      abi: ghostRouterAbi,
      functionName: 'swapExactTokensForETH',
      args: [amount, 0n, [busd, wbnb], mover, timestamp + 600n],
    }),
  })
  expect(receipt.status).toBe('success')
}

test('a price move while confirming: the new trade shows before Accept, and the swap that lands is the one shown', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const busd = world.manifest.tokens.BUSD as Address
  const { Router: router, WBNB: wbnb } = world.manifest.contracts
  const quote = async () =>
    (
      await chain.readContract({
        address: router,
        abi: ghostRouterAbi,
        functionName: 'getAmountsOut',
        args: [parseEther('1'), [wbnb, busd]],
      })
    )[1] ?? 0n

  await page.goto(`/swap?outputCurrency=${busd}`)
  await connectWallet(page)
  await amountField(page, 'From').fill('1')
  await expect(amountField(page, 'To')).not.toHaveValue('')
  await swapCard(page).getByRole('button', { name: 'Swap', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
  const to = row(dialog, /^To$/)
  const minimum = row(dialog, /^Minimum received$/)
  await expect(to).toHaveText(/ BUSD$/)
  const before = {
    to: (await to.textContent()) ?? '',
    minimum: (await minimum.textContent()) ?? '',
  }
  expect(shows(before.to, await quote())).toBe(true)

  await moveThePrice(chain, router, busd, wbnb)
  const moved = await quote()

  // The new trade is on screen at once, the old figures struck through beside it
  await expect(dialog.getByRole('status')).toContainText('Price Updated', { timeout: 20_000 })
  const confirm = dialog.getByRole('button', { name: 'Confirm Swap' })
  await expect(confirm).toBeDisabled()
  const newTo = (await to.getByRole('insertion').textContent()) ?? ''
  expect(shows(newTo, moved)).toBe(true)
  expect(shownWei(newTo)).toBeGreaterThan(shownWei(before.to))
  await expect(to.getByRole('deletion')).toHaveText(`Previously ${before.to}`)
  await expect(minimum.getByRole('deletion')).toHaveText(`Previously ${before.minimum}`)
  const newMinimum = (await minimum.getByRole('insertion').textContent()) ?? ''
  expect(shownWei(newMinimum)).toBeGreaterThan(shownWei(before.minimum))
  await expect(dialog).toContainText(
    `The output is an estimate: you receive at least ${newMinimum}, or the transaction reverts.`,
  )

  // Accept takes what is shown: the marks go, the figures stay
  await dialog.getByRole('button', { name: 'Accept' }).click()
  await expect(dialog.getByRole('status')).toHaveCount(0)
  await expect(to).toHaveText(newTo)
  await expect(minimum).toHaveText(newMinimum)
  await expect(confirm).toBeEnabled()

  const busdBefore = await tokenBalance(chain, busd, wallet.account)
  const sentBefore = wallet.sentTransactions.length
  await confirm.click()
  await expect(dialog).toContainText('Transaction Submitted')
  await expect
    .poll(async () => (await tokenBalance(chain, busd, wallet.account)) > busdBefore)
    .toBe(true)

  // The swap sent is the one accepted: its minimum is the minimum shown …
  const sent = wallet.sentTransactions.slice(sentBefore)
  expect(sent).toHaveLength(1)
  const call = decodeFunctionData({ abi: ghostRouterAbi, data: sent[0]?.request.data as Hex })
  expect(call.functionName).toMatch(/^swapExactETHForTokens/)
  const [amountOutMin, path] = call.args as readonly [bigint, readonly Address[]]
  expect(path.map((address) => address.toLowerCase())).toEqual(
    [wbnb, busd].map((address) => address.toLowerCase()),
  )
  expect(shows(newMinimum, amountOutMin)).toBe(true)
  // … and what arrived is the output shown after Accept
  const arrived = (await tokenBalance(chain, busd, wallet.account)) - busdBefore
  expect(arrived).toBe(moved)
  expect(shows(newTo, arrived)).toBe(true)
})
