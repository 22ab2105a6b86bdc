import { calculateNftFees, type LazyOrder, type NftFeeRates } from '@ghost/sdk'
import fc from 'fast-check'
import {
  type Address,
  encodeFunctionData,
  type Hash,
  type Hex,
  parseEventLogs,
  type TransactionReceipt,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  ghostCollectionAbi,
  ghostMarketAbi,
  ghostNFTFactoryAbi,
  lazyOrderCreatorWalletAbi,
  lazyOrderCreatorWalletBytecode,
  marketActorAbi,
  marketActorBytecode,
  wbnbAbi,
} from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  isolated,
  startAnvil,
} from '../lib/anvil'
import { propertyParameters, propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import { createRpc, type Rpc, revertReason } from './amm/rpc'
import { deployed, E18, mined, userClients } from './farms/setup'
import {
  createCollection,
  deployLazyOrderWorld,
  type LazyOrderWorld,
  type SignedOrder,
  signOrder,
  tokenUID,
} from './nft/collections'

/**
 * Lazy orders under any interleaving of purchases, cancels and the passing of time, with any fee
 * settings inside the caps and either kind of creator (an account, or a contract wallet that
 * refuses BNB):
 *  - an order executes at most once, never after `cancelOrder`, never after its expiry, and each
 *    attempt fails with exactly the reason the model predicts;
 *  - an executed order's parts are the market's breakdown (and the sdk's), sum to the price, and
 *    land where they should: netPrice + creatorFee with the creator (BNB, or WBNB when refused),
 *    the fees in pending revenue, which always equals the BNB the factory holds;
 *  - a buyer contract whose onERC721Received re-enters the factory is refused, and the order it
 *    tried to execute stays untouched.
 */

const NUM_RUNS = propertyRuns(100)
const MAX_ORDERS = 3
/** Every transaction gets this much gas, so a reverting one is mined (and traced) too. */
const TX_GAS = 2_000_000n
const REENTRANCY = toFunctionSelector('ReentrancyGuardReentrantCall()')

let anvil: AnvilInstance
/** For the call tracer, which viem's clients have no action for. */
let rpc: Rpc
let owner: AnvilClient
let creator: AnvilClient
/** Signs for the creator wallet (ERC-1271). */
let walletKey: AnvilClient
let buyers: AnvilClient[]
let treasury: Address
let ghostPot: Address
let referrer: Address
let world: LazyOrderWorld
/** Bob's contract buyer, whose token hook tries to execute another order. */
let actor: Address
let creatorWallet: Address

beforeAll(async () => {
  anvil = await startAnvil()
  owner = anvilClient(anvil.url)
  rpc = createRpc(anvil.url)
  const users = userClients(anvil.url, 7)
  ;[creator, walletKey] = users as [AnvilClient, AnvilClient]
  buyers = users.slice(2, 4)
  ;[treasury, ghostPot, referrer] = users.slice(4, 7).map((u) => u.account.address) as [
    Address,
    Address,
    Address,
  ]
  world = await deployLazyOrderWorld(owner, treasury, ghostPot)
  for (const buyer of buyers) {
    await mined(
      buyer,
      buyer.writeContract({
        address: world.wbnb,
        abi: wbnbAbi,
        functionName: 'deposit',
        value: 100n * E18,
      }),
    )
    await mined(
      buyer,
      buyer.writeContract({
        address: world.wbnb,
        abi: wbnbAbi,
        functionName: 'approve',
        args: [world.factory, 2n ** 256n - 1n],
      }),
    )
  }
  const bob = buyers[0] as AnvilClient
  actor = await deployed(
    bob,
    bob.deployContract({ abi: marketActorAbi, bytecode: marketActorBytecode }),
  )
  creatorWallet = await deployed(
    walletKey,
    walletKey.deployContract({
      abi: lazyOrderCreatorWalletAbi,
      bytecode: lazyOrderCreatorWalletBytecode,
      args: [walletKey.account.address],
    }),
  )
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

type Step =
  | { kind: 'execute'; order: number; buyer: number; withBNB: boolean; referred: boolean }
  /** The contract buyer, paying BNB; its hook tries to execute `hookOrder`. */
  | { kind: 'executeByContract'; order: number; hookOrder: number }
  | { kind: 'cancel'; order: number; byCreator: boolean }
  | { kind: 'wait'; seconds: number }

type Scenario = {
  rates: NftFeeRates
  walletCreator: boolean
  orders: { price: bigint; expiresIn: number }[]
  steps: Step[]
}

const orderIndex = fc.nat({ max: MAX_ORDERS - 1 })
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('execute' as const),
      order: orderIndex,
      buyer: fc.nat({ max: 1 }),
      withBNB: fc.boolean(),
      referred: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('executeByContract' as const),
      order: orderIndex,
      hookOrder: orderIndex,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      order: orderIndex,
      byCreator: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), seconds: fc.nat({ max: 30 }) }),
  },
)

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  rates: fc.record({
    tradingFee: fc.bigInt({ min: 0n, max: 1_000n }),
    ghostPotFee: fc.bigInt({ min: 0n, max: 500n }),
    creatorFee: fc.bigInt({ min: 0n, max: 1_000n }),
    refererFee: fc.bigInt({ min: 0n, max: 500n }),
  }),
  walletCreator: fc.boolean(),
  orders: fc.array(
    fc.record({
      price: fc.oneof(fc.bigInt({ min: 0n, max: 10n * E18 }), fc.bigInt({ min: 0n, max: 10_000n })),
      expiresIn: fc.nat({ max: 60 }),
    }),
    { minLength: MAX_ORDERS, maxLength: MAX_ORDERS },
  ),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 12 }),
})

