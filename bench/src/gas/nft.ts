/**
 * Gas of the NFT market's operations (issue 13), absolute (there is no reference deployment to
 * compare with; Anvil makes the numbers deterministic). Every operation is first run once on
 * other tokens, so what is measured is the honest case of a live market: the fee recipients,
 * the seller and the creator have already been credited once, the buyer holds no token of the
 * collection yet, the seller has approved the market, the team already has members.
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
import { devAccount } from '@ghost/contracts/anvil'
import { deployNft, signLazyOrder } from '@ghost/devnet'
import type { LazyOrder } from '@ghost/sdk'
import {
  type Address,
  erc721Abi,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  toHex,
  zeroAddress,
} from 'viem'
import { BenchTransactionError, deploy, devActors } from './chain'
import { formatGasLines } from './report'

export const NFT_OPERATIONS = [
  'create collection',
  'mint',
  'create ask',
  'modify ask',
  'cancel ask',
  'buy with BNB',
  'buy with WBNB',
  'execute lazy order (BNB)',
  'create profile',
] as const
export type NftOperation = (typeof NFT_OPERATIONS)[number]
export type NftGas = Record<NftOperation, bigint>

/** The acceptance: a buy with BNB from an ask. */
export const BUY_WITH_BNB_BUDGET = 150_000n

const PRICE = parseEther('1')
const URI = 'ipfs://bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku'

/** Development accounts by role (each signs its own transactions on Anvil). */
const ROLE = {
  creator: 1,
  seller: 2,
  warmBuyers: [3, 4, 5],
  buyerBnb: 6,
  buyerWbnb: 7,
  buyerLazy: 8,
  warmProfile: 3,
  profile: 6,
  treasury: 9,
  ghostPot: 0,
} as const

export async function measureNftGas(url: string, wbnb: Address): Promise<NftGas> {
  const { actor, call } = devActors(url)
  const admin = actor(0)
  const addressOf = (index: number) => devAccount(index).address

  const treasury = addressOf(ROLE.treasury)
  const ghostPot = addressOf(ROLE.ghostPot)
  const cake = await deploy(admin, 'CAKE', testTokenContract, ['CAKE', 'CAKE', 18, 10n ** 30n])
  // The same deployment as the devnet's (market, template, factory, profile with its teams).
  const {
    NFTMarket: market,
    NFTFactory: factory,
    Profile: profile,
  } = await deployNft({ deployer: admin, wbnb, cake, treasury, ghostPot })

  const gas = {} as NftGas
  const createCollection = (name: string) =>
    call(ROLE.creator, factory, ghostNFTFactoryAbi, 'createCollection', [
      name,
      'BENCH',
      addressOf(ROLE.creator),
      500n,
      zeroAddress,
    ])
  await createCollection('Warm-up')
  const created = await createCollection('Bench')
  gas['create collection'] = created.gasUsed
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
  gas.mint = (await mint()).gasUsed
  await call(ROLE.seller, collection, erc721Abi, 'setApprovalForAll', [market, true])

  const ask = (tokenId: bigint) =>
    call(ROLE.seller, market, ghostMarketAbi, 'createAskOrder', [collection, tokenId, PRICE])
  const buyWithBnb = (buyer: number, tokenId: bigint) =>
    call(
      buyer,
      market,
      ghostMarketAbi,
      'buyTokenUsingBNB',
      [collection, tokenId, zeroAddress],
      PRICE,
    )
  const buyWithWbnb = async (buyer: number, tokenId: bigint) => {
    await call(buyer, wbnb, wbnbAbi, 'deposit', [], PRICE)
    await call(buyer, wbnb, wbnbAbi, 'approve', [market, maxUint256])
    return call(buyer, market, ghostMarketAbi, 'buyTokenUsingWBNB', [
      collection,
      tokenId,
      PRICE,
      zeroAddress,
    ])
  }

  // Warm-up: the treasury, the creator and the seller are credited once, by both currencies.
  const [warmBnb, warmWbnb] = ROLE.warmBuyers
  await ask(1n)
  await buyWithBnb(warmBnb, 1n)
  await ask(2n)
  await buyWithWbnb(warmWbnb, 2n)

  gas['create ask'] = (await ask(3n)).gasUsed
  gas['modify ask'] = (
    await call(ROLE.seller, market, ghostMarketAbi, 'modifyAskOrder', [collection, 3n, PRICE * 2n])
  ).gasUsed
  gas['cancel ask'] = (
    await call(ROLE.seller, market, ghostMarketAbi, 'cancelAskOrder', [collection, 3n])
  ).gasUsed
  await ask(4n)
  gas['buy with BNB'] = (await buyWithBnb(ROLE.buyerBnb, 4n)).gasUsed
  await ask(5n)
  gas['buy with WBNB'] = (await buyWithWbnb(ROLE.buyerWbnb, 5n)).gasUsed

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
  gas['execute lazy order (BNB)'] = (await executeLazy(ROLE.buyerLazy, 2)).gasUsed

  // Profiles: the warm-up user takes the team's first seat; the measured one joins it.
  const createProfile = async (user: number, tokenId: bigint) => {
    await call(0, cake, testTokenAbi, 'transfer', [addressOf(user), parseEther('10')])
    await call(user, cake, testTokenAbi, 'approve', [profile, maxUint256])
    await call(user, collection, erc721Abi, 'setApprovalForAll', [profile, true])
    return call(user, profile, ghostProfileAbi, 'createProfile', [1n, collection, tokenId])
  }
  await createProfile(ROLE.warmProfile, 1n)
  gas['create profile'] = (await createProfile(ROLE.profile, 4n)).gasUsed
  return gas
}

export function formatNftTable(gas: NftGas): string {
  const lines = formatGasLines('NFT operation', NFT_OPERATIONS, gas)
  const buy = gas['buy with BNB']
  const verdict = buy <= BUY_WITH_BNB_BUDGET ? 'within budget' : 'OVER BUDGET'
  return [
    'NFT market (absolute gas, warm market, buyer holding none of the collection)',
    ...lines,
    `buy with BNB: ${buy} gas (budget ${BUY_WITH_BNB_BUDGET.toLocaleString('en-US')}, ${verdict})`,
  ].join('\n')
}

const testTokenContract = { abi: testTokenAbi, bytecode: testTokenBytecode }
