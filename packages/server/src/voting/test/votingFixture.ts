/**
 * What the voting tests share: their accounts and the CAKE handed out to them on the world's
 * chain, signed proposals and votes made as a wallet makes them (viem's signTypedData with the
 * sdk's typed data), the chain's clock moved, and the stored rows read back to prove a refused
 * request wrote nothing.
 */
import { devAccount, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import {
  type ApiProposalRequest,
  type ApiVoteRequest,
  getProposalTypedData,
  getVoteTypedData,
  type ProposalMessage,
  proposalMessageToJson,
  type VoteMessage,
  voteMessageToJson,
} from '@ghost/sdk'
import type { Kysely } from 'kysely'
import { type Account, type Address, erc20Abi, type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Database } from '../../db/schema'
import type { MarketChain } from '../../market/test/marketFixture'

export type ChainHead = { number: bigint; timestamp: bigint }

/** The node's latest block, read fresh (the clock every rule is judged on). */
export async function chainHead(chain: MarketChain): Promise<ChainHead> {
  const block = await chain.client.getBlock({ blockTag: 'latest' })
  return { number: block.number, timestamp: block.timestamp }
}

/** Moves the chain's clock on by `seconds` and mines a block there. */
export async function advanceClock(chain: MarketChain, seconds: number): Promise<void> {
  await chain.client.increaseTime({ seconds })
  await chain.client.mine({ blocks: 1 })
}

/** Account 0 (the deployer, who holds the world's CAKE) sends `amount` CAKE to `to`. */
export async function giveCake(chain: MarketChain, to: Address, amount: bigint): Promise<void> {
  const hash = await chain.client.writeContract({
    address: chain.manifest.tokens.CAKE,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await chain.client.waitForTransactionReceipt({ hash })
}

/**
 * The voting tests' accounts. Account 0 is the deployer: the default admin (its proposals are
 * core) and the holder of the world's CAKE, which `fundVoters` hands the others.
 */
export const VOTERS = {
  admin: devAccount(0),
  /** 100 CAKE. */
  alice: devAccount(1),
  /** 40 CAKE. */
  bob: devAccount(2),
  /** 1 CAKE: under the default minimum of 10 to publish. */
  poor: devAccount(3),
  /** A fresh key that never held anything. */
  nobody: privateKeyToAccount(generatePrivateKey()),
} as const

/** Gives VOTERS their CAKE (a `useMarketChain` set-up). */
export async function fundVoters(chain: MarketChain): Promise<void> {
  await giveCake(chain, VOTERS.alice.address, parseEther('100'))
  await giveCake(chain, VOTERS.bob.address, parseEther('40'))
  await giveCake(chain, VOTERS.poor.address, parseEther('1'))
}

/**
 * A proposal opening now on the chain's clock for a day, its snapshot the latest block, signed
 * now; `overrides` change any field.
 */
export async function proposalMessage(
  chain: MarketChain,
  author: Account,
  overrides: Partial<ProposalMessage> = {},
): Promise<ProposalMessage> {
  const head = await chainHead(chain)
  return {
    author: author.address,
    title: 'Burn half of the treasury CAKE',
    body: 'The treasury holds more CAKE than it needs. **Burn** half of it.',
    choices: ['Yes', 'No', 'Abstain'],
    start: head.timestamp,
    end: head.timestamp + 86_400n,
    snapshot: head.number,
    timestamp: head.timestamp,
    ...overrides,
  }
}

/** The chain the request names (default 1337) and the one whose domain is signed (default the same). */
export type SignOptions = { chainId?: number; signedChainId?: number }

/** The POST body of `message` signed by `signer` on `signedChainId` (the request says `chainId`). */
export async function signedProposal(
  signer: Account,
  message: ProposalMessage,
  options: SignOptions = {},
): Promise<ApiProposalRequest> {
  const { chainId = LOCAL_CHAIN_ID, signedChainId = chainId } = options
  if (!signer.signTypedData) throw new Error('the account cannot sign typed data')
  const signature = await signer.signTypedData(getProposalTypedData(signedChainId, message))
  return { chainId, message: proposalMessageToJson(message), signature }
}

/** A vote for `proposal` signed now on the chain's clock (or `overrides`). */
export async function voteMessage(
  chain: MarketChain,
  voter: Account,
  proposal: string,
  choice: number,
  overrides: Partial<VoteMessage> = {},
): Promise<VoteMessage> {
  const head = await chainHead(chain)
  return {
    voter: voter.address,
    proposal: proposal as Hex,
    choice,
    timestamp: head.timestamp,
    ...overrides,
  }
}

export async function signedVote(
  signer: Account,
  message: VoteMessage,
  options: SignOptions = {},
): Promise<ApiVoteRequest> {
  const { chainId = LOCAL_CHAIN_ID, signedChainId = chainId } = options
  if (!signer.signTypedData) throw new Error('the account cannot sign typed data')
  const signature = await signer.signTypedData(getVoteTypedData(signedChainId, message))
  return { chainId, message: voteMessageToJson(message), signature }
}

/** Every voting row, to compare before and after a refused write. */
export async function votingRows(db: Kysely<Database>) {
  return {
    proposals: await db.selectFrom('voting_proposal').selectAll().orderBy('id').execute(),
    votes: await db
      .selectFrom('voting_vote')
      .selectAll()
      .orderBy('proposal')
      .orderBy('voter')
      .execute(),
  }
}
