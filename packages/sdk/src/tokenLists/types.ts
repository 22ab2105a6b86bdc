/** Token-list version (https://uniswap.org/tokenlist.schema.json). */
export type TokenListVersion = {
  readonly major: number
  readonly minor: number
  readonly patch: number
}

export type TokenInfo = {
  readonly chainId: number
  readonly address: string
  readonly name: string
  readonly decimals: number
  readonly symbol: string
  readonly logoURI?: string
  readonly tags?: readonly string[]
  readonly extensions?: Readonly<Record<string, unknown>>
}

export type TokenList = {
  readonly name: string
  readonly timestamp: string
  readonly version: TokenListVersion
  readonly tokens: readonly TokenInfo[]
  readonly keywords?: readonly string[]
  readonly tags?: Readonly<Record<string, { readonly name: string; readonly description: string }>>
  readonly logoURI?: string
}
