/**
 * The voting-power tests' history on one Anvil node: CAKE, a CAKE–X pair, a SmartChef staking
 * CAKE and a MasterChef with a CAKE–X LP farm and a CAKE farm, decoys that hold no CAKE (an X–Y
 * pair and its farm, a SmartChef staking BNB), and a voter with CAKE in all four places at block
 * `before`. After it the voter moves things and more CAKE pools appear, up to block `after`.
 * The amounts are chosen so every figure at both blocks can be worked out by hand (the test
 * file does so, next to each constant).
 */
import { type Address, maxUint256, parseEther, zeroAddress } from 'viem'
import {
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostRouterAbi,
  ghostRouterBytecode,
  lazyOrderCreatorWalletAbi,
  lazyOrderCreatorWalletBytecode,
  masterChefAbi,
  masterChefBytecode,
  smartChefAbi,
  smartChefBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '../../generated'
import { type AnvilClient, anvilClient, devAccount } from '../../lib/anvil'
import { createPair } from '../amm/world'
import {
  approveToken,
  deployed,
  deployToken,
  E18,
  headBlock,
  mined,
  transferToken,
} from '../farms/setup'

export { E18 }

/** What the admin puts into the CAKE–X pair first: 1 CAKE is worth 4 X. */
export const POOL_CAKE = 1_000n * E18
export const POOL_X = 4_000n * E18
/** CAKE the voter is given; the rest of its positions are paid out of it. */
export const VOTER_CAKE = 1_000n * E18
/** The voter's liquidity: 100 CAKE with 400 X, at the pair's price. */
export const VOTER_LP_CAKE = 100n * E18
export const VOTER_LP_X = 400n * E18
/** CAKE the voter stakes in the SmartChef and in the MasterChef's CAKE farm. */
export const SMARTCHEF_STAKE = 30n * E18
export const CAKE_FARM_STAKE = 20n * E18
/** CAKE–X LP the voter stakes: an odd wei, so both LP positions round down on their own. */
export const LP_FARM_STAKE = 50n * E18 - 1n

/** The later moves (between `before` and `after`). */
export const SENT_AWAY = 300n * E18
export const SMARTCHEF_WITHDRAWN = 10n * E18
export const LP_REMOVED = 100n * E18
/** CAKE the admin swaps into the CAKE–X pair, raising its CAKE reserve by exactly this much. */
export const SWAPPED_IN = 210n * E18

/** The recount's other voters: CAKE in the wallet at `before`. */
export const HOLDER_CAKE = 42n * E18
export const CONTRACT_WALLET_CAKE = 7n * E18
/** BNB the voter stakes in the decoy pool. */
export const BNB_STAKE = parseEther('5')

/** MasterChef farms, by pid. */
export const PID_CAKE_LP = 0
export const PID_CAKE = 1
export const PID_DECOY_LP = 2
export const PID_LATE_LP = 3

export type VotingHistory = {
  /** Dev account 0: deploys and owns everything, provides the pairs' first liquidity, swaps. */
  admin: AnvilClient
  /** Dev account 1: CAKE in the wallet, in pools, in LP in the wallet and in LP in a farm. */
  voter: AnvilClient
  /** Dev account 2: nothing at `before`; receives the CAKE the voter sends away. */
  recipient: AnvilClient
  /** Dev account 3: only CAKE in the wallet. */
  holder: AnvilClient
  /** An ERC-1271 wallet (its key: dev account 4) holding CAKE at `before`. */
  contractWallet: Address
  cake: Address
  x: Address
  y: Address
  factory: Address
  router: Address
  /** CAKE–X and the decoy X–Y. */
  cakePair: Address
  decoyPair: Address
  /** Stakes CAKE; the decoy stakes BNB. */
  cakePool: Address
  bnbPool: Address
  masterChef: Address
  /** Deployed after `before`: a CAKE–Y pair (farmed as pid 3) and another SmartChef staking CAKE. */
  latePair: Address
  latePool: Address
  /** The snapshot block, and the head once the later moves are mined. */
  before: bigint
  after: bigint
}

function deploySmartChef(
  admin: AnvilClient,
  stakedToken: Address,
  rewardToken: Address,
  startBlock: bigint,
) {
  return deployed(
    admin,
    admin.deployContract({
      abi: smartChefAbi,
      bytecode: smartChefBytecode,
      args: [stakedToken, rewardToken, 10n ** 15n, startBlock, startBlock + 1_000_000n, 0n],
    }),
  )
}

function addLiquidity(
  by: AnvilClient,
  router: Address,
  [a, amountA]: readonly [Address, bigint],
  [b, amountB]: readonly [Address, bigint],
) {
  return mined(
    by,
    by.writeContract({
      address: router,
      abi: ghostRouterAbi,
      functionName: 'addLiquidity',
      args: [a, b, amountA, amountB, amountA, amountB, by.account.address, maxUint256],
    }),
  )
}

function chefDeposit(by: AnvilClient, masterChef: Address, pid: number, amount: bigint) {
  return mined(
    by,
    by.writeContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: 'deposit',
      args: [BigInt(pid), amount],
    }),
  )
}

