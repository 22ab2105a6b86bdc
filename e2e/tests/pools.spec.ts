/**
 * Pools (spec §2 Pools page, §4 pool card states and finished rule, §5 stake modal, §7 pool calls,
 * §8 toasts) on the e2e world: SmartChef0/1 finished (account 1 has 1 BNB in each), SmartChef2
 * live with a 10 BNB per-user limit paying 0.00005 USDT per block, shared with the community's
 * stakes; all stake BNB, earn USDT.
 */
import { ghostPairAbi, multicallAbi, smartChefAbi, testTokenAbi } from '@ghost/contracts'
import { devWallet } from '@ghost/contracts/anvil'
import type { Page, Response } from '@playwright/test'
import {
  type Address,
  decodeFunctionResult,
  formatEther,
  type Hex,
  parseEther,
  toFunctionSelector,
} from 'viem'
import { notifications } from '../fixtures/screens'
import { connectWallet, expect, test } from '../fixtures/test'

const PER_BLOCK = parseEther('0.00005')
const tryBlockAndAggregate = toFunctionSelector('tryBlockAndAggregate(bool,(address,bytes)[])')

function cards(page: Page) {
  return page.getByRole('article')
}

/**
 * The latest block number the page has read from the node (its reads are keyed on it): each
 * block poll is one Multicall `tryBlockAndAggregate` at the latest block, whose answer names it.
 */
function followPageBlock(page: Page, rpcUrl: string) {
  const seen = { block: 0n }
  page.on('response', async (response: Response) => {
    if (!response.url().startsWith(rpcUrl) || response.request().method() !== 'POST') return
    try {
      const request = response.request().postDataJSON() as unknown
      const body = (await response.json()) as unknown
      const requests = (Array.isArray(request) ? request : [request]) as {
        id: number
        method: string
        params?: [{ data?: Hex; input?: Hex }]
      }[]
      const answers = (Array.isArray(body) ? body : [body]) as { id: number; result?: Hex }[]
      for (const call of requests) {
        const data = call.params?.[0]?.data ?? call.params?.[0]?.input
        if (call.method !== 'eth_call' || !data?.startsWith(tryBlockAndAggregate)) continue
        const answer = answers.find((a) => a.id === call.id)
        if (!answer?.result) continue
        const [block] = decodeFunctionResult({
          abi: multicallAbi,
          functionName: 'tryBlockAndAggregate',
          data: answer.result,
        })
        if (block > seen.block) seen.block = block
      }
    } catch {
      // a response without a JSON body (page closing): nothing to learn
    }
  })
  return seen
}

