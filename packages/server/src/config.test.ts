import { join } from 'node:path'
import { devAccount } from '@ghost/contracts/anvil'
import { describe, expect, test } from 'vitest'
import { defaultVotingAdmins, loadConfig, REPO_ROOT, rpcUrlsOf } from './config'
import { InvalidConfigError } from './errors'

describe('loadConfig', () => {
  test('defaults serve the local chain on loopback with PGlite under the repo root', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: join(REPO_ROOT, '.data/pglite') },
      rpcUrl: 'http://127.0.0.1:8545',
      rpcFallbackUrls: [],
      chainId: 1337,
      manifestPath: join(REPO_ROOT, 'deployments/1337.json'),
      corsOrigins: 'loopback',
      logLevel: 'warn',
      indexer: 'on',
      filesDir: join(REPO_ROOT, '.data/ipfs'),
      writeRateLimit: 120,
      signInRateLimit: 30,
      uploadMaxBytes: 10 * 1024 * 1024,
      trustProxy: false,
      votingMinProposalPower: 10n * 10n ** 18n,
      // the local world's deployer, dev account 0
      votingAdmins: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
    })
  })

  test('every variable is read; empty ones count as unset; relative paths start at the repo root', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '::1',
      DATA_DIR: '',
      DATABASE_URL: 'postgresql://ghost:secret@db.internal:5432/ghost',
      RPC_URL: 'https://bsc.example/rpc',
      CHAIN_ID: '97',
      MANIFEST_PATH: '/etc/ghost/97.json',
      CORS_ORIGINS: 'https://ghost.example, http://localhost:5173/',
      LOG_LEVEL: 'info',
      GRAPHQL_RATE_LIMIT: '0',
      INDEXER: 'off',
      FILES_DIR: '/srv/ghost/files',
      WRITE_RATE_LIMIT: '0',
      SIGN_IN_RATE_LIMIT: '5',
      UPLOAD_MAX_BYTES: '2048',
      TRUST_PROXY: 'true',
      READY_MAX_BLOCK_LAG: '20',
      VOTING_MIN_PROPOSAL_POWER: '2500000000000000000',
      VOTING_ADMINS: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    expect(config).toEqual({
      port: 0,
      host: '::1',
      database: { kind: 'postgres', url: 'postgresql://ghost:secret@db.internal:5432/ghost' },
      rpcUrl: 'https://bsc.example/rpc',
      rpcFallbackUrls: [],
      chainId: 97,
      manifestPath: '/etc/ghost/97.json',
      corsOrigins: ['https://ghost.example', 'http://localhost:5173'],
      logLevel: 'info',
      graphqlRateLimit: 0,
      indexer: 'off',
      filesDir: '/srv/ghost/files',
      writeRateLimit: 0,
      signInRateLimit: 5,
      uploadMaxBytes: 2048,
      trustProxy: true,
      readyMaxBlockLag: 20,
      votingMinProposalPower: 2_500_000_000_000_000_000n,
      votingAdmins: ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'],
    })
    expect(loadConfig({ DATA_DIR: 'tmp/db' }).database).toEqual({
      kind: 'pglite',
      dataDir: join(REPO_ROOT, 'tmp/db'),
    })
  })

  test('RPC_URLS: the primary first, then the fallbacks; it wins over RPC_URL', () => {
    const config = loadConfig({
      RPC_URL: 'http://127.0.0.1:8545',
      RPC_URLS: 'https://bsc-dataseed.example , wss://bsc-ws.example,https://bsc.example/rpc',
    })
    expect([config.rpcUrl, config.rpcFallbackUrls]).toEqual([
      'https://bsc-dataseed.example',
      ['wss://bsc-ws.example', 'https://bsc.example/rpc'],
    ])
    expect(rpcUrlsOf(config)).toEqual([
      'https://bsc-dataseed.example',
      'wss://bsc-ws.example',
      'https://bsc.example/rpc',
    ])
    expect(() => loadConfig({ RPC_URLS: 'https://bsc.example,ftp://nope' })).toThrow(
      'RPC_URLS.1: must be an http(s) or ws(s) URL',
    )
  })

  test('FILES_DIR defaults to an ipfs folder beside DATA_DIR, with or without PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: '/var/ghost/pglite' }).filesDir).toBe('/var/ghost/ipfs')
    expect(loadConfig({ DATA_DIR: 'tmp/db/' }).filesDir).toBe(join(REPO_ROOT, 'tmp/ipfs'))
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/ghost', DATA_DIR: '/var/ghost/pglite' })
        .filesDir,
    ).toBe('/var/ghost/ipfs')
    expect(loadConfig({ FILES_DIR: 'tmp/files' }).filesDir).toBe(join(REPO_ROOT, 'tmp/files'))
  })

  test('TRUST_PROXY: off by default; true, false, or the proxies as addresses, CIDR ranges or names', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,fd00::/8, ::1, loopback' }).trustProxy,
    ).toEqual(['10.0.0.5', '192.168.0.0/16', 'fd00::/8', '::1', 'loopback'])
    const message = (value: string) => {
      try {
        loadConfig({ TRUST_PROXY: value })
      } catch (caught) {
        expect(caught).toBeInstanceOf(InvalidConfigError)
        return (caught as Error).message
      }
      throw new Error(`TRUST_PROXY=${value} was accepted`)
    }
    expect(message('2')).toMatchInlineSnapshot(`
      "Invalid server configuration.
      - TRUST_PROXY: a hop count is not supported; give true, false or the proxies' addresses"
    `)
    expect(message('yes, 10.0.0.0/33, 10.0.0.1,,fd00::/129, 1.2.3.4/8/1')).toMatchInlineSnapshot(`
      "Invalid server configuration.
      - TRUST_PROXY: 'yes', '10.0.0.0/33', '', 'fd00::/129', '1.2.3.4/8/1': must be true, false, or comma-separated IP addresses, CIDR ranges or loopback/linklocal/uniquelocal"
    `)
    expect(message('TRUE')).toContain("'TRUE'")
  })

  test('voting: the minimum power in wei; the admins, lowercase, by default the local deployer only on 1337', () => {
    expect(loadConfig({ VOTING_MIN_PROPOSAL_POWER: '0' }).votingMinProposalPower).toBe(0n)
    expect(
      loadConfig({ VOTING_MIN_PROPOSAL_POWER: (2n ** 256n - 1n).toString() })
        .votingMinProposalPower,
    ).toBe(2n ** 256n - 1n)
    expect(defaultVotingAdmins(1337)).toEqual([devAccount(0).address.toLowerCase()])
    for (const chainId of ['56', '97']) {
      expect(loadConfig({ CHAIN_ID: chainId }).votingAdmins).toEqual([])
    }
    expect(
      loadConfig({
        CHAIN_ID: '56',
        VOTING_ADMINS:
          ' 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC,0x70997970c51812dc3a010c7d01b50e0d17dc79c8 , 0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
      }).votingAdmins,
    ).toEqual([
      '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    ])
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env)
      } catch (caught) {
        expect(caught).toBeInstanceOf(InvalidConfigError)
        return (caught as Error).message
      }
      throw new Error(`${JSON.stringify(env)} was accepted`)
    }
    expect(
      message({
        VOTING_MIN_PROPOSAL_POWER: '10 CAKE',
        VOTING_ADMINS: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc,alice,,0x12',
      }),
    ).toMatchInlineSnapshot(`
      "Invalid server configuration.
      - VOTING_MIN_PROPOSAL_POWER: must be a whole number of wei (decimal digits)
      - VOTING_ADMINS: 'alice', '', '0x12': must be comma-separated addresses (0x and 40 hex digits)"
    `)
    expect(message({ VOTING_MIN_PROPOSAL_POWER: (2n ** 256n).toString() })).toMatchInlineSnapshot(`
      "Invalid server configuration.
      - VOTING_MIN_PROPOSAL_POWER: must fit in uint256"
    `)
  })

  test('bad values are all listed in one InvalidConfigError', () => {
    const error = (() => {
      try {
        loadConfig({
          PORT: '80a',
          DATABASE_URL: 'mysql://x',
          RPC_URL: 'ftp://node',
          CHAIN_ID: '1',
          CORS_ORIGINS: 'localhost:5173',
          LOG_LEVEL: 'loud',
          INDEXER: 'maybe',
          UPLOAD_MAX_BYTES: '12',
        })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InvalidConfigError)
    expect((error as Error).message).toMatchInlineSnapshot(`
      "Invalid server configuration.
      - PORT: must be a whole number
      - DATABASE_URL: must start with postgres:// or postgresql://
      - RPC_URL: must be an http(s) or ws(s) URL
      - CHAIN_ID: must be one of 56, 97, 1337
      - CORS_ORIGINS: 'localhost:5173' is not an http(s) origin
      - LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent
      - INDEXER: must be on or off
      - UPLOAD_MAX_BYTES: must be at least 1024"
    `)
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT: must be at most 65535')
  })
})
