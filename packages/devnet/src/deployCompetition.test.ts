/**
 * The trading competition in the world deploy: GhostTradingCompetition on the world's profile,
 * owned by account 0 and holding the profile's POINT_ROLE; four mock USD feeds (8 decimals) at
 * the DEX's prices through USDT, worked out here by hand from the seeded amounts; competitions 0
 * and 1 in registration with the plan's 12 tiers, a 30-day claim window, a day's price age and
 * funding that covers every registrant of the seeded competition winning the top tier; the
 * competition and auction specs' accounts' CAKE; and, given an owner, a contract another account
 * runs. Then the price rule itself: a token follows its nearest, deepest route to USDT.
 */
import {
  ghostPairAbi,
  ghostProfileAbi,
  ghostRouterAbi,
  ghostTradingCompetitionAbi,
  mockV3AggregatorAbi,
} from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getCompetitionContracts, getNftContracts } from '@ghost/contracts/manifest'
import { getTierPrizeAmounts } from '@ghost/sdk'
import { type Address, erc20Abi, getAddress, parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { write } from './chainWriter'
import { deployCompetition } from './deployCompetition'
import { readDexUsdPrices } from './dexUsdPrices'
import { devWriter } from './startDevnet'
import { countDeployerTransactions, setUpLocalWorld } from './testing/localWorld'

const world = setUpLocalWorld({ eachTestFromDeploy: true })

const contracts = () => {
  const competition = getCompetitionContracts(world.manifest)
  const nft = getNftContracts(world.manifest)
  if (!competition || !nft) throw new Error('no trading competition or profile in the manifest')
  return { ...competition, ...nft }
}
const at = () =>
  ({ address: contracts().TradingCompetition, abi: ghostTradingCompetitionAbi }) as const
const DAY = 86_400n

describe('deployCompetition in the local world', () => {
  test('the manifest has the contract, with code, on the profile, owned by account 0, holding POINT_ROLE', async () => {
    const { TradingCompetition, Profile } = contracts()
    expect((await world.client.getCode({ address: TradingCompetition }))?.length).toBeGreaterThan(2)
    const pointRole = await world.client.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'POINT_ROLE',
    })
    expect(
      await Promise.all([
        world.client.readContract({ ...at(), functionName: 'profile' }),
        world.client.readContract({ ...at(), functionName: 'owner' }),
        world.client.readContract({ ...at(), functionName: 'competitionCount' }),
        world.client.readContract({
          address: Profile,
          abi: ghostProfileAbi,
          functionName: 'hasRole',
          args: [pointRole, TradingCompetition],
        }),
      ]),
    ).toEqual([Profile, devAccount(0).address, 2n, true])
  })

  test('competitions 0 and 1: CAKE, GHOST, DEEP, BUSD, each with an 8-decimal feed at the DEX’s USD price', async () => {
    const { tokens } = world.manifest
    for (const id of [0n, 1n]) {
      const competition = await world.client.readContract({
        ...at(),
        functionName: 'getCompetition',
        args: [id],
      })
      expect(competition.tokens).toEqual([tokens.CAKE, tokens.GHOST, tokens.DEEP, tokens.BUSD])
      const feeds = await Promise.all(
        competition.feeds.map(async (feed) => [
          await world.client.readContract({
            address: feed,
            abi: mockV3AggregatorAbi,
            functionName: 'decimals',
          }),
          (
            await world.client.readContract({
              address: feed,
              abi: mockV3AggregatorAbi,
              functionName: 'latestRoundData',
            })
          )[1],
        ]),
      )
      // CAKE-USDT 4,000 : 10,000 → $2.50; GHOST-BNB 300,000 : 1,000 at BNB-USDT's $600 → $2;
      // DEEP-CAKE 1,000,000 : 40,000 at $2.50 → $0.10; USDT-BUSD 1 : 1 → $1
      expect(feeds).toEqual([
        [8, 250_000_000n],
        [8, 200_000_000n],
        [8, 10_000_000n],
        [8, 100_000_000n],
      ])
      // the two competitions share the feeds
      expect(new Set(competition.feeds).size).toBe(4)
    }
    const [first, second] = await Promise.all(
      [0n, 1n].map((id) =>
        world.client.readContract({ ...at(), functionName: 'getCompetition', args: [id] }),
      ),
    )
    expect(second?.feeds).toEqual(first?.feeds)
  })

  test('both in registration with 12 tiers ($600 and 100 points down to $12 and 5), 30 days to claim, prices a day old at most, points campaigns 3501 and 3502', async () => {
    for (const id of [0n, 1n]) {
      const [competition, tiers] = await Promise.all([
        world.client.readContract({ ...at(), functionName: 'getCompetition', args: [id] }),
        world.client.readContract({ ...at(), functionName: 'getTiers', args: [id] }),
      ])
      expect(competition.phase).toBe(0)
      expect(competition.registrantCount).toBe(0)
      expect(competition.claimDuration).toBe(30n * DAY)
      expect(competition.maxPriceAge).toBe(DAY)
      expect(competition.campaignId).toBe(3501n + id)
      expect(tiers.map((tier) => [tier.usdPrize, tier.points])).toEqual(
        [
          [600, 100],
          [300, 60],
          [150, 30],
          [60, 10],
          [300, 80],
          [150, 50],
          [75, 25],
          [30, 8],
          [150, 60],
          [75, 40],
          [30, 20],
          [12, 5],
        ].map(([usd, points]) => [parseEther(String(usd)), BigInt(points ?? 0)]),
      )
    }
  })

  test('each is funded with 3,000 CAKE, 1,250 GHOST, 25,000 DEEP and 2,500 BUSD: the top prize for every seeded registrant many times over', async () => {
    const funding = [
      parseEther('3000'),
      parseEther('1250'),
      parseEther('25000'),
      parseEther('2500'),
    ]
    const { tokens } = world.manifest
    for (const id of [0n, 1n]) {
      expect(
        await world.client.readContract({ ...at(), functionName: 'getFunded', args: [id] }),
      ).toEqual(funding)
    }
    const held = await Promise.all(
      [tokens.CAKE, tokens.GHOST, tokens.DEEP, tokens.BUSD].map((token) =>
        world.client.readContract({
          address: token as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [contracts().TradingCompetition],
        }),
      ),
    )
    expect(held).toEqual(funding.map((amount) => 2n * amount))
    // three registrants in tier 0 ($600) at the feeds' prices, with every price halved
    const top = getTierPrizeAmounts(parseEther('600'), [
      { price: 125_000_000n, feedDecimals: 8, tokenDecimals: 18 },
      { price: 100_000_000n, feedDecimals: 8, tokenDecimals: 18 },
      { price: 5_000_000n, feedDecimals: 8, tokenDecimals: 18 },
      { price: 50_000_000n, feedDecimals: 8, tokenDecimals: 18 },
    ])
    expect(top).toEqual([
      parseEther('240'),
      parseEther('100'),
      parseEther('2000'),
      parseEther('200'),
    ])
    expect(top.map((amount, i) => 3n * amount <= (funding[i] ?? 0n))).toEqual([
      true,
      true,
      true,
      true,
    ])
  })

  test('the competition spec’s trader (48) has its profile’s 1 CAKE; the auction spec’s bidders (49, 50) 5,000 each', async () => {
    const cake = (index: number) =>
      world.client.readContract({
        address: world.manifest.tokens.CAKE,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [devAccount(index).address],
      })
    expect(await Promise.all([cake(48), cake(49), cake(50)])).toEqual([
      parseEther('1'),
      parseEther('5000'),
      parseEther('5000'),
    ])
  })
})

