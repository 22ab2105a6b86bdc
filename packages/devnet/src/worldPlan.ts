/**
 * What the demo world holds: tokens, seeded pools and their prices, farms and staking pools.
 * Prices are chosen so USD values read naturally: BNB $600, USDT/BUSD $1, GHOST $2, CAKE $2.50,
 * DEEP $0.10 (reachable from BNB only through GHOST and CAKE: three hops), TAX $0.50.
 */
import { parseEther, parseUnits } from 'viem'

export type TokenPlan = { symbol: string; name: string; decimals: number; supply: bigint }

export const TOKENS: readonly TokenPlan[] = [
  { symbol: 'USDT', name: 'Tether USD', decimals: 18, supply: parseEther('1000000000') },
  { symbol: 'BUSD', name: 'Binance USD', decimals: 18, supply: parseEther('1000000000') },
  { symbol: 'GHOST', name: 'Ghost Token', decimals: 18, supply: parseEther('1000000000') },
  { symbol: 'CAKE', name: 'PancakeSwap Token', decimals: 18, supply: parseEther('1000000000') },
  { symbol: 'DEEP', name: 'Deep Token', decimals: 18, supply: parseEther('1000000000') },
]

export const TAX_TOKEN = { symbol: 'TAX', name: 'Taxed Token', supply: parseEther('1000000000') }

/** Seeded liquidity: [symbolA, symbolB, amountA, amountB]; 'BNB' pairs go through addLiquidityETH. */
export const PAIRS: readonly (readonly [string, string, bigint, bigint])[] = [
  ['BNB', 'USDT', parseEther('1000'), parseEther('600000')],
  ['BNB', 'BUSD', parseEther('500'), parseEther('300000')],
  ['USDT', 'BUSD', parseEther('200000'), parseEther('200000')],
  ['GHOST', 'BNB', parseEther('300000'), parseEther('1000')],
  ['CAKE', 'GHOST', parseEther('100000'), parseEther('125000')],
  ['DEEP', 'CAKE', parseEther('1000000'), parseEther('40000')],
  ['TAX', 'BNB', parseEther('600000'), parseEther('500')],
  // The lottery prices its tickets from this pair (CAKE's USD price). Shallow ($20,000) and not
  // traded in the history: routes through GHOST stay the better ones beyond small trades.
  ['CAKE', 'USDT', parseEther('4000'), parseEther('10000')],
]

export const FARM = {
  /**
   * GHOST per block: 0.005 · 10,512,000 blocks · $2 over the community's ~$98,000 of staked LP is
   * about 107% a year (plus LP fees), a believable farm APR; 10 GHOST made it 213,881% (issue 28).
   */
  rewardPerBlock: parseEther('0.005'),
  /** GHOST handed to the MasterChef to pay rewards. */
  funding: parseEther('10000000'),
  /** pid 0: the USDT-BNB LP at allocation 1000 ("10X"). */
  pid0AllocPoint: 1000n,
}

export type PoolPlan = {
  sousId: number
  rewardPerBlock: bigint
  /** Blocks the pool runs for after deployment; the finished pools are mined past it. */
  lifetimeBlocks: bigint
  poolLimitPerUser: bigint
  funding: bigint
}

/** SmartChef pools: all stake native BNB and earn USDT (spec §3). */
export const POOLS: readonly PoolPlan[] = [
  {
    sousId: 0,
    rewardPerBlock: parseUnits('0.005', 18),
    lifetimeBlocks: 20n,
    poolLimitPerUser: 0n,
    funding: parseEther('1000'),
  },
  {
    sousId: 1,
    rewardPerBlock: parseUnits('0.001', 18),
    lifetimeBlocks: 20n,
    poolLimitPerUser: 0n,
    funding: parseEther('1000'),
  },
  {
    sousId: 2,
    rewardPerBlock: parseUnits('0.00005', 18),
    lifetimeBlocks: 10_000_000n,
    poolLimitPerUser: parseEther('10'),
    funding: parseEther('1000'),
  },
]

