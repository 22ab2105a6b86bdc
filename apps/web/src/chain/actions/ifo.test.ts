import { ghostIFOAbi, ghostIFODeployerAbi, ghostProfileAbi } from '@ghost/contracts'
import { decodeFunctionData, encodeFunctionData } from 'viem'
import { expect, test } from 'vitest'
import {
  depositIfoPool,
  harvestIfoPool,
  ifoDeployerScreenAbi,
  ifoProfileAbi,
  ifoScreenAbi,
  readIfoAllocation,
  readIfoPool,
  readIfos,
  readIfoUserPool,
  readIfoUserProfile,
} from './ifo'

const IFO = '0x9000000000000000000000000000000000000009'
const USER = '0x2000000000000000000000000000000000000002'

test('a commit sends the amount and the pool as depositPool takes them; a harvest the pool', () => {
  const commit = depositIfoPool({ ifo: IFO, pid: 1, amount: 5n * 10n ** 18n })
  expect(commit.address).toBe(IFO)
  expect(decodeFunctionData({ abi: ghostIFOAbi, data: encodeFunctionData(commit) })).toEqual({
    functionName: 'depositPool',
    args: [5n * 10n ** 18n, 1],
  })
  const harvest = harvestIfoPool({ ifo: IFO, pid: 0 })
  expect(decodeFunctionData({ abi: ghostIFOAbi, data: encodeFunctionData(harvest) })).toEqual({
    functionName: 'harvestPool',
    args: [0],
  })
})

test('the reads carry the wallet and the pool in the contract’s order', () => {
  for (const [read, functionName, args] of [
    [readIfoPool({ ifo: IFO, pid: 1 }), 'viewPool', [1]],
    [readIfoUserPool({ ifo: IFO, user: USER, pid: 0 }), 'viewUserPool', [USER, 0]],
    [readIfoAllocation({ ifo: IFO, user: USER, pid: 1 }), 'viewAllocation', [USER, 1]],
  ] as const) {
    expect(read.address).toBe(IFO)
    expect(decodeFunctionData({ abi: ghostIFOAbi, data: encodeFunctionData(read) })).toEqual({
      functionName,
      args,
    })
  }
  const list = readIfos({ deployer: IFO })
  expect(decodeFunctionData({ abi: ghostIFODeployerAbi, data: encodeFunctionData(list) })).toEqual({
    functionName: 'getIfos',
    args: undefined,
  })
  const profile = readIfoUserProfile({ profile: IFO, user: USER })
  expect(decodeFunctionData({ abi: ghostProfileAbi, data: encodeFunctionData(profile) })).toEqual({
    functionName: 'getUserProfile',
    args: [USER],
  })
})

test('the screens’ sale, deployer and profile functions are the generated ABIs’, item for item', () => {
  const slices = [
    [ifoScreenAbi, ghostIFOAbi],
    [ifoDeployerScreenAbi, ghostIFODeployerAbi],
    [ifoProfileAbi, ghostProfileAbi],
  ] as const
  for (const [slice, generated] of slices) {
    for (const item of slice) {
      const entries: readonly { type: string; name?: string }[] = generated
      expect(
        entries.find((entry) => entry.type === 'function' && entry.name === item.name),
      ).toEqual(item)
    }
  }
  expect(ifoScreenAbi.map((item) => item.name)).toEqual([
    'campaignId',
    'depositPool',
    'endTimestamp',
    'feeBps',
    'hasClaimedPoints',
    'harvestPool',
    'lpToken',
    'numberPoints',
    'offeringToken',
    'startTimestamp',
    'thresholdPoints',
    'viewAllocation',
    'viewFeeTiers',
    'viewPool',
    'viewUserPool',
  ])
  expect(ifoDeployerScreenAbi.map((item) => item.name)).toEqual(['getIfos', 'lpToken', 'profile'])
  expect(ifoProfileAbi.map((item) => item.name)).toEqual(['getUserProfile', 'hasRegistered'])
})
