/**
 * The liquidity screens against the running world (spec §2, §4, §5, §7, §8), asserting on chain:
 * adding to BNB-USDT at the pool's price, creating a new pool at the price the user types,
 * removing half of the BNB-USDT LP as BNB through a permit signature, the position card's share
 * (wallet plus farm-staked LP), importing a pool on /find, and a wallet rejection that changes
 * nothing. Development account 3 holds 100,000 of each token and BNB-USDT LP, approved nothing.
 */
import { ghostFactoryAbi, ghostPairAbi, ghostRouterAbi, masterChefAbi } from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount } from '@ghost/contracts/anvil'
import type { Locator, Page } from '@playwright/test'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  formatEther,
  type Hash,
  maxUint256,
  parseEther,
  zeroAddress,
} from 'viem'
import { addLiquidityThroughRouter } from '../fixtures/liquidity'
import { notifications } from '../fixtures/screens'
import {
  connectWallet,
  expect,
  expectMined,
  revokeAllowance,
  shownHash,
  test,
  tokenBalance,
  type World,
  withdrawFarmStake,
} from '../fixtures/test'

test.use({ walletAccount: 3 })
// One account sends every transaction here: one test at a time keeps its nonces in order.
test.describe.configure({ mode: 'serial' })

/** Waits for 'Transaction Submitted', checks the mined receipt, closes the dialog. */
async function submitted(dialog: Locator, chain: AnvilClient): Promise<Hash> {
  await expect(dialog).toContainText('Transaction Submitted')
  const hash = await shownHash(dialog)
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(dialog).toHaveCount(0)
  return hash
}

/**
 * Presses each 'Enable X' button as the form shows it until Supply can be pressed. The buttons
 * appear only once the allowances are read, so a look before then would find none to press.
 */