/** What each development account other than the deployer receives. */
export const ACCOUNT_GRANTS = {
  tokens: parseEther('100000'),
  /** BNB staked by the "finished pools" account in sousId 0 and 1 before they end. */
  finishedPoolStake: parseEther('1'),
}

/**
 * The lottery (issue 31). On chain 1337 the VRF coordinator is Chainlink's VRFCoordinatorV2_5Mock
 * (LINK fees are only numbers there; the subscription is funded far beyond any use). Rounds run
 * 12 hours; the injector adds 2,500 CAKE to each new round (two a day: 35,000 CAKE a week).
 */
export const LOTTERY = {
  /**
   * The local world's operator and injector (the keeper and `npm run admin -- lottery:*` sign as
   * it): an account of its own, so the keeper's transactions never race another signer of
   * account 0 (the admin commands, the e2e fixtures) for a nonce.
   */
  operatorAccount: 40,
  /** CAKE the deploy gives the local operator for its injections (400 rounds of 2,500). */
  operatorCake: parseEther('1000000'),
  /** BNB the deploy gives it for gas. */
  operatorBnb: parseEther('100'),
  vrfMock: {
    baseFee: parseEther('0.1'),
    gasPrice: 1_000_000_000n,
    weiPerUnitLink: 4_000_000_000_000_000n,
    funding: parseEther('1000000'),
  },
  /** The mock ignores the key hash; any 32 bytes name its "gas lane". */
  keyHash: '0x6c3699283bda56ad74f6b855546325b68d482e983852a7a82979cc4807b641f4',
  callbackGasLimit: 500_000,
  requestConfirmations: 3,
  /**
   * CAKE per ticket the owner accepts (5 USD at CAKE from $1,000 down to $0.001): far wider than
   * any move of the world's CAKE price, narrow enough to refuse a broken price source.
   */
  ticketPriceBounds: { min: parseEther('0.005'), max: parseEther('5000') },
  roundSeconds: 12n * 3_600n,
  injection: parseEther('2500'),
  treasuryFee: 0,
  /** Tickets drawLottery counts per transaction (100,000 tickets fit one block's gas). */
  drawBatch: 5_000n,
} as const

/**
 * The lottery's past (seedLottery), during the last days of the DEX history: five finished
 * 12-hour rounds and the current one, open since shortly before the present. Players are the
 * community (10–13) and account 1 (the NFT seed's wallet holder); each buys a few random tickets
 * per round. Each finished round's winning number is cut from a player's first ticket of that
 * round to share `digits` leading digits with it (other tickets win what they happen to match):
 * round 1 has no jackpot winner and rolls over, round 2 has one. The community collects its
 * winnings; account 1 collects round 3's and leaves round 5's to collect.
 */
/**
 * The prediction game (issue 32) on the local world: 5-minute rounds with a 30-second buffer, a
 * 0.001 BNB minimum and a 3% treasury fee, on Chainlink's MockV3Aggregator, which the keeper
 * updates from the BNB-USDT pair's price.
 */
export const PREDICTION = {
  /**
   * Runs the rounds and feeds the price (the keeper and `npm run admin -- prediction:*` sign as
   * it): an account of its own, for the lottery operator's reason.
   */
  operatorAccount: 41,
  /** BNB the deploy gives it for gas. */
  operatorBnb: parseEther('100'),
  intervalSeconds: 300n,
  bufferSeconds: 30n,
  minBetAmount: parseEther('0.001'),
  treasuryFee: 300n,
  /**
   * How old a feed answer may be when a round locks or closes on it. The keeper pushes an answer
   * right before it runs a round, so a minute is plenty locally; BNB/USD on BSC updates at least
   * every minute or so too.
   */
  oracleUpdateAllowance: 60n,
  oracleDecimals: 8,
} as const

