/**
 * Smoke test of the NFT arrangement helpers (`fixtures/nft.ts`) against the running world: each
 * does what it says on chain, and `waitForIndexed` waits until the server's API shows it.
 * Account 31, this spec's own (e2e/fixtures/accounts.ts), receives.
 */
import { devAccount } from '@ghost/contracts/anvil'
import { erc20Abi, parseEther } from 'viem'
import {
  bnbBalance,
  latestBlock,
  mintGhostSquad,
  nftContracts,
  pendingRevenue,
  sendCake,
  tinyPng,
  waitForIndexed,
  wrapBnb,
} from '../fixtures/nft'
import { expect, test, tokenBalance } from '../fixtures/test'

const tester = devAccount(31).address

test('mintGhostSquad mints to the tester and the API shows the token once indexed', async ({
  chain,
  world,
}) => {
  const { tokenId, blockNumber, collection } = await mintGhostSquad(chain, world, tester)
  expect(collection).toBe(nftContracts(world).GhostSquad)
  expect(tokenId).toBeGreaterThan(20n)
  await waitForIndexed(world, blockNumber)
  const response = await fetch(
    `${world.serverUrl}/v1/1337/collections/${collection}/tokens/${tokenId}`,
  )
  expect(response.status).toBe(200)
  expect(JSON.stringify(await response.json()).toLowerCase()).toContain(tester.toLowerCase())
})

test('sendCake, wrapBnb, bnbBalance and pendingRevenue read and move what they say', async ({
  chain,
  world,
}) => {
  const cakeBefore = await tokenBalance(chain, world.manifest.tokens.CAKE, tester)
  await sendCake(world, tester, parseEther('3'))
  expect(await tokenBalance(chain, world.manifest.tokens.CAKE, tester)).toBe(
    cakeBefore + parseEther('3'),
  )

  const wbnbBefore = await chain.readContract({
    address: world.manifest.contracts.WBNB,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [tester],
  })
  const bnbBefore = await bnbBalance(world, tester)
  const block = await wrapBnb(world, tester, parseEther('1'))
  const wbnbAfter = await chain.readContract({
    address: world.manifest.contracts.WBNB,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [tester],
  })
  expect(wbnbAfter).toBe(wbnbBefore + parseEther('1'))
  // BNB fell by the amount and the gas: less than the amount plus a little.
  const spent = bnbBefore - (await bnbBalance(world, tester, block))
  expect(spent).toBeGreaterThan(parseEther('1'))
  expect(spent).toBeLessThan(parseEther('1.01'))

  const revenue = await pendingRevenue(world, tester)
  expect(revenue).toEqual({ market: 0n, factory: 0n })
  await waitForIndexed(world, await latestBlock(world))
})

test('tinyPng is an image a browser decodes', async ({ page }) => {
  const png = tinyPng({ size: 5, rgb: [10, 200, 30] })
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
  const size = await page.evaluate(
    async (src) => {
      const image = new Image()
      image.src = src
      await image.decode()
      return [image.naturalWidth, image.naturalHeight]
    },
    `data:image/png;base64,${png.toString('base64')}`,
  )
  expect(size).toEqual([5, 5])
  expect(tinyPng({ rgb: [1, 2, 3] }).equals(tinyPng({ rgb: [1, 2, 4] }))).toBe(false)
})
