/** Row counts per table, so the bench can check Ponder wrote what Ghost wrote. */

import { db } from 'ponder:api'
import * as schema from 'ponder:schema'
import { Hono } from 'hono'
import { count } from 'ponder'

const app = new Hono()

app.get('/row-counts', async (c) => {
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(schema)) {
    if (!name.startsWith('dex_')) continue
    // biome-ignore lint/suspicious/noExplicitAny: the tables are built at run time from Ghost's columns (ponder.schema.ts), so their drizzle type is not known here.
    const [row] = await db.select({ rows: count() }).from(table as any)
    counts[name] = Number(row?.rows ?? 0)
  }
  return c.json(counts)
})

export default app
