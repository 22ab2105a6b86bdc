import { ghostFactoryAbi, ghostMigratorAbi, ghostPairAbi, masterChefAbi } from '@ghost/contracts'
import { type Abi, decodeFunctionData, encodeFunctionData, type Hex } from 'viem'
import { expect, test } from 'vitest'
import {
  migrateLp,
  readChefPool,
  readChefPoolLength,
  readChefStake,
  readFactoryFeeTo,
  readFactoryPair,
  readFactoryPairAt,
  readFactoryPairCount,
  readPairBalance,
  readPairNonce,
  readPairValue,
} from './migration'

const MIGRATOR = '0x9000000000000000000000000000000000000009'
const FACTORY = '0x8000000000000000000000000000000000000008'
const PAIR = '0x7000000000000000000000000000000000000007'
const CHEF = '0x6000000000000000000000000000000000000006'
const A = '0x1000000000000000000000000000000000000001'
const B = '0x3000000000000000000000000000000000000003'
const USER = '0x2000000000000000000000000000000000000002'
const R: Hex = `0x${'11'.repeat(32)}`
const S: Hex = `0x${'22'.repeat(32)}`

// decoded with the deployed contracts' own ABIs, so a builder that drifts from them fails here
const decode = (abi: Abi, call: Parameters<typeof encodeFunctionData>[0]) =>
  decodeFunctionData({ abi, data: encodeFunctionData(call) })

test('migrate without a permit passes the deadline; with one, the permit’s deadline, no max approval and its signature', () => {
  const base = {
    migrator: MIGRATOR,
    tokenA: A,
    tokenB: B,
    liquidity: 1000n,
    amountAMin: 10n,
    amountBMin: 20n,
    to: USER,
    deadline: 500n,
  } as const
  const plain = migrateLp(base)
  expect(plain.address).toBe(MIGRATOR)
  expect(decode(ghostMigratorAbi, plain)).toEqual({
    functionName: 'migrate',
    args: [A, B, 1000n, 10n, 20n, USER, 500n],
  })
  const signed = migrateLp({ ...base, permit: { v: 27, r: R, s: S, deadline: 777n } })
  expect(decode(ghostMigratorAbi, signed)).toEqual({
    functionName: 'migrateWithPermit',
    args: [A, B, 1000n, 10n, 20n, USER, 777n, false, 27, R, S],
  })
})

test('the reads name the contract and carry their arguments in the contracts’ order', () => {
  for (const [abi, read, address, functionName, args] of [
    [ghostFactoryAbi, readFactoryPairCount({ factory: FACTORY }), FACTORY, 'allPairsLength'],
    [
      ghostFactoryAbi,
      readFactoryPairAt({ factory: FACTORY, index: 3n }),
      FACTORY,
      'allPairs',
      [3n],
    ],
    [
      ghostFactoryAbi,
      readFactoryPair({ factory: FACTORY, tokenA: A, tokenB: B }),
      FACTORY,
      'getPair',
      [A, B],
    ],
    [ghostFactoryAbi, readFactoryFeeTo({ factory: FACTORY }), FACTORY, 'feeTo'],
    [ghostPairAbi, readPairValue({ pair: PAIR, name: 'getReserves' }), PAIR, 'getReserves'],
    [ghostPairAbi, readPairValue({ pair: PAIR, name: 'kLast' }), PAIR, 'kLast'],
    [ghostPairAbi, readPairBalance({ pair: PAIR, account: USER }), PAIR, 'balanceOf', [USER]],
    [ghostPairAbi, readPairNonce({ pair: PAIR, owner: USER }), PAIR, 'nonces', [USER]],
    [masterChefAbi, readChefPoolLength({ masterChef: CHEF }), CHEF, 'poolLength'],
    [masterChefAbi, readChefPool({ masterChef: CHEF, pid: 2n }), CHEF, 'poolInfo', [2n]],
    [
      masterChefAbi,
      readChefStake({ masterChef: CHEF, pid: 0n, account: USER }),
      CHEF,
      'userInfo',
      [0n, USER],
    ],
  ] as const) {
    expect(read.address).toBe(address)
    expect(decode(abi, read)).toEqual(args ? { functionName, args } : { functionName })
  }
})
