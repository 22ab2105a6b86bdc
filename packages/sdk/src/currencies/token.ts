import { type Address, getAddress, isAddress } from 'viem'
import { InvalidAddressError } from '../errors/address'
import { ChainMismatchError, InvalidDecimalsError, SameTokenError } from '../errors/amounts'
import type { Currency } from './currency'

export type TokenParameters = {
  chainId: number
  /** Any-case hex address; stored checksummed. */
  address: string
  /** Spec §9: token decimals default to 18. */
  decimals?: number | undefined
  symbol?: string | undefined
  name?: string | undefined
  projectLink?: string | undefined
}

export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals >= 255) {
    throw new InvalidDecimalsError({ decimals })
  }
}

/**
 * An ERC-20 (BEP-20) token. Two tokens are equal when chain id and address match.
 *
 * @example
 * const usdt = new Token({ chainId: 56, address: '0x55d398326f99059ff775485246999027b3197955', symbol: 'USDT' })
 * usdt.decimals // 18
 */
export class Token {
  readonly isNative = false as const
  readonly isToken = true as const
  readonly chainId: number
  readonly address: Address
  readonly decimals: number
  readonly symbol: string | undefined
  readonly name: string | undefined
  readonly projectLink: string | undefined

  constructor({ chainId, address, decimals = 18, symbol, name, projectLink }: TokenParameters) {
    assertDecimals(decimals)
    if (!isAddress(address, { strict: false })) throw new InvalidAddressError({ address })
    this.chainId = chainId
    this.address = getAddress(address)
    this.decimals = decimals
    this.symbol = symbol
    this.name = name
    this.projectLink = projectLink
  }

  /** Same chain and same address. */
  equals(other: Currency): boolean {
    return other.isToken && this.chainId === other.chainId && this.address === other.address
  }

  /** Whether this token is `token0` of a pair with `other` (lower address first). */
  sortsBefore(other: Token): boolean {
    if (this.chainId !== other.chainId) {
      throw new ChainMismatchError({ chainIds: [this.chainId, other.chainId] })
    }
    if (this.address === other.address) throw new SameTokenError({ address: this.address })
    return this.address.toLowerCase() < other.address.toLowerCase()
  }

  /** A token wraps to itself. */
  get wrapped(): Token {
    return this
  }
}
