/**
 * The voting-power strategy (sdk `getVotingPower`) on a real chain: CAKE in the wallet, in pools
 * (a SmartChef and a MasterChef farm staking CAKE), the CAKE share of LP in the wallet and of LP
 * staked in a farm, read at a past block after later transfers, withdrawals, a removal and a
 * swap; each figure written out by hand from the amounts the history uses (./voting/setup.ts).
 * And `recountProposal`: signed EOA and ERC-1271 votes recounted from JSON and the chain.
 */
import {
  type GetVotingPowerSourcesParameters,
  getProposalId,
  getProposalTypedData,
  getVoteTypedData,
  getVotingPower,
  getVotingPowerSources,
  type ProposalMessage,
  proposalMessageToJson,
  RecountProposalError,
  recountProposal,
  type SignedVoteJson,
  type VoteMessage,
  type VotingPower,
  voteMessageToJson,
} from '@ghost/sdk'
import {
  type Account,
  type Address,
  createPublicClient,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { masterChefAbi, smartChefAbi } from '../generated'
import {
  type AnvilInstance,
  devAccount,
  LOCAL_CHAIN_ID,
  localChain,
  startAnvil,
} from '../lib/anvil'
import { tokenBalance } from './farms/setup'
import {
  BNB_STAKE,
  buildVotingHistory,
  E18,
  PID_CAKE,
  PID_CAKE_LP,
  PID_DECOY_LP,
  PID_LATE_LP,
  type VotingHistory,
} from './voting/setup'

let anvil: AnvilInstance
let h: VotingHistory
let client: PublicClient

beforeAll(async () => {
  anvil = await startAnvil()
  h = await buildVotingHistory(anvil.url)
  client = createPublicClient({ chain: localChain(anvil.url), transport: http(anvil.url) })
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

/** Where CAKE can be on this chain, as a deployment names it (the late pool among the candidates). */
function candidates(): Omit<GetVotingPowerSourcesParameters, 'client' | 'blockNumber'> {
  return {
    cake: h.cake,
    factory: h.factory,
    smartChefs: [h.cakePool, h.bnbPool, h.latePool],
    masterChef: h.masterChef,
  }
}

async function powerAt(voter: Address, blockNumber: bigint): Promise<VotingPower> {
  const sources = await getVotingPowerSources({ client, blockNumber, ...candidates() })
  return getVotingPower({ client, voter, blockNumber, sources })
}

const voterPowerAt = (blockNumber: bigint) => powerAt(h.voter.account.address, blockNumber)

describe('getVotingPower at a past block', () => {
  test('wallet: the CAKE balance at the block, not today’s', async () => {
    // before: 1,000 given − 100 into LP − 30 into the SmartChef − 20 into the CAKE farm = 850
    const WALLET_BEFORE = 850n * E18
    // after: 850 − 300 sent away + 10 back from the SmartChef + 20 back from the farm
    //        + 50 from removing 100 of 2,200 LP over 1,100 CAKE (100 × 1,100 / 2,200) = 630
    const WALLET_AFTER = 630n * E18
    expect((await voterPowerAt(h.before)).wallet).toBe(WALLET_BEFORE)
    expect((await voterPowerAt(h.after)).wallet).toBe(WALLET_AFTER)
    // the same figures as the token's own balance at each block (it is not a cached value)
    expect(await tokenBalance(h.admin, h.cake, h.voter.account.address, h.before)).toBe(
      WALLET_BEFORE,
    )
  })

  test('pools: CAKE staked in the SmartChef and in the MasterChef’s CAKE farm', async () => {
    expect((await voterPowerAt(h.before)).pools).toEqual([
      { address: h.cakePool, cake: 30n * E18 },
      { address: h.masterChef, pid: PID_CAKE, cake: 20n * E18 },
    ])
    // after: 30 − 10 withdrawn from the SmartChef; the CAKE farm emptied leaves the list
    expect((await voterPowerAt(h.after)).pools).toEqual([{ address: h.cakePool, cake: 20n * E18 }])
  })

  test('LP in the wallet: its share of the pair’s CAKE reserve at the block, rounded down', async () => {
    // The admin's 1,000 CAKE + 4,000 X mint √(1,000 × 4,000) = 2,000 LP; the voter's 100 CAKE
    // + 400 X mint 100 × 2,000 / 1,000 = 200 LP. Reserves 1,100 CAKE, supply 2,200 LP: ½ CAKE
    // an LP. The voter keeps 200 − (50 − 1 wei) staked = 150 LP + 1 wei:
    // (150e18 + 1) × 1,100 / 2,200 = 75e18 + ½ wei → 75e18.
    expect((await voterPowerAt(h.before)).liquidity).toEqual([
      { pair: h.cakePair, lp: 150n * E18 + 1n, cake: 75n * E18 },
    ])
    // After removing 100 LP (−50 CAKE, −200 X): 1,050 CAKE, 2,100 LP; the swap adds 210 CAKE:
    // 1,260 CAKE over 2,100 LP = 0.6 CAKE an LP. (50e18 + 1) × 0.6 = 30e18 + 0.6 wei → 30e18.
    expect((await voterPowerAt(h.after)).liquidity).toEqual([
      { pair: h.cakePair, lp: 50n * E18 + 1n, cake: 30n * E18 },
    ])
  })

  test('LP in a farm: the same share of the LP staked in the CAKE–X farm', async () => {
    // (50e18 − 1) × ½ = 25e18 − ½ wei → 25e18 − 1
    expect((await voterPowerAt(h.before)).farms).toEqual([
      { pid: PID_CAKE_LP, pair: h.cakePair, lp: 50n * E18 - 1n, cake: 25n * E18 - 1n },
    ])
    // the stake did not move, the reserves did: (50e18 − 1) × 0.6 = 30e18 − 0.6 wei → 30e18 − 1
    expect((await voterPowerAt(h.after)).farms).toEqual([
      { pid: PID_CAKE_LP, pair: h.cakePair, lp: 50n * E18 - 1n, cake: 30n * E18 - 1n },
    ])
  })

  test('all four: the total is the sum of the positions, each rounded on its own', async () => {
    // before: 850 + 30 + 20 + 75 + (25 − 1 wei). The voter's 200 LP are worth exactly 100 CAKE,
    // but split in two positions that each round down they count 1 wei less.
    const before = await voterPowerAt(h.before)
    expect(before.total).toBe(1_000n * E18 - 1n)
    // after: 630 + 20 + 30 + (30 − 1 wei)
    const after = await voterPowerAt(h.after)
    expect(after.total).toBe(710n * E18 - 1n)
  })

  test('a wallet that held nothing at the block has no power there, whatever it holds now', async () => {
    const recipient = h.recipient.account.address
    expect(await powerAt(recipient, h.before)).toEqual({
      total: 0n,
      wallet: 0n,
      pools: [],
      liquidity: [],
      farms: [],
    })
    expect((await powerAt(recipient, h.after)).total).toBe(300n * E18)
  })
})

describe('getVotingPowerSources', () => {
  test('decoys holding no CAKE count nothing: a pair without CAKE, its farm, a pool staking BNB', async () => {
    // the voter does hold the decoys at the block, so leaving them out is what is tested
    const voter = h.voter.account.address
    const [bnbStake] = await h.admin.readContract({
      address: h.bnbPool,
      abi: smartChefAbi,
      functionName: 'userInfo',
      args: [voter],
      blockNumber: h.before,
    })
    const [decoyFarmStake] = await h.admin.readContract({
      address: h.masterChef,
      abi: masterChefAbi,
      functionName: 'userInfo',
      args: [BigInt(PID_DECOY_LP), voter],
      blockNumber: h.before,
    })
    expect(bnbStake).toBe(BNB_STAKE)
    expect(decoyFarmStake).toBe(20n * E18)
    expect(await tokenBalance(h.admin, h.decoyPair, voter, h.before)).toBe(30n * E18)

    const sources = await getVotingPowerSources({ client, blockNumber: h.before, ...candidates() })
    expect(sources).toEqual({
      cake: h.cake,
      pools: [h.cakePool],
      pairs: [h.cakePair],
      masterChef: h.masterChef,
      farms: [
        { pid: PID_CAKE_LP, lpToken: h.cakePair },
        { pid: PID_CAKE, lpToken: h.cake },
      ],
    })
  })

  test('contracts deployed after the block are left out there, and found at a later block', async () => {
    // the late SmartChef is a candidate at both blocks; at `before` it has no code yet
    expect(await h.admin.getCode({ address: h.latePool, blockNumber: h.before })).toBeUndefined()
    const after = await getVotingPowerSources({ client, blockNumber: h.after, ...candidates() })
    expect(after).toEqual({
      cake: h.cake,
      pools: [h.cakePool, h.latePool],
      pairs: [h.cakePair, h.latePair],
      masterChef: h.masterChef,
      farms: [
        { pid: PID_CAKE_LP, lpToken: h.cakePair },
        { pid: PID_CAKE, lpToken: h.cake },
        { pid: PID_LATE_LP, lpToken: h.latePair },
      ],
    })
    const before = await getVotingPowerSources({ client, blockNumber: h.before, ...candidates() })
    expect(before.pools).toEqual([h.cakePool])
    expect(before.pairs).toEqual([h.cakePair])
    expect(before.farms.map((farm) => farm.pid)).toEqual([PID_CAKE_LP, PID_CAKE])
  })
})

describe('recountProposal', () => {
  const admin = devAccount(0)
  const voter = devAccount(1)
  const recipient = devAccount(2)
  const holder = devAccount(3)
  const walletKey = devAccount(4)
  const forger = devAccount(5)

  /** Dev accounts are local (mnemonic) accounts: they sign without a node. */
  async function sign(
    account: Account,
    typedData: ReturnType<typeof getVoteTypedData> | ReturnType<typeof getProposalTypedData>,
  ): Promise<Hex> {
    if (!account.signTypedData) throw new Error(`${account.address} cannot sign locally`)
    return account.signTypedData(typedData)
  }

  async function signedVote(
    signer: Account,
    message: VoteMessage,
    chainId = LOCAL_CHAIN_ID,
  ): Promise<SignedVoteJson> {
    return {
      message: voteMessageToJson(message),
      signature: await sign(signer, getVoteTypedData(chainId, message)),
    }
  }

  /** A core proposal by the admin, its snapshot the history's `before` block. */
  async function proposalAtBefore() {
    const { timestamp } = await h.admin.getBlock({ blockNumber: h.before })
    const message: ProposalMessage = {
      author: admin.address,
      title: 'Move the CAKE farm to 2X',
      body: 'Double the *CAKE–X* farm’s allocation.',
      choices: ['Yes', 'No'],
      start: timestamp + 60n,
      end: timestamp + 60n + 3n * 86_400n,
      snapshot: h.before,
      timestamp,
    }
    const signature = await sign(admin, getProposalTypedData(LOCAL_CHAIN_ID, message))
    return { message, signed: { message: proposalMessageToJson(message), signature } }
  }

  test('counts the latest valid vote of each wallet with its power at the snapshot, and names every rejected vote', async () => {
    const proposal = await proposalAtBefore()
    const id = getProposalId(LOCAL_CHAIN_ID, proposal.message)
    const other = getProposalId(LOCAL_CHAIN_ID, { ...proposal.message, title: 'Another' })
    const at = (seconds: bigint) => proposal.message.start + seconds
    const vote = (who: Address, choice: number, timestamp: bigint, proposalId = id) => ({
      voter: who,
      proposal: proposalId,
      choice,
      timestamp,
    })
    const votes = [
      // replaced by the voter's later vote
      await signedVote(voter, vote(voter.address, 1, at(10n))),
      await signedVote(holder, vote(holder.address, 1, at(20n))),
      // ERC-1271: the contract wallet's key signs, the wallet's isValidSignature vouches
      await signedVote(walletKey, vote(h.contractWallet, 1, at(30n))),
      await signedVote(voter, vote(voter.address, 2, at(70n))),
      // bad: forged for the holder by another key; for another proposal; no power at the
      // snapshot (the recipient got its CAKE later); signed at the end (too late)
      await signedVote(forger, vote(holder.address, 2, at(100n))),
      await signedVote(voter, vote(voter.address, 1, at(200n), other)),
      await signedVote(recipient, vote(recipient.address, 1, at(300n))),
      await signedVote(holder, vote(holder.address, 2, proposal.message.end)),
    ]

    const recount = await recountProposal({
      client,
      chainId: LOCAL_CHAIN_ID,
      proposal: proposal.signed,
      votes,
      sources: candidates(),
    })

    // Yes: holder 42 + contract wallet 7 = 49 CAKE; No: the voter's 1,000 CAKE − 1 wei (see above)
    expect(recount.scores).toEqual([49n * E18, 1_000n * E18 - 1n])
    expect(recount.scoresTotal).toBe(1_049n * E18 - 1n)
    expect(recount.voters).toBe(3)
    expect(recount.proposalId).toBe(id)
    expect(recount.powers).toMatchObject({
      [voter.address.toLowerCase()]: 1_000n * E18 - 1n,
      [holder.address.toLowerCase()]: 42n * E18,
      [h.contractWallet.toLowerCase()]: 7n * E18,
    })
    expect(recount.rejected).toEqual([
      { voter: holder.address.toLowerCase(), reason: 'signature does not match' },
      { voter: voter.address.toLowerCase(), reason: 'for another proposal' },
      { voter: recipient.address.toLowerCase(), reason: 'no voting power at the snapshot' },
      { voter: holder.address.toLowerCase(), reason: 'signed outside the voting window' },
    ])
  })

  test('votes signed for another chain do not verify', async () => {
    const proposal = await proposalAtBefore()
    const id = getProposalId(LOCAL_CHAIN_ID, proposal.message)
    const message = {
      voter: holder.address,
      proposal: id,
      choice: 1,
      timestamp: proposal.message.start,
    }
    const recount = await recountProposal({
      client,
      chainId: LOCAL_CHAIN_ID,
      proposal: proposal.signed,
      votes: [await signedVote(holder, message, 56)],
      sources: candidates(),
    })
    expect(recount.scores).toEqual([0n, 0n])
    expect(recount.rejected).toEqual([
      { voter: holder.address.toLowerCase(), reason: 'signature does not match' },
    ])
  })

  test('a proposal not signed by its author is refused as a whole', async () => {
    const proposal = await proposalAtBefore()
    const forged = {
      message: proposal.signed.message,
      signature: await sign(forger, getProposalTypedData(LOCAL_CHAIN_ID, proposal.message)),
    }
    await expect(
      recountProposal({
        client,
        chainId: LOCAL_CHAIN_ID,
        proposal: forged,
        votes: [],
        sources: candidates(),
      }),
    ).rejects.toThrow(RecountProposalError)
  })
})
