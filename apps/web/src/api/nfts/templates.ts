/** The create form's templates (spec §7: GET with size 10 and page 1 by default, POST, PATCH). */
import type { ApiItem, ApiPage, ApiTemplate, TemplateData } from '@ghost/sdk'
import { emptyPage } from './collectionReads'
import { marketPath, type NftApiClient, readNftApi, sendNftApi } from './nftApiClient'
import { item, page } from './nftApiDecoders'

export const DEFAULT_TEMPLATES_SIZE = 10

export type GetTemplatesParameters = {
  author?: string | undefined
  page?: number | undefined
  size?: number | undefined
  signal?: AbortSignal | undefined
}

/** Templates, newest first; an empty page when the API failed. */
export function getTemplates(
  client: NftApiClient,
  { author, page: pageNumber, size, signal }: GetTemplatesParameters = {},
): Promise<ApiPage<ApiTemplate>> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'templates'),
      query: { author, page: pageNumber, size },
      decode: page(client.decoders.template),
      signal,
    },
    {
      fallback: emptyPage<ApiTemplate>(pageNumber, size ?? DEFAULT_TEMPLATES_SIZE),
      failure: 'Failed to fetch templates',
    },
  )
}

export type CreateTemplateParameters = { name: string; data: TemplateData }

/** Saves a template authored by the signed-in wallet. */
export function createTemplate(
  client: NftApiClient,
  body: CreateTemplateParameters,
): Promise<ApiItem<ApiTemplate>> {
  return sendNftApi(client, {
    method: 'POST',
    path: marketPath(client, 'templates'),
    json: body,
    auth: true,
    decode: item(client.decoders.template),
  })
}

export type UpdateTemplateParameters = {
  id: string
  name?: string | undefined
  data?: TemplateData | undefined
}

/** Changes a template of the signed-in wallet. */
export function updateTemplate(
  client: NftApiClient,
  { id, ...body }: UpdateTemplateParameters,
): Promise<ApiItem<ApiTemplate>> {
  return sendNftApi(client, {
    method: 'PATCH',
    path: marketPath(client, 'templates', id),
    json: body,
    auth: true,
    decode: item(client.decoders.template),
  })
}
