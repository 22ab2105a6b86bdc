// @vitest-environment jsdom
/**
 * The battle page against a real Anvil node through wagmi (a mock connector for a development
 * account, sending through a JSON-RPC proxy that can refuse a send as a user's wallet would) and
 * a local HTTP server answering the battle API's JSON from what the chain holds (test/battleApi).
 * The world (test/competitionChainWorld) holds a paying battle 0 and battle 1 in registration.
 * Each test that writes runs from a snapshot of the world and undoes what it did.
 *
 * Expected figures are worked out by hand from the world's prices and tiers (CAKE $2, GHOST $1,
 * DEEP $0.50, USDX $1; tier 0 pays $1,200, tier 4 $800, split 3:1:1:1 by value), never read back
 * from the contract the page reads.
 */

import { ghostTradingCompetitionAbi } from '@ghost/contracts'
import { isolated } from '@ghost/contracts/anvil'
import { shortenAddress } from '@ghost/sdk'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { parseEther, parseUnits } from 'viem'
import { expect, test } from 'vitest'
import { competitionInPhase } from '../../api/competition/test/fixtures'
import { screenTestHooks } from '../../test/screenTestHooks'
import { type BattleApi, serveBattleApi, traderPath } from './test/battleApi'
import {
  type CompetitionChainWorld,
  IDLE,
  NO_PROFILE,
  PAUSED,
  PLAYER,
  RIVAL,
  startCompetitionChainWorld,
  WINNER,
} from './test/competitionChainWorld'
import { type RefusingRpc, startRefusingRpc } from './test/refusingRpc'
import { renderCompetition } from './test/renderCompetition'
import { TIMEOUT, tokens, usd } from './test/shown'

let world: CompetitionChainWorld
let api: BattleApi
let wallet: RefusingRpc

screenTestHooks(
  async (stopAfter) => {
    world = stopAfter(await startCompetitionChainWorld())
    api = stopAfter(await serveBattleApi(world))
    wallet = stopAfter(await startRefusingRpc(world.anvil.url))
  },
  {
    timeout: 240_000,
    afterEachTest: () => {
      api.overrides.clear()
      wallet.refuse = false
    },
  },
)

function render(account: number, path = '/competition', visitor = false) {
  return renderCompetition(world.address(account), {
    config: world.runtimeConfig(api.url, wallet.url),
    path,
    visitor,
  })
}

const region = (name: string) => screen.findByRole('region', { name }, TIMEOUT)
const figure = (scope: ReturnType<typeof within>, name: string) =>
  scope.getByRole('status', { name }).textContent
const registeredTeam = (id: bigint, account: number) =>
  world.client.readContract({
    address: world.competition,
    abi: ghostTradingCompetitionAbi,
    functionName: 'registeredTeam',
    args: [id, world.address(account)],
  })
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent)

test('the latest battle takes registrations: no countdown, the prize table in USD and points; a refused Register leaves the page usable, the next registers for the profile’s team', {
  timeout: 180_000,
}, async () => {
  await isolated(world.client, async () => {
    await render(PLAYER)
    const battle = within(await region('Battle #1'))
    expect(figure(battle, 'Status')).toBe('Registration')
    expect(
      battle.getByText('The battle goes live when the operator starts it', { exact: false }),
    ).toBeTruthy()
    expect(battle.queryByText('Claim period ends in')).toBeNull()
    await waitFor(
      () => expect(battle.getByText('Registered traders').nextSibling?.textContent).toBe('0'),
      TIMEOUT,
    )

    const prizes = within(await region('Prizes'))
    const rows = rowsOf(prizes.getByRole('table', { name: 'Prizes' }))
    expect(rows).toHaveLength(13)
    expect(rows[0]).toBe('Team rankRank in teamPrize (USD)Points')
    expect(rows[1]).toBe(`1st team#1–10${usd(1_200n)}1,200`)
    expect(rows[12]).toBe(`3rd team or below#501 and below${usd(100n)}100`)

    const entry = within(await region('Your battle'))
    await entry.findByText(
      'You join for your profile’s team, Poltergeist Posse, and stay with it for the whole battle, even if your profile changes team.',
      undefined,
      TIMEOUT,
    )
    const register = entry.getByRole('button', { name: 'Register' })
    await waitFor(() => expect(register.hasAttribute('disabled')).toBe(false), TIMEOUT)

    wallet.refuse = true
    fireEvent.click(register)
    await screen.findByText('Transaction rejected', undefined, TIMEOUT)
    expect(wallet.refused).toBe(1)
    const again = entry.getByRole('button', { name: 'Register' })
    await waitFor(() => expect(again.hasAttribute('disabled')).toBe(false), TIMEOUT)
    expect(await registeredTeam(1n, PLAYER)).toBe(0n)

    wallet.refuse = false
    fireEvent.click(again)
    await entry.findByText('Registered for team Poltergeist Posse', undefined, TIMEOUT)
    expect(await registeredTeam(1n, PLAYER)).toBe(2n)
    expect(entry.queryByRole('button', { name: 'Register' })).toBeNull()
    await waitFor(
      () => expect(battle.getByText('Registered traders').nextSibling?.textContent).toBe('1'),
      TIMEOUT,
    )
    // the index counts the registration: the team stands with its one member
    const standings = within(await region('Team standings'))
    await waitFor(
      () =>
        expect(rowsOf(standings.getByRole('table', { name: 'Team standings' }))).toEqual([
          'RankTeamVolumeMembersTop traders',
          `#1Poltergeist Posse${usd(0n)}1#1 ${shortenAddress(world.address(PLAYER))} ${usd(0n)}`,
        ]),
      TIMEOUT,
    )
  })
})

