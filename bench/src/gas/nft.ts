/**
 * Gas of the NFT market's operations (issue 13; Anvil makes the numbers deterministic), the
 * market's against PancakeSwap's ERC721NFTMarketV1 deployed on the same chain, trading the same
 * collection with the same fees (issue 36). Every operation is first run once on other tokens,
 * so what is measured is the honest case of a live market: the fee recipients, the seller and
 * the creator have already been credited once in both currencies, the buyer holds no token of
 * the collection yet, the seller has approved the market, the team already has members. The
 * "busy book" buys are from a seller whose other asks stay listed (see `measure`).
 */
import {
  ghostCollectionAbi,
  ghostMarketAbi,
  ghostNFTFactoryAbi,
  ghostProfileAbi,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
} from '@ghost/contracts'
import { type AnvilClient, devAccount } from '@ghost/contracts/anvil'
import { deployNft, signLazyOrder } from '@ghost/devnet'
import type { LazyOrder } from '@ghost/sdk'
import {
  type Address,
  encodeFunctionData,
  erc721Abi,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
  toHex,
  zeroAddress,
} from 'viem'
import type { BenchTarget } from '../report/runBench'
import { BenchTransactionError, deploy, devActors, send } from './chain'
import {
  compilePancakeNftMarket,
  PANCAKE_GAS_RECORDED,
  pancakePeerAvailable,
} from './pancakeNftMarket'
import { formatComparison, formatGasLines } from './report'

/** What both markets do, measured on each. */
export const MARKET_OPERATIONS = [
  'create ask',
  'modify ask',
  'cancel ask',
  'buy with BNB',
  'buy with WBNB',
  'buy with BNB, busy book',
  'buy with BNB, busy book, hole open',
] as const
export type MarketOperation = (typeof MARKET_OPERATIONS)[number]

/** Ghost's own NFT operations, no peer to compare with. */
export const NFT_OPERATIONS = [
  'create collection',
  'mint',
  'execute lazy order (BNB)',
  'create profile',
] as const
export type NftOperation = (typeof NFT_OPERATIONS)[number]

export type NftGas = {
  ghost: Record<MarketOperation, bigint>
  pancake: Record<MarketOperation, bigint>
  own: Record<NftOperation, bigint>
}

/** Issue 36's budgets (issue 13's was 150,000 for the BNB buy). */
export const NFT_BUDGETS = {
  'buy with BNB': 106_000n,
  'buy with WBNB': 125_000n,
  'buy with BNB, busy book': 110_000n,
} as const satisfies Partial<Record<MarketOperation, bigint>>

const PRICE = parseEther('1')
const URI = 'ipfs://bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku'

/** Development accounts by role (each signs its own transactions on Anvil). */
const ROLE = {
  creator: 1,
  seller: 2,
  warmBuyers: [3, 4, 5],
  buyerLazy: 8,
  warmProfile: 3,
  profile: 6,
  treasury: 9,
  ghostPot: 0,
  /** Funded by the bench (Anvil funds 0–9): each measured buyer is new to the collection. */
  buyers: {
    ghost: { bnb: 6, wbnb: 7, busy: 10, holeOpen: 14 },
    pancake: { bnb: 11, wbnb: 12, busy: 13, holeOpen: 15 },
  },
} as const

/** Which tokens (all the seller's) each market's measured operations use. */
const TOKENS = {
  ghost: { warm: [1n, 2n], created: 3n, bnb: 4n, wbnb: 5n, busy: 9n, stays: 10n, more: [18n, 19n] },
  pancake: {
    warm: [11n, 12n],
    created: 13n,
    bnb: 14n,
    wbnb: 15n,
    busy: 16n,
    stays: 17n,
    more: [20n, 21n],
  },
} as const
const MINTED = 21

