/**
 * Issue 28: every page is reachable from the menus alone. From `/`, a newcomer finds Create NFT
 * and the Info pages in the top menu on a desktop and in the Menu sheet on a phone (390 and
 * 360 px); the NFT pages a creator starts from link to Create NFT. Reads only (the visitor).
 */
import type { Page } from '@playwright/test'
import { connectWallet, expect, test } from '../fixtures/test'

/** Menu group → link → where it lands: the entries issue 28 found missing. */
const TARGETS: readonly [group: string, link: string, path: string, heading: RegExp][] = [
  ['NFT', 'Create NFT', '/nfts/createnft', /^Create NFT$/],
  ['Info', 'Overview', '/info', /^Ghost Info & Analytics$/],
  ['Info', 'Pools', '/info/pools', /^Pools$/],
  ['Info', 'Tokens', '/info/tokens', /^Tokens$/],
]

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
  ['narrow phone', { width: 360, height: 740 }],
] as const

/** Opens `group` of the top menu (desktop) or the Menu sheet's section (phone) and follows `link`. */
async function follow(page: Page, phone: boolean, group: string, link: string) {
  if (phone) {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await sheet.getByRole('region', { name: group }).getByRole('link', { name: link }).click()
    await expect(sheet).toHaveCount(0)
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: group, exact: true }).click()
    await nav.getByRole('link', { name: link, exact: true }).click()
  }
}

for (const [device, viewport] of SIZES) {
  test(`${device}: Create NFT and Info are reached from / by the menus alone`, async ({ page }) => {
    await page.setViewportSize(viewport)
    for (const [group, link, path, heading] of TARGETS) {
      await page.goto('/')
      await follow(page, device !== 'desktop', group, link)
      await expect(page).toHaveURL((url) => url.pathname === path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading)
    }
  })
}

test('the NFT pages a creator starts from link to Create NFT', async ({ page }) => {
  for (const path of ['/nfts', '/nfts/collections', '/nfts/mypage']) {
    await page.goto(path)
    await page.getByRole('main').getByRole('link', { name: 'Create NFT' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/nfts/createnft')
    await expect(page.getByRole('heading', { level: 1, name: 'Create NFT' })).toBeVisible()
  }
})

test('the widest top menu fits down to where the Menu button takes over (920 px)', async ({
  page,
  wallet: _wallet,
}) => {
  await page.setViewportSize({ width: 920, height: 800 })
  await page.goto('/swap')
  await connectWallet(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('button', { name: 'Info', exact: true })).toBeVisible()
  const overflow = await page.getByRole('banner').evaluate((bar) => ({
    scrolls: bar.scrollWidth - bar.clientWidth,
    right: Math.max(
      ...Array.from(bar.querySelectorAll('*')).map((e) => e.getBoundingClientRect().right),
    ),
  }))
  expect(overflow.scrolls).toBe(0)
  expect(overflow.right).toBeLessThanOrEqual(920.5)
})
