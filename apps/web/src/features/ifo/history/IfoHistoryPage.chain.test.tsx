// @vitest-environment jsdom
/**
 * The past sales against a real Anvil node (the IFO world of test/ifoChainWorld.ts: a finished
 * sale in which one history account harvested and another did not) and a local HTTP server
 * answering the IFO API's JSON as each test sets it: loading, the index's sales with the wallet's
 * part, none finished, and a server that fails or answers something malformed, after which the
 * sales are read from the chain with a note, until Try again gets a good answer.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  ifoOffering,
  ifoPage,
  ifoPool,
  ifoUser,
  ifoUserPage,
  ifoUserPool,
} from '../../../api/ifo/test/fixtures'
import {
  answerByPath,
  type FixtureAnswer,
  type FixtureServer,
  type PathAnswer,
  serveFixtureApi,
} from '../../../api/test/serveFixtureApi'
import { screenTestHooks } from '../../../test/screenTestHooks'
import {
  HISTORY_DONE,
  HISTORY_OPEN,
  type IfoChainWorld,
  startIfoChainWorld,
} from '../test/ifoChainWorld'
import { renderIfo } from '../test/renderIfo'
import { expectFinishedPoolCards, TIMEOUT } from '../test/shown'
import { IfoHistoryPage } from './IfoHistoryPage'

const NOTE =
  'The sales server did not answer: these sales are read from the chain, without what each harvest paid.'

let world: IfoChainWorld
let api: FixtureServer
/** Answers by path and query; a function answers when the test lets it. */
const answers = new Map<string, PathAnswer>()

screenTestHooks(
  async (stopAfter) => {
    world = stopAfter(await startIfoChainWorld())
    api = stopAfter(await serveFixtureApi(answerByPath(answers)))
  },
  { afterEachTest: () => answers.clear() },
)

const OFFERINGS = '/v1/1337/ifo/offerings?limit=20'
const userPath = (account: number) =>
  `/v1/1337/ifo/users/${world.address(account).toLowerCase()}?limit=100`

function render(account: number) {
  return renderIfo(world.address(account), <IfoHistoryPage />, {
    config: world.runtimeConfig(api.url),
  })
}

/** The world's finished sale as the index would answer it. */
function indexedFinished() {
  const { finished, cake } = world
  return ifoOffering(finished.address.toLowerCase(), {
    offeringToken: finished.offeringToken.toLowerCase(),
    lpToken: cake.toLowerCase(),
    startTimestamp: Number(finished.startTimestamp),
    endTimestamp: Number(finished.endTimestamp),
    pools: [
      ifoPool('basic', {
        raisingAmount: parseEther('100').toString(),
        offeringAmount: parseEther('1000').toString(),
        totalAmount: parseEther('80').toString(),
      }),
      ifoPool('unlimited', {
        raisingAmount: parseEther('200').toString(),
        offeringAmount: parseEther('4000').toString(),
        totalAmount: parseEther('450').toString(),
      }),
    ],
  })
}

const saleArticle = () => screen.findByRole('article', { name: 'OLD sale' }, TIMEOUT)

test('loading, then the index’s finished sales: each pool’s figures, the wallet’s harvests with what they paid, and a link to harvest the rest', {
  timeout: 90_000,
}, async () => {
  let answer: (value: FixtureAnswer) => void = () => {}
  answers.set(OFFERINGS, () => new Promise((resolve) => (answer = resolve)))
  const live = ifoOffering(world.live.address.toLowerCase(), { phase: 'live' })
  answers.set(userPath(HISTORY_OPEN), {
    json: ifoUserPage([
      ifoUser(world.finished.address.toLowerCase(), {
        user: world.address(HISTORY_OPEN).toLowerCase(),
        pools: [
          ifoUserPool('basic', {
            amount: parseEther('30').toString(),
            harvested: true,
            offeringAmount: parseEther('300').toString(),
            refundAmount: '0',
            feeAmount: '0',
            harvestedAt: Number(world.finished.endTimestamp) + 10,
            harvestTxHash: `0x${'12'.repeat(32)}`,
          }),
          ifoUserPool('unlimited', { amount: parseEther('300').toString() }),
        ],
        pointsAwarded: '100',
      }),
    ]),
  })
  await render(HISTORY_OPEN)
  await screen.findByText('Loading…', undefined, TIMEOUT)
  await waitFor(
    () => expect(api.requests.some((url) => url.pathname.endsWith('/offerings'))).toBe(true),
    TIMEOUT,
  )
  answer({ json: ifoPage([live, indexedFinished()]) })

  const sale = within(await saleArticle())
  // only finished sales: the live one is on /ifo
  expect(screen.queryByRole('article', { name: 'GOT sale' })).toBeNull()
  const basic = within(sale.getByRole('region', { name: 'Basic Sale' }))
  await waitFor(
    () => expect(basic.getByRole('status', { name: 'Sold' }).textContent).toBe('800 OLD'),
    TIMEOUT,
  )
  expect(basic.getByRole('status', { name: 'Total committed' }).textContent).toBe('80 CAKE')
  expect(basic.getByRole('status', { name: 'Target' }).textContent).toBe('100 CAKE')
  expect(basic.getByRole('status', { name: 'Oversubscription' }).textContent).toBe('80.00%')
  const unlimited = within(sale.getByRole('region', { name: 'Unlimited Sale' }))
  expect(unlimited.getByRole('status', { name: 'Sold' }).textContent).toBe('4,000 OLD')
  expect(unlimited.getByRole('status', { name: 'Oversubscription' }).textContent).toBe('225.00%')

  const mine = within(sale.getByRole('region', { name: 'Your part' }))
  expect(mine.getByText('Harvested: 300 OLD and 0 CAKE back')).toBeTruthy()
  expect(mine.getByRole('link', { name: 'Harvest the Unlimited Sale' }).getAttribute('href')).toBe(
    `/ifo?sale=${world.finished.address.toLowerCase()}`,
  )
  expect(mine.queryByRole('link', { name: 'Harvest the Basic Sale' })).toBeNull()
  expect(mine.getByText('You earned 100 profile points in this sale.')).toBeTruthy()
  expect(screen.queryByText(NOTE)).toBeNull()
  expect(screen.getByRole('link', { name: 'Current sale' }).getAttribute('href')).toBe('/ifo')
})

