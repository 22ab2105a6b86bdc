// @vitest-environment node
/**
 * The web server's link previews and titles, over real HTTP: serveWeb in front of a small real
 * HTTP server answering the market API's token and collection routes the way the API does (the
 * JSON of the sdk's ApiToken and ApiCollection, 404 for what it does not know).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ApiCollection, ApiItem, ApiToken } from '@ghost/sdk'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { serveWeb, type WebServer } from '../../../../scripts/serve'
import { getPageMeta } from '../../../app/pageMeta'
import { escapeHtml, linkPreviewTarget, renderLinkPreview } from './linkPreview'

const COLLECTION = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const INDEX_HTML = readFileSync(join(import.meta.dirname, '../../../../index.html'), 'utf8')

function token(tokenId: string, name: string, description: string): ApiItem<ApiToken> {
  return {
    data: {
      tokenId,
      name,
      description,
      attributes: [{ traitType: 'Mood', value: 'Sleepy', displayType: null }],
      createdAt: null,
      updatedAt: null,
      image: {
        original: '/ipfs/bafkreioriginal',
        thumbnail: '/ipfs/bafkreithumbnail',
      },
      cid: null,
      tokenUID: null,
      onOrder: 0,
      onOrderPrice: null,
      collection: { name: 'Ghost Squad', address: COLLECTION },
      owner: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      location: 'In Wallet',
      currentAskPrice: '0',
      currentSeller: null,
      isTradable: true,
      metadataUrl: null,
    },
    indexedTo: null,
  }
}

const COLLECTION_ITEM: ApiItem<ApiCollection> = {
  data: {
    address: COLLECTION,
    name: 'Ghost Squad',
    symbol: 'GSQ',
    description: 'The friendly spirits who haunt the Ghost exchange.',
    avatar: '/ipfs/bafkreiavatar',
    banner: '/ipfs/bafkreibanner',
    owner: null,
    creatorAddress: null,
    creatorFee: 100,
    refererFee: 100,
    whitelistChecker: null,
    status: 'Open',
    active: true,
    totalTrades: 0,
    totalVolumeBNB: '0',
    numberTokensListed: 0,
    totalSupply: 20,
    floorPriceBNB: null,
    onChain: true,
    createdAt: null,
    updatedAt: null,
  },
  indexedTo: null,
}
/** Answers 500: neither found nor missing. */
const BROKEN_COLLECTION = '0x00000000000000000000000000000000000000b0'

const TOKENS: Record<string, ApiItem<ApiToken> | 'slow' | 'broken'> = {
  '2': token('2', 'Ghost Squad #2', 'A member of the Ghost Squad.'),
  '3': token('3', '<script>alert("x")</script> & "friends"', "It's <b>bold</b>"),
  '4': token('4', '', ''),
  '5': 'slow',
  '6': 'broken',
}

let api: Server
let apiUrl: string
let web: WebServer
let dist: string
const requests: string[] = []

beforeAll(async () => {
  api = createServer((request, response) => {
    requests.push(request.url ?? '')
    if (request.url === `/v1/1337/collections/${COLLECTION}`) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(COLLECTION_ITEM))
      return
    }
    if (request.url === `/v1/1337/collections/${BROKEN_COLLECTION}`) {
      response.writeHead(500).end()
      return
    }
    const match = /^\/v1\/1337\/collections\/(0x[0-9a-f]{40})\/tokens\/(\d+)$/.exec(
      request.url ?? '',
    )
    const answer = match && match[1] === COLLECTION ? TOKENS[match[2] ?? ''] : undefined
    if (answer === 'slow') {
      setTimeout(() => response.writeHead(200).end(JSON.stringify(TOKENS['2'])), 1000)
      return
    }
    if (answer === 'broken') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"name":1}}')
      return
    }
    if (!answer) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":"Not Found","message":"No token"}')
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done))
  const address = api.address()
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  dist = mkdtempSync(join(tmpdir(), 'ghost-link-preview-'))
  writeFileSync(join(dist, 'index.html'), INDEX_HTML)
  web = await serveWeb({
    port: 0,
    distDir: dist,
    config: { chainId: 1337, apiUrl },
    linkPreviewTimeoutMs: 300,
  })
})

afterAll(async () => {
  await web?.close()
  await new Promise((done) => api?.close(done))
  rmSync(dist, { recursive: true, force: true })
})

async function page(path: string): Promise<string> {
  const response = await fetch(`${web.url}${path}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  return response.text()
}

/** The head's preview tags, in order. */
function previewTags(html: string): string[] {
  return [
    ...html.matchAll(
      /<title>.*?<\/title>|<meta (?:name|property)="(?:description|og:|twitter:)[^>]*>/g,
    ),
  ].map((match) => match[0])
}

test("an item's URL carries its title, description and absolute thumbnail", async () => {
  const html = await page(`/nfts/collections/${COLLECTION}/2`)
  expect(previewTags(html)).toEqual([
    '<title>Ghost Squad #2 | GHOST</title>',
    '<meta name="description" content="A member of the Ghost Squad." />',
    '<meta property="og:type" content="website" />',
    '<meta property="og:title" content="Ghost Squad #2 | GHOST" />',
    '<meta property="og:description" content="A member of the Ghost Squad." />',
    `<meta property="og:image" content="${apiUrl}/ipfs/bafkreithumbnail" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ])
  // the app itself is still there
  expect(html).toContain('<div id="root"></div>')
})

test('names and descriptions come out as inert text', async () => {
  const html = await page(`/nfts/collections/${COLLECTION.toUpperCase().replace('0X', '0x')}/3`)
  expect(html).not.toContain('<script>alert')
  expect(html).not.toContain('<b>')
  expect(previewTags(html).slice(0, 2)).toEqual([
    '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;friends&quot; | GHOST</title>',
    '<meta name="description" content="It&#39;s &lt;b&gt;bold&lt;/b&gt;" />',
  ])
})

