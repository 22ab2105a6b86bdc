// @vitest-environment jsdom
/**
 * The teams screens fed fixture JSON by a local HTTP server (the client, its decoding and the
 * query layer as in the app; only the answers are the test's): the cards with their points in
 * the user's number format, members and joinable badge, each a link to its team; a team's page
 * with its members paged by cursor, each linking to their profile; the way to join through
 * profile creation; and every unknown id, failed or malformed answer shown as a sentence or an
 * alert with Try again, never a crash.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { TEAM_MEMBERS_PAGE_SIZE } from '../../api/teams/teamsQueries'
import {
  ALICE,
  apiTeam,
  apiTeamMember,
  BOB,
  CAROL,
  teamDetail,
  teamList,
} from '../../api/teams/test/fixtures'
import type { PathAnswer } from '../../api/test/serveFixtureApi'
import { fixtureApiHooks } from '../../test/screenTestHooks'
import { renderTeams, teamsRuntimeConfig } from './test/renderTeams'

const answers = new Map<string, PathAnswer>()
const api = fixtureApiHooks(answers)

const LIST = '/v1/1337/teams'
const teamPath = (id: number, cursor?: string) =>
  `/v1/1337/teams/${id}?limit=${TEAM_MEMBERS_PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`

const render = (path: string, locale?: string) =>
  renderTeams(path, { config: teamsRuntimeConfig(api.url), locale })

const location = () => screen.getByRole('status', { name: 'Location' }).textContent

/** Each fact of a card or a team's header as 'label: value'. */
function facts(container: HTMLElement) {
  return Array.from(container.querySelectorAll('dt')).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  )
}

/** The cells of each body row (its header cell first), as a screen reader hears the table. */
function rows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent))
}

const SYRUP = apiTeam({ teamId: 1, name: 'Syrup Storm', points: '1234567', members: 1234 })
const CRUSHERS = apiTeam({
  teamId: 2,
  name: 'Cake Crushers',
  description: 'Closed since the first season.',
  points: '0',
  members: 0,
  joinable: false,
})

test('the cards: name, description, points and members in the user’s format, joinable or closed', async () => {
  answers.set(LIST, { json: teamList([SYRUP, CRUSHERS]) })
  render('/teams')
  const list = await screen.findByRole('list', { name: 'Teams' })
  const [syrup, crushers] = within(list).getAllByRole('article')
  if (!syrup || !crushers) throw new Error('two cards expected')
  expect(syrup.getAttribute('aria-labelledby')).toBeTruthy()
  expect(within(list).getByRole('article', { name: 'Syrup Storm' })).toBe(syrup)
  expect(within(syrup).getByText('The sweetest team.')).toBeTruthy()
  expect(facts(syrup)).toEqual(['Points: 1,234,567', 'Members: 1,234'])
  expect(within(syrup).getByText('Joinable')).toBeTruthy()
  expect(facts(crushers)).toEqual(['Points: 0', 'Members: 0'])
  expect(within(crushers).getByText('Closed')).toBeTruthy()
  expect(within(crushers).queryByText('Joinable')).toBeNull()
  // one link per card, named by the team, to its page
  expect(
    within(syrup)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/teams/1'])
  fireEvent.click(within(crushers).getByRole('link', { name: 'Cake Crushers' }))
  await waitFor(() => expect(location()).toBe('/teams/2'))
})

test('figures follow the app’s language', async () => {
  answers.set(LIST, { json: teamList([SYRUP]) })
  render('/teams', 'de-DE')
  const card = await screen.findByRole('article', { name: 'Syrup Storm' })
  expect(facts(card)).toEqual(['Points: 1.234.567', 'Members: 1.234'])
})

test('the list says how to join: at profile creation', async () => {
  answers.set(LIST, { json: teamList([SYRUP]) })
  render('/teams')
  const join = screen.getByRole('region', { name: 'How to join a team' })
  expect(join.textContent).toContain(
    'Teams are chosen when a profile is made: pick one of the joinable teams as you create your profile.',
  )
  fireEvent.click(within(join).getByRole('link', { name: 'Create your profile' }))
  await waitFor(() => expect(location()).toBe('/nfts/profile'))
})

test('empty, failed and malformed lists: a sentence, an alert and Try again, never a crash', async () => {
  answers.set(LIST, [
    // a team named twice
    { json: teamList([SYRUP, { ...CRUSHERS, teamId: 1 }]) },
    { status: 503, json: { error: 'UNAVAILABLE', message: 'The index is catching up.' } },
    { text: '<html>oops</html>' },
    { json: teamList([]) },
  ])
  render('/teams')
  for (let attempt = 0; attempt < 3; attempt += 1) {
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the teams.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(api.requests).toHaveLength(attempt + 2))
  }
  await screen.findByText('No teams yet')
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.queryByRole('list', { name: 'Teams' })).toBeNull()
})

