import { describe, expect, test } from 'vitest'
import {
  getAuctionContracts,
  getCompetitionContracts,
  getIfoContracts,
  getLotteryContracts,
  getMigrationContracts,
  getNftContracts,
  getPredictionContracts,
  getRewardContracts,
  getSeedFilePath,
  getVotingPowerContracts,
  InvalidManifestError,
  parseManifest,
} from '../lib/manifest'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

const DEX_CONTRACTS = Object.fromEntries(
  [
    'WBNB',
    'Factory',
    'Router',
    'FeeSplitter',
    'Buyback',
    'Multicall',
    'MasterChef',
    'SmartChef0',
    'SmartChef1',
    'SmartChef2',
    'SmartChef3',
  ].map((name, i) => [name, address(i + 1)]),
)
const TOKENS = Object.fromEntries(
  ['USDT', 'BUSD', 'GHOST', 'CAKE', 'TAX'].map((symbol, i) => [symbol, address(i + 100)]),
)
const NFT_CONTRACTS = {
  NFTMarket: address(200),
  NFTFactory: address(201),
  Profile: address(202),
  GhostSquad: address(203),
}

const manifest = (contracts: Record<string, string>) => ({
  chainId: 1337,
  startBlock: 0,
  contracts,
  tokens: TOKENS,
})

describe('parseManifest: the NFT contracts', () => {
  test('a manifest written before the NFT market still parses, without NFT contracts', () => {
    const parsed = parseManifest(manifest(DEX_CONTRACTS))
    expect(parsed.contracts.NFTMarket).toBeUndefined()
    expect(getNftContracts(parsed)).toBeUndefined()
  })

  test('a manifest with the NFT market reads its four addresses, checksummed', () => {
    const parsed = parseManifest(manifest({ ...DEX_CONTRACTS, ...NFT_CONTRACTS }))
    expect(getNftContracts(parsed)).toEqual({
      NFTMarket: '0x00000000000000000000000000000000000000C8',
      NFTFactory: '0x00000000000000000000000000000000000000C9',
      Profile: '0x00000000000000000000000000000000000000ca',
      GhostSquad: '0x00000000000000000000000000000000000000CB',
    })
  })

  test.each(Object.keys(NFT_CONTRACTS))(
    'a manifest with the NFT market but no %s is refused',
    (key) => {
      const partial: Record<string, string> = { ...DEX_CONTRACTS, ...NFT_CONTRACTS }
      delete partial[key]
      expect(() => parseManifest(manifest(partial))).toThrow(
        new InvalidManifestError(
          `Manifest contracts.${key} is missing (the NFT contracts come all together)`,
        ),
      )
    },
  )

  test('an NFT contract that is not an address is refused', () => {
    expect(() =>
      parseManifest(manifest({ ...DEX_CONTRACTS, ...NFT_CONTRACTS, Profile: 'nope' })),
    ).toThrow('Manifest contracts.Profile is not an address: nope')
  })
})

const REWARD_CONTRACTS = {
  GhostPot: address(300),
  SharePotFactory: address(301),
  FeeManagerFactory: address(302),
  GhostSquadSale: address(303),
}

describe('parseManifest: the reward programmes and the squad sale', () => {
  test('a manifest without them parses, and getRewardContracts is undefined', () => {
    const parsed = parseManifest(manifest({ ...DEX_CONTRACTS, ...NFT_CONTRACTS }))
    expect(getRewardContracts(parsed)).toBeUndefined()
  })

  test('a manifest with them reads the four addresses', () => {
    const parsed = parseManifest(
      manifest({ ...DEX_CONTRACTS, ...NFT_CONTRACTS, ...REWARD_CONTRACTS }),
    )
    expect(getRewardContracts(parsed)?.GhostSquadSale).toBe(
      '0x000000000000000000000000000000000000012f',
    )
  })

  test.each(Object.keys(REWARD_CONTRACTS))('a manifest missing only %s is refused', (key) => {
    const partial: Record<string, string> = {
      ...DEX_CONTRACTS,
      ...NFT_CONTRACTS,
      ...REWARD_CONTRACTS,
    }
    delete partial[key]
    expect(() => parseManifest(manifest(partial))).toThrow(
      `Manifest contracts.${key} is missing (the reward contracts come all together)`,
    )
  })

  test('reward contracts without the NFT market are refused', () => {
    expect(() => parseManifest(manifest({ ...DEX_CONTRACTS, ...REWARD_CONTRACTS }))).toThrow(
      'Manifest has reward contracts without the NFT contracts',
    )
  })
})