export async function measureNftGas(url: string, wbnb: Address): Promise<NftGas> {
  const { actor, call } = devActors(url)
  const admin = actor(0)
  const addressOf = (index: number) => devAccount(index).address
  const newBuyers = [ROLE.buyers.ghost.busy, ROLE.buyers.ghost.holeOpen]
  for (const role of [...newBuyers, ...Object.values(ROLE.buyers.pancake)]) {
    await admin.setBalance({ address: addressOf(role), value: parseEther('100') })
  }

  const treasury = addressOf(ROLE.treasury)
  const ghostPot = addressOf(ROLE.ghostPot)
  const cake = await deploy(admin, 'CAKE', testTokenContract, ['CAKE', 'CAKE', 18, 10n ** 30n])
  // The same deployment as the devnet's (market, template, factory, profile with its teams).
  const {
    NFTMarket: market,
    NFTFactory: factory,
    Profile: profile,
  } = await deployNft({ deployer: admin, wbnb, cake, treasury, ghostPot })

  const own = {} as NftGas['own']
  const createCollection = (name: string) =>
    call(ROLE.creator, factory, ghostNFTFactoryAbi, 'createCollection', [
      name,
      'BENCH',
      addressOf(ROLE.creator),
      CREATOR_FEE,
      zeroAddress,
    ])
  await createCollection('Warm-up')
  const created = await createCollection('Bench')
  own['create collection'] = created.gasUsed
  const [event] = parseEventLogs({
    abi: ghostNFTFactoryAbi,
    eventName: 'CollectionCreated',
    logs: created.logs,
  })
  if (!event) throw new BenchTransactionError('createCollection emitted no CollectionCreated')
  const collection = event.args.collection
  await call(0, profile, ghostProfileAbi, 'approveCollection', [collection])

  // Tokens 1–8 to the seller: the measured mint is one to an owner who already holds some.
  const mint = () =>
    call(ROLE.creator, collection, ghostCollectionAbi, 'mint', [addressOf(ROLE.seller), URI])
  for (let i = 0; i < 7; i++) await mint()
  own.mint = (await mint()).gasUsed
  for (let i = 8; i < MINTED; i++) await mint()

  const pancake = pancakePeerAvailable() ? await deployPancake(admin, wbnb, collection) : undefined
  const markets: { ghost: MarketCalls; pancake?: MarketCalls } = {
    ghost: {
      address: market,
      ask: (tokenId) =>
        call(ROLE.seller, market, ghostMarketAbi, 'createAskOrder', [collection, tokenId, PRICE]),
      modify: (tokenId) =>
        call(ROLE.seller, market, ghostMarketAbi, 'modifyAskOrder', [
          collection,
          tokenId,
          PRICE * 2n,
        ]),
      cancel: (tokenId) =>
        call(ROLE.seller, market, ghostMarketAbi, 'cancelAskOrder', [collection, tokenId]),
      buyWithBnb: (buyer, tokenId) =>
        call(
          buyer,
          market,
          ghostMarketAbi,
          'buyTokenUsingBNB',
          [collection, tokenId, zeroAddress],
          PRICE,
        ),
      buyWithWbnb: (buyer, tokenId) =>
        call(buyer, market, ghostMarketAbi, 'buyTokenUsingWBNB', [
          collection,
          tokenId,
          PRICE,
          zeroAddress,
        ]),
    },
    ...(pancake && {
      pancake: {
        address: pancake.address,
        ask: (tokenId) =>
          call(ROLE.seller, pancake.address, pancake.abi, 'createAskOrder', [
            collection,
            tokenId,
            PRICE,
          ]),
        modify: (tokenId) =>
          call(ROLE.seller, pancake.address, pancake.abi, 'modifyAskOrder', [
            collection,
            tokenId,
            PRICE * 2n,
          ]),
        cancel: (tokenId) =>
          call(ROLE.seller, pancake.address, pancake.abi, 'cancelAskOrder', [collection, tokenId]),
        buyWithBnb: (buyer, tokenId) =>
          call(
            buyer,
            pancake.address,
            pancake.abi,
            'buyTokenUsingBNB',
            [collection, tokenId],
            PRICE,
          ),
        buyWithWbnb: (buyer, tokenId) =>
          call(buyer, pancake.address, pancake.abi, 'buyTokenUsingWBNB', [
            collection,
            tokenId,
            PRICE,
          ]),
      },
    }),
  }

  const measure = async (
    calls: MarketCalls,
    tokens: (typeof TOKENS)['ghost' | 'pancake'],
    buyers: (typeof ROLE.buyers)['ghost' | 'pancake'],
  ): Promise<Record<MarketOperation, bigint>> => {
    await call(ROLE.seller, collection, erc721Abi, 'setApprovalForAll', [calls.address, true])
    const buyWithWbnb = async (buyer: number, tokenId: bigint) => {
      await call(buyer, wbnb, wbnbAbi, 'deposit', [], PRICE)
      await call(buyer, wbnb, wbnbAbi, 'approve', [calls.address, maxUint256])
      return calls.buyWithWbnb(buyer, tokenId)
    }
    // Warm-up: the treasury, the creator and the seller are credited once, by both currencies.
    const [warmBnb, warmWbnb] = ROLE.warmBuyers
    const [first, second] = tokens.warm
    await calls.ask(first)
    await calls.buyWithBnb(warmBnb, first)
    await calls.ask(second)
    await buyWithWbnb(warmWbnb, second)

    const gas = {} as Record<MarketOperation, bigint>
    gas['create ask'] = (await calls.ask(tokens.created)).gasUsed
    gas['modify ask'] = (await calls.modify(tokens.created)).gasUsed
    gas['cancel ask'] = (await calls.cancel(tokens.created)).gasUsed
    await calls.ask(tokens.bnb)
    gas['buy with BNB'] = (await calls.buyWithBnb(buyers.bnb, tokens.bnb)).gasUsed
    await calls.ask(tokens.wbnb)
    gas['buy with WBNB'] = (await buyWithWbnb(buyers.wbnb, tokens.wbnb)).gasUsed
    // The bought asks were listed first, so the seller's later ones stay listed. Ghost's list
    // keeps the first bought one's place as its hole; the second buy, with that hole open and
    // no listing in between to fill it, moves the last ask into its place instead.
    for (const tokenId of [tokens.busy, tokens.stays, ...tokens.more]) await calls.ask(tokenId)
    gas['buy with BNB, busy book'] = (await calls.buyWithBnb(buyers.busy, tokens.busy)).gasUsed
    gas['buy with BNB, busy book, hole open'] = (
      await calls.buyWithBnb(buyers.holeOpen, tokens.stays)
    ).gasUsed
    return gas
  }
  const ghost = await measure(markets.ghost, TOKENS.ghost, ROLE.buyers.ghost)
  const reference = markets.pancake
    ? await measure(markets.pancake, TOKENS.pancake, ROLE.buyers.pancake)
    : PANCAKE_GAS_RECORDED

  // Lazy orders, signed by the creator: one warm-up, one measured, each a buyer's first token.
  const signer = devAccount(ROLE.creator)
  const chainId = await admin.getChainId()
  // Fixed, not "now + a day": calldata with the same bytes every run costs the same gas.
  const expiry = 2n ** 40n
  const executeLazy = async (buyer: number, number: number) => {
    const order: LazyOrder = {
      collection,
      tokenUID: keccak256(toHex(`bench lazy ${number}`)),
      uri: URI,
      price: PRICE,
      creator: signer.address,
      expiry,
      nonce: 0n,
    }
    const { v, r, s } = await signLazyOrder(signer, chainId, factory, order)
    return call(
      buyer,
      factory,
      ghostNFTFactoryAbi,
      'executeOrderWithBNB',
      [order, v, r, s, zeroAddress],
      PRICE,
    )
  }
  await executeLazy(ROLE.warmBuyers[2], 1)
  own['execute lazy order (BNB)'] = (await executeLazy(ROLE.buyerLazy, 2)).gasUsed

  // Profiles: the warm-up user takes the team's first seat; the measured one joins it.
  const createProfile = async (user: number, tokenId: bigint) => {
    await call(0, cake, testTokenAbi, 'transfer', [addressOf(user), parseEther('10')])
    await call(user, cake, testTokenAbi, 'approve', [profile, maxUint256])
    await call(user, collection, erc721Abi, 'setApprovalForAll', [profile, true])
    return call(user, profile, ghostProfileAbi, 'createProfile', [1n, collection, tokenId])
  }
  await createProfile(ROLE.warmProfile, TOKENS.ghost.warm[0])
  own['create profile'] = (await createProfile(ROLE.profile, TOKENS.ghost.bnb)).gasUsed
  return { ghost, pancake: reference, own }
}