type Status = 'none' | 'executed' | 'cancelled'

/** What a run expects the chain to hold; updated only by transactions that succeeded. */
type Model = {
  status: Status[]
  pending: Map<Address, bigint>
  minted: number
  time: bigint
}

function credit(model: Model, account: Address, amount: bigint): void {
  model.pending.set(account, (model.pending.get(account) ?? 0n) + amount)
}

/** Mines `send` at the model's next second; returns the receipt and, if it reverted, why. */
async function at(
  model: Model,
  send: () => Promise<Hash>,
): Promise<{ receipt: TransactionReceipt; reason?: string }> {
  model.time += 1n
  await owner.setNextBlockTimestamp({ timestamp: model.time })
  const receipt = await owner.waitForTransactionReceipt({ hash: await send(), pollingInterval: 20 })
  if (receipt.status === 'success') return { receipt }
  const trace = await rpc.request<{ output?: Hex }>('debug_traceTransaction', [
    receipt.transactionHash,
    { tracer: 'callTracer' },
  ])
  return { receipt, reason: revertReason(trace.output) ?? 'no reason' }
}

/** The reason the model predicts an execute mined at `time` fails with; undefined: success. */
function executeFailure(time: bigint, status: Status | undefined, lazyOrder: LazyOrder) {
  if (status === 'executed') return 'GhostNFTFactory: ORDER_EXECUTED'
  if (status === 'cancelled') return 'GhostNFTFactory: ORDER_CANCELLED'
  if (time > lazyOrder.expiry) return 'GhostNFTFactory: ORDER_EXPIRED'
  return undefined
}

function executeData(signed: SignedOrder, withBNB: boolean, referrerAddress: Address): Hex {
  return encodeFunctionData({
    abi: ghostNFTFactoryAbi,
    functionName: withBNB ? 'executeOrderWithBNB' : 'executeOrderWithWBNB',
    args: [signed.order, signed.v, signed.r, signed.s, referrerAddress],
  })
}

async function creatorProceeds(creatorAddress: Address, walletCreator: boolean): Promise<bigint> {
  if (!walletCreator) return owner.getBalance({ address: creatorAddress })
  return owner.readContract({
    address: world.wbnb,
    abi: wbnbAbi,
    functionName: 'balanceOf',
    args: [creatorAddress],
  })
}

