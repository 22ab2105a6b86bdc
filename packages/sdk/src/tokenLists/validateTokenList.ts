import schema from '@uniswap/token-lists/src/tokenlist.schema.json' with { type: 'json' }
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { TokenListValidationError } from '../errors/tokenLists'
import type { TokenList } from './types'

export type ValidateTokenListErrorType = TokenListValidationError

let validator: ValidateFunction | undefined

function getValidator(): ValidateFunction {
  if (!validator) {
    // compiled on first use: most sessions never import a list
    const ajv = new Ajv({ allErrors: true })
    addFormats(ajv)
    validator = ajv.compile(schema)
  }
  return validator
}

/**
 * Checks fetched JSON against the published Uniswap token-list schema; throws
 * 'Token list failed validation: …' listing every problem (spec §5).
 *
 * @example
 * const list = validateTokenList(await response.json())
 */
export function validateTokenList(json: unknown): TokenList {
  const validate = getValidator()
  if (validate(json)) return json as TokenList
  const errors =
    validate.errors
      ?.map((error) => `${error.instancePath} ${error.message ?? ''}`.trim())
      .join('; ') || 'unknown error'
  throw new TokenListValidationError({ errors })
}
