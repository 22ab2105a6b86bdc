import { ghostProfileAbi, ghostTradingCompetitionAbi } from '@ghost/contracts'
import { type Abi, decodeFunctionData, encodeFunctionData, type Hex } from 'viem'
import { expect, test } from 'vitest'
import {
  claimCompetitionPrize,
  readCompetition,
  readCompetitionClaimed,
  readCompetitionTeam,
  readCompetitionTierPrizes,
  readProfile,
  readProfileRegistered,
  registerForCompetition,
} from './competition'

const COMPETITION = '0x9000000000000000000000000000000000000009'
const PROFILE = '0x8000000000000000000000000000000000000008'
const USER = '0x2000000000000000000000000000000000000002'
const PROOF: Hex[] = [`0x${'11'.repeat(32)}`, `0x${'22'.repeat(32)}`]

test('register sends the competition id; a claim the id, the tier and the proof, as the contract takes them', () => {
  const register = registerForCompetition({ competition: COMPETITION, id: 3n })
  expect(register.address).toBe(COMPETITION)
  expect(
    decodeFunctionData({ abi: ghostTradingCompetitionAbi, data: encodeFunctionData(register) }),
  ).toEqual({ functionName: 'register', args: [3n] })
  const claim = claimCompetitionPrize({ competition: COMPETITION, id: 0n, tier: 5, proof: PROOF })
  expect(
    decodeFunctionData({ abi: ghostTradingCompetitionAbi, data: encodeFunctionData(claim) }),
  ).toEqual({ functionName: 'claim', args: [0n, 5, PROOF] })
})

test('the reads carry the competition and the wallet in the contract’s order', () => {
  for (const [read, functionName, args] of [
    [readCompetition({ competition: COMPETITION, id: 1n }), 'getCompetition', [1n]],
    [readCompetitionTierPrizes({ competition: COMPETITION, id: 1n }), 'getTierPrizes', [1n]],
    [
      readCompetitionTeam({ competition: COMPETITION, id: 2n, user: USER }),
      'registeredTeam',
      [2n, USER],
    ],
    [
      readCompetitionClaimed({ competition: COMPETITION, id: 2n, user: USER }),
      'hasClaimed',
      [2n, USER],
    ],
  ] as const) {
    expect(read.address).toBe(COMPETITION)
    expect(
      decodeFunctionData({ abi: ghostTradingCompetitionAbi, data: encodeFunctionData(read) }),
    ).toEqual({ functionName, args })
  }
  for (const [read, functionName] of [
    [readProfileRegistered({ profile: PROFILE, user: USER }), 'hasRegistered'],
    [readProfile({ profile: PROFILE, user: USER }), 'getUserProfile'],
  ] as const) {
    expect(read.address).toBe(PROFILE)
    expect(decodeFunctionData({ abi: ghostProfileAbi, data: encodeFunctionData(read) })).toEqual({
      functionName,
      args: [USER],
    })
  }
})

test('the interfaces the screen calls agree with the contracts: same inputs, same output types', () => {
  const used = [
    [
      registerForCompetition({ competition: COMPETITION, id: 0n }).abi,
      ghostTradingCompetitionAbi,
      ['register', 'claim', 'getCompetition', 'getTierPrizes', 'registeredTeam', 'hasClaimed'],
    ],
    [
      readProfile({ profile: PROFILE, user: USER }).abi,
      ghostProfileAbi,
      ['hasRegistered', 'getUserProfile'],
    ],
  ] as const
  // parameter names may differ between an interface and its contract; the encoding never does
  const unnamed = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value, (key, entry) => (key === 'name' ? undefined : entry)))
  const shape = (abi: Abi, name: string) => {
    const item = abi.find((entry) => entry.type === 'function' && entry.name === name)
    if (item?.type !== 'function') throw new Error(`no function ${name}`)
    return {
      name: item.name,
      inputs: unnamed(item.inputs),
      outputs: unnamed(item.outputs),
      stateMutability: item.stateMutability,
    }
  }
  for (const [slice, generated, names] of used) {
    for (const name of names) expect(shape(slice, name)).toEqual(shape(generated, name))
  }
})