test('an item without a name or description reads as its collection and number', async () => {
  const html = await page(`/nfts/collections/${COLLECTION}/4/`)
  expect(previewTags(html).slice(0, 2)).toEqual([
    '<title>Ghost Squad #4 | GHOST</title>',
    '<meta name="description" content="NFT Marketplace with DEX, Farm and Pool. You can play with Ghost Squad." />',
  ])
})

/** index.html as the server sends it for a route without a preview: the route's title. */
function routePage(title: string): string {
  return renderLinkPreview(INDEX_HTML, {
    title,
    description: 'NFT Marketplace with DEX, Farm and Pool. You can play with Ghost Squad.',
    image: null,
  })
}

test("a collection's URL carries its name, description and image", async () => {
  const html = await page(`/nfts/collections/${COLLECTION}`)
  expect(previewTags(html)).toEqual([
    '<title>Ghost Squad | GHOST</title>',
    '<meta name="description" content="The friendly spirits who haunt the Ghost exchange." />',
    '<meta property="og:type" content="website" />',
    '<meta property="og:title" content="Ghost Squad | GHOST" />',
    '<meta property="og:description" content="The friendly spirits who haunt the Ghost exchange." />',
    `<meta property="og:image" content="${apiUrl}/ipfs/bafkreiavatar" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ])
  expect(html).toContain('<div id="root"></div>')
})

test('what the API does not know, or params the page cannot read, are titled not found', async () => {
  const unknownCollection = `0x${'ab'.repeat(20)}`
  for (const [path, title] of <[string, string][]>[
    [`/nfts/collections/${COLLECTION}/99`, 'NFT not found | GHOST'],
    [`/nfts/collections/${COLLECTION}/abc`, 'NFT not found | GHOST'],
    [`/nfts/collections/${COLLECTION}/-1`, 'NFT not found | GHOST'],
    [`/nfts/collections/0x1234/2`, 'NFT not found | GHOST'],
    [`/nfts/collections/${COLLECTION}/${'9'.repeat(80)}`, 'NFT not found | GHOST'],
    [`/nfts/collections/${unknownCollection}`, 'Collection not found | GHOST'],
    ['/nfts/collections/0x1234', 'Collection not found | GHOST'],
  ]) {
    expect(await page(path), path).toBe(routePage(title))
  }
})

test("a slow or broken API, an unminted item and other routes: the route's title", async () => {
  for (const path of [
    `/nfts/collections/${COLLECTION}/5`,
    `/nfts/collections/${COLLECTION}/6`,
    `/nfts/collections/${BROKEN_COLLECTION}`,
    `/nfts/collections/${COLLECTION}/0x${'ab'.repeat(32)}`,
    '/nfts',
    '/swap',
    '/farms',
    '/info/tokens',
  ]) {
    expect(await page(path), path).toBe(
      renderLinkPreview(INDEX_HTML, { ...getPageMeta(path), image: null }),
    )
  }
  // the titles the app gives these routes, not the placeholder of the file on disk
  expect(previewTags(await page('/swap'))[0]).toBe('<title>Exchange | GHOST</title>')
  expect(previewTags(await page('/farms'))[0]).toBe('<title>Farms | GHOST</title>')
  expect(previewTags(await page('/info/tokens'))[0]).toBe(
    '<title>Tokens | Ghost Info &amp; Analytics</title>',
  )
})

test('a preview is kept a while: the API is asked once', async () => {
  requests.length = 0
  await page(`/nfts/collections/${COLLECTION}/2?ref=a`)
  await page(`/nfts/collections/${COLLECTION}/2?ref=b`)
  expect(requests).toEqual([])
  // a failure is not kept
  await page(`/nfts/collections/${COLLECTION}/99`)
  await page(`/nfts/collections/${COLLECTION}/99`)
  expect(requests).toHaveLength(2)
})

test('a HEAD request gets the headers only', async () => {
  const response = await fetch(`${web.url}/nfts/collections/${COLLECTION}/2`, { method: 'HEAD' })
  expect([response.status, await response.text()]).toEqual([200, ''])
})

test('linkPreviewTarget: minted items and collections (an unminted UID page has no preview)', () => {
  expect(linkPreviewTarget(`/nfts/collections/${COLLECTION}/007`)).toEqual({
    kind: 'item',
    collection: COLLECTION,
    tokenId: '7',
  })
  expect(
    linkPreviewTarget(`/nfts/collections/${COLLECTION.toUpperCase().replace('0X', '0x')}/`),
  ).toEqual({
    kind: 'collection',
    collection: COLLECTION,
  })
  expect(linkPreviewTarget(`/nfts/collections/${COLLECTION}/0x${'ab'.repeat(32)}`)).toBeNull()
  expect(linkPreviewTarget(`/nfts/collections/${COLLECTION}/2/extra`)).toBeNull()
  expect(linkPreviewTarget('/nfts/collections')).toBeNull()
  expect(linkPreviewTarget('/nfts/collections/ghost')).toEqual({
    kind: 'malformed',
    of: 'collection',
  })
})

test('escapeHtml and a page without title or description tags', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
  )
  const html = renderLinkPreview('<html><head></head><body></body></html>', {
    title: 'A $& B | GHOST',
    description: 'd',
    image: null,
  })
  expect(html).toBe(
    '<html><head><title>A $&amp; B | GHOST</title><meta name="description" content="d" /><meta property="og:type" content="website" />\n    <meta property="og:title" content="A $&amp; B | GHOST" />\n    <meta property="og:description" content="d" />\n    <meta name="twitter:card" content="summary" />\n  </head><body></body></html>',
  )
})
