/**
 * The create form's rules (issue 15), the same the API enforces (sdk `nftApi/limits`): token
 * name, description and attributes, the image file, a new collection's name, symbol and royalty,
 * and a lazy sale's price. Each `getX` answers message keys; components translate them.
 */
import {
  calculateNftFees,
  DEFAULT_UPLOAD_MAX_BYTES,
  MAX_COLLECTION_DESCRIPTION_LENGTH,
  MAX_COLLECTION_NAME_LENGTH,
  MAX_DISPLAY_TYPE_LENGTH,
  MAX_TOKEN_ATTRIBUTES,
  MAX_TOKEN_DESCRIPTION_LENGTH,
  MAX_TOKEN_NAME_LENGTH,
  MAX_TRAIT_TYPE_LENGTH,
  MAX_TRAIT_VALUE_LENGTH,
  NFT_FEE_DEFAULTS,
  type NftFeeBreakdown,
  type NftFeeRates,
  type TokenAttribute,
  UPLOAD_IMAGE_TYPES,
} from '@ghost/sdk'
import { parseUnits } from 'viem'
import { msg } from '../../../i18n'

/** A message key and its values, translated where it is shown. */
export type CreateMessage = { key: string; values?: Record<string, string> | undefined }

export const CREATE_MESSAGES = {
  required: msg('Required'),
  tooLong: msg('At most %max% characters'),
  tooManyAttributes: msg('At most %max% attributes'),
  valueRequired: msg('Give a value for this trait'),
  duplicateTrait: msg('Each trait type once'),
  imageType: msg('Only PNG, JPEG, GIF and WebP images are accepted'),
  imageTooLarge: msg('The image is larger than %max% MB'),
  imageEmpty: msg('The file is empty'),
  symbolFormat: msg('Letters and digits only, at most %max%'),
  royaltyRange: msg('Between 0% and %max%%'),
  royaltyFormat: msg('A number with at most 2 decimals'),
  nameTaken: msg('This collection name is taken'),
  priceFormat: msg('Enter a price in BNB'),
  priceRange: msg('The price must be between %min% and %max% BNB'),
} as const

/** One row of the attributes editor: all text while typed. */
export type AttributeRow = { id: string; traitType: string; value: string; displayType: string }

export type TokenForm = { name: string; description: string; attributes: AttributeRow[] }

export type AttributeRowErrors = {
  traitType?: CreateMessage | undefined
  value?: CreateMessage | undefined
  displayType?: CreateMessage | undefined
}

export type TokenFormErrors = {
  name?: CreateMessage | undefined
  description?: CreateMessage | undefined
  /** The list as a whole (too many rows). */
  attributes?: CreateMessage | undefined
  rows: Record<string, AttributeRowErrors>
}

const tooLong = (max: number): CreateMessage => ({
  key: CREATE_MESSAGES.tooLong,
  values: { max: String(max) },
})

function lengthError(text: string, max: number, required: boolean): CreateMessage | undefined {
  if (required && text.trim() === '') return { key: CREATE_MESSAGES.required }
  return text.trim().length > max ? tooLong(max) : undefined
}

/** Display types whose value is a number in the metadata (OpenSea's metadata standard). */
export const NUMERIC_DISPLAY_TYPES = ['number', 'boost_number', 'boost_percentage', 'date']

/** Whether a row counts: a row with nothing typed is ignored rather than refused. */
export function isBlankRow(row: AttributeRow): boolean {
  return row.traitType.trim() === '' && row.value.trim() === '' && row.displayType.trim() === ''
}

/**
 * What is wrong with the token's fields; no key set means it can be posted.
 *
 * @example
 * getTokenFormErrors({ name: '', description: '', attributes: [] }).name // { key: 'Required' }
 */
