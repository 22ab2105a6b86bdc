import { expect, test } from '../fixtures/test'

test('settings survive a reload: slippage, deadline, gas speed, single hop', async ({ page }) => {
  await page.goto('/swap')
  await page.getByRole('button', { name: 'Settings' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await dialog.getByRole('textbox', { name: 'Custom slippage tolerance (%)' }).fill('2,5')
  await expect(dialog.getByRole('textbox', { name: 'Custom slippage tolerance (%)' })).toHaveValue(
    '2.5',
  )
  await dialog.getByRole('textbox', { name: 'Tx deadline (mins)' }).fill('45')
  await dialog.getByRole('button', { name: 'Instant (7)' }).click()
  await dialog.getByRole('switch', { name: 'Disable Multihops' }).check()
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Saving is debounced: reload once the last change is in storage.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ghost:user-settings')))
    .toMatch(/"singleHopOnly":true/)
  await page.reload()
  await page.getByRole('button', { name: 'Settings' }).first().click()
  const reopened = page.getByRole('dialog', { name: 'Settings' })
  await expect(
    reopened.getByRole('textbox', { name: 'Custom slippage tolerance (%)' }),
  ).toHaveValue('2.5')
  await expect(reopened.getByRole('textbox', { name: 'Tx deadline (mins)' })).toHaveValue('45')
  await expect(reopened.getByRole('button', { name: 'Instant (7)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(reopened.getByRole('switch', { name: 'Disable Multihops' })).toBeChecked()
})

test('an out-of-range slippage is refused with the spec message and not saved', async ({
  page,
}) => {
  await page.goto('/swap')
  await page.getByRole('button', { name: 'Settings' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await dialog.getByRole('textbox', { name: 'Custom slippage tolerance (%)' }).fill('60')
  await expect(dialog.getByRole('status')).toHaveText('Enter a valid slippage percentage')
  await dialog.getByRole('textbox', { name: 'Custom slippage tolerance (%)' }).fill('0.2')
  await expect(dialog.getByRole('status')).toHaveText('Your transaction may fail')
})