/** Builds the whole history; nothing is sent afterwards, so the tests only read. */
export async function buildVotingHistory(url: string): Promise<VotingHistory> {
  const admin = anvilClient(url)
  const voter = anvilClient(url, devAccount(1))
  const recipient = anvilClient(url, devAccount(2))
  const holder = anvilClient(url, devAccount(3))

  const wbnb = await deployed(admin, admin.deployContract({ abi: wbnbAbi, bytecode: wbnbBytecode }))
  const factory = await deployed(
    admin,
    admin.deployContract({
      abi: ghostFactoryAbi,
      bytecode: ghostFactoryBytecode,
      args: [admin.account.address],
    }),
  )
  const router = await deployed(
    admin,
    admin.deployContract({
      abi: ghostRouterAbi,
      bytecode: ghostRouterBytecode,
      args: [factory, wbnb],
    }),
  )
  const [cake, x, y, ghost, reward] = [
    await deployToken(admin, 'CAKE'),
    await deployToken(admin, 'X'),
    await deployToken(admin, 'Y'),
    await deployToken(admin, 'GHOST'),
    await deployToken(admin, 'RWD'),
  ]
  for (const token of [cake, x, y]) await approveToken(admin, token, router)

  // the factory's feeTo stays unset: no protocol fee is minted, so LP supplies stay hand-countable
  const cakePair = await createPair({ client: admin, factory }, cake, x)
  const decoyPair = await createPair({ client: admin, factory }, x, y)
  await addLiquidity(admin, router, [cake, POOL_CAKE], [x, POOL_X])
  await addLiquidity(admin, router, [x, 500n * E18], [y, 500n * E18])

  const start = (await headBlock(admin)) + 1n
  const cakePool = await deploySmartChef(admin, cake, reward, start)
  const bnbPool = await deploySmartChef(admin, zeroAddress, reward, start)
  for (const pool of [cakePool, bnbPool]) await transferToken(admin, reward, pool, 1_000n * E18)
  const masterChef = await deployed(
    admin,
    admin.deployContract({
      abi: masterChefAbi,
      bytecode: masterChefBytecode,
      args: [ghost, E18, start],
    }),
  )
  await transferToken(admin, ghost, masterChef, 1_000_000n * E18)
  for (const [alloc, lp] of [
    [1_000n, cakePair],
    [500n, cake],
    [100n, decoyPair],
  ] as const) {
    await mined(
      admin,
      admin.writeContract({
        address: masterChef,
        abi: masterChefAbi,
        functionName: 'add',
        args: [alloc, lp, false],
      }),
    )
  }

  // the voter: CAKE in the wallet, both pools, LP in the wallet and in the farm, and decoys
  const me = voter.account.address
  await transferToken(admin, cake, me, VOTER_CAKE)
  await transferToken(admin, x, me, VOTER_LP_X + 50n * E18)
  await transferToken(admin, y, me, 50n * E18)
  for (const token of [cake, x, y]) await approveToken(voter, token, router)
  await addLiquidity(voter, router, [cake, VOTER_LP_CAKE], [x, VOTER_LP_X])
  await addLiquidity(voter, router, [x, 50n * E18], [y, 50n * E18])
  await approveToken(voter, cake, cakePool)
  await mined(
    voter,
    voter.writeContract({
      address: cakePool,
      abi: smartChefAbi,
      functionName: 'deposit',
      args: [SMARTCHEF_STAKE],
    }),
  )
  await mined(
    voter,
    voter.writeContract({
      address: bnbPool,
      abi: smartChefAbi,
      functionName: 'deposit',
      args: [BNB_STAKE],
      value: BNB_STAKE,
    }),
  )
  for (const token of [cakePair, cake, decoyPair]) await approveToken(voter, token, masterChef)
  await chefDeposit(voter, masterChef, PID_CAKE_LP, LP_FARM_STAKE)
  await chefDeposit(voter, masterChef, PID_CAKE, CAKE_FARM_STAKE)
  await chefDeposit(voter, masterChef, PID_DECOY_LP, 20n * E18)

  // the recount's other voters
  await transferToken(admin, cake, holder.account.address, HOLDER_CAKE)
  const contractWallet = await deployed(
    admin,
    admin.deployContract({
      abi: lazyOrderCreatorWalletAbi,
      bytecode: lazyOrderCreatorWalletBytecode,
      args: [devAccount(4).address],
    }),
  )
  await transferToken(admin, cake, contractWallet, CONTRACT_WALLET_CAKE)

  const before = await headBlock(admin)

  // later: CAKE sent away, stakes withdrawn, LP removed, reserves moved by a swap, new pools
  await transferToken(voter, cake, recipient.account.address, SENT_AWAY)
  await mined(
    voter,
    voter.writeContract({
      address: cakePool,
      abi: smartChefAbi,
      functionName: 'withdraw',
      args: [SMARTCHEF_WITHDRAWN],
    }),
  )
  await mined(
    voter,
    voter.writeContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: 'withdraw',
      args: [BigInt(PID_CAKE), CAKE_FARM_STAKE],
    }),
  )
  await approveToken(voter, cakePair, router)
  await mined(
    voter,
    voter.writeContract({
      address: router,
      abi: ghostRouterAbi,
      functionName: 'removeLiquidity',
      args: [cake, x, LP_REMOVED, 0n, 0n, me, maxUint256],
    }),
  )
  await mined(
    admin,
    admin.writeContract({
      address: router,
      abi: ghostRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [SWAPPED_IN, 0n, [cake, x], admin.account.address, maxUint256],
    }),
  )
  const latePair = await createPair({ client: admin, factory }, cake, y)
  await addLiquidity(admin, router, [cake, 100n * E18], [y, 100n * E18])
  await mined(
    admin,
    admin.writeContract({
      address: masterChef,
      abi: masterChefAbi,
      functionName: 'add',
      args: [100n, latePair, false],
    }),
  )
  const latePool = await deploySmartChef(admin, cake, reward, (await headBlock(admin)) + 1n)
  const after = await headBlock(admin)

  return {
    admin,
    voter,
    recipient,
    holder,
    contractWallet,
    cake,
    x,
    y,
    factory,
    router,
    cakePair,
    decoyPair,
    cakePool,
    bnbPool,
    masterChef,
    latePair,
    latePool,
    before,
    after,
  }
}
