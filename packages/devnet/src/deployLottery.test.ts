/**
 * The lottery in the world deploy: GhostLottery on the CAKE-USDT pair with Chainlink's VRF mock
 * (subscribed, funded, the lottery its consumer) and its owner settings; and, given a real
 * chain's coordinator, the subscription it is told of (the consumer added when the deployer owns
 * the subscription, a note for its owner otherwise).
 */
import { ghostLotteryAbi, vrfCoordinatorV2_5MockAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getLotteryContracts } from '@ghost/contracts/manifest'
import { type Address, getAddress, parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { createVrfSubscription, deployLottery } from './deployLottery'
import { devWriter } from './startDevnet'
import { setUpLocalWorld, TEST_TREASURY } from './testing/localWorld'
import { LOTTERY } from './worldPlan'

const world = setUpLocalWorld()
const treasury = TEST_TREASURY

const read = <name extends 'operator' | 'treasury' | 'injector' | 'cake' | 'cakeUsdPair'>(
  lottery: Address,
  functionName: name,
) => world.client.readContract({ address: lottery, abi: ghostLotteryAbi, functionName })

describe('deployLottery in the local world', () => {
  test('the manifest has the lottery and its coordinator, both with code', async () => {
    const contracts = getLotteryContracts(world.manifest)
    expect(contracts).toBeDefined()
    for (const address of Object.values(contracts ?? {})) {
      expect((await world.client.getCode({ address }))?.length).toBeGreaterThan(2)
    }
  })

  test('the lottery sells CAKE tickets priced on the CAKE-USDT pair, run by account 40 (its operator), paying the treasury', async () => {
    const { Lottery } = getLotteryContracts(world.manifest) ?? {}
    if (!Lottery) throw new Error('no lottery')
    expect(await read(Lottery, 'cake')).toBe(world.manifest.tokens.CAKE)
    expect(await read(Lottery, 'cakeUsdPair')).toBe(world.manifest.pairs?.['CAKE-USDT'])
    expect(await read(Lottery, 'operator')).toBe(devAccount(LOTTERY.operatorAccount).address)
    expect(await read(Lottery, 'injector')).toBe(devAccount(LOTTERY.operatorAccount).address)
    expect(await read(Lottery, 'treasury')).toBe(treasury)
    const at = { address: Lottery, abi: ghostLotteryAbi } as const
    expect(await world.client.readContract({ ...at, functionName: 'minPriceTicketInCake' })).toBe(
      LOTTERY.ticketPriceBounds.min,
    )
    expect(await world.client.readContract({ ...at, functionName: 'maxPriceTicketInCake' })).toBe(
      LOTTERY.ticketPriceBounds.max,
    )
    expect(await world.client.readContract({ ...at, functionName: 'vrfKeyHash' })).toBe(
      LOTTERY.keyHash,
    )
    expect(await world.client.readContract({ ...at, functionName: 'vrfCallbackGasLimit' })).toBe(
      LOTTERY.callbackGasLimit,
    )
  })

  test('the VRF mock subscription is funded and has the lottery as its consumer', async () => {
    const { Lottery, VRFCoordinator } = getLotteryContracts(world.manifest) ?? {}
    if (!Lottery || !VRFCoordinator) throw new Error('no lottery')
    const subscriptionId = await world.client.readContract({
      address: Lottery,
      abi: ghostLotteryAbi,
      functionName: 'vrfSubscriptionId',
    })
    const [balance, , , owner, consumers] = await world.client.readContract({
      address: VRFCoordinator,
      abi: vrfCoordinatorV2_5MockAbi,
      functionName: 'getSubscription',
      args: [subscriptionId],
    })
    expect(balance).toBe(LOTTERY.vrfMock.funding)
    expect(owner).toBe(devAccount(0).address)
    expect(consumers.map((consumer) => getAddress(consumer))).toEqual([Lottery])
  })

  test('half an hour after the deploy a ticket costs 5 USD in CAKE at the pair ($2.50): 2 CAKE', async () => {
    const { Lottery } = getLotteryContracts(world.manifest) ?? {}
    if (!Lottery) throw new Error('no lottery')
    await world.client.increaseTime({ seconds: 1_800 })
    await world.client.mine({ blocks: 1 })
    const price = await world.client.readContract({
      address: Lottery,
      abi: ghostLotteryAbi,
      functionName: 'currentTicketPriceInCake',
    })
    // the pair's UQ112 average rounds down by less than a billionth
    expect(parseEther('2') - price).toBeGreaterThanOrEqual(0n)
    expect(parseEther('2') - price).toBeLessThan(parseEther('2') / 1_000_000_000n)
  })
})

describe('deployLottery with a real chain’s coordinator', () => {
  /** A coordinator (the mock stands in) with a subscription opened by dev account `owner`. */
  async function subscription(owner: number) {
    const coordinator = getLotteryContracts(world.manifest)?.VRFCoordinator as Address
    const subscriptionId = await createVrfSubscription(
      devWriter(world.anvil.url, owner),
      coordinator,
    )
    return { coordinator, subscriptionId }
  }
  const keyHash = `0x${'ab'.repeat(32)}` as const

  test("the deployer's own subscription gets the lottery as its consumer; the given settings are set", async () => {
    const { coordinator, subscriptionId } = await subscription(0)
    const lines: string[] = []
    const { Lottery, VRFCoordinator } = await deployLottery({
      deployer: devWriter(world.anvil.url, 0),
      cake: world.manifest.tokens.CAKE,
      cakeUsdPair: world.manifest.pairs?.['CAKE-USDT'] as Address,
      treasury,
      operator: devAccount(5).address,
      vrf: { coordinator, keyHash, subscriptionId, requestConfirmations: 5, nativePayment: true },
      log: (line) => lines.push(line),
    })
    expect(VRFCoordinator).toBe(coordinator)
    expect(lines).toEqual([])
    const [, , , , consumers] = await world.client.readContract({
      address: coordinator,
      abi: vrfCoordinatorV2_5MockAbi,
      functionName: 'getSubscription',
      args: [subscriptionId],
    })
    expect(consumers.map((consumer) => getAddress(consumer))).toEqual([Lottery])
    const at = { address: Lottery, abi: ghostLotteryAbi } as const
    expect(await world.client.readContract({ ...at, functionName: 'vrfSubscriptionId' })).toBe(
      subscriptionId,
    )
    expect(await world.client.readContract({ ...at, functionName: 'vrfKeyHash' })).toBe(keyHash)
    expect(
      await world.client.readContract({ ...at, functionName: 'vrfRequestConfirmations' }),
    ).toBe(5)
    expect(await world.client.readContract({ ...at, functionName: 'vrfNativePayment' })).toBe(true)
    expect(await read(Lottery, 'operator')).toBe(devAccount(5).address)
    expect(await read(Lottery, 'injector')).toBe(devAccount(0).address)
  })

  test("another owner's subscription is left alone, with a note naming the consumer to add", async () => {
    const { coordinator, subscriptionId } = await subscription(3)
    const lines: string[] = []
    const { Lottery } = await deployLottery({
      deployer: devWriter(world.anvil.url, 0),
      cake: world.manifest.tokens.CAKE,
      cakeUsdPair: world.manifest.pairs?.['CAKE-USDT'] as Address,
      treasury,
      vrf: { coordinator, keyHash, subscriptionId },
      log: (line) => lines.push(line),
    })
    expect(lines).toEqual([
      `The VRF subscription ${subscriptionId} belongs to ${devAccount(3).address}: its owner must add the lottery ${Lottery} as a consumer (vrf.chain.link) before the first round closes.`,
    ])
    const [, , , , consumers] = await world.client.readContract({
      address: coordinator,
      abi: vrfCoordinatorV2_5MockAbi,
      functionName: 'getSubscription',
      args: [subscriptionId],
    })
    expect(consumers).toEqual([])
  })
})
