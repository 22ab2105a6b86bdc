import { describe, expect, test } from 'vitest'
import { isValidListLocation } from './isValidListLocation'
import { parseEnsAddress } from './parseEnsAddress'
import { uriToHttp } from './uriToHttp'

describe('isValidListLocation', () => {
  test('https, http, ipfs, ipns or an ENS name', () => {
    expect(uriToHttp('https://tokens.ghost.finance/list.json')).toEqual([
      'https://tokens.ghost.finance/list.json',
    ])
    // the scheme the user typed is kept: an http-only host must not be asked over https
    expect(uriToHttp('http://tokens.ghost.finance/list.json')).toEqual([
      'http://tokens.ghost.finance/list.json',
    ])
    // without a scheme, https first, then http (Uniswap's habit for bare hosts)
    expect(uriToHttp('tokens.ghost.finance/list.json')).toEqual([
      'https://tokens.ghost.finance/list.json',
      'http://tokens.ghost.finance/list.json',
    ])
    expect(uriToHttp('127.0.0.1:8080/list.json')).toEqual([
      'https://127.0.0.1:8080/list.json',
      'http://127.0.0.1:8080/list.json',
    ])
    expect(uriToHttp('ghost.eth/list.json')).toEqual([])
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
