/**
 * The limits the NFT API enforces on what a creator sends (datapost, templates, collection
 * pages, uploads), shared so the web form refuses exactly what the server would.
 */

/** Characters of a token's name (datapost, templates). */
export const MAX_TOKEN_NAME_LENGTH = 64
/** Characters of a token's description. */
export const MAX_TOKEN_DESCRIPTION_LENGTH = 1000
/** Attributes of one token. */
export const MAX_TOKEN_ATTRIBUTES = 20
/** Characters of an attribute's trait type. */
export const MAX_TRAIT_TYPE_LENGTH = 64
/** Characters of an attribute's text value. */
export const MAX_TRAIT_VALUE_LENGTH = 256
/** Characters of an attribute's display type. */
export const MAX_DISPLAY_TYPE_LENGTH = 32
/** Characters of a template's name. */
export const MAX_TEMPLATE_NAME_LENGTH = 64
/** Characters of a collection page's name. */
export const MAX_COLLECTION_NAME_LENGTH = 64
/** Characters of a collection page's description. */
export const MAX_COLLECTION_DESCRIPTION_LENGTH = 1000
/** Bytes of one uploaded image unless the server is configured otherwise (UPLOAD_MAX_BYTES). */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/** The image types an upload may be (sniffed from the bytes). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
/** Addresses one `GET /api/users?addresses=…` answers at most. */
export const USERS_BATCH_MAX = 100
