import { describe, expect, test } from 'vitest'
import { getInjectedWalletName, getWalletChoices, type WalletCandidate } from './getWalletChoices'

const ethereum = { isMetaMask: true }
const binanceChain = {}

const injected = (provider: unknown): WalletCandidate => ({
  uid: 'u-injected',
  id: 'injected',
  name: 'Injected',
  type: 'injected',
  provider,
})
const binance = (provider: unknown): WalletCandidate => ({
  uid: 'u-bsc',
  id: 'bsc',
  name: 'Binance Chain Wallet',
  type: 'injected',
  provider,
})
const announced = (name: string, rdns: string, provider: unknown): WalletCandidate => ({
  uid: `u-${rdns}`,
  id: rdns,
  name,
  type: 'injected',
  provider,
})
const walletConnect: WalletCandidate = {
  uid: 'u-wc',
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'walletConnect',
  provider: undefined,
}

const names = (candidates: WalletCandidate[]) => getWalletChoices(candidates).map((c) => c.name)

describe('getWalletChoices', () => {
  test('an announced wallet hides the plain injected connector for the same provider', () => {
    expect(
      names([
        injected(ethereum),
        binance(undefined),
        announced('Ghost Test Wallet', 'io.ghost.testwallet', ethereum),
      ]),
    ).toEqual(['Ghost Test Wallet'])
  })

  test('an unannounced window.ethereum is named from its flags, else "Browser Wallet" (translated)', () => {
    expect(getWalletChoices([injected(ethereum)])).toEqual([
      { uid: 'u-injected', name: 'MetaMask', translate: false },
    ])
    expect(getWalletChoices([injected({})])).toEqual([
      { uid: 'u-injected', name: 'Browser Wallet', translate: true },
    ])
  })

  test('with no wallet at all the plain injected button stays (picking it explains the missing provider)', () => {
    expect(getWalletChoices([injected(undefined), binance(undefined)])).toEqual([
      { uid: 'u-injected', name: 'Browser Wallet', translate: true },
    ])
  })

  test('Binance Chain Wallet only when present; WalletConnect last when configured', () => {
    expect(
      names([
        injected(ethereum),
        binance(binanceChain),
        walletConnect,
        announced('MetaMask', 'io.metamask', ethereum),
        announced('Rabby Wallet', 'io.rabby', {}),
      ]),
    ).toEqual(['MetaMask', 'Rabby Wallet', 'Binance Chain Wallet', 'WalletConnect'])
  })

  test('a different window.ethereum beside announced wallets keeps its own button', () => {
    expect(
      names([injected({ isTrust: true }), announced('MetaMask', 'io.metamask', ethereum)]),
    ).toEqual(['MetaMask', 'Trust Wallet'])
  })
})

test.each([
  [{ isMetaMask: true }, 'MetaMask'],
  [{ isMetaMask: true, isBraveWallet: true }, 'Brave Wallet'],
  [{ isMetaMask: true, isTrust: true }, 'Trust Wallet'],
  [{}, undefined],
  [undefined, undefined],
] as const)('getInjectedWalletName(%o) → %s', (provider, name) => {
  expect(getInjectedWalletName(provider)).toBe(name)
})
