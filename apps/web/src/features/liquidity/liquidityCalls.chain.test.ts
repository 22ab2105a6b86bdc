/**
 * The add and remove call builders and the permit message against the real contracts on Anvil:
 * a new pool is created at the price the user typed, an existing one takes the computed amount,
 * and LP comes back out through a signed permit (no approve transaction), as BNB or tokens.
 */
import {
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostPairAbi,
  ghostRouterAbi,
  ghostRouterBytecode,
  pairInitCodeHash,
  taxTokenAbi,
  taxTokenBytecode,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  startAnvil,
} from '@ghost/contracts/anvil'
import {
  type Currency,
  CurrencyAmount,
  computePairAddress,
  getGasLimit,
  getRouterCallPairCount,
  Native,
  Pair,
  Token,
  tryParseAmount,
} from '@ghost/sdk'
import {
  type Abi,
  type Address,
  erc20Abi,
  type Hash,
  maxUint256,
  parseEther,
  parseSignature,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getPermitTypedData } from '../../chain/actions/lpPermit'
import { deployed, mined as minedBy } from '../../test/mined'
import { BurnField } from './burnState'
import { type AddLiquidityCall, getAddLiquidityCall } from './getAddLiquidityCall'
import { getDependentAmount } from './getDependentAmount'
import { getRemoveAmounts } from './getRemoveAmounts'
import {
  getRemoveLiquidityCalls,
  type PermitSignature,
  type RemoveLiquidityCall,
} from './getRemoveLiquidityCalls'

let anvil: AnvilInstance
let client: AnvilClient
let me: Address
let factory: Address
let router: Address
let wbnb: Token
let usdt: Token
let cake: Token
let tax: Token
let bnb: Native

async function deploy(abi: Abi, bytecode: Hash, args: readonly unknown[] = []): Promise<Address> {
  const hash = await client.deployContract({ abi, bytecode, args } as Parameters<
    typeof client.deployContract
  >[0])
  return deployed(client, hash)
}

function mined(hash: Hash) {
  return minedBy(client, hash)
}

/** viem cannot infer its generics from a union of calls; each member is a valid router call. */
const asWrite = (call: AddLiquidityCall | RemoveLiquidityCall) =>
  ({ ...call, account: me }) as unknown as Parameters<typeof client.writeContract>[0] &
    Parameters<typeof client.estimateContractGas>[0] &
    Parameters<typeof client.simulateContract>[0]

/** Sends a router call with the sdk's gas limit, as the app does. */
async function sendWithMargin(request: ReturnType<typeof asWrite>): Promise<Hash> {
  const gas = getGasLimit({
    estimate: await client.estimateContractGas(request),
    pairsTouched: getRouterCallPairCount({
      functionName: request.functionName,
      args: request.args as readonly unknown[] | undefined,
    }),
  })
  return client.writeContract({ ...request, gas })
}

async function token(symbol: string): Promise<Token> {
  const address = await deploy(testTokenAbi, testTokenBytecode, [
    symbol,
    symbol,
    18,
    parseEther('1000000'),
  ])
  await mined(
    await client.writeContract({
      address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    }),
  )
  return new Token({ chainId: 1337, address, symbol, decimals: 18 })
}

const amount = (value: string, currency: Currency) => {
  const parsed = tryParseAmount(value, currency)
  if (!parsed) throw new Error(`bad amount ${value}`)
  return parsed
}

const pairAddress = (a: Token, b: Token) =>
  computePairAddress({
    factoryAddress: factory,
    initCodeHash: pairInitCodeHash,
    tokenA: a,
    tokenB: b,
  })

async function readPair(a: Token, b: Token) {
  const address = pairAddress(a, b)
  const [reserves, supply, balance] = await Promise.all([
    client.readContract({ address, abi: ghostPairAbi, functionName: 'getReserves' }),
    client.readContract({ address, abi: ghostPairAbi, functionName: 'totalSupply' }),
    client.readContract({ address, abi: ghostPairAbi, functionName: 'balanceOf', args: [me] }),
  ])
  const [token0, token1] = a.sortsBefore(b) ? [a, b] : [b, a]
  const pair = new Pair({
    reserveA: CurrencyAmount.fromRawAmount(token0, reserves[0]),
    reserveB: CurrencyAmount.fromRawAmount(token1, reserves[1]),
    address,
  })
  return {
    pair,
    totalSupply: CurrencyAmount.fromRawAmount(pair.liquidityToken, supply),
    balance: CurrencyAmount.fromRawAmount(pair.liquidityToken, balance),
  }
}

