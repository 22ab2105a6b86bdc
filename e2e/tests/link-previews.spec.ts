/**
 * What a link-preview crawler (or `curl`) reads without running the app: the web server writes
 * each page's title into the HTML, with a collection's name, description and image, and an
 * honest title for an item or collection that does not exist. Read-only: no account.
 */
import type { ApiCollection, ApiItem } from '@ghost/sdk'
import { nftContracts } from '../fixtures/nft'
import { expect, test } from '../fixtures/test'

test("a collection page's HTML carries its name, description and image", async ({
  request,
  world,
}) => {
  const collection = nftContracts(world).GhostSquad.toLowerCase()
  const api = await request.get(
    `${world.serverUrl}/v1/${world.manifest.chainId}/collections/${collection}`,
  )
  const { data } = (await api.json()) as ApiItem<ApiCollection>
  const response = await request.get(`/nfts/collections/${collection}`)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<title>Ghost Squad | GHOST</title>')
  // the collection's own description and image where it has them, else the site's
  const description =
    data.description.trim() ||
    'NFT Marketplace with DEX, Farm and Pool. You can play with Ghost Squad.'
  expect(html).toContain(`<meta name="description" content="${description}" />`)
  expect(html).toContain('<meta property="og:title" content="Ghost Squad | GHOST" />')
  const image = data.avatar ?? data.banner
  if (image === null) expect(html).toContain('<meta name="twitter:card" content="summary" />')
  else expect(html).toContain(`<meta property="og:image" content="${world.serverUrl}${image}" />`)
})

test('a missing item or collection is titled not found; other routes carry their title', async ({
  request,
  world,
}) => {
  const collection = nftContracts(world).GhostSquad.toLowerCase()
  const titleOf = async (path: string) => {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    return /<title>(.*?)<\/title>/.exec(await response.text())?.[1]
  }
  expect(await titleOf(`/nfts/collections/${collection}/99999`)).toBe('NFT not found | GHOST')
  expect(await titleOf(`/nfts/collections/${collection}/abc`)).toBe('NFT not found | GHOST')
  expect(await titleOf(`/nfts/collections/0x${'0'.repeat(39)}1`)).toBe(
    'Collection not found | GHOST',
  )
  expect(await titleOf('/swap')).toBe('Exchange | GHOST')
  expect(await titleOf('/farms')).toBe('Farms | GHOST')
  expect(await titleOf('/nfts/collections')).toBe('Collections | GHOST')
})
