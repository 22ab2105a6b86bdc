import { type Address, erc20Abi, hexToString, type PublicClient } from 'viem'

export type TokenMetadata = { symbol: string; name: string; decimals: number; totalSupply: bigint }

/** Old tokens (MKR, SAI…) answer symbol() and name() with a bytes32 rather than a string. */
const bytes32MetadataAbi = [
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'bytes32' }],
  },
] as const

export type TokenMetadataReader = (token: Address) => Promise<TokenMetadata | undefined>

/**
 * Reads a token's symbol, name, decimals and total supply in one multicall, once per token for
 * the reader's life (a re-read range or a reorg asks again; the token has not changed). Tolerates
 * tokens without name or symbol ('unknown') and with bytes32 ones; a token without decimals()
 * gives undefined, as the subgraphs skip such a pair: no amount of it could be priced.
 */
export function createTokenMetadataReader(parameters: {
  client: PublicClient
  multicallAddress: Address
}): TokenMetadataReader {
  const { client, multicallAddress } = parameters
  const cache = new Map<Address, Promise<TokenMetadata | undefined>>()

  async function read(address: Address): Promise<TokenMetadata | undefined> {
    const contract = { address, abi: erc20Abi } as const
    const [symbol, name, decimals, totalSupply] = await client.multicall({
      multicallAddress,
      allowFailure: true,
      contracts: [
        { ...contract, functionName: 'symbol' },
        { ...contract, functionName: 'name' },
        { ...contract, functionName: 'decimals' },
        { ...contract, functionName: 'totalSupply' },
      ],
    })
    if (decimals.status !== 'success') return undefined
    let symbolText = symbol.status === 'success' ? symbol.result : undefined
    let nameText = name.status === 'success' ? name.result : undefined
    if (symbolText === undefined || nameText === undefined) {
      const bytes32 = { address, abi: bytes32MetadataAbi } as const
      const [symbol32, name32] = await client.multicall({
        multicallAddress,
        allowFailure: true,
        contracts: [
          { ...bytes32, functionName: 'symbol' },
          { ...bytes32, functionName: 'name' },
        ],
      })
      if (symbolText === undefined && symbol32.status === 'success')
        symbolText = hexToString(symbol32.result, { size: 32 })
      if (nameText === undefined && name32.status === 'success')
        nameText = hexToString(name32.result, { size: 32 })
    }
    return {
      symbol: clean(symbolText) || 'unknown',
      name: clean(nameText) || 'unknown',
      decimals: decimals.result,
      totalSupply: totalSupply.status === 'success' ? totalSupply.result : 0n,
    }
  }

  return (token) => {
    const address = token.toLowerCase() as Address
    let pending = cache.get(address)
    if (!pending) {
      pending = read(address)
      // A failed RPC is not an answer about the token: forget it so the next try asks again.
      pending.catch(() => cache.delete(address))
      cache.set(address, pending)
    }
    return pending
  }
}

/** Drops the NUL padding of bytes32 strings and control characters a hostile token may return. */
function clean(text: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return (text ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
}
