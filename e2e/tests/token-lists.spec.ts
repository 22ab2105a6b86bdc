/**
 * Token lists by URL (spec §4, §5, §7, §8): a local static server inside the test serves a valid
 * list, an invalid one, and later a newer version of the valid one. The lists are managed through
 * the token selection modal opened from the swap page's From panel.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures/test'

test.use({ walletAccount: 2 })

type ListToken = { address: string; symbol: string; name: string }

function tokenList(version: { major: number; minor: number; patch: number }, tokens: ListToken[]) {
  return {
    name: 'Ghost Test List',
    timestamp: '2024-01-01T00:00:00.000Z',
    version,
    tokens: tokens.map((token) => ({ chainId: 1337, decimals: 18, ...token })),
  }
}

/** A static file server on 127.0.0.1 with CORS, whose files the test can change. */
async function startListServer(files: Map<string, unknown>) {
  const server: Server = createServer((request, response) => {
    const body = files.get(request.url ?? '')
    response.writeHead(body === undefined ? 404 : 200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    })
    response.end(body === undefined ? 'not found' : JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function openManageLists(page: Page) {
  const from = page.getByRole('group', { name: 'From' })
  await from.getByRole('button').filter({ hasNotText: 'MAX' }).last().click()
  const select = page.getByRole('dialog', { name: 'Select a Token' })
  await select.getByRole('button', { name: 'Manage Tokens' }).click()
  return page.getByRole('dialog', { name: 'Manage' })
}

test('import a list by URL, refuse an invalid one, update to a newer version', async ({
  page,
  wallet,
  world,
}) => {
  const pairs = world.manifest.pairs ?? {}
  const usdtLp = pairs['BNB-USDT']
  const busdLp = pairs['BNB-BUSD']
  if (!usdtLp || !busdLp) throw new Error('the world has no BNB-USDT / BNB-BUSD pairs')
  // LP tokens are real tokens of the local chain that no default list holds
  const first = { address: usdtLp, symbol: 'ULP', name: 'USDT BNB Liquidity' }
  const second = { address: busdLp, symbol: 'BLP', name: 'BUSD BNB Liquidity' }
  const files = new Map<string, unknown>([
    ['/list.json', tokenList({ major: 1, minor: 0, patch: 0 }, [first])],
    [
      '/invalid.json',
      {
        ...tokenList({ major: 1, minor: 0, patch: 0 }, [first]),
        tokens: [{ ...first, chainId: 1337, decimals: 300 }],
      },
    ],
  ])
  const server = await startListServer(files)
  try {
    expect(wallet.account).toBeTruthy()
    await page.goto('/swap')
    let manage = await openManageLists(page)
    const location = manage.getByRole('textbox', { name: 'https:// or ipfs:// or ENS name' })

    // not a location at all
    await location.fill('not a list')
    await expect(manage.getByRole('alert')).toHaveText('Enter valid list location')

    // an invalid list: the validation message, nothing added
    await location.fill(`${server.base}/invalid.json`)
    const failure = manage.getByRole('alert')
    await expect(failure).toContainText('Error importing list')
    await expect(failure).toContainText(
      'Token list failed validation: /tokens/0/decimals must be <= 255',
    )
    // only the default list is there
    await expect(manage.getByRole('list', { name: 'Lists' }).getByRole('listitem')).toHaveCount(1)
    await expect(manage.getByRole('listitem', { name: 'Ghost Default List' })).toBeVisible()

    // a valid list: preview, Import List view, I understand, Import
    await location.fill(`${server.base}/list.json`)
    await expect(manage.getByText('Ghost Test List')).toBeVisible()
    await manage.getByRole('button', { name: 'Import' }).click()
    const importList = page.getByRole('dialog', { name: 'Import List' })
    await expect(importList.getByText('1 tokens')).toBeVisible()
    const importButton = importList.getByRole('button', { name: 'Import' })
    await expect(importButton).toBeDisabled()
    await importList.getByRole('checkbox', { name: 'I understand' }).check()
    await importButton.click()

    manage = page.getByRole('dialog', { name: 'Manage' })
    const row = manage.getByRole('listitem', { name: 'Ghost Test List' })
    await expect(row).toContainText('v1.0.0')
    await expect(row.getByRole('switch', { name: 'Ghost Test List' })).toBeChecked()
    // an imported list can be removed; the default list only switched off
    await expect(row.getByRole('button', { name: 'Remove' })).toBeEnabled()
    await expect(
      manage
        .getByRole('listitem', { name: 'Ghost Default List' })
        .getByRole('button', { name: 'Remove' }),
    ).toBeDisabled()

    // its token is offered in the search
    await manage.getByRole('button', { name: 'Back' }).click()
    const select = page.getByRole('dialog', { name: 'Select a Token' })
    await select.getByRole('textbox', { name: 'Search name or paste address' }).fill('ulp')
    await expect(select.getByRole('button', { name: 'ULP' })).toBeVisible()

    // a newer version is served; after a reload the list shows an update
    files.set('/list.json', tokenList({ major: 1, minor: 1, patch: 0 }, [first, second]))
    // state persistence is debounced: reload once the imported list is in storage
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ghost:token-lists')))
      .toContain('Ghost Test List')
    await page.reload()
    manage = await openManageLists(page)
    const reloadedRow = manage.getByRole('listitem', { name: 'Ghost Test List' })
    await expect(reloadedRow).toContainText('v1.0.0')
    await reloadedRow.getByRole('button', { name: 'Update' }).click()
    await expect(reloadedRow).toContainText('v1.1.0')
    await expect(reloadedRow).toContainText('2 tokens')
    await expect(reloadedRow.getByRole('button', { name: 'Update' })).toHaveCount(0)

    // turned off, its tokens leave the search; turned on, they come back
    await reloadedRow.getByRole('switch', { name: 'Ghost Test List' }).uncheck()
    await manage.getByRole('button', { name: 'Back' }).click()
    const search = page.getByRole('dialog', { name: 'Select a Token' })
    const input = search.getByRole('textbox', { name: 'Search name or paste address' })
    await input.fill('blp')
    await expect(search.getByRole('button', { name: 'BLP' })).toHaveCount(0)
    // an inactive list's token is offered for import, named by its list
    await search.getByRole('button', { name: 'Import' }).click()
    const importToken = page.getByRole('dialog', { name: 'Import Tokens' })
    await expect(importToken.getByText('via Ghost Test List')).toBeVisible()
  } finally {
    await server.close()
  }
})