test.describe('without a wallet', () => {
  test('the live pool with its facts and connect buttons, no actions, no Finished tab', async ({
    page,
    world,
    chain,
  }) => {
    await page.goto('/pools')
    await expect(page.getByRole('heading', { level: 1, name: 'Pools' })).toBeVisible()
    await expect(
      page.getByText('Just stake some tokens to earn. High APR, low risk.'),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      'https://docs.ghost.exchange',
    )
    // the BNB pool of spec §3 and the world's CAKE pool (issue 34: voting power counts CAKE staked)
    await expect(cards(page)).toHaveCount(2)
    const card = cards(page).filter({ hasText: 'Stake BNB' })
    await expect(card).toHaveCount(1)
    await expect(card).toHaveAttribute('aria-busy', 'false')
    await expect(card.getByRole('heading', { name: 'Earn USDT' })).toBeVisible()
    await expect(card.getByText('Stake BNB')).toBeVisible()
    await expect(card.getByRole('status', { name: 'Max. stake per user' })).toHaveText('10 BNB')
    await expect(card.getByRole('status', { name: 'Block countdown' })).toHaveText(
      /^Ends in [\d,]+ blocks$/,
    )
    await expect(card.getByRole('link', { name: 'View Project Site' })).toHaveAttribute(
      'href',
      'https://tether.to/',
    )
    // the local chain has no explorer, and without a wallet there is no MetaMask to add to
    await expect(card.getByRole('link', { name: 'View Contract' })).toHaveCount(0)
    await expect(card.getByRole('button', { name: 'Add to Metamask' })).toHaveCount(0)
    await expect(card.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    for (const action of ['Harvest', 'Stake', 'Enable BNB']) {
      await expect(card.getByRole('button', { name: action, exact: true })).toHaveCount(0)
    }
    await expect(page.getByRole('link', { name: 'Finished' })).toHaveCount(0)
    // spec §4 countdown: blocks from the block the page read to SmartChef2's end block
    const endBlock = await chain.readContract({
      address: world.manifest.contracts.SmartChef2,
      abi: smartChefAbi,
      functionName: 'bonusEndBlock',
    })
    const shown = await card.getByRole('status', { name: 'Block countdown' }).textContent()
    const blocksLeft = BigInt(shown?.match(/[\d,]+/)?.[0].replaceAll(',', '') ?? '0')
    const now = await chain.getBlockNumber({ cacheTime: 0 })
    // the page read a block at most a poll behind the node
    expect(endBlock - blocksLeft).toBeLessThanOrEqual(now)
    expect(endBlock - blocksLeft).toBeGreaterThan(now - 10n)
  })
})

test.describe('an account with stake in the finished pools', () => {
  test.use({ walletAccount: 1 })

  test('Finished tab with its warning; sort and search; table view persisted', async ({
    page,
    chain,
    world,
    wallet,
  }) => {
    const { SmartChef0, SmartChef1 } = world.manifest.contracts
    const read = (address: Address, functionName: 'totalStaked') =>
      chain.readContract({ address, abi: smartChefAbi, functionName })
    // Give SmartChef0 more stake than SmartChef1 (account 6 is this file's own), so 'Total
    // staked' orders the two differently from Hot. A finished pool still takes deposits.
    if ((await read(SmartChef0, 'totalStaked')) <= (await read(SmartChef1, 'totalStaked'))) {
      const other = devWallet(world.chainUrl, 6)
      await chain.waitForTransactionReceipt({
        hash: await other.writeContract({
          address: SmartChef0,
          abi: smartChefAbi,
          functionName: 'deposit',
          args: [parseEther('0.5')],
          value: parseEther('0.5'),
        }),
      })
    }
    const total0 = `${formatEther(await read(SmartChef0, 'totalStaked'))} BNB`
    const total1 = `${formatEther(await read(SmartChef1, 'totalStaked'))} BNB`
    const pending = async (address: Address) =>
      chain.readContract({
        address,
        abi: smartChefAbi,
        functionName: 'pendingReward',
        args: [wallet.account],
      })
    const pending0 = await pending(SmartChef0)
    const pending1 = await pending(SmartChef1)

    await page.goto('/pools')
    await connectWallet(page)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.getByRole('link', { name: 'Finished' }).click()
    await expect(page).toHaveURL(/\/pools\/history$/)
    await expect(page.getByRole('alert')).toHaveText(
      'These pools are no longer distributing rewards. Please unstake your tokens.',
    )
    const totalsInOrder = () =>
      cards(page).getByRole('status', { name: 'Total staked' }).allTextContents()
    await expect(cards(page)).toHaveCount(2)
    // Hot (default): configured order, SmartChef1 before SmartChef0
    await expect.poll(totalsInOrder).toEqual([total1, total0])
    for (const [index, reward] of [pending1, pending0].entries()) {
      const card = cards(page).nth(index)
      await expect(card.getByRole('status', { name: 'Block countdown' })).toHaveText('Finished')
      await expect(card.getByRole('status', { name: 'APR' })).toHaveText('0.00%')
      await expect(card.getByRole('status', { name: 'BNB Staked' })).toHaveText('1')
      await expect(card.getByRole('button', { name: 'Stake more' })).toBeDisabled()
      await expect(card.getByRole('status', { name: 'USDT Earned' })).toHaveText(
        formatEther(reward),
      )
      // Harvest only with something to harvest (the world staked after these pools ended)
      const harvest = card.getByRole('button', { name: 'Harvest' })
      await (reward > 0n ? expect(harvest).toBeEnabled() : expect(harvest).toBeDisabled())
    }
    await page.getByRole('button', { name: 'Sort by Hot' }).click()
    await page.getByRole('button', { name: 'Total staked', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Sort by Total staked' })).toBeVisible()
    await expect.poll(totalsInOrder).toEqual([total0, total1])

    const search = page.getByRole('searchbox', { name: 'Search' })
    await search.fill('cake')
    await expect(page.getByText('No results')).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await search.fill('usd')
    await expect(cards(page)).toHaveCount(2)

    // Staked only on the live tab: this account has nothing in SmartChef2 or the CAKE pool
    await page.getByRole('link', { name: 'Live' }).click()
    await expect(cards(page)).toHaveCount(2)
    await page.getByRole('switch', { name: 'Staked only' }).check()
    await expect(cards(page)).toHaveCount(0)
    await page.getByRole('switch', { name: 'Staked only' }).uncheck()
    await expect(cards(page)).toHaveCount(2)

    // table view, kept across a reload; rows expand to the actions
    await page.getByRole('button', { name: 'Table View' }).click()
    await expect(page.getByRole('table', { name: 'Pools' })).toBeVisible()
    await page.waitForTimeout(1200) // settings are saved after 1 s (spec §9)
    await page.reload()
    const table = page.getByRole('table', { name: 'Pools' })
    await expect(table).toBeVisible()
    await expect(page.getByRole('button', { name: 'Table View' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const details = table
      .getByRole('rowgroup')
      .filter({ has: page.getByRole('rowheader', { name: 'Earn USDT Stake BNB' }) })
      .getByRole('button', { name: 'Details' })
    await details.click()
    await expect(table.getByRole('button', { name: 'Hide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(table.getByRole('button', { name: 'Stake', exact: true })).toBeVisible()
    await table.getByRole('button', { name: 'Hide' }).click()
    await expect(table.getByRole('button', { name: 'Stake', exact: true })).toHaveCount(0)
  })
})

test.describe('staking BNB in the live pool', () => {
  test.use({ walletAccount: 6 })
  test.describe.configure({ mode: 'serial' })

  // Each test starts with nothing staked, so a retry after a failure midway starts clean too.
  test.beforeEach(async ({ chain, world, wallet }) => {
    const pool = world.manifest.contracts.SmartChef2
    const [staked] = await chain.readContract({
      address: pool,
      abi: smartChefAbi,
      functionName: 'userInfo',
      args: [wallet.account],
    })
    if (staked === 0n) return
    const hash = await chain.writeContract({
      account: wallet.account,
      chain: null,
      address: pool,
      abi: smartChefAbi,
      functionName: 'emergencyWithdraw',
    })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
  })

  test('a stake above the 10 BNB limit is refused before any transaction', async ({
    page,
    wallet,
  }) => {
    await page.goto('/pools')
    await connectWallet(page)
    const card = cards(page).filter({ hasText: 'Stake BNB' })
    await card.getByRole('button', { name: 'Stake', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Stake in Pool' })
    const amount = dialog.getByRole('textbox', { name: 'Stake' })
    await amount.fill('11')
    await expect(dialog.getByRole('alert')).toHaveText('Maximum total stake: 10 BNB')
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled()
    await amount.fill('10')
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled()
    // Max: the balance is far larger, so the limit decides
    await amount.fill('')
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled()
    await dialog.getByRole('button', { name: 'Max' }).click()
    await expect(amount).toHaveValue('10')
    await expect(dialog.getByRole('slider', { name: 'Percentage' })).toHaveValue('100')
    await dialog.getByRole('button', { name: '25%' }).click()
    await expect(amount).toHaveValue('2.5')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    expect(wallet.requests).not.toContain('eth_sendTransaction')
  })

  test('stake, a pro-rata share of 0.00005 USDT per block, harvest exactly that, unstake returns the stake', async ({
    page,
    wallet,
    chain,
    world,
  }) => {
    const pool = world.manifest.contracts.SmartChef2
    const usdt = world.manifest.tokens.USDT
    const stake = parseEther('1')
    // Others have staked here already: the rewards are shared in proportion to the stakes.
    const othersStaked = await chain.readContract({
      address: pool,
      abi: smartChefAbi,
      functionName: 'totalStaked',
    })
    expect(othersStaked).toBeGreaterThan(0n)
    const totalStaked = othersStaked + stake
    /** My share of `blocks` blocks of rewards. */
    const shareOf = (blocks: bigint) => (PER_BLOCK * blocks * stake) / totalStaked
    /**
     * Whether the card's full figure (the title: every digit of the amount)
     * shows `amount`, allowing the wei that the contract's per-share floor may take.
     */
    const showsAmount = (shown: string, amount: bigint) => {
      const decimals = shown.split('.')[1]?.length ?? 0
      const lastDigit = 10n ** BigInt(18 - decimals)
      const value = parseEther(shown.replace(/,/g, ''))
      return value <= amount + 1n && amount - value < lastDigit + 1n
    }
    /** Equal within the wei that the contract's per-share floor may take. */
    const close = (a: bigint, b: bigint) => a - b <= 1n && b - a <= 1n
    const seen = followPageBlock(page, world.chainUrl)
    const beforeStake = await chain.getBlockNumber({ cacheTime: 0 })
    await page.goto('/pools')
    await connectWallet(page)
    const card = cards(page).filter({ hasText: 'Stake BNB' })

    // Stake 1 BNB
    await card.getByRole('button', { name: 'Stake', exact: true }).click()
    const stakeDialog = page.getByRole('dialog', { name: 'Stake in Pool' })
    await stakeDialog.getByRole('textbox', { name: 'Stake' }).fill('1')
    await stakeDialog.getByRole('button', { name: 'Confirm' }).click()
    await expect(notifications(page).getByRole('status', { name: 'Staked!' })).toBeVisible()
    await expect(stakeDialog).toHaveCount(0)
    await expect(card.getByRole('status', { name: 'BNB Staked' })).toHaveText('1')
    const [deposit] = await chain.getContractEvents({
      address: pool,
      abi: smartChefAbi,
      eventName: 'Deposit',
      args: { user: wallet.account },
      fromBlock: beforeStake,
    })
    if (!deposit) throw new Error('no Deposit event')
    expect(deposit.args.amount).toBe(stake)
    const stakeBlock = deposit.blockNumber
    const stakeTx = await chain.getTransaction({ hash: deposit.transactionHash })
    expect(stakeTx.gas).toBe(200_000n)
    expect(stakeTx.value).toBe(stake)

    // APR: 0.00005 USDT · 10,512,000 blocks / (the BNB staked, at the BNB-USDT price)
    const pair = world.manifest.pairs?.['BNB-USDT'] as Address
    const expectedApr = async () => {
      const [r0, r1] = await chain.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'getReserves',
      })
      const token0 = await chain.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'token0',
      })
      const [rUsdt, rWbnb] = token0.toLowerCase() === usdt.toLowerCase() ? [r0, r1] : [r1, r0]
      // hundredths of a percent, half up: 525.6 · 100 · 100 / (staked BNB · price)
      const numerator = 5_256_000n * rWbnb * 10n ** 18n
      const denominator = rUsdt * totalStaked
      const hundredths = (2n * numerator + denominator) / (2n * denominator)
      return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}%`
    }
    await expect
      .poll(
        async () =>
          (await card.getByRole('status', { name: 'APR' }).textContent()) === (await expectedApr()),
      )
      .toBe(true)

    // the calculator opens on the pool's APR and prices
    await card.getByRole('button', { name: 'ROI Calculator' }).click()
    const calculator = page.getByRole('dialog', { name: 'ROI Calculator' })
    await expect(calculator).toBeVisible()
    await calculator.getByRole('button', { name: 'Close' }).first().click()
    await expect(calculator).toHaveCount(0)

    // Pending reward = my share of 0.00005 USDT for every block since the stake, at the block the
    // page read
    const earned = card.getByRole('status', { name: 'USDT Earned' })
    const consistent = async (atLeast: bigint) => {
      let result = { shown: '', block: 0n }
      await expect
        .poll(
          async () => {
            const block = seen.block
            // below 0.0001 the card reads '<0.0001'; its title keeps every digit
            const shown = (await earned.locator('[title]').getAttribute('title')) ?? ''
            result = { shown, block }
            return block >= atLeast && showsAmount(shown, shareOf(block - stakeBlock))
          },
          { timeout: 20_000 },
        )
        .toBe(true)
      return result
    }
    const first = await consistent(stakeBlock)
    await chain.mine({ blocks: 5 })
    // five blocks on, the figure has grown by five blocks' share
    await consistent(first.block + 5n)

    // Harvest pays exactly the pending reward of the harvest block
    const usdtBefore = await chain.readContract({
      address: usdt,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [wallet.account],
    })
    await card.getByRole('button', { name: 'Harvest' }).click()
    await expect(notifications(page).getByRole('status', { name: 'Harvested!' })).toBeVisible()
    const [harvest] = await chain.getContractEvents({
      address: pool,
      abi: smartChefAbi,
      eventName: 'Harvest',
      args: { user: wallet.account },
      fromBlock: stakeBlock,
    })
    if (!harvest) throw new Error('no Harvest event')
    expect(close(harvest.args.amount ?? 0n, shareOf(harvest.blockNumber - stakeBlock))).toBe(true)
    const usdtAfter = await chain.readContract({
      address: usdt,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [wallet.account],
    })
    expect(usdtAfter - usdtBefore).toBe(harvest.args.amount)
    const harvestTx = await chain.getTransaction({ hash: harvest.transactionHash })
    expect(harvestTx.gas).toBe(200_000n)
    expect(harvestTx.input.slice(0, 10)).toBe('0xb6b55f25') // deposit(uint256) …
    expect(BigInt(`0x${harvestTx.input.slice(10)}`)).toBe(0n) // … of 0

    // Unstake everything: the stake comes back (less the gas paid)
    await card.getByRole('button', { name: 'Unstake' }).click()
    const unstakeDialog = page.getByRole('dialog', { name: 'Unstake' })
    await unstakeDialog.getByRole('button', { name: 'Max' }).click()
    await expect(unstakeDialog.getByRole('textbox', { name: 'Unstake' })).toHaveValue('1')
    const bnbBefore = await chain.getBalance({ address: wallet.account })
    await unstakeDialog.getByRole('button', { name: 'Confirm' }).click()
    await expect(notifications(page).getByRole('status', { name: 'Unstaked!' })).toBeVisible()
    const [withdraw] = await chain.getContractEvents({
      address: pool,
      abi: smartChefAbi,
      eventName: 'Withdraw',
      args: { user: wallet.account },
      fromBlock: stakeBlock,
    })
    if (!withdraw) throw new Error('no Withdraw event')
    expect(withdraw.args.amount).toBe(stake)
    const receipt = await chain.getTransactionReceipt({ hash: withdraw.transactionHash })
    const bnbAfter = await chain.getBalance({ address: wallet.account })
    expect(bnbAfter - bnbBefore).toBe(stake - receipt.gasUsed * receipt.effectiveGasPrice)
    const [staked] = await chain.readContract({
      address: pool,
      abi: smartChefAbi,
      functionName: 'userInfo',
      args: [wallet.account],
    })
    expect(staked).toBe(0n)
    await expect(card.getByRole('button', { name: 'Stake', exact: true })).toBeVisible()
    expect(wallet.requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(3)
  })

  test('a stake the wallet rejects ends with the error toast saying so, and stakes nothing', async ({
    page,
    wallet,
    chain,
    world,
  }) => {
    const pool = world.manifest.contracts.SmartChef2
    const stakedBefore = await chain.readContract({
      address: pool,
      abi: smartChefAbi,
      functionName: 'userInfo',
      args: [wallet.account],
    })
    await page.goto('/pools')
    await connectWallet(page)
    await cards(page)
      .filter({ hasText: 'Stake BNB' })
      .getByRole('button', { name: 'Stake', exact: true })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Stake in Pool' })
    await dialog.getByRole('textbox', { name: 'Stake' }).fill('1')
    wallet.rejectNext('eth_sendTransaction')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    const toast = notifications(page).getByRole('alert', { name: 'Error' })
    // the wallet's refusal, not gas advice (issue 11)
    await expect(toast).toContainText('Transaction rejected')
    // the modal stays for another try
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled()
    expect(
      await chain.readContract({
        address: pool,
        abi: smartChefAbi,
        functionName: 'userInfo',
        args: [wallet.account],
      }),
    ).toEqual(stakedBefore)
  })

  test('Add to Metamask asks the wallet to watch USDT', async ({ page, wallet }) => {
    await page.goto('/pools')
    await connectWallet(page)
    await cards(page)
      .filter({ hasText: 'Stake BNB' })
      .getByRole('button', { name: 'Add to Metamask' })
      .click()
    await expect.poll(() => wallet.requests.includes('wallet_watchAsset')).toBe(true)
  })
})
