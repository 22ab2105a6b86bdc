import type { ApiErrorBody } from '@ghost/sdk'

/**
 * A refused or failed write to the NFT market API. `message` is the server's own sentence when
 * it sent one (the screens show it as is); `status` is the HTTP status, 0 when the API could not
 * be reached. `issues` lists the fields a 400 refused.
 */
export class NftApiError extends Error {
  override name = 'NftApiError'
  readonly status: number
  readonly issues: NonNullable<ApiErrorBody['issues']>

  constructor(
    status: number,
    message: string,
    options: { issues?: ApiErrorBody['issues']; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.status = status
    this.issues = options.issues ?? []
  }
}