async function runScenario(scenario: Scenario): Promise<void> {
  const { rates, walletCreator } = scenario
  const creatorAddress = walletCreator ? creatorWallet : creator.account.address
  const signer = walletCreator ? walletKey : creator
  await mined(
    owner,
    owner.writeContract({
      address: world.market,
      abi: ghostMarketAbi,
      functionName: 'setFees',
      args: [rates.tradingFee, rates.ghostPotFee],
    }),
  )
  const collection = await createCollection(owner, world.factory, creatorAddress, rates.creatorFee)
  await mined(
    owner,
    owner.writeContract({
      address: world.market,
      abi: ghostMarketAbi,
      functionName: 'modifyCollection',
      args: [collection, creatorAddress, zeroAddress, rates.creatorFee, rates.refererFee],
    }),
  )

  const head = await owner.getBlock()
  const model: Model = {
    status: scenario.orders.map(() => 'none'),
    pending: new Map(),
    minted: 0,
    time: head.timestamp,
  }
  const start = model.time
  const signed = await Promise.all(
    scenario.orders.map(({ price, expiresIn }, i) =>
      signOrder(signer, world.factory, {
        collection,
        tokenUID: tokenUID(`order-${i}`),
        uri: `ipfs://token-${i}`,
        price,
        creator: creatorAddress,
        // the first step mines at start + 1
        expiry: start + 1n + BigInt(expiresIn),
        // the collection's ownership epoch: it never changes hands here
        nonce: 0n,
      }),
    ),
  )
  const orderAt = (i: number) => signed[i] as SignedOrder

  for (const step of scenario.steps) {
    if (step.kind === 'wait') {
      model.time += BigInt(step.seconds)
      continue
    }
    if (step.kind === 'cancel') {
      const { order: lazyOrder } = orderAt(step.order)
      const data = encodeFunctionData({
        abi: ghostNFTFactoryAbi,
        functionName: 'cancelOrder',
        args: [lazyOrder],
      })
      const by = step.byCreator ? signer : (buyers[0] as AnvilClient)
      const outcome = await at(model, () =>
        step.byCreator && walletCreator
          ? by.writeContract({
              address: creatorWallet,
              abi: lazyOrderCreatorWalletAbi,
              functionName: 'execute',
              args: [world.factory, data],
              gas: TX_GAS,
            })
          : by.sendTransaction({
              account: by.account,
              chain: by.chain,
              to: world.factory,
              data,
              gas: TX_GAS,
            }),
      )
      const status = model.status[step.order]
      const expected = !step.byCreator
        ? 'GhostNFTFactory: NOT_CREATOR'
        : status === 'executed'
          ? 'GhostNFTFactory: ORDER_EXECUTED'
          : status === 'cancelled'
            ? 'GhostNFTFactory: ORDER_CANCELLED'
            : undefined
      expect(outcome.reason).toBe(expected)
      if (expected === undefined) model.status[step.order] = 'cancelled'
      continue
    }

    const order = orderAt(step.order)
    const byContract = step.kind === 'executeByContract'
    const buyer = byContract ? (buyers[0] as AnvilClient) : (buyers[step.buyer] as AnvilClient)
    const buyerAddress = byContract ? actor : buyer.account.address
    const withBNB = byContract || step.withBNB
    const referrerAddress = !byContract && step.referred ? referrer : zeroAddress
    const proceedsBefore = await creatorProceeds(creatorAddress, walletCreator)

    let hookOrder: SignedOrder | undefined
    if (step.kind === 'executeByContract') {
      hookOrder = orderAt(step.hookOrder)
      const hookSet = await at(model, () =>
        buyer.writeContract({
          address: actor,
          abi: marketActorAbi,
          functionName: 'setHook',
          args: [world.factory, executeData(hookOrder as SignedOrder, true, zeroAddress)],
          gas: TX_GAS,
        }),
      )
      expect(hookSet.reason).toBeUndefined()
    }
    // judged at the second the purchase mines (setting the hook took one)
    const expected = executeFailure(model.time + 1n, model.status[step.order], order.order)
    const data = executeData(order, withBNB, referrerAddress)
    const value = withBNB ? order.order.price : 0n
    const outcome = await at(model, () =>
      byContract
        ? buyer.writeContract({
            address: actor,
            abi: marketActorAbi,
            functionName: 'execute',
            args: [world.factory, data],
            value,
            gas: TX_GAS,
          })
        : buyer.sendTransaction({
            account: buyer.account,
            chain: buyer.chain,
            to: world.factory,
            data,
            value,
            gas: TX_GAS,
          }),
    )
    expect(outcome.reason).toBe(expected)
    if (expected !== undefined) continue

    // settled: once, to this buyer, with the market's split
    model.status[step.order] = 'executed'
    model.minted += 1
    const fees = calculateNftFees(order.order.price, rates)
    const onMarket = await owner.readContract({
      address: world.market,
      abi: ghostMarketAbi,
      functionName: 'calculatePriceAndFeesForCollection',
      args: [collection, order.order.price],
    })
    expect(onMarket).toEqual(fees)
    expect(
      fees.netPrice + fees.treasureFee + fees.ghostPotFee + fees.creatorFee + fees.refererFee,
    ).toBe(order.order.price)
    const [executed] = parseEventLogs({
      abi: ghostNFTFactoryAbi,
      eventName: 'OrderExecuted',
      logs: outcome.receipt.logs,
    })
    expect(executed?.args).toMatchObject({
      buyer: buyerAddress,
      creator: creatorAddress,
      price: order.order.price,
      ...fees,
      referrer: referrerAddress,
      withBNB,
    })
    expect(
      await owner.readContract({
        address: collection,
        abi: ghostCollectionAbi,
        functionName: 'ownerOf',
        args: [executed?.args.tokenId ?? 0n],
      }),
    ).toBe(buyerAddress)
    expect(await creatorProceeds(creatorAddress, walletCreator)).toBe(
      proceedsBefore + fees.netPrice + fees.creatorFee,
    )
    credit(model, treasury, fees.treasureFee)
    credit(model, referrerAddress === zeroAddress ? treasury : referrerAddress, fees.refererFee)
    credit(model, ghostPot, fees.ghostPotFee)

    if (hookOrder) {
      const read = <name extends 'hookCalled' | 'hookSucceeded' | 'hookResult'>(
        functionName: name,
      ) => owner.readContract({ address: actor, abi: marketActorAbi, functionName })
      expect([
        await read('hookCalled'),
        await read('hookSucceeded'),
        await read('hookResult'),
      ]).toEqual([true, false, REENTRANCY])
    }
  }

  // the chain agrees with the model on every order, the mints and the money held
  const statuses = await Promise.all(
    signed.map(async ({ order: lazyOrder }) => {
      const hash = await owner.readContract({
        address: world.factory,
        abi: ghostNFTFactoryAbi,
        functionName: 'hashOrder',
        args: [lazyOrder],
      })
      return owner.readContract({
        address: world.factory,
        abi: ghostNFTFactoryAbi,
        functionName: 'orderStatus',
        args: [hash],
      })
    }),
  )
  const code = { none: 0, executed: 1, cancelled: 2 } as const
  expect(statuses).toEqual(model.status.map((status) => code[status]))
  expect(
    await owner.readContract({
      address: collection,
      abi: ghostCollectionAbi,
      functionName: 'totalMinted',
    }),
  ).toBe(BigInt(model.minted))
  let held = 0n
  for (const account of [treasury, ghostPot, referrer]) {
    const pending = await owner.readContract({
      address: world.factory,
      abi: ghostNFTFactoryAbi,
      functionName: 'pendingRevenue',
      args: [account],
    })
    expect(pending).toBe(model.pending.get(account) ?? 0n)
    held += pending
  }
  expect(await owner.getBalance({ address: world.factory })).toBe(held)
}

test(
  'lazy orders settle at most once, never cancelled or expired, with the market split',
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, (scenario) => isolated(owner, () => runScenario(scenario))),
      propertyParameters(NUM_RUNS, propertyTimeout(120_000)),
    )
  },
  propertyTimeout(120_000),
)