async function enableAll(page: Page, symbols: string[]) {
  const supply = page.getByRole('button', { name: 'Supply' })
  const enable = page.getByRole('button', { name: new RegExp(`^Enable (${symbols.join('|')})$`) })
  await expect(async () => {
    if ((await enable.count()) > 0) await enable.first().click()
    await expect(supply).toBeEnabled({ timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
}

function lpBalance(chain: AnvilClient, pair: Address, owner: Address) {
  return chain.readContract({
    address: pair,
    abi: ghostPairAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/**
 * The WBNB `liquidity` LP tokens were worth at `blockNumber`: the block before the removal, since
 * other specs trade BNB-USDT at the same time and move its reserves while this one runs.
 */
async function wbnbShare(
  chain: AnvilClient,
  world: World,
  pair: Address,
  liquidity: bigint,
  blockNumber: bigint,
) {
  const at = { address: pair, abi: ghostPairAbi, blockNumber } as const
  const [[reserve0, reserve1], token0, totalSupply] = await Promise.all([
    chain.readContract({ ...at, functionName: 'getReserves' }),
    chain.readContract({ ...at, functionName: 'token0' }),
    chain.readContract({ ...at, functionName: 'totalSupply' }),
  ])
  const wbnbIsToken0 = token0.toLowerCase() === world.manifest.contracts.WBNB.toLowerCase()
  return ((wbnbIsToken0 ? reserve0 : reserve1) * liquidity) / totalSupply
}

function manifestPair(world: World, name: string): Address {
  const pair = world.manifest.pairs?.[name]
  if (!pair) throw new Error(`the world has no ${name} pair`)
  return pair
}

test('add liquidity to BNB-USDT: USDT follows the pool price, LP is minted on chain', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const pair = manifestPair(world, 'BNB-USDT')
  const { USDT: usdt } = world.manifest.tokens
  const lpBefore = await lpBalance(chain, pair, wallet.account)

  await page.goto(`/add/BNB/${usdt}`)
  await connectWallet(page)
  await expect(page.getByRole('heading', { name: 'Add Liquidity', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Token A' }).fill('1')
  // 1 BNB at the pool's price: about 600 USDT (other specs may have traded a little since).
  const tokenB = page.getByRole('textbox', { name: 'Token B' })
  await expect(tokenB).not.toHaveValue('')
  const [reserve0, reserve1] = await chain.readContract({
    address: pair,
    abi: ghostPairAbi,
    functionName: 'getReserves',
  })
  const wbnbIsToken0 = world.manifest.contracts.WBNB.toLowerCase() < usdt.toLowerCase()
  const [reserveBnb, reserveUsdt] = wbnbIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
  const expectedUsdt = Number((parseEther('1') * reserveUsdt) / reserveBnb) / 1e18
  expect(Number(await tokenB.inputValue())).toBeCloseTo(expectedUsdt, 0)
  await expect(page.getByRole('heading', { name: 'Prices and pool share' })).toBeVisible()

  await enableAll(page, ['USDT'])
  await page.getByRole('button', { name: 'Supply' }).click()
  const dialog = page.getByRole('dialog', { name: 'You will receive' })
  await expect(dialog).toContainText('BNB/USDT Pool Tokens')
  const promised = Number((await dialog.locator('.confirm-amount').textContent()) ?? '0')
  await dialog.getByRole('button', { name: 'Confirm Supply' }).click()
  await submitted(dialog, chain)

  const minted = (await lpBalance(chain, pair, wallet.account)) - lpBefore
  expect(minted).toBeGreaterThan(0n)
  // The modal's estimate (6 significant digits) matches what the pair minted within 0.5%.
  expect(Math.abs(Number(minted) / 1e18 - promised) / promised).toBeLessThan(0.005)
  // Dismissing after the hash cleared the typed amount.
  await expect(page.getByRole('textbox', { name: 'Token A' })).toHaveValue('')
})

test('a new pool: the user sets the price with both amounts', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const { tokens, contracts } = world.manifest
  // The first pair of these the world does not have yet (BUSD-CAKE in a fresh world).
  const candidates = [
    ['BUSD', 'CAKE'],
    ['DEEP', 'USDT'],
    ['DEEP', 'BUSD'],
    ['GHOST', 'BUSD'],
  ] as const
  let chosen: { symbolA: string; symbolB: string; a: Address; b: Address } | undefined
  for (const [symbolA, symbolB] of candidates) {
    const a = tokens[symbolA]
    const b = tokens[symbolB]
    if (!a || !b) continue
    const existing = await chain.readContract({
      address: contracts.Factory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    if (existing === zeroAddress) {
      chosen = { symbolA, symbolB, a, b }
      break
    }
  }
  if (!chosen) throw new Error('every candidate pair exists already')
  const { symbolA, symbolB, a, b } = chosen

  await page.goto(`/add/${a}/${b}`)
  await connectWallet(page)
  await expect(page.getByRole('note')).toContainText('You are the first liquidity provider.')
  await page.getByRole('textbox', { name: 'Token A' }).fill('100')
  await page.getByRole('textbox', { name: 'Token B' }).fill('40')
  // Typing B keeps A: both are the user's in a new pool.
  await expect(page.getByRole('textbox', { name: 'Token A' })).toHaveValue('100')
  const prices = page.getByRole('region', { name: 'Initial prices and pool share' })
  await expect(prices).toContainText(`${symbolB} per ${symbolA}0.4`)
  await expect(prices).toContainText(`${symbolA} per ${symbolB}2.5`)
  await expect(prices).toContainText('Share of Pool100%')

  await enableAll(page, [symbolA, symbolB])
  await page.getByRole('button', { name: 'Supply' }).click()
  const dialog = page.getByRole('dialog', { name: 'You are creating a pool' })
  await dialog.getByRole('button', { name: 'Create Pool & Supply' }).click()
  await submitted(dialog, chain)

  const pair = await chain.readContract({
    address: contracts.Factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [a, b],
  })
  expect(pair).not.toBe(zeroAddress)
  const [reserve0, reserve1] = await chain.readContract({
    address: pair,
    abi: ghostPairAbi,
    functionName: 'getReserves',
  })
  const aIsToken0 = a.toLowerCase() < b.toLowerCase()
  expect(aIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]).toEqual([
    parseEther('100'),
    parseEther('40'),
  ])
  // √(100·40) = 63.245… LP, less the 1000 wei locked forever.
  expect(await lpBalance(chain, pair, wallet.account)).toBe(63245553203367586639n - 1000n)
})

test('remove 50% of BNB-USDT receiving BNB, approved by a permit signature', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const pair = manifestPair(world, 'BNB-USDT')
  const router = world.manifest.contracts.Router
  const { USDT: usdt } = world.manifest.tokens
  // A retried run starts without the max approval the WBNB test leaves behind.
  await revokeAllowance(chain, { token: pair, owner: wallet.account, spender: router })
  const lpBefore = await lpBalance(chain, pair, wallet.account)
  const bnbBefore = await chain.getBalance({ address: wallet.account })

  await page.goto(`/remove/BNB/${usdt}`)
  await connectWallet(page)
  await expect(page.getByRole('heading', { name: 'Remove BNB-USDT liquidity' })).toBeVisible()
  await page.getByRole('button', { name: '50%' }).click()
  await expect(page.getByRole('slider', { name: 'Amount to remove' })).toHaveValue('50')
  const outputs = page.getByRole('region', { name: 'You will receive' })
  await expect(outputs.getByRole('link', { name: 'Receive WBNB' })).toBeVisible()
  await expect(outputs.getByRole('definition').first()).not.toHaveText('-')

  await page.getByRole('button', { name: 'Enable', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Enabled' })).toBeDisabled()
  expect(wallet.requests).toContain('eth_signTypedData_v4')
  await page.getByRole('button', { name: 'Remove', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'You will receive' })
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  const hash = await submitted(dialog, chain)

  const receipt = await chain.getTransactionReceipt({ hash })
  const bnbShare = await wbnbShare(chain, world, pair, lpBefore / 2n, receipt.blockNumber - 1n)
  const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
  expect(await lpBalance(chain, pair, wallet.account)).toBe(lpBefore - lpBefore / 2n)
  // Half the position's BNB came back, unwrapped (the protocol fee minted on burn dilutes a hair).
  const bnbGained = (await chain.getBalance({ address: wallet.account })) - bnbBefore + gasCost
  expect(bnbGained).toBeGreaterThan((bnbShare * 99n) / 100n)
  expect(bnbGained).toBeLessThanOrEqual(bnbShare)
  // The permit let the router burn: no approve transaction, no allowance left behind.
  expect(
    await chain.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'allowance',
      args: [wallet.account, router],
    }),
  ).toBe(0n)
  const tx = await chain.getTransaction({ hash })
  expect(tx.to?.toLowerCase()).toBe(router.toLowerCase())
  expect(decodeFunctionData({ abi: ghostRouterAbi, data: tx.input }).functionName).toBe(
    'removeLiquidityETHWithPermit',
  )
})

test('remove as WBNB: a refused signature approves nothing; a wallet that cannot sign approves by transaction', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const pair = manifestPair(world, 'BNB-USDT')
  const { Router: router, WBNB: wbnb } = world.manifest.contracts
  const { USDT: usdt } = world.manifest.tokens
  // A retried run starts without the max approval the WBNB test leaves behind.
  await revokeAllowance(chain, { token: pair, owner: wallet.account, spender: router })
  const lpBefore = await lpBalance(chain, pair, wallet.account)
  const wbnbBalance = () => tokenBalance(chain, wbnb, wallet.account)
  const wbnbBefore = await wbnbBalance()

  await page.goto(`/remove/BNB/${usdt}`)
  await connectWallet(page)
  await page.getByRole('link', { name: 'Receive WBNB' }).click()
  await expect(page).toHaveURL(new RegExp(`/remove/${wbnb}/${usdt}$`))
  await expect(page.getByRole('link', { name: 'Receive BNB' })).toBeVisible()
  await page.getByRole('button', { name: '25%' }).click()
  await expect(page.getByRole('slider', { name: 'Amount to remove' })).toHaveValue('25')

  // Refusing to sign is a no: nothing is approved instead, and the button is there to try again.
  wallet.rejectNext('eth_signTypedData_v4')
  await page.getByRole('button', { name: 'Enable', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Transaction rejected' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enable', exact: true })).toBeEnabled()
  expect(wallet.requests).not.toContain('eth_sendTransaction')

  // A wallet that cannot sign typed data approves with a transaction instead.
  wallet.lackNext('eth_signTypedData_v4')
  await page.getByRole('button', { name: 'Enable', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Enabled' })).toBeDisabled({ timeout: 30_000 })
  expect(
    await chain.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'allowance',
      args: [wallet.account, router],
    }),
  ).toBe(maxUint256)

  await page.getByRole('button', { name: 'Remove', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'You will receive' })
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  const hash = await submitted(dialog, chain)
  const tx = await chain.getTransaction({ hash })
  if (tx.blockNumber === null) throw new Error('the removal is not mined')
  const wbnbExpected = await wbnbShare(chain, world, pair, lpBefore / 4n, tx.blockNumber - 1n)
  // WBNB stays wrapped: the plain two-token removal, after the on-chain approval.
  expect(decodeFunctionData({ abi: ghostRouterAbi, data: tx.input }).functionName).toBe(
    'removeLiquidity',
  )
  expect(await lpBalance(chain, pair, wallet.account)).toBe(lpBefore - lpBefore / 4n)
  const wbnbGained = (await wbnbBalance()) - wbnbBefore
  expect(wbnbGained).toBeGreaterThan((wbnbExpected * 99n) / 100n)
  expect(wbnbGained).toBeLessThanOrEqual(wbnbExpected)
  // Dismissing after the hash reset the form.
  await expect(page.getByRole('slider', { name: 'Amount to remove' })).toHaveValue('0')
})

test('the BNB-USDT position card shows pooled amounts and the share, staked LP included', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const pair = manifestPair(world, 'BNB-USDT')
  const { USDT: usdt } = world.manifest.tokens
  const masterChef = world.manifest.contracts.MasterChef
  const me = anvilClient(world.chainUrl, devAccount(3))
  // Stake 1 LP in the farm (pid 0 is BNB-USDT): it still counts as the user's liquidity.
  // A retried run first takes back what an earlier attempt staked.
  const stake = parseEther('1')
  await withdrawFarmStake(chain, { masterChef, pid: 0n, owner: wallet.account })
  await expectMined(
    me,
    await me.writeContract({
      address: pair,
      abi: erc20Abi,
      functionName: 'approve',
      args: [masterChef, maxUint256],
    }),
  )
  await expectMined(
    me,
    await me.writeContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: 'deposit',
      args: [0n, stake],
    }),
  )

  await page.goto('/liquidity')
  await expect(page.getByText('Connect to a wallet to view your liquidity.')).toBeVisible()
  await connectWallet(page)
  // Cards name the pair in token order (token0/token1), WBNB shown as BNB.
  const bnbFirst = world.manifest.contracts.WBNB.toLowerCase() < usdt.toLowerCase()
  const name = bnbFirst ? 'BNB/USDT' : 'USDT/BNB'
  const ids = bnbFirst ? `BNB/${usdt}` : `${usdt}/BNB`
  const card = page.getByRole('article', { name })
  const toggle = card.getByRole('button', { name: new RegExp(`^${name}`) })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')

  const [walletLp, [staked], supply] = await Promise.all([
    lpBalance(chain, pair, wallet.account),
    chain.readContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: 'userInfo',
      args: [0n, wallet.account],
    }),
    chain.readContract({ address: pair, abi: ghostPairAbi, functionName: 'totalSupply' }),
  ])
  expect(staked).toBe(stake)
  // Share of pool with 2 decimals, rounded half up: (wallet + staked) / supply.
  const thousandths = ((walletLp + staked) * 100_000n) / supply
  const share = (thousandths + 5n) / 10n
  const shown = `${share / 100n}.${(share % 100n).toString().padStart(2, '0')}%`
  const row = (term: string) =>
    card.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]')
  await expect(row('Share of Pool')).toHaveText(shown)
  await expect(row('Staked in farms')).toHaveText('1')
  await expect(card.getByRole('link', { name: 'Remove' })).toHaveAttribute('href', `/remove/${ids}`)
  await expect(card.getByRole('link', { name: 'Add liquidity instead' })).toHaveAttribute(
    'href',
    `/add/${ids}`,
  )
  await toggle.click()
  await expect(row('Share of Pool')).toHaveCount(0)
})

