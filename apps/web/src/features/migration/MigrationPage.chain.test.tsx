// @vitest-environment jsdom
/**
 * The migration page against a real Anvil node through wagmi (a mock connector for a development
 * account), with Ghost's exchange, the legacy exchange and GhostMigrator deployed as
 * test/migrationChainWorld.ts describes (both factories' fee on, so the quote must count it). No
 * server: everything comes from the chain. Each test runs from a snapshot and undoes what it did.
 *
 * What the page quoted before a migration is compared with what the chain then did (the Migrated
 * event and the balances), never with the quote's own formula.
 */
import { ghostFactoryAbi, ghostMigratorAbi, ghostPairAbi, masterChefAbi } from '@ghost/contracts'
import { isolated } from '@ghost/contracts/anvil'
import { Fraction } from '@ghost/sdk'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type Address, erc20Abi, zeroAddress } from 'viem'
import { expect, test } from 'vitest'
import { getNumberFormat } from '../../components/useNumberFormat'
import { type RenderAsOptions, renderAs } from '../../test/chainTestWorld'
import { noRetryQueryClient } from '../../test/screenRouting'
import { screenTestHooks } from '../../test/screenTestHooks'
import { MigrationPage } from './MigrationPage'
import {
  type MigrationChainWorld,
  NOBODY,
  PLAYER,
  startMigrationChainWorld,
} from './test/migrationChainWorld'

let world: MigrationChainWorld

screenTestHooks(async (stopAfter) => {
  world = stopAfter(await startMigrationChainWorld())
})

const TIMEOUT = { timeout: 30_000 }
const format = getNumberFormat('en-US')
const lp = (wei: bigint) => `${format.significant(new Fraction(wei, 10n ** 18n), 'amount')} LP`
const tokens = (wei: bigint, symbol: string) =>
  `${format.significant(new Fraction(wei, 10n ** 18n), 'amount')} ${symbol}`

function render(account: number, wallet?: RenderAsOptions['wallet']) {
  return renderAs(world.address(account), <MigrationPage />, {
    config: world.runtimeConfig(),
    queryClient: noRetryQueryClient(),
    ...(wallet ? { wallet } : {}),
  })
}

/** The pair's tokens as the page names them: token0's symbol first. */
async function pairName(pair: Address, symbols: Record<string, string>) {
  const token0 = await world.client.readContract({
    address: pair,
    abi: ghostPairAbi,
    functionName: 'token0',
  })
  const token1 = await world.client.readContract({
    address: pair,
    abi: ghostPairAbi,
    functionName: 'token1',
  })
  return {
    name: `${symbols[token0.toLowerCase()]}-${symbols[token1.toLowerCase()]}`,
    symbol0: symbols[token0.toLowerCase()] ?? '',
    symbol1: symbols[token1.toLowerCase()] ?? '',
  }
}

const symbolsOf = () => ({
  [world.wbnb.toLowerCase()]: 'WBNB',
  [world.usdt.toLowerCase()]: 'USDT',
  [world.cake.toLowerCase()]: 'CAKE',
  [world.ghost.toLowerCase()]: 'GHOST',
})

const balanceOf = (token: Address, account: Address) =>
  world.client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })

const stakeOf = async (account: Address) => {
  const [amount] = await world.client.readContract({
    address: world.legacyMasterChef,
    abi: masterChefAbi,
    functionName: 'userInfo',
    args: [0n, account],
  })
  return amount
}

async function migratedEvents(fromBlock: bigint) {
  return world.client.getContractEvents({
    address: world.migrator,
    abi: ghostMigratorAbi,
    eventName: 'Migrated',
    fromBlock,
  })
}

const shown = (card: ReturnType<typeof within>, name: string) =>
  card.getByRole('status', { name }).textContent

/** Every digit of a figure (the formatter's hover title), so a wei of difference shows. */
const exact = (card: ReturnType<typeof within>, name: string) =>
  card.getByRole('status', { name }).querySelector('[title]')?.getAttribute('title')
const digits = (wei: bigint) => format.full(new Fraction(wei, 10n ** 18n))

