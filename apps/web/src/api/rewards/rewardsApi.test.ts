import { describe, expect, test } from 'vitest'
import { DecodeError } from '../decode'
import { decodeRewardEvents, decodeRewardProgrammes } from './rewardsApi'

const PROGRAMME = {
  kind: 'sharePot',
  address: '0x00000000000000000000000000000000000000B1',
  name: 'Shapes pot',
  admin: '0x00000000000000000000000000000000000000a1',
  collection: '0x00000000000000000000000000000000000000c1',
  totalLevel: '7',
  totalDeposited: '1000000000000000000',
  totalHarvested: '0',
  holders: 3,
}
const DEPOSIT = {
  kind: 'deposit',
  programme: '0x00000000000000000000000000000000000000b1',
  programmeKind: 'ghostPot',
  user: '0x00000000000000000000000000000000000000d1',
  amount: '25000000000000000',
  previousLevel: null,
  newLevel: null,
  totalLevel: '7',
  inWBNB: null,
  blockNumber: 120,
  timestamp: 1_700_000_000,
  transactionHash: `0x${'ab'.repeat(32)}`,
  logIndex: 2,
}

describe('reward API decoders', () => {
  test('programmes: addresses lowercased, wei kept as text', () => {
    const [programme] = decodeRewardProgrammes({ data: [PROGRAMME] }, '')
    expect(programme?.address).toBe('0x00000000000000000000000000000000000000b1')
    expect(programme?.totalDeposited).toBe('1000000000000000000')
    expect(
      decodeRewardProgrammes({ data: [{ ...PROGRAMME, collection: null }] }, '')[0]?.collection,
    ).toBeNull()
  })

  test('events decode every kind; an unknown kind or a negative amount is refused', () => {
    expect(decodeRewardEvents({ data: [DEPOSIT] }, '')).toHaveLength(1)
    expect(() => decodeRewardEvents({ data: [{ ...DEPOSIT, kind: 'steal' }] }, '')).toThrow(
      DecodeError,
    )
    expect(() => decodeRewardEvents({ data: [{ ...DEPOSIT, amount: '-1' }] }, '')).toThrow(
      /data\[0\]\.amount/,
    )
    expect(() => decodeRewardEvents([DEPOSIT], '')).toThrow(DecodeError)
  })
})