test('/find imports a pool the app did not track; the Liquidity page lists it', async ({
  page,
  // requested so the injected wallet (account 3) is installed before the first page load
  wallet: _wallet,
  world,
}) => {
  const { GHOST: ghost, USDT: usdt } = world.manifest.tokens
  if (!ghost || !usdt) throw new Error('the world has no GHOST or USDT')
  // Account 3 adds to GHOST-USDT straight through the router (no page has seen this pair).
  await addLiquidityThroughRouter(
    world,
    anvilClient(world.chainUrl, devAccount(3)),
    [ghost, usdt],
    [parseEther('50'), parseEther('100')],
  )
  const name = ghost.toLowerCase() < usdt.toLowerCase() ? 'GHOST/USDT' : 'USDT/GHOST'

  await page.goto('/liquidity')
  await connectWallet(page)
  await expect(page.getByRole('article', { name: /BNB/ })).toBeVisible()
  await expect(page.getByRole('article', { name })).toHaveCount(0)

  await page.getByRole('link', { name: 'Import it.' }).click()
  await expect(page.getByRole('heading', { name: 'Import Pool', level: 1 })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'BNB', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Select a Token' })
    .getByRole('button', { name: 'GHOST' })
    .click()
  await page.getByRole('main').getByRole('button', { name: 'Select a Token' }).click()
  await page
    .getByRole('dialog', { name: 'Select a Token' })
    .getByRole('button', { name: 'USDT' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'Pool Found!' })).toBeVisible()
  const card = page.getByRole('region', { name: 'LP tokens in your wallet' })
  await expect(card.getByRole('term').first()).toHaveText(name)

  await page.getByRole('link', { name: 'Manage this pool.' }).click()
  await expect(page.getByRole('article', { name })).toBeVisible()
  // Saved in the user settings: still there after a reload (the wallet reconnects by itself).
  await page.reload()
  await expect(page.getByRole('article', { name })).toBeVisible()
})

