import { BaseError } from './base'

// Texts are the spec §8 token-list catalogue, verbatim.

export type TokenListValidationErrorType = TokenListValidationError & {
  name: 'TokenListValidationError'
}
export class TokenListValidationError extends BaseError {
  override name = 'TokenListValidationError'
  constructor({ errors }: { errors: string }) {
    super(`Token list failed validation: ${errors}`)
  }
}

export type DuplicateTokensErrorType = DuplicateTokensError & { name: 'DuplicateTokensError' }
export class DuplicateTokensError extends BaseError {
  override name = 'DuplicateTokensError'
  constructor({ chainId, address }: { chainId: number; address: string }) {
    super('Duplicate tokens.', { metaMessages: [`Chain: ${chainId}`, `Address: ${address}`] })
  }
}

export type FailedToDownloadListErrorType = FailedToDownloadListError & {
  name: 'FailedToDownloadListError'
}
export class FailedToDownloadListError extends BaseError {
  override name = 'FailedToDownloadListError'
  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super(`Failed to download list ${url}`, { cause })
  }
}

export type FailedToResolveEnsNameErrorType = FailedToResolveEnsNameError & {
  name: 'FailedToResolveEnsNameError'
}
export class FailedToResolveEnsNameError extends BaseError {
  override name = 'FailedToResolveEnsNameError'
  constructor({ ensName, cause }: { ensName: string; cause?: unknown }) {
    super(`Failed to resolve ENS name: ${ensName}`, { cause })
  }
}

export type FailedToTranslateContenthashErrorType = FailedToTranslateContenthashError & {
  name: 'FailedToTranslateContenthashError'
}
export class FailedToTranslateContenthashError extends BaseError {
  override name = 'FailedToTranslateContenthashError'
  constructor({ contenthash, cause }: { contenthash: string; cause?: unknown }) {
    super(`Failed to translate contenthash to URI: ${contenthash}`, { cause })
  }
}

export type UnrecognizedListUrlProtocolErrorType = UnrecognizedListUrlProtocolError & {
  name: 'UnrecognizedListUrlProtocolError'
}
export class UnrecognizedListUrlProtocolError extends BaseError {
  override name = 'UnrecognizedListUrlProtocolError'
  constructor({ url }: { url: string }) {
    super('Unrecognized list URL protocol.', { metaMessages: [`URL: ${url}`] })
  }
}

export type MainnetEnsResolverErrorType = MainnetEnsResolverError & {
  name: 'MainnetEnsResolverError'
}
export class MainnetEnsResolverError extends BaseError {
  override name = 'MainnetEnsResolverError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Could not construct mainnet ENS resolver', { cause })
  }
}

export type UnrecognizedCodecErrorType = UnrecognizedCodecError & {
  name: 'UnrecognizedCodecError'
}
export class UnrecognizedCodecError extends BaseError {
  override name = 'UnrecognizedCodecError'
  constructor({ codec }: { codec: string }) {
    super('Unrecognized codec', { metaMessages: [`Codec: ${codec}`] })
  }
}

export type HexLengthErrorType = HexLengthError & { name: 'HexLengthError' }
export class HexLengthError extends BaseError {
  override name = 'HexLengthError'
  constructor({ hex }: { hex: string }) {
    super('hex must have length that is multiple of 2', { metaMessages: [`Hex: ${hex}`] })
  }
}

export type InvalidContenthashErrorType = InvalidContenthashError & {
  name: 'InvalidContenthashError'
}
export class InvalidContenthashError extends BaseError {
  override name = 'InvalidContenthashError'
  constructor({ reason }: { reason: string }) {
    super('Invalid contenthash', { metaMessages: [reason] })
  }
}

export type NoPendingListUpdateErrorType = NoPendingListUpdateError & {
  name: 'NoPendingListUpdateError'
}
export class NoPendingListUpdateError extends BaseError {
  override name = 'NoPendingListUpdateError'
  constructor({ url }: { url: string }) {
    super('accept list update called without pending update', { metaMessages: [`List: ${url}`] })
  }
}