async function deadline() {
  const block = await client.getBlock()
  return block.timestamp + 1200n
}

async function signPermit(pair: Address, value: bigint): Promise<PermitSignature> {
  const nonce = await client.readContract({
    address: pair,
    abi: ghostPairAbi,
    functionName: 'nonces',
    args: [me],
  })
  const signatureDeadline = await deadline()
  const signature = await client.signTypedData(
    getPermitTypedData({
      chainId: 1337,
      pair,
      owner: me,
      spender: router,
      value,
      nonce,
      deadline: signatureDeadline,
    }),
  )
  const { r, s, v, yParity } = parseSignature(signature)
  return { r, s, v: Number(v ?? BigInt(yParity + 27)), deadline: signatureDeadline }
}

beforeAll(async () => {
  anvil = await startAnvil()
  client = anvilClient(anvil.url)
  me = client.account.address
  const wbnbAddress = await deploy(wbnbAbi, wbnbBytecode)
  factory = await deploy(ghostFactoryAbi, ghostFactoryBytecode, [me])
  router = await deploy(ghostRouterAbi, ghostRouterBytecode, [factory, wbnbAddress])
  wbnb = new Token({ chainId: 1337, address: wbnbAddress, symbol: 'WBNB' })
  bnb = Native.onChain(wbnb)
  usdt = await token('USDT')
  cake = await token('CAKE')
  const taxAddress = await deploy(taxTokenAbi, taxTokenBytecode, [
    'Taxed',
    'TAX',
    parseEther('1000000'),
  ])
  await mined(
    await client.writeContract({
      address: taxAddress,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    }),
  )
  tax = new Token({ chainId: 1337, address: taxAddress, symbol: 'TAX' })
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

describe('liquidity calls on Anvil', { timeout: 60_000 }, () => {
  test('a new pool takes both typed amounts; the next deposit takes the computed one', async () => {
    const first = getAddLiquidityCall({
      router,
      amountA: amount('400', usdt),
      amountB: amount('100', cake),
      noLiquidity: true,
      slippageBps: 50,
      to: me,
      deadline: await deadline(),
    })
    await mined(await sendWithMargin(asWrite(first)))
    let state = await readPair(usdt, cake)
    expect(state.pair.reserveOf(usdt).toExact()).toBe('400')
    expect(state.pair.reserveOf(cake).toExact()).toBe('100')
    // √(400·100) = 200 LP, minus 1000 wei locked forever.
    expect(state.balance.quotient).toBe(parseEther('200') - 1000n)

    const cakeAmount = getDependentAmount({
      independentAmount: amount('10', usdt),
      dependentCurrency: cake,
      pair: state.pair,
      noLiquidity: false,
      otherTypedValue: '',
    })
    expect(cakeAmount?.toExact()).toBe('2.5')
    if (!cakeAmount) throw new Error('no dependent amount')
    await mined(
      await sendWithMargin(
        asWrite(
          getAddLiquidityCall({
            router,
            amountA: cakeAmount,
            amountB: amount('10', usdt),
            noLiquidity: false,
            slippageBps: 50,
            to: me,
            deadline: await deadline(),
          }),
        ),
      ),
    )
    state = await readPair(usdt, cake)
    expect(state.pair.reserveOf(cake).toExact()).toBe('102.5')
    expect(state.balance.quotient).toBe(parseEther('205') - 1000n)
  })

  test('BNB: add with value, then remove half through a permit, receiving BNB', async () => {
    await mined(
      await sendWithMargin(
        asWrite(
          getAddLiquidityCall({
            router,
            amountA: amount('2', bnb),
            amountB: amount('1200', usdt),
            noLiquidity: true,
            slippageBps: 50,
            to: me,
            deadline: await deadline(),
          }),
        ),
      ),
    )
    const { pair, totalSupply, balance } = await readPair(wbnb, usdt)
    const removal = getRemoveAmounts({
      pair,
      currencyA: bnb,
      currencyB: usdt,
      totalSupply,
      userLiquidity: balance,
      state: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '50' },
    })
    const { liquidity, amountA, amountB } = removal
    if (!liquidity || !amountA || !amountB) throw new Error('nothing to remove')
    const allowanceBefore = await client.readContract({
      address: pair.address,
      abi: ghostPairAbi,
      functionName: 'allowance',
      args: [me, router],
    })
    expect(allowanceBefore).toBe(0n)
    const signature = await signPermit(pair.address, liquidity.quotient)
    const calls = getRemoveLiquidityCalls({
      router,
      liquidity,
      amountA,
      amountB,
      slippageBps: 50,
      to: me,
      deadline: 0n,
      signature,
    })
    expect(calls.map((call) => call.functionName)).toEqual([
      'removeLiquidityETHWithPermit',
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    ])
    const [call] = calls
    if (!call) throw new Error('no call')
    const bnbBefore = await client.getBalance({ address: me })
    const usdtBefore = await client.readContract({
      address: usdt.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [me],
    })
    const receipt = await mined(await sendWithMargin(asWrite(call)))
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await client.getBalance({ address: me })) - bnbBefore + gas).toBe(amountA.quotient)
    expect(
      (await client.readContract({
        address: usdt.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [me],
      })) - usdtBefore,
    ).toBe(amountB.quotient)
    expect((await readPair(wbnb, usdt)).balance.quotient).toBe(
      balance.quotient - liquidity.quotient,
    )
  })

  test('two tokens through a permit; a reused signature is refused', async () => {
    const { pair, totalSupply, balance } = await readPair(usdt, cake)
    const { liquidity, amountA, amountB } = getRemoveAmounts({
      pair,
      currencyA: cake,
      currencyB: usdt,
      totalSupply,
      userLiquidity: balance,
      state: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '25' },
    })
    if (!liquidity || !amountA || !amountB) throw new Error('nothing to remove')
    const signature = await signPermit(pair.address, liquidity.quotient)
    const [call] = getRemoveLiquidityCalls({
      router,
      liquidity,
      amountA,
      amountB,
      slippageBps: 0,
      to: me,
      deadline: 0n,
      signature,
    })
    if (!call) throw new Error('no call')
    expect(call.functionName).toBe('removeLiquidityWithPermit')
    await mined(await sendWithMargin(asWrite(call)))
    expect((await readPair(usdt, cake)).balance.quotient).toBe(
      balance.quotient - liquidity.quotient,
    )
    // The nonce moved on: the same signature no longer verifies.
    await expect(client.simulateContract(asWrite(call))).rejects.toThrow('Ghost: INVALID_SIGNATURE')
  })

  test('a taxed token with BNB: only the fee-on-transfer variant can succeed', async () => {
    await mined(
      await sendWithMargin(
        asWrite(
          getAddLiquidityCall({
            router,
            amountA: amount('1000', tax),
            amountB: amount('1', bnb),
            noLiquidity: true,
            slippageBps: 0,
            to: me,
            deadline: await deadline(),
          }),
        ),
      ),
    )
    const { pair, totalSupply, balance } = await readPair(tax, wbnb)
    await mined(
      await client.writeContract({
        address: pair.address,
        abi: ghostPairAbi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    )
    const { liquidity, amountA, amountB } = getRemoveAmounts({
      pair,
      currencyA: tax,
      currencyB: bnb,
      totalSupply,
      userLiquidity: balance,
      state: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '50' },
    })
    if (!liquidity || !amountA || !amountB) throw new Error('nothing to remove')
    // 12% slippage covers the 10% tax on the way out of the pair (spec §8).
    const calls = getRemoveLiquidityCalls({
      router,
      liquidity,
      amountA,
      amountB,
      slippageBps: 1200,
      to: me,
      deadline: await deadline(),
    })
    expect(calls.map((call) => call.functionName)).toEqual([
      'removeLiquidityETH',
      'removeLiquidityETHSupportingFeeOnTransferTokens',
    ])
    const [plain, supporting] = calls
    if (!plain || !supporting) throw new Error('missing calls')
    await expect(client.estimateContractGas(asWrite(plain))).rejects.toThrow()
    await mined(await sendWithMargin(asWrite(supporting)))
    expect((await readPair(tax, wbnb)).balance.quotient).toBe(balance.quotient - liquidity.quotient)
  })
})