test('no finished sale in the index says so; a wallet in no sale is told it took no part', {
  timeout: 60_000,
}, async () => {
  answers.set(OFFERINGS, { json: ifoPage([ifoOffering(undefined, { phase: 'live' })]) })
  answers.set(userPath(HISTORY_OPEN), { json: ifoUserPage([]) })
  await render(HISTORY_OPEN)
  await screen.findByText('No past sales yet.', undefined, TIMEOUT)
  cleanup()

  answers.set(OFFERINGS, { json: ifoPage([indexedFinished()]) })
  await render(HISTORY_OPEN)
  const mine = within(within(await saleArticle()).getByRole('region', { name: 'Your part' }))
  await mine.findByText('You did not take part in this sale.', undefined, TIMEOUT)
})

describe('a server that fails or answers something malformed', () => {
  // answers built when the test runs: they name the world's sale
  test.each<[string, () => FixtureAnswer]>([
    ['an error', () => ({ status: 503, json: { error: 'UNAVAILABLE', message: 'Down.' } })],
    ['no JSON', () => ({ text: '<html>oops</html>' })],
    [
      'a wrong type',
      () => ({ json: { data: [{ ...indexedFinished(), pools: 'two' }], nextCursor: null } }),
    ],
    [
      'an unknown phase',
      () => ({ json: { data: [{ ...indexedFinished(), phase: 'over' }], nextCursor: null } }),
    ],
  ])(
    '%s: a note, and the finished sales read from the chain with the wallet’s commits; Try again asks once more',
    {
      timeout: 90_000,
    },
    async (_name, failure) => {
      answers.set(OFFERINGS, failure())
      await render(HISTORY_OPEN)
      await screen.findByText(NOTE, undefined, TIMEOUT)
      const sale = within(await saleArticle())
      await expectFinishedPoolCards(world, sale)
      const mine = within(sale.getByRole('region', { name: 'Your part' }))
      await mine.findByRole('link', { name: 'Harvest the Basic Sale' }, TIMEOUT)
      expect(mine.getByRole('link', { name: 'Harvest the Unlimited Sale' })).toBeTruthy()
      expect(mine.getAllByText('Not harvested yet')).toHaveLength(2)

      // the server answers again
      answers.set(OFFERINGS, { json: ifoPage([]) })
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      await screen.findByText('No past sales yet.', undefined, TIMEOUT)
      expect(screen.queryByText(NOTE)).toBeNull()
    },
  )

  test('the wallet’s part unanswered: the index’s sales, the wallet’s commits and harvests from the chain', {
    timeout: 60_000,
  }, async () => {
    answers.set(OFFERINGS, { json: ifoPage([indexedFinished()]) })
    answers.set(userPath(HISTORY_DONE), { status: 500, json: { error: 'X', message: 'Broken.' } })
    await render(HISTORY_DONE)
    const mine = within(within(await saleArticle()).getByRole('region', { name: 'Your part' }))
    await waitFor(() => expect(mine.getAllByText('Harvested')).toHaveLength(2), TIMEOUT)
    expect(mine.queryByRole('link')).toBeNull()
    expect(screen.queryByText(NOTE)).toBeNull()
  })
})
