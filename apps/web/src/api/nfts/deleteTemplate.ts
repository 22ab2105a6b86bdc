/** Deletes a template of the signed-in wallet (`DELETE templates/{id}`); answers what was deleted. */
import type { ApiItem, ApiTemplate } from '@ghost/sdk'
import { marketPath, type NftApiClient, sendNftApi } from './nftApiClient'
import { item } from './nftApiDecoders'

export type DeleteTemplateParameters = { id: string }

export function deleteTemplate(
  client: NftApiClient,
  { id }: DeleteTemplateParameters,
): Promise<ApiItem<ApiTemplate>> {
  return sendNftApi(client, {
    method: 'DELETE',
    path: marketPath(client, 'templates', id),
    auth: true,
    decode: item(client.decoders.template),
  })
}