export const LOTTERY_HISTORY = {
  seed: 0x1077e,
  players: [10, 11, 12, 13, 1],
  ticketsPerPurchase: { min: 2, max: 12 },
  rounds: [
    { winner: 10, digits: 3 },
    { winner: 11, digits: 6 },
    { winner: 1, digits: 4 },
    { winner: 12, digits: 5 },
    { winner: 1, digits: 2 },
  ],
  /** Who buys in the open round. */
  currentPlayers: [11, 13, 1],
  /** Winnings account 1 leaves to collect: the rounds (1-based) it does not claim. */
  unclaimed: { account: 1, rounds: [5] },
  /** The open round opens this long before the history ends. */
  currentOpensBeforeEnd: 100n * 60n,
  /** From one round's opening to the next: its 12 hours, the draw, the claims. */
  cycleSeconds: 13n * 3_600n,
} as const

/**
 * Development accounts 10–13: the community that traded and staked before the user arrived (the
 * first ten accounts are the ones wallets and tests know; the e2e tests use several of them). Each gets tokens, provides USDT-BNB liquidity and stakes most of it in the farm,
 * and stakes BNB in the live pool (sousId 2, at most 10 BNB each).
 */
export const COMMUNITY = {
  tokens: {
    USDT: parseEther('2000000'),
    BUSD: parseEther('2000000'),
    GHOST: parseEther('1000000'),
    CAKE: parseEther('800000'),
    DEEP: parseEther('10000000'),
  },
  /** BNB each member pairs with USDT in the USDT-BNB pool. */
  liquidityBnb: [parseEther('20'), parseEther('35'), parseEther('12'), parseEther('50')],
  /** Share of that LP each member stakes in farm pid 0, in basis points. */
  farmStakeBps: 7000n,
  /** BNB each member stakes in the live pool. */
  poolStakes: [parseEther('4'), parseEther('10'), parseEther('2.5'), parseEther('7')],
} as const

/**
 * The days of trading replayed before the present: a swap every 40 minutes on average (a seeded
 * random walk around each pair's planned price), and every twelfth step a member adds or removes
 * liquidity. The last steps bring every pair back to its planned price.
 */
export const HISTORY = {
  days: 8,
  steps: 288,
  seed: 0x60057,
  liquidityEvery: 12,
  /** Pairs that trade, with how often (TAX-BNB stays quiet: its token takes 10% per transfer). */
  pairs: [
    ['BNB-USDT', 4],
    ['BNB-BUSD', 2],
    ['USDT-BUSD', 1],
    ['GHOST-BNB', 3],
    ['CAKE-GHOST', 2],
    ['DEEP-CAKE', 1],
  ],
  /** Pairs in which members add and remove liquidity. */
  liquidityPairs: ['BNB-USDT', 'USDT-BUSD', 'CAKE-GHOST'],
} as const

/**
 * The NFT market's demo world (issue 13). Accounts are development account indexes: the
 * community (10–13) collects and trades, 13 is also the artist of the creator collection, 1
 * keeps two ghosts in its wallet and 9 is the treasury (the GhostPot, deployRewards, receives
 * the ghost pot fee). Accounts 2–8, which the e2e tests drive, hold no NFTs and spend no CAKE here.
 */
export const NFT_ACCOUNTS = { creator: 13, walletHolder: 1 } as const

export type NftCollectionKey = 'GhostSquad' | 'Shapes'

export type NftCollectionPlan = {
  name: string
  symbol: string
  description: string
  /** Creator royalty in basis points. */
  creatorFee: bigint
  /** Seed of the art; token n is drawn from seed + n. */
  artSeed: number
  /** Owner of each directly minted token, by token id (1, 2, …): a development account. */
  owners: readonly number[]
}

