// @vitest-environment jsdom
/**
 * The teams screens with the real Ghost server (its own process: PGlite, the indexer with the
 * profile module, the teams routes) indexing a chain where 22 profiles were made as the app makes
 * them (test/teamsChainWorld.ts): the cards show the teams as the contract holds them — points,
 * active members, joinable or closed — and a team's page lists its members, the most points
 * first, with the paused profile after the active ones, the 21st member arriving by Load more
 * through the server's own cursor.
 */
import { devAccount } from '@ghost/contracts/anvil'
import { worldPlan } from '@ghost/devnet'
import { shortenAddress } from '@ghost/sdk'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getAddress } from 'viem'
import { expect, test } from 'vitest'
import type { SpawnedServer } from '../../api/test/spawnGhostServer'
import { screenTestHooks, spawnIndexedGhostServer } from '../../test/screenTestHooks'
import { renderTeams } from './test/renderTeams'
import {
  memberPoints,
  PAUSED_MEMBER,
  startTeamsChainWorld,
  TEAM_ONE_MEMBERS,
  TEAM_ONE_POINTS,
  type TeamsChainWorld,
} from './test/teamsChainWorld'

const TIMEOUT = { timeout: 30_000 }
const [PHALANX, POSSE] = worldPlan.PROFILE.teams

let world: TeamsChainWorld
let server: SpawnedServer

screenTestHooks(
  async (stopAfter) => {
    world = stopAfter(await startTeamsChainWorld())
    server = stopAfter(await spawnIndexedGhostServer(world))
  },
  { timeout: 240_000 },
)

const render = (path: string) => renderTeams(path, { config: world.runtimeConfig(server.apiUrl) })

/** Each fact of a card as 'label: value'. */
function facts(container: HTMLElement) {
  return Array.from(container.querySelectorAll('dt')).map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  )
}

/** A member's row as the page should show it: shortened address, points in en-US, status. */
const row = (account: number, status: 'Active' | 'Paused') => [
  shortenAddress(getAddress(devAccount(account).address)),
  memberPoints(account).toLocaleString('en-US'),
  status,
]

test('the cards: the teams as the contract holds them, each leading to its page', {
  timeout: 60_000,
}, async () => {
  render('/teams')
  const list = await screen.findByRole('list', { name: 'Teams' }, TIMEOUT)
  const cards = within(list).getAllByRole('article')
  expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([
    PHALANX?.name,
    POSSE?.name,
  ])
  const [phalanx, posse] = cards as [HTMLElement, HTMLElement]
  expect(within(phalanx).getByText(PHALANX?.description ?? '')).toBeTruthy()
  // 21 registered, one paused: 20 active members
  expect(facts(phalanx)).toEqual([
    `Points: ${TEAM_ONE_POINTS.toLocaleString('en-US')}`,
    'Members: 20',
  ])
  expect(within(phalanx).getByText('Joinable')).toBeTruthy()
  expect(facts(posse)).toEqual(['Points: 0', 'Members: 1'])
  expect(within(posse).getByText('Closed')).toBeTruthy()
  expect(within(posse).getByRole('link', { name: POSSE?.name }).getAttribute('href')).toBe(
    '/teams/2',
  )
})

test('a team’s page: members by points, the paused one last, the 21st by Load more', {
  timeout: 60_000,
}, async () => {
  render('/teams/1')
  const card = await screen.findByRole('article', { name: PHALANX?.name }, TIMEOUT)
  expect(facts(card)).toEqual([`Points: ${TEAM_ONE_POINTS.toLocaleString('en-US')}`, 'Members: 20'])
  const join = screen.getByRole('region', { name: 'Join this team' })
  expect(within(join).getByRole('link', { name: 'Create your profile' })).toBeTruthy()

  const table = screen.getByRole('table', { name: 'Members' })
  const rows = () =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => Array.from(tr.querySelectorAll('th, td')).map((cell) => cell.textContent))
  const active = [...TEAM_ONE_MEMBERS]
    .filter((account) => account !== PAUSED_MEMBER)
    .reverse()
    .map((account) => row(account, 'Active'))
  // accounts 30 down to 10, 15 left out: the first page of 20
  expect(rows()).toEqual(active)
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
  await waitFor(() => expect(rows()).toEqual([...active, row(PAUSED_MEMBER, 'Paused')]), TIMEOUT)
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  const paused = within(table).getByRole('link', { name: row(PAUSED_MEMBER, 'Paused')[0] })
  expect(paused.getAttribute('href')).toBe(
    `/nfts/profile/${devAccount(PAUSED_MEMBER).address.toLowerCase()}`,
  )
})

test('an id the index does not know is not found', { timeout: 60_000 }, async () => {
  render('/teams/3')
  await screen.findByText('There is no team with this id on this network.', undefined, TIMEOUT)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team not found')
})