type MarketCalls = {
  address: Address
  ask: (tokenId: bigint) => Promise<TransactionReceipt>
  modify: (tokenId: bigint) => Promise<TransactionReceipt>
  cancel: (tokenId: bigint) => Promise<TransactionReceipt>
  buyWithBnb: (buyer: number, tokenId: bigint) => Promise<TransactionReceipt>
  buyWithWbnb: (buyer: number, tokenId: bigint) => Promise<TransactionReceipt>
}

/**
 * Pancake's market with the collection added at the same cost to the seller: its trading fee
 * stands for Ghost's platform, ghost-pot and referrer fees together (Ghost credits the referrer
 * fee to the treasury when no referrer is named), its creator fee is Ghost's royalty.
 */
async function deployPancake(admin: AnvilClient, wbnb: Address, collection: Address) {
  const artifact = compilePancakeNftMarket()
  const me = admin.account.address
  const address = await deploy(admin, 'ERC721NFTMarketV1', artifact, [
    me,
    addressOf(ROLE.treasury),
    wbnb,
    parseEther('0.001'),
    parseEther('10000'),
  ])
  await send(
    admin,
    'addCollection',
    address,
    encodeFunctionData({
      abi: artifact.abi,
      functionName: 'addCollection',
      args: [
        collection,
        addressOf(ROLE.creator),
        zeroAddress,
        GHOST_TRADING_FEE + GHOST_POT_FEE + GHOST_REFERER_FEE,
        CREATOR_FEE,
      ],
    }),
  )
  return { address, abi: artifact.abi }
}