test('a team’s page: its card, its members linking to their profiles, paged by Load more', async () => {
  answers.set(teamPath(1), {
    json: teamDetail(
      SYRUP,
      [
        apiTeamMember(ALICE, { username: 'alice', points: '5000' }),
        apiTeamMember(BOB, { points: '1200', isActive: false }),
      ],
      'page-2',
    ),
  })
  answers.set(teamPath(1, 'page-2'), {
    json: teamDetail({ ...SYRUP, points: '9999999' }, [
      // moved down between the reads: shown once, where it first was
      apiTeamMember(BOB, { points: '1200', isActive: false }),
      apiTeamMember(CAROL, { username: 'carol', points: '7' }),
    ]),
  })
  render('/teams/1')
  const card = await screen.findByRole('article', { name: 'Syrup Storm' })
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Syrup Storm')
  expect(within(card).getByText('The sweetest team.')).toBeTruthy()
  expect(within(card).getByText('Joinable')).toBeTruthy()
  expect(facts(card)).toEqual(['Points: 1,234,567', 'Members: 1,234'])

  const members = within(screen.getByRole('region', { name: 'Members' }))
  const table = members.getByRole('table', { name: 'Members' })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Member', 'Points', 'Status'])
  expect(rows(table)).toEqual([
    ['alice', '5,000', 'Active'],
    ['0x00...00b2', '1,200', 'Paused'],
  ])
  const bob = within(table).getByRole('link', { name: '0x00...00b2' })
  expect(bob.getAttribute('title')).toBe('0x00000000000000000000000000000000000000b2')
  expect(bob.getAttribute('href')).toBe(`/nfts/profile/${BOB}`)

  fireEvent.click(members.getByRole('button', { name: 'Load more' }))
  await waitFor(() =>
    expect(rows(table)).toEqual([
      ['alice', '5,000', 'Active'],
      ['0x00...00b2', '1,200', 'Paused'],
      ['carol', '7', 'Active'],
    ]),
  )
  // the last page: no more to load; the card keeps the first page's figures
  expect(members.queryByRole('button', { name: 'Load more' })).toBeNull()
  expect(facts(card)).toEqual(['Points: 1,234,567', 'Members: 1,234'])
  expect(api.requests.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page-2'])

  fireEvent.click(within(table).getByRole('link', { name: 'alice' }))
  await waitFor(() => expect(location()).toBe(`/nfts/profile/${ALICE}`))
})

test('a joinable team leads to profile creation; a closed one says it takes no one', async () => {
  answers.set(teamPath(1), { json: teamDetail(SYRUP, []) })
  answers.set(teamPath(2), { json: teamDetail(CRUSHERS, []) })
  render('/teams/1')
  const join = await screen.findByRole('region', { name: 'Join this team' })
  expect(join.textContent).toContain(
    'Teams are chosen when a profile is made: pick Syrup Storm as you create your profile.',
  )
  expect(within(join).getByRole('link', { name: 'Create your profile' }).getAttribute('href')).toBe(
    '/nfts/profile',
  )
  expect(screen.getByText('No members yet')).toBeTruthy()
  cleanup()

  render('/teams/2')
  const closed = await screen.findByRole('region', { name: 'Join this team' })
  expect(closed.textContent).toContain('Cake Crushers takes no new members.')
  expect(within(closed).queryByRole('link')).toBeNull()
  expect(screen.getByText('Closed')).toBeTruthy()
})

test.each(['abc', '0', '01', '-1', '1.5', '99999999999999999999', '4294967296'])(
  'the link /teams/%s names no team: not found, nothing asked',
  async (id) => {
    render(`/teams/${id}`)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team not found')
    expect(screen.getByText('There is no team with this id on this network.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Teams' }).getAttribute('href')).toBe('/teams')
    expect(api.requests).toEqual([])
  },
)

test('an id the index does not know is not found', async () => {
  answers.set(teamPath(7), { status: 404, json: { error: 'NOT_FOUND', message: 'No such team.' } })
  render('/teams/7')
  await screen.findByText('There is no team with this id on this network.')
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team not found')
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a failed or malformed team answer: an alert and Try again, then the team', async () => {
  answers.set(teamPath(1), [
    // another team's page under this id
    { json: teamDetail({ ...SYRUP, teamId: 2 }, []) },
    // a member whose points are a number
    {
      json: {
        ...SYRUP,
        membersPage: { data: [{ ...apiTeamMember(ALICE), points: 5 }], nextCursor: null },
      },
    },
    { status: 500, json: { error: 'INTERNAL', message: 'Boom.' } },
    { json: teamDetail(SYRUP, [apiTeamMember(ALICE, { points: '5' })]) },
  ])
  render('/teams/1')
  for (let attempt = 0; attempt < 3; attempt += 1) {
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the team.')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(api.requests).toHaveLength(attempt + 2))
  }
  await screen.findByRole('article', { name: 'Syrup Storm' })
  expect(rows(screen.getByRole('table', { name: 'Members' }))).toEqual([
    ['0x00...00A1', '5', 'Active'],
  ])
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a next page that fails keeps the members shown, says so, and can be asked again', async () => {
  answers.set(teamPath(1), { json: teamDetail(SYRUP, [apiTeamMember(ALICE)], 'p2') })
  answers.set(teamPath(1, 'p2'), [
    { json: teamDetail(SYRUP, [{ ...apiTeamMember(BOB), account: 'bob' }]) },
    { json: teamDetail(SYRUP, [apiTeamMember(BOB)]) },
  ])
  render('/teams/1')
  const table = await screen.findByRole('table', { name: 'Members' })
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
  expect((await screen.findByRole('alert')).textContent).toBe('Could not load more members.')
  expect(rows(table)).toEqual([['0x00...00A1', '0', 'Active']])
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
  await waitFor(() =>
    expect(rows(table)).toEqual([
      ['0x00...00A1', '0', 'Active'],
      ['0x00...00b2', '0', 'Active'],
    ]),
  )
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
})