export function getTokenFormErrors(form: TokenForm): TokenFormErrors {
  const errors: TokenFormErrors = { rows: {} }
  errors.name = lengthError(form.name, MAX_TOKEN_NAME_LENGTH, true)
  errors.description =
    form.description.length > MAX_TOKEN_DESCRIPTION_LENGTH
      ? tooLong(MAX_TOKEN_DESCRIPTION_LENGTH)
      : undefined
  const rows = form.attributes.filter((row) => !isBlankRow(row))
  if (rows.length > MAX_TOKEN_ATTRIBUTES) {
    errors.attributes = {
      key: CREATE_MESSAGES.tooManyAttributes,
      values: { max: String(MAX_TOKEN_ATTRIBUTES) },
    }
  }
  const seen = new Set<string>()
  for (const row of rows) {
    const traitType = row.traitType.trim()
    const rowErrors: AttributeRowErrors = {
      traitType:
        lengthError(row.traitType, MAX_TRAIT_TYPE_LENGTH, true) ??
        (seen.has(traitType.toLowerCase()) ? { key: CREATE_MESSAGES.duplicateTrait } : undefined),
      value:
        row.value.trim() === ''
          ? { key: CREATE_MESSAGES.valueRequired }
          : lengthError(row.value, MAX_TRAIT_VALUE_LENGTH, false),
      displayType: lengthError(row.displayType, MAX_DISPLAY_TYPE_LENGTH, false),
    }
    seen.add(traitType.toLowerCase())
    if (rowErrors.traitType || rowErrors.value || rowErrors.displayType) {
      errors.rows[row.id] = rowErrors
    }
  }
  return errors
}

export function hasTokenFormErrors(errors: TokenFormErrors): boolean {
  return (
    errors.name !== undefined ||
    errors.description !== undefined ||
    errors.attributes !== undefined ||
    Object.keys(errors.rows).length > 0
  )
}

/**
 * The rows as the API takes them: blank rows dropped, text trimmed, a number kept a number when
 * the display type is numeric.
 */
export function toTokenAttributes(rows: readonly AttributeRow[]): TokenAttribute[] {
  return rows
    .filter((row) => !isBlankRow(row))
    .map((row) => {
      const displayType = row.displayType.trim() === '' ? null : row.displayType.trim()
      const text = row.value.trim()
      const number = Number(text)
      const numeric =
        displayType !== null &&
        NUMERIC_DISPLAY_TYPES.includes(displayType) &&
        text !== '' &&
        Number.isFinite(number)
      return { traitType: row.traitType.trim(), value: numeric ? number : text, displayType }
    })
}

let rowCounter = 0

/** A fresh row id (keys and label ids of the editor). */
export function newAttributeRowId(): string {
  rowCounter += 1
  return `attribute-${rowCounter}`
}

export function emptyAttributeRow(): AttributeRow {
  return { id: newAttributeRowId(), traitType: '', value: '', displayType: '' }
}

/** Editor rows from stored attributes (a template). */
export function toAttributeRows(attributes: readonly TokenAttribute[]): AttributeRow[] {
  return attributes.map((attribute) => ({
    id: newAttributeRowId(),
    traitType: attribute.traitType,
    value: String(attribute.value),
    displayType: attribute.displayType ?? '',
  }))
}

export type ImageFile = { type: string; size: number }

/**
 * Refuses before uploading what the server would refuse (it sniffs the bytes, so a wrongly
 * named file can still come back 415 — its message is shown then).
 */
export function getImageFileError(
  file: ImageFile,
  maxBytes: number = DEFAULT_UPLOAD_MAX_BYTES,
): CreateMessage | undefined {
  if (file.size === 0) return { key: CREATE_MESSAGES.imageEmpty }
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { key: CREATE_MESSAGES.imageType }
  }
  if (file.size > maxBytes) {
    return {
      key: CREATE_MESSAGES.imageTooLarge,
      values: { max: String(Math.floor(maxBytes / (1024 * 1024))) },
    }
  }
  return undefined
}

/** Symbols are short tickers; the contract takes any string, the form keeps them tidy. */
export const MAX_COLLECTION_SYMBOL_LENGTH = 10
const SYMBOL_PATTERN = /^[A-Za-z0-9]+$/

/** The factory's MAX_CREATOR_FEE (10%) in basis points. */
export const MAX_CREATOR_FEE_BPS = NFT_FEE_DEFAULTS.maxCreatorFee

/**
 * A royalty typed in percent as basis points; undefined when it is not a number with at most
 * 2 decimals. Range is checked by `getCollectionFormErrors`.
 *
 * @example
 * parseRoyaltyPercent('2.5') // 250n
 */
export function parseRoyaltyPercent(text: string): bigint | undefined {
  const trimmed = text.trim()
  if (!/^\d{1,3}(\.\d{0,2})?$/.test(trimmed)) return undefined
  return parseUnits(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed, 2)
}

