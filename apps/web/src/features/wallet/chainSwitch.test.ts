import { describe, expect, test } from 'vitest'
import {
  type AppChain,
  getAddChainParameter,
  getChainSwitchDecision,
  switchWalletChain,
  type WalletRequest,
} from './chainSwitch'

describe('getChainSwitchDecision', () => {
  const base = { appChainId: 1337, askedFromChainId: undefined }
  test.each([
    [{ connected: false, walletChainId: 56 }, 'none'],
    [{ connected: true, walletChainId: undefined }, 'none'],
    [{ connected: true, walletChainId: 1337 }, 'none'],
    [{ connected: true, walletChainId: 1337, askedFromChainId: 56 }, 'none'],
    [{ connected: true, walletChainId: 56 }, 'ask'],
    [{ connected: true, walletChainId: 56, askedFromChainId: 56 }, 'wait'],
    // Moving on to yet another wrong chain asks again.
    [{ connected: true, walletChainId: 97, askedFromChainId: 56 }, 'ask'],
  ] as const)('%o → %s', (state, decision) => {
    expect(getChainSwitchDecision({ ...base, ...state })).toBe(decision)
  })
})

const LOCAL: AppChain = { id: 1337, name: 'Ghost Local', rpcUrl: 'http://127.0.0.1:8545' }
const TESTNET: AppChain = {
  id: 97,
  name: 'BNB Smart Chain Testnet',
  rpcUrl: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  explorerUrl: 'https://testnet.bscscan.com',
}

test('the add-chain parameter names our RPC, BNB and the explorer when there is one', () => {
  expect(getAddChainParameter(LOCAL)).toMatchInlineSnapshot(`
    {
      "chainId": "0x539",
      "chainName": "Ghost Local",
      "nativeCurrency": {
        "decimals": 18,
        "name": "BNB",
        "symbol": "BNB",
      },
      "rpcUrls": [
        "http://127.0.0.1:8545",
      ],
    }
  `)
  expect(getAddChainParameter(TESTNET).blockExplorerUrls).toEqual(['https://testnet.bscscan.com'])
  expect(getAddChainParameter(TESTNET).chainId).toBe('0x61')
})

/**
 * A stand-in for the user's wallet with the behaviours wallets really have: some add a chain
 * and switch to it at once (MetaMask), others only add it. It records every method asked.
 */
function fakeWallet(options: {
  chainId: string
  known: string[]
  switchesOnAdd: boolean
  rejectSwitch?: boolean
}) {
  const state = { chainId: options.chainId, known: new Set(options.known), asked: [] as string[] }
  const request: WalletRequest = async ({ method, params }) => {
    state.asked.push(method)
    const [first] = (params ?? []) as [{ chainId: string }]
    switch (method) {
      case 'wallet_switchEthereumChain':
        if (options.rejectSwitch) throw Object.assign(new Error('User rejected'), { code: 4001 })
        if (!state.known.has(first.chainId))
          throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
        state.chainId = first.chainId
        return null
      case 'wallet_addEthereumChain':
        state.known.add(first.chainId)
        if (options.switchesOnAdd) state.chainId = first.chainId
        return null
      case 'eth_chainId':
        return state.chainId
      default:
        throw new Error(`unexpected ${method}`)
    }
  }
  return { state, request }
}

describe('switchWalletChain', () => {
  test('a wallet that knows the chain is only asked to switch', async () => {
    const wallet = fakeWallet({ chainId: '0x38', known: ['0x38', '0x539'], switchesOnAdd: true })
    await switchWalletChain(wallet.request, LOCAL)
    expect(wallet.state.asked).toEqual(['wallet_switchEthereumChain'])
    expect(wallet.state.chainId).toBe('0x539')
  })

  test('an unknown chain (4902) is added; a wallet that switches on add is not asked again', async () => {
    const wallet = fakeWallet({ chainId: '0x38', known: ['0x38'], switchesOnAdd: true })
    await switchWalletChain(wallet.request, LOCAL)
    expect(wallet.state.asked).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
    ])
    expect(wallet.state.chainId).toBe('0x539')
  })

  test('a wallet that only adds the chain is asked to switch again (the retry)', async () => {
    const wallet = fakeWallet({ chainId: '0x38', known: ['0x38'], switchesOnAdd: false })
    await switchWalletChain(wallet.request, LOCAL)
    expect(wallet.state.asked).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.state.chainId).toBe('0x539')
  })

  test('a declined switch is thrown and nothing is added', async () => {
    const wallet = fakeWallet({
      chainId: '0x38',
      known: ['0x38', '0x539'],
      switchesOnAdd: true,
      rejectSwitch: true,
    })
    await expect(switchWalletChain(wallet.request, LOCAL)).rejects.toMatchObject({ code: 4001 })
    expect(wallet.state.asked).toEqual(['wallet_switchEthereumChain'])
    expect(wallet.state.chainId).toBe('0x38')
  })
})