describe('deployCompetition with an owner', () => {
  test('the named account owns it, it holds POINT_ROLE, with no competition; two transactions from account 0', async () => {
    const { Profile } = contracts()
    const {
      deployed: { TradingCompetition },
      transactions,
    } = await countDeployerTransactions(world, () =>
      deployCompetition({
        deployer: devWriter(world.anvil.url, 0),
        profile: Profile,
        owner: devAccount(6).address,
      }),
    )
    expect(transactions).toBe(2)
    const pointRole = await world.client.readContract({
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'POINT_ROLE',
    })
    const deployed = { address: TradingCompetition, abi: ghostTradingCompetitionAbi } as const
    expect(
      await Promise.all([
        world.client.readContract({ ...deployed, functionName: 'owner' }),
        world.client.readContract({ ...deployed, functionName: 'competitionCount' }),
        world.client.readContract({
          address: Profile,
          abi: ghostProfileAbi,
          functionName: 'hasRole',
          args: [pointRole, TradingCompetition],
        }),
      ]),
    ).toEqual([devAccount(6).address, 0n, true])
  })
})

describe('readDexUsdPrices: USDT is $1, every other token follows its nearest, deepest route', () => {
  test('after BNB is sold down, GHOST follows BNB (GHOST-BNB, the deeper pair), not CAKE-GHOST', async () => {
    const { manifest } = world
    const { WBNB, Router } = manifest.contracts
    const trader = devWriter(world.anvil.url, 1)
    await write(trader, {
      address: Router,
      abi: ghostRouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [WBNB, manifest.tokens.USDT], trader.account.address, 2n ** 40n],
      value: parseEther('50'),
    })
    const reservesOf = async (pair: string, token: Address) => {
      const address = manifest.pairs?.[pair] as Address
      const [[reserve0, reserve1], token0] = await Promise.all([
        world.client.readContract({ address, abi: ghostPairAbi, functionName: 'getReserves' }),
        world.client.readContract({ address, abi: ghostPairAbi, functionName: 'token0' }),
      ])
      // [the token's reserve, the other side's]
      return getAddress(token0) === token
        ? ([reserve0, reserve1] as const)
        : ([reserve1, reserve0] as const)
    }
    const [bnbInUsdtPair, usdtInBnbPair] = await reservesOf('BNB-USDT', WBNB)
    const [ghostInBnbPair, bnbInGhostPair] = await reservesOf('GHOST-BNB', manifest.tokens.GHOST)
    const prices = await readDexUsdPrices(world.client, {
      pairs: Object.values(manifest.pairs ?? {}),
      usd: manifest.tokens.USDT,
    })
    const ghost = prices.get(manifest.tokens.GHOST)
    const bnb = prices.get(WBNB)
    if (!ghost || !bnb) throw new Error('GHOST or BNB unpriced')
    // BNB = USDT / BNB in their pair; GHOST = BNB reserve × BNB price / GHOST reserve
    expect(bnb.numerator * bnbInUsdtPair).toBe(bnb.denominator * usdtInBnbPair)
    expect(ghost.numerator * ghostInBnbPair * bnbInUsdtPair).toBe(
      ghost.denominator * bnbInGhostPair * usdtInBnbPair,
    )
    // CAKE-GHOST would still say $2 (CAKE-USDT did not move); the BNB route says less
    expect(ghost.numerator).toBeLessThan(2n * ghost.denominator)
  })
})
