import { MANIFEST_CONTRACTS, MANIFEST_TOKENS } from '@ghost/contracts/manifest'
import { zeroAddress } from 'viem'
import { expect, test } from 'vitest'
import { InvalidConfigError, parseRuntimeConfig, rpcUrlsOf } from './runtimeConfig'

const manifest = {
  chainId: 97,
  startBlock: 0,
  contracts: Object.fromEntries(MANIFEST_CONTRACTS.map((name) => [name, zeroAddress])),
  tokens: Object.fromEntries(MANIFEST_TOKENS.map((name) => [name, zeroAddress])),
}

const parse = (rpc: Record<string, unknown>) =>
  parseRuntimeConfig({ chainId: 97, apiUrl: 'https://api.example', manifest, ...rpc })

test('rpcUrl alone is the one node', () => {
  const config = parse({ rpcUrl: 'https://rpc.example' })
  expect(config.rpcUrl).toBe('https://rpc.example')
  expect(rpcUrlsOf(config)).toEqual(['https://rpc.example'])
})

test('rpcUrls lists the nodes in order; rpcUrl, when given too, comes first, once', () => {
  expect(rpcUrlsOf(parse({ rpcUrls: ['https://a.example', 'https://b.example'] }))).toEqual([
    'https://a.example',
    'https://b.example',
  ])
  const both = parse({
    rpcUrl: 'https://b.example',
    rpcUrls: ['https://a.example', 'https://b.example'],
  })
  expect(both.rpcUrl).toBe('https://b.example')
  expect(rpcUrlsOf(both)).toEqual(['https://b.example', 'https://a.example'])
})

test('a config built without rpcUrls (tests, older code) reads from its rpcUrl', () => {
  expect(rpcUrlsOf({ rpcUrl: 'http://127.0.0.1:8545' })).toEqual(['http://127.0.0.1:8545'])
})

test.each([
  [{}, "'rpcUrl' or 'rpcUrls'"],
  [{ rpcUrls: [] }, "'rpcUrl' or 'rpcUrls'"],
  [{ rpcUrls: 'https://a.example' }, "'rpcUrls' must be a list"],
  [{ rpcUrls: ['https://a.example', 42] }, "'rpcUrls' must be a list"],
  [{ rpcUrls: ['not a url'] }, "'rpcUrls' must be a list"],
  [{ rpcUrls: ['wss://a.example'] }, "'rpcUrls' must be a list"],
  [{ rpcUrl: 'ftp://a.example' }, "'rpcUrl' must be an http(s) URL"],
])('a malformed RPC setting is an InvalidConfigError naming it: %j', (rpc, message) => {
  expect(() => parse(rpc)).toThrow(InvalidConfigError)
  expect(() => parse(rpc)).toThrow(message)
})