describe('parseManifest: the lottery and the prediction game', () => {
  const GROUPS = {
    lottery: { Lottery: address(400), VRFCoordinator: address(401) },
    prediction: { Prediction: address(500), PredictionOracle: address(501) },
  }

  test('a manifest without them parses, and their getters are undefined', () => {
    const parsed = parseManifest(manifest(DEX_CONTRACTS))
    expect(getLotteryContracts(parsed)).toBeUndefined()
    expect(getPredictionContracts(parsed)).toBeUndefined()
  })

  test('a manifest with them reads their addresses', () => {
    const parsed = parseManifest(
      manifest({ ...DEX_CONTRACTS, ...GROUPS.lottery, ...GROUPS.prediction }),
    )
    expect(getLotteryContracts(parsed)?.VRFCoordinator).toBe(
      '0x0000000000000000000000000000000000000191',
    )
    expect(getPredictionContracts(parsed)).toEqual({
      Prediction: '0x00000000000000000000000000000000000001F4',
      PredictionOracle: '0x00000000000000000000000000000000000001F5',
    })
  })

  test.each([
    ['lottery', 'Lottery'],
    ['lottery', 'VRFCoordinator'],
    ['prediction', 'Prediction'],
    ['prediction', 'PredictionOracle'],
  ] as const)('a manifest with the %s group but no %s is refused', (group, key) => {
    const partial: Record<string, string> = { ...DEX_CONTRACTS, ...GROUPS[group] }
    delete partial[key]
    expect(() => parseManifest(manifest(partial))).toThrow(
      `Manifest contracts.${key} is missing (the ${group} contracts come all together)`,
    )
  })
})

describe('parseManifest: the initial offerings', () => {
  const IFO_CONTRACTS = { IFODeployer: address(600) }

  test('a manifest without them parses, and getIfoContracts is undefined', () => {
    const parsed = parseManifest(manifest({ ...DEX_CONTRACTS, ...NFT_CONTRACTS }))
    expect(parsed.contracts.IFODeployer).toBeUndefined()
    expect(getIfoContracts(parsed)).toBeUndefined()
  })

  test('a manifest with them reads the deployer, checksummed', () => {
    const parsed = parseManifest(manifest({ ...DEX_CONTRACTS, ...NFT_CONTRACTS, ...IFO_CONTRACTS }))
    expect(getIfoContracts(parsed)).toEqual({
      IFODeployer: '0x0000000000000000000000000000000000000258',
    })
  })

  test('the IFO deployer without the NFT contracts (no profiles to commit with) is refused', () => {
    expect(() => parseManifest(manifest({ ...DEX_CONTRACTS, ...IFO_CONTRACTS }))).toThrow(
      new InvalidManifestError('Manifest has IFO contracts without the NFT contracts'),
    )
  })

  test('an IFO deployer that is not an address is refused', () => {
    expect(() =>
      parseManifest(manifest({ ...DEX_CONTRACTS, ...NFT_CONTRACTS, IFODeployer: '0x1234' })),
    ).toThrow('Manifest contracts.IFODeployer is not an address: 0x1234')
  })
})