test('/find: a pair without a pool offers to create it', async ({ page, world }) => {
  await page.goto('/find')
  await page.getByRole('main').getByRole('button', { name: 'BNB', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Select a Token' })
    .getByRole('button', { name: 'DEEP' })
    .click()
  await page.getByRole('main').getByRole('button', { name: 'Select a Token' }).click()
  await page
    .getByRole('dialog', { name: 'Select a Token' })
    .getByRole('button', { name: 'TAX' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'No pool found.' })).toBeVisible()
  const { DEEP: deep, TAX: tax } = world.manifest.tokens
  await expect(page.getByRole('link', { name: 'Create pool.' })).toHaveAttribute(
    'href',
    `/add/${deep}/${tax}`,
  )
})

test('a wallet rejection on Supply closes the modal quietly and keeps the form', async ({
  page,
  wallet,
  chain,
  world,
}) => {
  const pair = manifestPair(world, 'BNB-USDT')
  const { USDT: usdt } = world.manifest.tokens
  const lpBefore = await lpBalance(chain, pair, wallet.account)
  await page.goto(`/add/BNB/${usdt}`)
  await connectWallet(page)
  // MAX on BNB keeps 0.01 BNB for gas, then hides (the amount is the maximum already).
  const tokenA = page.getByRole('group', { name: 'Token A' })
  await tokenA.getByRole('button', { name: 'MAX' }).click()
  const bnb = await chain.getBalance({ address: wallet.account })
  await expect(page.getByRole('textbox', { name: 'Token A' })).toHaveValue(
    formatEther(bnb - parseEther('0.01')),
  )
  await expect(tokenA.getByRole('button', { name: 'MAX' })).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Token A' }).fill('0.5')
  const tokenB = page.getByRole('textbox', { name: 'Token B' })
  await expect(tokenB).not.toHaveValue('')
  await enableAll(page, ['USDT'])
  const otherAmount = await tokenB.inputValue()

  await page.getByRole('button', { name: 'Supply' }).click()
  const dialog = page.getByRole('dialog', { name: 'You will receive' })
  wallet.rejectNext('eth_sendTransaction')
  await dialog.getByRole('button', { name: 'Confirm Supply' }).click()
  // The modal closes (spec §8: a rejection is ignored silently), no error text, no toast.
  await expect(dialog).toHaveCount(0)
  expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(notifications(page).getByText(/Add 0\.5 BNB/)).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Token A' })).toHaveValue('0.5')
  await expect(tokenB).toHaveValue(otherAmount)
  await expect(page.getByRole('button', { name: 'Supply' })).toBeEnabled()
  expect(await lpBalance(chain, pair, wallet.account)).toBe(lpBefore)
})
