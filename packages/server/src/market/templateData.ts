import type { TemplateData } from '@ghost/sdk'
import { type RawBuilder, sql } from 'kysely'
import { z } from 'zod'
import type { Json } from '../db/schema'

/** Spec §3 token attribute, as the create form sends it. */
export const tokenAttributeSchema = z.strictObject({
  traitType: z.string().trim().min(1).max(64),
  // zod's number refuses NaN and ±Infinity, which JSON cannot carry back anyway.
  value: z.union([z.string().max(64), z.number()]),
  displayType: z.string().max(64).nullable().default(null),
})

/** What a template fills in on the create form; every key may be left empty. */
export const templateDataSchema = z.strictObject({
  name: z.string().trim().max(64).default(''),
  description: z.string().max(1000).default(''),
  attributes: z.array(tokenAttributeSchema).max(20).default([]),
}) satisfies z.ZodType<TemplateData, unknown>

/**
 * A JSON value for a jsonb column. `pg` would send a JS array as a PostgreSQL array, so the
 * text is cast explicitly; both drivers read jsonb back as parsed values.
 */
export const jsonb = (value: Json): RawBuilder<Json> =>
  sql<Json>`cast(${JSON.stringify(value)} as jsonb)`
