import type { TemplateData } from '@ghost/sdk'
import { type RawBuilder, sql } from 'kysely'
import { z } from 'zod'
import type { Json } from '../db/columns'
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, tokenAttributesSchema } from './tokenMetadata'

/**
 * What a template fills in on the create form; every key may be left empty. The limits are
 * datapost's, so whatever a template holds can be posted as a token.
 */
export const templateDataSchema = z.strictObject({
  name: z.string().trim().max(MAX_NAME_LENGTH).default(''),
  description: z.string().max(MAX_DESCRIPTION_LENGTH).default(''),
  attributes: tokenAttributesSchema.default([]),
}) satisfies z.ZodType<TemplateData, unknown>

/**
 * A JSON value for a jsonb column. `pg` would send a JS array as a PostgreSQL array, so the
 * text is cast explicitly; both drivers read jsonb back as parsed values.
 */
export const jsonb = (value: Json): RawBuilder<Json> =>
  sql<Json>`cast(${JSON.stringify(value)} as jsonb)`