export const NFT_COLLECTIONS: Record<NftCollectionKey, NftCollectionPlan> = {
  GhostSquad: {
    name: 'Ghost Squad',
    symbol: 'GSQ',
    description: 'A member of the Ghost Squad, the friendly spirits who haunt the Ghost exchange.',
    creatorFee: 100n,
    artSeed: 0x65a0,
    owners: [10, 10, 10, 10, 10, 11, 11, 11, 11, 11, 12, 12, 12, 12, 12, 0, 0, 0, 1, 1],
  },
  Shapes: {
    name: 'Spectral Shapes',
    symbol: 'SPECTRE',
    description: 'Abstract apparitions by a Ghost community artist.',
    creatorFee: 500n,
    artSeed: 0x5ba9e,
    owners: [13, 13, 13, 13, 13, 13, 13, 13],
  },
}

/**
 * The Ghost Squad sale (issue 16), scheduled from the present when the world is deployed (a fresh
 * local chain starts days in the past, so the deploy block's time would put the sale behind us):
 * presale a day later, public sale a day after that, claims a day later. Prices in CAKE, all
 * burned. The unrevealed token shows one placeholder image until the admin's reveal.
 */
export const SQUAD_SALE = {
  presalePrice: parseEther('5'),
  publicPrice: parseEther('8'),
  presaleDelaySeconds: 86_400n,
  phaseSeconds: 86_400n,
  /** The market's referrer fee for the squad, as the factory gives its collections (1%). */
  refererFee: 100n,
} as const

/** Profile costs in CAKE and the two teams (ids 1 and 2, in this order). */
export const PROFILE = {
  numberCakeToReactivate: parseEther('2'),
  numberCakeToRegister: parseEther('1'),
  numberCakeToUpdate: parseEther('2'),
  teams: [
    {
      name: 'Phantom Phalanx',
      description: 'Silent, patient and always at the front of the queue.',
    },
    { name: 'Poltergeist Posse', description: 'Loud, restless and first to every new pool.' },
  ],
} as const

/**
 * Profiles in creation order: account, team, Ghost Squad avatar. The last one pauses again
 * (its avatar goes back to its wallet), so the world has an inactive profile too.
 */
export const PROFILES: readonly { account: number; teamId: bigint; avatar: bigint }[] = [
  { account: 10, teamId: 1n, avatar: 1n },
  { account: 11, teamId: 2n, avatar: 6n },
  { account: 12, teamId: 1n, avatar: 11n },
]
export const PAUSED_PROFILE_ACCOUNT = 12
/** Points the deployer (holding POINT_ROLE) awards: per account, and per team. */
export const PROFILE_POINTS = {
  users: [
    [10, 150n],
    [11, 80n],
  ],
  teams: [
    [1n, 500n],
    [2n, 350n],
  ],
  campaignId: 1n,
} as const

/** A marketplace action by a development account, in the order they happen. */
export type NftStep =
  | { kind: 'ask'; account: number; collection: NftCollectionKey; tokenId: bigint; price: bigint }
  | {
      kind: 'modify'
      account: number
      collection: NftCollectionKey
      tokenId: bigint
      price: bigint
    }
  | { kind: 'cancel'; account: number; collection: NftCollectionKey; tokenId: bigint }
  | {
      kind: 'buy'
      account: number
      collection: NftCollectionKey
      tokenId: bigint
      currency: 'BNB' | 'WBNB'
      /** A development account named as referrer. */
      referrer?: number | undefined
    }

/**
 * Eleven asks (three changed, one cancelled, four bought: two with BNB, one of them naming a
 * referrer, two with WBNB; two bought tokens are listed again), so the market opens with six
 * tokens for sale and a little history.
 */
