import { expect, test } from 'vitest'
import {
  ALICE,
  apiTeam,
  apiTeamMember,
  BOB,
  CAROL,
  teamDetail,
} from '../../../api/teams/test/fixtures'
import { loadedMembers, memberName, memberProfilePath, parseTeamId } from './teamRules'

test.each([
  ['1', 1],
  ['42', 42],
  ['4294967295', 4_294_967_295],
  ['0', undefined],
  ['01', undefined],
  ['-1', undefined],
  ['1.5', undefined],
  ['1e3', undefined],
  [' 1', undefined],
  ['abc', undefined],
  ['', undefined],
  ['4294967296', undefined],
  ['12345678901', undefined],
  [undefined, undefined],
])('the link id %j names team %j', (param, id) => {
  expect(parseTeamId(param)).toBe(id)
})

test('a member is named by username, else by the checksummed address shortened', () => {
  const account = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
  expect(memberName({ account, username: 'ghost' })).toBe('ghost')
  expect(memberName({ account, username: null })).toBe('0xf3...2266')
  expect(memberName({ account, username: '' })).toBe('0xf3...2266')
  expect(memberProfilePath('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266')).toBe(
    `/nfts/profile/${account}`,
  )
})

test('the members of several pages, in order, a member repeated by a later page shown once', () => {
  const team = apiTeam()
  const pages = [
    teamDetail(team, [apiTeamMember(ALICE, { points: '9' }), apiTeamMember(BOB)], 'p2'),
    teamDetail(team, [apiTeamMember(BOB, { points: '1' }), apiTeamMember(CAROL)]),
  ]
  expect(loadedMembers(pages).map((member) => [member.account, member.points])).toEqual([
    [ALICE, '9'],
    [BOB, '0'],
    [CAROL, '0'],
  ])
  expect(loadedMembers([])).toEqual([])
})
