// @vitest-environment jsdom
import { shortenAddress } from '@ghost/sdk'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { createI18n } from '../../i18n'
import type { TransactionDetails } from '../../state/transactions/types'
import { RecentTransactionsView, type RecentTransactionsViewProps } from './RecentTransactionsModal'

afterEach(cleanup)

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const account = '0x00000000000000000000000000000000000000A1' as const
const receipt = (n: number, status: 0 | 1) => ({
  blockHash: hash(900 + n),
  blockNumber: n,
  contractAddress: null,
  from: account,
  status,
  to: null,
  transactionHash: hash(n),
  transactionIndex: 0,
})
const tx = (n: number, fields: Partial<TransactionDetails> = {}): TransactionDetails => ({
  hash: hash(n),
  from: account,
  chainId: 56,
  addedTime: 1000 - n,
  summary: `Transaction ${n}`,
  ...fields,
})

function setup(props: Partial<RecentTransactionsViewProps>) {
  const handlers = { onClearAll: vi.fn(), onConnect: vi.fn() }
  render(
    <I18nextProvider i18n={createI18n()}>
      <RecentTransactionsView
        account={account}
        chainId={56}
        transactions={[]}
        {...handlers}
        {...props}
      />
    </I18nextProvider>,
  )
  return handlers
}

test('without a wallet: a connect prompt', () => {
  const { onConnect } = setup({ account: undefined, transactions: [tx(1)] })
  expect(document.body.textContent).toBe(
    'Please connect your wallet to view your recent transactionsConnect Wallet',
  )
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  expect(onConnect).toHaveBeenCalledTimes(1)
})

test("connected without transactions: 'No recent transactions'", () => {
  setup({ transactions: [] })
  expect(document.body.textContent).toBe('No recent transactions')
  expect(screen.queryByRole('button', { name: 'clear all' })).toBeNull()
})

test('lists summary and status in the given order, with BscScan links, and clears all', () => {
  const { onClearAll } = setup({
    transactions: [
      tx(1),
      tx(2, { receipt: receipt(2, 1) }),
      tx(3, { receipt: receipt(3, 0) }),
      tx(4, { lost: { reason: 'replaced', replacementHash: hash(44), detectedTime: 1 } }),
      tx(5, { lost: { reason: 'dropped', detectedTime: 1 }, summary: undefined }),
    ],
  })
  const rows = within(screen.getByRole('list', { name: 'Recent Transactions' })).getAllByRole(
    'listitem',
  )
  expect(rows.map((row) => row.textContent)).toEqual([
    'Transaction 1View on BscScanPending',
    'Transaction 2View on BscScanConfirmed',
    'Transaction 3View on BscScanFailed',
    'Transaction 4View on BscScanReplaced',
    `${shortenAddress(hash(5))}View on BscScanDropped`,
  ])
  expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
    `https://bscscan.com/tx/${hash(1)}`,
    `https://bscscan.com/tx/${hash(2)}`,
    `https://bscscan.com/tx/${hash(3)}`,
    `https://bscscan.com/tx/${hash(44)}`,
    `https://bscscan.com/tx/${hash(5)}`,
  ])
  fireEvent.click(screen.getByRole('button', { name: 'clear all' }))
  expect(onClearAll).toHaveBeenCalledTimes(1)
})

test('on the local chain there is no explorer: the shortened hash and a copy button', () => {
  setup({ chainId: 1337, transactions: [tx(1, { receipt: receipt(1, 1) })] })
  expect(screen.getByRole('listitem').textContent).toBe(
    `Transaction 1${shortenAddress(hash(1))}Confirmed`,
  )
  expect(screen.queryByRole('link')).toBeNull()
  expect(screen.getByRole('button', { name: 'Copy transaction hash' })).toBeTruthy()
})
