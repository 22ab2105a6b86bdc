/**
 * What the demo world holds: tokens, seeded pools and their prices, farms and staking pools.
 * Prices are chosen so USD values read naturally: BNB $600, USDT/BUSD $1, GHOST $2, CAKE $2.50,
 * DEEP $0.10 (reachable from BNB only through GHOST and CAKE: three hops), TAX $0.50.
 */
import {
  PREDICTION_BUFFER_SECONDS,
  PREDICTION_INTERVAL_SECONDS,
  PREDICTION_MIN_BET,
  PREDICTION_ORACLE_DECIMALS,
  PREDICTION_TREASURY_FEE,
} from '@ghost/sdk'
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
   * GHOST per block, shared by allocation: pid 0 takes 1000/1500 of it, 0.005, and 0.005 ·
   * 10,512,000 blocks · $2 over the community's ~$98,000 of staked LP is about 107% a year (plus
   * LP fees), a believable farm APR (10 GHOST made it 213,881%, issue 28); pid 1 takes 0.0025,
   * about 95% on the community's ~$55,000 of CAKE-GHOST LP. The funding below lasts over a
   * billion blocks at this rate.
   */
  rewardPerBlock: parseEther('0.0075'),
  /** GHOST handed to the MasterChef to pay rewards. */
  funding: parseEther('10000000'),
  /** pid 0: the USDT-BNB LP at allocation 1000 ("10X"). */
  pid0AllocPoint: 1000n,
  /**
   * pid 1: the CAKE-GHOST LP at allocation 500 ("5X"), so LP that holds CAKE can be staked and
   * still count as voting power (issue 34).
   */
  pid1AllocPoint: 500n,
}

export type PoolPlan = {
  sousId: number
  /** The staked token's symbol; native BNB when undefined. */
  stakedToken?: 'CAKE' | undefined
  rewardPerBlock: bigint
  /** Blocks the pool runs for after deployment; the finished pools are mined past it. */
  lifetimeBlocks: bigint
  poolLimitPerUser: bigint
  funding: bigint
}