test('a staked position: Unstake first (the legacy farm gives the LP back), then the quote shown is what the migration does, by permit, and the Ghost LP shown is the wallet’s', {
  timeout: 120_000,
}, async () => {
  await isolated(world.client, async () => {
    const player = world.address(PLAYER)
    const legacy = world.legacyPairs['BNB-USDT']
    const { name, symbol0, symbol1 } = await pairName(legacy, symbolsOf())
    const walletLp = await balanceOf(legacy, player)
    const staked = await stakeOf(player)
    expect(staked).toBeGreaterThan(0n)
    await render(PLAYER)

    const card = within(await screen.findByRole('article', { name: `${name} legacy LP` }, TIMEOUT))
    await waitFor(() => expect(shown(card, 'Legacy LP in your wallet')).toBe(lp(walletLp)), TIMEOUT)
    expect(shown(card, 'Staked in the legacy farm')).toBe(lp(staked))
    // staked LP blocks the migration until it is unstaken
    expect(card.getByText('Unstake your LP from the legacy farm first.')).toBeTruthy()
    expect(card.queryByRole('button', { name: 'Migrate' })).toBeNull()

    const unstake = card.getByRole('button', { name: 'Unstake' })
    await waitFor(() => expect(unstake.hasAttribute('disabled')).toBe(false), TIMEOUT)
    fireEvent.click(unstake)
    await waitFor(
      () => expect(shown(card, 'Legacy LP in your wallet')).toBe(lp(walletLp + staked)),
      TIMEOUT,
    )
    expect(await stakeOf(player)).toBe(0n)
    expect(await balanceOf(legacy, player)).toBe(walletLp + staked)
    expect(card.queryByRole('button', { name: 'Unstake' })).toBeNull()

    // the before and after the page quotes, read as text before anything is sent
    const migrate = await card.findByRole('button', { name: 'Migrate' }, TIMEOUT)
    await waitFor(() => expect(shown(card, 'Legacy LP')).toBe(lp(walletLp + staked)), TIMEOUT)
    const quoted = {
      amountA: shown(card, `Legacy ${symbol0}`),
      amountB: shown(card, `Legacy ${symbol1}`),
      liquidityOut: shown(card, 'Ghost LP you receive'),
      depositedA: shown(card, `${symbol0} deposited`),
      depositedB: shown(card, `${symbol1} deposited`),
      refundA: shown(card, `${symbol0} refunded`),
      refundB: shown(card, `${symbol1} refunded`),
    }
    const quotedExactly = {
      liquidityOut: exact(card, 'Ghost LP you receive'),
      depositedA: exact(card, `${symbol0} deposited`),
      depositedB: exact(card, `${symbol1} deposited`),
    }
    const ghostBefore = await balanceOf(world.ghostBnbUsdt, player)
    const from = await world.client.getBlockNumber({ cacheTime: 0 })
    await waitFor(() => expect(migrate.hasAttribute('disabled')).toBe(false), TIMEOUT)
    fireEvent.click(migrate)
    await card.findByText('Migrated.', { exact: false }, TIMEOUT)

    const [event] = await migratedEvents(from)
    if (!event) throw new Error('no Migrated event')
    const { args } = event
    expect(args.sender?.toLowerCase()).toBe(player.toLowerCase())
    expect(args.liquidityIn).toBe(walletLp + staked)
    expect(quoted).toEqual({
      amountA: tokens(args.amountA ?? 0n, symbol0),
      amountB: tokens(args.amountB ?? 0n, symbol1),
      liquidityOut: lp(args.liquidityOut ?? 0n),
      depositedA: tokens(args.depositedA ?? 0n, symbol0),
      depositedB: tokens(args.depositedB ?? 0n, symbol1),
      refundA: tokens((args.amountA ?? 0n) - (args.depositedA ?? 0n), symbol0),
      refundB: tokens((args.amountB ?? 0n) - (args.depositedB ?? 0n), symbol1),
    })
    // to the wei: the protocol fee due on both sides is in the quote
    expect(quotedExactly).toEqual({
      liquidityOut: digits(args.liquidityOut ?? 0n),
      depositedA: digits(args.depositedA ?? 0n),
      depositedB: digits(args.depositedB ?? 0n),
    })
    // the prices differ by about 1%: one side came back as dust
    expect(
      (args.amountA ?? 0n) -
        (args.depositedA ?? 0n) +
        ((args.amountB ?? 0n) - (args.depositedB ?? 0n)),
    ).toBeGreaterThan(0n)
    // by permit: no approve transaction left an allowance behind
    expect(
      await world.client.readContract({
        address: legacy,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [player, world.migrator],
      }),
    ).toBe(0n)
    const ghostAfter = await balanceOf(world.ghostBnbUsdt, player)
    expect(ghostAfter - ghostBefore).toBe(args.liquidityOut)
    expect(await balanceOf(legacy, player)).toBe(0n)
    await waitFor(() => expect(exact(card, 'Your Ghost LP')).toBe(digits(ghostAfter)), TIMEOUT)
    expect(shown(card, 'Your Ghost LP')).toBe(lp(ghostAfter))
    expect(shown(card, 'Legacy LP in your wallet')).toBe(lp(0n))
  })
})

