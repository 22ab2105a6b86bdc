/**
 * NFT profile (issue 15 acceptance: "Create a profile with an NFT avatar; the avatar and username
 * show in the user menu after reload; pause returns the NFT; reactivate takes the CAKE cost"),
 * with account 16. Arranged through the chain: account 0 mints a Ghost Squad token to 16 and
 * sends it CAKE. Everything else is done in the browser as a user would.
 */
import { ghostProfileAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import type { Page } from '@playwright/test'
import { erc20Abi, parseEther } from 'viem'
import { mintGhostSquad, nftContracts, sendCake, waitForIndexed } from '../fixtures/nft'
import { notifications } from '../fixtures/screens'
import { connectWallet, expect, test, tokenBalance } from '../fixtures/test'

const tester = devAccount(16).address
const USERNAME = 'Wraith16'

test.use({ walletAccount: 16 })

function createPanel(page: Page) {
  return page.getByRole('region', { name: 'Create your profile' })
}

function profileHeader(page: Page) {
  return page.getByRole('region', { name: 'Profile', exact: true })
}

function nftsSection(page: Page) {
  return page.getByRole('region', { name: 'NFTs', exact: true })
}

test('create a profile with an NFT avatar, pause it (the NFT returns), reactivate it for its CAKE cost', async ({
  page,
  chain,
  world,
  wallet,
}) => {
  test.setTimeout(180_000)
  const { Profile } = nftContracts(world)
  const cake = world.manifest.tokens.CAKE
  const cakeAllowance = () =>
    chain.readContract({
      address: cake,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [tester, Profile],
    })
  await page.goto('/nfts/mypage')
  await expect(page.getByRole('heading', { name: 'Mypage', level: 1 })).toBeVisible()
  await expect(
    page.getByText('Connect your wallet to see your NFTs and your profile.'),
  ).toBeVisible()
  await connectWallet(page)

  const panel = createPanel(page)
  await test.step('without an approved NFT or CAKE: explained, with a way to the market', async () => {
    await expect(panel).toBeVisible()
    await expect(panel.getByText(/You have no NFT that can be a profile picture/)).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Find one in the market' })).toHaveAttribute(
      'href',
      '/nfts/collections',
    )
    await expect(panel.getByRole('alert')).toContainText('Insufficient CAKE balance')
    // issue 28: the missing CAKE comes with the way to get it, the swap with CAKE to receive
    await panel.getByRole('link', { name: 'Buy CAKE' }).click()
    await expect(page).toHaveURL(
      (url) => url.pathname === '/swap' && url.searchParams.get('outputCurrency') === cake,
    )
    await expect(
      page.getByRole('region', { name: 'Swap' }).getByRole('group', { name: 'To' }),
    ).toContainText('CAKE')
    await page.goBack()
    await expect(panel).toBeVisible()
  })

  const { tokenId, blockNumber } = await mintGhostSquad(chain, world, tester)
  await sendCake(world, tester, parseEther('10'))
  await waitForIndexed(world, blockNumber)
  const avatar = `Ghost Squad #${tokenId}`
  await page.reload()

  await expect(panel).toBeVisible()
  await expect(profileHeader(page).getByText('No profile', { exact: true })).toBeVisible()
  await expect(panel.getByLabel('CAKE cost')).toHaveText('1 CAKE')

  await test.step('username errors', async () => {
    const field = panel.getByRole('textbox', { name: 'Username' })
    await field.fill('ab')
    await expect(panel.getByRole('alert')).toContainText('Unable to verify username')
    await field.fill('bad name!')
    await expect(panel.getByRole('alert')).toContainText('Unable to verify username')
    await field.fill(USERNAME)
    await expect(panel.getByText('Username available')).toBeVisible()
  })

  await panel.getByRole('radio', { name: 'Phantom Phalanx' }).check()
  await panel.getByRole('radio', { name: avatar }).check()
  await panel.getByRole('checkbox', { name: /not changeable after I confirm/ }).check()

  await test.step('CAKE approval, then the NFT approval for the profile contract', async () => {
    await panel.getByRole('button', { name: 'Enable CAKE' }).click()
    await expect(panel.getByRole('button', { name: `Enable ${avatar}` })).toBeVisible({
      timeout: 30_000,
    })
    // the cost shown, not an unlimited allowance the admin's next cost could draw on
    expect(await cakeAllowance()).toBe(
      await chain.readContract({
        address: Profile,
        abi: ghostProfileAbi,
        functionName: 'numberCakeToRegister',
      }),
    )
    await panel.getByRole('button', { name: `Enable ${avatar}` }).click()
    await expect(panel.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 30_000 })
  })

  await test.step('a wallet rejection loses nothing', async () => {
    wallet.rejectNext('eth_sendTransaction')
    await panel.getByRole('button', { name: 'Confirm' }).click()
    const modal = page.getByRole('dialog', { name: 'Create profile' })
    await expect(modal.getByRole('alert')).toHaveText('Transaction rejected')
    await modal.getByRole('button', { name: 'Dismiss' }).click()
    await expect(modal).toHaveCount(0)
    // one message (issue 28): the modal said it; no toast says it again
    await expect(notifications(page).getByText('Transaction rejected')).toHaveCount(0)
    await expect(notifications(page).getByText('Error', { exact: true })).toHaveCount(0)
    await expect(panel.getByRole('textbox', { name: 'Username' })).toHaveValue(USERNAME)
    await expect(panel.getByRole('radio', { name: avatar })).toBeChecked()
    await expect(panel.getByRole('button', { name: 'Confirm' })).toBeEnabled()
  })

  const registerCost = await chain.readContract({
    address: Profile,
    abi: ghostProfileAbi,
    functionName: 'numberCakeToRegister',
  })
  const cakeBeforeCreate = await tokenBalance(chain, cake, tester)
  await panel.getByRole('button', { name: 'Confirm' }).click()
  await expect(profileHeader(page).getByText('Active', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await expect(profileHeader(page).getByText('Phantom Phalanx')).toBeVisible()
  await expect(profileHeader(page).getByRole('heading', { name: USERNAME })).toBeVisible({
    timeout: 30_000,
  })
  expect(await tokenBalance(chain, cake, tester)).toBe(cakeBeforeCreate - registerCost)
  expect(
    await chain.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'hasRegistered',
      args: [tester],
    }),
  ).toBe(true)
  await expect(nftsSection(page).getByRole('article')).toContainText('Profile Pic', {
    timeout: 30_000,
  })

  await test.step('after a reload the user menu shows the avatar and the username', async () => {
    await page.reload()
    const menuButton = page.getByRole('banner').getByRole('button', { name: USERNAME })
    await expect(menuButton).toBeVisible({ timeout: 30_000 })
    await expect(menuButton.locator('img')).toHaveAttribute('src', /.+/)
    const cookies = await page.context().cookies()
    const cached = cookies.find((cookie) => cookie.name === `profile_${tester.toLowerCase()}`)
    expect(cached?.secure).toBe(true)
    expect(decodeURIComponent(cached?.value ?? '')).toContain(`"username":"${USERNAME}"`)
  })

  await test.step('with no other NFT to switch to, no cost and no missing CAKE', async () => {
    const manage = page.getByRole('region', { name: 'Manage your profile' })
    // shown once the wallet's NFTs have loaded and none can be the new picture
    await expect(
      manage.getByText('You have no other NFT to change your profile picture to.'),
    ).toBeVisible({ timeout: 30_000 })
    await expect(manage.getByLabel('CAKE cost')).toHaveCount(0)
    await expect(manage.getByRole('alert')).toHaveCount(0)
    await expect(manage.getByRole('button', { name: 'Pause profile' })).toBeVisible()
  })

  await test.step('pause returns the NFT to the wallet', async () => {
    await page.getByRole('button', { name: 'Pause profile' }).click()
    await expect(profileHeader(page).getByText('Paused', { exact: true })).toBeVisible({
      timeout: 30_000,
    })
    await expect(nftsSection(page).getByRole('article')).toContainText('In Wallet', {
      timeout: 30_000,
    })
    const owner = await chain.readContract({
      address: nftContracts(world).GhostSquad,
      abi: [
        {
          type: 'function',
          name: 'ownerOf',
          stateMutability: 'view',
          inputs: [{ name: 'tokenId', type: 'uint256' }],
          outputs: [{ name: '', type: 'address' }],
        },
      ] as const,
      functionName: 'ownerOf',
      args: [tokenId],
    })
    expect(owner).toBe(tester)
  })

  await test.step('reactivate takes numberCakeToReactivate CAKE', async () => {
    const reactivateCost = await chain.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'numberCakeToReactivate',
    })
    const manage = page.getByRole('region', { name: 'Reactivate your profile' })
    await manage.getByRole('radio', { name: avatar }).check()
    // each paid action approves exactly its own cost
    await manage.getByRole('button', { name: 'Enable CAKE' }).click()
    await expect(manage.getByRole('button', { name: `Enable ${avatar}` })).toBeVisible({
      timeout: 30_000,
    })
    expect(await cakeAllowance()).toBe(reactivateCost)
    await manage.getByRole('button', { name: `Enable ${avatar}` }).click()
    await expect(manage.getByRole('button', { name: 'Reactivate profile' })).toBeEnabled({
      timeout: 30_000,
    })
    const before = await tokenBalance(chain, cake, tester)
    await manage.getByRole('button', { name: 'Reactivate profile' }).click()
    await expect(profileHeader(page).getByText('Active', { exact: true })).toBeVisible({
      timeout: 30_000,
    })
    expect(before - (await tokenBalance(chain, cake, tester))).toBe(reactivateCost)
    await expect(nftsSection(page).getByRole('article')).toContainText('Profile Pic', {
      timeout: 30_000,
    })
  })

  await test.step('change the avatar for numberCakeToUpdate CAKE; the old one comes back', async () => {
    const second = await mintGhostSquad(chain, world, tester)
    await waitForIndexed(world, second.blockNumber)
    // The new NFT arrived from outside the app: the user reloads to see it.
    await page.reload()
    const updateCost = await chain.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'numberCakeToUpdate',
    })
    const secondAvatar = `Ghost Squad #${second.tokenId}`
    const manage = page.getByRole('region', { name: 'Manage your profile' })
    await manage.getByRole('radio', { name: secondAvatar }).check({ timeout: 30_000 })
    await manage.getByRole('button', { name: 'Enable CAKE' }).click()
    await expect(manage.getByRole('button', { name: `Enable ${secondAvatar}` })).toBeVisible({
      timeout: 30_000,
    })
    expect(await cakeAllowance()).toBe(updateCost)
    await manage.getByRole('button', { name: `Enable ${secondAvatar}` }).click()
    await expect(manage.getByRole('button', { name: 'Change profile picture' })).toBeEnabled({
      timeout: 30_000,
    })
    const before = await tokenBalance(chain, cake, tester)
    await manage.getByRole('button', { name: 'Change profile picture' }).click()
    await expect(notifications(page)).toContainText('Profile picture changed', { timeout: 30_000 })
    expect(before - (await tokenBalance(chain, cake, tester))).toBe(updateCost)
    const card = (id: bigint) =>
      nftsSection(page)
        .getByRole('article')
        .filter({ has: page.locator(`a[href$="/${id}"]`) })
    await expect(card(second.tokenId)).toContainText('Profile Pic', { timeout: 30_000 })
    await expect(card(tokenId)).toContainText('In Wallet', { timeout: 30_000 })
  })
})

test('the profile page of any account is read-only; a malformed account says so', async ({
  page,
}) => {
  const other = devAccount(10).address
  await page.goto(`/nfts/profile/${other.toLowerCase()}`)
  await expect(profileHeader(page)).toBeVisible()
  await expect(profileHeader(page).getByText('Active', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('button', { name: 'Pause profile' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Create your profile' })).toHaveCount(0)

  await page.goto('/nfts/profile/0x1234')
  await expect(page.getByRole('alert')).toContainText(
    "That's not a Binance Smart Chain wallet address.",
  )

  await page.goto('/nfts/profile')
  await expect(
    page.getByText('Connect your wallet to see your NFTs and your profile.'),
  ).toBeVisible()
})
