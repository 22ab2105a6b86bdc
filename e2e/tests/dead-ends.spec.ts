/**
 * No dead ends (issue 11): a malformed link names what is wrong and offers the way back to a
 * form that works, never a blank or crashed page; the token-list manager opens with the default
 * list; tokens wear their logos; on the local chain a submitted swap shows its hash with a copy
 * button.
 */
import type { Page } from '@playwright/test'
import { connectWallet, expect, shortHash, shownHash, test } from '../fixtures/test'

test.use({ walletAccount: 35 })

const UNKNOWN_ADDRESS = '0x000000000000000000000000000000000000dEaD'

type DeadEnd = {
  path: string
  message: string
  /** The way back, a link. */
  back: string
  /** Where it lands, and what shows the form works there. */
  lands: RegExp
  works: (page: Page) => Promise<void>
}

const liquidityWorks = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Liquidity', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add Liquidity' })).toBeVisible()
}
const addWorks = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Add Liquidity', level: 1 })).toBeVisible()
  await expect(page.getByRole('textbox').first()).toBeEditable()
  await expect(page.getByRole('alert')).toHaveCount(0)
}
const swapWorks = async (page: Page) => {
  const card = page.getByRole('region', { name: 'Swap' })
  await expect(card.getByRole('textbox', { name: 'From', exact: true })).toBeEditable()
  await expect(
    card.getByRole('group', { name: 'From' }).getByRole('button', { name: 'BNB' }),
  ).toBeVisible()
  await expect(card.getByRole('alert')).toHaveCount(0)
}

const DEAD_ENDS: DeadEnd[] = [
  {
    path: '/remove/garbage/garbage',
    message: 'Invalid token address in the link: garbage',
    back: 'Back to Liquidity',
    lands: /\/liquidity$/,
    works: liquidityWorks,
  },
  {
    path: '/remove/BNB/bnb',
    message: 'Invalid pair',
    back: 'Back to Liquidity',
    lands: /\/liquidity$/,
    works: liquidityWorks,
  },
  {
    // well formed, but no token lives there: the chain says so
    path: `/remove/BNB/${UNKNOWN_ADDRESS}`,
    message: `No token found at this address: ${UNKNOWN_ADDRESS}`,
    back: 'Back to Liquidity',
    lands: /\/liquidity$/,
    works: liquidityWorks,
  },
  {
    path: '/add/0x12/BNB',
    message: 'Invalid token address in the link: 0x12',
    back: 'Back to Add Liquidity',
    lands: /\/add$/,
    works: addWorks,
  },
  {
    path: '/create/BNB/nonsense',
    message: 'Invalid token address in the link: nonsense',
    back: 'Back to Add Liquidity',
    lands: /\/create$/,
    works: addWorks,
  },
  {
    path: '/swap?inputCurrency=x',
    message: 'Unknown token in the link: x. It was ignored.',
    back: 'Go to Exchange',
    lands: /\/swap$/,
    works: swapWorks,
  },
  {
    path: '/swap?outputCurrency=garbage&exactAmount=1',
    message: 'Unknown token in the link: garbage. It was ignored.',
    back: 'Go to Exchange',
    lands: /\/swap$/,
    works: swapWorks,
  },
  {
    path: '/find/garbage',
    message: 'Oops, page not found',
    back: 'Back Home',
    lands: /\/$/,
    works: async (page) => {
      await expect(page.getByRole('main')).not.toBeEmpty()
    },
  },
]

for (const deadEnd of DEAD_ENDS) {
  test(`${deadEnd.path}: says what is wrong and leads back to a working page`, async ({ page }) => {
    const errors: Error[] = []
    page.on('pageerror', (error) => errors.push(error))
    await page.goto(deadEnd.path)
    const message =
      deadEnd.back === 'Back Home'
        ? page.getByRole('heading', { name: deadEnd.message })
        : page.getByRole('alert').filter({ hasText: deadEnd.message })
    await expect(message).toBeVisible()
    await page.getByRole('link', { name: deadEnd.back, exact: true }).click()
    await expect(page).toHaveURL(deadEnd.lands)
    await deadEnd.works(page)
    expect(errors).toEqual([])
  })
}

async function openTokenSelect(page: Page) {
  const from = page.getByRole('region', { name: 'Swap' }).getByRole('group', { name: 'From' })
  await from.getByRole('button').filter({ hasNotText: 'MAX' }).last().click()
  return page.getByRole('dialog', { name: 'Select a Token' })
}

/** The image has loaded (a broken one has no natural width). */
async function expectLoaded(image: ReturnType<Page['locator']>) {
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
}

test('the token-list manager opens with the default list and a real example in its field', async ({
  page,
  world,
}) => {
  await page.goto('/swap')
  const select = await openTokenSelect(page)
  await select.getByRole('button', { name: 'Manage Tokens' }).click()
  const manage = page.getByRole('dialog', { name: 'Manage' })
  const location = manage.getByRole('textbox', { name: 'https:// or ipfs:// or ENS name' })
  await expect(location).toHaveAttribute('placeholder', 'https:// or ipfs:// or ENS name')
  const row = manage.getByRole('listitem', { name: 'Ghost Default List' })
  // WBNB and every token the deployment made
  const count = Object.keys(world.manifest.tokens).length + 1
  await expect(row).toContainText(`${count} tokens`)
  await expect(row.getByRole('switch', { name: 'Ghost Default List' })).toBeChecked()
  await expectLoaded(row.locator('img'))
})

test('demo tokens wear their own logos; an unknown token a generated badge', async ({
  page,
  world,
}) => {
  const lp = world.manifest.pairs?.['BNB-USDT']
  if (!lp) throw new Error('the world has no BNB-USDT pair')
  await page.goto('/swap')
  const select = await openTokenSelect(page)
  for (const symbol of ['BNB', 'WBNB', 'USDT', 'GHOST', 'CAKE', 'DEEP']) {
    // the row is named by its symbol; its logo beside the symbol is decorative (alt="")
    const logo = select.getByRole('button', { name: symbol, exact: true }).locator('img')
    await expect(logo).toHaveAttribute('src', new RegExp(`/tokens/${symbol.toLowerCase()}\\.svg$`))
    await expectLoaded(logo)
  }

  // an LP token is a real token no list holds: the Import Token modal shows its badge
  await page.goto(`/swap?outputCurrency=${lp}`)
  const importToken = page.getByRole('dialog', { name: 'Import Tokens' })
  const badge = importToken.getByRole('img').first()
  await expect(badge).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  await expectLoaded(badge)
})

test('on the local chain the submitted swap shows its hash with a copy button', async ({
  page,
  context,
  world,
  wallet,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  expect(wallet.account).toBeTruthy()
  await page.goto(`/swap?outputCurrency=${world.manifest.tokens.USDT}`)
  await connectWallet(page)
  const card = page.getByRole('region', { name: 'Swap' })
  await card.getByRole('textbox', { name: 'From', exact: true }).fill('0.1')
  await expect(card.getByRole('textbox', { name: 'To', exact: true })).not.toHaveValue('')
  await card.getByRole('button', { name: 'Swap', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' })
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click()
  await expect(dialog).toContainText('Transaction Submitted')
  // no explorer on 1337: no BscScan link, the hash itself
  await expect(dialog.getByRole('link', { name: 'View on BscScan' })).toHaveCount(0)
  const hash = await shownHash(dialog)
  await expect(dialog.getByTitle(hash)).toHaveText(shortHash(hash))
  await dialog.getByRole('button', { name: 'Copy transaction hash' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash)
})
