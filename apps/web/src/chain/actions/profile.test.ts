import { decodeFunctionData, encodeFunctionData } from 'viem'
import { describe, expect, test } from 'vitest'
import { createProfile } from './profile'

const PROFILE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const COLLECTION = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('createProfile', () => {
  test('the team as uint256, then the picture token', () => {
    const call = createProfile({
      profile: PROFILE,
      teamId: 2,
      nft: { collection: COLLECTION, tokenId: 7n },
    })
    const decoded = decodeFunctionData({ abi: call.abi, data: encodeFunctionData(call) })
    expect(decoded.functionName).toBe('createProfile')
    expect(decoded.args).toEqual([2n, COLLECTION, 7n])
  })
})