describe('parseManifest: the competition, the farm auction and LP migration', () => {
  const COMPETITION = { TradingCompetition: address(700) }
  const AUCTION = { FarmAuction: address(701) }
  const MIGRATION = {
    LegacyFactory: address(702),
    LegacyMasterChef: address(703),
    Migrator: address(704),
  }

  test('a manifest without them parses, and their getters are undefined', () => {
    const parsed = parseManifest(manifest({ ...DEX_CONTRACTS, ...NFT_CONTRACTS }))
    expect(getCompetitionContracts(parsed)).toBeUndefined()
    expect(getAuctionContracts(parsed)).toBeUndefined()
    expect(getMigrationContracts(parsed)).toBeUndefined()
  })

  test('a manifest with them reads each, checksummed', () => {
    const parsed = parseManifest(
      manifest({ ...DEX_CONTRACTS, ...NFT_CONTRACTS, ...COMPETITION, ...AUCTION, ...MIGRATION }),
    )
    expect(getCompetitionContracts(parsed)).toEqual({
      TradingCompetition: '0x00000000000000000000000000000000000002BC',
    })
    expect(getAuctionContracts(parsed)).toEqual({
      FarmAuction: '0x00000000000000000000000000000000000002bd',
    })
    expect(getMigrationContracts(parsed)).toEqual({
      LegacyFactory: '0x00000000000000000000000000000000000002be',
      LegacyMasterChef: '0x00000000000000000000000000000000000002Bf',
      Migrator: '0x00000000000000000000000000000000000002C0',
    })
  })

  test('a competition without the NFT contracts (no profiles to register with) is refused', () => {
    expect(() => parseManifest(manifest({ ...DEX_CONTRACTS, ...COMPETITION }))).toThrow(
      new InvalidManifestError('Manifest has a trading competition without the NFT contracts'),
    )
  })

  test.each(Object.keys(MIGRATION))('LP migration without %s is refused', (key) => {
    const partial: Record<string, string> = { ...DEX_CONTRACTS, ...MIGRATION }
    delete partial[key]
    expect(() => parseManifest(manifest(partial))).toThrow(
      `Manifest contracts.${key} is missing (the LP migration contracts come all together)`,
    )
  })
})

describe('parseManifest: the CAKE staking pool (voting)', () => {
  test('a manifest from before it (no SmartChef3) is refused, so its world is made again', () => {
    const { SmartChef3: _, ...before } = DEX_CONTRACTS
    expect(() => parseManifest(manifest(before))).toThrow(
      new InvalidManifestError('Manifest contracts.SmartChef3 is missing'),
    )
  })
})

describe('getVotingPowerContracts', () => {
  test('CAKE, the factory, every SmartChefN by N (10 after 9, not after 1) and MasterChef', () => {
    // written out of order, with keys that only look like pools
    const parsed = parseManifest(
      manifest({
        SmartChef10: address(710),
        ...DEX_CONTRACTS,
        SmartChef9: address(709),
        SmartChef01: address(701),
        SmartChefX: address(702),
        MySmartChef4: address(704),
      }),
    )
    expect(getVotingPowerContracts(parsed)).toEqual({
      cake: parsed.tokens.CAKE,
      factory: parsed.contracts.Factory,
      smartChefs: [
        parsed.contracts.SmartChef0,
        parsed.contracts.SmartChef1,
        parsed.contracts.SmartChef2,
        parsed.contracts.SmartChef3,
        '0x00000000000000000000000000000000000002C5',
        '0x00000000000000000000000000000000000002c6',
      ],
      masterChef: parsed.contracts.MasterChef,
    })
  })
})

test('the seed files sit beside the manifest, named after it', () => {
  expect(getSeedFilePath('deployments/1337.json', 'orders')).toBe('deployments/1337.orders.json')
  expect(getSeedFilePath('/tmp/world/manifest.json', 'voting')).toBe(
    '/tmp/world/manifest.voting.json',
  )
  // a manifest path without `.json` keeps its name whole
  expect(getSeedFilePath('/tmp/world/manifest', 'voting')).toBe('/tmp/world/manifest.voting.json')
})