/**
 * SmartChef pools, all earning USDT: 0–2 stake native BNB (spec §3); 3 stakes CAKE and runs as
 * long as 2, so CAKE staked in a pool counts as voting power (issue 34). 0.002 USDT a block on
 * the community's ~28,000 CAKE ($70,000) is about 30% a year.
 */
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
  {
    sousId: 3,
    stakedToken: 'CAKE',
    rewardPerBlock: parseUnits('0.002', 18),
    lifetimeBlocks: 10_000_000n,
    poolLimitPerUser: 0n,
    // what its lifetime pays
    funding: parseEther('20000'),
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
 * The prediction game (issue 32) on the local world: 5-minute rounds with a 30-second buffer, a
 * 0.001 BNB minimum and a 3% treasury fee, on Chainlink's MockV3Aggregator, which the keeper
 * updates from the BNB-USDT pair's price.
 */
export const PREDICTION = {
  /**
   * Runs the rounds and feeds the price (the keeper, and `prediction:genesis` and
   * `prediction:execute` of `npm run admin`, sign as it): an account of its own, for the lottery
   * operator's reason. The admin's pause, unpause and price sign as the owner, account 0, so they
   * never take the keeper's nonce either.
   */
  operatorAccount: 41,
  /** BNB the deploy gives it for gas. */
  operatorBnb: parseEther('100'),
  intervalSeconds: BigInt(PREDICTION_INTERVAL_SECONDS),
  bufferSeconds: BigInt(PREDICTION_BUFFER_SECONDS),
  minBetAmount: PREDICTION_MIN_BET,
  treasuryFee: BigInt(PREDICTION_TREASURY_FEE),
  /**
   * How old a feed answer may be when a round locks or closes on it. The keeper pushes an answer
   * right before it runs a round, so a minute is plenty locally; BNB/USD on BSC updates at least
   * every minute or so too.
   */
  oracleUpdateAllowance: 60n,
  oracleDecimals: PREDICTION_ORACLE_DECIMALS,
} as const

/** A seeded bet: the development account and its side. */
export type PredictionSeedBet = readonly [account: number, side: 'Bull' | 'Bear']

/**
 * The prediction game's past (seedPrediction), in the last 45 minutes of the DEX history (after
 * the lottery's last purchase, 55 minutes before its end): six finished 5-minute rounds in which
 * the community (10–13) and account 1 bet, with a Bull win, a Bear win, a tie (lock = close: the
 * house takes the pot), a round nobody bet on the winning side of (the house again) and another
 * Bear win. The operator runs each round 5 seconds into its 30-second buffer.
 *
 * Then the operator is away for the NFT market's half hour (NFT_SEED_TIME): the round that was
 * live (7) and the one open for bets (8) are never executed within their buffer, so both are
 * canceled. At the present it comes back the way the keeper recovers (pause, unpause, a new
 * genesis round, which is open for bets when `npm start`'s keeper takes over); the community
 * reclaims its bets there and bets in the new round.
 *
 * Prices: the feed follows the DEX. The first lock is the DEX's BNB-USDT price at that moment
 * (the keeper's `readPairAnswer`), and each close is the DEX's price when the DEX moved the
 * planned way since the round locked. But the replayed history trades every 40 minutes or so, and
 * BNB-USDT only every couple of hours, so within a 5-minute round the DEX rarely moves: a close
 * with the DEX standing still (or moving the other way) is the lock price moved by `moveBps` (a
 * few basis points, a believable 5-minute BNB move) the planned way, and a `flat` round closes at
 * exactly its lock price. One answer locks a round and closes the one before, so the moves add
 * up: the feed ends within a few tenths of a percent of the DEX, and the keeper brings it back to
 * the DEX's price when it takes over.
 */
export const PREDICTION_HISTORY = {
  seed: 0x9ed1c7,
  /** The first round starts this long before the DEX history ends. */
  startsBeforeEnd: 45n * 60n,
  /** How far into the 30-second buffer the operator locks, closes and starts the next round. */
  executeDelaySeconds: 5n,
  /** Finished rounds 1–6: the price's move from lock to close, and the bets. */
  rounds: [
    {
      move: 'up',
      bets: [
        [10, 'Bull'],
        [11, 'Bear'],
        [1, 'Bull'],
        [12, 'Bear'],
      ],
    },
    {
      move: 'down',
      bets: [
        [12, 'Bear'],
        [13, 'Bull'],
        [10, 'Bull'],
      ],
    },
    {
      move: 'flat',
      bets: [
        [11, 'Bull'],
        [13, 'Bear'],
        [1, 'Bear'],
      ],
    },
    {
      move: 'up',
      bets: [
        [10, 'Bear'],
        [12, 'Bull'],
        [13, 'Bull'],
      ],
    },
    {
      move: 'down',
      bets: [
        [11, 'Bull'],
        [12, 'Bull'],
      ],
    },
    {
      move: 'down',
      bets: [
        [11, 'Bear'],
        [1, 'Bear'],
        [10, 'Bull'],
        [13, 'Bull'],
      ],
    },
  ] satisfies readonly { move: 'up' | 'down' | 'flat'; bets: readonly PredictionSeedBet[] }[],
  /** Rounds 7 (live when the operator left) and 8 (open then): canceled, refundable. */
  canceled: [
    [
      [10, 'Bull'],
      [13, 'Bear'],
      [1, 'Bull'],
    ],
    [
      [12, 'Bear'],
      [11, 'Bull'],
    ],
  ] satisfies readonly (readonly PredictionSeedBet[])[],
  /**
   * What account 1 leaves for the dev user to take (Collect, Reclaim): its round-6 win and its
   * round-7 refund. Every other win is claimed a minute after its round closes, every other refund
   * at the present.
   */
  uncollected: { account: 1, win: 6, refund: 7 },
  /** Bets in the round opened at the present (account 1 stays free to bet there). */
  currentBets: [
    [11, 'Bull'],
    [13, 'Bear'],
  ] satisfies readonly PredictionSeedBet[],
  /** Bet sizes, drawn uniformly in milli-BNB. */
  betMilliBnb: { min: 10, max: 800 },
  /** A planned close's move from the lock price, drawn uniformly in basis points. */
  moveBps: { min: 5, max: 40 },
} as const

/**
 * The initial offerings (issue 33) on the local world: three project tokens, each sold once
 * through its own GhostIFO made by the IFO deployer (account 0 owns both), with the sdk's fee
 * tiers (IFO_DEFAULT_FEE_TIERS) and the basic pool's cap and the achievement's threshold worked
 * out from the CAKE-USDT pair's price when the sale is created (about 100 and 10 USD: 40 and 4
 * CAKE at the world's $2.50).
 */
export const IFO = {
  /** Profile points a sale's achievement is worth (also `ifo:create`'s default). */
  numberPoints: 100n,
  /**
   * A sale's points campaign is this plus its number in the deployer's list (3301 for the first),
   * in the seed and in `ifo:create` alike.
   */
  campaignIdBase: 3300n,
  /**
   * The IFO e2e spec's accounts: 44 has an active profile from the seed (PROFILES) and CAKE from
   * the deploy, and commits nowhere in the seed; 45 has BNB only and no profile.
   */
  testers: { withProfile: 44, withoutProfile: 45 },
  /** CAKE the deploy gives account 44: its profile's 1 CAKE and its commits. */
  testerCake: parseEther('5000'),
} as const

/** The offering tokens, deployed by the local world into `manifest.tokens` under their symbols. */
export const IFO_TOKENS: readonly TokenPlan[] = [
  { symbol: 'WISP', name: 'Wisp Network', decimals: 18, supply: parseEther('100000000') },
  { symbol: 'ECTO', name: 'Ecto Labs', decimals: 18, supply: parseEther('100000000') },
  { symbol: 'VEIL', name: 'Veil Protocol', decimals: 18, supply: parseEther('100000000') },
]

/** What a pool sells (offering tokens) for how much CAKE (its target). */
export type IfoPoolPlan = { offeringAmount: bigint; raisingAmount: bigint }

/** A seeded commit: the development account, then CAKE to the basic and the unlimited pool. */
export type IfoSeedCommit = readonly [account: number, basic: bigint, unlimited: bigint]

export type IfoSalePlan = {
  /** The offering token's symbol (IFO_TOKENS). */
  token: string
  basic: IfoPoolPlan
  unlimited: IfoPoolPlan
  /**
   * Seconds from the seed's present (the DEX history's end plus the NFT market's half hour):
   * when the owner creates, sets and funds the sale (in the DEX history), and its start and end.
   */
  createdAt: bigint
  startsAt: bigint
  endsAt: bigint
  /** Commits, made once the profiles exist (in the NFT market's half hour). */
  commits: readonly IfoSeedCommit[]
  /** Pools harvested at the end: the account and the pool. */
  harvests: readonly (readonly [account: number, pool: 'basic' | 'unlimited'])[]
}

const HOUR_SECONDS = 3_600n
const DAY_SECONDS = 24n * HOUR_SECONDS

/**
 * The seeded sales, oldest first (the deployer's list, `getIfos()`, holds them in this order):
 *
 * - WISP, finished: ran two days and ended two minutes before the present. Both pools are
 *   oversubscribed (the basic 1.3×, the unlimited 4.5×, so its 1% fee shows). Account 10 has
 *   harvested its basic pool (and earned the achievement's points) and not its unlimited one;
 *   account 11 has harvested neither.
 * - ECTO, live: started a day before the present and ends seven days after it (the e2e projects
 *   before the IFO spec move the clock about four days); 10 and 11 have
 *   committed (the unlimited pool 1.35× subscribed).
 * - VEIL, upcoming: starts ten days after the present (still ahead when the IFO spec ends ECTO)
 *   and runs for a day.
 *
 * Commits need an active profile, which the community has only from the NFT seed's profiles on
 * (NFT_SEED_TIME), so the finished sale's commits, its end and its harvest fall in that half
 * hour's last minutes (seedIfo).
 */
export const IFO_SALES: readonly IfoSalePlan[] = [
  {
    token: 'WISP',
    basic: { offeringAmount: parseEther('25000'), raisingAmount: parseEther('50') },
    unlimited: { offeringAmount: parseEther('500000'), raisingAmount: parseEther('1000') },
    createdAt: -3n * DAY_SECONDS,
    startsAt: -2n * DAY_SECONDS,
    endsAt: -120n,
    commits: [
      [10, parseEther('40'), parseEther('3000')],
      [11, parseEther('25'), parseEther('1500')],
    ],
    harvests: [[10, 'basic']],
  },
  {
    token: 'ECTO',
    basic: { offeringAmount: parseEther('10000'), raisingAmount: parseEther('50') },
    unlimited: { offeringAmount: parseEther('400000'), raisingAmount: parseEther('2000') },
    createdAt: -2n * DAY_SECONDS,
    startsAt: -DAY_SECONDS,
    endsAt: 7n * DAY_SECONDS,
    commits: [
      [10, parseEther('20'), parseEther('1200')],
      [11, parseEther('40'), parseEther('1500')],
    ],
    harvests: [],
  },
  {
    token: 'VEIL',
    basic: { offeringAmount: parseEther('20000'), raisingAmount: parseEther('100') },
    unlimited: { offeringAmount: parseEther('600000'), raisingAmount: parseEther('3000') },
    createdAt: -DAY_SECONDS,
    startsAt: 10n * DAY_SECONDS,
    endsAt: 11n * DAY_SECONDS,
    commits: [],
    harvests: [],
  },
]

/**
 * Development accounts 10–13: the community that traded and staked before the user arrived (the
 * first ten accounts are the ones wallets and tests know; the e2e tests use several of them).
 * Each gets tokens, provides USDT-BNB liquidity and stakes most of it in the farm (pid 0), stakes
 * BNB in the live pool (sousId 2, at most 10 BNB each), stakes CAKE in the CAKE pool (sousId 3),
 * and provides CAKE-GHOST liquidity and stakes all of it in its farm (pid 1).
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
  /** CAKE each member stakes in the CAKE pool (sousId 3). */
  cakePoolStakes: [parseEther('5000'), parseEther('12000'), parseEther('3000'), parseEther('8000')],
  /**
   * CAKE each member pairs with GHOST in the CAKE-GHOST pool, staking all the LP in farm pid 1
   * (none stays in the wallet, so the history's liquidity events go as before).
   */
  cakeGhostLiquidityCake: [
    parseEther('2000'),
    parseEther('3500'),
    parseEther('1500'),
    parseEther('4000'),
  ],
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
    // 21: the avatar of the IFO spec's player (IFO.testers.withProfile); 22 and 23: those of
    // competition 0's third registrant and the competition spec's trader (COMPETITION)
    owners: [10, 10, 10, 10, 10, 11, 11, 11, 11, 11, 12, 12, 12, 12, 12, 0, 0, 0, 1, 1, 44, 13, 48],
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
 * Profiles in creation order: account, team, Ghost Squad avatar. Account 12 pauses again (its
 * avatar goes back to its wallet), so the world has an inactive profile too; 44 is the IFO
 * spec's player (IFO.testers), who commits only in its tests; 13 registers in the seeded trading
 * competition (team 1, beside 10) and 48 is the competition spec's trader (team 2; the deploy
 * gives it the profile's 1 CAKE, so its wallet holds only BNB afterwards).
 */
export const PROFILES: readonly { account: number; teamId: bigint; avatar: bigint }[] = [
  { account: 10, teamId: 1n, avatar: 1n },
  { account: 11, teamId: 2n, avatar: 6n },
  { account: 12, teamId: 1n, avatar: 11n },
  { account: 44, teamId: 2n, avatar: 21n },
  { account: 13, teamId: 1n, avatar: 22n },
  { account: 48, teamId: 2n, avatar: 23n },
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

/** A voter's positions (issue 34): CAKE in each of the four places voting power counts. */
export type VotingVoterPlan = {
  account: number
  /** CAKE and GHOST the deployer gives it. */
  cake: bigint
  ghost: bigint
  /** CAKE it stakes in the CAKE pool (sousId 3). */
  poolStake: bigint
  /** CAKE it pairs with GHOST (at the pair's price; the router takes the GHOST that matches). */
  liquidityCake: bigint
  /** Share of that LP it stakes in farm pid 1, in basis points; the rest stays in the wallet. */
  farmShareBps: bigint
}

/** A seeded vote: the development account, its 1-based choice, when it signs (from the present). */
export type VotingSeedVote = readonly [account: number, choice: number, signedAt: bigint]

export type VotingProposalPlan = {
  /** The development account that signs it: 0 (the deployer, the local admin) makes it core. */
  author: number
  title: string
  /** Markdown. */
  body: string
  choices: readonly string[]
  /**
   * Seconds from the seed's present (the DEX history's end plus the NFT market's half hour):
   * when the author signs it (its snapshot is the latest block then), and its start and end.
   */
  signedAt: bigint
  startsAt: bigint
  endsAt: bigint
  /** In the order signed; a later vote by the same account replaces its earlier one. */
  votes: readonly VotingSeedVote[]
}

/**
 * Governance voting (issue 34) on the local world. Proposals and votes are messages signed off
 * chain, written to `deployments/1337.voting.json` for the server to import; what they need on
 * chain is voting power at their snapshot blocks: the community's CAKE (wallets, the CAKE pool,
 * CAKE-GHOST LP in farm pid 1) and the e2e voters' positions.
 */
export const VOTING = {
  /**
   * The e2e voting spec's two voters: each has CAKE in all four places before the active
   * proposal's snapshot, in amounts that differ between them, and votes nowhere in the seed.
   */
  voters: [
    {
      account: 46,
      cake: parseEther('2000'),
      ghost: parseEther('500'),
      poolStake: parseEther('400'),
      liquidityCake: parseEther('300'),
      farmShareBps: 6000n,
    },
    {
      account: 47,
      cake: parseEther('5000'),
      ghost: parseEther('1200'),
      poolStake: parseEther('1500'),
      liquidityCake: parseEther('800'),
      farmShareBps: 2500n,
    },
  ] satisfies readonly VotingVoterPlan[],
  /** When the voters take their positions, from the present: before every snapshot but the first. */
  votersFundedAt: -6n * DAY_SECONDS,
} as const

const CLOSED_BODY = `## Summary

Add a MasterChef farm for the **CAKE-BUSD** pair at an allocation of 200 (**2X**).

## Motivation

CAKE holders who want a stable-paired position have only the shallow CAKE-USDT pair, and no
farm for it. A CAKE-BUSD farm gives them a reason to provide liquidity here, and deeper CAKE
liquidity makes every route through CAKE cheaper.

## Specification

- Create the CAKE-BUSD pair if it does not exist yet.
- Call \`MasterChef.add(200, CAKE-BUSD LP, true)\`.
- GHOST per block stays the same: every farm's share is diluted pro rata.

## Choices

1. **Add at 2X**, as specified.
2. **Add at 1X**: half the allocation, for a cautious start.
3. **Do not add** the farm.
`

const ACTIVE_BODY = `## Summary

Lower the swap fee on the **USDT-BUSD** pair from 0.25% to **0.1%**.

## Motivation

Stablecoin swaps move by fractions of a cent, and 0.25% is more than most of them are worth to
a trader: volume on USDT-BUSD goes to exchanges that charge less. Other venues charge 0.01% to
0.05% on stable pairs; 0.1% keeps the pair worth providing for while winning the volume back.

## Specification

| share | today | proposed |
| --- | --- | --- |
| liquidity providers | 0.17% | 0.07% |
| treasury | 0.03% | 0.01% |
| GHOST buyback and burn | 0.05% | 0.02% |

Every other pair keeps 0.25%. The change is reviewed after 30 days of volume.

## Risks

Providers of USDT-BUSD earn less per swap until volume grows; the treasury and the buyback take
a smaller share of this pair's fees.
`

const PENDING_BODY = `## Summary

Fund a **Spectral Shapes artist grant** of up to 5,000 CAKE from the treasury, paid to artists
who publish a collection on the Ghost NFT market.

## Why

Creator collections bring people to the market who would never open the swap page. A small
grant for the first ten collections, paid in two halves (on publishing and after the first
month of sales), gets more artists to try it.

## How it would work

- Artists apply with a link to their work; the core team picks ten.
- Each grant is 500 CAKE (or 200 CAKE if the smaller budget wins).
- Grants are announced on the blog, and every payment is a public transaction.

*Proposed by the artist behind Spectral Shapes, who would not apply.*
`

/**
 * The seeded proposals (`deployments/1337.voting.json`), oldest first:
 *
 * - closed, core (account 0): ran from seven to four days before the present; 10, 11 and 12
 *   voted, and 12 changed its mind (its later vote replaces the first);
 * - active, core (account 0): started a day before the present and ends 30 days after it, its
 *   snapshot after the e2e voters took their positions (VOTING.voters); 10 and 11 voted;
 * - pending, community (account 13, whose CAKE is well over the 10 CAKE needed): starts 40 days
 *   after the present (after the e2e projects have moved the clock) and runs a week.
 */
export const VOTING_PROPOSALS: readonly VotingProposalPlan[] = [
  {
    author: 0,
    title: 'Add a CAKE-BUSD farm at 2X',
    body: CLOSED_BODY,
    choices: ['Add at 2X', 'Add at 1X', 'Do not add'],
    signedAt: -7n * DAY_SECONDS - HOUR_SECONDS,
    startsAt: -7n * DAY_SECONDS,
    endsAt: -4n * DAY_SECONDS,
    votes: [
      [10, 1, -7n * DAY_SECONDS + 5n * HOUR_SECONDS],
      [11, 3, -6n * DAY_SECONDS - 2n * HOUR_SECONDS],
      [12, 3, -5n * DAY_SECONDS - 9n * HOUR_SECONDS],
      [12, 2, -4n * DAY_SECONDS - 20n * HOUR_SECONDS],
    ],
  },
  {
    author: 0,
    title: 'Lower the swap fee on USDT-BUSD to 0.1%',
    body: ACTIVE_BODY,
    choices: ['For', 'Against', 'Abstain'],
    signedAt: -DAY_SECONDS - HOUR_SECONDS,
    startsAt: -DAY_SECONDS,
    endsAt: 30n * DAY_SECONDS,
    votes: [
      [10, 1, -20n * HOUR_SECONDS],
      [11, 2, -3n * HOUR_SECONDS],
    ],
  },
  {
    author: 13,
    title: 'Fund a Spectral Shapes artist grant',
    body: PENDING_BODY,
    choices: ['Fund 5,000 CAKE', 'Fund 2,000 CAKE', 'Do not fund'],
    signedAt: -2n * HOUR_SECONDS,
    startsAt: 40n * DAY_SECONDS,
    endsAt: 47n * DAY_SECONDS,
    votes: [],
  },
]

/** One prize tier of a competition: what each winner receives (USD, 18 decimals) and points. */
export type CompetitionTierPlan = { usdPrize: bigint; points: bigint }

/**
 * The prize table of every competition the world and `competition:create` make (issue 35): one
 * tier per team rank (1st, 2nd, 3rd or below) and rank in team (#1–10, #11–100, #101–500, #501
 * and below), in the sdk's order (getPrizeTier, COMPETITION_TIER_COUNT). Each prize is paid
 * 3:1:1:1 by value in CAKE and the three partner tokens at the feeds' prices when the results are
 * published.
 */
export const COMPETITION_TIERS: readonly CompetitionTierPlan[] = [
  // the winning team
  { usdPrize: parseEther('600'), points: 100n },
  { usdPrize: parseEther('300'), points: 60n },
  { usdPrize: parseEther('150'), points: 30n },
  { usdPrize: parseEther('60'), points: 10n },
  // the second
  { usdPrize: parseEther('300'), points: 80n },
  { usdPrize: parseEther('150'), points: 50n },
  { usdPrize: parseEther('75'), points: 25n },
  { usdPrize: parseEther('30'), points: 8n },
  // third or below
  { usdPrize: parseEther('150'), points: 60n },
  { usdPrize: parseEther('75'), points: 40n },
  { usdPrize: parseEther('30'), points: 20n },
  { usdPrize: parseEther('12'), points: 5n },
]

/** A swap of the seeded live window: the account, its router path (symbols, BNB native), input. */
export type CompetitionSwapPlan = {
  account: number
  path: readonly string[]
  amountIn: bigint
}

/**
 * The trading competition (issue 35) on the local world. GhostTradingCompetition is owned by the
 * deployer (account 0), which holds the profile's admin role and grants the contract POINT_ROLE;
 * its prize feeds on chain 1337 are Chainlink's MockV3Aggregator, one per prize token, started at
 * the DEX's USD price (through USDT) and refreshed by the competition keeper right before it
 * publishes (the world's oracle stand-in, as the prediction keeper's BNB feed); on 56 and 97 they
 * are Chainlink's feeds, named to `competition:create`.
 *
 * The deploy creates two competitions with CAKE and the partners below, each funded with
 * `funding`:
 *
 * - 0, finished: 10 (team 1), 11 (team 2) and 13 (team 1) register once the profiles exist (the
 *   NFT market's half hour, NFT_SEED_TIME), the owner opens the live window a couple of minutes
 *   before the present, 10 and 11 trade through the router (`swaps`; 13 does not, so it wins
 *   nothing), and the owner closes it: left in Calculating, for `npm start`'s keeper to publish;
 * - 1, in registration: its live window is the operator's (`competition:start-live 1`); account
 *   48, the competition e2e spec's trader (an active profile in team 2, BNB only), registers
 *   there in its tests.
 */
export const COMPETITION = {
  /** The three partner tokens after CAKE, by manifest symbol. */
  partners: ['GHOST', 'DEEP', 'BUSD'],
  /** The local feeds' decimals (Chainlink's USD feeds have 8). */
  feedDecimals: 8,
  /** From publication to the end of claims: 30 days. */
  claimDuration: 30n * DAY_SECONDS,
  /**
   * The oldest feed answer publication accepts. A day: Chainlink's BSC USD feeds have heartbeats
   * of up to a day; locally the keeper pushes every answer right before it publishes anyway.
   */
  maxPriceAge: DAY_SECONDS,
  /**
   * A competition's points campaign is this plus its id plus 1 (3501 for competition 0), in the
   * deploy and in `competition:create` alike.
   */
  campaignIdBase: 3500n,
  /**
   * What the deploy funds each local competition with, by symbol: 25 first prizes ($600: 120
   * CAKE, 50 GHOST, 1,000 DEEP, 100 BUSD at the plan's prices), so every registrant of the
   * seeded competition could win the top tier with every price down by more than half.
   */
  funding: {
    CAKE: parseEther('3000'),
    GHOST: parseEther('1250'),
    DEEP: parseEther('25000'),
    BUSD: parseEther('2500'),
  } as Readonly<Record<string, bigint>>,
  /** The competition e2e spec's trader: a profile in team 2 (PROFILES), BNB only. */
  trader: 48,
  /** Competition 0's registrants, in registration order. */
  registrants: [10, 11, 13],
  /**
   * Competition 0's live window: its trades, one block every `swapSeconds` after the owner opens
   * it (every hop of a multi-hop trade counts). About $2,700 for 10 (team 1) and $5,400 for 11
   * (team 2): team 2 ranks first, 11 wins tier 0 and 10 tier 4 (the second team's #1–10).
   */
  swaps: [
    { account: 10, path: ['BNB', 'USDT'], amountIn: parseEther('2') },
    { account: 11, path: ['USDT', 'BUSD'], amountIn: parseEther('3000') },
    { account: 10, path: ['USDT', 'BNB'], amountIn: parseEther('1500') },
    { account: 11, path: ['BNB', 'GHOST', 'CAKE'], amountIn: parseEther('2') },
  ] satisfies readonly CompetitionSwapPlan[],
  swapSeconds: 15n,
  /** The pairs those trades move, brought back to the plan's prices by the deployer afterwards. */
  rebalancedPairs: ['BNB-USDT', 'USDT-BUSD', 'GHOST-BNB', 'CAKE-GHOST'],
} as const

/** A project wallet on the farm auction's whitelist, with the seeded Ghost pair it farms. */
export type AuctionBidderPlan = { account: number; projectName: string; pair: string }

/** A seeded bid: the development account, its CAKE, when (seconds from the seed's present). */
export type AuctionSeedBid = readonly [account: number, amount: bigint, at: bigint]

export type AuctionPlan = {
  /** Seconds from the seed's present: when the owner schedules it, its start and end. */
  scheduledAt: bigint
  startsAt: bigint
  endsAt: bigint
  initialBidAmount: bigint
  winnerCount: number
  bids: readonly AuctionSeedBid[]
  /** When the owner closes it and adds the winners' farms; undefined: still open. */
  closedAt?: bigint | undefined
  /** When the owner ends those farms (allocation 0): FARM_DURATION after the close or later. */
  farmsEndedAt?: bigint | undefined
}

/**
 * Community farm auctions (issue 35) on the local world: GhostFarmAuction on CAKE, owned by the
 * deployer, which also owns MasterChef and adds the winners' farms (`auction:add-farms`). Five
 * whitelisted projects, each farming a seeded Ghost pair that has no farm of its own: the
 * community's 10, 11 and 13, and 49 and 50, the auction e2e spec's bidders (CAKE from the deploy,
 * no bid in the seed).
 */
export const AUCTION = {
  bidders: [
    { account: 10, projectName: 'Spectral Swap', pair: 'DEEP-CAKE' },
    { account: 11, projectName: 'Haunted Harvest', pair: 'TAX-BNB' },
    { account: 13, projectName: 'Wraith Works', pair: 'BNB-BUSD' },
    { account: 49, projectName: 'Lantern Labs', pair: 'USDT-BUSD' },
    { account: 50, projectName: 'Moth Money', pair: 'GHOST-BNB' },
  ] satisfies readonly AuctionBidderPlan[],
  /** The auction e2e spec's bidders, and the CAKE the deploy gives each. */
  testers: [49, 50],
  testerCake: parseEther('5000'),
  /** A won farm's allocation ("1X"), in the seed and `auction:add-farms` by default. */
  farmAllocPoint: 100n,
  /** When the owner whitelists the projects (seconds from the seed's present). */
  whitelistedAt: -7n * DAY_SECONDS - 23n * HOUR_SECONDS,
} as const

/**
 * The seeded auctions, oldest first:
 *
 * - 0, closed: ran nine hours, in the first day of the DEX history; 10 bid twice (300 CAKE in
 *   all), 13 250 and 11 150, so 10 and 13 won (their 550 CAKE burnt at the close) and 11 lost
 *   and has not reclaimed. The winners' farms (DEEP-CAKE and BNB-BUSD LP, 1X) were added at the
 *   close and ended seven days later, half a day before the present: they are finished farms.
 * - 1, live: started an hour before the present, ends three days after it (the e2e projects
 *   before its spec move the clock about four days); 11 bid 300 CAKE.
 */
export const AUCTIONS: readonly AuctionPlan[] = [
  {
    scheduledAt: -7n * DAY_SECONDS - 23n * HOUR_SECONDS,
    startsAt: -7n * DAY_SECONDS - 22n * HOUR_SECONDS,
    endsAt: -7n * DAY_SECONDS - 13n * HOUR_SECONDS,
    initialBidAmount: parseEther('100'),
    winnerCount: 2,
    bids: [
      [10, parseEther('200'), -7n * DAY_SECONDS - 21n * HOUR_SECONDS],
      [11, parseEther('150'), -7n * DAY_SECONDS - 19n * HOUR_SECONDS],
      [13, parseEther('250'), -7n * DAY_SECONDS - 17n * HOUR_SECONDS],
      [10, parseEther('100'), -7n * DAY_SECONDS - 15n * HOUR_SECONDS],
    ],
    closedAt: -7n * DAY_SECONDS - 12n * HOUR_SECONDS,
    farmsEndedAt: -11n * HOUR_SECONDS,
  },
  {
    scheduledAt: -2n * HOUR_SECONDS,
    startsAt: -HOUR_SECONDS,
    endsAt: 3n * DAY_SECONDS,
    initialBidAmount: parseEther('100'),
    winnerCount: 2,
    bids: [[11, parseEther('300'), -45n * 60n]],
  },
]

/** A legacy LP position: the account, the legacy pair, the A amount (B at the pair's ratio). */
export type MigrationPositionPlan = {
  account: number
  pair: string
  amountA: bigint
  /** Share of the LP staked in the legacy farm (only its pid 0 pair), in basis points. */
  stakeBps: bigint
}

/**
 * LP migration (issue 35) on the local world: a second GhostFactory stands in for the exchange
 * the liquidity comes from ("LegacyFactory"), with a MasterChef of its own paying CAKE
 * ("LegacyMasterChef": pid 0 is its BNB-USDT LP), and GhostMigrator moves a position from it
 * into Ghost's pair of the same tokens. Its pairs are seeded by minting on the pair directly (no
 * legacy router): the deployer's base liquidity, then positions for holders 1 and 2 and for
 * account 51, the migration e2e spec's account. The legacy BNB-USDT price is 1% under Ghost's
 * (594 USDT), so a migration leaves dust to refund; CAKE-GHOST is 0.5% under it.
 */
export const MIGRATION = {
  /** The migration e2e spec's account: legacy LP in both pairs, part of one in the legacy farm. */
  account: 51,
  /** [symbolA, symbolB, amountA, amountB]: the deployer's base liquidity, as PAIRS. */
  pairs: [
    ['BNB', 'USDT', parseEther('200'), parseEther('118800')],
    ['CAKE', 'GHOST', parseEther('20000'), parseEther('24875')],
  ] as readonly (readonly [string, string, bigint, bigint])[],
  positions: [
    { account: 1, pair: 'BNB-USDT', amountA: parseEther('5'), stakeBps: 4000n },
    { account: 1, pair: 'CAKE-GHOST', amountA: parseEther('400'), stakeBps: 0n },
    { account: 2, pair: 'BNB-USDT', amountA: parseEther('3'), stakeBps: 0n },
    { account: 2, pair: 'CAKE-GHOST', amountA: parseEther('250'), stakeBps: 0n },
    { account: 51, pair: 'BNB-USDT', amountA: parseEther('4'), stakeBps: 5000n },
    { account: 51, pair: 'CAKE-GHOST', amountA: parseEther('800'), stakeBps: 0n },
  ] satisfies readonly MigrationPositionPlan[],
  /** The legacy farm: CAKE per block, all to pid 0 (the legacy BNB-USDT LP), and its funding. */
  farm: {
    rewardPerBlock: parseEther('0.01'),
    pid0AllocPoint: 1000n,
    funding: parseEther('2000'),
  },
} as const