export const NFT_STEPS: readonly NftStep[] = [
  { kind: 'ask', account: 10, collection: 'GhostSquad', tokenId: 2n, price: parseEther('0.5') },
  { kind: 'ask', account: 10, collection: 'GhostSquad', tokenId: 3n, price: parseEther('1.2') },
  { kind: 'ask', account: 11, collection: 'GhostSquad', tokenId: 7n, price: parseEther('0.8') },
  { kind: 'ask', account: 11, collection: 'GhostSquad', tokenId: 8n, price: parseEther('2.5') },
  { kind: 'ask', account: 12, collection: 'GhostSquad', tokenId: 12n, price: parseEther('0.35') },
  { kind: 'ask', account: 0, collection: 'GhostSquad', tokenId: 16n, price: parseEther('5') },
  { kind: 'ask', account: 13, collection: 'Shapes', tokenId: 1n, price: parseEther('0.25') },
  { kind: 'ask', account: 13, collection: 'Shapes', tokenId: 2n, price: parseEther('0.4') },
  { kind: 'ask', account: 13, collection: 'Shapes', tokenId: 3n, price: parseEther('0.75') },
  { kind: 'buy', account: 11, collection: 'GhostSquad', tokenId: 2n, currency: 'BNB' },
  { kind: 'modify', account: 11, collection: 'GhostSquad', tokenId: 8n, price: parseEther('1.9') },
  { kind: 'buy', account: 12, collection: 'Shapes', tokenId: 1n, currency: 'WBNB' },
  { kind: 'cancel', account: 10, collection: 'GhostSquad', tokenId: 3n },
  { kind: 'ask', account: 11, collection: 'GhostSquad', tokenId: 2n, price: parseEther('0.9') },
  {
    kind: 'buy',
    account: 10,
    collection: 'GhostSquad',
    tokenId: 7n,
    currency: 'BNB',
    referrer: 12,
  },
  { kind: 'modify', account: 12, collection: 'GhostSquad', tokenId: 12n, price: parseEther('0.3') },
  { kind: 'ask', account: 12, collection: 'Shapes', tokenId: 1n, price: parseEther('0.6') },
  { kind: 'buy', account: 10, collection: 'Shapes', tokenId: 2n, currency: 'WBNB' },
  { kind: 'modify', account: 13, collection: 'Shapes', tokenId: 3n, price: parseEther('0.7') },
]

/**
 * The artist's lazily minted sales of Spectral Shapes (signed EIP-712 orders): the first three
 * stay open (written next to the manifest for the orders API), the fourth is bought with BNB,
 * the fifth is cancelled on chain. Each is named by a title, never "#n": the collection numbers
 * a token when it is minted, in the order of mints, so no number is known while it is on sale
 * (docs/decisions.md, "Issue 28 — lazy item names"). `art` draws its image (seed + art) and
 * makes its token UID.
 */
export const LAZY_ORDERS: readonly {
  art: number
  title: string
  price: bigint
  fate: 'open' | 'executed' | 'cancelled'
}[] = [
  { art: 9, title: 'Spectral Shapes: Midnight Drift', price: parseEther('0.3'), fate: 'open' },
  { art: 10, title: 'Spectral Shapes: Lantern Glow', price: parseEther('0.45'), fate: 'open' },
  { art: 11, title: 'Spectral Shapes: Quiet Orbit', price: parseEther('1'), fate: 'open' },
  { art: 12, title: 'Spectral Shapes: Hollow Bloom', price: parseEther('0.5'), fate: 'executed' },
  { art: 13, title: 'Spectral Shapes: Faint Signal', price: parseEther('0.2'), fate: 'cancelled' },
]
/**
 * When the NFT seed happens: in the last half hour before the present (the DEX history ends
 * there), one block every 15 seconds (about 80 blocks: 20 minutes), so the market's activity is
 * spread out and the chain does not run ahead of the clock.
 */
export const NFT_SEED_TIME = { minutesBeforeNow: 30, blockSeconds: 15 } as const

/** Who buys the executed lazy order, and how long open orders stay valid. */
export const LAZY_ORDER_BUYER = 11
export const LAZY_ORDER_LIFETIME_DAYS = 90