test('a pair Ghost does not have yet: the page says the migration creates it, and the quote matches the new pair’s first mint', {
  timeout: 120_000,
}, async () => {
  await isolated(world.client, async () => {
    const player = world.address(PLAYER)
    const legacy = world.legacyPairs['CAKE-GHOST']
    const { name, symbol0, symbol1 } = await pairName(legacy, symbolsOf())
    await render(PLAYER)
    const card = within(await screen.findByRole('article', { name: `${name} legacy LP` }, TIMEOUT))
    await card.findByText(
      'Ghost has no pool of this pair yet: the migration creates it at the legacy pool’s price.',
      undefined,
      TIMEOUT,
    )
    const quoted = {
      liquidityOut: exact(card, 'Ghost LP you receive'),
      refundA: shown(card, `${symbol0} refunded`),
      refundB: shown(card, `${symbol1} refunded`),
    }
    const from = await world.client.getBlockNumber({ cacheTime: 0 })
    const migrate = card.getByRole('button', { name: 'Migrate' })
    await waitFor(() => expect(migrate.hasAttribute('disabled')).toBe(false), TIMEOUT)
    fireEvent.click(migrate)
    await card.findByText('Migrated.', { exact: false }, TIMEOUT)
    const [event] = await migratedEvents(from)
    if (!event) throw new Error('no Migrated event')
    // an empty pair takes everything: nothing refunded
    expect(quoted).toEqual({
      liquidityOut: digits(event.args.liquidityOut ?? 0n),
      refundA: tokens(0n, symbol0),
      refundB: tokens(0n, symbol1),
    })
    const created = await world.client.readContract({
      address: world.factory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [world.cake, world.ghost],
    })
    expect(created).not.toBe(zeroAddress)
    const held = await balanceOf(created, player)
    expect(held).toBe(event.args.liquidityOut)
    await waitFor(() => expect(exact(card, 'Your Ghost LP')).toBe(digits(held)), TIMEOUT)
  })
})

test('a refused permit sends nothing and says so; Approve instead, then Migrate sends the plain migration', {
  timeout: 120_000,
}, async () => {
  await isolated(world.client, async () => {
    const player = world.address(PLAYER)
    const legacy = world.legacyPairs['CAKE-GHOST']
    const { name } = await pairName(legacy, symbolsOf())
    const held = await balanceOf(legacy, player)
    await render(PLAYER, { reconnect: true, signTypedDataError: true })
    const card = within(await screen.findByRole('article', { name: `${name} legacy LP` }, TIMEOUT))
    const migrate = await card.findByRole('button', { name: 'Migrate' }, TIMEOUT)
    await waitFor(() => expect(migrate.hasAttribute('disabled')).toBe(false), TIMEOUT)
    const from = await world.client.getBlockNumber({ cacheTime: 0 })
    fireEvent.click(migrate)
    await card.findByText('You did not sign the permit', { exact: false }, TIMEOUT)
    expect(await world.client.getBlockNumber({ cacheTime: 0 })).toBe(from)
    expect(await balanceOf(legacy, player)).toBe(held)

    fireEvent.click(card.getByRole('button', { name: 'Approve instead' }))
    await waitFor(
      () => expect(card.queryByRole('button', { name: 'Approve instead' })).toBeNull(),
      TIMEOUT,
    )
    await waitFor(async () => {
      const allowance = await world.client.readContract({
        address: legacy,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [player, world.migrator],
      })
      expect(allowance).toBeGreaterThanOrEqual(held)
    }, TIMEOUT)
    await waitFor(() => expect(migrate.hasAttribute('disabled')).toBe(false), TIMEOUT)
    fireEvent.click(migrate)
    await card.findByText('Migrated.', { exact: false }, TIMEOUT)
    const [event] = await migratedEvents(from)
    expect(event?.args.liquidityIn).toBe(held)
    expect(await balanceOf(legacy, player)).toBe(0n)
  })
})

test('a wallet without legacy LP, in the wallet or the legacy farm, is told so', {
  timeout: 60_000,
}, async () => {
  await render(NOBODY)
  await screen.findByText(
    'No legacy LP found in your wallet or the legacy farm.',
    undefined,
    TIMEOUT,
  )
  expect(screen.queryByRole('article')).toBeNull()
})
