import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { createPglite } from './createPglite'

const root = mkdtempSync(join(tmpdir(), 'ghost-create-pglite-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const copyPath = join(root, 'cache', 'empty-cluster.tar')
let folders = 0
const newFolder = () => join(root, `data-${folders++}`)

async function tablesIn(dataDir: string): Promise<string[]> {
  const client = await createPglite(dataDir, {}, copyPath)
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    )
    return rows.map((row) => row.name)
  } finally {
    await client.close()
  }
}

describe('createPglite', () => {
  test('the first new folder runs initdb and keeps a copy of the empty cluster; the next starts from it, empty', async () => {
    const first = newFolder()
    const client = await createPglite(first, {}, copyPath)
    await client.exec('create table kept (id int primary key); insert into kept values (1)')
    await client.close()
    expect(existsSync(copyPath)).toBe(true)

    const second = newFolder()
    expect(await tablesIn(second)).toEqual([])
    expect(existsSync(join(second, 'PG_VERSION'))).toBe(true)
    // the first folder kept its own data, and reopening it does not start it over from the copy
    expect(await tablesIn(first)).toEqual(['kept'])
  })

  test('a damaged copy is replaced: the folder is made by initdb and works', async () => {
    writeFileSync(copyPath, 'not a tar archive')
    const folder = newFolder()
    const client = await createPglite(folder, {}, copyPath)
    const { rows } = await client.query<{ one: number }>('select 1 as one')
    await client.close()
    expect(rows).toEqual([{ one: 1 }])
    expect(readFileSync(copyPath).length).toBeGreaterThan(1_000_000)
    expect(await tablesIn(newFolder())).toEqual([])
  })
})