function addressOf(index: number): Address {
  return devAccount(index).address
}

/** Ghost's defaults (GhostMarket's constructor, GhostNFTFactory.DEFAULT_REFERER_FEE), in bps. */
const GHOST_TRADING_FEE = 200n
const GHOST_POT_FEE = 50n
const GHOST_REFERER_FEE = 100n
const CREATOR_FEE = 500n

export function nftTargets(gas: NftGas): BenchTarget[] {
  const budget = (operation: keyof typeof NFT_BUDGETS): BenchTarget => ({
    label: `NFT ${operation}: ${gas.ghost[operation]} gas (budget <= ${NFT_BUDGETS[operation].toLocaleString('en-US')})`,
    met: gas.ghost[operation] <= NFT_BUDGETS[operation],
  })
  const wbnbRatio = Number(gas.ghost['buy with WBNB']) / Number(gas.pancake['buy with WBNB'])
  return [
    budget('buy with BNB'),
    budget('buy with WBNB'),
    {
      label: `NFT buy with WBNB: ${wbnbRatio.toFixed(3)}x PancakeSwap's gas (target <= 1)`,
      met: gas.ghost['buy with WBNB'] <= gas.pancake['buy with WBNB'],
    },
    budget('buy with BNB, busy book'),
  ]
}

export function formatNftTable(gas: NftGas): string {
  return [
    formatComparison({
      title: pancakePeerAvailable()
        ? "NFT market vs PancakeSwap's ERC721NFTMarketV1 (gas, same chain and collection, warm markets, buyer new to the collection)"
        : "NFT market vs PancakeSwap's ERC721NFTMarketV1 as recorded (bench/peers/pancake-nft-markets is not here: see bench/src/gas/pancakeNftMarket.ts)",
      columns: ['NFT market operation', 'Ghost', 'PancakeSwap'],
      operations: MARKET_OPERATIONS,
      ours: gas.ghost,
      peer: gas.pancake,
    }),
    '',
    ...formatGasLines('NFT operation (Ghost only)', NFT_OPERATIONS, gas.own),
  ].join('\n')
}

const testTokenContract = { abi: testTokenAbi, bytecode: testTokenBytecode }