export type CollectionForm = { name: string; symbol: string; royalty: string; description: string }

export type CollectionFormErrors = {
  name?: CreateMessage | undefined
  symbol?: CreateMessage | undefined
  royalty?: CreateMessage | undefined
  description?: CreateMessage | undefined
}

/**
 * What stops a new collection; `nameUnique` is the API's answer for the name as typed (undefined
 * while it is being checked: no message, but the caller waits for it).
 */
export function getCollectionFormErrors(
  form: CollectionForm,
  nameUnique: boolean | undefined,
): CollectionFormErrors {
  const symbol = form.symbol.trim()
  const royalty = parseRoyaltyPercent(form.royalty)
  return {
    name:
      lengthError(form.name, MAX_COLLECTION_NAME_LENGTH, true) ??
      (nameUnique === false ? { key: CREATE_MESSAGES.nameTaken } : undefined),
    symbol:
      symbol === ''
        ? { key: CREATE_MESSAGES.required }
        : !SYMBOL_PATTERN.test(symbol) || symbol.length > MAX_COLLECTION_SYMBOL_LENGTH
          ? {
              key: CREATE_MESSAGES.symbolFormat,
              values: { max: String(MAX_COLLECTION_SYMBOL_LENGTH) },
            }
          : undefined,
    royalty:
      form.royalty.trim() === ''
        ? { key: CREATE_MESSAGES.required }
        : royalty === undefined
          ? { key: CREATE_MESSAGES.royaltyFormat }
          : royalty > MAX_CREATOR_FEE_BPS
            ? {
                key: CREATE_MESSAGES.royaltyRange,
                values: { max: String(Number(MAX_CREATOR_FEE_BPS) / 100) },
              }
            : undefined,
    description:
      form.description.trim().length > MAX_COLLECTION_DESCRIPTION_LENGTH
        ? tooLong(MAX_COLLECTION_DESCRIPTION_LENGTH)
        : undefined,
  }
}

export function hasCollectionFormErrors(errors: CollectionFormErrors): boolean {
  return Object.values(errors).some((error) => error !== undefined)
}

/**
 * A BNB price as typed into wei; undefined unless a positive number with at most 18 decimals.
 *
 * @example
 * parseBnbPrice('1.5') // 1500000000000000000n
 */
export function parseBnbPrice(text: string): bigint | undefined {
  const trimmed = text.trim()
  if (!/^\d+(\.\d{0,18})?$/.test(trimmed) && !/^\.\d{1,18}$/.test(trimmed)) return undefined
  const normalized = trimmed.startsWith('.') ? `0${trimmed}` : trimmed.replace(/\.$/, '')
  const wei = parseUnits(normalized, 18)
  return wei > 0n ? wei : undefined
}

export type PriceLimits = { minimum: bigint; maximum: bigint }

/** The market's ask limits apply to lazy orders too (the server checks them). */
export function getPriceError(
  text: string,
  limits: PriceLimits,
  format: (wei: bigint) => string,
): CreateMessage | undefined {
  if (text.trim() === '') return undefined
  const price = parseBnbPrice(text)
  if (price === undefined) return { key: CREATE_MESSAGES.priceFormat }
  if (price < limits.minimum || price > limits.maximum) {
    return {
      key: CREATE_MESSAGES.priceRange,
      values: { min: format(limits.minimum), max: format(limits.maximum) },
    }
  }
  return undefined
}

export type SaleProceeds = NftFeeBreakdown & {
  /** What the creator gets: the net price plus the royalty, which the collection pays its creator. */
  receive: bigint
}

/**
 * How a lazy sale's price splits: the creator sells and is the royalty's payee, so it gets the
 * net price and the creator fee.
 */
export function getSaleProceeds(price: bigint, rates: NftFeeRates): SaleProceeds {
  const parts = calculateNftFees(price, rates)
  return { ...parts, receive: parts.netPrice + parts.creatorFee }
}

/** Expiry choices of a lazy order, in days; the default first. */
export const ORDER_EXPIRY_DAYS = [30, 7, 1, 90] as const

/** Unix seconds `days` after `nowMs`. */
export function getOrderExpiry(days: number, nowMs: number): bigint {
  return BigInt(Math.floor(nowMs / 1000) + days * 24 * 60 * 60)
}