test('registration needs an active profile: a paused one and none are sent to the profile page, with nothing to send', {
  timeout: 60_000,
}, async () => {
  const cases = [
    {
      account: PAUSED,
      note: 'Your profile is paused. Battle registration needs an active profile: reactivate it first.',
      link: 'Reactivate your profile',
    },
    {
      account: NO_PROFILE,
      note: 'Battle registration needs an active profile. Create yours first.',
      link: 'Create your profile',
    },
  ]
  for (const { account, note, link } of cases) {
    cleanup()
    await render(account)
    const entry = within(await region('Your battle'))
    await entry.findByText(note, undefined, TIMEOUT)
    expect(entry.getByRole('link', { name: link }).getAttribute('href')).toBe('/nfts/profile')
    expect(entry.queryByRole('button', { name: 'Register' })).toBeNull()
  }
})

test('a visitor sees the battle and is asked to connect', { timeout: 60_000 }, async () => {
  await render(PLAYER, '/competition', true)
  const entry = within(await region('Your battle'))
  expect(
    entry.getByText('Connect your wallet to register and to see your rank and your prize.'),
  ).toBeTruthy()
  expect(entry.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  expect(
    within(await region('Battle #1')).getByRole('status', { name: 'Status' }).textContent,
  ).toBe('Registration')
})

test('a winner’s battle: the claim countdown, its rank and volume, the exact prize; Claim moves its balances by exactly that, then Claimed', {
  timeout: 180_000,
}, async () => {
  await isolated(world.client, async () => {
    await render(WINNER, '/competition?id=0')
    const battle = within(await region('Battle #0'))
    await waitFor(() => expect(figure(battle, 'Status')).toBe('Claim'), TIMEOUT)
    // 30 days from publication, a few blocks (seconds) ago
    expect(battle.getByRole('status', { name: 'Claim period ends in' }).textContent).toMatch(
      /^(30d 00h 00m 00s|29d 23h \d\dm \d\ds)$/,
    )

    const entry = within(await region('Your battle'))
    await entry.findByText('Registered for team Phantom Phalanx', undefined, TIMEOUT)
    await waitFor(() => expect(figure(entry, 'Your volume')).toBe(usd(1_000n)), TIMEOUT)
    expect(figure(entry, 'Rank in your team')).toBe('#1')
    expect(figure(entry, 'Team rank')).toBe('#1')
    expect(figure(entry, 'Prize tier')).toBe('1st team, #1–10')
    // $1,200: $600 in CAKE at $2, $200 in each partner at $1, $0.50 and $1
    const prize = await entry.findByRole('list', { name: 'You receive' }, TIMEOUT)
    await waitFor(
      () =>
        expect(
          within(prize)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([
          tokens(300n, 1n, 'CAKE'),
          tokens(200n, 1n, 'GHOST'),
          tokens(400n, 1n, 'DEEP'),
          tokens(200n, 1n, 'USDX'),
          '1,200 profile points',
        ]),
      TIMEOUT,
    )

    const before = await world.balances(WINNER)
    const claim = entry.getByRole('button', { name: 'Claim' })
    await waitFor(() => expect(claim.hasAttribute('disabled')).toBe(false), TIMEOUT)
    fireEvent.click(claim)
    await entry.findByText('Claimed', undefined, TIMEOUT)
    const after = await world.balances(WINNER)
    expect(after.map((balance, index) => balance - (before[index] ?? 0n))).toEqual([
      parseEther('300'),
      parseEther('200'),
      parseEther('400'),
      parseUnits('200', 6),
    ])
    expect(entry.queryByRole('button', { name: 'Claim' })).toBeNull()
  })
})

test('after the results the prize table adds each token’s amount and the winners', {
  timeout: 60_000,
}, async () => {
  await render(RIVAL, '/competition?id=0')
  const prizes = within(await region('Prizes'))
  const table = prizes.getByRole('table', { name: 'Prizes' })
  await waitFor(
    () =>
      expect(rowsOf(table)[0]).toBe(
        'Team rankRank in teamPrize (USD)PointsEach winner receivesWinners',
      ),
    TIMEOUT,
  )
  // the amounts show once the tokens' decimals are read
  await waitFor(
    () =>
      expect(rowsOf(table)[1]).toBe(
        `1st team#1–10${usd(1_200n)}1,200${tokens(300n, 1n, 'CAKE')}${tokens(200n, 1n, 'GHOST')}${tokens(400n, 1n, 'DEEP')}${tokens(200n, 1n, 'USDX')}1`,
      ),
    TIMEOUT,
  )
  const rows = rowsOf(table)
  // $800: $400 in CAKE at $2; $133.33… in each partner: 133.33 GHOST, 266.66 DEEP, 133.333333 USDX
  expect(rows[5]).toBe(
    `2nd team#1–10${usd(800n)}800${tokens(200n, 1n, 'CAKE')}${tokens(400n, 3n, 'GHOST')}${tokens(800n, 3n, 'DEEP')}${tokens(133_333_333n, 1_000_000n, 'USDX')}1`,
  )
  // the rival's own tier, from the same results
  const entry = within(await region('Your battle'))
  await waitFor(() => expect(figure(entry, 'Prize tier')).toBe('2nd team, #1–10'), TIMEOUT)
})

test('a registrant who made no trades has no prize and says why; the standings show each team’s top traders', {
  timeout: 60_000,
}, async () => {
  await render(IDLE, '/competition?id=0')
  const entry = within(await region('Your battle'))
  await entry.findByText('No prize', undefined, TIMEOUT)
  expect(
    entry.getByText('You made no trades through the exchange during the live window.'),
  ).toBeTruthy()
  expect(figure(entry, 'Your volume')).toBe(usd(0n))
  expect(entry.queryByRole('button', { name: 'Claim' })).toBeNull()

  const standings = within(await region('Team standings'))
  expect(standings.getByText('Final standings.')).toBeTruthy()
  expect(rowsOf(standings.getByRole('table', { name: 'Team standings' }))).toEqual([
    'RankTeamVolumeMembersTop traders',
    `#1Phantom Phalanx${usd(1_000n)}2#1 winner ${usd(1_000n)}#2 ${shortenAddress(world.address(IDLE))} ${usd(0n)}`,
    `#2Poltergeist Posse${usd(500n)}1#1 ${shortenAddress(world.address(RIVAL))} ${usd(500n)}`,
  ])
  expect(standings.getByRole('link', { name: 'Phantom Phalanx' }).getAttribute('href')).toBe(
    '/teams/1',
  )
})

test('a proof that does not lead to the chain’s root is refused before the wallet opens', {
  timeout: 60_000,
}, async () => {
  const rival = world.results.claims.get(world.address(RIVAL).toLowerCase())
  if (!rival) throw new Error('no leaf for the rival')
  api.overrides.set(traderPath(world, 0, WINNER), {
    json: {
      account: world.address(WINNER).toLowerCase(),
      registered: true,
      teamId: 1,
      standing: null,
      claim: { tier: rival.tier, proof: rival.proof },
      claimed: false,
    },
  })
  await render(WINNER, '/competition?id=0')
  const entry = within(await region('Your battle'))
  await entry.findByText(
    'The prize proof from the server does not match the results on the chain, so nothing can be claimed now. Try again later.',
    undefined,
    TIMEOUT,
  )
  expect(entry.queryByRole('button', { name: 'Claim' })).toBeNull()
})

test('once the window has closed: Claim period over, for the battle and for the wallet', {
  timeout: 90_000,
}, async () => {
  await isolated(world.client, async () => {
    await world.client.increaseTime({ seconds: 31 * 86_400 })
    await world.client.mine({ blocks: 1 })
    await render(RIVAL, '/competition?id=0')
    const battle = within(await region('Battle #0'))
    await waitFor(() => expect(figure(battle, 'Status')).toBe('Claim period over'), TIMEOUT)
    expect(
      battle.getByText('The claim period is over: prizes can no longer be claimed.'),
    ).toBeTruthy()
    const entry = within(await region('Your battle'))
    await entry.findByText('Prizes of this battle can no longer be claimed.', undefined, TIMEOUT)
    expect(entry.queryByRole('button', { name: 'Claim' })).toBeNull()
  })
})

test('the chain moves a battle on before the index: live, calculating prizes, then cancelled', {
  timeout: 120_000,
}, async () => {
  await isolated(world.client, async () => {
    await world.operate('startLive', 1n)
    await render(WINNER)
    const battle = within(await region('Battle #1'))
    await waitFor(() => expect(figure(battle, 'Status')).toBe('Live'), TIMEOUT)
    expect(battle.getByText('It ends when the operator closes it', { exact: false })).toBeTruthy()
    const entry = within(await region('Your battle'))
    await entry.findByText('You did not register for this battle.', undefined, TIMEOUT)

    await world.operate('endLive', 1n)
    await waitFor(() => expect(figure(battle, 'Status')).toBe('Calculating prizes'), TIMEOUT)
    expect(
      battle.getByText('Claims open when the results are published.', { exact: false }),
    ).toBeTruthy()

    await world.operate('cancel', 1n)
    await waitFor(() => expect(figure(battle, 'Status')).toBe('Cancelled'), TIMEOUT)
    expect(battle.getByText('This battle was cancelled: it has no prizes.')).toBeTruthy()
  })
})

test('links: a malformed or unknown id shows the latest battle and says so; the list leads to the others', {
  timeout: 90_000,
}, async () => {
  await render(WINNER, '/competition?id=abc')
  await screen.findByText('This link names no battle: here is the latest one.', undefined, TIMEOUT)
  await region('Battle #1')
  cleanup()

  await render(WINNER, '/competition?id=7')
  await screen.findByText('There is no battle #7: here is the latest one.', undefined, TIMEOUT)
  await region('Battle #1')
  const list = within(await region('All battles'))
  expect(list.getByRole('link', { name: 'Battle #1' }).getAttribute('aria-current')).toBe('page')
  fireEvent.click(list.getByRole('link', { name: 'Battle #0' }))
  await region('Battle #0')
  expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/competition?id=0')
  expect(screen.queryByText('There is no battle #7: here is the latest one.')).toBeNull()
})

test('a failing or malformed answer from the server shows an error with Retry, never a crash', {
  timeout: 60_000,
}, async () => {
  const path = '/v1/1337/competition/competitions'
  api.overrides.set(path, { status: 503, json: { error: 'UNAVAILABLE', message: 'Catching up.' } })
  await render(WINNER)
  await screen.findByText('Could not load the battles. Try again later.', undefined, TIMEOUT)
  api.overrides.set(path, {
    json: { data: [{ ...competitionInPhase('claim'), root: null }] },
  })
  const asked = () => api.requests.filter((url) => url.pathname === path).length
  const before = asked()
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
  await waitFor(() => expect(asked()).toBe(before + 1), TIMEOUT)
  await screen.findByText('Could not load the battles. Try again later.', undefined, TIMEOUT)
  api.overrides.delete(path)
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
  await region('Battle #1')
})

test('an index with no battle yet says so, and the first one appears by itself', {
  timeout: 60_000,
}, async () => {
  const path = '/v1/1337/competition/competitions'
  api.overrides.set(path, { json: { data: [] } })
  await render(WINNER)
  await screen.findByText('No battle yet. The first one will appear here.', undefined, TIMEOUT)
  api.overrides.delete(path)
  await region('Battle #1')
})

test('a world without the battle contract says so', { timeout: 30_000 }, async () => {
  const { TradingCompetition: _omitted, ...contracts } = world.manifest.contracts
  await renderCompetition(world.address(WINNER), {
    config: { ...world.runtimeConfig(api.url), manifest: { ...world.manifest, contracts } },
  })
  await screen.findByText('Trading battle is not available on this network.', undefined, TIMEOUT)
})
