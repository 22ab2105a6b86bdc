/**
 * The route table of spec §2 as a user meets it: each path shows its screen under the right
 * document title, each redirect lands where the spec says, unknown paths show the not-found page.
 */
import { connectWallet, expect, test } from '../fixtures/test'

const DEFAULT_TITLE = 'NFT Marketplace with DEX, Farm and Pool. You can play with Ghost Squad.'
const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

const PAGES: readonly [path: string, title: string][] = [
  ['/', DEFAULT_TITLE],
  ['/swap', 'Exchange | GHOST'],
  ['/liquidity', 'Liquidity | GHOST'],
  ['/find', 'Import Pool | GHOST'],
  ['/add', 'Add Liquidity | GHOST'],
  [`/add/${A}`, 'Add Liquidity | GHOST'],
  [`/add/BNB/${B}`, 'Add Liquidity | GHOST'],
  ['/create', 'Add Liquidity | GHOST'],
  [`/create/${A}/${B}`, 'Add Liquidity | GHOST'],
  [`/remove/${A}/${B}`, 'Remove Liquidity | GHOST'],
  ['/farms', 'Farms | GHOST'],
  ['/pools', 'Pools | GHOST'],
  ['/pools/history', 'Pools | GHOST'],
  ['/nfts', 'Overview | GHOST'],
  ['/nfts/collections', 'Collections | GHOST'],
  ['/nfts/mypage', 'Mypage | GHOST'],
  ['/nfts/createnft', 'Create NFT | GHOST'],
  ['/nfts/profile', 'Your Profile | GHOST'],
  ['/nfts/squad', 'Ghost Squad | GHOST'],
  // A is no collection: the item page says so, and so does its title
  [`/nfts/collections/${A}/1`, 'NFT not found | GHOST'],
  ['/info', 'Overview | Ghost Info & Analytics'],
  ['/info/pools', 'Pools | Ghost Info & Analytics'],
  ['/info/tokens', 'Tokens | Ghost Info & Analytics'],
  // A is the world's WBNB: a token, not a pool; each page titled by what it found
  [`/info/pools/${A}`, 'Pool not found | Ghost Info & Analytics'],
  [`/info/tokens/${A}`, 'WBNB | Ghost Info & Analytics'],
  ['/no/such/page', 'Oops, page not found | GHOST'],
]

for (const [path, title] of PAGES) {
  test(`${path} is titled '${title}'`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(title)
    await expect(page).toHaveURL((url) => url.pathname === path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('info pages carry the analytics description', async ({ page }) => {
  await page.goto('/info/tokens')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'View statistics for Ghost exchanges.',
  )
})

const REDIRECTS: readonly [from: string, to: string][] = [
  [`/swap/${B}`, `/swap?outputCurrency=${B}`],
  [`/swap/BNB?exactAmount=2`, '/swap?exactAmount=2&outputCurrency=BNB'],
  ['/send', '/swap'],
  ['/pool', '/liquidity'],
  ['/staking', '/pools'],
  ['/collectibles', '/nfts'],
  [`/add/${A}-${B}`, `/add/${A}/${B}`],
  [`/add/BNB-${B}`, `/add/BNB/${B}`],
  [`/create/${A}-BNB`, `/create/${A}/BNB`],
  [`/add/${A}/${A.toLowerCase()}`, `/add/${A}`],
  [`/create/BNB/bnb`, '/create/BNB'],
  [`/remove/${A}-${B}`, `/remove/${A}/${B}`],
  [`/remove/BNB-${B}`, '/liquidity'],
  ['/remove/nonsense', '/liquidity'],
  ['/profile', '/nfts/profile'],
]

for (const [from, to] of REDIRECTS) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from)
    await expect(page).toHaveURL((url) => url.pathname + url.search === to)
  })
}

test('/profile goes to the connected account’s NFT profile, lowercase', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Ghost Test Wallet' }).click()
  await expect(page.getByLabel('Connected account')).toBeVisible()
  await page.goto('/profile')
  await expect(page).toHaveURL(
    (url) => url.pathname === `/nfts/profile/${wallet.account.toLowerCase()}`,
  )
})

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Oops, page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back Home' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page).toHaveTitle(DEFAULT_TITLE)
})

test('the menu reaches the trade, earn and NFT screens', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Trade' }).click()
  await nav.getByRole('link', { name: 'Liquidity' }).click()
  await expect(page).toHaveTitle('Liquidity | GHOST')
  await nav.getByRole('button', { name: 'Earn' }).click()
  await nav.getByRole('link', { name: 'Pools' }).click()
  await expect(page).toHaveTitle('Pools | GHOST')
  await nav.getByRole('button', { name: 'NFT' }).click()
  await nav.getByRole('link', { name: 'Collections' }).click()
  await expect(page).toHaveTitle('Collections | GHOST')
})

test('a new route scrolls to the top; a hash keeps its place', async ({ page }) => {
  // wide enough for the top menu (it collapses into 'Menu' below 920 px), short enough to scroll
  await page.setViewportSize({ width: 1000, height: 300 })
  await page.goto('/')
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px'
    window.scrollTo(0, 2000)
  })
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Trade' })
    .click()
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Exchange' })
    .click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("a profile page is 'Your Profile' for its owner only; anyone else's names the account", async ({
  page,
  wallet,
}) => {
  await page.goto(`/nfts/profile/${B.toLowerCase()}`)
  await expect(page).toHaveTitle('Profile of 0xe7...0512 | GHOST')
  await connectWallet(page)
  await expect(page).toHaveTitle('Profile of 0xe7...0512 | GHOST')
  await page.goto(`/nfts/profile/${wallet.account.toLowerCase()}`)
  await expect(page).toHaveTitle('Your Profile | GHOST')
})
