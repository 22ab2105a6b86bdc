import { describe, expect, test } from 'vitest'
import { isValidListLocation } from './isValidListLocation'
import { parseEnsAddress } from './parseEnsAddress'
import { uriToHttp } from './uriToHttp'

describe('isValidListLocation', () => {
  test('https, http, ipfs, ipns or an ENS name', () => {
    expect(uriToHttp('https://tokens.ghost.finance/list.json')).toEqual([
      'https://tokens.ghost.finance/list.json',
    ])
    expect(uriToHttp('http://tokens.ghost.finance/list.json')).toEqual([
      'https://tokens.ghost.finance/list.json',
      'http://tokens.ghost.finance/list.json',
    ])
    expect(uriToHttp('ipfs://QmHash')).toEqual([
      'https://ipfs.io/ipfs/QmHash/',
      'https://dweb.link/ipfs/QmHash/',
    ])
    expect(uriToHttp('ipns:app.ghost.eth')).toEqual([
      'https://ipfs.io/ipns/app.ghost.eth/',
      'https://dweb.link/ipns/app.ghost.eth/',
    ])
    expect(uriToHttp('ftp://x')).toEqual([])
    expect(parseEnsAddress('Tokens.Ghost.eth/list.json')).toEqual({
      ensName: 'tokens.ghost.eth',
      ensPath: '/list.json',
    })
    expect(parseEnsAddress('ghost.eth')).toEqual({ ensName: 'ghost.eth', ensPath: undefined })
    expect(parseEnsAddress('ghost.com')).toBeUndefined()
    expect(
      ['tokens.ghost.eth', 'https://x.org/l.json', 'ipfs://Qm'].map(isValidListLocation),
    ).toEqual([true, true, true])
    expect(['ghost', 'ftp://x.org/l.json', '', 'ipfs://'].map(isValidListLocation)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
